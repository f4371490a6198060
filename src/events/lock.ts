/**
 * A lock file for appends. The holder's pid and host are written to a temporary file
 * first, which is then hard-linked into place (link fails if the lock exists), so a lock
 * never exists without its holder: a crash at any point leaves either no lock or one
 * naming a pid that can be checked. A lock left by a crashed process is taken over at
 * once on the same host; one that is empty or unreadable (left by an older cortex, or a
 * file system that lost its content) after a second; one whose holder cannot be checked
 * (another host) after `staleMs`. Synchronous on purpose: hooks and commands hold it for
 * the few milliseconds an append takes.
 */
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { LockTimeoutError } from '../errors.js';

export interface LockOptions {
  /** How long to wait for another holder before giving up. */
  timeoutMs?: number;
  /** A lock older than this whose holder cannot be confirmed alive is taken over. */
  staleMs?: number;
}

/** A lock file with no readable holder is stale after this long (its writer had a second to write it). */
export const UNREADABLE_STALE_MS = 1000;

let timeoutCapMs = Infinity;

/**
 * Caps how long any lock waits in this process: the hook runner sets about a second,
 * because Claude Code kills slow hooks, and the next hook picks up what one could not do
 * (the capture cursor only moves once its events are appended).
 */
export function capLockWaits(ms: number): void {
  timeoutCapMs = ms;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

function sleep(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

/** This machine's name, to tell a lock left here from one held elsewhere (node:os is loaded only when needed). */
function hostname(): string {
  return process.getBuiltinModule('node:os').hostname();
}

/** Whether a process of this machine with that pid is running (one we may not signal still counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The temporary file a lock is prepared in before it is linked into place. */
export function lockTemporaryPath(path: string): string {
  return `${path}.${process.pid}.tmp`;
}

/** Writes `token` to a temporary file and links it to `path`; false when the lock is held. */
function tryCreate(path: string, token: string): boolean {
  const temporary = lockTemporaryPath(path);
  let fd: number;
  try {
    fd = openSync(temporary, 'w');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(temporary, 'w');
  }
  try {
    try {
      writeSync(fd, token);
    } finally {
      closeSync(fd);
    }
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    try {
      unlinkSync(temporary);
    } catch {
      // Left by a crash between link and unlink: the next holder's attempt overwrites it.
    }
  }
}

/** The lock file's content and age, or undefined when there is none. */
function readLock(path: string): { content: string; ageMs: number } | undefined {
  try {
    return { content: readFileSync(path, 'utf8'), ageMs: Date.now() - statSync(path).mtimeMs };
  } catch {
    return undefined;
  }
}

/** Whether a lock is stale: its holder is gone, or it is older than `staleMs` (a second when it names no holder). */
function isStale(content: string, ageMs: number, staleMs: number): boolean {
  let holder: { pid?: number; host?: string } = {};
  try {
    holder = JSON.parse(content) as typeof holder;
  } catch {
    // Empty or garbled: no holder to ask, only its age can tell.
  }
  const known = typeof holder.pid === 'number' && typeof holder.host === 'string';
  const deadHere = known && holder.host === hostname() && !isAlive(holder.pid!);
  return deadHere || ageMs >= (known ? staleMs : UNREADABLE_STALE_MS);
}

/** Removes the lock at `path` if it is stale: its holder is gone, or it is older than `staleMs`. */
function clearIfStale(path: string, staleMs: number): void {
  const lock = readLock(path);
  if (!lock || !isStale(lock.content, lock.ageMs, staleMs)) return;
  try {
    if (readFileSync(path, 'utf8') === lock.content) unlinkSync(path);
  } catch {
    // Someone else cleared it first.
  }
}

/**
 * Whether someone holds the lock at `path` now: it exists and is not stale by the rule
 * withFileLock takes it over by (for `cortex doctor`, telling work in progress from work that died).
 */
export function isLockHeld(path: string, staleMs = 30_000): boolean {
  const lock = readLock(path);
  return lock !== undefined && !isStale(lock.content, lock.ageMs, staleMs);
}

/** Runs `fn` while holding the lock file at `path`. */
export function withFileLock<T>(path: string, fn: () => T, options: LockOptions = {}): T {
  const timeoutMs = Math.min(options.timeoutMs ?? 5000, timeoutCapMs);
  const staleMs = options.staleMs ?? 30_000;
  const token = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    nonce: Math.random(),
  });
  const started = Date.now();
  let wait = 2;
  while (!tryCreate(path, token)) {
    clearIfStale(path, staleMs);
    if (Date.now() - started > timeoutMs) throw new LockTimeoutError(path, timeoutMs);
    sleep(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 50);
  }
  try {
    return fn();
  } finally {
    try {
      if (readFileSync(path, 'utf8') === token) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}
