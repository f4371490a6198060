/**
 * `cortex search`: ranked memories for a query, by keywords (BM25), meaning (vectors), or
 * both fused. `--stdin` answers one query per input line with one JSON line each, so
 * scripts and evaluations pay start-up and index loading once.
 */
import {
  describeUntrustedFlag,
  EVENT_TYPES,
  shortId,
  stripControlCharacters,
  whyOf,
} from '../../memory/words.js';
import { createInterface } from 'node:readline';
import { UsageError } from '../../errors.js';
import { parseDateBound, parseTypeOption, type EventQuery } from '../../memory/query.js';
import {
  openSearchIndex,
  prepareSearch,
  rankFresh,
  readSearchTrust,
  reinforce,
  searchDocuments,
  staleNote,
  untrustedCorrectionsOf,
  type FileFreshness,
  type SearchTrust,
} from '../../memory/search.js';
import type { ElsewhereOrigin } from '../../git/branch-memory.js';
import type { SearchHit, SearchMode } from '../../search/engine.js';
import type { IndexProgress } from '../../search/cache.js';
import {
  optionCount,
  optionList,
  optionString,
  type CommandDefinition,
  type ParsedInput,
} from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { styleFor, type Style } from '../style.js';
import { reportReadWarnings } from '../warnings.js';
import type { DocHit } from '../../knowledge/doc-store.js';

/**
 * How results are labelled by who wrote them: `untrusted(id)` gives the label of an event
 * from an author the briefing does not trust (with who git says added it), undefined for a
 * trusted one. Unknown (git could not say): nothing is labelled and stderr says so.
 */
interface TrustLabels {
  known: boolean;
  untrusted(eventId: string): { flag: string; author?: string } | undefined;
}

function trustLabels(searchTrust: SearchTrust): TrustLabels {
  const trust = searchTrust.events;
  if (!trust) return { known: false, untrusted: () => undefined };
  const flag = describeUntrustedFlag(trust.trust);
  return {
    known: true,
    untrusted: (eventId) => {
      if (trust.isTrusted(eventId)) return undefined;
      const author = trust.authorOf(eventId);
      return { flag, ...(author !== undefined ? { author } : {}) };
    },
  };
}

const MODES: readonly SearchMode[] = ['fts', 'vector', 'hybrid'];

function parseMode(value: string | undefined): SearchMode {
  if (value === undefined) return 'hybrid';
  if (!(MODES as readonly string[]).includes(value))
    throw new UsageError(`search: --mode must be one of ${MODES.join(', ')}, got '${value}'`);
  return value as SearchMode;
}

/** `--kind doc` and `--kind memory` choose what is searched; any other kind is a memory tag. */
const SOURCES = ['doc', 'memory'] as const;

function kindsOf(input: ParsedInput): string[] {
  return optionList(input.options.kind)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function parseFilter(input: ParsedInput, ctx: Context): EventQuery {
  const types = parseTypeOption(optionList(input.options.type), 'search');
  const since = parseDateBound(optionString(input.options.since), ctx.now(), 'since');
  const until = parseDateBound(optionString(input.options.until), ctx.now(), 'until');
  return {
    types,
    branches: optionList(input.options.branch),
    tags: kindsOf(input).filter((kind) => !(SOURCES as readonly string[]).includes(kind)),
    ...(since !== undefined ? { since } : {}),
    ...(until !== undefined ? { until } : {}),
  };
}

/** One result as JSON: the fields a script needs, in a fixed order. */
function hitJson(
  hit: SearchHit,
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>,
  labels: TrustLabels,
  trust: SearchTrust,
  fresh?: ReadonlyMap<string, FileFreshness>,
): Record<string, unknown> {
  const { record } = hit;
  const freshness = fresh?.get(record.id);
  const origin = elsewhere.get(record.id);
  const untrusted = labels.untrusted(record.eventId);
  const corrections = untrustedCorrectionsOf(hit, trust);
  return {
    id: record.id,
    score: Math.round(hit.score * 10_000) / 10_000,
    type: record.type,
    ts: record.ts,
    branch: record.branch,
    content: record.content,
    ...(record.data.reason ? { reason: record.data.reason } : {}),
    ...(record.data.files ? { files: record.data.files } : {}),
    // Files it names that changed since it was recorded, or are gone from the work tree.
    ...(freshness?.changed.length ? { filesChanged: freshness.changed } : {}),
    ...(freshness?.gone.length ? { filesGone: freshness.gone } : {}),
    ...(hit.hidden ? { hidden: true } : {}),
    // Found on another local branch or worktree, not merged here.
    ...(origin
      ? {
          elsewhere:
            origin.worktree !== undefined
              ? { branch: origin.branch, worktree: origin.worktree }
              : { branch: origin.branch },
        }
      : {}),
    // Whether the briefing would show it (`briefing.trustedAuthors`); absent when git could not say.
    ...(labels.known ? { trusted: untrusted === undefined } : {}),
    ...(untrusted?.author !== undefined ? { author: untrusted.author } : {}),
    // Forgets, supersessions, pins and edits of it by authors not trusted: not applied, as in the briefing.
    ...(corrections.length
      ? {
          untrustedCorrections: corrections.map(({ id, type, author }) => ({
            id,
            type,
            ...(author !== undefined ? { author } : {}),
          })),
        }
      : {}),
  };
}

function renderHit(
  hit: SearchHit,
  style: Style,
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>,
  labels: TrustLabels,
  trust: SearchTrust,
  fresh?: ReadonlyMap<string, FileFreshness>,
): string {
  const { record } = hit;
  // The UTC date: loading time-zone data costs more than a whole warm search.
  const date = record.ts.slice(0, 10);
  const origin = elsewhere.get(record.id);
  const where = origin
    ? origin.worktree !== undefined
      ? `in another worktree on ${origin.branch ?? 'a detached HEAD'}, not committed`
      : `on ${origin.branch}, not merged`
    : record.branch;
  const shownWhere = where === null ? null : stripControlCharacters(where);
  const branch = shownWhere === null ? '' : ` ${style.cyan(`(${shownWhere})`)}`;
  const hidden = hit.hidden ? ` ${style.red('[retracted/superseded]')}` : '';
  const label = labels.untrusted(record.eventId);
  const untrusted = label
    ? ` ${style.red(`[untrusted${label.author !== undefined ? `, by ${stripControlCharacters(label.author)}` : ''}: ${label.flag}]`)}`
    : '';
  const corrections = untrustedCorrectionsOf(hit, trust)
    .map((correction) => ` ${style.red(`[${correction.note}]`)}`)
    .join('');
  const stale = staleNote(fresh?.get(record.id));
  const files = stale ? ` ${style.red(stripControlCharacters(stale))}` : '';
  const lines = [
    `${style.yellow(shortId(record.id))} ${style.dim(hit.score.toFixed(3))} ${date} ${style.bold(record.type)}${branch}${hidden}${untrusted}${corrections}${files}`,
  ];
  // Remembered text reaches a terminal: no control character of it may.
  lines.push(
    ...stripControlCharacters(record.content)
      .split('\n')
      .slice(0, 6)
      .map((line) => `    ${line}`),
  );
  const why = whyOf(record);
  if (why) lines.push(style.dim(`   ${stripControlCharacters(why)}`));
  return lines.join('\n');
}

/** A document chunk as JSON: where it is, and its text. */
function docJson(doc: DocHit): Record<string, unknown> {
  return {
    score: Math.round(doc.score * 1000) / 1000,
    path: doc.path,
    section: doc.headings.join(' > '),
    lines: doc.lines,
    content: doc.text,
  };
}

function renderDoc(doc: DocHit, style: Style): string {
  const section = doc.headings.length
    ? ` § ${stripControlCharacters(doc.headings.join(' > '))}`
    : '';
  const lines = [
    `${style.yellow('doc')} ${style.dim(doc.score.toFixed(1))} ${style.bold(stripControlCharacters(doc.path))}${section} ${style.dim(`(lines ${doc.lines[0]}-${doc.lines[1]})`)}`,
  ];
  lines.push(
    ...stripControlCharacters(doc.text)
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 6)
      .map((line) => `    ${line}`),
  );
  return lines.join('\n');
}

/** A progress bar on stderr, drawn only on a terminal and only for rebuilds long enough to notice. */
function progressBar(ctx: Context): { update: IndexProgress; done(): void } {
  if (!ctx.stderr.isTTY) return { update: () => {}, done: () => {} };
  let last = 0;
  let shown = false;
  const width = 30;
  return {
    update: (phase, done, total) => {
      const now = ctx.now().getTime();
      if (total < 1 || (now - last < 100 && done < total)) return;
      last = now;
      shown = true;
      const ratio = Math.min(1, done / total);
      const filled = Math.round(ratio * width);
      const label = phase === 'indexing' ? 'indexing memory ' : 'embedding memory';
      ctx.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%`,
      );
    },
    done: () => {
      if (shown) ctx.stderr.write(`\r${' '.repeat(width + 24)}\r`);
    },
  };
}

/** `--prepare`: brings the caches up to date and prints nothing (what a hook starts in the background). */
async function prepare(input: ParsedInput, ctx: Context): Promise<number> {
  if (input.positionals.length) throw new UsageError('search: --prepare takes no query');
  const project = openProject(ctx.cwd);
  await prepareSearch(
    project,
    ctx.env,
    (message) => ctx.stderr.write(`warning: ${message}\n`),
    (warnings) => reportReadWarnings(ctx, warnings),
  );
  return 0;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  if (input.options.prepare === true) return prepare(input, ctx);
  const fromStdin = input.options.stdin === true;
  if (fromStdin && input.positionals.length)
    throw new UsageError('search: give a query or --stdin, not both');
  if (!fromStdin && input.positionals.length === 0)
    throw new UsageError('search: missing query', 'usage: cortex search "<query>"');
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const mode = parseMode(optionString(input.options.mode));
  const limit = optionCount(input.options.limit, 'limit') ?? 10;
  const filter = parseFilter(input, ctx);
  const includeHidden = input.options.all === true;
  const json = fromStdin || input.options.json === true;

  const bar = progressBar(ctx);
  let opened;
  try {
    opened = await openSearchIndex(project, {
      env: ctx.env,
      mode,
      progress: bar.update,
      report: (message) => ctx.stderr.write(`warning: ${message}\n`),
      rebuild: input.options.rebuild === true,
    });
  } finally {
    bar.done();
  }
  const { search } = opened;
  reportReadWarnings(ctx, search.warnings);
  // Who wrote what, as the briefing judges it: untrusted authors' corrections are not applied, and results are marked.
  const trust = readSearchTrust(project, search);
  if (trust.problem)
    ctx.stderr.write(
      `warning: results not labelled by author trust, and no correction applied: ${trust.problem}\n`,
    );
  const labels = trustLabels(trust);
  if (search.embedderProblem && mode === 'hybrid')
    ctx.stderr.write(`note: searching by keywords only: ${search.embedderProblem}\n`);

  const nowMs = ctx.now().getTime();
  const acceptControl = trust.acceptControl;
  const answer = (query: string) =>
    opened.run({
      query,
      mode,
      limit,
      filter,
      includeHidden,
      nowMs,
      ...(acceptControl ? { acceptControl } : {}),
    });

  if (fromStdin) {
    const lines = createInterface({ input: ctx.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      const query = line.trim();
      const hits = query === '' ? [] : await answer(query);
      ctx.stdout.write(
        JSON.stringify({
          query,
          results: hits.map((hit) => hitJson(hit, search.elsewhere, labels, trust)),
        }) + '\n',
      );
    }
    return 0;
  }
  const query = input.positionals.join(' ');
  const kinds = kindsOf(input);
  const wantDocs = !kinds.includes('memory') || kinds.includes('doc');
  const wantMemories = !kinds.includes('doc') || kinds.includes('memory');
  // Memories about files that changed since or are gone say so, and rank lower (knowledge/file-freshness.ts).
  const checked = rankFresh(project, wantMemories ? await answer(query) : []);
  const hits = checked.hits;
  const fresh = checked.freshness;
  // The project's documents, beside the memories (knowledge/doc-store.ts): checked against the work tree first.
  const docs =
    wantDocs && (filter.types ?? []).length === 0
      ? await searchDocuments(project, query, limit)
      : [];
  // Memories a person or an assistant looked up are reinforced in later briefings (batch
  // queries on --stdin are scripts and evaluations, and are not).
  const found = hits
    .filter((hit) => !hit.hidden && EVENT_TYPES[hit.record.type].category === 'knowledge')
    .map((hit) => hit.record.id);
  reinforce(project, found, ctx.now(), (message) =>
    ctx.stderr.write(`warning: could not record that these memories were used: ${message}\n`),
  );
  if (json) {
    ctx.stdout.write(
      JSON.stringify({
        query,
        results: hits.map((hit) => hitJson(hit, search.elsewhere, labels, trust, fresh)),
        ...(docs.length ? { documents: docs.map(docJson) } : {}),
      }) + '\n',
    );
  } else if (hits.length === 0 && docs.length === 0) {
    ctx.stderr.write(`no memories or documents match '${query}'\n`);
  } else {
    const style = styleFor(ctx, input.options.color as boolean | undefined);
    ctx.stdout.write(
      [
        ...hits.map((hit) => renderHit(hit, style, search.elsewhere, labels, trust, fresh)),
        ...docs.map((doc) => renderDoc(doc, style)),
      ].join('\n') + '\n',
    );
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'search',
  summary: 'find memories by keywords and meaning',
  usage: ['search "<query>" [<options>]', 'search --stdin [<options>]'],
  description:
    'Rank memories for a query: full text (BM25) and embedding vectors fused (hybrid, the default), or\n' +
    "either alone; then the project's documents (its markdown, in chunks by section) that answer it.\n" +
    'Retracted and superseded memories are left out unless --all is given. The index and\n' +
    'vectors are caches in .cortex/local/search/, updated as the log grows and rebuilt when it changes.\n' +
    'A result from an author the briefing does not trust (briefing.trustedAuthors: by default, anyone\n' +
    "with no commit on the default branch, by git's author of the commit that added it) is marked\n" +
    '[untrusted, by <e-mail>: …]: the briefing, brief --task and the prompt hook leave it out.\n' +
    'A forget, supersede, pin or edit by such an author is not applied, as in the briefing: the memory\n' +
    'is found as it stands, marked [forgotten by <e-mail> (<id>), not applied: …]. When git cannot say\n' +
    'who committed the events, no correction is applied and stderr says so.',
  options: {
    limit: {
      type: 'string',
      short: 'n',
      value: '<n>',
      description: 'at most n results (default 10)',
    },
    mode: {
      type: 'string',
      value: '<mode>',
      description: 'fts, vector or hybrid (default hybrid)',
    },
    type: {
      type: 'string',
      multiple: true,
      value: '<type>',
      description: 'only this type, e.g. decision (repeatable)',
    },
    branch: {
      type: 'string',
      multiple: true,
      value: '<branch>',
      description: 'only memories recorded on this branch',
    },
    kind: {
      type: 'string',
      multiple: true,
      value: '<kind>',
      description:
        "'doc' (only the project's documents), 'memory' (only memories), or a memory kind or tag, e.g. gotcha",
    },
    since: {
      type: 'string',
      value: '<date>',
      description: "only memories from this date on ('2026-11-01', '2 weeks ago')",
    },
    until: { type: 'string', value: '<date>', description: 'only memories up to this date' },
    all: { type: 'boolean', description: 'include retracted and superseded memories' },
    json: {
      type: 'boolean',
      description:
        'one JSON line: {"query", "results": [{"id", "score", "content", …, "trusted", "author"?, "untrustedCorrections"?}], "documents"?: [{"score", "path", "section", "lines", "content"}]}; "trusted": false marks an untrusted author, "untrustedCorrections" ([{"id", "type", "author"?}]) the corrections of it not applied',
    },
    stdin: {
      type: 'boolean',
      description: 'read one query per line from stdin, answer each with a JSON line',
    },
    rebuild: {
      type: 'boolean',
      description: 'rebuild the index and vector caches from the log first',
    },
    prepare: {
      type: 'boolean',
      description:
        'only bring the caches up to date, print nothing (the prompt hook starts this in the background)',
    },
    color: {
      type: 'boolean',
      negatable: true,
      description: 'colour the output (default: on a terminal, unless NO_COLOR is set)',
    },
  },
  positionals: { min: 0, max: Infinity },
  examples: [
    'cortex search "why not mongodb"',
    'cortex search "flaky test" --type fix --since "1 month ago"',
    'printf "auth\\ncaching\\n" | cortex search --stdin --limit 3',
  ],
  run: (input, ctx) => run(input, ctx),
};
