/**
 * `cortex export`: every readable event, ordered by `(ts, id)`, as NDJSON on stdout.
 */
import { serializeEvent } from '../../events/codec.js';
import { readEventLog } from '../../events/store.js';
import type { CommandDefinition } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { reportReadWarnings } from '../warnings.js';

function run(ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const log = readEventLog(project.paths);
  reportReadWarnings(ctx, log.warnings);
  const chunk: string[] = [];
  for (const event of log.events) {
    chunk.push(serializeEvent(event));
    if (chunk.length === 1000) ctx.stdout.write(chunk.splice(0).join('\n') + '\n');
  }
  if (chunk.length) ctx.stdout.write(chunk.join('\n') + '\n');
  return 0;
}

export const command: CommandDefinition = {
  name: 'export',
  summary: 'write every event as NDJSON',
  usage: ['export [--json]'],
  description:
    'Write every readable event to stdout, oldest first, one JSON object per line (NDJSON),\n' +
    'duplicates collapsed. The output can be read back with cortex import.',
  options: { json: { type: 'boolean', description: 'NDJSON output (the default; accepted for symmetry with log)' } },
  positionals: { min: 0, max: 0 },
  run: (_input, ctx) => run(ctx),
};
