/**
 * Events dated in the future (a wrong clock, or a hand-written date) would pass for the
 * newest memory for years: first in "Recent work", the "last session" of every briefing.
 * For ordering, such an event counts as just older than the newest event that is not in the
 * future; the date it claims is kept aside so the briefing can flag it. Pure.
 */
import type { AnyEvent } from '../events/envelope.js';
import { compareEvents } from '../events/order.js';
import type { LogDigest } from './digest.js';
import { FUTURE_SLACK_MS } from './foreign-corrections.js';

/** A digest whose future-dated events are clamped, with the dates they claimed by id. */
export interface ClampedDigest {
  digest: LogDigest;
  /** The claimed time of each clamped event, by id. */
  futureDated: ReadonlyMap<string, string>;
}

/** Clamps the events of `digest` dated more than a day after `now` (see the module comment). */
export function clampFutureEvents(digest: LogDigest, now: Date): ClampedDigest {
  const limit = now.getTime() + FUTURE_SLACK_MS;
  const isFuture = (event: AnyEvent) => Date.parse(event.ts) > limit;
  // The newest event of the log (or of more than this digest holds) is not in the future: none is.
  if (digest.lastEvent !== undefined && !isFuture(digest.lastEvent))
    return { digest, futureDated: new Map() };
  if (!digest.memoryEvents.some(isFuture) && !digest.recentActivity.some(isFuture))
    return { digest, futureDated: new Map() };
  let newest = Number.NEGATIVE_INFINITY;
  for (const event of [...digest.memoryEvents, ...digest.recentActivity]) {
    const ms = Date.parse(event.ts);
    if (ms <= limit && ms > newest) newest = ms;
  }
  const clampedTs = new Date((Number.isFinite(newest) ? newest : now.getTime()) - 1).toISOString();
  const futureDated = new Map<string, string>();
  const clamp = (events: readonly AnyEvent[]): AnyEvent[] =>
    events
      .map((event) => {
        if (!isFuture(event)) return event;
        futureDated.set(event.id, event.ts);
        return { ...event, ts: clampedTs };
      })
      .sort(compareEvents);
  const memoryEvents = clamp(digest.memoryEvents);
  const recentActivity = clamp(digest.recentActivity);
  const lastEvent = [memoryEvents.at(-1), recentActivity.at(-1)]
    .filter((event): event is AnyEvent => event !== undefined)
    .sort(compareEvents)
    .at(-1);
  return { digest: { ...digest, memoryEvents, recentActivity, lastEvent }, futureDated };
}
