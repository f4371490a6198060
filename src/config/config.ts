/**
 * `.cortex/config.json`: optional, committed project settings. Every setting has a
 * default, so the file may be absent or hold only what a project changes. Keys this
 * version does not know are ignored, so an older cortex can read a newer config.
 */
import { CortexError, ValidationError } from '../errors.js';
import { arrayOf, bool, int, isPlainObject, nonEmptyStr, num, oneOf, str, type Check } from '../events/check.js';
import {
  DEFAULT_SEARCH_CONFIG,
  HOSTED_DEFAULTS,
  INDEX_FIELDS,
  type EmbedderConfig,
  type SearchConfig,
} from './search-settings.js';
import { BRIEFING_KINDS, DEFAULT_BRIEFING_BUDGET, DEFAULT_SHARES, type BriefingKind } from './briefing-kinds.js';

/** What capture keeps out of the log, beyond the built-in secret rules. */
export interface RedactionConfig {
  /** Extra regular expressions (JavaScript syntax) whose matches are redacted. */
  patterns: string[];
  /** Paths (gitignore-style globs, relative to the repository) that capture never records. */
  excludePaths: string[];
}

export interface BriefingConfig {
  /** Tokens the start-of-session briefing may use. */
  budget: number;
  /** Relative weights of the kinds of memory in the budget (plan, decision, rejected, …). */
  shares: Readonly<Record<BriefingKind, number>>;
  /** The fraction of a memory's salience kept per hour without access (decisions never decay). */
  decayPerHour: number;
}

export interface CaptureConfig {
  /** Keep the user's standing instructions ("always …", "never …", rejection reasons) as preferences. */
  preferences: boolean;
}

export interface CortexConfig {
  /** What goes into each event's `author`: the git email, a hash of it, or nothing. */
  author: 'email' | 'hash' | 'none';
  /** Capture: extra secret patterns, paths never recorded. */
  redaction: RedactionConfig;
  /** Capture: what is kept besides tool activity and the assistant's own statements. */
  capture: CaptureConfig;
  /** Search: embedder, ranking weights, the prompt hook's relevance bar. */
  search: SearchConfig;
  /** The start-of-session briefing: budget, shares per kind, decay. */
  briefing: BriefingConfig;
}

export const DEFAULT_CONFIG: CortexConfig = {
  author: 'email',
  redaction: { patterns: [], excludePaths: [] },
  capture: { preferences: true },
  search: DEFAULT_SEARCH_CONFIG,
  briefing: { budget: DEFAULT_BRIEFING_BUDGET, shares: DEFAULT_SHARES, decayPerHour: 0.995 },
};

/** An object whose listed keys each have a check and a default; unknown keys are ignored. */
function section<T extends object>(defaults: T, checks: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value, path) => {
    if (value === undefined) return defaults;
    if (!isPlainObject(value)) throw new ValidationError(path, 'expected an object');
    const out = { ...defaults };
    for (const key of Object.keys(checks) as (keyof T & string)[]) {
      if (value[key] !== undefined) out[key] = checks[key](value[key], `${path}.${key}`);
    }
    return out;
  };
}

const weight = num(0, 100);

const checkEmbedder: Check<EmbedderConfig> = (value, path) => {
  const config = typeof value === 'string' ? { kind: value } : value;
  if (!isPlainObject(config)) throw new ValidationError(path, 'expected "builtin", "none" or an object with a "kind"');
  const kind = oneOf('builtin', 'none', 'transformers', 'openai', 'voyage')(config.kind, `${path}.kind`);
  if (kind === 'builtin' || kind === 'none') return { kind };
  if (kind === 'transformers') {
    return {
      kind,
      model: nonEmptyStr(config.model, `${path}.model`),
      pooling: config.pooling === undefined ? 'mean' : oneOf('mean', 'cls')(config.pooling, `${path}.pooling`),
      quantized: config.quantized === undefined ? false : bool(config.quantized, `${path}.quantized`),
    };
  }
  const defaults = HOSTED_DEFAULTS[kind];
  const baseUrl = config.baseUrl === undefined ? defaults.baseUrl : nonEmptyStr(config.baseUrl, `${path}.baseUrl`);
  if (!/^https?:\/\//.test(baseUrl)) throw new ValidationError(`${path}.baseUrl`, 'expected an http(s) URL');
  return {
    kind,
    model: config.model === undefined ? defaults.model : nonEmptyStr(config.model, `${path}.model`),
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKeyEnv: config.apiKeyEnv === undefined ? defaults.apiKeyEnv : nonEmptyStr(config.apiKeyEnv, `${path}.apiKeyEnv`),
    ...(config.dimensions === undefined ? {} : { dimensions: positive(config.dimensions, `${path}.dimensions`) }),
    batchSize: config.batchSize === undefined ? 64 : positive(config.batchSize, `${path}.batchSize`),
    timeoutMs: config.timeoutMs === undefined ? 30_000 : positive(config.timeoutMs, `${path}.timeoutMs`),
  };
};

const positive: Check<number> = (value, path) => {
  const n = int(value, path);
  if (n < 1) throw new ValidationError(path, `must be 1 or more, got ${n}`);
  return n;
};

const defaults = DEFAULT_SEARCH_CONFIG;
const checkSearch: Check<SearchConfig> = (value, path) => {
  const raw = value === undefined ? {} : value;
  if (!isPlainObject(raw)) throw new ValidationError(path, 'expected an object');
  const rank = defaults.settings.rank;
  return {
    embedder: raw.embedder === undefined ? defaults.embedder : checkEmbedder(raw.embedder, `${path}.embedder`),
    promptContext: raw.promptContext === undefined ? defaults.promptContext : bool(raw.promptContext, `${path}.promptContext`),
    settings: {
      candidates: raw.candidates === undefined ? defaults.settings.candidates : positive(raw.candidates, `${path}.candidates`),
      minCosine: raw.minCosine === undefined ? defaults.settings.minCosine : num(-1, 1)(raw.minCosine, `${path}.minCosine`),
      rank: {
        weights: section(rank.weights, { keyword: weight, semantic: weight, salience: weight, recency: weight, pinned: weight })(raw.weights, `${path}.weights`),
        rrfK: raw.rrfK === undefined ? rank.rrfK : num(0, 10_000)(raw.rrfK, `${path}.rrfK`),
        recencyHalfLifeDays: raw.recencyHalfLifeDays === undefined ? rank.recencyHalfLifeDays : num(0.001)(raw.recencyHalfLifeDays, `${path}.recencyHalfLifeDays`),
      },
      fts: {
        ...defaults.settings.fts,
        boosts: section(defaults.settings.fts.boosts, Object.fromEntries(INDEX_FIELDS.map((field) => [field, weight])) as never)(raw.fields, `${path}.fields`),
        bm25: section(defaults.settings.fts.bm25, { k: num(0, 100), b: num(0, 1), d: num(0, 100) })(raw.bm25, `${path}.bm25`),
      },
    },
    relevance: section(defaults.relevance, {
      limit: positive,
      minSharedRarity: num(0, 100),
      supportingCosine: num(-1, 1),
      supportedSharedRarity: num(0, 100),
      minScoreRatio: num(0, 1),
    })(raw.promptRelevance, `${path}.promptRelevance`),
  };
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

function parseRedaction(value: unknown): RedactionConfig {
  if (value === undefined) return DEFAULT_CONFIG.redaction;
  if (!isPlainObject(value)) throw new ValidationError('redaction', 'expected an object with "patterns" and "excludePaths"');
  const patterns = value.patterns === undefined ? [] : arrayOf(str)(value.patterns, 'redaction.patterns');
  patterns.forEach((pattern, index) => {
    try {
      new RegExp(pattern, 'g');
    } catch (error) {
      throw new ValidationError(`redaction.patterns[${index}]`, `not a valid regular expression (${(error as Error).message})`);
    }
  });
  const excludePaths = value.excludePaths === undefined ? [] : arrayOf(str)(value.excludePaths, 'redaction.excludePaths');
  return { patterns, excludePaths };
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
      redaction: parseRedaction(value.redaction),
      capture: section(DEFAULT_CONFIG.capture, { preferences: bool })(value.capture, 'capture'),
      search: checkSearch(value.search, 'search'),
      briefing: parseBriefing(value.briefing),
    };
  } catch (error) {
    if (error instanceof ValidationError) throw new CortexError('BAD_CONFIG', `${file}: ${error.message}`);
    throw error;
  }
}
