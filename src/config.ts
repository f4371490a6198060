/**
 * `.cortex/config.json`: optional, committed project settings. Every setting has a
 * default, so the file may be absent or hold only what a project changes. Keys this
 * version does not know are ignored, so an older cortex can read a newer config.
 */
import { CortexError, ValidationError } from './errors.js';
import { isPlainObject, num, oneOf } from './events/check.js';
import { BRIEFING_KINDS, DEFAULT_BRIEFING_BUDGET, DEFAULT_SHARES, type BriefingKind } from './projections/kinds.js';

export interface BriefingConfig {
  /** Tokens the start-of-session briefing may use. */
  budget: number;
  /** Relative weights of the kinds of memory in the budget (plan, decision, rejected, …). */
  shares: Readonly<Record<BriefingKind, number>>;
  /** The fraction of a memory's salience kept per hour without access (decisions never decay). */
  decayPerHour: number;
}

export interface CortexConfig {
  /** What goes into each event's `author`: the git email, a hash of it, or nothing. */
  author: 'email' | 'hash' | 'none';
  briefing: BriefingConfig;
}

export const DEFAULT_CONFIG: CortexConfig = {
  author: 'email',
  briefing: { budget: DEFAULT_BRIEFING_BUDGET, shares: DEFAULT_SHARES, decayPerHour: 0.995 },
};

/** Budgets outside this range make no sense: below, not even the instructions fit; above, Claude Code truncates. */
export const BRIEFING_BUDGET_RANGE = [200, 8000] as const;

function parseBriefing(value: unknown): BriefingConfig {
  if (value === undefined) return DEFAULT_CONFIG.briefing;
  if (!isPlainObject(value)) throw new ValidationError('briefing', 'expected an object such as {"budget": 2000}');
  const defaults = DEFAULT_CONFIG.briefing;
  const budget = value.budget === undefined ? defaults.budget : num(...BRIEFING_BUDGET_RANGE)(value.budget, 'briefing.budget');
  if (!Number.isInteger(budget)) throw new ValidationError('briefing.budget', `expected a whole number of tokens, got ${budget}`);
  const shares: Record<BriefingKind, number> = { ...defaults.shares };
  if (value.shares !== undefined) {
    if (!isPlainObject(value.shares)) throw new ValidationError('briefing.shares', `expected an object of weights by kind (${BRIEFING_KINDS.join(', ')})`);
    for (const [kind, weight] of Object.entries(value.shares)) {
      if (!(BRIEFING_KINDS as readonly string[]).includes(kind)) {
        throw new ValidationError(`briefing.shares.${kind}`, `unknown kind (known: ${BRIEFING_KINDS.join(', ')})`);
      }
      shares[kind as BriefingKind] = num(0, 1000)(weight, `briefing.shares.${kind}`);
    }
  }
  const decayPerHour = value.decayPerHour === undefined ? defaults.decayPerHour : num(0.5, 1)(value.decayPerHour, 'briefing.decayPerHour');
  return { budget, shares, decayPerHour };
}

/** Parses the config file's text. Throws a CortexError naming the file and field. */
export function parseConfig(text: string, file: string): CortexConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CortexError('BAD_CONFIG', `${file}: not valid JSON (${(error as Error).message})`, {
      hint: 'fix the file or delete it to use the defaults',
    });
  }
  if (!isPlainObject(value)) throw new CortexError('BAD_CONFIG', `${file}: expected a JSON object`);
  try {
    return {
      author: value.author === undefined ? DEFAULT_CONFIG.author : oneOf('email', 'hash', 'none')(value.author, 'author'),
      briefing: parseBriefing(value.briefing),
    };
  } catch (error) {
    if (error instanceof ValidationError) throw new CortexError('BAD_CONFIG', `${file}: ${error.message}`);
    throw error;
  }
}
