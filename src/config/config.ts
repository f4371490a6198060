/**
 * `.cortex/config.json`: optional, committed project settings. One zod schema below is the
 * only definition of the file's keys, their types and their defaults (the file may be
 * absent or hold only what a project changes). Keys this version does not know are
 * named with a "did you mean" and otherwise ignored, so an older cortex can read a newer
 * config. Pure.
 *
 * The schema is built with `zod/mini`, and only when there is a file to check: every hook
 * reads the config, and zod's full build nearly doubles the hook bundle and costs a hook
 * about 20 ms more (docs/development.md's dependency table has the figures).
 */
import * as z from 'zod/mini';
import { CortexError } from '../errors.js';
import { isPlainObject } from '../events/check.js';
import {
  DEFAULT_SEARCH_CONFIG,
  HOSTED_DEFAULTS,
  INDEX_FIELDS,
  type EmbedderConfig,
  type IndexField,
  type SearchConfig,
} from './search-settings.js';
import {
  BRIEFING_KINDS,
  DEFAULT_BRIEFING_BUDGET,
  DEFAULT_BRIEFING_LOG_MIB,
  DEFAULT_SHARES,
  type BriefingKind,
} from './briefing-kinds.js';

/** Budgets outside this range make no sense: below, not even the instructions fit; above, Claude Code truncates. */
export const BRIEFING_BUDGET_RANGE = [200, 8000] as const;

const EMBEDDER_KINDS = ['builtin', 'none', 'transformers', 'openai', 'voyage'] as const;

/**
 * The default of every setting. The schema below gives each key its type and takes its
 * default from here, and TypeScript checks this object against what the schema returns
 * (DEFAULT_CONFIG), so a key cannot lack a default or have a default of the wrong shape.
 * It is a plain object rather than the schema's parse of `{}` so that a hook in a project
 * without a config file never builds the schema (see configSchema).
 */
const DEFAULTS = {
  author: 'email' as const,
  redaction: { patterns: [] as string[], excludePaths: [] as string[] },
  capture: { preferences: true, autoMemory: false },
  knowledge: { code: false },
  search: DEFAULT_SEARCH_CONFIG,
  briefing: {
    budget: DEFAULT_BRIEFING_BUDGET,
    shares: DEFAULT_SHARES,
    decayPerHour: 0.995,
    trustedAuthors: 'default-branch' as TrustedAuthors,
    logMiB: DEFAULT_BRIEFING_LOG_MIB,
  },
};

/**
 * The `briefing.trustedAuthors` setting: whose memories the briefing shows. `default-branch`
 * (everyone with a commit on the default branch, and you), `everyone`, or a list of git author
 * e-mail addresses (and you).
 */
export type TrustedAuthors = 'default-branch' | 'everyone' | readonly string[];

/**
 * Builds the schema of the whole file. To add a setting: add its key with its type and
 * its default (in DEFAULTS); its type in CortexConfig, its errors and its "did you mean"
 * follow from it.
 */
function buildConfigSchema() {
  /** A number from `min` to `max`; the message names both bounds. */
  function between(min: number, max: number) {
    return z.number().check(
      z.refine((n) => n >= min && n <= max, {
        error: (issue) => `must be between ${min} and ${max}, got ${String(issue.input)}`,
      }),
    );
  }

  const positive = z.int().check(
    z.refine((n) => n >= 1, {
      error: (issue) => `must be 1 or more, got ${String(issue.input)}`,
    }),
  );
  const nonEmpty = z
    .string()
    .check(z.refine((text) => text.trim() !== '', { error: 'must not be empty' }));
  const weight = between(0, 100);

  /** A JavaScript regular expression, as `redaction.patterns` holds them. */
  const pattern = z.string().check(
    z.superRefine((text, context) => {
      try {
        new RegExp(text, 'g');
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `not a valid regular expression (${(error as Error).message})`,
          input: text,
          params: { pattern: true },
        });
      }
    }),
  );

  /** A hosted embedder: every setting but the kind has a default. */
  function hostedEmbedder<K extends 'openai' | 'voyage'>(kind: K) {
    const defaults = HOSTED_DEFAULTS[kind];
    return z.pipe(
      z.strictObject({
        kind: z.literal(kind),
        model: z._default(nonEmpty, defaults.model),
        baseUrl: z._default(
          nonEmpty.check(
            z.refine((url) => /^https?:\/\//.test(url), { error: 'expected an http(s) URL' }),
          ),
          defaults.baseUrl,
        ),
        apiKeyEnv: z._default(nonEmpty, defaults.apiKeyEnv),
        dimensions: z.optional(positive),
        batchSize: z._default(positive, 64),
        timeoutMs: z._default(positive, 30_000),
      }),
      z.transform(({ dimensions, ...rest }): EmbedderConfig => ({
        kind,
        model: rest.model,
        baseUrl: rest.baseUrl.replace(/\/+$/, ''),
        apiKeyEnv: rest.apiKeyEnv,
        ...(dimensions === undefined ? {} : { dimensions }),
        batchSize: rest.batchSize,
        timeoutMs: rest.timeoutMs,
      })),
    );
  }

  /** `"builtin"` is short for `{"kind": "builtin"}`. */
  const embedderSchema = z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? { kind: value } : value)),
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('builtin') }),
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({
        kind: z.literal('transformers'),
        model: nonEmpty,
        pooling: z._default(z.enum(['mean', 'cls']), 'mean'),
        quantized: z._default(z.boolean(), false),
      }),
      hostedEmbedder('openai'),
      hostedEmbedder('voyage'),
    ]),
  );

  const search = DEFAULTS.search;
  const rank = search.settings.rank;
  const fts = search.settings.fts;
  const relevance = search.relevance;

  /**
   * The `search` section. The file keeps it flat (what a user tunes); search reads it
   * grouped by what uses each setting (SearchConfig), so the schema maps one to the other.
   */
  const searchSchema = z.pipe(
    z.strictObject({
      embedder: z._default(embedderSchema, search.embedder),
      promptContext: z._default(z.boolean(), search.promptContext),
      candidates: z._default(positive, search.settings.candidates),
      minCosine: z._default(between(-1, 1), search.settings.minCosine),
      weights: z.prefault(
        z.strictObject({
          keyword: z._default(weight, rank.weights.keyword),
          semantic: z._default(weight, rank.weights.semantic),
          salience: z._default(weight, rank.weights.salience),
          recency: z._default(weight, rank.weights.recency),
          pinned: z._default(weight, rank.weights.pinned),
        }),
        {},
      ),
      rrfK: z._default(between(0, 10_000), rank.rrfK),
      recencyHalfLifeDays: z._default(between(0.001, Infinity), rank.recencyHalfLifeDays),
      fields: z.prefault(
        z.strictObject(
          Object.fromEntries(
            INDEX_FIELDS.map((field) => [field, z._default(weight, fts.boosts[field])]),
          ) as Record<IndexField, z.ZodMiniDefault<typeof weight>>,
        ),
        {},
      ),
      bm25: z.prefault(
        z.strictObject({
          k: z._default(between(0, 100), fts.bm25.k),
          b: z._default(between(0, 1), fts.bm25.b),
          d: z._default(between(0, 100), fts.bm25.d),
        }),
        {},
      ),
      promptRelevance: z.prefault(
        z.strictObject({
          limit: z._default(positive, relevance.limit),
          minSharedRarity: z._default(between(0, 100), relevance.minSharedRarity),
          supportingCosine: z._default(between(-1, 1), relevance.supportingCosine),
          supportedSharedRarity: z._default(between(0, 100), relevance.supportedSharedRarity),
          minScoreRatio: z._default(between(0, 1), relevance.minScoreRatio),
        }),
        {},
      ),
    }),
    z.transform((raw): SearchConfig => ({
      embedder: raw.embedder as EmbedderConfig,
      promptContext: raw.promptContext,
      settings: {
        candidates: raw.candidates,
        minCosine: raw.minCosine,
        rank: {
          weights: raw.weights,
          rrfK: raw.rrfK,
          recencyHalfLifeDays: raw.recencyHalfLifeDays,
        },
        fts: { ...fts, boosts: raw.fields, bm25: raw.bm25 },
      },
      relevance: raw.promptRelevance,
    })),
  );

  /**
   * The whole file. To add a setting: add its key here with its type and default (and a
   * TSDoc line); its type, its default, its errors and its "did you mean" follow from it.
   */
  const configSchema = z.strictObject({
    /** A JSON schema reference editors use; cortex ignores it. */
    $schema: z.optional(z.string()),
    /** What goes into each event's `author`: the git email, a hash of it, or nothing. */
    author: z._default(z.enum(['email', 'hash', 'none']), DEFAULTS.author),
    /** Capture: extra secret patterns (JavaScript regular expressions), paths never recorded (gitignore-style). */
    redaction: z.prefault(
      z.strictObject({
        patterns: z._default(z.array(pattern), DEFAULTS.redaction.patterns),
        excludePaths: z._default(z.array(z.string()), DEFAULTS.redaction.excludePaths),
      }),
      {},
    ),
    /** Capture: whether the user's standing instructions ("always …", "never …") are kept as preferences. */
    capture: z.prefault(
      z.strictObject({
        preferences: z._default(z.boolean(), DEFAULTS.capture.preferences),
        /** Whether Claude Code's auto memory for the project becomes shared memories (from the committed config only once approved). */
        autoMemory: z._default(z.boolean(), DEFAULTS.capture.autoMemory),
      }),
      {},
    ),
    /**
     * The project's knowledge beside its documents: with `code`, each source file's leading comment and exported
     * names are indexed as a small chunk tied to its path (by `cortex search` and `cortex status`, never by a hook).
     */
    knowledge: z.prefault(
      z.strictObject({ code: z._default(z.boolean(), DEFAULTS.knowledge.code) }),
      {},
    ),
    /** Search: embedder, ranking weights, the prompt hook's relevance bar. */
    search: z.prefault(searchSchema, {}),
    /** The start-of-session briefing: token budget, weights of the kinds of memory, decay per hour without access, how much of the log it reads. */
    briefing: z.prefault(
      z.strictObject({
        budget: z._default(
          between(...BRIEFING_BUDGET_RANGE).check(
            z.refine(Number.isInteger, {
              error: (issue) => `expected a whole number of tokens, got ${String(issue.input)}`,
            }),
          ),
          DEFAULTS.briefing.budget,
        ),
        shares: z.pipe(
          z._default(z.partialRecord(z.enum(BRIEFING_KINDS), between(0, 1000)), {}),
          z.transform((shares): Readonly<Record<BriefingKind, number>> => ({
            ...DEFAULTS.briefing.shares,
            ...shares,
          })),
        ),
        decayPerHour: z._default(between(0.5, 1), DEFAULTS.briefing.decayPerHour),
        /** How much of the log (newest event files first) the briefing is built from: a session start's cost stays bounded. */
        logMiB: z._default(
          between(1, 65_536).check(
            z.refine(Number.isInteger, {
              error: (issue) => `expected a whole number of MiB, got ${String(issue.input)}`,
            }),
          ),
          DEFAULTS.briefing.logMiB,
        ),
        trustedAuthors: z._default(
          z.pipe(
            z.unknown(),
            z.transform((value, context): TrustedAuthors => {
              if (value === 'default-branch' || value === 'everyone') return value;
              if (!Array.isArray(value) || !value.every((email) => typeof email === 'string')) {
                context.issues.push({
                  code: 'custom',
                  input: value,
                  message: 'expected "default-branch", "everyone" or a list of e-mail addresses',
                });
                return 'default-branch';
              }
              const emails = (value as string[]).map((email) => email.trim().toLowerCase());
              const empty = emails.indexOf('');
              if (empty >= 0)
                context.issues.push({
                  code: 'custom',
                  input: value,
                  path: [empty],
                  message: 'must not be empty',
                });
              return emails;
            }),
          ),
          DEFAULTS.briefing.trustedAuthors,
        ),
      }),
      {},
    ),
  });
  return configSchema;
}

type ConfigSchema = ReturnType<typeof buildConfigSchema>;
let builtSchema: ConfigSchema | undefined;

/** The schema, built on first use: building it costs a hook several milliseconds, and most runs have no file to check. */
function configSchema(): ConfigSchema {
  return (builtSchema ??= buildConfigSchema());
}

/** The settings cortex obeys, as the schema gives them. */
export type CortexConfig = Omit<z.output<ConfigSchema>, '$schema'>;

/** The settings when the file is absent (or `{}`). */
export const DEFAULT_CONFIG: CortexConfig = DEFAULTS;

function withoutSchemaKey(parsed: z.output<ConfigSchema>): CortexConfig {
  const { $schema: _ignored, ...config } = parsed;
  return config;
}

type Path = readonly PropertyKey[];

/** `search.weights.keyword`, `redaction.patterns[1]`. */
function formatPath(path: Path): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`,
    )
    .join('');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? 'a string' : JSON.stringify(value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** What an object-valued setting looks like, for the message when it is something else. */
const SHAPE_HINTS: Record<string, string> = {
  briefing: 'an object such as {"budget": 600}',
  redaction: 'an object with "patterns" and "excludePaths"',
  'search.embedder': '"builtin", "none" or an object with a "kind"',
};

/** The message of a zod issue, worded as cortex words them (the schema's own messages win). */
function issueMessage(issue: z.core.$ZodRawIssue): string {
  const input = issue.input;
  switch (issue.code) {
    case 'invalid_type': {
      const hint = SHAPE_HINTS[formatPath(issue.path ?? [])];
      if (input === undefined) return 'is required';
      // z.int() reports a string as "expected number": say what it takes.
      const integer =
        issue.expected === 'number' &&
        (issue.inst as SchemaNode | undefined)?._zod.def.format === 'safeint';
      return `expected ${hint ?? EXPECTED[integer ? 'int' : issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}, got ${describeValue(input)}`;
    case 'invalid_union':
      // The embedder's kind (the only discriminated union): `input` is the whole object.
      return `expected one of ${EMBEDDER_KINDS.join(', ')}, got ${describeValue(isPlainObject(input) ? input.kind : input)}`;
    default:
      return 'is not valid';
  }
}

/** One thing wrong with a setting. */
interface Problem {
  path: Path;
  message: string;
  /** A regular expression in `redaction.patterns` that does not compile: left out alone. */
  pattern: boolean;
}

/** The known keys of the object the schema expects at `path` (for "did you mean"), given the file's value. */
function knownKeys(path: Path, value: unknown): string[] {
  let node = unwrap(configSchema() as unknown as SchemaNode, value);
  let here = value;
  for (const key of path) {
    here = isPlainObject(here) ? here[key as string] : undefined;
    const def: SchemaDef = node._zod.def;
    const child = def.shape?.[key as string] ?? def.valueType;
    if (!child) return [];
    node = unwrap(child, here);
  }
  const def = node._zod.def;
  if (def.shape) return Object.keys(def.shape);
  if (def.keyType?._zod.def.entries) return Object.keys(def.keyType._zod.def.entries);
  return [];
}

/** Just enough of zod's schema definitions to walk them. */
interface SchemaDef {
  type: string;
  innerType?: SchemaNode;
  in?: SchemaNode;
  out?: SchemaNode;
  shape?: Record<string, SchemaNode>;
  options?: SchemaNode[];
  keyType?: SchemaNode;
  valueType?: SchemaNode;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
}
interface SchemaNode {
  _zod: { def: SchemaDef };
}

/** The object schema under wrappers (optional, default, pipe) and, for a union, the option the value picks. */
function unwrap(start: SchemaNode, value: unknown): SchemaNode {
  let node = start;
  for (;;) {
    const def = node._zod.def;
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe') node = def.in!._zod.def.type === 'transform' ? def.out! : def.in!;
    else if (def.type === 'union' && def.options) {
      const kind =
        typeof value === 'string' ? value : isPlainObject(value) ? value.kind : undefined;
      const option = def.options.find((candidate) =>
        unwrap(candidate, undefined)._zod.def.shape?.kind?._zod.def.values?.includes(kind),
      );
      if (!option) return node;
      node = option;
    } else return node;
  }
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
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

/** What the schema makes of a value: the config when it holds, and what is wrong and unknown. */
interface Checked {
  config?: CortexConfig;
  problems: Problem[];
  /** Keys the schema does not know, each with the path of the object holding it. */
  unknown: { path: Path; key: string }[];
}

function check(value: unknown): Checked {
  // jitless: zod compiles a parser per object schema on first use, which costs more than one parse saves.
  const result = configSchema().safeParse(value, { error: issueMessage, jitless: true });
  if (result.success) return { config: withoutSchemaKey(result.data), problems: [], unknown: [] };
  const checked: Checked = { problems: [], unknown: [] };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys')
      checked.unknown.push(...issue.keys.map((key) => ({ path: issue.path, key })));
    else
      checked.problems.push({
        path: issue.path,
        message: issue.message,
        pattern: issue.code === 'custom' && issue.params?.pattern === true,
      });
  }
  return checked;
}

/** A copy of `value` without the keys at `paths` (a key path, or an array index). */
function without(value: unknown, paths: readonly Path[]): unknown {
  const copy: unknown = structuredClone(value);
  // Array items last to first, so removing one does not shift the next.
  const index = (path: Path) => (typeof path.at(-1) === 'number' ? (path.at(-1) as number) : -1);
  const sorted = [...paths].sort((a, b) => index(b) - index(a));
  for (const path of sorted) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1))
      parent =
        isPlainObject(parent) || Array.isArray(parent)
          ? (parent as Record<PropertyKey, unknown>)[key]
          : undefined;
    const last = path.at(-1)!;
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (isPlainObject(parent)) delete parent[last as string];
  }
  return copy;
}

function unknownLines(value: unknown, unknown: Checked['unknown'], file: string): string[] {
  // In the order the file lists them, as a reader goes through it.
  const order = new Map<string, number>();
  const walk = (node: unknown, prefix: string) => {
    if (!isPlainObject(node)) return;
    for (const [key, inner] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      order.set(path, order.size);
      walk(inner, path);
    }
  };
  walk(value, '');
  return unknown
    .map(({ path, key }) => {
      const where = formatPath(path);
      const here = where ? `${where}.${key}` : key;
      const suggestion = suggestKey(key, knownKeys(path, value));
      return {
        here,
        line: `${file}: ${here}: unknown setting${suggestion ? ` (did you mean "${where ? `${where}.` : ''}${suggestion}"?)` : ''}`,
      };
    })
    .sort((a, b) => (order.get(a.here) ?? 0) - (order.get(b.here) ?? 0))
    .map(({ line }) => line);
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CortexError('BAD_CONFIG', `${file}: not valid JSON (${(error as Error).message})`, {
      hint: 'fix the file or delete it to use the defaults',
    });
  }
}

/**
 * Parses the config file's text. Throws a CortexError naming the file and the key path of
 * the first broken setting; keys it does not know are ignored (readConfigLeniently names them).
 */
export function parseConfig(text: string, file: string): CortexConfig {
  const value = parseJson(text, file);
  if (!isPlainObject(value)) throw new CortexError('BAD_CONFIG', `${file}: expected a JSON object`);
  let checked = check(value);
  const problem = checked.problems[0];
  if (problem)
    throw new CortexError('BAD_CONFIG', `${file}: ${formatPath(problem.path)}: ${problem.message}`);
  if (!checked.config)
    checked = check(
      without(
        value,
        checked.unknown.map(({ path, key }) => [...path, key]),
      ),
    );
  if (!checked.config)
    throw new CortexError(
      'BAD_CONFIG',
      `${file}: ${checked.problems.map((p) => `${formatPath(p.path)}: ${p.message}`)[0] ?? 'not valid'}`,
    );
  return checked.config;
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
 * project's redaction patterns), a redaction pattern that does not compile is left out
 * alone; a file that is not JSON gives the defaults. Pure.
 */
export function readConfigLeniently(text: string, file: string): ConfigReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      config: DEFAULT_CONFIG,
      problems: [
        `${file}: not valid JSON (${(error as Error).message}); every setting is at its default`,
      ],
      unknown: [],
    };
  }
  if (!isPlainObject(value))
    return {
      config: DEFAULT_CONFIG,
      problems: [`${file}: expected a JSON object; every setting is at its default`],
      unknown: [],
    };
  const problems: string[] = [];
  let checked = check(value);
  const unknown = unknownLines(value, checked.unknown, file);
  let remaining: unknown = value;
  // Each pass drops what was wrong; a pass can only find less, so a few always suffice.
  for (let pass = 0; pass < 4 && !checked.config; pass++) {
    const dropped: Path[] = checked.unknown.map(({ path, key }) => [...path, key]);
    for (const problem of checked.problems) {
      const where = `${file}: ${formatPath(problem.path)}: ${problem.message}`;
      if (problem.pattern) {
        problems.push(`${where}; left out, the other patterns apply`);
        dropped.push(problem.path);
      } else if (problem.path.length === 0) {
        return {
          config: DEFAULT_CONFIG,
          problems: [...problems, `${where}; every setting is at its default`],
          unknown,
        };
      } else {
        const section = String(problem.path[0]);
        problems.push(`${where} (the ${section} settings are at their defaults)`);
        dropped.push([section]);
      }
    }
    remaining = without(remaining, dropped);
    checked = check(remaining);
  }
  return { config: checked.config ?? DEFAULT_CONFIG, problems, unknown };
}

/** The one line the briefing gives a broken config: its first problem, how many more, and what to do. Pure. */
export function describeConfigProblems(problems: readonly string[]): string {
  const first = problems[0]!
    .replace(/^\.cortex\/config\.json: /, '')
    .replace(
      / \((the \w+ settings are at their defaults|left out, the other patterns apply)\)$|; left out, the other patterns apply$/,
      '',
    );
  const more = problems.length > 1 ? `, and ${problems.length - 1} more` : '';
  return `\`.cortex/config.json\` is broken (${first}${more}): cortex uses the defaults for what is broken until it is fixed; \`cortex doctor\` lists every problem.`;
}

/**
 * Every setting the file takes, as dotted paths (`search.weights.keyword`) with their
 * defaults, from the schema itself: what docs/configuration.md is generated from and checked
 * against. An object is walked into; the embedder (one of several shapes) and the briefing's
 * shares (a map of kinds) are one setting each.
 */
export function configKeys(): { path: string; default: unknown }[] {
  const keys: { path: string; default: unknown }[] = [];
  const walk = (node: SchemaNode, path: string): void => {
    const def = unwrap(node, undefined)._zod.def;
    if (!def.shape || path === 'search.embedder') {
      keys.push({ path, default: defaultOf(node) });
      return;
    }
    for (const [key, child] of Object.entries(def.shape))
      if (key !== '$schema') walk(child, path ? `${path}.${key}` : key);
  };
  walk(configSchema() as unknown as SchemaNode, '');
  return keys;
}

/** The default a schema node gives when its key is absent (under pipes), if it has one. */
function defaultOf(start: SchemaNode): unknown {
  let node: SchemaNode | undefined = start;
  while (node) {
    const def = node._zod.def as SchemaDef & { defaultValue?: unknown };
    if (def.type === 'default') return def.defaultValue;
    node = def.type === 'pipe' ? def.in : def.innerType;
  }
  return undefined;
}
