/**
 * `cortex pack`: packs the event files of past months into one file per month, in a commit
 * that only adds the packs and deletes the files they replace (see git/pack.ts).
 */
import { CortexError } from '../../errors.js';
import { describePackProblems, packMonthsBefore } from '../../memory/pack.js';
import { openProject } from '../../memory/open.js';
import { optionCount, type CommandDefinition, type ParsedInput } from '../command.js';
import type { Context } from '../context.js';

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd);
  const dryRun = input.options['dry-run'] === true;
  const ifOver = optionCount(input.options['if-over'], 'if-over');
  let report: ReturnType<typeof packMonthsBefore>;
  try {
    report = packMonthsBefore(project, ctx.now(), {
      dryRun,
      commit: input.options.commit !== false,
      ...(ifOver !== undefined ? { threshold: ifOver } : {}),
    });
  } catch (error) {
    // Nothing committed yet is nothing to pack: said as the other reasons are, in the form asked for.
    if (!(error instanceof CortexError) || error.code !== 'NO_COMMITS') throw error;
    report = { packs: [], problems: [], files: 0, skipped: error.message };
  }
  if (input.options.json === true) {
    ctx.stdout.write(
      `${JSON.stringify({ dryRun, ...report, problems: describePackProblems(report.problems) }, null, 2)}\n`,
    );
    return 0;
  }
  if (report.skipped) {
    ctx.stdout.write(`nothing packed: ${report.skipped}\n`);
    return 0;
  }
  for (const line of describePackProblems(report.problems)) ctx.stderr.write(`warning: ${line}\n`);
  if (report.packs.length === 0) {
    ctx.stdout.write(
      `nothing to pack: every past month is one file (${report.files} event files)\n`,
    );
    return 0;
  }
  const replaced = report.packs.reduce((sum, pack) => sum + pack.replaces.length, 0);
  for (const pack of report.packs)
    ctx.stdout.write(
      `${pack.month}: ${pack.replaces.length} files -> ${pack.path} (${pack.events} events${pack.duplicates ? `, ${pack.duplicates} duplicates collapsed` : ''})\n`,
    );
  const verb = dryRun ? 'would replace' : 'replaced';
  ctx.stdout.write(
    `${verb} ${replaced} event files with ${report.packs.length} pack${report.packs.length === 1 ? '' : 's'}${report.commit ? ` in commit ${report.commit.slice(0, 12)}` : dryRun ? '' : ' (staged, not committed)'}\n`,
  );
  return 0;
}

export const command: CommandDefinition = {
  name: 'pack',
  summary:
    'pack past months of the log into one file per month (a commit that only adds and deletes)',
  usage: ['pack [--dry-run] [--no-commit] [--if-over N] [--json]'],
  description:
    'Replace the committed event files of each month before this one with one pack file per\n' +
    'month, holding the same events (duplicates collapsed) in log order, and commit just that:\n' +
    'the pack added, the files it replaces deleted, nothing modified. Branches that still hold\n' +
    'the old files merge with it without conflict. Files not committed, or changed in the work\n' +
    'tree, are left for later. Running it again packs nothing until new files arrive.',
  options: {
    'dry-run': { type: 'boolean', description: 'say what would be packed, change nothing' },
    'if-over': {
      type: 'string',
      value: '<N>',
      description:
        'pack only when the log has more than this many event files (for a scheduled job or a git hook)',
    },
    commit: {
      type: 'boolean',
      negatable: true,
      description: 'commit the packs and deletions (the default; --no-commit leaves them staged)',
    },
    json: {
      type: 'boolean',
      description:
        'one JSON object: the packs (month, path, files replaced, events), the commit, problems, or why nothing was done',
    },
  },
  positionals: { min: 0, max: 0 },
  examples: ['cortex pack --dry-run', 'cortex pack && git push'],
  run,
};
