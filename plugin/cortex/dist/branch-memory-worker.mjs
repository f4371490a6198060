// src/search/branch-memory-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/git/branch-memory.ts
import { spawnSync as spawnSync2 } from "node:child_process";
import { existsSync, readdirSync, readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import { dirname as dirname3, join as join4, relative, resolve as resolve2, sep } from "node:path";

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
function describeLineError(error) {
  if (error instanceof UpgradeRequiredError) return `${error.message}; ${error.hint}`;
  if (error instanceof CortexError)
    return error.code === "NOT_JSON" ? error.message : `invalid event: ${error.message}`;
  return `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
}
function parseEventText(text, file) {
  const entries = [];
  const warnings = [];
  const lines = text.split("\n");
  const complete = text.endsWith("\n");
  if (complete) lines.pop();
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (line.trim() === "") continue;
    const lineNumber = i + 1;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)"
      });
      continue;
    }
    try {
      entries.push({ event: parseEventLine(line), line: lineNumber });
    } catch (error) {
      const torn = !complete && i === lines.length - 1;
      warnings.push({
        file,
        line: lineNumber,
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error)
      });
    }
  }
  return { entries, warnings };
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

// src/events/paths.ts
import { join } from "node:path";
function local(paths2, ...parts) {
  return join(paths2.localDir, ...parts);
}
function branchMemoryFile(paths2) {
  return local(paths2, "branch-memory.json");
}

// src/files.ts
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join as join2 } from "node:path";
function readTextIfExists(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}
function writeFileAtomic(path, data, options = {}) {
  if (options.makeFolder) mkdirSync(dirname(path), { recursive: true });
  if (options.temporaryIn) mkdirSync(options.temporaryIn, { recursive: true });
  const temporary = options.temporaryIn ? join2(options.temporaryIn, `${basename(path)}.${process.pid}.tmp`) : `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

// src/git/plumbing/repo.ts
import { dirname as dirname2, join as join3, resolve } from "node:path";

// src/git/plumbing/refs.ts
function parseHeadFile(content) {
  const text = content.trim();
  if (text.startsWith("ref:")) return { ref: text.slice(4).trim() };
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(text)) return { commit: text };
  return void 0;
}
function findPackedRef(packedRefs, ref) {
  for (const line of packedRefs.split("\n")) {
    if (line.startsWith("#") || line.startsWith("^")) continue;
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1).trim() === ref) return line.slice(0, space);
  }
  return void 0;
}
function branchOfRef(ref) {
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null;
}

// src/git/plumbing/repo.ts
function readHead(repo2) {
  const head = parseHeadFile(readTextIfExists(join3(repo2.gitDir, "HEAD")) ?? "");
  if (!head) return { branch: null, commit: null };
  if ("commit" in head) return { branch: null, commit: head.commit };
  const loose = readTextIfExists(join3(repo2.commonDir, head.ref)) ?? readTextIfExists(join3(repo2.gitDir, head.ref));
  const commit = loose?.trim() || findPackedRef(readTextIfExists(join3(repo2.commonDir, "packed-refs")) ?? "", head.ref) || null;
  return { branch: branchOfRef(head.ref), commit };
}
function gitOutput(cwd, args) {
  const { spawnSync: spawnSync3 } = process.getBuiltinModule("node:child_process");
  const result = spawnSync3("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"]
  });
  if (result.status !== 0) return void 0;
  return result.stdout.trim();
}

// src/trust/authorship.ts
function readEventFileAdders(repo2, range = []) {
  return tryReadEventFileAdders(repo2, range) ?? /* @__PURE__ */ new Map();
}
function tryReadEventFileAdders(repo2, range = []) {
  const out = gitOutput(repo2.root, [
    "log",
    "--diff-filter=A",
    "--no-renames",
    "--format=%x01%ae",
    "--name-only",
    ...range,
    "--",
    ".cortex/events"
  ]);
  if (out === void 0) return void 0;
  const adders = /* @__PURE__ */ new Map();
  for (const block of out.split("")) {
    const [email, ...files] = block.split("\n").map((line) => line.trim());
    if (!email) continue;
    for (const file of files) if (file) adders.set(file, email);
  }
  return adders;
}

// src/git/history.ts
import { spawnSync } from "node:child_process";

// src/git/plumbing/objects.ts
function parseCatFileBatch(output, count) {
  const blobs = [];
  let offset = 0;
  while (blobs.length < count && offset < output.length) {
    const newline = output.indexOf(10, offset);
    if (newline < 0) break;
    const header = output.toString("utf8", offset, newline);
    offset = newline + 1;
    if (header.endsWith(" missing")) {
      blobs.push(void 0);
      continue;
    }
    const size = Number(header.split(" ")[2]);
    blobs.push(output.subarray(offset, offset + size));
    offset += size + 1;
  }
  return blobs;
}

// src/git/history.ts
var EVENTS_PATH = ".cortex/events";
function git(repo2, args, input) {
  const result = spawnSync("git", args, { cwd: repo2.root, input, maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new CortexError(
      "GIT_FAILED",
      `git ${args.join(" ")} failed: ${result.stderr.toString().trim().split("\n")[0] ?? ""}`
    );
  }
  return result.stdout;
}
function readBlobs(repo2, objects) {
  if (objects.length === 0) return [];
  const output = git(repo2, ["cat-file", "--batch"], objects.join("\n") + "\n");
  return parseCatFileBatch(output, objects.length).map((blob) => blob?.toString("utf8"));
}

// src/git/branch-memory.ts
var CACHE_VERSION = 3;
function encodeBranchCache(cache) {
  const entries = [];
  const indices = /* @__PURE__ */ new Map();
  const refs = {};
  for (const [name, ref] of Object.entries(cache.refs)) {
    const files = ref.files.map((entry) => {
      const key = entry.join("\0");
      let index = indices.get(key);
      if (index === void 0) {
        index = entries.push(entry) - 1;
        indices.set(key, index);
      }
      return index;
    });
    refs[name] = { ...ref, files };
  }
  return JSON.stringify({
    version: CACHE_VERSION,
    entries,
    refs,
    blobs: cache.blobs,
    worktreeFiles: cache.worktreeFiles
  });
}
function branchMemoryCacheFile(paths2) {
  return branchMemoryFile(paths2);
}
function loadCache(paths2) {
  try {
    const stored = JSON.parse(
      readFileSync2(branchMemoryCacheFile(paths2), "utf8")
    );
    if (stored?.version === CACHE_VERSION && Array.isArray(stored.entries) && stored.refs && stored.blobs && stored.worktreeFiles) {
      const refs = {};
      for (const [name, ref] of Object.entries(stored.refs)) {
        const files = ref.files.map((index) => stored.entries[index]);
        if (!files.every(Array.isArray)) throw new Error("damaged");
        refs[name] = { ...ref, files };
      }
      return {
        version: CACHE_VERSION,
        refs,
        blobs: stored.blobs,
        worktreeFiles: stored.worktreeFiles
      };
    }
  } catch {
  }
  return { version: CACHE_VERSION, refs: {}, blobs: {}, worktreeFiles: {} };
}
function isShared(event) {
  return EVENT_TYPES[event.type].category !== "activity";
}
function memoryEventsOf(text, label) {
  return parseEventText(text, label).entries.map((entry) => entry.event).filter(isShared);
}
function readLocalBranches(repo2) {
  const branches = /* @__PURE__ */ new Map();
  for (const line of (readTextIfExists(join4(repo2.commonDir, "packed-refs")) ?? "").split("\n")) {
    const match = /^([0-9a-f]{40,64}) refs\/heads\/(.+)$/.exec(line.trim());
    if (match) branches.set(match[2], match[1]);
  }
  const walk = (dir, prefix) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join4(dir, entry.name), name);
      else {
        const commit = readTextIfExists(join4(dir, entry.name))?.trim();
        if (commit && /^[0-9a-f]{40,64}$/.test(commit)) branches.set(name, commit);
      }
    }
  };
  walk(join4(repo2.commonDir, "refs", "heads"), "");
  return branches;
}
function readOtherWorktrees(repo2) {
  const found = [];
  if (repo2.commonDir !== repo2.gitDir && existsSync(join4(repo2.commonDir, "HEAD")) && !repo2.commonDir.endsWith(`${sep}.bare`)) {
    const root = dirname3(repo2.commonDir);
    if (existsSync(join4(root, ".git"))) found.push({ root, gitDir: repo2.commonDir });
  }
  let linked = [];
  try {
    linked = readdirSync(join4(repo2.commonDir, "worktrees"));
  } catch {
  }
  for (const name of linked) {
    const gitDir = join4(repo2.commonDir, "worktrees", name);
    const pointer = readTextIfExists(join4(gitDir, "gitdir"))?.trim();
    if (!pointer) continue;
    found.push({ root: dirname3(resolve2(gitDir, pointer)), gitDir });
  }
  const here = resolve2(repo2.root);
  return found.filter((worktree) => resolve2(worktree.root) !== here && existsSync(worktree.root)).map((worktree) => {
    const head = parseHeadFile(readTextIfExists(join4(worktree.gitDir, "HEAD")) ?? "");
    return { root: worktree.root, branch: head && "ref" in head ? branchOfRef(head.ref) : null };
  });
}
function parseLongTree(output) {
  const files = [];
  for (const record of output.split("\0")) {
    const tab = record.indexOf("	");
    if (tab < 0) continue;
    const [, type, object2, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (type === "blob" && object2 && path.endsWith(".ndjson"))
      files.push([path, object2, Number(size)]);
  }
  return files;
}
function listEventFilesAt(repo2, commit) {
  const result = spawnSync2("git", ["ls-tree", "-r", "-l", "-z", commit, "--", `${EVENTS_PATH}/`], {
    cwd: repo2.root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024
  });
  return result.status === 0 ? parseLongTree(result.stdout) : void 0;
}
function eventFilesOfWorktree(root) {
  const base = join4(root, EVENTS_PATH);
  const files = [];
  let months;
  try {
    months = readdirSync(base);
  } catch {
    return files;
  }
  for (const month of months) {
    let names;
    try {
      names = readdirSync(join4(base, month));
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith(".ndjson")) files.push(join4(base, month, name));
  }
  return files.sort();
}
function readBranchMemory(repo2, paths2) {
  const cache = loadCache(paths2);
  let changed = false;
  const problems = [];
  const head = readHead(repo2);
  const branches = readLocalBranches(repo2);
  if (head.branch !== null) branches.delete(head.branch);
  const refs = {};
  for (const [branch, commit] of [...branches].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const known = cache.refs[branch];
    if (known?.commit === commit) {
      refs[branch] = known;
      continue;
    }
    const files = listEventFilesAt(repo2, commit);
    if (!files) {
      problems.push(`could not list the event files of branch ${branch}`);
      continue;
    }
    const adders = Object.fromEntries(
      readEventFileAdders(repo2, head.commit ? [commit, "--not", head.commit] : [commit])
    );
    refs[branch] = { commit, files, adders };
    changed = true;
  }
  const here = /* @__PURE__ */ new Set();
  if (head.commit) {
    const key = "\0HEAD";
    const known = cache.refs[key];
    const entry = known?.commit === head.commit ? known : { commit: head.commit, files: listEventFilesAt(repo2, head.commit) ?? [] };
    if (entry !== known) changed = true;
    refs[key] = entry;
    for (const [, object2] of entry.files) here.add(object2);
  }
  if (Object.keys(refs).length !== Object.keys(cache.refs).length) changed = true;
  const wanted = /* @__PURE__ */ new Set();
  for (const [branch, entry] of Object.entries(refs)) {
    if (branch === "\0HEAD") continue;
    for (const [, object2] of entry.files) if (!here.has(object2)) wanted.add(object2);
  }
  const missing = [...wanted].filter((object2) => cache.blobs[object2] === void 0);
  if (missing.length) {
    try {
      const texts = readBlobs(repo2, missing);
      missing.forEach(
        (object2, index) => cache.blobs[object2] = memoryEventsOf(texts[index] ?? "", object2.slice(0, 12))
      );
      changed = true;
    } catch (error) {
      problems.push(error.message);
    }
  }
  const events = [];
  const origins = /* @__PURE__ */ new Map();
  const take = (list, origin) => {
    for (const event of list) {
      if (origins.has(event.id)) continue;
      origins.set(event.id, { ...origin, author: event.author });
      events.push(event);
    }
  };
  for (const [branch, entry] of Object.entries(refs)) {
    if (branch === "\0HEAD") continue;
    for (const [path, object2] of entry.files) {
      const committer = entry.adders?.[path];
      if (!here.has(object2))
        take(cache.blobs[object2] ?? [], {
          branch,
          ...committer !== void 0 ? { committer } : {}
        });
    }
  }
  const worktreeFiles = {};
  for (const worktree of readOtherWorktrees(repo2)) {
    const committed = /* @__PURE__ */ new Map();
    if (worktree.branch !== null && refs[worktree.branch])
      for (const [path, , size] of refs[worktree.branch].files) committed.set(path, size);
    for (const file of eventFilesOfWorktree(worktree.root)) {
      let stat;
      try {
        stat = statSync2(file);
      } catch {
        continue;
      }
      const path = relative(worktree.root, file).split(sep).join("/");
      if (committed.get(path) === stat.size) continue;
      const known = cache.worktreeFiles[file];
      let entry;
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) entry = known;
      else {
        const text = readTextIfExists(file) ?? "";
        entry = { size: stat.size, mtimeMs: stat.mtimeMs, events: memoryEventsOf(text, file) };
        changed = true;
      }
      worktreeFiles[file] = entry;
      take(entry.events, { branch: worktree.branch, worktree: worktree.root });
    }
  }
  if (Object.keys(worktreeFiles).length !== Object.keys(cache.worktreeFiles).length) changed = true;
  if (changed) {
    const blobs = {};
    for (const object2 of wanted) if (cache.blobs[object2]) blobs[object2] = cache.blobs[object2];
    try {
      writeFileAtomic(
        branchMemoryCacheFile(paths2),
        encodeBranchCache({ version: CACHE_VERSION, refs, blobs, worktreeFiles }),
        { makeFolder: true }
      );
    } catch {
    }
  }
  return { events, origins, problems };
}

// src/search/branch-memory-worker.ts
var port = parentPort;
if (!port) throw new Error("branch-memory-worker runs as a worker thread");
var { repo, paths } = workerData;
var reply;
try {
  reply = { kind: "read", memory: readBranchMemory(repo, paths) };
} catch (error) {
  reply = { kind: "failed", message: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply);
