import { describe, expect, it } from 'vitest';
import { bestFirst, kthLargest } from '../../../src/search/best-first.js';
import { fingerprintText, TextGroups } from '../../../src/search/groups.js';

/** Event ids that sort by the number given (ids sort by time). */
const idOf = (n: number) => `01K${String(n).padStart(23, '0')}`;

describe('TextGroups', () => {
  it('puts records with the same text in one group, and lists each group newest first', () => {
    const order = [5, 1, 9, 3];
    const groups = new TextGroups((position) => idOf(order[position]!));
    expect(groups.add('npm test', () => true)).toEqual({ group: 0, created: true });
    expect(groups.add('npm run build', () => true)).toEqual({ group: 1, created: true });
    expect(groups.add('npm test', () => true)).toEqual({ group: 0, created: false });
    expect(groups.add('npm test', () => true)).toEqual({ group: 0, created: false });
    expect([...groups.membersOf(0)]).toEqual([2, 0, 3]); // ids 9, 5, 3: newest first
    expect(groups.sizeOf(0)).toBe(3);
    expect(groups.groupOf(1)).toBe(1);
  });

  it('restores what it stored, and keeps grouping records added after the restore', () => {
    const ids = [1, 2, 3, 4, 5];
    const first = new TextGroups((position) => idOf(ids[position]!));
    for (const key of ['a', 'b', 'a']) first.add(key, () => true);
    const restored = new TextGroups((position) => idOf(ids[position]!), first.toStored());
    expect(restored.groupCount).toBe(2);
    expect([...restored.membersOf(0)]).toEqual([2, 0]);
    // A restored group is confirmed against one of its records before a new record joins it.
    const asked: number[] = [];
    expect(restored.add('a', (member) => (asked.push(member), true))).toEqual({
      group: 0,
      created: false,
    });
    expect(asked).toEqual([2]);
    // A fingerprint match the record does not confirm makes a group of its own.
    expect(restored.add('b', () => false)).toEqual({ group: 2, created: true });
    expect(restored.sizeView()).toEqual(Int32Array.from([3, 1, 1]));
  });

  it('refuses stored groups that do not add up', () => {
    const first = new TextGroups(idOf);
    first.add('a', () => true);
    const stored = first.toStored();
    expect(() => new TextGroups(idOf, { ...stored, starts: Int32Array.from([0, 2]) })).toThrow(
      /do not match/,
    );
  });

  it('fingerprints texts apart, case and order included', () => {
    const seen = new Set<string>();
    for (const text of ['npm test', 'npm Test', 'test npm', 'npm test ', '', 'Ran `npm test`'])
      seen.add(fingerprintText(text).join('.'));
    expect(seen.size).toBe(6);
  });
});

describe('bestFirst', () => {
  it('yields items in descending score (ties by item) however they are batched', () => {
    const scores = Array.from({ length: 500 }, (_, i) => ((i * 7919) % 97) / 7);
    const items = Array.from({ length: 500 }, (_, i) => (i * 31) % 500);
    const expected = [...items].sort((a, b) => scores[b]! - scores[a]! || a - b);
    for (const batch of [1, 7, 100, 1000])
      expect([...bestFirst(items, scores, batch)]).toEqual(expected);
  });

  it('finds the k-th largest value', () => {
    const values = Float64Array.from([3, 9, 1, 9, 4, 7, 2]);
    expect([1, 2, 3, 4, 7].map((k) => kthLargest(values, k))).toEqual([9, 9, 7, 4, 1]);
    expect(() => kthLargest(values, 8)).toThrow(RangeError);
  });
});
