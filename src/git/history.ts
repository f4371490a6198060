/**
 * The memory as git holds it: the events in a commit's tree, and the events added between
 * two commits, read from git objects rather than the work tree (during a merge the work
 * tree is not yet what the result will be).
 */
import { spawnSync } from 'node:child_process';
import { CortexError } from '../errors.js';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventText, type LogWarning } from '../events/lines.js';
import { parseCatFileBatch, parseLsTree, parseRawDiff } from './plumbing/objects.js';
import type { Repo } from './plumbing/repo.js';

export const EVENTS_PATH = '.cortex/events';

function git(repo: Repo, args: string[], input?: string): Buffer {
  const result = spawnSync('git', args, { cwd: repo.root, input, maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new CortexError(
      'GIT_FAILED',
      `git ${args.join(' ')} failed: ${result.stderr.toString().trim().split('\n')[0] ?? ''}`,
    );
  }
  return result.stdout;
}

/** Resolves a revision to a commit id; throws a clear error for an unknown one. */
export function resolveCommit(repo: Repo, revision: string): string {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
    cwd: repo.root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new CortexError('UNKNOWN_REVISION', `unknown revision '${revision}'`, {
      hint: "give a branch, tag or commit, e.g. 'origin/main..HEAD'",
    });
  }
  return result.stdout.trim();
}

/** Reads blobs by object id in one `git cat-file --batch`. */
export function readBlobs(repo: Repo, objects: readonly string[]): (string | undefined)[] {
  if (objects.length === 0) return [];
  const output = git(repo, ['cat-file', '--batch'], objects.join('\n') + '\n');
  return parseCatFileBatch(output, objects.length).map((blob) => blob?.toString('utf8'));
}

/** The event files (path and blob id) in a commit's tree. */
export function eventFilesAt(repo: Repo, commit: string): { path: string; object: string }[] {
  const output = git(repo, ['ls-tree', '-r', '-z', commit, '--', `${EVENTS_PATH}/`]).toString(
    'utf8',
  );
  return parseLsTree(output)
    .filter((entry) => entry.type === 'blob' && entry.path.endsWith('.ndjson'))
    .map((entry) => ({ path: entry.path, object: entry.object }));
}

/** Parses event files read from git, with warnings that name `<rev>:<path>` and the line. */
export function eventsOfBlobs(
  files: readonly { path: string; object: string }[],
  texts: readonly (string | undefined)[],
  label: string,
): { events: AnyEvent[]; warnings: LogWarning[] } {
  const events: AnyEvent[] = [];
  const warnings: LogWarning[] = [];
  files.forEach((file, index) => {
    const parsed = parseEventText(texts[index] ?? '', `${label}:${file.path}`);
    for (const entry of parsed.entries) events.push(entry.event);
    warnings.push(...parsed.warnings);
  });
  return { events, warnings };
}

/** Every event in a commit's tree (unordered, duplicates not collapsed). */
export function eventsAt(
  repo: Repo,
  commit: string,
): { events: AnyEvent[]; warnings: LogWarning[] } {
  const files = eventFilesAt(repo, commit);
  return eventsOfBlobs(
    files,
    readBlobs(
      repo,
      files.map((file) => file.object),
    ),
    commit.slice(0, 12),
  );
}

/**
 * The events `to` has that `from` has not, found by diffing the event files between the
 * two commits: every event of an added file, and the events of a changed file whose ids
 * the old version lacked.
 */
export function eventsAddedBetween(
  repo: Repo,
  from: string,
  to: string,
): { events: AnyEvent[]; warnings: LogWarning[] } {
  const output = git(repo, [
    'diff',
    '--raw',
    '-z',
    '--no-renames',
    '--no-abbrev',
    from,
    to,
    '--',
    `${EVENTS_PATH}/`,
  ]).toString('utf8');
  const all = parseRawDiff(output).filter((change) => change.path.endsWith('.ndjson'));
  const changes = all.filter((change) => change.status === 'A' || change.status === 'M');
  const newTexts = readBlobs(
    repo,
    changes.map((change) => change.newObject),
  );
  // Old versions of changed and removed files: an event that only moved between files is not new.
  const previous = all.filter((change) => change.status === 'M' || change.status === 'D');
  const oldTexts = readBlobs(
    repo,
    previous.map((change) => change.oldObject),
  );
  const before = new Set(
    eventsOfBlobs(
      previous.map((change) => ({ path: change.path, object: change.oldObject })),
      oldTexts,
      from.slice(0, 12),
    ).events.map((event) => event.id),
  );
  const after = eventsOfBlobs(
    changes.map((change) => ({ path: change.path, object: change.newObject })),
    newTexts,
    to.slice(0, 12),
  );
  return {
    events: after.events.filter((event) => !before.has(event.id)),
    warnings: after.warnings,
  };
}
