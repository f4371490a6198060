/**
 * What the log holds as stored, for `cortex status`: files, bytes, events by type, time
 * span, sessions, copies of one id, unreadable lines. Kept apart from the MCP's status
 * (status.ts), which folds the memories and so loads the projections.
 */
import type { AnyEvent } from '../events/envelope.js';
import { compareEvents } from '../events/order.js';
import type { ProjectPaths } from '../events/paths.js';
import { scanEventLog } from '../events/store.js';
import { readFileSummaries } from '../events/summary-cache.js';
import { combineSummaries, type LogTotals } from '../events/summary.js';
import { EVENT_TYPE_NAMES } from '../events/types.js';

/** The log's totals, and where they were read. */
export interface StatusReport extends LogTotals {
  root: string;
  branch: string | null;
  /** Ids under which two different events were read (both counted as events; doctor lists them). */
  collisions?: number;
}

/** A short fingerprint of what an event says, to tell a copy of it from another event under its id. */
function factOf(event: AnyEvent): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < event.content.length; i++)
    hash = Math.imul(hash ^ event.content.charCodeAt(i), 0x01000193);
  return `${event.type} ${event.ts} ${event.content.length} ${(hash >>> 0).toString(36)}`;
}

/**
 * Counts the log from the summaries of its files, reading only the files that changed since
 * the last count (events/summary-cache.ts); where they cannot decide (an id in two places,
 * a file that cannot be read), streams the whole log. No event is kept either way, so this
 * stays light on a large log.
 */
export function summariseLog(
  paths: ProjectPaths,
  root: string,
  branch: string | null,
): StatusReport {
  const summaries = readFileSummaries(paths);
  const totals = summaries && combineSummaries(summaries);
  return totals ? { root, branch, ...totals } : scanLogTotals(paths, root, branch);
}

/** Streams the whole log and counts. */
function scanLogTotals(paths: ProjectPaths, root: string, branch: string | null): StatusReport {
  const byType: Record<string, number> = {};
  const sessions = new Set<string>();
  const ids = new Map<string, string[]>();
  let events = 0;
  let duplicates = 0;
  let collisions = 0;
  let first: AnyEvent | undefined;
  let last: AnyEvent | undefined;
  const scan = scanEventLog(paths, ({ event }) => {
    const fact = factOf(event);
    const seen = ids.get(event.id);
    if (seen?.includes(fact) || (seen && event.content.includes('[REDACTED:'))) {
      duplicates++;
      return;
    }
    // Another fact under an id already read: a collision, two events (and a redacted copy read first stays a copy).
    if (seen) {
      if (seen.length === 1) collisions++;
      seen.push(fact);
    } else ids.set(event.id, [fact]);
    events++;
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.session) sessions.add(event.session);
    if (!first || compareEvents(event, first) < 0) first = event;
    if (!last || compareEvents(event, last) > 0) last = event;
  });
  return {
    root,
    branch,
    events,
    files: scan.files.length,
    bytes: scan.files.reduce((sum, file) => sum + file.bytes, 0),
    first: first ? new Date(first.ts).toISOString() : null,
    last: last ? new Date(last.ts).toISOString() : null,
    byType: Object.fromEntries(
      EVENT_TYPE_NAMES.filter((type) => byType[type]).map((type) => [type, byType[type]!]),
    ),
    sessions: sessions.size,
    duplicates,
    ...(collisions ? { collisions } : {}),
    warnings: scan.warnings,
  };
}
