/**
 * The log's order: by time, then by id. Time is only as good as the clocks that wrote
 * it, so the id breaks ties and keeps the order total and the same on every machine.
 */
import type { AnyEvent } from './envelope.js';

/** Compares two events by `(ts, id)`. */
export function compareEvents(a: AnyEvent, b: AnyEvent): number {
  const ta = Date.parse(a.ts);
  const tb = Date.parse(b.ts);
  if (ta !== tb) return ta - tb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Sorts events by `(ts, id)` and collapses duplicate ids, keeping the first occurrence
 * (events with the same id are the same fact captured twice or merged from two sides).
 */
export function orderEvents(events: readonly AnyEvent[]): { events: AnyEvent[]; duplicates: number } {
  const seen = new Set<string>();
  const keyed: { ms: number; event: AnyEvent }[] = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    keyed.push({ ms: Date.parse(event.ts), event });
  }
  keyed.sort((a, b) => a.ms - b.ms || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0));
  return { events: keyed.map((entry) => entry.event), duplicates: events.length - keyed.length };
}
