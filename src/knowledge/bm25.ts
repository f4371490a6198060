/**
 * A small BM25 index of the document chunks, stored as JSON and scored where it lies. The
 * memory search's MiniSearch is kept off every command and hook path (loading it costs
 * 170-200 ms at 10,000 events, DESIGN.md section 7); documents are fewer and simpler, and
 * need only this. Terms are made as memory search makes them (search/fts.ts), so a query
 * reads the same over memories and documents. Pure.
 */
import { queryTermList } from '../search/fts.js';

export interface Bm25Index {
  ids: string[];
  /** Each chunk's length in terms. */
  lengths: number[];
  /** Per term, pairs of chunk position and term count, flattened. */
  postings: Record<string, number[]>;
}

const K1 = 1.2;
const B = 0.75;
/** A heading's words count this many times: a section about X says so in its title. */
const HEADING_WEIGHT = 2;

export function buildBm25(
  chunks: readonly { id: string; headings: string; text: string }[],
): Bm25Index {
  const index: Bm25Index = {
    ids: [],
    lengths: [],
    postings: Object.create(null) as Record<string, number[]>,
  };
  chunks.forEach((chunk, position) => {
    const counts = new Map<string, number>();
    for (const term of queryTermList(chunk.text)) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const term of queryTermList(chunk.headings))
      counts.set(term, (counts.get(term) ?? 0) + HEADING_WEIGHT);
    index.ids.push(chunk.id);
    index.lengths.push([...counts.values()].reduce((sum, count) => sum + count, 0));
    for (const [term, count] of counts) (index.postings[term] ??= []).push(position, count);
  });
  return index;
}

/** The chunks a query's terms occur in, by BM25 score, best first. */
export function rankBm25(index: Bm25Index, query: string): { id: string; score: number }[] {
  const total = index.ids.length;
  if (total === 0) return [];
  const average = index.lengths.reduce((sum, length) => sum + length, 0) / total;
  const scores = new Map<number, number>();
  for (const term of new Set(queryTermList(query))) {
    const list = Object.hasOwn(index.postings, term) ? index.postings[term]! : undefined;
    if (!list) continue;
    const frequency = list.length / 2;
    const idf = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
    for (let at = 0; at < list.length; at += 2) {
      const position = list[at]!;
      const count = list[at + 1]!;
      const norm = count + K1 * (1 - B + (B * index.lengths[position]!) / average);
      scores.set(position, (scores.get(position) ?? 0) + (idf * count * (K1 + 1)) / norm);
    }
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([position, score]) => ({ id: index.ids[position]!, score }));
}
