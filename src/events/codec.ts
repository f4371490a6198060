/**
 * Lines of the log: parsing one into an event, writing one back. Writing puts the
 * envelope's fields first in their fixed order (readable diffs), then any fields this
 * version does not know, in the order they came, so they survive a rewrite. Four fields
 * are left out when they hold what reading fills in anyway (`immortal` and `salience` at
 * their type's default, `refs` empty, `confidence` at its layer's default): the log is
 * committed, and every line carrying them cost a sixth of its bytes. Likewise a
 * plan_step_completed line leaves out `data.step` when its content is `Completed: <step>`
 * (the step written once, not twice), and `data` when nothing else is in it; a plan says
 * its steps once (line-compaction.ts). Lines that do carry them read the same.
 */
import { CortexError, ValidationError } from '../errors.js';
import {
  ENVELOPE_FIELDS,
  LAYER_CONFIDENCE,
  STEP_PREFIX,
  validateEvent,
  type AnyEvent,
  type CortexEvent,
} from './envelope.js';
import { compactLine } from './line-compaction.js';
import { EVENT_TYPES } from './types.js';

/** A line that is not JSON at all. */
export class NotJsonError extends CortexError {
  constructor(detail: string) {
    super('NOT_JSON', `not valid JSON (${detail})`);
  }
}

const ENVELOPE_FIELD_SET = new Set<string>(ENVELOPE_FIELDS);
const CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(\s|$)/;

/** Whether a line is one of git's conflict markers (`<<<<<<< ours`, `=======`, …). */
export function isConflictMarker(line: string): boolean {
  return CONFLICT_MARKER.test(line);
}

/** Parses and validates one line of the log (without its newline). */
/** The longest line read as an event: far above any cortex writes (capture keeps a memory's text to a few KiB). */
export const MAX_LINE_CHARS = 1_000_000;

export function parseEventLine(line: string): AnyEvent {
  // What one line may cost: a teammate's commit could hold a line of hundreds of megabytes.
  if (line.length > MAX_LINE_CHARS) {
    throw new ValidationError(
      '',
      `a line of ${line.length.toLocaleString('en-US')} characters, more than the ${MAX_LINE_CHARS.toLocaleString('en-US')} an event may take`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new NotJsonError(error instanceof Error ? error.message : String(error));
  }
  return validateEvent(value);
}

/** Whether reading a line without `field` would give `event` the same value (see checkEnvelope). */
function isDefault(event: CortexEvent, field: (typeof ENVELOPE_FIELDS)[number]): boolean {
  switch (field) {
    case 'immortal':
      return event.immortal === EVENT_TYPES[event.type]?.immortal;
    case 'salience':
      return event.salience === EVENT_TYPES[event.type]?.salience;
    case 'refs':
      return Array.isArray(event.refs) && event.refs.length === 0;
    case 'confidence':
      return (
        Object.hasOwn(LAYER_CONFIDENCE, event.source.layer) &&
        event.confidence === LAYER_CONFIDENCE[event.source.layer]
      );
    default:
      return false;
  }
}

/**
 * Serialises an event as one line (no newline), envelope fields first, leaving out the
 * fields that hold their defaults, so that parseEventLine gives back an equal event; a plan
 * says its steps once (line-compaction.ts).
 */
export function serializeEvent(event: CortexEvent): string {
  return serializeLine(event, true);
}

/**
 * As serializeEvent, but a plan's steps written out too: for output people and other tools
 * read (`cortex export`, `log --json`, `show --json`), and for what `cortex redact` rewrites
 * (the merge driver keeps the copy with more redaction marks, counted on the line).
 */
export function serializeEventWhole(event: CortexEvent): string {
  return serializeLine(event, false);
}

function serializeLine(event: CortexEvent, short: boolean): string {
  const ordered: Record<string, unknown> = {};
  for (const field of ENVELOPE_FIELDS) if (!isDefault(event, field)) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  const data = dataWithoutRepeatedStep(event);
  if (data === undefined) delete ordered.data;
  else ordered.data = data;
  return JSON.stringify((short ? compactLine(ordered) : undefined) ?? ordered);
}

/**
 * The `data` a line carries: for a plan_step_completed whose content is `Completed: <step>`,
 * without `step` (reading puts it back, first, see completeRepeatedStep), and undefined
 * when nothing is left. Only a leading `step` is left out, so the event read back has its
 * keys in the same order and serializeEventComplete gives the same bytes.
 */
function dataWithoutRepeatedStep(event: CortexEvent): unknown {
  const data = event.data as Record<string, unknown>;
  if (event.type !== 'plan_step_completed' || data === null || typeof data !== 'object')
    return data;
  const keys = Object.keys(data);
  const step = data.step;
  if (
    keys[0] !== 'step' ||
    typeof step !== 'string' ||
    step === '' ||
    event.content !== `${STEP_PREFIX}${step}`
  )
    return data;
  if (keys.length === 1) return undefined;
  const { step: _step, ...rest } = data;
  return rest;
}

/**
 * The event with every envelope field written out, defaults too: the form ids derived from
 * an event's bytes are computed on (collisions.ts), so they stay what they were before
 * serializeEvent left defaults out.
 */
export function serializeEventComplete(event: CortexEvent): string {
  const ordered: Record<string, unknown> = {};
  for (const field of ENVELOPE_FIELDS) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  return JSON.stringify(ordered);
}
