/**
 * Real git repositories in temporary folders, one per test, removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

const created: string[] = [];

const pause = new Int32Array(new SharedArrayBuffer(4));

/** The `.cortex/local` folders of a test folder: its own, and those of repositories one level below (clones). */
function localFolders(dir: string): string[] {
  const folders = [join(dir, '.cortex', 'local')];
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) folders.push(join(dir, entry.name, '.cortex', 'local'));
  } catch {
    // Gone already.
  }
  return folders.filter((folder) => existsSync(folder));
}

/**
 * Waits (at most `timeoutMs`) until no background regeneration of the projections (a Stop's)
 * or rewrite of the briefing (a git hook's) is pending or running under `dir`: the marker is
 * removed once the refresh holds its lock, and the lock once it is done.
 */
export function settleBackgroundWork(dir: string, timeoutMs = 30_000): void {
  const deadline = Date.now() + timeoutMs;
  const markers = ['projections-pending', 'projections.lock', 'briefing-pending', 'briefing.lock'];
  const busy = () =>
    localFolders(dir).some((folder) => markers.some((marker) => existsSync(join(folder, marker))));
  while (busy() && Date.now() < deadline) Atomics.wait(pause, 0, 0, 25);
}

afterEach(() => {
  for (const dir of created.splice(0)) {
    // A Stop's or a git hook's detached refresh may still be writing here.
    settleBackgroundWork(dir);
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});

/** A fresh empty folder (not a repository). */
export function tempDir(prefix = 'cortex-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  created.push(dir);
  return dir;
}

/** Runs git in `cwd` and returns its stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: '2026-11-20T10:00:00Z',
      GIT_COMMITTER_DATE: '2026-11-20T10:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** A new repository on branch `main` with a configured identity. */
export function tempRepo(): string {
  const dir = tempDir('cortex-repo-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'dev@example.com');
  git(dir, 'config', 'user.name', 'Dev');
  git(dir, 'config', 'commit.gpgsign', 'false');
  return dir;
}

/** Writes a file (creating folders) relative to `root`. */
export function writeFile(root: string, path: string, content: string): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** Commits everything in the work tree. */
export function commitAll(root: string, message: string): void {
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', message);
}
