import { describe, expect, it } from 'vitest';
import { applyAccessJournal, serializeAccessLine } from '../../../src/projections/access.js';

describe('the access journal', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

  it('applies each line in order on top of the snapshot', () => {
    const snapshot = new Map([['A', { count: 2, last: at(1).toISOString() }]]);
    const journal = serializeAccessLine(['A', 'B', 'A'], at(2)) + serializeAccessLine(['B'], at(3));
    expect(applyAccessJournal(snapshot, journal)).toEqual(
      new Map([
        ['A', { count: 3, last: at(2).toISOString() }],
        ['B', { count: 2, last: at(3).toISOString() }],
      ]),
    );
  });

  it('skips a line cut short by a crash and lines that are not access records', () => {
    const journal =
      serializeAccessLine(['A'], at(2)) +
      '{"at":"2026-11-20T0' +
      '\n' +
      '{"at":"nonsense","ids":["B"]}\n' +
      serializeAccessLine(['C'], at(4));
    expect([...applyAccessJournal(new Map(), journal).keys()]).toEqual(['A', 'C']);
  });
});
