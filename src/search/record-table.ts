/**
 * The records of an index, by position. Records restored from the cache stay as their JSON
 * text until something needs one (a filter, a result to show): a warm search touches a few
 * hundred of them, and parsing all the others was a large part of its time and memory. The
 * event id of every record is kept apart, as one string, because the hot paths (showing only
 * current memories, matching vectors to records) need nothing else.
 */
import { EVENT_TYPE_NAMES, type EventType } from '../events/types.js';
import type { SearchRecord } from './documents.js';

const ID_LENGTH = 26;

/** What the cache stores of a table: every record's JSON, one per line, and the event ids. */
export interface StoredRecords {
  /** `\n`-separated record JSON, in position order. */
  lines: string;
  /** Event ids, 26 characters each, in position order. */
  eventIds: string;
  /** The ids of the few records standing for another memory (edits), by position. */
  ids: Record<number, string>;
  /** Each record's type, one character each (see typeCode). */
  types: string;
}

const typeCode = (type: EventType): string => String.fromCharCode(65 + EVENT_TYPE_NAMES.indexOf(type));

export class RecordTable {
  private readonly parsed: (SearchRecord | undefined)[] = [];
  private readonly eventIdList: string[] = [];
  private types = '';
  private readonly otherIds = new Map<number, string>();
  private stored: { lines: string; starts: Uint32Array; eventIds: string; count: number } | undefined;

  /** A table holding stored records (from the cache), or an empty one. */
  constructor(stored?: StoredRecords) {
    if (!stored) return;
    const count = stored.eventIds.length / ID_LENGTH;
    const starts = new Uint32Array(count + 1);
    let at = 0;
    for (let i = 0; i < count; i++) {
      starts[i] = at;
      const end = stored.lines.indexOf('\n', at);
      at = end < 0 ? stored.lines.length + 1 : end + 1;
    }
    starts[count] = at;
    if (at < stored.lines.length || stored.types.length !== count) throw new Error('the cached records and their ids do not match');
    this.types = stored.types;
    this.stored = { lines: stored.lines, starts, eventIds: stored.eventIds, count };
    for (const [position, id] of Object.entries(stored.ids)) this.otherIds.set(Number(position), id);
    this.parsed.length = count;
  }

  get length(): number {
    return this.parsed.length;
  }

  /** The record at `position`, parsed on first use. */
  get(position: number): SearchRecord {
    let record = this.parsed[position];
    if (record === undefined) {
      const stored = this.stored!;
      record = JSON.parse(stored.lines.slice(stored.starts[position], stored.starts[position + 1]! - 1)) as SearchRecord;
      this.parsed[position] = record;
    }
    return record;
  }

  eventIdAt(position: number): string {
    const stored = this.stored;
    if (stored && position < stored.count) return stored.eventIds.slice(position * ID_LENGTH, (position + 1) * ID_LENGTH);
    return this.eventIdList[position - (stored?.count ?? 0)]!;
  }

  /** The record's type, without parsing it. */
  typeAt(position: number): EventType {
    return EVENT_TYPE_NAMES[this.types.charCodeAt(position) - 65]!;
  }

  /** The memory the record stands for (its own event id, except for edits). */
  idAt(position: number): string {
    return this.otherIds.get(position) ?? this.eventIdAt(position);
  }

  push(record: SearchRecord): number {
    const position = this.parsed.length;
    this.parsed.push(record);
    this.eventIdList.push(record.eventId);
    this.types += typeCode(record.type);
    if (record.id !== record.eventId) this.otherIds.set(position, record.id);
    return position;
  }

  /** Records from `start` on, parsed. */
  slice(start: number, end = this.length): SearchRecord[] {
    const out: SearchRecord[] = [];
    for (let position = start; position < end; position++) out.push(this.get(position));
    return out;
  }

  /**
   * The table as the cache stores it, its lines in chunks (so a large table is never one
   * string); records never parsed are copied as their text.
   */
  toStored(strip: (record: SearchRecord) => SearchRecord): Omit<StoredRecords, 'lines'> & { lines: string[] } {
    const chunks: string[] = [];
    let lines: string[] = [];
    let eventIds = '';
    const ids: Record<number, string> = {};
    for (let position = 0; position < this.length; position++) {
      const stored = this.stored;
      const record = this.parsed[position];
      if (record === undefined && stored) lines.push(stored.lines.slice(stored.starts[position], stored.starts[position + 1]! - 1));
      else lines.push(JSON.stringify(strip(record!)));
      eventIds += this.eventIdAt(position);
      const other = this.otherIds.get(position);
      if (other !== undefined) ids[position] = other;
      if (lines.length === 4096) {
        chunks.push(lines.join('\n'));
        lines = [];
      }
    }
    if (lines.length) chunks.push(lines.join('\n'));
    // Chunks are lines too: joined by newlines like the lines within them.
    return { lines: chunks.map((chunk, i) => (i < chunks.length - 1 ? `${chunk}\n` : chunk)), eventIds, ids, types: this.types };
  }
}
