/**
 * The file operations cortex's shell modules all need: reading a text file that may not be
 * there, replacing a file so that a reader sees the old or the new content, never half of
 * one (write a temporary file beside it, then rename it over), and telling whether a file
 * was written since it was last looked at.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file's text, or undefined when it cannot be read (missing, a folder, no permission). */
export function readTextIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Replaces `path` with `data` atomically. `makeFolder` creates its folder first; hooks
 * leave it off where the folder is known to exist (each mkdir costs them). `temporaryIn`
 * writes the temporary file in that folder instead of beside `path` (on the same file
 * system): a file in the work tree written by a background process takes its temporary
 * from a folder git ignores, so a `git add -A` running meanwhile never sees one come and go.
 */
export function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: { makeFolder?: boolean; temporaryIn?: string } = {},
): void {
  if (options.makeFolder) mkdirSync(dirname(path), { recursive: true });
  if (options.temporaryIn) mkdirSync(options.temporaryIn, { recursive: true });
  const temporary = options.temporaryIn
    ? join(options.temporaryIn, `${basename(path)}.${process.pid}.tmp`)
    : `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/** What a stat says of a file, enough to tell that it was written or replaced since. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

/** The file's stamp, or undefined when it cannot be stat'ed (missing, no permission). */
export function fileStamp(path: string): FileStamp | undefined {
  try {
    const { size, mtimeMs, ino } = statSync(path);
    return { size, mtimeMs, ino };
  } catch {
    return undefined;
  }
}

/** Whether two stamps are of the same file as it was (two absent files count as the same). */
export function sameFileStamp(a: FileStamp | undefined, b: FileStamp | undefined): boolean {
  return a === undefined || b === undefined
    ? a === b
    : a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;
}
