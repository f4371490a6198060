import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { combineSummaries, idHash48, summariseFile } from '../../../src/events/summary.js';
import { testEvent } from '../../helpers/events.js';

const bytesOf = (lines: readonly string[]) => new TextEncoder().encode(lines.join('\n') + '\n');

describe('combineSummaries', () => {
  const a = [
    testEvent({ key: 'a1', ts: '2026-11-02T09:00:00Z', session: 'x' }),
    testEvent({ key: 'a2', type: 'decision_made', ts: '2026-11-01T09:00:00.000Z', session: 'y' }),
  ];
  const b = [testEvent({ key: 'b1', ts: '2026-11-09T09:00:00Z', session: 'x' })];

  it('adds up the files: events, types, sessions, the span and the unreadable lines in file order', () => {
    const totals = combineSummaries([
      summariseFile('a.ndjson', bytesOf([...a.map(serializeEvent), 'garbage'])),
      summariseFile('b.ndjson', bytesOf(b.map(serializeEvent))),
    ]);
    expect(totals).toEqual({
      events: 3,
      files: 2,
      bytes: expect.any(Number),
      first: '2026-11-01T09:00:00.000Z',
      last: '2026-11-09T09:00:00.000Z',
      byType: { decision_made: 1, knowledge_acquired: 2 },
      sessions: 2,
      duplicates: 0,
      warnings: [{ file: 'a.ndjson', line: 3, message: expect.stringContaining('not valid JSON') }],
    });
  });

  it('leaves an id found twice, in one file or in two, to a full read', () => {
    expect(
      combineSummaries([
        summariseFile('a.ndjson', bytesOf(a.map(serializeEvent))),
        summariseFile('c.ndjson', bytesOf([serializeEvent(a[0]!)])),
      ]),
    ).toBeUndefined();
    expect(
      combineSummaries([summariseFile('a.ndjson', bytesOf([...a, a[1]!].map(serializeEvent)))]),
    ).toBeUndefined();
  });

  it('hashes ids to 48 bits that tell different ids apart', () => {
    const hashes = new Set(
      Array.from({ length: 20_000 }, (_, i) => idHash48(testEvent({ key: `h${i}` }).id)),
    );
    expect(hashes.size).toBe(20_000);
    expect([...hashes].every((hash) => Number.isSafeInteger(hash) && hash < 2 ** 48)).toBe(true);
  });
});
