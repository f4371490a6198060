/**
 * The full-text side of the MCP server's search as MiniSearch holds it: an in-memory
 * index that takes a new record in well under a millisecond, for the one long-lived process
 * cortex has (a one-shot command cannot afford to build or load it; it scores the flat
 * index of fts.ts instead).
 *
 * It must rank as `cortex search` ranks: BM25+ with each record counted, the same words,
 * terms and field boosts. MiniSearch holds one document per group of records that read the
 * same (groups.ts), as the flat index does: its tokenizer and term processing make the
 * postings, its radix tree finds a query term and the longer terms it is a prefix of, and
 * it keeps each document's term frequencies and field lengths. The statistics BM25 takes
 * from the whole index (how many records, how many hold the term, the average field
 * length) count each group as often as it has records, so they are counted here beside
 * MiniSearch; with one record per group they are MiniSearch's own and the scores are its
 * `search`'s (a test holds them to it). One document per record, as an earlier version
 * held, doubled the worker's memory at 100,000 realistic records (about half are repeats).
 *
 * Pure: the worker that holds it (minisearch-worker.ts) does the messaging.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { INDEX_FIELDS, type FtsSettings } from '../config/search-settings.js';
import type { ProjectPaths } from '../events/paths.js';
import { FIELD_COUNT, type FtsResult } from './fts.js';
import { indexTerm, splitWords } from './terms.js';
import { Int32List } from './int-list.js';

/** The text of the record that opens a group. */
export interface GroupText {
  eventId: string;
  /**
   * Its INDEX_FIELDS texts. The search cache keeps no record's detail (it is in the cache's
   * postings only), so the detail of a record read from the cache is '' here.
   */
  fields: string[];
  /** Whether its detail is to be found from its event (see `add`): the flat index holds detail words for a record read without them. */
  findDetail?: boolean;
}

/** Records to add, in position order: the group of each, and its text when it is the first of its group. */
export interface KeywordRecords {
  groups: Int32Array;
  /** Per record; null for a record of a group already added (its text is the group's). */
  texts: (GroupText | null)[];
}

const DETAIL = INDEX_FIELDS.indexOf('detail');

/**
 * The part of MiniSearch 7.2 (pinned) read beyond its documented API: its inverted index
 * (a radix tree of terms, each with the term frequency of every document holding it, by
 * field) and each document's field lengths, which it keeps in a Map of one array per
 * document (11 MiB at 53,000 groups) and is given a view of one typed array for instead
 * (it reads them with `get`, and `add` writes into what `get` returns); likewise its maps
 * between document ids and its own numbers, which are the same numbers here. The tests hold the
 * scores computed from them to MiniSearch's own `search` (which reads the same lengths) and
 * to the flat index's.
 */
interface MiniSearchInternals {
  _index: {
    get(term: string): FieldTermData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
    fetch(term: string, create: () => FieldTermData): FieldTermData;
    values(): Iterable<FieldTermData>;
  };
  /** Counts one occurrence of a term in a document's field (what `add` calls for each token). */
  addTerm(fieldId: number, document: number, term: string): void;
  _fieldIds: Record<string, number>;
  _fieldLength: {
    get(document: number): ArrayLike<number> | undefined;
    set(document: number, lengths: number[]): unknown;
  };
  /** Its documents' ids both ways: here the same numbers (a group is its document's id and number). */
  _documentIds: NumberMap;
  _idToShortId: NumberMap;
  _nextId: number;
}

/** The part of a Map MiniSearch uses for its document ids when adding and searching. */
interface NumberMap {
  has(key: number): boolean;
  get(key: number): number | undefined;
  set(key: number, value: number): unknown;
}

/**
 * A term's postings in one field: the documents holding it, each with how often it occurs
 * there, as two numbers per document in one typed array, in document order. MiniSearch
 * keeps a Map (document -> frequency) per term and field; 2.4 million of its entries at
 * 100,000 realistic records took the worker's heap 120 MiB, these 20. It serves what
 * MiniSearch reads of such a Map (`size`, `keys`, `get`; its own search, which the tests
 * compare with) and is filled by `count` (see the constructor's `addTerm`).
 */
export class Postings {
  /** document, frequency; document, frequency; ... */
  private pairs: Int32Array = new Int32Array(2);
  size = 0;

  /** One more occurrence in `document`: the last one counted, or a later one (MiniSearch adds a document's terms together, documents in order). */
  count(document: number): void {
    const last = (this.size - 1) * 2;
    if (last >= 0 && this.pairs[last] === document) {
      this.pairs[last + 1]!++;
      return;
    }
    if (last >= 0 && this.pairs[last]! > document)
      throw new Error(`a posting for document ${document} after document ${this.pairs[last]}`);
    if (last + 2 === this.pairs.length) {
      const pairs = new Int32Array(this.pairs.length * 2);
      pairs.set(this.pairs);
      this.pairs = pairs;
    }
    this.pairs[last + 2] = document;
    this.pairs[last + 3] = 1;
    this.size++;
  }

  /** Gives back the room kept for more documents. */
  trim(): void {
    if (this.pairs.length > this.size * 2) this.pairs = this.pairs.slice(0, this.size * 2);
  }

  /** The i-th document (in document order) and its frequency. */
  documentAt(i: number): number {
    return this.pairs[i * 2]!;
  }

  frequencyAt(i: number): number {
    return this.pairs[i * 2 + 1]!;
  }

  get(document: number): number | undefined {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.pairs[middle * 2]!;
      if (found === document) return this.pairs[middle * 2 + 1];
      if (found < document) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  *keys(): IterableIterator<number> {
    for (let i = 0; i < this.size; i++) yield this.pairs[i * 2]!;
  }
}

/** A term's postings in MiniSearch: field id -> its postings there. */
type FieldTermData = Map<number, Postings>;

interface Document {
  group: number;
  fields: readonly string[];
}

export class MiniSearchIndex {
  private readonly mini = new MiniSearch<Document>({
    idField: 'group',
    fields: [...INDEX_FIELDS],
    extractField: (document, field) =>
      field === 'group'
        ? (document.group as unknown as string)
        : document.fields[INDEX_FIELDS.indexOf(field as (typeof INDEX_FIELDS)[number])]!,
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term) ?? null,
  });
  /** How many records each group (MiniSearch document) stands for. */
  private counts = new Int32Array(1024);
  /** Each group's field lengths as MiniSearch counted them (by field id: the order of INDEX_FIELDS). */
  private lengths = new Int32Array(1024 * FIELD_COUNT);
  /** Per field, the sum of its length over records. */
  private readonly totalLengths = new Float64Array(FIELD_COUNT);
  private groups = 0;
  private records = 0;
  /** Scratch space for one search, by group, kept between searches (zeroed after use). */
  private termScores = new Float64Array(0);
  private lastTerm = new Int32Array(0);
  private matchedTerms = new Int32Array(0);

  constructor() {
    const internals = this.mini as unknown as MiniSearchInternals;
    // Groups are added in order, so MiniSearch's short id of a document is its group, and the
    // two Maps it keeps between them (53,000 entries each at 100,000 records) are the identity.
    const identity: NumberMap = {
      has: (key) => key < internals._nextId,
      get: (key) => (key < internals._nextId ? key : undefined),
      set: (key, value) => {
        if (key !== value) throw new Error(`MiniSearch numbered group ${key} as ${value}`);
      },
    };
    // Postings in typed arrays rather than a Map per term and field (see Postings).
    internals.addTerm = (fieldId, document, term) => {
      const data = internals._index.fetch(term, () => new Map());
      let postings = data.get(fieldId);
      if (!postings) data.set(fieldId, (postings = new Postings()));
      postings.count(document);
    };
    internals._documentIds = identity;
    internals._idToShortId = identity;
    internals._fieldLength = {
      get: (group) =>
        group < this.counts.length
          ? this.lengths.subarray(group * FIELD_COUNT, (group + 1) * FIELD_COUNT)
          : undefined,
      set: (group, lengths) => {
        this.grow(group + 1);
        this.lengths.set(
          lengths.slice(0, FIELD_COUNT).map((length) => length ?? 0),
          group * FIELD_COUNT,
        );
      },
    };
  }

  /** Records held. */
  get recordCount(): number {
    return this.records;
  }

  /** Groups held. */
  get groupCount(): number {
    return this.groups;
  }

  /**
   * Adds the next records; a record's group must be known or be the next new one.
   * `detailOf` gives the detail of an event whose record came without it (undefined when
   * the event is not known: the record is then indexed without it).
   */
  add(
    batch: KeywordRecords,
    detailOf: (eventId: string) => string | undefined = () => undefined,
  ): void {
    for (let i = 0; i < batch.groups.length; i++) {
      const group = batch.groups[i]!;
      if (group >= this.groups) {
        const given = batch.texts[i];
        if (!given || group !== this.groups)
          throw new Error(
            `record ${this.records} opens group ${group} without its text, or out of order`,
          );
        let fields = given.fields;
        if (given.findDetail === true) {
          const detail = detailOf(given.eventId);
          if (detail) fields = fields.map((text, field) => (field === DETAIL ? detail : text));
        }
        this.grow(group + 1);
        // MiniSearch numbers its documents in the order they are added: by group. It writes
        // the document's field lengths into `lengths`.
        this.mini.add({ group, fields });
        this.groups++;
      }
      this.counts[group]!++;
      for (let field = 0; field < FIELD_COUNT; field++)
        this.totalLengths[field]! += this.lengths[group * FIELD_COUNT + field]!;
      this.records++;
    }
  }

  /** Gives back the room kept for postings yet to come (after a build: what is appended later grows them again). */
  trim(): void {
    for (const data of (this.mini as unknown as MiniSearchInternals)._index.values())
      for (const postings of data.values()) postings.trim();
  }

  private grow(size: number): void {
    if (size <= this.counts.length) return;
    const length = Math.max(size, this.counts.length * 2);
    const counts = new Int32Array(length);
    counts.set(this.counts);
    this.counts = counts;
    const lengths = new Int32Array(length * FIELD_COUNT);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }

  /**
   * The query's score for every group it matches, as FullTextIndex.search scores them (and
   * MiniSearch's `search` when no two records read the same): per query term and each longer
   * term it is a prefix of (weighted down as MiniSearch weighs prefix matches), per field,
   * BM25+ with the field's boost, summed, then times the number of distinct query terms
   * matched.
   *
   * Scored term by term into typed arrays rather than through MiniSearch's `search`, which
   * builds a result object per matching document for every term and merges the maps: a
   * word in most records (`test`) took it 60-80 ms at 100,000 records, this a few.
   */
  search(query: string, settings: FtsSettings): FtsResult {
    const groups = this.groups;
    const scores = new Float64Array(groups);
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    if (fields.length === 0 || this.records === 0) return { documents: new Int32Array(0), scores };
    if (this.termScores.length < groups) {
      const size = Math.max(groups, this.termScores.length * 2);
      this.termScores = new Float64Array(size);
      this.lastTerm = new Int32Array(size);
      this.matchedTerms = new Int32Array(size);
    }
    const { termScores, lastTerm, matchedTerms, counts, lengths, records } = this;
    const { _index: terms, _fieldIds: fieldIds } = this.mini as unknown as MiniSearchInternals;
    const { k, b, d } = settings.bm25;
    const matched = new Int32List();
    const termMatched = new Int32List();
    const scoreTerm = (data: FieldTermData | undefined, weight: number) => {
      if (!data) return;
      for (const field of fields) {
        const fieldId = fieldIds[field]!;
        const postings = data.get(fieldId);
        if (!postings) continue;
        const size = postings.size;
        // The records holding the term in this field, each group counted for its records.
        let matching = 0;
        for (let i = 0; i < size; i++) matching += counts[postings.documentAt(i)]!;
        const average = this.totalLengths[fieldId]! / records;
        const inverse = Math.log(1 + (records - matching + 0.5) / (matching + 0.5));
        const factor = weight * settings.boosts[field];
        for (let i = 0; i < size; i++) {
          const group = postings.documentAt(i);
          const frequency = postings.frequencyAt(i);
          const length = lengths[group * FIELD_COUNT + fieldId]!;
          if (termScores[group] === 0) termMatched.push(group);
          termScores[group]! +=
            factor *
            (inverse *
              (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average))));
        }
      }
    };
    const distinct = new Map<string, number>();
    for (const word of splitWords(query)) {
      const term = indexTerm(word);
      if (!term) continue;
      let termIndex = distinct.get(term);
      if (termIndex === undefined) distinct.set(term, (termIndex = distinct.size));
      termMatched.length = 0;
      scoreTerm(terms.get(term), 1);
      if (settings.prefixMinLength > 0 && term.length >= settings.prefixMinLength) {
        for (const [longer, data] of terms.atPrefix(term)) {
          const distance = longer.length - term.length;
          if (distance > 0)
            scoreTerm(
              data,
              (settings.prefixWeight * longer.length) / (longer.length + 0.3 * distance),
            );
        }
      }
      // A query term's score joins the total as one sum, as MiniSearch combines its results.
      for (let i = 0; i < termMatched.length; i++) {
        const group = termMatched.at(i);
        if (scores[group] === 0) matched.push(group);
        scores[group]! += termScores[group]!;
        termScores[group] = 0;
        if (lastTerm[group] !== termIndex + 1) {
          lastTerm[group] = termIndex + 1;
          matchedTerms[group]!++;
        }
      }
    }
    const documents = matched.result();
    for (const group of documents) {
      scores[group]! *= matchedTerms[group]!;
      lastTerm[group] = 0;
      matchedTerms[group] = 0;
    }
    return { documents, scores };
  }

  /**
   * MiniSearch's own `search` of `query`: a score by group (for the tests, which hold `search`
   * to it where every group has one record).
   */
  miniSearchScores(query: string, settings: FtsSettings): Map<number, number> {
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    const scores = new Map<number, number>();
    if (fields.length === 0) return scores;
    const options: SearchOptions = {
      // MiniSearch reads a boost of 0 as 1: a field left out of the ranking is left out of the search.
      fields,
      boost: settings.boosts,
      bm25: settings.bm25,
      combineWith: 'OR',
      ...(settings.prefixMinLength > 0
        ? {
            prefix: (term: string) => term.length >= settings.prefixMinLength,
            weights: { fuzzy: 0.1, prefix: settings.prefixWeight },
          }
        : {}),
    };
    for (const result of this.mini.search(query, options))
      scores.set(result.id as number, result.score);
    return scores;
  }
}

/** What the server's main thread sends the worker holding the index. */
export type MiniSearchRequest =
  /** Read the details of the log's events, for the records that come without theirs (until the first sync). */
  | { kind: 'details'; paths: ProjectPaths }
  | { kind: 'add'; records: KeywordRecords }
  /** Answered once every record sent before it is in the index. */
  | { kind: 'sync'; id: number }
  | { kind: 'search'; id: number; query: string; settings: FtsSettings };

/** What the worker answers. */
export type MiniSearchReply =
  /** `missingDetails`: records opening a group whose detail was to be found but whose event was not in the log (their detail is not indexed). */
  | { kind: 'synced'; id: number; records: number; missingDetails: number }
  | { kind: 'scores'; id: number; documents: Int32Array; scores: Float64Array }
  | { kind: 'failed'; id?: number; message: string };
