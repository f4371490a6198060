/**
 * The kinds of memory a briefing's budget is shared between, and their default weights.
 * Kept apart from the briefing itself so that reading the config does not load it.
 */

export const BRIEFING_KINDS = ['plan', 'decision', 'rejected', 'progress', 'fix', 'learned', 'gotcha', 'preference'] as const;
export type BriefingKind = (typeof BRIEFING_KINDS)[number];

/** Default weights of the kinds: decisions and rejections together about 40% (paper 9.5). */
export const DEFAULT_SHARES: Readonly<Record<BriefingKind, number>> = {
  plan: 15,
  decision: 25,
  rejected: 12,
  progress: 12,
  fix: 10,
  learned: 10,
  gotcha: 10,
  preference: 6,
};

/** The default token budget of the start-of-session briefing. */
export const DEFAULT_BRIEFING_BUDGET = 2000;
