/**
 * Reading the log for the projections and the briefing (shell), with an incremental cache.
 *
 * Event files only ever grow: a writer appends to its own file, and a committed file is
 * never modified. So `.cortex/local/digest-cache.json` keeps the digest builder's state
 * and, for each file, how many bytes of it were read; the next read parses only what was
 * appended since, and new files. Anything else (a file gone, shorter, or whose bytes
 * before the read point changed, as a merge driver's rewrite would) starts over from the
 * files. The cache is a local hint: `cortex project` never trusts it.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parseEventText, type LogWarning } from '../events/lines.js';
import type { ProjectPaths } from '../events/paths.js';
import { listEventFiles, type EventFileInfo } from '../events/store.js';
import { LogDigestBuilder, type DigestBuilderState, type LogDigest } from './digest.js';

export interface LogRead {
  digest: LogDigest;
  /** Lines that could not be read, with file and line. */
  warnings: LogWarning[];
  files: EventFileInfo[];
}

/** Bump when the cache's shape or the digest's meaning changes: older caches are then ignored. */
const CACHE_VERSION = 2;
/** How many bytes before the read point are compared to tell an append from a rewrite. */
const TAIL_BYTES = 64;

interface CachedFile {
  path: string;
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
  state: DigestBuilderState;
}

export function digestCacheFile(paths: ProjectPaths): string {
  return join(paths.localDir, 'digest-cache.json');
}

function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function loadCache(paths: ProjectPaths): DigestCache | undefined {
  try {
    const cache = JSON.parse(readFileSync(digestCacheFile(paths), 'utf8')) as DigestCache;
    return cache?.version === CACHE_VERSION && Array.isArray(cache.files) && cache.state ? cache : undefined;
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

function hasOnlyGrown(absolute: string, cached: CachedFile, size: number): boolean {
  if (size < cached.consumed) return false;
  const length = Math.min(TAIL_BYTES, cached.consumed);
  return readBytes(absolute, cached.consumed - length, length).toString('hex') === cached.tail;
}

function countNewlines(bytes: Buffer, end: number): number {
  let count = 0;
  for (let index = bytes.indexOf(0x0a); index >= 0 && index < end; index = bytes.indexOf(0x0a, index + 1)) count++;
  return count;
}

/** Parses the bytes of a file from `cached.consumed` (or from the start), adding events to the builder. */
function readFrom(absolute: string, path: string, builder: LogDigestBuilder, mtimeMs: number, cached?: CachedFile): CachedFile {
  const start = cached?.consumed ?? 0;
  const bytes = readBytes(absolute, start);
  // Only whole lines count as read: an unfinished last line is read again next time.
  const end = bytes.lastIndexOf(0x0a) + 1;
  const parsed = parseEventText(bytes.toString('utf8'), path);
  const before = cached?.lines ?? 0;
  const newLines = countNewlines(bytes, end);
  let events = cached?.events ?? 0;
  for (const entry of parsed.entries) {
    builder.add(entry.event);
    if (entry.line <= newLines) events++;
  }
  const warnings = parsed.warnings.map((warning) => ({ ...warning, line: warning.line + before }));
  const consumed = start + end;
  let tail = cached?.tail ?? '';
  if (end >= TAIL_BYTES || (end > 0 && start === 0)) tail = bytes.subarray(Math.max(0, end - TAIL_BYTES), end).toString('hex');
  else if (end > 0) tail = readBytes(absolute, Math.max(0, consumed - TAIL_BYTES), Math.min(TAIL_BYTES, consumed)).toString('hex');
  const size = start + bytes.length;
  return {
    path,
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

function statFiles(paths: ProjectPaths): { absolute: string; path: string; size: number; mtimeMs: number }[] {
  const files = [];
  for (const absolute of listEventFiles(paths)) {
    try {
      const stat = statSync(absolute);
      files.push({ absolute, path: relative(paths.root, absolute).split(sep).join('/'), size: stat.size, mtimeMs: stat.mtimeMs });
    } catch {
      // Gone between listing and looking.
    }
  }
  return files;
}

export interface ReadOptions {
  /**
   * `use` (the default): start from the cache where the files only grew. `refresh`: read
   * every file, then write the cache (what `cortex project` does: committed files must not
   * rest on a cache). `off`: read every file and leave the cache alone.
   */
  cache?: 'use' | 'refresh' | 'off';
  /**
   * Rewrite the cache only once this many bytes were parsed beyond it (default 64 KiB).
   * Re-reading a few appended lines costs less than rewriting a cache that holds every
   * memory of the log, so small appends are parsed again until they add up.
   */
  saveAfterBytes?: number;
}

const SAVE_AFTER_BYTES = 64 * 1024;

/** Reads the log into a digest: only what the projections need is kept in memory. */
export function readLogDigest(paths: ProjectPaths, options: ReadOptions = {}): LogRead {
  const mode = options.cache ?? 'use';
  const files = statFiles(paths);
  let cache = mode === 'use' ? loadCache(paths) : undefined;
  if (cache) {
    const present = new Set(files.map((file) => file.path));
    if (cache.files.some((file) => !present.has(file.path))) cache = undefined;
  }
  const byPath = new Map((cache?.files ?? []).map((file) => [file.path, file]));
  const builder = cache ? LogDigestBuilder.fromState(cache.state) : new LogDigestBuilder();
  let parsedBytes = 0;
  const read: CachedFile[] = [];
  for (const file of files) {
    const cached = byPath.get(file.path);
    if (cached && cached.size === file.size && cached.mtimeMs === file.mtimeMs) {
      read.push(cached);
      continue;
    }
    if (cached && !hasOnlyGrown(file.absolute, cached, file.size)) {
      // Rewritten, not appended to: what it contributed cannot be taken back, so start over.
      return readLogDigest(paths, { cache: mode === 'off' ? 'off' : 'refresh' });
    }
    const entry = readFrom(file.absolute, file.path, builder, file.mtimeMs, cached);
    parsedBytes += entry.size - (cached?.consumed ?? 0);
    read.push(entry);
  }
  const stale = cache === undefined || parsedBytes >= (options.saveAfterBytes ?? SAVE_AFTER_BYTES);
  if (mode !== 'off' && (mode === 'refresh' || stale)) {
    try {
      writeAtomic(digestCacheFile(paths), JSON.stringify({ version: CACHE_VERSION, files: read, state: builder.state() } satisfies DigestCache));
    } catch {
      // A cache that cannot be written only costs the next reader a full read.
    }
  }
  return {
    digest: builder.finish(),
    warnings: read.flatMap((file) => [...file.warnings, ...file.pending]),
    files: read.map((file) => ({ path: file.path, bytes: file.size, events: file.events })),
  };
}
