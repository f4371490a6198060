/**
 * `cortex project [--check]`: writes the committed projections (.cortex/decisions.md,
 * .cortex/decisions-archive.md, .cortex/active-plan.md) from the event log. With `--check`
 * it writes nothing and exits 1 naming the files that are stale: for CI and pre-commit.
 */
import { findStaleProjections, readLogDigest, regenerateProjections } from '../../projections/projection-files.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { reportReadWarnings } from '../warnings.js';

// The committed files must never rest on a cache: both modes read every event file (and
// leave the cache to the hooks, which keep it current).
function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const quiet = input.options.quiet === true;
  if (input.options.check === true) {
    const log = readLogDigest(project.paths, { cache: 'off' });
    reportReadWarnings(ctx, log.warnings);
    const { stale } = findStaleProjections(project, log);
    if (stale.length === 0) {
      if (!quiet) ctx.stdout.write('projections are up to date\n');
      return 0;
    }
    ctx.stderr.write(`cortex: stale projection${stale.length === 1 ? '' : 's'}: ${stale.join(', ')}\n`);
    ctx.stderr.write("hint: run 'cortex project' and commit the result\n");
    return 1;
  }
  const result = regenerateProjections(project, { cache: 'off' });
  reportReadWarnings(ctx, result.warnings);
  if (!quiet) {
    for (const file of result.changed) ctx.stdout.write(`wrote ${file}\n`);
    const { full, line, archived } = result.rendered.decisions;
    const plans = result.rendered.plans;
    const summary = `decisions and rejections: ${full} in full, ${line} in one line, ${archived} archived; ${plans} plan${plans === 1 ? '' : 's'}`;
    ctx.stdout.write(result.changed.length ? `${summary}\n` : `projections are up to date (${summary})\n`);
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'project',
  summary: 'write decisions.md, decisions-archive.md and active-plan.md from the log',
  usage: ['project [--check] [--quiet]'],
  description:
    'Write the committed projections of the event log: .cortex/decisions.md (decisions and rejected\n' +
    'approaches, tiered by age), .cortex/decisions-archive.md and .cortex/active-plan.md. They are a\n' +
    'function of the events alone: the same events give the same bytes on any machine. Only files\n' +
    'whose content changed are written.',
  options: {
    check: { type: 'boolean', description: 'write nothing; exit 1 naming the stale files (for CI and pre-commit)' },
    quiet: { type: 'boolean', short: 'q', description: 'print nothing on success' },
  },
  positionals: { min: 0, max: 0 },
  examples: ['cortex project', 'cortex project --check   # in CI: fails when a projection was not regenerated'],
  run,
};
