import { describe, expect, it } from 'vitest';
import { clip, oneLine } from '../../../src/projections/text-shapes.js';

describe('oneLine and clip', () => {
  it('flattens whitespace and cuts at a word with an ellipsis', () => {
    expect(oneLine('Use   SQLite\nfor the ledger', 100)).toBe('Use SQLite for the ledger');
    expect(oneLine('Store amounts as integer cents, never as floats', 30)).toBe(
      'Store amounts as integer…',
    );
    expect(clip('line one\n\n\n\nline two   \nline three', 100)).toBe(
      'line one\n\nline two\nline three',
    );
  });

  it('keeps comment markers in remembered text from hiding the rest of a file', () => {
    expect(oneLine('Do not remove the <!-- keep --> marker', 100)).toBe(
      'Do not remove the &lt;!-- keep --&gt; marker',
    );
    expect(clip('<!-- hidden?', 100)).toBe('&lt;!-- hidden?');
  });
});
