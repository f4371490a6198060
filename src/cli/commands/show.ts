/**
 * `cortex show <id>`: one event in full, found by its id, a unique prefix of it, or its
 * short form as `cortex log` prints it.
 */
import { serializeEvent } from '../../events/codec.js';
import { findEventByPrefix } from '../../events/lookup.js';
import { readEventLog, type EventLocation, type EventLog } from '../../events/store.js';
import type { AnyEvent } from '../../events/envelope.js';
import { shortId } from '../../events/id.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { renderEventDetail } from '../render.js';
import { styleFor } from '../style.js';
import { reportReadWarnings } from '../warnings.js';

/** The collision an event is one side of: the id it was stored under, and the other fact's event as the log knows it. */
function collisionOf(log: EventLog, event: AnyEvent): { storedId: string; other: AnyEvent } | undefined {
  for (const collision of log.collisions) {
    if (collision.kept.id === event.id && collision.kept === event) return { storedId: collision.id, other: collision.renamed };
    if (collision.renamed.id === event.id) return { storedId: collision.id, other: collision.kept };
  }
  return undefined;
}

/** Where this very event was read: among the lines of its stored id, the one holding the same fact. */
function locationOf(log: EventLog, event: AnyEvent, storedId: string): EventLocation | undefined {
  const lines = log.occurrences?.get(storedId) ?? [];
  const same = lines.find((line) => line.event.content === event.content && line.event.ts === event.ts && line.event.author === event.author);
  return same ?? log.locations?.get(storedId);
}

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const log = readEventLog(project.paths, { locations: true, local: true });
  reportReadWarnings(ctx, log.warnings);
  const asked = input.positionals.map((prefix) => findEventByPrefix(log.events, prefix));
  // Two different events under one id are two facts: asking for either shows both, each with its own author and file.
  const events: AnyEvent[] = [];
  for (const event of asked) {
    if (!events.includes(event)) events.push(event);
    const collision = collisionOf(log, event);
    if (collision && !events.includes(collision.other)) events.push(collision.other);
  }
  const options = { style: styleFor(ctx, input.options.color as boolean | undefined), timeZone: ctx.env.TZ };
  const blocks = events.map((event) => {
    const collision = collisionOf(log, event);
    if (input.options.json === true) return serializeEvent(event) + '\n';
    const note = collision
      ? `${options.style.red(`id collision: stored as ${collision.storedId}, an id another event also uses (${shortId(collision.other.id)}, by ${collision.other.author ?? 'nobody recorded'}); they are two different memories`)}\n`
      : '';
    return note + renderEventDetail(event, locationOf(log, event, collision?.storedId ?? event.id), options);
  });
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
