/**
 * Temporary files cortex leaves when it is killed mid-write: `<file>.<pid>.tmp` beside a
 * file being replaced (writeFileAtomic; `cortex redact` rewrites whole event files that
 * way, tens of MB for a large log) and `<lock>.<pid>.tmp` beside a lock being taken. One
 * whose process is gone, or that is older than an hour, is stale: the next `redact` removes
 * its own kind, and `cortex doctor` reports them all (`--fix` removes them).
 */
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isAlive } from './lock.js';
import type { ProjectPaths } from './paths.js';

const TEMPORARY = /\.(\d+)\.tmp$/;
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface TemporaryFile {
  /** Relative to the repository root, with `/`. */
  file: string;
  bytes: number;
}

/** Stale temporary files under `.cortex/` (its events, local state and projections). */
export function findStaleTemporaryFiles(paths: ProjectPaths, now: Date): TemporaryFile[] {
  const found: TemporaryFile[] = [];
  let names: string[];
  try {
    names = readdirSync(paths.cortexDir, { recursive: true }).map(String);
  } catch {
    return found;
  }
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (!match) continue;
    const absolute = join(paths.cortexDir, name);
    try {
      const stat = statSync(absolute);
      if (!stat.isFile()) continue;
      if (isAlive(Number(match[1])) && now.getTime() - stat.mtimeMs < STALE_AFTER_MS) continue;
      found.push({ file: relative(paths.root, absolute).split(sep).join('/'), bytes: stat.size });
    } catch {
      // Gone meanwhile.
    }
  }
  return found.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Removes stale temporary files; returns those removed. */
export function removeStaleTemporaryFiles(paths: ProjectPaths, now: Date): TemporaryFile[] {
  const removed: TemporaryFile[] = [];
  for (const temporary of findStaleTemporaryFiles(paths, now)) {
    try {
      unlinkSync(join(paths.root, temporary.file));
      removed.push(temporary);
    } catch {
      // Someone else removed it.
    }
  }
  return removed;
}
