import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from '../../../src/config/config.js';

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
  ])('names the field when %s is wrong', (text, message) => {
    expect(() => parseConfig(text, '.cortex/config.json')).toThrow(message);
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
