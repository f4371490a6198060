/**
 * `cortex pin <id>...` and `cortex unpin <id>...`: keep memories in every briefing however
 * old they get, or stop doing so.
 */
import { shortId } from '../../memory/words.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { pin } from '../../memory/correct.js';
import { findTargets } from '../../memory/targets.js';
import { JSON_WRITE_OPTION, printWriteReport } from '../write-report.js';

function pinning(pinned: boolean) {
  return async (input: ParsedInput, ctx: Context): Promise<number> => {
    const project = openProject(ctx.cwd, 'cli', ctx.env);
    const targets = findTargets(project, input.positionals).events;
    const written = await pin(
      project,
      ctx,
      { face: 'cli', tool: pinned ? 'cortex pin' : 'cortex unpin' },
      targets,
      pinned,
    );
    const { event } = written;
    return printWriteReport(ctx, input, {
      ...written,
      action: pinned ? 'pinned' : 'unpinned',
      events: [event],
      text: `[${shortId(event.id)}] ${event.content}`,
    });
  };
}

export const command: CommandDefinition = {
  name: 'pin',
  summary: 'keep memories in every briefing',
  usage: ['pin <id>...'],
  description: 'Pin memories: they stay in every briefing however old they are, and never decay.',
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: Infinity },
  run: pinning(true),
};

export const unpinCommand: CommandDefinition = {
  name: 'unpin',
  summary: 'stop keeping memories in every briefing',
  usage: ['unpin <id>...'],
  description: 'Unpin memories: they age and decay like the others again.',
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: Infinity },
  run: pinning(false),
};
