/**
 * The memory a session sees (shell): the work tree's log, plus the memories of the clone's
 * other local branches and worktrees that the log does not hold yet (DESIGN.md section 6).
 * The briefing, `brief --task`, search and MCP all read it here, so they see the same set.
 */
import { readBranchMemory, type ElsewhereOrigin } from '../git/branch-memory.js';
import type { Project } from '../project.js';
import { readLogDigest, type LogRead, type ReadOptions } from './log-reader.js';

export type { ElsewhereOrigin } from '../git/branch-memory.js';

export interface MemoryView extends LogRead {
  /** Memories from other branches or worktrees, not merged here: where each was found. */
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>;
  /** Problems reading other branches (the view holds what could be read). */
  problems: string[];
}

/** Reads the memory view of a project: the log digest with other branches' memories added. */
export function readMemoryView(
  project: Pick<Project, 'repo' | 'paths'>,
  options: Omit<ReadOptions, 'extra'> = {},
): MemoryView {
  let other: ReturnType<typeof readBranchMemory> | undefined;
  try {
    other = readBranchMemory(project.repo, project.paths);
  } catch (error) {
    other = {
      events: [],
      origins: new Map(),
      problems: [`could not read other branches' memory: ${(error as Error).message}`],
    };
  }
  // The user's own view: this clone's local per-tool activity too.
  const log = readLogDigest(project.paths, { local: true, ...options, extra: other.events });
  const elsewhere = new Map<string, ElsewhereOrigin>();
  for (const [id, origin] of other.origins) if (log.extraAdded.has(id)) elsewhere.set(id, origin);
  return { ...log, elsewhere, problems: other.problems };
}

/** The events of other branches the view added (what search and MCP index beside the log). */
export function elsewhereEvents(view: MemoryView): ReadonlySet<string> {
  return new Set(view.elsewhere.keys());
}
