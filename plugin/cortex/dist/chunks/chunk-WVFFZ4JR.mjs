import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  classifyAppendOnly
} from "./chunk-CFXE6EOP.mjs";

// src/events/append-only-file.ts
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
function readBytesAt(fd, position, length) {
  const buffer = Buffer.alloc(Math.max(0, length));
  let done = 0;
  while (done < buffer.length) {
    const read = readSync(fd, buffer, done, buffer.length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return buffer.subarray(0, done);
}
function checkAppendOnlyFile(file, mark, fingerprint) {
  const stat = typeof file === "number" ? fstatSync(file) : statSync(file);
  const change = classifyAppendOnly(mark, stat, (length) => {
    if (typeof file === "number") return fingerprint(file, length);
    const fd = openSync(file, "r");
    try {
      return fingerprint(fd, length);
    } finally {
      closeSync(fd);
    }
  });
  return { change, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
}

export {
  readBytesAt,
  checkAppendOnlyFile
};
