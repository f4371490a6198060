/**
 * Finding an event by what a person types: its id, a unique prefix of it, or the short
 * form `cortex log` prints.
 */
import { CortexError } from '../errors.js';
import { collisionAliases, type IdCollision } from './collisions.js';
import type { AnyEvent } from './envelope.js';
import { matchesIdPrefix, shortId } from './id.js';

/**
 * Finds the one event `prefix` names; throws when it names none or several. `aliases` are
 * further ids events are known by (collisionAliases: an event that kept a collided id,
 * as search names it where it read the other first).
 */
export function findEventByPrefix(
  events: readonly AnyEvent[],
  prefix: string,
  aliases?: ReadonlyMap<string, AnyEvent>,
): AnyEvent {
  if (prefix.length < 4) {
    throw new CortexError('AMBIGUOUS_ID', `'${prefix}' is too short to name an event`, {
      hint: 'give at least 4 characters of the id',
    });
  }
  const matches = events.filter((event) => matchesIdPrefix(event.id, prefix));
  // An event known by a further id is one more candidate (the same event twice counts once).
  for (const [id, event] of aliases ?? [])
    if (matchesIdPrefix(id, prefix) && !matches.includes(event)) matches.push(event);
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    throw new CortexError('UNKNOWN_ID', `no event matches '${prefix}'`, {
      hint: "'cortex log --oneline' lists event ids",
    });
  }
  const listed = matches
    .slice(0, 5)
    .map(
      (event) =>
        `${shortId(event.id)} ${event.type}: ${event.content.split('\n', 1)[0]!.slice(0, 60)}`,
    );
  throw new CortexError('AMBIGUOUS_ID', `'${prefix}' matches ${matches.length} events`, {
    hint: `give more characters; candidates:\n  ${listed.join('\n  ')}`,
  });
}

/** Finds the one event of a log `prefix` names, the ids a collision gave its events included (see findEventByPrefix). */
export function findLoggedEvent(
  log: { events: readonly AnyEvent[]; collisions: readonly IdCollision[] },
  prefix: string,
): AnyEvent {
  return findEventByPrefix(log.events, prefix, collisionAliases(log.collisions));
}
