import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig, readConfigLeniently } from '../../../src/config/config.js';

describe('parseConfig: briefing settings', () => {
  it('defaults to a 2,000-token briefing', () => {
    expect(parseConfig('{}', 'config.json').briefing).toEqual(DEFAULT_CONFIG.briefing);
    expect(DEFAULT_CONFIG.briefing.budget).toBe(2000);
  });

  it('takes a budget, weights for some kinds and a decay rate, keeping the other defaults', () => {
    const config = parseConfig('{"briefing":{"budget":1200,"shares":{"gotcha":30},"decayPerHour":0.99}}', 'config.json');
    expect(config.briefing).toMatchObject({ budget: 1200, decayPerHour: 0.99 });
    expect(config.briefing.shares).toMatchObject({ gotcha: 30, decision: DEFAULT_CONFIG.briefing.shares.decision });
  });

  it.each([
    ['{"briefing":{"budget":50}}', 'briefing.budget: must be between 200 and 8000, got 50'],
    ['{"briefing":{"budget":1500.5}}', 'briefing.budget: expected a whole number of tokens'],
    ['{"briefing":{"shares":{"gossip":3}}}', 'briefing.shares.gossip: unknown kind'],
    ['{"briefing":{"shares":{"plan":-1}}}', 'briefing.shares.plan: must be between 0 and 1000'],
    ['{"briefing":[]}', 'briefing: expected an object'],
    ['{"briefing":{"trustedAuthors":"friends"}}', 'briefing.trustedAuthors: expected "default-branch", "everyone" or a list of e-mail addresses'],
    ['{"briefing":{"trustedAuthors":["a@example.com",""]}}', 'briefing.trustedAuthors[1]: must not be empty'],
  ])('names the field when %s is wrong', (text, message) => {
    expect(() => parseConfig(text, '.cortex/config.json')).toThrow(message);
  });
});

describe('parseConfig: briefing.trustedAuthors', () => {
  it('defaults to the authors of the default branch, and takes "everyone" or a list (compared in lower case)', () => {
    expect(parseConfig('{}', 'c.json').briefing.trustedAuthors).toBe('default-branch');
    expect(parseConfig('{"briefing":{"trustedAuthors":"everyone"}}', 'c.json').briefing.trustedAuthors).toBe('everyone');
    expect(parseConfig('{"briefing":{"trustedAuthors":[" Ana@Example.com"]}}', 'c.json').briefing.trustedAuthors).toEqual(['ana@example.com']);
  });
});

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

describe('readConfigLeniently', () => {
  it('names a misspelt key with its path and the key meant', () => {
    const reading = readConfigLeniently('{"serch":{"candidates":10},"briefing":{"budjet":1000},"redaction":{"excludePath":["a/"]}}', '.cortex/config.json');
    expect(reading.problems).toEqual([]);
    expect(reading.unknown).toEqual([
      '.cortex/config.json: serch: unknown setting (did you mean "search"?)',
      '.cortex/config.json: briefing.budjet: unknown setting (did you mean "briefing.budget"?)',
      '.cortex/config.json: redaction.excludePath: unknown setting (did you mean "redaction.excludePaths"?)',
    ]);
  });

  it('keeps the sections that are right when one is broken, and every valid redaction pattern', () => {
    const reading = readConfigLeniently('{"redaction":{"patterns":["ACME-[0-9]+","(unclosed"]},"search":{"candidates":"many"},"briefing":{"budget":1200}}', 'c.json');
    expect(reading.config.redaction.patterns).toEqual(['ACME-[0-9]+']);
    expect(reading.config.search).toEqual(DEFAULT_CONFIG.search);
    expect(reading.config.briefing.budget).toBe(1200);
    expect(reading.problems).toEqual([
      expect.stringMatching(/^c\.json: redaction\.patterns\[1\]: not a valid regular expression/),
      'c.json: search.candidates: expected an integer, got "many" (the search settings are at their defaults)',
    ]);
  });

  it('gives the defaults, and says so, for a file that is not JSON', () => {
    const reading = readConfigLeniently('{"briefing": ', 'c.json');
    expect(reading.config).toEqual(DEFAULT_CONFIG);
    expect(reading.problems[0]).toMatch(/^c\.json: not valid JSON .*every setting is at its default$/);
  });
});
