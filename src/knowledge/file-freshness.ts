/**
 * Memories checked against the code: a memory that names files (its `data.files`) is about
 * those files as they were when it was recorded. When it is shown, each file is compared with
 * the work tree: gone (git saw it deleted since), or changed since (a commit touched it after
 * the memory's time, or it has uncommitted changes made after it). Two git calls for a whole list of results, never
 * one per file; a repository git cannot read marks nothing (the check is a hint, not a gate).
 */
import { lstatSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { gitOutput } from '../git/plumbing/repo.js';
import { oneLine, stringList } from '../projections/text-shapes.js';

export interface FileFreshness {
  /** Named files no longer in the work tree. */
  gone: string[];
  /** Named files changed after the memory was recorded. */
  changed: string[];
}

export interface RememberedFiles {
  id: string;
  ts: string;
  files: readonly string[];
}

/** What a search record remembers of files, for the check against the work tree. */
export function rememberedFilesOf(record: {
  id: string;
  ts: string;
  data: { files?: unknown };
}): RememberedFiles {
  return { id: record.id, ts: record.ts, files: stringList(record.data.files) };
}

/** How many of a memory's files are looked at (a memory naming fifty files is about none in particular). */
const MAX_FILES = 10;

/**
 * The freshness of each memory that names files, by id; memories whose files all stand are
 * left out. A file is "gone" only where git saw it go: deleted by a commit after the memory
 * was recorded, or tracked and deleted in the work tree. A file that is simply not here (never
 * committed, a build product, a path from another checkout) is not marked: the mark would
 * claim something no one can see. `changes: false` (doctor, over every standing memory) asks
 * only what is gone.
 */
export function checkRememberedFiles(
  root: string,
  memories: readonly RememberedFiles[],
  options: { changes?: boolean } = {},
): Map<string, FileFreshness> {
  const result = new Map<string, FileFreshness>();
  const named = memories
    .map((memory) => ({
      ...memory,
      files: memory.files
        .filter(
          (file) =>
            file &&
            !isAbsolute(file) &&
            !file.startsWith('..') &&
            !file.startsWith('~') &&
            !file.includes('*'),
        )
        .slice(0, MAX_FILES),
    }))
    .filter((memory) => memory.files.length > 0);
  if (named.length === 0) return result;
  const paths = [...new Set(named.flatMap((memory) => memory.files))];
  const present = new Map(paths.map((path) => [path, statOf(root, path)]));
  const absent = paths.filter((path) => !present.get(path));
  const oldest = Math.min(...named.map((memory) => Date.parse(memory.ts)).filter(Number.isFinite));
  const asking = options.changes !== false;
  const history =
    Number.isFinite(oldest) && (asking || absent.length)
      ? commitHistory(root, asking ? paths : absent, oldest)
      : { changed: new Map<string, number>(), deleted: new Map<string, number>() };
  const status =
    asking || absent.length
      ? uncommitted(root, asking ? paths : absent)
      : new Map<string, string>();
  for (const memory of named) {
    const at = Date.parse(memory.ts);
    const gone = memory.files.filter(
      (file) =>
        !present.get(file) &&
        ((history.deleted.get(file) ?? 0) > at || status.get(file)?.includes('D') === true),
    );
    const changed = memory.files.filter((file) => {
      const stat = present.get(file);
      if (!asking || !stat || !Number.isFinite(at)) return false;
      if ((history.changed.get(file) ?? 0) > at) return true;
      return status.has(file) && stat.mtimeMs > at;
    });
    if (gone.length || changed.length) result.set(memory.id, { gone, changed });
  }
  return result;
}

function statOf(root: string, path: string): { mtimeMs: number } | undefined {
  try {
    const stat = lstatSync(join(root, path));
    return stat.isFile() || stat.isSymbolicLink() ? { mtimeMs: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When each path was last changed, and last deleted, by a commit on HEAD's history since
 * `sinceMs` (one `git log`; newest commits come first).
 */
function commitHistory(
  root: string,
  paths: readonly string[],
  sinceMs: number,
): { changed: Map<string, number>; deleted: Map<string, number> } {
  const changed = new Map<string, number>();
  const deleted = new Map<string, number>();
  if (paths.length === 0) return { changed, deleted };
  const output = gitOutput(root, [
    'log',
    '--format=%x00%ct',
    '--name-status',
    '--no-renames',
    `--since=${Math.floor(sinceMs / 1000)}`,
    'HEAD',
    '--',
    ...paths,
  ]);
  if (!output) return { changed, deleted };
  for (const entry of output.split('\0').slice(1)) {
    const [time, ...lines] = entry.split('\n');
    const ms = Number(time) * 1000;
    for (const line of lines) {
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const name = line.slice(tab + 1);
      if (!changed.has(name)) changed.set(name, ms);
      if (line[0] === 'D' && !deleted.has(name)) deleted.set(name, ms);
    }
  }
  return { changed, deleted };
}

/** The paths with changes not committed, each with its two-letter status (one `git status`). */
function uncommitted(root: string, paths: readonly string[]): Map<string, string> {
  const output = gitOutput(root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=no',
    '--',
    ...paths,
  ]);
  const dirty = new Map<string, string>();
  if (!output) return dirty;
  for (const entry of output.split('\0')) {
    // The output comes trimmed: the first entry's status may have lost its leading space (" D").
    const match = /^([ MTADRCU?!]{1,2}) (.+)$/.exec(entry);
    if (match) dirty.set(match[2]!, match[1]!.padStart(2));
  }
  return dirty;
}

/** The note a shown memory carries: "(src/a.ts changed since; src/b.ts gone)". */
export function freshnessNote(freshness: FileFreshness | undefined): string {
  if (!freshness) return '';
  // File names are remembered text: one line each, markup defused, wherever the note is shown.
  const name = (files: readonly string[]) =>
    `${files
      .slice(0, 2)
      .map((file) => oneLine(file, 100))
      .join(', ')}${files.length > 2 ? ` and ${files.length - 2} more` : ''}`;
  const parts = [
    freshness.changed.length ? `${name(freshness.changed)} changed since` : '',
    freshness.gone.length ? `${name(freshness.gone)} gone` : '',
  ].filter(Boolean);
  return parts.length ? `(${parts.join('; ')})` : '';
}

/** How much lower a memory ranks whose files changed since (0.8) or are gone (0.6). */
export function freshnessWeight(freshness: FileFreshness | undefined): number {
  if (!freshness) return 1;
  return freshness.gone.length ? 0.6 : 0.8;
}

/** The results re-ranked with their files checked: those about changed or vanished files lower. */
export function rankByFreshness<T extends { score: number }>(
  root: string,
  hits: readonly T[],
  memoryOf: (hit: T) => RememberedFiles,
): { hits: T[]; freshness: Map<string, FileFreshness> } {
  const memories = hits.map(memoryOf);
  const freshness = checkRememberedFiles(root, memories);
  if (freshness.size === 0) return { hits: [...hits], freshness };
  const weighted = hits.map((hit, index) => ({
    hit: { ...hit, score: hit.score * freshnessWeight(freshness.get(memories[index]!.id)) },
    index,
  }));
  weighted.sort((a, b) => b.hit.score - a.hit.score || a.index - b.index);
  return { hits: weighted.map((entry) => entry.hit), freshness };
}
