/**
 * The live part of the full-text index (fts.ts): the postings of documents added since the
 * index was restored or written, and the words met so far.
 *
 * A full rebuild adds every document here, millions of postings at a hundred thousand
 * events, so they are kept as chains in flat integer lists (one chain per term, in the
 * order documents were added) rather than as an array of numbers per term, which cost
 * several times the memory and most of a rebuild's garbage collection. Each distinct word
 * is turned into its index term once, and a field's term frequencies are counted in
 * scratch arrays rather than a map per field.
 */
import { ChunkedInt32List, Int32List } from './int-list.js';
import { indexTerm } from './terms.js';

/** Shorter strings are always copies; longer slices of a text would keep the whole text alive. */
const SLICE_MIN_LENGTH = 13;

/** `text` as a string of its own, not a slice holding on to the text it was cut from. */
function ownCopy(text: string): string {
  return text.length < SLICE_MIN_LENGTH ? text : (JSON.parse(JSON.stringify(text)) as string);
}

export class LivePostings {
  /** The index terms that have postings, by term id. */
  readonly terms: string[] = [];
  private readonly termIds = new Map<string, number>();
  /** Per term: its first and last posting, and how many it has. */
  private readonly heads = new Int32List();
  private readonly tails = new Int32List();
  private readonly sizes = new Int32List();
  /** Per posting: the entry (`document x fields + field`), the frequency there, and the term's next posting (-1: none). */
  private readonly entries = new ChunkedInt32List();
  private readonly frequencies = new ChunkedInt32List();
  private readonly next = new ChunkedInt32List();
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
    // Terms in the order first met, as a map of frequencies would list them.
    for (let i = 0; i < fieldTerms.length; i++) {
      const term = fieldTerms.data[i]!;
      this.append(term, entry, fieldCounts.data[term]!);
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
      this.terms.push(term);
      this.termIds.set(term, id);
      this.heads.push(-1);
      this.tails.push(-1);
      this.sizes.push(0);
      this.fieldCounts.push(0);
    }
    return id;
  }

  private append(term: number, entry: number, frequency: number): void {
    const posting = this.entries.push(entry);
    this.frequencies.push(frequency);
    this.next.push(-1);
    const tail = this.tails.data[term]!;
    if (tail < 0) this.heads.data[term] = posting;
    else this.next.set(tail, posting);
    this.tails.data[term] = posting;
    this.sizes.data[term]!++;
  }

  /** The id of a term that has postings here, or undefined. */
  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /** A term's postings as pairs (entry, frequency), in the order added (document, then field). */
  entriesOf(term: string): Int32Array | undefined {
    const id = this.termIds.get(term);
    if (id === undefined) return undefined;
    const out = new Int32Array(this.sizes.data[id]! * 2);
    for (let posting = this.heads.data[id]!, i = 0; posting >= 0; posting = this.next.at(posting), i += 2) {
      out[i] = this.entries.at(posting);
      out[i + 1] = this.frequencies.at(posting);
    }
    return out;
  }

  /**
   * A term's postings as pairs ordered by field, then document (the frozen index's order),
   * and where each field's pairs start (fields + 1 offsets, in integers).
   */
  entriesByField(id: number): { entries: Int32Array; fieldStarts: Int32Array } {
    const fields = this.fieldCount;
    const fieldStarts = new Int32Array(fields + 1);
    for (let posting = this.heads.data[id]!; posting >= 0; posting = this.next.at(posting)) fieldStarts[(this.entries.at(posting) % fields) + 1]! += 2;
    for (let field = 0; field < fields; field++) fieldStarts[field + 1]! += fieldStarts[field]!;
    const filled = fieldStarts.slice(0, fields);
    const entries = new Int32Array(fieldStarts[fields]!);
    for (let posting = this.heads.data[id]!; posting >= 0; posting = this.next.at(posting)) {
      const entry = this.entries.at(posting);
      const at = filled[entry % fields]!;
      entries[at] = entry;
      entries[at + 1] = this.frequencies.at(posting);
      filled[entry % fields] = at + 2;
    }
    return { entries, fieldStarts };
  }
}
