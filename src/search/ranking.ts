/**
 * Ranking: weighted reciprocal rank fusion of the keyword and vector rankings, then small
 * boosts for salience, recency and pins. Pure arithmetic over positions, so it is easy to
 * reason about and to test.
 */
import type { RankSettings } from '../config/search-settings.js';

/** A ranking from one retriever: record positions, best first, with the retriever's scores when it has them. */
export interface Ranking {
  weight: number;
  positions: readonly number[];
  /** The retriever's score of each position, in the same order: equal scores share a rank. */
  scores?: readonly number[];
}

/**
 * Weighted reciprocal rank fusion, normalised so that a record ranked first by every
 * retriever scores 1: `sum(w * (k + 1) / (k + rank)) / sum(w)`, ranks counted from 1.
 * Records a retriever scores equally share the better rank, so that the order of a tie
 * (by id) does not decide between them; the boosts do. Rankings with no weight are
 * ignored; a record absent from a ranking gets nothing from it.
 */
export function fuseRankings(rankings: readonly Ranking[], k: number): Map<number, number> {
  const used = rankings.filter((ranking) => ranking.weight > 0);
  const total = used.reduce((sum, ranking) => sum + ranking.weight, 0);
  const scores = new Map<number, number>();
  if (total === 0) return scores;
  for (const ranking of used) {
    let rank = 0;
    ranking.positions.forEach((position, index) => {
      if (
        index === 0 ||
        ranking.scores === undefined ||
        ranking.scores[index] !== ranking.scores[index - 1]
      )
        rank = index + 1;
      const contribution = (ranking.weight * (k + 1)) / (k + rank) / total;
      scores.set(position, (scores.get(position) ?? 0) + contribution);
    });
  }
  return scores;
}

/** 1 for something that happened now, halving every `halfLifeDays`; times in the future count as now. */
export function recencyFactor(ts: string, nowMs: number, halfLifeDays: number): number {
  const ageDays = Math.max(0, nowMs - Date.parse(ts)) / 86_400_000;
  if (!Number.isFinite(ageDays) || halfLifeDays <= 0) return 0;
  return Math.pow(0.5, ageDays / halfLifeDays);
}

export interface BoostInput {
  salience: number;
  ts: string;
  pinned: boolean;
}

/** The boosts added to a fused score. Small by design: they order near-ties, not relevance. */
export function boostOf(input: BoostInput, settings: RankSettings, nowMs: number): number {
  const { weights } = settings;
  return (
    weights.salience * input.salience +
    weights.recency * recencyFactor(input.ts, nowMs, settings.recencyHalfLifeDays) +
    (input.pinned ? weights.pinned : 0)
  );
}

export interface Scored {
  position: number;
  score: number;
  /** Breaks ties: the memory's id, so equal scores come out in the same order everywhere. */
  id: string;
}

/** Best first; equal scores by id. */
export function compareScored(a: Scored, b: Scored): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
