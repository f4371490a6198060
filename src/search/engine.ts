/**
 * The search engine in memory: the record table, the full-text index and the vectors,
 * kept in step as events are added, and the one search function every caller uses
 * (`cortex search`, the prompt hook, the evaluation). Pure: the caches that save and
 * restore it live in cache.ts.
 */
import type { AnyEvent } from '../events/envelope.js';
import { matchesQuery, type EventQuery } from '../events/query.js';
import { EVENT_TYPES, type EventCategory, type EventType } from '../events/types.js';
import { foldCorrections, isCurrent, type Corrections } from './corrections.js';
import { embeddingText, itemFromEvent, type ControlRecord, type SearchRecord } from './documents.js';
import { createFullTextIndex, queryTermsOf, searchFullText, termRarity, type FullTextIndex } from './fts.js';
import { boostOf, compareScored, fuseRankings, type Scored } from './ranking.js';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from './settings.js';
import { RecordTable } from './record-table.js';
import { nearestVectors, quantize, VectorTable, type Embedder } from './vectors.js';

export type SearchMode = 'fts' | 'vector' | 'hybrid';
export const SEARCH_MODES: readonly SearchMode[] = ['fts', 'vector', 'hybrid'];

export interface SearchRequest {
  query: string;
  mode: SearchMode;
  limit: number;
  /** The log's filters (type, branch, time, kind…). */
  filter?: EventQuery;
  /** Also return retracted and superseded memories, and earlier wordings of edited ones. */
  includeHidden?: boolean;
  /** The query's vector from the same embedder as the table's, for vector and hybrid modes. */
  queryVector?: Float32Array | null;
  /** Only records of these categories (checked without parsing records). */
  categories?: readonly EventCategory[];
  /** Any further condition on records (the prompt hook leaves out the current session). */
  accept?: (record: SearchRecord) => boolean;
  /** The time recency is measured from. */
  nowMs: number;
}

export interface SearchHit {
  /** The record's position in the index's table. */
  position: number;
  record: SearchRecord;
  score: number;
  /** Whether the record is shown only because hidden ones were asked for. */
  hidden: boolean;
  /** Rank (from 1) and BM25 score in the full-text ranking, if it was there. */
  keyword?: { rank: number; score: number; queryTerms: string[] };
  /** Rank (from 1) and cosine similarity in the vector ranking, if it was there. */
  semantic?: { rank: number; cosine: number };
}

export class SearchIndex {
  readonly records: RecordTable;
  readonly controls: ControlRecord[] = [];
  /** Every event id seen, for taking each event once; built when first needed (a warm search adds nothing). */
  private seen: Set<string> | undefined;
  private positions: Map<string, number> | undefined;
  private corrections: Corrections | undefined;

  /**
   * An index over `records` and `controls` whose full-text side `fts` already holds (a
   * restored cache), or an empty one.
   */
  constructor(
    readonly fts: FullTextIndex = createFullTextIndex(),
    records: RecordTable = new RecordTable(),
    controls: readonly ControlRecord[] = [],
  ) {
    this.records = records;
    this.controls.push(...controls);
  }

  private get eventIds(): Set<string> {
    if (!this.seen) {
      this.seen = new Set(this.controls.map((control) => control.eventId));
      for (let position = 0; position < this.records.length; position++) this.seen.add(this.records.eventIdAt(position));
    }
    return this.seen;
  }

  /** Adds records and controls restored from a cache that the full-text index does not hold yet. */
  restore(records: readonly SearchRecord[], controls: readonly ControlRecord[]): void {
    for (const record of records) {
      if (this.eventIds.has(record.eventId)) continue;
      const position = this.records.push(record);
      this.eventIds.add(record.eventId);
      this.positions?.set(record.eventId, position);
      this.fts.add({ n: position, record });
    }
    // A cache's controls never repeat (add() takes each event once), so they are taken as they are.
    for (const control of controls) {
      this.controls.push(control);
      this.eventIds.add(control.eventId);
    }
    this.corrections = undefined;
  }

  /** Vectors by record position, and the embedder that made them. */
  vectors: { embedder: string; table: VectorTable } | undefined;

  has(eventId: string): boolean {
    return this.eventIds.has(eventId);
  }

  /**
   * Adds events not already present (the same id seen twice is the same fact). Returns the
   * positions of the new records, whose vectors are still to be made.
   */
  add(events: Iterable<AnyEvent>): number[] {
    const added: number[] = [];
    for (const event of events) {
      if (this.eventIds.has(event.id)) continue;
      this.eventIds.add(event.id);
      const item = itemFromEvent(event, (id) => this.typeOf(id));
      if (item.control) {
        this.controls.push(item.control);
        this.corrections = undefined;
      }
      if (item.record) {
        const position = this.records.push(item.record);
        this.positions?.set(item.record.eventId, position);
        this.fts.add({ n: position, record: item.record });
        added.push(position);
      }
    }
    return added;
  }

  private typeOf(id: string): EventType | undefined {
    if (!this.positions) {
      this.positions = new Map();
      for (let position = 0; position < this.records.length; position++) this.positions.set(this.records.eventIdAt(position), position);
    }
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.records.get(position).type;
  }

  /** The correction fold over every control event seen. */
  currentCorrections(): Corrections {
    this.corrections ??= foldCorrections(this.controls);
    return this.corrections;
  }

  /** The vector table for `embedder`: the current one, or a new empty one after a change of embedder. */
  useEmbedder(embedder: Embedder): VectorTable {
    if (!this.vectors || this.vectors.embedder !== embedder.name) this.vectors = { embedder: embedder.name, table: new VectorTable(embedder.dimensions, this.records.length) };
    return this.vectors.table;
  }

  /**
   * Embeds the records at `positions` in batches, reporting progress after each. Records
   * without embeddable text get no vector.
   */
  async embed(embedder: Embedder, positions: readonly number[], batchSize: number, progress?: (done: number) => void): Promise<void> {
    const table = this.useEmbedder(embedder);
    for (let start = 0; start < positions.length; start += batchSize) {
      const batch = positions.slice(start, start + batchSize);
      const texts = batch.map((position) => embeddingText(this.records.get(position)));
      const wanted = batch.filter((_, i) => texts[i] !== '');
      const vectors = await embedder.embedDocuments(texts.filter((text) => text !== ''));
      for (const position of batch) table.set(position, null);
      wanted.forEach((position, i) => {
        const vector = vectors[i];
        table.set(position, vector && vector.length === embedder.dimensions ? quantize(vector) : null);
      });
      progress?.(Math.min(positions.length, start + batchSize));
    }
  }

  /** Runs one search. */
  search(request: SearchRequest, settings: SearchSettings = DEFAULT_SEARCH_SETTINGS): SearchHit[] {
    const corrections = this.currentCorrections();
    const filter = request.filter;
    const hasFilter = filter !== undefined && isFiltering(filter);
    const accepted = new Map<number, boolean>();
    const accept = (position: number): boolean => {
      let verdict = accepted.get(position);
      if (verdict === undefined) {
        const records = this.records;
        verdict =
          (request.categories === undefined || request.categories.includes(EVENT_TYPES[records.typeAt(position)].category)) &&
          (request.includeHidden === true || isCurrent({ id: records.idAt(position), eventId: records.eventIdAt(position) }, corrections));
        // Only filters need the whole record.
        if (verdict && (hasFilter || request.accept)) {
          const record = records.get(position);
          verdict = (!hasFilter || matchesQuery(record as unknown as AnyEvent, filter!)) && (request.accept === undefined || request.accept(record));
        }
        accepted.set(position, verdict);
      }
      return verdict;
    };

    const idOf = (position: number) => this.records.idAt(position);
    const keyword = request.mode === 'vector' ? [] : searchFullText(this.fts, request.query, settings.fts, accept, idOf).slice(0, settings.candidates);
    const table = this.vectors?.table;
    const semantic = request.mode !== 'fts' && table && request.queryVector ? nearestVectors(table, request.queryVector, accept, settings.candidates, idOf, settings.minCosine) : [];

    const { weights } = settings.rank;
    const fused = fuseRankings(
      [
        { weight: request.mode === 'vector' ? 0 : weights.keyword, positions: keyword.map((hit) => hit.position) },
        { weight: request.mode === 'fts' ? 0 : weights.semantic, positions: semantic.map((hit) => hit.position) },
      ],
      settings.rank.rrfK,
    );
    const scored: Scored[] = [];
    for (const [position, score] of fused) {
      const record = this.records.get(position);
      const boost = boostOf({ salience: record.salience, ts: record.ts, pinned: corrections.pinned.has(record.id) }, settings.rank, request.nowMs);
      scored.push({ position, score: score + boost, id: record.id });
    }
    scored.sort(compareScored);

    const keywordRank = new Map(keyword.map((hit, index) => [hit.position, { rank: index + 1, score: hit.score, queryTerms: hit.queryTerms }]));
    const semanticRank = new Map(semantic.map((hit, index) => [hit.position, { rank: index + 1, cosine: hit.cosine }]));
    return scored.slice(0, request.limit).map(({ position, score }) => {
      const record = this.records.get(position);
      const hit: SearchHit = { position, record, score, hidden: !isCurrent(record, corrections) };
      const k = keywordRank.get(position);
      if (k) hit.keyword = k;
      const s = semanticRank.get(position);
      if (s) hit.semantic = s;
      return hit;
    });
  }

  /** How rare each of the query's terms is in this index (for the relevance bar). */
  queryRarity(query: string): Map<string, number> {
    return termRarity(this.fts, queryTermsOf(query));
  }

  /** Cosine similarity of a record's vector with a query vector (0 when either has none). */
  cosineOf(position: number, queryVector: Float32Array | null | undefined): number {
    const table = this.vectors?.table;
    return table && queryVector ? table.cosine(position, queryVector) : 0;
  }
}

/** Whether a query filters anything (an empty query lets every record through). */
function isFiltering(query: EventQuery): boolean {
  return Object.values(query).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0));
}
