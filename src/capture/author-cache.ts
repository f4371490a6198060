/**
 * The author of captured events, cached in `.cortex/local/author.json`: asking git spawns
 * a process, which a hook that runs after every turn cannot afford. The cache is filled
 * when missing and refreshed at the end of each session (and by `cortex ingest`).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { readGitEmail } from '../git/plumbing/repo.js';
import { formatAuthor, type Project } from '../project.js';
import { writeFileAtomic } from '../files.js';
import { authorCacheFile } from '../events/paths.js';

function cacheFile(project: Project): string {
  return authorCacheFile(project.paths);
}

function readCachedEmail(project: Project): { email: string | null } | undefined {
  try {
    const value = JSON.parse(readFileSync(cacheFile(project), 'utf8')) as { email?: unknown };
    if (typeof value.email === 'string' || value.email === null) return { email: value.email };
  } catch {
    // Not cached yet.
  }
  return undefined;
}

function writeCachedEmail(project: Project, email: string | null): void {
  try {
    mkdirSync(project.paths.localDir, { recursive: true });
    const file = cacheFile(project);
    writeFileAtomic(file, JSON.stringify({ email }) + '\n');
  } catch {
    // A cache that cannot be written only costs a git call next time.
  }
}

/** The author to record, as the project's `author` setting asks; asks git only when the cache is empty or `refresh` is set. */
export function captureAuthor(
  project: Project,
  options: { refresh?: boolean } = {},
): string | null {
  if (project.config.author === 'none') return null;
  let cached = options.refresh ? undefined : readCachedEmail(project);
  if (!cached) {
    cached = { email: readGitEmail(project.repo.root) };
    writeCachedEmail(project, cached.email);
  }
  return cached.email === null ? null : formatAuthor(cached.email, project.config);
}

/** The git user's e-mail address (cached as captureAuthor caches it), whatever the `author` setting records. */
export function cachedUserEmail(project: Project): string | null {
  let cached = readCachedEmail(project);
  if (!cached) {
    cached = { email: readGitEmail(project.repo.root) };
    writeCachedEmail(project, cached.email);
  }
  return cached.email;
}
