import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  scanEventBytes
} from "./chunk-LTJYTCHL.mjs";

// src/events/scan-file.ts
import { fstatSync, readFileSync, readSync } from "node:fs";
var PIECE_BYTES = 4 * 1024 * 1024;
function countNewlines(bytes, end) {
  let count = 0;
  for (let index = bytes.indexOf(10); index >= 0 && index < end; index = bytes.indexOf(10, index + 1))
    count++;
  return count;
}
function scanEventFile(fd, file, visit, piece) {
  if (fstatSync(fd).size <= PIECE_BYTES) {
    const text = readFileSync(fd);
    return { warnings: scanEventBytes(text, file, visit), bytes: text.length };
  }
  const warnings = [];
  const buffer = piece ?? Buffer.allocUnsafe(PIECE_BYTES);
  let bytes = 0;
  let linesBefore = 0;
  let offset = 0;
  let carried = Buffer.alloc(0);
  for (; ; ) {
    const read = readSync(fd, buffer, 0, buffer.length, null);
    bytes += read;
    const text = carried.length ? Buffer.concat([carried, buffer.subarray(0, read)]) : buffer.subarray(0, read);
    const whole = read === 0 ? text.length : text.lastIndexOf(10) + 1;
    const found = scanEventBytes(
      text.subarray(0, whole),
      file,
      (entry) => visit({
        ...entry,
        line: entry.line + linesBefore,
        start: offset + entry.start,
        end: offset + entry.end
      })
    );
    for (const warning of found) warnings.push({ ...warning, line: warning.line + linesBefore });
    linesBefore += countNewlines(text, whole);
    offset += whole;
    carried = Buffer.from(text.subarray(whole));
    if (read === 0) break;
  }
  return { warnings, bytes };
}

export {
  PIECE_BYTES,
  countNewlines,
  scanEventFile
};
