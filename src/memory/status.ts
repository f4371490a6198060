/**
 * What the memory holds, for `cortex status` (the log as stored: files, bytes, types,
 * unreadable lines) and for the MCP `status` tool (memories as the corrections leave them:
 * standing by type, forgotten, superseded, pinned, the branch's plan).
 */
import type { AnyEvent } from '../events/envelope.js';
import { compareEvents } from '../events/order.js';
import type { ProjectPaths } from '../events/paths.js';
import { scanEventLog } from '../events/store.js';
import { readFileSummaries } from '../events/summary-cache.js';
import { combineSummaries } from '../events/summary.js';
import { EVENT_TYPES, EVENT_TYPE_NAMES } from '../events/types.js';
import { foldMemories } from '../projections/corrections.js';
import type { LogRead } from '../projections/log-reader.js';
import { currentPlans, type BranchPlan } from '../projections/plan.js';
import { currentBranch, type Project } from './open.js';

export interface StatusReport {
  root: string;
  branch: string | null;
  events: number;
  files: number;
  bytes: number;
  first: string | null;
  last: string | null;
  byType: Record<string, number>;
  sessions: number;
  duplicates: number;
  warnings: { file: string; line: number; message: string }[];
}

/**
 * Counts the log from the summaries of its files, reading only the files that changed since
 * the last count (events/summary-cache.ts); where they cannot decide (an id in two places,
 * a file that cannot be read), streams the whole log. No event is kept either way, so this
 * stays light on a large log.
 */
export function summariseLog(paths: ProjectPaths, root: string, branch: string | null): StatusReport {
  const summaries = readFileSummaries(paths);
  const totals = summaries && combineSummaries(summaries);
  return totals ? { root, branch, ...totals } : scanLogTotals(paths, root, branch);
}

/** Streams the whole log and counts. */
function scanLogTotals(paths: ProjectPaths, root: string, branch: string | null): StatusReport {
  const byType: Record<string, number> = {};
  const sessions = new Set<string>();
  const ids = new Set<string>();
  let duplicates = 0;
  let first: AnyEvent | undefined;
  let last: AnyEvent | undefined;
  const scan = scanEventLog(paths, ({ event }) => {
    if (ids.has(event.id)) {
      duplicates++;
      return;
    }
    ids.add(event.id);
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.session) sessions.add(event.session);
    if (!first || compareEvents(event, first) < 0) first = event;
    if (!last || compareEvents(event, last) > 0) last = event;
  });
  return {
    root,
    branch,
    events: ids.size,
    files: scan.files.length,
    bytes: scan.files.reduce((sum, file) => sum + file.bytes, 0),
    first: first ? new Date(first.ts).toISOString() : null,
    last: last ? new Date(last.ts).toISOString() : null,
    byType: Object.fromEntries(EVENT_TYPE_NAMES.filter((type) => byType[type]).map((type) => [type, byType[type]!])),
    sessions: sessions.size,
    duplicates,
    warnings: scan.warnings,
  };
}

export interface StatusFacts {
  root: string;
  branch: string | null;
  events: number;
  sessions: number;
  lastEvent: AnyEvent | undefined;
  /** Standing memories by short type name. */
  standing: Record<string, number>;
  forgotten: number;
  superseded: number;
  pinned: number;
  plan: BranchPlan | undefined;
  unreadableLines: number;
}

/** The memories as the corrections leave them, from a read of the log's digest. */
export function memoryStatus(project: Project, log: LogRead): StatusFacts {
  const { digest } = log;
  const fold = foldMemories(digest.memoryEvents);
  const standing: Record<string, number> = {};
  let forgotten = 0;
  let superseded = 0;
  let pinned = 0;
  for (const memory of fold.memories) {
    if (memory.status === 'retracted') forgotten++;
    else if (memory.status === 'superseded') superseded++;
    else {
      const name = memory.data.kind === 'gotcha' ? 'gotcha' : EVENT_TYPES[memory.type].alias;
      standing[name] = (standing[name] ?? 0) + 1;
      if (memory.pinned) pinned++;
    }
  }
  const branch = currentBranch(project);
  const plan = currentPlans(fold).find((candidate) => candidate.branch === branch);
  // Types in their defined order, gotchas beside what else was learned: the same log, the same line.
  const order = EVENT_TYPE_NAMES.flatMap((type) => (type === 'knowledge_acquired' ? ['learned', 'gotcha'] : [EVENT_TYPES[type].alias]));
  const byType = Object.fromEntries(order.filter((name) => standing[name]).map((name) => [name, standing[name]!]));
  return {
    root: project.repo.root,
    branch,
    events: digest.eventCount,
    sessions: digest.sessionCount,
    lastEvent: digest.lastEvent,
    standing: byType,
    forgotten,
    superseded,
    pinned,
    plan,
    unreadableLines: log.warnings.length,
  };
}
