import { describe, expect, it } from 'vitest';
import { RecordOrigins } from '../../../src/search/record-origins.js';
import { testEvent } from '../../helpers/events.js';

const decision = testEvent({ type: 'decision_made', key: 'd', author: 'alice@example.com' });
const command = testEvent({
  type: 'command_run',
  key: 'c',
  author: 'alice@example.com',
  data: { command: 'ls', exitCode: 0 } as never,
});
const unrecorded = testEvent({ type: 'knowledge_acquired', key: 'k', author: null });

/** A table of three records (a decision, a command, a memory with no recorded author) and two copies of the decision. */
function table(): RecordOrigins {
  const origins = new RecordOrigins();
  origins.add(decision, '.cortex/events/2026-11/a.ndjson');
  origins.add(command, '.cortex/events/2026-11/a.ndjson');
  origins.add(unrecorded, undefined);
  origins.addCopy(
    { ...decision, author: 'mallory@example.com' },
    '.cortex/events/2026-11/0.ndjson',
  );
  origins.addCopy(decision, '.cortex/events/2026-11/b.ndjson');
  return origins;
}

describe('RecordOrigins', () => {
  it('gives a record’s file and recorded author, then its event’s further copies in the order noted', () => {
    const origins = table();
    expect(origins.originsOf(0, decision.id)).toEqual([
      { file: '.cortex/events/2026-11/a.ndjson', author: 'alice@example.com', memory: true },
      { file: '.cortex/events/2026-11/0.ndjson', author: 'mallory@example.com', memory: true },
      { file: '.cortex/events/2026-11/b.ndjson', author: 'alice@example.com', memory: true },
    ]);
    // Activity carries no author for a label; an event from elsewhere no file.
    expect(origins.originsOf(1, command.id)).toEqual([
      { file: '.cortex/events/2026-11/a.ndjson', author: null, memory: false },
    ]);
    expect(origins.originsOf(2, unrecorded.id)).toEqual([
      { file: undefined, author: null, memory: true },
    ]);
    expect(origins.originsOf(3, 'none')).toEqual([]);
  });

  it('reads back what index.bin stores, and what a delta adds to it', () => {
    const stored = table().toStored();
    const restored = new RecordOrigins({
      codes: Int32Array.from(stored.codes),
      meta: JSON.parse(JSON.stringify(stored.meta)),
    });
    expect(
      [0, 1, 2].map((position) =>
        restored.originsOf(position, [decision, command, unrecorded][position]!.id),
      ),
    ).toEqual(
      [0, 1, 2].map((position) =>
        table().originsOf(position, [decision, command, unrecorded][position]!.id),
      ),
    );

    // A delta: records added since the base, and every copy.
    const grown = table();
    const later = testEvent({ type: 'decision_made', key: 'later', author: 'bob@example.com' });
    grown.add(later, '.cortex/events/2026-11/c.ndjson');
    grown.addCopy(later, '.cortex/events/2026-11/d.ndjson');
    const delta = {
      origins: JSON.parse(JSON.stringify(grown.storedFrom(3))),
      copies: JSON.parse(JSON.stringify(grown.storedCopies())),
    };
    const base = new RecordOrigins(stored);
    for (const origin of delta.origins) base.addStored(origin);
    base.restoreCopies(delta.copies);
    expect(base.length).toBe(4);
    expect(base.originsOf(3, later.id)).toEqual(grown.originsOf(3, later.id));
    expect(base.originsOf(0, decision.id)).toEqual(grown.originsOf(0, decision.id));
  });

  it('refuses stored codes that name an author or file it does not have', () => {
    const stored = table().toStored();
    const codes = Int32Array.from(stored.codes);
    codes[1] = 7;
    expect(() => new RecordOrigins({ codes, meta: stored.meta })).toThrow(/unknown author or file/);
  });
});
