/**
 * Whether the event log changed since the caches were built, and how. Event files are only
 * ever appended to while a writer owns them, so the cheap case is the common one: files
 * that grew, and new files (another writer's, after a pull). Anything else (a file gone, one
 * rewritten or replaced by a checkout, merge or rebase) means a full rebuild. Each file is
 * judged by events/append-only.ts, with a SHA-1 of everything read as its fingerprint: a
 * search reads the whole of a grown file anyway.
 */
import { classifyAppendOnly } from '../events/append-only.js';

/** What the caches remember of one event file: how much of it they have read, and its hash. */
export interface FileState {
  /** Relative to the repository root, with `/`. */
  path: string;
  /** Bytes read into the caches: the file up to its last complete line. */
  size: number;
  mtimeMs: number;
  ino: number;
  /** SHA-1 (hex) of those `size` bytes, to tell an append from a rewrite. */
  sha1: string;
}

/** What a stat of an event file says now. */
export interface FileStat {
  path: string;
  size: number;
  mtimeMs: number;
  ino: number;
}

export type LogChange =
  | { kind: 'unchanged' }
  | { kind: 'rebuild'; reason: string }
  /** Files to read from where the caches stopped (`known` undefined: a new file, read whole). */
  | { kind: 'grown'; files: { stat: FileStat; known: FileState | undefined }[] };

/**
 * Compares the remembered files with the current ones. `sha1Now` gives the SHA-1 (hex) of
 * a file's first `length` bytes as they are now; it is asked only of files that a stat
 * cannot settle.
 */
export function compareLog(
  known: readonly FileState[],
  current: readonly FileStat[],
  sha1Now: (stat: FileStat, length: number) => string,
): LogChange {
  const byPath = new Map(known.map((state) => [state.path, state]));
  const present = new Set(current.map((stat) => stat.path));
  for (const state of known)
    if (!present.has(state.path)) return { kind: 'rebuild', reason: `${state.path} was removed` };
  const files: { stat: FileStat; known: FileState | undefined }[] = [];
  for (const stat of current) {
    const state = byPath.get(stat.path);
    if (!state) {
      files.push({ stat, known: undefined });
      continue;
    }
    const mark = {
      offset: state.size,
      fingerprint: state.sha1,
      mtimeMs: state.mtimeMs,
      ino: state.ino,
    };
    const change = classifyAppendOnly(mark, stat, (length) => sha1Now(stat, length));
    if (change === 'unchanged') continue;
    if (change === 'replaced') return { kind: 'rebuild', reason: `${stat.path} was replaced` };
    if (change === 'rewritten')
      return {
        kind: 'rebuild',
        reason: `${stat.path} ${stat.size < state.size ? 'shrank' : 'was rewritten'}`,
      };
    // Grown, or touched: read on from where the caches stopped.
    files.push({ stat, known: state });
  }
  return files.length ? { kind: 'grown', files } : { kind: 'unchanged' };
}

/** How many bytes of `bytes` are complete lines (up to and including the last newline). */
export function completeLength(bytes: Uint8Array, from = 0): number {
  const last = bytes.lastIndexOf(0x0a);
  return last < from ? from : last + 1;
}
