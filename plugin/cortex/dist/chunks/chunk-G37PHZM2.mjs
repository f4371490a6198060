import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENT_ID_PATTERN,
  deriveEventId,
  shortId,
  timeOfId
} from "./chunk-A5IE5JQV.mjs";
import {
  arrayOf,
  bool,
  int,
  isPlainObject,
  matching,
  nonEmptyStr,
  nullable,
  num,
  object,
  oneOf,
  optional,
  str
} from "./chunk-FT5T7XM2.mjs";
import {
  CortexError,
  UpgradeRequiredError,
  ValidationError
} from "./chunk-JCOCGVG4.mjs";

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
function resolveEventType(name) {
  if (isEventType(name)) return name;
  return EVENT_TYPE_NAMES.find((type) => EVENT_TYPES[type].alias === name);
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

// src/events/line-compaction.ts
var STATUS_LETTER = { in_progress: "i", pending: "p", completed: "c" };
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
function compactLine(line) {
  let short;
  const data = line.data;
  if (line.type === "plan_created" && isRecord(data) && Array.isArray(data.steps) && Object.keys(data)[0] === "steps" && data.stepStatus === void 0) {
    const steps = data.steps;
    const letters = steps.map(
      (step) => isRecord(step) && Object.keys(step).join() === "content,status" ? STATUS_LETTER[String(step.status)] : void 0
    );
    if (steps.length > 0 && letters.every(Boolean)) {
      const { steps: _steps, ...rest } = data;
      short = { ...line, data: { stepStatus: letters.join(""), ...rest } };
    }
  }
  if (isTodoLine(line) && isRecord(line.source) && line.source.tool === TODO_TOOL) {
    const { tool: _tool, ...source2 } = line.source;
    short = { ...short ?? line, source: source2 };
  }
  if (!short) return void 0;
  const back = JSON.parse(JSON.stringify(short));
  restoreLine(back);
  return sameValue(back, line) ? short : void 0;
}
function sameValue(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== void 0);
  const bKeys = Object.keys(b).filter((key) => b[key] !== void 0);
  return keys.join("\0") === bKeys.join("\0") && keys.every((key) => sameValue(a[key], b[key]));
}

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
function makeEvent(init) {
  const definition = EVENT_TYPES[init.type];
  const event = {
    v: FORMAT_VERSION,
    id: init.id,
    ts: init.ts,
    type: init.type,
    session: init.session ?? null,
    branch: init.branch ?? null,
    author: init.author ?? null,
    content: init.content,
    salience: init.salience ?? definition.salience,
    confidence: init.confidence ?? LAYER_CONFIDENCE[init.source.layer],
    immortal: init.immortal ?? definition.immortal,
    source: init.source,
    refs: init.refs ?? [],
    data: init.data ?? {}
  };
  validateEvent(event);
  return event;
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
function isDefault(event, field) {
  switch (field) {
    case "immortal":
      return event.immortal === EVENT_TYPES[event.type]?.immortal;
    case "salience":
      return event.salience === EVENT_TYPES[event.type]?.salience;
    case "refs":
      return Array.isArray(event.refs) && event.refs.length === 0;
    case "confidence":
      return Object.hasOwn(LAYER_CONFIDENCE, event.source.layer) && event.confidence === LAYER_CONFIDENCE[event.source.layer];
    default:
      return false;
  }
}
function serializeEvent(event) {
  return serializeLine(event, true);
}
function serializeEventWhole(event) {
  return serializeLine(event, false);
}
function serializeLine(event, short) {
  const ordered = {};
  for (const field of ENVELOPE_FIELDS) if (!isDefault(event, field)) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  const data = dataWithoutRepeatedStep(event);
  if (data === void 0) delete ordered.data;
  else ordered.data = data;
  return JSON.stringify((short ? compactLine(ordered) : void 0) ?? ordered);
}
function dataWithoutRepeatedStep(event) {
  const data = event.data;
  if (event.type !== "plan_step_completed" || data === null || typeof data !== "object")
    return data;
  const keys = Object.keys(data);
  const step = data.step;
  if (keys[0] !== "step" || typeof step !== "string" || step === "" || event.content !== `${STEP_PREFIX}${step}`)
    return data;
  if (keys.length === 1) return void 0;
  const { step: _step, ...rest } = data;
  return rest;
}
function serializeEventComplete(event) {
  const ordered = {};
  for (const field of ENVELOPE_FIELDS) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  return JSON.stringify(ordered);
}

// src/events/collisions.ts
function redactionCount(text) {
  let count = 0;
  for (let at = text.indexOf("[REDACTED:"); at !== -1; at = text.indexOf("[REDACTED:", at + 10))
    count++;
  return count;
}
function timeKey(event) {
  if (event.ts.length === 24) return event.ts;
  const ms = Date.parse(event.ts);
  return Number.isNaN(ms) ? "\uFFFF" : new Date(ms).toISOString();
}
function compareSameId(first, second) {
  if (first === second) return { kind: "same" };
  const a = serializeEventComplete(first);
  const b = serializeEventComplete(second);
  if (a === b) return { kind: "same" };
  const redactedA = redactionCount(a);
  const redactedB = redactionCount(b);
  const sameFact = first.ts === second.ts && first.type === second.type && first.session === second.session && differsOnlyByRedaction(a, b);
  if (sameFact && redactedA !== redactedB)
    return redactedB > redactedA ? { kind: "replace" } : { kind: "same" };
  const [timeA, timeB] = [timeKey(first), timeKey(second)];
  const secondKeeps = timeB < timeA || timeB === timeA && b < a;
  return secondKeeps ? { kind: "collision", keeper: "second", renamed: { ...first, id: collisionId(first, a) } } : { kind: "collision", keeper: "first", renamed: { ...second, id: collisionId(second, b) } };
}
function isCopyOf(kept, event) {
  if (kept.ts !== event.ts || kept.session !== event.session) return false;
  return kept.content === event.content || differsOnlyByRedaction(kept.content, event.content);
}
function differsOnlyByRedaction(a, b) {
  const [more, less] = redactionCount(a) >= redactionCount(b) ? [a, b] : [b, a];
  if (redactionCount(more) === redactionCount(less)) return false;
  const pieces = more.split(/\[REDACTED:[^\]\n]{0,40}\]/);
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!less.startsWith(first) || !less.endsWith(last) || less.length < first.length + last.length)
    return false;
  let at = first.length;
  const end = less.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = less.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}
function collisionIdOf(event) {
  return collisionId(event, serializeEventComplete(event));
}
function collisionAliases(collisions) {
  return new Map(collisions.map((collision) => [collisionIdOf(collision.kept), collision.kept]));
}
function collisionId(event, serialized) {
  const ms = EVENT_ID_PATTERN.test(event.id) ? timeOfId(event.id) : Math.max(0, Date.parse(event.ts) || 0);
  return deriveEventId(ms, `id-collision\0${serialized}`);
}
function collisionOf(collisions, event) {
  for (const collision of collisions) {
    if (collision.kept.id === event.id && collision.kept.content === event.content)
      return { collision, other: collision.renamed };
    if (collision.renamed.id === event.id) return { collision, other: collision.kept };
  }
  return void 0;
}
function withCollidingEvents(events, collisions) {
  const out = [];
  for (const event of events) {
    if (!out.includes(event)) out.push(event);
    const other = collisionOf(collisions, event)?.other;
    if (other && !out.includes(other)) out.push(other);
  }
  return out;
}
function describeCollision(collision) {
  const first = (event) => event.content.split("\n", 1)[0].slice(0, 60);
  return `${collision.id} holds two different events: "${first(collision.kept)}" (${collision.kept.author ?? "unrecorded"}) and "${first(collision.renamed)}" (${collision.renamed.author ?? "unrecorded"}), now ${collision.renamed.id}`;
}
function collisionMarks(collision) {
  return [
    [collision.id, `id also used by another event, ${shortId(collision.renamed.id)}`],
    [
      collision.renamed.id,
      `id collision: recorded as ${shortId(collision.id)}, which names another event`
    ]
  ];
}

// src/events/order.ts
function compareEvents(a, b) {
  if (a.ts !== b.ts) {
    if (a.ts.length === 24 && b.ts.length === 24) return a.ts < b.ts ? -1 : 1;
    const difference = Date.parse(a.ts) - Date.parse(b.ts);
    if (difference !== 0) return difference;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function orderEvents(events) {
  const seen = /* @__PURE__ */ new Map();
  const keyed = [];
  const collisions = [];
  let duplicates = 0;
  const add = (event) => {
    const at = seen.get(event.id);
    if (at === void 0) {
      seen.set(event.id, keyed.length);
      keyed.push({ key: sortKey(event), event });
      return;
    }
    const first = keyed[at].event;
    const outcome = compareSameId(first, event);
    if (outcome.kind === "same") duplicates++;
    else if (outcome.kind === "replace") {
      duplicates++;
      keyed[at] = { key: sortKey(event), event };
    } else {
      const kept = outcome.keeper === "first" ? first : event;
      if (kept !== first) keyed[at] = { key: sortKey(event), event };
      if (!seen.has(outcome.renamed.id))
        collisions.push({ id: event.id, kept, renamed: outcome.renamed });
      add(outcome.renamed);
    }
  };
  for (const event of events) add(event);
  keyed.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return { events: keyed.map((entry) => entry.event), duplicates, collisions };
}
function sortKey(event) {
  return canonicalTime(event) + event.id;
}
function canonicalTime(event) {
  return event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString();
}
var NewestEvents = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  entries = [];
  ids = /* @__PURE__ */ new Map();
  /** Different events offered under one id, one renamed (see orderEvents). */
  collisions = [];
  offer(event) {
    if (this.limit <= 0) return;
    const first = this.ids.get(event.id);
    if (first) {
      const outcome = compareSameId(first, event);
      if (outcome.kind === "same") return;
      if (outcome.kind === "replace") {
        const entry = this.entries.find((kept) => kept.event === first);
        entry.event = event;
        this.ids.set(event.id, event);
        return;
      }
      const reported = this.ids.has(outcome.renamed.id);
      if (outcome.keeper === "second") {
        this.entries.splice(
          this.entries.findIndex((kept) => kept.event === first),
          1
        );
        this.ids.delete(first.id);
        this.offer(event);
      }
      if (!reported)
        this.collisions.push({
          id: event.id,
          kept: outcome.keeper === "first" ? first : event,
          renamed: outcome.renamed
        });
      this.offer(outcome.renamed);
      return;
    }
    const key = sortKey(event);
    const entries = this.entries;
    if (entries.length >= this.limit && key <= entries[0].key) return;
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = low + high >>> 1;
      if (entries[middle].key < key) low = middle + 1;
      else high = middle;
    }
    entries.splice(low, 0, { key, event });
    this.ids.set(event.id, event);
    if (entries.length > this.limit) this.ids.delete(entries.shift().event.id);
  }
  /** The events kept, oldest first. */
  events() {
    return this.entries.map((entry) => entry.event);
  }
};

export {
  EVENT_TYPES,
  EVENT_TYPE_NAMES,
  isEventType,
  resolveEventType,
  MEMORY_KINDS,
  MEMORY_KIND_NAMES,
  validateEvent,
  makeEvent,
  isConflictMarker,
  parseEventLine,
  serializeEvent,
  serializeEventWhole,
  isCopyOf,
  collisionIdOf,
  collisionAliases,
  collisionOf,
  withCollidingEvents,
  describeCollision,
  collisionMarks,
  compareEvents,
  orderEvents,
  sortKey,
  canonicalTime,
  NewestEvents
};
