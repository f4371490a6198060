/**
 * The log's order: by time, then by id. Time is only as good as the clocks that wrote
 * it, so the id breaks ties and keeps the order total and the same on every machine.
 */
import { compareSameId, type IdCollision } from './collisions.js';
import type { AnyEvent } from './envelope.js';

/** Compares two events by `(ts, id)`. */
export function compareEvents(a: AnyEvent, b: AnyEvent): number {
  if (a.ts !== b.ts) {
    // Canonical times (24 characters) compare as strings; others need parsing.
    if (a.ts.length === 24 && b.ts.length === 24) return a.ts < b.ts ? -1 : 1;
    const difference = Date.parse(a.ts) - Date.parse(b.ts);
    if (difference !== 0) return difference;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Sorts events by `(ts, id)` and collapses copies of one event (the same fact captured twice
 * or merged from two sides), keeping the first, or the more redacted copy. Two different
 * events under one id are both kept, one renamed (which one does not depend on the order
 * they are given in: see events/collisions.ts), and listed in `collisions`.
 */
export function orderEvents(events: readonly AnyEvent[]): {
  events: AnyEvent[];
  duplicates: number;
  collisions: IdCollision[];
} {
  const seen = new Map<string, number>();
  const keyed: { key: string; event: AnyEvent }[] = [];
  const collisions: IdCollision[] = [];
  let duplicates = 0;
  const add = (event: AnyEvent): void => {
    const at = seen.get(event.id);
    if (at === undefined) {
      seen.set(event.id, keyed.length);
      keyed.push({ key: sortKey(event), event });
      return;
    }
    const first = keyed[at]!.event;
    const outcome = compareSameId(first, event);
    if (outcome.kind === 'same') duplicates++;
    else if (outcome.kind === 'replace') {
      duplicates++;
      keyed[at] = { key: sortKey(event), event };
    } else {
      const kept = outcome.keeper === 'first' ? first : event;
      if (kept !== first) keyed[at] = { key: sortKey(event), event };
      // A copy of an event already renamed is that event again, not another collision.
      if (!seen.has(outcome.renamed.id))
        collisions.push({ id: event.id, kept, renamed: outcome.renamed });
      add(outcome.renamed);
    }
  };
  for (const event of events) add(event);
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { events: keyed.map((entry) => entry.event), duplicates, collisions };
}

/** A string that sorts like `(ts, id)`: the time in canonical ISO form, then the id. */
export function sortKey(event: AnyEvent): string {
  return canonicalTime(event) + event.id;
}

/** The event's time as `toISOString` writes it (24 characters), which sorts as a string. */
export function canonicalTime(event: AnyEvent): string {
  // Most stored times are already canonical (24 characters, milliseconds); parsing them is the slow part.
  return event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString();
}

/**
 * Keeps the `limit` newest events it is offered, in log order, without holding the rest:
 * how `cortex log -n 20` reads a large log cheaply. Copies and collisions are handled as in orderEvents.
 */
export class NewestEvents {
  private readonly entries: { key: string; event: AnyEvent }[] = [];
  private readonly ids = new Map<string, AnyEvent>();
  /** Different events offered under one id, one renamed (see orderEvents). */
  readonly collisions: IdCollision[] = [];

  constructor(private readonly limit: number) {}

  offer(event: AnyEvent): void {
    if (this.limit <= 0) return;
    const first = this.ids.get(event.id);
    if (first) {
      const outcome = compareSameId(first, event);
      if (outcome.kind === 'same') return;
      if (outcome.kind === 'replace') {
        const entry = this.entries.find((kept) => kept.event === first)!;
        entry.event = event;
        this.ids.set(event.id, event);
        return;
      }
      const reported = this.ids.has(outcome.renamed.id);
      if (outcome.keeper === 'second') {
        // The newcomer takes the id: the first leaves its place and comes back renamed.
        this.entries.splice(
          this.entries.findIndex((kept) => kept.event === first),
          1,
        );
        this.ids.delete(first.id);
        this.offer(event);
      }
      if (!reported)
        this.collisions.push({
          id: event.id,
          kept: outcome.keeper === 'first' ? first : event,
          renamed: outcome.renamed,
        });
      this.offer(outcome.renamed);
      return;
    }
    const key = sortKey(event);
    const entries = this.entries;
    if (entries.length >= this.limit && key <= entries[0]!.key) return;
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (entries[middle]!.key < key) low = middle + 1;
      else high = middle;
    }
    entries.splice(low, 0, { key, event });
    this.ids.set(event.id, event);
    if (entries.length > this.limit) this.ids.delete(entries.shift()!.event.id);
  }

  /** The events kept, oldest first. */
  events(): AnyEvent[] {
    return this.entries.map((entry) => entry.event);
  }
}
