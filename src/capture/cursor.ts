/**
 * Per-transcript read cursors under `.cortex/local/capture/`: how far a transcript has
 * been read, a fingerprint of the bytes before that point (so a transcript that shrank
 * or was rewritten is noticed and read again), the ids already captured from it (so
 * reading it again appends nothing twice) and the extraction state carried between reads.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPlainObject } from '../events/check.js';
import type { ProjectPaths } from '../events/paths.js';
import { initialState, type CaptureState } from './extract.js';

export interface Cursor {
  transcript: string;
  /** Bytes read so far: the next read starts here. */
  offset: number;
  /** Fingerprint of the bytes before `offset`. */
  fingerprint: string;
  /** Bumped on every save, so a writer can tell that another got there first. */
  revision: number;
  captured: string[];
  state: CaptureState;
}

const FORMAT = 1;
/** How much of the start and of the end of the bytes read so far the fingerprint covers. */
const SAMPLE_BYTES = 1024;

/**
 * Two 32-bit FNV-1a hashes with different offsets, as 16 hex digits. Not cryptographic:
 * it names files and notices rewrites, and computing it in JavaScript spares a hook that
 * has nothing to write from loading node:crypto.
 */
function fnv1a(parts: readonly Uint8Array[]): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (const bytes of parts) {
    for (let i = 0; i < bytes.length; i++) {
      a = Math.imul(a ^ bytes[i]!, 0x01000193);
      b = Math.imul(b ^ bytes[i]!, 0x01000193);
      b ^= b >>> 13;
    }
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Where the cursor of a transcript lives. */
export function cursorFile(paths: ProjectPaths, transcriptPath: string): string {
  return join(paths.localDir, 'capture', `${fnv1a([Buffer.from(resolve(transcriptPath))])}.json`);
}

export function emptyCursor(transcriptPath: string): Cursor {
  return { transcript: resolve(transcriptPath), offset: 0, fingerprint: '', revision: 0, captured: [], state: initialState() };
}

function isState(value: unknown): value is CaptureState {
  return isPlainObject(value) && Array.isArray(value.pending) && isPlainObject(value.todos) && Array.isArray(value.failures) && Array.isArray(value.skippedAgents);
}

/** Reads a cursor; a missing or damaged one reads as "nothing read yet". */
export function readCursor(paths: ProjectPaths, transcriptPath: string): Cursor {
  try {
    const value: unknown = JSON.parse(readFileSync(cursorFile(paths, transcriptPath), 'utf8'));
    if (
      isPlainObject(value) &&
      value.v === FORMAT &&
      typeof value.offset === 'number' &&
      Number.isInteger(value.offset) &&
      value.offset >= 0 &&
      typeof value.fingerprint === 'string' &&
      typeof value.revision === 'number' &&
      Array.isArray(value.captured) &&
      value.captured.every((id) => typeof id === 'string') &&
      isState(value.state)
    ) {
      return { transcript: resolve(transcriptPath), offset: value.offset, fingerprint: value.fingerprint, revision: value.revision, captured: value.captured as string[], state: value.state };
    }
  } catch {
    // Missing or unreadable: start over; derived ids keep that from duplicating anything.
  }
  return emptyCursor(transcriptPath);
}

/** Writes a cursor atomically (write, then rename). */
export function writeCursor(paths: ProjectPaths, cursor: Cursor): void {
  const file = cursorFile(paths, cursor.transcript);
  const temporary = `${file}.${process.pid}.tmp`;
  const { transcript, offset, fingerprint, revision, captured, state } = cursor;
  const text = JSON.stringify({ v: FORMAT, transcript, offset, fingerprint, revision, captured, state }) + '\n';
  try {
    writeFileSync(temporary, text);
  } catch (error) {
    // The folder is made on the first write only: creating it every time costs a hook.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(join(paths.localDir, 'capture'), { recursive: true });
    writeFileSync(temporary, text);
  }
  renameSync(temporary, file);
}

/**
 * A fingerprint of a file's first `offset` bytes, from the first and the last KiB of
 * them: enough to notice a rewrite (compaction, a rewind that truncates, another session
 * reusing the path) without reading megabytes on every Stop.
 */
export function fingerprintAt(fd: number, offset: number): string {
  if (offset === 0) return '';
  const headLength = Math.min(SAMPLE_BYTES, offset);
  const tailLength = Math.min(SAMPLE_BYTES, offset);
  const head = Buffer.alloc(headLength);
  const tail = Buffer.alloc(tailLength);
  readSync(fd, head, 0, headLength, 0);
  readSync(fd, tail, 0, tailLength, offset - tailLength);
  return `${offset}:${fnv1a([head, tail])}`;
}

/** The fingerprint of a file's first `offset` bytes, opening it. */
export function fingerprintOf(path: string, offset: number): string {
  const fd = openSync(path, 'r');
  try {
    return fingerprintAt(fd, offset);
  } finally {
    closeSync(fd);
  }
}
