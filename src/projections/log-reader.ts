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
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { NOTHING_READ, type AppendMark } from '../events/append-only.js';
import { checkAppendOnlyFile, readBytesAt, type AppendCheck } from '../events/append-only-file.js';
import type { AnyEvent } from '../events/envelope.js';
import { scanEventBytes, type LogWarning } from '../events/lines.js';
import type { ProjectPaths } from '../events/paths.js';
import { isLocalEventFile, listEventFiles, scanEventLog, type EventFileInfo } from '../events/store.js';
import { EVENT_TYPES } from '../events/types.js';
import { sortKey } from '../events/order.js';
import { LogDigestBuilder, RECENT_ACTIVITY_KEPT, type DigestBuilderState, type LogDigest } from './digest.js';
import { writeFileAtomic } from '../files.js';

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
}

/** Bump when the cache's shape or the digest's meaning changes: older caches are then ignored. */
const CACHE_VERSION = 4;
/**
 * How many bytes before the read point are compared to tell an append from a rewrite: a
 * digest read must not hash megabytes, and the store only ever appends.
 */
const TAIL_BYTES = 64;

interface CachedFile {
  path: string;
  /** Set on a file that was not in the work tree at the last read (kept for when it returns). */
  absent?: true;
  /** The digest of the events read from this file. */
  state: DigestBuilderState;
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

interface DigestCache {
  version: number;
  files: CachedFile[];
}

/**
 * The cache file: its version, then on the first line the SHA-256 of the rest, so a cache
 * damaged by a crash, a disk or a hand is noticed and rebuilt rather than trusted (the
 * digest it holds becomes the briefing).
 */
function encodeCache(cache: DigestCache): string {
  const body = JSON.stringify(cache);
  return `cortex-digest-cache ${CACHE_VERSION} sha256:${createHash('sha256').update(body).digest('hex')}\n${body}`;
}

/** The cache a file holds, or undefined when it is missing, of another version or does not match its checksum. */
function decodeCache(text: string): DigestCache | undefined {
  const newline = text.indexOf('\n');
  const header = /^cortex-digest-cache (\d+) sha256:([0-9a-f]{64})$/.exec(newline < 0 ? '' : text.slice(0, newline));
  if (!header || Number(header[1]) !== CACHE_VERSION) return undefined;
  const body = text.slice(newline + 1);
  if (createHash('sha256').update(body).digest('hex') !== header[2]) return undefined;
  const cache = JSON.parse(body) as DigestCache;
  return cache?.version === CACHE_VERSION && Array.isArray(cache.files) ? cache : undefined;
}

export function digestCacheFile(paths: ProjectPaths): string {
  return join(paths.localDir, 'digest-cache.json');
}

function loadCache(paths: ProjectPaths): DigestCache | undefined {
  try {
    return decodeCache(readFileSync(digestCacheFile(paths), 'utf8'));
  } catch {
    return undefined;
  }
}

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
function markOf(cached: CachedFile): AppendMark {
  return { offset: cached.consumed, fingerprint: cached.tail, size: cached.size, mtimeMs: cached.mtimeMs };
}

function countNewlines(bytes: Buffer, end: number): number {
  let count = 0;
  for (let index = bytes.indexOf(0x0a); index >= 0 && index < end; index = bytes.indexOf(0x0a, index + 1)) count++;
  return count;
}

/** Parses the bytes of a file from `cached.consumed` (or from the start), adding them to its digest. */
function readFrom(absolute: string, path: string, mtimeMs: number, cached?: CachedFile): CachedFile {
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
  if (end >= TAIL_BYTES || (end > 0 && start === 0)) tail = bytes.subarray(Math.max(0, end - TAIL_BYTES), end).toString('hex');
  else if (end > 0) tail = readBytes(absolute, Math.max(0, consumed - TAIL_BYTES), Math.min(TAIL_BYTES, consumed)).toString('hex');
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
    warnings: [...(cached?.warnings ?? []), ...warnings.filter((warning) => warning.line <= before + newLines)],
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
 * found; in the cache only what is at least as new as the oldest of the newest kept over
 * every file (local ones included) is stored. More events only ever raise that line, so
 * nothing dropped could be needed again, unless files leave the work tree: then the recent
 * activity shown may be shorter until they return. (Committed projections do not use
 * activity at all.)
 */
function pruneActivity(files: CachedFile[]): CachedFile[] {
  const keys = files.flatMap((file) => file.state.activity.map(([key]) => key)).sort();
  if (keys.length <= RECENT_ACTIVITY_KEPT) return files;
  const oldest = keys[keys.length - RECENT_ACTIVITY_KEPT]!;
  return files.map((file) => ({ ...file, state: { ...file.state, activity: file.state.activity.filter(([key]) => key >= oldest) } }));
}

/** Digests of files no longer in the work tree kept for when they come back (a branch switched back to). */
const ABSENT_FILES_KEPT = 2000;

/** Notes the file a memory event was read from: the first in memoryFiles, every one where there are several. */
function noteMemoryFile(memoryFiles: Map<string, string>, shared: Map<string, string[]>, id: string, file: string): void {
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

/** Reads every file into one digest, caching nothing: the lean way through a large log. */
function readWholeLog(paths: ProjectPaths, extra: readonly AnyEvent[] | undefined, local: boolean, progress: ReadOptions['progress']): LogRead {
  const builder = new LogDigestBuilder();
  const memoryFiles = new Map<string, string>();
  const sharedIdFiles = new Map<string, string[]>();
  const recentActivityFiles = new NewestFiles(RECENT_ACTIVITY_KEPT);
  let read = 0;
  const scan = scanEventLog(
    paths,
    ({ event, file }) => {
      progress?.(++read);
      builder.add(event);
      if (EVENT_TYPES[event.type].category !== 'activity') noteMemoryFile(memoryFiles, sharedIdFiles, event.id, file);
      else recentActivityFiles.offer(event, file);
    },
    { local },
  );
  // Activity too (the newest the digest keeps): where it came from decides whether the briefing shows it.
  for (const [id, file] of recentActivityFiles.files()) noteMemoryFile(memoryFiles, sharedIdFiles, id, file);
  const extraAdded = addExtra(builder, extra);
  return { digest: builder.finish(), warnings: scan.warnings, files: scan.files, memoryFiles, sharedIdFiles, extraAdded };
}

/** Reads the log into a digest: only what the projections need is kept in memory. */
export function readLogDigest(paths: ProjectPaths, options: ReadOptions = {}): LogRead {
  const mode = options.cache ?? 'use';
  const local = options.local === true;
  if (mode === 'off') return readWholeLog(paths, options.extra, local, options.progress);
  const cache = mode === 'use' ? loadCache(paths) : undefined;
  const byPath = new Map((cache?.files ?? []).map((file) => [file.path, file]));
  const read: CachedFile[] = [];
  let parsedBytes = 0;
  let presentChanged = false;
  // The cache covers the local files too, whoever reads: it stays one cache for both scopes.
  for (const absolute of listEventFiles(paths, { local: true })) {
    const path = relative(paths.root, absolute).split(sep).join('/');
    let cached = byPath.get(path);
    let seen: AppendCheck;
    try {
      seen = checkAppendOnlyFile(absolute, cached ? markOf(cached) : NOTHING_READ, tailFingerprint);
    } catch {
      continue; // Gone between listing and looking.
    }
    byPath.delete(path);
    if (cached === undefined || cached.absent) {
      presentChanged = true;
      if (cached) {
        const { absent: _wasAbsent, ...back } = cached;
        cached = back;
      }
    }
    if (cached && seen.change === 'unchanged') {
      read.push(cached);
      continue;
    }
    // Rewritten, not appended to: read it again from the start.
    if (seen.change === 'rewritten' || seen.change === 'replaced') cached = undefined;
    const entry = readFrom(absolute, path, seen.mtimeMs, cached);
    parsedBytes += entry.size - (cached?.consumed ?? 0);
    read.push(entry);
  }
  // What is left in byPath is absent from the work tree now.
  for (const file of byPath.values()) if (!file.absent) presentChanged = true;
  const inScope = local ? read : read.filter((file) => !isLocalEventFile(file.path));
  const builder = LogDigestBuilder.merge(inScope.map((file) => file.state));
  const extraAdded = addExtra(builder, options.extra);
  const digest = builder.finish();
  const stale = cache === undefined || presentChanged || parsedBytes >= (options.saveAfterBytes ?? SAVE_AFTER_BYTES);
  if (mode === 'refresh' || stale) {
    const absent = [...byPath.values()].slice(-ABSENT_FILES_KEPT).map((file) => ({ ...file, absent: true as const }));
    const kept = pruneActivity([...read, ...absent]);
    try {
      writeFileAtomic(digestCacheFile(paths), encodeCache({ version: CACHE_VERSION, files: kept }), { makeFolder: true });
    } catch {
      // A cache that cannot be written only costs the next reader a full read.
    }
  }
  const memoryFiles = new Map<string, string>();
  const sharedIdFiles = new Map<string, string[]>();
  for (const file of inScope) {
    for (const event of file.state.memory) noteMemoryFile(memoryFiles, sharedIdFiles, event.id, file.path);
    for (const [, event] of file.state.activity) noteMemoryFile(memoryFiles, sharedIdFiles, event.id, file.path);
  }
  return {
    digest,
    memoryFiles,
    sharedIdFiles,
    warnings: inScope.flatMap((file) => [...file.warnings, ...file.pending]),
    files: inScope.map((file) => ({ path: file.path, bytes: file.size, events: file.events })),
    extraAdded,
  };
}
