/**
 * Searching the memory and reinforcing what a search retrieved. Search itself (and its
 * caches) is loaded only when a query is run: opening a project must not pay for it.
 */
import type { EventQuery } from '../events/query.js';
import { describeUnappliedCorrection } from '../trust/provenance.js';
import { EVENT_TYPES } from '../events/types.js';
import { recordAccess } from '../projections/access-file.js';
import { oneLine } from '../projections/text-shapes.js';
import { readEventTrust, type EventTrust } from '../trust/trusted-events.js';
import type { ElsewhereOrigin } from '../git/branch-memory.js';
import type { SearchHit, SearchMode, SearchRequest } from '../search/engine.js';
import type { IndexProgress } from '../search/cache.js';
import type { RecordOrigin } from '../search/record-origins.js';
import type { HeldSearch } from '../search/held.js';
import type { OpenSearch } from '../search/service.js';
import type { Project } from './open.js';
import type { DocHit, RefreshReport } from '../knowledge/doc-store.js';
import {
  freshnessNote,
  rankByFreshness,
  rememberedFilesOf,
  type FileFreshness,
} from '../knowledge/file-freshness.js';

export type { DocHit } from '../knowledge/doc-store.js';
export type { FileFreshness } from '../knowledge/file-freshness.js';
import type * as SearchService from '../search/service.js';

export interface MemorySearch {
  query: string;
  mode: SearchMode;
  limit: number;
  filter?: EventQuery;
  includeHidden?: boolean;
  now: Date;
}

/**
 * Whose corrections a search applies: the briefing's (DESIGN.md section 8b). A forget,
 * supersede, pin or edit by an author the briefing does not trust neither hides nor rewrites
 * a memory in search either; the results it names carry a mark instead (untrustedCorrections).
 * Read at query time, never kept in the index caches: the settings and the default branch's
 * authors change.
 */
export interface SearchTrust {
  /** Who wrote what; undefined when git cannot say (`problem`), and then no correction is taken on trust. */
  events?: EventTrust;
  problem?: string;
  /** The corrections to apply, for the engine; absent when every one is (no untrusted author). */
  acceptControl?: (eventId: string) => boolean;
}

/** Reads whose corrections apply, for the events of an open search (its log files, and other branches' memories). */
export function readSearchTrust(
  project: Project,
  search: Pick<OpenSearch, 'elsewhere' | 'files'>,
): SearchTrust {
  try {
    const events = readEventTrust(
      project,
      search.elsewhere,
      search.files.map((file) => file.path),
    );
    return { events, ...(events.untrustedCount ? { acceptControl: events.isTrusted } : {}) };
  } catch (error) {
    // As the briefing: what git cannot vouch for is not trusted, so no correction applies.
    return { problem: (error as Error).message, acceptControl: () => false };
  }
}

/** A correction of a result that was not applied: its author is not trusted (or git cannot say who it is). */
export interface UntrustedCorrection {
  id: string;
  /** forget, supersede, pin or edit-memory (the log's short type names). */
  type: string;
  /** Who git says committed it (or the author its line records, when not committed yet). */
  author?: string;
  /** In a few words, e.g. `forgotten by eve@example.com (7F3K2M9Q), not applied: author has no commit on main`. */
  note: string;
}

/** The corrections of a hit that search did not apply, described. */
export function untrustedCorrectionsOf(hit: SearchHit, trust: SearchTrust): UntrustedCorrection[] {
  return (hit.unapplied ?? []).map((control) => {
    const author = trust.events?.authorOf(control.id);
    return {
      id: control.id,
      type: EVENT_TYPES[control.type].alias,
      ...(author !== undefined ? { author } : {}),
      // The author may come from a line not committed yet, written freely: no delimiter of it reaches the assistant.
      note: describeUnappliedCorrection(
        control,
        author === undefined ? undefined : oneLine(author, 120),
        trust.events?.trust,
      ),
    };
  });
}

/** The search service, loaded by the first search (a long-lived process resolves the import once). */
let searchService: Promise<typeof SearchService> | undefined;

/**
 * Runs one query against the memory (with other local branches' memories, `elsewhere` saying
 * where each of those was found). `note` says when a hybrid search fell back to keywords;
 * `unreadable` counts log lines that could not be read (skipped); `originsOf` says where the
 * index read the memory a hit stands for (what its provenance label is made from).
 */
export async function searchMemories(
  project: Project,
  request: MemorySearch,
  options: {
    env: Record<string, string | undefined>;
    report: (message: string) => void;
    held?: HeldSearch;
  },
): Promise<{
  hits: SearchHit[];
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>;
  trust: SearchTrust;
  note?: string;
  unreadable: number;
  originsOf: (hit: SearchHit) => RecordOrigin[] | undefined;
}> {
  const { openSearch, runSearch } = await (searchService ??= import('../search/service.js'));
  // A long-lived process (the MCP server) answers from the index it holds once that is ready.
  const held = request.mode === 'hybrid' ? await options.held?.current() : undefined;
  const search =
    held ??
    (await openSearch(project, { env: options.env, mode: request.mode, report: options.report }));
  const trust = readSearchTrust(project, search);
  if (trust.problem) options.report(`corrections not applied to search results: ${trust.problem}`);
  const hits = await runSearch(
    search,
    {
      query: request.query,
      mode: request.mode,
      limit: request.limit,
      ...(request.filter ? { filter: request.filter } : {}),
      ...(request.includeHidden !== undefined ? { includeHidden: request.includeHidden } : {}),
      ...(trust.acceptControl ? { acceptControl: trust.acceptControl } : {}),
      nowMs: request.now.getTime(),
    },
    project.config.search.settings,
  );
  const note =
    search.embedderProblem && request.mode === 'hybrid'
      ? `searched by keywords only: ${search.embedderProblem}`
      : undefined;
  return {
    hits,
    elsewhere: search.elsewhere,
    trust,
    ...(note ? { note } : {}),
    unreadable: held ? 0 : search.warnings.length,
    originsOf: (hit) => search.index.originsOf(hit),
  };
}

/** Memories retrieved for someone are reinforced in later briefings; failing to note it never fails the caller. */
export function reinforce(
  project: Project,
  ids: readonly string[],
  now: Date,
  report: (message: string) => void,
): void {
  if (ids.length === 0) return;
  try {
    recordAccess(project, ids, now);
  } catch (error) {
    report((error as Error).message);
  }
}

/**
 * Hits about files that changed since they were recorded, or are gone, ranked lower, with
 * what changed for each (knowledge/file-freshness.ts: two git calls, only for hits that name files).
 */
export function rankFresh(
  project: Project,
  hits: readonly SearchHit[],
): { hits: SearchHit[]; freshness: Map<string, FileFreshness> } {
  return rankByFreshness(project.repo.root, hits, (hit) => rememberedFilesOf(hit.record));
}

/** What a hit's freshness says on its line ("… changed since"), or '' when nothing changed. */
export function staleNote(freshness: FileFreshness | undefined): string {
  return freshnessNote(freshness);
}

/**
 * The project's document sections that answer a query (knowledge/doc-store.ts); when the
 * store cannot be read, none, said through `report`, or the error when there is no `report`.
 */
export async function searchDocuments(
  project: Project,
  query: string,
  limit: number,
  report?: (message: string) => void,
): Promise<DocHit[]> {
  try {
    // Loaded when asked for: the faces that import this module to forget or reinforce never pay for it.
    const { searchProjectDocs } = await import('../knowledge/doc-store.js');
    return searchProjectDocs(project, query, { limit });
  } catch (error) {
    if (!report) throw error;
    report(`documents left out of a search: ${(error as Error).message}`);
    return [];
  }
}

/**
 * The search index a long-lived face (the MCP server) holds in memory for its session,
 * brought up to date as the log grows (search/held.ts). Loaded only here.
 */
export async function holdSearch(
  project: Project,
  env: Record<string, string | undefined>,
  report: (message: string) => void,
): Promise<HeldSearch> {
  const { HeldSearch } = await import('../search/held.js');
  return new HeldSearch(project, env, report);
}

/**
 * The project's documents as the section store holds them, brought up to date first
 * (knowledge/doc-store.ts): what `cortex status` counts. Loaded when asked for.
 */
export async function refreshDocuments(
  project: Project,
): Promise<Pick<RefreshReport, 'files' | 'chunks' | 'skipped'>> {
  const { refreshDocStore } = await import('../knowledge/doc-store.js');
  const { files, chunks, skipped } = refreshDocStore(project.repo.root, project.paths, {
    code: project.config.knowledge.code,
  });
  return { files, chunks, skipped };
}

/** How `cortex search` opens the index: the mode, a progress callback, and whether to rebuild the caches first. */
export interface SearchOpening {
  env: Record<string, string | undefined>;
  mode: SearchMode;
  report: (message: string) => void;
  progress?: IndexProgress;
  /** Delete the search caches first, so that everything is indexed afresh. */
  rebuild?: boolean;
}

/**
 * The search index, brought up to date from the log (search/service.ts), and a way to run
 * queries on it: for a face that asks several questions of one index (`cortex search
 * --stdin`). Loaded when asked for.
 */
export async function openSearchIndex(
  project: Project,
  opening: SearchOpening,
): Promise<{
  search: OpenSearch;
  run: (request: Omit<SearchRequest, 'queryVector'>) => Promise<SearchHit[]>;
}> {
  const { openSearch, runSearch } = await import('../search/service.js');
  if (opening.rebuild) (await import('../search/cache.js')).clearSearchCaches(project.paths);
  const search = await openSearch(project, {
    env: opening.env,
    mode: opening.mode,
    report: opening.report,
    ...(opening.progress ? { progress: opening.progress } : {}),
  });
  return { search, run: (request) => runSearch(search, request, project.config.search.settings) };
}

/**
 * `cortex search --prepare`: brings the search caches and the document store up to date and
 * lets the background refresh's lock go (what a hook starts when it could not wait).
 */
export async function prepareSearch(
  project: Project,
  env: Record<string, string | undefined>,
  report: (message: string) => void,
  reportWarnings: (warnings: OpenSearch['warnings']) => void,
): Promise<void> {
  const { openSearch } = await import('../search/service.js');
  const { releaseRefreshLock } = await import('../search/background.js');
  try {
    const search = await openSearch(project, { env, mode: 'hybrid', report });
    reportWarnings(search.warnings);
    (await import('../knowledge/doc-store.js')).refreshDocStore(project.repo.root, project.paths, {
      code: project.config.knowledge.code,
    });
  } finally {
    releaseRefreshLock(project.paths);
  }
}
