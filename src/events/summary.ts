/**
 * What `cortex status` reports of the log as stored (events, types, sessions, time span,
 * copies of one id, unreadable lines), summarised one file at a time: a file's summary can
 * be kept (summary-cache.ts) and only the files that changed are read again. Pure.
 *
 * Combining summaries needs to know whether an id occurs twice; a set of every id costs
 * more than reading the cache, so each summary keeps a 48-bit hash of each id instead. When
 * two hashes are equal (a real copy, or, rarely, two ids that hash alike) the summaries
 * cannot say which copy counts, and the caller reads the log in full.
 */
import type { AnyEvent } from './envelope.js';
import { scanEventBytes, type LogWarning } from './lines.js';
import { sortKey } from './order.js';
import { EVENT_TYPE_NAMES } from './types.js';

/** The first or last event of a file: its sort key `(ts, id)` and its time as written. */
export interface SummaryEnd {
  key: string;
  ts: string;
}

export interface FileSummary {
  /** Path relative to the repository root. */
  path: string;
  bytes: number;
  /** Events read, every copy counted. */
  events: number;
  /** A 48-bit hash of each event's id (idHash48), in line order. */
  idHashes: ArrayLike<number>;
  /** Events by type. */
  byType: Record<string, number>;
  /** The sessions named, each once. */
  sessions: string[];
  first: SummaryEnd | null;
  last: SummaryEnd | null;
  warnings: LogWarning[];
}

/** Two 32-bit FNV-1a hashes of an id, 48 bits of them kept: exact in a double. */
export function idHash48(id: string): number {
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    high = Math.imul(high ^ code, 16777619);
    low = Math.imul(low ^ code, 16777619);
  }
  return (high >>> 0) * 65536 + (low >>> 16);
}

/** Summarises the events of one file's bytes (summary-cache.ts keeps the result). */
export function summariseFile(path: string, bytes: Uint8Array): FileSummary {
  const byType: Record<string, number> = {};
  const sessions = new Set<string>();
  const idHashes: number[] = [];
  let first: { key: string; event: AnyEvent } | undefined;
  let last: { key: string; event: AnyEvent } | undefined;
  const warnings = scanEventBytes(bytes, path, ({ event }) => {
    idHashes.push(idHash48(event.id));
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.session) sessions.add(event.session);
    const key = sortKey(event);
    if (!first || key < first.key) first = { key, event };
    if (!last || key > last.key) last = { key, event };
  });
  const end = (found: { key: string; event: AnyEvent } | undefined): SummaryEnd | null =>
    found ? { key: found.key, ts: found.event.ts } : null;
  return {
    path,
    bytes: bytes.length,
    events: idHashes.length,
    idHashes,
    byType,
    sessions: [...sessions],
    first: end(first),
    last: end(last),
    warnings,
  };
}

/** The log as `cortex status` reports it. */
export interface LogTotals {
  events: number;
  files: number;
  bytes: number;
  /** The oldest and newest events' times, canonical. */
  first: string | null;
  last: string | null;
  /** Events by type, in the types' defined order. */
  byType: Record<string, number>;
  sessions: number;
  duplicates: number;
  warnings: LogWarning[];
}

/**
 * The totals of the files' summaries (in file order), or undefined when an id may occur
 * more than once: which copy counts is then for a full read to say (store.ts scanEventLog).
 */
export function combineSummaries(summaries: readonly FileSummary[]): LogTotals | undefined {
  const hashes = new Float64Array(
    summaries.reduce((sum, summary) => sum + summary.idHashes.length, 0),
  );
  let at = 0;
  for (const summary of summaries) {
    hashes.set(summary.idHashes, at);
    at += summary.idHashes.length;
  }
  hashes.sort();
  for (let i = 1; i < hashes.length; i++) if (hashes[i] === hashes[i - 1]) return undefined;
  const byType: Record<string, number> = {};
  const sessions = new Set<string>();
  let first: SummaryEnd | null = null;
  let last: SummaryEnd | null = null;
  for (const summary of summaries) {
    for (const [type, count] of Object.entries(summary.byType))
      byType[type] = (byType[type] ?? 0) + count;
    for (const session of summary.sessions) sessions.add(session);
    if (summary.first && (!first || summary.first.key < first.key)) first = summary.first;
    if (summary.last && (!last || summary.last.key > last.key)) last = summary.last;
  }
  return {
    events: hashes.length,
    files: summaries.length,
    bytes: summaries.reduce((sum, summary) => sum + summary.bytes, 0),
    first: first ? new Date(first.ts).toISOString() : null,
    last: last ? new Date(last.ts).toISOString() : null,
    byType: Object.fromEntries(
      EVENT_TYPE_NAMES.filter((type) => byType[type]).map((type) => [type, byType[type]!]),
    ),
    sessions: sessions.size,
    duplicates: 0,
    warnings: summaries.flatMap((summary) => summary.warnings),
  };
}
