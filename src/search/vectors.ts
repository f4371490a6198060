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
  // Indexed loops over the typed array, the largest component found with the norm: a
  // rebuild quantises a vector per distinct text, and iterators cost several times more.
  let norm = 0;
  let largest = 0;
  for (let i = 0; i < vector.length; i++) {
    const value = vector[i]!;
    norm += value * value;
    const magnitude = value < 0 ? -value : value;
    if (magnitude > largest) largest = magnitude;
  }
  norm = Math.sqrt(norm);
  if (!(norm > 0) || !Number.isFinite(norm)) return null;
  const scale = largest / norm / 127;
  const codes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i]! / norm / scale);
  return { codes, scale };
}

/** Vectors by group; a group without one has scale 0. */
export class VectorTable {
  codes: Int8Array;
  scales: Float32Array;
  /** Groups below this have been embedded (or found to have no vector). */
  size = 0;

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
    this.codes.set(codes.subarray(0, count * this.dimensions));
    this.scales.set(scales.subarray(0, count));
    this.size = Math.max(this.size, count);
  }

  /** Sets the vector of `group` from `codes[offset…]` (scale 0: no vector), without copying out first. */
  setRow(group: number, codes: Int8Array, offset: number, scale: number): void {
    this.ensure(group + 1);
    if (scale !== 0) this.codes.set(codes.subarray(offset, offset + this.dimensions), group * this.dimensions);
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

  /** Marks a group's vector as known (made now). */
  private learn(group: number): void {
    this.unknown?.delete(group);
  }

  get(group: number): QuantizedVector | null {
    if (!this.has(group)) return null;
    return { codes: this.codes.slice(group * this.dimensions, (group + 1) * this.dimensions), scale: this.scales[group]! };
  }

  /** Cosine similarity of the vector of `group` with `query` (0 when there is none). */
  cosine(group: number, query: Float32Array): number {
    if (!this.has(group) || query.length !== this.dimensions) return 0;
    let dot = 0;
    let norm = 0;
    const offset = group * this.dimensions;
    for (let d = 0; d < this.dimensions; d++) {
      dot += query[d]! * this.codes[offset + d]!;
      norm += query[d]! * query[d]!;
    }
    return norm > 0 ? (dot * this.scales[group]!) / Math.sqrt(norm) : 0;
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

/** Whether this machine stores the low byte of a word first (four codes are then read as one word in that order). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Groups similar to a query vector. */
export interface VectorRanking {
  /** Groups at least `minCosine` similar, in group order. */
  groups: Int32Array;
  /** Cosine similarity by group (for those in `groups`). */
  cosines: Float64Array;
}

/**
 * Every group whose vector is at least `minCosine` similar to `query`, with its similarity
 * (the caller ranks them). Groups that `skip` marks (non-zero) are not compared at all.
 */
export function rankVectors(table: VectorTable, query: Float32Array, minCosine = -Infinity, skip?: Uint8Array): VectorRanking {
  const dims = table.dimensions;
  const cosines = new Float64Array(table.size);
  let norm = 0;
  for (const value of query) norm += value * value;
  norm = Math.sqrt(norm);
  if (!(norm > 0) || query.length !== dims) return { groups: new Int32Array(0), cosines };
  // Integer codes times a float query, one row after another, four at a time: a search runs
  // this loop once in a fresh process, mostly before V8 has optimised it, so fewer steps count.
  // Where the rows are whole words, four codes are read as one 32-bit word (a third faster);
  // the products and their order of addition are the same, so are the cosines.
  const { codes, scales } = table;
  const words = LITTLE_ENDIAN && dims % 4 === 0 && codes.byteOffset % 4 === 0 ? new Int32Array(codes.buffer, codes.byteOffset, codes.length >> 2) : undefined;
  const found: number[] = [];
  const whole = dims - (dims % 4);
  for (let group = 0, offset = 0; group < table.size; group++, offset += dims) {
    const scale = scales[group]!;
    if (scale === 0 || (skip !== undefined && skip[group] !== 0)) continue;
    let dot = 0;
    let d = 0;
    if (words) {
      for (let word = offset >> 2; d < whole; d += 4, word++) {
        const four = words[word]!;
        dot += query[d]! * ((four << 24) >> 24) + query[d + 1]! * ((four << 16) >> 24) + query[d + 2]! * ((four << 8) >> 24) + query[d + 3]! * (four >> 24);
      }
    } else {
      for (; d < whole; d += 4) {
        const at = offset + d;
        dot += query[d]! * codes[at]! + query[d + 1]! * codes[at + 1]! + query[d + 2]! * codes[at + 2]! + query[d + 3]! * codes[at + 3]!;
      }
    }
    for (; d < dims; d++) dot += query[d]! * codes[offset + d]!;
    const cosine = (dot * scale) / norm;
    if (cosine < minCosine) continue;
    cosines[group] = cosine;
    found.push(group);
  }
  return { groups: Int32Array.from(found), cosines };
}
