/**
 * Searching the memory and reinforcing what a search retrieved. Search itself (and its
 * caches) is loaded only when a query is run: opening a project must not pay for it.
 */
import type { EventQuery } from '../events/query.js';
import { recordAccess } from '../projections/access-file.js';
import type { ElsewhereOrigin } from '../git/branch-memory.js';
import type { SearchHit, SearchMode } from '../search/engine.js';
import type { HeldSearch } from '../search/held.js';
import type { Project } from './open.js';

export interface MemorySearch {
  query: string;
  mode: SearchMode;
  limit: number;
  filter?: EventQuery;
  includeHidden?: boolean;
  now: Date;
}

/**
 * Runs one query against the memory (with other local branches' memories, `elsewhere` saying
 * where each of those was found). `note` says when a hybrid search fell back to keywords;
 * `unreadable` counts log lines that could not be read (skipped).
 */
export async function searchMemories(
  project: Project,
  request: MemorySearch,
  options: { env: Record<string, string | undefined>; report: (message: string) => void; held?: HeldSearch },
): Promise<{ hits: SearchHit[]; elsewhere: ReadonlyMap<string, ElsewhereOrigin>; note?: string; unreadable: number }> {
  const { openSearch, runSearch } = await import('../search/service.js');
  // A long-lived process (the MCP server) answers from the index it holds once that is ready.
  const held = request.mode === 'hybrid' ? await options.held?.current() : undefined;
  const search = held ?? (await openSearch(project, { env: options.env, mode: request.mode, report: options.report }));
  const hits = await runSearch(
    search,
    {
      query: request.query,
      mode: request.mode,
      limit: request.limit,
      ...(request.filter ? { filter: request.filter } : {}),
      ...(request.includeHidden !== undefined ? { includeHidden: request.includeHidden } : {}),
      nowMs: request.now.getTime(),
    },
    project.config.search.settings,
  );
  const note = search.embedderProblem && request.mode === 'hybrid' ? `searched by keywords only: ${search.embedderProblem}` : undefined;
  return { hits, elsewhere: search.elsewhere, ...(note ? { note } : {}), unreadable: held ? 0 : search.warnings.length };
}

/** Memories retrieved for someone are reinforced in later briefings; failing to note it never fails the caller. */
export function reinforce(project: Project, ids: readonly string[], now: Date, report: (message: string) => void): void {
  if (ids.length === 0) return;
  try {
    recordAccess(project, ids, now);
  } catch (error) {
    report((error as Error).message);
  }
}
