/**
 * The live part of the full-text index (fts.ts): the postings of documents added since the
 * index was restored or written, and the words met so far.
 *
 * A full rebuild adds every document here, millions of postings at a hundred thousand
 * events, so they are kept as one flat run of integers in the order added (entry, then
 * term and frequency packed), rather than as an array of numbers per term, which cost several times the
 * memory and most of a rebuild's garbage collection. Freezing sorts them by term in two
 * sequential passes (a counting sort); a search of the live part sorts them the same way
 * once, until more are added. Each distinct word is turned into its index term once, and
 * a field's term frequencies are counted in scratch arrays rather than a map per field.
 */
import { ChunkedInt32List, Int32List } from './int-list.js';
import { indexTerm } from './terms.js';

/** Shorter strings are always copies; longer slices of a text would keep the whole text alive. */
const SLICE_MIN_LENGTH = 13;

/** `text` as a string of its own, not a slice holding on to the text it was cut from. */
function ownCopy(text: string): string {
  return text.length < SLICE_MIN_LENGTH ? text : (JSON.parse(JSON.stringify(text)) as string);
}

/** Frequencies a packed posting tells apart (see LivePostings.termFrequencies); the last means "look it up". */
const FREQUENCY_SLOTS = 128;
const HIGH_FREQUENCY = FREQUENCY_SLOTS - 1;
/** Terms a packed posting can name. */
const MAX_TERMS = 2 ** 31 / FREQUENCY_SLOTS;

export class LivePostings {
  /** The index terms that have postings, by term id. */
  readonly terms: string[] = [];
  private readonly termIds = new Map<string, number>();
  /** Per term: how many postings it has. */
  private readonly sizes = new Int32List();
  /**
   * Per posting, in the order added: its entry (`document x fields + field`), and its term
   * and frequency there packed in one integer (`term x 128 + frequency`; 127 stands for a
   * frequency of 127 or more, found in `highFrequencies`): 8 bytes a posting, not 12.
   */
  private readonly entries = new ChunkedInt32List();
  private readonly termFrequencies = new ChunkedInt32List();
  private readonly highFrequencies = new Map<number, number>();
  /** The postings sorted by term for searching (pairs, and where each term's start), until more are added. */
  private byTerm: { starts: Int32Array; pairs: Int32Array } | undefined;
  /** Words met, by id; per word, its term id (-1: a stop word), and the field that last counted it. */
  private readonly wordIds = new Map<string, number>();
  private readonly wordTerms = new Int32List();
  private readonly wordStamps = new Int32List();
  private stamp = 0;
  /** Scratch for one field: occurrences per term, and the terms met in the order met. */
  private readonly fieldCounts = new Int32List();
  private readonly fieldTerms = new Int32List();

  constructor(private readonly fieldCount: number) {}

  /** Postings held. */
  get postingCount(): number {
    return this.entries.length;
  }

  /**
   * Adds the postings of one field of a document (`entry` = document x fields + field),
   * `words` being its words as splitWords gives them. Returns the field's length: its
   * distinct words, stop words included, as MiniSearch counts them.
   */
  addField(entry: number, words: readonly string[]): number {
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
      const term = this.wordTerms.data[id]!;
      if (term >= 0 && fieldCounts.data[term]!++ === 0) fieldTerms.push(term);
    }
    if (fieldTerms.length > 0) this.byTerm = undefined;
    for (let i = 0; i < fieldTerms.length; i++) {
      const term = fieldTerms.data[i]!;
      const frequency = fieldCounts.data[term]!;
      const posting = this.entries.push(entry);
      this.termFrequencies.push(term * FREQUENCY_SLOTS + Math.min(frequency, HIGH_FREQUENCY));
      if (frequency >= HIGH_FREQUENCY) this.highFrequencies.set(posting, frequency);
      this.sizes.data[term]!++;
      fieldCounts.data[term] = 0;
    }
    return distinct;
  }

  private addWord(word: string): number {
    const own = ownCopy(word);
    const id = this.wordTerms.length;
    this.wordIds.set(own, id);
    const term = indexTerm(own);
    this.wordTerms.push(term === null ? -1 : this.termIdOf(term));
    this.wordStamps.push(0);
    return id;
  }

  private termIdOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      if (id >= MAX_TERMS) throw new Error(`more than ${MAX_TERMS} distinct terms to index`);
      this.terms.push(term);
      this.termIds.set(term, id);
      this.sizes.push(0);
      this.fieldCounts.push(0);
    }
    return id;
  }

  private termOf(posting: number): number {
    return this.termFrequencies.at(posting) >>> 7;
  }

  private frequencyOf(posting: number): number {
    const frequency = this.termFrequencies.at(posting) & HIGH_FREQUENCY;
    return frequency === HIGH_FREQUENCY ? this.highFrequencies.get(posting)! : frequency;
  }

  /** The id of a term that has postings here, or undefined. */
  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /** A term's postings as pairs (entry, frequency), in the order added (document, then field). */
  entriesOf(term: string): Int32Array | undefined {
    const id = this.termIds.get(term);
    if (id === undefined) return undefined;
    const byTerm = (this.byTerm ??= this.sortByTerm());
    return byTerm.pairs.subarray(byTerm.starts[id]! * 2, byTerm.starts[id + 1]! * 2);
  }

  private sortByTerm(): { starts: Int32Array; pairs: Int32Array } {
    const terms = this.terms.length;
    const starts = new Int32Array(terms + 1);
    for (let term = 0; term < terms; term++)
      starts[term + 1] = starts[term]! + this.sizes.data[term]!;
    const filled = starts.slice(0, terms);
    const pairs = new Int32Array(this.postingCount * 2);
    for (let posting = 0; posting < this.postingCount; posting++) {
      const at = filled[this.termOf(posting)]!++ * 2;
      pairs[at] = this.entries.at(posting);
      pairs[at + 1] = this.frequencyOf(posting);
    }
    return { starts, pairs };
  }

  /** How many postings each term has in each field: `term x fields + field`. */
  countsByField(): Int32Array {
    const fields = this.fieldCount;
    const counts = new Int32Array(this.terms.length * fields);
    for (let posting = 0; posting < this.postingCount; posting++)
      counts[this.termOf(posting) * fields + (this.entries.at(posting) % fields)]!++;
    return counts;
  }

  /**
   * Writes every posting as a pair (entry, frequency) into `out`, the pairs of term t in
   * field f from `offsets[t x fields + f]` on, in the order added (so by document).
   * Advances the offsets past what it wrote. With `release`, lets go of the postings as
   * they are written, leaving this empty of them: the copy then never holds both in full.
   */
  scatter(offsets: Int32Array, out: Int32Array, release = false): void {
    const fields = this.fieldCount;
    for (let posting = 0; posting < this.postingCount; posting++) {
      if (release && (posting & 0xffff) === 0) {
        for (const list of [this.entries, this.termFrequencies]) list.releaseBefore(posting);
      }
      const entry = this.entries.at(posting);
      const key = this.termOf(posting) * fields + (entry % fields);
      const at = offsets[key]!;
      out[at] = entry;
      out[at + 1] = this.frequencyOf(posting);
      offsets[key] = at + 2;
    }
  }
}
