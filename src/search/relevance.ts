/**
 * The relevance bar of anticipatory retrieval: of what a prompt's search returns, only the
 * memories with real evidence of being about the same thing are worth putting in front of
 * the assistant (nothing is better than noise). Evidence is of two kinds: rare words shared
 * with the prompt, and the closeness of the two vectors.
 */
import { EVENT_TYPES } from '../events/types.js';
import type { SearchRecord } from './documents.js';
import type { SearchHit, SearchIndex } from './engine.js';
import {
  DEFAULT_RELEVANCE,
  DEFAULT_SEARCH_SETTINGS,
  type RelevanceSettings,
  type SearchSettings,
} from '../config/search-settings.js';

/** What is known of one candidate. */
export interface Evidence {
  sharedRarity: number;
  cosine: number;
}

/** Whether a candidate clears the bar. */
export function clearsBar(evidence: Evidence, settings: RelevanceSettings): boolean {
  if (evidence.sharedRarity >= settings.minSharedRarity) return true;
  return (
    evidence.cosine >= settings.supportingCosine &&
    evidence.sharedRarity >= settings.supportedSharedRarity
  );
}

/** Memories proper (decisions, lessons, fixes…), not the activity around them. */
export function isKnowledge(record: SearchRecord): boolean {
  return EVENT_TYPES[record.type].category === 'knowledge';
}

export interface SelectOptions {
  nowMs: number;
  settings?: SearchSettings;
  relevance?: RelevanceSettings;
  /** A further condition, e.g. not from the session asking. */
  accept?: (record: SearchRecord) => boolean;
  /**
   * Whether an event (by id) comes from a trusted author: when given, only trusted authors'
   * corrections apply and untrusted memories are left out, and counted (see selectTrusted).
   */
  isTrusted?: (eventId: string) => boolean;
}

/** Evidence for one hit: the rarity of the query words it shares, and its cosine. */
export function evidenceOf(
  index: SearchIndex,
  hit: SearchHit,
  rarity: ReadonlyMap<string, number>,
  queryVector: Float32Array | null,
): Evidence {
  const unique = Math.log(1 + (index.records.length - 0.5) / 1.5);
  let shared = 0;
  for (const term of hit.keyword?.queryTerms ?? []) shared += (rarity.get(term) ?? 0) / unique;
  return {
    sharedRarity: shared,
    cosine: hit.semantic?.cosine ?? index.cosineOf(hit.position, queryVector),
  };
}

/** The few knowledge memories relevant to a prompt, best first; often none. */
export function selectRelevant(
  index: SearchIndex,
  prompt: string,
  queryVector: Float32Array | null,
  options: SelectOptions,
): SearchHit[] {
  return selectTrusted(index, prompt, queryVector, options).hits;
}

/**
 * selectRelevant, also saying how many relevant memories it left out because their authors
 * are not trusted (`options.isTrusted`): those that cleared the bar and would have been
 * among the few given.
 */
export function selectTrusted(
  index: SearchIndex,
  prompt: string,
  queryVector: Float32Array | null,
  options: SelectOptions,
): { hits: SearchHit[]; leftOut: number } {
  const settings = options.settings ?? DEFAULT_SEARCH_SETTINGS;
  const relevance = options.relevance ?? DEFAULT_RELEVANCE;
  const { accept, isTrusted } = options;
  const hits = index.search(
    {
      query: prompt,
      mode: 'hybrid',
      // Untrusted memories are ranked too (to be counted), so more are asked for.
      limit: relevance.limit * (isTrusted ? 8 : 4),
      queryVector,
      nowMs: options.nowMs,
      categories: ['knowledge'],
      ...(accept ? { accept } : {}),
      ...(isTrusted ? { acceptControl: isTrusted } : {}),
    },
    settings,
  );
  if (hits.length === 0) return { hits: [], leftOut: 0 };
  const rarity = index.queryRarity(prompt);
  const chosen = hits.filter((hit) =>
    clearsBar(evidenceOf(index, hit, rarity, queryVector), relevance),
  );
  const best = chosen[0]?.score ?? 0;
  const given = chosen.filter((hit) => hit.score >= best * relevance.minScoreRatio);
  if (!isTrusted) return { hits: given.slice(0, relevance.limit), leftOut: 0 };
  const leftOut = given
    .slice(0, relevance.limit)
    .filter((hit) => !isTrusted(hit.record.eventId)).length;
  const trusted = chosen.filter((hit) => isTrusted(hit.record.eventId));
  const bestTrusted = trusted[0]?.score ?? 0;
  return {
    hits: trusted
      .filter((hit) => hit.score >= bestTrusted * relevance.minScoreRatio)
      .slice(0, relevance.limit),
    leftOut,
  };
}

/**
 * The relevance bar of a search asked for by name (`cortex search`, MCP search): hits are
 * ranked by fused rank, which says nothing of how well the last of ten matches, so a query
 * with two real answers came back padded with eight unrelated records. A hit is kept when
 * its full-text score is at least this share of the best one's, or its vector is close.
 */
export const SEARCH_RELATIVE_CUT = 0.25;

/** The hits that clear the search bar, in their order; none when none does. */
export function cutUnrelated(
  hits: readonly SearchHit[],
  relevance: RelevanceSettings = DEFAULT_RELEVANCE,
  ratio = SEARCH_RELATIVE_CUT,
): SearchHit[] {
  const best = Math.max(0, ...hits.map((hit) => hit.keyword?.score ?? 0));
  return hits.filter(
    (hit) =>
      (hit.keyword !== undefined && hit.keyword.score >= best * ratio) ||
      (hit.semantic?.cosine ?? 0) >= relevance.supportingCosine,
  );
}
