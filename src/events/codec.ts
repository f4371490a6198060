/**
 * Lines of the log: parsing one into an event, writing one back. Writing puts the
 * envelope's fields first in their fixed order (readable diffs), then any fields this
 * version does not know, in the order they came, so they survive a rewrite. Three fields
 * are left out when they hold what reading fills in anyway (`immortal` at its type's
 * default, `refs` empty, `confidence` at its layer's default): the log is committed, and
 * every line carrying them cost a sixth of its bytes. Lines that do carry them read the same.
 */
import { CortexError } from '../errors.js';
import { ENVELOPE_FIELDS, LAYER_CONFIDENCE, validateEvent, type AnyEvent, type CortexEvent } from './envelope.js';
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
export function parseEventLine(line: string): AnyEvent {
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
    case 'refs':
      return Array.isArray(event.refs) && event.refs.length === 0;
    case 'confidence':
      return Object.hasOwn(LAYER_CONFIDENCE, event.source.layer) && event.confidence === LAYER_CONFIDENCE[event.source.layer];
    default:
      return false;
  }
}

/**
 * Serialises an event as one line (no newline), envelope fields first, leaving out the
 * fields that hold their defaults, so that parseEventLine gives back an equal event.
 */
export function serializeEvent(event: CortexEvent): string {
  const ordered: Record<string, unknown> = {};
  for (const field of ENVELOPE_FIELDS) if (!isDefault(event, field)) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  return JSON.stringify(ordered);
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
