/**
 * Search as the command line and the prompt hook use it: open the index (caches brought
 * up to date), make the embedder the config asks for, and answer queries. An embedder that
 * cannot be had degrades hybrid search to full text, with the reason given to the caller.
 */
import { CortexError } from '../errors.js';
import type { Project } from '../project.js';
import { openSearchIndex, type IndexProgress, type OpenedIndex, type OpenIndexOptions } from './cache.js';
import { createEmbedder } from './embedders/load.js';
import type { SearchHit, SearchMode, SearchRequest } from './engine.js';
import type { Embedder } from './vectors.js';

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
  /** Why vectors are not available (hybrid then searches full text only). */
  embedderProblem?: string;
}

/** Opens the index of `project` for searching in `mode`. */
export async function openSearch(project: Project, options: OpenSearchOptions): Promise<OpenSearch> {
  let embedder: Embedder | null = null;
  let embedderProblem: string | undefined;
  if (options.mode !== 'fts') {
    try {
      embedder = await createEmbedder(project.config.search.embedder, options.env, project.repo.root);
      if (!embedder) embedderProblem = 'search.embedder is "none"';
    } catch (error) {
      if (options.mode === 'vector' || !(error instanceof CortexError)) throw error;
      embedderProblem = error.message;
    }
    if (!embedder && options.mode === 'vector') {
      throw new CortexError('NO_EMBEDDER', `vector search needs an embedder, but ${embedderProblem}`, { hint: 'use --mode fts or hybrid' });
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
    opened = await openSearchIndex(project.paths, { embedder: null, progress: options.progress, report: options.report, ...(options.budget ? { budget: options.budget } : {}) });
  }
  return { ...opened, embedder, ...(embedderProblem ? { embedderProblem } : {}) };
}

/** Runs one query against an open index, embedding it first when vectors are in play. */
export async function runSearch(search: OpenSearch, request: Omit<SearchRequest, 'queryVector'>, settings: Project['config']['search']['settings']): Promise<SearchHit[]> {
  const queryVector = request.mode !== 'fts' && search.embedder ? await search.embedder.embedQuery(request.query) : null;
  return search.index.search({ ...request, queryVector }, settings);
}
