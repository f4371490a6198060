/**
 * Reading a transcript file from a byte offset: whole lines only (a half-written last line
 * is left for the next read), in chunks so a large transcript never sits in memory twice,
 * and with a ceiling on the length of a line.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { AppendChange, AppendMark } from '../events/append-only.js';
import { checkAppendOnlyFile } from '../events/append-only-file.js';
import { fingerprintAt } from './cursor.js';

/** Lines longer than this are skipped (real lines with large tool results stay far below it). */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface TranscriptRead {
  /** Where the next read starts: after the last whole line. */
  end: number;
  size: number;
  /** How the file stands against the mark the read started from: `rewritten` or `replaced` read nothing. */
  change: AppendChange;
  /** Fingerprint of the bytes before `end`. */
  fingerprintAtEnd: string;
  lines: number;
  /** Lines skipped for being longer than MAX_LINE_BYTES. */
  oversized: number;
  /** Bytes of an unfinished last line, left for the next read. */
  incompleteBytes: number;
}

/** Whether an unterminated last line is a finished JSON value (a file that just lacks its final newline). */
function isCompleteJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hands each whole line of `path` from the mark's offset to `visit` (without its newline, with
 * its byte offset), except those `skip` recognises from their bytes. With `final`, an unterminated last line is read too when it is
 * complete JSON (a finished file without a final newline). When the file no longer holds
 * the bytes before the mark, nothing is read. Throws the file system's error when the file
 * cannot be read.
 */
export function readTranscriptLines(
  path: string,
  mark: AppendMark,
  options: { final?: boolean; skip?: (bytes: Buffer, start: number, end: number) => boolean },
  visit: (line: string, offset: number) => void,
): TranscriptRead {
  // Opening a FIFO blocks until something writes to it, and a device never ends: only a
  // regular file is a transcript (a folder still fails below, as EISDIR).
  const kind = statSync(path);
  if (!kind.isFile() && !kind.isDirectory()) {
    throw new Error(
      `not a regular file (${kind.isFIFO() ? 'a FIFO' : kind.isCharacterDevice() || kind.isBlockDevice() ? 'a device' : kind.isSocket() ? 'a socket' : 'not a file'}); refused`,
    );
  }
  const fd = openSync(path, 'r');
  try {
    const start = mark.offset;
    const { change, size } = checkAppendOnlyFile(fd, mark, fingerprintAt);
    const result: TranscriptRead = {
      end: start,
      size,
      change,
      fingerprintAtEnd: mark.fingerprint,
      lines: 0,
      oversized: 0,
      incompleteBytes: 0,
    };
    // A cursor that no longer matches the file is the caller's to handle: read nothing.
    if (change === 'rewritten' || change === 'replaced') return result;

    let position = start;
    let carry: Buffer = Buffer.alloc(0);
    let carryStart = start;
    let skipping = false;
    let skippedFrom = 0;
    const take = (text: string, offset: number): void => {
      result.lines++;
      visit(text, offset);
    };
    while (position < size) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
      const got = readSync(fd, chunk, 0, chunk.length, position);
      if (got <= 0) break;
      position += got;
      const buffer = carry.length
        ? Buffer.concat([carry, chunk.subarray(0, got)])
        : chunk.subarray(0, got);
      let lineStart = 0;
      for (
        let newline = buffer.indexOf(0x0a);
        newline !== -1;
        newline = buffer.indexOf(0x0a, lineStart)
      ) {
        if (skipping) skipping = false;
        else if (options.skip?.(buffer, lineStart, newline)) result.lines++;
        else take(buffer.toString('utf8', lineStart, newline), carryStart + lineStart);
        lineStart = newline + 1;
        result.end = carryStart + lineStart;
      }
      carry = buffer.subarray(lineStart);
      carryStart += lineStart;
      if (carry.length > MAX_LINE_BYTES) {
        // Drop the giant line's bytes as they come; its end is found by the next newline.
        if (!skipping) {
          result.oversized++;
          skippedFrom = carryStart;
        }
        skipping = true;
        carryStart += carry.length;
        carry = Buffer.alloc(0);
      }
    }
    if (carry.length > 0 && !skipping) {
      const text = carry.toString('utf8');
      if (options.final && isCompleteJson(text)) {
        take(text, carryStart);
        result.end = size;
      } else {
        result.incompleteBytes = carry.length;
      }
    } else if (skipping) {
      result.incompleteBytes = size - skippedFrom;
    }
    if (result.end !== start) result.fingerprintAtEnd = fingerprintAt(fd, result.end);
    return result;
  } finally {
    closeSync(fd);
  }
}
