/**
 * Embedding vectors: the embedder interface every backend implements, compact int8
 * storage with a scale per vector, and nearest-neighbour search by cosine similarity.
 */

/**
 * Something that turns text into vectors. `name` identifies the model and its settings:
 * vectors made by different embedders are never compared, and changing the embedder
 * re-embeds everything.
 */
export interface Embedder {
  readonly name: string;
  readonly dimensions: number;
  /** One vector per text, or null where a text gives none (nothing it can read). */
  embedDocuments(texts: readonly string[]): Promise<(Float32Array | null)[]>;
  embedQuery(text: string): Promise<Float32Array | null>;
}

/** A unit vector in 8 bits per dimension: component = code x scale. */
export interface QuantizedVector {
  codes: Int8Array;
  scale: number;
}

/** Normalises and quantises; null for a zero (or non-finite) vector. */
export function quantize(vector: Float32Array): QuantizedVector | null {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (!(norm > 0) || !Number.isFinite(norm)) return null;
  let max = 0;
  for (const value of vector) max = Math.max(max, Math.abs(value / norm));
  const scale = max / 127;
  const codes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i]! / norm / scale);
  return { codes, scale };
}

/** Vectors for records by position; a position without one has scale 0. */
export class VectorTable {
  codes: Int8Array;
  scales: Float32Array;
  size = 0;

  constructor(
    readonly dimensions: number,
    capacity = 0,
  ) {
    this.codes = new Int8Array(Math.max(1, capacity) * dimensions);
    this.scales = new Float32Array(Math.max(1, capacity));
  }

  /** Sets the vector at `position`, growing the table as needed. */
  set(position: number, vector: QuantizedVector | null): void {
    this.ensure(position + 1);
    if (vector) {
      this.codes.set(vector.codes, position * this.dimensions);
      this.scales[position] = vector.scale;
    } else {
      this.scales[position] = 0;
    }
    this.size = Math.max(this.size, position + 1);
  }

  /** Sets the vector at `position` from `codes[offset…]` (scale 0: no vector), without copying out first. */
  setRow(position: number, codes: Int8Array, offset: number, scale: number): void {
    this.ensure(position + 1);
    if (scale !== 0) this.codes.set(codes.subarray(offset, offset + this.dimensions), position * this.dimensions);
    this.scales[position] = scale;
    this.size = Math.max(this.size, position + 1);
  }

  /** Sets the first `count` positions at once from arrays laid out like the table's. */
  setRows(codes: Int8Array, scales: Float32Array, count: number): void {
    this.ensure(count);
    this.codes.set(codes.subarray(0, count * this.dimensions));
    this.scales.set(scales.subarray(0, count));
    this.size = Math.max(this.size, count);
  }

  get(position: number): QuantizedVector | null {
    if (position >= this.size || this.scales[position] === 0) return null;
    return { codes: this.codes.slice(position * this.dimensions, (position + 1) * this.dimensions), scale: this.scales[position]! };
  }

  /** Cosine similarity of the vector at `position` with `query` (0 when there is none). */
  cosine(position: number, query: Float32Array): number {
    if (!this.has(position) || query.length !== this.dimensions) return 0;
    let dot = 0;
    let norm = 0;
    const offset = position * this.dimensions;
    for (let d = 0; d < this.dimensions; d++) {
      dot += query[d]! * this.codes[offset + d]!;
      norm += query[d]! * query[d]!;
    }
    return norm > 0 ? (dot * this.scales[position]!) / Math.sqrt(norm) : 0;
  }

  has(position: number): boolean {
    return position < this.size && this.scales[position] !== 0;
  }

  private ensure(size: number): void {
    if (size <= this.scales.length) return;
    const capacity = Math.max(size, this.scales.length * 2);
    const codes = new Int8Array(capacity * this.dimensions);
    codes.set(this.codes);
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    this.codes = codes;
    this.scales = scales;
  }
}

export interface VectorHit {
  position: number;
  cosine: number;
}

/**
 * The `limit` records most similar to `query` among those `accept` lets through, best first;
 * equal similarities are ordered by `idOf` (the memory's id), so the order does not depend
 * on the order records were indexed in.
 */
export function nearestVectors(table: VectorTable, query: Float32Array, accept: (position: number) => boolean, limit: number, idOf: (position: number) => string, minCosine = -Infinity): VectorHit[] {
  const dims = table.dimensions;
  let norm = 0;
  for (const value of query) norm += value * value;
  norm = Math.sqrt(norm);
  if (!(norm > 0) || query.length !== dims) return [];
  // Only the best `limit` are wanted: keep a threshold and sort the survivors at the end.
  const { codes, scales } = table;
  let hits: VectorHit[] = [];
  let floor = minCosine;
  for (let position = 0; position < table.size; position++) {
    const scale = scales[position]!;
    if (scale === 0) continue;
    let dot = 0;
    const offset = position * dims;
    for (let d = 0; d < dims; d++) dot += query[d]! * codes[offset + d]!;
    const cosine = (dot * scale) / norm;
    if (cosine < floor || !accept(position)) continue;
    hits.push({ position, cosine });
    if (hits.length >= limit * 4) {
      hits = best(hits, limit, idOf);
      floor = hits[hits.length - 1]!.cosine;
    }
  }
  return best(hits, limit, idOf);
}

function best(hits: VectorHit[], limit: number, idOf: (position: number) => string): VectorHit[] {
  hits.sort((a, b) => b.cosine - a.cosine || compareIds(idOf(a.position), idOf(b.position)));
  return hits.slice(0, limit);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
