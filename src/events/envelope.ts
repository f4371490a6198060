/**
 * The event envelope: the fixed fields every line carries around its type-specific
 * `data`, their defaults, and the one function that turns any JSON value into a valid
 * event or says precisely what is wrong with it.
 */
import { UpgradeRequiredError, ValidationError } from '../errors.js';
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
  str,
  type Infer,
} from './check.js';
import { EVENT_ID_PATTERN } from './id.js';
import { restoreLine } from './line-compaction.js';
import {
  EVENT_TYPE_NAMES,
  EVENT_TYPES,
  isEventType,
  type EventDataOf,
  type EventType,
} from './types.js';

/** The newest version of the line format this code reads and writes. */
export const FORMAT_VERSION = 1;

/** The envelope's field names, in the order they are written. */
export const ENVELOPE_FIELDS = [
  'v',
  'id',
  'ts',
  'type',
  'session',
  'branch',
  'author',
  'content',
  'salience',
  'confidence',
  'immortal',
  'source',
  'refs',
  'data',
] as const;

export const LAYERS = ['structural', 'keyword', 'tag', 'summary', 'manual', 'import'] as const;
export type Layer = (typeof LAYERS)[number];

/** Default confidence for each extraction layer; keyword extraction sets its own per match. */
export const LAYER_CONFIDENCE: Record<Layer, number> = {
  structural: 1,
  keyword: 0.5,
  tag: 1,
  // Claude Code's own compaction summary: an LLM's account, right far more often than not, but second-hand.
  summary: 0.8,
  manual: 1,
  import: 1,
};

/** How a plan_step_completed's content starts; a line may leave out `data.step` when the content is this and the step. */
export const STEP_PREFIX = 'Completed: ';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const timestamp = matching(ISO_UTC, 'an ISO-8601 UTC time such as 2026-11-20T14:03:11.000Z');
const eventId = matching(EVENT_ID_PATTERN, 'a 26-character event id (ULID, uppercase)');

const source = object({
  layer: oneOf(...LAYERS),
  tool: optional(str),
  record: optional(str),
  agent: optional(str),
});
export type EventSource = Infer<typeof source>;

/** One event, as stored. Keys not listed here are preserved when an event is rewritten. */
export interface CortexEvent<T extends EventType = EventType> {
  v: number;
  id: string;
  ts: string;
  type: T;
  session: string | null;
  branch: string | null;
  author: string | null;
  content: string;
  salience: number;
  confidence: number;
  immortal: boolean;
  source: EventSource;
  refs: string[];
  data: EventDataOf<T>;
  [unknownField: string]: unknown;
}

/** Any event, narrowed by `type`. */
export type AnyEvent = { [T in EventType]: CortexEvent<T> }[EventType];

const CHECKS = Object.entries({
  session: nullable(str),
  branch: nullable(str),
  author: nullable(str),
  content: nonEmptyStr,
  salience: num(0, 1),
  confidence: num(0, 1),
  immortal: bool,
  source,
  refs: arrayOf(eventId),
});

const LAYER_SET = new Set<string>(LAYERS);
const ID_CHARS = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** Whether `ts` names a real calendar time (the pattern only checks its shape). */
function isRealTime(ts: string): boolean {
  const month = Number(ts.slice(5, 7));
  const day = Number(ts.slice(8, 10));
  const hour = Number(ts.slice(11, 13));
  const minute = Number(ts.slice(14, 16));
  const second = Number(ts.slice(17, 19));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return false;
  if (day <= 28) return true;
  const year = Number(ts.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * The common case, checked without allocating: a complete envelope with every field of
 * the right type, where `salience`, `confidence`, `immortal` and `refs` may be left out (codec.ts
 * leaves them out at their defaults, which are filled in here). Reading a large log
 * validates every line, so this matters; anything it does not accept goes through the
 * thorough checks, which also explain what is wrong.
 */
function isCompleteEnvelope(value: Record<string, unknown>, type: EventType): boolean {
  const { id, ts, session, branch, author, content, salience, confidence, immortal, source, refs } =
    value;
  if (value.v !== FORMAT_VERSION || typeof id !== 'string' || !ID_CHARS.test(id)) return false;
  if (typeof ts !== 'string' || !ISO_UTC.test(ts)) return false;
  if (
    !(session === null || typeof session === 'string') ||
    !(branch === null || typeof branch === 'string')
  )
    return false;
  if (!(author === null || typeof author === 'string')) return false;
  if (typeof content !== 'string' || content.trim() === '') return false;
  if (salience !== undefined && (typeof salience !== 'number' || !(salience >= 0 && salience <= 1)))
    return false;
  if (
    confidence !== undefined &&
    (typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 1))
  )
    return false;
  if (
    (immortal !== undefined && typeof immortal !== 'boolean') ||
    (refs !== undefined && !Array.isArray(refs))
  )
    return false;
  if (!isPlainObject(source) || typeof source.layer !== 'string' || !LAYER_SET.has(source.layer))
    return false;
  for (const key of ['tool', 'record', 'agent'])
    if (source[key] !== undefined && typeof source[key] !== 'string') return false;
  if (refs !== undefined)
    for (const ref of refs as unknown[])
      if (typeof ref !== 'string' || !ID_CHARS.test(ref)) return false;
  if (value.data === undefined) value.data = {};
  else if (!isPlainObject(value.data)) return false;
  if (confidence === undefined) value.confidence = LAYER_CONFIDENCE[source.layer as Layer];
  if (salience === undefined) value.salience = EVENT_TYPES[type].salience;
  if (immortal === undefined) value.immortal = EVENT_TYPES[type].immortal;
  if (refs === undefined) value.refs = [];
  return true;
}

/** The thorough checks: fills defaults for fields that may be left out, and names the first bad field. */
function checkEnvelope(value: Record<string, unknown>, type: EventType): void {
  const version = int(value.v, 'v');
  if (version > FORMAT_VERSION) throw new UpgradeRequiredError(version, FORMAT_VERSION);
  if (version < 1) throw new ValidationError('v', `must be 1 or more, got ${version}`);
  eventId(value.id, 'id');
  timestamp(value.ts, 'ts');
  const definition = EVENT_TYPES[type];
  value.session ??= null;
  value.branch ??= null;
  value.author ??= null;
  value.salience ??= definition.salience;
  value.immortal ??= definition.immortal;
  value.source ??= { layer: 'import' };
  value.refs ??= [];
  value.data ??= {};
  if (value.confidence === undefined) {
    const layer = isPlainObject(value.source) ? value.source.layer : undefined;
    value.confidence =
      typeof layer === 'string' && layer in LAYER_CONFIDENCE ? LAYER_CONFIDENCE[layer as Layer] : 1;
  }
  for (const [field, check] of CHECKS) check(value[field], field);
}

/**
 * Puts back the `data.step` a plan_step_completed line leaves out when its content is
 * `Completed: <step>` (codec.ts), first among data's keys, where it was written from.
 */
function completeRepeatedStep(value: Record<string, unknown>): void {
  const data = value.data;
  const content = value.content;
  if (
    !isPlainObject(data) ||
    data.step !== undefined ||
    typeof content !== 'string' ||
    !content.startsWith(STEP_PREFIX)
  )
    return;
  value.data = { step: content.slice(STEP_PREFIX.length), ...data };
}

/**
 * One copy of each short string that many events repeat (their session, branch, author and
 * type, their source's tool and layer): JSON.parse makes a new string for every line, and a
 * log of 100,000 events held in memory (the digest) repeated them in every event. Bounded:
 * it starts again once it holds INTERNED_MAX strings.
 */
const interned = new Map<string, string>();
const INTERNED_MAX = 20_000;

function intern(text: unknown): unknown {
  if (typeof text !== 'string' || text.length > 80) return text;
  const known = interned.get(text);
  if (known !== undefined) return known;
  if (interned.size >= INTERNED_MAX) interned.clear();
  interned.set(text, text);
  return text;
}

function internRepeated(value: Record<string, unknown>): void {
  value.type = intern(value.type);
  value.session = intern(value.session);
  value.branch = intern(value.branch);
  value.author = intern(value.author);
  const source = value.source as Record<string, unknown>;
  source.tool = intern(source.tool);
  source.layer = intern(source.layer);
}

/**
 * Checks a parsed JSON value and returns it as an event, filling the defaults for fields
 * that may be left out (`session`, `branch`, `author`, `salience`, `confidence`, `immortal`,
 * `source`, `refs`, `data`). The value is completed in place; unknown keys stay.
 * Throws ValidationError naming the first bad field, or UpgradeRequiredError.
 */
/** How deep an event's data may nest: cortex's own go four levels down. */
export const MAX_DATA_DEPTH = 32;

/**
 * Refuses data nested deeper than MAX_DATA_DEPTH, walking it with a stack of its own, so
 * that no reader (the renderers, JSON.stringify, the control-character sweep) meets a value
 * deep enough to overflow the call stack.
 */
function checkDepth(data: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 1 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_DATA_DEPTH)
      throw new ValidationError('data', `nested more than ${MAX_DATA_DEPTH} levels deep`);
    for (const child of Array.isArray(value) ? value : Object.values(value))
      if (child !== null && typeof child === 'object')
        stack.push({ value: child, depth: depth + 1 });
  }
}

export function validateEvent(value: unknown): AnyEvent {
  if (!isPlainObject(value)) throw new ValidationError('', 'an event must be a JSON object');
  if (typeof value.v === 'number' && value.v > FORMAT_VERSION)
    throw new UpgradeRequiredError(value.v, FORMAT_VERSION);
  const type = value.type;
  if (typeof type !== 'string' || !isEventType(type)) {
    if (typeof type !== 'string') str(type, 'type');
    throw new ValidationError(
      'type',
      `unknown event type ${JSON.stringify(type)} (known: ${EVENT_TYPE_NAMES.join(', ')})`,
    );
  }
  // A plan line gets back what it left out (line-compaction.ts) before it is checked.
  if (type === 'plan_created' || type === 'plan_step_completed') restoreLine(value);
  if (!isCompleteEnvelope(value, type)) checkEnvelope(value, type);
  if (type === 'plan_step_completed') completeRepeatedStep(value);
  if (!isRealTime(value.ts as string))
    throw new ValidationError('ts', `not a real date: ${String(value.ts)}`);
  checkDepth(value.data);
  EVENT_TYPES[type].data(value.data, 'data');
  if (EVENT_TYPES[type].category === 'control' && (value.refs as string[]).length === 0) {
    throw new ValidationError('refs', `a ${type} event must name the event(s) it applies to`);
  }
  internRepeated(value);
  return value as AnyEvent;
}

/** What a new event needs; everything else has a default. */
export interface EventInit<T extends EventType> {
  id: string;
  ts: string;
  type: T;
  content: string;
  source: EventSource;
  session?: string | null;
  branch?: string | null;
  author?: string | null;
  salience?: number;
  confidence?: number;
  immortal?: boolean;
  refs?: string[];
  data?: EventDataOf<T>;
}

/** Builds a complete, valid event with the envelope's fields in their written order. */
export function makeEvent<T extends EventType>(init: EventInit<T>): CortexEvent<T> {
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
    data: init.data ?? ({} as EventDataOf<T>),
  };
  validateEvent(event);
  return event as CortexEvent<T>;
}
