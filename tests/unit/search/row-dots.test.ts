import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a JavaScript build script, without type declarations.
import { assembleRowDots, rowDotsSource } from '../../../scripts/build-row-dots.mjs';
import { queryLimit, rowDots } from '../../../src/search/row-dots.js';

describe('row-dots', () => {
  it('carries the module row-dots.wat assembles to (run scripts/build-row-dots.mjs after changing it)', async () => {
    const committed = readFileSync(
      new URL('../../../src/search/row-dots-wasm.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(rowDotsSource(await assembleRowDots()));
  });

  it('sums at the largest query values and codes without overflow, in both engines', () => {
    for (const dimensions of [1, 17, 512, 3072]) {
      const limit = queryLimit(dimensions);
      const query = new Int16Array(Math.ceil(dimensions / 16) * 16);
      query.fill(-limit, 0, dimensions);
      const codes = new Int8Array(2 * dimensions);
      codes.fill(-128, 0, dimensions);
      codes.fill(127, dimensions);
      const table = { dimensions, codes, size: 2, takeWrittenFrom: () => 0 };
      const expected = [limit * 128 * dimensions, -limit * 127 * dimensions];
      expect(expected[0]).toBeLessThan(2 ** 31);
      expect([...rowDots(table, query, 'js')]).toEqual(expected);
      expect([...rowDots(table, query, 'wasm')]).toEqual(expected);
    }
  });
});
