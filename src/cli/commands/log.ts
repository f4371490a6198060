/**
 * `cortex log`: the memory, newest first, read like `git log`.
 */
import { serializeEventWhole } from '../../memory/words.js';
import { UsageError } from '../../errors.js';
import { parseDateBound, parseTypeOption, type EventQuery } from '../../memory/query.js';
import {
  collisionMarks,
  markAuthorMismatches,
  renderRangeSummary,
  selectLogEvents,
} from '../../memory/history.js';
import {
  optionCount,
  optionList,
  optionString,
  type CommandDefinition,
  type ParsedInput,
} from '../command.js';
import type { Context } from '../context.js';
import { openProject, toRepoPath, type Project } from '../../memory/open.js';
import { correctionMarks, renderLogEntry, renderOneline } from '../render.js';
import { styleFor } from '../style.js';
import { reportReadWarnings } from '../warnings.js';

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
  const now = ctx.now();
  const types = parseTypeOption(optionList(input.options.type), 'log');
  const since = parseDateBound(optionString(input.options.since), now, 'since');
  const until = parseDateBound(optionString(input.options.until), now, 'until');
  return {
    types,
    branches: optionList(input.options.branch),
    sessions: optionList(input.options.session),
    authors: optionList(input.options.author),
    ...(since !== undefined ? { since } : {}),
    ...(until !== undefined ? { until } : {}),
    ...(pattern ? { grep: pattern } : {}),
    files: optionList(input.options.file).map((file) => toRepoPath(project, ctx, file)),
  };
}

const FORMATS = ['medium', 'oneline', 'json', 'markdown'] as const;
type Format = (typeof FORMATS)[number];

function chooseFormat(input: ParsedInput): Format {
  const format = optionString(input.options.format);
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`log: unknown --format '${format}'`, `use one of: ${FORMATS.join(', ')}`);
  }
  if (input.options.json === true) return 'json';
  if (input.options.oneline === true) return 'oneline';
  return (format as Format | undefined) ?? 'medium';
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const query = queryFromOptions(input, ctx, project);
  const limit = optionCount(input.options['max-count'], 'max-count');
  const format = chooseFormat(input);
  const sinceRev = optionString(input.options['since-rev']);
  if (sinceRev !== undefined && input.positionals.length > 0)
    throw new UsageError('log: give either a revision range or --since-rev, not both');
  const range = sinceRev !== undefined ? `${sinceRev}..HEAD` : input.positionals[0];
  const selection = selectLogEvents(
    project,
    {
      query,
      ...(limit !== undefined ? { limit } : {}),
      ...(range !== undefined ? { range } : {}),
      uncommitted: input.options.uncommitted === true,
      allBranches: input.options['all-branches'] === true,
    },
    {
      warnings: (warnings) => reportReadWarnings(ctx, warnings),
      problem: (message) => ctx.stderr.write(`warning: ${message}\n`),
    },
  );
  const { selected, fold, controls, local, collisions } = selection;
  if (selection.pendingLeftOut) {
    const count = selection.pendingLeftOut;
    ctx.stderr.write(
      `note: ${count} event${count === 1 ? ' is' : 's are'} recorded but not committed yet, so not in ${range}: ` +
        'add --uncommitted to include them, or commit .cortex/ first\n',
    );
  }
  if (format === 'markdown') {
    ctx.stdout.write(await renderRangeSummary(project, selection, range));
    return 0;
  }
  // Newest first, like git log; --reverse shows the oldest first.
  if (input.options.reverse !== true) selected.reverse();

  const marks = correctionMarks(selected, fold, controls);
  for (const id of local) marks.set(id, [...(marks.get(id) ?? []), 'local, not committed']);
  if (format !== 'json') {
    markAuthorMismatches(project, selected, marks, selection.readFrom);
    for (const [id, text] of collisions.flatMap(collisionMarks))
      marks.set(id, [...(marks.get(id) ?? []), text]);
  }
  const options = {
    style: styleFor(ctx, input.options.color as boolean | undefined),
    timeZone: ctx.env.TZ,
    marks,
  };
  if (format === 'json') {
    for (const event of selected) ctx.stdout.write(serializeEventWhole(event) + '\n');
  } else if (format === 'oneline') {
    for (const event of selected) ctx.stdout.write(renderOneline(event, options) + '\n');
  } else {
    ctx.stdout.write(selected.map((event) => renderLogEntry(event, options)).join('\n'));
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'log',
  summary: 'show the memory log, newest first',
  usage: ['log [<options>] [<revision range>]', 'log origin/main..HEAD --format markdown'],
  description:
    'Show the events of the memory log, newest first, like git log. Filters combine (AND); a filter\n' +
    'given several times matches any of its values (OR). With a revision range (A..B), only the events\n' +
    'B added since A, found by diffing the event files in git: what a branch learned. The current\n' +
    "branch's log only, unless --all-branches adds what other local branches and worktrees remember.",
  options: {
    'max-count': {
      type: 'string',
      short: 'n',
      value: '<n>',
      description: 'show at most n events (also -<n>)',
    },
    format: {
      type: 'string',
      value: '<format>',
      description: 'medium (default), oneline, json, or markdown (what a range learned, for a PR)',
    },
    'since-rev': {
      type: 'string',
      value: '<rev>',
      description: 'only events added since that commit (same as <rev>..HEAD)',
    },
    'all-branches': {
      type: 'boolean',
      description: 'also the memories of other local branches and worktrees, not merged here',
    },
    oneline: { type: 'boolean', description: 'one line per event' },
    json: { type: 'boolean', description: 'one stored event (JSON) per line' },
    type: {
      type: 'string',
      multiple: true,
      value: '<type>',
      description: 'only this type, e.g. decision_made or decision (repeatable)',
    },
    branch: {
      type: 'string',
      multiple: true,
      value: '<branch>',
      description: 'only events recorded on this branch',
    },
    session: {
      type: 'string',
      multiple: true,
      value: '<id>',
      description: 'only this session (a prefix is enough)',
    },
    author: {
      type: 'string',
      multiple: true,
      value: '<text>',
      description: 'only authors containing this text',
    },
    since: {
      type: 'string',
      value: '<date>',
      description: "events at or after this date ('2026-11-01', '2 weeks ago')",
    },
    until: { type: 'string', value: '<date>', description: 'events at or before this date' },
    grep: {
      type: 'string',
      value: '<regex>',
      description: 'content matching this regular expression (case-insensitive)',
    },
    file: {
      type: 'string',
      multiple: true,
      value: '<path>',
      description: 'events touching this file or directory',
    },
    reverse: { type: 'boolean', description: 'oldest first' },
    uncommitted: {
      type: 'boolean',
      description: 'with a range ending at HEAD: include the events recorded but not committed yet',
    },
    color: {
      type: 'boolean',
      negatable: true,
      description: 'colour the output (default: on a terminal, unless NO_COLOR is set)',
    },
  },
  positionals: { min: 0, max: 1 },
  examples: [
    'cortex log -n 20',
    'cortex log origin/main..HEAD --format markdown',
    'cortex log --type decision --since "1 week ago" --oneline',
    'cortex log --file src/store.ts --json',
  ],
  run: (input, ctx) => run(input, ctx),
};
