/**
 * `npm run eval -- capture`: how much of what a careful engineer would keep from a real
 * session capture keeps, and how much of what it keeps is worth keeping. The labelled
 * sessions (eval/labels/, see labels.ts) are captured with `cortex ingest` into a scratch
 * repository, straight from ../shared/fixtures/transcripts (read in place).
 *
 * - Recall: labels stated by some memory event's text, each event crediting one label at
 *   most (labels.ts), per category.
 * - Judged precision: memory events a careful reviewer, reading the transcript, marked worth
 *   keeping (eval/judgments/<project>/<transcript>.tsv, keyed by the event's type and text,
 *   so a rerun that captures the same text needs no new judgement), per category and per
 *   source; events nobody judged yet are counted apart, never as kept.
 * - The share of `error_resolved` events the reviewer found stating error, cause and fix.
 * Compacted and uncompacted sessions are reported apart.
 *
 * Options: --set tune|held-out, --verbose (each session's events and misses), --dump <dir>
 * (one file per session of the events to judge, for a reviewer).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEvent } from '../src/events/envelope.js';
import { projectPaths } from '../src/events/paths.js';
import { readEventLog } from '../src/events/store.js';
import { foldMemories } from '../src/projections/corrections.js';
import { cortex, TRANSCRIPTS } from './fixtures.js';
import {
  LABEL_CATEGORIES,
  MEMORY_EVENT_CATEGORY,
  isMemoryEvent,
  labelSetOf,
  loadLabelledSessions,
  matchSession,
  type LabelCategory,
  type LabelledSession,
  type LabelSet,
} from './labels.js';

export const JUDGMENTS_DIR = fileURLToPath(new URL('./judgments/', import.meta.url));

/** Where a memory came from, for the per-source figures. */
export const SOURCES = [
  'summary',
  'turn',
  'episode',
  'prompt',
  'prose',
  'tag',
  'auto-memory',
  'other',
] as const;
export type MemorySource = (typeof SOURCES)[number];

export function sourceOf(event: AnyEvent): MemorySource {
  const tags = ((event.data as { tags?: string[] }).tags ?? []) as string[];
  if (tags.includes('auto-memory')) return 'auto-memory';
  if (event.source.layer === 'tag') return 'tag';
  if (event.source.layer === 'summary') return 'summary';
  if (
    tags.some(
      (tag) =>
        tag.startsWith('turn-') ||
        tag === 'user-instruction' ||
        tag === 'user-choice' ||
        tag === 'user-answer' ||
        tag === 'answer',
    )
  )
    return 'turn';
  if (event.type === 'error_resolved' && event.source.layer === 'structural') return 'episode';
  if (tags.includes('user-prompt')) return 'prompt';
  if (event.source.layer === 'keyword' || event.source.layer === 'structural') return 'prose';
  return 'other';
}

/** An event's judgement key: its type and text, hashed. */
export function judgmentKey(event: Pick<AnyEvent, 'type' | 'content'>): string {
  return createHash('sha1').update(`${event.type}\n${event.content}`).digest('hex').slice(0, 12);
}

export interface Judgment {
  verdict: 'keep' | 'drop';
  /** For a fix: whether its text states error, cause and fix. */
  complete?: boolean;
}

/** The reviewer's judgements of one session's events, by key. */
export function loadJudgments(
  project: string,
  transcript: string,
  dir = JUDGMENTS_DIR,
): Map<string, Judgment> {
  const file = join(dir, project, `${transcript}.tsv`);
  const judgments = new Map<string, Judgment>();
  if (!existsSync(file)) return judgments;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#') || line.startsWith('key\t') || !line.trim()) continue;
    const [key, verdict, complete] = line.split('\t');
    if (!key || (verdict !== 'keep' && verdict !== 'drop')) continue;
    judgments.set(key.trim(), {
      verdict,
      ...(complete === 'yes' || complete === 'no' ? { complete: complete === 'yes' } : {}),
    });
  }
  return judgments;
}

interface Tally {
  events: number;
  judged: number;
  kept: number;
}

interface CaptureScore {
  sessions: number;
  labels: number;
  credited: number;
  events: number;
  unjudged: number;
  judged: number;
  kept: number;
  fixes: { judged: number; complete: number };
  /** Memory events capture itself retracted or replaced later (not counted above), by the reviewer's verdict on them. */
  corrected: { events: number; keep: number; drop: number };
  categories: Record<LabelCategory, { labels: number; credited: number } & Tally>;
  sources: Record<MemorySource, Tally & { credited: number }>;
}

function emptyScore(): CaptureScore {
  const tally = () => ({ events: 0, judged: 0, kept: 0 });
  return {
    sessions: 0,
    labels: 0,
    credited: 0,
    events: 0,
    unjudged: 0,
    judged: 0,
    kept: 0,
    fixes: { judged: 0, complete: 0 },
    corrected: { events: 0, keep: 0, drop: 0 },
    categories: Object.fromEntries(
      LABEL_CATEGORIES.map((category) => [category, { labels: 0, credited: 0, ...tally() }]),
    ) as CaptureScore['categories'],
    sources: Object.fromEntries(
      SOURCES.map((source) => [source, { credited: 0, ...tally() }]),
    ) as CaptureScore['sources'],
  };
}

/** The transcripts of a labelled session: its file, and its subagents' folder where there is one. */
function transcriptPaths(session: LabelledSession): string[] {
  const main = join(TRANSCRIPTS, session.project, `${session.transcript}.jsonl`);
  const subagents = join(TRANSCRIPTS, session.project, session.transcript, 'subagents');
  return existsSync(subagents) ? [main, subagents] : [main];
}

/** A session's memory events as they stand after capture's own corrections, and those it corrected. */
export interface CapturedSession {
  events: AnyEvent[];
  corrected: AnyEvent[];
}

/**
 * The memory events `cortex ingest` captures from each session's transcripts, by session id,
 * read through the corrections fold as every reader of the memory reads them: a memory
 * capture retracted later (a problem the session then fixed) is not one, and a replacement
 * counts as a memory of the type it replaces.
 */
export async function captureSessions(
  sessions: readonly LabelledSession[],
): Promise<Map<string, CapturedSession>> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-eval-capture-')));
  try {
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
    execFileSync('git', ['config', 'user.email', 'eval@example.com'], { cwd: root });
    await cortex(root, ['init']);
    await cortex(root, ['ingest', '--all-projects', ...sessions.flatMap(transcriptPaths)]);
    const bySession = new Map<string, CapturedSession>(
      sessions.map((session) => [session.session, { events: [], corrected: [] }]),
    );
    for (const memory of foldMemories(readEventLog(projectPaths(root)).events).memories) {
      const event =
        memory.event.type === memory.type
          ? memory.event
          : ({ ...memory.event, type: memory.type, content: memory.content } as AnyEvent);
      if (!isMemoryEvent(event) || !event.session) continue;
      const captured = bySession.get(event.session);
      if (memory.status === 'active') captured?.events.push(event);
      else captured?.corrected.push(event);
    }
    return bySession;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function isCompacted(session: LabelledSession): boolean {
  return readFileSync(
    join(TRANSCRIPTS, session.project, `${session.transcript}.jsonl`),
    'utf8',
  ).includes('"isCompactSummary":true');
}

function scoreSession(
  score: CaptureScore,
  session: LabelledSession,
  { events, corrected }: CapturedSession,
  judgments: ReadonlyMap<string, Judgment>,
): ReturnType<typeof matchSession> {
  const match = matchSession(events, session.labels);
  for (const event of corrected) {
    score.corrected.events++;
    const verdict = judgments.get(judgmentKey(event))?.verdict;
    if (verdict === 'keep') score.corrected.keep++;
    else if (verdict === 'drop') score.corrected.drop++;
  }
  score.sessions++;
  score.labels += session.labels.length;
  score.credited += match.paired;
  session.labels.forEach((label, index) => {
    score.categories[label.category].labels++;
    if (match.creditedTo[index]! >= 0) score.categories[label.category].credited++;
  });
  events.forEach((event, index) => {
    const category = score.categories[MEMORY_EVENT_CATEGORY[event.type]!];
    const source = score.sources[sourceOf(event)];
    const judgment = judgments.get(judgmentKey(event));
    score.events++;
    category.events++;
    source.events++;
    if (match.credits[index]! >= 0) source.credited++;
    if (!judgment) {
      score.unjudged++;
      return;
    }
    const kept = judgment.verdict === 'keep' ? 1 : 0;
    for (const tally of [score, category, source]) {
      tally.judged++;
      tally.kept += kept;
    }
    if (event.type === 'error_resolved' && judgment.complete !== undefined) {
      score.fixes.judged++;
      if (judgment.complete) score.fixes.complete++;
    }
  });
  return match;
}

const ratio = (a: number, b: number): string => (b === 0 ? '  -  ' : (a / b).toFixed(2));
const cell = (text: string | number, width: number): string => String(text).padStart(width);

function renderScore(name: string, score: CaptureScore): string {
  const lines = [
    `${name}: ${score.sessions} sessions, ${score.labels} labels, ${score.events} memory events (${(score.events / Math.max(score.sessions, 1)).toFixed(1)} per session), ${score.unjudged} not judged yet`,
  ];
  if (score.corrected.events)
    lines.push(
      `  (and ${score.corrected.events} that capture retracted or replaced later, not counted: a reviewer kept ${score.corrected.keep}, dropped ${score.corrected.drop})`,
    );
  lines.push(
    `  ${'category'.padEnd(12)}${cell('labels', 7)}${cell('stated', 7)}${cell('recall', 7)}   ${cell('events', 7)}${cell('judged', 7)}${cell('kept', 6)}${cell('precision', 10)}`,
  );
  const row = (
    label: string,
    labels: number | string,
    credited: number | string,
    recall: string,
    tally: Tally,
  ) =>
    `  ${label.padEnd(12)}${cell(labels, 7)}${cell(credited, 7)}${cell(recall, 7)}   ${cell(tally.events, 7)}${cell(tally.judged, 7)}${cell(tally.kept, 6)}${cell(ratio(tally.kept, tally.judged), 10)}`;
  for (const category of LABEL_CATEGORIES) {
    const c = score.categories[category];
    lines.push(row(category, c.labels, c.credited, ratio(c.credited, c.labels), c));
  }
  lines.push(row('all', score.labels, score.credited, ratio(score.credited, score.labels), score));
  lines.push(`  by source:`);
  for (const source of SOURCES) {
    const s = score.sources[source];
    if (s.events) lines.push(row(`  ${source}`, '', s.credited, '', s));
  }
  lines.push(
    `  error_resolved stating error, cause and fix (judged): ${score.fixes.complete} of ${score.fixes.judged} (${ratio(score.fixes.complete, score.fixes.judged)})`,
  );
  return lines.join('\n');
}

/** One file per session of its memory events, for a reviewer to judge beside the transcript. */
function dumpForReview(
  dir: string,
  session: LabelledSession,
  events: readonly AnyEvent[],
  judgments: ReadonlyMap<string, Judgment>,
): void {
  mkdirSync(join(dir, session.project), { recursive: true });
  const lines = [
    `# ${session.session} ${session.project}/${session.transcript}: ${events.length} memory events`,
    'key\ttype\tsource\trecord\talready\tcontent',
  ];
  for (const event of events) {
    const judged = judgments.get(judgmentKey(event));
    lines.push(
      [
        judgmentKey(event),
        event.type,
        sourceOf(event),
        event.source.record ?? '-',
        judged ? judged.verdict : '-',
        event.content.replace(/\s+/g, ' '),
      ].join('\t'),
    );
  }
  lines.push('', '# labels of this session (number, category, summary):');
  session.labels.forEach((label, index) =>
    lines.push(`# ${index + 1}\t${label.category}\t${label.summary}`),
  );
  writeFileSync(join(dir, session.project, `${session.transcript}.tsv`), `${lines.join('\n')}\n`);
}

export async function runCaptureEval(options: {
  set?: LabelSet;
  verbose?: boolean;
  dump?: string;
  write: (text: string) => void;
}): Promise<void> {
  const { write } = options;
  if (!existsSync(TRANSCRIPTS)) {
    if (process.env.CI === 'true')
      throw new Error(
        `shared fixtures not found at ${TRANSCRIPTS}: CI must run with ../shared beside the project`,
      );
    write(
      `capture evaluation skipped: ${TRANSCRIPTS} not found (it lives beside the project, in ../shared)\n`,
    );
    return;
  }
  const all = loadLabelledSessions().filter(
    (session) => labelSetOf(session.transcript) !== undefined,
  );
  const sessions = all.filter(
    (session) => !options.set || labelSetOf(session.transcript) === options.set,
  );
  const captured = await captureSessions(sessions);
  const scores = new Map<string, CaptureScore>();
  const scoreOf = (name: string): CaptureScore =>
    scores.get(name) ?? scores.set(name, emptyScore()).get(name)!;
  write(
    '\ncortex capture evaluation: hand-labelled memories of real sessions (eval/labels), judged by a reviewer (eval/judgments)\n',
  );
  for (const session of sessions) {
    const set = labelSetOf(session.transcript)!;
    const sessionEvents = captured.get(session.session) ?? { events: [], corrected: [] };
    const { events } = sessionEvents;
    const judgments = loadJudgments(session.project, session.transcript);
    const match = scoreSession(scoreOf(set), session, sessionEvents, judgments);
    scoreSession(
      scoreOf(`${set}, ${isCompacted(session) ? 'compacted' : 'not compacted'}`),
      session,
      sessionEvents,
      judgments,
    );
    if (options.dump) dumpForReview(options.dump, session, events, judgments);
    if (options.verbose) {
      write(
        `\n== ${set} ${session.project}/${session.transcript.slice(0, 8)}: ${match.paired}/${session.labels.length} labels stated, ${events.length} events\n`,
      );
      events.forEach((event, index) => {
        const credit = match.credits[index]!;
        const verdict = judgments.get(judgmentKey(event))?.verdict ?? '?';
        write(
          `  ${credit >= 0 ? 'HIT ' : '    '} ${verdict.padEnd(4)} ${event.type.padEnd(18)} ${sourceOf(event).padEnd(8)} ${event.content.replace(/\s+/g, ' ').slice(0, 220)}\n`,
        );
      });
      for (const event of sessionEvents.corrected)
        write(
          `  CORR ${(judgments.get(judgmentKey(event))?.verdict ?? '?').padEnd(4)} ${event.type.padEnd(18)} ${sourceOf(event).padEnd(8)} ${event.content.replace(/\s+/g, ' ').slice(0, 220)}\n`,
        );
      session.labels.forEach((label, index) => {
        if (match.creditedTo[index]! < 0)
          write(`  LOST ${label.category.padEnd(10)} ${label.summary.slice(0, 200)}\n`);
      });
    }
  }
  for (const name of [...scores.keys()].sort())
    write(`\n${renderScore(name, scores.get(name)!)}\n`);
}

/** The judgement files present, for a reviewer's tooling. */
export function judgedSessions(dir = JUDGMENTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(join(dir, entry.name)).map((file) => `${entry.name}/${file}`));
}
