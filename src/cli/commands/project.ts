/**
 * `cortex project [--check]`: writes the committed projections (.cortex/decisions.md,
 * .cortex/decisions-archive.md, .cortex/active-plan.md) from the event log. With `--check`
 * it writes nothing and exits 1 naming the files that are stale: for CI and pre-commit.
 */
import {
  COMMITTED_NEEDS,
  DECISIONS_DIR,
  findStaleProjections,
  readLogDigest,
  regenerateProjections,
  type ProjectionProgress,
} from '../../memory/projections.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { reportReadWarnings } from '../warnings.js';
import type { RecordProblem } from '../../projections/decision-review.js';
import { formatCount, startProgress, type Progress } from '../progress.js';

/** Decision records cortex could not read, each with file and line, and what it did with them (nothing). */
export function reportRecordProblems(ctx: Context, problems: readonly RecordProblem[]): void {
  for (const problem of problems) {
    ctx.stderr.write(
      `cortex: ${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}; left as it is\n`,
    );
  }
}

/** The progress line's words for each step of a regeneration. */
function showProgress(progress: Progress): ProjectionProgress {
  let phase: string | undefined;
  return (step) => {
    // A new phase shows at once, whatever the line's rate.
    const changed = step.phase !== phase;
    phase = step.phase;
    // The count moves by thousands: formatting it for each of 100,000 events cost more than a tenth of a second.
    if (!changed && step.phase === 'reading' && step.events % 1000 !== 0) return;
    progress.update(
      step.phase === 'reading'
        ? `reading the log: ${step.events.toLocaleString('en-US')} events`
        : `writing decision records: ${formatCount(step.records, step.total)}`,
      changed,
    );
  };
}

// The committed files must never rest on a cache: both modes read every event file (and
// leave the cache to the hooks, which keep it current).
function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const quiet = input.options.quiet === true;
  const progress = startProgress(ctx);
  if (input.options.check === true) {
    const show = showProgress(progress);
    const log = readLogDigest(project.paths, {
      cache: 'off',
      needs: COMMITTED_NEEDS,
      progress: (events) => show({ phase: 'reading', events }),
    });
    progress.done();
    reportReadWarnings(ctx, log.warnings);
    const { stale, problems } = findStaleProjections(project, log);
    reportRecordProblems(ctx, problems);
    if (input.options.json === true) {
      ctx.stdout.write(`${JSON.stringify({ upToDate: stale.length === 0, stale }, null, 2)}\n`);
      return stale.length === 0 ? 0 : 1;
    }
    if (stale.length === 0) {
      if (!quiet) ctx.stdout.write('projections are up to date\n');
      return 0;
    }
    const shown =
      stale.length > 20 ? [...stale.slice(0, 20), `and ${stale.length - 20} more`] : stale;
    ctx.stderr.write(
      `cortex: stale projection${stale.length === 1 ? '' : 's'}: ${shown.join(', ')}\n`,
    );
    ctx.stderr.write("hint: run 'cortex project' and commit the result\n");
    return 1;
  }
  const result = regenerateProjections(project, {
    cache: 'off',
    now: ctx.now(),
    entropy: ctx.entropy,
    progress: showProgress(progress),
  });
  progress.done();
  reportReadWarnings(ctx, result.warnings);
  reportRecordProblems(ctx, result.problems);
  if (input.options.json === true) {
    const readBack = result.corrections.map(
      (correction) => `${DECISIONS_DIR}/${correction.summary}`,
    );
    ctx.stdout.write(
      `${JSON.stringify({ written: result.changed, removed: result.removed, readBack, summary: result.summary }, null, 2)}\n`,
    );
    return 0;
  }
  for (const correction of result.corrections)
    ctx.stdout.write(`read back ${DECISIONS_DIR}/${correction.summary}\n`);
  if (!quiet) {
    for (const file of result.changed) ctx.stdout.write(`wrote ${file}\n`);
    for (const file of result.removed) ctx.stdout.write(`removed ${file}\n`);
    const { full, line, archived } = result.summary.decisions;
    const plans = result.summary.plans;
    const summary = `decisions and rejections: ${full} in full, ${line} in one line, ${archived} archived; ${plans} plan${plans === 1 ? '' : 's'}`;
    ctx.stdout.write(
      result.changed.length ? `${summary}\n` : `projections are up to date (${summary})\n`,
    );
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'project',
  summary:
    'write the decision records, decisions.md, decisions-archive.md and active-plan.md from the log',
  usage: ['project [--check] [--quiet] [--json]'],
  description:
    'Write the committed projections of the event log: one decision record per decision and rejected\n' +
    'approach in .cortex/decisions/ (MADR layout), .cortex/decisions.md (their index),\n' +
    '.cortex/decisions-archive.md and .cortex/active-plan.md. They are a function of the events alone:\n' +
    'the same events give the same bytes on any machine. Only files whose content changed are written.\n' +
    'First, a decision record a reviewer changed (title, decision drivers, status deprecated, or deleted)\n' +
    'is recorded in the log as a correction by the author of the commit that changed it, so the record\n' +
    'written next keeps their wording; one cortex cannot read is reported with file and line and left alone.',
  options: {
    check: {
      type: 'boolean',
      description: 'write nothing; exit 1 naming the stale files (for CI and pre-commit)',
    },
    quiet: { type: 'boolean', short: 'q', description: 'print nothing on success' },
    json: {
      type: 'boolean',
      description:
        'one JSON object: with --check, whether they are up to date and the stale files; else what was written',
    },
  },
  positionals: { min: 0, max: 0 },
  examples: [
    'cortex project',
    'cortex project --check   # in CI: fails when a projection was not regenerated',
  ],
  run,
};
