/**
 * Writing the committed projections (shell): reads the log, renders every projection, and
 * writes the files whose bytes changed. `cortex project` calls this, and so do the capture
 * hooks (stop, pre-compact, session-end) once they have appended events.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { ProjectPaths } from '../events/paths.js';
import { listEventFiles, scanEventLog, type EventFileInfo } from '../events/store.js';
import type { LogWarning } from '../events/lines.js';
import type { Project } from '../project.js';
import { PROJECTION_FILES, renderProjections, type ProjectionFile, type RenderedProjections } from './committed.js';
import { digestFromJson, digestToJson, LogDigestBuilder, type DigestJson, type LogDigest } from './digest.js';

export interface LogRead {
  digest: LogDigest;
  warnings: LogWarning[];
  files: EventFileInfo[];
}

/** Bump when the digest's shape or meaning changes: older caches are then ignored. */
const DIGEST_CACHE_VERSION = 1;

interface DigestCache {
  version: number;
  /** Each event file's path, size and modification time when it was read. */
  fingerprint: [string, number, number][];
  warnings: LogWarning[];
  digest: DigestJson;
}

export function digestCacheFile(paths: ProjectPaths): string {
  return join(paths.localDir, 'digest-cache.json');
}

/** What the event files look like now: path, size, mtime. Any change to a file changes it. */
function fingerprintLog(paths: ProjectPaths): [string, number, number][] {
  const fingerprint: [string, number, number][] = [];
  for (const file of listEventFiles(paths)) {
    try {
      const stat = statSync(file);
      fingerprint.push([relative(paths.root, file).split(sep).join('/'), stat.size, stat.mtimeMs]);
    } catch {
      // Gone between listing and looking: the scan will not see it either.
    }
  }
  return fingerprint;
}

function sameFingerprint(a: readonly [string, number, number][], b: readonly [string, number, number][]): boolean {
  return a.length === b.length && a.every((entry, i) => entry[0] === b[i]![0] && entry[1] === b[i]![1] && entry[2] === b[i]![2]);
}

function readDigestCache(paths: ProjectPaths, fingerprint: [string, number, number][]): LogRead | undefined {
  let cache: DigestCache;
  try {
    cache = JSON.parse(readFileSync(digestCacheFile(paths), 'utf8')) as DigestCache;
  } catch {
    return undefined;
  }
  if (cache?.version !== DIGEST_CACHE_VERSION || !Array.isArray(cache.fingerprint) || !sameFingerprint(cache.fingerprint, fingerprint)) return undefined;
  const files = cache.fingerprint.map(([path, bytes]) => ({ path, bytes, events: -1 }));
  return { digest: digestFromJson(cache.digest), warnings: cache.warnings, files };
}

function writeDigestCache(paths: ProjectPaths, fingerprint: [string, number, number][], log: LogRead): void {
  try {
    const cache: DigestCache = { version: DIGEST_CACHE_VERSION, fingerprint, warnings: log.warnings, digest: digestToJson(log.digest) };
    writeAtomic(digestCacheFile(paths), JSON.stringify(cache));
  } catch {
    // A cache that cannot be written only costs the next reader a full read.
  }
}

/**
 * Streams the log into a digest: only what the projections need is kept in memory. The
 * digest is cached under `.cortex/local/`, keyed by every event file's size and mtime, so
 * a session start after an unchanged log (the session-end hook has just read it) does not
 * parse every line again. `cache: 'refresh'` reads the files regardless and updates the
 * cache (what `cortex project` does: the committed files must not rest on a cache);
 * `cache: 'off'` neither reads nor writes it.
 */
export function readLogDigest(paths: ProjectPaths, options: { cache?: 'use' | 'refresh' | 'off' } = {}): LogRead {
  const mode = options.cache ?? 'use';
  // Fingerprint before reading: a file that grows meanwhile is simply read again next time.
  const fingerprint = mode === 'off' ? [] : fingerprintLog(paths);
  if (mode === 'use') {
    const cached = readDigestCache(paths, fingerprint);
    if (cached) return cached;
  }
  const builder = new LogDigestBuilder();
  const scan = scanEventLog(paths, ({ event }) => builder.add(event));
  const log = { digest: builder.finish(), warnings: scan.warnings, files: scan.files };
  if (mode !== 'off') writeDigestCache(paths, fingerprint, log);
  return log;
}

function writeAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** A file on disk matches its projection when only line endings differ (git may convert them). */
function isCurrent(onDisk: string | undefined, rendered: string): boolean {
  return onDisk !== undefined && (onDisk === rendered || onDisk.replace(/\r\n/g, '\n') === rendered);
}

export interface ProjectionRun {
  changed: ProjectionFile[];
  unchanged: ProjectionFile[];
  rendered: RenderedProjections;
  /** Lines of the log that could not be read (they are left out of the projections). */
  warnings: LogWarning[];
}

/**
 * Writes the committed projections whose content changed, each atomically, and says which.
 * Pass `log` when the caller has already read it.
 */
export function regenerateProjections(project: Project, log: LogRead = readLogDigest(project.paths, { cache: 'refresh' })): ProjectionRun {
  const rendered = renderProjections(log.digest);
  const changed: ProjectionFile[] = [];
  const unchanged: ProjectionFile[] = [];
  for (const file of PROJECTION_FILES) {
    const path = join(project.paths.root, file);
    const text = rendered.files[file];
    if (isCurrent(readText(path), text)) {
      unchanged.push(file);
      continue;
    }
    writeAtomic(path, text);
    changed.push(file);
  }
  return { changed, unchanged, rendered, warnings: log.warnings };
}

/** The committed projections that are missing or differ from what the log gives. Writes nothing. */
export function findStaleProjections(project: Project, log: LogRead = readLogDigest(project.paths, { cache: 'refresh' })): { stale: ProjectionFile[]; warnings: LogWarning[] } {
  const rendered = renderProjections(log.digest);
  const stale = PROJECTION_FILES.filter((file) => !isCurrent(readText(join(project.paths.root, file)), rendered.files[file]));
  return { stale, warnings: log.warnings };
}
