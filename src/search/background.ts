/**
 * Bringing the search caches up to date off a hook's path: a hook that finds them cold or
 * far behind (a fresh clone, a big pull, a rewritten log) starts `cortex search --prepare`
 * as a detached process and answers without them. A lock file under the cache folder keeps
 * it to one such process at a time; one older than STALE_LOCK_MS (a process that died) is
 * taken over. The refresh removes the lock when it is done.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectPaths } from '../events/paths.js';
import { findAsset } from '../setup/assets.js';
import { searchCacheDir } from '../events/paths.js';

/** A refresh lock older than this is left over from a process that died. */
const STALE_LOCK_MS = 10 * 60_000;

export function refreshLockPath(paths: ProjectPaths): string {
  return join(searchCacheDir(paths), 'refresh.lock');
}

/** Takes the refresh lock; false when another live refresh holds it. */
function takeLock(path: string, nowMs: number): boolean {
  try {
    if (nowMs - statSync(path).mtimeMs < STALE_LOCK_MS) return false;
    rmSync(path, { force: true });
  } catch {
    // No lock: take it.
  }
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch {
    return false; // Another hook took it a moment ago.
  }
}

/** Releases the refresh lock (the refresh process calls this when it is done). */
export function releaseRefreshLock(paths: ProjectPaths): void {
  rmSync(refreshLockPath(paths), { force: true });
}

/**
 * Starts a detached `cortex search --prepare` in the repository unless one is running.
 * Returns what was done, for the hook's log.
 */
export function startBackgroundRefresh(
  paths: ProjectPaths,
  nowMs: number,
): 'started' | 'already running' | 'no cortex binary' {
  const bin = findAsset('dist/bin.js');
  if (!bin) return 'no cortex binary';
  mkdirSync(searchCacheDir(paths), { recursive: true });
  const lock = refreshLockPath(paths);
  if (!takeLock(lock, nowMs)) return 'already running';
  try {
    const child = spawn(process.execPath, [bin, 'search', '--prepare'], {
      cwd: paths.root,
      detached: true,
      stdio: 'ignore',
      env: process.env,
    });
    child.on('error', () => rmSync(lock, { force: true }));
    child.unref();
  } catch (error) {
    rmSync(lock, { force: true });
    throw error;
  }
  return 'started';
}
