import { describe, expect, it } from 'vitest';
import { LivePostings } from '../../../src/search/live-postings.js';
import { splitWords } from '../../../src/search/terms.js';

describe('LivePostings', () => {
  it('keeps any frequency, a word written 126, 127 and 130 times included, and orders a term by field when sorted', () => {
    const live = new LivePostings(4);
    const field = (words: [string, number][]) =>
      splitWords(words.map(([word, times]) => `${word} `.repeat(times)).join(' '));
    expect(
      live.addField(
        0 * 4 + 1,
        field([
          ['ledger', 126],
          ['queue', 127],
          ['token', 130],
        ]),
      ),
    ).toBe(3);
    expect(
      live.addField(
        0 * 4 + 0,
        field([
          ['token', 1],
          ['the', 4],
        ]),
      ),
    ).toBe(2);
    expect(live.addField(1 * 4 + 0, field([['queue', 128]]))).toBe(1);
    const pairs = (term: string) => Array.from(live.entriesOf(term) ?? []);
    expect(pairs('ledger')).toEqual([1, 126]);
    expect(pairs('queu')).toEqual([1, 127, 4, 128]); // The term as stemmed.
    expect(pairs('token')).toEqual([1, 130, 0, 1]);
    expect(live.entriesOf('the')).toBeUndefined();
    // Sorted for freezing: by term and field, then document.
    const counts = live.countsByField();
    const offsets = new Int32Array(counts.length);
    let at = 0;
    for (let slot = 0; slot < counts.length; slot++) {
      offsets[slot] = at;
      at += counts[slot]! * 2;
    }
    const out = new Int32Array(at);
    live.scatter(offsets, out);
    const token = live.termId('token')! * 4;
    expect(
      Array.from(out.subarray(token === 0 ? 0 : offsets[token - 1], offsets[token + 3])),
    ).toEqual([0, 1, 1, 130]);
  });
});
