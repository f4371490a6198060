/**
 * The full-text side of the MCP server's search as MiniSearch holds it: an in-memory
 * index that takes a new record in well under a millisecond, for the one long-lived process
 * cortex has (a one-shot command cannot afford to build or load it; it scores the flat
 * index of fts.ts instead).
 *
 * It must rank as `cortex search` ranks, and fts.ts scores as MiniSearch does with each
 * record counted, so MiniSearch holds one document per record (document counts, field
 * length averages and term frequencies are then the ones fts.ts counts), with the same
 * words, terms and field boosts. Records that read the same (one group, see groups.ts)
 * score the same, so only the first record of each group is let through to the results
 * (`boostDocument` 0 for the others): the answer is one score per group, the form the
 * engine fuses.
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
   * postings only), so the detail of a record read from the cache is '' here and is found
   * from its event (see `add`).
   */
  fields: string[];
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
 * field), its document count, and its field lengths and their averages. The tests hold the
 * scores computed from them to MiniSearch's own `search` and to the flat index's.
 */
interface MiniSearchInternals {
  _index: {
    get(term: string): FieldTermData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
}

/** A term's postings in MiniSearch: field id -> document id -> how often the term occurs there. */
type FieldTermData = Map<number, Map<number, number>>;

interface Document {
  position: number;
  fields: readonly string[];
}

export class MiniSearchIndex {
  private readonly mini = new MiniSearch<Document>({
    idField: 'position',
    fields: [...INDEX_FIELDS],
    extractField: (document, field) => (field === 'position' ? (document.position as unknown as string) : document.fields[INDEX_FIELDS.indexOf(field as (typeof INDEX_FIELDS)[number])]!),
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term) ?? null,
  });
  /** The group of each record, by position. */
  private groupOf = new Int32Array(1024);
  /** 1 for the first record of its group: the one whose score stands for the group. */
  private first = new Uint8Array(1024);
  /** Each record's field lengths as MiniSearch counted them (by field id), read once rather than per match from its map. */
  private lengths = new Int32Array(1024 * FIELD_COUNT);
  /** Field texts by group (a later record of the group is added with them). */
  private readonly texts: (readonly string[])[] = [];
  private records = 0;
  /** Scratch space for one search, by group, kept between searches (zeroed after use). */
  private termScores = new Float64Array(0);
  private lastTerm = new Int32Array(0);
  private matchedTerms = new Int32Array(0);

  private get internals(): MiniSearchInternals {
    return this.mini as unknown as MiniSearchInternals;
  }

  /** Records held. */
  get recordCount(): number {
    return this.records;
  }

  /** Groups held. */
  get groupCount(): number {
    return this.texts.length;
  }

  /**
   * Adds the next records; a record's group must be known or be the next new one.
   * `detailOf` gives the detail of an event whose record came without it.
   */
  add(batch: KeywordRecords, detailOf: (eventId: string) => string | undefined = () => undefined): void {
    const fieldLength = this.internals._fieldLength;
    for (let i = 0; i < batch.groups.length; i++) {
      const group = batch.groups[i]!;
      const position = this.records;
      this.grow(position + 1);
      let fields = this.texts[group];
      if (fields === undefined) {
        const given = batch.texts[i];
        if (!given || group !== this.texts.length) throw new Error(`record ${position} opens group ${group} without its text, or out of order`);
        fields = given.fields;
        if (fields[DETAIL] === '') {
          const detail = detailOf(given.eventId);
          if (detail) fields = fields.map((text, field) => (field === DETAIL ? detail : text));
        }
        this.texts.push(fields);
        this.first[position] = 1;
      }
      this.groupOf[position] = group;
      // MiniSearch numbers its documents in the order they are added: by position.
      this.mini.add({ position, fields });
      // By MiniSearch's field ids (0, 1… in the order of INDEX_FIELDS).
      const lengths = fieldLength.get(position);
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) this.lengths[position * FIELD_COUNT + fieldId] = lengths?.[fieldId] ?? 0;
      this.records++;
    }
  }

  private grow(size: number): void {
    if (size <= this.groupOf.length) return;
    const length = Math.max(size, this.groupOf.length * 2);
    const groupOf = new Int32Array(length);
    groupOf.set(this.groupOf);
    this.groupOf = groupOf;
    const first = new Uint8Array(length);
    first.set(this.first);
    this.first = first;
    const lengths = new Int32Array(length * FIELD_COUNT);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }

  /**
   * The query's score for every group it matches, as FullTextIndex.search scores them and
   * as MiniSearch's `search` does: per query term (and each longer term it is a prefix of,
   * weighted down as MiniSearch weighs prefix matches), per field, BM25+ over MiniSearch's
   * own postings, document count and field lengths, with the field's boost; summed, then
   * times the number of distinct query terms matched. Only the first record of a group
   * stands for it (MiniSearch's `boostDocument` 0 for the others).
   *
   * Scored here term by term into typed arrays rather than through MiniSearch's `search`:
   * that builds a result object per matching document for every term and merges the maps,
   * which for a word in most records (`test`) took 60-80 ms at 100,000 records where this
   * takes a few.
   */
  search(query: string, settings: FtsSettings): FtsResult {
    const groups = this.texts.length;
    const scores = new Float64Array(groups);
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    if (fields.length === 0 || this.records === 0) return { documents: new Int32Array(0), scores };
    if (this.termScores.length < groups) {
      const size = Math.max(groups, this.termScores.length * 2);
      this.termScores = new Float64Array(size);
      this.lastTerm = new Int32Array(size);
      this.matchedTerms = new Int32Array(size);
    }
    const { termScores, lastTerm, matchedTerms, first, groupOf, lengths } = this;
    const { _index: terms, _fieldIds: fieldIds, _avgFieldLength: averages, _documentCount: documentCount } = this.internals;
    const { k, b, d } = settings.bm25;
    const matched = new Int32List();
    const termMatched = new Int32List();
    const scoreTerm = (data: FieldTermData | undefined, weight: number) => {
      if (!data) return;
      for (const field of fields) {
        const fieldId = fieldIds[field]!;
        const frequencies = data.get(fieldId);
        if (!frequencies) continue;
        const matching = frequencies.size;
        const average = averages[fieldId]!;
        const inverse = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
        const factor = weight * settings.boosts[field];
        frequencies.forEach((frequency, position) => {
          if (first[position] === 0) return;
          const length = lengths[position * FIELD_COUNT + fieldId]!;
          const group = groupOf[position]!;
          if (termScores[group] === 0) termMatched.push(group);
          termScores[group]! += factor * (inverse * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average))));
        });
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
          if (distance > 0) scoreTerm(data, (settings.prefixWeight * longer.length) / (longer.length + 0.3 * distance));
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

  /** MiniSearch's own `search` of `query`, by group: what `search` must agree with (for the tests). */
  miniSearchScores(query: string, settings: FtsSettings): Map<number, number> {
    const first = this.first;
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    const scores = new Map<number, number>();
    if (fields.length === 0) return scores;
    const options: SearchOptions = {
      // MiniSearch reads a boost of 0 as 1: a field left out of the ranking is left out of the search.
      fields,
      boost: settings.boosts,
      bm25: settings.bm25,
      combineWith: 'OR',
      boostDocument: (position: number) => first[position]!,
      ...(settings.prefixMinLength > 0 ? { prefix: (term: string) => term.length >= settings.prefixMinLength, weights: { fuzzy: 0.1, prefix: settings.prefixWeight } } : {}),
    };
    for (const result of this.mini.search(query, options)) scores.set(this.groupOf[result.id as number]!, result.score);
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
  /** `missingDetails`: records opening a group whose event was not found in the log (their detail is not indexed). */
  | { kind: 'synced'; id: number; records: number; missingDetails: number }
  | { kind: 'scores'; id: number; documents: Int32Array; scores: Float64Array }
  | { kind: 'failed'; id?: number; message: string };
