/**
 * Whether new events can change the committed projections. Kept apart from the renderers
 * so that the Stop hook can ask without loading them.
 */
import type { AnyEvent } from '../events/envelope.js';
import { EVENT_TYPES } from '../events/types.js';

/**
 * Whether appending these events is worth regenerating the committed projections for:
 * any knowledge or control event may change them (a decision, a plan, a correction), and
 * so may a reference (it keeps an old decision out of the archive). Activity alone (edits,
 * reads, commands) can only change them by starting a new session, which ages the others
 * by one; the stop hook skips such turns and leaves that to pre-compact and session-end.
 */
export function affectsCommittedProjections(events: readonly AnyEvent[]): boolean {
  return events.some(
    (event) => EVENT_TYPES[event.type].category !== 'activity' || event.refs.length > 0,
  );
}
