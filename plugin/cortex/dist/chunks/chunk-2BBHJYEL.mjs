import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  indexTerm,
  splitWords
} from "./chunk-GGRWZNHR.mjs";
import {
  INDEX_FIELDS
} from "./chunk-4KSSD6ZQ.mjs";

// src/search/int-list.ts
var Int32List = class {
  /** The backing array, for reading and updating in place (replaced when a push outgrows it). */
  data;
  /** How many integers the list holds; setting it to 0 empties the list for reuse. */
  length;
  constructor(initial) {
    this.length = initial?.length ?? 0;
    this.data = new Int32Array(Math.max(1024, this.length * 2));
    if (initial) this.data.set(initial);
  }
  push(value) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(index) {
    return this.data[index];
  }
  /** The integers, sharing the list's memory (valid until the next push). */
  view() {
    return this.data.subarray(0, this.length);
  }
  /** The integers, copied into an array of their own. */
  result() {
    return this.data.slice(0, this.length);
  }
};
var CHUNK_BITS = 16;
var CHUNK_SIZE = 1 << CHUNK_BITS;
var CHUNK_MASK = CHUNK_SIZE - 1;
var ChunkedInt32List = class {
  chunks = [];
  /** How many integers the list holds. */
  length = 0;
  push(value) {
    const index = this.length++;
    const chunk = index >>> CHUNK_BITS;
    if (chunk === this.chunks.length) this.chunks.push(new Int32Array(CHUNK_SIZE));
    this.chunks[chunk][index & CHUNK_MASK] = value;
    return index;
  }
  at(index) {
    return this.chunks[index >>> CHUNK_BITS][index & CHUNK_MASK];
  }
  set(index, value) {
    this.chunks[index >>> CHUNK_BITS][index & CHUNK_MASK] = value;
  }
  /** Lets go of the chunks wholly before `index`: the list is not read there again. */
  releaseBefore(index) {
    for (let chunk = 0; chunk < index >>> CHUNK_BITS; chunk++) this.chunks[chunk] = RELEASED;
  }
};
var RELEASED = new Int32Array(0);

// src/search/live-postings.ts
var SLICE_MIN_LENGTH = 13;
function ownCopy(text) {
  return text.length < SLICE_MIN_LENGTH ? text : JSON.parse(JSON.stringify(text));
}
var FREQUENCY_SLOTS = 128;
var HIGH_FREQUENCY = FREQUENCY_SLOTS - 1;
var MAX_TERMS = 2 ** 31 / FREQUENCY_SLOTS;
var LivePostings = class {
  constructor(fieldCount) {
    this.fieldCount = fieldCount;
  }
  fieldCount;
  /** The index terms that have postings, by term id. */
  terms = [];
  termIds = /* @__PURE__ */ new Map();
  /** Per term: how many postings it has. */
  sizes = new Int32List();
  /**
   * Per posting, in the order added: its entry (`document x fields + field`), and its term
   * and frequency there packed in one integer (`term x 128 + frequency`; 127 stands for a
   * frequency of 127 or more, found in `highFrequencies`): 8 bytes a posting, not 12.
   */
  entries = new ChunkedInt32List();
  termFrequencies = new ChunkedInt32List();
  highFrequencies = /* @__PURE__ */ new Map();
  /** The postings sorted by term for searching (pairs, and where each term's start), until more are added. */
  byTerm;
  /** Words met, by id; per word, its term id (-1: a stop word), and the field that last counted it. */
  wordIds = /* @__PURE__ */ new Map();
  wordTerms = new Int32List();
  wordStamps = new Int32List();
  stamp = 0;
  /** Scratch for one field: occurrences per term, and the terms met in the order met. */
  fieldCounts = new Int32List();
  fieldTerms = new Int32List();
  /** Postings held. */
  get postingCount() {
    return this.entries.length;
  }
  /**
   * Adds the postings of one field of a document (`entry` = document x fields + field),
   * `words` being its words as splitWords gives them. Returns the field's length: its
   * distinct words, stop words included, as MiniSearch counts them.
   */
  addField(entry, words) {
    const stamp = ++this.stamp;
    const fieldCounts = this.fieldCounts;
    const fieldTerms = this.fieldTerms;
    fieldTerms.length = 0;
    let distinct = 0;
    for (const word of words) {
      const id = this.wordIds.get(word) ?? this.addWord(word);
      if (this.wordStamps.data[id] !== stamp) {
        this.wordStamps.data[id] = stamp;
        distinct++;
      }
      const term = this.wordTerms.data[id];
      if (term >= 0 && fieldCounts.data[term]++ === 0) fieldTerms.push(term);
    }
    if (fieldTerms.length > 0) this.byTerm = void 0;
    for (let i = 0; i < fieldTerms.length; i++) {
      const term = fieldTerms.data[i];
      const frequency = fieldCounts.data[term];
      const posting = this.entries.push(entry);
      this.termFrequencies.push(term * FREQUENCY_SLOTS + Math.min(frequency, HIGH_FREQUENCY));
      if (frequency >= HIGH_FREQUENCY) this.highFrequencies.set(posting, frequency);
      this.sizes.data[term]++;
      fieldCounts.data[term] = 0;
    }
    return distinct;
  }
  addWord(word) {
    const own = ownCopy(word);
    const id = this.wordTerms.length;
    this.wordIds.set(own, id);
    const term = indexTerm(own);
    this.wordTerms.push(term === null ? -1 : this.termIdOf(term));
    this.wordStamps.push(0);
    return id;
  }
  termIdOf(term) {
    let id = this.termIds.get(term);
    if (id === void 0) {
      id = this.terms.length;
      if (id >= MAX_TERMS) throw new Error(`more than ${MAX_TERMS} distinct terms to index`);
      this.terms.push(term);
      this.termIds.set(term, id);
      this.sizes.push(0);
      this.fieldCounts.push(0);
    }
    return id;
  }
  termOf(posting) {
    return this.termFrequencies.at(posting) >>> 7;
  }
  frequencyOf(posting) {
    const frequency = this.termFrequencies.at(posting) & HIGH_FREQUENCY;
    return frequency === HIGH_FREQUENCY ? this.highFrequencies.get(posting) : frequency;
  }
  /** The id of a term that has postings here, or undefined. */
  termId(term) {
    return this.termIds.get(term);
  }
  /** A term's postings as pairs (entry, frequency), in the order added (document, then field). */
  entriesOf(term) {
    const id = this.termIds.get(term);
    if (id === void 0) return void 0;
    const byTerm = this.byTerm ??= this.sortByTerm();
    return byTerm.pairs.subarray(byTerm.starts[id] * 2, byTerm.starts[id + 1] * 2);
  }
  sortByTerm() {
    const terms = this.terms.length;
    const starts = new Int32Array(terms + 1);
    for (let term = 0; term < terms; term++)
      starts[term + 1] = starts[term] + this.sizes.data[term];
    const filled = starts.slice(0, terms);
    const pairs = new Int32Array(this.postingCount * 2);
    for (let posting = 0; posting < this.postingCount; posting++) {
      const at = filled[this.termOf(posting)]++ * 2;
      pairs[at] = this.entries.at(posting);
      pairs[at + 1] = this.frequencyOf(posting);
    }
    return { starts, pairs };
  }
  /** How many postings each term has in each field: `term x fields + field`. */
  countsByField() {
    const fields = this.fieldCount;
    const counts = new Int32Array(this.terms.length * fields);
    for (let posting = 0; posting < this.postingCount; posting++)
      counts[this.termOf(posting) * fields + this.entries.at(posting) % fields]++;
    return counts;
  }
  /**
   * Writes every posting as a pair (entry, frequency) into `out`, the pairs of term t in
   * field f from `offsets[t x fields + f]` on, in the order added (so by document).
   * Advances the offsets past what it wrote. With `release`, lets go of the postings as
   * they are written, leaving this empty of them: the copy then never holds both in full.
   */
  scatter(offsets, out, release = false) {
    const fields = this.fieldCount;
    for (let posting = 0; posting < this.postingCount; posting++) {
      if (release && (posting & 65535) === 0) {
        for (const list of [this.entries, this.termFrequencies]) list.releaseBefore(posting);
      }
      const entry = this.entries.at(posting);
      const key = this.termOf(posting) * fields + entry % fields;
      const at = offsets[key];
      out[at] = entry;
      out[at + 1] = this.frequencyOf(posting);
      offsets[key] = at + 2;
    }
  }
};

// src/search/fts.ts
var FIELD_COUNT = INDEX_FIELDS.length;
function queryTermList(query) {
  const terms = [];
  for (const word of splitWords(query)) {
    const term = indexTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}
function queryTermsOf(query) {
  return [...new Set(queryTermList(query))];
}
var FullTextIndex = class {
  frozen;
  frozenDocuments;
  /** Postings of the documents added since the frozen part was made. */
  live = new LivePostings(FIELD_COUNT);
  /** Field lengths of those documents, as in FrozenPostings. */
  liveLengths = new Int32List();
  /** How many records each document stands for. */
  counts;
  documents;
  records = 0;
  /** Sum over records of each field's length, for the average BM25 normalises by. */
  totalLengths = new Float64Array(FIELD_COUNT);
  /**
   * An index holding `frozen` (a restored cache) whose documents stand for `counts`
   * records each, or an empty one.
   */
  constructor(frozen, counts) {
    this.frozen = frozen;
    this.frozenDocuments = frozen ? frozen.fieldLengths.length / FIELD_COUNT : 0;
    if (frozen && (counts?.length ?? 0) < this.frozenDocuments)
      throw new Error("the cached index has more documents than groups");
    this.documents = this.frozenDocuments;
    this.counts = new Int32Array(Math.max(1024, this.frozenDocuments * 2));
    if (frozen && counts) {
      this.counts.set(counts.subarray(0, this.frozenDocuments));
      for (let document = 0; document < this.frozenDocuments; document++)
        this.records += counts[document];
      if (frozen.totalLengths.length !== FIELD_COUNT)
        throw new Error("the cached index has other fields than this cortex indexes");
      this.totalLengths.set(frozen.totalLengths);
      const terms = frozen.termStarts.length - 1;
      if (terms < 0 || frozen.postingStarts.length !== terms + 1 || frozen.postingStarts[terms] * 2 !== frozen.postings.length) {
        throw new Error("the cached index postings do not add up");
      }
    }
  }
  get documentCount() {
    return this.documents;
  }
  /** Records counted (documents times the records each stands for). */
  get recordCount() {
    return this.records;
  }
  /** Adds the next document, `fields` being its text in each indexed field; it stands for one record so far. */
  addDocument(fields) {
    const document = this.documents++;
    if (document >= this.counts.length) {
      const grown = new Int32Array(this.counts.length * 2);
      grown.set(this.counts);
      this.counts = grown;
    }
    for (let field = 0; field < FIELD_COUNT; field++) {
      this.liveLengths.push(
        this.live.addField(document * FIELD_COUNT + field, splitWords(fields[field] ?? ""))
      );
    }
    this.addRecord(document);
    return document;
  }
  /** Counts one more record for `document` (a repeat of its text). */
  addRecord(document) {
    this.counts[document]++;
    this.records++;
    for (let field = 0; field < FIELD_COUNT; field++)
      this.totalLengths[field] += this.fieldLength(document, field);
  }
  fieldLength(document, field) {
    if (document < this.frozenDocuments)
      return this.frozen.fieldLengths[document * FIELD_COUNT + field];
    return this.liveLengths.data[(document - this.frozenDocuments) * FIELD_COUNT + field];
  }
  frozenTermAt(index) {
    const frozen = this.frozen;
    return frozen.termBytes.toString(
      "utf8",
      frozen.termStarts[index],
      frozen.termStarts[index + 1]
    );
  }
  /** The first frozen term not less than `term` (binary search over the sorted terms). */
  frozenLowerBound(term) {
    let low = 0;
    let high = this.frozen ? this.frozen.termStarts.length - 1 : 0;
    while (low < high) {
      const middle = low + high >>> 1;
      if (this.frozenTermAt(middle) < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
  /** The entries of a term, from the frozen part and the live one (either may be empty). */
  entriesOf(term) {
    let frozenEntries;
    if (this.frozen) {
      const index = this.frozenLowerBound(term);
      if (index < this.frozen.termStarts.length - 1 && this.frozenTermAt(index) === term) {
        frozenEntries = this.frozen.postings.subarray(
          this.frozen.postingStarts[index] * 2,
          this.frozen.postingStarts[index + 1] * 2
        );
      }
    }
    return { frozen: frozenEntries, live: this.live.entriesOf(term) };
  }
  /** Index terms that start with `prefix` and are longer than it. */
  termsWithPrefix(prefix) {
    const found = /* @__PURE__ */ new Set();
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
  search(query, settings) {
    const scores = new Float64Array(this.documents);
    const matched = new Int32List();
    const terms = queryTermList(query);
    if (terms.length === 0 || this.records === 0) return { documents: matched.result(), scores };
    const state = {
      settings,
      averages: Array.from(this.totalLengths, (total) => total / this.records),
      partial: new Float64Array(this.documents * FIELD_COUNT),
      frequency: new Float64Array(FIELD_COUNT),
      stamps: new Int32Array(this.documents),
      stamp: 0,
      touched: new Int32List(),
      termScores: new Float64Array(this.documents),
      termTouched: new Int32List()
    };
    const lastTerm = new Int32Array(this.documents).fill(-1);
    const matchedTerms = new Int32Array(this.documents);
    const distinct = /* @__PURE__ */ new Map();
    for (const term of terms) {
      let termIndex = distinct.get(term);
      if (termIndex === void 0) distinct.set(term, termIndex = distinct.size);
      state.termTouched.length = 0;
      this.scoreTerm(term, 1, state);
      if (settings.prefixMinLength > 0 && term.length >= settings.prefixMinLength) {
        for (const longer of this.termsWithPrefix(term)) {
          const distance = longer.length - term.length;
          this.scoreTerm(
            longer,
            settings.prefixWeight * longer.length / (longer.length + 0.3 * distance),
            state
          );
        }
      }
      const { termScores, termTouched } = state;
      for (let i = 0; i < termTouched.length; i++) {
        const document = termTouched.at(i);
        if (scores[document] === 0) matched.push(document);
        scores[document] += termScores[document];
        termScores[document] = 0;
        if (lastTerm[document] !== termIndex) {
          lastTerm[document] = termIndex;
          matchedTerms[document]++;
        }
      }
    }
    const documents = matched.result();
    for (const document of documents) scores[document] *= matchedTerms[document];
    return { documents, scores };
  }
  /**
   * Adds one (query or prefix-derived) term's BM25+ scores to `state.termScores`. One pass
   * over the postings computes each entry's term-frequency part and the field's document
   * frequency; a pass over the documents met then weighs the parts by the field's inverse
   * frequency and boost, field by field, in the order MiniSearch adds them.
   */
  scoreTerm(term, weight, state) {
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
        const entry = entries[i];
        const field = entry % FIELD_COUNT;
        const document = (entry - field) / FIELD_COUNT;
        const termFrequency = entries[i + 1];
        const length = entry < frozenEntries ? frozenLengths[entry] : liveLengths[entry - frozenEntries];
        partial[entry] = d + termFrequency * (k + 1) / (termFrequency + k * (1 - b + b * length / averages[field]));
        frequency[field] += counts[document];
        if (stamps[document] !== stamp) {
          stamps[document] = stamp;
          touched.push(document);
        }
      }
    }
    const factors = new Float64Array(FIELD_COUNT);
    const inverse = new Float64Array(FIELD_COUNT);
    for (let field = 0; field < FIELD_COUNT; field++) {
      factors[field] = weight * state.settings.boosts[INDEX_FIELDS[field]];
      const matching = frequency[field];
      inverse[field] = Math.log(1 + (this.records - matching + 0.5) / (matching + 0.5));
    }
    const { termScores, termTouched } = state;
    for (let i = 0; i < touched.length; i++) {
      const document = touched.at(i);
      let sum = 0;
      let any = false;
      for (let field = 0, entry = document * FIELD_COUNT; field < FIELD_COUNT; field++, entry++) {
        const part = partial[entry];
        if (part === 0) continue;
        partial[entry] = 0;
        if (factors[field] === 0) continue;
        sum += factors[field] * (inverse[field] * part);
        any = true;
      }
      if (!any) continue;
      if (termScores[document] === 0) termTouched.push(document);
      termScores[document] += sum;
    }
  }
  /**
   * The distinct query terms each of `documents` contains, in query order (prefix matches
   * count for the query term they extend).
   */
  matchedQueryTerms(query, documents, settings) {
    const wanted = new Uint8Array(this.documents);
    for (const document of documents) wanted[document] = 1;
    const matched = new Map(documents.map((document) => [document, []]));
    for (const term of queryTermsOf(query)) {
      const derived = [term];
      if (settings.prefixMinLength > 0 && term.length >= settings.prefixMinLength)
        derived.push(...this.termsWithPrefix(term));
      for (const derivedTerm of derived) {
        const { frozen, live } = this.entriesOf(derivedTerm);
        for (const entries of [frozen, live]) {
          if (!entries) continue;
          for (let i = 0; i < entries.length; i += 2) {
            const entry = entries[i];
            const document = entry / FIELD_COUNT | 0;
            if (wanted[document] !== 1 || settings.boosts[INDEX_FIELDS[entry % FIELD_COUNT]] === 0)
              continue;
            const list = matched.get(document);
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
  termRarity(terms) {
    const rarity = /* @__PURE__ */ new Map();
    const content = INDEX_FIELDS.indexOf("content");
    const detail = INDEX_FIELDS.indexOf("detail");
    const seen = new Int32Array(this.documents);
    terms.forEach((term, index) => {
      const { frozen, live } = this.entriesOf(term);
      let df = 0;
      for (const entries of [frozen, live]) {
        if (!entries) continue;
        for (let i = 0; i < entries.length; i += 2) {
          const document = entries[i] / FIELD_COUNT | 0;
          const field = entries[i] % FIELD_COUNT;
          if (field !== content && field !== detail || seen[document] === index + 1) continue;
          seen[document] = index + 1;
          df += this.counts[document];
        }
      }
      rarity.set(term, df === 0 ? 0 : Math.log(1 + (this.records - df + 0.5) / (df + 0.5)));
    });
    return rarity;
  }
  /** The whole index in the cache's form: the frozen part and the live one merged. */
  freeze() {
    return this.merge(false);
  }
  /**
   * Freezes the index and takes the frozen form as its own, letting go of the live postings
   * as they are copied: a rebuilt index is searched in the form its cache file holds, and
   * never holds both forms in full (the peak of a rebuild's memory).
   */
  compact() {
    const frozen = this.merge(true);
    this.adopt(frozen);
    return frozen;
  }
  merge(release) {
    const frozen = this.frozen;
    const live = this.live;
    const frozenTerms = frozen ? frozen.termStarts.length - 1 : 0;
    const liveTerms = [...live.terms].sort();
    const termText = [];
    const termStarts = new Int32List();
    const postingStarts = new Int32List();
    const postings = new Int32Array((frozen ? frozen.postings.length : 0) + live.postingCount * 2);
    const liveSlots = live.countsByField();
    let written = 0;
    let textLength = 0;
    const emit = (term, frozenEntries, liveId) => {
      termText.push(term);
      termStarts.push(textLength);
      textLength += Buffer.byteLength(term, "utf8");
      postingStarts.push(written / 2);
      if (liveId === void 0) {
        postings.set(frozenEntries, written);
        written += frozenEntries.length;
        return;
      }
      for (let field = 0, slot = liveId * FIELD_COUNT; field < FIELD_COUNT; field++, slot++) {
        if (frozenEntries) {
          const frozenField = entriesOfField(frozenEntries, field);
          postings.set(frozenField, written);
          written += frozenField.length;
        }
        const pairs = liveSlots[slot] * 2;
        liveSlots[slot] = written;
        written += pairs;
      }
    };
    let f = 0;
    let l = 0;
    while (f < frozenTerms || l < liveTerms.length) {
      const frozenTerm = f < frozenTerms ? this.frozenTermAt(f) : void 0;
      const liveTerm = liveTerms[l];
      const frozenEntries = () => frozen.postings.subarray(frozen.postingStarts[f] * 2, frozen.postingStarts[f + 1] * 2);
      if (liveTerm === void 0 || frozenTerm !== void 0 && frozenTerm < liveTerm) {
        emit(frozenTerm, frozenEntries(), void 0);
        f++;
      } else if (frozenTerm === void 0 || liveTerm < frozenTerm) {
        emit(liveTerm, void 0, live.termId(liveTerm));
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
      termBytes: Buffer.from(termText.join(""), "utf8"),
      termStarts: termStarts.result(),
      postingStarts: postingStarts.result(),
      postings,
      fieldLengths,
      totalLengths: [...this.totalLengths]
    };
  }
  /** Takes `frozen`, this index merged, as its frozen part, and drops the live one. */
  adopt(frozen) {
    if (frozen.fieldLengths.length !== this.documents * FIELD_COUNT)
      throw new Error("the frozen index is not this index");
    this.frozen = frozen;
    this.frozenDocuments = this.documents;
    this.live = new LivePostings(FIELD_COUNT);
    this.liveLengths = new Int32List();
  }
};
function entriesOfField(entries, field) {
  const start = firstEntryOfField(entries, field);
  return entries.subarray(start, firstEntryOfField(entries, field + 1, start));
}
function firstEntryOfField(entries, field, from = 0) {
  let low = from / 2;
  let high = entries.length / 2;
  while (low < high) {
    const middle = low + high >>> 1;
    if (entries[middle * 2] % FIELD_COUNT < field) low = middle + 1;
    else high = middle;
  }
  return low * 2;
}

export {
  Int32List,
  FIELD_COUNT,
  queryTermList,
  queryTermsOf,
  FullTextIndex
};
