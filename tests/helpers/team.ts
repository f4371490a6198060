/**
 * A team sharing memory through git: a bare remote and clones, each set up with the built
 * cortex binary (so the merge drivers and hooks git runs are the real ones).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { cortexBin } from './cli.js';
import { git, tempDir } from './repo.js';

export interface Team {
  remote: string;
  clone(name: string, options?: { init?: boolean }): string;
}

/** A bare remote with one commit on main that already holds cortex's setup. */
export function team(): Team {
  const root = tempDir('cortex-team-');
  const remote = join(root, 'remote.git');
  git(root, 'init', '-q', '--bare', '-b', 'main', remote);
  const seed = join(root, 'seed');
  git(root, 'clone', '-q', remote, seed);
  configure(seed, 'seed');
  expect(cortexBin(seed, ['init']).code).toBe(0);
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'Set up cortex');
  git(seed, 'push', '-q', 'origin', 'main');
  return {
    remote,
    clone(name, options = {}) {
      const dir = join(root, name);
      git(root, 'clone', '-q', remote, dir);
      configure(dir, name);
      if (options.init !== false) expect(cortexBin(dir, ['init']).code).toBe(0);
      return dir;
    },
  };
}

function configure(dir: string, name: string): void {
  git(dir, 'config', 'user.email', `${name}@example.com`);
  git(dir, 'config', 'user.name', name);
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'pull.rebase', 'false');
}

/** Records a memory through the built binary and commits it; returns the event id. */
export function rememberAndCommit(dir: string, text: string, type = 'decision'): string {
  const result = cortexBin(dir, ['remember', '--type', type, text]);
  expect(result.code, result.stderr).toBe(0);
  // As the capture hooks do: the committed projections follow the events.
  expect(cortexBin(dir, ['project']).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', `memory: ${text}`);
  const exported = cortexBin(dir, [
    'log',
    '--json',
    '--grep',
    `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  ])
    .stdout.trim()
    .split('\n');
  return (JSON.parse(exported[0]!) as { id: string }).id;
}

/** Every event id in a clone's work tree, and how many lines each appears on. */
export function eventCounts(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  const eventsDir = join(dir, '.cortex', 'events');
  const files = existsSync(eventsDir)
    ? (readdirSync(eventsDir, { recursive: true }) as string[]).filter((file) =>
        file.endsWith('.ndjson'),
      )
    : [];
  for (const file of files) {
    for (const line of readFileSync(join(eventsDir, file), 'utf8').split('\n')) {
      const match = /"id":"([0-9A-Z]{26})"/.exec(line);
      if (match) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    }
  }
  return counts;
}

/** Paths under .cortex/ that git reports as conflicted. */
export function conflicts(dir: string): string[] {
  return git(dir, 'diff', '--name-only', '--diff-filter=U').split('\n').filter(Boolean);
}

/**
 * The committed projections equal a fresh `cortex project` of the committed events, and
 * the work tree has nothing left to commit under .cortex/.
 */
export function expectProjectionsFresh(dir: string): void {
  const check = cortexBin(dir, ['project', '--check']);
  expect(check.code, check.stdout + check.stderr).toBe(0);
  expect(git(dir, 'status', '--porcelain', '--', '.cortex')).toBe('');
}
