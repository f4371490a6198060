import { describe, expect, it } from 'vitest';
import {
  proseParagraphs,
  splitSentences,
  stripEmphasis,
  truncate,
} from '../../../src/capture/prose.js';
import { removePrivateSpans } from '../../../src/redaction/private-spans.js';

describe('proseParagraphs', () => {
  it('drops fenced and indented code, quotes, tables, headings and rules; list items stand alone', () => {
    const text = [
      '# Title',
      'First line',
      'continues here.',
      '',
      '    indented code',
      '',
      '~~~',
      'tilde fence',
      '~~~',
      '> quoted',
      '| a | b |',
      '---',
      '- item one',
      '- item two',
      '1. numbered',
    ].join('\n');
    expect(proseParagraphs(text).map((p) => p.text)).toEqual([
      'First line continues here.',
      'item one',
      'item two',
      'numbered',
    ]);
  });

  it('keeps a fence opened with four backticks open past a three-backtick line', () => {
    expect(proseParagraphs('````md\n```\nnot prose\n```\n````\nprose').map((p) => p.text)).toEqual([
      'prose',
    ]);
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends but not on abbreviations, file names or inline code', () => {
    expect(
      splitSentences('Edit `a.ts. Then` b.ts first. It works, e.g. on Linux. Done! Really? yes'),
    ).toEqual([
      'Edit `a.ts. Then` b.ts first.',
      'It works, e.g. on Linux.',
      'Done!',
      'Really? yes',
    ]);
  });
});

describe('stripEmphasis', () => {
  it('removes emphasis and link syntax but keeps snake_case and inline code', () => {
    expect(
      stripEmphasis(
        '**Bold**, *it*, __u__, _i_, ~~s~~, [link](http://x.y), snake_case_name, `a*b*c`',
      ),
    ).toBe('Bold, it, u, i, s, link, snake_case_name, `a*b*c`');
  });
});

describe('removePrivateSpans', () => {
  it('removes closed and unclosed private spans', () => {
    expect(removePrivateSpans('a <private>secret</private> b <PRIVATE>rest')).toBe(
      'a [private] b [private]',
    );
  });
});

describe('truncate', () => {
  it('cuts at a word boundary and marks the cut', () => {
    expect(truncate('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(truncate('abcdefghijklmnop', 8)).toBe('…');
    expect(truncate('key: abcdefghijklmnop', 12)).toBe('key:…');
    expect(truncate('short', 12)).toBe('short');
  });
});
