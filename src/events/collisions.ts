/**
 * Two events under one id. Ids are random, so the same id twice is normally the same fact
 * read twice (a file copied by a merge): one copy is kept. A copy that is more redacted than
 * the other is the one kept, so a merge made without cortex's driver cannot bring a secret
 * back. Anything else is a collision, by accident or by a forger who reuses a real memory's
 * id in a file that sorts first: both are kept and the collision is reported rather than one
 * fact silently replacing the other. Which one keeps the id depends on the two events alone,
 * never on which was read first (file names, merge order, what a cache held): the earlier
 * by time, then the lower by bytes; the other is known under an id derived from its own
 * bytes. So every clone, whichever way its branches were merged, names them alike.
 */
import { serializeEventComplete } from './codec.js';
import type { AnyEvent } from './envelope.js';
import { deriveEventId, EVENT_ID_PATTERN, shortId, timeOfId } from './id.js';

export interface IdCollision {
  /** The id both events claim; the earlier (see keepsId) keeps it. */
  id: string;
  /** The event that kept the id. */
  kept: AnyEvent;
  /** The other, as it is now known (under its derived id). */
  renamed: AnyEvent;
}

/**
 * What to do with a second event under an id already seen. In a collision, `keeper` says
 * which of the two keeps the id and `renamed` is the other under its derived id.
 */
export type SameIdOutcome =
  | { kind: 'same' }
  | { kind: 'replace' }
  | { kind: 'collision'; keeper: 'first' | 'second'; renamed: AnyEvent };

function redactionCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf('[REDACTED:'); at !== -1; at = text.indexOf('[REDACTED:', at + 10))
    count++;
  return count;
}

/** The event's time in canonical form (24 characters, sorts as a string); unparsable times sort last. */
function timeKey(event: AnyEvent): string {
  if (event.ts.length === 24) return event.ts;
  const ms = Date.parse(event.ts);
  return Number.isNaN(ms) ? '\uffff' : new Date(ms).toISOString();
}

/**
 * Compares `second` with `first`, already seen under the same id: the same event (`same`:
 * drop the second), a more redacted copy of it (`replace`: the second takes the first's
 * place), or a different fact (`collision`: keep both; the earlier by time, then by bytes,
 * keeps the id, whichever was read first).
 */
export function compareSameId(first: AnyEvent, second: AnyEvent): SameIdOutcome {
  if (first === second) return { kind: 'same' };
  // The complete form (defaults written out), as before lines left them out: a renamed id
  // and which copy keeps the id stay the same whichever version of cortex reads them.
  const a = serializeEventComplete(first);
  const b = serializeEventComplete(second);
  if (a === b) return { kind: 'same' };
  const redactedA = redactionCount(a);
  const redactedB = redactionCount(b);
  // A redacted copy of one event keeps its time, type and session; only its text differs.
  const sameFact =
    first.ts === second.ts &&
    first.type === second.type &&
    first.session === second.session &&
    differsOnlyByRedaction(a, b);
  if (sameFact && redactedA !== redactedB)
    return redactedB > redactedA ? { kind: 'replace' } : { kind: 'same' };
  const [timeA, timeB] = [timeKey(first), timeKey(second)];
  const secondKeeps = timeB < timeA || (timeB === timeA && b < a);
  return secondKeeps
    ? { kind: 'collision', keeper: 'second', renamed: { ...first, id: collisionId(first, a) } }
    : { kind: 'collision', keeper: 'first', renamed: { ...second, id: collisionId(second, b) } };
}

/**
 * Whether `event`, read under the id of an already-kept fact, is that fact again as far as a
 * reader that keeps only its time, session and text can tell (search): the same text, or a
 * copy redacted differently. Anything else is a different fact (see compareSameId).
 */
export function isCopyOf(
  kept: { ts: string; session: string | null; content: string },
  event: AnyEvent,
): boolean {
  if (kept.ts !== event.ts || kept.session !== event.session) return false;
  return kept.content === event.content || differsOnlyByRedaction(kept.content, event.content);
}

/**
 * Whether one text is the other with some spans redacted: the more redacted text's pieces
 * between its `[REDACTED:…]` marks appear in the other, in order, the first at its start and
 * the last at its end. A forger's text that only adds a mark is not a copy. Linear in the
 * texts' length (no pattern built from them).
 */
export function differsOnlyByRedaction(a: string, b: string): boolean {
  const [more, less] = redactionCount(a) >= redactionCount(b) ? [a, b] : [b, a];
  if (redactionCount(more) === redactionCount(less)) return false;
  const pieces = more.split(/\[REDACTED:[^\]\n]{0,40}\]/);
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
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

/**
 * The id `event` is known by where it is the second of two different facts under one id
 * and is read second (search indexes it so): for the one the log renames, the same id the
 * log gives it.
 */
export function collisionIdOf(event: AnyEvent): string {
  return collisionId(event, serializeEventComplete(event));
}

/**
 * The other name of each event that kept a collided id: where a reader met it second
 * (search, reading files in their order), it knows it by its own derived id, and asking for
 * that id finds it.
 */
export function collisionAliases(collisions: readonly IdCollision[]): Map<string, AnyEvent> {
  return new Map(collisions.map((collision) => [collisionIdOf(collision.kept), collision.kept]));
}

/** The id a colliding event is known by: the time part of its own id, the rest from its bytes. */
function collisionId(event: AnyEvent, serialized: string): string {
  const ms = EVENT_ID_PATTERN.test(event.id)
    ? timeOfId(event.id)
    : Math.max(0, Date.parse(event.ts) || 0);
  return deriveEventId(ms, `id-collision\u0000${serialized}`);
}

/** The collision `event` is one side of (the kept one by id and text, the renamed one by its new id), if any. */
export function collisionOf(
  collisions: readonly IdCollision[],
  event: AnyEvent,
): { collision: IdCollision; other: AnyEvent } | undefined {
  for (const collision of collisions) {
    if (collision.kept.id === event.id && collision.kept.content === event.content)
      return { collision, other: collision.renamed };
    if (collision.renamed.id === event.id) return { collision, other: collision.kept };
  }
  return undefined;
}

/**
 * `events` with, after each that is one side of a collision, the other side: two different
 * events under one id are two facts, and asking for either shows both (show, MCP show).
 */
export function withCollidingEvents(
  events: readonly AnyEvent[],
  collisions: readonly IdCollision[],
): AnyEvent[] {
  const out: AnyEvent[] = [];
  for (const event of events) {
    if (!out.includes(event)) out.push(event);
    const other = collisionOf(collisions, event)?.other;
    if (other && !out.includes(other)) out.push(other);
  }
  return out;
}

/** One line per collision, for doctor, the log and the briefing. */
export function describeCollision(collision: IdCollision): string {
  const first = (event: AnyEvent) => event.content.split('\n', 1)[0]!.slice(0, 60);
  return `${collision.id} holds two different events: "${first(collision.kept)}" (${collision.kept.author ?? 'unrecorded'}) and "${first(collision.renamed)}" (${collision.renamed.author ?? 'unrecorded'}), now ${collision.renamed.id}`;
}

/** The mark each side of a collision carries where events are listed (`cortex log`, the explorer), by id. */
export function collisionMarks(collision: IdCollision): [id: string, mark: string][] {
  return [
    [collision.id, `id also used by another event, ${shortId(collision.renamed.id)}`],
    [
      collision.renamed.id,
      `id collision: recorded as ${shortId(collision.id)}, which names another event`,
    ],
  ];
}
