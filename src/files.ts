/**
 * The two file operations cortex's shell modules all need: reading a text file that may
 * not be there, and replacing a file so that a reader sees the old or the new content,
 * never half of one (write a temporary file beside it, then rename it over).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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
 * leave it off where the folder is known to exist (each mkdir costs them).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: { makeFolder?: boolean } = {}): void {
  if (options.makeFolder) mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}
