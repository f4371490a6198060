/**
 * The merge drivers git runs for cortex's files (`cortex merge-driver …`). The events
 * driver merges two versions of an event file (git/merge-events.ts). The projection driver
 * writes the projection of the events the operation results in, read from git objects:
 * the current HEAD's events, plus what the other side added since the base, minus what it
 * removed.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { orderEvents } from '../events/order.js';
import type { ProjectPaths } from '../events/paths.js';
import { eventsAddedBetween, eventsAt } from './history.js';
import { mergeEventFiles } from './merge-events.js';
import { commitChangingBlob, mergeHeadFromEnv, replayedCommitFromDone } from './merge-sides.js';
import { gitOutput, readHead, type Repo } from './repo.js';

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
export function quarantineLines(paths: ProjectPaths, origin: string, lines: readonly string[], now: Date): string | undefined {
  if (lines.length === 0) return undefined;
  const dir = quarantineDir(paths);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${basename(origin).replace(/\.ndjson$/, '')}.txt`);
  const header = `# ${now.toISOString()}: lines from ${origin} that are not valid events, kept here by cortex\n`;
  appendFileSync(file, header + lines.join('\n') + '\n');
  return file;
}

/** Merges one event file; returns the number of quarantined lines. Never leaves a conflict. */
export function runEventsDriver(paths: ProjectPaths, files: DriverFiles, now: Date): { quarantined: number } {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const result = mergeEventFiles({ base: read(files.base), ours: read(files.ours), theirs: read(files.theirs) });
  writeFileSync(files.ours, result.text);
  quarantineLines(paths, files.path, result.quarantined, now);
  return { quarantined: result.quarantined.length };
}

export interface MergeSides {
  head: string;
  theirs: string;
  base: string;
  how: 'merge' | 'rebase' | 'pick';
}

/** Which commits the running operation combines, or undefined when it cannot be told. */
export function findMergeSides(repo: Repo, env: Record<string, string | undefined>, files: DriverFiles): MergeSides | undefined {
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
    const theirs = replayed && gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${replayed}^{commit}`]);
    const base = theirs && gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${theirs}^`]);
    if (theirs && base) return { head, theirs, base, how: 'rebase' };
  }
  for (const name of ['CHERRY_PICK_HEAD', 'REVERT_HEAD']) {
    const ref = join(repo.gitDir, name);
    if (!existsSync(ref)) continue;
    const commit = readFileSync(ref, 'utf8').trim();
    const parent = gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${commit}^`]);
    if (!parent) continue;
    return name === 'REVERT_HEAD' ? { head, theirs: parent, base: commit, how: 'pick' } : { head, theirs: commit, base: parent, how: 'pick' };
  }
  // Cherry-pick (and anything else): the commit whose change to this file went from base to theirs.
  const from = gitOutput(repo.root, ['hash-object', '--', files.base]);
  const to = gitOutput(repo.root, ['hash-object', '--', files.theirs]);
  if (!from || !to) return undefined;
  const log = gitOutput(repo.root, ['log', '--all', '--reflog', '--raw', '--no-abbrev', '--no-renames', '--format=%x00%H', '--', files.path]);
  const picked = log && commitChangingBlob(log, from, to);
  const base = picked && gitOutput(repo.root, ['rev-parse', '--verify', '--quiet', `${picked}^`]);
  return picked && base ? { head, theirs: picked, base, how: 'pick' } : undefined;
}

/** The events of the commit the operation will produce, in log order. */
export function eventsOfMergeResult(repo: Repo, sides: MergeSides): AnyEvent[] {
  const added = eventsAddedBetween(repo, sides.base, sides.theirs).events;
  const removed = new Set(eventsAddedBetween(repo, sides.theirs, sides.base).events.map((event) => event.id));
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
