/**
 * What `cortex log` lists: the events of a revision range (found by diffing the event files
 * in git, not by time), of the whole log (other local branches' memories too, when asked),
 * or the newest few, with the corrections anywhere in the log that mark them, the id
 * collisions among them, which are this clone's own uncommitted activity, and who committed
 * each when that is not who it claims.
 */
import { UsageError } from '../errors.js';
import type { AnyEvent } from '../events/envelope.js';
import { matchesQuery, type EventQuery } from '../events/query.js';
import type { LogWarning } from '../events/lines.js';
import { NewestEvents, orderEvents } from '../events/order.js';
import type { IdCollision } from '../events/collisions.js';
import { readBranchMemory } from '../git/branch-memory.js';
import { eventsAddedBetween, eventsAt, resolveCommit } from '../git/history.js';
import { gitOutput } from '../git/plumbing/repo.js';
import { isLocalEventFile, readEventLog, readNewestEvents, scanEventLog } from '../events/store.js';
import type { NewestSelection } from '../events/newest.js';
import { EVENT_TYPES } from '../events/types.js';
import { foldMemories, type MemoryFold } from '../projections/corrections.js';
import { findAuthorMismatches, readEventFileAddersCached } from '../trust/authorship.js';
import { eventAddersFile } from '../events/paths.js';
import type { Project } from './open.js';

export { collisionMarks } from '../events/collisions.js';

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
export function markAuthorMismatches(
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

export interface LogRequest {
  query: EventQuery;
  /** The newest this many. */
  limit?: number;
  /** A revision range as git log takes it. */
  range?: string;
  /** With a range ending at HEAD, the events recorded since the last commit too. */
  uncommitted: boolean;
  /** The memories of other local branches and worktrees too. */
  allBranches: boolean;
}

export interface LogSelection {
  /** The events listed, oldest first. */
  selected: AnyEvent[];
  /** The corrections anywhere in the log, which mark the events listed. */
  controls: AnyEvent[];
  /** Every event of the log by id (with a range: for what its corrections refer to). */
  known: Map<string, AnyEvent>;
  collisions: IdCollision[];
  /** This clone's per-tool activity, read from .cortex/local/ and never committed. */
  local: Set<string>;
  /** Where each listed event was read from, when the reading kept it. */
  readFrom?: ReadonlyMap<string, string>;
  /** With a range: events recorded but not committed yet, matching, and left out (no `uncommitted`). */
  pendingLeftOut: number;
  /** The fold of the listed events with their corrections. */
  fold: MemoryFold;
}

/** The events `cortex log` lists; unreadable lines and other branches' problems are said through `report`. */
export function selectLogEvents(
  project: Project,
  request: LogRequest,
  report: {
    warnings: (warnings: readonly LogWarning[]) => void;
    problem: (message: string) => void;
  },
): LogSelection {
  const { query, limit, range } = request;
  let selected: AnyEvent[];
  const controls: AnyEvent[] = [];
  const isControl = (event: AnyEvent) => EVENT_TYPES[event.type].category === 'control';
  const known = new Map<string, AnyEvent>();
  const collisions: IdCollision[] = [];
  let newestRead: NewestSelection | undefined;
  let readFrom: ReadonlyMap<string, string> | undefined;
  const local = new Set<string>();
  let pendingLeftOut = 0;
  if (range !== undefined) {
    const found = eventsOfRange(project, range);
    report.warnings(found.warnings);
    const pending = uncommittedEvents(project, range);
    if (request.uncommitted) found.events.push(...pending);
    else pendingLeftOut = pending.filter((event) => matchesQuery(event, query)).length;
    const ordered = orderEvents(found.events);
    collisions.push(...ordered.collisions);
    selected = ordered.events.filter((event) => matchesQuery(event, query));
    if (limit !== undefined) selected = selected.slice(-limit);
    scanEventLog(project.paths, ({ event }) => {
      known.set(event.id, event);
      if (isControl(event)) controls.push(event);
    });
  } else if (limit === undefined || request.allBranches) {
    const log = readEventLog(project.paths, { local: true, locations: true });
    for (const [id, location] of log.locations!) if (isLocalEventFile(location.file)) local.add(id);
    report.warnings(log.warnings);
    collisions.push(...log.collisions);
    let events = log.events;
    if (request.allBranches) {
      // The memories of other local branches and worktrees, not merged here (their activity stays theirs).
      const other = readBranchMemory(project.repo, project.paths);
      for (const problem of other.problems) report.problem(problem);
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
    report.warnings(newestRead.warnings);
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
    report.warnings(scan.warnings);
    collisions.push(...newest.collisions);
    selected = newest.events();
  }
  const fold = foldMemories(orderEvents([...selected, ...controls]).events);
  return {
    selected,
    controls,
    known,
    collisions,
    local,
    ...(readFrom ? { readFrom } : {}),
    pendingLeftOut,
    fold,
  };
}

/**
 * A range's events as a pull request's description (`cortex log A..B --format markdown`),
 * decision records linked where the repository's remote says where they are. Loaded only
 * here: the decision records bring a YAML parser, which a plain `log` need not load.
 */
export async function renderRangeSummary(
  project: Project,
  selection: LogSelection,
  range: string | undefined,
): Promise<string> {
  const { recordLinkBase, renderBranchSummary } = await import('../projections/branch-summary.js');
  const tip = range?.split(/\.\.\.?/)[1] || 'HEAD';
  const root = project.repo.root;
  const ref =
    gitOutput(root, ['rev-parse', '--abbrev-ref', tip]) || gitOutput(root, ['rev-parse', tip]);
  const linkBase = recordLinkBase(
    gitOutput(root, ['remote', 'get-url', 'origin']),
    ref === 'HEAD' ? gitOutput(root, ['rev-parse', 'HEAD']) : ref,
  );
  return renderBranchSummary(
    selection.selected,
    selection.fold,
    range ?? 'all memory',
    selection.known,
    linkBase,
  );
}
