/**
 * `cortex merge-driver`: what git runs (through the drivers `cortex init` configures) when
 * a cortex file changed on both sides of a merge, rebase or cherry-pick.
 */
import { mergeProjectionFiles, runEventsDriverCommand } from '../../memory/merge.js';
import { UsageError } from '../../errors.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';

function run(input: ParsedInput, ctx: Context): number {
  const [kind, base, ours, theirs, path] = input.positionals as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  // The executable answers `merge-driver events` on its fast path; this is the same code.
  if (kind === 'events')
    return runEventsDriverCommand(input.positionals.slice(1), {
      cwd: ctx.cwd,
      now: ctx.now(),
      stderr: ctx.stderr,
    });
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const files = { base, ours, theirs, path: path ?? ours };
  if (kind === 'projection') {
    const outcome = mergeProjectionFiles(project, files, ctx.env);
    if (outcome === 'kept-ours') {
      ctx.stderr.write(
        `cortex: could not tell which commits are being merged; kept our ${files.path} (the post-merge hook regenerates it)\n`,
      );
    }
    return 0;
  }
  throw new UsageError(`merge-driver: unknown kind '${kind}'`, 'use events or projection');
}

export const command: CommandDefinition = {
  name: 'merge-driver',
  summary: 'merge driver git runs for cortex files (set up by cortex init)',
  usage: [
    'merge-driver events <base> <ours> <theirs> [<path>]',
    'merge-driver projection <base> <ours> <theirs> <path>',
  ],
  description:
    'Run by git, not by hand: git calls it (as configured by cortex init) when a cortex file changed on\n' +
    'both sides. Event files merge as the union of their events by id; projections are regenerated from\n' +
    'the events the merge results in. The result is written to <ours>. Never leaves a conflict.',
  options: {},
  positionals: { min: 4, max: 5 },
  run,
};
