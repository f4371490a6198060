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
  /**
   * Whose memories the briefing shows: `default-branch` (everyone with a commit on the
   * default branch, and you), `everyone`, or a list of git author e-mail addresses (and you).
   */
  trustedAuthors: TrustedAuthors;
}

/** The `briefing.trustedAuthors` setting. */
export type TrustedAuthors = 'default-branch' | 'everyone' | readonly string[];

const checkTrustedAuthors: Check<TrustedAuthors> = (value, path) => {
  if (value === 'default-branch' || value === 'everyone') return value;
  if (!Array.isArray(value)) throw new ValidationError(path, 'expected "default-branch", "everyone" or a list of e-mail addresses');
  return arrayOf(nonEmptyStr)(value, path).map((email) => email.trim().toLowerCase());
};

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
  briefing: { budget: DEFAULT_BRIEFING_BUDGET, shares: DEFAULT_SHARES, decayPerHour: 0.995, trustedAuthors: 'default-branch' },
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
  const trustedAuthors = value.trustedAuthors === undefined ? defaults.trustedAuthors : checkTrustedAuthors(value.trustedAuthors, 'briefing.trustedAuthors');
  return { budget, shares, decayPerHour, trustedAuthors };
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

/**
 * The keys each section of the file knows, for "did you mean" on a misspelt one. `true`
 * is a leaf (its value is checked by the parser above); an object lists its own keys.
 */
type KeyTree = { [key: string]: true | KeyTree };
const KNOWN_KEYS: KeyTree = {
  $schema: true,
  author: true,
  redaction: { patterns: true, excludePaths: true },
  search: {
    embedder: true,
    promptContext: true,
    candidates: true,
    minCosine: true,
    weights: { keyword: true, semantic: true, salience: true, recency: true, pinned: true },
    rrfK: true,
    recencyHalfLifeDays: true,
    fields: Object.fromEntries(INDEX_FIELDS.map((field) => [field, true])),
    bm25: { k: true, b: true, d: true },
    promptRelevance: { limit: true, minSharedRarity: true, supportingCosine: true, supportedSharedRarity: true, minScoreRatio: true },
  },
  briefing: { budget: true, shares: true, decayPerHour: true, trustedAuthors: true },
  capture: { preferences: true },
};

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known key closest to a mistyped one, if one is close enough to be meant. */
export function suggestKey(typed: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(typed.length / 3)) + 1;
  for (const key of known) {
    const distance = editDistance(typed, key);
    if (distance < bestDistance) [best, bestDistance] = [key, distance];
  }
  return best;
}

/** Keys the file holds that this cortex does not know, each with its path and a suggestion. Pure. */
export function findUnknownKeys(value: unknown, tree: KeyTree = KNOWN_KEYS, path = ''): string[] {
  if (!isPlainObject(value)) return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const known = tree[key];
    if (known === undefined) {
      const suggestion = suggestKey(key, Object.keys(tree));
      found.push(`${here}: unknown setting${suggestion ? ` (did you mean "${path ? `${path}.` : ''}${suggestion}"?)` : ''}`);
    } else if (known !== true) {
      found.push(...findUnknownKeys(inner, known, here));
    }
  }
  return found;
}

/** A config read without failing: what could be used, and what is wrong with the file. */
export interface ConfigReading {
  config: CortexConfig;
  /** Settings that could not be used (their section falls back to its defaults), each with its key path. */
  problems: string[];
  /** Keys this cortex does not know (ignored), with a "did you mean". */
  unknown: string[];
}

/**
 * Reads the config's text as far as it can: a section with a bad value falls back to its
 * defaults and the others still apply (so a typo in a search weight does not drop the
 * project's redaction patterns); a file that is not JSON gives the defaults. Pure.
 */
export function readConfigLeniently(text: string, file: string): ConfigReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { config: DEFAULT_CONFIG, problems: [`${file}: not valid JSON (${(error as Error).message}); every setting is at its default`], unknown: [] };
  }
  if (!isPlainObject(value)) return { config: DEFAULT_CONFIG, problems: [`${file}: expected a JSON object; every setting is at its default`], unknown: [] };
  return readConfigObject(value, file);
}

function readConfigObject(fileValue: Record<string, unknown>, file: string): ConfigReading {
  let value = fileValue;
  const problems: string[] = [];
  // A pattern that is not a regular expression is left out alone: the project's other patterns still redact.
  const redaction = value.redaction;
  if (isPlainObject(redaction) && Array.isArray(redaction.patterns)) {
    const patterns = redaction.patterns as unknown[];
    const kept = patterns.filter((pattern, index) => {
      try {
        new RegExp(String(pattern), 'g');
        return true;
      } catch (error) {
        problems.push(`${file}: redaction.patterns[${index}]: not a valid regular expression (${(error as Error).message}); left out, the other patterns apply`);
        return false;
      }
    });
    value = { ...value, redaction: { ...redaction, patterns: kept } };
  }
  const attempt = <T>(section: string, parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(`${file}: ${error.message} (the ${section} settings are at their defaults)`);
      return fallback;
    }
  };
  const config: CortexConfig = {
    author: attempt('author', () => (value.author === undefined ? DEFAULT_CONFIG.author : oneOf('email', 'hash', 'none')(value.author, 'author')), DEFAULT_CONFIG.author),
    redaction: attempt('redaction', () => parseRedaction(value.redaction), DEFAULT_CONFIG.redaction),
    search: attempt('search', () => checkSearch(value.search, 'search'), DEFAULT_CONFIG.search),
    briefing: attempt('briefing', () => parseBriefing(value.briefing), DEFAULT_CONFIG.briefing),
    capture: attempt('capture', () => section(DEFAULT_CONFIG.capture, { preferences: bool })(value.capture, 'capture'), DEFAULT_CONFIG.capture),
  };
  return { config, problems, unknown: findUnknownKeys(fileValue).map((line) => `${file}: ${line}`) };
}

/** The one line the briefing gives a broken config: its first problem, how many more, and what to do. Pure. */
export function describeConfigProblems(problems: readonly string[]): string {
  const first = problems[0]!.replace(/^\.cortex\/config\.json: /, '').replace(/ \((the \w+ settings are at their defaults|left out, the other patterns apply)\)$|; left out, the other patterns apply$/, '');
  const more = problems.length > 1 ? `, and ${problems.length - 1} more` : '';
  return `\`.cortex/config.json\` is broken (${first}${more}): cortex uses the defaults for what is broken until it is fixed; \`cortex doctor\` lists every problem.`;
}
