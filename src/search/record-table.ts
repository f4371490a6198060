/**
 * The records of an index, by position, each kept as its JSON text until something needs
 * it parsed (a filter, a result to show): a search touches a few hundred records, and
 * holding every record as objects was a large part of a rebuild's memory. The event id,
 * type and memory id of every record are kept apart, because the hot paths (showing only
 * current memories, matching categories) need nothing else.
 */
import { EVENT_TYPE_NAMES, type EventType } from '../events/types.js';
import type { SearchRecord } from './documents.js';
import type { Piece } from './cache-format.js';

const ID_LENGTH = 26;

/** What the cache stores of a table. */
export interface StoredRecords {
  /** Each record's JSON (UTF-8) without the fields kept apart (event id, memory id, type, detail), one after another. */
  lines: Uint8Array;
  /** Where each record's JSON starts in `lines`, plus the end. */
  starts: Int32Array;
  /** Event ids, 26 characters each, in position order. */
  eventIds: string;
  /** The ids of the few records standing for another memory (edits), by position. */
  ids: Record<number, string>;
  /** Each record's type, one character each (see typeCode). */
  types: string;
}

const typeCode = (type: EventType): string =>
  String.fromCharCode(65 + EVENT_TYPE_NAMES.indexOf(type));

/** Bytes of a ByteLog chunk, unless a piece needs more. */
const CHUNK_BYTES = 1 << 20;

/**
 * Bytes appended one piece after another, with where each piece starts: records added
 * while indexing are kept as UTF-8 here, off the JavaScript heap and already in the form
 * the cache file stores, rather than as a hundred thousand strings. The bytes are kept in
 * chunks that a piece never straddles (one buffer doubled as it filled left up to half of
 * it unused, and held the old and the new buffer at once while copying), and offsets count
 * the bytes used, as if the chunks were one run: the run the cache file stores.
 */
class ByteLog implements LineStore {
  private readonly chunks: Buffer[] = [];
  /** Where each chunk starts in the run. */
  private readonly chunkStarts: number[] = [];
  private current = Buffer.alloc(0);
  private used = 0;
  length = 0;
  starts = new Int32Array(1024);
  count = 0;

  append(text: string): void {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (this.used + bytes > this.current.length) {
      this.close();
      this.current = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
      this.chunks.push(this.current);
      this.chunkStarts.push(this.length);
      this.used = 0;
    }
    if (this.count + 2 > this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = this.length;
    this.used += this.current.write(text, this.used, 'utf8');
    this.length += bytes;
    this.starts[this.count] = this.length;
  }

  /** Cuts the current chunk to what it holds, as the next one begins. */
  private close(): void {
    if (this.chunks.length > 0)
      this.chunks[this.chunks.length - 1] = this.current.subarray(0, this.used);
  }

  text(index: number, encoding: BufferEncoding = 'utf8'): string {
    const start = this.starts[index]!;
    const end = this.starts[index + 1]!;
    if (end === start) return '';
    // The last chunk starting at or before the piece (chunks start at increasing offsets, and a piece never straddles two).
    let low = 0;
    let high = this.chunkStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.chunkStarts[middle]! <= start) low = middle;
      else high = middle - 1;
    }
    const base = this.chunkStarts[low]!;
    return this.chunks[low]!.toString(encoding, start - base, end - base);
  }

  start(index: number): number {
    return this.starts[index]!;
  }

  /** The bytes, chunk after chunk (the last one cut to what it holds so far). */
  pieces(): Buffer[] {
    if (this.chunks.length === 0) return [];
    return [...this.chunks.slice(0, -1), this.current.subarray(0, this.used)];
  }
}

/**
 * Where a table keeps the JSON of the records added since it was restored: in memory (a
 * ByteLog), or where its owner puts them (a large rebuild writes them to a file as it goes,
 * see cache.ts). Lines are numbered from 0 in the order appended, their bytes one run.
 */
export interface LineStore {
  append(text: string): void;
  /** The text of line `index`. */
  text(index: number): string;
  /** Lines held. */
  readonly count: number;
  /** Where line `index` starts in the run of bytes (`count` gives the end of the last). */
  start(index: number): number;
  /** The run of bytes, as the cache file stores it. */
  pieces(): Piece[];
}

/** A record's JSON as the table keeps it: without what is kept apart. */
function compactJson(record: SearchRecord): string {
  const { ts, session, branch, content, salience, data } = record;
  return JSON.stringify({ ts, session, branch, content, salience, data });
}

export interface RecordTableOptions {
  keepDetails?: boolean;
  lines?: LineStore;
}

export class RecordTable {
  private readonly parsed: (SearchRecord | undefined)[] = [];
  private readonly stored:
    { lines: Buffer; starts: Int32Array; eventIds: string; count: number } | undefined;
  /** Records added since the table was restored: their JSON, event id, and detail (by position, when there is one). */
  private readonly liveLines: LineStore;
  private readonly liveEventIds = new ByteLog();
  private readonly liveDetails = new Map<number, string>();
  /** Type codes (see typeCode) of stored records, then of live ones (bytes: a string built a character at a time is slow to read). */
  private storedTypes = '';
  private liveTypes = new Uint8Array(1024);
  private readonly otherIds = new Map<number, string>();

  /** Whether details are kept for slice(): a table that is only to be written to index.bin needs none. */
  private readonly keepDetails: boolean;

  /**
   * A table holding stored records (from the cache), or an empty one. `keepDetails: false`
   * drops each record's detail once indexed (a full rebuild, whose index.bin keeps none: the
   * detail of every record was much of its memory). `lines` keeps the JSON of records
   * added (in memory when not given).
   */
  constructor(stored?: StoredRecords, options: RecordTableOptions = {}) {
    this.keepDetails = options.keepDetails ?? true;
    this.liveLines = options.lines ?? new ByteLog();
    if (!stored) return;
    const count = stored.eventIds.length / ID_LENGTH;
    if (
      !Number.isInteger(count) ||
      stored.starts.length !== count + 1 ||
      stored.types.length !== count ||
      stored.starts[count] !== stored.lines.length
    ) {
      throw new Error('the cached records and their ids do not match');
    }
    this.storedTypes = stored.types;
    const lines = Buffer.from(
      stored.lines.buffer,
      stored.lines.byteOffset,
      stored.lines.byteLength,
    );
    this.stored = { lines, starts: stored.starts, eventIds: stored.eventIds, count };
    for (const [position, id] of Object.entries(stored.ids))
      this.otherIds.set(Number(position), id);
    this.parsed.length = count;
  }

  get length(): number {
    return this.parsed.length;
  }

  private storedCount(): number {
    return this.stored?.count ?? 0;
  }

  private lineAt(position: number): string {
    const stored = this.stored;
    if (stored && position < stored.count)
      return stored.lines.toString('utf8', stored.starts[position], stored.starts[position + 1]);
    return this.liveLines.text(position - this.storedCount());
  }

  private parse(position: number): SearchRecord {
    const rest = JSON.parse(this.lineAt(position)) as Omit<SearchRecord, 'eventId' | 'id' | 'type'>;
    return {
      eventId: this.eventIdAt(position),
      id: this.idAt(position),
      type: this.typeAt(position),
      ...rest,
    };
  }

  /** The record at `position`, parsed on first use and kept (without its detail). */
  get(position: number): SearchRecord {
    let record = this.parsed[position];
    if (record === undefined) {
      record = this.parse(position);
      this.parsed[position] = record;
    }
    return record;
  }

  /** The record at `position`, parsed but not kept (for one pass over many records). */
  peek(position: number): SearchRecord {
    return this.parsed[position] ?? this.parse(position);
  }

  eventIdAt(position: number): string {
    const stored = this.stored;
    if (stored && position < stored.count)
      return stored.eventIds.slice(position * ID_LENGTH, (position + 1) * ID_LENGTH);
    return this.liveEventIds.text(position - this.storedCount(), 'latin1');
  }

  /** The record's type, without parsing it. */
  typeAt(position: number): EventType {
    const stored = this.storedCount();
    const code =
      position < stored
        ? this.storedTypes.charCodeAt(position)
        : this.liveTypes[position - stored]!;
    return EVENT_TYPE_NAMES[code - 65]!;
  }

  /** The memory the record stands for (its own event id, except for edits). */
  idAt(position: number): string {
    return this.otherIds.get(position) ?? this.eventIdAt(position);
  }

  /** Adds a record; its detail is kept apart (only a delta file needs it again). */
  push(record: SearchRecord): number {
    const position = this.parsed.length;
    this.parsed.push(undefined);
    this.liveLines.append(compactJson(record));
    this.liveEventIds.append(record.eventId);
    if (record.detail && this.keepDetails) this.liveDetails.set(position, record.detail);
    const live = position - this.storedCount();
    if (live === this.liveTypes.length) {
      const grown = new Uint8Array(live * 2);
      grown.set(this.liveTypes);
      this.liveTypes = grown;
    }
    this.liveTypes[live] = typeCode(record.type).charCodeAt(0);
    if (record.id !== record.eventId) this.otherIds.set(position, record.id);
    return position;
  }

  /** Records from `start` on, with their detail where they were added since the restore. */
  slice(start: number, end = this.length): SearchRecord[] {
    const out: SearchRecord[] = [];
    for (let position = start; position < end; position++) {
      const record = { ...this.peek(position) };
      const detail = this.liveDetails.get(position);
      if (detail) record.detail = detail;
      out.push(record);
    }
    return out;
  }

  /** The table as the cache stores it: the stored records' bytes, then the live ones', never decoded (the event ids too). */
  toStored(): Omit<StoredRecords, 'lines' | 'eventIds'> & { lines: Piece[]; eventIds: Piece[] } {
    const stored = this.stored;
    const storedCount = this.storedCount();
    const storedBytes = stored ? stored.starts[stored.count]! : 0;
    const starts = new Int32Array(this.length + 1);
    if (stored) starts.set(stored.starts.subarray(0, stored.count));
    const live = this.liveLines;
    for (let i = 0; i <= live.count; i++) starts[storedCount + i] = storedBytes + live.start(i);
    const ids: Record<number, string> = {};
    for (const [position, id] of [...this.otherIds].sort((a, b) => a[0] - b[0])) ids[position] = id;
    const liveTypes = Buffer.from(this.liveTypes.buffer, 0, this.length - storedCount).toString(
      'latin1',
    );
    return {
      lines: [...(stored ? [stored.lines.subarray(0, storedBytes)] : []), ...live.pieces()],
      starts,
      eventIds: [
        ...(stored
          ? [Buffer.from(stored.eventIds.slice(0, storedCount * ID_LENGTH), 'latin1')]
          : []),
        ...this.liveEventIds.pieces(),
      ],
      ids,
      types: this.storedTypes + liveTypes,
    };
  }
}
