/**
 * `cortex git-hook <name>`: what the pre-commit, post-merge, post-rewrite and post-checkout
 * hooks run. Before a commit that carries memory events, the projections they imply are
 * written and staged with them (and the log's other new events), so every commit is
 * complete and a merge of it has nothing left to regenerate. After git changed the events,
 * committed projections that are still stale (resolved by hand, merged without the driver)
 * are regenerated and the user told to commit them, and local artefacts are refreshed.
 * Quiet, quick, and never fails the git command.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GIT_HOOKS, type GitHookName } from '../../setup/hook-script.js';
import { BRIEFING_FILE, writeBriefing } from '../../projections/briefing-file.js';
import { briefingChannel } from '../../setup/briefing-channel.js';
import { startBriefingRefresh } from '../../memory/background-refresh.js';
import { DECISIONS_DIR } from '../../projections/decision-records.js';
import {
  COMMITTED_NEEDS,
  findStaleProjections,
  readLogDigest,
  regenerateProjections,
  type LogRead,
} from '../../projections/projection-files.js';
import type { Project } from '../../project.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { gitOutput } from '../../git/plumbing/repo.js';
import { heartbeatDir, projectionsLockFile, projectionsPendingFile } from '../../events/paths.js';
import { writeFileAtomic } from '../../files.js';

/**
 * What the steps share: the committed log, read once by whichever step needs it first,
 * file by file as `cortex project` reads it (a merge brings many files the digest cache
 * has not seen, and the cache of a large log costs more to load than the files to read).
 */
interface RefreshInput {
  project: Project;
  ctx: Context;
  hook: GitHookName;
  /** What git passed the hook (post-merge: whether it was a squash). */
  args: readonly string[];
  log: () => LogRead;
}

/** One thing to bring up to date after git moved; returns a line for the user, if any. */
export type RefreshStep = (input: RefreshInput) => string | undefined;

/** The committed projections, as git paths. */
const PROJECTION_PATHS = [
  '.cortex/decisions.md',
  '.cortex/decisions-archive.md',
  '.cortex/active-plan.md',
  DECISIONS_DIR,
];

/**
 * Before a commit that carries memory events: the log's other new events join them (event
 * files only grow, so this adds lines the commit would otherwise leave behind), and the
 * projections of the events are written and staged. A Stop hook leaves projections to a
 * background refresh; a commit made before it ran used to carry events without their
 * decision records, which the next merge then had to write, leaving the tree dirty.
 */
const stageProjections: RefreshStep = ({ project }) => {
  const root = project.repo.root;
  if (!gitOutput(root, ['diff', '--cached', '--name-only', '--', '.cortex/events/']))
    return undefined;
  if (gitOutput(root, ['add', '--', '.cortex/events/']) === undefined)
    throw new Error('git add .cortex/events/ failed');
  // Every writer of events either writes the projections itself or leaves a marker for a
  // background refresh: with neither the marker nor a refresh at work (its lock), the work
  // tree's projections are current and only staged (a commit of a large log reads none of it).
  const pending =
    existsSync(projectionsPendingFile(project.paths)) ||
    existsSync(projectionsLockFile(project.paths));
  const run = pending
    ? regenerateProjections(project, { cache: 'off', deletions: 'all' })
    : { changed: [], removed: [] };
  // A path git neither tracks nor finds in the work tree would fail `git add`.
  const present = PROJECTION_PATHS.filter(
    (path) => existsSync(join(root, path)) || gitOutput(root, ['ls-files', '--', path]),
  );
  if (present.length && gitOutput(root, ['add', '-A', '--', ...present]) === undefined)
    throw new Error('git add of the projections failed');
  const written = [...run.changed, ...run.removed];
  if (written.length === 0) return undefined;
  const named =
    written.length > 5
      ? `${written.slice(0, 5).join(', ')} and ${written.length - 5} more`
      : written.join(', ');
  return `added ${named} to this commit: the projections of its memory events`;
};

/**
 * Committed projections a merge or rewrite left stale (resolved by hand, or made where the
 * driver is not installed) are regenerated; the user commits them.
 */
const refreshProjections: RefreshStep = ({ project, hook, args, log }) => {
  if (
    hook === 'pre-commit' ||
    hook === 'post-checkout' ||
    mergedNothingOfCortex(project, hook, args)
  )
    return undefined;
  const { stale } = findStaleProjections(project, log());
  if (stale.length === 0) return undefined;
  const run = regenerateProjections(project, { log: log(), deletions: 'all' });
  const lines = run.corrections.map(
    (correction) => `read back ${DECISIONS_DIR}/${correction.summary}`,
  );
  lines.push(
    ...run.problems.map(
      (problem) =>
        `${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}; left as it is`,
    ),
  );
  const written = [...run.changed, ...run.removed];
  if (written.length) {
    const named =
      written.length > 5
        ? `${written.slice(0, 5).join(', ')} and ${written.length - 5} more`
        : written.join(', ');
    lines.push(
      `regenerated ${named} from the merged events; commit ${written.length === 1 ? 'it' : 'them'}`,
    );
  }
  return lines.length ? lines.join('\ncortex: ') : undefined;
};

/**
 * Whether a merge (a pull, most often) brought nothing under `.cortex/`: then the events and
 * the projections are what they were, and there is nothing to check; a team's code-only
 * pulls skip reading the log. A squash merge is only staged, so it is checked as ever.
 */
function mergedNothingOfCortex(
  project: Project,
  hook: GitHookName,
  args: readonly string[],
): boolean {
  if (hook !== 'post-merge' || args[0] === '1') return false;
  return (
    gitOutput(project.repo.root, ['diff', '--name-only', 'ORIG_HEAD', 'HEAD', '--', '.cortex/']) ===
    ''
  );
}

/**
 * The briefing file follows the branch and the events now in the work tree, rewritten by a
 * detached process so that git returns at once (it reads the whole log). Where the
 * SessionStart hook hands the briefing over there is no file to keep: a copy is removed.
 */
const refreshBriefing: RefreshStep = ({ project, ctx, hook }) => {
  if (hook === 'pre-commit') return undefined;
  if (briefingChannel(project.repo.root, ctx.env) === 'hook') {
    rmSync(join(project.paths.root, BRIEFING_FILE), { force: true });
    return undefined;
  }
  if (startBriefingRefresh(project, ctx.now()) !== 'no cortex binary') return undefined;
  const briefing = writeBriefing(project, { now: ctx.now() });
  if (briefing.problem) throw new Error(briefing.problem);
  return undefined;
};

/** The steps, in order. Search caches need none: they notice a changed log by its fingerprint. */
const REFRESH_STEPS: RefreshStep[] = [stageProjections, refreshProjections, refreshBriefing];

function recordRun(project: Project, hook: GitHookName, started: Date, problems: string[]): void {
  const dir = heartbeatDir(project.paths);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `git-${hook}.json`);
  const body = {
    event: `git-${hook}`,
    at: started.toISOString(),
    ok: problems.length === 0,
    problems,
  };
  writeFileAtomic(file, JSON.stringify(body, null, 2) + '\n');
}

function run(input: ParsedInput, ctx: Context): number {
  const [hook] = input.positionals as [string, ...string[]];
  if (!(GIT_HOOKS as readonly string[]).includes(hook)) return 0;
  let project: Project;
  try {
    project = openProject(ctx.cwd, 'cli', ctx.env);
  } catch {
    return 0;
  }
  const started = ctx.now();
  const problems: string[] = [];
  let read: LogRead | undefined;
  const shared: RefreshInput = {
    project,
    ctx,
    hook: hook as GitHookName,
    args: input.positionals.slice(1).map(String),
    log: () => (read ??= readLogDigest(project.paths, { cache: 'off', needs: COMMITTED_NEEDS })),
  };
  for (const step of REFRESH_STEPS) {
    try {
      const message = step(shared);
      if (message) ctx.stdout.write(`cortex: ${message}\n`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  recordRun(project, hook as GitHookName, started, problems);
  return 0;
}

export const command: CommandDefinition = {
  name: 'git-hook',
  summary: "what cortex's git hooks run (pre-commit, post-merge, post-rewrite, post-checkout)",
  usage: [`git-hook <${GIT_HOOKS.join('|')}> [<args>...]`],
  description:
    'Run by the git hooks cortex init installs, not by hand: before a commit that carries memory events,\n' +
    'writes and stages the projections they imply; after git changes the events (merge, rebase, checkout),\n' +
    'regenerates committed projections that are stale and refreshes local state. Always exits 0.',
  options: {},
  positionals: { min: 1, max: Infinity },
  run,
};
