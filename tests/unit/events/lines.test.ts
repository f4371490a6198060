import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { parseEventText, scanEventBytes, type LocatedLine } from '../../../src/events/lines.js';
import { testEvent } from '../../helpers/events.js';

const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((key) =>
  serializeEvent(testEvent({ key, content: `fact ${key}` })),
) as [string, string, string, string];
const FILE = '.cortex/events/2026-11/X.ndjson';

describe('parseEventText', () => {
  it('reads every line of a well-formed file with its line number', () => {
    const { entries, warnings } = parseEventText(`${a}\n${b}\n`, FILE);
    expect(warnings).toEqual([]);
    expect(entries.map((entry) => [entry.event.content, entry.line])).toEqual([
      ['fact a', 1],
      ['fact b', 2],
    ]);
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
    expect(entries.map((entry) => entry.event.content)).toEqual([
      'fact a',
      'fact b',
      'fact c',
      'fact d',
    ]);
    expect(warnings.map((warning) => warning.line)).toEqual([2, 4, 6]);
    expect(warnings[0]!.message).toContain('conflict marker');
    expect(warnings[0]!.message).toContain('cortex doctor --fix');
  });

  it('names the line and the field of an invalid event, and the cause of bad JSON', () => {
    const invalid = a.replace('"content":', '"salience":7,"content":');
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
    const junk = String.fromCharCode(
      ...Array.from({ length: 300 }, (_, i) => (i * 37) % 256).filter((code) => code !== 10),
    );
    const huge = `{"content":"${'x'.repeat(5_000_000)}"`;
    const { entries, warnings } = parseEventText(`${junk}\n${huge}\n${a}\n`, FILE);
    expect(entries).toHaveLength(1);
    expect(warnings.map((warning) => warning.line)).toEqual([1, 2]);
  });
});

describe('scanEventBytes', () => {
  const texts = {
    'well formed': `${a}\n${b}\n`,
    'torn last line': `${a}\n${b}\n${c.slice(0, 40)}`,
    'CRLF, blank lines, a conflict marker, a bad line': `${a}\r\n\r\n<<<<<<< ours\n{"v":1,"id":"nope"}\n${d}\r\n`,
    'non-ASCII': `${serializeEvent(testEvent({ key: 'u', content: 'Überweisung „Café Zürich“ 東京 🚀' }))}\n${c}`,
  };

  it.each(Object.entries(texts))(
    'reads what parseEventText reads, line numbers and warnings included (%s)',
    (_name, text) => {
      const bytes = Buffer.from(text, 'utf8');
      const seen: LocatedLine[] = [];
      const warnings = scanEventBytes(bytes, FILE, (entry) => seen.push(entry));
      const expected = parseEventText(text, FILE);
      expect(warnings).toEqual(expected.warnings);
      expect(seen.map((entry) => [entry.event, entry.line])).toEqual(
        expected.entries.map((entry) => [entry.event, entry.line]),
      );
      // Where each line lies: its bytes are the event's line, without newline or carriage return.
      for (const entry of seen)
        expect(bytes.toString('utf8', entry.start, entry.end)).toBe(serializeEvent(entry.event));
    },
  );
});
