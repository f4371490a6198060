/**
 * Where each record of an index came from: the event file it was read from and the author
 * its line records, and the further copies of its event found in other files (the same id
 * in two files: a copy made by a merge, an id collision, a forged copy). This is what
 * search results are labelled with (who recorded a memory, and through the file, who
 * committed it: see mcp/handlers.ts), so that labels need no read of the whole log.
 *
 * Authors and files repeat across many records, so each is kept once in a table and a
 * record holds two integers. Pure: cache.ts stores and restores it with the index.
 */
import type { AnyEvent } from '../events/envelope.js';
import { EVENT_TYPES } from '../events/types.js';

/** One copy of an event as the index read it. */
export interface RecordOrigin {
  /** The event file (repository path, `/` separators), or undefined for an event not read from the work tree's log (another branch's). */
  file: string | undefined;
  /** The author the line records. */
  author: string | null;
  /** Whether the event is a memory or a correction (activity carries no provenance label). */
  memory: boolean;
}

/** A record's origin in a delta cache (JSON): file or null, author, 1 for a memory. */
export type StoredOrigin = [file: string | null, author: string | null, memory: 0 | 1];

/** What index.bin keeps of the table: two integers per record, and the tables they index. */
export interface StoredOrigins {
  /** Per record: the author's code (ACTIVITY for activity), then the file's (NO_FILE for none). */
  codes: Int32Array;
  meta: OriginsMeta;
}

export interface OriginsMeta {
  authors: (string | null)[];
  files: string[];
  /** Further copies of records' events: event id, then pairs of (file code, author code). */
  copies: [string, number[]][];
}

/** The author code of an activity event (no label). */
const ACTIVITY = -1;
/** The file code of an event not read from an event file. */
const NO_FILE = -1;

export class RecordOrigins {
  private codes: Int32Array;
  /** Whether `codes` is this table's own (a restored one lies in the cache file's buffer until the table grows). */
  private owned = true;
  private count = 0;
  private readonly authors: (string | null)[] = [];
  private readonly authorCodes = new Map<string | null, number>();
  private readonly files: string[] = [];
  private readonly fileCodes = new Map<string, number>();
  private readonly copies = new Map<string, number[]>();

  constructor(stored?: StoredOrigins, expected = 0) {
    if (!stored) {
      this.codes = new Int32Array(Math.max(1024, expected * 2));
      return;
    }
    const { codes, meta } = stored;
    if (codes.length % 2 !== 0) throw new Error('the cached record origins have a partial entry');
    const known = (author: number, file: number) =>
      author >= ACTIVITY &&
      author < meta.authors.length &&
      file >= NO_FILE &&
      file < meta.files.length;
    for (let at = 0; at < codes.length; at += 2)
      if (!known(codes[at]!, codes[at + 1]!))
        throw new Error('the cached record origins name an unknown author or file');
    for (const [, pairs] of meta.copies) {
      for (let at = 0; at < pairs.length; at += 2)
        if (!known(pairs[at + 1]!, pairs[at]!))
          throw new Error('the cached record origins name an unknown author or file');
    }
    this.codes = codes;
    this.owned = false;
    this.count = codes.length / 2;
    meta.authors.forEach((author, code) => {
      this.authors.push(author);
      this.authorCodes.set(author, code);
    });
    meta.files.forEach((file, code) => {
      this.files.push(file);
      this.fileCodes.set(file, code);
    });
    for (const [id, pairs] of meta.copies) this.copies.set(id, [...pairs]);
  }

  /** Records held. */
  get length(): number {
    return this.count;
  }

  private authorCode(event: Pick<AnyEvent, 'type' | 'author'>): number {
    if (EVENT_TYPES[event.type].category === 'activity') return ACTIVITY;
    let code = this.authorCodes.get(event.author);
    if (code === undefined) {
      code = this.authors.length;
      this.authors.push(event.author);
      this.authorCodes.set(event.author, code);
    }
    return code;
  }

  private fileCode(file: string | undefined): number {
    if (file === undefined) return NO_FILE;
    let code = this.fileCodes.get(file);
    if (code === undefined) {
      code = this.files.length;
      this.files.push(file);
      this.fileCodes.set(file, code);
    }
    return code;
  }

  private push(author: number, file: number): void {
    if (!this.owned || this.count * 2 + 2 > this.codes.length) {
      const grown = new Int32Array(Math.max(1024, this.codes.length * 2));
      grown.set(this.codes.subarray(0, this.count * 2));
      this.codes = grown;
      this.owned = true;
    }
    this.codes[this.count * 2] = author;
    this.codes[this.count * 2 + 1] = file;
    this.count++;
  }

  /** Notes the origin of the record just added at position `length` (records are added in order). */
  add(event: Pick<AnyEvent, 'type' | 'author'>, file: string | undefined): void {
    this.push(this.authorCode(event), this.fileCode(file));
  }

  /** Notes a record's origin as a delta cache stored it. */
  addStored([file, author, memory]: StoredOrigin): void {
    this.push(
      memory ? this.authorCode({ type: 'knowledge_acquired', author }) : ACTIVITY,
      this.fileCode(file ?? undefined),
    );
  }

  /** Notes another copy of a record's event (its id already held), read from `file`. */
  addCopy(event: Pick<AnyEvent, 'id' | 'type' | 'author'>, file: string): void {
    const pairs = this.copies.get(event.id);
    const entry = [this.fileCode(file), this.authorCode(event)];
    if (pairs) pairs.push(...entry);
    else this.copies.set(event.id, entry);
  }

  private origin(author: number, file: number): RecordOrigin {
    return {
      file: file === NO_FILE ? undefined : this.files[file],
      author: author === ACTIVITY ? null : this.authors[author]!,
      memory: author !== ACTIVITY,
    };
  }

  /** The origin of the record at `position`, then those of its event's further copies, in the order read. */
  originsOf(position: number, eventId: string): RecordOrigin[] {
    if (position >= this.count) return [];
    const origins = [this.origin(this.codes[position * 2]!, this.codes[position * 2 + 1]!)];
    const pairs = this.copies.get(eventId) ?? [];
    for (let at = 0; at < pairs.length; at += 2)
      origins.push(this.origin(pairs[at + 1]!, pairs[at]!));
    return origins;
  }

  /** The origins of records from `start` on, for a delta cache. */
  storedFrom(start: number): StoredOrigin[] {
    const out: StoredOrigin[] = [];
    for (let position = start; position < this.count; position++) {
      const origin = this.origin(this.codes[position * 2]!, this.codes[position * 2 + 1]!);
      out.push([origin.file ?? null, origin.author, origin.memory ? 1 : 0]);
    }
    return out;
  }

  /** The copies noted, for a delta cache (all of them: they are few). */
  storedCopies(): [string, StoredOrigin[]][] {
    return [...this.copies].map(([id, pairs]) => {
      const list: StoredOrigin[] = [];
      for (let at = 0; at < pairs.length; at += 2) {
        const origin = this.origin(pairs[at + 1]!, pairs[at]!);
        list.push([origin.file ?? null, origin.author, origin.memory ? 1 : 0]);
      }
      return [id, list];
    });
  }

  /** Takes the copies a delta cache stored in place of those held (they include them). */
  restoreCopies(copies: readonly [string, StoredOrigin[]][]): void {
    this.copies.clear();
    for (const [id, list] of copies) {
      const pairs: number[] = [];
      for (const [file, author, memory] of list)
        pairs.push(
          this.fileCode(file ?? undefined),
          memory ? this.authorCode({ type: 'knowledge_acquired', author }) : ACTIVITY,
        );
      this.copies.set(id, pairs);
    }
  }

  /** The table as index.bin stores it. */
  toStored(): StoredOrigins {
    return {
      codes: this.codes.subarray(0, this.count * 2),
      meta: {
        authors: [...this.authors],
        files: [...this.files],
        copies: [...this.copies].map(([id, pairs]) => [id, [...pairs]]),
      },
    };
  }
}
