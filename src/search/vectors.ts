/**
 * Embedding vectors: the embedder interface every backend implements, compact int8
 * storage with a scale per vector, and nearest-neighbour search by cosine similarity.
 */
import { queryLimit, rowDots, type DotRows } from './row-dots.js';

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

/**
 * A vector's norm and largest component's magnitude; null for a zero (or non-finite) vector.
 * An indexed loop over the typed array: a rebuild quantises a vector per distinct text, and
 * iterators cost several times more.
 */
function normAndLargest(vector: Float32Array): { norm: number; largest: number } | null {
  let norm = 0;
  let largest = 0;
  for (let i = 0; i < vector.length; i++) {
    const value = vector[i]!;
    norm += value * value;
    const magnitude = value < 0 ? -value : value;
    if (magnitude > largest) largest = magnitude;
  }
  norm = Math.sqrt(norm);
  return norm > 0 && Number.isFinite(norm) ? { norm, largest } : null;
}

/** Normalises and quantises; null for a zero (or non-finite) vector. */
export function quantize(vector: Float32Array): QuantizedVector | null {
  const measured = normAndLargest(vector);
  if (!measured) return null;
  const { norm, largest } = measured;
  const scale = largest / norm / 127;
  const codes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i]! / norm / scale);
  return { codes, scale };
}

/** Vectors by group; a group without one has scale 0. */
export class VectorTable implements DotRows {
  codes: Int8Array;
  scales: Float32Array;
  /** Groups below this have been embedded (or found to have no vector). */
  size = 0;
  /** The lowest group whose codes were written since rowDots last looked (its copy of the codes). */
  private writtenFrom = 0;

  constructor(
    readonly dimensions: number,
    capacity = 0,
  ) {
    this.codes = new Int8Array(Math.max(1, capacity) * dimensions);
    this.scales = new Float32Array(Math.max(1, capacity));
  }

  /** Sets the vector of `group` (null: it has none), growing the table as needed. */
  set(group: number, vector: QuantizedVector | null): void {
    this.ensure(group + 1);
    this.learn(group);
    if (vector) {
      this.written(group);
      this.codes.set(vector.codes, group * this.dimensions);
      this.scales[group] = vector.scale;
    } else {
      this.scales[group] = 0;
    }
    this.size = Math.max(this.size, group + 1);
  }

  /**
   * Sets the first `count` groups at once from arrays laid out like the table's. An empty
   * table takes the arrays as they are (a cache file's, read where they lie) and copies
   * them only if it has to grow.
   */
  setRows(codes: Int8Array, scales: Float32Array, count: number): void {
    if (this.size === 0) {
      this.codes = codes.subarray(0, count * this.dimensions);
      this.scales = scales.subarray(0, count);
      this.size = count;
      return;
    }
    this.ensure(count);
    this.written(0);
    this.codes.set(codes.subarray(0, count * this.dimensions));
    this.scales.set(scales.subarray(0, count));
    this.size = Math.max(this.size, count);
  }

  /** Sets the vector of `group` from `codes[offset…]` (scale 0: no vector), without copying out first. */
  setRow(group: number, codes: Int8Array, offset: number, scale: number): void {
    this.ensure(group + 1);
    if (scale !== 0) {
      this.written(group);
      this.codes.set(codes.subarray(offset, offset + this.dimensions), group * this.dimensions);
    }
    this.scales[group] = scale;
    this.size = Math.max(this.size, group + 1);
  }

  /**
   * Whether the group's vector is known: made, restored, or found impossible. Groups are
   * embedded in order, so those below `size` are known, except any the cache could not
   * supply, which are marked unknown until embedded.
   */
  known(group: number): boolean {
    return group < this.size && !this.unknown?.has(group);
  }

  /** Whether every group below `count` is known (the usual case, checked without a loop). */
  knowsAll(count: number): boolean {
    return count <= this.size && (this.unknown === undefined || this.unknown.size === 0);
  }

  private unknown: Set<number> | undefined;

  /** The groups below `size` marked as still to embed, in order. */
  unknownGroups(): number[] {
    return this.unknown ? [...this.unknown].sort((a, b) => a - b) : [];
  }

  /** Marks a group as still to embed (a restored table that lacked its vector). */
  forget(group: number): void {
    this.ensure(group + 1);
    this.scales[group] = 0;
    this.size = Math.max(this.size, group + 1);
    (this.unknown ??= new Set()).add(group);
  }

  takeWrittenFrom(): number {
    const from = this.writtenFrom;
    this.writtenFrom = Infinity;
    return from;
  }

  private written(group: number): void {
    if (group < this.writtenFrom) this.writtenFrom = group;
  }

  /** Marks a group's vector as known (made now). */
  private learn(group: number): void {
    this.unknown?.delete(group);
  }

  get(group: number): QuantizedVector | null {
    if (!this.has(group)) return null;
    return {
      codes: this.codes.slice(group * this.dimensions, (group + 1) * this.dimensions),
      scale: this.scales[group]!,
    };
  }

  /** Cosine similarity of the vector of `group` with `query` (0 when there is none), as rankVectors computes it. */
  cosine(group: number, query: Float32Array): number {
    if (!this.has(group) || query.length !== this.dimensions) return 0;
    const quantized = quantizeQuery(query);
    if (!quantized) return 0;
    let dot = 0;
    const offset = group * this.dimensions;
    for (let d = 0; d < this.dimensions; d++) dot += quantized.values[d]! * this.codes[offset + d]!;
    return dot * this.scales[group]! * (quantized.step / quantized.norm);
  }

  has(group: number): boolean {
    return group < this.size && this.scales[group] !== 0;
  }

  /**
   * Makes room for `size` groups: an empty table takes exactly that (growing one vector at a
   * time would copy it again and again); a table that has rows grows by half, as more are
   * likely to come (doubling left up to half of a rebuild's table unused).
   */
  reserve(size: number): void {
    if (size <= this.scales.length) return;
    this.resize(this.size === 0 ? size : Math.max(size, Math.ceil(this.scales.length * 1.5)));
  }

  private ensure(size: number): void {
    if (size <= this.scales.length) return;
    this.resize(Math.max(size, this.scales.length * 2));
  }

  private resize(capacity: number): void {
    const codes = new Int8Array(capacity * this.dimensions);
    codes.set(this.codes);
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    this.codes = codes;
    this.scales = scales;
  }
}

/** Groups similar to a query vector. */
export interface VectorRanking {
  /** Groups at least `minCosine` similar, in group order. */
  groups: Int32Array;
  /** Cosine similarity by group (for those in `groups`). */
  cosines: Float64Array;
}

/**
 * A query vector in 16-bit integers (value = code x step), padded with zeros to a multiple of
 * 16 components, and its norm; null for a zero (or non-finite) vector. Scored against the
 * table's 8-bit codes, the sums are integers: WebAssembly and JavaScript give the same ones.
 * The largest component gets queryLimit (32,767 up to 512 dimensions), so a cosine moves by
 * well under 1e-4 from the one of the unrounded query.
 */
export function quantizeQuery(
  query: Float32Array,
): { values: Int16Array; step: number; norm: number } | null {
  const measured = normAndLargest(query);
  if (!measured) return null;
  const { norm, largest } = measured;
  const step = largest / queryLimit(query.length);
  const values = new Int16Array(Math.ceil(query.length / 16) * 16);
  for (let i = 0; i < query.length; i++) values[i] = Math.round(query[i]! / step);
  return { values, step, norm };
}

/**
 * Every group whose vector is at least `minCosine` similar to `query`, with its similarity
 * (the caller ranks them). Groups that `skip` marks (non-zero) are left out.
 */
export function rankVectors(
  table: VectorTable,
  query: Float32Array,
  minCosine = -Infinity,
  skip?: Uint8Array,
  engine?: 'auto' | 'wasm' | 'js',
): VectorRanking {
  const cosines = new Float64Array(table.size);
  const quantized = query.length === table.dimensions ? quantizeQuery(query) : null;
  if (!quantized) return { groups: new Int32Array(0), cosines };
  const dots = rowDots(table, quantized.values, engine);
  const { scales } = table;
  const unit = quantized.step / quantized.norm;
  const found: number[] = [];
  for (let group = 0; group < table.size; group++) {
    const scale = scales[group]!;
    if (scale === 0 || (skip !== undefined && skip[group] !== 0)) continue;
    const cosine = dots[group]! * scale * unit;
    if (cosine < minCosine) continue;
    cosines[group] = cosine;
    found.push(group);
  }
  return { groups: Int32Array.from(found), cosines };
}
