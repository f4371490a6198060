/**
 * `cortex pack` (shell): packs the event files of past months, one pack per month, in a
 * commit that only adds the packs and deletes the files they replace. Event files are never
 * modified, so a branch that still holds the old files merges with that commit without a
 * conflict: git sees deletions of files the branch did not change, and additions.
 *
 * Only committed files are packed, and only those the work tree holds unchanged: a writer
 * still appending to its file (a session that began last month), or a file with local
 * edits, is left for a later pack. Packing again changes nothing until new files arrive.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CortexError } from '../errors.js';
import { formatWarning } from '../events/lines.js';
import { planMonthPack, type MonthPack, type PackProblem } from '../events/month-pack.js';
import type { ProjectPaths } from '../events/paths.js';
import { gitOutput, type Repo } from './plumbing/repo.js';
import { EVENTS_PATH } from './history.js';

const MONTH = /^\d{4}-\d{2}$/;

function git(root: string, args: string[]): string {
  const result = spawnSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0)
    throw new CortexError(
      'GIT_FAILED',
      `git ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${result.status}`}`,
    );
  return result.stdout;
}

export interface PackOptions {
  /** Months before this one (`YYYY-MM`) are packed. */
  before: string;
  /** Only say what would be packed. */
  dryRun: boolean;
  /** Commit the result (otherwise it is left staged). */
  commit: boolean;
  /** Pack only when the log has more event files than this. */
  threshold?: number;
}

export interface PackReport {
  packs: MonthPack[];
  problems: PackProblem[];
  /** Event files in the log before packing. */
  files: number;
  commit?: string;
  /** Why nothing was done, when nothing was. */
  skipped?: string;
}

/** The committed, unchanged event files of each past month, by month. */
function packableFiles(
  repo: Repo,
  before: string,
): { byMonth: Map<string, string[]>; files: number } {
  const tracked = git(repo.root, ['ls-files', '-z', '--', `${EVENTS_PATH}/`])
    .split('\0')
    .filter((path) => path.endsWith('.ndjson'));
  const changed = new Set(
    git(repo.root, ['diff', '--name-only', '-z', 'HEAD', '--', `${EVENTS_PATH}/`]).split('\0'),
  );
  const byMonth = new Map<string, string[]>();
  for (const path of tracked) {
    const month = path.slice(EVENTS_PATH.length + 1).split('/')[0]!;
    if (!MONTH.test(month) || month >= before || changed.has(path)) continue;
    byMonth.set(month, [...(byMonth.get(month) ?? []), path]);
  }
  return { byMonth, files: tracked.length };
}

/** How many event files the work tree holds. */
export function countEventFiles(paths: ProjectPaths): number {
  let count = 0;
  for (const month of readdirSafe(paths.eventsDir))
    for (const file of readdirSafe(join(paths.eventsDir, month)))
      if (file.endsWith('.ndjson')) count++;
  return count;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Packs the past months of the log (see the module comment). */
export function packEventLog(repo: Repo, options: PackOptions): PackReport {
  if (!gitOutput(repo.root, ['rev-parse', '--verify', '-q', 'HEAD']))
    throw new CortexError(
      'NO_COMMITS',
      'nothing is committed yet: cortex packs committed event files only',
    );
  const { byMonth, files } = packableFiles(repo, options.before);
  if (options.threshold !== undefined && files <= options.threshold)
    return {
      packs: [],
      problems: [],
      files,
      skipped: `${files} event files, not more than ${options.threshold}`,
    };
  const packs: MonthPack[] = [];
  const problems: PackProblem[] = [];
  for (const [month, monthFiles] of [...byMonth].sort()) {
    const plan = planMonthPack(
      EVENTS_PATH,
      month,
      monthFiles.map((path) => ({ path, bytes: readFileSync(join(repo.root, path)) })),
    );
    if (!plan) continue;
    if ('warnings' in plan) problems.push(plan);
    else packs.push(plan);
  }
  if (options.dryRun || packs.length === 0) return { packs, problems, files };
  for (const pack of packs) {
    writeFileSync(join(repo.root, pack.path), pack.text);
    for (const file of pack.replaces) rmSync(join(repo.root, file), { force: true });
  }
  const paths = packs.flatMap((pack) => [pack.path, ...pack.replaces]);
  git(repo.root, ['add', '-A', '--', ...paths]);
  if (!options.commit) return { packs, problems, files };
  const message = `cortex pack: ${packs.map((pack) => pack.month).join(', ')}\n\n${packs
    .map(
      (pack) =>
        `${pack.month}: ${pack.replaces.length} event files -> ${pack.path.split('/').pop()} (${pack.events} events)`,
    )
    .join('\n')}\n`;
  // --only: exactly these paths are committed, whatever else is staged.
  git(repo.root, ['commit', '-q', '--no-verify', '--only', '-m', message, '--', ...paths]);
  return { packs, problems, files, commit: git(repo.root, ['rev-parse', 'HEAD']).trim() };
}

/** The problems as lines for the user. */
export function describeProblems(problems: readonly PackProblem[]): string[] {
  return problems.map(
    (problem) =>
      `${problem.month} not packed: ${problem.warnings.length} unreadable line(s), e.g. ${formatWarning(problem.warnings[0]!)}; run cortex doctor --fix first`,
  );
}
