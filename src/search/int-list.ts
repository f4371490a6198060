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
