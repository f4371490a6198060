/** A memory's reason is said once: after its text, unless the text already holds it. */
import { describe, expect, it } from 'vitest';
import { whyOf } from '../../../src/projections/text-shapes.js';

describe('whyOf', () => {
  it('adds the reason the text lacks, and not one the text already says', () => {
    expect(
      whyOf({ content: 'Use SQLite for the cache', data: { reason: 'one file, no server' } }),
    ).toBe(' Why: one file, no server');
    expect(
      whyOf({
        content: 'Rejected Redis. Reason: No Redis: the CLI has to work offline.',
        data: { reason: 'No Redis: the CLI has to work offline.' },
      }),
    ).toBe('');
    expect(whyOf({ content: 'Use SQLite', data: {} })).toBe('');
    expect(whyOf({ content: 'Use SQLite', data: { reason: '  ' } })).toBe('');
  });
});
