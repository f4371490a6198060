/**
 * `cortex show <id>`: one event in full, found by its id, a unique prefix of it, or its
 * short form as `cortex log` prints it.
 */
import { serializeEventWhole, shortId } from '../../memory/words.js';
import {
  collisionOf,
  findInWholeLog,
  readWholeLog,
  type EventLocation,
  type EventLog,
} from '../../memory/log.js';
import type { AnyEvent } from '../../events/envelope.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { renderEventDetail } from '../render.js';
import { styleFor } from '../style.js';
import { reportReadWarnings } from '../warnings.js';

/** Where this very event was read: among the lines of its stored id, the one holding the same fact. */
function locationOf(log: EventLog, event: AnyEvent, storedId: string): EventLocation | undefined {
  const lines = log.occurrences?.get(storedId) ?? [];
  const same = lines.find(
    (line) =>
      line.event.content === event.content &&
      line.event.ts === event.ts &&
      line.event.author === event.author,
  );
  return same ?? log.locations?.get(storedId);
}

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const log = readWholeLog(project, { locations: true, local: true });
  reportReadWarnings(ctx, log.warnings);
  // Two different events under one id are two facts: asking for either shows both, each with its own author and file.
  const events = findInWholeLog(log, input.positionals);
  const options = {
    style: styleFor(ctx, input.options.color as boolean | undefined),
    timeZone: ctx.env.TZ,
  };
  const blocks = events.map((event) => {
    if (input.options.json === true) return serializeEventWhole(event) + '\n';
    const side = collisionOf(log.collisions, event);
    const note = side
      ? `${options.style.red(`id collision: stored as ${side.collision.id}, an id another event also uses (${shortId(side.other.id)}, by ${side.other.author ?? 'nobody recorded'}); they are two different memories`)}\n`
      : '';
    return (
      note +
      renderEventDetail(event, locationOf(log, event, side?.collision.id ?? event.id), options)
    );
  });
  ctx.stdout.write(blocks.join(input.options.json === true ? '' : '\n'));
  return 0;
}

export const command: CommandDefinition = {
  name: 'show',
  summary: 'show one event in full',
  usage: ['show [--json] <id>...'],
  description:
    'Show events in full: every field, and the file and line each is stored at. An id may be\nabbreviated to a unique prefix, or to the short form cortex log prints.',
  options: {
    json: { type: 'boolean', description: 'print the stored event (one JSON line each)' },
    color: {
      type: 'boolean',
      negatable: true,
      description: 'colour the output (default: on a terminal)',
    },
  },
  positionals: { min: 1, max: Infinity },
  run,
};
