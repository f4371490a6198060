import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  LockTimeoutError
} from "./chunk-JCOCGVG4.mjs";

// src/events/lock.ts
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { dirname } from "node:path";
var UNREADABLE_STALE_MS = 1e3;
var timeoutCapMs = Infinity;
function capLockWaits(ms) {
  timeoutCapMs = ms;
}
var pause = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(pause, 0, 0, ms);
}
function hostname() {
  return process.getBuiltinModule("node:os").hostname();
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function lockTemporaryPath(path) {
  return `${path}.${process.pid}.tmp`;
}
function tryCreate(path, token) {
  const temporary = lockTemporaryPath(path);
  let fd;
  try {
    fd = openSync(temporary, "w");
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(temporary, "w");
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
    if (error.code === "EEXIST") return false;
    throw error;
  } finally {
    try {
      unlinkSync(temporary);
    } catch {
    }
  }
}
function readLock(path) {
  try {
    return { content: readFileSync(path, "utf8"), ageMs: Date.now() - statSync(path).mtimeMs };
  } catch {
    return void 0;
  }
}
function isStale(content, ageMs, staleMs) {
  let holder = {};
  try {
    holder = JSON.parse(content);
  } catch {
  }
  const known = typeof holder.pid === "number" && typeof holder.host === "string";
  const deadHere = known && holder.host === hostname() && !isAlive(holder.pid);
  return deadHere || ageMs >= (known ? staleMs : UNREADABLE_STALE_MS);
}
function clearIfStale(path, staleMs) {
  const lock = readLock(path);
  if (!lock || !isStale(lock.content, lock.ageMs, staleMs)) return;
  try {
    if (readFileSync(path, "utf8") === lock.content) unlinkSync(path);
  } catch {
  }
}
function isLockHeld(path, staleMs = 3e4) {
  const lock = readLock(path);
  return lock !== void 0 && !isStale(lock.content, lock.ageMs, staleMs);
}
function withFileLock(path, fn, options = {}) {
  const timeoutMs = Math.min(options.timeoutMs ?? 5e3, timeoutCapMs);
  const staleMs = options.staleMs ?? 3e4;
  const token = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    since: (/* @__PURE__ */ new Date()).toISOString(),
    nonce: Math.random()
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
      if (readFileSync(path, "utf8") === token) unlinkSync(path);
    } catch {
    }
  }
}

export {
  capLockWaits,
  isAlive,
  isLockHeld,
  withFileLock
};
