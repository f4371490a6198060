/**
 * Lines of the log: parsing one into an event, writing one back. Writing puts the
 * envelope's fields first in their fixed order (readable diffs), then any fields this
 * version does not know, in the order they came, so they survive a rewrite.
 */
import { CortexError } from '../errors.js';
import { ENVELOPE_FIELDS, validateEvent, type AnyEvent, type CortexEvent } from './envelope.js';

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

/** Serialises an event as one line (no newline), envelope fields first. */
export function serializeEvent(event: CortexEvent): string {
  const ordered: Record<string, unknown> = {};
  for (const field of ENVELOPE_FIELDS) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  return JSON.stringify(ordered);
}
