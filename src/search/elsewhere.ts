/**
 * Which of an index's memories come from other branches and worktrees rather than the work
 * tree's log (DESIGN.md section 6), kept in step as both move: a search opened once (the MCP
 * server's) takes in what the other branches gained since, stops calling "elsewhere" what
 * reached the log (a merge), and learns which memories no branch holds any more. Pure: the
 * branches are read by the caller (git/branch-memory.ts).
 */
import type { AnyEvent } from '../events/envelope.js';
import type { ElsewhereOrigin } from '../git/branch-memory.js';

/** What the other branches and worktrees hold now, as readBranchMemory gives it. */
export interface OtherMemory {
  events: readonly AnyEvent[];
  origins: ReadonlyMap<string, ElsewhereOrigin>;
}

export interface ElsewhereUpdate {
  /** Events of other branches the index lacks: to add to it (with no file: they are not in the log). */
  fresh: AnyEvent[];
  /** Where each memory the index holds from elsewhere is now. */
  elsewhere: Map<string, ElsewhereOrigin>;
  /**
   * Ids the index holds from elsewhere that no branch or worktree holds now (a branch deleted
   * unmerged, a worktree's file removed). An index cannot drop records: the caller reopens
   * it. Meanwhile `elsewhere` keeps their last origin, so they are not taken for the log's.
   */
  gone: string[];
}

/**
 * Brings `elsewhere` (the ids `has` holds from other branches, with their origins) up to date
 * with `other`. An id `has` holds that `elsewhere` does not name is the log's: it stays so
 * (the log is the truth for the current branch).
 */
export function updateElsewhere(
  has: (id: string) => boolean,
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>,
  other: OtherMemory,
): ElsewhereUpdate {
  const next = new Map<string, ElsewhereOrigin>();
  const fresh: AnyEvent[] = [];
  for (const event of other.events) {
    if (next.has(event.id)) continue;
    const origin = other.origins.get(event.id);
    if (!origin) continue;
    if (elsewhere.has(event.id)) next.set(event.id, origin);
    else if (!has(event.id)) {
      fresh.push(event);
      next.set(event.id, origin);
    }
  }
  const gone: string[] = [];
  for (const [id, origin] of elsewhere) {
    if (next.has(id)) continue;
    gone.push(id);
    next.set(id, origin);
  }
  return { fresh, elsewhere: next, gone: gone.sort() };
}
