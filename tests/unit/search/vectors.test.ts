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
    built.set(
      group,
      group % 10 === 3 ? null : quantize(Float32Array.from({ length: dimensions }, next)),
    );
  }
  return built;
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
  it('gives the same cosines in WebAssembly and in JavaScript, within 1e-4 of the definition, and as cosine() does', () => {
    for (const dimensions of [100, 16, 8, 7, 1, 1536]) {
      const vectors = table(dimensions, 500, dimensions);
      const next = numbers(99);
      const query = Float32Array.from({ length: dimensions }, next);
      const wasm = rankVectors(vectors, query, -Infinity, undefined, 'wasm');
      const js = rankVectors(vectors, query, -Infinity, undefined, 'js');
      expect(wasm.groups).toEqual(js.groups);
      // Bit for bit: integer sums, then the same floating-point steps.
      expect(wasm.cosines).toEqual(js.cosines);
      expect(wasm.groups.length).toBe(450);
      for (const group of wasm.groups) {
        expect(Math.abs(wasm.cosines[group]! - reference(vectors, group, query))).toBeLessThan(
          1e-4,
        );
        expect(vectors.cosine(group, query)).toBe(wasm.cosines[group]);
      }
      const near = rankVectors(vectors, query, 0.2);
      expect([...near.groups]).toEqual(
        [...wasm.groups].filter((group) => wasm.cosines[group]! >= 0.2),
      );
      // Groups a filter skips are not returned.
      const skip = new Uint8Array(vectors.size).map((_, group) => (group % 2 === 0 ? 1 : 0));
      expect([...rankVectors(vectors, query, -Infinity, skip).groups]).toEqual(
        [...wasm.groups].filter((group) => group % 2 === 1),
      );
    }
  });

  it('follows the table as it changes: rows added, rewritten, a grown table, codes replaced', () => {
    const dimensions = 100;
    const next = numbers(5);
    const vector = () => quantize(Float32Array.from({ length: dimensions }, next));
    const growing = new VectorTable(dimensions);
    const query = Float32Array.from({ length: dimensions }, next);
    const agree = () => {
      const wasm = rankVectors(growing, query, -Infinity, undefined, 'wasm');
      const js = rankVectors(growing, query, -Infinity, undefined, 'js');
      expect(wasm.cosines).toEqual(js.cosines);
      // The default: JavaScript for a table's first search, WebAssembly after; the same either way.
      expect(rankVectors(growing, query).cosines).toEqual(js.cosines);
      expect(wasm.groups).toEqual(js.groups);
      return wasm;
    };
    for (let group = 0; group < 40; group++) growing.set(group, vector());
    const first = agree();
    // Appended rows (past the copy's room: it moves), then a row below them rewritten.
    for (let group = 40; group < 3000; group++) growing.set(group, vector());
    agree();
    const before = agree().cosines[7];
    growing.set(7, vector());
    expect(agree().cosines[7]).not.toBe(before);
    // A row set from another table's codes, and a row marked to embed again (no vector until set).
    const other = table(dimensions, 20, 11);
    growing.setRow(9, other.codes, 4 * dimensions, other.scales[4]!);
    expect(agree().cosines[9]).toBe(
      rankVectors(other, query, -Infinity, undefined, 'js').cosines[4],
    );
    growing.forget(12);
    expect(agree().groups).not.toContain(12);
    // The codes array replaced in place (a table's fields are open to its module's callers).
    const replaced = new Int8Array(growing.codes.length);
    replaced.set(growing.codes);
    replaced.fill(5, 20 * dimensions, 21 * dimensions);
    growing.codes = replaced;
    expect(agree().cosines[20]).not.toBe(first.cosines[20]);
    // The whole table replaced by rows read from a cache.
    const restored = new VectorTable(dimensions);
    restored.setRows(other.codes, other.scales, other.size);
    expect(rankVectors(restored, query, -Infinity, undefined, 'wasm').cosines).toEqual(
      rankVectors(other, query, -Infinity, undefined, 'js').cosines,
    );
    expect(first.groups.length).toBe(40);
  });
});
