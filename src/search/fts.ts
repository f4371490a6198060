/**
 * The full-text side: a MiniSearch (BM25+) index over records, with cortex's tokeniser and
 * stemmer, per-field boosts, and a way to measure how much of a query a record answers.
 * MiniSearch is imported only by this module, so paths that never search never load it.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { fieldText, type SearchRecord } from './documents.js';
import { INDEX_FIELDS, type FtsSettings, type IndexField } from './settings.js';
import { indexTerm, splitWords } from './text.js';

/** What MiniSearch indexes: a record and its position in the record table. */
export interface IndexedDoc {
  n: number;
  record: SearchRecord;
}

export type FullTextIndex = MiniSearch<IndexedDoc>;

function indexOptions(): Options<IndexedDoc> {
  return {
    idField: 'n',
    fields: [...INDEX_FIELDS],
    storeFields: [],
    extractField: (doc, field) => (field === 'n' ? doc.n : fieldText(doc.record, field as IndexField)),
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term) ?? null,
    logger: () => {},
    autoVacuum: false,
  };
}

/** A new, empty index. */
export function createFullTextIndex(): FullTextIndex {
  return new MiniSearch<IndexedDoc>(indexOptions());
}

/** An index from MiniSearch's own serialised form (`index.toJSON()`). */
export function loadFullTextIndex(plain: AsPlainObject): FullTextIndex {
  return MiniSearch.loadJS<IndexedDoc>(plain, indexOptions());
}

/**
 * The index in a compact form: the scalars and the term list as JSON, everything else as
 * integers. MiniSearch's own JSON form spells every posting as an object key; reading that
 * back was most of a warm search's time, so the cache stores this instead.
 */
export interface CompactIndex {
  meta: {
    documentCount: number;
    nextId: number;
    dirtCount: number;
    fieldIds: Record<string, number>;
    averageFieldLength: number[];
    terms: string[];
  };
  /** Per document: short id, id, then the length of each field. */
  documents: Int32Array;
  /** Per term: number of fields, then per field: field id, count, then count x (short id, frequency). */
  postings: Int32Array;
}

/** Growable 32-bit integers, so encoding a large index never holds a JS array of millions of numbers. */
class IntWriter {
  private data = new Int32Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  result(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * Encodes an index compactly, reading the same state MiniSearch's own `toJSON` reads, without
 * its object-per-posting copy (which at 100,000 events would double the peak memory).
 */
export function compactFullTextIndex(index: FullTextIndex): CompactIndex {
  const state = index as unknown as MiniSearchState;
  const fieldCount = Object.keys(state._fieldIds).length;
  const documents = new IntWriter();
  for (const [shortId, id] of state._documentIds) {
    documents.push(shortId);
    documents.push(id as number);
    const lengths = state._fieldLength.get(shortId) ?? [];
    for (let f = 0; f < fieldCount; f++) documents.push(lengths[f] ?? 0);
  }
  const terms: string[] = [];
  const postings = new IntWriter();
  for (const [term, data] of state._index) {
    terms.push(term);
    postings.push(data.size);
    for (const [fieldId, frequencies] of data) {
      postings.push(fieldId);
      postings.push(frequencies.size);
      for (const [shortId, frequency] of frequencies) {
        postings.push(shortId);
        postings.push(frequency);
      }
    }
  }
  return {
    meta: { documentCount: state._documentCount, nextId: state._nextId, dirtCount: state._dirtCount, fieldIds: state._fieldIds, averageFieldLength: state._avgFieldLength, terms },
    documents: documents.result(),
    postings: postings.result(),
  };
}

/** The state MiniSearch's own loader (`loadJS`) sets; minisearch is pinned to the version this matches. */
interface MiniSearchState {
  _documentCount: number;
  _nextId: number;
  _dirtCount: number;
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldLength: Map<number, number[]>;
  _index: Iterable<[string, Map<number, Map<number, number>>]> & {
    set(term: string, data: Map<number, Map<number, number>>): unknown;
    get(term: string): Map<number, Map<number, number>> | undefined;
  };
}

/**
 * Restores a compact index. It sets the same state MiniSearch's `loadJS` does, straight from
 * the integers, without building the intermediate objects (tests check the two agree).
 */
export function loadCompactIndex(compact: CompactIndex): FullTextIndex {
  const index = createFullTextIndex();
  const state = index as unknown as MiniSearchState;
  const { meta, documents, postings } = compact;
  const fieldCount = Object.keys(meta.fieldIds).length;
  if (fieldCount !== INDEX_FIELDS.length || INDEX_FIELDS.some((field, i) => meta.fieldIds[field] !== i)) {
    throw new Error('the cached index has other fields than this cortex indexes');
  }
  state._documentCount = meta.documentCount;
  state._nextId = meta.nextId;
  state._dirtCount = meta.dirtCount;
  state._fieldIds = meta.fieldIds;
  state._avgFieldLength = meta.averageFieldLength;
  const stride = 2 + fieldCount;
  for (let base = 0; base < documents.length; base += stride) {
    const shortId = documents[base]!;
    const id = documents[base + 1]!;
    state._documentIds.set(shortId, id);
    state._idToShortId.set(id, shortId);
    state._fieldLength.set(shortId, Array.from(documents.subarray(base + 2, base + stride)));
  }
  let at = 0;
  for (const term of meta.terms) {
    const data = new Map<number, Map<number, number>>();
    const fields = postings[at++]!;
    for (let f = 0; f < fields; f++) {
      const fieldId = postings[at++]!;
      const count = postings[at++]!;
      const frequencies = new Map<number, number>();
      for (let i = 0; i < count; i++, at += 2) frequencies.set(postings[at]!, postings[at + 1]!);
      data.set(fieldId, frequencies);
    }
    state._index.set(term, data);
  }
  if (at !== postings.length) throw new Error('the cached index postings do not add up');
  return index;
}

export interface FtsHit {
  position: number;
  score: number;
  /** The distinct query terms the record contains. */
  queryTerms: string[];
}

/**
 * The records matching any query term, best first by BM25+, equal scores by `idOf` (so the
 * order does not depend on the order records were indexed in). `accept` filters by position.
 */
export function searchFullText(index: FullTextIndex, query: string, settings: FtsSettings, accept: (position: number) => boolean, idOf: (position: number) => string): FtsHit[] {
  if (index.documentCount === 0) return [];
  const results: SearchResult[] = index.search(query, {
    boost: settings.boosts,
    bm25: settings.bm25,
    combineWith: 'OR',
    prefix: settings.prefixMinLength > 0 ? (term) => term.length >= settings.prefixMinLength : false,
    weights: { fuzzy: 0.1, prefix: settings.prefixWeight },
    filter: (result) => accept(result.id as number),
  });
  const hits = results.map((result) => ({ position: result.id as number, score: result.score, queryTerms: result.queryTerms }));
  return hits.sort((a, b) => b.score - a.score || (idOf(a.position) < idOf(b.position) ? -1 : idOf(a.position) > idOf(b.position) ? 1 : 0));
}

/** The distinct index terms of a query, in order. */
export function queryTermsOf(query: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(query)) {
    const term = indexTerm(word);
    if (term !== null && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * Inverse document frequency of each query term over the content fields, as BM25 computes it
 * (`ln(1 + (N - df + 0.5) / (df + 0.5))`). A term found nowhere gets none: it cannot make
 * any record relevant. The document frequency is read from the index's postings.
 */
export function termRarity(index: FullTextIndex, terms: readonly string[]): Map<string, number> {
  const rarity = new Map<string, number>();
  const total = index.documentCount;
  const state = index as unknown as MiniSearchState;
  const fields = [state._fieldIds.content!, state._fieldIds.detail!];
  for (const term of terms) {
    const postings = state._index.get(term);
    const documents = new Set<number>();
    for (const field of fields) for (const shortId of postings?.get(field)?.keys() ?? []) documents.add(shortId);
    const df = documents.size;
    rarity.set(term, df === 0 ? 0 : Math.log(1 + (total - df + 0.5) / (df + 0.5)));
  }
  return rarity;
}
