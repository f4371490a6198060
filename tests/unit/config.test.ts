import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from '../../src/config.js';

describe('parseConfig (redaction)', () => {
  it('reads extra patterns and excluded paths, with defaults when absent', () => {
    expect(parseConfig('{}', 'c.json').redaction).toEqual(DEFAULT_CONFIG.redaction);
    expect(parseConfig('{"redaction":{"patterns":["ACME-[0-9]+"],"excludePaths":["secrets/"]}}', 'c.json').redaction).toEqual({
      patterns: ['ACME-[0-9]+'],
      excludePaths: ['secrets/'],
    });
  });

  it('names the field that is wrong', () => {
    expect(() => parseConfig('{"redaction":{"patterns":["ok","(unclosed"]}}', '.cortex/config.json')).toThrow(
      /^\.cortex\/config\.json: redaction\.patterns\[1\]: not a valid regular expression/,
    );
    expect(() => parseConfig('{"redaction":{"excludePaths":"secrets/"}}', 'c.json')).toThrow(/redaction\.excludePaths/);
    expect(() => parseConfig('{"redaction":[]}', 'c.json')).toThrow(/redaction: expected an object/);
  });
});
