import { describe, expect, it } from 'vitest';
import {
  boostOf,
  compareScored,
  fuseRankings,
  recencyFactor,
} from '../../../src/search/ranking.js';
import { DEFAULT_RANK_SETTINGS } from '../../../src/config/search-settings.js';

describe('fuseRankings', () => {
  it('gives 1 to what every ranking puts first, and less further down', () => {
    const scores = fuseRankings(
      [
        { weight: 1, positions: [7, 3] },
        { weight: 0.5, positions: [7, 9] },
      ],
      60,
    );
    expect(scores.get(7)).toBeCloseTo(1, 10);
    expect(scores.get(3)).toBeCloseTo((1 * 61) / 62 / 1.5, 10);
    expect(scores.get(9)).toBeCloseTo((0.5 * 61) / 62 / 1.5, 10);
  });

  it('weights the rankings: the heavier one decides between two first places', () => {
    const scores = fuseRankings(
      [
        { weight: 1, positions: [1, 2] },
        { weight: 0.3, positions: [2, 1] },
      ],
      60,
    );
    expect(scores.get(1)!).toBeGreaterThan(scores.get(2)!);
    const flipped = fuseRankings(
      [
        { weight: 0.3, positions: [1, 2] },
        { weight: 1, positions: [2, 1] },
      ],
      60,
    );
    expect(flipped.get(2)!).toBeGreaterThan(flipped.get(1)!);
  });

  it('rewards agreement: second in both beats first in one only', () => {
    const scores = fuseRankings(
      [
        { weight: 1, positions: [1, 2] },
        { weight: 1, positions: [3, 2] },
      ],
      60,
    );
    expect(scores.get(2)!).toBeGreaterThan(scores.get(1)!);
  });

  it('ignores rankings without weight, and gives nothing when none has any', () => {
    expect([
      ...fuseRankings(
        [
          { weight: 0, positions: [1] },
          { weight: 1, positions: [2] },
        ],
        60,
      ).keys(),
    ]).toEqual([2]);
    expect(fuseRankings([{ weight: 0, positions: [1] }], 60).size).toBe(0);
  });

  it('gives records a retriever scores equally the same rank', () => {
    const scores = fuseRankings([{ weight: 1, positions: [4, 5, 6], scores: [2.5, 2.5, 1] }], 10);
    expect(scores.get(5)).toBe(scores.get(4));
    expect(scores.get(6)).toBeCloseTo(11 / 13, 10);
  });

  it('flattens rank differences as k grows', () => {
    const sharp = fuseRankings([{ weight: 1, positions: [1, 2] }], 1);
    const flat = fuseRankings([{ weight: 1, positions: [1, 2] }], 1000);
    expect(sharp.get(2)! / sharp.get(1)!).toBeLessThan(flat.get(2)! / flat.get(1)!);
  });
});

describe('recencyFactor', () => {
  const now = Date.parse('2026-11-30T00:00:00Z');
  it('halves every half-life and treats the future as now', () => {
    expect(recencyFactor('2026-11-30T00:00:00.000Z', now, 30)).toBe(1);
    expect(recencyFactor('2026-10-31T00:00:00.000Z', now, 30)).toBeCloseTo(0.5, 10);
    expect(recencyFactor('2026-12-05T00:00:00.000Z', now, 30)).toBe(1);
  });
});

describe('boostOf', () => {
  const now = Date.parse('2026-11-30T00:00:00Z');
  it('adds salience, recency and pins with their weights', () => {
    const settings = {
      ...DEFAULT_RANK_SETTINGS,
      weights: { keyword: 1, semantic: 1, salience: 0.1, recency: 0.2, pinned: 0.3 },
    };
    expect(
      boostOf({ salience: 0.5, ts: '2026-11-30T00:00:00.000Z', pinned: true }, settings, now),
    ).toBeCloseTo(0.05 + 0.2 + 0.3, 10);
    expect(
      boostOf({ salience: 0, ts: '2020-01-01T00:00:00.000Z', pinned: false }, settings, now),
    ).toBeCloseTo(0, 5);
  });
});

describe('compareScored', () => {
  it('orders by score, then by id so ties come out the same everywhere', () => {
    const items = [
      { position: 0, score: 0.5, id: 'B' },
      { position: 1, score: 0.9, id: 'Z' },
      { position: 2, score: 0.5, id: 'A' },
    ];
    expect(items.sort(compareScored).map((item) => item.id)).toEqual(['Z', 'A', 'B']);
  });
});
