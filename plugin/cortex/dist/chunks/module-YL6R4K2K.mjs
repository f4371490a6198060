import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  require_src
} from "./chunk-JP44U47V.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-JA3QAXLE.mjs";

// node_modules/boundary/lib/index.js
var require_lib = __commonJS({
  "node_modules/boundary/lib/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.binarySearch = exports.upperBound = exports.lowerBound = exports.compare = void 0;
    function compare(v1, v2) {
      return v1 < v2;
    }
    exports.compare = compare;
    function upperBound(array, value, comp = compare) {
      let len = array.length;
      let i = 0;
      while (len) {
        let diff = len >>> 1;
        let cursor = i + diff;
        if (comp(value, array[cursor])) {
          len = diff;
        } else {
          i = cursor + 1;
          len -= diff + 1;
        }
      }
      return i;
    }
    exports.upperBound = upperBound;
    function lowerBound(array, value, comp = compare) {
      let len = array.length;
      let i = 0;
      while (len) {
        let diff = len >>> 1;
        let cursor = i + diff;
        if (comp(array[cursor], value)) {
          i = cursor + 1;
          len -= diff + 1;
        } else {
          len = diff;
        }
      }
      return i;
    }
    exports.lowerBound = lowerBound;
    function binarySearch(array, value, comp = compare) {
      let cursor = lowerBound(array, value, comp);
      return cursor !== array.length && !comp(value, array[cursor]);
    }
    exports.binarySearch = binarySearch;
  }
});

// node_modules/structured-source/lib/structured-source.js
var require_structured_source = __commonJS({
  "node_modules/structured-source/lib/structured-source.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.StructuredSource = void 0;
    var boundary_1 = require_lib();
    var StructuredSource2 = class {
      /**
       * @constructs StructuredSource
       * @param {string} source - source code text.
       */
      constructor(source) {
        this.indice = [0];
        let regexp = /[\r\n\u2028\u2029]/g;
        const length = source.length;
        regexp.lastIndex = 0;
        while (true) {
          let result = regexp.exec(source);
          if (!result) {
            break;
          }
          let index = result.index;
          if (source.charCodeAt(index) === 13 && source.charCodeAt(index + 1) === 10) {
            index += 1;
          }
          let nextIndex = index + 1;
          if (length < nextIndex) {
            break;
          }
          this.indice.push(nextIndex);
          regexp.lastIndex = nextIndex;
        }
      }
      get line() {
        return this.indice.length;
      }
      /**
       * @param {SourceLocation} loc - location indicator.
       * @return {[ number, number ]} range.
       */
      locationToRange(loc) {
        return [this.positionToIndex(loc.start), this.positionToIndex(loc.end)];
      }
      /**
       * @param {[ number, number ]} range - pair of indice.
       * @return {SourceLocation} location.
       */
      rangeToLocation(range) {
        return {
          start: this.indexToPosition(range[0]),
          end: this.indexToPosition(range[1])
        };
      }
      /**
       * @param {SourcePosition} pos - position indicator.
       * @return {number} index.
       */
      positionToIndex(pos) {
        let start = this.indice[pos.line - 1];
        return start + pos.column;
      }
      /**
       * @param {number} index - index to the source code.
       * @return {SourcePosition} position.
       */
      indexToPosition(index) {
        const startLine = (0, boundary_1.upperBound)(this.indice, index);
        return {
          line: startLine,
          column: index - this.indice[startLine - 1]
        };
      }
    };
    exports.StructuredSource = StructuredSource2;
  }
});

// node_modules/@secretlint/core/module/SecretLintSourceCodeImpl.js
var import_structured_source = __toESM(require_structured_source(), 1);

// node_modules/@secretlint/core/module/helper/invariant.js
function invariant(condition, message) {
  if (!condition)
    throw new Error(message);
}

// node_modules/@secretlint/core/module/SecretLintSourceCodeImpl.js
var SecretLintSourceCodeImpl = class {
  hasBOM;
  content;
  filePath;
  physicalFilePath;
  contentType;
  ext;
  structuredSource;
  constructor({ content = "", ext, filePath, physicalFilePath, contentType }) {
    invariant(ext || filePath, "should be set either of fileExt or filePath.");
    this.hasBOM = content.charCodeAt(0) === 65279;
    this.content = this.hasBOM ? content.slice(1) : content;
    this.structuredSource = new import_structured_source.StructuredSource(this.content);
    this.filePath = filePath;
    this.physicalFilePath = physicalFilePath;
    this.contentType = contentType;
    this.ext = ext;
  }
  /**
   * get file path
   * This return `undefined` if the source code is created without file path.
   * For example, use core API to create a source code directly.
   *
   * You can use this path to detect file type.
   * However, if you want to read the file content, use `getPhysicalFilePath` instead.
   * @returns {string|undefined}
   */
  getFilePath() {
    return this.filePath;
  }
  /**
   * get physical file path
   * This return `undefined` if the source code is not related to file.
   * For example, the source code is given from the stdin.
   *
   * You can use this path to read the file content.
   */
  getPhysicalFilePath() {
    return this.physicalFilePath;
  }
  /**
   * @param {SecretLintSourceNodeLocation} loc - location indicator.
   * @return {[ number, number ]} range.
   */
  locationToRange(loc) {
    return this.structuredSource.locationToRange(loc);
  }
  /**
   * @param {[ number, number ]} range - pair of indice.
   * @return {SecretLintSourceNodeLocation} location.
   */
  rangeToLocation(range) {
    const location = this.structuredSource.rangeToLocation(range);
    return {
      start: {
        line: location.start.line,
        column: location.start.column
      },
      end: {
        line: location.end.line,
        column: location.end.column
      }
    };
  }
  /**
   * @param {Position} pos - position indicator.
   * @return {number} index.
   */
  positionToIndex(pos) {
    return this.structuredSource.positionToIndex(pos);
  }
  /**
   * @param {number} index - index to the source code.
   * @return {Position} position.
   */
  indexToPosition(index) {
    const position = this.structuredSource.indexToPosition(index);
    return {
      line: position.line,
      column: position.column
    };
  }
};

// node_modules/@secretlint/core/module/helper/promise-event-emitter.js
var EventEmitter = class {
  #listeners = /* @__PURE__ */ new Map();
  on(type, listener) {
    const prevSet = this.#listeners.get(type);
    const listenerSet = prevSet ?? /* @__PURE__ */ new Set();
    listenerSet?.add(listener);
    this.#listeners.set(type, listenerSet);
  }
  emit(type, ...args) {
    const listenerSet = this.#listeners.get(type);
    if (!listenerSet) {
      return;
    }
    for (const listenerSetElement of listenerSet) {
      listenerSetElement(...args);
    }
  }
  off(type, listener) {
    const listenerSet = this.#listeners.get(type);
    if (!listenerSet) {
      return;
    }
    for (const listenerSetElement of listenerSet) {
      if (listenerSetElement === listener) {
        listenerSet.delete(listener);
      }
    }
  }
  removeAllListeners() {
    this.#listeners.clear();
  }
  listenerCount(type) {
    return this.#listeners.get(type)?.size ?? 0;
  }
  listeners(type) {
    return Array.from(this.#listeners.get(type) ?? []);
  }
};
var PromiseEventEmitter = class {
  events;
  constructor() {
    this.events = new EventEmitter();
  }
  listenerCount(type) {
    return this.events.listenerCount(type);
  }
  on(event, listener) {
    return this.events.on(event, listener);
  }
  emit(event, ...args) {
    const promises = [];
    this.events.listeners(event).forEach((listener) => {
      promises.push(listener(...args));
    });
    return Promise.all(promises);
  }
};

// node_modules/@secretlint/core/module/helper/SecretLintRuleMessageTranslator.js
var DEFAULT_LOCAL = "en";
var formatMessage = (messageHandler, props) => {
  if (typeof props !== "object" || props === null) {
    return messageHandler();
  }
  return messageHandler(props);
};
var getMatchedLocaleMessage = (locale, locales) => {
  const localKeys = Object.keys(locales);
  const matchLocale = localKeys.find((key) => {
    return key === locale;
  });
  if (matchLocale) {
    return matchLocale;
  }
  const [lang] = locale.split("-");
  if (!lang) {
    return DEFAULT_LOCAL;
  }
  const fallbackMatchLocal = localKeys.find((key) => {
    return key === lang;
  });
  if (fallbackMatchLocal) {
    return fallbackMatchLocal;
  }
  return DEFAULT_LOCAL;
};
var createTranslator = (messages, options) => {
  return (messageId, props) => {
    const messageHandler = messages[messageId];
    if (!messageHandler) {
      throw new Error(`messages:${String(messageId)} is missing in messages.`);
    }
    if (typeof messageHandler === "function") {
      if (typeof messageId !== "string") {
        throw new Error(`message's key:${String(messageId)} should be string`);
      }
      return {
        message: formatMessage(messageHandler, props),
        messageId,
        data: props
      };
    }
    const defaultLocal = options && options.defaultLocale ? options.defaultLocale : DEFAULT_LOCAL;
    const locale = getMatchedLocaleMessage(defaultLocal, messageHandler);
    const localizedMessage = messageHandler[locale];
    if (!localizedMessage) {
      if (messageHandler[DEFAULT_LOCAL]) {
        throw new Error(`messages${String(messageId)}.${locale} is missing in messages.`);
      }
      throw new Error(`message's key:${String(messageId)}.${DEFAULT_LOCAL} should be defined in messages.`);
    }
    if (typeof messageId !== "string") {
      throw new Error(`message's key:${String(messageId)}.${DEFAULT_LOCAL} should be string`);
    }
    return {
      message: formatMessage(localizedMessage, props),
      messageId,
      data: props
    };
  };
};

// node_modules/@secretlint/core/module/RuleContext.js
var createContextEvents = () => {
  const contextEvents = new EventEmitter();
  const REPORT_SYMBOL = /* @__PURE__ */ Symbol("report");
  const IGNORE_SYMBOL = /* @__PURE__ */ Symbol("ignore");
  return {
    report(descriptor) {
      contextEvents.emit(REPORT_SYMBOL, descriptor);
    },
    onReport(handler) {
      const listener = (descriptor) => {
        handler(descriptor);
      };
      contextEvents.on(REPORT_SYMBOL, listener);
      return () => {
        contextEvents.off(REPORT_SYMBOL, listener);
      };
    },
    ignore(descriptor) {
      contextEvents.emit(IGNORE_SYMBOL, descriptor);
    },
    onIgnore(handler) {
      const listener = (descriptor) => {
        handler(descriptor);
      };
      contextEvents.on(IGNORE_SYMBOL, listener);
      return () => {
        contextEvents.off(IGNORE_SYMBOL, listener);
      };
    }
  };
};
var createRuleContext = ({ ruleId, ruleParentId, meta, severity, sourceCode, contextEvents, sharedOptions, locale }) => {
  return {
    sharedOptions,
    createTranslator: (messages) => {
      return createTranslator(messages, {
        defaultLocale: locale
      });
    },
    ignore(descriptor) {
      const { message } = descriptor.message;
      contextEvents.ignore({
        type: "ignore",
        ruleId,
        ruleParentId,
        range: descriptor.range,
        targetRuleId: descriptor.targetRuleId,
        loc: sourceCode.rangeToLocation(descriptor.range),
        message
      });
    },
    report(descriptor) {
      const { message, messageId, data } = descriptor.message;
      const severityLevel = severity ?? "error";
      if (ruleParentId) {
        contextEvents.report({
          ...descriptor,
          type: "message",
          ruleId,
          ruleParentId,
          loc: sourceCode.rangeToLocation(descriptor.range),
          severity: severityLevel,
          message,
          messageId,
          docsUrl: meta.docs?.url ? `${meta.docs.url}#${messageId}` : void 0,
          data
        });
      } else {
        contextEvents.report({
          ...descriptor,
          type: "message",
          ruleId,
          loc: sourceCode.rangeToLocation(descriptor.range),
          severity: severityLevel,
          message,
          messageId,
          docsUrl: meta.docs?.url ? `${meta.docs.url}#${messageId}` : void 0,
          data
        });
      }
    }
  };
};

// node_modules/@secretlint/core/module/SecretLintRuleImpl.js
var SecretLintRule = class {
  ruleReportHandle;
  ruleCreator;
  descriptorRule;
  constructor({ descriptorRule, context }) {
    this.descriptorRule = descriptorRule;
    this.ruleCreator = descriptorRule.rule;
    const ruleCreatorOptions = descriptorRule.options || {};
    this.ruleReportHandle = this.ruleCreator.create(context, ruleCreatorOptions);
  }
  allowMessageIds() {
    if (!this.descriptorRule.allowMessageIds) {
      return [];
    }
    const ruleId = this.ruleCreator.meta.id;
    return this.descriptorRule.allowMessageIds.map((allowMessageId) => {
      return {
        messageId: allowMessageId,
        ruleId
      };
    });
  }
  supportSourceCode(sourceCode) {
    const contentType = sourceCode.contentType;
    if (contentType === "unknown") {
      return true;
    }
    if (this.ruleCreator.meta.supportedContentTypes.includes("all")) {
      return true;
    }
    return this.ruleCreator.meta.supportedContentTypes.includes(contentType);
  }
  async file(source) {
    const file = this.ruleReportHandle.file;
    if (!file) {
      return;
    }
    return file(source);
  }
};

// node_modules/@secretlint/profiler/module/index.js
var SecretLintProfiler = class {
  perf;
  entries = [];
  measures = [];
  executionPromises = [];
  constructor(options) {
    this.perf = options.perf;
    const pattern = /(.*?)::end(\|\|.*)?/;
    const observer = new options.PerformanceObserver((items) => {
      const entries = items.getEntries();
      entries.forEach((entry) => {
        if (entry.entryType === "mark") {
          const match = entry.name.match(pattern);
          const endIdentifier = match ? match[1] : void 0;
          const suffix = match && match[2] ? match[2] : "";
          if (endIdentifier) {
            const startIdentifier = `${endIdentifier}::start`;
            this.entries.find((savedEntry) => {
              return savedEntry.name === startIdentifier;
            });
            if (startIdentifier) {
              this.executionPromises.push(Promise.resolve().then(() => {
                this.perf.measure(endIdentifier + suffix, `${endIdentifier}::start${suffix}`, `${endIdentifier}::end${suffix}`);
              }));
            }
          }
          this.entries.push(entry);
        } else if (entry.entryType === "measure") {
          this.measures.push(entry);
        }
      });
    });
    observer.observe({ entryTypes: ["mark", "measure"] });
  }
  mark(marker) {
    if ("id" in marker) {
      this.perf.mark(`${marker.type}||${marker.id}`);
    } else {
      this.perf.mark(marker.type);
    }
  }
  waifForExecutionPromises = () => {
    return Promise.all(this.executionPromises).finally(() => {
      this.executionPromises.length = 0;
    });
  };
  async getEntries() {
    await this.waifForExecutionPromises();
    return this.entries;
  }
  async getMeasures() {
    await this.waifForExecutionPromises();
    return this.measures;
  }
};

// node_modules/@secretlint/profiler/module/node.js
import perf_hooks from "node:perf_hooks";
var NullPerformanceObserver = class {
  disconnect() {
  }
  observe(_options) {
  }
};
var secretLintProfiler = new SecretLintProfiler({
  perf: perf_hooks.performance,
  PerformanceObserver: perf_hooks.PerformanceObserver ? perf_hooks.PerformanceObserver : NullPerformanceObserver
});

// node_modules/@secretlint/core/module/RunningEvents.js
var createRunningEvents = () => {
  const contextEvents = new PromiseEventEmitter();
  const registerSet = /* @__PURE__ */ new Set();
  const LINT_HANDLE = /* @__PURE__ */ Symbol("lint:start");
  const rules = [];
  return {
    collectAllowMessageIds() {
      const allowMessageIds = [];
      rules.forEach((rule) => {
        allowMessageIds.push(...rule.allowMessageIds());
      });
      return allowMessageIds;
    },
    /**
     * Start to run linting
     * @param options
     */
    runLint(options) {
      return contextEvents.emit(LINT_HANDLE, options);
    },
    registerRule({ descriptorRule, context }) {
      if (registerSet.has(descriptorRule.id)) {
        throw new Error(`rule.id:${descriptorRule.id} is already registered.
                
Duplicated rule.id is something wrong in .secretlintrc.                
`);
      }
      registerSet.add(descriptorRule.id);
      const rule = new SecretLintRule({
        descriptorRule,
        context
      });
      rules.push(rule);
      contextEvents.on(LINT_HANDLE, async ({ sourceCode }) => {
        secretLintProfiler.mark({
          type: "@core>rule-handler::start",
          id: descriptorRule.rule.meta.id
        });
        if (rule.supportSourceCode(sourceCode)) {
          await rule.file(sourceCode);
        }
        secretLintProfiler.mark({
          type: "@core>rule-handler::end",
          id: descriptorRule.rule.meta.id
        });
      });
    },
    registerRulePreset({ descriptorRulePreset, context }) {
      const rulePresetCreatorOptions = descriptorRulePreset.options || [];
      descriptorRulePreset.rule.create(context, rulePresetCreatorOptions);
    },
    isRegistered(ruleId) {
      return registerSet.has(ruleId);
    }
  };
};

// node_modules/@secretlint/core/module/RulePresetContext.js
var createRulePresetContext = ({ configRulePreset, sourceCode, runningEvents, contextEvents, sharedOptions, locale }) => {
  const presetRules = configRulePreset.rules || [];
  if (!Array.isArray(presetRules)) {
    console.error(`${configRulePreset.id}:PresetRules is invalid format`, presetRules);
    throw new Error("preset's rules should be an array of rule definitions");
  }
  return {
    sharedOptions,
    registerRule(rule, defaultValue) {
      const descriptorRule = presetRules.find((descriptorRule2) => {
        return descriptorRule2.id === rule.meta.id;
      });
      const descriptorRuleOptions = descriptorRule ? descriptorRule.options : void 0;
      const descriptorRuleDisabled = descriptorRule ? descriptorRule.disabled : void 0;
      const descriptorRuleSeverity = descriptorRule ? descriptorRule.severity : void 0;
      const descriptorAllowMessageIds = descriptorRule ? descriptorRule.allowMessageIds : void 0;
      const context = createRuleContext({
        // rule id is a single rule in a preset
        ruleId: rule.meta.id,
        // parent rule id is rule preset id
        ruleParentId: configRulePreset.id,
        meta: rule.meta,
        severity: descriptorRuleSeverity,
        sourceCode,
        contextEvents,
        sharedOptions,
        locale
      });
      const defaultValueOfPreset = defaultValue ? defaultValue : {};
      runningEvents.registerRule({
        descriptorRule: {
          // options and disabled ...
          ...defaultValueOfPreset,
          // Prefer to use user setting
          // User can override preset setting
          ...descriptorRule,
          id: rule.meta.id,
          options: descriptorRuleOptions,
          rule,
          disabled: descriptorRuleDisabled,
          allowMessageIds: descriptorAllowMessageIds,
          severity: descriptorRuleSeverity
        },
        context
      });
    }
  };
};

// node_modules/@secretlint/core/module/messages/filter-ignored-process.js
var isContainedRange = (index, range) => {
  const [start, end] = range;
  return start <= index && index <= end;
};
function filterIgnoredMessages(options) {
  const reportedMessages = options.reportedMessages;
  const ignoreMessages = options.ignoredMessages;
  return reportedMessages.filter((message) => {
    return !ignoreMessages.some((ignoreMessage) => {
      const isInIgnoringRange = isContainedRange(message.range[0], ignoreMessage.range) && isContainedRange(message.range[1], ignoreMessage.range);
      if (isInIgnoringRange && ignoreMessage.targetRuleId) {
        if (ignoreMessage.targetRuleId === "*") {
          return true;
        }
        return message.ruleId === ignoreMessage.targetRuleId;
      }
      return isInIgnoringRange;
    });
  });
}

// node_modules/@secretlint/core/module/messages/MessageProcessManager.js
var createMessageProcessor = (processors) => {
  return {
    /**
     * process `messages` with registered processes
     */
    process(messages) {
      const originalMessages = messages;
      if (processors.length === 0) {
        throw new Error("processors should be > 0");
      }
      return processors.reduce((messages2, filter) => {
        return filter(messages2);
      }, originalMessages);
    }
  };
};

// node_modules/@secretlint/core/module/messages/filter-duplicated-process.js
var isEqualMessage = (aMessage, bMessage) => {
  return aMessage.range[0] === bMessage.range[0] && aMessage.range[1] === bMessage.range[1] && "severity" in aMessage && "severity" in bMessage && aMessage.severity === bMessage.severity && aMessage.message === bMessage.message;
};
function filterDuplicatedMessages(messages = []) {
  return messages.filter((message, index) => {
    const restMessages = messages.slice(index + 1);
    return !restMessages.some((restMessage) => {
      return isEqualMessage(message, restMessage);
    });
  });
}

// node_modules/@secretlint/core/module/messages/sort-messages-process.js
function sortMessagesByLocation(messages) {
  return messages.sort(function(a, b) {
    const startIndexDiff = a.range[0] - b.range[0];
    if (startIndexDiff === 0) {
      return a.range[1] - b.range[1];
    } else {
      return startIndexDiff;
    }
  });
}

// node_modules/@secretlint/core/module/messages/filter-message-id.js
var filterByAllowMessageIds = (messages, allowMessageIds) => {
  const disabledSet = new Set(allowMessageIds.map((allowMessage) => {
    return `${allowMessage.ruleId}--${allowMessage.messageId}`;
  }));
  return messages.filter((message) => {
    return !disabledSet.has(`${message.ruleId}--${message.messageId}`);
  });
};

// node_modules/@secretlint/core/module/messages/filter-mask-secrets.js
var deepMask = (object, handler) => {
  for (const key of Object.keys(object)) {
    if (typeof object[key] === "object") {
      object[key] = deepMask(object[key], handler);
    } else if (Array.isArray(object[key])) {
      object[key] = object[key].map((item) => deepMask(item, handler));
    } else if (typeof object[key] === "string") {
      object[key] = handler(object[key]);
    }
  }
  return object;
};
var createMaskValue = (value) => {
  return "*".repeat(value.length);
};
var maskWithValues = (str, maskedValues) => {
  let result = str;
  for (const maskValue of maskedValues) {
    result = result.replaceAll(maskValue, "*".repeat(maskValue.length));
  }
  return result;
};
var filterMaskSecretsData = (messages = []) => {
  return messages.map((message) => {
    if (message.type !== "message") {
      return message;
    }
    const maskedValues = [];
    const maskedData = message.data ? deepMask(message.data, (value) => {
      maskedValues.push(value);
      return createMaskValue(value);
    }) : void 0;
    if (!maskedData) {
      return message;
    }
    const maskedMessage = maskWithValues(message.message, maskedValues);
    return {
      ...message,
      message: maskedMessage,
      data: maskedData
    };
  });
};

// node_modules/@secretlint/core/module/messages/index.js
var cleanupMessages = (options) => {
  const reportedMessages = filterIgnoredMessages(options);
  const reportedMessagesWithoutAllowMessageIds = filterByAllowMessageIds(reportedMessages, options.allowMessageIds);
  const filters = options.maskSecrets ? [filterDuplicatedMessages, filterMaskSecretsData] : [filterDuplicatedMessages];
  const filterProcess = createMessageProcessor(filters);
  return sortMessagesByLocation(filterProcess.process(reportedMessagesWithoutAllowMessageIds));
};

// node_modules/@secretlint/core/module/index.js
var import_debug = __toESM(require_src(), 1);
var debug = (0, import_debug.default)("@secretlint/core");
var lintSource = ({ source, options }) => {
  secretLintProfiler.mark({
    type: "@core>lint::start",
    id: source.filePath
  });
  debug(`source filePath: %O`, source.filePath);
  debug(`options: %O`, options);
  const rules = options.config.rules;
  const locale = options.locale ?? "en";
  const maskSecrets = options.maskSecrets ?? false;
  const contextEvents = createContextEvents();
  const runningEvents = createRunningEvents();
  const reportedMessages = [];
  const ignoredMessages = [];
  contextEvents.onReport((message) => {
    reportedMessages.push(message);
  });
  contextEvents.onIgnore((message) => {
    ignoredMessages.push(message);
  });
  const sourceCode = new SecretLintSourceCodeImpl({
    content: source.content,
    filePath: source.filePath,
    physicalFilePath: options.noPhysicFilePath ? void 0 : source.filePath,
    ext: source.ext || "",
    contentType: source.contentType
  });
  secretLintProfiler.mark({
    type: "@core>setup-rules::start"
  });
  rules.forEach((rule) => {
    secretLintProfiler.mark({
      type: "@core>setup-rule::start",
      id: rule.rule.meta.id
    });
    registerRule({
      sourceCode,
      config: options.config,
      descriptorRule: rule,
      contextEvents,
      runningEvents,
      locale
    });
    secretLintProfiler.mark({
      type: "@core>setup-rule::end",
      id: rule.rule.meta.id
    });
  });
  secretLintProfiler.mark({
    type: "@core>setup-rules::end"
  });
  return runningEvents.runLint({
    sourceCode
  }).then(() => {
    return {
      filePath: source.filePath,
      // binary content should be skipped
      sourceContent: source.contentType === "text" ? source.content : void 0,
      sourceContentType: source.contentType,
      messages: cleanupMessages({
        reportedMessages,
        ignoredMessages,
        allowMessageIds: runningEvents.collectAllowMessageIds(),
        maskSecrets
      })
    };
  }).finally(() => {
    secretLintProfiler.mark({
      type: "@core>lint::end",
      id: source.filePath
    });
  });
};
var isRulePreset = (ruleDescriptor) => {
  return ruleDescriptor.rule.meta.type === "preset";
};
var isRule = (ruleDescriptor) => {
  return ruleDescriptor.rule.meta.type === "scanner";
};
var registerRule = ({ sourceCode, config, descriptorRule, contextEvents, runningEvents, locale }) => {
  const ruleId = descriptorRule.id;
  if (descriptorRule.disabled) {
    debug("Skip registerRule %s, because it is disabled", ruleId);
    return;
  }
  debug("registerRule %s", ruleId);
  const sharedOptionsWithDefault = config.sharedOptions ?? {};
  if (isRulePreset(descriptorRule)) {
    const context = createRulePresetContext({
      configRulePreset: descriptorRule,
      sourceCode,
      contextEvents,
      runningEvents,
      sharedOptions: sharedOptionsWithDefault,
      locale
    });
    runningEvents.registerRulePreset({
      descriptorRulePreset: descriptorRule,
      context
    });
    return;
  } else if (isRule(descriptorRule)) {
    const context = createRuleContext({
      ruleId,
      severity: descriptorRule.severity,
      meta: descriptorRule.rule.meta,
      sourceCode,
      contextEvents,
      sharedOptions: sharedOptionsWithDefault,
      locale
    });
    runningEvents.registerRule({
      descriptorRule,
      context
    });
    return;
  }
  throw new Error(`Unknown descriptor type: ${descriptorRule}`);
};
export {
  lintSource
};
