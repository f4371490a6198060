import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../../src/search/documents.js';
import { RecordTable } from '../../../src/search/record-table.js';

/** A record whose content is `size` characters, some outside ASCII. */
function record(n: number, size: number): SearchRecord {
  const id = `01KD${String(n).padStart(22, '0')}`;
  const content = `${n} café `.repeat(Math.ceil(size / 8)).slice(0, size);
  return {
    eventId: id,
    id,
    ts: '2026-01-01T00:00:00.000Z',
    type: 'decision_made',
    session: null,
    branch: 'main',
    content,
    salience: 0.5,
    data: {},
  };
}

describe('RecordTable', () => {
  it('reads back every record, and stores what it restores, when records fill many chunks of its byte log', () => {
    const table = new RecordTable();
    // About 5 MiB of records, a few larger than a chunk, so that records meet chunk ends everywhere.
    const records = Array.from({ length: 2500 }, (_, n) =>
      record(n, n % 500 === 7 ? 1_500_000 : 10 + ((n * 7919) % 1200)),
    );
    for (const r of records) table.push(r);
    for (const n of [0, 1, 7, 499, 500, 507, 1234, 2499]) expect(table.get(n)).toEqual(records[n]);
    const stored = table.toStored();
    const bytes = (pieces: readonly unknown[]) =>
      Buffer.concat(pieces.map((piece) => piece as Uint8Array));
    const restored = new RecordTable({
      ...stored,
      lines: bytes(stored.lines),
      eventIds: bytes(stored.eventIds).toString('latin1'),
    });
    expect(restored.length).toBe(records.length);
    for (let n = 0; n < records.length; n++)
      expect(restored.peek(n).content, `record ${n}`).toBe(records[n]!.content);
    restored.push(record(2500, 40));
    expect(restored.get(2500).content).toBe(record(2500, 40).content);
    // The table goes on taking records after it was stored (a delta folded into a rewritten index.bin).
    table.push(record(2500, 40));
    for (const n of [2498, 2499, 2500])
      expect(table.peek(n).content).toBe(
        n === 2500 ? record(2500, 40).content : records[n]!.content,
      );
  });
});
