/**
 * Measures the events cortex captures from the real transcripts in ../shared/fixtures and
 * writes the distributions the benchmark generator follows to bench/realistic-params.json:
 * the type mix, content and line lengths per type (quantiles), events per session, how often
 * a text repeats one already in the log, and how the vocabulary grows with the log (Heaps'
 * law, V = K * n^beta, fitted on the search index's own terms).
 *
 * Only numbers leave this script: no text of the transcripts is committed. The generator
 * (bench/realistic.ts) writes texts of its own made from bench/phrases.ts.
 *
 *   npm run build && node --import tsx bench/calibrate.ts [--write] [--events <file.ndjson>]
 *
 * Without --events it ingests the fixtures with the built cortex into a scratch repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEventLine, serializeEvent } from '../src/events/codec.js';
import type { AnyEvent } from '../src/events/envelope.js';
import { compareEvents } from '../src/events/order.js';
import { fieldTexts, itemFromEvent } from '../src/search/documents.js';
import { splitWords, stem, STOP_WORDS } from '../src/search/terms.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'dist', 'bin.js');
export const FIXTURES = join(ROOT, '..', 'shared', 'fixtures', 'transcripts');
/** The real sessions of real projects (the synthetic and toy fixtures would skew the mix). */
const REAL_SETS = ['entireio-cli', 'vsla', 'claude-code-viewer', 'drmaciver-claude-reliability'];
const ACTIVITY = new Set(['file_modified', 'file_explored', 'command_run', 'session_activity']);
/** A pause longer than this between two events of a session is not counted as working time. */
const ACTIVE_GAP_MS = 30 * 60_000;
const QUANTILES = [0, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 1];

/** The realistic generator's parameters, as measured. */
export interface RealisticParams {
  source: string;
  events: number;
  sessions: number;
  /** Share of each type in the log. */
  mix: Record<string, number>;
  /** Content length (characters) at QUANTILES, per type. */
  contentLength: Record<string, number[]>;
  /** Serialised line length (bytes) at QUANTILES, all types. */
  lineBytes: number[];
  /** Content length at QUANTILES, all types. */
  contentLengthAll: number[];
  /** Characters the full-text index reads per event (all fields) at QUANTILES. */
  indexedLength: number[];
  /** Events per session at QUANTILES. */
  eventsPerSession: number[];
  /** Share of events whose (type, content) was seen earlier in the log. */
  repeatShare: Record<string, number>;
  /** Distinct index terms after n events. */
  vocabulary: { n: number; terms: number }[];
  heaps: { k: number; beta: number };
  /** Committed bytes per session-hour over the sessions that lasted at least ten minutes (first to last event). */
  bytesPerSessionHour: number;
  /** Committed bytes per active session-hour: time between a session's events counts when the gap is under 30 minutes. */
  bytesPerActiveHour: number;
  /** Share of the committed bytes that is activity (edits, reads, commands). */
  activityByteShare: number;
  quantiles: number[];
  /**
   * The per-tool activity (reads, edits, commands) that the sessions' own clone keeps in
   * `.cortex/local/activity/`, measured the same way; the generator condenses it into the
   * committed `session_activity` events with cortex's own condenser.
   */
  local: LocalParams;
}

/** What the generator needs of the local per-tool activity. */
export type LocalParams = Pick<
  RealisticParams,
  'events' | 'sessions' | 'mix' | 'contentLength' | 'repeatShare' | 'eventsPerSession'
>;

function localPart(params: Omit<RealisticParams, 'local'>): LocalParams {
  const { events, sessions, mix, contentLength, repeatShare, eventsPerSession } = params;
  return { events, sessions, mix, contentLength, repeatShare, eventsPerSession };
}

function quantilesOf(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return QUANTILES.map(
    (q) => sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))] ?? 0,
  );
}

/**
 * Ingests the real fixtures with the built cortex into a scratch repository; returns the
 * committed events (`cortex export`) and the per-tool activity kept in `.cortex/local/`.
 */
export function ingestFixtures(): { events: AnyEvent[]; local: AnyEvent[]; cleanup: () => void } {
  const repo = mkdtempSync(join(tmpdir(), 'cortex-calibrate-'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  execFileSync('git', ['config', 'user.email', 'dev@example.com'], { cwd: repo });
  execFileSync(process.execPath, [BIN, 'init'], { cwd: repo, stdio: 'ignore' });
  execFileSync(
    process.execPath,
    [BIN, 'ingest', '--all-projects', ...REAL_SETS.map((set) => join(FIXTURES, set))],
    { cwd: repo, stdio: 'ignore' },
  );
  const text = execFileSync(process.execPath, [BIN, 'export'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const localDir = join(repo, '.cortex', 'local', 'activity');
  let local: AnyEvent[] = [];
  try {
    local = readdirSync(localDir)
      .filter((name) => name.endsWith('.ndjson'))
      .flatMap((name) => parseLines(readFileSync(join(localDir, name), 'utf8')));
  } catch {
    // An older cortex commits every event: nothing local.
  }
  return {
    events: parseLines(text),
    local,
    cleanup: () => rmSync(repo, { recursive: true, force: true }),
  };
}

function parseLines(text: string): AnyEvent[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseEventLine(line));
}

/** The search index's terms of an event (the vocabulary a rebuild holds). */
function termsOf(event: AnyEvent): string[] {
  const record = itemFromEvent(event, () => undefined).record;
  if (!record) return [];
  const terms: string[] = [];
  for (const text of fieldTexts(record))
    for (const word of splitWords(text)) if (!STOP_WORDS.has(word)) terms.push(stem(word));
  return terms;
}

/** Fits log V = log K + beta log n by least squares. */
function fitHeaps(points: { n: number; terms: number }[]): { k: number; beta: number } {
  const xs = points.map((p) => Math.log(p.n));
  const ys = points.map((p) => Math.log(p.terms));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  const beta = num / den;
  return { k: Math.exp(my - beta * mx), beta };
}

/**
 * The distributions of `events` (the committed log). Session time is measured on
 * `timeline` when given (the committed events and the local per-tool ones): a session's
 * hours are the time it ran, whatever of it is committed.
 */
export function measure(
  events: AnyEvent[],
  source: string,
  timeline?: AnyEvent[],
): Omit<RealisticParams, 'local'> {
  const ordered = [...events].sort(compareEvents);
  const byType = new Map<string, AnyEvent[]>();
  for (const event of ordered) byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  const mix: Record<string, number> = {};
  const contentLength: Record<string, number[]> = {};
  const repeatShare: Record<string, number> = {};
  for (const [type, list] of [...byType].sort((a, b) => b[1].length - a[1].length)) {
    mix[type] = Number((list.length / ordered.length).toFixed(4));
    contentLength[type] = quantilesOf(list.map((event) => event.content.length));
    const seen = new Set<string>();
    let repeats = 0;
    for (const event of list) {
      if (seen.has(event.content)) repeats++;
      seen.add(event.content);
    }
    repeatShare[type] = Number((repeats / list.length).toFixed(4));
  }
  const sessions = new Map<string, AnyEvent[]>();
  for (const event of ordered)
    sessions.set(event.session ?? '', [...(sessions.get(event.session ?? '') ?? []), event]);
  // The line as cortex writes it (codec.ts), which is what a commit holds.
  const lineOf = (event: AnyEvent) => Buffer.byteLength(serializeEvent(event)) + 1;
  let bytes = 0;
  let hours = 0;
  let allBytes = 0;
  let activityBytes = 0;
  let activeMs = 0;
  const timed = new Map<string, AnyEvent[]>();
  for (const event of timeline
    ? [...new Map([...events, ...timeline].map((e) => [e.id, e])).values()].sort(compareEvents)
    : ordered) {
    timed.set(event.session ?? '', [...(timed.get(event.session ?? '') ?? []), event]);
  }
  for (const [session, list] of sessions) {
    for (const event of list) {
      const size = lineOf(event);
      allBytes += size;
      if (ACTIVITY.has(event.type)) activityBytes += size;
    }
    const times = timed.get(session) ?? list;
    for (let i = 1; i < times.length; i++) {
      const gap = Date.parse(times[i]!.ts) - Date.parse(times[i - 1]!.ts);
      if (gap < ACTIVE_GAP_MS) activeMs += gap;
    }
    const span = (Date.parse(times[times.length - 1]!.ts) - Date.parse(times[0]!.ts)) / 3_600_000;
    if (span < 1 / 6) continue;
    hours += span;
    for (const event of list) bytes += lineOf(event);
  }
  const vocabulary: { n: number; terms: number }[] = [];
  const terms = new Set<string>();
  const marks = new Set([100, 200, 500, 1000, 2000, 3000, 5000, ordered.length]);
  ordered.forEach((event, i) => {
    for (const term of termsOf(event)) terms.add(term);
    if (marks.has(i + 1)) vocabulary.push({ n: i + 1, terms: terms.size });
  });
  const heaps = fitHeaps(vocabulary.filter((p) => p.n >= 500));
  return {
    source,
    events: ordered.length,
    sessions: sessions.size,
    mix,
    contentLength,
    lineBytes: quantilesOf(ordered.map(lineOf)),
    contentLengthAll: quantilesOf(ordered.map((event) => event.content.length)),
    indexedLength: quantilesOf(ordered.map((event) => termsOf(event).join(' ').length)),
    eventsPerSession: quantilesOf([...sessions.values()].map((list) => list.length)),
    repeatShare,
    vocabulary,
    heaps: { k: Number(heaps.k.toFixed(2)), beta: Number(heaps.beta.toFixed(3)) },
    bytesPerSessionHour: Math.round(bytes / hours),
    bytesPerActiveHour: Math.round(allBytes / (activeMs / 3_600_000)),
    activityByteShare: Number((activityBytes / allBytes).toFixed(3)),
    quantiles: QUANTILES,
  };
}

/** The real and generated distributions side by side, as a markdown table (for the README). */
export function compareTable(real: RealisticParams, generated: RealisticParams): string {
  const q = (values: number[]) => `${values[3]} / ${values[4]} / ${values[6]} / ${values[8]}`;
  const rows = [
    ['events', String(real.events), String(generated.events)],
    ['sessions', String(real.sessions), String(generated.sessions)],
    [
      'content length p25 / p50 / p90 / p99 (chars)',
      q(real.contentLengthAll),
      q(generated.contentLengthAll),
    ],
    ['line length p25 / p50 / p90 / p99 (bytes)', q(real.lineBytes), q(generated.lineBytes)],
    [
      'indexed terms text p25 / p50 / p90 / p99 (chars)',
      q(real.indexedLength),
      q(generated.indexedLength),
    ],
    [
      'events per session p25 / p50 / p90 / p99',
      q(real.eventsPerSession),
      q(generated.eventsPerSession),
    ],
    [
      "vocabulary, Heaps' law K, beta",
      `${real.heaps.k}, ${real.heaps.beta}`,
      `${generated.heaps.k}, ${generated.heaps.beta}`,
    ],
    [
      'distinct terms at 1,000 / all events',
      `${real.vocabulary.find((p) => p.n === 1000)?.terms} / ${real.vocabulary.at(-1)?.terms}`,
      `${generated.vocabulary.find((p) => p.n === 1000)?.terms} / ${generated.vocabulary.at(-1)?.terms}`,
    ],
  ];
  for (const type of Object.keys(real.mix)) {
    const r = real as unknown as {
      mix: Record<string, number>;
      contentLength: Record<string, number[]>;
      repeatShare: Record<string, number>;
    };
    const g = generated as unknown as typeof r;
    rows.push([
      `${type}: share, median length, repeated`,
      `${(r.mix[type]! * 100).toFixed(1)}%, ${r.contentLength[type]![4]}, ${(r.repeatShare[type]! * 100).toFixed(0)}%`,
      `${((g.mix[type] ?? 0) * 100).toFixed(1)}%, ${g.contentLength[type]?.[4] ?? '-'}, ${((g.repeatShare[type] ?? 0) * 100).toFixed(0)}%`,
    ]);
  }
  rows.push([
    'local per-tool events (never committed) per session p25 / p50 / p90 / p99',
    q(real.local.eventsPerSession),
    q(generated.local.eventsPerSession),
  ]);
  for (const type of Object.keys(real.local.mix)) {
    const share = (p: LocalParams) =>
      `${(((p.mix as Record<string, number>)[type] ?? 0) * 100).toFixed(1)}%, ${(p.contentLength as Record<string, number[]>)[type]?.[4] ?? '-'}, ${(((p.repeatShare as Record<string, number>)[type] ?? 0) * 100).toFixed(0)}%`;
    rows.push([
      `local ${type}: share, median length, repeated`,
      share(real.local),
      share(generated.local),
    ]);
  }
  return (
    [
      '| measure | real (fixtures) | generated |',
      '| --- | --- | --- |',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n') + '\n'
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const eventsFile = args.includes('--events') ? args[args.indexOf('--events') + 1] : undefined;
  let params: RealisticParams;
  if (args.includes('--compare')) {
    // What the generator writes, measured the same way, beside what was measured on the fixtures.
    const { RealisticGenerator } = await import('./realistic.js');
    const real = JSON.parse(
      readFileSync(join(ROOT, 'bench', 'realistic-params.json'), 'utf8'),
    ) as RealisticParams;
    const count = Number(args[args.indexOf('--compare') + 1] ?? real.events) || real.events;
    const generator = new RealisticGenerator();
    const committed: AnyEvent[] = [];
    const local: AnyEvent[] = [];
    while (committed.length < count) {
      const session = generator.nextSession();
      committed.push(...session.events);
      local.push(...session.local);
    }
    const generated: RealisticParams = {
      ...measure(committed.slice(0, count), `generator, ${count} events`, local),
      local: localPart(measure(local, 'generator, local')),
    };
    process.stdout.write(compareTable(real, generated));
    process.exit(0);
  }
  if (eventsFile) {
    const previous = JSON.parse(
      readFileSync(join(ROOT, 'bench', 'realistic-params.json'), 'utf8'),
    ) as RealisticParams;
    params = {
      ...measure(parseLines(readFileSync(eventsFile, 'utf8')), eventsFile),
      local: previous.local,
    };
  } else {
    readdirSync(FIXTURES); // fails plainly when ../shared is absent
    const { events, local, cleanup } = ingestFixtures();
    const source = `cortex ingest ${REAL_SETS.map((set) => `../shared/fixtures/transcripts/${set}`).join(' ')}`;
    params = {
      ...measure(events, source, local),
      local: localPart(measure(local, `${source}: .cortex/local/activity`)),
    };
    cleanup();
  }
  const json = JSON.stringify(params, null, 1) + '\n';
  if (args.includes('--write')) writeFileSync(join(ROOT, 'bench', 'realistic-params.json'), json);
  process.stdout.write(json);
}
