import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  isAlive
} from "./chunk-6M7KS7R3.mjs";

// src/events/temporary-files.ts
import { readdirSync, statSync, unlinkSync } from "node:fs";
import { join, relative, sep } from "node:path";
var TEMPORARY = /\.(\d+)\.tmp$/;
var STALE_AFTER_MS = 60 * 60 * 1e3;
function findStaleTemporaryFiles(paths, now) {
  const found = [];
  let names;
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
      found.push({ file: relative(paths.root, absolute).split(sep).join("/"), bytes: stat.size });
    } catch {
    }
  }
  return found.sort((a, b) => a.file < b.file ? -1 : 1);
}
function removeStaleTemporaryFiles(paths, now) {
  const removed = [];
  for (const temporary of findStaleTemporaryFiles(paths, now)) {
    try {
      unlinkSync(join(paths.root, temporary.file));
      removed.push(temporary);
    } catch {
    }
  }
  return removed;
}

export {
  findStaleTemporaryFiles,
  removeStaleTemporaryFiles
};
