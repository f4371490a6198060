/**
 * The projection merge driver git runs for cortex's projections (`cortex merge-driver
 * projection …`): it writes the projection of the events the operation results in, read
 * from git objects: the current HEAD's events, plus what the other side added since the
 * base, minus what it removed. (The events driver is git/events-driver.ts.)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { orderEvents } from '../events/order.js';
import type { DriverFiles } from './events-driver.js';
import { eventsAddedBetween, eventsAt } from './history.js';
import { commitChangingBlob, mergeHeadFromEnv, replayedCommitFromDone } from './merge-sides.js';
import { gitOutput, readHead, type Repo } from './plumbing/repo.js';

export type { DriverFiles } from './events-driver.js';

export interface MergeSides {
  head: string;
  theirs: string;
  base: string;
  how: 'merge' | 'rebase' | 'pick';
}

/** Which commits the running operation combines, or undefined when it cannot be told. */
export function findMergeSides(
  repo: Repo,
  env: Record<string, string | undefined>,
  files: DriverFiles,
): MergeSides | undefined {
  const head = readHead(repo).commit;
  if (!head) return undefined;
  const merged = mergeHeadFromEnv(env, head);
  if (merged) {
    const base = gitOutput(repo.root, ['merge-base', head, merged]);
    if (base) return { head, theirs: merged, base, how: 'merge' };
  }
  const donePath = join(repo.gitDir, 'rebase-merge', 'done');
  if (existsSync(donePath)) {
    const replayed = replayedCommitFromDone(readFileSync(donePath, 'utf8'));
    const theirs =
      replayed &&
      gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${replayed}^{commit}`]);
    const base = theirs && gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${theirs}^`]);
    if (theirs && base) return { head, theirs, base, how: 'rebase' };
  }
  for (const name of ['CHERRY_PICK_HEAD', 'REVERT_HEAD']) {
    const ref = join(repo.gitDir, name);
    if (!existsSync(ref)) continue;
    const commit = readFileSync(ref, 'utf8').trim();
    const parent = gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${commit}^`]);
    if (!parent) continue;
    return name === 'REVERT_HEAD'
      ? { head, theirs: parent, base: commit, how: 'pick' }
      : { head, theirs: commit, base: parent, how: 'pick' };
  }
  // Cherry-pick (and anything else): the commit whose change to this file went from base to theirs.
  const from = gitOutput(repo.root, ['hash-object', '--', files.base]);
  const to = gitOutput(repo.root, ['hash-object', '--', files.theirs]);
  if (!from || !to) return undefined;
  const log = gitOutput(repo.root, [
    'log',
    '--all',
    '--reflog',
    '--raw',
    '--no-abbrev',
    '--no-renames',
    '--format=%x00%H',
    '--',
    files.path,
  ]);
  const picked = log && commitChangingBlob(log, from, to);
  const base = picked && gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${picked}^`]);
  return picked && base ? { head, theirs: picked, base, how: 'pick' } : undefined;
}

/** The events of the commit the operation will produce, in log order. */
export function eventsOfMergeResult(repo: Repo, sides: MergeSides): AnyEvent[] {
  const added = eventsAddedBetween(repo, sides.base, sides.theirs).events;
  const removed = new Set(
    eventsAddedBetween(repo, sides.theirs, sides.base).events.map((event) => event.id),
  );
  const kept = eventsAt(repo, sides.head).events.filter((event) => !removed.has(event.id));
  return orderEvents([...kept, ...added]).events;
}

/** Renders a committed projection (`.cortex/decisions.md`, …) from events in log order; undefined for other paths. */
export type ProjectionRenderer = (path: string, events: readonly AnyEvent[]) => string | undefined;

/**
 * Writes the projection of the operation's resulting events into `files.ours`. When the
 * sides cannot be told, keeps ours as it is (`kept-ours`): the post-merge hook and
 * `cortex doctor` then regenerate it from the work tree.
 */
export function runProjectionDriver(
  project: { repo: Repo },
  files: DriverFiles,
  env: Record<string, string | undefined>,
  render: ProjectionRenderer,
): 'regenerated' | 'kept-ours' {
  const sides = findMergeSides(project.repo, env, files);
  if (!sides) return 'kept-ours';
  const text = render(files.path, eventsOfMergeResult(project.repo, sides));
  if (text === undefined) return 'kept-ours';
  writeFileSync(files.ours, text);
  return 'regenerated';
}
