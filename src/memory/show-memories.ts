/**
 * Showing memories by id (MCP `show`): the events named, each with who committed it as git
 * recorded it (shown beside the author the event claims), and, where two different events
 * share one id, both, the collision said.
 */
import type { AnyEvent } from '../events/envelope.js';
import { collisionOf, withCollidingEvents } from '../events/collisions.js';
import { eventAddersFile } from '../events/paths.js';
import type { MemoryFold } from '../projections/corrections.js';
import { readEventFileAddersCached } from '../trust/authorship.js';
import type { MemoryView } from './read.js';
import type { Project } from './open.js';
import { findTargets } from './targets.js';

export interface ShownEvent {
  event: AnyEvent;
  /** Who committed the file that holds it, when git says. */
  committer?: string;
  /** Said first when its id is one two different events use. */
  collisionNote?: string;
}

export interface Shown {
  events: ShownEvent[];
  /** The fold the events are judged by (trusted corrections applied). */
  fold: MemoryFold;
  /** The ids shown that stand (neither forgotten nor superseded): what showing them reinforces. */
  standing: string[];
}

/** The events `ids` name (memory/targets.ts), ready to show. */
export function showMemories(project: Project, ids: readonly string[], view: MemoryView): Shown {
  const { events, fold } = findTargets(project, ids, view);
  const adders = readEventFileAddersCached(project.repo, eventAddersFile(project.paths));
  const committerOf = (event: AnyEvent): string | undefined => {
    const file = view.memoryFiles.get(event.id);
    return file === undefined ? undefined : adders.get(file);
  };
  // Two different events under one id are two facts: asking for either shows both, the collision named.
  const collisions = view.digest.collisions;
  const shown = withCollidingEvents(events, collisions).map((event): ShownEvent => {
    const side = collisionOf(collisions, event);
    const committer = committerOf(event);
    return {
      event,
      ...(committer !== undefined ? { committer } : {}),
      ...(side
        ? {
            collisionNote: `id collision: stored as ${side.collision.id}, an id two different events use; this is one of them, the other is shown beside it.`,
          }
        : {}),
    };
  });
  const standing = events
    .filter((event) => fold.byId.get(event.id)?.status === 'active')
    .map((event) => event.id);
  return { events: shown, fold, standing };
}
