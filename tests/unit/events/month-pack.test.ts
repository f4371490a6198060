import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import {
  isPackFile,
  planMonthPack,
  type MonthPack,
  type MonthFile,
} from '../../../src/events/month-pack.js';
import { testEvent } from '../../helpers/events.js';

const DIR = '.cortex/events';
const line = (key: string, ts: string) =>
  serializeEvent(testEvent({ key, ts, content: `fact ${key}` }));
const file = (name: string, lines: string[]): MonthFile => ({
  path: `${DIR}/2026-09/${name}`,
  bytes: Buffer.from(lines.join('\n') + '\n'),
});

const a = line('a', '2026-09-01T10:00:00.000Z');
const b = line('b', '2026-09-02T10:00:00.000Z');
const c = line('c', '2026-09-03T10:00:00.000Z');

describe('planMonthPack', () => {
  it('orders the union of the files by (ts, id), keeps each event once, as the line it was written as', () => {
    const pack = planMonthPack(DIR, '2026-09', [
      file('x.ndjson', [c, a]),
      file('y.ndjson', [b, a]),
    ]) as MonthPack;
    expect(pack.text).toBe(`${a}\n${b}\n${c}\n`);
    expect(pack).toMatchObject({
      events: 3,
      duplicates: 1,
      replaces: [`${DIR}/2026-09/x.ndjson`, `${DIR}/2026-09/y.ndjson`],
    });
    expect(isPackFile(pack.path)).toBe(true);
  });

  it('names a pack by its content: the same events in other files give the same pack', () => {
    const one = planMonthPack(DIR, '2026-09', [
      file('x.ndjson', [a, b]),
      file('y.ndjson', [c]),
    ]) as MonthPack;
    const two = planMonthPack(DIR, '2026-09', [
      file('p.ndjson', [c, b]),
      file('q.ndjson', [a]),
    ]) as MonthPack;
    expect(two.path).toBe(one.path);
    expect(two.text).toBe(one.text);
    const other = planMonthPack(DIR, '2026-09', [
      file('x.ndjson', [a]),
      file('y.ndjson', [b]),
    ]) as MonthPack;
    expect(other.path).not.toBe(one.path);
  });

  it('has nothing to do for one file, or for a pack beside files it already holds but those', () => {
    expect(planMonthPack(DIR, '2026-09', [file('x.ndjson', [a, b])])).toBeUndefined();
    const pack = planMonthPack(DIR, '2026-09', [
      file('x.ndjson', [a]),
      file('y.ndjson', [b]),
    ]) as MonthPack;
    const again = planMonthPack(DIR, '2026-09', [
      { path: pack.path, bytes: Buffer.from(pack.text) },
      file('y.ndjson', [b]),
    ]) as MonthPack;
    expect(again.path).toBe(pack.path);
    expect(again.replaces).toEqual([`${DIR}/2026-09/y.ndjson`]);
  });

  it('refuses a month whose files hold unreadable lines, naming them', () => {
    const problem = planMonthPack(DIR, '2026-09', [
      file('x.ndjson', [a, '<<<<<<< ours']),
      file('y.ndjson', [b]),
    ]);
    expect(problem).toMatchObject({
      month: '2026-09',
      warnings: [{ file: `${DIR}/2026-09/x.ndjson`, line: 2 }],
    });
  });
});
