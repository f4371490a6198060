/**
 * Two events under one id. Ids are random, so the same id twice is normally the same fact
 * read twice (a file copied by a merge): one copy is kept. A copy that is more redacted than
 * the other is the one kept, so a merge made without cortex's driver cannot bring a secret
 * back. Anything else is a collision, by accident or by a forger who reuses a real memory's
 * id in a file that sorts first: both are kept, the later one under an id derived from its
 * own bytes, and the collision is reported rather than one fact silently replacing the other.
 */
import { serializeEvent } from './codec.js';
import type { AnyEvent } from './envelope.js';
import { deriveEventId, EVENT_ID_PATTERN, timeOfId } from './id.js';

export interface IdCollision {
  /** The id both events claim; the first read keeps it. */
  id: string;
  /** The event that kept the id. */
  kept: AnyEvent;
  /** The other, as it is now known (under its derived id). */
  renamed: AnyEvent;
}

/** What to do with a second event under an id already seen. */
export type SameIdOutcome = { kind: 'same' } | { kind: 'replace' } | { kind: 'collision'; renamed: AnyEvent };

function redactionCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf('[REDACTED:'); at !== -1; at = text.indexOf('[REDACTED:', at + 10)) count++;
  return count;
}

/**
 * Compares `second` with `first`, already seen under the same id: the same event (`same`:
 * drop the second), a more redacted copy of it (`replace`: the second takes the first's
 * place), or a different fact (`collision`: keep both, the second renamed).
 */
export function compareSameId(first: AnyEvent, second: AnyEvent): SameIdOutcome {
  if (first === second) return { kind: 'same' };
  const a = serializeEvent(first);
  const b = serializeEvent(second);
  if (a === b) return { kind: 'same' };
  const redactedA = redactionCount(a);
  const redactedB = redactionCount(b);
  // A redacted copy of one event keeps its time, type and session; only its text differs.
  const sameFact = first.ts === second.ts && first.type === second.type && first.session === second.session;
  if (sameFact && redactedA !== redactedB) return redactedB > redactedA ? { kind: 'replace' } : { kind: 'same' };
  return { kind: 'collision', renamed: { ...second, id: collisionId(second, b) } };
}

/** The id a colliding event is known by: the time part of its own id, the rest from its bytes. */
function collisionId(event: AnyEvent, serialized: string): string {
  const ms = EVENT_ID_PATTERN.test(event.id) ? timeOfId(event.id) : Math.max(0, Date.parse(event.ts) || 0);
  return deriveEventId(ms, `id-collision\u0000${serialized}`);
}

/** One line per collision, for doctor, the log and the briefing. */
export function describeCollision(collision: IdCollision): string {
  const first = (event: AnyEvent) => event.content.split('\n', 1)[0]!.slice(0, 60);
  return `${collision.id} holds two different events: "${first(collision.kept)}" (${collision.kept.author ?? 'unrecorded'}) and "${first(collision.renamed)}" (${collision.renamed.author ?? 'unrecorded'}), now ${collision.renamed.id}`;
}
