/**
 * `cortex show <id>`: one event in full, found by its id, a unique prefix of it, or its
 * short form as `cortex log` prints it.
 */
import { serializeEvent } from '../../events/codec.js';
import { findEventByPrefix } from '../../events/lookup.js';
import { readEventLog } from '../../events/store.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { renderEventDetail } from '../render.js';
import { styleFor } from '../style.js';
import { reportReadWarnings } from '../warnings.js';

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const log = readEventLog(project.paths, { locations: true, local: true });
  reportReadWarnings(ctx, log.warnings);
  const events = input.positionals.map((prefix) => findEventByPrefix(log.events, prefix));
  const options = { style: styleFor(ctx, input.options.color as boolean | undefined), timeZone: ctx.env.TZ };
  const blocks = events.map((event) =>
    input.options.json === true ? serializeEvent(event) + '\n' : renderEventDetail(event, log.locations?.get(event.id), options),
  );
  ctx.stdout.write(blocks.join(input.options.json === true ? '' : '\n'));
  return 0;
}

export const command: CommandDefinition = {
  name: 'show',
  summary: 'show one event in full',
  usage: ['show [--json] <id>...'],
  description: 'Show events in full: every field, and the file and line each is stored at. An id may be\nabbreviated to a unique prefix, or to the short form cortex log prints.',
  options: {
    json: { type: 'boolean', description: 'print the stored event (one JSON line each)' },
    color: { type: 'boolean', negatable: true, description: 'colour the output (default: on a terminal)' },
  },
  positionals: { min: 1, max: Infinity },
  run,
};
