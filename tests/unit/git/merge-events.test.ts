import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { mergeEventFiles, recoverEventFile } from '../../../src/git/merge-events.js';
import { testEvent } from '../../helpers/events.js';

const line = (key: string, ts = '2026-11-20T10:00:00.000Z', content = `fact ${key}`) =>
  serializeEvent(testEvent({ key, ts, content }));
const file = (...lines: string[]) => lines.map((text) => `${text}\n`).join('');
const contents = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((entry) => JSON.parse(entry).content);

describe('mergeEventFiles', () => {
  it('keeps the union of both sides, sorted by time then id, each event once', () => {
    const a = line('a', '2026-11-20T10:00:00.000Z');
    const b = line('b', '2026-11-20T11:00:00.000Z');
    const c = line('c', '2026-11-20T09:00:00.000Z');
    const result = mergeEventFiles({ base: file(a), ours: file(a, b), theirs: file(a, c, b) });
    expect(result.clean).toBe(true);
    expect(contents(result.text)).toEqual(['fact c', 'fact a', 'fact b']);
  });

  it('is symmetric: ours and theirs swapped give the same bytes', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((key) => line(key)) as [
      string,
      string,
      string,
      string,
    ];
    const one = mergeEventFiles({ base: file(a), ours: file(a, b, c), theirs: file(a, d) });
    const two = mergeEventFiles({ base: file(a), ours: file(a, d), theirs: file(a, b, c) });
    expect(one.text).toBe(two.text);
  });

  it('quarantines garbage from either side but not conflict markers', () => {
    const a = line('a');
    const result = mergeEventFiles({
      base: file(a),
      ours: file(a, 'garbage ours', '<<<<<<< HEAD'),
      theirs: file(a, '{"torn":'),
    });
    expect(result.quarantined).toEqual(['garbage ours', '{"torn":']);
    expect(contents(result.text)).toEqual(['fact a']);
  });

  it('respects a deliberate removal on one side when the other left the event alone', () => {
    const [a, b] = [line('a'), line('b')];
    const result = mergeEventFiles({ base: file(a, b), ours: file(a), theirs: file(a, b) });
    expect(contents(result.text)).toEqual(['fact a']);
  });

  it('takes the changed version of an event (a redaction) over the untouched one', () => {
    const original = line('secret', undefined, 'token is sk-live-123');
    const redacted = line('secret', undefined, 'token is [REDACTED]');
    expect(
      contents(
        mergeEventFiles({ base: file(original), ours: file(original), theirs: file(redacted) })
          .text,
      ),
    ).toEqual(['token is [REDACTED]']);
    expect(
      contents(
        mergeEventFiles({ base: file(original), ours: file(redacted), theirs: file(original) })
          .text,
      ),
    ).toEqual(['token is [REDACTED]']);
  });

  it('keeps both versions when both sides hold their own under one id, the same bytes whichever side is ours', () => {
    const mine = line('shared', undefined, 'Use PostgreSQL advisory locks');
    const theirs = line('shared', undefined, 'Use MySQL table locks');
    const one = mergeEventFiles({ base: '', ours: file(mine), theirs: file(theirs) });
    const two = mergeEventFiles({ base: '', ours: file(theirs), theirs: file(mine) });
    expect(one.text).toBe(two.text);
    expect(contents(one.text).sort()).toEqual([
      'Use MySQL table locks',
      'Use PostgreSQL advisory locks',
    ]);
  });

  it('writes each line once, ending in a newline, whatever line endings and blank lines the sides had', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((key, i) =>
      line(key, `2026-11-20T1${i}:00:00.000Z`),
    ) as [string, string, string, string];
    // Ours written on Windows with a blank line in it, theirs without a final newline.
    const result = mergeEventFiles({
      base: file(a),
      ours: `${a}\r\n\r\n${b}\r\n${c}\r\n`,
      theirs: `${a}\n${d}`,
    });
    expect(result.text).toBe(file(a, b, c, d));
  });

  it('keeps the lines of each side in time order where the sides interleave', () => {
    const at = (key: string, hour: number) =>
      line(key, `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`);
    const ours = [at('o1', 1), at('o3', 3), at('o4', 4), at('o7', 7)];
    const theirs = [at('t2', 2), at('t5', 5), at('t6', 6), at('t8', 8)];
    const result = mergeEventFiles({ base: '', ours: file(...ours), theirs: file(...theirs) });
    expect(contents(result.text)).toEqual([
      'fact o1',
      'fact t2',
      'fact o3',
      'fact o4',
      'fact t5',
      'fact t6',
      'fact o7',
      'fact t8',
    ]);
  });

  it('gives an empty file when both sides are empty', () => {
    expect(mergeEventFiles({ base: '', ours: '', theirs: '' }).text).toBe('');
  });
});

describe('recoverEventFile', () => {
  it('keeps the events of both sides of a committed conflict and drops only the markers', () => {
    const [a, b, c] = [line('a'), line('b'), line('c')];
    const result = recoverEventFile(file(a, '<<<<<<< HEAD', b, '=======', c, '>>>>>>> left'));
    expect(contents(result.text).sort()).toEqual(['fact a', 'fact b', 'fact c']);
    expect(result.quarantined).toEqual([]);
  });
});

describe('mergeEventFiles on lines not written by cortex', () => {
  it('merges a valid event written with its keys in another order', () => {
    const event = testEvent({ key: 'reordered', content: 'fact reordered' });
    const reordered = JSON.stringify({
      content: event.content,
      type: event.type,
      ts: event.ts,
      id: event.id,
      v: 1,
    });
    expect(
      contents(
        mergeEventFiles({ base: '', ours: file(line('a')), theirs: file(reordered) }).text,
      ).sort(),
    ).toEqual(['fact a', 'fact reordered']);
  });

  it('carries a complete-looking line that is broken further on into the result, losing nothing', () => {
    const broken = line('b').replace('"salience":0.7', '"salience":7');
    const result = mergeEventFiles({ base: '', ours: file(line('a')), theirs: file(broken) });
    expect(result.text.split('\n')).toContain(broken);
    expect(result.quarantined).toEqual([]);
  });
});

describe('mergeEventFiles and recoverEventFile with a redacted copy', () => {
  const plain = serializeEvent(
    testEvent({ key: 'leaky', content: 'deploy with password hunter2hunter2' }),
  );
  const redacted = plain.replace('hunter2hunter2', '[REDACTED:manual]');

  it('keeps the redacted copy whichever side holds it', () => {
    for (const [ours, theirs] of [
      [plain, redacted],
      [redacted, plain],
    ]) {
      const merged = mergeEventFiles({ base: '', ours: ours + '\n', theirs: theirs + '\n' });
      expect(merged.text).toBe(redacted + '\n');
    }
    // Even when the unredacted copy is the side that changed it from the base.
    expect(
      mergeEventFiles({ base: redacted + '\n', ours: redacted + '\n', theirs: plain + '\n' }).text,
    ).toBe(redacted + '\n');
  });

  it('keeps the redacted copy when doctor --fix recovers a file merged without the driver', () => {
    const conflicted =
      ['<<<<<<< HEAD', plain, '=======', redacted, '>>>>>>> other'].join('\n') + '\n';
    expect(recoverEventFile(conflicted).text).toBe(redacted + '\n');
  });
});
