/**
 * Search as the command line and the prompt hook use it: open the index (caches brought
 * up to date), make the embedder the config asks for, and answer queries. An embedder that
 * cannot be had degrades hybrid search to full text, with the reason given to the caller.
 */
import { CortexError } from '../errors.js';
import { readBranchMemory, type ElsewhereOrigin } from '../git/branch-memory.js';
import { groupNearDuplicates } from '../projections/near-duplicates.js';
import { cutUnrelated } from './relevance.js';
import type { Project } from '../project.js';
import {
  openSearchIndex,
  type IndexProgress,
  type OpenedIndex,
  type OpenIndexOptions,
} from './cache.js';
import { createEmbedder } from './embedders/load.js';
import type { SearchHit, SearchMode, SearchRequest } from './engine.js';
import { updateElsewhere } from './elsewhere.js';
import type { FtsResult } from './fts.js';
import type { Embedder } from './vectors.js';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { localEventFile } from '../events/store.js';
import type { FtsSettings } from '../config/search-settings.js';

export interface OpenSearchOptions {
  env: Record<string, string | undefined>;
  /** `fts` needs no vectors, so none are loaded. */
  mode: SearchMode;
  progress?: IndexProgress;
  report?: (message: string) => void;
  /** A hook's limit on the work of bringing the caches up to date (see OpenIndexOptions). */
  budget?: OpenIndexOptions['budget'];
}

export interface OpenSearch extends OpenedIndex {
  embedder: Embedder | null;
  /** Memories of other local branches and worktrees added to the index: where each was found. */
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>;
  /** Why vectors are not available (hybrid then searches full text only). */
  embedderProblem?: string;
  /**
   * Keyword scores from an index held beside this one (the MCP server's MiniSearch), or
   * undefined when it cannot answer now: the flat index then scores the query.
   */
  keywordScores?: (query: string, settings: FtsSettings) => Promise<FtsResult | undefined>;
  /** Whether a session's per-tool activity is in the index (this clone's own sessions, from .cortex/local/). */
  detailed?: (session: string) => boolean;
}

/** The sessions whose per-tool activity this clone keeps in .cortex/local/activity/, by file name. */
function localActivitySessions(project: Project): (session: string) => boolean {
  let names: Set<string>;
  try {
    names = new Set(
      readdirSync(project.paths.localEventsDir).filter((name) => name.endsWith('.ndjson')),
    );
  } catch {
    names = new Set();
  }
  return (session) => names.has(basename(localEventFile(project.paths, session)));
}

/** Opens the index of `project` for searching in `mode`. */
export async function openSearch(
  project: Project,
  options: OpenSearchOptions,
): Promise<OpenSearch> {
  let embedder: Embedder | null = null;
  let embedderProblem: string | undefined;
  if (options.mode !== 'fts') {
    try {
      embedder = await createEmbedder(
        project.config.search.embedder,
        options.env,
        project.repo.root,
      );
      if (!embedder) embedderProblem = 'search.embedder is "none"';
    } catch (error) {
      if (options.mode === 'vector' || !(error instanceof CortexError)) throw error;
      embedderProblem = error.message;
    }
    if (!embedder && options.mode === 'vector') {
      throw new CortexError(
        'NO_EMBEDDER',
        `vector search needs an embedder, but ${embedderProblem}`,
        { hint: 'use --mode fts or hybrid' },
      );
    }
  }
  let opened: OpenedIndex;
  try {
    opened = await openSearchIndex(project.paths, {
      embedder,
      progress: options.progress,
      report: options.report,
      batchSize: embedder && embedder.name.startsWith('builtin') ? 1024 : 64,
      ...(options.budget ? { budget: options.budget } : {}),
    });
  } catch (error) {
    // A hosted embedder failing mid-way: search by keywords rather than not at all.
    if (!embedder || options.mode === 'vector' || !(error instanceof CortexError)) throw error;
    embedderProblem = error.message;
    embedder = null;
    opened = await openSearchIndex(project.paths, {
      embedder: null,
      progress: options.progress,
      report: options.report,
      ...(options.budget ? { budget: options.budget } : {}),
    });
  }
  const elsewhere = await addOtherBranches(project, opened, embedder, options.report);
  return {
    ...opened,
    embedder,
    elsewhere,
    detailed: localActivitySessions(project),
    ...(embedderProblem ? { embedderProblem } : {}),
  };
}

/**
 * Adds the memories of the clone's other branches and worktrees that the log lacks, as the
 * briefing sees them (DESIGN.md section 6). They join the index in memory only: the caches
 * stay a function of this work tree's log.
 */
async function addOtherBranches(
  project: Project,
  opened: OpenedIndex,
  embedder: Embedder | null,
  report?: (message: string) => void,
): Promise<Map<string, ElsewhereOrigin>> {
  let other;
  try {
    other = readBranchMemory(project.repo, project.paths);
  } catch (error) {
    report?.(`could not read other branches' memory: ${(error as Error).message}`);
    return new Map();
  }
  for (const problem of other.problems) report?.(problem);
  const { fresh, elsewhere } = updateElsewhere((id) => opened.index.has(id), new Map(), other);
  if (fresh.length === 0) return elsewhere;
  opened.index.add(fresh);
  if (embedder) {
    try {
      await opened.index.embed(embedder, 256);
    } catch (error) {
      report?.(`could not embed other branches' memories: ${(error as Error).message}`);
    }
  }
  return elsewhere;
}

/** Runs one query against an open index, embedding it first when vectors are in play. */
export async function runSearch(
  search: OpenSearch,
  request: Omit<SearchRequest, 'queryVector'>,
  settings: Project['config']['search']['settings'],
): Promise<SearchHit[]> {
  // Asked first: the worker scores keywords while this thread embeds the query.
  const scoring =
    request.mode !== 'vector' && search.keywordScores
      ? search.keywordScores(request.query, settings.fts)
      : undefined;
  const queryVector =
    request.mode !== 'fts' && search.embedder
      ? await search.embedder.embedQuery(request.query)
      : null;
  // While the worker scores keywords, this thread ranks the vectors.
  const vectorRanking =
    scoring && queryVector
      ? search.index.rankQueryVector(queryVector, settings, request.categories)
      : undefined;
  const keywordScores = await scoring;
  // Asked for more than shown: near-duplicates (the same fix learned in two sessions) take one place.
  // Then, for hybrid search, the relevance bar: rather nothing than a list padded with unrelated
  // records (keyword search asked by name returns every record that has the words).
  const found = search.index.search(
    {
      ...request,
      limit: request.limit * 2,
      queryVector,
      ...(search.detailed ? { detailed: search.detailed } : {}),
      ...(keywordScores ? { keywordScores } : {}),
      ...(vectorRanking ? { vectorRanking } : {}),
    },
    settings,
  );
  const hits = request.mode === 'hybrid' ? cutUnrelated(found) : found;
  return groupNearDuplicates(hits, (hit) => hit.record.content)
    .map((group) => group.item)
    .slice(0, request.limit);
}
