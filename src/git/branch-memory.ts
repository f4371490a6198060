/**
 * Memory that crosses branches before they merge (DESIGN.md section 6): the memory events
 * committed on every other local branch of the clone, and the uncommitted ones in its other
 * worktrees, so that a lesson learned on a task branch helps the next task at once.
 *
 * The work tree's own log stays the truth for the current branch; this reads what it lacks.
 * Refs and worktrees are found by reading git's files (no process on the warm path); a
 * branch whose tip moved since the last read is listed with one `git ls-tree`, and the event
 * files not read before go through one `git cat-file --batch`, cached by blob id (a committed
 * event file never changes, so a blob id names its events for good). Another worktree's file
 * is read only when it differs from what its branch committed (by size: event files only
 * grow), and cached by size and modification time. Only memories and corrections are kept:
 * activity (edits, commands, reads) of other branches is theirs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventText } from '../events/lines.js';
import { branchMemoryFile, type ProjectPaths } from '../events/paths.js';
import { EVENT_TYPES } from '../events/types.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import { readEventFileAdders } from '../trust/authorship.js';
import { EVENTS_PATH, readBlobs } from './history.js';
import { branchOfRef, parseHeadFile } from './plumbing/refs.js';
import { readHead, type Repo } from './plumbing/repo.js';

/** Where an event the current branch lacks was found. */
export interface ElsewhereOrigin {
  /** The branch holding it (a worktree's branch for uncommitted events), or null for a detached worktree. */
  branch: string | null;
  /** Set when it is not committed yet, in another worktree of the clone: that worktree's root. */
  worktree?: string;
  /** The author e-mail of the commit that added its file on that branch, as git recorded it. */
  committer?: string;
  /** The author the event records (what trust goes by where git has no committer for it). */
  author?: string | null;
}

export interface BranchMemory {
  /** Memory and control events found on other branches and worktrees, not deduplicated against the work tree. */
  events: AnyEvent[];
  /** For each of those events' ids, where it was found (the first place, by branch name). */
  origins: Map<string, ElsewhereOrigin>;
  /** Problems met (a git command that failed): the memory read so far still counts. */
  problems: string[];
}

const CACHE_VERSION = 3;

interface RefEntry {
  commit: string;
  /** Event files in the commit's tree: path, blob id, size in bytes. */
  files: [string, string, number][];
  /** Who added each of those files in a commit HEAD lacks (git's author e-mail), by path. */
  adders?: Record<string, string>;
}

interface WorktreeFile {
  size: number;
  mtimeMs: number;
  events: AnyEvent[];
}

interface BranchMemoryCache {
  version: number;
  refs: Record<string, RefEntry>;
  /** Memory events by blob id. */
  blobs: Record<string, AnyEvent[]>;
  /** Memory events of other worktrees' uncommitted files, by absolute path. */
  worktreeFiles: Record<string, WorktreeFile>;
}

/**
 * The cache as stored: every branch's tree lists mostly the same event files, so each
 * (path, blob, size) is stored once, in `entries`, and a branch's files are indices into it
 * (twenty branches of a 10,000-event log made a 2.5 MB file of repeats, parsed at every start).
 */
interface StoredBranchMemoryCache extends Omit<BranchMemoryCache, 'refs'> {
  entries: [string, string, number][];
  refs: Record<string, Omit<RefEntry, 'files'> & { files: number[] }>;
}

function encodeBranchCache(cache: BranchMemoryCache): string {
  const entries: [string, string, number][] = [];
  const indices = new Map<string, number>();
  const refs: StoredBranchMemoryCache['refs'] = {};
  for (const [name, ref] of Object.entries(cache.refs)) {
    const files = ref.files.map((entry) => {
      const key = entry.join('\0');
      let index = indices.get(key);
      if (index === undefined) {
        index = entries.push(entry) - 1;
        indices.set(key, index);
      }
      return index;
    });
    refs[name] = { ...ref, files };
  }
  return JSON.stringify({
    version: CACHE_VERSION,
    entries,
    refs,
    blobs: cache.blobs,
    worktreeFiles: cache.worktreeFiles,
  } satisfies StoredBranchMemoryCache);
}

export function branchMemoryCacheFile(paths: ProjectPaths): string {
  return branchMemoryFile(paths);
}

function loadCache(paths: ProjectPaths): BranchMemoryCache {
  try {
    const stored = JSON.parse(
      readFileSync(branchMemoryCacheFile(paths), 'utf8'),
    ) as StoredBranchMemoryCache;
    if (
      stored?.version === CACHE_VERSION &&
      Array.isArray(stored.entries) &&
      stored.refs &&
      stored.blobs &&
      stored.worktreeFiles
    ) {
      const refs: Record<string, RefEntry> = {};
      for (const [name, ref] of Object.entries(stored.refs)) {
        const files = ref.files.map((index) => stored.entries[index]);
        // An index out of the table: the file is damaged.
        if (!files.every(Array.isArray)) throw new Error('damaged');
        refs[name] = { ...ref, files: files as [string, string, number][] };
      }
      return {
        version: CACHE_VERSION,
        refs,
        blobs: stored.blobs,
        worktreeFiles: stored.worktreeFiles,
      };
    }
  } catch {
    // Missing or damaged: start afresh.
  }
  return { version: CACHE_VERSION, refs: {}, blobs: {}, worktreeFiles: {} };
}

/** Memories and corrections: what another branch's log offers this one. */
function isShared(event: AnyEvent): boolean {
  return EVENT_TYPES[event.type].category !== 'activity';
}

function memoryEventsOf(text: string, label: string): AnyEvent[] {
  return parseEventText(text, label)
    .entries.map((entry) => entry.event)
    .filter(isShared);
}

/** Every local branch and the commit it points at, from the loose refs and packed-refs. */
export function readLocalBranches(repo: Repo): Map<string, string> {
  const branches = new Map<string, string>();
  for (const line of (readTextIfExists(join(repo.commonDir, 'packed-refs')) ?? '').split('\n')) {
    const match = /^([0-9a-f]{40,64}) refs\/heads\/(.+)$/.exec(line.trim());
    if (match) branches.set(match[2]!, match[1]!);
  }
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), name);
      else {
        const commit = readTextIfExists(join(dir, entry.name))?.trim();
        if (commit && /^[0-9a-f]{40,64}$/.test(commit)) branches.set(name, commit);
      }
    }
  };
  walk(join(repo.commonDir, 'refs', 'heads'), '');
  return branches;
}

/** The other worktrees of the clone: their roots and the branch each has checked out. */
export function readOtherWorktrees(repo: Repo): { root: string; branch: string | null }[] {
  const found: { root: string; gitDir: string }[] = [];
  // The main worktree, seen from a linked one.
  if (
    repo.commonDir !== repo.gitDir &&
    existsSync(join(repo.commonDir, 'HEAD')) &&
    !repo.commonDir.endsWith(`${sep}.bare`)
  ) {
    const root = dirname(repo.commonDir);
    if (existsSync(join(root, '.git'))) found.push({ root, gitDir: repo.commonDir });
  }
  let linked: string[] = [];
  try {
    linked = readdirSync(join(repo.commonDir, 'worktrees'));
  } catch {
    // No linked worktrees.
  }
  for (const name of linked) {
    const gitDir = join(repo.commonDir, 'worktrees', name);
    const pointer = readTextIfExists(join(gitDir, 'gitdir'))?.trim();
    if (!pointer) continue;
    found.push({ root: dirname(resolve(gitDir, pointer)), gitDir });
  }
  const here = resolve(repo.root);
  return found
    .filter((worktree) => resolve(worktree.root) !== here && existsSync(worktree.root))
    .map((worktree) => {
      const head = parseHeadFile(readTextIfExists(join(worktree.gitDir, 'HEAD')) ?? '');
      return { root: worktree.root, branch: head && 'ref' in head ? branchOfRef(head.ref) : null };
    });
}

/**
 * What the memory of other branches depends on that git's files tell without a process: the
 * branch and commit HEAD is at, every local branch's tip, and the other worktrees with what
 * each has checked out (`key`, equal while none moved), and how many other worktrees there
 * are (whose uncommitted files no key can tell). The same reads readBranchMemory starts with:
 * a long-lived process asks this before each search, and reads the memory only when it moved.
 */
export function readBranchTips(repo: Repo): { key: string; worktrees: number } {
  const head = readHead(repo);
  const branches = [...readLocalBranches(repo)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([branch, commit]) => `${branch} ${commit}`);
  const worktrees = readOtherWorktrees(repo)
    .map((worktree) => `${worktree.root} ${worktree.branch ?? ''}`)
    .sort();
  return {
    key: [`HEAD ${head.branch ?? ''} ${head.commit ?? ''}`, ...branches, '', ...worktrees].join(
      '\n',
    ),
    worktrees: worktrees.length,
  };
}

/** Parses `git ls-tree -r -l -z` output: mode, type, object, size, then a tab and the path. */
function parseLongTree(output: string): [string, string, number][] {
  const files: [string, string, number][] = [];
  for (const record of output.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [, type, object, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (type === 'blob' && object && path.endsWith('.ndjson'))
      files.push([path, object, Number(size)]);
  }
  return files;
}

function listEventFilesAt(repo: Repo, commit: string): [string, string, number][] | undefined {
  const result = spawnSync('git', ['ls-tree', '-r', '-l', '-z', commit, '--', `${EVENTS_PATH}/`], {
    cwd: repo.root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return result.status === 0 ? parseLongTree(result.stdout) : undefined;
}

function eventFilesOfWorktree(root: string): string[] {
  const base = join(root, EVENTS_PATH);
  const files: string[] = [];
  let months: string[];
  try {
    months = readdirSync(base);
  } catch {
    return files;
  }
  for (const month of months) {
    let names: string[];
    try {
      names = readdirSync(join(base, month));
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith('.ndjson')) files.push(join(base, month, name));
  }
  return files.sort();
}

/**
 * Reads the memory of every other local branch and worktree. `current` is the branch checked
 * out here (its memory is the work tree's); HEAD's own commit is read too, so that a file
 * committed here is recognised in another branch's tree and not read again.
 */
export function readBranchMemory(repo: Repo, paths: ProjectPaths): BranchMemory {
  const cache = loadCache(paths);
  let changed = false;
  const problems: string[] = [];
  const head = readHead(repo);
  const branches = readLocalBranches(repo);
  if (head.branch !== null) branches.delete(head.branch);
  const refs: Record<string, RefEntry> = {};
  for (const [branch, commit] of [...branches].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const known = cache.refs[branch];
    if (known?.commit === commit) {
      refs[branch] = known;
      continue;
    }
    const files = listEventFilesAt(repo, commit);
    if (!files) {
      problems.push(`could not list the event files of branch ${branch}`);
      continue;
    }
    // Who added the branch's own event files: the provenance its memories show, and what trust goes by.
    const adders = Object.fromEntries(
      readEventFileAdders(repo, head.commit ? [commit, '--not', head.commit] : [commit]),
    );
    refs[branch] = { commit, files, adders };
    changed = true;
  }
  // HEAD's committed files: the same blob on another branch is already in the work tree.
  const here = new Set<string>();
  if (head.commit) {
    const key = '\0HEAD';
    const known = cache.refs[key];
    const entry =
      known?.commit === head.commit
        ? known
        : { commit: head.commit, files: listEventFilesAt(repo, head.commit) ?? [] };
    if (entry !== known) changed = true;
    refs[key] = entry;
    for (const [, object] of entry.files) here.add(object);
  }
  if (Object.keys(refs).length !== Object.keys(cache.refs).length) changed = true;

  // Blobs wanted and not cached: one cat-file for all of them.
  const wanted = new Set<string>();
  for (const [branch, entry] of Object.entries(refs)) {
    if (branch === '\0HEAD') continue;
    for (const [, object] of entry.files) if (!here.has(object)) wanted.add(object);
  }
  const missing = [...wanted].filter((object) => cache.blobs[object] === undefined);
  if (missing.length) {
    try {
      const texts = readBlobs(repo, missing);
      missing.forEach(
        (object, index) =>
          (cache.blobs[object] = memoryEventsOf(texts[index] ?? '', object.slice(0, 12))),
      );
      changed = true;
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  const events: AnyEvent[] = [];
  const origins = new Map<string, ElsewhereOrigin>();
  const take = (list: readonly AnyEvent[], origin: ElsewhereOrigin) => {
    for (const event of list) {
      if (origins.has(event.id)) continue;
      origins.set(event.id, { ...origin, author: event.author });
      events.push(event);
    }
  };
  for (const [branch, entry] of Object.entries(refs)) {
    if (branch === '\0HEAD') continue;
    for (const [path, object] of entry.files) {
      const committer = entry.adders?.[path];
      if (!here.has(object))
        take(cache.blobs[object] ?? [], {
          branch,
          ...(committer !== undefined ? { committer } : {}),
        });
    }
  }

  // Other worktrees: files their branch has not committed as they are now.
  const worktreeFiles: Record<string, WorktreeFile> = {};
  for (const worktree of readOtherWorktrees(repo)) {
    const committed = new Map<string, number>();
    if (worktree.branch !== null && refs[worktree.branch])
      for (const [path, , size] of refs[worktree.branch]!.files) committed.set(path, size);
    for (const file of eventFilesOfWorktree(worktree.root)) {
      let stat;
      try {
        stat = statSync(file);
      } catch {
        continue;
      }
      const path = relative(worktree.root, file).split(sep).join('/');
      if (committed.get(path) === stat.size) continue;
      const known = cache.worktreeFiles[file];
      let entry: WorktreeFile;
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) entry = known;
      else {
        const text = readTextIfExists(file) ?? '';
        entry = { size: stat.size, mtimeMs: stat.mtimeMs, events: memoryEventsOf(text, file) };
        changed = true;
      }
      worktreeFiles[file] = entry;
      take(entry.events, { branch: worktree.branch, worktree: worktree.root });
    }
  }
  if (Object.keys(worktreeFiles).length !== Object.keys(cache.worktreeFiles).length) changed = true;

  if (changed) {
    // Keep only the blobs some branch still holds: a deleted branch's memory leaves the cache.
    const blobs: Record<string, AnyEvent[]> = {};
    for (const object of wanted) if (cache.blobs[object]) blobs[object] = cache.blobs[object]!;
    try {
      writeFileAtomic(
        branchMemoryCacheFile(paths),
        encodeBranchCache({ version: CACHE_VERSION, refs, blobs, worktreeFiles }),
        { makeFolder: true },
      );
    } catch {
      // A cache that cannot be written costs the next reader a git call, nothing more.
    }
  }
  return { events, origins, problems };
}

/**
 * Of (file, branch) pairs, the files the branch has: file -> the first such branch (in the
 * order given). One `git cat-file --batch-check` for all of them.
 */
export function filesOnBranches(
  repo: Repo,
  pairs: readonly (readonly [string, string])[],
): Map<string, string> {
  const found = new Map<string, string>();
  const wanted = pairs.filter(
    ([file]) => !file.startsWith('/') && !file.startsWith('~') && !file.includes('\n'),
  );
  if (wanted.length === 0) return found;
  const names = wanted.map(([file, branch]) => `refs/heads/${branch}:${file}`);
  const result = spawnSync('git', ['cat-file', '--batch-check'], {
    cwd: repo.root,
    input: names.join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) return found;
  result.stdout.split('\n').forEach((line, index) => {
    if (index >= wanted.length || !/^[0-9a-f]+ blob /.test(line)) return;
    const [file, branch] = wanted[index]!;
    if (!found.has(file)) found.set(file, branch);
  });
  return found;
}
