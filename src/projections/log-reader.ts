/**
 * Reading the log for the projections and the briefing (shell), with an incremental cache.
 *
 * Event files only ever grow: a writer appends to its own file, and a committed file is
 * never modified. So `.cortex/local/digest-cache.json` keeps, for each file, the digest of
 * what it holds and how many bytes of it were read; the next read parses only what was
 * appended since, and new files, and merges the digests. A file that is gone (a branch
 * switch) simply drops out; one that is shorter, or whose bytes before the read point
 * changed (a merge driver's rewrite), is read again from its start (events/append-only.ts
 * decides which). The cache is a local hint: `cortex project` never trusts it.
 *
 * The digests are read one file at a time, merged and dropped (see DigestCacheFile): at
 * 100,000 events the cache is tens of megabytes, and holding it as one string, then every
 * file's digest, then their merge, cost most of the memory of a session start.
 */
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { NOTHING_READ, type AppendMark } from '../events/append-only.js';
import { checkAppendOnlyFile, readBytesAt, type AppendCheck } from '../events/append-only-file.js';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventLine } from '../events/codec.js';
import { scanEventBytes, type LogWarning } from '../events/lines.js';
import { countNewlines, PIECE_BYTES, scanEventFile } from '../events/scan-file.js';
import { digestCacheFile, type ProjectPaths } from '../events/paths.js';
import {
  isLocalEventFile,
  listEventFiles,
  repoPathOf,
  type EventFileInfo,
} from '../events/store.js';
import { EVENT_TYPES } from '../events/types.js';
import { sortKey } from '../events/order.js';
import { filesWithinLimit } from './read-limit.js';
import {
  completeDigest,
  LogDigestBuilder,
  RECENT_ACTIVITY_KEPT,
  type DigestBuilderState,
  type DigestNeeds,
  type EventPlace,
  type LogDigest,
} from './digest.js';

export interface LogRead {
  digest: LogDigest;
  /** Lines that could not be read, with file and line. */
  warnings: LogWarning[];
  files: EventFileInfo[];
  /** The file each memory (knowledge or control) event and each recent activity event was read from, by id: for provenance. */
  memoryFiles: Map<string, string>;
  /** Memory ids found in more than one file, with every such file (copies, or an id collision). */
  sharedIdFiles: Map<string, string[]>;
  /** Of the `extra` events asked for, the ids the work tree's log did not hold. */
  extraAdded: ReadonlySet<string>;
  /** How many committed files a read with `maxBytes` left out, when it left out any. */
  unreadFiles?: number;
}

/** Bump when the cache's shape or the digest's meaning changes: older caches are then ignored. */
const CACHE_VERSION = 5;
/**
 * How many bytes before the read point are compared to tell an append from a rewrite: a
 * digest read must not hash megabytes, and the store only ever appends.
 */
const TAIL_BYTES = 64;

/** What the cache knows of a file besides its digest: where its read stopped, and what it found. */
interface FileMarks {
  path: string;
  /** Set on a file that was not in the work tree at the last read (kept for when it returns). */
  absent?: true;
  size: number;
  mtimeMs: number;
  /** Bytes read: up to and including the last newline. */
  consumed: number;
  /** Lines in the bytes read. */
  lines: number;
  /** Events read from them. */
  events: number;
  /** The last bytes read, hex: what must still be there for the file to have only grown. */
  tail: string;
  /** Warnings about lines in the bytes read. */
  warnings: LogWarning[];
  /** Warnings about an unfinished last line, read again each time. */
  pending: LogWarning[];
}

/** A file as read now: its marks and the digest of the events read from it. */
interface CachedFile extends FileMarks {
  state: DigestBuilderState;
}

/** Where a file's digest is in the cache file: its bytes (one JSON line) and their CRC-32. */
interface StateSpan {
  at: number;
  length: number;
  crc: number;
}

interface IndexedFile extends FileMarks {
  span: StateSpan;
  /**
   * The file's newest event, stored after its digest on the same line (from byte `at` of
   * it): only the newest of all files is parsed.
   */
  newest?: { key: string; at: number };
}

/**
 * A digest as the cache stores it: without the ids of its memory events (`memory` has them)
 * and without its newest event (stored apart on the line).
 */
type StoredState = Omit<DigestBuilderState, 'ids' | 'newest'> & { otherIds: string[] };

/** A digest's line for the cache, and where its newest event starts on it. */
function encodeState(state: DigestBuilderState): { line: Buffer; newest?: IndexedFile['newest'] } {
  const { ids, newest, ...rest } = state;
  const memoryIds = new Set(state.memory.map((event) => event.id));
  const head = JSON.stringify({
    ...rest,
    otherIds: ids.filter((id) => !memoryIds.has(id)),
  } satisfies StoredState);
  if (!newest) return { line: Buffer.from(head, 'utf8') };
  return {
    line: Buffer.from(`${head}\t${JSON.stringify(newest)}`, 'utf8'),
    newest: { key: sortKey(newest), at: Buffer.byteLength(head) + 1 },
  };
}

/**
 * The cache file: a version line; then each file's digest, one JSON line each; then the
 * index (every file's marks and where its digest is, with its CRC-32), one JSON line; then
 * a fixed-length last line saying where the index is and its CRC-32. A reader parses the
 * index, then one file's digest at a time, merging it and dropping it, so that a large
 * log's cache is never one string nor all its digests at once; a writer copies the digests
 * of files that did not change by byte range. A line whose CRC does not match (a crash, a
 * disk, a hand) makes the whole cache untrusted: the files are read again (its digests
 * become the briefing).
 */
const CACHE_HEADER = `cortex-digest-cache ${CACHE_VERSION}\n`;
/** `cortex-digest-index <offset> <length> <crc>\n`, numbers padded to a fixed width. */
const TRAILER_LENGTH = 'cortex-digest-index '.length + 12 + 1 + 12 + 1 + 8 + 1;
const TRAILER = /^cortex-digest-index (\d{12}) (\d{12}) ([0-9a-f]{8})\n$/;

/** A cache line that does not match its checksum, or does not parse: the cache is not to be trusted. */
class DamagedCache extends Error {}

function readExactly(fd: number, at: number, length: number): Buffer {
  const bytes = readBytesAt(fd, at, length);
  if (bytes.length < length) throw new DamagedCache('cache file shorter than its index says');
  return bytes;
}

/** Parses a JSON line of the cache after checking its CRC. */
function parseChecked<T>(bytes: Buffer, crc: number, end = bytes.length): T {
  if (zlibCrc32(bytes) !== crc) throw new DamagedCache('cache line does not match its checksum');
  try {
    if (end !== bytes.length) return JSON.parse(bytes.toString('utf8', 0, end)) as T;
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    throw new DamagedCache('cache line is not JSON');
  }
}

/** How much of the cache file is read at once: digests are asked for mostly in the order they were written. */
const CACHE_WINDOW_BYTES = 1 << 20;

/** An open cache file: its index, and its digests read one at a time. */
class DigestCacheFile {
  /** The bytes last read, and where they start in the file. */
  private window = Buffer.alloc(0);
  private windowAt = 0;
  private closed = false;

  private constructor(
    private readonly fd: number,
    readonly files: IndexedFile[],
  ) {}

  /** The cache at `path`, or undefined when it is missing, of another version or damaged. */
  static open(path: string): DigestCacheFile | undefined {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch {
      return undefined;
    }
    try {
      const size = fstatSync(fd).size;
      if (size < CACHE_HEADER.length + TRAILER_LENGTH)
        throw new DamagedCache('cache file too short');
      if (readExactly(fd, 0, CACHE_HEADER.length).toString('latin1') !== CACHE_HEADER)
        throw new DamagedCache('another version');
      const trailer = TRAILER.exec(
        readExactly(fd, size - TRAILER_LENGTH, TRAILER_LENGTH).toString('latin1'),
      );
      if (!trailer) throw new DamagedCache('no index');
      const at = Number(trailer[1]);
      const length = Number(trailer[2]);
      if (at < CACHE_HEADER.length || at + length > size - TRAILER_LENGTH)
        throw new DamagedCache('index out of the file');
      const index = parseChecked<{ version?: unknown; files?: unknown }>(
        readExactly(fd, at, length),
        parseInt(trailer[3]!, 16),
      );
      if (index.version !== CACHE_VERSION || !Array.isArray(index.files))
        throw new DamagedCache('index of another shape');
      return new DigestCacheFile(fd, index.files as IndexedFile[]);
    } catch {
      closeSync(fd);
      return undefined;
    }
  }

  /**
   * A file's digest, checked against its CRC; throws DamagedCache. Its newest event only
   * with `withNewest` (otherwise null: see newestEvent).
   */
  state(file: IndexedFile, withNewest = false): DigestBuilderState {
    const { otherIds, ...stored } = parseChecked<StoredState>(
      this.bytes(file),
      file.span.crc,
      file.newest ? file.newest.at - 1 : undefined,
    );
    if (
      ![stored.memory, stored.activity, stored.sessionStarts, stored.referrers, otherIds].every(
        Array.isArray,
      )
    )
      throw new DamagedCache('cache line of another shape');
    return {
      ...stored,
      ids: [...stored.memory.map((event) => event.id), ...otherIds],
      newest: withNewest && file.newest ? this.newestEvent(file) : null,
    };
  }

  /** A file's newest event (one it has). */
  newestEvent(file: IndexedFile): AnyEvent {
    const bytes = this.bytes(file);
    if (zlibCrc32(bytes) !== file.span.crc)
      throw new DamagedCache('cache line does not match its checksum');
    try {
      return JSON.parse(bytes.toString('utf8', file.newest!.at)) as AnyEvent;
    } catch {
      throw new DamagedCache('cache line is not JSON');
    }
  }

  /** A file's digest as it is stored (a view valid until the next call), to be copied as it is. */
  bytes(file: IndexedFile): Buffer {
    const { at, length } = file.span;
    if (at < this.windowAt || at + length > this.windowAt + this.window.length) {
      // One read for many small digests; a digest larger than the window is read alone.
      const size = Math.max(length, CACHE_WINDOW_BYTES);
      const window = this.window.length >= size ? this.window : Buffer.allocUnsafe(size);
      let read = 0;
      for (let got = -1; got !== 0 && read < size; read += got)
        got = readSync(this.fd, window, read, size - read, at + read);
      if (read < length) throw new DamagedCache('cache file shorter than its index says');
      this.window = window.subarray(0, read);
      this.windowAt = at;
    }
    return this.window.subarray(at - this.windowAt, at - this.windowAt + length);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/** Writes a cache file beside its place, then renames it over (a reader sees the old or the new cache). */
class DigestCacheWriter {
  private readonly temporary: string;
  private readonly fd: number;
  private position = 0;
  private readonly index: IndexedFile[] = [];

  constructor(private readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.temporary = `${path}.${process.pid}.tmp`;
    this.fd = openSync(this.temporary, 'w');
    this.write(Buffer.from(CACHE_HEADER, 'latin1'));
  }

  private write(bytes: Buffer): void {
    for (let done = 0; done < bytes.length;)
      done += writeSync(this.fd, bytes, done, bytes.length - done, this.position + done);
    this.position += bytes.length;
  }

  /** Adds a file: its marks, and its digest as the JSON line's bytes (with their CRC when known). */
  add(marks: FileMarks, line: Buffer, crc = zlibCrc32(line), newest?: IndexedFile['newest']): void {
    this.index.push({
      ...marks,
      span: { at: this.position, length: line.length, crc },
      ...(newest ? { newest } : {}),
    });
    this.write(line);
    this.write(NEWLINE);
  }

  /** Writes the index and puts the file in place; `release` runs just before (Windows renames no file held open). */
  finish(release: () => void): void {
    const index = Buffer.from(
      JSON.stringify({ version: CACHE_VERSION, files: this.index }),
      'utf8',
    );
    const at = this.position;
    this.write(index);
    this.write(NEWLINE);
    const pad = (value: number) => String(value).padStart(12, '0');
    this.write(
      Buffer.from(
        `cortex-digest-index ${pad(at)} ${pad(index.length)} ${zlibCrc32(index).toString(16).padStart(8, '0')}\n`,
        'latin1',
      ),
    );
    closeSync(this.fd);
    release();
    renameSync(this.temporary, this.path);
  }

  abort(): void {
    try {
      closeSync(this.fd);
    } catch {
      // Closed already.
    }
    rmSync(this.temporary, { force: true });
  }
}

const NEWLINE = Buffer.from('\n', 'latin1');

/** Reads `length` bytes at `position`, or fewer at the end of the file. */
function readBytes(path: string, position: number, length?: number): Buffer {
  if (position === 0 && length === undefined) return readFileSync(path);
  const fd = openSync(path, 'r');
  try {
    const size = length ?? statSync(path).size - position;
    const buffer = Buffer.alloc(Math.max(0, size));
    const read = readSync(fd, buffer, 0, buffer.length, position);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The fingerprint of a file's first `length` bytes the cache keeps: the last of them, hex. */
function tailFingerprint(fd: number, length: number): string {
  const tail = Math.min(TAIL_BYTES, length);
  return readBytesAt(fd, length - tail, tail).toString('hex');
}

/**
 * Where a file's read stopped. No inode: a file git writes back on checkout is another
 * inode with the same bytes, and its digest still holds.
 */
function markOf(cached: FileMarks): AppendMark {
  return {
    offset: cached.consumed,
    fingerprint: cached.tail,
    size: cached.size,
    mtimeMs: cached.mtimeMs,
  };
}

/** Parses the bytes of a file from `cached.consumed` (or from the start), adding them to its digest. */
function readFrom(
  absolute: string,
  path: string,
  mtimeMs: number,
  cached?: CachedFile,
): CachedFile {
  const builder = cached ? LogDigestBuilder.fromState(cached.state) : new LogDigestBuilder();
  const start = cached?.consumed ?? 0;
  const bytes = readBytes(absolute, start);
  // Only whole lines count as read: an unfinished last line is read again next time.
  const end = bytes.lastIndexOf(0x0a) + 1;
  const before = cached?.lines ?? 0;
  const newLines = countNewlines(bytes, end);
  let events = cached?.events ?? 0;
  // A line at a time: a file of 100,000 events (an import writes one) must not become one string and 100,000 objects at once.
  const found = scanEventBytes(bytes, path, (entry) => {
    builder.add(entry.event);
    if (entry.line <= newLines) events++;
  });
  const warnings = found.map((warning) => ({ ...warning, line: warning.line + before }));
  const consumed = start + end;
  let tail = cached?.tail ?? '';
  if (end >= TAIL_BYTES || (end > 0 && start === 0))
    tail = bytes.subarray(Math.max(0, end - TAIL_BYTES), end).toString('hex');
  else if (end > 0)
    tail = readBytes(
      absolute,
      Math.max(0, consumed - TAIL_BYTES),
      Math.min(TAIL_BYTES, consumed),
    ).toString('hex');
  const size = start + bytes.length;
  return {
    path,
    state: builder.state(),
    size,
    // A file that grew between stat and read must not pass for unchanged next time.
    mtimeMs: statSync(absolute).size === size ? mtimeMs : -1,
    consumed,
    lines: before + newLines,
    events,
    tail,
    warnings: [
      ...(cached?.warnings ?? []),
      ...warnings.filter((warning) => warning.line <= before + newLines),
    ],
    pending: warnings.filter((warning) => warning.line > before + newLines),
  };
}

export interface ReadOptions {
  /**
   * `use` (the default): start from the cache where the files only grew. `refresh`: read
   * every file, then write the cache. `off`: read every file and leave the cache alone (what
   * `cortex project` does: committed files must not rest on a cache).
   */
  cache?: 'use' | 'refresh' | 'off';
  /**
   * Rewrite the cache only once this many bytes were parsed beyond it (default 64 KiB).
   * Re-reading a few appended lines costs less than rewriting a cache that holds every
   * memory of the log, so small appends are parsed again until they add up.
   */
  saveAfterBytes?: number;
  /**
   * Events to add that are not in the work tree (other branches' memory): never cached,
   * and dropped where the log holds the same id.
   */
  extra?: readonly AnyEvent[];
  /** Told how many events were read so far, as the whole log is read (`cache: 'off'`). */
  progress?: (eventsRead: number) => void;
  /**
   * Also this clone's local per-tool activity (`.cortex/local/activity/`): for the user's
   * own briefing. Committed projections leave it out (they must read the same everywhere).
   */
  local?: boolean;
  /**
   * Hold only what one reader of the digest renders (`cache: 'off'` only; the committed
   * projections' COMMITTED_NEEDS): other knowledge is held as stubs, and the stubs it shows
   * are read again from their lines. The digest is for that reader alone; memoryFiles and
   * sharedIdFiles stay empty.
   */
  needs?: DigestNeeds;
  /**
   * Read only the newest files that fit in `bytes` as of `now` (read-limit.ts), reporting the
   * count of committed files left out in `unreadFiles`: what the briefing reads. With the
   * cache only (`use` or `refresh`).
   */
  limit?: { bytes: number; now: Date };
}

/** Adds the extra events the builder lacks; returns their ids. */
function addExtra(builder: LogDigestBuilder, extra: readonly AnyEvent[] | undefined): Set<string> {
  const added = new Set<string>();
  for (const event of extra ?? []) {
    if (builder.has(event.id)) continue;
    builder.add(event);
    added.add(event.id);
  }
  return added;
}

const SAVE_AFTER_BYTES = 64 * 1024;

/**
 * Each file's digest keeps its newest activity, so that the newest of the whole log can be
 * found; in the cache only what is at least as new as `floor` (the oldest of the newest the
 * merged digest keeps) is stored. More events only ever raise that line, so nothing dropped
 * could be needed again, unless files leave the work tree: then the recent activity shown
 * may be shorter until they return. A digest copied from the old cache keeps what it held:
 * older activity than needed changes nothing. (Committed projections do not use activity.)
 */
function pruneActivity(state: DigestBuilderState, floor: string | undefined): DigestBuilderState {
  if (floor === undefined || state.activity.every(([key]) => key >= floor)) return state;
  return { ...state, activity: state.activity.filter(([key]) => key >= floor) };
}

/** Held digests of files parsed in this read (to be written) are pruned when their activity passes this. */
const HELD_ACTIVITY_PRUNED_AT = RECENT_ACTIVITY_KEPT * 4;

/** Digests of files no longer in the work tree kept for when they come back (a branch switched back to). */
const ABSENT_FILES_KEPT = 2000;

/** Notes the file a memory event was read from: the first in memoryFiles, every one where there are several. */
function noteMemoryFile(
  memoryFiles: Map<string, string>,
  shared: Map<string, string[]>,
  id: string,
  file: string,
): void {
  const first = memoryFiles.get(id);
  if (first === undefined) memoryFiles.set(id, file);
  else if (first !== file) {
    const files = shared.get(id) ?? [first];
    if (!files.includes(file)) files.push(file);
    shared.set(id, files);
  }
}

/**
 * The files of the newest activity events, by id: at least the `kept` newest in log order
 * (the ones a digest keeps), held to a few times that however large the log.
 */
class NewestFiles {
  private entries: [key: string, id: string, file: string][] = [];
  constructor(private readonly kept: number) {}

  offer(event: AnyEvent, file: string): void {
    this.entries.push([sortKey(event), event.id, file]);
    if (this.entries.length >= this.kept * 4) this.cut();
  }

  private cut(): void {
    this.entries.sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0));
    this.entries.length = Math.min(this.entries.length, this.kept);
  }

  files(): [id: string, file: string][] {
    this.cut();
    return this.entries.map(([, id, file]) => [id, file]);
  }
}

/**
 * scanEventLog's walk, also saying where each event's line lies in its file (bytes), and
 * reading a large file a piece of whole lines at a time (scanEventFile).
 */
function scanLog(
  paths: ProjectPaths,
  visit: (event: AnyEvent, place: EventPlace) => void,
  local: boolean,
): { warnings: LogWarning[]; files: EventFileInfo[] } {
  const warnings: LogWarning[] = [];
  const files: EventFileInfo[] = [];
  let piece: Buffer | undefined;
  for (const absolute of listEventFiles(paths, { local })) {
    const file = repoPathOf(paths, absolute);
    let events = 0;
    let fd: number | undefined;
    let read: ReturnType<typeof scanEventFile>;
    try {
      fd = openSync(absolute, 'r');
      piece ??= Buffer.allocUnsafe(PIECE_BYTES);
      read = scanEventFile(
        fd,
        file,
        ({ event, start, end }) => {
          events++;
          visit(event, { file, start, end });
        },
        piece,
      );
    } catch (error) {
      warnings.push({ file, line: 0, message: `cannot read: ${(error as Error).message}` });
      continue;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    warnings.push(...read.warnings);
    files.push({ path: file, bytes: read.bytes, events });
  }
  return { warnings, files };
}

/**
 * The events at these places, read again: only their lines' bytes. Undefined when a place
 * no longer holds an event of the ids asked for (the file was rewritten meanwhile).
 */
function readPlaces(
  paths: ProjectPaths,
  places: readonly EventPlace[],
  ids: ReadonlySet<string>,
): AnyEvent[] | undefined {
  const byFile = new Map<string, EventPlace[]>();
  for (const place of places) {
    const list = byFile.get(place.file);
    if (list) list.push(place);
    else byFile.set(place.file, [place]);
  }
  const events: AnyEvent[] = [];
  for (const [file, list] of byFile) {
    let fd: number | undefined;
    try {
      fd = openSync(join(paths.root, file), 'r');
      for (const place of list) {
        const event = parseEventLine(
          readBytesAt(fd, place.start, place.end - place.start).toString('utf8'),
        );
        if (!ids.has(event.id)) return undefined;
        events.push(event);
      }
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
  return events;
}

/** Reads every file into one digest, caching nothing: the lean way through a large log. */
function readWholeLog(paths: ProjectPaths, options: ReadOptions): LogRead {
  const { extra, progress } = options;
  const local = options.local === true;
  const needs = options.needs;
  const builder = new LogDigestBuilder(needs ? { whole: needs.whole } : {});
  const memoryFiles = new Map<string, string>();
  const sharedIdFiles = new Map<string, string[]>();
  const recentActivityFiles = new NewestFiles(RECENT_ACTIVITY_KEPT);
  let read = 0;
  const scan = scanLog(
    paths,
    (event, place) => {
      progress?.(++read);
      if (needs) {
        builder.add(event, place);
        return;
      }
      builder.add(event);
      if (EVENT_TYPES[event.type].category !== 'activity')
        noteMemoryFile(memoryFiles, sharedIdFiles, event.id, place.file);
      else recentActivityFiles.offer(event, place.file);
    },
    local,
  );
  // Activity too (the newest the digest keeps): where it came from decides whether the briefing shows it.
  for (const [id, file] of recentActivityFiles.files())
    noteMemoryFile(memoryFiles, sharedIdFiles, id, file);
  const extraAdded = addExtra(builder, extra);
  let digest: LogDigest;
  if (needs) {
    // Copies and collisions are told apart on whole events; then the stubs the projections show are read whole.
    const twice = builder.twiceStubbed();
    const copies = readPlaces(paths, builder.placesOf(twice), twice);
    if (copies === undefined) return readWholeLog(paths, { ...options, needs: undefined });
    builder.complete(copies);
    digest = builder.finish();
    const shown = needs.stubsShown(digest);
    const whole = readPlaces(paths, builder.placesOf(shown), shown);
    if (whole === undefined) return readWholeLog(paths, { ...options, needs: undefined });
    digest = completeDigest(digest, new Map(whole.map((event) => [event.id, event])));
  } else {
    digest = builder.finish();
  }
  return {
    digest,
    warnings: scan.warnings,
    files: scan.files,
    memoryFiles,
    sharedIdFiles,
    extraAdded,
  };
}

/** Reads the log into a digest: only what the projections need is kept in memory. */
export function readLogDigest(paths: ProjectPaths, options: ReadOptions = {}): LogRead {
  const mode = cacheMode(options);
  if (mode === 'off' && options.limit)
    throw new Error('a limited read goes through the digest cache');
  if (mode === 'off') return readWholeLog(paths, options);
  const cache = mode === 'use' ? DigestCacheFile.open(digestCacheFile(paths)) : undefined;
  try {
    return readThroughCache(paths, options, cache);
  } catch (error) {
    if (!(error instanceof DamagedCache)) throw error;
    // Some of it was merged already: start again from the files alone, and write a sound cache.
    return readThroughCache(paths, options, undefined);
  } finally {
    cache?.close();
  }
}

/** What a read does with a file it lists: take its cached digest, parse what was appended, or read it whole. */
interface Visit {
  absolute: string;
  path: string;
  cached: IndexedFile | undefined;
  mtimeMs: number;
  unchanged: boolean;
  /** Its size when looked at. */
  size: number;
  /** Not in the cache, or absent at the last read. */
  appeared: boolean;
}

/** A file for the next cache: its digest copied from the old one, or as read now (unless not written). */
type Kept =
  | { marks: FileMarks; stored: IndexedFile }
  | { marks: FileMarks; state: DigestBuilderState | undefined };

function readThroughCache(
  paths: ProjectPaths,
  options: ReadOptions,
  cache: DigestCacheFile | undefined,
): LogRead {
  const local = options.local === true;
  const byPath = new Map((cache?.files ?? []).map((file) => [file.path, file]));
  // First only stat the files (and look at a tail where one grew): that decides whether the cache is rewritten.
  const visits: Visit[] = [];
  // The cache covers the local files too, whoever reads: it stays one cache for both scopes.
  const listed = new Map(
    listEventFiles(paths, { local: true }).map((absolute) => [
      repoPathOf(paths, absolute),
      absolute,
    ]),
  );
  const limited =
    options.limit === undefined ? undefined : limitFiles(listed, options.limit, local);
  for (const [path, absolute] of limited?.within ?? listed) {
    let cached = byPath.get(path);
    let seen: AppendCheck;
    try {
      seen = checkAppendOnlyFile(absolute, cached ? markOf(cached) : NOTHING_READ, tailFingerprint);
    } catch {
      continue; // Gone between listing and looking.
    }
    byPath.delete(path);
    const unchanged = cached !== undefined && seen.change === 'unchanged';
    const appeared = cached === undefined || cached.absent === true;
    // Rewritten, not appended to: read it again from the start.
    if (seen.change === 'rewritten' || seen.change === 'replaced') cached = undefined;
    visits.push({
      absolute,
      path,
      cached,
      mtimeMs: seen.mtimeMs,
      unchanged,
      size: seen.size,
      appeared,
    });
  }
  // Files a limited read left out are not absent: their cached digests are kept for a read of everything.
  const leftOutCached: IndexedFile[] = [];
  if (limited) {
    for (const path of listed.keys()) {
      const cached = byPath.get(path);
      if (cached === undefined || limited.within.has(path)) continue;
      byPath.delete(path);
      if (!cached.absent) leftOutCached.push(cached);
    }
  }
  let parsedBytes = 0;
  let presentChanged = false;
  for (const visit of visits) {
    if (visit.appeared) presentChanged = true;
    if (!visit.unchanged) parsedBytes += visit.size - (visit.cached?.consumed ?? 0);
  }
  // What is left in byPath is absent from the work tree now.
  for (const file of byPath.values()) if (!file.absent) presentChanged = true;
  const write =
    cacheMode(options) === 'refresh' ||
    cache === undefined ||
    presentChanged ||
    parsedBytes >= (options.saveAfterBytes ?? SAVE_AFTER_BYTES);

  const builder = new LogDigestBuilder();
  const memoryFiles = new Map<string, string>();
  const sharedIdFiles = new Map<string, string[]>();
  const warnings: LogWarning[] = [];
  const files: EventFileInfo[] = [];
  const kept: Kept[] = [];
  let heldActivity = 0;
  // The newest event of all: a cached file's is parsed only if it is that one.
  const newest = new NewestOfFiles();
  for (const visit of visits) {
    const inScope = local || !isLocalEventFile(visit.path);
    let marks: FileMarks;
    let state: DigestBuilderState | undefined;
    if (visit.unchanged) {
      marks = stripSpan(visit.cached!);
      kept.push({ marks, stored: visit.cached! });
      // A file out of scope is only carried over: its digest is not even parsed.
      if (inScope) {
        state = cache!.state(visit.cached!);
        if (visit.cached!.newest) newest.offer(visit.cached!.newest.key, { file: visit.cached! });
      }
    } else {
      const previous = visit.cached
        ? { ...stripSpan(visit.cached), state: cache!.state(visit.cached, true) }
        : undefined;
      const entry = readFrom(visit.absolute, visit.path, visit.mtimeMs, previous);
      const { state: read, ...rest } = entry;
      marks = rest;
      state = read;
      kept.push({ marks, state: write ? read : undefined });
      if (write) heldActivity += read.activity.length;
    }
    if (!inScope || state === undefined) continue;
    if (state.newest) {
      newest.offer(sortKey(state.newest), { event: state.newest });
      state = { ...state, newest: null };
    }
    builder.absorb(state);
    for (const event of state.memory)
      noteMemoryFile(memoryFiles, sharedIdFiles, event.id, visit.path);
    for (const [, event] of state.activity)
      noteMemoryFile(memoryFiles, sharedIdFiles, event.id, visit.path);
    warnings.push(...marks.warnings, ...marks.pending);
    files.push({ path: visit.path, bytes: marks.size, events: marks.events });
    if (heldActivity >= HELD_ACTIVITY_PRUNED_AT)
      heldActivity = pruneHeld(kept, builder.activityFloor());
  }
  for (const file of leftOutCached) kept.push({ marks: stripSpan(file), stored: file });
  const last = newest.event(cache);
  if (last) builder.offerNewest(last);
  const extraAdded = addExtra(builder, options.extra);
  if (write) {
    const absent = [...byPath.values()].slice(-ABSENT_FILES_KEPT);
    writeCache(digestCacheFile(paths), cache, kept, absent, builder.activityFloor());
  }
  return {
    digest: builder.finish(),
    memoryFiles,
    sharedIdFiles,
    warnings,
    files,
    extraAdded,
    ...(limited?.leftOut ? { unreadFiles: limited.leftOut } : {}),
  };
}

/**
 * The files a read with a limit takes (read-limit.ts), by path, and how many committed files
 * it leaves out. A reader without the local scope takes no local file.
 */
function limitFiles(
  listed: ReadonlyMap<string, string>,
  limit: { bytes: number; now: Date },
  local: boolean,
): { within: Map<string, string>; leftOut: number } {
  const paths = [...listed.keys()].filter((path) => local || !isLocalEventFile(path));
  const { within, leftOut } = filesWithinLimit(paths, limit.bytes, limit.now, (path) => {
    try {
      const stats = statSync(listed.get(path)!);
      return { bytes: stats.size, mtimeMs: stats.mtimeMs };
    } catch {
      return undefined;
    }
  });
  // In the order of the listing: the digest merges files in that order.
  const chosen = new Set(within);
  return { within: new Map([...listed].filter(([path]) => chosen.has(path))), leftOut };
}

/** The newest of the files' newest events, each offered by its key: an event, or a cached file that has it. */
class NewestOfFiles {
  private key = '';
  private holder: { event: AnyEvent } | { file: IndexedFile } | undefined;

  offer(key: string, holder: { event: AnyEvent } | { file: IndexedFile }): void {
    // As LogDigestBuilder: the first of equal keys stays.
    if (key > this.key) {
      this.key = key;
      this.holder = holder;
    }
  }

  event(cache: DigestCacheFile | undefined): AnyEvent | undefined {
    const holder = this.holder;
    if (holder === undefined) return undefined;
    return 'event' in holder ? holder.event : cache!.newestEvent(holder.file);
  }
}

function cacheMode(options: ReadOptions): NonNullable<ReadOptions['cache']> {
  return options.cache ?? 'use';
}

function stripSpan(file: IndexedFile): FileMarks {
  const { span: _span, absent: _absent, newest: _newest, ...marks } = file;
  return marks;
}

/** Prunes the activity of the digests held for the next cache; returns how much they still hold. */
function pruneHeld(kept: Kept[], floor: string | undefined): number {
  let held = 0;
  for (const entry of kept) {
    if (!('state' in entry) || entry.state === undefined) continue;
    entry.state = pruneActivity(entry.state, floor);
    held += entry.state.activity.length;
  }
  return held;
}

/**
 * Writes the next cache: digests of files that did not change copied from the old cache by
 * byte range, the others serialised (their activity pruned), then the absent files' copied.
 */
function writeCache(
  path: string,
  old: DigestCacheFile | undefined,
  kept: readonly Kept[],
  absent: readonly IndexedFile[],
  floor: string | undefined,
): void {
  let writer: DigestCacheWriter | undefined;
  try {
    writer = new DigestCacheWriter(path);
    for (const entry of kept) {
      if ('stored' in entry)
        writer.add(
          entry.marks,
          old!.bytes(entry.stored),
          entry.stored.span.crc,
          entry.stored.newest,
        );
      else if (entry.state) {
        const { line, newest } = encodeState(pruneActivity(entry.state, floor));
        writer.add(entry.marks, line, undefined, newest);
      }
    }
    for (const file of absent)
      writer.add(
        { ...stripSpan(file), absent: true },
        old!.bytes(file),
        file.span.crc,
        file.newest,
      );
    writer.finish(() => old?.close());
  } catch {
    // A cache that cannot be written only costs the next reader a full read.
    writer?.abort();
  }
}
