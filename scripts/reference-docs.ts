/**
 * Writes docs/commands.md from the command definitions (each command's `--help`, as the
 * parser prints it) and docs/configuration.md from the config schema (every key it takes,
 * with its default) and the descriptions below. `--check` writes nothing and exits 1 when a
 * file differs from what it would write; a test runs the same comparison, so the reference
 * cannot drift from the code. Run: `node --import tsx scripts/reference-docs.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCommandLine, generalHelp } from '../src/cli/parser.js';
import { COMMANDS } from '../src/cli/registry.js';
import { configKeys } from '../src/config/config.js';
import { DEFAULT_SHARES } from '../src/config/briefing-kinds.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What each setting does, by its dotted path. A key the schema has and this lacks (or the reverse) fails the check. */
export const SETTING_DESCRIPTIONS: Record<string, string> = {
  author:
    'What goes into each event\'s `author`: `"email"` (the git `user.email`), `"hash"` (a hash of it) or `"none"`.',
  'redaction.patterns':
    'More secret patterns (JavaScript regular expressions) whose matches capture replaces with `[REDACTED:custom]`. Each runs with a time limit; one that runs out is skipped and reported by `cortex doctor`. A pattern that matches almost anything is refused.',
  'redaction.excludePaths':
    'Files capture never records, as gitignore patterns (`.env*`, `secrets/`, `!public.pem`).',
  'capture.preferences':
    'Whether the user\'s standing instructions ("always …", "never …") are kept as preferences.',
  'capture.autoMemory':
    "Whether Claude Code's auto memory for this project (`~/.claude/projects/<project>/memory/`, notes Claude keeps for you on this machine) becomes shared memories at the end of each session: a note added is recorded, a note removed or reworded is retracted. Personal notes: set it in your own config (`.cortex/local/config.json`); in the committed config it is obeyed only once approved with `cortex trust`.",
  'knowledge.code':
    'Whether each source file\'s leading comment and exported names are indexed beside the project\'s documents, so that `cortex search "where is X handled"` finds the file. Read by `cortex search`, `status` and the MCP server, never by a hook.',
  'search.embedder':
    'What makes the search vectors: `"builtin"` (offline word vectors in the package), `"none"` (keywords only), `{"kind": "transformers", "model": "<local folder>"}` (needs the optional `@huggingface/transformers`), or `{"kind": "openai"}` / `{"kind": "voyage"}` with `model`, `baseUrl`, `apiKeyEnv`, `dimensions`, `batchSize`, `timeoutMs`. A hosted embedder from a commit waits for `cortex trust --approve`.',
  'search.promptContext':
    'Whether the prompt hook adds the memories relevant to each prompt (false turns it off).',
  'search.candidates':
    'How many records each retriever (keywords, vectors) contributes to the fused ranking.',
  'search.minCosine': 'Vector matches less similar than this (cosine) are not candidates.',
  'search.weights.keyword': 'Weight of the full-text (BM25) ranking in the fusion.',
  'search.weights.semantic': 'Weight of the vector ranking in the fusion.',
  'search.weights.salience': "Added as the memory's salience (0 to 1) times this.",
  'search.weights.recency': 'Added as recency (halving every `recencyHalfLifeDays`) times this.',
  'search.weights.pinned': 'Added to pinned memories.',
  'search.rrfK': 'The k of reciprocal rank fusion: larger flattens the difference between ranks.',
  'search.recencyHalfLifeDays': 'Days over which the recency term halves.',
  'search.fields.content': "BM25 boost of a memory's text (0 leaves the field out).",
  'search.fields.detail': "BM25 boost of a memory's detail (reason, cause, fix).",
  'search.fields.tags': 'BM25 boost of tags.',
  'search.fields.files': 'BM25 boost of the files a memory names.',
  'search.bm25.k': 'BM25+ term-frequency saturation.',
  'search.bm25.b': 'BM25+ length normalisation.',
  'search.bm25.d': 'BM25+ lower bound of a matching term.',
  'search.promptRelevance.limit': 'At most this many memories added to a prompt.',
  'search.promptRelevance.minSharedRarity':
    'Rare words a memory must share with the prompt, weighted by rarity (1.0 is one word found in one record only).',
  'search.promptRelevance.supportingCosine':
    'A memory whose vector is at least this close clears with fewer shared words…',
  'search.promptRelevance.supportedSharedRarity':
    '…as long as it shares at least this much rarity.',
  'search.promptRelevance.minScoreRatio':
    'Memories scoring below this share of the best one are left out.',
  'briefing.budget': 'Token budget of the start-of-session briefing (200 to 8,000).',
  'briefing.shares': `How the budget is shared between kinds of memory, as weights (0 to 1,000) of ${Object.keys(
    DEFAULT_SHARES,
  )
    .map((kind) => `\`${kind}\``)
    .join(', ')}; the kinds not given keep their defaults.`,
  'briefing.decayPerHour':
    "How much an item's standing decays per hour without being used (0.5 to 1).",
  'briefing.logMiB':
    'How much of the committed log, in MiB, the briefing is built from: the newest event files that fit (1 to 65,536). A session start then costs the same however long the history; what is left out is said in the briefing and by `doctor`, and read by search, `log` and MCP. Another value from a commit waits for `cortex trust --approve`.',
  'briefing.trustedAuthors':
    'Whose memories the briefing shows: `"default-branch"` (everyone with a commit on the default branch, and you), `"everyone"`, or a list of e-mail addresses (and you). Anything but the default, from a commit, waits for `cortex trust --approve`.',
};

/** Defaults the schema gives as "absent": said as what cortex then uses. */
const SHOWN_DEFAULTS: Record<string, unknown> = { 'briefing.shares': DEFAULT_SHARES };

export async function commandReference(): Promise<string> {
  const setup = {
    commands: Object.fromEntries(
      Object.entries(COMMANDS).map(([name, entry]) => [name, { summary: entry.summary }]),
    ),
  };
  const parts = [
    '# Commands',
    '',
    '<!-- Generated from the command definitions by scripts/reference-docs.ts; a test checks it. Do not edit. -->',
    '',
    "Every command has `--help` (also `cortex help <command>`); this page is each command's help. In a project where",
    'cortex is a devDependency and not on `PATH`, type `npx --no-install cortex <command>`.',
    '',
    'The command line is strict: an unknown command or option is a usage error that names the closest one. Exit',
    'codes: `0` success, `1` an expected failure (the message says what to do), `2` a usage error. Colour is used on',
    'a terminal only, and never when `NO_COLOR` is set or `--no-color` given. Dates for `--since` / `--until` may be',
    '`2026-11-20`, a full ISO time, `yesterday`, `7d` or `3 days ago`. `CORTEX_NOW=2026-11-20T09:00:00Z` starts',
    "cortex's clock at that instant (every command, hook and the MCP server), for tests and reproducible demos.",
    '',
    '```',
    (await generalHelp(setup)).trimEnd(),
    '```',
  ];
  for (const [name, entry] of Object.entries(COMMANDS)) {
    const { command } = await entry.load();
    const line = await parseCommandLine([name, '--help'], { ...setup, command });
    if (line.kind !== 'print') throw new Error(`${name} --help printed nothing`);
    parts.push('', `## ${name}`, '', '```', line.text.trimEnd(), '```');
  }
  const completion = await parseCommandLine(['completion', '--help'], setup);
  if (completion.kind === 'print')
    parts.push('', '## completion', '', '```', completion.text.trimEnd(), '```');
  return `${parts.join('\n')}\n`;
}

export function configurationReference(): string {
  const keys = configKeys();
  const documented = new Set(Object.keys(SETTING_DESCRIPTIONS));
  const missing = keys.filter((key) => !documented.has(key.path)).map((key) => key.path);
  const extra = [...documented].filter((path) => !keys.some((key) => key.path === path));
  if (missing.length || extra.length)
    throw new Error(
      `settings without a description: ${missing.join(', ') || 'none'}; descriptions of no setting: ${extra.join(', ') || 'none'}`,
    );
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = keys.map(
    ({ path, default: value }) =>
      `| \`${path}\` | \`${cell(JSON.stringify(SHOWN_DEFAULTS[path] ?? value))}\` | ${cell(SETTING_DESCRIPTIONS[path]!)} |`,
  );
  return [
    '# Configuration',
    '',
    '<!-- Generated from the schema in src/config/config.ts by scripts/reference-docs.ts; a test checks it. Do not edit. -->',
    '',
    '`.cortex/config.json` is optional and committed: it holds only what a project changes. The same keys in your own',
    'uncommitted `.cortex/local/config.json`, or `~/.config/cortex/config.json` (`$XDG_CONFIG_HOME/cortex/`), are laid',
    'over it (`search.embedder` replaced whole). A setting from a commit that would send data off your machine,',
    'widen whose memories you see or change how much of the log the briefing reads is not obeyed until you approve it',
    'with `cortex trust --approve`. A key cortex does',
    'not know is ignored and named by `cortex doctor` with a "did you mean"; a broken value stops the commands with',
    'its key path, while the hooks go on with the default for it.',
    '',
    '```json',
    '{ "briefing": { "budget": 600 }, "redaction": { "patterns": ["ACME-[0-9A-F]{32}"], "excludePaths": [".env*"] } }',
    '```',
    '',
    '| setting | default | what it does |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Each generated file with the text it should hold. */
export async function referenceFiles(): Promise<{ path: string; text: string }[]> {
  return [
    { path: 'docs/commands.md', text: await commandReference() },
    { path: 'docs/configuration.md', text: configurationReference() },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { path, text } of await referenceFiles()) {
    let current: string | undefined;
    try {
      current = readFileSync(`${ROOT}${path}`, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    if (check) {
      console.error(`${path} is stale: node --import tsx scripts/reference-docs.ts`);
      stale++;
    } else {
      writeFileSync(`${ROOT}${path}`, text);
      console.log(`wrote ${path}`);
    }
  }
  process.exitCode = stale ? 1 : 0;
}
