/**
 * `cortex export`: every readable event, ordered by `(ts, id)`, as NDJSON on stdout.
 */
import { serializeEventWhole } from '../../memory/words.js';
import { readWholeLog } from '../../memory/log.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { reportReadWarnings } from '../warnings.js';

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const log = readWholeLog(project, { local: input.options.local === true });
  reportReadWarnings(ctx, log.warnings);
  const chunk: string[] = [];
  for (const event of log.events) {
    chunk.push(serializeEventWhole(event));
    if (chunk.length === 1000) ctx.stdout.write(chunk.splice(0).join('\n') + '\n');
  }
  if (chunk.length) ctx.stdout.write(chunk.join('\n') + '\n');
  return 0;
}

export const command: CommandDefinition = {
  name: 'export',
  summary: 'write every event as NDJSON',
  usage: ['export [--local] [--json]'],
  description:
    'Write every readable event of the committed log to stdout, oldest first, one JSON object per line\n' +
    '(NDJSON), duplicates collapsed. The output can be read back with cortex import. --local adds the\n' +
    "per-tool activity of this clone's own sessions, kept in .cortex/local/ and committed only condensed.",
  options: {
    json: {
      type: 'boolean',
      description: 'NDJSON output (the default; accepted for symmetry with log)',
    },
    local: {
      type: 'boolean',
      description: "also this clone's per-tool activity from .cortex/local/ (never committed)",
    },
  },
  positionals: { min: 0, max: 0 },
  run: (input, ctx) => run(input, ctx),
};
