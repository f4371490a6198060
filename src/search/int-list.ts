/**
 * A growable list of 32-bit integers: what the full-text index and the repeat groups build
 * their flat tables from, without an array of boxed numbers on the heap.
 */
export class Int32List {
  /** The backing array, for reading and updating in place (replaced when a push outgrows it). */
  data: Int32Array;
  /** How many integers the list holds; setting it to 0 empties the list for reuse. */
  length: number;

  constructor(initial?: Int32Array) {
    this.length = initial?.length ?? 0;
    this.data = new Int32Array(Math.max(1024, this.length * 2));
    if (initial) this.data.set(initial);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index]!;
  }

  /** The integers, sharing the list's memory (valid until the next push). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** The integers, copied into an array of their own. */
  result(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

const CHUNK_BITS = 16;
const CHUNK_SIZE = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_SIZE - 1;

/**
 * A growable list of 32-bit integers in fixed chunks: for lists of millions (the postings
 * of a full rebuild), where doubling one array would copy it again and again and leave up
 * to half of it unused, both of which count in a rebuild's time and peak memory.
 */
export class ChunkedInt32List {
  private readonly chunks: Int32Array[] = [];
  /** How many integers the list holds. */
  length = 0;

  push(value: number): number {
    const index = this.length++;
    const chunk = index >>> CHUNK_BITS;
    if (chunk === this.chunks.length) this.chunks.push(new Int32Array(CHUNK_SIZE));
    this.chunks[chunk]![index & CHUNK_MASK] = value;
    return index;
  }

  at(index: number): number {
    return this.chunks[index >>> CHUNK_BITS]![index & CHUNK_MASK]!;
  }

  set(index: number, value: number): void {
    this.chunks[index >>> CHUNK_BITS]![index & CHUNK_MASK] = value;
  }

  /** Lets go of the chunks wholly before `index`: the list is not read there again. */
  releaseBefore(index: number): void {
    for (let chunk = 0; chunk < index >>> CHUNK_BITS; chunk++) this.chunks[chunk] = RELEASED;
  }
}

const RELEASED = new Int32Array(0);
