// src/search/minisearch-worker.ts
import { parentPort } from "node:worker_threads";

// src/events/store.ts
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  statSync,
  appendFileSync
} from "node:fs";
import { basename, join, relative, sep } from "node:path";

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
  const text2 = str(value, path);
  if (text2.trim() === "") throw new ValidationError(path, "must not be empty");
  return text2;
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
    const text2 = str(value, path);
    if (!pattern.test(text2))
      throw new ValidationError(path, `expected ${what}, got ${describe(text2)}`);
    return text2;
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
    steps: steps.map((content, index2) => ({ content, status: LETTER_STATUS[letters[index2]] })),
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
function intern(text2) {
  if (typeof text2 !== "string" || text2.length > 80) return text2;
  const known = interned.get(text2);
  if (known !== void 0) return known;
  if (interned.size >= INTERNED_MAX) interned.clear();
  interned.set(text2, text2);
  return text2;
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
function describeLineError(error) {
  if (error instanceof UpgradeRequiredError) return `${error.message}; ${error.hint}`;
  if (error instanceof CortexError)
    return error.code === "NOT_JSON" ? error.message : `invalid event: ${error.message}`;
  return `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
}
var NEWLINE = 10;
var CARRIAGE_RETURN = 13;
function scanEventBytes(bytes, file, visit) {
  const warnings = [];
  const decoder = new TextDecoder();
  const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE;
  let lineNumber = 0;
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    lineNumber++;
    const line = decoder.decode(bytes.subarray(start, end));
    const lineStart = start;
    start = next;
    if (line.trim() === "") continue;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)"
      });
      continue;
    }
    try {
      visit({ event: parseEventLine(line), line: lineNumber, start: lineStart, end });
    } catch (error) {
      const torn = !complete && next >= bytes.length;
      warnings.push({
        file,
        line: lineNumber,
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error)
      });
    }
  }
  return warnings;
}
var HEAD_PREFIX = [...'{"v":1,"id":"'].map((char) => char.charCodeAt(0));
var HEAD_TS = [...'","ts":"'].map((char) => char.charCodeAt(0));
var HEAD_TYPE = [...'","type":"'].map((char) => char.charCodeAt(0));
var HEAD_ID_AT = HEAD_PREFIX.length;
var HEAD_TS_AT = HEAD_ID_AT + 26 + HEAD_TS.length;
var HEAD_TYPE_AT = HEAD_TS_AT + 24 + HEAD_TYPE.length;
var ID_BYTE = new Uint8Array(128);
for (const char of "0123456789ABCDEFGHJKMNPQRSTVWXYZ") ID_BYTE[char.charCodeAt(0)] = 1;
var HEAD_DECODER = new TextDecoder("latin1");

// src/events/lock.ts
var pause = new Int32Array(new SharedArrayBuffer(4));

// src/events/newest.ts
var CONTROL_FIRST_BYTES = new Set(
  Object.entries(EVENT_TYPES).filter(([, definition]) => definition.category === "control").map(([name]) => name.charCodeAt(0))
);

// src/events/store.ts
function toRepoPath(paths, absolute) {
  return relative(paths.root, absolute).split(sep).join("/");
}
function* walkNdjson(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walkNdjson(full);
    else if (entry.isFile() && entry.name.endsWith(".ndjson")) yield full;
  }
}
function listEventFiles(paths, scope = {}) {
  const committed = Array.from(walkNdjson(paths.eventsDir)).sort();
  if (!scope.local) return committed;
  return [...committed, ...Array.from(walkNdjson(paths.localEventsDir)).sort()];
}
function scanEventLog(paths, visit, scope = {}) {
  const warnings = [];
  const files = [];
  for (const absolute of listEventFiles(paths, scope)) {
    const file = toRepoPath(paths, absolute);
    let bytes;
    try {
      bytes = readFileSync(absolute);
    } catch (error) {
      warnings.push({ file, line: 0, message: `cannot read: ${error.message}` });
      continue;
    }
    let events = 0;
    warnings.push(
      ...scanEventBytes(bytes, file, ({ event, line }) => {
        events++;
        visit({ event, file, line });
      })
    );
    files.push({ path: file, bytes: bytes.length, events });
  }
  return { warnings, files };
}
var FILE_CLOCK_SLACK_MS = 24 * 60 * 60 * 1e3;

// src/config/search-settings.ts
var INDEX_FIELDS = ["content", "detail", "tags", "files"];

// src/search/terms.ts
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing done down during each few for from further get got had has have having he her here hers him his how i if in into is it its itself just let lets like me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up us very was we were what when where which while who whom why will with would you your yours okay ok please thanks thank yes yeah sure also really actually maybe something anything thing things use used using".split(" ")
);
var WORD = /[\p{L}\p{N}]+/gu;
var CAMEL = new RegExp("(?<=[\\p{Ll}\\p{N}])(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})", "u");
function splitWords(text2) {
  const out = [];
  let start = -1;
  let upper = false;
  let lower = false;
  for (let i = 0; i <= text2.length; i++) {
    const code = i < text2.length ? text2.charCodeAt(i) : 32;
    if (code >= 128) return splitWordsByPattern(text2);
    if (code >= 97 && code <= 122) lower = true;
    else if (code >= 65 && code <= 90) upper = true;
    else if (!(code >= 48 && code <= 57)) {
      if (start >= 0) {
        const word = text2.slice(start, i);
        if (!upper) out.push(word);
        else if (!lower) out.push(word.toLowerCase());
        else pushWord(out, word);
      }
      start = -1;
      upper = lower = false;
      continue;
    }
    if (start < 0) start = i;
  }
  return out;
}
function splitWordsByPattern(text2) {
  const out = [];
  for (const match of text2.matchAll(WORD)) pushWord(out, match[0]);
  return out;
}
function pushWord(out, word) {
  const lower = word.toLowerCase();
  out.push(lower);
  if (lower !== word && word !== word.toUpperCase()) {
    const parts = word.split(CAMEL);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
}
var VOWEL = /[aeiouy]/;
function stem(word) {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length >= 6 && VOWEL.test(w.slice(0, -3)))
    w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 5 && VOWEL.test(w.slice(0, -2)))
    w = undouble(w.slice(0, -2));
  if (w.endsWith("e") && w.length >= 5) w = w.slice(0, -1);
  return w;
}
function undouble(w) {
  const last2 = w.charAt(w.length - 1);
  if (w.length >= 4 && last2 === w.charAt(w.length - 2) && !"lsz".includes(last2) && !VOWEL.test(last2))
    return w.slice(0, -1);
  return w;
}
function indexTerm(word) {
  if (STOP_WORDS.has(word)) return null;
  return stem(word);
}

// src/search/documents.ts
function text(value) {
  return typeof value === "string" && value.trim() !== "" ? value : void 0;
}
function strings(value) {
  if (!Array.isArray(value)) return void 0;
  const list = value.filter((item) => typeof item === "string" && item !== "");
  return list.length ? list : void 0;
}
function itemFromEvent(event, typeOf) {
  const data = event.data;
  if (event.type === "memory_retracted" || event.type === "memory_pinned") {
    return {
      control: {
        id: event.id,
        ts: event.ts,
        type: event.type,
        refs: event.refs,
        ...event.type === "memory_pinned" ? { pinned: data.pinned !== false } : {}
      }
    };
  }
  const corrected = event.type === "memory_edited" || event.type === "memory_superseded" ? event.refs[0] : void 0;
  const detail = [];
  for (const key of ["reason", "error", "fix", "step", "plan", "pattern"]) {
    const value = text(data[key]);
    if (value !== void 0) detail.push(value);
  }
  for (const key of ["alternatives"]) detail.push(...strings(data[key]) ?? []);
  if (Array.isArray(data.steps)) {
    for (const step of data.steps)
      if (typeof step?.content === "string") detail.push(step.content);
  }
  const command = text(data.command);
  if (command !== void 0 && !event.content.includes(command)) detail.push(command);
  if (Array.isArray(data.commands)) {
    for (const entry of data.commands) {
      const ran = text(entry?.command);
      if (ran === void 0) continue;
      const purpose = text(entry.description);
      detail.push(purpose !== void 0 ? `${ran} ${purpose}` : ran);
    }
  }
  const recordData = {};
  const kind = text(data.kind);
  if (kind !== void 0) recordData.kind = kind;
  const tags = strings(data.tags);
  if (tags) recordData.tags = tags;
  const files = strings(data.files);
  if (files) recordData.files = files;
  const reason = text(data.reason);
  if (reason !== void 0) recordData.reason = reason;
  const record = {
    eventId: event.id,
    id: event.type === "memory_edited" && corrected !== void 0 ? corrected : event.id,
    ts: event.ts,
    type: (corrected !== void 0 ? typeOf(corrected) : void 0) ?? event.type,
    session: event.session,
    branch: event.branch,
    content: event.content,
    salience: event.salience,
    data: recordData,
    detail: detail.join("\n")
  };
  if (corrected === void 0) return { record };
  return {
    record,
    control: {
      id: event.id,
      ts: event.ts,
      type: event.type,
      refs: event.refs
    }
  };
}

// node_modules/minisearch/dist/es/index.js
var ENTRIES = "ENTRIES";
var KEYS = "KEYS";
var VALUES = "VALUES";
var LEAF = "";
var TreeIterator = class {
  constructor(set, type) {
    const node = set._tree;
    const keys = Array.from(node.keys());
    this.set = set;
    this._type = type;
    this._path = keys.length > 0 ? [{ node, keys }] : [];
  }
  next() {
    const value = this.dive();
    this.backtrack();
    return value;
  }
  dive() {
    if (this._path.length === 0) {
      return { done: true, value: void 0 };
    }
    const { node, keys } = last$1(this._path);
    if (last$1(keys) === LEAF) {
      return { done: false, value: this.result() };
    }
    const child = node.get(last$1(keys));
    this._path.push({ node: child, keys: Array.from(child.keys()) });
    return this.dive();
  }
  backtrack() {
    if (this._path.length === 0) {
      return;
    }
    const keys = last$1(this._path).keys;
    keys.pop();
    if (keys.length > 0) {
      return;
    }
    this._path.pop();
    this.backtrack();
  }
  key() {
    return this.set._prefix + this._path.map(({ keys }) => last$1(keys)).filter((key) => key !== LEAF).join("");
  }
  value() {
    return last$1(this._path).node.get(LEAF);
  }
  result() {
    switch (this._type) {
      case VALUES:
        return this.value();
      case KEYS:
        return this.key();
      default:
        return [this.key(), this.value()];
    }
  }
  [Symbol.iterator]() {
    return this;
  }
};
var last$1 = (array) => {
  return array[array.length - 1];
};
var fuzzySearch = (node, query, maxDistance) => {
  const results = /* @__PURE__ */ new Map();
  if (query === void 0)
    return results;
  const n = query.length + 1;
  const m = n + maxDistance;
  const matrix = new Uint8Array(m * n).fill(maxDistance + 1);
  for (let j = 0; j < n; ++j)
    matrix[j] = j;
  for (let i = 1; i < m; ++i)
    matrix[i * n] = i;
  recurse(node, query, maxDistance, results, matrix, 1, n, "");
  return results;
};
var recurse = (node, query, maxDistance, results, matrix, m, n, prefix) => {
  const offset = m * n;
  key: for (const key of node.keys()) {
    if (key === LEAF) {
      const distance = matrix[offset - 1];
      if (distance <= maxDistance) {
        results.set(prefix, [node.get(key), distance]);
      }
    } else {
      let i = m;
      for (let pos = 0; pos < key.length; ++pos, ++i) {
        const char = key[pos];
        const thisRowOffset = n * i;
        const prevRowOffset = thisRowOffset - n;
        let minDistance = matrix[thisRowOffset];
        const jmin = Math.max(0, i - maxDistance - 1);
        const jmax = Math.min(n - 1, i + maxDistance);
        for (let j = jmin; j < jmax; ++j) {
          const different = char !== query[j];
          const rpl = matrix[prevRowOffset + j] + +different;
          const del = matrix[prevRowOffset + j + 1] + 1;
          const ins = matrix[thisRowOffset + j] + 1;
          const dist = matrix[thisRowOffset + j + 1] = Math.min(rpl, del, ins);
          if (dist < minDistance)
            minDistance = dist;
        }
        if (minDistance > maxDistance) {
          continue key;
        }
      }
      recurse(node.get(key), query, maxDistance, results, matrix, i, n, prefix + key);
    }
  }
};
var SearchableMap = class _SearchableMap {
  /**
   * The constructor is normally called without arguments, creating an empty
   * map. In order to create a {@link SearchableMap} from an iterable or from an
   * object, check {@link SearchableMap.from} and {@link
   * SearchableMap.fromObject}.
   *
   * The constructor arguments are for internal use, when creating derived
   * mutable views of a map at a prefix.
   */
  constructor(tree = /* @__PURE__ */ new Map(), prefix = "") {
    this._size = void 0;
    this._tree = tree;
    this._prefix = prefix;
  }
  /**
   * Creates and returns a mutable view of this {@link SearchableMap},
   * containing only entries that share the given prefix.
   *
   * ### Usage:
   *
   * ```javascript
   * let map = new SearchableMap()
   * map.set("unicorn", 1)
   * map.set("universe", 2)
   * map.set("university", 3)
   * map.set("unique", 4)
   * map.set("hello", 5)
   *
   * let uni = map.atPrefix("uni")
   * uni.get("unique") // => 4
   * uni.get("unicorn") // => 1
   * uni.get("hello") // => undefined
   *
   * let univer = map.atPrefix("univer")
   * univer.get("unique") // => undefined
   * univer.get("universe") // => 2
   * univer.get("university") // => 3
   * ```
   *
   * @param prefix  The prefix
   * @return A {@link SearchableMap} representing a mutable view of the original
   * Map at the given prefix
   */
  atPrefix(prefix) {
    if (!prefix.startsWith(this._prefix)) {
      throw new Error("Mismatched prefix");
    }
    const [node, path] = trackDown(this._tree, prefix.slice(this._prefix.length));
    if (node === void 0) {
      const [parentNode, key] = last(path);
      for (const k of parentNode.keys()) {
        if (k !== LEAF && k.startsWith(key)) {
          const node2 = /* @__PURE__ */ new Map();
          node2.set(k.slice(key.length), parentNode.get(k));
          return new _SearchableMap(node2, prefix);
        }
      }
    }
    return new _SearchableMap(node, prefix);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/clear
   */
  clear() {
    this._size = void 0;
    this._tree.clear();
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/delete
   * @param key  Key to delete
   */
  delete(key) {
    this._size = void 0;
    return remove(this._tree, key);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/entries
   * @return An iterator iterating through `[key, value]` entries.
   */
  entries() {
    return new TreeIterator(this, ENTRIES);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/forEach
   * @param fn  Iteration function
   */
  forEach(fn) {
    for (const [key, value] of this) {
      fn(key, value, this);
    }
  }
  /**
   * Returns a Map of all the entries that have a key within the given edit
   * distance from the search key. The keys of the returned Map are the matching
   * keys, while the values are two-element arrays where the first element is
   * the value associated to the key, and the second is the edit distance of the
   * key to the search key.
   *
   * ### Usage:
   *
   * ```javascript
   * let map = new SearchableMap()
   * map.set('hello', 'world')
   * map.set('hell', 'yeah')
   * map.set('ciao', 'mondo')
   *
   * // Get all entries that match the key 'hallo' with a maximum edit distance of 2
   * map.fuzzyGet('hallo', 2)
   * // => Map(2) { 'hello' => ['world', 1], 'hell' => ['yeah', 2] }
   *
   * // In the example, the "hello" key has value "world" and edit distance of 1
   * // (change "e" to "a"), the key "hell" has value "yeah" and edit distance of 2
   * // (change "e" to "a", delete "o")
   * ```
   *
   * @param key  The search key
   * @param maxEditDistance  The maximum edit distance (Levenshtein)
   * @return A Map of the matching keys to their value and edit distance
   */
  fuzzyGet(key, maxEditDistance) {
    return fuzzySearch(this._tree, key, maxEditDistance);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/get
   * @param key  Key to get
   * @return Value associated to the key, or `undefined` if the key is not
   * found.
   */
  get(key) {
    const node = lookup(this._tree, key);
    return node !== void 0 ? node.get(LEAF) : void 0;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/has
   * @param key  Key
   * @return True if the key is in the map, false otherwise
   */
  has(key) {
    const node = lookup(this._tree, key);
    return node !== void 0 && node.has(LEAF);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/keys
   * @return An `Iterable` iterating through keys
   */
  keys() {
    return new TreeIterator(this, KEYS);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/set
   * @param key  Key to set
   * @param value  Value to associate to the key
   * @return The {@link SearchableMap} itself, to allow chaining
   */
  set(key, value) {
    if (typeof key !== "string") {
      throw new Error("key must be a string");
    }
    this._size = void 0;
    const node = createPath(this._tree, key);
    node.set(LEAF, value);
    return this;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/size
   */
  get size() {
    if (this._size) {
      return this._size;
    }
    this._size = 0;
    const iter = this.entries();
    while (!iter.next().done)
      this._size += 1;
    return this._size;
  }
  /**
   * Updates the value at the given key using the provided function. The function
   * is called with the current value at the key, and its return value is used as
   * the new value to be set.
   *
   * ### Example:
   *
   * ```javascript
   * // Increment the current value by one
   * searchableMap.update('somekey', (currentValue) => currentValue == null ? 0 : currentValue + 1)
   * ```
   *
   * If the value at the given key is or will be an object, it might not require
   * re-assignment. In that case it is better to use `fetch()`, because it is
   * faster.
   *
   * @param key  The key to update
   * @param fn  The function used to compute the new value from the current one
   * @return The {@link SearchableMap} itself, to allow chaining
   */
  update(key, fn) {
    if (typeof key !== "string") {
      throw new Error("key must be a string");
    }
    this._size = void 0;
    const node = createPath(this._tree, key);
    node.set(LEAF, fn(node.get(LEAF)));
    return this;
  }
  /**
   * Fetches the value of the given key. If the value does not exist, calls the
   * given function to create a new value, which is inserted at the given key
   * and subsequently returned.
   *
   * ### Example:
   *
   * ```javascript
   * const map = searchableMap.fetch('somekey', () => new Map())
   * map.set('foo', 'bar')
   * ```
   *
   * @param key  The key to update
   * @param initial  A function that creates a new value if the key does not exist
   * @return The existing or new value at the given key
   */
  fetch(key, initial) {
    if (typeof key !== "string") {
      throw new Error("key must be a string");
    }
    this._size = void 0;
    const node = createPath(this._tree, key);
    let value = node.get(LEAF);
    if (value === void 0) {
      node.set(LEAF, value = initial());
    }
    return value;
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/values
   * @return An `Iterable` iterating through values.
   */
  values() {
    return new TreeIterator(this, VALUES);
  }
  /**
   * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Map/@@iterator
   */
  [Symbol.iterator]() {
    return this.entries();
  }
  /**
   * Creates a {@link SearchableMap} from an `Iterable` of entries
   *
   * @param entries  Entries to be inserted in the {@link SearchableMap}
   * @return A new {@link SearchableMap} with the given entries
   */
  static from(entries) {
    const tree = new _SearchableMap();
    for (const [key, value] of entries) {
      tree.set(key, value);
    }
    return tree;
  }
  /**
   * Creates a {@link SearchableMap} from the iterable properties of a JavaScript object
   *
   * @param object  Object of entries for the {@link SearchableMap}
   * @return A new {@link SearchableMap} with the given entries
   */
  static fromObject(object2) {
    return _SearchableMap.from(Object.entries(object2));
  }
};
var trackDown = (tree, key, path = []) => {
  if (key.length === 0 || tree == null) {
    return [tree, path];
  }
  for (const k of tree.keys()) {
    if (k !== LEAF && key.startsWith(k)) {
      path.push([tree, k]);
      return trackDown(tree.get(k), key.slice(k.length), path);
    }
  }
  path.push([tree, key]);
  return trackDown(void 0, "", path);
};
var lookup = (tree, key) => {
  if (key.length === 0 || tree == null) {
    return tree;
  }
  for (const k of tree.keys()) {
    if (k !== LEAF && key.startsWith(k)) {
      return lookup(tree.get(k), key.slice(k.length));
    }
  }
};
var createPath = (node, key) => {
  const keyLength = key.length;
  outer: for (let pos = 0; node && pos < keyLength; ) {
    for (const k of node.keys()) {
      if (k !== LEAF && key[pos] === k[0]) {
        const len = Math.min(keyLength - pos, k.length);
        let offset = 1;
        while (offset < len && key[pos + offset] === k[offset])
          ++offset;
        const child2 = node.get(k);
        if (offset === k.length) {
          node = child2;
        } else {
          const intermediate = /* @__PURE__ */ new Map();
          intermediate.set(k.slice(offset), child2);
          node.set(key.slice(pos, pos + offset), intermediate);
          node.delete(k);
          node = intermediate;
        }
        pos += offset;
        continue outer;
      }
    }
    const child = /* @__PURE__ */ new Map();
    node.set(key.slice(pos), child);
    return child;
  }
  return node;
};
var remove = (tree, key) => {
  const [node, path] = trackDown(tree, key);
  if (node === void 0) {
    return;
  }
  node.delete(LEAF);
  if (node.size === 0) {
    cleanup(path);
  } else if (node.size === 1) {
    const [key2, value] = node.entries().next().value;
    merge(path, key2, value);
  }
};
var cleanup = (path) => {
  if (path.length === 0) {
    return;
  }
  const [node, key] = last(path);
  node.delete(key);
  if (node.size === 0) {
    cleanup(path.slice(0, -1));
  } else if (node.size === 1) {
    const [key2, value] = node.entries().next().value;
    if (key2 !== LEAF) {
      merge(path.slice(0, -1), key2, value);
    }
  }
};
var merge = (path, key, value) => {
  if (path.length === 0) {
    return;
  }
  const [node, nodeKey] = last(path);
  node.set(nodeKey + key, value);
  node.delete(nodeKey);
};
var last = (array) => {
  return array[array.length - 1];
};
var OR = "or";
var AND = "and";
var AND_NOT = "and_not";
var MiniSearch = class _MiniSearch {
  /**
   * @param options  Configuration options
   *
   * ### Examples:
   *
   * ```javascript
   * // Create a search engine that indexes the 'title' and 'text' fields of your
   * // documents:
   * const miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * ```
   *
   * ### ID Field:
   *
   * ```javascript
   * // Your documents are assumed to include a unique 'id' field, but if you want
   * // to use a different field for document identification, you can set the
   * // 'idField' option:
   * const miniSearch = new MiniSearch({ idField: 'key', fields: ['title', 'text'] })
   * ```
   *
   * ### Options and defaults:
   *
   * ```javascript
   * // The full set of options (here with their default value) is:
   * const miniSearch = new MiniSearch({
   *   // idField: field that uniquely identifies a document
   *   idField: 'id',
   *
   *   // extractField: function used to get the value of a field in a document.
   *   // By default, it assumes the document is a flat object with field names as
   *   // property keys and field values as string property values, but custom logic
   *   // can be implemented by setting this option to a custom extractor function.
   *   extractField: (document, fieldName) => document[fieldName],
   *
   *   // tokenize: function used to split fields into individual terms. By
   *   // default, it is also used to tokenize search queries, unless a specific
   *   // `tokenize` search option is supplied. When tokenizing an indexed field,
   *   // the field name is passed as the second argument.
   *   tokenize: (string, _fieldName) => string.split(SPACE_OR_PUNCTUATION),
   *
   *   // processTerm: function used to process each tokenized term before
   *   // indexing. It can be used for stemming and normalization. Return a falsy
   *   // value in order to discard a term. By default, it is also used to process
   *   // search queries, unless a specific `processTerm` option is supplied as a
   *   // search option. When processing a term from a indexed field, the field
   *   // name is passed as the second argument.
   *   processTerm: (term, _fieldName) => term.toLowerCase(),
   *
   *   // searchOptions: default search options, see the `search` method for
   *   // details
   *   searchOptions: undefined,
   *
   *   // fields: document fields to be indexed. Mandatory, but not set by default
   *   fields: undefined
   *
   *   // storeFields: document fields to be stored and returned as part of the
   *   // search results.
   *   storeFields: []
   * })
   * ```
   */
  constructor(options) {
    if ((options === null || options === void 0 ? void 0 : options.fields) == null) {
      throw new Error('MiniSearch: option "fields" must be provided');
    }
    const autoVacuum = options.autoVacuum == null || options.autoVacuum === true ? defaultAutoVacuumOptions : options.autoVacuum;
    this._options = {
      ...defaultOptions,
      ...options,
      autoVacuum,
      searchOptions: { ...defaultSearchOptions, ...options.searchOptions || {} },
      autoSuggestOptions: { ...defaultAutoSuggestOptions, ...options.autoSuggestOptions || {} }
    };
    this._index = new SearchableMap();
    this._documentCount = 0;
    this._documentIds = /* @__PURE__ */ new Map();
    this._idToShortId = /* @__PURE__ */ new Map();
    this._fieldIds = {};
    this._fieldLength = /* @__PURE__ */ new Map();
    this._avgFieldLength = [];
    this._nextId = 0;
    this._storedFields = /* @__PURE__ */ new Map();
    this._dirtCount = 0;
    this._currentVacuum = null;
    this._enqueuedVacuum = null;
    this._enqueuedVacuumConditions = defaultVacuumConditions;
    this.addFields(this._options.fields);
  }
  /**
   * Adds a document to the index
   *
   * @param document  The document to be indexed
   */
  add(document) {
    const { extractField, stringifyField, tokenize, processTerm, fields, idField } = this._options;
    const id = extractField(document, idField);
    if (id == null) {
      throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    }
    if (this._idToShortId.has(id)) {
      throw new Error(`MiniSearch: duplicate ID ${id}`);
    }
    const shortDocumentId = this.addDocumentId(id);
    this.saveStoredFields(shortDocumentId, document);
    for (const field of fields) {
      const fieldValue = extractField(document, field);
      if (fieldValue == null)
        continue;
      const tokens = tokenize(stringifyField(fieldValue, field), field);
      const fieldId = this._fieldIds[field];
      const uniqueTerms = new Set(tokens).size;
      this.addFieldLength(shortDocumentId, fieldId, this._documentCount - 1, uniqueTerms);
      for (const term of tokens) {
        const processedTerm = processTerm(term, field);
        if (Array.isArray(processedTerm)) {
          for (const t of processedTerm) {
            this.addTerm(fieldId, shortDocumentId, t);
          }
        } else if (processedTerm) {
          this.addTerm(fieldId, shortDocumentId, processedTerm);
        }
      }
    }
  }
  /**
   * Adds all the given documents to the index
   *
   * @param documents  An array of documents to be indexed
   */
  addAll(documents) {
    for (const document of documents)
      this.add(document);
  }
  /**
   * Adds all the given documents to the index asynchronously.
   *
   * Returns a promise that resolves (to `undefined`) when the indexing is done.
   * This method is useful when index many documents, to avoid blocking the main
   * thread. The indexing is performed asynchronously and in chunks.
   *
   * @param documents  An array of documents to be indexed
   * @param options  Configuration options
   * @return A promise resolving to `undefined` when the indexing is done
   */
  addAllAsync(documents, options = {}) {
    const { chunkSize = 10 } = options;
    const acc = { chunk: [], promise: Promise.resolve() };
    const { chunk, promise } = documents.reduce(({ chunk: chunk2, promise: promise2 }, document, i) => {
      chunk2.push(document);
      if ((i + 1) % chunkSize === 0) {
        return {
          chunk: [],
          promise: promise2.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => this.addAll(chunk2))
        };
      } else {
        return { chunk: chunk2, promise: promise2 };
      }
    }, acc);
    return promise.then(() => this.addAll(chunk));
  }
  /**
   * Removes the given document from the index.
   *
   * The document to remove must NOT have changed between indexing and removal,
   * otherwise the index will be corrupted.
   *
   * This method requires passing the full document to be removed (not just the
   * ID), and immediately removes the document from the inverted index, allowing
   * memory to be released. A convenient alternative is {@link
   * MiniSearch#discard}, which needs only the document ID, and has the same
   * visible effect, but delays cleaning up the index until the next vacuuming.
   *
   * @param document  The document to be removed
   */
  remove(document) {
    const { tokenize, processTerm, extractField, stringifyField, fields, idField } = this._options;
    const id = extractField(document, idField);
    if (id == null) {
      throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    }
    const shortId2 = this._idToShortId.get(id);
    if (shortId2 == null) {
      throw new Error(`MiniSearch: cannot remove document with ID ${id}: it is not in the index`);
    }
    for (const field of fields) {
      const fieldValue = extractField(document, field);
      if (fieldValue == null)
        continue;
      const tokens = tokenize(stringifyField(fieldValue, field), field);
      const fieldId = this._fieldIds[field];
      const uniqueTerms = new Set(tokens).size;
      this.removeFieldLength(shortId2, fieldId, this._documentCount, uniqueTerms);
      for (const term of tokens) {
        const processedTerm = processTerm(term, field);
        if (Array.isArray(processedTerm)) {
          for (const t of processedTerm) {
            this.removeTerm(fieldId, shortId2, t);
          }
        } else if (processedTerm) {
          this.removeTerm(fieldId, shortId2, processedTerm);
        }
      }
    }
    this._storedFields.delete(shortId2);
    this._documentIds.delete(shortId2);
    this._idToShortId.delete(id);
    this._fieldLength.delete(shortId2);
    this._documentCount -= 1;
  }
  /**
   * Removes all the given documents from the index. If called with no arguments,
   * it removes _all_ documents from the index.
   *
   * @param documents  The documents to be removed. If this argument is omitted,
   * all documents are removed. Note that, for removing all documents, it is
   * more efficient to call this method with no arguments than to pass all
   * documents.
   */
  removeAll(documents) {
    if (documents) {
      for (const document of documents)
        this.remove(document);
    } else if (arguments.length > 0) {
      throw new Error("Expected documents to be present. Omit the argument to remove all documents.");
    } else {
      this._index = new SearchableMap();
      this._documentCount = 0;
      this._documentIds = /* @__PURE__ */ new Map();
      this._idToShortId = /* @__PURE__ */ new Map();
      this._fieldLength = /* @__PURE__ */ new Map();
      this._avgFieldLength = [];
      this._storedFields = /* @__PURE__ */ new Map();
      this._nextId = 0;
    }
  }
  /**
   * Discards the document with the given ID, so it won't appear in search results
   *
   * It has the same visible effect of {@link MiniSearch.remove} (both cause the
   * document to stop appearing in searches), but a different effect on the
   * internal data structures:
   *
   *   - {@link MiniSearch#remove} requires passing the full document to be
   *   removed as argument, and removes it from the inverted index immediately.
   *
   *   - {@link MiniSearch#discard} instead only needs the document ID, and
   *   works by marking the current version of the document as discarded, so it
   *   is immediately ignored by searches. This is faster and more convenient
   *   than {@link MiniSearch#remove}, but the index is not immediately
   *   modified. To take care of that, vacuuming is performed after a certain
   *   number of documents are discarded, cleaning up the index and allowing
   *   memory to be released.
   *
   * After discarding a document, it is possible to re-add a new version, and
   * only the new version will appear in searches. In other words, discarding
   * and re-adding a document works exactly like removing and re-adding it. The
   * {@link MiniSearch.replace} method can also be used to replace a document
   * with a new version.
   *
   * #### Details about vacuuming
   *
   * Repetite calls to this method would leave obsolete document references in
   * the index, invisible to searches. Two mechanisms take care of cleaning up:
   * clean up during search, and vacuuming.
   *
   *   - Upon search, whenever a discarded ID is found (and ignored for the
   *   results), references to the discarded document are removed from the
   *   inverted index entries for the search terms. This ensures that subsequent
   *   searches for the same terms do not need to skip these obsolete references
   *   again.
   *
   *   - In addition, vacuuming is performed automatically by default (see the
   *   `autoVacuum` field in {@link Options}) after a certain number of
   *   documents are discarded. Vacuuming traverses all terms in the index,
   *   cleaning up all references to discarded documents. Vacuuming can also be
   *   triggered manually by calling {@link MiniSearch#vacuum}.
   *
   * @param id  The ID of the document to be discarded
   */
  discard(id) {
    const shortId2 = this._idToShortId.get(id);
    if (shortId2 == null) {
      throw new Error(`MiniSearch: cannot discard document with ID ${id}: it is not in the index`);
    }
    this._idToShortId.delete(id);
    this._documentIds.delete(shortId2);
    this._storedFields.delete(shortId2);
    (this._fieldLength.get(shortId2) || []).forEach((fieldLength, fieldId) => {
      this.removeFieldLength(shortId2, fieldId, this._documentCount, fieldLength);
    });
    this._fieldLength.delete(shortId2);
    this._documentCount -= 1;
    this._dirtCount += 1;
    this.maybeAutoVacuum();
  }
  maybeAutoVacuum() {
    if (this._options.autoVacuum === false) {
      return;
    }
    const { minDirtFactor, minDirtCount, batchSize, batchWait } = this._options.autoVacuum;
    this.conditionalVacuum({ batchSize, batchWait }, { minDirtCount, minDirtFactor });
  }
  /**
   * Discards the documents with the given IDs, so they won't appear in search
   * results
   *
   * It is equivalent to calling {@link MiniSearch#discard} for all the given
   * IDs, but with the optimization of triggering at most one automatic
   * vacuuming at the end.
   *
   * Note: to remove all documents from the index, it is faster and more
   * convenient to call {@link MiniSearch.removeAll} with no argument, instead
   * of passing all IDs to this method.
   */
  discardAll(ids) {
    const autoVacuum = this._options.autoVacuum;
    try {
      this._options.autoVacuum = false;
      for (const id of ids) {
        this.discard(id);
      }
    } finally {
      this._options.autoVacuum = autoVacuum;
    }
    this.maybeAutoVacuum();
  }
  /**
   * It replaces an existing document with the given updated version
   *
   * It works by discarding the current version and adding the updated one, so
   * it is functionally equivalent to calling {@link MiniSearch#discard}
   * followed by {@link MiniSearch#add}. The ID of the updated document should
   * be the same as the original one.
   *
   * Since it uses {@link MiniSearch#discard} internally, this method relies on
   * vacuuming to clean up obsolete document references from the index, allowing
   * memory to be released (see {@link MiniSearch#discard}).
   *
   * @param updatedDocument  The updated document to replace the old version
   * with
   */
  replace(updatedDocument) {
    const { idField, extractField } = this._options;
    const id = extractField(updatedDocument, idField);
    this.discard(id);
    this.add(updatedDocument);
  }
  /**
   * Triggers a manual vacuuming, cleaning up references to discarded documents
   * from the inverted index
   *
   * Vacuuming is only useful for applications that use the {@link
   * MiniSearch#discard} or {@link MiniSearch#replace} methods.
   *
   * By default, vacuuming is performed automatically when needed (controlled by
   * the `autoVacuum` field in {@link Options}), so there is usually no need to
   * call this method, unless one wants to make sure to perform vacuuming at a
   * specific moment.
   *
   * Vacuuming traverses all terms in the inverted index in batches, and cleans
   * up references to discarded documents from the posting list, allowing memory
   * to be released.
   *
   * The method takes an optional object as argument with the following keys:
   *
   *   - `batchSize`: the size of each batch (1000 by default)
   *
   *   - `batchWait`: the number of milliseconds to wait between batches (10 by
   *   default)
   *
   * On large indexes, vacuuming could have a non-negligible cost: batching
   * avoids blocking the thread for long, diluting this cost so that it is not
   * negatively affecting the application. Nonetheless, this method should only
   * be called when necessary, and relying on automatic vacuuming is usually
   * better.
   *
   * It returns a promise that resolves (to undefined) when the clean up is
   * completed. If vacuuming is already ongoing at the time this method is
   * called, a new one is enqueued immediately after the ongoing one, and a
   * corresponding promise is returned. However, no more than one vacuuming is
   * enqueued on top of the ongoing one, even if this method is called more
   * times (enqueuing multiple ones would be useless).
   *
   * @param options  Configuration options for the batch size and delay. See
   * {@link VacuumOptions}.
   */
  vacuum(options = {}) {
    return this.conditionalVacuum(options);
  }
  conditionalVacuum(options, conditions) {
    if (this._currentVacuum) {
      this._enqueuedVacuumConditions = this._enqueuedVacuumConditions && conditions;
      if (this._enqueuedVacuum != null) {
        return this._enqueuedVacuum;
      }
      this._enqueuedVacuum = this._currentVacuum.then(() => {
        const conditions2 = this._enqueuedVacuumConditions;
        this._enqueuedVacuumConditions = defaultVacuumConditions;
        return this.performVacuuming(options, conditions2);
      });
      return this._enqueuedVacuum;
    }
    if (this.vacuumConditionsMet(conditions) === false) {
      return Promise.resolve();
    }
    this._currentVacuum = this.performVacuuming(options);
    return this._currentVacuum;
  }
  async performVacuuming(options, conditions) {
    const initialDirtCount = this._dirtCount;
    if (this.vacuumConditionsMet(conditions)) {
      const batchSize = options.batchSize || defaultVacuumOptions.batchSize;
      const batchWait = options.batchWait || defaultVacuumOptions.batchWait;
      let i = 1;
      for (const [term, fieldsData] of this._index) {
        for (const [fieldId, fieldIndex] of fieldsData) {
          for (const [shortId2] of fieldIndex) {
            if (this._documentIds.has(shortId2)) {
              continue;
            }
            if (fieldIndex.size <= 1) {
              fieldsData.delete(fieldId);
            } else {
              fieldIndex.delete(shortId2);
            }
          }
        }
        if (this._index.get(term).size === 0) {
          this._index.delete(term);
        }
        if (i % batchSize === 0) {
          await new Promise((resolve) => setTimeout(resolve, batchWait));
        }
        i += 1;
      }
      this._dirtCount -= initialDirtCount;
    }
    await null;
    this._currentVacuum = this._enqueuedVacuum;
    this._enqueuedVacuum = null;
  }
  vacuumConditionsMet(conditions) {
    if (conditions == null) {
      return true;
    }
    let { minDirtCount, minDirtFactor } = conditions;
    minDirtCount = minDirtCount || defaultAutoVacuumOptions.minDirtCount;
    minDirtFactor = minDirtFactor || defaultAutoVacuumOptions.minDirtFactor;
    return this.dirtCount >= minDirtCount && this.dirtFactor >= minDirtFactor;
  }
  /**
   * Is `true` if a vacuuming operation is ongoing, `false` otherwise
   */
  get isVacuuming() {
    return this._currentVacuum != null;
  }
  /**
   * The number of documents discarded since the most recent vacuuming
   */
  get dirtCount() {
    return this._dirtCount;
  }
  /**
   * A number between 0 and 1 giving an indication about the proportion of
   * documents that are discarded, and can therefore be cleaned up by vacuuming.
   * A value close to 0 means that the index is relatively clean, while a higher
   * value means that the index is relatively dirty, and vacuuming could release
   * memory.
   */
  get dirtFactor() {
    return this._dirtCount / (1 + this._documentCount + this._dirtCount);
  }
  /**
   * Returns `true` if a document with the given ID is present in the index and
   * available for search, `false` otherwise
   *
   * @param id  The document ID
   */
  has(id) {
    return this._idToShortId.has(id);
  }
  /**
   * Returns the stored fields (as configured in the `storeFields` constructor
   * option) for the given document ID. Returns `undefined` if the document is
   * not present in the index.
   *
   * @param id  The document ID
   */
  getStoredFields(id) {
    const shortId2 = this._idToShortId.get(id);
    if (shortId2 == null) {
      return void 0;
    }
    return this._storedFields.get(shortId2);
  }
  /**
   * Search for documents matching the given search query.
   *
   * The result is a list of scored document IDs matching the query, sorted by
   * descending score, and each including data about which terms were matched and
   * in which fields.
   *
   * ### Basic usage:
   *
   * ```javascript
   * // Search for "zen art motorcycle" with default options: terms have to match
   * // exactly, and individual terms are joined with OR
   * miniSearch.search('zen art motorcycle')
   * // => [ { id: 2, score: 2.77258, match: { ... } }, { id: 4, score: 1.38629, match: { ... } } ]
   * ```
   *
   * ### Restrict search to specific fields:
   *
   * ```javascript
   * // Search only in the 'title' field
   * miniSearch.search('zen', { fields: ['title'] })
   * ```
   *
   * ### Field boosting:
   *
   * ```javascript
   * // Boost a field
   * miniSearch.search('zen', { boost: { title: 2 } })
   * ```
   *
   * ### Prefix search:
   *
   * ```javascript
   * // Search for "moto" with prefix search (it will match documents
   * // containing terms that start with "moto" or "neuro")
   * miniSearch.search('moto neuro', { prefix: true })
   * ```
   *
   * ### Fuzzy search:
   *
   * ```javascript
   * // Search for "ismael" with fuzzy search (it will match documents containing
   * // terms similar to "ismael", with a maximum edit distance of 0.2 term.length
   * // (rounded to nearest integer)
   * miniSearch.search('ismael', { fuzzy: 0.2 })
   * ```
   *
   * ### Combining strategies:
   *
   * ```javascript
   * // Mix of exact match, prefix search, and fuzzy search
   * miniSearch.search('ismael mob', {
   *  prefix: true,
   *  fuzzy: 0.2
   * })
   * ```
   *
   * ### Advanced prefix and fuzzy search:
   *
   * ```javascript
   * // Perform fuzzy and prefix search depending on the search term. Here
   * // performing prefix and fuzzy search only on terms longer than 3 characters
   * miniSearch.search('ismael mob', {
   *  prefix: term => term.length > 3
   *  fuzzy: term => term.length > 3 ? 0.2 : null
   * })
   * ```
   *
   * ### Combine with AND:
   *
   * ```javascript
   * // Combine search terms with AND (to match only documents that contain both
   * // "motorcycle" and "art")
   * miniSearch.search('motorcycle art', { combineWith: 'AND' })
   * ```
   *
   * ### Combine with AND_NOT:
   *
   * There is also an AND_NOT combinator, that finds documents that match the
   * first term, but do not match any of the other terms. This combinator is
   * rarely useful with simple queries, and is meant to be used with advanced
   * query combinations (see later for more details).
   *
   * ### Filtering results:
   *
   * ```javascript
   * // Filter only results in the 'fiction' category (assuming that 'category'
   * // is a stored field)
   * miniSearch.search('motorcycle art', {
   *   filter: (result) => result.category === 'fiction'
   * })
   * ```
   *
   * ### Wildcard query
   *
   * Searching for an empty string (assuming the default tokenizer) returns no
   * results. Sometimes though, one needs to match all documents, like in a
   * "wildcard" search. This is possible by passing the special value
   * {@link MiniSearch.wildcard} as the query:
   *
   * ```javascript
   * // Return search results for all documents
   * miniSearch.search(MiniSearch.wildcard)
   * ```
   *
   * Note that search options such as `filter` and `boostDocument` are still
   * applied, influencing which results are returned, and their order:
   *
   * ```javascript
   * // Return search results for all documents in the 'fiction' category
   * miniSearch.search(MiniSearch.wildcard, {
   *   filter: (result) => result.category === 'fiction'
   * })
   * ```
   *
   * ### Advanced combination of queries:
   *
   * It is possible to combine different subqueries with OR, AND, and AND_NOT,
   * and even with different search options, by passing a query expression
   * tree object as the first argument, instead of a string.
   *
   * ```javascript
   * // Search for documents that contain "zen" and ("motorcycle" or "archery")
   * miniSearch.search({
   *   combineWith: 'AND',
   *   queries: [
   *     'zen',
   *     {
   *       combineWith: 'OR',
   *       queries: ['motorcycle', 'archery']
   *     }
   *   ]
   * })
   *
   * // Search for documents that contain ("apple" or "pear") but not "juice" and
   * // not "tree"
   * miniSearch.search({
   *   combineWith: 'AND_NOT',
   *   queries: [
   *     {
   *       combineWith: 'OR',
   *       queries: ['apple', 'pear']
   *     },
   *     'juice',
   *     'tree'
   *   ]
   * })
   * ```
   *
   * Each node in the expression tree can be either a string, or an object that
   * supports all {@link SearchOptions} fields, plus a `queries` array field for
   * subqueries.
   *
   * Note that, while this can become complicated to do by hand for complex or
   * deeply nested queries, it provides a formalized expression tree API for
   * external libraries that implement a parser for custom query languages.
   *
   * @param query  Search query
   * @param searchOptions  Search options. Each option, if not given, defaults to the corresponding value of `searchOptions` given to the constructor, or to the library default.
   */
  search(query, searchOptions = {}) {
    const { searchOptions: globalSearchOptions } = this._options;
    const searchOptionsWithDefaults = { ...globalSearchOptions, ...searchOptions };
    const rawResults = this.executeQuery(query, searchOptions);
    const results = [];
    for (const [docId, { score, terms, match }] of rawResults) {
      const quality = terms.length || 1;
      const result = {
        id: this._documentIds.get(docId),
        score: score * quality,
        terms: Object.keys(match),
        queryTerms: terms,
        match
      };
      Object.assign(result, this._storedFields.get(docId));
      if (searchOptionsWithDefaults.filter == null || searchOptionsWithDefaults.filter(result)) {
        results.push(result);
      }
    }
    if (query === _MiniSearch.wildcard && searchOptionsWithDefaults.boostDocument == null) {
      return results;
    }
    results.sort(byScore);
    return results;
  }
  /**
   * Provide suggestions for the given search query
   *
   * The result is a list of suggested modified search queries, derived from the
   * given search query, each with a relevance score, sorted by descending score.
   *
   * By default, it uses the same options used for search, except that by
   * default it performs prefix search on the last term of the query, and
   * combine terms with `'AND'` (requiring all query terms to match). Custom
   * options can be passed as a second argument. Defaults can be changed upon
   * calling the {@link MiniSearch} constructor, by passing a
   * `autoSuggestOptions` option.
   *
   * ### Basic usage:
   *
   * ```javascript
   * // Get suggestions for 'neuro':
   * miniSearch.autoSuggest('neuro')
   * // => [ { suggestion: 'neuromancer', terms: [ 'neuromancer' ], score: 0.46240 } ]
   * ```
   *
   * ### Multiple words:
   *
   * ```javascript
   * // Get suggestions for 'zen ar':
   * miniSearch.autoSuggest('zen ar')
   * // => [
   * //  { suggestion: 'zen archery art', terms: [ 'zen', 'archery', 'art' ], score: 1.73332 },
   * //  { suggestion: 'zen art', terms: [ 'zen', 'art' ], score: 1.21313 }
   * // ]
   * ```
   *
   * ### Fuzzy suggestions:
   *
   * ```javascript
   * // Correct spelling mistakes using fuzzy search:
   * miniSearch.autoSuggest('neromancer', { fuzzy: 0.2 })
   * // => [ { suggestion: 'neuromancer', terms: [ 'neuromancer' ], score: 1.03998 } ]
   * ```
   *
   * ### Filtering:
   *
   * ```javascript
   * // Get suggestions for 'zen ar', but only within the 'fiction' category
   * // (assuming that 'category' is a stored field):
   * miniSearch.autoSuggest('zen ar', {
   *   filter: (result) => result.category === 'fiction'
   * })
   * // => [
   * //  { suggestion: 'zen archery art', terms: [ 'zen', 'archery', 'art' ], score: 1.73332 },
   * //  { suggestion: 'zen art', terms: [ 'zen', 'art' ], score: 1.21313 }
   * // ]
   * ```
   *
   * @param queryString  Query string to be expanded into suggestions
   * @param options  Search options. The supported options and default values
   * are the same as for the {@link MiniSearch#search} method, except that by
   * default prefix search is performed on the last term in the query, and terms
   * are combined with `'AND'`.
   * @return  A sorted array of suggestions sorted by relevance score.
   */
  autoSuggest(queryString, options = {}) {
    options = { ...this._options.autoSuggestOptions, ...options };
    const suggestions = /* @__PURE__ */ new Map();
    for (const { score, terms } of this.search(queryString, options)) {
      const phrase = terms.join(" ");
      const suggestion = suggestions.get(phrase);
      if (suggestion != null) {
        suggestion.score += score;
        suggestion.count += 1;
      } else {
        suggestions.set(phrase, { score, terms, count: 1 });
      }
    }
    const results = [];
    for (const [suggestion, { score, terms, count }] of suggestions) {
      results.push({ suggestion, terms, score: score / count });
    }
    results.sort(byScore);
    return results;
  }
  /**
   * Total number of documents available to search
   */
  get documentCount() {
    return this._documentCount;
  }
  /**
   * Number of terms in the index
   */
  get termCount() {
    return this._index.size;
  }
  /**
   * Deserializes a JSON index (serialized with `JSON.stringify(miniSearch)`)
   * and instantiates a MiniSearch instance. It should be given the same options
   * originally used when serializing the index.
   *
   * ### Usage:
   *
   * ```javascript
   * // If the index was serialized with:
   * let miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * miniSearch.addAll(documents)
   *
   * const json = JSON.stringify(miniSearch)
   * // It can later be deserialized like this:
   * miniSearch = MiniSearch.loadJSON(json, { fields: ['title', 'text'] })
   * ```
   *
   * @param json  JSON-serialized index
   * @param options  configuration options, same as the constructor
   * @return An instance of MiniSearch deserialized from the given JSON.
   */
  static loadJSON(json, options) {
    if (options == null) {
      throw new Error("MiniSearch: loadJSON should be given the same options used when serializing the index");
    }
    return this.loadJS(JSON.parse(json), options);
  }
  /**
   * Async equivalent of {@link MiniSearch.loadJSON}
   *
   * This function is an alternative to {@link MiniSearch.loadJSON} that returns
   * a promise, and loads the index in batches, leaving pauses between them to avoid
   * blocking the main thread. It tends to be slower than the synchronous
   * version, but does not block the main thread, so it can be a better choice
   * when deserializing very large indexes.
   *
   * @param json  JSON-serialized index
   * @param options  configuration options, same as the constructor
   * @return A Promise that will resolve to an instance of MiniSearch deserialized from the given JSON.
   */
  static async loadJSONAsync(json, options) {
    if (options == null) {
      throw new Error("MiniSearch: loadJSON should be given the same options used when serializing the index");
    }
    return this.loadJSAsync(JSON.parse(json), options);
  }
  /**
   * Returns the default value of an option. It will throw an error if no option
   * with the given name exists.
   *
   * @param optionName  Name of the option
   * @return The default value of the given option
   *
   * ### Usage:
   *
   * ```javascript
   * // Get default tokenizer
   * MiniSearch.getDefault('tokenize')
   *
   * // Get default term processor
   * MiniSearch.getDefault('processTerm')
   *
   * // Unknown options will throw an error
   * MiniSearch.getDefault('notExisting')
   * // => throws 'MiniSearch: unknown option "notExisting"'
   * ```
   */
  static getDefault(optionName) {
    if (defaultOptions.hasOwnProperty(optionName)) {
      return getOwnProperty(defaultOptions, optionName);
    } else {
      throw new Error(`MiniSearch: unknown option "${optionName}"`);
    }
  }
  /**
   * @ignore
   */
  static loadJS(js, options) {
    const { index: index2, documentIds, fieldLength, storedFields, serializationVersion } = js;
    const miniSearch = this.instantiateMiniSearch(js, options);
    miniSearch._documentIds = objectToNumericMap(documentIds);
    miniSearch._fieldLength = objectToNumericMap(fieldLength);
    miniSearch._storedFields = objectToNumericMap(storedFields);
    for (const [shortId2, id] of miniSearch._documentIds) {
      miniSearch._idToShortId.set(id, shortId2);
    }
    for (const [term, data] of index2) {
      const dataMap = /* @__PURE__ */ new Map();
      for (const fieldId of Object.keys(data)) {
        let indexEntry = data[fieldId];
        if (serializationVersion === 1) {
          indexEntry = indexEntry.ds;
        }
        dataMap.set(parseInt(fieldId, 10), objectToNumericMap(indexEntry));
      }
      miniSearch._index.set(term, dataMap);
    }
    return miniSearch;
  }
  /**
   * @ignore
   */
  static async loadJSAsync(js, options) {
    const { index: index2, documentIds, fieldLength, storedFields, serializationVersion } = js;
    const miniSearch = this.instantiateMiniSearch(js, options);
    miniSearch._documentIds = await objectToNumericMapAsync(documentIds);
    miniSearch._fieldLength = await objectToNumericMapAsync(fieldLength);
    miniSearch._storedFields = await objectToNumericMapAsync(storedFields);
    for (const [shortId2, id] of miniSearch._documentIds) {
      miniSearch._idToShortId.set(id, shortId2);
    }
    let count = 0;
    for (const [term, data] of index2) {
      const dataMap = /* @__PURE__ */ new Map();
      for (const fieldId of Object.keys(data)) {
        let indexEntry = data[fieldId];
        if (serializationVersion === 1) {
          indexEntry = indexEntry.ds;
        }
        dataMap.set(parseInt(fieldId, 10), await objectToNumericMapAsync(indexEntry));
      }
      if (++count % 1e3 === 0)
        await wait(0);
      miniSearch._index.set(term, dataMap);
    }
    return miniSearch;
  }
  /**
   * @ignore
   */
  static instantiateMiniSearch(js, options) {
    const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion } = js;
    if (serializationVersion !== 1 && serializationVersion !== 2) {
      throw new Error("MiniSearch: cannot deserialize an index created with an incompatible version");
    }
    const miniSearch = new _MiniSearch(options);
    miniSearch._documentCount = documentCount;
    miniSearch._nextId = nextId;
    miniSearch._idToShortId = /* @__PURE__ */ new Map();
    miniSearch._fieldIds = fieldIds;
    miniSearch._avgFieldLength = averageFieldLength;
    miniSearch._dirtCount = dirtCount || 0;
    miniSearch._index = new SearchableMap();
    return miniSearch;
  }
  /**
   * @ignore
   */
  executeQuery(query, searchOptions = {}) {
    if (query === _MiniSearch.wildcard) {
      return this.executeWildcardQuery(searchOptions);
    }
    if (typeof query !== "string") {
      const options2 = { ...searchOptions, ...query, queries: void 0 };
      const results2 = query.queries.map((subquery) => this.executeQuery(subquery, options2));
      return this.combineResults(results2, options2.combineWith);
    }
    const { tokenize, processTerm, searchOptions: globalSearchOptions } = this._options;
    const options = { tokenize, processTerm, ...globalSearchOptions, ...searchOptions };
    const { tokenize: searchTokenize, processTerm: searchProcessTerm } = options;
    const terms = searchTokenize(query).flatMap((term) => searchProcessTerm(term)).filter((term) => !!term);
    const queries = terms.map(termToQuerySpec(options));
    const results = queries.map((query2) => this.executeQuerySpec(query2, options));
    return this.combineResults(results, options.combineWith);
  }
  /**
   * @ignore
   */
  executeQuerySpec(query, searchOptions) {
    const options = { ...this._options.searchOptions, ...searchOptions };
    const boosts = (options.fields || this._options.fields).reduce((boosts2, field) => ({ ...boosts2, [field]: getOwnProperty(options.boost, field) || 1 }), {});
    const { boostDocument, weights, maxFuzzy, bm25: bm25params } = options;
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = { ...defaultSearchOptions.weights, ...weights };
    const data = this._index.get(query.term);
    const results = this.termResults(query.term, query.term, 1, query.termBoost, data, boosts, boostDocument, bm25params);
    let prefixMatches;
    let fuzzyMatches;
    if (query.prefix) {
      prefixMatches = this._index.atPrefix(query.term);
    }
    if (query.fuzzy) {
      const fuzzy = query.fuzzy === true ? 0.2 : query.fuzzy;
      const maxDistance = fuzzy < 1 ? Math.min(maxFuzzy, Math.round(query.term.length * fuzzy)) : fuzzy;
      if (maxDistance)
        fuzzyMatches = this._index.fuzzyGet(query.term, maxDistance);
    }
    if (prefixMatches) {
      for (const [term, data2] of prefixMatches) {
        const distance = term.length - query.term.length;
        if (!distance) {
          continue;
        }
        fuzzyMatches === null || fuzzyMatches === void 0 ? void 0 : fuzzyMatches.delete(term);
        const weight = prefixWeight * term.length / (term.length + 0.3 * distance);
        this.termResults(query.term, term, weight, query.termBoost, data2, boosts, boostDocument, bm25params, results);
      }
    }
    if (fuzzyMatches) {
      for (const term of fuzzyMatches.keys()) {
        const [data2, distance] = fuzzyMatches.get(term);
        if (!distance) {
          continue;
        }
        const weight = fuzzyWeight * term.length / (term.length + distance);
        this.termResults(query.term, term, weight, query.termBoost, data2, boosts, boostDocument, bm25params, results);
      }
    }
    return results;
  }
  /**
   * @ignore
   */
  executeWildcardQuery(searchOptions) {
    const results = /* @__PURE__ */ new Map();
    const options = { ...this._options.searchOptions, ...searchOptions };
    for (const [shortId2, id] of this._documentIds) {
      const score = options.boostDocument ? options.boostDocument(id, "", this._storedFields.get(shortId2)) : 1;
      results.set(shortId2, {
        score,
        terms: [],
        match: {}
      });
    }
    return results;
  }
  /**
   * @ignore
   */
  combineResults(results, combineWith = OR) {
    if (results.length === 0) {
      return /* @__PURE__ */ new Map();
    }
    const operator = combineWith.toLowerCase();
    const combinator = combinators[operator];
    if (!combinator) {
      throw new Error(`Invalid combination operator: ${combineWith}`);
    }
    return results.reduce(combinator) || /* @__PURE__ */ new Map();
  }
  /**
   * Allows serialization of the index to JSON, to possibly store it and later
   * deserialize it with {@link MiniSearch.loadJSON}.
   *
   * Normally one does not directly call this method, but rather call the
   * standard JavaScript `JSON.stringify()` passing the {@link MiniSearch}
   * instance, and JavaScript will internally call this method. Upon
   * deserialization, one must pass to {@link MiniSearch.loadJSON} the same
   * options used to create the original instance that was serialized.
   *
   * ### Usage:
   *
   * ```javascript
   * // Serialize the index:
   * let miniSearch = new MiniSearch({ fields: ['title', 'text'] })
   * miniSearch.addAll(documents)
   * const json = JSON.stringify(miniSearch)
   *
   * // Later, to deserialize it:
   * miniSearch = MiniSearch.loadJSON(json, { fields: ['title', 'text'] })
   * ```
   *
   * @return A plain-object serializable representation of the search index.
   */
  toJSON() {
    const index2 = [];
    for (const [term, fieldIndex] of this._index) {
      const data = {};
      for (const [fieldId, freqs] of fieldIndex) {
        data[fieldId] = Object.fromEntries(freqs);
      }
      index2.push([term, data]);
    }
    return {
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: Object.fromEntries(this._documentIds),
      fieldIds: this._fieldIds,
      fieldLength: Object.fromEntries(this._fieldLength),
      averageFieldLength: this._avgFieldLength,
      storedFields: Object.fromEntries(this._storedFields),
      dirtCount: this._dirtCount,
      index: index2,
      serializationVersion: 2
    };
  }
  /**
   * @ignore
   */
  termResults(sourceTerm, derivedTerm, termWeight, termBoost, fieldTermData, fieldBoosts, boostDocumentFn, bm25params, results = /* @__PURE__ */ new Map()) {
    if (fieldTermData == null)
      return results;
    for (const field of Object.keys(fieldBoosts)) {
      const fieldBoost = fieldBoosts[field];
      const fieldId = this._fieldIds[field];
      const fieldTermFreqs = fieldTermData.get(fieldId);
      if (fieldTermFreqs == null)
        continue;
      let matchingFields = fieldTermFreqs.size;
      const avgFieldLength = this._avgFieldLength[fieldId];
      for (const docId of fieldTermFreqs.keys()) {
        if (!this._documentIds.has(docId)) {
          this.removeTerm(fieldId, docId, derivedTerm);
          matchingFields -= 1;
          continue;
        }
        const docBoost = boostDocumentFn ? boostDocumentFn(this._documentIds.get(docId), derivedTerm, this._storedFields.get(docId)) : 1;
        if (!docBoost)
          continue;
        const termFreq = fieldTermFreqs.get(docId);
        const fieldLength = this._fieldLength.get(docId)[fieldId];
        const rawScore = calcBM25Score(termFreq, matchingFields, this._documentCount, fieldLength, avgFieldLength, bm25params);
        const weightedScore = termWeight * termBoost * fieldBoost * docBoost * rawScore;
        const result = results.get(docId);
        if (result) {
          result.score += weightedScore;
          assignUniqueTerm(result.terms, sourceTerm);
          const match = getOwnProperty(result.match, derivedTerm);
          if (match) {
            match.push(field);
          } else {
            result.match[derivedTerm] = [field];
          }
        } else {
          results.set(docId, {
            score: weightedScore,
            terms: [sourceTerm],
            match: { [derivedTerm]: [field] }
          });
        }
      }
    }
    return results;
  }
  /**
   * @ignore
   */
  addTerm(fieldId, documentId, term) {
    const indexData = this._index.fetch(term, createMap);
    let fieldIndex = indexData.get(fieldId);
    if (fieldIndex == null) {
      fieldIndex = /* @__PURE__ */ new Map();
      fieldIndex.set(documentId, 1);
      indexData.set(fieldId, fieldIndex);
    } else {
      const docs = fieldIndex.get(documentId);
      fieldIndex.set(documentId, (docs || 0) + 1);
    }
  }
  /**
   * @ignore
   */
  removeTerm(fieldId, documentId, term) {
    if (!this._index.has(term)) {
      this.warnDocumentChanged(documentId, fieldId, term);
      return;
    }
    const indexData = this._index.fetch(term, createMap);
    const fieldIndex = indexData.get(fieldId);
    if (fieldIndex == null || fieldIndex.get(documentId) == null) {
      this.warnDocumentChanged(documentId, fieldId, term);
    } else if (fieldIndex.get(documentId) <= 1) {
      if (fieldIndex.size <= 1) {
        indexData.delete(fieldId);
      } else {
        fieldIndex.delete(documentId);
      }
    } else {
      fieldIndex.set(documentId, fieldIndex.get(documentId) - 1);
    }
    if (this._index.get(term).size === 0) {
      this._index.delete(term);
    }
  }
  /**
   * @ignore
   */
  warnDocumentChanged(shortDocumentId, fieldId, term) {
    for (const fieldName of Object.keys(this._fieldIds)) {
      if (this._fieldIds[fieldName] === fieldId) {
        this._options.logger("warn", `MiniSearch: document with ID ${this._documentIds.get(shortDocumentId)} has changed before removal: term "${term}" was not present in field "${fieldName}". Removing a document after it has changed can corrupt the index!`, "version_conflict");
        return;
      }
    }
  }
  /**
   * @ignore
   */
  addDocumentId(documentId) {
    const shortDocumentId = this._nextId;
    this._idToShortId.set(documentId, shortDocumentId);
    this._documentIds.set(shortDocumentId, documentId);
    this._documentCount += 1;
    this._nextId += 1;
    return shortDocumentId;
  }
  /**
   * @ignore
   */
  addFields(fields) {
    for (let i = 0; i < fields.length; i++) {
      this._fieldIds[fields[i]] = i;
    }
  }
  /**
   * @ignore
   */
  addFieldLength(documentId, fieldId, count, length) {
    let fieldLengths = this._fieldLength.get(documentId);
    if (fieldLengths == null)
      this._fieldLength.set(documentId, fieldLengths = []);
    fieldLengths[fieldId] = length;
    const averageFieldLength = this._avgFieldLength[fieldId] || 0;
    const totalFieldLength = averageFieldLength * count + length;
    this._avgFieldLength[fieldId] = totalFieldLength / (count + 1);
  }
  /**
   * @ignore
   */
  removeFieldLength(documentId, fieldId, count, length) {
    if (count === 1) {
      this._avgFieldLength[fieldId] = 0;
      return;
    }
    const totalFieldLength = this._avgFieldLength[fieldId] * count - length;
    this._avgFieldLength[fieldId] = totalFieldLength / (count - 1);
  }
  /**
   * @ignore
   */
  saveStoredFields(documentId, doc) {
    const { storeFields, extractField } = this._options;
    if (storeFields == null || storeFields.length === 0) {
      return;
    }
    let documentFields = this._storedFields.get(documentId);
    if (documentFields == null)
      this._storedFields.set(documentId, documentFields = {});
    for (const fieldName of storeFields) {
      const fieldValue = extractField(doc, fieldName);
      if (fieldValue !== void 0)
        documentFields[fieldName] = fieldValue;
    }
  }
};
MiniSearch.wildcard = /* @__PURE__ */ Symbol("*");
var getOwnProperty = (object2, property) => Object.prototype.hasOwnProperty.call(object2, property) ? object2[property] : void 0;
var combinators = {
  [OR]: (a, b) => {
    for (const docId of b.keys()) {
      const existing = a.get(docId);
      if (existing == null) {
        a.set(docId, b.get(docId));
      } else {
        const { score, terms, match } = b.get(docId);
        existing.score = existing.score + score;
        existing.match = Object.assign(existing.match, match);
        assignUniqueTerms(existing.terms, terms);
      }
    }
    return a;
  },
  [AND]: (a, b) => {
    const combined = /* @__PURE__ */ new Map();
    for (const docId of b.keys()) {
      const existing = a.get(docId);
      if (existing == null)
        continue;
      const { score, terms, match } = b.get(docId);
      assignUniqueTerms(existing.terms, terms);
      combined.set(docId, {
        score: existing.score + score,
        terms: existing.terms,
        match: Object.assign(existing.match, match)
      });
    }
    return combined;
  },
  [AND_NOT]: (a, b) => {
    for (const docId of b.keys())
      a.delete(docId);
    return a;
  }
};
var defaultBM25params = { k: 1.2, b: 0.7, d: 0.5 };
var calcBM25Score = (termFreq, matchingCount, totalCount, fieldLength, avgFieldLength, bm25params) => {
  const { k, b, d } = bm25params;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength / avgFieldLength)));
};
var termToQuerySpec = (options) => (term, i, terms) => {
  const fuzzy = typeof options.fuzzy === "function" ? options.fuzzy(term, i, terms) : options.fuzzy || false;
  const prefix = typeof options.prefix === "function" ? options.prefix(term, i, terms) : options.prefix === true;
  const termBoost = typeof options.boostTerm === "function" ? options.boostTerm(term, i, terms) : 1;
  return { term, fuzzy, prefix, termBoost };
};
var defaultOptions = {
  idField: "id",
  extractField: (document, fieldName) => document[fieldName],
  stringifyField: (fieldValue, fieldName) => fieldValue.toString(),
  tokenize: (text2) => text2.split(SPACE_OR_PUNCTUATION),
  processTerm: (term) => term.toLowerCase(),
  fields: void 0,
  searchOptions: void 0,
  storeFields: [],
  logger: (level, message) => {
    if (typeof (console === null || console === void 0 ? void 0 : console[level]) === "function")
      console[level](message);
  },
  autoVacuum: true
};
var defaultSearchOptions = {
  combineWith: OR,
  prefix: false,
  fuzzy: false,
  maxFuzzy: 6,
  boost: {},
  weights: { fuzzy: 0.45, prefix: 0.375 },
  bm25: defaultBM25params
};
var defaultAutoSuggestOptions = {
  combineWith: AND,
  prefix: (term, i, terms) => i === terms.length - 1
};
var defaultVacuumOptions = { batchSize: 1e3, batchWait: 10 };
var defaultVacuumConditions = { minDirtFactor: 0.1, minDirtCount: 20 };
var defaultAutoVacuumOptions = { ...defaultVacuumOptions, ...defaultVacuumConditions };
var assignUniqueTerm = (target, term) => {
  if (!target.includes(term))
    target.push(term);
};
var assignUniqueTerms = (target, source2) => {
  for (const term of source2) {
    if (!target.includes(term))
      target.push(term);
  }
};
var byScore = ({ score: a }, { score: b }) => b - a;
var createMap = () => /* @__PURE__ */ new Map();
var objectToNumericMap = (object2) => {
  const map = /* @__PURE__ */ new Map();
  for (const key of Object.keys(object2)) {
    map.set(parseInt(key, 10), object2[key]);
  }
  return map;
};
var objectToNumericMapAsync = async (object2) => {
  const map = /* @__PURE__ */ new Map();
  let count = 0;
  for (const key of Object.keys(object2)) {
    map.set(parseInt(key, 10), object2[key]);
    if (++count % 1e3 === 0) {
      await wait(0);
    }
  }
  return map;
};
var wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

// src/search/int-list.ts
var Int32List = class {
  /** The backing array, for reading and updating in place (replaced when a push outgrows it). */
  data;
  /** How many integers the list holds; setting it to 0 empties the list for reuse. */
  length;
  constructor(initial) {
    this.length = initial?.length ?? 0;
    this.data = new Int32Array(Math.max(1024, this.length * 2));
    if (initial) this.data.set(initial);
  }
  push(value) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(index2) {
    return this.data[index2];
  }
  /** The integers, sharing the list's memory (valid until the next push). */
  view() {
    return this.data.subarray(0, this.length);
  }
  /** The integers, copied into an array of their own. */
  result() {
    return this.data.slice(0, this.length);
  }
};
var CHUNK_BITS = 16;
var CHUNK_SIZE = 1 << CHUNK_BITS;
var CHUNK_MASK = CHUNK_SIZE - 1;
var RELEASED = new Int32Array(0);

// src/search/live-postings.ts
var FREQUENCY_SLOTS = 128;
var HIGH_FREQUENCY = FREQUENCY_SLOTS - 1;
var MAX_TERMS = 2 ** 31 / FREQUENCY_SLOTS;

// src/search/fts.ts
var FIELD_COUNT = INDEX_FIELDS.length;

// src/search/minisearch-index.ts
var DETAIL = INDEX_FIELDS.indexOf("detail");
var Postings = class {
  /** document, frequency; document, frequency; ... */
  pairs = new Int32Array(2);
  size = 0;
  /** One more occurrence in `document`: the last one counted, or a later one (MiniSearch adds a document's terms together, documents in order). */
  count(document) {
    const last2 = (this.size - 1) * 2;
    if (last2 >= 0 && this.pairs[last2] === document) {
      this.pairs[last2 + 1]++;
      return;
    }
    if (last2 >= 0 && this.pairs[last2] > document)
      throw new Error(`a posting for document ${document} after document ${this.pairs[last2]}`);
    if (last2 + 2 === this.pairs.length) {
      const pairs = new Int32Array(this.pairs.length * 2);
      pairs.set(this.pairs);
      this.pairs = pairs;
    }
    this.pairs[last2 + 2] = document;
    this.pairs[last2 + 3] = 1;
    this.size++;
  }
  /** Gives back the room kept for more documents. */
  trim() {
    if (this.pairs.length > this.size * 2) this.pairs = this.pairs.slice(0, this.size * 2);
  }
  /** The i-th document (in document order) and its frequency. */
  documentAt(i) {
    return this.pairs[i * 2];
  }
  frequencyAt(i) {
    return this.pairs[i * 2 + 1];
  }
  get(document) {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = low + high >> 1;
      const found = this.pairs[middle * 2];
      if (found === document) return this.pairs[middle * 2 + 1];
      if (found < document) low = middle + 1;
      else high = middle - 1;
    }
    return void 0;
  }
  *keys() {
    for (let i = 0; i < this.size; i++) yield this.pairs[i * 2];
  }
};
var MiniSearchIndex = class {
  mini = new MiniSearch({
    idField: "group",
    fields: [...INDEX_FIELDS],
    extractField: (document, field) => field === "group" ? document.group : document.fields[INDEX_FIELDS.indexOf(field)],
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term) ?? null
  });
  /** How many records each group (MiniSearch document) stands for. */
  counts = new Int32Array(1024);
  /** Each group's field lengths as MiniSearch counted them (by field id: the order of INDEX_FIELDS). */
  lengths = new Int32Array(1024 * FIELD_COUNT);
  /** Per field, the sum of its length over records. */
  totalLengths = new Float64Array(FIELD_COUNT);
  groups = 0;
  records = 0;
  /** Scratch space for one search, by group, kept between searches (zeroed after use). */
  termScores = new Float64Array(0);
  lastTerm = new Int32Array(0);
  matchedTerms = new Int32Array(0);
  constructor() {
    const internals = this.mini;
    const identity = {
      has: (key) => key < internals._nextId,
      get: (key) => key < internals._nextId ? key : void 0,
      set: (key, value) => {
        if (key !== value) throw new Error(`MiniSearch numbered group ${key} as ${value}`);
      }
    };
    internals.addTerm = (fieldId, document, term) => {
      const data = internals._index.fetch(term, () => /* @__PURE__ */ new Map());
      let postings = data.get(fieldId);
      if (!postings) data.set(fieldId, postings = new Postings());
      postings.count(document);
    };
    internals._documentIds = identity;
    internals._idToShortId = identity;
    internals._fieldLength = {
      get: (group) => group < this.counts.length ? this.lengths.subarray(group * FIELD_COUNT, (group + 1) * FIELD_COUNT) : void 0,
      set: (group, lengths) => {
        this.grow(group + 1);
        this.lengths.set(
          lengths.slice(0, FIELD_COUNT).map((length) => length ?? 0),
          group * FIELD_COUNT
        );
      }
    };
  }
  /** Records held. */
  get recordCount() {
    return this.records;
  }
  /** Groups held. */
  get groupCount() {
    return this.groups;
  }
  /**
   * Adds the next records; a record's group must be known or be the next new one.
   * `detailOf` gives the detail of an event whose record came without it (undefined when
   * the event is not known: the record is then indexed without it).
   */
  add(batch, detailOf2 = () => void 0) {
    for (let i = 0; i < batch.groups.length; i++) {
      const group = batch.groups[i];
      if (group >= this.groups) {
        const given = batch.texts[i];
        if (!given || group !== this.groups)
          throw new Error(
            `record ${this.records} opens group ${group} without its text, or out of order`
          );
        let fields = given.fields;
        if (given.findDetail === true) {
          const detail = detailOf2(given.eventId);
          if (detail) fields = fields.map((text2, field) => field === DETAIL ? detail : text2);
        }
        this.grow(group + 1);
        this.mini.add({ group, fields });
        this.groups++;
      }
      this.counts[group]++;
      for (let field = 0; field < FIELD_COUNT; field++)
        this.totalLengths[field] += this.lengths[group * FIELD_COUNT + field];
      this.records++;
    }
  }
  /** Gives back the room kept for postings yet to come (after a build: what is appended later grows them again). */
  trim() {
    for (const data of this.mini._index.values())
      for (const postings of data.values()) postings.trim();
  }
  grow(size) {
    if (size <= this.counts.length) return;
    const length = Math.max(size, this.counts.length * 2);
    const counts = new Int32Array(length);
    counts.set(this.counts);
    this.counts = counts;
    const lengths = new Int32Array(length * FIELD_COUNT);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }
  /**
   * The query's score for every group it matches, as FullTextIndex.search scores them (and
   * MiniSearch's `search` when no two records read the same): per query term and each longer
   * term it is a prefix of (weighted down as MiniSearch weighs prefix matches), per field,
   * BM25+ with the field's boost, summed, then times the number of distinct query terms
   * matched.
   *
   * Scored term by term into typed arrays rather than through MiniSearch's `search`, which
   * builds a result object per matching document for every term and merges the maps: a
   * word in most records (`test`) took it 60-80 ms at 100,000 records, this a few.
   */
  search(query, settings) {
    const groups = this.groups;
    const scores = new Float64Array(groups);
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    if (fields.length === 0 || this.records === 0) return { documents: new Int32Array(0), scores };
    if (this.termScores.length < groups) {
      const size = Math.max(groups, this.termScores.length * 2);
      this.termScores = new Float64Array(size);
      this.lastTerm = new Int32Array(size);
      this.matchedTerms = new Int32Array(size);
    }
    const { termScores, lastTerm, matchedTerms, counts, lengths, records } = this;
    const { _index: terms, _fieldIds: fieldIds } = this.mini;
    const { k, b, d } = settings.bm25;
    const matched = new Int32List();
    const termMatched = new Int32List();
    const scoreTerm = (data, weight) => {
      if (!data) return;
      for (const field of fields) {
        const fieldId = fieldIds[field];
        const postings = data.get(fieldId);
        if (!postings) continue;
        const size = postings.size;
        let matching2 = 0;
        for (let i = 0; i < size; i++) matching2 += counts[postings.documentAt(i)];
        const average = this.totalLengths[fieldId] / records;
        const inverse = Math.log(1 + (records - matching2 + 0.5) / (matching2 + 0.5));
        const factor = weight * settings.boosts[field];
        for (let i = 0; i < size; i++) {
          const group = postings.documentAt(i);
          const frequency = postings.frequencyAt(i);
          const length = lengths[group * FIELD_COUNT + fieldId];
          if (termScores[group] === 0) termMatched.push(group);
          termScores[group] += factor * (inverse * (d + frequency * (k + 1) / (frequency + k * (1 - b + b * length / average))));
        }
      }
    };
    const distinct = /* @__PURE__ */ new Map();
    for (const word of splitWords(query)) {
      const term = indexTerm(word);
      if (!term) continue;
      let termIndex = distinct.get(term);
      if (termIndex === void 0) distinct.set(term, termIndex = distinct.size);
      termMatched.length = 0;
      scoreTerm(terms.get(term), 1);
      if (settings.prefixMinLength > 0 && term.length >= settings.prefixMinLength) {
        for (const [longer, data] of terms.atPrefix(term)) {
          const distance = longer.length - term.length;
          if (distance > 0)
            scoreTerm(
              data,
              settings.prefixWeight * longer.length / (longer.length + 0.3 * distance)
            );
        }
      }
      for (let i = 0; i < termMatched.length; i++) {
        const group = termMatched.at(i);
        if (scores[group] === 0) matched.push(group);
        scores[group] += termScores[group];
        termScores[group] = 0;
        if (lastTerm[group] !== termIndex + 1) {
          lastTerm[group] = termIndex + 1;
          matchedTerms[group]++;
        }
      }
    }
    const documents = matched.result();
    for (const group of documents) {
      scores[group] *= matchedTerms[group];
      lastTerm[group] = 0;
      matchedTerms[group] = 0;
    }
    return { documents, scores };
  }
  /**
   * MiniSearch's own `search` of `query`: a score by group (for the tests, which hold `search`
   * to it where every group has one record).
   */
  miniSearchScores(query, settings) {
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    const scores = /* @__PURE__ */ new Map();
    if (fields.length === 0) return scores;
    const options = {
      // MiniSearch reads a boost of 0 as 1: a field left out of the ranking is left out of the search.
      fields,
      boost: settings.boosts,
      bm25: settings.bm25,
      combineWith: "OR",
      ...settings.prefixMinLength > 0 ? {
        prefix: (term) => term.length >= settings.prefixMinLength,
        weights: { fuzzy: 0.1, prefix: settings.prefixWeight }
      } : {}
    };
    for (const result of this.mini.search(query, options))
      scores.set(result.id, result.score);
    return scores;
  }
};

// src/search/minisearch-worker.ts
var port = parentPort;
if (!port) throw new Error("minisearch-worker runs as a worker thread");
var index = new MiniSearchIndex();
var details;
var missingDetails = 0;
function detailOf(eventId2) {
  const detail = details?.get(eventId2);
  if (detail === void 0 && details) missingDetails++;
  return detail;
}
function reply(message, transfer = []) {
  port.postMessage(message, transfer);
}
port.on("message", (request) => {
  try {
    switch (request.kind) {
      case "details":
        details = /* @__PURE__ */ new Map();
        scanEventLog(
          request.paths,
          ({ event }) => {
            const detail = itemFromEvent(event, () => void 0).record?.detail;
            if (detail) details.set(event.id, detail);
          },
          { local: true }
        );
        return;
      case "add":
        index.add(request.records, detailOf);
        return;
      case "sync":
        details = void 0;
        index.trim();
        reply({ kind: "synced", id: request.id, records: index.recordCount, missingDetails });
        return;
      case "search": {
        const { documents, scores } = index.search(request.query, request.settings);
        reply({ kind: "scores", id: request.id, documents, scores }, [
          documents.buffer,
          scores.buffer
        ]);
        return;
      }
    }
  } catch (error) {
    reply({
      kind: "failed",
      ..."id" in request ? { id: request.id } : {},
      message: error instanceof Error ? error.message : String(error)
    });
  }
});
