/**
 * `cortex log`: the memory, newest first, read like `git log`.
 */
import { serializeEventWhole } from '../../memory/words.js';
import { findAuthorMismatches, readEventFileAddersCached } from '../../trust/authorship.js';
import { UsageError } from '../../errors.js';
import type { AnyEvent } from '../../events/envelope.js';
import { matchesQuery, type EventQuery } from '../../events/query.js';
import type { LogWarning } from '../../events/lines.js';
import { NewestEvents, orderEvents } from '../../events/order.js';
import { collisionMarks, type IdCollision } from '../../events/collisions.js';
import { readBranchMemory } from '../../git/branch-memory.js';
import { eventsAddedBetween, eventsAt, resolveCommit } from '../../git/history.js';
import { gitOutput } from '../../git/plumbing/repo.js';
import {
  isLocalEventFile,
  readEventLog,
  readNewestEvents,
  scanEventLog,
} from '../../events/store.js';
import type { NewestSelection } from '../../events/newest.js';
import {
  EVENT_TYPE_NAMES,
  EVENT_TYPES,
  resolveEventType,
  type EventType,
} from '../../events/types.js';
import { foldMemories } from '../../projections/corrections.js';
import {
  optionCount,
  optionList,
  optionString,
  type CommandDefinition,
  type ParsedInput,
} from '../command.js';
import type { Context } from '../context.js';
import { parseDateArg } from '../../events/dates.js';
import { openProject, toRepoPath, type Project } from '../../memory/open.js';
import { correctionMarks, renderLogEntry, renderOneline } from '../render.js';
import { styleFor } from '../style.js';
import { reportReadWarnings } from '../warnings.js';
import { eventAddersFile } from '../../events/paths.js';

function parseTypes(values: string[]): EventType[] {
  return values
    .flatMap((value) => value.split(','))
    .map((name) => {
      const type = resolveEventType(name.trim());
      if (!type)
        throw new UsageError(
          `log: unknown --type '${name}'`,
          `types: ${EVENT_TYPE_NAMES.join(', ')} (or their short names)`,
        );
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

/**
 * The events in the work tree that HEAD does not hold yet (recorded since the last commit),
 * when `range` ends at HEAD: `cortex log main..HEAD` is about to describe a branch whose
 * newest memory may not be committed.
 */
function uncommittedEvents(project: Project, range: string): AnyEvent[] {
  const dots = range.indexOf('..');
  if (dots < 0) return [];
  const end = range.slice(range.indexOf('...') >= 0 ? dots + 3 : dots + 2) || 'HEAD';
  let head: string;
  try {
    head = resolveCommit(project.repo, 'HEAD');
  } catch {
    return [];
  }
  if (resolveCommit(project.repo, end) !== head) return [];
  const committed = new Set(eventsAt(project.repo, head).events.map((event) => event.id));
  return readEventLog(project.paths).events.filter((event) => !committed.has(event.id));
}

/** A revision range as git log takes it: `A..B`, `A...B` (from their merge base), or `R` (the events in R). */
function eventsOfRange(
  project: Project,
  range: string,
): { events: AnyEvent[]; warnings: LogWarning[] } {
  const symmetric = range.indexOf('...');
  const dots = symmetric >= 0 ? symmetric : range.indexOf('..');
  if (dots < 0) return eventsAt(project.repo, resolveCommit(project.repo, range));
  const from = resolveCommit(project.repo, range.slice(0, dots) || 'HEAD');
  const to = resolveCommit(project.repo, range.slice(dots + (symmetric >= 0 ? 3 : 2)) || 'HEAD');
  const base = symmetric >= 0 ? gitOutput(project.repo.root, ['merge-base', from, to]) : from;
  if (!base) throw new UsageError(`log: '${range}' has no merge base`);
  return eventsAddedBetween(project.repo, base, to);
}

/**
 * Marks the shown events whose recorded author is not who committed them (hand-written or
 * copied lines). `read` is where each shown event was read from, when the reading kept it;
 * otherwise the log is scanned for every copy of them.
 */
function markAuthorMismatches(
  project: Project,
  shown: readonly AnyEvent[],
  marks: Map<string, string[]>,
  read?: ReadonlyMap<string, string>,
): void {
  const visits: { event: AnyEvent; file: string }[] = [];
  if (read) {
    for (const event of shown) visits.push({ event, file: read.get(event.id)! });
  } else {
    const wanted = new Set(shown.map((event) => event.id));
    scanEventLog(
      project.paths,
      ({ event, file }) => wanted.has(event.id) && visits.push({ event, file }),
    );
  }
  // Local activity is never committed: no committer to compare with.
  const committed = visits.filter(
    (visit) => visit.file !== undefined && !isLocalEventFile(visit.file),
  );
  if (committed.length === 0) return;
  for (const { event, committer } of findAuthorMismatches(
    committed,
    readEventFileAddersCached(project.repo, eventAddersFile(project.paths)),
  )) {
    marks.set(event.id, [
      ...(marks.get(event.id) ?? []),
      `claims ${event.author}, committed by ${committer}`,
    ]);
  }
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
  let selected: AnyEvent[];
  // Corrections anywhere in the log mark the events shown (forgotten, superseded…).
  const controls: AnyEvent[] = [];
  const isControl = (event: AnyEvent) => EVENT_TYPES[event.type].category === 'control';
  // Every event of the log by id, for what a range's corrections refer to.
  const known = new Map<string, AnyEvent>();
  const collisions: IdCollision[] = [];
  let newestRead: NewestSelection | undefined;
  let readFrom: ReadonlyMap<string, string> | undefined;
  // This clone's per-tool activity, read from .cortex/local/ and never committed: marked so.
  const local = new Set<string>();
  if (range !== undefined) {
    // Events added between two commits: found by diffing the event files in git, not by time.
    const found = eventsOfRange(project, range);
    reportReadWarnings(ctx, found.warnings);
    const pending = uncommittedEvents(project, range);
    const pendingShown = pending.filter((event) => matchesQuery(event, query));
    if (input.options.uncommitted === true) found.events.push(...pending);
    else if (pendingShown.length) {
      ctx.stderr.write(
        `note: ${pendingShown.length} event${pendingShown.length === 1 ? ' is' : 's are'} recorded but not committed yet, so not in ${range}: ` +
          'add --uncommitted to include them, or commit .cortex/ first\n',
      );
    }
    const ordered = orderEvents(found.events);
    collisions.push(...ordered.collisions);
    selected = ordered.events.filter((event) => matchesQuery(event, query));
    if (limit !== undefined) selected = selected.slice(-limit);
    scanEventLog(project.paths, ({ event }) => {
      known.set(event.id, event);
      if (isControl(event)) controls.push(event);
    });
  } else if (limit === undefined || input.options['all-branches'] === true) {
    const log = readEventLog(project.paths, { local: true, locations: true });
    for (const [id, location] of log.locations!) if (isLocalEventFile(location.file)) local.add(id);
    reportReadWarnings(ctx, log.warnings);
    collisions.push(...log.collisions);
    let events = log.events;
    if (input.options['all-branches'] === true) {
      // The memories of other local branches and worktrees, not merged here (their activity stays theirs).
      const other = readBranchMemory(project.repo, project.paths);
      for (const problem of other.problems) ctx.stderr.write(`warning: ${problem}\n`);
      const here = new Set(events.map((event) => event.id));
      events = orderEvents([
        ...events,
        ...other.events.filter((event) => !here.has(event.id)),
      ]).events;
    }
    selected = events.filter((event) => matchesQuery(event, query));
    if (limit !== undefined) selected = selected.slice(-limit);
    controls.push(...events.filter(isControl));
  } else if ((newestRead = readNewestEvents(project.paths, limit, query, { local: true }))) {
    // The common `log -n 20`: only the lines that can be among the newest are parsed.
    reportReadWarnings(ctx, newestRead.warnings);
    controls.push(...newestRead.controls);
    selected = newestRead.events;
    readFrom = newestRead.files;
    for (const [id, file] of newestRead.files) if (isLocalEventFile(file)) local.add(id);
  } else {
    const newest = new NewestEvents(limit);
    const scan = scanEventLog(
      project.paths,
      ({ event, file }) => {
        if (isControl(event)) controls.push(event);
        if (!matchesQuery(event, query)) return;
        newest.offer(event);
        if (isLocalEventFile(file)) local.add(event.id);
      },
      { local: true },
    );
    reportReadWarnings(ctx, scan.warnings);
    collisions.push(...newest.collisions);
    selected = newest.events();
  }
  const fold = foldMemories(orderEvents([...selected, ...controls]).events);
  if (format === 'markdown') {
    // Loaded only here: the decision records it links to bring a YAML parser, which a plain `log` need not load.
    const { recordLinkBase, renderBranchSummary } =
      await import('../../projections/branch-summary.js');
    const tip = range?.split(/\.\.\.?/)[1] || 'HEAD';
    const ref =
      gitOutput(project.repo.root, ['rev-parse', '--abbrev-ref', tip]) ||
      gitOutput(project.repo.root, ['rev-parse', tip]);
    const linkBase = recordLinkBase(
      gitOutput(project.repo.root, ['remote', 'get-url', 'origin']),
      ref === 'HEAD' ? gitOutput(project.repo.root, ['rev-parse', 'HEAD']) : ref,
    );
    ctx.stdout.write(renderBranchSummary(selected, fold, range ?? 'all memory', known, linkBase));
    return 0;
  }
  // Newest first, like git log; --reverse shows the oldest first.
  if (input.options.reverse !== true) selected.reverse();

  const marks = correctionMarks(selected, fold, controls);
  for (const id of local) marks.set(id, [...(marks.get(id) ?? []), 'local, not committed']);
  if (format !== 'json') {
    markAuthorMismatches(project, selected, marks, readFrom);
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
