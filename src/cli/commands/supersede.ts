/**
 * `cortex supersede <id> "<new text>"`: replaces a memory with a corrected one. The old
 * memory leaves the briefing, projections and search; the new text takes its place.
 */
import { shortId } from '../../memory/words.js';
import type { AnyEvent } from '../../events/envelope.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { supersede } from '../../memory/correct.js';
import { findTargets } from '../../memory/targets.js';
import { JSON_WRITE_OPTION, printWriteReport } from '../write-report.js';

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const [id, ...words] = input.positionals as [string, ...string[]];
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const [target] = findTargets(project, [id]).events as [AnyEvent];
  const written = await supersede(
    project,
    ctx,
    { face: 'cli', tool: 'cortex supersede' },
    [target],
    words.join(' '),
  );
  const { event } = written;
  return printWriteReport(ctx, input, {
    ...written,
    action: 'superseded',
    events: [event],
    text: `[${shortId(event.id)}] supersedes ${shortId(target.id)} (${target.type}): ${event.content.split('\n', 1)[0]}`,
  });
}

export const command: CommandDefinition = {
  name: 'supersede',
  summary: 'replace a memory with corrected text',
  usage: ['supersede <id> "<new text>"'],
  description:
    "Replace a memory with a corrected one (recorded as a memory_superseded event). The new text takes\nthe old memory's place and type; the old one stays in cortex log, marked superseded.",
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 2, max: Infinity },
  examples: ['cortex supersede 7F3K2M9Q "Use SQLite for the cache: Redis needs a server"'],
  run,
};
