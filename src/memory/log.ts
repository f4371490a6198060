/**
 * The log read whole, for the commands that need more than the memory view's digest
 * (`cortex show`, `export`, `forget`): reads only, so that a command that loads this module
 * never loads the memory view, the renderers or search.
 */
import type { AnyEvent } from '../events/envelope.js';
import { withCollidingEvents } from '../events/collisions.js';
import { findLoggedEvent } from '../events/lookup.js';
import { readEventLog, type EventLog } from '../events/store.js';
import type { Project } from './open.js';

export type { EventLocation, EventLog } from '../events/store.js';

/**
 * The whole log as stored, every event (this clone's own activity too when `local`), with the
 * file and line of each when `locations`: what `cortex export`, `show` and `forget` read where
 * the memory view's digest is not enough.
 */
export function readWholeLog(
  project: Project,
  options: { locations?: boolean; local?: boolean } = {},
): EventLog {
  return readEventLog(project.paths, options);
}

/**
 * The events a person names by id in the whole log (a unique prefix, or either id of a
 * collision); two different events under one id are two facts, so asking for either gives both.
 */
export function findInWholeLog(log: EventLog, prefixes: readonly string[]): AnyEvent[] {
  return withCollidingEvents(
    prefixes.map((prefix) => findLoggedEvent(log, prefix)),
    log.collisions,
  );
}

/** Which side of an id collision an event is, if its id is one two different events use. */
export { collisionOf } from '../events/collisions.js';
