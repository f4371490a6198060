/**
 * The newest events of a large log without parsing all of it: what `cortex log -n 20`
 * needs. Lines cortex wrote begin with their id, time and type at fixed places
 * (lines.ts readLineHead), which is all it takes to tell whether a line can be among the
 * newest; only those lines, the corrections (which apply to any event shown) and lines in
 * any other form are parsed. At 100,000 events that is a few hundred lines instead of all.
 *
 * The answer is the one a full read gives (store.ts scanEventLog and order.ts NewestEvents),
 * except that a line whose start is well formed but whose rest is broken is reported only
 * when it would have been shown (`cortex status` reads and reports every line). Where
 * the heads cannot decide (a filter on something else than type and time, the same id
 * twice near the top, a line to show that does not parse), selectNewestEvents says so and
 * the caller reads the log in full.
 */
import { isConflictMarker, parseEventLine } from './codec.js';
import type { AnyEvent } from './envelope.js';
import {
  canonicalHeadEnd,
  describeLineError,
  HEAD_OFFSETS,
  readLineHead,
  type LogWarning,
} from './lines.js';
import { sortKey } from './order.js';
import type { EventQuery } from './query.js';
import { matchesQuery } from './query.js';
import { EVENT_TYPES, type EventType } from './types.js';

/** One event file as read: its bytes, or why it could not be read. */
export interface EventFileRead {
  /** Path relative to the repository root. */
  file: string;
  bytes?: Uint8Array;
  error?: string;
}

export interface NewestSelection {
  /** The newest `limit` events the query accepts, oldest first. */
  events: AnyEvent[];
  /** The file each of `events` was read from, by id. */
  files: Map<string, string>;
  /** Every correction (control event) in the log, in file order. */
  controls: AnyEvent[];
  /** Lines that were parsed and could not be read, in file order. */
  warnings: LogWarning[];
}

/** Whether a query can be decided from a line's head: by type and time only. */
export function isHeadQuery(query: EventQuery): boolean {
  return (
    !query.branches?.length &&
    !query.sessions?.length &&
    !query.authors?.length &&
    !query.grep &&
    !query.files?.length &&
    !query.tags?.length
  );
}

function headMatches(type: EventType, ts: string, query: EventQuery): boolean {
  if (query.types?.length && !query.types.includes(type)) return false;
  if (query.since !== undefined || query.until !== undefined) {
    const ms = Date.parse(ts);
    if (query.since !== undefined && ms < query.since) return false;
    if (query.until !== undefined && ms > query.until) return false;
  }
  return true;
}

/** A line that may be among the newest: parsed already, or its bytes, parsed if it is kept. */
interface Candidate {
  key: string;
  file: string;
  /** idHash of its id. */
  hash: number;
  event?: AnyEvent;
  bytes?: Uint8Array;
}

const byKey = (a: Candidate, b: Candidate): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const CONFLICT_WARNING =
  "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)";

/**
 * A 32-bit hash (FNV-1a) of an id, from the bytes of a line or from the string: two copies
 * of one id hash alike. A set of a hundred thousand id strings costs more than the rest of
 * the read; an array of their hashes does not.
 */
function idHashOfBytes(bytes: Uint8Array, at: number): number {
  let hash = 0x811c9dc5;
  for (let i = at; i < at + 26; i++) hash = Math.imul(hash ^ bytes[i]!, 16777619);
  return hash;
}

function idHashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash;
}

/** The hashes of every id read, in a growing typed array. */
class IdHashes {
  private hashes = new Int32Array(4096);
  private count = 0;

  add(hash: number): void {
    if (this.count === this.hashes.length) {
      const grown = new Int32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.count++] = hash;
  }

  /** Whether any of `wanted` was added more than once. */
  anyRepeated(wanted: readonly number[]): boolean {
    const seen = new Map<number, number>(wanted.map((hash) => [hash | 0, 0]));
    for (let i = 0; i < this.count; i++) {
      const times = seen.get(this.hashes[i]!);
      if (times === undefined) continue;
      if (times >= 1) return true;
      seen.set(this.hashes[i]!, 1);
    }
    return false;
  }
}

/** The first bytes of the control types' names: a line whose type starts otherwise is no correction. */
const CONTROL_FIRST_BYTES = new Set(
  Object.entries(EVENT_TYPES)
    .filter(([, definition]) => definition.category === 'control')
    .map(([name]) => name.charCodeAt(0)),
);

/** Whether the 24 bytes at `at` (a canonical time) sort before `floor` (another). */
function timeBefore(bytes: Uint8Array, at: number, floor: Uint8Array): boolean {
  for (let i = 0; i < 24; i++) {
    const byte = bytes[at + i]!;
    if (byte !== floor[i]) return byte < floor[i]!;
  }
  return false;
}

/**
 * The newest `limit` events of the files that `query` accepts, with every correction;
 * undefined when only a full read can answer exactly (see the module comment). Nothing is
 * read from `files` when the query needs more than the heads. `files` come newest first
 * (the reverse of the log's file order), so that the lines older than the newest found so
 * far are passed over from the start; warnings and corrections come back in file order.
 */
export function selectNewestEvents(
  files: Iterable<EventFileRead>,
  limit: number,
  query: EventQuery,
): NewestSelection | undefined {
  if (!isHeadQuery(query)) return undefined;
  const perFile: { warnings: LogWarning[]; controls: AnyEvent[] }[] = [];
  const hashes = new IdHashes();
  let candidates: Candidate[] = [];
  // Lines older than the floor (a time) cannot be among the newest: `limit` events at least
  // as new are known. Those of the same time are kept too, so that every line whose id
  // matters is at hand when copies of ids are looked for.
  let floor = '';
  let floorBytes: Uint8Array | undefined;
  const trim = (): void => {
    candidates.sort(byKey);
    if (candidates.length < limit || limit <= 0) return;
    let cut = candidates.length - limit;
    floor = candidates[cut]!.key.slice(0, 24);
    floorBytes = new TextEncoder().encode(floor);
    while (cut > 0 && candidates[cut - 1]!.key.startsWith(floor)) cut--;
    if (cut > 0) candidates = candidates.slice(cut);
  };
  const offer = (candidate: Candidate): void => {
    // A key (time, then id) sorts below the floor exactly when its time does.
    if (limit <= 0 || candidate.key < floor) return;
    candidates.push(candidate);
    if (candidates.length >= Math.max(256, limit * 4)) trim();
  };
  const decoder = new TextDecoder();

  for (const { file, bytes, error } of files) {
    const warnings: LogWarning[] = [];
    const controls: AnyEvent[] = [];
    perFile.push({ warnings, controls });
    if (bytes === undefined) {
      warnings.push({ file, line: 0, message: `cannot read: ${error ?? 'unknown error'}` });
      continue;
    }
    const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE;
    let lineNumber = 0;
    for (let start = 0; start < bytes.length;) {
      const newline = bytes.indexOf(NEWLINE, start);
      const next = newline < 0 ? bytes.length : newline + 1;
      let end = newline < 0 ? bytes.length : newline;
      if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
      lineNumber++;
      const lineStart = start;
      start = next;
      const torn = !complete && next >= bytes.length;
      const typeEnd = torn ? -1 : canonicalHeadEnd(bytes, lineStart, end);
      if (typeEnd >= 0 && !CONTROL_FIRST_BYTES.has(bytes[lineStart + HEAD_OFFSETS.type]!)) {
        // Older than the newest known: only its id is noted, nothing is decoded.
        if (floorBytes && timeBefore(bytes, lineStart + HEAD_OFFSETS.ts, floorBytes)) {
          hashes.add(idHashOfBytes(bytes, lineStart + HEAD_OFFSETS.id));
          continue;
        }
        const head = readLineHead(bytes, lineStart, end, typeEnd);
        if (head) {
          const hash = idHashOfBytes(bytes, lineStart + HEAD_OFFSETS.id);
          hashes.add(hash);
          if (headMatches(head.type, head.ts, query))
            offer({ key: head.ts + head.id, file, hash, bytes: bytes.subarray(lineStart, end) });
          continue;
        }
      }
      // Corrections, and lines in any other form, are parsed as a full read parses them.
      const line = decoder.decode(bytes.subarray(lineStart, end));
      if (line.trim() === '') continue;
      if (isConflictMarker(line)) {
        warnings.push({ file, line: lineNumber, message: CONFLICT_WARNING });
        continue;
      }
      let event: AnyEvent;
      try {
        event = parseEventLine(line);
      } catch (error) {
        warnings.push({
          file,
          line: lineNumber,
          message: torn
            ? `incomplete last line, probably a write cut short (${describeLineError(error)})`
            : describeLineError(error),
        });
        continue;
      }
      const hash = idHashOf(event.id);
      hashes.add(hash);
      if (EVENT_TYPES[event.type].category === 'control') controls.push(event);
      if (matchesQuery(event, query)) offer({ key: sortKey(event), file, hash, event });
    }
  }
  trim();
  // An id read twice among the lines kept: which copy stands (or is renamed) is for the full
  // read to say. (Equal hashes of different ids only cost that full read.)
  if (hashes.anyRepeated(candidates.map((candidate) => candidate.hash))) return undefined;
  const events: AnyEvent[] = [];
  const eventFiles = new Map<string, string>();
  for (const candidate of candidates.slice(Math.max(0, candidates.length - limit))) {
    let event = candidate.event;
    if (!event) {
      try {
        event = parseEventLine(decoder.decode(candidate.bytes));
      } catch {
        return undefined; // Broken past its head: the full read reports it where it is.
      }
      if (sortKey(event) !== candidate.key) return undefined;
    }
    events.push(event);
    eventFiles.set(event.id, candidate.file);
  }
  perFile.reverse();
  return {
    events,
    files: eventFiles,
    controls: perFile.flatMap((read) => read.controls),
    warnings: perFile.flatMap((read) => read.warnings),
  };
}
