/**
 * `npm run eval -- replay`: replays a real sequence of Claude Code sessions through the
 * built hooks, in a scratch git repository, and scores the briefing each next session is
 * handed against the hand labels of the sessions before it.
 *
 * Each session is fed to `dist/bin.js hook …` as Claude Code would feed it: SessionStart
 * first (its additional context is the briefing scored), then the transcript grows turn by
 * turn with a Stop after each user prompt's turn, then SessionEnd. Every record names the
 * branch it ran on (`gitBranch`): the replay checks that branch out before capturing the
 * records of it (a new branch starts from main), and commits what is in the work tree
 * (events, projections, and a placeholder for every file the session edited, so that the
 * reality checks see the files the session made) before switching and at the end of each
 * session. The sessions run no merge (their pull requests were still open), so none is made.
 * The hooks run with the clock set to the transcript's time (tests/fixtures/projections/
 * shift-clock.cjs), so decay reads as it did then.
 *
 * Scoring, per briefing (all from the text Claude Code would receive):
 * - labelled memories of earlier sessions, those capture made an event of (a memory event
 *   whose source record is the label's or one of its `also`), and those the briefing holds
 *   (such an event's text is in it);
 * - its items (list lines), those that are activity (commands, edits, files read, the
 *   last-session line), and the tokens they take;
 * - its tokens, and all the tokens Claude Code receives at start: the rules files it loads
 *   at launch plus the hook's additional context.
 *
 * Labels are read and matched by eval/labels.ts, as the capture evaluation reads them.
 *
 * Options: --verbose (print each briefing), --keep (keep the scratch repository),
 * --labels <dir> (default eval/labels, else ../labels beside the worktree).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEvent } from '../src/events/envelope.js';
import { projectPaths } from '../src/events/paths.js';
import { readEventLog } from '../src/events/store.js';
import { EVENT_TYPES } from '../src/events/types.js';
import { eventMatchesLabel, isMemoryEvent, LABELS_DIR, parseLabels, type Label } from './labels.js';
import { oneLine } from '../src/projections/text-shapes.js';
import { estimateTokens } from '../src/projections/tokens.js';

export const TRANSCRIPTS = fileURLToPath(new URL('../../shared/fixtures/transcripts/', import.meta.url));
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const CLOCK = fileURLToPath(new URL('../tests/fixtures/projections/shift-clock.cjs', import.meta.url));

/** The entireio-cli sessions #1-#10, in the order they ran (by their first record's time). */
export const REPLAY_SEQUENCE = {
  project: 'entireio-cli',
  sessions: ['0bb9a2d9', 'a0bd162f', '9667a07f', '847ff7d2', '4555072a', '569aed7b', '59455d2e', 'cacf6cfb', 'ccc58457', 'd88bceb6'],
};

/** A label of the capture evaluation (eval/labels.ts). */
export type ReplayLabel = Label;

function labelsDir(args: string[]): string | undefined {
  const given = args.includes('--labels') ? args[args.indexOf('--labels') + 1] : undefined;
  const candidates = given ? [given] : [LABELS_DIR, fileURLToPath(new URL('../../labels/', import.meta.url))];
  return candidates.find((dir) => existsSync(join(dir, REPLAY_SEQUENCE.project)));
}

interface TranscriptRecord {
  line: string;
  uuid?: string;
  branch?: string;
  cwd?: string;
  timestamp?: string;
  /** A prompt the user typed (not a tool result, not a meta or summary record). */
  prompt?: string;
  /** Files an Edit/Write/MultiEdit/NotebookEdit call of this record writes. */
  edits: string[];
}

function promptOf(record: Record<string, unknown>): string | undefined {
  if (record.type !== 'user' || record.isMeta || record.isCompactSummary || record.isSidechain) return undefined;
  const content = (record.message as { content?: unknown } | undefined)?.content;
  if (typeof content === 'string') return content.startsWith('<') ? undefined : content;
  if (!Array.isArray(content)) return undefined;
  if (content.some((block) => (block as { type?: string }).type === 'tool_result')) return undefined;
  const text = content.map((block) => ((block as { type?: string }).type === 'text' ? String((block as { text?: unknown }).text ?? '') : '')).join('\n');
  return text.trim() === '' || text.startsWith('<') ? undefined : text;
}

function readTranscript(file: string): TranscriptRecord[] {
  const records: TranscriptRecord[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      records.push({ line, edits: [] });
      continue;
    }
    const edits: string[] = [];
    const content = (parsed.message as { content?: unknown } | undefined)?.content;
    if (parsed.type === 'assistant' && Array.isArray(content)) {
      for (const block of content as { type?: string; name?: string; input?: { file_path?: unknown; notebook_path?: unknown } }[]) {
        if (block.type !== 'tool_use' || !['Edit', 'Write', 'MultiEdit', 'NotebookEdit'].includes(block.name ?? '')) continue;
        const path = block.input?.file_path ?? block.input?.notebook_path;
        if (typeof path === 'string') edits.push(path);
      }
    }
    records.push({
      line,
      edits,
      ...(typeof parsed.uuid === 'string' ? { uuid: parsed.uuid } : {}),
      ...(typeof parsed.gitBranch === 'string' && parsed.gitBranch !== '' ? { branch: parsed.gitBranch } : {}),
      ...(typeof parsed.cwd === 'string' ? { cwd: parsed.cwd } : {}),
      ...(typeof parsed.timestamp === 'string' ? { timestamp: parsed.timestamp } : {}),
      ...(promptOf(parsed) !== undefined ? { prompt: promptOf(parsed)! } : {}),
    });
  }
  return records;
}

/** The scratch repository the sessions are replayed in, and the commands run there. */
class ReplayRepo {
  readonly root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-replay-')));
  private readonly transcripts = join(this.root, '..', `${this.root.split('/').pop()}-transcripts`);
  clockMs = 0;

  constructor() {
    mkdirSync(this.transcripts, { recursive: true });
  }

  private env(): NodeJS.ProcessEnv {
    const date = new Date(this.clockMs).toISOString();
    return { ...process.env, TZ: 'UTC', CORTEX_TEST_CLOCK_OFFSET_MS: String(this.clockMs - Date.now()), GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  }

  git(args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, env: this.env(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  cortex(args: string[], input = ''): string {
    return execFileSync(process.execPath, ['--require', CLOCK, BIN, ...args], { cwd: this.root, env: this.env(), input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  }

  /** Runs a hook as Claude Code would; returns its additional context, if any. */
  hook(event: string, payload: Record<string, unknown>): string | undefined {
    const out = this.cortex(['hook', event], JSON.stringify({ cwd: this.root, ...payload }));
    if (out.trim() === '') return undefined;
    return (JSON.parse(out) as { hookSpecificOutput?: { additionalContext?: string } }).hookSpecificOutput?.additionalContext;
  }

  transcriptPath(session: string): string {
    return join(this.transcripts, `${session}.jsonl`);
  }

  branch(): string {
    return this.git(['rev-parse', '--abbrev-ref', 'HEAD']).trim();
  }

  commitAll(message: string): void {
    this.git(['add', '-A']);
    if (this.git(['status', '--porcelain']).trim() !== '') this.git(['commit', '-q', '-m', message]);
  }

  switchTo(branch: string, message: string): void {
    if (this.branch() === branch) return;
    this.commitAll(message);
    const exists = this.git(['branch', '--list', branch]).trim() !== '';
    this.git(exists ? ['checkout', '-q', branch] : ['checkout', '-q', '-b', branch, 'main']);
  }

  /** The files Claude Code loads at launch from `.claude/rules/`. */
  rulesFiles(): { name: string; text: string }[] {
    const dir = join(this.root, '.claude', 'rules');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((name) => name.endsWith('.md')).sort().map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
  }

  /** Creates an empty stand-in for a file the session wrote, so that it exists on this branch. */
  touch(path: string, cwd: string | undefined): void {
    const base = cwd && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : undefined;
    if (!base || base.startsWith('..') || base.startsWith('.git/') || base.startsWith('.cortex/') || base.startsWith('.claude/')) return;
    const target = join(this.root, base);
    if (existsSync(target)) return;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `stand-in for ${base}\n`);
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
    rmSync(this.transcripts, { recursive: true, force: true });
  }
}

export interface BriefingScore {
  /** The session that received the briefing. */
  session: string;
  branch: string;
  /** Labels of the sessions before it, in categories the briefing is for. */
  earlierLabels: number;
  /** Of those, the ones capture made a memory event of. */
  captured: number;
  /** Of those, the ones the briefing holds. */
  held: number;
  heldByCategory: Record<string, number>;
  /** Captured labels the briefing left out: the event's text and confidence. */
  missed: string[];
  items: number;
  activityItems: number;
  activityTokens: number;
  tokens: number;
  /** All Claude Code receives at start: rules files loaded at launch plus the hook's context. */
  startTokens: number;
  warnings: number;
  text: string;
}

/** Lowercase letters and digits only: the briefing may quote, clip or neutralise memory text. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** What of an event's text a briefing that shows it must contain. */
function textKey(event: AnyEvent): string {
  return normalise(oneLine(event.content, 240)).slice(0, 48);
}

/** The list items of a briefing, outside its warnings. */
function briefingItems(text: string): string[] {
  const items: string[] = [];
  let inWarnings = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('**Check first')) inWarnings = true;
    else if (line.startsWith('#')) inWarnings = false;
    if (!inWarnings && /^\s*- /.test(line)) items.push(line);
  }
  return items;
}

function warningCount(text: string): number {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('**Check first'));
  if (start < 0) return 0;
  let count = 0;
  for (let index = start + 1; index < lines.length && lines[index]!.startsWith('- '); index++) count++;
  return count;
}

const ACTIVITY_LINE = /^\s*- (Last session|Earlier sessions|Session s\d+|s\d+ \()/;

export function scoreBriefing(text: string, session: string, branch: string, earlier: readonly ReplayLabel[], events: ReadonlyMap<string, AnyEvent>, startTokens: number): BriefingScore {
  const memories = [...events.values()].filter(isMemoryEvent);
  const normalText = normalise(text);
  const heldByCategory: Record<string, number> = {};
  let captured = 0;
  let held = 0;
  const missed: string[] = [];
  for (const label of earlier) {
    const matching = memories.filter((event) => eventMatchesLabel(event, label));
    if (matching.length === 0) continue;
    captured++;
    if (matching.some((event) => textKey(event).length > 0 && normalText.includes(textKey(event)))) {
      held++;
      heldByCategory[label.category] = (heldByCategory[label.category] ?? 0) + 1;
    } else {
      missed.push(`${label.category} (${matching[0]!.type}, confidence ${matching[0]!.confidence}, ${matching[0]!.branch}): ${oneLine(matching[0]!.content, 120)}`);
    }
  }
  const activityKeys = [...events.values()].filter((event) => EVENT_TYPES[event.type].category === 'activity').map(textKey).filter((key) => key.length >= 16);
  const items = briefingItems(text);
  const activity = items.filter((line) => ACTIVITY_LINE.test(line) || activityKeys.some((key) => normalise(line).includes(key)));
  return {
    session,
    branch,
    earlierLabels: earlier.length,
    captured,
    held,
    heldByCategory,
    missed,
    items: items.length,
    activityItems: activity.length,
    activityTokens: activity.reduce((sum, line) => sum + estimateTokens(line), 0),
    tokens: estimateTokens(text),
    startTokens,
    warnings: warningCount(text),
    text,
  };
}

export interface ReplayResult {
  scores: BriefingScore[];
  notes: string[];
  root?: string;
}

/** Replays the sequence; returns the score of every briefing after the first session's. */
export function replaySessions(options: { labels?: string; keep?: boolean; log?: (line: string) => void } = {}): ReplayResult {
  const notes: string[] = [];
  const log = options.log ?? (() => {});
  const labels = new Map<string, ReplayLabel[]>();
  if (options.labels) {
    for (const prefix of REPLAY_SEQUENCE.sessions) {
      const file = readdirSync(join(options.labels, REPLAY_SEQUENCE.project)).find((name) => name.startsWith(prefix) && name.endsWith('.tsv'));
      if (file) labels.set(prefix, parseLabels(readFileSync(join(options.labels, REPLAY_SEQUENCE.project, file), 'utf8'), REPLAY_SEQUENCE.project, file.replace(/\.tsv$/, '')).labels);
      else notes.push(`no labels for ${prefix}: its memories count for nothing`);
    }
  } else {
    notes.push('no label files found: only tokens and activity are scored');
  }
  const files = readdirSync(join(TRANSCRIPTS, REPLAY_SEQUENCE.project));
  const repo = new ReplayRepo();
  const events = new Map<string, AnyEvent>();
  const collect = () => {
    for (const event of readEventLog(projectPaths(repo.root), { local: true }).events) events.set(event.id, event);
  };
  const scores: BriefingScore[] = [];
  try {
    repo.git(['init', '-q', '-b', 'main']);
    repo.git(['config', 'user.email', 'replay@example.com']);
    repo.git(['config', 'user.name', 'Replay']);
    repo.git(['config', 'commit.gpgsign', 'false']);
    const sessions = REPLAY_SEQUENCE.sessions.map((prefix) => {
      const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.jsonl'));
      if (!file) throw new Error(`no transcript ${prefix}*.jsonl in ${join(TRANSCRIPTS, REPLAY_SEQUENCE.project)}`);
      return { prefix, id: file.replace(/\.jsonl$/, ''), records: readTranscript(join(TRANSCRIPTS, REPLAY_SEQUENCE.project, file)) };
    });
    repo.clockMs = Date.parse(sessions[0]!.records.find((record) => record.timestamp)!.timestamp!) - 3_600_000;
    repo.cortex(['init', '--claude', '--hook-command', 'cortex']);
    writeFileSync(join(repo.root, 'README.md'), '# replay\n');
    repo.commitAll('Start');
    sessions.forEach((session, index) => {
      const first = session.records.find((record) => record.branch)?.branch ?? 'main';
      const start = session.records.find((record) => record.timestamp)?.timestamp;
      if (start) repo.clockMs = Date.parse(start);
      repo.switchTo(first, `Before ${session.prefix}`);
      const transcript = repo.transcriptPath(session.id);
      writeFileSync(transcript, '');
      const launched = repo.rulesFiles();
      const briefing = repo.hook('session-start', { session_id: session.id, transcript_path: transcript, hook_event_name: 'SessionStart', source: 'startup' }) ?? '';
      if (index > 0) {
        const earlier = REPLAY_SEQUENCE.sessions.slice(0, index).flatMap((prefix) => labels.get(prefix) ?? []);
        const startTokens = launched.reduce((sum, file) => sum + estimateTokens(file.text), 0) + estimateTokens(briefing);
        const score = scoreBriefing(briefing, session.prefix, first, earlier, events, startTokens);
        scores.push(score);
        log(`#${index + 1} ${session.prefix} on ${first}: ${score.held}/${score.captured}/${score.earlierLabels} held/captured/labelled, ${score.tokens} tokens`);
      }
      let pending = 0;
      const stop = () => {
        if (pending === 0) return;
        repo.hook('stop', { session_id: session.id, transcript_path: transcript, hook_event_name: 'Stop', stop_hook_active: false });
        pending = 0;
      };
      for (const record of session.records) {
        if (record.timestamp) repo.clockMs = Date.parse(record.timestamp);
        if (record.prompt !== undefined) stop();
        if (record.branch && record.branch !== repo.branch()) {
          stop();
          collect();
          repo.switchTo(record.branch, `${session.prefix}: work on ${repo.branch()}`);
        }
        appendFileSync(transcript, `${record.line}\n`);
        for (const path of record.edits) repo.touch(path, record.cwd);
        pending++;
      }
      stop();
      repo.hook('session-end', { session_id: session.id, transcript_path: transcript, hook_event_name: 'SessionEnd', reason: 'exit' });
      collect();
      repo.commitAll(`${session.prefix}: end of session on ${repo.branch()}`);
    });
  } finally {
    if (!options.keep) repo.remove();
  }
  return { scores, notes, ...(options.keep ? { root: repo.root } : {}) };
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`;
}

export function renderCurve(result: ReplayResult): string {
  const lines = [
    'cortex replay: the briefing each next session gets (entireio-cli #1-#10, real hooks, real git)',
    '',
    ' #  session   branch                              labelled  captured  held  items  activity        tokens  at start  warnings',
  ];
  result.scores.forEach((score, index) => {
    const activity = `${score.activityItems} / ${pct(score.activityTokens, score.tokens)}`;
    lines.push(
      `${String(index + 2).padStart(2)}  ${score.session}  ${score.branch.slice(0, 34).padEnd(34)}  ${String(score.earlierLabels).padStart(8)}  ${String(score.captured).padStart(8)}  ${String(score.held).padStart(4)}  ${String(score.items).padStart(5)}  ${activity.padEnd(14)}  ${String(score.tokens).padStart(6)}  ${String(score.startTokens).padStart(8)}  ${String(score.warnings).padStart(8)}`,
    );
  });
  const total = (key: 'held' | 'captured' | 'tokens' | 'startTokens' | 'activityTokens') => result.scores.reduce((sum, score) => sum + score[key], 0);
  const n = result.scores.length || 1;
  lines.push(
    '',
    `mean held ${(total('held') / n).toFixed(1)} of ${(total('captured') / n).toFixed(1)} captured; briefings with >= 5 held: ${result.scores.filter((score) => score.held >= 5).length}/${result.scores.length}; ` +
      `activity ${pct(total('activityTokens'), total('tokens'))} of tokens; mean ${Math.round(total('tokens') / n)} tokens, ${Math.round(total('startTokens') / n)} at start`,
  );
  lines.push('labelled = labels of earlier sessions; captured = of those, made into a memory event; held = of those, in the briefing text;');
  lines.push('activity = list items that are commands, edits, reads or a per-session activity line (count / share of tokens);');
  lines.push('at start = every token Claude Code receives at launch: .claude/rules/*.md plus the SessionStart hook\'s context.');
  for (const note of result.notes) lines.push(`note: ${note}`);
  return lines.join('\n') + '\n';
}

export function runReplay(args: string[]): void {
  if (!existsSync(join(TRANSCRIPTS, REPLAY_SEQUENCE.project))) {
    const message = `the replay needs ../shared/fixtures/transcripts/${REPLAY_SEQUENCE.project}`;
    if (process.env.CI === 'true') throw new Error(message);
    process.stdout.write(`skipped: ${message}\n`);
    return;
  }
  if (!existsSync(BIN)) throw new Error('dist/bin.js is missing: run `npm run build` first');
  const verbose = args.includes('--verbose');
  const result = replaySessions({ labels: labelsDir(args), keep: args.includes('--keep'), log: (line) => process.stderr.write(`${line}\n`) });
  if (verbose) {
    for (const [index, score] of result.scores.entries()) {
      process.stdout.write(`\n===== briefing for #${index + 2} ${score.session} (${score.branch}) =====\n${score.text}`);
      for (const line of score.missed) process.stdout.write(`  captured, not held: ${line}\n`);
    }
  }
  process.stdout.write(`\n${renderCurve(result)}`);
  if (result.root) process.stdout.write(`scratch repository kept: ${result.root}\n`);
}
