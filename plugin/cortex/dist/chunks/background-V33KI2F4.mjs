import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findAsset
} from "./chunk-NR55AXLW.mjs";
import {
  searchCacheDir
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/search/background.ts
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
var STALE_LOCK_MS = 10 * 6e4;
function refreshLockPath(paths) {
  return join(searchCacheDir(paths), "refresh.lock");
}
function takeLock(path, nowMs) {
  try {
    if (nowMs - statSync(path).mtimeMs < STALE_LOCK_MS) return false;
    rmSync(path, { force: true });
  } catch {
  }
  try {
    const fd = openSync(path, "wx");
    writeSync(fd, `${process.pid}
`);
    closeSync(fd);
    return true;
  } catch {
    return false;
  }
}
function releaseRefreshLock(paths) {
  rmSync(refreshLockPath(paths), { force: true });
}
function startBackgroundRefresh(paths, nowMs) {
  const bin = findAsset("dist/bin.js");
  if (!bin) return "no cortex binary";
  mkdirSync(searchCacheDir(paths), { recursive: true });
  const lock = refreshLockPath(paths);
  if (!takeLock(lock, nowMs)) return "already running";
  try {
    const child = spawn(process.execPath, [bin, "search", "--prepare"], {
      cwd: paths.root,
      detached: true,
      stdio: "ignore",
      env: process.env
    });
    child.on("error", () => rmSync(lock, { force: true }));
    child.unref();
  } catch (error) {
    rmSync(lock, { force: true });
    throw error;
  }
  return "started";
}
export {
  refreshLockPath,
  releaseRefreshLock,
  startBackgroundRefresh
};
