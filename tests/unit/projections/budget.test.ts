import { describe, expect, it } from 'vitest';
import {
  parseAccessStats,
  recordAccesses,
  serializeAccessStats,
} from '../../../src/projections/access.js';
import { allocateBudget } from '../../../src/projections/budget.js';

const item = (kind: 'a' | 'b', score: number, tokens: number, key: string) => ({
  kind,
  score,
  tokens,
  key,
});

describe('allocateBudget', () => {
  it('fills each kind up to its share, best first, then spends what is left on the best remaining', () => {
    const items = [
      item('a', 0.9, 30, 'a1'),
      item('a', 0.8, 30, 'a2'),
      item('a', 0.7, 30, 'a3'),
      item('b', 0.2, 30, 'b1'),
      item('b', 0.1, 30, 'b2'),
    ];
    const { chosen, used } = allocateBudget(items, 120, { a: 1, b: 1 });
    // Shares of 60 each: a1, a2 and b1, b2 in the first pass; nothing left for a3.
    expect(chosen.map((entry) => entry.key).sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(used).toBe(120);
  });

  it('gives the share of a kind with nothing to show to the others', () => {
    const items = [item('a', 0.9, 30, 'a1'), item('a', 0.8, 30, 'a2'), item('a', 0.7, 30, 'a3')];
    expect(allocateBudget(items, 90, { a: 1, b: 5 }).chosen).toHaveLength(3);
  });

  it('never exceeds the budget, and breaks score ties by key', () => {
    const items = [item('a', 0.5, 40, 'z'), item('a', 0.5, 40, 'y'), item('a', 0.5, 40, 'x')];
    const { chosen, used } = allocateBudget(items, 80, { a: 1, b: 0 });
    expect(used).toBe(80);
    expect(chosen.map((entry) => entry.key).sort()).toEqual(['x', 'y']);
  });
});

describe('access statistics', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');

  it('counts each retrieval once per call and records when', () => {
    const once = recordAccesses(new Map(), ['A', 'B', 'A'], now);
    const twice = recordAccesses(once, ['A'], new Date('2026-11-21T10:00:00.000Z'));
    expect(Object.fromEntries(twice)).toEqual({
      A: { count: 2, last: '2026-11-21T10:00:00.000Z' },
      B: { count: 1, last: '2026-11-20T10:00:00.000Z' },
    });
  });

  it('round-trips through its file with ids sorted, and ignores damaged entries or files', () => {
    const stats = recordAccesses(new Map(), ['B', 'A'], now);
    const text = serializeAccessStats(stats);
    expect(text.indexOf('"A"')).toBeLessThan(text.indexOf('"B"'));
    expect(parseAccessStats(text).stats).toEqual(stats);
    expect(
      parseAccessStats(
        '{"entries":{"A":{"count":"x"},"B":{"count":1,"last":"2026-11-20T10:00:00.000Z"}}}',
      ).stats.size,
    ).toBe(1);
    expect(parseAccessStats('not json')).toMatchObject({
      stats: new Map(),
      problem: expect.stringContaining('not JSON'),
    });
  });
});
