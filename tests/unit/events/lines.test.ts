import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { parseEventText } from '../../../src/events/lines.js';
import { testEvent } from '../../helpers/events.js';

const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((key) => serializeEvent(testEvent({ key, content: `fact ${key}` }))) as [string, string, string, string];
const FILE = '.cortex/events/2026-11/X.ndjson';

describe('parseEventText', () => {
  it('reads every line of a well-formed file with its line number', () => {
    const { entries, warnings } = parseEventText(`${a}\n${b}\n`, FILE);
    expect(warnings).toEqual([]);
    expect(entries.map((entry) => [entry.event.content, entry.line])).toEqual([['fact a', 1], ['fact b', 2]]);
  });

  it('reports a torn last line and still reads the lines before it', () => {
    const { entries, warnings } = parseEventText(`${a}\n${b}\n${c.slice(0, 40)}`, FILE);
    expect(entries.map((entry) => entry.event.content)).toEqual(['fact a', 'fact b']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: FILE, line: 3 });
    expect(warnings[0]!.message).toMatch(/^incomplete last line/);
  });

  it('accepts a complete last line that only lacks its newline', () => {
    const { entries, warnings } = parseEventText(`${a}\n${b}`, FILE);
    expect(entries).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('reports each conflict marker and reads the events on both sides of the conflict', () => {
    const text = [a, '<<<<<<< HEAD', b, '=======', c, '>>>>>>> feature', d, ''].join('\n');
    const { entries, warnings } = parseEventText(text, FILE);
    expect(entries.map((entry) => entry.event.content)).toEqual(['fact a', 'fact b', 'fact c', 'fact d']);
    expect(warnings.map((warning) => warning.line)).toEqual([2, 4, 6]);
    expect(warnings[0]!.message).toContain('conflict marker');
    expect(warnings[0]!.message).toContain('cortex doctor --fix');
  });

  it('names the line and the field of an invalid event, and the cause of bad JSON', () => {
    const invalid = a.replace('"salience":0.7', '"salience":7');
    const { entries, warnings } = parseEventText(`${invalid}\nnot json at all\n${b}\n`, FILE);
    expect(entries.map((entry) => entry.line)).toEqual([3]);
    expect(warnings).toEqual([
      { file: FILE, line: 1, message: 'invalid event: salience: must be between 0 and 1, got 7' },
      { file: FILE, line: 2, message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('reads Windows line endings and skips blank lines without complaint', () => {
    const { entries, warnings } = parseEventText(`${a}\r\n\r\n  \n${b}\r\n`, FILE);
    expect(entries.map((entry) => entry.line)).toEqual([1, 4]);
    expect(warnings).toEqual([]);
  });

  it('survives binary junk and a huge line, reporting them', () => {
    const junk = String.fromCharCode(...Array.from({ length: 300 }, (_, i) => (i * 37) % 256).filter((code) => code !== 10));
    const huge = `{"content":"${'x'.repeat(5_000_000)}"`;
    const { entries, warnings } = parseEventText(`${junk}\n${huge}\n${a}\n`, FILE);
    expect(entries).toHaveLength(1);
    expect(warnings.map((warning) => warning.line)).toEqual([1, 2]);
  });
});
