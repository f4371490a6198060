/**
 * The event store: `.cortex/events/YYYY-MM/<file>.ndjson`, one file per writer.
 *
 * Appends go to the writer's current file until that file may have been committed
 * (HEAD has moved since the file was started); then the writer starts a new file. So a
 * committed event file is never modified, and every commit only adds event files: git
 * operations on memory cannot conflict (DESIGN.md section 6).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  statSync,
  appendFileSync,
} from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { serializeEvent } from './codec.js';
import { validateEvent, type AnyEvent } from './envelope.js';
import { EVENT_ID_PATTERN, newEventId, timeOfId } from './id.js';
import { parseEventText, scanEventBytes, type LogWarning } from './lines.js';
import { withFileLock, type LockOptions } from './lock.js';
import type { IdCollision } from './collisions.js';
import { selectNewestEvents, type EventFileRead, type NewestSelection } from './newest.js';
import { orderEvents } from './order.js';
import type { EventQuery } from './query.js';
import { monthFolder, writerFileName, type ProjectPaths } from './paths.js';
import { writeFileAtomic } from '../files.js';

export interface EventFileInfo {
  /** Path relative to the repository root, with `/` separators. */
  path: string;
  bytes: number;
  events: number;
}

export interface EventLocation {
  file: string;
  line: number;
}

export interface EventLog {
  /** Every readable event, ordered by `(ts, id)`, duplicates collapsed. */
  events: AnyEvent[];
  warnings: LogWarning[];
  files: EventFileInfo[];
  duplicates: number;
  /** Different events under one id: both are in `events`, the later one renamed. */
  collisions: IdCollision[];
  /** Where each event was read from (first occurrence), when asked for. */
  locations?: Map<string, EventLocation>;
  /** Every line read under each id, with its event, when locations are asked for: two facts under one id each have theirs. */
  occurrences?: Map<string, (EventLocation & { event: AnyEvent })[]>;
}

function toRepoPath(paths: ProjectPaths, absolute: string): string {
  return relative(paths.root, absolute).split(sep).join('/');
}

/** An event file's path relative to the repository root, with `/` separators. */
export { toRepoPath as repoPathOf };

/** Which event files a reader reads. */
export interface LogScope {
  /**
   * Also the per-tool activity of this clone's own sessions in `.cortex/local/activity/`
   * (never committed): for the user's own search, `log` and briefing. Committed
   * projections, packs, merges and anything that must read the same on every clone leave it out.
   */
  local?: boolean;
}

/** The `.ndjson` files under `dir`, in directory order: a folder is read only when the walk gets to it. */
function* walkNdjson(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walkNdjson(full);
    else if (entry.isFile() && entry.name.endsWith('.ndjson')) yield full;
  }
}

/** Every `.ndjson` file under `.cortex/events/` (and, with `local`, the local activity), absolute, in a stable order. */
export function listEventFiles(paths: ProjectPaths, scope: LogScope = {}): string[] {
  const committed = Array.from(walkNdjson(paths.eventsDir)).sort();
  if (!scope.local) return committed;
  return [...committed, ...Array.from(walkNdjson(paths.localEventsDir)).sort()];
}

/**
 * The same files as listEventFiles, in no particular order, found as they are asked for:
 * for a question that can stop early (is the log larger than a hook may read?) without
 * listing every folder of a large log.
 */
export function* eachEventFile(paths: ProjectPaths, scope: LogScope = {}): Generator<string> {
  yield* walkNdjson(paths.eventsDir);
  if (scope.local) yield* walkNdjson(paths.localEventsDir);
}

/** Whether an event file (relative to the repository root, `/` separators) is local detail, never committed. */
export function isLocalEventFile(path: string): boolean {
  return path.startsWith('.cortex/local/');
}

export interface EventVisit {
  event: AnyEvent;
  file: string;
  line: number;
}

export interface LogScan {
  warnings: LogWarning[];
  files: EventFileInfo[];
}

/**
 * Reads every event file, one at a time, and hands each readable event to `visit`, in file
 * order and line order (not yet in log order). Unreadable lines become warnings; files
 * are never changed by reading. Keeping nothing it is not asked to keep, this is the
 * cheap way through a large log.
 */
export function scanEventLog(
  paths: ProjectPaths,
  visit: (entry: EventVisit) => void,
  scope: LogScope = {},
): LogScan {
  const warnings: LogWarning[] = [];
  const files: EventFileInfo[] = [];
  for (const absolute of listEventFiles(paths, scope)) {
    const file = toRepoPath(paths, absolute);
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolute);
    } catch (error) {
      warnings.push({ file, line: 0, message: `cannot read: ${(error as Error).message}` });
      continue;
    }
    // Line by line: a large file (a pack, an import) never becomes one string and an array of events.
    let events = 0;
    warnings.push(
      ...scanEventBytes(bytes, file, ({ event, line }) => {
        events++;
        visit({ event, file, line });
      }),
    );
    files.push({ path: file, bytes: bytes.length, events });
  }
  return { warnings, files };
}

/** Each event file's bytes (or why it could not be read), one file at a time, in file order or its reverse. */
export function* readEventFiles(
  paths: ProjectPaths,
  order: 'oldest-first' | 'newest-first' = 'oldest-first',
  scope: LogScope = {},
): Generator<EventFileRead> {
  const absolutes = listEventFiles(paths, scope);
  if (order === 'newest-first') absolutes.reverse();
  for (const absolute of absolutes) {
    const file = toRepoPath(paths, absolute);
    let read: EventFileRead;
    try {
      read = { file, bytes: readFileSync(absolute) };
    } catch (error) {
      read = { file, error: (error as Error).message };
    }
    yield read;
  }
}

/**
 * The newest `limit` events `query` accepts and every correction, parsing only the lines
 * that can be among them (newest.ts); undefined when only a full read (scanEventLog) can
 * answer exactly.
 */
export function readNewestEvents(
  paths: ProjectPaths,
  limit: number,
  query: EventQuery,
  scope: LogScope = {},
): NewestSelection | undefined {
  return selectNewestEvents(readEventFiles(paths, 'newest-first', scope), limit, query);
}

/** Reads the whole log into memory, in log order, duplicates collapsed. */
export function readEventLog(
  paths: ProjectPaths,
  options: { locations?: boolean } & LogScope = {},
): EventLog {
  const all: AnyEvent[] = [];
  const locations = options.locations ? new Map<string, EventLocation>() : undefined;
  const occurrences = options.locations
    ? new Map<string, (EventLocation & { event: AnyEvent })[]>()
    : undefined;
  const scan = scanEventLog(
    paths,
    ({ event, file, line }) => {
      all.push(event);
      if (locations && !locations.has(event.id)) locations.set(event.id, { file, line });
      if (occurrences) {
        const lines = occurrences.get(event.id);
        if (lines) lines.push({ file, line, event });
        else occurrences.set(event.id, [{ file, line, event }]);
      }
    },
    { local: options.local },
  );
  const ordered = orderEvents(all);
  return {
    events: ordered.events,
    warnings: scan.warnings,
    files: scan.files,
    duplicates: ordered.duplicates,
    collisions: ordered.collisions,
    ...(locations ? { locations } : {}),
    ...(occurrences ? { occurrences } : {}),
  };
}

interface WriterState {
  /** The writer's current file, relative to the repository root. */
  file: string;
  /** The commit HEAD pointed at when the file was started (null before the first commit). */
  head: string | null;
}

function readWriterState(path: string): WriterState | undefined {
  try {
    const state = JSON.parse(readFileSync(path, 'utf8')) as Partial<WriterState>;
    if (typeof state.file === 'string' && (typeof state.head === 'string' || state.head === null)) {
      return { file: state.file, head: state.head };
    }
  } catch {
    // Missing or damaged: the writer simply starts a new file.
  }
  return undefined;
}

/** Whether the file's last byte is a newline (or the file is empty). */
function endsWithNewline(path: string): boolean {
  const size = statSync(path).size;
  if (size === 0) return true;
  const fd = openSync(path, 'r');
  try {
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, size - 1);
    return byte[0] === 0x0a;
  } finally {
    closeSync(fd);
  }
}

export interface AppendOptions {
  /** Who is writing: a session id for hooks, `cli` for commands. Each writer has its own file. */
  writer: string;
  now: Date;
  /** 10 random bytes, for naming a new file. */
  entropy: () => Uint8Array;
  lock?: LockOptions;
  /**
   * Ids already in the log, read under the lock: events with these ids are not appended.
   * Checked there, not before taking the lock, so two writers appending the same events
   * at once (four `cortex import`s of one file) write them once.
   */
  knownIds?: () => ReadonlySet<string>;
}

export interface AppendResult {
  /** The file written to, relative to the repository root (undefined when nothing was written). */
  file: string | undefined;
  appended: number;
  /** Whether this append started a new file. */
  rotated: boolean;
}

/**
 * Appends events to the writer's file, as whole lines, under the store's lock. Events are
 * validated first: an invalid event throws and nothing is written.
 */
/**
 * Reads the commit HEAD points at (null before the first commit, or outside a repository).
 * The store is handed it rather than asking git itself; it is read under the store's lock.
 */
export type HeadReader = () => string | null;

/**
 * The ids of the events in a writer's current file: what an interrupted capture of that
 * writer may already have appended. Empty when the writer has no file (or it is unreadable).
 */
export function readWriterFileIds(paths: ProjectPaths, writer: string): Set<string> {
  const state = readWriterState(join(paths.writersDir, writerFileName(writer)));
  if (!state) return new Set();
  try {
    return idsOfLines(readFileSync(join(paths.root, state.file), 'utf8'));
  } catch {
    return new Set();
  }
}

/**
 * The ids of an event file's whole lines, read from where each stored line begins (codec.ts
 * writes the envelope first, the id second). A line a crash cut short is not one (its event
 * was never written, and must be appended again): a stored line ends its object, and one cut
 * off does not, unless it was cut right after a closing brace inside it. Parsing every line
 * to be sure costs more where it matters (a month's pack is read on every Stop): over 20,000
 * lines of 500 bytes, 59 ms against 22 ms for this check and 16 ms for the id alone.
 */
function idsOfLines(text: string, into = new Set<string>()): Set<string> {
  for (const match of text.matchAll(/^\{"v":\d+,"id":"([0-9A-HJKMNP-TV-Z]{26})".*\}[ \t\r]*$/gm))
    into.add(match[1]!);
  return into;
}

/** Slack for a writer whose file is named by a clock behind the events' times. */
const FILE_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * The ids in the event files started at or after `sinceMs` (by the time in their names):
 * where events dated `sinceMs` or later can be, since a writer starts a file only when it
 * appends, after what it appends has happened. Files whose name is not an id are read
 * too (a month's pack among them: a writer's file keeps taking events after the month it was
 * started in, and its pack stays in that month's folder). Only the id of each line is looked
 * at: this runs under the append lock.
 */
export function readEventIdsSince(paths: ProjectPaths, sinceMs: number): Set<string> {
  const ids = new Set<string>();
  const from = sinceMs - FILE_CLOCK_SLACK_MS;
  for (const absolute of listEventFiles(paths)) {
    const name = basename(absolute, '.ndjson');
    if (EVENT_ID_PATTERN.test(name) && timeOfId(name) < from) continue;
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch {
      continue;
    }
    idsOfLines(text, ids);
  }
  return ids;
}

export function appendEvents(
  paths: ProjectPaths,
  head: HeadReader | undefined,
  events: readonly AnyEvent[],
  options: AppendOptions,
): AppendResult {
  if (events.length === 0) return { file: undefined, appended: 0, rotated: false };
  const lines = events.map((event) => serializeEvent(validateEvent(event)));
  mkdirSync(paths.writersDir, { recursive: true });
  return withFileLock(
    paths.appendLock,
    () => {
      const known = options.knownIds?.();
      const wanted = known
        ? events
            .map((event, index) => (known.has(event.id) ? undefined : lines[index]))
            .filter((line) => line !== undefined)
        : lines;
      if (wanted.length === 0) return { file: undefined, appended: 0, rotated: false };
      const text = wanted.join('\n') + '\n';
      const statePath = join(paths.writersDir, writerFileName(options.writer));
      const state = readWriterState(statePath);
      const headNow = head ? head() : null;
      let file = state?.file;
      let rotated = false;
      if (!state || state.head !== headNow || !existsSync(join(paths.root, state.file))) {
        const folder = join(paths.eventsDir, monthFolder(options.now));
        mkdirSync(folder, { recursive: true });
        file = toRepoPath(
          paths,
          join(folder, `${newEventId(options.now.getTime(), options.entropy())}.ndjson`),
        );
        rotated = true;
      }
      const absolute = join(paths.root, file!);
      // A crash may have left a torn last line: never glue new events onto it.
      const separator = !rotated && !endsWithNewline(absolute) ? '\n' : '';
      appendFileSync(absolute, separator + text);
      if (rotated) writeFileAtomic(statePath, JSON.stringify({ file, head: headNow }) + '\n');
      return { file, appended: wanted.length, rotated };
    },
    options.lock,
  );
}

/** The local activity file of a writer (a session): `.cortex/local/activity/<session>.ndjson`. */
export function localEventFile(paths: ProjectPaths, writer: string): string {
  return join(paths.localEventsDir, writerFileName(writer).replace(/\.json$/, '.ndjson'));
}

/** The events of a writer's local activity file, in file order; none when it has none. Unreadable lines are skipped. */
export function readLocalEvents(paths: ProjectPaths, writer: string): AnyEvent[] {
  const path = localEventFile(paths, writer);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return parseEventText(text, toRepoPath(paths, path)).entries.map((entry) => entry.event);
}

/**
 * Appends events to the local activity files of their sessions (never committed; a
 * session's file is `localEventFile(paths, session)`, `writer` for events without one), as
 * whole lines, under the store's lock; events whose id the file already holds are skipped,
 * so a capture read again appends nothing twice. Validated first, like `appendEvents`.
 * Returns the files written to, relative to the repository root.
 */
export function appendLocalEvents(
  paths: ProjectPaths,
  writer: string,
  events: readonly AnyEvent[],
  options: { lock?: LockOptions } = {},
): { files: string[]; appended: number; ids: Set<string> } {
  if (events.length === 0) return { files: [], appended: 0, ids: new Set() };
  const bySession = new Map<string, string[]>();
  for (const event of events) {
    const line = serializeEvent(validateEvent(event));
    const session = event.session || writer;
    bySession.set(session, [...(bySession.get(session) ?? []), line]);
  }
  mkdirSync(paths.localEventsDir, { recursive: true });
  return withFileLock(
    paths.appendLock,
    () => {
      const files: string[] = [];
      const ids = new Set<string>();
      let appended = 0;
      for (const [session, lines] of bySession) {
        const absolute = localEventFile(paths, session);
        const exists = existsSync(absolute);
        const known = exists
          ? new Set(readLocalEvents(paths, session).map((event) => event.id))
          : new Set<string>();
        const wanted = lines.filter((line) => !known.has(/"id":"([^"]+)"/.exec(line)![1]!));
        if (wanted.length === 0) continue;
        for (const line of wanted) ids.add(/"id":"([^"]+)"/.exec(line)![1]!);
        const separator = exists && !endsWithNewline(absolute) ? '\n' : '';
        appendFileSync(absolute, separator + wanted.join('\n') + '\n');
        files.push(toRepoPath(paths, absolute));
        appended += wanted.length;
      }
      return { files, appended, ids };
    },
    options.lock,
  );
}
