import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig, readConfigLeniently } from '../../../src/config/config.js';

describe('parseConfig', () => {
  it('gives every default for an empty file, the same as when there is no file', () => {
    expect(parseConfig('{}', 'c.json')).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('{"$schema":"https://example.com/cortex.json"}', 'c.json')).toEqual(
      DEFAULT_CONFIG,
    );
  });
});

describe('parseConfig: briefing settings', () => {
  it('defaults to a 600-token handoff at start', () => {
    expect(parseConfig('{}', 'config.json').briefing).toEqual(DEFAULT_CONFIG.briefing);
    expect(DEFAULT_CONFIG.briefing.budget).toBe(600);
  });

  it('takes a budget, weights for some kinds and a decay rate, keeping the other defaults', () => {
    const config = parseConfig(
      '{"briefing":{"budget":1200,"shares":{"gotcha":30},"decayPerHour":0.99}}',
      'config.json',
    );
    expect(config.briefing).toMatchObject({ budget: 1200, decayPerHour: 0.99 });
    expect(config.briefing.shares).toMatchObject({
      gotcha: 30,
      decision: DEFAULT_CONFIG.briefing.shares.decision,
    });
  });

  it.each([
    ['{"briefing":{"budget":50}}', 'briefing.budget: must be between 200 and 8000, got 50'],
    ['{"briefing":{"budget":1500.5}}', 'briefing.budget: expected a whole number of tokens'],
    ['{"briefing":{"shares":{"plan":-1}}}', 'briefing.shares.plan: must be between 0 and 1000'],
    ['{"briefing":[]}', 'briefing: expected an object'],
    [
      '{"briefing":{"trustedAuthors":"friends"}}',
      'briefing.trustedAuthors: expected "default-branch", "everyone" or a list of e-mail addresses',
    ],
    [
      '{"briefing":{"trustedAuthors":["a@example.com",""]}}',
      'briefing.trustedAuthors[1]: must not be empty',
    ],
  ])('names the field when %s is wrong', (text, message) => {
    expect(() => parseConfig(text, '.cortex/config.json')).toThrow(message);
  });
});

describe('parseConfig: briefing.trustedAuthors', () => {
  it('defaults to the authors of the default branch, and takes "everyone" or a list (compared in lower case)', () => {
    expect(parseConfig('{}', 'c.json').briefing.trustedAuthors).toBe('default-branch');
    expect(
      parseConfig('{"briefing":{"trustedAuthors":"everyone"}}', 'c.json').briefing.trustedAuthors,
    ).toBe('everyone');
    expect(
      parseConfig('{"briefing":{"trustedAuthors":[" Ana@Example.com"]}}', 'c.json').briefing
        .trustedAuthors,
    ).toEqual(['ana@example.com']);
  });
});

describe('parseConfig: search settings', () => {
  it('maps the flat file section onto the settings search reads, with every default filled in', () => {
    const config = parseConfig(
      '{"search":{"embedder":"none","candidates":50,"weights":{"keyword":2},"fields":{"tags":3},"bm25":{"k":1.5},"promptRelevance":{"limit":5}}}',
      'c.json',
    );
    expect(config.search.embedder).toEqual({ kind: 'none' });
    expect(config.search.settings.candidates).toBe(50);
    expect(config.search.settings.rank.weights).toEqual({
      ...DEFAULT_CONFIG.search.settings.rank.weights,
      keyword: 2,
    });
    expect(config.search.settings.fts).toEqual({
      ...DEFAULT_CONFIG.search.settings.fts,
      boosts: { ...DEFAULT_CONFIG.search.settings.fts.boosts, tags: 3 },
      bm25: { ...DEFAULT_CONFIG.search.settings.fts.bm25, k: 1.5 },
    });
    expect(config.search.relevance).toEqual({ ...DEFAULT_CONFIG.search.relevance, limit: 5 });
  });

  it("fills a hosted embedder's defaults, trims its URL, and takes a transformers model with its options", () => {
    expect(
      parseConfig(
        '{"search":{"embedder":{"kind":"voyage","baseUrl":"https://proxy.example/v1//","dimensions":512}}}',
        'c.json',
      ).search.embedder,
    ).toEqual({
      kind: 'voyage',
      model: 'voyage-3.5-lite',
      baseUrl: 'https://proxy.example/v1',
      apiKeyEnv: 'VOYAGE_API_KEY',
      dimensions: 512,
      batchSize: 64,
      timeoutMs: 30_000,
    });
    expect(
      parseConfig(
        '{"search":{"embedder":{"kind":"transformers","model":"models/minilm"}}}',
        'c.json',
      ).search.embedder,
    ).toEqual({ kind: 'transformers', model: 'models/minilm', pooling: 'mean', quantized: false });
  });

  it.each([
    [
      '{"search":{"embedder":"magic"}}',
      'search.embedder.kind: expected one of builtin, none, transformers, openai, voyage, got "magic"',
    ],
    ['{"search":{"embedder":{"kind":"transformers"}}}', 'search.embedder.model: is required'],
    [
      '{"search":{"embedder":{"kind":"openai","baseUrl":"ftp://x"}}}',
      'search.embedder.baseUrl: expected an http(s) URL',
    ],
    [
      '{"search":{"embedder":5}}',
      'search.embedder: expected "builtin", "none" or an object with a "kind", got number 5',
    ],
    ['{"search":{"candidates":0}}', 'search.candidates: must be 1 or more, got 0'],
    [
      '{"search":{"weights":{"semantic":101}}}',
      'search.weights.semantic: must be between 0 and 100, got 101',
    ],
    ['{"author":"me"}', 'author: expected one of email, hash, none, got "me"'],
    ['{"capture":{"preferences":"yes"}}', 'capture.preferences: expected true or false, got "yes"'],
  ])('names the key path and the problem when %s', (text, message) => {
    expect(() => parseConfig(text, '.cortex/config.json')).toThrow(
      `.cortex/config.json: ${message}`,
    );
  });
});

describe('parseConfig (redaction)', () => {
  it('reads extra patterns and excluded paths, with defaults when absent', () => {
    expect(parseConfig('{}', 'c.json').redaction).toEqual(DEFAULT_CONFIG.redaction);
    expect(
      parseConfig(
        '{"redaction":{"patterns":["ACME-[0-9]+"],"excludePaths":["secrets/"]}}',
        'c.json',
      ).redaction,
    ).toEqual({
      patterns: ['ACME-[0-9]+'],
      excludePaths: ['secrets/'],
    });
  });

  it('names the field that is wrong', () => {
    expect(() =>
      parseConfig('{"redaction":{"patterns":["ok","(unclosed"]}}', '.cortex/config.json'),
    ).toThrow(/^\.cortex\/config\.json: redaction\.patterns\[1\]: not a valid regular expression/);
    expect(() => parseConfig('{"redaction":{"excludePaths":"secrets/"}}', 'c.json')).toThrow(
      /redaction\.excludePaths/,
    );
    expect(() => parseConfig('{"redaction":[]}', 'c.json')).toThrow(
      /redaction: expected an object/,
    );
  });
});

describe('readConfigLeniently', () => {
  it('names a misspelt key with its path and the key meant', () => {
    const reading = readConfigLeniently(
      '{"serch":{"candidates":10},"briefing":{"budjet":1000},"redaction":{"excludePath":["a/"]}}',
      '.cortex/config.json',
    );
    expect(reading.problems).toEqual([]);
    expect(reading.unknown).toEqual([
      '.cortex/config.json: serch: unknown setting (did you mean "search"?)',
      '.cortex/config.json: briefing.budjet: unknown setting (did you mean "briefing.budget"?)',
      '.cortex/config.json: redaction.excludePath: unknown setting (did you mean "redaction.excludePaths"?)',
    ]);
  });

  it("names misspelt keys at any depth, an embedder's and a briefing kind's included, and still applies the rest", () => {
    const text = JSON.stringify({
      search: {
        embedder: { kind: 'openai', modle: 'text-embedding-3-large' },
        weights: { keywrd: 2 },
      },
      briefing: { shares: { gotcah: 30, plan: 20 } },
    });
    const reading = readConfigLeniently(text, '.cortex/config.json');
    expect(reading.problems).toEqual([]);
    expect(reading.unknown).toEqual([
      '.cortex/config.json: search.embedder.modle: unknown setting (did you mean "search.embedder.model"?)',
      '.cortex/config.json: search.weights.keywrd: unknown setting (did you mean "search.weights.keyword"?)',
      '.cortex/config.json: briefing.shares.gotcah: unknown setting (did you mean "briefing.shares.gotcha"?)',
    ]);
    expect(reading.config.search.embedder).toEqual({
      kind: 'openai',
      model: 'text-embedding-3-small',
      baseUrl: 'https://api.openai.com/v1',
      apiKeyEnv: 'OPENAI_API_KEY',
      batchSize: 64,
      timeoutMs: 30_000,
    });
    expect(reading.config.briefing.shares).toEqual({ ...DEFAULT_CONFIG.briefing.shares, plan: 20 });
    // Unknown keys never make the file unreadable: an older cortex reads a newer config.
    expect(parseConfig(text, 'c.json').briefing.shares.plan).toBe(20);
  });

  it('keeps the sections that are right when one is broken, and every valid redaction pattern', () => {
    const reading = readConfigLeniently(
      '{"redaction":{"patterns":["ACME-[0-9]+","(unclosed"]},"search":{"candidates":"many"},"briefing":{"budget":1200}}',
      'c.json',
    );
    expect(reading.config.redaction.patterns).toEqual(['ACME-[0-9]+']);
    expect(reading.config.search).toEqual(DEFAULT_CONFIG.search);
    expect(reading.config.briefing.budget).toBe(1200);
    expect(reading.problems).toEqual([
      expect.stringMatching(/^c\.json: redaction\.patterns\[1\]: not a valid regular expression/),
      'c.json: search.candidates: expected an integer, got "many" (the search settings are at their defaults)',
    ]);
  });

  it('leaves out each pattern that does not compile, wherever it is in the list, and keeps the others in order', () => {
    const reading = readConfigLeniently(
      '{"redaction":{"patterns":["(a","A-[0-9]+","[b","B-[0-9]+","(c"],"excludePaths":["x/"]},"serch":{}}',
      'c.json',
    );
    expect(reading.config.redaction).toEqual({
      patterns: ['A-[0-9]+', 'B-[0-9]+'],
      excludePaths: ['x/'],
    });
    expect(reading.problems.map((problem) => problem.split(':')[1]!.trim())).toEqual([
      'redaction.patterns[0]',
      'redaction.patterns[2]',
      'redaction.patterns[4]',
    ]);
  });

  it('gives the defaults, and says so, for a file that is not JSON', () => {
    const reading = readConfigLeniently('{"briefing": ', 'c.json');
    expect(reading.config).toEqual(DEFAULT_CONFIG);
    expect(reading.problems[0]).toMatch(
      /^c\.json: not valid JSON .*every setting is at its default$/,
    );
  });
});
