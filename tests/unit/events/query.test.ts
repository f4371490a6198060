import { describe, expect, it } from 'vitest';
import { matchesQuery } from '../../../src/events/query.js';
import { testEvent } from '../../helpers/events.js';

const edit = testEvent({
  type: 'file_modified',
  data: { files: ['src/store/append.ts', 'README.md'] },
  branch: 'feature/x',
  session: 'abc123',
});
const decision = testEvent({
  type: 'decision_made',
  content: 'Use MiniSearch instead of lunr',
  data: { reason: 'incremental indexing', kind: 'architecture' },
  author: 'Alice@Example.com',
  ts: '2026-11-18T09:00:00Z',
});

describe('matchesQuery', () => {
  it('matches everything when the query is empty', () => {
    expect(matchesQuery(edit, {})).toBe(true);
  });

  it('filters by type, branch and session prefix', () => {
    expect(matchesQuery(edit, { types: ['file_modified'] })).toBe(true);
    expect(matchesQuery(edit, { types: ['decision_made'] })).toBe(false);
    expect(matchesQuery(edit, { branches: ['feature/x'] })).toBe(true);
    expect(matchesQuery(edit, { branches: ['main'] })).toBe(false);
    expect(matchesQuery(edit, { sessions: ['abc'] })).toBe(true);
    expect(matchesQuery(edit, { sessions: ['bc'] })).toBe(false);
  });

  it('matches authors case-insensitively by substring, like git log --author', () => {
    expect(matchesQuery(decision, { authors: ['alice'] })).toBe(true);
    expect(matchesQuery(decision, { authors: ['bob'] })).toBe(false);
  });

  it('keeps events within inclusive time bounds', () => {
    const at = Date.parse('2026-11-18T09:00:00Z');
    expect(matchesQuery(decision, { since: at, until: at })).toBe(true);
    expect(matchesQuery(decision, { since: at + 1 })).toBe(false);
    expect(matchesQuery(decision, { until: at - 1 })).toBe(false);
  });

  it('greps the content and the reason', () => {
    expect(matchesQuery(decision, { grep: /minisearch/i })).toBe(true);
    expect(matchesQuery(decision, { grep: /incremental/ })).toBe(true);
    expect(matchesQuery(decision, { grep: /postgres/ })).toBe(false);
  });

  it('matches a file, or a directory above it, but not a name that merely starts the same', () => {
    expect(matchesQuery(edit, { files: ['README.md'] })).toBe(true);
    expect(matchesQuery(edit, { files: ['src/store'] })).toBe(true);
    expect(matchesQuery(edit, { files: ['src/store/'] })).toBe(true);
    expect(matchesQuery(edit, { files: ['src/sto'] })).toBe(false);
  });

  it('filters by kind or tag', () => {
    expect(matchesQuery(decision, { tags: ['architecture'] })).toBe(true);
    expect(matchesQuery(decision, { tags: ['gotcha'] })).toBe(false);
  });
});
