/**
 * The events merge driver git runs when an event file changed on both sides (`cortex
 * merge-driver events %O %A %B %P`): the merge itself is git/merge-events.ts; this reads
 * the three versions, writes the result over ours, and keeps unreadable lines in
 * `.cortex/quarantine/`. The executable runs it on a fast path (src/bin.ts), without the
 * command-line shell: git may call it for many files in one merge.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { basename, join } from 'node:path';
import { projectPaths, type ProjectPaths } from '../events/paths.js';
import { mergeEventBytes } from './merge-events.js';
import { findRepo } from './plumbing/repo.js';

export interface DriverFiles {
  /** %O, %A, %B: temporary files holding the base, ours (the result goes here) and theirs. */
  base: string;
  ours: string;
  theirs: string;
  /** %P: the path being merged, relative to the repository root. */
  path: string;
}

/** Where unreadable lines found while merging are kept. */
export function quarantineDir(paths: ProjectPaths): string {
  return join(paths.cortexDir, 'quarantine');
}

/** Keeps lines that are not events in .cortex/quarantine/, with where they came from. */
export function quarantineLines(
  paths: ProjectPaths,
  origin: string,
  lines: readonly string[],
  now: Date,
): string | undefined {
  if (lines.length === 0) return undefined;
  const dir = quarantineDir(paths);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${basename(origin).replace(/\.ndjson$/, '')}.txt`);
  const header = `# ${now.toISOString()}: lines from ${origin} that are not valid events, kept here by cortex\n`;
  appendFileSync(file, header + lines.join('\n') + '\n');
  return file;
}

/**
 * Writes the merged file over ours: from its start, then cut to length. Truncating a file
 * to nothing and writing it again makes ext4 flush it when it is closed (its guard for
 * programs that replace files that way), which a merge of large files waited for; the
 * result mostly extends ours, so little is cut. The pieces are slices of the inputs read
 * before this starts, so ours is never read while it is overwritten.
 */
function writeOver(file: string, pieces: readonly Buffer[]): void {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch {
    fd = openSync(file, 'w'); // No file at ours: git always makes one, but a person running the driver may not.
  }
  try {
    let position = 0;
    for (const piece of pieces) {
      for (let written = 0; written < piece.length;)
        written += writeSync(fd, piece, written, piece.length - written, position + written);
      position += piece.length;
    }
    ftruncateSync(fd, position);
  } finally {
    closeSync(fd);
  }
}

/** Merges one event file; returns the number of quarantined lines. Never leaves a conflict. */
export function runEventsDriver(
  paths: ProjectPaths,
  files: DriverFiles,
  now: Date,
): { quarantined: number } {
  const read = (file: string): Buffer => {
    if (!existsSync(file)) return Buffer.alloc(0);
    const bytes = readFileSync(file);
    // Bytes that are not UTF-8 are read as text reads them (each bad sequence one U+FFFD), as always.
    return isUtf8(bytes) ? bytes : Buffer.from(bytes.toString('utf8'));
  };
  const result = mergeEventBytes({
    base: read(files.base),
    ours: read(files.ours),
    theirs: read(files.theirs),
  });
  writeOver(files.ours, result.pieces);
  quarantineLines(paths, files.path, result.quarantined, now);
  return { quarantined: result.quarantined.length };
}

/**
 * `cortex merge-driver events <base> <ours> <theirs> [<path>]` as the executable runs it:
 * returns the exit code (0: merged; 2: arguments git would never pass).
 */
export function runEventsDriverCommand(
  args: readonly string[],
  io: { cwd: string; now: Date; stderr: { write(text: string): unknown } },
): number {
  const [base, ours, theirs, path] = args;
  if (base === undefined || ours === undefined || theirs === undefined || args.length > 4) {
    io.stderr.write('usage: cortex merge-driver events <base> <ours> <theirs> [<path>]\n');
    return 2;
  }
  // git runs drivers from the top of the work tree; the quarantine goes beside the events.
  const root = findRepo(io.cwd)?.root ?? io.cwd;
  const files = { base, ours, theirs, path: path ?? ours };
  const { quarantined } = runEventsDriver(projectPaths(root), files, io.now);
  if (quarantined > 0)
    io.stderr.write(
      `cortex: kept ${quarantined} unreadable line(s) of ${files.path} in .cortex/quarantine/\n`,
    );
  return 0;
}
