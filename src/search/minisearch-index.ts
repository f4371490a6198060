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
import type { FtsResult } from './fts.js';
import { indexTerm, splitWords } from './terms.js';

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

/** The part of MiniSearch 7.2 (pinned) used beyond its documented API; the tests compare its scores with the flat index's. */
interface MiniSearchInternals {
  executeQuery(query: string, options: SearchOptions): Map<number, { score: number; terms: string[] }>;
}

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
  /** Field texts by group (a later record of the group is added with them). */
  private readonly texts: (readonly string[])[] = [];
  private records = 0;

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
      this.mini.add({ position, fields });
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
  }

  /** The query's score for every group it matches, as FullTextIndex.search scores them. */
  search(query: string, settings: FtsSettings): FtsResult {
    const scores = new Float64Array(this.texts.length);
    const fields = INDEX_FIELDS.filter((field) => settings.boosts[field] > 0);
    if (fields.length === 0 || this.records === 0) return { documents: new Int32Array(0), scores };
    const first = this.first;
    const options: SearchOptions = {
      // MiniSearch reads a boost of 0 as 1: a field left out of the ranking is left out of the search.
      fields,
      boost: settings.boosts,
      bm25: settings.bm25,
      combineWith: 'OR',
      boostDocument: (position: number) => first[position]!,
      ...(settings.prefixMinLength > 0 ? { prefix: (term: string) => term.length >= settings.prefixMinLength, weights: { fuzzy: 0.1, prefix: settings.prefixWeight } } : {}),
    };
    // MiniSearch's query execution without what `search` does after it: turn every match
    // into a result object and sort them all, which for a word in half the records took
    // several times the scoring itself. The engine needs scores by group, not an order.
    // Its documents are numbered in the order they were added: by position.
    const matches = (this.mini as unknown as MiniSearchInternals).executeQuery(query, options);
    const documents = new Int32Array(matches.size);
    let i = 0;
    for (const [position, match] of matches) {
      const group = this.groupOf[position]!;
      documents[i++] = group;
      // As `search` scores: the sum times the number of query terms matched.
      scores[group] = match.score * (match.terms.length || 1);
    }
    return { documents, scores };
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
