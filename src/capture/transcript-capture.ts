/**
 * `captureTranscript`: the whole capture of one transcript, shared by the hooks and
 * `cortex ingest`. Reads what is new since the cursor, extracts, redacts, appends the
 * events not captured before, and moves the cursor, all without spawning a process.
 *
 * Concurrency: reading and extraction take no lock; the append and the cursor update
 * happen together under the cursor's lock, and only if no other capture of the same
 * transcript moved the cursor meanwhile (that one's result stands; whatever it did not
 * read is read next time).
 */
import { randomBytes } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { NOTHING_READ } from '../events/append-only.js';
import type { AnyEvent } from '../events/envelope.js';
import { withFileLock } from '../events/lock.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  appendEvents,
  appendLocalEvents,
  isLocalEventFile,
  readEventIdsSince,
  readNewestEvents,
  readWriterFileIds,
} from '../events/store.js';
import { makeEvent } from '../events/envelope.js';
import { deriveEventId } from '../events/id.js';
import { problemsFixedBySession } from './fixed-problems.js';
import { EVENT_TYPES } from '../events/types.js';
import { condenseLocalFiles } from './session-activity.js';
import { gitOutput, headReader, readHead } from '../git/plumbing/repo.js';
import type { Project } from '../project.js';
import { captureAuthor } from './author-cache.js';
import {
  cursorFile,
  cursorRevision,
  emptyCursor,
  readCursor,
  writeCursor,
  type Cursor,
} from './cursor.js';
import { Extractor, initialState, type ExtractOptions } from './extract.js';
import { factsToEvents, type CapturedFact } from './facts.js';
import { pathMatcher } from './file-paths.js';
import { redactValues } from '../redaction/redactor.js';
import { customPatternScanner } from '../redaction/custom-patterns.js';
import { isSkippedRecord } from './transcript.js';
import { readTranscriptLines, type TranscriptRead } from './transcript-file.js';
import { markFinished, markUnfinished } from './unfinished.js';

export interface CaptureOptions {
  transcriptPath: string;
  /** The session the events belong to and the writer whose file they go to; by default the transcript's own. */
  session?: string;
  /** The subagent whose transcript this is. */
  agentId?: string;
  now: Date;
  /** The transcript is complete (session end, ingest): give up on calls still waiting for a result. */
  final?: boolean;
  /** Claude Code's summary of a conversation it just compacted (PostCompact), read after the transcript. */
  compactSummary?: string;
  /** Ids already in the log, besides those the cursor remembers (ingest passes the whole log's). */
  knownIds?: ReadonlySet<string>;
  /** The author to record; by default the cached git email (see author-cache.ts). */
  author?: string | null;
  /** Ask git for the author again rather than trust the cache. */
  refreshAuthor?: boolean;
  /**
   * Condense the session's local activity into the committed log once captured (by
   * default when `final`); an ingest of many transcripts condenses once, at its end.
   */
  condense?: boolean;
  entropy?: () => Uint8Array;
}

export interface CaptureResult {
  /**
   * The events appended by this capture, in the order they were found: memories to the
   * committed log, per-tool activity to `.cortex/local/activity/`, then any condensed activity.
   */
  appended: AnyEvent[];
  /** The committed event file written to, relative to the repository root. */
  file?: string;
  /** The local activity files this transcript's captures have written to (repository paths). */
  localFiles: string[];
  bytesRead: number;
  lines: number;
  /** Things that went wrong but did not stop the capture (unreadable lines, a lost race…). */
  problems: string[];
  /** Things worth a line in the log that are not failures (a rewritten transcript read again). */
  notes: string[];
}

const MiB = 1024 * 1024;

function formatBytes(bytes: number): string {
  return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${bytes} bytes`;
}

/** The ids in the file `writer` appends to (see events/store.ts), or none. */
interface NewLines {
  extractor: Extractor;
  read: TranscriptRead;
  /** Where this read started: the cursor's offset, or 0 when the transcript was read again. */
  start: number;
}

/**
 * Reads the lines after the cursor into an extractor carrying on from the cursor's state;
 * or, when the bytes before the cursor changed, the whole transcript into a fresh one.
 * Throws the file system's error.
 */
function readNewLines(
  path: string,
  cursor: Cursor,
  options: ExtractOptions,
  final: boolean | undefined,
  result: CaptureResult,
): NewLines {
  let extractor = new Extractor(cursor.state, options);
  const visit = (line: string, offset: number): void => extractor.readLine(line, offset);
  const read = readTranscriptLines(
    path,
    { offset: cursor.offset, fingerprint: cursor.fingerprint },
    { final, skip: isSkippedRecord },
    visit,
  );
  if (read.change === 'grown' || read.change === 'unchanged')
    return { extractor, read, start: cursor.offset };
  result.notes.push(
    `${path} shrank or was rewritten since it was last read; reading it again from the start`,
  );
  extractor = new Extractor(initialState(), options);
  return {
    extractor,
    read: readTranscriptLines(path, NOTHING_READ, { final, skip: isSkippedRecord }, visit),
    start: 0,
  };
}

/** What went wrong or is worth a note in a read, in words for the log. */
function reportRead(
  path: string,
  { extractor, read, start }: NewLines,
  final: boolean | undefined,
  result: CaptureResult,
): void {
  const plural = (count: number, word: string): string =>
    `${count} ${word}${count === 1 ? '' : 's'}`;
  if (extractor.unreadable.length > 0) {
    const first = extractor.unreadable[0]!;
    result.problems.push(
      `${plural(extractor.unreadable.length, 'line')} of ${path} skipped: not transcript records (first at byte ${first.offset}: ${first.reason})`,
    );
  }
  if (read.oversized > 0)
    result.problems.push(`${plural(read.oversized, 'line')} of ${path} longer than 32 MB skipped`);
  if (read.incompleteBytes > MiB || (final && read.incompleteBytes > 0)) {
    result.problems.push(
      `${path} ends in an unfinished line (${formatBytes(read.incompleteBytes)} without a newline); it is read once it is complete`,
    );
  }
  if (
    read.lines > 0 &&
    extractor.records === 0 &&
    extractor.unreadable.length === 0 &&
    start === 0
  ) {
    result.notes.push(`${path} holds no conversation records (${read.lines} lines)`);
  }
}

/**
 * Whether an event file a capture wrote is gone from the work tree without being in any
 * commit (a branch switch takes committed files away; `git clean` takes uncommitted ones).
 * Costs a git process only when the file is missing.
 */
function isLostFile(project: Project, file: string): boolean {
  if (existsSync(join(project.repo.root, file))) return false;
  const commits = gitOutput(project.repo.root, ['log', '--all', '-1', '--format=%H', '--', file]);
  return commits !== undefined && commits.trim() === '';
}

/** Captures what is new in one transcript. Throws only for a failure of the log itself (lock timeout, disk full). */
export async function captureTranscript(
  project: Project,
  options: CaptureOptions,
): Promise<CaptureResult> {
  const path = resolve(options.transcriptPath);
  const result: CaptureResult = {
    appended: [],
    bytesRead: 0,
    lines: 0,
    problems: [],
    notes: [],
    localFiles: [],
  };
  let cursor = readCursor(project.paths, path);
  // Events this transcript's captures wrote to a file that is gone and was never committed
  // (`git clean -fd`) are captured again: the transcript is read from its start, and what
  // the log still holds is skipped by id when appending.
  const lost = cursor.files.filter((file) => isLostFile(project, file));
  if (lost.length) {
    result.notes.push(
      `${lost.join(', ')} was removed before it was committed; ${path} is read again from its start to capture what it held`,
    );
    cursor = { ...emptyCursor(path), revision: cursor.revision };
  }
  const extractOptions: ExtractOptions = {
    paths: { repoRoot: project.repo.root },
    excluded: pathMatcher(project.config.redaction.excludePaths),
    preferences: project.config.capture.preferences,
    ...(options.agentId ? { agent: options.agentId } : {}),
  };
  let fresh: NewLines;
  try {
    fresh = readNewLines(path, cursor, extractOptions, options.final, result);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    result.problems.push(
      `cannot read transcript ${path}: ${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)}`,
    );
    return result;
  }
  const { extractor, read, start } = fresh;
  result.bytesRead = read.end - start;
  result.lines = read.lines;
  reportRead(path, fresh, options.final, result);
  if (options.compactSummary?.trim()) {
    // What the transcript's own summary record said already is not said twice.
    extractor.readSummary(options.compactSummary, {
      ts: options.now.toISOString(),
      ...(options.session ? { session: options.session } : {}),
    });
  }
  if (
    start === cursor.offset &&
    read.end === start &&
    !options.final &&
    extractor.facts.length === 0
  )
    return result;
  const extracted = extractor.finish(options.final);

  // Everything that will be stored, the cursor's state included, is redacted first.
  const redaction = await redactValues<unknown>(
    [extracted.facts.map((fact) => ({ content: fact.content, data: fact.data })), extracted.state],
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      // Imported only when the pre-filter has seen a candidate: the library is most of a hook's possible cost.
      library: async (text) => (await import('../redaction/secretlint.js')).lintSecretRanges(text),
    },
  );
  if (redaction.outcome.libraryProblem) result.problems.push(redaction.outcome.libraryProblem);
  result.problems.push(...(redaction.outcome.patternProblems ?? []));
  const [redactedParts, redactedState] = redaction.values as [
    { content: string; data: Record<string, unknown> }[],
    typeof extracted.state,
  ];
  const facts: CapturedFact[] = extracted.facts.map((fact, index) => ({
    ...fact,
    ...redactedParts[index]!,
  }));

  const session =
    options.session ?? extractor.firstSession ?? basename(path).replace(/\.jsonl$/i, '');
  let branch: string | null | undefined;
  const events = factsToEvents(
    facts,
    {
      session,
      branch: () => (branch === undefined ? (branch = readHead(project.repo).branch) : branch),
      author:
        options.author !== undefined
          ? options.author
          : captureAuthor(project, { refresh: options.refreshAuthor }),
    },
    (fact, error) =>
      result.problems.push(`a ${fact.type} from ${path} was left out: ${error.message}`),
  );
  const captured = new Set(cursor.captured);
  // What this writer's file holds: a save cut short by a crash lost the ids it held, and a
  // capture that died after appending and before saving its cursor left none; their events
  // are in the writer's current file, whenever that file was started (the read of the log
  // below goes by the time in file names). One file, the session's own.
  const written = readWriterFileIds(project.paths, session);
  const newEvents: AnyEvent[] = [];
  for (const event of events) {
    if (captured.has(event.id) || options.knownIds?.has(event.id) || written.has(event.id))
      continue;
    captured.add(event.id);
    newEvents.push(event);
  }

  withFileLock(`${cursorFile(project.paths, path)}.lock`, () => {
    if (cursorRevision(project.paths, path) !== cursor.revision) {
      result.notes.push(
        `${path} was captured by another hook at the same time; its capture stands`,
      );
      return;
    }
    // The ids are checked against the log under the append lock too: a cursor lost with
    // .cortex/local (`git clean -fdx`) must not make a Stop append a whole session again.
    const since = newEvents.reduce(
      (least, event) => Math.min(least, Date.parse(event.ts) || least),
      Number.POSITIVE_INFINITY,
    );
    // What teammates need is committed; the per-tool activity of this session stays local,
    // condensed into the committed log when the session ends (session-activity.ts).
    const shared = newEvents.filter((event) => EVENT_TYPES[event.type].category !== 'activity');
    const local = newEvents.filter((event) => EVENT_TYPES[event.type].category === 'activity');
    let present: Set<string> | undefined;
    const appended = appendEvents(project.paths, headReader(project.repo), shared, {
      writer: session,
      now: options.now,
      entropy: options.entropy ?? (() => randomBytes(10)),
      knownIds: () =>
        (present = readEventIdsSince(project.paths, Number.isFinite(since) ? since : 0)),
    });
    // Activity committed by an older cortex (before it was kept local) is not kept twice.
    const localPresent = local.length
      ? (present ?? readEventIdsSince(project.paths, Number.isFinite(since) ? since : 0))
      : undefined;
    const kept = appendLocalEvents(
      project.paths,
      session,
      localPresent ? local.filter((event) => !localPresent.has(event.id)) : local,
    );
    if (appended.file) result.file = appended.file;
    result.appended = newEvents.filter((event) =>
      EVENT_TYPES[event.type].category === 'activity'
        ? kept.ids.has(event.id)
        : !present?.has(event.id),
    );
    // The cursor remembers the local files too: they are what the session's end condenses.
    const files = [
      ...new Set([...cursor.files, ...(appended.file ? [appended.file] : []), ...kept.files]),
    ];
    result.localFiles = files.filter(isLocalEventFile);
    writeCursor(
      project.paths,
      cursor,
      {
        transcript: path,
        offset: read.end,
        fingerprint: read.fingerprintAtEnd,
        captured: [...captured],
        files,
        state: redactedState,
      },
      { rewrite: lost.length > 0 },
    );
    // A session that never sends SessionEnd is finished by a later SessionStart (unfinished.ts).
    if (options.final) markFinished(project.paths, path);
    else if (!options.agentId) markUnfinished(project.paths, path);
  });
  if (result.localFiles.length === 0) result.localFiles = cursor.files.filter(isLocalEventFile);
  if (options.condense ?? options.final)
    result.appended.push(
      ...condenseLocalFiles(project, result.localFiles, {
        now: options.now,
        entropy: options.entropy,
      }),
    );
  if (options.final && !options.agentId)
    result.appended.push(...retractFixedProblems(project, session, options));
  return result;
}

/** How many of the newest memories the end of a session checks for problems its fixes made stale. */
const FIXED_PROBLEM_WINDOW = 400;

/**
 * At a session's end: retracts the lessons of earlier sessions that state a problem this
 * session's fixes made stale (fixed-problems.ts), as capture's own `memory_retracted` with
 * the fix as its reason. Reads only the newest memories of the log; the same session
 * retracts the same lesson once (the retraction's id derives from both).
 */
function retractFixedProblems(
  project: Project,
  session: string,
  options: Pick<CaptureOptions, 'now' | 'entropy'>,
): AnyEvent[] {
  const newest = readNewestEvents(project.paths, FIXED_PROBLEM_WINDOW, {
    types: ['knowledge_acquired', 'error_resolved', 'decision_made', 'session_outcome'],
  });
  if (!newest) return [];
  const corrected = new Set(
    newest.controls.flatMap((control) =>
      control.type === 'memory_retracted' || control.type === 'memory_superseded'
        ? control.refs
        : [],
    ),
  );
  const standing = newest.events
    .filter((event) => !corrected.has(event.id))
    .map((event) => ({
      id: event.id,
      type: event.type,
      content: event.content,
      ts: event.ts,
      session: event.session,
      branch: event.branch,
    }));
  const stale = problemsFixedBySession(standing, session);
  if (stale.length === 0) return [];
  const author = captureAuthor(project);
  const events = stale.map(
    ({ target, fix, reason }) =>
      makeEvent({
        id: deriveEventId(Date.parse(fix.ts), `${session}\u0000fixed\u0000${target}`),
        refs: [target],
        ts: fix.ts,
        type: 'memory_retracted',
        session,
        branch: fix.branch,
        author,
        content: reason,
        source: { layer: 'structural' },
        data: { reason, tags: ['capture', 'fixed-later'] },
      }) as AnyEvent,
  );
  const known = new Set(newest.controls.map((control) => control.id));
  const appended = appendEvents(project.paths, headReader(project.repo), events, {
    writer: session,
    now: options.now,
    entropy: options.entropy ?? (() => randomBytes(10)),
    knownIds: () => known,
  });
  return appended.appended ? events.filter((event) => !known.has(event.id)) : [];
}
