/**
 * Finding the events a person or an assistant names by id, for every face that corrects or
 * shows memories (CLI forget, pin, unpin, supersede; MCP show and forget): a unique prefix of
 * an id, or either id of a collision. They are looked for first among the memories and recent
 * activity the memory view holds, then, for an id not there (older activity), in the whole
 * log, read once. With them comes the fold of trusted corrections they are judged by:
 * "already forgotten" is what the briefing, search and MCP see, so a stranger's forget, which
 * they do not apply, never stops the user making it their own.
 *
 * Two consequences of looking in the view first: a prefix that names one memory there is that
 * memory even where it also begins the id of an older activity event (`cortex log` lists
 * both; give more characters to name the activity), and another branch's memory the view
 * shows can be corrected from here (the correction is recorded on this branch).
 */
import { CortexError } from '../errors.js';
import { collisionAliases } from '../events/collisions.js';
import type { AnyEvent } from '../events/envelope.js';
import { findEventByPrefix, findLoggedEvent } from '../events/lookup.js';
import { orderEvents } from '../events/order.js';
import { readEventLog } from '../events/store.js';
import { foldMemories, type MemoryFold } from '../projections/corrections.js';
import type { LogDigest } from '../projections/digest.js';
import { readMemoryView, type MemoryView } from '../projections/memory-view.js';
import { trustedCorrections } from '../trust/provenance-view.js';
import type { Project } from './open.js';

/** The memory view (this branch's log and other local branches' memories), its problems left to the caller. */
export { readMemoryView } from '../projections/memory-view.js';
export type { MemoryView } from '../projections/memory-view.js';

/** How an event is named to a person: the short form `cortex log` prints. */
export { shortId } from '../events/id.js';

export interface Targets {
  /** The events named, each once, in the order first named. */
  events: AnyEvent[];
  /** The memory as the briefing, search and MCP see it: corrections by trusted authors applied. */
  fold: MemoryFold;
  /** The view they were found in. */
  view: MemoryView;
}

/** A digest's memories and recent activity, in log order: what a view holds of the log. */
export function digestEvents(digest: LogDigest): AnyEvent[] {
  return orderEvents([...digest.memoryEvents, ...digest.recentActivity]).events;
}

/**
 * The memory view's events (digestEvents), or the events given (the whole log, a digest
 * with future dates clamped), and their fold with the corrections of trusted authors applied.
 */
export function foldView(
  project: Project,
  view: MemoryView,
  given?: readonly AnyEvent[],
): { events: readonly AnyEvent[]; fold: MemoryFold } {
  const events = given ?? digestEvents(view.digest);
  return { events, fold: foldMemories(trustedCorrections(project, view, events)) };
}

/** The events `ids` name (see the module comment); throws UNKNOWN_ID or AMBIGUOUS_ID as findEventByPrefix does. */
export function findTargets(
  project: Project,
  ids: readonly string[],
  view: MemoryView = readMemoryView(project),
): Targets {
  const viewed = foldView(project, view);
  const events = viewed.events;
  let fold = viewed.fold;
  const aliases = collisionAliases(view.digest.collisions);
  let whole: ReturnType<typeof readEventLog> | undefined;
  const found: AnyEvent[] = [];
  for (const id of ids) {
    if (whole) {
      found.push(findLoggedEvent(whole, id));
      continue;
    }
    try {
      found.push(findEventByPrefix(events, id, aliases));
    } catch (error) {
      if (!(error instanceof CortexError) || error.code !== 'UNKNOWN_ID') throw error;
      // Older activity is not in the view: read the whole log once.
      whole = readEventLog(project.paths, { local: true });
      fold = foldView(project, view, whole.events).fold;
      found.push(findLoggedEvent(whole, id));
    }
  }
  return { events: [...new Map(found.map((event) => [event.id, event])).values()], fold, view };
}
