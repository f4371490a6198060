/**
 * The full-text side: an inverted index over documents (the distinct texts of records,
 * see groups.ts) and BM25+ ranking, scored exactly as MiniSearch scores (the tests check
 * the two agree, record for record), with each document counted as often as its text
 * occurs, so grouping duplicates changes no score.
 *
 * The index has two parts. The frozen part is the one the cache stores, as flat integer
 * arrays that are searched where they lie: a warm search reads the file and touches only
 * the postings of its query's terms, instead of rebuilding a whole index object by object
 * (which, with the garbage it left, was most of a warm search's time). The live part holds
 * documents added since (live-postings.ts), until the cache freezes them into the next file.
 */
import { INDEX_FIELDS, type FtsSettings } from '../config/search-settings.js';
import { indexTerm, splitWords } from './terms.js';
import { Int32List } from './int-list.js';
import { LivePostings } from './live-postings.js';

export const FIELD_COUNT = INDEX_FIELDS.length;

/** The cache's form of the index: flat arrays, terms sorted. */
export interface FrozenPostings {
  /** The terms, sorted (JavaScript string order), as UTF-8. */
  termBytes: Buffer;
  /** Where each term starts in `termBytes`, plus the end: terms + 1 entries. */
  termStarts: Int32Array;
  /** Where each term's entries start in `postings`, plus the end: terms + 1 entries. */
  postingStarts: Int32Array;
  /**
   * Two integers per entry: `document x FIELD_COUNT + field`, and how often the term occurs
   * there. A term's entries are ordered by field, then document.
   */
  postings: Int32Array;
  /** Per document, the length of each field (distinct words, as MiniSearch counts them). */
  fieldLengths: Int32Array;
  /** Per field, the sum of its length over records (each document counted for every record it stands for). */
  totalLengths: number[];
}

/** The processed terms of a query, in order, repeats included (MiniSearch scores a repeated word twice). */
export function queryTermList(query: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(query)) {
    const term = indexTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}

/** The distinct index terms of a query, in order. */
export function queryTermsOf(query: string): string[] {
  return [...new Set(queryTermList(query))];
}

/** Scratch space for scoring one query, reused term after term. */
interface ScoringState {
  settings: FtsSettings;
  averages: number[];
  /** Per (document, field): the term-frequency part of the current term's score. */
  partial: Float64Array;
  /** Per field: how many records hold the current term there. */
  frequency: Float64Array;
  stamps: Int32Array;
  stamp: number;
  /** Documents holding the current term. */
  touched: Int32List;
  /** The current query term's score per document, and the documents that have one. */
  termScores: Float64Array;
  termTouched: Int32List;
}

export interface FtsResult {
  /** The documents that matched, in no particular order. */
  documents: Int32Array;
  /** Scores by document (0 for those that did not match). */
  scores: Float64Array;
}

export class FullTextIndex {
  private frozen: FrozenPostings | undefined;
  private frozenDocuments: number;
  /** Postings of the documents added since the frozen part was made. */
  private live = new LivePostings(FIELD_COUNT);
  /** Field lengths of those documents, as in FrozenPostings. */
  private liveLengths = new Int32List();
  /** How many records each document stands for. */
  private counts: Int32Array;
  private documents: number;
  private records = 0;
  /** Sum over records of each field's length, for the average BM25 normalises by. */
  private readonly totalLengths = new Float64Array(FIELD_COUNT);

  /**
   * An index holding `frozen` (a restored cache) whose documents stand for `counts`
   * records each, or an empty one.
   */
  constructor(frozen?: FrozenPostings, counts?: Int32Array) {
    this.frozen = frozen;
    this.frozenDocuments = frozen ? frozen.fieldLengths.length / FIELD_COUNT : 0;
    if (frozen && (counts?.length ?? 0) < this.frozenDocuments)
      throw new Error('the cached index has more documents than groups');
    this.documents = this.frozenDocuments;
    this.counts = new Int32Array(Math.max(1024, this.frozenDocuments * 2));
    if (frozen && counts) {
      this.counts.set(counts.subarray(0, this.frozenDocuments));
      for (let document = 0; document < this.frozenDocuments; document++)
        this.records += counts[document]!;
      if (frozen.totalLengths.length !== FIELD_COUNT)
        throw new Error('the cached index has other fields than this cortex indexes');
      this.totalLengths.set(frozen.totalLengths);
      const terms = frozen.termStarts.length - 1;
      if (
        terms < 0 ||
        frozen.postingStarts.length !== terms + 1 ||
        frozen.postingStarts[terms]! * 2 !== frozen.postings.length
      ) {
        throw new Error('the cached index postings do not add up');
      }
    }
  }

  get documentCount(): number {
    return this.documents;
  }

  /** Records counted (documents times the records each stands for). */
  get recordCount(): number {
    return this.records;
  }

  /** Adds the next document, `fields` being its text in each indexed field; it stands for one record so far. */
  addDocument(fields: readonly string[]): number {
    const document = this.documents++;
    if (document >= this.counts.length) {
      const grown = new Int32Array(this.counts.length * 2);
      grown.set(this.counts);
      this.counts = grown;
    }
    for (let field = 0; field < FIELD_COUNT; field++) {
      this.liveLengths.push(
        this.live.addField(document * FIELD_COUNT + field, splitWords(fields[field] ?? '')),
      );
    }
    this.addRecord(document);
    return document;
  }

  /** Counts one more record for `document` (a repeat of its text). */
  addRecord(document: number): void {
    this.counts[document]!++;
    this.records++;
    for (let field = 0; field < FIELD_COUNT; field++)
      this.totalLengths[field]! += this.fieldLength(document, field);
  }

  fieldLength(document: number, field: number): number {
    if (document < this.frozenDocuments)
      return this.frozen!.fieldLengths[document * FIELD_COUNT + field]!;
    return this.liveLengths.data[(document - this.frozenDocuments) * FIELD_COUNT + field]!;
  }

  private frozenTermAt(index: number): string {
    const frozen = this.frozen!;
    return frozen.termBytes.toString(
      'utf8',
      frozen.termStarts[index],
      frozen.termStarts[index + 1],
    );
  }

  /** The first frozen term not less than `term` (binary search over the sorted terms). */
  private frozenLowerBound(term: string): number {
    let low = 0;
    let high = this.frozen ? this.frozen.termStarts.length - 1 : 0;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.frozenTermAt(middle) < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The entries of a term, from the frozen part and the live one (either may be empty). */
  private entriesOf(term: string): {
    frozen: Int32Array | undefined;
    live: Int32Array | undefined;
  } {
    let frozenEntries: Int32Array | undefined;
    if (this.frozen) {
      const index = this.frozenLowerBound(term);
      if (index < this.frozen.termStarts.length - 1 && this.frozenTermAt(index) === term) {
        frozenEntries = this.frozen.postings.subarray(
          this.frozen.postingStarts[index]! * 2,
          this.frozen.postingStarts[index + 1]! * 2,
        );
      }
    }
    return { frozen: frozenEntries, live: this.live.entriesOf(term) };
  }

  /** Index terms that start with `prefix` and are longer than it. */
  private termsWithPrefix(prefix: string): string[] {
    const found = new Set<string>();
    if (this.frozen) {
      const terms = this.frozen.termStarts.length - 1;
      for (let index = this.frozenLowerBound(prefix); index < terms; index++) {
        const term = this.frozenTermAt(index);
        if (!term.startsWith(prefix)) break;
        if (term !== prefix) found.add(term);
      }
    }
    for (const term of this.live.terms)
      if (term !== prefix && term.startsWith(prefix)) found.add(term);
    return [...found].sort();
  }

  /**
   * Scores every document matching any query term: per query term, per field, BM25+ with
   * the field's boost (prefix matches weighted down by how much longer they are), summed,
   * then multiplied by the number of distinct query terms the document contains. Repeated
   * query terms count again, as in MiniSearch.
   */
  search(query: string, settings: FtsSettings): FtsResult {
    const scores = new Float64Array(this.documents);
    const matched = new Int32List();
    const terms = queryTermList(query);
    if (terms.length === 0 || this.records === 0) return { documents: matched.result(), scores };
    const state: ScoringState = {
      settings,
      averages: Array.from(this.totalLengths, (total) => total / this.records),
      partial: new Float64Array(this.documents * FIELD_COUNT),
      frequency: new Float64Array(FIELD_COUNT),
      stamps: new Int32Array(this.documents),
      stamp: 0,
      touched: new Int32List(),
      termScores: new Float64Array(this.documents),
      termTouched: new Int32List(),
    };
    const lastTerm = new Int32Array(this.documents).fill(-1);
    const matchedTerms = new Int32Array(this.documents);
    const distinct = new Map<string, number>();
    for (const term of terms) {
      let termIndex = distinct.get(term);
      if (termIndex === undefined) distinct.set(term, (termIndex = distinct.size));
      state.termTouched.length = 0;
      this.scoreTerm(term, 1, state);
      if (settings.prefixMinLength > 0 && term.length >= settings.prefixMinLength) {
        for (const longer of this.termsWithPrefix(term)) {
          const distance = longer.length - term.length;
          this.scoreTerm(
            longer,
            (settings.prefixWeight * longer.length) / (longer.length + 0.3 * distance),
            state,
          );
        }
      }
      // A query term's score joins the total as one sum, as MiniSearch combines its results.
      const { termScores, termTouched } = state;
      for (let i = 0; i < termTouched.length; i++) {
        const document = termTouched.at(i);
        if (scores[document] === 0) matched.push(document);
        scores[document]! += termScores[document]!;
        termScores[document] = 0;
        if (lastTerm[document] !== termIndex) {
          lastTerm[document] = termIndex;
          matchedTerms[document]!++;
        }
      }
    }
    const documents = matched.result();
    for (const document of documents) scores[document]! *= matchedTerms[document]!;
    return { documents, scores };
  }

  /**
   * Adds one (query or prefix-derived) term's BM25+ scores to `state.termScores`. One pass
   * over the postings computes each entry's term-frequency part and the field's document
   * frequency; a pass over the documents met then weighs the parts by the field's inverse
   * frequency and boost, field by field, in the order MiniSearch adds them.
   */
  private scoreTerm(term: string, weight: number, state: ScoringState): void {
    const { frozen, live } = this.entriesOf(term);
    if (!frozen && !live) return;
    const { partial, frequency, stamps, touched, averages } = state;
    const { k, b, d } = state.settings.bm25;
    const stamp = ++state.stamp;
    frequency.fill(0);
    touched.length = 0;
    const counts = this.counts;
    const frozenLengths = this.frozen?.fieldLengths;
    const frozenEntries = this.frozenDocuments * FIELD_COUNT;
    const liveLengths = this.liveLengths.data;
    for (const entries of [frozen, live]) {
      if (!entries) continue;
      for (let i = 0; i < entries.length; i += 2) {
        const entry = entries[i]!;
        const field = entry % FIELD_COUNT;
        const document = (entry - field) / FIELD_COUNT;
        const termFrequency = entries[i + 1]!;
        const length =
          entry < frozenEntries ? frozenLengths![entry]! : liveLengths[entry - frozenEntries]!;
        partial[entry] =
          d +
          (termFrequency * (k + 1)) /
            (termFrequency + k * (1 - b + (b * length) / averages[field]!));
        frequency[field]! += counts[document]!;
        if (stamps[document] !== stamp) {
          stamps[document] = stamp;
          touched.push(document);
        }
      }
    }
    const factors = new Float64Array(FIELD_COUNT);
    const inverse = new Float64Array(FIELD_COUNT);
    for (let field = 0; field < FIELD_COUNT; field++) {
      factors[field] = weight * state.settings.boosts[INDEX_FIELDS[field]!];
      const matching = frequency[field]!;
      inverse[field] = Math.log(1 + (this.records - matching + 0.5) / (matching + 0.5));
    }
    const { termScores, termTouched } = state;
    for (let i = 0; i < touched.length; i++) {
      const document = touched.at(i);
      let sum = 0;
      let any = false;
      for (let field = 0, entry = document * FIELD_COUNT; field < FIELD_COUNT; field++, entry++) {
        const part = partial[entry]!;
        if (part === 0) continue;
        partial[entry] = 0;
        if (factors[field] === 0) continue;
        sum += factors[field]! * (inverse[field]! * part);
        any = true;
      }
      if (!any) continue;
      if (termScores[document] === 0) termTouched.push(document);
      termScores[document]! += sum;
    }
  }

  /**
   * The distinct query terms each of `documents` contains, in query order (prefix matches
   * count for the query term they extend).
   */
  matchedQueryTerms(
    query: string,
    documents: readonly number[],
    settings: FtsSettings,
  ): Map<number, string[]> {
    // Marks rather than a Set: a common word's postings are tens of thousands of entries.
    const wanted = new Uint8Array(this.documents);
    for (const document of documents) wanted[document] = 1;
    const matched = new Map<number, string[]>(documents.map((document) => [document, []]));
    for (const term of queryTermsOf(query)) {
      const derived = [term];
      if (settings.prefixMinLength > 0 && term.length >= settings.prefixMinLength)
        derived.push(...this.termsWithPrefix(term));
      for (const derivedTerm of derived) {
        const { frozen, live } = this.entriesOf(derivedTerm);
        for (const entries of [frozen, live]) {
          if (!entries) continue;
          for (let i = 0; i < entries.length; i += 2) {
            const entry = entries[i]!;
            const document = (entry / FIELD_COUNT) | 0;
            if (wanted[document] !== 1 || settings.boosts[INDEX_FIELDS[entry % FIELD_COUNT]!] === 0)
              continue;
            const list = matched.get(document)!;
            if (list[list.length - 1] !== term) list.push(term);
          }
        }
      }
    }
    return matched;
  }

  /**
   * Inverse document frequency of each term over the content fields (content and detail),
   * as BM25 computes it: `ln(1 + (N - df + 0.5) / (df + 0.5))`, N and df counted in
   * records. A term found nowhere gets none: it cannot make any record relevant.
   */
  termRarity(terms: readonly string[]): Map<string, number> {
    const rarity = new Map<string, number>();
    const content = INDEX_FIELDS.indexOf('content');
    const detail = INDEX_FIELDS.indexOf('detail');
    // Per document, the last term that counted it (marks rather than a Set per term: a common word has tens of thousands).
    const seen = new Int32Array(this.documents);
    terms.forEach((term, index) => {
      const { frozen, live } = this.entriesOf(term);
      let df = 0;
      for (const entries of [frozen, live]) {
        if (!entries) continue;
        for (let i = 0; i < entries.length; i += 2) {
          const document = (entries[i]! / FIELD_COUNT) | 0;
          const field = entries[i]! % FIELD_COUNT;
          if ((field !== content && field !== detail) || seen[document] === index + 1) continue;
          seen[document] = index + 1;
          df += this.counts[document]!;
        }
      }
      rarity.set(term, df === 0 ? 0 : Math.log(1 + (this.records - df + 0.5) / (df + 0.5)));
    });
    return rarity;
  }

  /** The whole index in the cache's form: the frozen part and the live one merged. */
  freeze(): FrozenPostings {
    return this.merge(false);
  }

  /**
   * Freezes the index and takes the frozen form as its own, letting go of the live postings
   * as they are copied: a rebuilt index is searched in the form its cache file holds, and
   * never holds both forms in full (the peak of a rebuild's memory).
   */
  compact(): FrozenPostings {
    const frozen = this.merge(true);
    this.adopt(frozen);
    return frozen;
  }

  private merge(release: boolean): FrozenPostings {
    const frozen = this.frozen;
    const live = this.live;
    const frozenTerms = frozen ? frozen.termStarts.length - 1 : 0;
    const liveTerms = [...live.terms].sort();
    const termText: string[] = [];
    const termStarts = new Int32List();
    const postingStarts = new Int32List();
    // Sized exactly: at a hundred thousand records this is the largest array written.
    const postings = new Int32Array((frozen ? frozen.postings.length : 0) + live.postingCount * 2);
    // Per live term and field, first its count of postings, then where its pairs go: the
    // frozen pairs are copied term by term, the live ones scattered in one pass at the end
    // (following each term's postings from one to the next was mostly waiting on memory).
    const liveSlots = live.countsByField();
    let written = 0;
    let textLength = 0;
    const emit = (
      term: string,
      frozenEntries: Int32Array | undefined,
      liveId: number | undefined,
    ) => {
      termText.push(term);
      termStarts.push(textLength);
      textLength += Buffer.byteLength(term, 'utf8');
      postingStarts.push(written / 2);
      if (liveId === undefined) {
        // Frozen alone: already ordered by field, then document.
        postings.set(frozenEntries!, written);
        written += frozenEntries!.length;
        return;
      }
      for (let field = 0, slot = liveId * FIELD_COUNT; field < FIELD_COUNT; field++, slot++) {
        if (frozenEntries) {
          const frozenField = entriesOfField(frozenEntries, field);
          postings.set(frozenField, written);
          written += frozenField.length;
        }
        const pairs = liveSlots[slot]! * 2;
        liveSlots[slot] = written;
        written += pairs;
      }
    };
    let f = 0;
    let l = 0;
    while (f < frozenTerms || l < liveTerms.length) {
      const frozenTerm = f < frozenTerms ? this.frozenTermAt(f) : undefined;
      const liveTerm = liveTerms[l];
      const frozenEntries = () =>
        frozen!.postings.subarray(frozen!.postingStarts[f]! * 2, frozen!.postingStarts[f + 1]! * 2);
      if (liveTerm === undefined || (frozenTerm !== undefined && frozenTerm < liveTerm)) {
        emit(frozenTerm!, frozenEntries(), undefined);
        f++;
      } else if (frozenTerm === undefined || liveTerm < frozenTerm) {
        emit(liveTerm, undefined, live.termId(liveTerm));
        l++;
      } else {
        emit(liveTerm, frozenEntries(), live.termId(liveTerm));
        f++;
        l++;
      }
    }
    live.scatter(liveSlots, postings, release);
    termStarts.push(textLength);
    postingStarts.push(written / 2);
    const fieldLengths = new Int32Array(this.documents * FIELD_COUNT);
    if (frozen) fieldLengths.set(frozen.fieldLengths);
    fieldLengths.set(this.liveLengths.view(), this.frozenDocuments * FIELD_COUNT);
    return {
      termBytes: Buffer.from(termText.join(''), 'utf8'),
      termStarts: termStarts.result(),
      postingStarts: postingStarts.result(),
      postings,
      fieldLengths,
      totalLengths: [...this.totalLengths],
    };
  }

  /** Takes `frozen`, this index merged, as its frozen part, and drops the live one. */
  private adopt(frozen: FrozenPostings): void {
    if (frozen.fieldLengths.length !== this.documents * FIELD_COUNT)
      throw new Error('the frozen index is not this index');
    this.frozen = frozen;
    this.frozenDocuments = this.documents;
    this.live = new LivePostings(FIELD_COUNT);
    this.liveLengths = new Int32List();
  }
}

/** The entries of one field in a frozen term's entries (which are ordered by field). */
function entriesOfField(entries: Int32Array, field: number): Int32Array {
  const start = firstEntryOfField(entries, field);
  return entries.subarray(start, firstEntryOfField(entries, field + 1, start));
}

/** Where the entries of `field` or a later one begin (binary search over entry pairs). */
function firstEntryOfField(entries: Int32Array, field: number, from = 0): number {
  let low = from / 2;
  let high = entries.length / 2;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle * 2]! % FIELD_COUNT < field) low = middle + 1;
    else high = middle;
  }
  return low * 2;
}
