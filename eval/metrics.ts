/**
 * Retrieval metrics over ranked ids: recall at k (the share of the relevant memories found
 * in the first k results) and reciprocal rank (1 / the rank of the first relevant one).
 */

export function recallAt(ranked: readonly string[], relevant: readonly string[], k: number): number {
  if (relevant.length === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  return relevant.filter((id) => top.has(id)).length / relevant.length;
}

export function reciprocalRank(ranked: readonly string[], relevant: readonly string[]): number {
  const wanted = new Set(relevant);
  const index = ranked.findIndex((id) => wanted.has(id));
  return index < 0 ? 0 : 1 / (index + 1);
}

export interface Scores {
  recall5: number;
  recall10: number;
  mrr: number;
  queries: number;
}

/** Averages the metrics over queries (each query counts once). */
export function scoreRuns(runs: readonly { ranked: readonly string[]; relevant: readonly string[] }[]): Scores {
  const n = runs.length || 1;
  let recall5 = 0;
  let recall10 = 0;
  let mrr = 0;
  for (const run of runs) {
    recall5 += recallAt(run.ranked, run.relevant, 5);
    recall10 += recallAt(run.ranked, run.relevant, 10);
    mrr += reciprocalRank(run.ranked, run.relevant);
  }
  return { recall5: recall5 / n, recall10: recall10 / n, mrr: mrr / n, queries: runs.length };
}
