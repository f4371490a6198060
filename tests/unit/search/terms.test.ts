import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  splitWords,
  splitWordsByPattern,
  stem,
  termsOf,
  withoutCode,
} from '../../../src/search/terms.js';

describe('splitWords', () => {
  it('splits identifiers into their parts and keeps the whole word', () => {
    expect(splitWords('MiniSearch parseEventLine HTTPServer')).toEqual([
      'minisearch',
      'mini',
      'search',
      'parseeventline',
      'parse',
      'event',
      'line',
      'httpserver',
      'http',
      'server',
    ]);
  });

  it('splits paths, snake_case and kebab-case on their separators', () => {
    expect(splitWords('src/events/store.ts user_id dry-run')).toEqual([
      'src',
      'events',
      'store',
      'ts',
      'user',
      'id',
      'dry',
      'run',
    ]);
  });

  it('keeps letters outside ASCII', () => {
    expect(splitWords('Überprüfung café')).toEqual(['überprüfung', 'café']);
  });

  it('finds in ASCII text exactly the words its pattern finds', () => {
    // Every line of the evaluation's histories, then random strings of the characters that matter.
    const dir = new URL('../../../eval/sets/synthetic/', import.meta.url);
    const texts = readdirSync(dir).flatMap((file) =>
      readFileSync(new URL(file, dir), 'utf8').split('\n'),
    );
    let state = 7;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const alphabet = 'aZbYcX09_-./ `\tQueryHTTPServer';
    for (let i = 0; i < 2000; i++)
      texts.push(
        Array.from(
          { length: 1 + Math.floor(next() * 40) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join(''),
      );
    expect(texts.length).toBeGreaterThan(2400);
    for (const text of texts) expect(splitWords(text), text).toEqual(splitWordsByPattern(text));
  });
});

describe('stem', () => {
  it('brings the forms of a word together', () => {
    for (const group of [
      ['cache', 'caches', 'cached', 'caching'],
      ['query', 'queries'],
      ['run', 'running', 'runs'],
      ['parse', 'parsed', 'parsing', 'parses'],
      ['box', 'boxes'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(', ')).toBe(1);
    }
  });

  it('leaves short words, words with digits and words ending in ss or us alone', () => {
    expect(stem('use')).toBe('use');
    expect(stem('utf8')).toBe('utf8');
    expect(stem('class')).toBe('class');
    expect(stem('status')).toBe('status');
  });

  it('does not conflate general and generate the way a full stemmer does', () => {
    expect(stem('general')).not.toBe(stem('generate'));
  });
});

describe('termsOf', () => {
  it('drops stop words and stems the rest', () => {
    expect(termsOf('Why did we reject the caching layer?')).toEqual(['reject', 'cach', 'layer']);
  });
});

describe('withoutCode', () => {
  it('removes fenced blocks, indented blocks and inline code', () => {
    const text =
      'Use a pool.\n```ts\nconst secret = "k";\n```\nSee `pool.ts` for details.\n    indented();\nDone.';
    const stripped = withoutCode(text);
    expect(stripped).not.toMatch(/secret|pool\.ts|indented/);
    expect(stripped).toContain('Use a pool.');
    expect(stripped).toContain('Done.');
  });

  it('removes an unterminated fence to the end', () => {
    expect(withoutCode('Before\n```\ncode that never ends')).toBe('Before');
  });
});
