/**
 * A committed redaction pattern that matches ordinary text would turn every memory into
 * `[REDACTED:custom]`: it is refused (and said so), while patterns for secrets run.
 */
import { describe, expect, it } from 'vitest';
import { customPatternScanner, overBroadReason } from '../../../src/redaction/custom-patterns.js';
import { projectPaths } from '../../../src/events/paths.js';
import { tempDir } from '../../helpers/repo.js';
import { CUSTOM_PATTERN } from '../../helpers/secrets.js';

describe('over-broad redaction patterns', () => {
  it.each(['[\\s\\S]*', '.+', '\\w+', '[a-z ]+', '\\S+'])('refuses %s', (pattern) => {
    expect(overBroadReason(pattern)).toMatch(/matches \d+% of ordinary text/);
  });

  it.each([CUSTOM_PATTERN, 'sk_[a-z0-9]{20}', 'internal-[0-9]{6}', 'password', '\\bSQLite\\b'])(
    'runs %s',
    (pattern) => {
      expect(overBroadReason(pattern)).toBeUndefined();
    },
  );

  it('leaves the text alone and says why, while the other patterns still redact', () => {
    const scan = customPatternScanner(projectPaths(tempDir()), ['[\\s\\S]*', CUSTOM_PATTERN])!;
    const secret = 'ACME-0123456789ABCDEF0123456789ABCDEF';
    const text = `Use SQLite for the cache; license ${secret}`;
    const result = scan([text]);
    expect(result.ranges[0]).toEqual([
      { start: text.indexOf(secret), end: text.length, kind: 'custom' },
    ]);
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^redaction pattern "\[\\\\s\\\\S\]\*" is not used: it matches \d+% of ordinary text/,
      ),
    ]);
  });
});
