/**
 * `cortex log`: the memory, newest first, read like `git log`.
 */
import { UsageError } from '../../errors.js';
import { serializeEvent } from '../../events/codec.js';
import type { AnyEvent } from '../../events/envelope.js';
import { matchesQuery, type EventQuery } from '../../events/query.js';
import { NewestEvents } from '../../events/order.js';
import { readEventLog, scanEventLog } from '../../events/store.js';
import { EVENT_TYPE_NAMES, resolveEventType, type EventType } from '../../events/types.js';
import { optionCount, optionList, optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { parseDateArg } from '../dates.js';
import { openProject, toRepoPath, type Project } from '../project.js';
import { renderLogEntry, renderOneline } from '../render.js';
import { styleFor } from '../style.js';
import { reportReadWarnings } from '../warnings.js';

function parseTypes(values: string[]): EventType[] {
  return values.flatMap((value) => value.split(',')).map((name) => {
    const type = resolveEventType(name.trim());
    if (!type) throw new UsageError(`log: unknown --type '${name}'`, `types: ${EVENT_TYPE_NAMES.join(', ')} (or their short names)`);
    return type;
  });
}

/** Builds the query from log's filter options (shared with commands that filter the same way). */
export function queryFromOptions(input: ParsedInput, ctx: Context, project: Project): EventQuery {
  const grep = optionString(input.options.grep);
  let pattern: RegExp | undefined;
  if (grep !== undefined) {
    try {
      pattern = new RegExp(grep, 'i');
    } catch (error) {
      throw new UsageError(`--grep: not a valid regular expression (${(error as Error).message})`);
    }
  }
  const since = optionString(input.options.since);
  const until = optionString(input.options.until);
  const now = ctx.now();
  return {
    types: parseTypes(optionList(input.options.type)),
    branches: optionList(input.options.branch),
    sessions: optionList(input.options.session),
    authors: optionList(input.options.author),
    ...(since !== undefined ? { since: parseDateArg(since, now, false, 'since') } : {}),
    ...(until !== undefined ? { until: parseDateArg(until, now, true, 'until') } : {}),
    ...(pattern ? { grep: pattern } : {}),
    files: optionList(input.options.file).map((file) => toRepoPath(project, ctx, file)),
  };
}

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx);
  const query = queryFromOptions(input, ctx, project);
  const limit = optionCount(input.options['max-count'], 'max-count');
  // With a limit, only the newest matching events are kept while the log streams past.
  let selected: AnyEvent[];
  if (limit === undefined) {
    const log = readEventLog(project.paths);
    reportReadWarnings(ctx, log.warnings);
    selected = log.events.filter((event) => matchesQuery(event, query));
  } else {
    const newest = new NewestEvents(limit);
    const scan = scanEventLog(project.paths, ({ event }) => {
      if (matchesQuery(event, query)) newest.offer(event);
    });
    reportReadWarnings(ctx, scan.warnings);
    selected = newest.events();
  }
  // Newest first, like git log; --reverse shows the oldest first.
  if (input.options.reverse !== true) selected.reverse();

  const options = { style: styleFor(ctx, input.options.color as boolean | undefined), timeZone: ctx.env.TZ };
  if (input.options.json === true) {
    for (const event of selected) ctx.stdout.write(serializeEvent(event) + '\n');
  } else if (input.options.oneline === true) {
    for (const event of selected) ctx.stdout.write(renderOneline(event, options) + '\n');
  } else {
    ctx.stdout.write(selected.map((event) => renderLogEntry(event, options)).join('\n'));
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'log',
  summary: 'show the memory log, newest first',
  usage: ['log [<options>]'],
  description: 'Show the events of the memory log, newest first, like git log. Filters combine (AND);\na filter given several times matches any of its values (OR).',
  options: {
    'max-count': { type: 'string', short: 'n', value: '<n>', description: 'show at most n events (also -<n>)' },
    oneline: { type: 'boolean', description: 'one line per event' },
    json: { type: 'boolean', description: 'one stored event (JSON) per line' },
    type: { type: 'string', multiple: true, value: '<type>', description: 'only this type, e.g. decision_made or decision (repeatable)' },
    branch: { type: 'string', multiple: true, value: '<branch>', description: 'only events recorded on this branch' },
    session: { type: 'string', multiple: true, value: '<id>', description: 'only this session (a prefix is enough)' },
    author: { type: 'string', multiple: true, value: '<text>', description: 'only authors containing this text' },
    since: { type: 'string', value: '<date>', description: "events at or after this date ('2026-11-01', '2 weeks ago')" },
    until: { type: 'string', value: '<date>', description: 'events at or before this date' },
    grep: { type: 'string', value: '<regex>', description: 'content matching this regular expression (case-insensitive)' },
    file: { type: 'string', multiple: true, value: '<path>', description: 'events touching this file or directory' },
    reverse: { type: 'boolean', description: 'oldest first' },
    color: { type: 'boolean', negatable: true, description: 'colour the output (default: on a terminal, unless NO_COLOR is set)' },
  },
  positionals: { min: 0, max: 0 },
  examples: ['cortex log -n 20', 'cortex log --type decision --since "1 week ago" --oneline', 'cortex log --file src/store.ts --json'],
  run: (input, ctx) => run(input, ctx),
};
