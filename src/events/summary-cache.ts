/**
 * The summaries of the event files (summary.ts) kept in `.cortex/local/status-cache.json`,
 * so that `cortex status` reads only the files that changed since it last ran: a file whose
 * size and modification time are as they were is as it was read (the rule the digest cache
 * and the search caches follow, events/append-only.ts); any other is summarised again.
 * The cache is a local hint, checked against its checksum; a damaged one is rebuilt.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { writeFileAtomic } from '../files.js';
import { type ProjectPaths, statusCacheFile } from './paths.js';
import { listEventFiles, repoPathOf } from './store.js';
import { summariseFile, type FileSummary } from './summary.js';

/** Bump when a summary's shape or meaning changes: older caches are then ignored. */
const CACHE_VERSION = 2;
const HEADER = 'cortex-status-cache';

interface CachedSummary extends FileSummary {
  size: number;
  mtimeMs: number;
}

/** A summary as the cache file holds it: the id hashes as the base64 of their doubles (numbers in JSON parse slowly). */
interface StoredSummary extends Omit<CachedSummary, 'idHashes'> {
  idHashes: string;
}

function toStored(summary: CachedSummary): StoredSummary {
  const hashes = Float64Array.from(summary.idHashes);
  return {
    ...summary,
    idHashes: Buffer.from(hashes.buffer, hashes.byteOffset, hashes.byteLength).toString('base64'),
  };
}

function fromStored(stored: StoredSummary): CachedSummary {
  const bytes = Buffer.from(stored.idHashes, 'base64');
  if (bytes.length % 8 !== 0) throw new Error('a partial id hash');
  const hashes = new Float64Array(bytes.length / 8);
  new Uint8Array(hashes.buffer).set(bytes);
  return { ...stored, idHashes: hashes };
}

export function summaryCacheFile(paths: ProjectPaths): string {
  return statusCacheFile(paths);
}

function loadCache(path: string): Map<string, CachedSummary> {
  try {
    const text = readFileSync(path, 'utf8');
    const newline = text.indexOf('\n');
    const header = new RegExp(`^${HEADER} (\\d+) sha256:([0-9a-f]{64})$`).exec(
      text.slice(0, Math.max(0, newline)),
    );
    if (!header || Number(header[1]) !== CACHE_VERSION) return new Map();
    const body = text.slice(newline + 1);
    if (createHash('sha256').update(body).digest('hex') !== header[2]) return new Map();
    const files = (JSON.parse(body) as StoredSummary[]).map(fromStored);
    return new Map(files.map((file) => [file.path, file]));
  } catch {
    return new Map(); // Missing or damaged: every file is read again.
  }
}

function saveCache(path: string, files: readonly CachedSummary[]): void {
  const body = JSON.stringify(files.map(toStored));
  try {
    writeFileAtomic(
      path,
      `${HEADER} ${CACHE_VERSION} sha256:${createHash('sha256').update(body).digest('hex')}\n${body}`,
      { makeFolder: true },
    );
  } catch {
    // A cache that cannot be written only costs the next status a full read.
  }
}

/**
 * The summary of every event file, in file order, from the cache where a file is as it
 * was; undefined when a file could not be read (a full read reports it where it is).
 */
export function readFileSummaries(paths: ProjectPaths): FileSummary[] | undefined {
  const cacheFile = summaryCacheFile(paths);
  const cached = loadCache(cacheFile);
  const summaries: CachedSummary[] = [];
  let changed = false;
  for (const absolute of listEventFiles(paths)) {
    const path = repoPathOf(paths, absolute);
    try {
      const stat = statSync(absolute);
      const known = cached.get(path);
      cached.delete(path);
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
        summaries.push(known);
        continue;
      }
      const bytes = readFileSync(absolute);
      // A file that grew between the stat and the read must not pass for unchanged next time.
      const mtimeMs = bytes.length === stat.size ? stat.mtimeMs : -1;
      summaries.push({ ...summariseFile(path, bytes), size: bytes.length, mtimeMs });
      changed = true;
    } catch {
      return undefined;
    }
  }
  if (changed || cached.size > 0) saveCache(cacheFile, summaries);
  return summaries;
}
