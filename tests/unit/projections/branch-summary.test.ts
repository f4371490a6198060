import { describe, expect, it } from 'vitest';
import { recordLinkBase } from '../../../src/projections/branch-summary.js';

describe('recordLinkBase', () => {
  it('links records on the forge origin points at, at the given ref', () => {
    expect(recordLinkBase('git@github.com:acme/tally.git', 'feature/cache')).toBe(
      'https://github.com/acme/tally/blob/feature/cache/.cortex/decisions/',
    );
    expect(recordLinkBase('https://github.com/acme/tally', 'main')).toBe(
      'https://github.com/acme/tally/blob/main/.cortex/decisions/',
    );
    expect(recordLinkBase('ssh://git@gitlab.example.com:2222/group/sub/tally.git', 'main')).toBe(
      'https://gitlab.example.com/group/sub/tally/-/blob/main/.cortex/decisions/',
    );
  });

  it('falls back to the path in the repository when origin is a local path or missing', () => {
    expect(recordLinkBase('/srv/git/tally.git', 'main')).toBe('.cortex/decisions/');
    expect(recordLinkBase(undefined, 'main')).toBe('.cortex/decisions/');
    expect(recordLinkBase('git@github.com:acme/tally.git', undefined)).toBe('.cortex/decisions/');
  });
});
