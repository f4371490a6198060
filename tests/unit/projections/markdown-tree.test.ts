import { describe, expect, it } from 'vitest';
import {
  bulletList,
  heading,
  isPlainText,
  link,
  paragraph,
  phrasing,
  renderTree,
} from '../../../src/projections/markdown-tree.js';

/** Texts of every shape the projections see, and the characters markdown cares about at every position. */
function corpus(): string[] {
  const out = [
    'Use MiniSearch for full-text search',
    'pure JS, incremental adds',
    "Don't use moment.js (it's 300 KB); use Temporal",
    '1. ordered',
    '- dash',
    '+ plus',
    'www.example.com and https://example.com, mail me@example.com',
    '50% of "cases" = fine / ok?',
    '2026-11-20',
    'Decision 12: route search requests through the cache layer',
    'a: b',
    ' leading and trailing ',
    'a  b',
    'snake_case_name',
    'tests of batchheap_schema rely on it',
    'a_b_c d_e',
    '_private',
    'trailing_',
    'a__b',
    '1_a and a_1',
    'é_é',
    'x_ y',
  ];
  const specials = [
    ...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
    'w',
    'W',
    '1',
    'é',
    '…',
    '’',
    '–',
    '—',
  ];
  for (const a of specials)
    for (const b of specials) out.push(`${a}x${b}`, `x${a}${b}y`, `${a}${b}`);
  return out;
}

describe('renderTree fast path for plain text', () => {
  it('writes exactly what the serialiser writes, in every place the projections put text', () => {
    let plain = 0;
    for (const value of corpus()) {
      if (isPlainText(value)) plain++;
      const tree = () => [
        heading(1, value),
        paragraph(value),
        paragraph('Chosen option: "', { type: 'text', value }, '", because'),
        paragraph(
          { type: 'text', value: ` ${value} ` },
          { type: 'inlineCode', value: 'x' },
          { type: 'text', value: ` ${value} ` },
        ),
        paragraph({ type: 'inlineCode', value: 'x' }, { type: 'text', value: ` ${value}: ` }),
        bulletList([
          [
            link('decisions/x.md', value),
            { type: 'text', value: `, because ${value}` },
            { type: 'text', value: ` (${value}, high)` },
          ],
          [{ type: 'text', value }],
          [{ type: 'text', value: ` ${value}` }],
        ]),
      ];
      expect(renderTree(tree()), JSON.stringify(value)).toBe(
        renderTree(tree(), { fastText: false }),
      );
    }
    expect(plain).toBeGreaterThan(50);
  });

  it('keeps code spans as code and URLs as text, as GitHub would otherwise link them', () => {
    expect(renderTree([paragraph(...phrasing('use `execFile` at https://evil.example'))])).toBe(
      'use `execFile` at https\\://evil.example\n',
    );
  });
});
