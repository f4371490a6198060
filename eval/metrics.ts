/**
 * Retrieval metrics over ranked ids. A question has answers, and an answer may be any of
 * several events (the same command run three times is one answer): it is found when any of
 * them is ranked. Recall at k is the share of answers found in the first k results;
 * reciprocal rank is 1 / the rank of the first result that is part of any answer.
 */

/** One answer: the ids of the events that each count as it. */
export type Answer = readonly string[];

export function recallAt(ranked: readonly string[], answers: readonly Answer[], k: number): number {
  if (answers.length === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  return answers.filter((answer) => answer.some((id) => top.has(id))).length / answers.length;
}

export function reciprocalRank(ranked: readonly string[], answers: readonly Answer[]): number {
  const wanted = new Set(answers.flat());
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
export function scoreRuns(
  runs: readonly { ranked: readonly string[]; answers: readonly Answer[] }[],
): Scores {
  const n = runs.length || 1;
  let recall5 = 0;
  let recall10 = 0;
  let mrr = 0;
  for (const run of runs) {
    recall5 += recallAt(run.ranked, run.answers, 5);
    recall10 += recallAt(run.ranked, run.answers, 10);
    mrr += reciprocalRank(run.ranked, run.answers);
  }
  return { recall5: recall5 / n, recall10: recall10 / n, mrr: mrr / n, queries: runs.length };
}
