/**
 * A lock file for appends. Created with O_EXCL, so exactly one process holds it; it
 * records the holder's pid and host so that a lock left by a crashed process is taken
 * over instead of blocking every later write. Synchronous on purpose: hooks and commands
 * hold it for the few milliseconds an append takes.
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { LockTimeoutError } from '../errors.js';

export interface LockOptions {
  /** How long to wait for another holder before giving up. */
  timeoutMs?: number;
  /** A lock older than this whose holder cannot be confirmed alive is taken over. */
  staleMs?: number;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

function sleep(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

/** This machine's name, to tell a lock left here from one held elsewhere (node:os is loaded only when needed). */
function hostname(): string {
  return process.getBuiltinModule('node:os').hostname();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string, token: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'ENOENT') {
      mkdirSync(dirname(path), { recursive: true });
      return tryCreate(path, token);
    }
    throw error;
  }
  try {
    writeSync(fd, token);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes the lock at `path` if it is stale: its holder is gone, or it is older than `staleMs`. */
function clearIfStale(path: string, staleMs: number): void {
  let content: string;
  let ageMs: number;
  try {
    content = readFileSync(path, 'utf8');
    ageMs = Date.now() - statSync(path).mtimeMs;
  } catch {
    return;
  }
  let holder: { pid?: number; host?: string } = {};
  try {
    holder = JSON.parse(content) as typeof holder;
  } catch {
    // A lock whose holder could not finish writing it: only its age can tell.
  }
  const deadHere = holder.host === hostname() && typeof holder.pid === 'number' && !isAlive(holder.pid);
  if (!deadHere && ageMs < staleMs) return;
  try {
    if (readFileSync(path, 'utf8') === content) unlinkSync(path);
  } catch {
    // Someone else cleared it first.
  }
}

/** Runs `fn` while holding the lock file at `path`. */
export function withFileLock<T>(path: string, fn: () => T, options: LockOptions = {}): T {
  const timeoutMs = options.timeoutMs ?? 5000;
  const staleMs = options.staleMs ?? 30_000;
  const token = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString(), nonce: Math.random() });
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
