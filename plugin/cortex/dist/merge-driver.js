"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/git/events-driver.ts
var events_driver_exports = {};
__export(events_driver_exports, {
  quarantineDir: () => quarantineDir,
  quarantineLines: () => quarantineLines,
  runEventsDriver: () => runEventsDriver,
  runEventsDriverCommand: () => runEventsDriverCommand
});
module.exports = __toCommonJS(events_driver_exports);
var import_node_fs3 = require("node:fs");
var import_node_buffer = require("node:buffer");
var import_node_path3 = require("node:path");

// src/events/paths.ts
var import_node_path = require("node:path");
function projectPaths(root) {
  const cortexDir = (0, import_node_path.join)(root, ".cortex");
  const localDir = (0, import_node_path.join)(cortexDir, "local");
  return {
    root,
    cortexDir,
    eventsDir: (0, import_node_path.join)(cortexDir, "events"),
    configFile: (0, import_node_path.join)(cortexDir, "config.json"),
    localDir,
    localEventsDir: (0, import_node_path.join)(localDir, "activity"),
    writersDir: (0, import_node_path.join)(localDir, "writers"),
    appendLock: (0, import_node_path.join)(localDir, "append.lock"),
    logFile: (0, import_node_path.join)(localDir, "cortex.log")
  };
}

// src/errors.ts
var CortexError = class extends Error {
  code;
  hint;
  /** 1: an expected failure; 2: the command was used wrongly. */
  exitCode;
  constructor(code, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 1;
  }
};
var ValidationError = class extends CortexError {
  field;
  problem;
  constructor(field, problem) {
    super("INVALID_EVENT", field === "" ? problem : `${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
};
var UpgradeRequiredError = class extends CortexError {
  version;
  constructor(version, supported) {
    super(
      "UPGRADE_REQUIRED",
      `event format v${version} is newer than this cortex understands (v${supported})`,
      {
        hint: "upgrade cortex (npm install -g cortex-memory@latest) to read it"
      }
    );
    this.version = version;
  }
};

// src/events/check.ts
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 40 ? `a string` : JSON.stringify(value);
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}
var str = (value, path) => {
  if (typeof value !== "string")
    throw new ValidationError(path, `expected a string, got ${describe(value)}`);
  return value;
};
var nonEmptyStr = (value, path) => {
  const text = str(value, path);
  if (text.trim() === "") throw new ValidationError(path, "must not be empty");
  return text;
};
var bool = (value, path) => {
  if (typeof value !== "boolean")
    throw new ValidationError(path, `expected true or false, got ${describe(value)}`);
  return value;
};
function num(min = -Infinity, max = Infinity) {
  return (value, path) => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new ValidationError(path, `expected a number, got ${describe(value)}`);
    }
    if (value < min || value > max)
      throw new ValidationError(path, `must be between ${min} and ${max}, got ${value}`);
    return value;
  };
}
var int = (value, path) => {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new ValidationError(path, `expected an integer, got ${describe(value)}`);
  }
  return value;
};
function matching(pattern, what) {
  return (value, path) => {
    const text = str(value, path);
    if (!pattern.test(text))
      throw new ValidationError(path, `expected ${what}, got ${describe(text)}`);
    return text;
  };
}
function oneOf(...choices) {
  const allowed = new Set(choices);
  return (value, path) => {
    if (typeof value !== "string" || !allowed.has(value)) {
      throw new ValidationError(
        path,
        `expected one of ${choices.join(", ")}, got ${describe(value)}`
      );
    }
    return value;
  };
}
function nullable(check) {
  return (value, path) => value === null ? null : check(value, path);
}
function arrayOf(check) {
  return (value, path) => {
    if (!Array.isArray(value))
      throw new ValidationError(path, `expected an array, got ${describe(value)}`);
    for (let i = 0; i < value.length; i++) check(value[i], `${path}[${i}]`);
    return value;
  };
}
function optional(check) {
  const wrapped = ((value, path) => value === void 0 ? void 0 : check(value, path));
  wrapped.optional = true;
  return wrapped;
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function object(shape) {
  const entries = Object.entries(shape);
  return (value, path) => {
    if (!isPlainObject(value))
      throw new ValidationError(path, `expected an object, got ${describe(value)}`);
    for (const [key, check] of entries) check(value[key], path === "" ? key : `${path}.${key}`);
    return value;
  };
}

// src/events/id.ts
var MAX_TIME = 2 ** 48 - 1;
var EVENT_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

// src/events/line-compaction.ts
var LETTER_STATUS = { i: "in_progress", p: "pending", c: "completed" };
var PLAN_HEAD = /^Plan(?: revised)? \((\d+) steps?\): /;
var TODO_TOOL = "TodoWrite";
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isTodoLine(value) {
  if (!isRecord(value.source) || value.source.layer !== "structural") return false;
  if (value.type === "plan_step_completed") return true;
  return value.type === "plan_created" && isRecord(value.data) && value.data.plan === void 0 && (value.data.stepStatus !== void 0 || value.data.steps !== void 0);
}
function restoreLine(value) {
  if (isTodoLine(value) && value.source.tool === void 0)
    value.source = {
      layer: "structural",
      tool: TODO_TOOL,
      ...value.source
    };
  const data = value.data;
  if (value.type !== "plan_created" || !isRecord(data) || typeof data.stepStatus !== "string" || data.steps !== void 0 || typeof value.content !== "string")
    return;
  const head = PLAN_HEAD.exec(value.content);
  if (!head) return;
  const steps = value.content.slice(head[0].length).split("; ");
  const letters = [...data.stepStatus];
  if (steps.length !== Number(head[1]) || letters.length !== steps.length || letters.some((letter) => !LETTER_STATUS[letter]))
    return;
  const { stepStatus: _status, ...rest } = data;
  value.data = {
    steps: steps.map((content, index) => ({ content, status: LETTER_STATUS[letters[index]] })),
    ...rest
  };
}

// src/events/types.ts
var planStep = object({
  content: nonEmptyStr,
  status: oneOf("pending", "in_progress", "completed")
});
var activityCommand = object({
  command: nonEmptyStr,
  description: optional(str),
  runs: optional(int),
  failed: optional(int),
  test: optional(oneOf("passed", "failed"))
});
var common = {
  tags: optional(arrayOf(str)),
  kind: optional(str),
  files: optional(arrayOf(str)),
  /** What the memory is about (an identifier, a file, a command): capture merges restatements by it. */
  subject: optional(str)
};
function define(definition) {
  return definition;
}
var EVENT_TYPES = {
  decision_made: define({
    alias: "decision",
    category: "knowledge",
    salience: 0.9,
    immortal: true,
    summary: "a choice that was made, with its reason",
    data: object({ ...common, reason: optional(str), alternatives: optional(arrayOf(str)) })
  }),
  approach_rejected: define({
    alias: "rejected",
    category: "knowledge",
    salience: 0.9,
    immortal: true,
    summary: "an approach that was tried or proposed and rejected, with why",
    data: object({ ...common, reason: optional(str) })
  }),
  plan_created: define({
    alias: "plan",
    category: "knowledge",
    salience: 0.85,
    immortal: false,
    summary: "a multi-step plan, or a new version of one",
    data: object({ ...common, steps: optional(arrayOf(planStep)), plan: optional(str) })
  }),
  plan_step_completed: define({
    alias: "step",
    category: "knowledge",
    salience: 0.7,
    immortal: false,
    summary: "progress on a plan",
    data: object({ ...common, step: nonEmptyStr })
  }),
  knowledge_acquired: define({
    alias: "learned",
    category: "knowledge",
    salience: 0.7,
    immortal: false,
    summary: "something learned about the code or the project",
    data: object({ ...common })
  }),
  error_resolved: define({
    alias: "fix",
    category: "knowledge",
    salience: 0.75,
    immortal: false,
    summary: "an error and what fixed it",
    data: object({
      ...common,
      error: optional(str),
      cause: optional(str),
      fix: optional(str),
      command: optional(str)
    })
  }),
  preference_noted: define({
    alias: "preference",
    category: "knowledge",
    salience: 0.8,
    immortal: false,
    summary: "a user's preference or convention",
    data: object({ ...common })
  }),
  task_completed: define({
    alias: "task",
    category: "knowledge",
    salience: 0.6,
    immortal: false,
    summary: "a finished piece of work",
    data: object({ ...common })
  }),
  session_outcome: define({
    alias: "outcome",
    category: "knowledge",
    salience: 0.8,
    immortal: false,
    summary: "what a session set out to do, where it got, what it did, what it left open, the docs it wrote and the commits it made; a later one of the same session replaces it",
    data: object({
      ...common,
      goal: optional(str),
      outcome: optional(str),
      openEnds: optional(arrayOf(str)),
      docs: optional(arrayOf(object({ path: nonEmptyStr, title: optional(str) }))),
      commits: optional(
        arrayOf(object({ hash: nonEmptyStr, subject: str, branch: optional(str) }))
      ),
      decisions: optional(arrayOf(str)),
      branches: optional(arrayOf(str))
    })
  }),
  file_modified: define({
    alias: "edit",
    category: "activity",
    salience: 0.4,
    immortal: false,
    summary: "files that were written or edited",
    data: object({ ...common, files: arrayOf(str), created: optional(arrayOf(str)) })
  }),
  file_explored: define({
    alias: "read",
    category: "activity",
    salience: 0.3,
    immortal: false,
    summary: "files read or searched to understand the code",
    data: object({ ...common, pattern: optional(str) })
  }),
  command_run: define({
    alias: "command",
    category: "activity",
    salience: 0.2,
    immortal: false,
    summary: "a shell command (never its output)",
    data: object({ ...common, command: str, exitCode: optional(int), description: optional(str) })
  }),
  session_activity: define({
    alias: "activity",
    category: "activity",
    salience: 0.4,
    immortal: false,
    summary: "a session's activity condensed: files touched, distinct commands and why they ran, tests and how they ended",
    data: object({
      ...common,
      created: optional(arrayOf(str)),
      reads: optional(int),
      commands: optional(arrayOf(activityCommand)),
      runs: optional(int)
    })
  }),
  memory_retracted: define({
    alias: "forget",
    category: "control",
    salience: 0,
    immortal: true,
    summary: "forgets the events in refs",
    data: object({ ...common, reason: optional(str) })
  }),
  memory_superseded: define({
    alias: "supersede",
    category: "control",
    salience: 0.9,
    immortal: true,
    summary: "replaces the event in refs with this content",
    data: object({ ...common })
  }),
  memory_pinned: define({
    alias: "pin",
    category: "control",
    salience: 0,
    immortal: true,
    summary: "pins (or, with pinned: false, unpins) the events in refs",
    data: object({ ...common, pinned: bool })
  }),
  memory_edited: define({
    alias: "edit-memory",
    category: "control",
    salience: 0,
    immortal: true,
    summary: "corrects the wording of the event in refs to this content",
    data: object({ ...common })
  })
};
var EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES);
function isEventType(name) {
  return Object.hasOwn(EVENT_TYPES, name);
}
var MEMORY_KINDS = {
  decision: { type: "decision_made", kind: void 0 },
  rejected: { type: "approach_rejected", kind: void 0 },
  learned: { type: "knowledge_acquired", kind: void 0 },
  plan: { type: "plan_created", kind: void 0 },
  preference: { type: "preference_noted", kind: void 0 },
  gotcha: { type: "knowledge_acquired", kind: "gotcha" }
};
var MEMORY_KIND_NAMES = Object.keys(MEMORY_KINDS);

// src/events/envelope.ts
var FORMAT_VERSION = 1;
var ENVELOPE_FIELDS = [
  "v",
  "id",
  "ts",
  "type",
  "session",
  "branch",
  "author",
  "content",
  "salience",
  "confidence",
  "immortal",
  "source",
  "refs",
  "data"
];
var LAYERS = ["structural", "keyword", "tag", "summary", "manual", "import"];
var LAYER_CONFIDENCE = {
  structural: 1,
  keyword: 0.5,
  tag: 1,
  // Claude Code's own compaction summary: an LLM's account, right far more often than not, but second-hand.
  summary: 0.8,
  manual: 1,
  import: 1
};
var STEP_PREFIX = "Completed: ";
var ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
var timestamp = matching(ISO_UTC, "an ISO-8601 UTC time such as 2026-11-20T14:03:11.000Z");
var eventId = matching(EVENT_ID_PATTERN, "a 26-character event id (ULID, uppercase)");
var source = object({
  layer: oneOf(...LAYERS),
  tool: optional(str),
  record: optional(str),
  agent: optional(str)
});
var CHECKS = Object.entries({
  session: nullable(str),
  branch: nullable(str),
  author: nullable(str),
  content: nonEmptyStr,
  salience: num(0, 1),
  confidence: num(0, 1),
  immortal: bool,
  source,
  refs: arrayOf(eventId)
});
var LAYER_SET = new Set(LAYERS);
var ID_CHARS = /^[0-9A-HJKMNP-TV-Z]{26}$/;
function isRealTime(ts) {
  const month = Number(ts.slice(5, 7));
  const day = Number(ts.slice(8, 10));
  const hour = Number(ts.slice(11, 13));
  const minute = Number(ts.slice(14, 16));
  const second = Number(ts.slice(17, 19));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return false;
  if (day <= 28) return true;
  const year = Number(ts.slice(0, 4));
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}
function isCompleteEnvelope(value, type) {
  const { id, ts, session, branch, author, content, salience, confidence, immortal, source: source2, refs } = value;
  if (value.v !== FORMAT_VERSION || typeof id !== "string" || !ID_CHARS.test(id)) return false;
  if (typeof ts !== "string" || !ISO_UTC.test(ts)) return false;
  if (!(session === null || typeof session === "string") || !(branch === null || typeof branch === "string"))
    return false;
  if (!(author === null || typeof author === "string")) return false;
  if (typeof content !== "string" || content.trim() === "") return false;
  if (salience !== void 0 && (typeof salience !== "number" || !(salience >= 0 && salience <= 1)))
    return false;
  if (confidence !== void 0 && (typeof confidence !== "number" || !(confidence >= 0 && confidence <= 1)))
    return false;
  if (immortal !== void 0 && typeof immortal !== "boolean" || refs !== void 0 && !Array.isArray(refs))
    return false;
  if (!isPlainObject(source2) || typeof source2.layer !== "string" || !LAYER_SET.has(source2.layer))
    return false;
  for (const key of ["tool", "record", "agent"])
    if (source2[key] !== void 0 && typeof source2[key] !== "string") return false;
  if (refs !== void 0) {
    for (const ref of refs)
      if (typeof ref !== "string" || !ID_CHARS.test(ref)) return false;
  }
  if (value.data === void 0) value.data = {};
  else if (!isPlainObject(value.data)) return false;
  if (confidence === void 0) value.confidence = LAYER_CONFIDENCE[source2.layer];
  if (salience === void 0) value.salience = EVENT_TYPES[type].salience;
  if (immortal === void 0) value.immortal = EVENT_TYPES[type].immortal;
  if (refs === void 0) value.refs = [];
  return true;
}
function checkEnvelope(value, type) {
  const version = int(value.v, "v");
  if (version > FORMAT_VERSION) throw new UpgradeRequiredError(version, FORMAT_VERSION);
  if (version < 1) throw new ValidationError("v", `must be 1 or more, got ${version}`);
  eventId(value.id, "id");
  timestamp(value.ts, "ts");
  const definition = EVENT_TYPES[type];
  value.session ??= null;
  value.branch ??= null;
  value.author ??= null;
  value.salience ??= definition.salience;
  value.immortal ??= definition.immortal;
  value.source ??= { layer: "import" };
  value.refs ??= [];
  value.data ??= {};
  if (value.confidence === void 0) {
    const layer = isPlainObject(value.source) ? value.source.layer : void 0;
    value.confidence = typeof layer === "string" && layer in LAYER_CONFIDENCE ? LAYER_CONFIDENCE[layer] : 1;
  }
  for (const [field, check] of CHECKS) check(value[field], field);
}
function completeRepeatedStep(value) {
  const data = value.data;
  const content = value.content;
  if (!isPlainObject(data) || data.step !== void 0 || typeof content !== "string" || !content.startsWith(STEP_PREFIX))
    return;
  value.data = { step: content.slice(STEP_PREFIX.length), ...data };
}
var interned = /* @__PURE__ */ new Map();
var INTERNED_MAX = 2e4;
function intern(text) {
  if (typeof text !== "string" || text.length > 80) return text;
  const known = interned.get(text);
  if (known !== void 0) return known;
  if (interned.size >= INTERNED_MAX) interned.clear();
  interned.set(text, text);
  return text;
}
function internRepeated(value) {
  value.type = intern(value.type);
  value.session = intern(value.session);
  value.branch = intern(value.branch);
  value.author = intern(value.author);
  const source2 = value.source;
  source2.tool = intern(source2.tool);
  source2.layer = intern(source2.layer);
}
var MAX_DATA_DEPTH = 32;
function checkDepth(data) {
  const stack = [{ value: data, depth: 1 }];
  while (stack.length) {
    const { value, depth } = stack.pop();
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DATA_DEPTH)
      throw new ValidationError("data", `nested more than ${MAX_DATA_DEPTH} levels deep`);
    for (const child of Array.isArray(value) ? value : Object.values(value))
      if (child !== null && typeof child === "object")
        stack.push({ value: child, depth: depth + 1 });
  }
}
function validateEvent(value) {
  if (!isPlainObject(value)) throw new ValidationError("", "an event must be a JSON object");
  if (typeof value.v === "number" && value.v > FORMAT_VERSION)
    throw new UpgradeRequiredError(value.v, FORMAT_VERSION);
  const type = value.type;
  if (typeof type !== "string" || !isEventType(type)) {
    if (typeof type !== "string") str(type, "type");
    throw new ValidationError(
      "type",
      `unknown event type ${JSON.stringify(type)} (known: ${EVENT_TYPE_NAMES.join(", ")})`
    );
  }
  if (type === "plan_created" || type === "plan_step_completed") restoreLine(value);
  if (!isCompleteEnvelope(value, type)) checkEnvelope(value, type);
  if (type === "plan_step_completed") completeRepeatedStep(value);
  if (!isRealTime(value.ts))
    throw new ValidationError("ts", `not a real date: ${String(value.ts)}`);
  checkDepth(value.data);
  EVENT_TYPES[type].data(value.data, "data");
  if (EVENT_TYPES[type].category === "control" && value.refs.length === 0) {
    throw new ValidationError("refs", `a ${type} event must name the event(s) it applies to`);
  }
  internRepeated(value);
  return value;
}

// src/events/codec.ts
var NotJsonError = class extends CortexError {
  constructor(detail) {
    super("NOT_JSON", `not valid JSON (${detail})`);
  }
};
var ENVELOPE_FIELD_SET = new Set(ENVELOPE_FIELDS);
var CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(\s|$)/;
function isConflictMarker(line) {
  return CONFLICT_MARKER.test(line);
}
var MAX_LINE_CHARS = 1e6;
function parseEventLine(line) {
  if (line.length > MAX_LINE_CHARS) {
    throw new ValidationError(
      "",
      `a line of ${line.length.toLocaleString("en-US")} characters, more than the ${MAX_LINE_CHARS.toLocaleString("en-US")} an event may take`
    );
  }
  let value;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new NotJsonError(error instanceof Error ? error.message : String(error));
  }
  return validateEvent(value);
}

// src/events/lines.ts
var HEAD_PREFIX = [...'{"v":1,"id":"'].map((char) => char.charCodeAt(0));
var HEAD_TS = [...'","ts":"'].map((char) => char.charCodeAt(0));
var HEAD_TYPE = [...'","type":"'].map((char) => char.charCodeAt(0));
var HEAD_ID_AT = HEAD_PREFIX.length;
var HEAD_TS_AT = HEAD_ID_AT + 26 + HEAD_TS.length;
var HEAD_TYPE_AT = HEAD_TS_AT + 24 + HEAD_TYPE.length;
var HEAD_TYPE_MAX = 40;
var ID_BYTE = new Uint8Array(128);
for (const char of "0123456789ABCDEFGHJKMNPQRSTVWXYZ") ID_BYTE[char.charCodeAt(0)] = 1;
var TS_SHAPE = "dddd-dd-ddTdd:dd:dd.dddZ";
var QUOTE = 34;
var CLOSING_BRACE = 125;
var HEAD_DECODER = new TextDecoder("latin1");
function bytesAre(bytes, at, expected) {
  for (let i = 0; i < expected.length; i++) if (bytes[at + i] !== expected[i]) return false;
  return true;
}
var HEAD_OFFSETS = { id: HEAD_ID_AT, ts: HEAD_TS_AT, type: HEAD_TYPE_AT };
function canonicalHeadEnd(bytes, start, end) {
  if (end - start < HEAD_TYPE_AT + 2 || bytes[end - 1] !== CLOSING_BRACE) return -1;
  if (!bytesAre(bytes, start, HEAD_PREFIX) || !bytesAre(bytes, start + HEAD_ID_AT + 26, HEAD_TS) || !bytesAre(bytes, start + HEAD_TS_AT + 24, HEAD_TYPE))
    return -1;
  for (let i = start + HEAD_ID_AT; i < start + HEAD_ID_AT + 26; i++)
    if (ID_BYTE[bytes[i]] !== 1) return -1;
  for (let i = 0; i < 24; i++) {
    const byte = bytes[start + HEAD_TS_AT + i];
    const shape = TS_SHAPE.charCodeAt(i);
    if (shape === 100 ? byte < 48 || byte > 57 : byte !== shape) return -1;
  }
  const typeStart = start + HEAD_TYPE_AT;
  let typeEnd = typeStart;
  while (typeEnd < end && typeEnd - typeStart < HEAD_TYPE_MAX && bytes[typeEnd] !== QUOTE)
    typeEnd++;
  return bytes[typeEnd] === QUOTE ? typeEnd : -1;
}

// src/events/order.ts
function canonicalTime(event) {
  return event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString();
}

// src/git/merge-events.ts
var Side = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  starts = [];
  ends = [];
  ids = [];
  /** Times in canonical form (24 characters), which sort as strings. */
  times = [];
  /** The line kept for each id. */
  byId = /* @__PURE__ */ new Map();
  /** Non-blank lines that are neither events nor conflict markers. */
  invalid = [];
  /** The line's bytes. */
  line(index) {
    return this.bytes.subarray(this.starts[index], this.ends[index]);
  }
  /**
   * Takes a valid line: the first occurrence of each id wins, unless a later one is more
   * redacted (a file merged without the driver holds both sides' versions).
   */
  add(start, end, id, ts) {
    const index = this.starts.push(start) - 1;
    this.ends.push(end);
    this.ids.push(id);
    this.times.push(ts);
    const existing = this.byId.get(id);
    if (existing === void 0 || redactions(this.line(index)) > redactions(this.line(existing)))
      this.byId.set(id, index);
  }
};
var NEWLINE = 10;
var CARRIAGE_RETURN = 13;
var NEWLINE_BYTES = Buffer.from("\n");
var TS_LENGTH = 24;
var ID_LENGTH = 26;
function redactions(line) {
  let count = 0;
  for (let at = line.indexOf("[REDACTED:"); at !== -1; at = line.indexOf("[REDACTED:", at + 10))
    count++;
  return count;
}
function sameLine(as, a, bs, b) {
  if (a === void 0 || b === void 0) return false;
  const length = as.ends[a] - as.starts[a];
  return length === bs.ends[b] - bs.starts[b] && as.bytes.compare(bs.bytes, bs.starts[b], bs.ends[b], as.starts[a], as.ends[a]) === 0;
}
function readSide(bytes) {
  const side = new Side(bytes);
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    const lineStart = start;
    start = next;
    const typeEnd = canonicalHeadEnd(bytes, lineStart, end);
    if (typeEnd >= 0 && isEventType(bytes.toString("latin1", lineStart + HEAD_OFFSETS.type, typeEnd))) {
      const idAt = lineStart + HEAD_OFFSETS.id;
      const tsAt = lineStart + HEAD_OFFSETS.ts;
      side.add(
        lineStart,
        end,
        bytes.toString("latin1", idAt, idAt + ID_LENGTH),
        bytes.toString("latin1", tsAt, tsAt + TS_LENGTH)
      );
      continue;
    }
    const line = bytes.toString("utf8", lineStart, end);
    if (line.trim() === "" || isConflictMarker(line)) continue;
    let event;
    try {
      event = parseEventLine(line);
    } catch {
      side.invalid.push(line);
      continue;
    }
    side.add(lineStart, end, event.id, canonicalTime(event));
  }
  return side;
}
function linePieces(kept, sides) {
  const pieces = [];
  for (let i = 0; i < kept.length; ) {
    const side = sides[kept[i] & 1];
    const first = kept[i] >> 1;
    let last = first;
    for (i++; i < kept.length && sides[kept[i] & 1] === side; i++) {
      const next = kept[i] >> 1;
      if (side.starts[next] !== side.ends[last] + 1) break;
      last = next;
    }
    pieces.push(side.bytes.subarray(side.starts[first], side.ends[last]), NEWLINE_BYTES);
  }
  return pieces;
}
function mergeEventBytes(input) {
  const base = readSide(input.base);
  const ours = readSide(input.ours);
  const theirs = readSide(input.theirs);
  const kept = [];
  for (let mine = 0; mine < ours.ids.length; mine++) {
    const id = ours.ids[mine];
    if (ours.byId.get(id) !== mine) continue;
    const other = theirs.byId.get(id);
    const inBase = base.byId.get(id);
    if (other === void 0) {
      if (!sameLine(ours, mine, base, inBase)) kept.push(mine * 2);
      continue;
    }
    const [mineRedacted, otherRedacted] = [
      redactions(ours.line(mine)),
      redactions(theirs.line(other))
    ];
    if (mineRedacted !== otherRedacted)
      kept.push(otherRedacted > mineRedacted ? other * 2 + 1 : mine * 2);
    else if (sameLine(ours, mine, theirs, other) || sameLine(theirs, other, base, inBase))
      kept.push(mine * 2);
    else if (sameLine(ours, mine, base, inBase)) kept.push(other * 2 + 1);
    else kept.push(mine * 2, other * 2 + 1);
  }
  for (let other = 0; other < theirs.ids.length; other++) {
    const id = theirs.ids[other];
    if (theirs.byId.get(id) === other && !ours.byId.has(id) && !sameLine(theirs, other, base, base.byId.get(id)))
      kept.push(other * 2 + 1);
  }
  const sides = [ours, theirs];
  kept.sort((a, b) => {
    const [as, bs] = [sides[a & 1], sides[b & 1]];
    const [ai, bi] = [a >> 1, b >> 1];
    const [at, bt] = [as.times[ai], bs.times[bi]];
    if (at !== bt) return at < bt ? -1 : 1;
    const [aid, bid] = [as.ids[ai], bs.ids[bi]];
    if (aid !== bid) return aid < bid ? -1 : 1;
    return as.bytes.compare(bs.bytes, bs.starts[bi], bs.ends[bi], as.starts[ai], as.ends[ai]);
  });
  return {
    clean: true,
    pieces: linePieces(kept, sides),
    quarantined: [.../* @__PURE__ */ new Set([...ours.invalid, ...theirs.invalid])]
  };
}

// src/git/plumbing/repo.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// src/files.ts
var import_node_fs = require("node:fs");
function readTextIfExists(path) {
  try {
    return (0, import_node_fs.readFileSync)(path, "utf8");
  } catch {
    return void 0;
  }
}

// src/git/plumbing/repo.ts
function findRepo(start) {
  let dir = (0, import_node_path2.resolve)(start);
  for (; ; ) {
    const dotGit = (0, import_node_path2.join)(dir, ".git");
    let stat;
    try {
      stat = (0, import_node_fs2.statSync)(dotGit);
    } catch {
      stat = void 0;
    }
    if (stat?.isDirectory()) return { root: dir, gitDir: dotGit, commonDir: dotGit };
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readTextIfExists(dotGit) ?? "");
      if (pointer) {
        const gitDir = (0, import_node_path2.resolve)(dir, pointer[1].trim());
        const common2 = readTextIfExists((0, import_node_path2.join)(gitDir, "commondir"));
        return { root: dir, gitDir, commonDir: common2 ? (0, import_node_path2.resolve)(gitDir, common2.trim()) : gitDir };
      }
    }
    const parent = (0, import_node_path2.dirname)(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}

// src/git/events-driver.ts
function quarantineDir(paths) {
  return (0, import_node_path3.join)(paths.cortexDir, "quarantine");
}
function quarantineLines(paths, origin, lines, now) {
  if (lines.length === 0) return void 0;
  const dir = quarantineDir(paths);
  (0, import_node_fs3.mkdirSync)(dir, { recursive: true });
  const file = (0, import_node_path3.join)(dir, `${(0, import_node_path3.basename)(origin).replace(/\.ndjson$/, "")}.txt`);
  const header = `# ${now.toISOString()}: lines from ${origin} that are not valid events, kept here by cortex
`;
  (0, import_node_fs3.appendFileSync)(file, header + lines.join("\n") + "\n");
  return file;
}
function writeOver(file, pieces) {
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(file, "r+");
  } catch {
    fd = (0, import_node_fs3.openSync)(file, "w");
  }
  try {
    let position = 0;
    for (const piece of pieces) {
      for (let written = 0; written < piece.length; )
        written += (0, import_node_fs3.writeSync)(fd, piece, written, piece.length - written, position + written);
      position += piece.length;
    }
    (0, import_node_fs3.ftruncateSync)(fd, position);
  } finally {
    (0, import_node_fs3.closeSync)(fd);
  }
}
function runEventsDriver(paths, files, now) {
  const read = (file) => {
    if (!(0, import_node_fs3.existsSync)(file)) return Buffer.alloc(0);
    const bytes = (0, import_node_fs3.readFileSync)(file);
    return (0, import_node_buffer.isUtf8)(bytes) ? bytes : Buffer.from(bytes.toString("utf8"));
  };
  const result = mergeEventBytes({
    base: read(files.base),
    ours: read(files.ours),
    theirs: read(files.theirs)
  });
  writeOver(files.ours, result.pieces);
  quarantineLines(paths, files.path, result.quarantined, now);
  return { quarantined: result.quarantined.length };
}
function runEventsDriverCommand(args, io) {
  const [base, ours, theirs, path] = args;
  if (base === void 0 || ours === void 0 || theirs === void 0 || args.length > 4) {
    io.stderr.write("usage: cortex merge-driver events <base> <ours> <theirs> [<path>]\n");
    return 2;
  }
  const root = findRepo(io.cwd)?.root ?? io.cwd;
  const files = { base, ours, theirs, path: path ?? ours };
  const { quarantined } = runEventsDriver(projectPaths(root), files, io.now);
  if (quarantined > 0)
    io.stderr.write(
      `cortex: kept ${quarantined} unreadable line(s) of ${files.path} in .cortex/quarantine/
`
    );
  return 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  quarantineDir,
  quarantineLines,
  runEventsDriver,
  runEventsDriverCommand
});
