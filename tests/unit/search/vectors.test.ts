import { describe, expect, it } from 'vitest';
import { quantize, rankVectors, VectorTable } from '../../../src/search/vectors.js';

/** A deterministic pseudo-random number in [-1, 1) (no Math.random: the same table every run). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

function table(dimensions: number, groups: number, seed: number): VectorTable {
  const next = numbers(seed);
  const built = new VectorTable(dimensions);
  for (let group = 0; group < groups; group++) {
    // Every tenth group has no vector.
    built.set(group, group % 10 === 3 ? null : quantize(Float32Array.from({ length: dimensions }, next)));
  }
  return built;
}

/** The same table with its codes at an offset that is not a whole word (read a byte at a time). */
function unaligned(source: VectorTable): VectorTable {
  const copy = new VectorTable(source.dimensions);
  for (let group = 0; group < source.size; group++) copy.set(group, null);
  const bytes = new Int8Array(source.codes.length + 1);
  bytes.set(source.codes, 1);
  copy.codes = bytes.subarray(1);
  copy.scales = source.scales;
  return copy;
}

/** The cosine as the definition gives it, one product at a time. */
function reference(source: VectorTable, group: number, query: Float32Array): number {
  let dot = 0;
  let norm = 0;
  for (let d = 0; d < source.dimensions; d++) {
    dot += query[d]! * source.codes[group * source.dimensions + d]!;
    norm += query[d]! * query[d]!;
  }
  return (dot * source.scales[group]!) / Math.sqrt(norm);
}

describe('rankVectors', () => {
  it('gives the same cosines whether it reads the codes four to a word or one at a time, and as the definition does', () => {
    for (const dimensions of [100, 8, 7]) {
      const vectors = table(dimensions, 500, dimensions);
      const next = numbers(99);
      const query = Float32Array.from({ length: dimensions }, next);
      const words = rankVectors(vectors, query, -Infinity);
      const bytes = rankVectors(unaligned(vectors), query, -Infinity);
      expect(words.groups).toEqual(bytes.groups);
      // Bit for bit: the same products, added in the same order.
      expect(words.cosines).toEqual(bytes.cosines);
      expect(words.groups.length).toBe(450);
      for (const group of words.groups) expect(words.cosines[group]).toBeCloseTo(reference(vectors, group, query), 12);
      const near = rankVectors(vectors, query, 0.2);
      expect([...near.groups]).toEqual([...words.groups].filter((group) => words.cosines[group]! >= 0.2));
    }
  });
});
