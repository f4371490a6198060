/**
 * Local access statistics (`.cortex/local/access.json`): how often and when each memory was
 * retrieved, by `cortex brief --task`, search or MCP. They reinforce what proves useful
 * (paper section 9.4: salience x 1.2 per access, capped at 1, decaying from the last access).
 * Being shown in the session-start briefing is not an access: if it were, whatever the
 * briefing showed once would reinforce itself and nothing would ever fade.
 *
 * Local and per user, never committed: the committed projections must not depend on them.
 * A retrieval appends a line to a journal (`access.log`), which costs the same however many
 * memories have stats; reading folds the journal into the snapshot, and a long journal is
 * folded into `access.json` now and then.
 */

export interface AccessEntry {
  count: number;
  /** ISO time of the latest access. */
  last: string;
}

export type AccessStats = ReadonlyMap<string, AccessEntry>;

/** Entries beyond this are dropped, least recently accessed first, so the file stays small. */
export const MAX_ACCESS_ENTRIES = 20_000;

export const ACCESS_FORMAT_VERSION = 1;

/** Reads the stats file's text; anything unreadable gives empty stats and says why. */
export function parseAccessStats(text: string): {
  stats: Map<string, AccessEntry>;
  problem?: string;
} {
  const stats = new Map<string, AccessEntry>();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      stats,
      problem: `access stats are not JSON (${(error as Error).message}); starting afresh`,
    };
  }
  const entries = (value as { entries?: unknown } | null)?.entries;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
    return { stats, problem: 'access stats have no entries object; starting afresh' };
  for (const [id, entry] of Object.entries(entries as Record<string, unknown>)) {
    const { count, last } = (entry ?? {}) as Partial<AccessEntry>;
    if (
      typeof count === 'number' &&
      Number.isInteger(count) &&
      count > 0 &&
      typeof last === 'string' &&
      !Number.isNaN(Date.parse(last))
    ) {
      stats.set(id, { count, last });
    }
  }
  return { stats };
}

/** The stats file's text: ids sorted, so the same stats give the same bytes. */
export function serializeAccessStats(stats: AccessStats): string {
  let kept = [...stats];
  if (kept.length > MAX_ACCESS_ENTRIES) {
    kept = kept
      .sort((a, b) => (a[1].last < b[1].last ? 1 : a[1].last > b[1].last ? -1 : 0))
      .slice(0, MAX_ACCESS_ENTRIES);
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const entries = Object.fromEntries(kept);
  return JSON.stringify({ version: ACCESS_FORMAT_VERSION, entries }, null, 1) + '\n';
}

/** One line of the access journal: the memories retrieved together, and when. */
export function serializeAccessLine(ids: Iterable<string>, now: Date): string {
  return JSON.stringify({ at: now.toISOString(), ids: [...new Set(ids)] }) + '\n';
}

/**
 * The stats with the journal's lines applied, in order. Lines that cannot be read (one
 * cut short by a crash) are skipped: these are hints, and the rest still count.
 */
export function applyAccessJournal(stats: AccessStats, journal: string): Map<string, AccessEntry> {
  let next = new Map(stats);
  for (const line of journal.split('\n')) {
    if (line.trim() === '') continue;
    let value: { at?: unknown; ids?: unknown };
    try {
      value = JSON.parse(line) as typeof value;
    } catch {
      continue;
    }
    if (
      typeof value.at !== 'string' ||
      Number.isNaN(Date.parse(value.at)) ||
      !Array.isArray(value.ids)
    )
      continue;
    next = recordAccesses(
      next,
      value.ids.filter((id): id is string => typeof id === 'string'),
      new Date(value.at),
    );
  }
  return next;
}

/** The stats after the memories `ids` were retrieved at `now`. */
export function recordAccesses(
  stats: AccessStats,
  ids: Iterable<string>,
  now: Date,
): Map<string, AccessEntry> {
  const next = new Map(stats);
  const last = now.toISOString();
  for (const id of new Set(ids)) next.set(id, { count: (stats.get(id)?.count ?? 0) + 1, last });
  return next;
}
