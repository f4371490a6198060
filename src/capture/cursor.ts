/**
 * Per-transcript read cursors under `.cortex/local/capture/`: how far a transcript has
 * been read, a fingerprint of the bytes before that point (so a transcript that shrank
 * or was rewritten is noticed and read again), the ids already captured from it (so
 * reading it again appends nothing twice) and the extraction state carried between reads.
 *
 * A cursor is a journal: each save appends one line (the new position and state, and the
 * ids captured since the line before). Appending costs microseconds, where replacing a
 * file by rename can stall a hook for as long as the disk is busy (ext4 flushes the new
 * file's data first); and a crash mid-append costs only the torn line, the one before
 * still stands. Once the journal grows past a limit, it is rewritten as one line.
 */
import { appendFileSync, mkdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPlainObject } from '../events/check.js';
import { captureDir, type ProjectPaths } from '../events/paths.js';
import { initialState, type CaptureState } from './extract.js';
import { writeFileAtomic } from '../files.js';

export interface Cursor {
  transcript: string;
  /** Bytes read so far: the next read starts here. */
  offset: number;
  /** Fingerprint of the bytes before `offset`. */
  fingerprint: string;
  /** The journal's size when read: a save checks it to tell that another capture got there first. */
  revision: number;
  captured: string[];
  /** The event files the captures were appended to (checked to still exist, or to be in git). */
  files: string[];
  state: CaptureState;
  /** The last save was cut short (a crash while writing it): its ids are not in `captured`. */
  torn?: boolean;
}

const FORMAT = 1;
/** How much of the start and of the end of the bytes read so far the fingerprint covers. */
const SAMPLE_BYTES = 1024;
/** A journal larger than this is rewritten as a single line on the next save. */
const COMPACT_BYTES = 256 * 1024;

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
  return join(captureDir(paths), `${fnv1a([Buffer.from(resolve(transcriptPath))])}.ndjson`);
}

export function emptyCursor(transcriptPath: string): Cursor {
  return {
    transcript: resolve(transcriptPath),
    offset: 0,
    fingerprint: '',
    revision: 0,
    captured: [],
    files: [],
    state: initialState(),
  };
}

function isState(value: unknown): value is CaptureState {
  return (
    isPlainObject(value) &&
    Array.isArray(value.pending) &&
    isPlainObject(value.todos) &&
    Array.isArray(value.failures) &&
    Array.isArray(value.skippedAgents)
  );
}

/** One journal line, checked; undefined for a torn or foreign line. */
function readEntry(
  line: string,
  transcript: string,
):
  | { offset: number; fingerprint: string; added: string[]; files: string[]; state: CaptureState }
  | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (
    !isPlainObject(value) ||
    value.v !== FORMAT ||
    value.transcript !== transcript ||
    typeof value.offset !== 'number' ||
    !Number.isInteger(value.offset) ||
    value.offset < 0 ||
    typeof value.fingerprint !== 'string' ||
    !Array.isArray(value.added) ||
    !value.added.every((id) => typeof id === 'string') ||
    (value.files !== undefined &&
      !(Array.isArray(value.files) && value.files.every((file) => typeof file === 'string'))) ||
    !isState(value.state)
  ) {
    return undefined;
  }
  return {
    offset: value.offset,
    fingerprint: value.fingerprint,
    added: value.added as string[],
    files: (value.files as string[] | undefined) ?? [],
    state: value.state,
  };
}

/** Reads a cursor; a missing or damaged one reads as "nothing read yet". */
export function readCursor(paths: ProjectPaths, transcriptPath: string): Cursor {
  const cursor = emptyCursor(transcriptPath);
  let text: string;
  try {
    text = readFileSync(cursorFile(paths, transcriptPath), 'utf8');
  } catch {
    // Missing: start over; derived ids keep that from duplicating anything.
    return cursor;
  }
  cursor.revision = Buffer.byteLength(text);
  const captured = new Set<string>();
  const files = new Set<string>();
  const lines = text.split('\n');
  if (lines[lines.length - 1] !== '') cursor.torn = true;
  for (const line of lines) {
    const entry = line ? readEntry(line, cursor.transcript) : undefined;
    if (!entry) continue;
    for (const id of entry.added) captured.add(id);
    for (const file of entry.files) files.add(file);
    cursor.offset = entry.offset;
    cursor.fingerprint = entry.fingerprint;
    cursor.state = entry.state;
  }
  cursor.captured = [...captured];
  cursor.files = [...files];
  return cursor;
}

/** The transcript a cursor journal belongs to, by the journal's own path; undefined when none can be read. */
export function readCursorAt(journal: string): { transcript: string } | undefined {
  const first = readFileSync(journal, 'utf8').split('\n', 1)[0] ?? '';
  try {
    const value: unknown = JSON.parse(first);
    return isPlainObject(value) && typeof value.transcript === 'string'
      ? { transcript: value.transcript }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The journal's current size (its revision), 0 when there is none. */
export function cursorRevision(paths: ProjectPaths, transcriptPath: string): number {
  try {
    return statSync(cursorFile(paths, transcriptPath)).size;
  } catch {
    return 0;
  }
}

/**
 * Saves a cursor that was read at `previous.revision`: appends the new position, the
 * state and the ids captured since; or, once the journal is large (or `rewrite` is asked,
 * after a capture started over), rewrites it whole.
 */
export function writeCursor(
  paths: ProjectPaths,
  previous: Cursor,
  next: Omit<Cursor, 'revision'>,
  options: { rewrite?: boolean } = {},
): void {
  const file = cursorFile(paths, next.transcript);
  const known = new Set(previous.captured);
  const knownFiles = new Set(previous.files);
  const line = (added: string[], files: string[]): string =>
    JSON.stringify({
      v: FORMAT,
      transcript: next.transcript,
      offset: next.offset,
      fingerprint: next.fingerprint,
      added,
      files,
      state: next.state,
    }) + '\n';
  if (previous.revision > COMPACT_BYTES || options.rewrite) {
    writeFileAtomic(file, line(next.captured, next.files), { makeFolder: true });
    return;
  }
  const text = line(
    next.captured.filter((id) => !known.has(id)),
    next.files.filter((name) => !knownFiles.has(name)),
  );
  try {
    appendFileSync(file, text);
  } catch (error) {
    // The folder is made on the first save only: creating it every time costs a hook.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(captureDir(paths), { recursive: true });
    appendFileSync(file, text);
  }
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
