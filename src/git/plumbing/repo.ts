/**
 * Finding the repository and reading its HEAD from the file system. Walks up from a
 * directory to the nearest `.git` (a folder, or a file for worktrees and submodules).
 */
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { branchOfRef, findPackedRef, parseHeadFile } from './refs.js';
import { readTextIfExists as readText } from '../../files.js';

export interface Repo {
  /** The work tree root. */
  root: string;
  /** This work tree's git dir (holds HEAD). */
  gitDir: string;
  /** The shared git dir (holds refs, config); differs from gitDir in linked worktrees. */
  commonDir: string;
}

/** The repository containing `start`, or undefined outside any. */
export function findRepo(start: string): Repo | undefined {
  let dir = resolve(start);
  for (;;) {
    const dotGit = join(dir, '.git');
    let stat;
    try {
      stat = statSync(dotGit);
    } catch {
      stat = undefined;
    }
    if (stat?.isDirectory()) return { root: dir, gitDir: dotGit, commonDir: dotGit };
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '');
      if (pointer) {
        const gitDir = resolve(dir, pointer[1]!.trim());
        const common = readText(join(gitDir, 'commondir'));
        return { root: dir, gitDir, commonDir: common ? resolve(gitDir, common.trim()) : gitDir };
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export interface HeadState {
  /** The current branch, or null when detached. */
  branch: string | null;
  /** The commit HEAD points at, or null before the first commit. */
  commit: string | null;
}

/** Reads HEAD: the branch it is on and the commit it points at. */
export function readHead(repo: Repo): HeadState {
  const head = parseHeadFile(readText(join(repo.gitDir, 'HEAD')) ?? '');
  if (!head) return { branch: null, commit: null };
  if ('commit' in head) return { branch: null, commit: head.commit };
  const loose = readText(join(repo.commonDir, head.ref)) ?? readText(join(repo.gitDir, head.ref));
  const commit =
    loose?.trim() ||
    findPackedRef(readText(join(repo.commonDir, 'packed-refs')) ?? '', head.ref) ||
    null;
  return { branch: branchOfRef(head.ref), commit };
}

/** Runs git and returns its trimmed stdout, or undefined if it failed. */
/** A reader of the commit HEAD points at, for the event store (which does not ask git itself). */
export function headReader(repo: Repo | undefined): () => string | null {
  return () => (repo ? readHead(repo).commit : null);
}

export function gitOutput(cwd: string, args: string[]): string | undefined {
  // Loaded on first use: most hooks never spawn git, and loading the module costs them milliseconds.
  const { spawnSync } = process.getBuiltinModule('node:child_process');
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.status !== 0) return undefined;
  return result.stdout.trim();
}

/** The git user's email, the default author of events. */
export function readGitEmail(cwd: string): string | null {
  return gitOutput(cwd, ['config', 'user.email']) || null;
}
