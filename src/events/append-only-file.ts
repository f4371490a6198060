/**
 * The shell of append-only.ts: stats a file and, when the stat cannot decide, reads what
 * the reader's fingerprint needs.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { classifyAppendOnly, type AppendChange, type AppendMark } from './append-only.js';

/** A fingerprint of the first `length` bytes of an open file. */
export type PrefixFingerprint = (fd: number, length: number) => string;

export interface AppendCheck {
  change: AppendChange;
  size: number;
  mtimeMs: number;
  ino: number;
}

/** Reads `length` bytes of an open file at `position`, or fewer at its end. */
export function readBytesAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(Math.max(0, length));
  let done = 0;
  while (done < buffer.length) {
    const read = readSync(fd, buffer, done, buffer.length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return buffer.subarray(0, done);
}

/**
 * Stats a file (a path, or an open file's descriptor) and classifies it against `mark`.
 * A path is opened only when the fingerprint is needed. Throws the file system's error.
 */
export function checkAppendOnlyFile(
  file: string | number,
  mark: AppendMark,
  fingerprint: PrefixFingerprint,
): AppendCheck {
  const stat = typeof file === 'number' ? fstatSync(file) : statSync(file);
  const change = classifyAppendOnly(mark, stat, (length) => {
    if (typeof file === 'number') return fingerprint(file, length);
    const fd = openSync(file, 'r');
    try {
      return fingerprint(fd, length);
    } finally {
      closeSync(fd);
    }
  });
  return { change, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
}
