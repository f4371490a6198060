/**
 * The kinds of memory a briefing's budget is shared between, and their default weights.
 * Kept apart from the briefing itself so that reading the config does not load it.
 */

export const BRIEFING_KINDS = [
  'plan',
  'decision',
  'rejected',
  'progress',
  'fix',
  'learned',
  'gotcha',
  'preference',
] as const;
export type BriefingKind = (typeof BRIEFING_KINDS)[number];

/**
 * Default weights of the kinds: what the next session needs first (standing preferences,
 * lessons and fixes) about half, decisions and rejections about a quarter, the plan, and
 * little for progress (recent activity is capped apart, at 15% of the budget).
 */
export const DEFAULT_SHARES: Readonly<Record<BriefingKind, number>> = {
  plan: 12,
  decision: 18,
  rejected: 10,
  progress: 8,
  fix: 14,
  learned: 12,
  gotcha: 12,
  preference: 14,
};

/** The default token budget of the start-of-session briefing. */
export const DEFAULT_BRIEFING_BUDGET = 600;

/**
 * How much of the committed log, in MiB, the briefing is built from by default
 * (projections/read-limit.ts): 100,000 events as the benchmark writes them after real
 * sessions take 62 MiB, and 100,000 events is the size cortex's budgets are set for.
 */
export const DEFAULT_BRIEFING_LOG_MIB = 64;
