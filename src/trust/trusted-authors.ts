/**
 * Who the briefing trusts by default: everyone with a commit on the default branch. The set
 * is kept in `.cortex/local/default-branch-authors.json` for the branch's tip: the session
 * start hook reads that file and asks git nothing while the default branch stays where it
 * was. When it moved forward, only the commits since are read (`git log old..new`); only a
 * rewritten default branch, or a first run, reads its whole history.
 */
import { join } from 'node:path';
import type { AuthorTrust } from './provenance.js';
import { defaultBranchAuthorsFile, type ProjectPaths } from '../events/paths.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import { readLocalBranches } from '../git/branch-memory.js';
import { findPackedRef } from '../git/plumbing/refs.js';
import { gitOutput, type Repo } from '../git/plumbing/repo.js';

const CACHE_VERSION = 1;

interface AuthorsCache {
  v: number;
  branch: string;
  tip: string;
  authors: string[];
}

/**
 * The default branch and the commit it points at, from git's files: the branch `origin/HEAD`
 * names, else `main`, `master` or `trunk`, whichever exists (the local branch, else the
 * remote-tracking one).
 */
export function readDefaultBranch(repo: Repo): { branch: string; tip: string } | undefined {
  const local = readLocalBranches(repo);
  const packed = readTextIfExists(join(repo.commonDir, 'packed-refs')) ?? '';
  const remoteTip = (name: string) => {
    const ref = `refs/remotes/origin/${name}`;
    return readTextIfExists(join(repo.commonDir, ref))?.trim() || findPackedRef(packed, ref);
  };
  const originHead = /^ref:\s*refs\/remotes\/origin\/(.+)$/.exec(
    readTextIfExists(join(repo.commonDir, 'refs/remotes/origin/HEAD'))?.trim() ?? '',
  )?.[1];
  for (const branch of [...(originHead ? [originHead] : []), 'main', 'master', 'trunk']) {
    const tip = local.get(branch) ?? remoteTip(branch);
    if (tip && /^[0-9a-f]{40,64}$/.test(tip)) return { branch, tip };
  }
  return undefined;
}

function loadCache(file: string): AuthorsCache | undefined {
  try {
    const cache = JSON.parse(readTextIfExists(file) ?? '') as AuthorsCache;
    if (
      cache.v === CACHE_VERSION &&
      typeof cache.branch === 'string' &&
      typeof cache.tip === 'string' &&
      Array.isArray(cache.authors)
    )
      return cache;
  } catch {
    // Missing or damaged: asked of git again.
  }
  return undefined;
}

function authorsOf(repo: Repo, range: string[]): string[] | undefined {
  const out = gitOutput(repo.root, ['log', '--format=%ae', ...range]);
  return out === undefined
    ? undefined
    : out
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean);
}

/**
 * The e-mail addresses (lower case) of every author of a commit on the default branch, and
 * the branch's name; undefined when the repository has no such branch yet.
 */
export function readDefaultBranchAuthors(
  repo: Repo,
  paths: ProjectPaths,
): { branch: string; authors: Set<string>; problem?: string } | undefined {
  const target = readDefaultBranch(repo);
  if (!target) return undefined;
  const file = defaultBranchAuthorsFile(paths);
  const cache = loadCache(file);
  if (cache?.branch === target.branch && cache.tip === target.tip)
    return { branch: target.branch, authors: new Set(cache.authors) };
  let authors: Set<string> | undefined;
  // Moved forward: the commits since are all that is new (a rewritten branch is read again in full).
  if (
    cache?.branch === target.branch &&
    gitOutput(repo.root, ['merge-base', '--is-ancestor', cache.tip, target.tip]) !== undefined
  ) {
    const added = authorsOf(repo, [target.tip, '--not', cache.tip]);
    if (added) authors = new Set([...cache.authors, ...added]);
  }
  if (!authors) {
    const all = authorsOf(repo, [target.tip]);
    // git could not answer: nobody but the user is trusted this time, and nothing is cached.
    if (!all)
      return {
        branch: target.branch,
        authors: new Set(),
        problem: `could not read the authors of \`${target.branch}\` from git`,
      };
    authors = new Set(all);
  }
  try {
    writeFileAtomic(
      file,
      JSON.stringify({
        v: CACHE_VERSION,
        branch: target.branch,
        tip: target.tip,
        authors: [...authors].sort(),
      } satisfies AuthorsCache),
      { makeFolder: true },
    );
  } catch {
    // A cache that cannot be written costs the next session start one git log.
  }
  return { branch: target.branch, authors };
}

/** The trust the settings ask for: everyone, the default branch's authors, or a list; the user always. */
export function resolveAuthorTrust(
  repo: Repo,
  paths: ProjectPaths,
  setting: 'default-branch' | 'everyone' | readonly string[],
  self: string | null,
): AuthorTrust {
  if (setting === 'everyone')
    return { everyone: true, authors: new Set(), self, source: { kind: 'everyone' } };
  if (setting !== 'default-branch')
    return {
      everyone: false,
      authors: new Set(setting.map((email) => email.toLowerCase())),
      self,
      source: { kind: 'setting' },
    };
  const found = readDefaultBranchAuthors(repo, paths);
  // No default branch yet (a new repository): nothing to measure trust against, so everyone.
  if (!found) return { everyone: true, authors: new Set(), self, source: { kind: 'everyone' } };
  return {
    everyone: false,
    authors: found.authors,
    self,
    source: { kind: 'branch', branch: found.branch },
    ...(found.problem ? { problem: found.problem } : {}),
  };
}
