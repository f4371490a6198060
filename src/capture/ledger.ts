/**
 * A session's ledger: what the session set out to do, where it got, what it left open, the
 * documents it wrote and the commits it made, kept as capture reads the transcript (in the
 * cursor's state, so it carries over between hooks). At the session's end, at each
 * compaction and at the end of an ingest it becomes a `session_outcome` event: the unit of
 * handoff, what the next session on the branch (or a teammate) is told first. A later
 * outcome of the same session replaces the earlier one; its decisions are the session's
 * decision events, not repeated here. Pure.
 */
import { truncate } from './prose.js';
import { workDigest } from './report-digest.js';
import { outcomeText } from '../events/outcome-text.js';
import { CUES, statementsOf } from './statements.js';

export interface LedgerDoc {
  path: string;
  title?: string;
}

export interface LedgerCommit {
  hash: string;
  subject: string;
  branch?: string;
}

/** JSON-safe: it lives in the cursor's state. */
export interface Ledger {
  /** The session the transcript records (a later read may hold no record to name it). */
  session?: string;
  goal?: string;
  /** The goal as the compaction summary stated it ("Primary Request and Intent"): it wins over the first prompt. */
  summaryGoal?: string;
  outcome?: string;
  /** What the session's reports of work done say was done, each report as one digest (report-digest.ts), newest last. */
  done?: string[];
  openEnds: string[];
  docs: LedgerDoc[];
  commits: LedgerCommit[];
  branches: string[];
  /** What the last outcome said, so an unchanged one is not written again. */
  emitted?: string;
  /** The outcome was written by a handoff this turn: the turn's report (its prose around the tags) does not replace it. */
  handedOff?: boolean;
}

export function emptyLedger(): Ledger {
  return { openEnds: [], docs: [], commits: [], branches: [] };
}

const MAX_ITEMS = 8;
/** Prompts that are not a goal: commands, pasted output, bare agreement. */
const NOT_A_GOAL =
  /^(?:\/|<|\[|yes\b|no\b|ok(?:ay)?\b|continue\b|go on\b|thanks?\b|y\b|proceed\b)/i;

function push<T>(list: T[], item: T, same: (a: T, b: T) => boolean): void {
  if (list.some((existing) => same(existing, item))) return;
  list.push(item);
  if (list.length > MAX_ITEMS) list.shift();
}

/** The first real prompt of the session is its goal until a compaction summary states one. */
export function noteRequest(ledger: Ledger, prompt: string, branch: string | undefined): void {
  if (branch && branch !== 'HEAD' && !ledger.branches.includes(branch))
    push(ledger.branches, branch, (a, b) => a === b);
  const text = prompt.trim();
  if (ledger.goal || text.length < 12 || NOT_A_GOAL.test(text)) return;
  // A prompt with pasted output: its first lines say what is wanted.
  const first = text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 3)
    .join(' ');
  ledger.goal = truncate(first.replace(/\s+/g, ' '), 200);
}

/** A turn's report: its first statements are where the session got; its open ends replace the earlier ones. */
export function noteReport(ledger: Ledger, report: string): void {
  if (ledger.handedOff) {
    delete ledger.handedOff;
    return;
  }
  // A report is read by its head (a pasted log can be megabytes).
  const sentences = statementsOf(report.slice(0, 20_000))
    .flatMap((statement) => statement.sentences)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        sentence.length > 12 &&
        !CUES.question.test(sentence) &&
        !/:\s*$/.test(sentence) &&
        !/^(?:want me|would you like|shall i|should i|let me know)\b/i.test(sentence),
    );
  const done = workDigest(report, DONE_CHARS, 120);
  if (done !== undefined) noteDone(ledger, done);
  if (sentences.length === 0) return;
  ledger.outcome = truncate(sentences.slice(0, 2).join(' '), 300);
  const open = sentences.filter(
    (sentence) =>
      CUES.open.test(sentence) &&
      !/\b(?:no (?:remaining|pending)|nothing (?:left|remaining|pending))\b/i.test(sentence),
  );
  ledger.openEnds = open.slice(0, 3).map((sentence) => truncate(sentence, 200));
}

const DONE_CHARS = 600;
const DONE_REPORTS = 2;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []);
}

/**
 * A report of work done, as its digest. A report that mostly restates the last one (the same
 * work summed up again after a fix) replaces it; the last two pieces of work are kept.
 */
function noteDone(ledger: Ledger, digest: string): void {
  if (digest.length < 30) return;
  const done = (ledger.done ??= []);
  const last = done[done.length - 1];
  if (last !== undefined) {
    const before = words(last);
    const now = words(digest);
    const shared = [...now].filter((word) => before.has(word)).length;
    if (shared / Math.max(1, Math.min(before.size, now.size)) >= 0.5) done.pop();
  }
  done.push(digest);
  if (done.length > DONE_REPORTS) done.shift();
}

/** What a compaction summary says of the session: its request, the work in progress, what is pending. */
export function noteSummary(
  ledger: Ledger,
  summary: { request?: string; current?: string; pending: readonly string[] },
): void {
  if (summary.request) ledger.summaryGoal = truncate(summary.request, 240);
  if (summary.current)
    ledger.outcome = truncate(
      `In progress when the conversation was compacted: ${summary.current}`,
      300,
    );
  if (summary.pending.length)
    ledger.openEnds = summary.pending.slice(0, 3).map((item) => truncate(item, 200));
}

/**
 * The session's own handoff (`/handoff`: `[MEMORY: goal|outcome|open] …` lines): what the
 * assistant wrote when asked what the session settled wins over what capture read of it.
 * Each part given replaces the one held; open ends replace all earlier ones (the handoff
 * lists what is open now).
 */
export function noteHandoff(
  ledger: Ledger,
  handoff: { goal?: string; outcome?: string; open: readonly string[] },
): void {
  if (handoff.goal) ledger.summaryGoal = truncate(handoff.goal, 240);
  if (handoff.outcome) ledger.outcome = truncate(handoff.outcome, 300);
  if (handoff.open.length || handoff.outcome)
    ledger.openEnds = handoff.open.slice(0, 5).map((item) => truncate(item, 200));
  ledger.handedOff = true;
}

export function noteDoc(ledger: Ledger, doc: LedgerDoc): void {
  const index = ledger.docs.findIndex((existing) => existing.path === doc.path);
  if (index >= 0) {
    if (doc.title) ledger.docs[index] = doc;
    return;
  }
  push(ledger.docs, doc, (a, b) => a.path === b.path);
}

export function noteCommit(ledger: Ledger, commit: LedgerCommit): void {
  push(ledger.commits, commit, (a, b) => a.hash === b.hash);
}

/**
 * The commits a `git commit` printed: `[main 1a2b3c4] Subject` (and `[main (root-commit) …]`).
 * Read from the command's output, so an ingest of an old transcript finds them too.
 */
export function commitsPrinted(output: string): LedgerCommit[] {
  const commits: LedgerCommit[] = [];
  for (const match of output.matchAll(/^\[([^\s\]]+)(?: \([\w-]+\))? ([0-9a-f]{7,40})\] (.+)$/gm)) {
    commits.push({ branch: match[1]!, hash: match[2]!, subject: truncate(match[3]!.trim(), 160) });
  }
  return commits;
}

/** A markdown document's title: its first heading, else undefined. */
export function markdownTitle(content: string): string | undefined {
  const heading = /^#{1,3}\s+(.+?)\s*#*\s*$/m.exec(content.slice(0, 4000));
  return heading ? truncate(heading[1]!.replace(/[*_`]/g, ''), 120) : undefined;
}

export interface OutcomeReading {
  content: string;
  data: {
    docs?: LedgerDoc[];
    commits?: LedgerCommit[];
    branches?: string[];
  };
}

/**
 * The outcome the ledger reads as now; undefined when the session has said nothing worth
 * handing over. Its text says the goal, the outcome, what was done and what is open, and
 * `data` only what the text does not (docs with their titles, commits, branches): the log
 * is committed, its bytes are every teammate's. `outcomeParts` (events/outcome-text.ts)
 * reads the text back.
 */
export function outcomeOf(ledger: Ledger): OutcomeReading | undefined {
  const goal = ledger.summaryGoal ?? ledger.goal;
  if (
    !goal &&
    !ledger.outcome &&
    !ledger.done?.length &&
    ledger.docs.length === 0 &&
    ledger.commits.length === 0
  )
    return undefined;
  const content = outcomeText({
    ...(goal ? { goal } : {}),
    ...(ledger.outcome ? { outcome: ledger.outcome } : {}),
    ...(ledger.done?.length
      ? { done: ledger.done.map((item) => item.replace(/[.\s]+$/, '')).join(' / ') }
      : {}),
    open: ledger.openEnds,
    docs: ledger.docs.map((doc) => doc.path),
  });
  return {
    content: truncate(content, 1500),
    data: {
      // Empty lists are left out: readers take a missing list as empty.
      ...(ledger.docs.length ? { docs: ledger.docs.map((doc) => ({ ...doc })) } : {}),
      ...(ledger.commits.length
        ? { commits: ledger.commits.map((commit) => ({ ...commit })) }
        : {}),
      ...(ledger.branches.length ? { branches: [...ledger.branches] } : {}),
    },
  };
}
