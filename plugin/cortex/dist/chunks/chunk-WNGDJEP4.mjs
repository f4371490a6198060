import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/files.ts
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
function readTextIfExists(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}
function writeFileAtomic(path, data, options = {}) {
  if (options.makeFolder) mkdirSync(dirname(path), { recursive: true });
  if (options.temporaryIn) mkdirSync(options.temporaryIn, { recursive: true });
  const temporary = options.temporaryIn ? join(options.temporaryIn, `${basename(path)}.${process.pid}.tmp`) : `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}
function fileStamp(path) {
  try {
    const { size, mtimeMs, ino } = statSync(path);
    return { size, mtimeMs, ino };
  } catch {
    return void 0;
  }
}
function sameFileStamp(a, b) {
  return a === void 0 || b === void 0 ? a === b : a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;
}

export {
  readTextIfExists,
  writeFileAtomic,
  fileStamp,
  sameFileStamp
};
