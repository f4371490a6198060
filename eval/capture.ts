/**
 * `npm run eval -- capture`: how much of what a careful engineer would keep from a real
 * session capture keeps, and how much of what it keeps is worth keeping. The labelled
 * sessions (eval/labels/, see labels.ts) are captured with `cortex ingest` into a scratch
 * repository, straight from ../shared/fixtures/transcripts (read in place), and every memory
 * event is matched against the session's labels by its source record.
 *
 * Reported per set (tune / held-out) and per category: recall (labels some memory event
 * points at), precision (memory events that point at some label; one that matches none
 * counts against it), memory events per session, and the stricter one-to-one recall (each
 * event credited to one label at most).
 *
 * Options: --set tune|held-out (one set), --verbose (each session's events and misses).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyEvent } from '../src/events/envelope.js';
import { projectPaths } from '../src/events/paths.js';
import { readEventLog } from '../src/events/store.js';
import { cortex, TRANSCRIPTS } from './fixtures.js';
import {
  LABEL_CATEGORIES,
  MEMORY_EVENT_CATEGORY,
  eventMatchesLabel,
  isMemoryEvent,
  labelSetOf,
  loadLabelledSessions,
  matchSession,
  type LabelCategory,
  type LabelledSession,
  type LabelSet,
} from './labels.js';

export interface CaptureScore {
  sessions: number;
  labels: number;
  found: number;
  paired: number;
  events: number;
  matchedEvents: number;
  /** Labels found by the events of each extraction layer (a label may be found by several). */
  foundByLayer: Record<string, number>;
  /** Labels found only by events read from a compaction summary. */
  onlyBySummary: number;
  /** Per category: labels and found ones; memory events of that category and matched ones. */
  categories: Record<LabelCategory, { labels: number; found: number; events: number; matched: number }>;
}

function emptyScore(): CaptureScore {
  const categories = Object.fromEntries(LABEL_CATEGORIES.map((category) => [category, { labels: 0, found: 0, events: 0, matched: 0 }])) as CaptureScore['categories'];
  return { sessions: 0, labels: 0, found: 0, paired: 0, events: 0, matchedEvents: 0, foundByLayer: {}, onlyBySummary: 0, categories };
}

/** The memory events `cortex ingest` captures from each session's transcript, by session id. */
export async function captureSessions(sessions: readonly LabelledSession[]): Promise<Map<string, AnyEvent[]>> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-eval-capture-')));
  try {
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
    execFileSync('git', ['config', 'user.email', 'eval@example.com'], { cwd: root });
    await cortex(root, ['init']);
    await cortex(root, ['ingest', '--all-projects', ...sessions.map((session) => join(TRANSCRIPTS, session.project, `${session.session}.jsonl`))]);
    const bySession = new Map<string, AnyEvent[]>(sessions.map((session) => [session.session, []]));
    for (const event of readEventLog(projectPaths(root)).events) {
      if (isMemoryEvent(event) && event.session) bySession.get(event.session)?.push(event);
    }
    return bySession;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Adds one session's match to a score. */
export function scoreSession(score: CaptureScore, session: LabelledSession, events: readonly AnyEvent[]): ReturnType<typeof matchSession> {
  const match = matchSession(events, session.labels);
  score.sessions++;
  score.labels += session.labels.length;
  score.found += match.found.filter(Boolean).length;
  score.paired += match.paired;
  score.events += events.length;
  score.matchedEvents += match.matched.filter(Boolean).length;
  session.labels.forEach((label, index) => {
    score.categories[label.category].labels++;
    if (!match.found[index]) return;
    score.categories[label.category].found++;
    const layers = new Set(events.filter((event) => eventMatchesLabel(event, label)).map((event) => event.source.layer));
    for (const layer of layers) score.foundByLayer[layer] = (score.foundByLayer[layer] ?? 0) + 1;
    if (layers.size === 1 && layers.has('summary')) score.onlyBySummary++;
  });
  events.forEach((event, index) => {
    const category = MEMORY_EVENT_CATEGORY[event.type]!;
    score.categories[category].events++;
    if (match.matched[index]) score.categories[category].matched++;
  });
  return match;
}

const ratio = (a: number, b: number): string => (b === 0 ? '  -  ' : (a / b).toFixed(3));

export function renderScore(name: string, score: CaptureScore): string {
  const lines = [`${name}: ${score.sessions} sessions, ${score.labels} labels, ${score.events} memory events (${(score.events / Math.max(score.sessions, 1)).toFixed(1)} per session)`];
  lines.push(`  ${'category'.padEnd(11)} ${'labels'.padStart(6)} ${'found'.padStart(6)} ${'recall'.padStart(7)}   ${'events'.padStart(6)} ${'match'.padStart(6)} ${'precision'.padStart(9)}`);
  for (const category of LABEL_CATEGORIES) {
    const c = score.categories[category];
    lines.push(`  ${category.padEnd(11)} ${String(c.labels).padStart(6)} ${String(c.found).padStart(6)} ${ratio(c.found, c.labels).padStart(7)}   ${String(c.events).padStart(6)} ${String(c.matched).padStart(6)} ${ratio(c.matched, c.events).padStart(9)}`);
  }
  lines.push(`  ${'all'.padEnd(11)} ${String(score.labels).padStart(6)} ${String(score.found).padStart(6)} ${ratio(score.found, score.labels).padStart(7)}   ${String(score.events).padStart(6)} ${String(score.matchedEvents).padStart(6)} ${ratio(score.matchedEvents, score.events).padStart(9)}`);
  lines.push(`  one-to-one recall (an event credited to one label at most): ${ratio(score.paired, score.labels)}`);
  const layers = Object.entries(score.foundByLayer).sort(([a], [b]) => a.localeCompare(b)).map(([layer, count]) => `${layer} ${count}`);
  lines.push(`  labels found by layer: ${layers.join(', ') || 'none'}; found only through a compaction summary: ${score.onlyBySummary}`);
  return lines.join('\n');
}

export async function runCaptureEval(options: { set?: LabelSet; verbose?: boolean; write: (text: string) => void }): Promise<void> {
  const { write } = options;
  if (!existsSync(TRANSCRIPTS)) {
    if (process.env.CI === 'true') throw new Error(`shared fixtures not found at ${TRANSCRIPTS}: CI must run with ../shared beside the project`);
    write(`capture evaluation skipped: ${TRANSCRIPTS} not found (it lives beside the project, in ../shared)\n`);
    return;
  }
  const all = loadLabelledSessions().filter((session) => labelSetOf(session.session) !== undefined);
  const sessions = all.filter((session) => !options.set || labelSetOf(session.session) === options.set);
  const captured = await captureSessions(sessions);
  const scores = new Map<LabelSet, CaptureScore>();
  write('\ncortex capture evaluation: hand-labelled memories of real sessions (eval/labels)\n');
  for (const session of sessions) {
    const set = labelSetOf(session.session)!;
    if (!scores.has(set)) scores.set(set, emptyScore());
    const events = captured.get(session.session) ?? [];
    const match = scoreSession(scores.get(set)!, session, events);
    if (options.verbose) {
      write(`\n== ${set} ${session.project}/${session.session.slice(0, 8)}: ${match.found.filter(Boolean).length}/${session.labels.length} labels, ${match.matched.filter(Boolean).length}/${events.length} events match\n`);
      events.forEach((event, index) => write(`  ${match.matched[index] ? 'HIT ' : 'MISS'} ${event.type.padEnd(18)} ${event.source.layer.padEnd(10)} ${event.source.record?.slice(0, 8) ?? '-'} ${event.content.replace(/\s+/g, ' ').slice(0, 150)}\n`));
      session.labels.forEach((label, index) => {
        if (!match.found[index]) write(`  LOST ${label.category.padEnd(10)} ${label.uuid.slice(0, 8)} ${label.summary.slice(0, 150)}\n`);
      });
    }
  }
  for (const set of ['tune', 'held-out'] as const) {
    const score = scores.get(set);
    if (score) write(`\n${renderScore(set, score)}\n`);
  }
}
