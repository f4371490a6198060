import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { readLineHead, scanEventBytes } from '../../../src/events/lines.js';
import { selectNewestEvents, type EventFileRead } from '../../../src/events/newest.js';
import { NewestEvents } from '../../../src/events/order.js';
import { matchesQuery, type EventQuery } from '../../../src/events/query.js';
import { EVENT_TYPES } from '../../../src/events/types.js';
import { testEvent } from '../../helpers/events.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const fileOf = (file: string, lines: readonly string[]): EventFileRead => ({
  file,
  bytes: bytesOf(lines.join('\n') + '\n'),
});

/** What a full read answers (store.ts scanEventLog with NewestEvents, as `cortex log -n` read before). */
function fullRead(files: readonly EventFileRead[], limit: number, query: EventQuery) {
  const newest = new NewestEvents(limit);
  const controls: AnyEvent[] = [];
  for (const { file, bytes } of files) {
    scanEventBytes(bytes!, file, ({ event }) => {
      if (EVENT_TYPES[event.type].category === 'control') controls.push(event);
      if (matchesQuery(event, query)) newest.offer(event);
    });
  }
  return { events: newest.events(), controls };
}

/** A log of `sessions` files written over days, each holding events in time order, with a retraction here and there. */
function sessionLog(sessions: number, perSession: number): EventFileRead[] {
  const files: EventFileRead[] = [];
  for (let s = 0; s < sessions; s++) {
    const lines: string[] = [];
    for (let e = 0; e < perSession; e++) {
      const ts = new Date(
        Date.parse('2026-03-01T08:00:00.000Z') + s * 3_600_000 + e * 1000,
      ).toISOString();
      const type = e % 3 === 0 ? 'decision_made' : e % 3 === 1 ? 'file_modified' : 'command_run';
      const data =
        type === 'file_modified'
          ? { files: [`src/f${e}.ts`] }
          : type === 'command_run'
            ? { command: 'npm test' }
            : {};
      const event = testEvent({
        key: `s${s}e${e}`,
        ts,
        type: type as 'decision_made',
        session: `session-${s}`,
        data: data as never,
      });
      lines.push(serializeEvent(event));
      if (e === 2)
        lines.push(
          serializeEvent(
            testEvent({ key: `s${s}r`, ts, type: 'memory_retracted', refs: [event.id] }),
          ),
        );
    }
    files.push(fileOf(`.cortex/events/2026-03/${String(s).padStart(4, '0')}.ndjson`, lines));
  }
  return files;
}

describe('readLineHead', () => {
  it('reads the id, time and type of a line cortex wrote, and nothing of a line in another form', () => {
    const event = testEvent({
      key: 'head',
      ts: '2026-03-01T08:00:00.123Z',
      type: 'command_run' as 'knowledge_acquired',
      data: { command: 'ls' } as never,
    });
    const line = bytesOf(serializeEvent(event));
    expect(readLineHead(line, 0, line.length)).toEqual({
      id: event.id,
      ts: event.ts,
      type: 'command_run',
    });
    const reordered = bytesOf(
      JSON.stringify({ id: event.id, v: 1, ts: event.ts, type: event.type, content: 'x' }),
    );
    expect(readLineHead(reordered, 0, reordered.length)).toBeUndefined();
    const unknownType = bytesOf(serializeEvent(event).replace('"command_run"', '"command_ran"'));
    expect(readLineHead(unknownType, 0, unknownType.length)).toBeUndefined();
    const shortTime = bytesOf(serializeEvent({ ...event, ts: '2026-03-01T08:00:00Z' }));
    expect(readLineHead(shortTime, 0, shortTime.length)).toBeUndefined();
  });
});

describe('selectNewestEvents', () => {
  const log = sessionLog(40, 12);
  const newestFirst = [...log].reverse();

  it('gives the newest events and every correction a full read gives, in the same order', () => {
    for (const [limit, query] of [
      [20, {}],
      [1, {}],
      [500, {}],
      [7, { types: ['decision_made'] }],
      [5, { since: Date.parse('2026-03-01T20:00:00Z'), until: Date.parse('2026-03-02T02:00:00Z') }],
    ] as [number, EventQuery][]) {
      const selected = selectNewestEvents(newestFirst, limit, query)!;
      const expected = fullRead(log, limit, query);
      expect(selected.events).toEqual(expected.events);
      expect(selected.controls).toEqual(expected.controls);
      expect(selected.events.length).toBe(Math.min(limit, expected.events.length));
      expect(selected.warnings).toEqual([]);
    }
  });

  it('says where each event shown was read from', () => {
    const selected = selectNewestEvents(newestFirst, 3, {})!;
    expect(selected.events.map((event) => selected.files.get(event.id))).toEqual(
      Array(3).fill('.cortex/events/2026-03/0039.ndjson'),
    );
  });

  it('reports unreadable lines in file order, and still finds the newest', () => {
    const broken = [fileOf('a.ndjson', ['not json']), ...log, fileOf('z.ndjson', ['<<<<<<< ours'])];
    const selected = selectNewestEvents([...broken].reverse(), 4, {})!;
    expect(selected.warnings.map((warning) => `${warning.file}:${warning.line}`)).toEqual([
      'a.ndjson:1',
      'z.ndjson:1',
    ]);
    expect(selected.events).toEqual(fullRead(log, 4, {}).events);
  });

  it('leaves to a full read a filter the heads cannot decide, an id read twice near the top, and a line to show that does not parse', () => {
    expect(selectNewestEvents(newestFirst, 5, { branches: ['main'] })).toBeUndefined();
    const newestLine = new TextDecoder().decode(log.at(-1)!.bytes!).trim().split('\n').at(-1)!;
    expect(
      selectNewestEvents([fileOf('copy.ndjson', [newestLine]), ...newestFirst], 5, {}),
    ).toBeUndefined();
    const newer = serializeEvent(
      testEvent({
        key: 'newer',
        ts: '2026-04-01T00:00:00.000Z',
        type: 'command_run' as 'knowledge_acquired',
        data: { command: 'ls' } as never,
      }),
    );
    const broken = newer.replace('"content":', '"salience":7,"content":');
    expect(
      selectNewestEvents([fileOf('zz.ndjson', [newer]), ...newestFirst], 5, {})?.events.at(-1)
        ?.content,
    ).toBe('fact newer');
    expect(
      selectNewestEvents([fileOf('zz.ndjson', [broken]), ...newestFirst], 5, {}),
    ).toBeUndefined();
  });

  it('needs no full read for a copied id far below the newest', () => {
    const oldestLine = new TextDecoder().decode(log[0]!.bytes!).split('\n')[0]!;
    const selected = selectNewestEvents([...newestFirst, fileOf('0.ndjson', [oldestLine])], 5, {});
    expect(selected?.events).toEqual(fullRead(log, 5, {}).events);
  });
});
