/**
 * `npm run eval -- replay`: what the next session needed, and whether it got it. Replays a
 * real sequence of Claude Code sessions (`entireio-cli`: 70 sessions in the order they ran;
 * `vsla`: its sessions in the project's folder) through the built hooks, in a scratch git
 * repository, each session on the branch its records name, and keeps what Claude Code would
 * have received: the SessionStart context, the context of the first real prompt, and the
 * point-of-action notes (PreToolUse before each file the session first edited,
 * PostToolUseFailure after each command that failed). Then the transcript is appended,
 * captured (Stop, SessionEnd) and committed, as a developer's session would be.
 *
 * Scored for the sessions with hand labels of what they needed (eval/needs/, see its
 * README): needs covered (the handed-over text holds the need's `states`, the capture
 * labels' rule), lines and tokens handed over; side by side with two baselines: nothing,
 * and the previous same-branch session's last compaction summary cut to the same tokens; and
 * how many needs one memory in the log states at all (what selection could reach).
 * Where a reviewer judged the lines (eval/handoff-judgments/), the useful share of the lines
 * and the sessions with a harmful (wrong or stale) line.
 *
 * Options: --set tune|held-out, --project entireio-cli|vsla, --verbose (print what each
 * scored session received), --dump <dir> (one file per scored session: what it received,
 * line by line, for a reviewer), --keep (keep the scratch repository).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectPaths } from '../src/events/paths.js';
import { readEventLog } from '../src/events/store.js';
import { estimateTokens } from '../src/projections/tokens.js';
import { parseStates, statesMatch } from './labels.js';

export const TRANSCRIPTS = fileURLToPath(
  new URL('../../shared/fixtures/transcripts/', import.meta.url),
);
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
export const NEEDS_DIR = fileURLToPath(new URL('./needs/', import.meta.url));
export const HANDOFF_JUDGMENTS_DIR = fileURLToPath(
  new URL('./handoff-judgments/', import.meta.url),
);

/** Which scored sessions were tuned on and which are held back (eval/needs/README.md). */
export const NEEDS_SPLIT = {
  tune: [
    'f6833005',
    '3a782158',
    '198393f2',
    '4ec443d0',
    'efea9d52',
    '880d23f9',
    'b25a8b6e',
    '44df7d08',
    'dc577197',
    'b00b80af',
    '5f8cbb78',
    'd7d349f9',
    '9034225e',
  ],
  'held-out': [
    '19abe528',
    '43b2bd6e',
    '15b634ab',
    '86cc3044',
    '250f24a9',
    'de1ed521',
    'c35cf82b',
    '220c8e1c',
    '1ed0d37a',
    '4fec7ea0',
    'f736da47',
    '0a725fb5',
    'dc7e9081',
    '6dc88126',
  ],
} as const;
export type NeedsSet = keyof typeof NEEDS_SPLIT;

export interface Need {
  uuid: string;
  kind: string;
  need: string;
  states: string[][];
}

/** Reads one needs file (eval/needs/<project>/<session>.tsv). */
export function parseNeeds(text: string): Need[] {
  const needs: Need[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.startsWith('uuid\t') || line.trim() === '') continue;
    const [uuid, , kind, need, states] = line.split('\t');
    if (!uuid || !kind || !need || !states) continue;
    needs.push({ uuid, kind, need, states: parseStates(states) });
  }
  return needs;
}

interface Record_ {
  line: string;
  branch?: string;
  cwd?: string;
  timestamp?: string;
  prompt?: string;
  edits: string[];
  /** Files the session read: they existed in the real repository, so they exist in the scratch one. */
  reads: string[];
  /** A command's failure, or a read of a path that is not there: the tool, the command or path, and the error text. */
  failure?: { tool: string; command?: string; path?: string; error: string };
  summary?: string;
}

function promptOf(record: Record<string, unknown>): string | undefined {
  if (record.type !== 'user' || record.isMeta || record.isCompactSummary || record.isSidechain)
    return undefined;
  const content = (record.message as { content?: unknown } | undefined)?.content;
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content) &&
          !content.some((block) => (block as { type?: string }).type === 'tool_result')
        ? content.map((block) => String((block as { text?: unknown }).text ?? '')).join('\n')
        : '';
  const trimmed = text.trim();
  return trimmed === '' || trimmed.startsWith('<') || trimmed.startsWith('[Request interrupted')
    ? undefined
    : trimmed;
}

function readRecords(file: string): Record_[] {
  const records: Record_[] = [];
  const calls = new Map<string, { tool: string; command?: string; path?: string }>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      records.push({ line, edits: [], reads: [] });
      continue;
    }
    const record: Record_ = { line, edits: [], reads: [] };
    if (
      typeof parsed.gitBranch === 'string' &&
      parsed.gitBranch !== '' &&
      parsed.gitBranch !== 'HEAD'
    )
      record.branch = parsed.gitBranch;
    if (typeof parsed.cwd === 'string') record.cwd = parsed.cwd;
    if (typeof parsed.timestamp === 'string') record.timestamp = parsed.timestamp;
    const prompt = promptOf(parsed);
    if (prompt) record.prompt = prompt;
    const content = (parsed.message as { content?: unknown } | undefined)?.content;
    if (parsed.isCompactSummary && typeof content === 'string') record.summary = content;
    if (Array.isArray(content) && !parsed.isSidechain) {
      for (const block of content as {
        type?: string;
        name?: string;
        id?: string;
        tool_use_id?: string;
        is_error?: boolean;
        content?: unknown;
        input?: Record<string, unknown>;
      }[]) {
        if (block.type === 'tool_use' && block.id) {
          const path = block.input?.file_path;
          calls.set(block.id, {
            tool: block.name ?? '',
            ...(typeof block.input?.command === 'string' ? { command: block.input.command } : {}),
            ...(typeof path === 'string' ? { path } : {}),
          });
          if (['Edit', 'Write', 'MultiEdit'].includes(block.name ?? '') && typeof path === 'string')
            record.edits.push(path);
          if (block.name === 'Read' && typeof path === 'string') record.reads.push(path);
        }
        if (block.type === 'tool_result' && block.is_error && block.tool_use_id) {
          const call = calls.get(block.tool_use_id);
          const error =
            typeof block.content === 'string'
              ? block.content
              : Array.isArray(block.content)
                ? (block.content as { text?: string }[]).map((part) => part.text ?? '').join('\n')
                : '';
          if (call?.tool === 'Bash' && !/doesn't want to proceed|rejected/.test(error))
            record.failure = {
              tool: 'Bash',
              ...(call.command ? { command: call.command } : {}),
              error: error.slice(0, 4000),
            };
          if (call?.tool === 'Read' && call.path && /does not exist/.test(error))
            record.failure = { tool: 'Read', path: call.path, error: error.slice(0, 4000) };
        }
      }
    }
    records.push(record);
  }
  return records;
}

/** The scratch repository the sessions are replayed in. */
class ReplayRepo {
  readonly root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-replay-')));
  readonly transcripts = `${this.root}-transcripts`;
  clock = new Date(0);

  constructor() {
    mkdirSync(this.transcripts, { recursive: true });
  }

  private env(): NodeJS.ProcessEnv {
    const date = this.clock.toISOString();
    return {
      ...process.env,
      TZ: 'UTC',
      CORTEX_NOW: date,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    };
  }

  git(args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.root,
      env: this.env(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  cortex(args: string[], input = ''): string {
    return execFileSync(process.execPath, [BIN, ...args], {
      cwd: this.root,
      env: this.env(),
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  /** Runs a hook as Claude Code would; its additional context, if any. */
  hook(event: string, payload: Record<string, unknown>): string {
    const out = this.cortex(['hook', event], JSON.stringify({ cwd: this.root, ...payload }));
    if (out.trim() === '') return '';
    try {
      return (
        (JSON.parse(out) as { hookSpecificOutput?: { additionalContext?: string } })
          .hookSpecificOutput?.additionalContext ?? ''
      );
    } catch {
      return out;
    }
  }

  branch(): string {
    return this.git(['rev-parse', '--abbrev-ref', 'HEAD']).trim();
  }

  commitAll(message: string): void {
    this.git(['add', '-A']);
    if (this.git(['status', '--porcelain']).trim() !== '')
      this.git(['commit', '-q', '--no-verify', '-m', message]);
  }

  switchTo(branch: string): void {
    if (this.branch() === branch) return;
    this.commitAll(`work on ${this.branch()}`);
    const exists = this.git(['branch', '--list', branch]).trim() !== '';
    this.git(exists ? ['checkout', '-q', branch] : ['checkout', '-q', '-b', branch, 'main']);
  }

  /** A stand-in for a file the session wrote, so that it exists on this branch. */
  touch(path: string, cwd: string | undefined): string | undefined {
    const base = cwd && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : undefined;
    if (
      !base ||
      base.startsWith('..') ||
      base.startsWith('.git/') ||
      base.startsWith('.cortex/') ||
      base.startsWith('.claude/')
    )
      return undefined;
    const target = join(this.root, base);
    if (!existsSync(target)) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `stand-in for ${base}\n`);
    }
    return target;
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
    rmSync(this.transcripts, { recursive: true, force: true });
  }
}

/** What one session received, by channel. */
export interface Handoff {
  start: string;
  prompt: string;
  notes: string[];
}

export interface SessionScore {
  project: string;
  session: string;
  set: NeedsSet;
  branch: string;
  needs: Need[];
  covered: boolean[];
  /** The needs the document lines alone cover (a section of the project's documents, a document named). */
  coveredByDocs: boolean[];
  /** The needs one memory in the log states when the session starts, handed over or not: what selection could reach. */
  inMemory: boolean[];
  /** For each need one memory states, that memory's text (the first one found). */
  statedBy: (string | undefined)[];
  /** The previous same-branch compaction summary cut to cortex's tokens, and what it covers. */
  summaryBaseline?: { session: string; covered: boolean[] };
  lines: string[];
  tokens: number;
  /** From the reviewer's judgements, when present: useful, harmful, judged. */
  judged?: { useful: number; harmful: number; judged: number };
  handoff: Handoff;
}

/** The lines of a handed-over text that come from the project's documents: a section, a document named. */
export function documentLines(text: string): string {
  return text
    .split('\n')
    .filter(
      (line) =>
        /^- \S+\.(?:md|mdx|markdown)(?: § .*)? \(lines \d+-\d+\)/.test(line) ||
        /documents changed since/.test(line) ||
        /\*\*Docs written:\*\*/.test(line),
    )
    .join('\n');
}

/** The text's list items and sentences that a reviewer judges one by one. */
export function handoffLines(handoff: Handoff): string[] {
  const lines: string[] = [];
  for (const [channel, text] of [
    ['start', handoff.start],
    ['prompt', handoff.prompt],
    ...handoff.notes.map((note) => ['action', note] as const),
  ] as const) {
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (/^(?:- |\d+\. )/.test(trimmed) && trimmed.length > 4)
        lines.push(`${channel}\t${trimmed}`);
    }
  }
  return lines;
}

export function lineKey(line: string): string {
  return createHash('sha1')
    .update(
      line
        .split('\t')
        .slice(1)
        .join('\t')
        .replace(/`[0-9A-Z]{8}`|\b[0-9A-Z]{8}\b/g, ''),
    )
    .digest('hex')
    .slice(0, 12);
}

function loadLineJudgments(project: string, session: string): Map<string, string> {
  const judgments = new Map<string, string>();
  if (!existsSync(join(HANDOFF_JUDGMENTS_DIR, project))) return judgments;
  const file = readdirSync(join(HANDOFF_JUDGMENTS_DIR, project)).find((name) =>
    name.startsWith(session),
  );
  if (!file) return judgments;
  for (const line of readFileSync(join(HANDOFF_JUDGMENTS_DIR, project, file), 'utf8').split('\n')) {
    const [key, verdict] = line.split('\t');
    if (key && verdict && /^(?:useful|neutral|harmful)$/.test(verdict)) judgments.set(key, verdict);
  }
  return judgments;
}

/** The last `tokens` worth of a summary's words, from its "Summary:" part on. */
function cutToTokens(text: string, tokens: number): string {
  const body = /\bSummary:\s*([\s\S]*)$/.exec(text)?.[1] ?? text;
  const words = body.split(/\s+/);
  let cut = '';
  for (const word of words) {
    const next = cut ? `${cut} ${word}` : word;
    if (estimateTokens(next) > tokens) break;
    cut = next;
  }
  return cut;
}

/** Each event's text and data in the repository's log (read as cortex reads it), one string per event. */
function memoryTexts(root: string): { text: string; event: string }[] {
  return readEventLog(projectPaths(root)).events.map((event) => ({
    text: `${event.content} ${JSON.stringify(event.data)}`,
    event: `${event.type} ${event.id.slice(-8)} ${event.ts.slice(0, 10)} ${event.branch ?? ''}`,
  }));
}

function setOf(session: string): NeedsSet | undefined {
  for (const set of Object.keys(NEEDS_SPLIT) as NeedsSet[])
    if ((NEEDS_SPLIT[set] as readonly string[]).some((prefix) => session.startsWith(prefix)))
      return set;
  return undefined;
}

interface SequenceSession {
  id: string;
  records: Record_[];
  start: number;
}

/** A project's sessions in the order they ran, those run in another folder left out. */
function sequenceOf(project: string): SequenceSession[] {
  const dir = join(TRANSCRIPTS, project);
  const sessions = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => {
      const records = readRecords(join(dir, name));
      const first = records.find((record) => record.timestamp)?.timestamp;
      return { id: name.replace(/\.jsonl$/, ''), records, start: first ? Date.parse(first) : NaN };
    })
    .filter((session) => Number.isFinite(session.start))
    .sort((a, b) => a.start - b.start);
  // The project's folder is the one most sessions ran in.
  const folders = new Map<string, number>();
  for (const session of sessions) {
    const cwd = session.records.find((record) => record.cwd)?.cwd;
    if (cwd) folders.set(cwd, (folders.get(cwd) ?? 0) + 1);
  }
  const home = [...folders].sort((a, b) => b[1] - a[1])[0]?.[0];
  return sessions.filter((session) => session.records.find((record) => record.cwd)?.cwd === home);
}

/** Replays one project's sequence; returns the scores of its sessions that have needs labels. */
export function replayProject(
  project: string,
  options: { sets?: readonly NeedsSet[]; keep?: boolean; log?: (line: string) => void } = {},
): SessionScore[] {
  const log = options.log ?? (() => {});
  const sequence = sequenceOf(project);
  const repo = new ReplayRepo();
  const scores: SessionScore[] = [];
  /** The last compaction summary seen on each branch, and its session. */
  const lastSummary = new Map<string, { session: string; text: string }>();
  try {
    repo.clock = new Date(sequence[0]!.start - 3_600_000);
    repo.git(['init', '-q', '-b', 'main']);
    repo.git(['config', 'user.email', 'replay@example.com']);
    repo.git(['config', 'user.name', 'Replay']);
    repo.git(['config', 'commit.gpgsign', 'false']);
    repo.cortex(['init', '--claude', '--hook-command', 'cortex']);
    writeFileSync(join(repo.root, 'README.md'), `# ${project} (replay)\n`);
    repo.commitAll('Start');
    for (const session of sequence) {
      const cwd = session.records.find((record) => record.cwd)?.cwd;
      const branch = session.records.find((record) => record.branch)?.branch ?? 'main';
      repo.clock = new Date(session.start);
      repo.switchTo(branch);
      const transcript = join(repo.transcripts, `${session.id}.jsonl`);
      writeFileSync(transcript, '');
      const set = setOf(session.id);
      const scored = set !== undefined && (!options.sets || options.sets.includes(set));
      const base = { session_id: session.id, transcript_path: transcript };
      const memories = scored ? memoryTexts(repo.root) : [];
      const handoff: Handoff = {
        start: repo.hook('session-start', {
          ...base,
          hook_event_name: 'SessionStart',
          source: 'startup',
        }),
        prompt: '',
        notes: [],
      };
      const firstPrompt = session.records.find((record) => record.prompt);
      if (firstPrompt) {
        if (firstPrompt.timestamp) repo.clock = new Date(firstPrompt.timestamp);
        handoff.prompt = repo.hook('user-prompt-submit', {
          ...base,
          hook_event_name: 'UserPromptSubmit',
          prompt: firstPrompt.prompt,
        });
      }
      const edited = new Set<string>();
      for (const record of session.records) {
        if (record.timestamp) repo.clock = new Date(record.timestamp);
        // Documents are left out: a stand-in would be read as the project's documentation.
        for (const path of record.reads)
          if (!/\.(?:md|mdx|markdown)$/i.test(path)) repo.touch(path, cwd);
        for (const path of record.edits) {
          const target = repo.touch(path, cwd);
          if (!target || edited.has(target)) continue;
          edited.add(target);
          const note = repo.hook('pre-tool-use', {
            ...base,
            hook_event_name: 'PreToolUse',
            tool_name: 'Edit',
            tool_input: { file_path: target },
            tool_use_id: `replay-${edited.size}`,
          });
          if (note) handoff.notes.push(note);
        }
        if (record.failure) {
          const { tool, command, path } = record.failure;
          // A read's path as the session gave it: the hook reads only its file name.
          const input = tool === 'Read' ? { file_path: path ?? '' } : { command: command ?? '' };
          const note = repo.hook('post-tool-use-failure', {
            ...base,
            hook_event_name: 'PostToolUseFailure',
            tool_name: tool,
            tool_input: input,
            error: record.failure.error,
            tool_use_id: 'replay-failure',
          });
          if (note) handoff.notes.push(note);
        }
        appendFileSync(transcript, `${record.line}\n`);
      }
      repo.hook('stop', { ...base, hook_event_name: 'Stop', stop_hook_active: false });
      repo.hook('session-end', { ...base, hook_event_name: 'SessionEnd', reason: 'other' });
      repo.commitAll(`session ${session.id.slice(0, 8)}`);
      if (scored) {
        const needsFile = readdirSync(join(NEEDS_DIR, project)).find((name) =>
          name.startsWith(session.id.slice(0, 8)),
        );
        const needs = needsFile
          ? parseNeeds(readFileSync(join(NEEDS_DIR, project, needsFile), 'utf8'))
          : [];
        const text = [handoff.start, handoff.prompt, ...handoff.notes].join('\n');
        const tokens = estimateTokens(text);
        const previous = lastSummary.get(branch);
        const cut = previous ? cutToTokens(previous.text, tokens) : undefined;
        const lines = handoffLines(handoff);
        const judgments = loadLineJudgments(project, session.id);
        const verdicts = lines.map((line) => judgments.get(lineKey(line)));
        const judgedCount = verdicts.filter(Boolean).length;
        scores.push({
          project,
          session: session.id,
          set: set!,
          branch,
          needs,
          covered: needs.map((need) => statesMatch(text, need.states)),
          coveredByDocs: needs.map((need) => statesMatch(documentLines(text), need.states)),
          inMemory: needs.map((need) =>
            memories.some((memory) => statesMatch(memory.text, need.states)),
          ),
          statedBy: needs.map((need) => {
            const memory = memories.find((candidate) => statesMatch(candidate.text, need.states));
            return memory ? `[${memory.event}] ${memory.text}` : undefined;
          }),
          ...(previous && cut
            ? {
                summaryBaseline: {
                  session: previous.session,
                  covered: needs.map((need) => statesMatch(cut, need.states)),
                },
              }
            : {}),
          lines,
          tokens,
          ...(judgedCount
            ? {
                judged: {
                  useful: verdicts.filter((verdict) => verdict === 'useful').length,
                  harmful: verdicts.filter((verdict) => verdict === 'harmful').length,
                  judged: judgedCount,
                },
              }
            : {}),
          handoff,
        });
        log(
          `${project} ${session.id.slice(0, 8)} (${set}, ${branch}): ${scores[scores.length - 1]!.covered.filter(Boolean).length}/${needs.length} needs, ${tokens} tokens`,
        );
      }
      const summaries = session.records.filter((record) => record.summary);
      if (summaries.length)
        lastSummary.set(branch, {
          session: session.id,
          text: summaries[summaries.length - 1]!.summary!,
        });
    }
  } finally {
    if (options.keep) log(`kept ${repo.root}`);
    else repo.remove();
  }
  return scores;
}

const pct = (part: number, whole: number): string =>
  whole === 0 ? '  - ' : `${Math.round((100 * part) / whole)}%`.padStart(4);

export function renderScores(scores: readonly SessionScore[]): string {
  const out: string[] = [];
  out.push('session    set       needs  cortex  summary  lines  tokens  useful  harmful');
  for (const score of scores) {
    const covered = score.covered.filter(Boolean).length;
    const baseline = score.summaryBaseline
      ? String(score.summaryBaseline.covered.filter(Boolean).length)
      : '-';
    const judged = score.judged
      ? `${pct(score.judged.useful, score.judged.judged)}   ${String(score.judged.harmful).padStart(4)}`
      : '   ?      ?';
    out.push(
      `${score.session.slice(0, 8)}   ${score.set.padEnd(8)}  ${String(score.needs.length).padStart(5)}  ${String(covered).padStart(6)}  ${baseline.padStart(7)}  ${String(score.lines.length).padStart(5)}  ${String(score.tokens).padStart(6)}  ${judged}`,
    );
  }
  for (const set of ['tune', 'held-out'] as const) {
    const of = scores.filter((score) => score.set === set);
    if (of.length === 0) continue;
    const needs = of.reduce((sum, score) => sum + score.needs.length, 0);
    const covered = of.reduce((sum, score) => sum + score.covered.filter(Boolean).length, 0);
    const byDocs = of.reduce((sum, score) => sum + score.coveredByDocs.filter(Boolean).length, 0);
    const held = of.reduce((sum, score) => sum + score.inMemory.filter(Boolean).length, 0);
    const baselineNeeds = of.filter((score) => score.summaryBaseline);
    const judged = of.filter((score) => score.judged);
    const useful = judged.reduce((sum, score) => sum + score.judged!.useful, 0);
    const lines = judged.reduce((sum, score) => sum + score.judged!.judged, 0);
    const clean = judged.filter((score) => score.judged!.harmful === 0).length;
    const startTokens =
      of.reduce((sum, score) => sum + estimateTokens(score.handoff.start), 0) / of.length;
    const beatsNothing = of.filter((score) => score.covered.some(Boolean)).length;
    const beatsSummary = of.filter(
      (score) =>
        !score.summaryBaseline ||
        score.covered.filter(Boolean).length > score.summaryBaseline.covered.filter(Boolean).length,
    ).length;
    out.push(
      `${set}: ${of.length} sessions, needs covered ${covered}/${needs} (${pct(covered, needs).trim()}), ${byDocs} by the project's documents alone; ${held} stated by one memory in the log; ` +
        `the same-branch summary baseline covers ${baselineNeeds.reduce((sum, score) => sum + score.summaryBaseline!.covered.filter(Boolean).length, 0)} of the ${baselineNeeds.reduce((sum, score) => sum + score.needs.length, 0)} needs of the ${baselineNeeds.length} sessions that have one; ` +
        `mean start ${Math.round(startTokens)} tokens; better than nothing in ${beatsNothing}/${of.length}, better than the summary (or no summary to compare) in ${beatsSummary}/${of.length}; ` +
        (judged.length
          ? `judged lines useful ${useful}/${lines} (${pct(useful, lines).trim()}), no harmful line in ${clean}/${judged.length} sessions`
          : 'no line judged yet'),
    );
  }
  return out.join('\n');
}

/** Writes each scored session's handoff, one line per judged line, for a reviewer. */
function dump(dir: string, scores: readonly SessionScore[]): void {
  for (const score of scores) {
    mkdirSync(join(dir, score.project), { recursive: true });
    const lines = [
      `# ${score.session} ${score.project} on ${score.branch}: what it received (channel, line); judge each line useful, neutral or harmful`,
      'key\tchannel\tline',
    ];
    for (const line of score.lines) lines.push(`${lineKey(line)}\t${line}`);
    lines.push(
      '',
      '# the whole text as received:',
      ...[score.handoff.start, score.handoff.prompt, ...score.handoff.notes]
        .join('\n')
        .split('\n')
        .map((line) => `#| ${line}`),
    );
    writeFileSync(join(dir, score.project, `${score.session}.tsv`), `${lines.join('\n')}\n`);
  }
}

export function runReplay(args: string[]): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run 'npm run build' first`);
  if (!existsSync(TRANSCRIPTS)) {
    if (process.env.CI === 'true') throw new Error(`shared fixtures not found at ${TRANSCRIPTS}`);
    process.stdout.write(
      `replay skipped: ${TRANSCRIPTS} not found (it lives beside the project, in ../shared)\n`,
    );
    return;
  }
  const setArg = args.includes('--set') ? (args[args.indexOf('--set') + 1] as NeedsSet) : undefined;
  const projects = args.includes('--project')
    ? [args[args.indexOf('--project') + 1]!]
    : ['entireio-cli', 'vsla'];
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const scores = projects.flatMap((project) =>
    replayProject(project, {
      ...(setArg ? { sets: [setArg] } : {}),
      keep: args.includes('--keep'),
      log,
    }),
  );
  if (args.includes('--verbose')) {
    for (const score of scores) {
      process.stdout.write(
        `\n===== ${score.project} ${score.session} (${score.set}, ${score.branch})\n`,
      );
      process.stdout.write(
        `--- start:\n${score.handoff.start}\n--- first prompt:\n${score.handoff.prompt}\n--- at the point of action:\n${score.handoff.notes.join('\n')}\n`,
      );
      score.needs.forEach((need, index) =>
        process.stdout.write(
          `${score.covered[index] ? (score.coveredByDocs[index] ? 'DOCS   ' : 'COVERED') : score.inMemory[index] ? 'HELD   ' : 'MISSED '} ${need.kind}: ${need.need}\n${!score.covered[index] && score.statedBy[index] ? `        stated by: ${score.statedBy[index]!.replace(/\s+/g, ' ').slice(0, 300)}\n` : ''}`,
        ),
      );
    }
  }
  if (args.includes('--dump')) dump(args[args.indexOf('--dump') + 1]!, scores);
  process.stdout.write(`\n${renderScores(scores)}\n`);
}
