/**
 * Sharing a token budget between kinds of memory (the plugin brief's per-category budgets):
 * each kind may use its share; what a kind leaves unused goes to the best remaining items
 * of any kind. So no single kind floods the briefing, and none of the budget is wasted.
 */

export interface BudgetItem<K extends string> {
  kind: K;
  /** Higher is more important. */
  score: number;
  tokens: number;
  /** Ties are broken by this key, so selection is deterministic. */
  key: string;
}

function byScore<K extends string>(a: BudgetItem<K>, b: BudgetItem<K>): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * Chooses items within `budget` tokens. `shares` weighs the kinds; kinds with no items
 * give their weight to the others before anything is chosen. Returns the chosen items, in
 * no particular order, and the tokens they use.
 */
export function allocateBudget<K extends string, T extends BudgetItem<K>>(
  items: readonly T[],
  budget: number,
  shares: Readonly<Record<K, number>>,
): { chosen: T[]; used: number } {
  const present = new Set(items.map((item) => item.kind));
  const weights = Object.entries(shares) as [K, number][];
  const total = weights
    .filter(([kind]) => present.has(kind))
    .reduce((sum, [, weight]) => sum + weight, 0);
  const sorted = [...items].sort(byScore);
  const chosen = new Set<T>();
  let used = 0;
  if (total > 0) {
    const spent = new Map<K, number>();
    for (const item of sorted) {
      const share = (budget * (shares[item.kind] ?? 0)) / total;
      const already = spent.get(item.kind) ?? 0;
      if (already + item.tokens <= share && used + item.tokens <= budget) {
        chosen.add(item);
        spent.set(item.kind, already + item.tokens);
        used += item.tokens;
      }
    }
  }
  for (const item of sorted) {
    if (!chosen.has(item) && used + item.tokens <= budget) {
      chosen.add(item);
      used += item.tokens;
    }
  }
  return { chosen: [...chosen], used };
}
