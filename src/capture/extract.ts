/**
 * The extraction pipeline: transcript records in, facts out, with a state that carries
 * over between reads of the same transcript (tool calls still waiting for their result,
 * the last todo list, failed commands waiting for a fix). Reading a transcript in one go
 * or a line at a time, carrying the state between, gives the same facts.
 *
 * Assistant lines are grouped by `message.id`: one API message is split over several
 * lines (one content block each), and its reads and edits become one event each.
 */
import { posix } from 'node:path';
import { createHash } from 'node:crypto';
import type { PlanStep } from '../events/types.js';
import { MEMORY_KINDS } from '../events/types.js';
import { FILE_PATH_TAG, filePathText, USER_PROMPT_TAG } from '../events/memory-forms.js';
import { diagnosticFile, firstErrorLine, isCauseStatement } from './causes.js';
import { commandChanged, droppedArguments, retryKey } from './commands.js';
import type { CapturedFact } from './facts.js';
import { resolveBareNames, sameFileMeant, type PathContext } from './file-paths.js';
import {
  decisionAsFact,
  decisionDetails,
  filesNamed,
  matchParagraphs,
  type KeywordMatch,
} from './keyword.js';
import { isQuestionAboutTheCode, standingInstructions } from './instructions.js';
import { judge } from './judge.js';
import {
  commitsPrinted,
  emptyLedger,
  noteCommit,
  noteDoc,
  noteHandoff,
  noteReport,
  noteRequest,
  noteSummary,
  outcomeOf,
  type Ledger,
} from './ledger.js';
import { contentWords, CUES, overlap } from './statements.js';
import { readTurn, type TurnText } from './turns.js';
import { explainingParagraphs, promptStatements } from './prose-candidates.js';
import { codeIdentifiers, fixMarks, restatesFix, type FixMarks } from './fix-match.js';
import { fixedReason, fixesProblem, reportsFix, statesProblem } from './fixed-problems.js';
import { cdCause, missingCdTarget, shellDirAfter } from './shell-dir.js';
import {
  proseParagraphs,
  redactAndTruncate,
  splitSentences,
  stripEmphasis,
  truncate,
} from './prose.js';
import { removePrivateSpans } from '../redaction/private-spans.js';
import { redactPlainText } from '../redaction/redactor.js';
import { memoryFingerprint, readCompactSummary, seenBefore } from './summary.js';
import {
  EDIT_TOOLS,
  READ_TOOLS,
  SEARCH_TOOLS,
  describeCall,
  isRecordedCommand,
  planSteps,
  planTitle,
  quoteCommand,
  readAnswers,
  readOutcome,
  readTodos,
  summarizeToolUse,
  type ToolCall,
} from './structural.js';
import { findHandoffTags, findMemoryTags, removeMemoryTags } from './tags.js';
import { lineKind, readTranscriptLine, type TranscriptRecord } from './transcript.js';

/** An assistant message whose tool calls are not all resolved yet. */
export interface PendingMessage {
  key: string;
  session?: string;
  agent?: string;
  gitBranch?: string;
  calls: ToolCall[];
}

/** How a file's name differs from the one looked for, where only its case does (`STATUS.md` for `status.md`). */
function caseNote(missing: string, found: string): string {
  const [a, b] = [posix.basename(missing), posix.basename(found)];
  if (a === b || a.toLowerCase() !== b.toLowerCase()) return '';
  // The name without its extension (`STATUS` of `STATUS.md`) says the case.
  const name = posix.parse(b).name;
  return name === name.toUpperCase()
    ? ' (its name in upper case)'
    : name === name.toLowerCase()
      ? ' (its name in lower case)'
      : ' (its name in another case)';
}

/** A command that failed, waiting for a later run of the same command to succeed. */
export interface FailedCommand {
  key: string;
  command: string;
  exitCode?: number;
  agent?: string;
  /** Files edited since the failure. */
  files: string[];
  /** What the small edits since the latest failure did, in words, by file (at most three; see describeEdit). */
  changes?: { file: string; change: string }[];
  /** The files an edit since the latest failure changed more than `changes` can say. */
  largerIn?: string[];
  /** How many times the command failed before it passed (absent: once). */
  attempts?: number;
  /** What the assistant said the cause or fix was. */
  diagnosis?: string;
  /** Whether the diagnosis already holds a fix. */
  hasFix?: boolean;
  /** The first line of the failing output that says what went wrong (redacted with the state). */
  errorLine?: string;
  /** The record where the assistant stated the cause. */
  diagnosisRecord?: string;
}

/** What extraction carries from one read of a transcript to the next. JSON-safe. */
export interface CaptureState {
  lastTimestamp?: string;
  pending: PendingMessage[];
  /** The last todo list, by agent (`""` for the main session). */
  todos: Record<string, PlanStep[]>;
  failures: FailedCommand[];
  /** Subagents that are Claude Code's warm-up probes, not work. */
  skippedAgents: string[];
  /** The last prose the assistant wrote in the current message, kept for a call the user rejects. */
  intent?: { message: string; text: string };
  /** Fingerprints of what compaction summaries (and the user's prompts) said already: a later summary repeats them. */
  summarySeen?: string[];
  /** What the fixes read from commands are recognised by, so a compaction summary's restatement of one is not stored again. */
  fixMarks?: FixMarks[];
  /** Fixes already stored this session (command and error), so that a repeat is not stored again. */
  resolvedFixes?: string[];
  /** The turn under way: the user's request, the assistant's report so far, the commands that failed in it. */
  turn?: OpenTurn;
  /** What the session set out to do, got to, left open, wrote and committed (ledger.ts). */
  ledger?: Ledger;
  /** The content words of the memories kept this session, to merge a restatement into the first. */
  kept?: string[];
  /** Decisions kept this session, so that the user taking one back later corrects it. */
  decisions?: KeptDecision[];
  /** Lessons kept this session that state a problem as current, so that a later fix of it retracts them. */
  problems?: KeptProblem[];
  /** How many session outcomes this transcript has given (their ids follow it). */
  outcomes?: number;
  /**
   * The paths the session read or edited (at most MAX_TOUCHED): what a bare `setup.go` in a
   * memory means. A list of values, not a map by name: the state is redacted value by value,
   * and a file named after a secret must not become a key.
   */
  touched?: string[];
  /** Paths read or edited that were not there, waiting for the file meant (readFileCall), by agent (`""` for the main session). */
  missingFiles?: { file: string; agent: string }[];
  /** Where each agent's shell is (`""` for the main session), as far as its `cd`s tell (shell-dir.ts). */
  shellDirs?: Record<string, string>;
}

/** A turn not closed yet (see turns.ts). */
export interface OpenTurn {
  request?: TurnText & Provenance;
  report?: TurnText & Provenance & { message: string };
  failures?: string[];
  /**
   * Candidates from the assistant's latest text, held until it is known whether that text
   * ended the turn (its report: conclusions) or a tool call followed (work in progress:
   * often a guess the next result disproves). The judge reads which.
   */
  held?: { fact: CapturedFact; origin: string }[];
  /** The request asks how something in the code is, so the report answers it. */
  question?: boolean;
}

type Provenance = Pick<CapturedFact, 'session' | 'agent' | 'gitBranch'>;

/** A decision kept this session: what its event id derives from, and its words. */
export interface KeptDecision {
  key: string;
  ts: string;
  session?: string;
  words: string;
}

/** A lesson kept this session that states a problem as current: what its id derives from, and the code it names. */
export interface KeptProblem {
  key: string;
  ts: string;
  session?: string;
  identifiers: string[];
}

export function initialState(): CaptureState {
  return { pending: [], todos: {}, failures: [], skippedAgents: [] };
}

export interface ExtractOptions {
  paths: PathContext;
  /** Whether a stored path is excluded by `.cortex/config.json`. */
  excluded: (path: string) => boolean;
  /** The agent id when the whole transcript is a subagent's (SubagentStop). */
  agent?: string;
  /** Keep the user's standing instructions as preferences (`capture.preferences` in config; on by default). */
  preferences?: boolean;
  /** Judge every candidate memory before it is kept (judge.ts); off only to train the judge. */
  judge?: boolean;
}

const MAX_FAILURES = 10;
const MAX_MISSING_FILES = 5;
const MAX_CHANGES = 3;
const MAX_INTENT = 300;
const MAX_SUMMARY_SEEN = 400;
const MAX_FIX_MARKS = 60;
const MAX_RESOLVED = 100;
const MAX_REPORT = 4000;
const MAX_KEPT = 300;
const MAX_DECISIONS = 40;
const MAX_PROBLEMS = 40;
const MAX_TOUCHED = 400;
/** Two memories of a session whose content words overlap this much say the same thing. */
const SAME_MEMORY = 0.75;
/** A compiler's report of a slip in code just written: an unused import or variable, a type mismatch, a name not declared. */
const COMPILER_SLIP =
  /\b(?:imported and not used|declared and not used|declared but (?:its value is )?never (?:read|used)|no new variables on left side|mismatched types|cannot use \S.{0,120} as \S|undefined: \w|has no field or method|missing return|cannot find name|TS\d{4}:|unused (?:import|variable))/i;

/** The memory types the judge reads; plans, activity and control events are not judged. */
const JUDGED_TYPES = new Set([
  'decision_made',
  'approach_rejected',
  'knowledge_acquired',
  'error_resolved',
  'preference_noted',
]);
/**
 * Whether a memory kept earlier (its sketch: type, then content words) says what a new one
 * says: most of the smaller one's words for the same type; nearly all of both for another
 * type (an episode that quotes the paragraph giving its cause is more than that paragraph).
 */
function restates(sketch: string, type: string, words: ReadonlySet<string>): boolean {
  const [keptType, ...keptWords] = sketch.split(' ');
  const earlier = new Set(keptWords);
  if (keptType === type) return overlap(earlier, words) >= SAME_MEMORY;
  let shared = 0;
  for (const word of words) if (earlier.has(word)) shared++;
  return shared / Math.max(earlier.size, words.size, 1) >= 0.85;
}

/** A command without the redirections and pipes that only shape its output (`2>&1`, `| tail -5`). */
function withoutPlumbing(command: string): string {
  return command
    .replace(/\s*\|\s*(?:tail|head|grep|less|cat|tee)\b[^|]*$/g, '')
    .replace(/\s*\d?>&\d\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many records one line may hold when Claude Code glued them without a newline. */
const MAX_GLUED_RECORDS = 16;

/** A text that opens by summing up finished work ("The port is complete. Here's a summary:"). */
const SUMMING_UP =
  /^(?:#+\s*)?(?:summary\b|[^\n]{0,80}\b(?:is|are) (?:now )?(?:complete|done|finished)\b|[^\n]{0,80}\bhere(?:['’]s| is) (?:a |the )?summary\b)/i;

/** The part of a memory's text that says what it is, before the reason or the options it was chosen over. */
const BEFORE_REASON = /\s(?:\(chosen over\b|Reason:|Why:)[\s\S]*$/;

/**
 * Whether a candidate asks rather than states: a decision or rejection with a question in it
 * ("Orphaned sessions: … Should we show them?"), a lesson that opens with one. An answer
 * recorded with its question (`Asked "…": …`) states.
 */
function asks(fact: CapturedFact): boolean {
  if (fact.content.startsWith('Asked "')) return false;
  const text = fact.content.replace(/`[^`]*`/g, '``').replace(BEFORE_REASON, '');
  if (fact.type === 'decision_made' || fact.type === 'approach_rejected')
    return /\?(?:\s|$)/.test(text);
  if (fact.type === 'knowledge_acquired') return /^[^.!?\n]{0,300}\?(?:\s|$)/.test(text);
  return false;
}

/** The key a held candidate keeps: a hex digest, which redaction leaves alone, after a space. */
function heldKey(key: string): string {
  return `held ${createHash('sha256').update(key).digest('hex')}`;
}

/** A message's key: its API id, else its line's uuid. */
function messageKey(record: TranscriptRecord, fallback: string): string {
  return record.messageId ?? record.uuid ?? fallback;
}

/** Tools whose result says nothing capture needs beyond "it worked" (their events come from the call). */
const RESULT_NEEDS_NOTHING = new Set(['Read', 'Glob', 'Grep', 'Edit', 'MultiEdit', 'NotebookEdit']);
const TOOL_USE_ID = '"tool_use_id":"';

export interface LineProblem {
  /** Byte offset of the line in the transcript. */
  offset: number;
  reason: string;
}

/**
 * Extraction over a stream of transcript lines or records. Keeps the state between
 * lines; `finish` hands back the facts and the state to carry to the next read.
 */
/** An assistant's acknowledgement or talk of revising: narration, not a proposal. */
const NARRATION =
  /^(?:you[’']re (?:absolutely |completely |totally )?right|good (?:point|catch|idea)|perfect|great|got it|understood|i see|ah|oh|ok(?:ay)?|sure|thanks)\b|\b(?:revise|reconsider|rethink|try (?:again|a different)|adjust (?:my|the) approach)\b/i;

/**
 * What a rejected call proposed, in the assistant's one sentence before it ("Let me add
 * Redis for the cache."); undefined when that text is more than one sentence or narration
 * ("You're absolutely right! … Let me revise …"), which a reader would take for the
 * user's reason. The reason itself is only ever the user's words.
 */
function proposalOf(intent: string): string | undefined {
  const sentences = splitSentences(intent.replace(/\s+/g, ' ').trim());
  if (sentences.length !== 1 || sentences[0]!.length > 200 || NARRATION.test(sentences[0]!))
    return undefined;
  return sentences[0];
}

export class Extractor {
  readonly facts: CapturedFact[] = [];
  /** Lines that are not transcript records. */
  readonly unreadable: LineProblem[] = [];
  /** How many records were read. */
  records = 0;
  /** The first session id seen, for a transcript read without one given. */
  firstSession: string | undefined;
  readonly state: CaptureState;

  constructor(
    state: CaptureState,
    readonly options: ExtractOptions,
  ) {
    this.state = structuredClone(state);
  }

  /** Reads one line of a transcript (without its newline), found at byte `offset`. */
  readLine(text: string, offset: number): void {
    // Records glued on one line are read in turn, a few at most: a real line holds two, and a
    // line of thousands would cost a parse of its whole rest for each.
    let line = text;
    let at = offset;
    for (let glued = 0; ; glued++) {
      if (glued === MAX_GLUED_RECORDS) {
        this.unreadable.push({
          offset: at,
          reason: `more than ${MAX_GLUED_RECORDS} records glued on one line`,
        });
        return;
      }
      const kind = lineKind(line);
      if (kind === 'user' && this.resolveWithoutParsing(line)) return;
      const reading = readTranscriptLine(line, kind);
      if (reading.kind === 'record') this.read(reading.record, `@${at}`);
      else if (reading.kind === 'unreadable')
        this.unreadable.push({ offset: at, reason: reading.reason });
      if (reading.kind !== 'record' || reading.rest === undefined) return;
      at += Buffer.byteLength(line) - Buffer.byteLength(reading.rest);
      line = reading.rest;
    }
  }

  /**
   * For a user line. Most of a long transcript's bytes are tool results, and most of those belong to calls
   * whose result only has to say "done" (a file read, an edit) or to calls capture does
   * not follow at all. Such a line is recognised from its raw text and not parsed. In raw
   * JSON, `"tool_use_id":"` cannot occur inside a string value (its quotes would be
   * escaped), so its first occurrence is the result's own.
   */
  private resolveWithoutParsing(text: string): boolean {
    const at = text.indexOf(TOOL_USE_ID);
    if (at < 0 || text.indexOf(TOOL_USE_ID, at + TOOL_USE_ID.length) >= 0) return false;
    const start = at + TOOL_USE_ID.length;
    const id = text.slice(start, text.indexOf('"', start));
    const message = this.state.pending.find((pending) =>
      pending.calls.some((call) => call.id === id),
    );
    if (!message) {
      // A result for a call capture does not follow (a subagent launch, a web fetch): nothing to do.
      return text.startsWith('{') && !text.includes('[Request interrupted');
    }
    const call = message.calls.find((candidate) => candidate.id === id)!;
    // Anything that could mean failure, rejection or interruption takes the parsed path.
    if (
      call.outcome ||
      text.includes('"is_error":true') ||
      text.includes('[Request interrupted') ||
      text.includes('User rejected tool use')
    )
      return false;
    if (call.name === 'Write') {
      // All a Write's result adds is whether it created the file: `"type":"create"`, unescaped, is only its result's.
      if (text.includes('"type":"create"')) call.created = true;
    } else if (call.name === 'Bash') {
      // A command that went through; its time matters only to a failure waiting for its fix,
      // and its output only to a commit (the session's outcome names it).
      if (
        text.includes('"interrupted":true') ||
        this.state.failures.some((failure) => failure.agent === message.agent)
      )
        return false;
      if (call.command && /\bgit\b[^|;&\n]*\bcommit\b/.test(call.command)) return false;
    } else if (!RESULT_NEEDS_NOTHING.has(call.name)) {
      return false;
    }
    this.records++;
    call.outcome = 'ok';
    this.readResolvedCall(message, call, undefined, call.ts);
    this.completeIfDone(message);
    return true;
  }

  /** Reads one transcript record; `lineKey` names it when it has neither uuid nor message id. */
  readRecord(record: TranscriptRecord, lineKey: string): void {
    this.read(record, lineKey);
  }

  /** The facts found so far and the state to carry on with; with `final`, the transcript is complete. */
  finish(final = false): ExtractResult {
    if (final) {
      this.closeTurn();
      this.emitOutcome();
      this.interruptAll();
      this.state.failures = [];
      delete this.state.intent;
    }
    return { facts: this.facts, state: this.state };
  }

  /** Remembers a path in the repository the session read or edited. */
  private noteTouched(file: string): void {
    if (
      !file.includes('/') ||
      file.startsWith('/') ||
      file.startsWith('~') ||
      file.startsWith('..') ||
      this.options.excluded(file)
    )
      return;
    const touched = (this.state.touched ??= []);
    if (!touched.includes(file) && touched.length < MAX_TOUCHED) touched.push(file);
  }

  /** The memory with the paths its bare file names stand for in this session added to `data.files`. */
  private withResolvedFiles(fact: CapturedFact): CapturedFact {
    if (!this.state.touched) return fact;
    const resolved = resolveBareNames(fact.content, this.state.touched);
    const known = Array.isArray(fact.data?.files)
      ? (fact.data.files as unknown[]).filter((file): file is string => typeof file === 'string')
      : [];
    const added = resolved.filter((path) => !known.includes(path));
    return added.length ? { ...fact, data: { ...fact.data, files: [...known, ...added] } } : fact;
  }

  private ledger(): Ledger {
    return (this.state.ledger ??= emptyLedger());
  }

  /**
   * Where every candidate memory goes: the judge keeps or drops it, a restatement of a
   * memory this session already kept is dropped, and a kept decision is remembered so the
   * user can take it back. Plans, activity and explicit tags pass as they are.
   */
  private propose(fact: CapturedFact, origin: string): void {
    if (!JUDGED_TYPES.has(fact.type)) {
      this.facts.push(fact);
      return;
    }
    let kept = fact;
    if (origin !== 'tag' && asks(fact)) return;
    // A fix is evidence whether or not it is itself worth keeping.
    if (!fact.agent) this.retractFixedProblems(fact);
    if (origin !== 'tag') {
      if (this.options.judge !== false) {
        const verdict = judge({ type: fact.type, content: fact.content, origin, data: fact.data });
        if (!verdict.keep) return;
        kept = { ...fact, confidence: Math.round(verdict.score * 100) / 100 };
      } else {
        kept = { ...fact, origin };
      }
    }
    if (!kept.agent) kept = this.withResolvedFiles(kept);
    const words = contentWords(kept.content);
    const sketches = (this.state.kept ??= []);
    // Unjudged (training) candidates are all kept: a dropped one must not hide a later one.
    if (
      this.options.judge !== false &&
      sketches.some((sketch) => restates(sketch, kept.type, words))
    )
      return;
    sketches.push(`${kept.type} ${[...words].slice(0, 40).join(' ')}`);
    if (sketches.length > MAX_KEPT) sketches.shift();
    if (kept.type === 'decision_made' && !kept.agent) {
      const decisions = (this.state.decisions ??= []);
      decisions.push({
        key: kept.key,
        ts: kept.ts,
        ...(kept.session ? { session: kept.session } : {}),
        words: [...words].slice(0, 40).join(' '),
      });
      if (decisions.length > MAX_DECISIONS) decisions.shift();
    }
    this.facts.push(kept);
    if (!kept.agent && statesProblem(kept)) {
      const problems = (this.state.problems ??= []);
      problems.push({
        key: kept.key,
        ts: kept.ts,
        ...(kept.session ? { session: kept.session } : {}),
        identifiers: codeIdentifiers(kept.content).slice(0, 12),
      });
      if (problems.length > MAX_PROBLEMS) problems.shift();
    }
  }

  /**
   * Retracts the lessons kept earlier this session that state a problem `fact` reports
   * fixed, naming the same code (fixed-problems.ts): once fixed, "X doesn't match Y" is
   * stale, and what was wrong is the fix's to say. Only forward in time.
   */
  private retractFixedProblems(fact: CapturedFact): void {
    const problems = this.state.problems;
    if (!problems?.length || !reportsFix(fact)) return;
    const names = codeIdentifiers(fact.content);
    for (const problem of [...problems]) {
      if (
        problem.key === fact.key ||
        problem.ts > fact.ts ||
        !fixesProblem(problem.identifiers, names, true)
      )
        continue;
      problems.splice(problems.indexOf(problem), 1);
      const reason = fixedReason(fact.content, true);
      this.facts.push({
        ...fact,
        key: `${problem.key}\u0000fixed`,
        type: 'memory_retracted',
        content: reason,
        corrects: {
          key: problem.key,
          ts: problem.ts,
          ...(problem.session ? { session: problem.session } : {}),
        },
        data: { reason, tags: ['capture', 'fixed-later'] },
      });
    }
  }

  /** Proposes the candidates held from the assistant's last text: as its report's, or as work in progress. */
  private releaseHeld(report: boolean): void {
    const held = this.state.turn?.held;
    if (!held?.length) return;
    delete this.state.turn!.held;
    for (const { fact, origin } of held)
      this.propose(fact, report && origin === 'paragraph' ? 'report' : origin);
  }

  /** Reads the turn under way as closed (see turns.ts), with the user's next message when there is one. */
  private closeTurn(reply?: TurnText & Provenance): void {
    this.releaseHeld(true);
    const turn = this.state.turn;
    delete this.state.turn;
    if (!turn) return;
    const { report } = turn;
    const candidates = readTurn({
      ...(turn.request ? { request: turn.request } : {}),
      ...(report ? { report } : {}),
      ...(reply ? { reply } : {}),
      ...(turn.failures ? { failures: turn.failures } : {}),
      question: turn.question === true,
    });
    for (const candidate of candidates) {
      const provenance = candidate.source === 'turn-choice' ? reply : report;
      const fact: CapturedFact = {
        ts: candidate.ts,
        ...(provenance?.session ? { session: provenance.session } : {}),
        ...(provenance?.gitBranch !== undefined ? { gitBranch: provenance.gitBranch } : {}),
        ...(candidate.record ? { record: candidate.record } : {}),
        key: `${candidate.record ?? candidate.ts}\u0000${candidate.source}\u0000${candidate.content}`,
        type: candidate.type,
        layer: 'keyword',
        content: candidate.content,
        confidence: 0.6,
        data: {
          ...candidate.data,
          tags: [...((candidate.data.tags as string[] | undefined) ?? []), candidate.source],
        },
      };
      this.propose(fact, candidate.source);
    }
    if (report) noteReport(this.ledger(), report.text);
  }

  /** The decision kept this session that a reversal is about: the one sharing most of its words. */
  private reversedDecision(text: string): KeptDecision | undefined {
    const words = contentWords(text);
    let best: KeptDecision | undefined;
    let score = 0.4;
    for (const decision of this.state.decisions ?? []) {
      const shared = overlap(new Set(decision.words.split(' ')), words);
      if (shared > score) [best, score] = [decision, shared];
    }
    return best;
  }

  /** Writes the session's outcome as the ledger has it now, when it changed since the last one. */
  private emitOutcome(
    base: Partial<Omit<CapturedFact, 'key' | 'type' | 'layer' | 'content' | 'data'>> = {},
  ): void {
    if (this.options.agent || base.agent) return;
    const ledger = this.state.ledger;
    const reading = ledger ? outcomeOf(ledger) : undefined;
    const ts = base.ts ?? this.state.lastTimestamp;
    if (!ledger || !reading || !ts || ledger.emitted === reading.content) return;
    ledger.emitted = reading.content;
    this.state.outcomes = (this.state.outcomes ?? 0) + 1;
    const branch = ledger.branches[ledger.branches.length - 1];
    this.facts.push({
      ts,
      ...((base.session ?? ledger.session) ? { session: base.session ?? ledger.session } : {}),
      ...(base.gitBranch !== undefined
        ? { gitBranch: base.gitBranch }
        : branch
          ? { gitBranch: branch }
          : {}),
      ...(base.record ? { record: base.record } : {}),
      key: `outcome\u0000${this.state.outcomes}`,
      type: 'session_outcome',
      layer: 'structural',
      content: reading.content,
      data: reading.data,
    });
  }

  private agentOf(record: TranscriptRecord): string | undefined {
    return this.options.agent ?? (record.isSidechain ? record.agentId : undefined);
  }

  private provenance(
    record: TranscriptRecord,
  ): Pick<CapturedFact, 'session' | 'agent' | 'gitBranch'> {
    const agent = this.agentOf(record);
    return {
      ...(record.sessionId ? { session: record.sessionId } : {}),
      ...(agent ? { agent } : {}),
      ...(record.gitBranch !== undefined ? { gitBranch: record.gitBranch } : {}),
    };
  }

  private paths(record: TranscriptRecord): PathContext {
    return {
      repoRoot: this.options.paths.repoRoot,
      ...(record.cwd
        ? { cwd: record.cwd }
        : this.options.paths.cwd
          ? { cwd: this.options.paths.cwd }
          : {}),
    };
  }

  private read(record: TranscriptRecord, lineKey: string): void {
    this.records++;
    this.firstSession ??= record.sessionId;
    const ts = record.timestamp ?? this.state.lastTimestamp;
    if (record.timestamp) this.state.lastTimestamp = record.timestamp;
    const agent = this.agentOf(record);
    if (
      record.isSidechain &&
      record.type === 'user' &&
      record.parentUuid === null &&
      record.prompt?.trim() === 'Warmup' &&
      agent
    ) {
      if (!this.state.skippedAgents.includes(agent)) this.state.skippedAgents.push(agent);
      return;
    }
    if (agent && this.state.skippedAgents.includes(agent)) return;
    if (record.isMeta || ts === undefined) return;
    if (record.isCompactSummary) {
      const text = record.blocks
        .flatMap((block) => (block.type === 'text' ? [block.text] : []))
        .join('\n');
      this.readSummary(text, {
        ts,
        ...this.provenance(record),
        ...(record.uuid ? { record: record.uuid } : {}),
      });
      return;
    }
    if (record.type === 'assistant') this.readAssistant(record, ts, messageKey(record, lineKey));
    else if (record.type === 'user') this.readUser(record);
  }

  /**
   * Reads a compaction summary (a transcript record, or PostCompact's `compact_summary`):
   * its memories once each, however often later summaries repeat them, and its plan.
   */
  readSummary(
    text: string,
    base: Omit<CapturedFact, 'key' | 'type' | 'layer' | 'content' | 'data'>,
  ): void {
    const reading = readCompactSummary(redactPlainText(removePrivateSpans(text)));
    const seen = (this.state.summarySeen ??= []);
    for (const memory of reading.memories) {
      if (memory.type === 'preference_noted' && this.options.preferences === false) continue;
      const fingerprint = memoryFingerprint(memory.type, memory.content);
      if (seenBefore(fingerprint, seen)) continue;
      seen.push(fingerprint);
      if (
        memory.type === 'error_resolved' &&
        (this.state.fixMarks ?? []).some((marks) => restatesFix(marks, memory.content))
      )
        continue;
      const origin =
        memory.section === 'userMessages'
          ? 'summary-user'
          : ['errors', 'problems', 'concepts', 'files'].includes(memory.section)
            ? `summary-${memory.section}`
            : 'summary-other';
      this.propose(
        {
          ...base,
          key: `summary\u0000${fingerprint}`,
          type: memory.type,
          layer: 'summary',
          content: memory.content,
          confidence: memory.confidence,
          data: memory.data,
        },
        origin,
      );
    }
    if (!base.agent) {
      const fingerprint = memoryFingerprint(
        'session',
        `${reading.request ?? ''} ${reading.current ?? ''} ${reading.open.join(' ')}`,
      );
      if (!seen.includes(fingerprint)) {
        seen.push(fingerprint);
        noteSummary(this.ledger(), {
          ...(reading.request ? { request: reading.request } : {}),
          ...(reading.current ? { current: reading.current } : {}),
          pending: reading.open,
        });
        this.emitOutcome(base);
      }
    }
    // A todo list is the plan of record: the summary's pending tasks would replace it with steps no later
    // todo update ticks off. They are the plan only where the session kept no todo list.
    const todos = this.state.todos[base.agent ?? ''] ?? [];
    if (reading.plan && todos.length === 0) {
      const fingerprint = memoryFingerprint('plan_created', reading.plan.content);
      if (!seen.includes(fingerprint)) {
        seen.push(fingerprint);
        const { current } = reading.plan;
        this.facts.push({
          ...base,
          key: `summary\u0000${fingerprint}`,
          type: 'plan_created',
          layer: 'summary',
          content: reading.plan.content,
          data: {
            steps: reading.plan.steps,
            ...(current ? { plan: `${reading.plan.content}\n\nIn progress: ${current}` } : {}),
            tags: ['compaction-summary'],
          },
        });
      }
    }
    if (seen.length > MAX_SUMMARY_SEEN) seen.splice(0, seen.length - MAX_SUMMARY_SEEN);
  }

  /** A person's prompt, or what they said rejecting a call: its standing instructions become preferences. */
  private readInstructions(
    text: string,
    base: Omit<CapturedFact, 'key' | 'type' | 'layer' | 'content' | 'data'>,
    tags: string[],
  ): void {
    if (this.options.preferences === false) return;
    const seen = (this.state.summarySeen ??= []);
    for (const sentence of standingInstructions(removePrivateSpans(text))) {
      // A later compaction summary quotes the user's messages back: the instruction is kept once.
      const fingerprint = memoryFingerprint('preference_noted', sentence);
      if (!seen.includes(fingerprint)) seen.push(fingerprint);
      if (seen.length > MAX_SUMMARY_SEEN) seen.shift();
      this.propose(
        {
          ...base,
          key: `${base.record ?? base.ts}\u0000preference\u0000${sentence}`,
          type: 'preference_noted',
          layer: 'structural',
          content: sentence,
          confidence: 0.8,
          data: { tags },
        },
        tags.includes('rejection') ? 'rejection' : 'prompt',
      );
    }
  }

  private readAssistant(record: TranscriptRecord, ts: string, key: string): void {
    for (const block of record.blocks) {
      if (block.type === 'text') this.readProse(record, ts, key, block.text);
      else if (block.type === 'tool_use') {
        // The report is the turn's last text: a call after a text means the text was narration,
        // and what it held is work in progress; unless the text says it sums the work up (a
        // summary written before the commit that follows it).
        if (!this.agentOf(record)) {
          const summing = SUMMING_UP.test(this.state.turn?.report?.text.slice(0, 300) ?? '');
          if (this.state.turn?.report) delete this.state.turn.report;
          this.releaseHeld(summing);
        }
        const call = summarizeToolUse(
          block.id,
          block.name,
          block.input,
          ts,
          record.uuid,
          this.paths(record),
        );
        if (!call) continue;
        // What an edit of an excluded file did is not kept, not even in the cursor.
        if (call.change && call.files?.some((file) => this.options.excluded(file)))
          delete call.change;
        if (!this.agentOf(record)) for (const file of call.files ?? []) this.noteTouched(file);
        if (this.state.intent?.message === key) call.intent = this.state.intent.text;
        let message = this.state.pending.find((pending) => pending.key === key);
        if (!message) {
          message = { key, calls: [], ...this.provenance(record) };
          this.state.pending.push(message);
        }
        // The same block can appear on more than one line of a message.
        if (!message.calls.some((existing) => existing.id === call.id)) message.calls.push(call);
      }
    }
  }

  private readProse(record: TranscriptRecord, ts: string, key: string, raw: string): void {
    // Redacted whole before it is cut into sentences and paragraphs: a secret spanning lines
    // (a private key) would no longer be recognised in pieces.
    const text = redactPlainText(removePrivateSpans(raw));
    const base = {
      ts,
      ...this.provenance(record),
      ...(record.uuid ? { record: record.uuid } : {}),
    };
    if (!this.agentOf(record)) {
      // The turn's last text is its report, read once the turn is over (see turns.ts); the
      // blocks of one message are one report.
      const turn = (this.state.turn ??= {});
      // A summary of finished work followed by more (a hook's feedback, then a commit) is still the report.
      if (
        turn.report &&
        turn.report.message !== key &&
        SUMMING_UP.test(turn.report.text.slice(0, 300))
      )
        this.releaseHeld(true);
      const earlier = turn.report?.message === key ? `${turn.report.text}\n\n` : '';
      // Kept in the cursor until the turn closes: its prose only, never the code it quotes.
      const prose = removeMemoryTags(text).replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      turn.report = {
        text: truncate(`${earlier}${prose}`, MAX_REPORT),
        ts,
        message: key,
        ...this.provenance(record),
        ...(record.uuid
          ? {
              record:
                turn.report?.message === key && turn.report.record
                  ? turn.report.record
                  : record.uuid,
            }
          : {}),
      };
    }
    findMemoryTags(text).forEach((tag, index) => {
      const mapping = MEMORY_KINDS[tag.kind];
      const data: Record<string, unknown> = {};
      if (mapping.kind) data.kind = mapping.kind;
      if (mapping.type === 'decision_made' || mapping.type === 'approach_rejected')
        Object.assign(data, decisionDetails(tag.text));
      if (mapping.type === 'approach_rejected') delete data.alternatives;
      if (mapping.type === 'plan_created') {
        data.plan = tag.text;
        if (tag.steps) data.steps = tag.steps.map((content) => ({ content, status: 'pending' }));
      }
      this.propose(
        {
          ...base,
          key: `${key}\u0000tag\u0000${index}\u0000${tag.text}`,
          type: mapping.type,
          layer: 'tag',
          content: tag.text,
          confidence: 1,
          data,
        },
        'tag',
      );
    });
    // The session's handoff, when asked for (/handoff): it is the session's outcome, written at once.
    const handoff = this.agentOf(record) ? [] : findHandoffTags(text);
    if (handoff.length) {
      const last = (kind: string) => handoff.filter((tag) => tag.kind === kind).pop()?.text;
      noteHandoff(this.ledger(), {
        ...(last('goal') ? { goal: last('goal')! } : {}),
        ...(last('outcome') ? { outcome: last('outcome')! } : {}),
        open: handoff.filter((tag) => tag.kind === 'open').map((tag) => tag.text),
      });
      this.emitOutcome(base);
    }
    const paragraphs = proseParagraphs(removeMemoryTags(text));
    this.readDiagnosis(paragraphs, record.uuid, this.agentOf(record));
    // A whole explaining paragraph first: where the judge keeps it, a sentence of it adds nothing.
    const agent = this.agentOf(record);
    const candidates: { fact: CapturedFact; origin: string }[] = explainingParagraphs(
      removeMemoryTags(text),
    ).map((candidate, index) => ({
      fact: {
        ...base,
        key: `${key}\u0000paragraph\u0000${index}\u0000${candidate.content}`,
        type: candidate.type,
        layer: 'keyword' as const,
        content: candidate.content,
        confidence: 0.5,
        data: { ...candidate.data, tags: ['paragraph'] },
      },
      origin: 'paragraph',
    }));
    for (const match of matchParagraphs(paragraphs)) {
      const fact = this.readKeyword(match, base, key, agent);
      if (fact) candidates.push({ fact, origin: 'prose' });
    }
    if (agent) for (const candidate of candidates) this.propose(candidate.fact, candidate.origin);
    // Held in the cursor, whose state is redacted like everything stored: a key that runs a
    // message id into text could read as a secret there, so the held ones carry its digest.
    else
      ((this.state.turn ??= {}).held ??= []).push(
        ...candidates.map(({ fact, origin }) => ({
          fact: { ...fact, key: heldKey(fact.key) },
          origin,
        })),
      );
    const last = paragraphs[paragraphs.length - 1];
    if (last) this.state.intent = { message: key, text: truncate(last.text, MAX_INTENT) };
  }

  /** After a failure, the assistant's first sentences that state its cause (at most two) go with the failure. */
  private readDiagnosis(
    paragraphs: readonly { text: string }[],
    record: string | undefined,
    agent: string | undefined,
  ): void {
    const failure = [...this.state.failures]
      .reverse()
      .find((candidate) => candidate.agent === agent);
    if (!failure || failure.diagnosis) return;
    const causes: string[] = [];
    for (const paragraph of paragraphs) {
      for (const raw of splitSentences(paragraph.text)) {
        const sentence = stripEmphasis(raw).replace(/\s+/g, ' ').trim();
        if (causes.length < 2 && isCauseStatement(sentence))
          causes.push(redactAndTruncate(sentence, 300));
      }
    }
    if (causes.length === 0) return;
    failure.diagnosis = causes.join(' ');
    if (record) failure.diagnosisRecord = record;
  }

  /** A keyword match: a cause or fix goes with the failure it explains; anything else is a candidate, returned. */
  private readKeyword(
    match: KeywordMatch,
    base: Omit<CapturedFact, 'key' | 'type' | 'layer' | 'content' | 'data'>,
    key: string,
    agent: string | undefined,
  ): CapturedFact | undefined {
    const failure = [...this.state.failures]
      .reverse()
      .find((candidate) => candidate.agent === agent);
    if (match.kind === 'cause' || (match.kind === 'fix' && failure)) {
      // A diagnosis belongs to the failure it explains and is stored with its fix: the
      // first cause, then the first fix, at most two sentences.
      if (
        failure &&
        (!failure.diagnosis || (match.kind === 'fix' && !failure.hasFix)) &&
        !failure.diagnosis?.includes(match.sentence)
      ) {
        failure.diagnosis = failure.diagnosis
          ? `${failure.diagnosis} ${match.sentence}`
          : match.sentence;
        if (match.kind === 'fix') failure.hasFix = true;
      }
      return undefined;
    }
    const fact = {
      ...base,
      key: `${key}\u0000kw\u0000${match.sentence}`,
      layer: 'keyword' as const,
      content: match.sentence,
      confidence: match.confidence,
    };
    const details = { ...(match.reason ? { reason: match.reason } : {}) };
    switch (match.kind) {
      case 'decision': {
        const files = filesNamed(match.sentence);
        return {
          ...fact,
          content: decisionAsFact(match.sentence),
          type: 'decision_made',
          data: {
            ...details,
            ...(match.alternatives ? { alternatives: match.alternatives } : {}),
            ...(files.length ? { files } : {}),
          },
        };
      }
      case 'rejection':
        return { ...fact, type: 'approach_rejected', data: details };
      case 'fix':
        return {
          ...fact,
          type: 'error_resolved',
          data: { ...(match.detail ? { fix: match.detail } : {}) },
        };
      case 'learned': {
        const files = filesNamed(match.sentence);
        return { ...fact, type: 'knowledge_acquired', data: files.length ? { files } : {} };
      }
      case 'gotcha':
        return { ...fact, type: 'knowledge_acquired', data: { kind: 'gotcha' } };
    }
    return undefined;
  }

  private readUser(record: TranscriptRecord): void {
    const results = record.blocks.filter((block) => block.type === 'tool_result');
    if (results.length === 0 && record.timestamp) {
      const prompt = record.blocks
        .flatMap((block) => (block.type === 'text' ? [block.text] : []))
        .join('\n');
      if (prompt && !/^\[Request interrupted by user/.test(prompt.trim())) {
        const base = {
          ts: record.timestamp,
          ...this.provenance(record),
          ...(record.uuid ? { record: record.uuid } : {}),
        };
        const clean = redactPlainText(removePrivateSpans(prompt));
        if (!this.agentOf(record) && !record.isSidechain) {
          // A prompt closes the turn before it: its report is read with this prompt as the reply.
          const reply = {
            text: truncate(clean, MAX_REPORT),
            ts: record.timestamp,
            ...this.provenance(record),
            ...(record.uuid ? { record: record.uuid } : {}),
          };
          this.closeTurn(reply);
          this.state.turn = {
            request: reply,
            ...(isQuestionAboutTheCode(clean) ? { question: true } : {}),
          };
          noteRequest(this.ledger(), clean, record.gitBranch);
          this.ledger().session ??= record.sessionId;
        }
        this.readInstructions(clean, base, ['user-instruction']);
        if (!this.agentOf(record) && !record.isSidechain) {
          promptStatements(clean).forEach((candidate, index) => {
            const fact: CapturedFact = {
              ...base,
              key: `${base.record ?? base.ts}\u0000prompt\u0000${index}`,
              type: candidate.type,
              layer: 'keyword',
              content: candidate.content,
              confidence: 0.5,
              data: { ...candidate.data, tags: [USER_PROMPT_TAG] },
            };
            // "Thinking again: let's remove it completely": the user takes back a decision kept earlier this session.
            const reversed =
              index === 0 && CUES.reversal.test(clean)
                ? this.reversedDecision(candidate.content)
                : undefined;
            if (reversed)
              this.facts.push({
                ...fact,
                key: `${fact.key}\u0000supersedes`,
                type: 'memory_superseded',
                corrects: reversed,
                data: { tags: ['capture', 'user-reversal'] },
              });
            else this.propose(fact, 'prompt-statement');
          });
        }
      }
    }
    for (const block of record.blocks) {
      if (block.type === 'tool_result') {
        // toolUseResult describes the line's result; it is only unambiguous with one result per line.
        const structured = results.length === 1 ? record.toolUseResult : undefined;
        this.resolve(
          block.toolUseId,
          readOutcome(block.isError, block.head, structured),
          structured,
          record.timestamp,
          { head: block.head, record: record.uuid },
        );
      } else if (
        block.type === 'text' &&
        /^\[Request interrupted by user/.test(block.text.trim())
      ) {
        this.interruptAll();
      }
    }
  }

  /** Marks every unresolved call as interrupted (the user pressed Esc, or the session ended). */
  private interruptAll(): void {
    for (const message of [...this.state.pending]) {
      for (const call of message.calls) call.outcome ??= 'interrupted';
      this.completeIfDone(message);
    }
  }

  private resolve(
    id: string,
    result: ReturnType<typeof readOutcome>,
    structured: unknown,
    resultTs: string | undefined,
    output?: { head: string; record?: string },
  ): void {
    const message = this.state.pending.find((pending) =>
      pending.calls.some((call) => call.id === id),
    );
    const call = message?.calls.find((candidate) => candidate.id === id);
    if (!message || !call || call.outcome) return;
    call.outcome = result.outcome;
    if (result.outcome === 'error' && call.name === 'Bash' && output) {
      const line = firstErrorLine(output.head);
      if (line) call.errorLine = line;
    }
    // A file read or edited by a path that is not there: what the path turns out to be is a lesson.
    if (
      result.outcome === 'error' &&
      (READ_TOOLS.has(call.name) || EDIT_TOOLS.has(call.name)) &&
      output &&
      /\bdoes not exist\b/i.test(output.head)
    )
      call.errorLine = 'does not exist';
    if (result.outcome === 'rejected' && result.feedback && resultTs) {
      // What the user said rejecting a call is a correction: kept as a preference when it reads as one.
      this.readInstructions(
        result.feedback,
        {
          ts: resultTs,
          ...(message.session ? { session: message.session } : {}),
          ...(message.agent ? { agent: message.agent } : {}),
          ...(message.gitBranch !== undefined ? { gitBranch: message.gitBranch } : {}),
          ...(output?.record ? { record: output.record } : {}),
        },
        ['user-instruction', 'rejection'],
      );
    }
    if (result.outcome === 'ok' && call.name === 'Bash' && output && !message.agent) {
      for (const commit of commitsPrinted(output.head)) noteCommit(this.ledger(), commit);
    }
    if (result.exitCode !== undefined) call.exitCode = result.exitCode;
    if (result.feedback) call.feedback = result.feedback;
    if (
      call.name === 'Write' &&
      typeof structured === 'object' &&
      structured !== null &&
      (structured as { type?: unknown }).type === 'create'
    )
      call.created = true;
    this.readResolvedCall(message, call, structured, resultTs ?? call.ts);
    this.completeIfDone(message);
  }

  private factBase(
    message: PendingMessage,
    call: ToolCall,
  ): Omit<CapturedFact, 'key' | 'type' | 'layer' | 'content' | 'data'> {
    return {
      ts: call.ts,
      tool: call.name,
      ...(call.record ? { record: call.record } : {}),
      ...(message.session ? { session: message.session } : {}),
      ...(message.agent ? { agent: message.agent } : {}),
      ...(message.gitBranch !== undefined ? { gitBranch: message.gitBranch } : {}),
    };
  }

  /** Events that come from one call as soon as its result is known. */
  private readResolvedCall(
    message: PendingMessage,
    call: ToolCall,
    structured: unknown,
    resultTs: string,
  ): void {
    const base = this.factBase(message, call);
    if (call.outcome === 'rejected') {
      if (
        READ_TOOLS.has(call.name) ||
        SEARCH_TOOLS.has(call.name) ||
        call.name === 'TodoWrite' ||
        call.name === 'AskUserQuestion'
      )
        return;
      const files = (call.files ?? []).filter((file) => !this.options.excluded(file));
      if (call.files?.length && files.length === 0) return;
      // A command stopped without a word says only that it was not wanted then: not a memory.
      if (call.name === 'Bash' && !call.feedback) return;
      const proposal = call.intent ? proposalOf(call.intent) : undefined;
      const content = `The user rejected ${describeCall(call)}${proposal ? `: ${proposal}` : ''}${call.feedback ? ` Reason: ${call.feedback}` : ''}`;
      this.propose(
        {
          ...base,
          key: `${call.id}\u0000rejected`,
          type: 'approach_rejected',
          layer: 'structural',
          content: truncate(content.replace(/\s+/g, ' '), 800),
          confidence: call.feedback ? 1 : 0.7,
          data: {
            ...(call.feedback ? { reason: call.feedback } : {}),
            ...(files.length ? { files } : {}),
            ...(call.command ? { tags: ['command'] } : {}),
          },
        },
        'rejection',
      );
      return;
    }
    if (call.outcome === 'interrupted') return;
    switch (call.name) {
      case 'Bash':
        this.readCommand(message, call, resultTs);
        return;
      case 'TodoWrite':
        if (call.outcome === 'ok') this.readTodoWrite(message, call, structured);
        return;
      case 'ExitPlanMode':
        if (call.outcome === 'ok' && call.plan) {
          const steps = planSteps(call.plan);
          this.facts.push({
            ...base,
            key: `${call.id}\u0000plan`,
            type: 'plan_created',
            layer: 'structural',
            content: `Plan approved: ${planTitle(call.plan)}`,
            // Steps even when there are none: the plan's bullets were prose, and a projection must not read them as steps.
            data: { plan: call.plan, steps },
          });
        }
        return;
      case 'AskUserQuestion':
        if (call.outcome === 'ok') {
          for (const { question, answer } of readAnswers(structured)) {
            this.propose(
              {
                ...base,
                key: `${call.id}\u0000answer\u0000${question}`,
                type: 'decision_made',
                layer: 'structural',
                content: `${question} The user chose: ${answer}`,
                data: { tags: ['user-answer'] },
              },
              'turn-choice',
            );
          }
        }
        return;
      case 'Glob':
      case 'Grep':
        if (call.outcome === 'ok' && !(call.searchPath && this.options.excluded(call.searchPath))) {
          const where = call.searchPath && call.searchPath !== '.' ? ` in ${call.searchPath}` : '';
          const filter = call.glob ? ` (${call.glob})` : '';
          this.facts.push({
            ...base,
            key: `${call.id}\u0000search`,
            type: 'file_explored',
            layer: 'structural',
            content:
              call.name === 'Glob'
                ? `Looked for files matching \`${call.pattern}\`${where}`
                : `Searched for \`${call.pattern}\`${where}${filter}`,
            data: {
              pattern: call.pattern!,
              ...(call.searchPath ? { files: [call.searchPath] } : {}),
            },
          });
        }
        return;
      default:
        if (READ_TOOLS.has(call.name) || EDIT_TOOLS.has(call.name))
          this.readFileCall(message, call, base);
        if (EDIT_TOOLS.has(call.name) && call.outcome === 'ok' && !message.agent) {
          // The documents a session writes are what the next one should be pointed at.
          for (const file of call.files ?? []) {
            if (
              /\.(?:md|mdx|markdown)$/i.test(file) &&
              !/^(?:\.cortex|\.claude|\.\.)\//.test(file) &&
              !file.startsWith('/') &&
              !this.options.excluded(file)
            ) {
              noteDoc(this.ledger(), { path: file, ...(call.title ? { title: call.title } : {}) });
            }
          }
        }
        if (EDIT_TOOLS.has(call.name) && call.outcome === 'ok') {
          for (const failure of this.state.failures) {
            if (failure.agent !== message.agent) continue;
            for (const file of call.files ?? [])
              if (!failure.files.includes(file)) failure.files.push(file);
            const file = call.files?.[0];
            // A file capture never records (redaction.excludePaths) is never quoted either.
            if (!file || this.options.excluded(file)) continue;
            const changes = (failure.changes ??= []);
            const known = changes.some(
              (change) => change.file === file && change.change === call.change,
            );
            if (call.change && (known || changes.length < MAX_CHANGES)) {
              if (!known) changes.push({ file, change: call.change });
            } else {
              const larger = (failure.largerIn ??= []);
              if (!larger.includes(file)) larger.push(file);
            }
          }
        }
    }
  }

  /**
   * A path that was not there, then the file meant (the same name in another case or folder,
   * or another extension): where the file is, so the next session does not guess wrong too.
   */
  private readFileCall(
    message: PendingMessage,
    call: ToolCall,
    base: ReturnType<Extractor['factBase']>,
  ): void {
    const file = call.files?.[0];
    if (!file || this.options.excluded(file)) return;
    const missing = (this.state.missingFiles ??= []);
    const agent = message.agent ?? '';
    if (call.outcome === 'error' && call.errorLine === 'does not exist') {
      if (!missing.some((entry) => entry.file === file && entry.agent === agent))
        missing.push({ file, agent });
      if (missing.length > MAX_MISSING_FILES) missing.shift();
      return;
    }
    // A file written is a file made, not the file a path meant.
    if (call.outcome !== 'ok' || call.name === 'Write') return;
    const index = missing.findIndex(
      (entry) => entry.agent === agent && entry.file !== file && sameFileMeant(entry.file, file),
    );
    if (index < 0) return;
    const [entry] = missing.splice(index, 1);
    this.facts.push({
      ...base,
      key: `${call.id}\u0000path`,
      type: 'knowledge_acquired',
      layer: 'structural',
      content: filePathText(entry!.file, file, caseNote(entry!.file, file)),
      data: { kind: 'gotcha', files: [file], tags: [FILE_PATH_TAG] },
    });
  }

  private readCommand(message: PendingMessage, call: ToolCall, resultTs: string): void {
    const command = call.command!;
    const recorded = isRecordedCommand(call);
    const base = this.factBase(message, call);
    // Where the shell was before this command: a `cd` that fails because it is there already says so itself.
    const shellDirs = (this.state.shellDirs ??= {});
    const shellKey = message.agent ?? '';
    const shellDir = shellDirs[shellKey];
    const missing =
      call.outcome === 'error' && call.errorLine ? missingCdTarget(call.errorLine) : undefined;
    const cdFailure = missing === undefined ? undefined : cdCause(shellDir, missing);
    if (missing === undefined && (call.outcome === 'ok' || call.outcome === 'error')) {
      const after = shellDirAfter(shellDir, command, call.outcome === 'error');
      if (after === undefined) delete shellDirs[shellKey];
      else shellDirs[shellKey] = after;
    }
    if (recorded && (call.outcome === 'ok' || call.outcome === 'error')) {
      const exitCode = call.outcome === 'ok' ? 0 : call.exitCode;
      this.facts.push({
        ...base,
        key: `${call.id}\u0000command`,
        type: 'command_run',
        layer: 'structural',
        content: `Ran ${quoteCommand(command)}${call.outcome === 'error' ? ` (failed${exitCode !== undefined ? `, exit code ${exitCode}` : ''})` : ''}${call.description ? `: ${call.description}` : ''}`,
        data: {
          command,
          ...(exitCode !== undefined ? { exitCode } : {}),
          ...(call.description ? { description: call.description } : {}),
        },
      });
    }
    if (!recorded) return;
    const agent = message.agent;
    if (call.outcome === 'ok' && !this.state.failures.some((failure) => failure.agent === agent))
      return;
    const key = retryKey(command);
    const index = this.state.failures.findIndex(
      (failure) => failure.key === key && failure.agent === agent,
    );
    if (call.outcome === 'error') {
      if (!agent) {
        const turn = (this.state.turn ??= {});
        const failures = (turn.failures ??= []);
        failures.push(
          `${quoteCommand(command, 120)} failed${call.errorLine ? `: ${call.errorLine}` : ''}`,
        );
        if (failures.length > 5) failures.shift();
      }
      if (index >= 0) {
        const failure = this.state.failures[index]!;
        failure.command = command;
        if (call.exitCode !== undefined) failure.exitCode = call.exitCode;
        else delete failure.exitCode;
        if (call.errorLine) failure.errorLine = call.errorLine;
        if (cdFailure && !failure.diagnosis) failure.diagnosis = cdFailure;
        // What fixed the error it now shows is what is edited from here on.
        failure.attempts = (failure.attempts ?? 1) + 1;
        delete failure.changes;
        delete failure.largerIn;
      } else {
        this.state.failures.push({
          key,
          command,
          files: [],
          ...(call.exitCode !== undefined ? { exitCode: call.exitCode } : {}),
          ...(call.errorLine ? { errorLine: call.errorLine } : {}),
          ...(agent ? { agent } : {}),
          ...(cdFailure ? { diagnosis: cdFailure } : {}),
        });
        if (this.state.failures.length > MAX_FAILURES) this.state.failures.shift();
      }
      return;
    }
    if (call.outcome !== 'ok' || index < 0) return;
    const pending = this.state.failures[index]!;
    // A pass that ran less than the failure (a filter, a tag, a path dropped) proves nothing: the failure still waits.
    if (droppedArguments(pending.command, command).length > 0) return;
    this.state.failures.splice(index, 1);
    const failure = pending;
    const changed = failure.command.trim() !== command.trim();
    const files = failure.files.filter((file) => !this.options.excluded(file));
    // A retry with nothing changed in between is a flaky run, not a fix.
    if (files.length === 0 && !changed && !failure.diagnosis) return;
    // Any change beyond output plumbing is said (another folder, another PATH): "running it
    // again" only when it ran again as it was.
    const runAnotherWay =
      commandChanged(failure.command, command) ||
      withoutPlumbing(failure.command) !== withoutPlumbing(command);
    // The same command fixed again for the same error is the same memory: stored once.
    const signature = `${key}\u0000${(failure.errorLine ?? '').toLowerCase().replace(/[\d:]+/g, '#')}`;
    const resolved = (this.state.resolvedFixes ??= []);
    if (resolved.includes(signature)) return;
    resolved.push(signature);
    if (resolved.length > MAX_RESOLVED) resolved.shift();
    // The compiler pointing at a slip in code just written, put right at once, teaches nothing.
    if (
      (failure.attempts ?? 1) === 1 &&
      !failure.diagnosis &&
      failure.errorLine &&
      COMPILER_SLIP.test(failure.errorLine)
    )
      return;
    const marks = (this.state.fixMarks ??= []);
    marks.push(fixMarks(failure.errorLine, failure.diagnosis));
    if (marks.length > MAX_FIX_MARKS) marks.shift();
    const said = saidChanges(failure, files.length);
    const fixParts = [
      files.length
        ? `changes to ${files.slice(0, 8).join(', ')}${files.length > 8 ? ` and ${files.length - 8} more` : ''}${said}`
        : '',
      runAnotherWay ? `running it as ${quoteCommand(command)}` : '',
    ].filter(Boolean);
    const fix = fixParts.join(', and ');
    const failed = `${quoteCommand(failure.command)} failed${failure.errorLine ? `: ${failure.errorLine.replace(/[.\s]+$/, '')}` : failure.exitCode !== undefined ? ` (exit code ${failure.exitCode})` : ''}`;
    const cause = failure.diagnosis ? ` Cause: ${failure.diagnosis.replace(/\s+$/, '')}` : '';
    this.propose(
      {
        ...base,
        ts: resultTs,
        // Where the cause was stated is where the memory is; else the passing run.
        ...(failure.diagnosisRecord ? { record: failure.diagnosisRecord } : {}),
        key: `${call.id}\u0000resolved`,
        type: 'error_resolved',
        layer: 'structural',
        content: truncate(
          `${failed}.${cause}${/[.!]$/.test(cause) || cause === '' ? '' : '.'} Fixed by ${fix || 'running it again'}.`,
          800,
        ),
        data: {
          // The command that failed; a pass run another way is in the fix ("running it as …").
          command: failure.command,
          ...(failure.errorLine
            ? { error: failure.errorLine }
            : failure.exitCode !== undefined
              ? { error: `exit code ${failure.exitCode}` }
              : {}),
          ...(failure.diagnosis ? { cause: failure.diagnosis } : {}),
          ...(fix ? { fix } : {}),
          ...(files.length ? { files } : {}),
        },
      },
      'episode',
    );
  }

  private readTodoWrite(message: PendingMessage, call: ToolCall, structured: unknown): void {
    const agentKey = message.agent ?? '';
    const structuredOld =
      typeof structured === 'object' && structured !== null
        ? readTodos((structured as { oldTodos?: unknown }).oldTodos)
        : undefined;
    const structuredNew =
      typeof structured === 'object' && structured !== null
        ? readTodos((structured as { newTodos?: unknown }).newTodos)
        : undefined;
    const previous = structuredOld ?? this.state.todos[agentKey] ?? [];
    const next = call.todos ?? structuredNew;
    if (!next) return;
    this.state.todos[agentKey] = next;
    const base = this.factBase(message, call);
    const sameSteps =
      previous.length === next.length &&
      previous.every((step, index) => step.content === next[index]!.content);
    if (!sameSteps && next.length > 0) {
      const revised = previous.length > 0;
      const list = next.map((step) => step.content).join('; ');
      this.facts.push({
        ...base,
        key: `${call.id}\u0000plan`,
        type: 'plan_created',
        layer: 'structural',
        content: truncate(
          `${revised ? 'Plan revised' : 'Plan'} (${next.length} step${next.length === 1 ? '' : 's'}): ${list}`,
          600,
        ),
        data: { steps: next },
      });
    }
    const wasDone = new Set(
      previous.filter((step) => step.status === 'completed').map((step) => step.content),
    );
    for (const step of next) {
      if (step.status !== 'completed' || wasDone.has(step.content)) continue;
      this.facts.push({
        ...base,
        key: `${call.id}\u0000done\u0000${step.content}`,
        type: 'plan_step_completed',
        layer: 'structural',
        content: `Completed: ${step.content}`,
        data: { step: step.content },
      });
    }
  }

  /** Once every call of a message is resolved: one event for its reads, one for its edits. */
  private completeIfDone(message: PendingMessage): void {
    if (message.calls.some((call) => !call.outcome)) return;
    this.state.pending = this.state.pending.filter((pending) => pending !== message);
    const done = (names: Set<string>) =>
      message.calls.filter((call) => names.has(call.name) && call.outcome === 'ok');
    const unique = (calls: ToolCall[]) =>
      [...new Set(calls.flatMap((call) => call.files ?? []))].filter(
        (file) => !this.options.excluded(file),
      );
    const edits = done(EDIT_TOOLS);
    const edited = unique(edits);
    if (edited.length > 0) {
      const created = new Set(unique(edits.filter((call) => call.created)));
      const createdList = edited.filter((file) => created.has(file));
      const editedList = edited.filter((file) => !created.has(file));
      const parts = [
        createdList.length ? `Created ${createdList.join(', ')}` : '',
        editedList.length
          ? `${createdList.length ? 'edited' : 'Edited'} ${editedList.join(', ')}`
          : '',
      ].filter(Boolean);
      const tools = [...new Set(edits.map((call) => call.name))];
      const { tool: _first, ...base } = this.factBase(message, edits[0]!);
      this.facts.push({
        ...base,
        // Named only when every edit used the same tool.
        ...(tools.length === 1 ? { tool: tools[0] } : {}),
        key: `${message.key}\u0000modified`,
        type: 'file_modified',
        layer: 'structural',
        content: truncate(parts.join('; '), 600),
        data: { files: edited, ...(createdList.length ? { created: createdList } : {}) },
      });
    }
    const reads = done(READ_TOOLS);
    const read = unique(reads);
    if (read.length > 0) {
      this.facts.push({
        ...this.factBase(message, reads[0]!),
        key: `${message.key}\u0000read`,
        type: 'file_explored',
        layer: 'structural',
        content: truncate(`Read ${read.join(', ')}`, 600),
        data: { files: read },
      });
    }
  }
}

/**
 * What the edits after a command's latest failure did, for its fix: every small edit when
 * there was no larger one; else the small edits to the file the error points at, when that
 * file had no larger one (the rest of the work is likely something else).
 */
function saidChanges(failure: FailedCommand, filesNamed: number): string {
  const changes = failure.changes ?? [];
  const larger = failure.largerIn ?? [];
  const errorFile = diagnosticFile(failure.errorLine ?? '');
  const pointedAt = (file: string) =>
    errorFile !== undefined &&
    (file === errorFile || file.endsWith(`/${errorFile}`) || errorFile.endsWith(`/${file}`));
  const shown =
    larger.length === 0
      ? changes
      : changes.filter((change) => pointedAt(change.file) && !larger.includes(change.file));
  if (shown.length === 0) return '';
  const words = shown
    .map((change) =>
      larger.length > 0 || filesNamed > 1 ? `in ${change.file}, ${change.change}` : change.change,
    )
    .join('; ');
  return (failure.attempts ?? 1) > 1
    ? `; after the last of ${failure.attempts} failures, ${words}`
    : `: ${words}`;
}

export interface ExtractResult {
  facts: CapturedFact[];
  state: CaptureState;
}

/**
 * Extracts facts from records read in order, continuing from `state` (which is not
 * modified; the new state is returned). `lineKeys` give each record a fallback key (its
 * byte offset, say) for lines without uuid or message id. With `final`, calls still
 * waiting for a result are given up on: the transcript is complete.
 */
export function extractFacts(
  records: readonly { record: TranscriptRecord; lineKey: string }[],
  state: CaptureState,
  options: ExtractOptions & { final?: boolean },
): ExtractResult {
  const extractor = new Extractor(state, options);
  for (const { record, lineKey } of records) extractor.readRecord(record, lineKey);
  return extractor.finish(options.final);
}
