import { describe, expect, it } from 'vitest';
import { differsOnlyByRedaction } from '../../../src/events/collisions.js';

describe('differsOnlyByRedaction', () => {
  it('takes a text with spans redacted for a copy of the text', () => {
    expect(
      differsOnlyByRedaction(
        'deploy with key sk_live_abc and token ghp_x',
        'deploy with key [REDACTED:stripe] and token [REDACTED:github]',
      ),
    ).toBe(true);
    expect(differsOnlyByRedaction('[REDACTED:aws] at the start', 'AKIAXXXX at the start')).toBe(
      true,
    );
  });

  it('does not take a different text that only adds a redaction mark, or equal texts', () => {
    expect(
      differsOnlyByRedaction('Use Postgres for orders', 'Use MongoDB for orders [REDACTED:custom]'),
    ).toBe(false);
    expect(differsOnlyByRedaction('Use Postgres for orders', 'Use Postgres for orders')).toBe(
      false,
    );
    expect(differsOnlyByRedaction('a [REDACTED:x] b [REDACTED:y] c', 'a 1 c 2 b')).toBe(false);
  });
});
