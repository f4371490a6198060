import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHistory } from '../../../eval/history.js';
import {
  DEFAULT_FTS_SETTINGS,
  DEFAULT_SEARCH_SETTINGS,
  INDEX_FIELDS,
  type FtsSettings,
} from '../../../src/config/search-settings.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { fieldTexts } from '../../../src/search/documents.js';
import { SearchIndex } from '../../../src/search/engine.js';
import { MiniSearchIndex, type GroupText } from '../../../src/search/minisearch-index.js';

/** Every event of the evaluation's synthetic histories: realistic text, many repeats, corrections among them. */
function evalEvents(): AnyEvent[] {
  const dir = new URL('../../../eval/sets/synthetic/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) => parseHistory(file, readFileSync(new URL(file, dir), 'utf8')).events);
}

/**
 * MiniSearch fed the engine's records as the MCP server feeds it, in batches of `batch`;
 * `withoutDetail` drops the detail of every record, as records read from the cache come.
 */
function miniSearchOf(
  index: SearchIndex,
  batch: number,
  withoutDetail = false,
  from = 0,
  mini = new MiniSearchIndex(),
): MiniSearchIndex {
  const details = new Map<string, string>();
  let nextGroup = mini.groupCount;
  for (let start = from; start < index.records.length; start += batch) {
    const end = Math.min(index.records.length, start + batch);
    const groups = new Int32Array(end - start);
    const texts: (GroupText | null)[] = [];
    for (let position = start; position < end; position++) {
      const group = index.groups.groupOf(position);
      groups[position - start] = group;
      if (group < nextGroup) {
        texts.push(null);
        continue;
      }
      nextGroup = group + 1;
      const record = index.records.slice(position, position + 1)[0]!;
      if (record.detail) details.set(record.eventId, record.detail);
      // As the server sends them: a record without its detail is to have it found when the flat index holds one.
      texts.push({
        eventId: record.eventId,
        fields: fieldTexts(withoutDetail ? { ...record, detail: '' } : record),
        findDetail:
          withoutDetail && index.fts.fieldLength(group, INDEX_FIELDS.indexOf('detail')) > 0,
      });
    }
    mini.add({ groups, texts }, (eventId) => details.get(eventId));
  }
  return mini;
}

const QUERIES = [
  'webhook signature stripe',
  'why did we reject the retry queue',
  'npm test',
  'customer charged twice after the app retried',
  'postgres postgres migration lock',
  'MiniSearch parseEventLine src/app.ts',
  'flaky tests database parallel fixtures',
  'the of and',
  'zzzzqqq',
];

function expectSameScores(index: SearchIndex, mini: MiniSearchIndex, settings: FtsSettings): void {
  for (const query of QUERIES) {
    const flat = index.fts.search(query, settings);
    const held = mini.search(query, settings);
    expect(held.scores.length).toBe(index.groups.groupCount);
    expect(
      [...held.documents].sort((a, b) => a - b),
      query,
    ).toEqual([...flat.documents].sort((a, b) => a - b));
    for (const group of flat.documents) {
      expect(
        Math.abs(held.scores[group]! - flat.scores[group]!),
        `${query}: group ${group}`,
      ).toBeLessThanOrEqual(1e-9 * flat.scores[group]!);
    }
  }
}

describe('MiniSearchIndex', () => {
  const events = evalEvents();
  const index = new SearchIndex();
  index.add(events);

  it('scores every group as the flat index does, each record counted', () => {
    expect(index.groups.groupCount).toBeLessThan(index.records.length * 0.8); // repeats: groups stand for several records
    const mini = miniSearchOf(index, 7);
    expect(mini.recordCount).toBe(index.records.length);
    expectSameScores(index, mini, DEFAULT_FTS_SETTINGS);
  });

  it("scores as MiniSearch's own search does where every group has one record, term by term over its index", () => {
    // Each group once: MiniSearch's document statistics are then the records'.
    const once = new MiniSearchIndex();
    const seen = new Set<number>();
    const groups: number[] = [];
    const texts: GroupText[] = [];
    for (let position = 0; position < index.records.length; position++) {
      const group = index.groups.groupOf(position);
      if (seen.has(group)) continue;
      seen.add(group);
      groups.push(group);
      const record = index.records.slice(position, position + 1)[0]!;
      texts.push({ eventId: record.eventId, fields: fieldTexts(record) });
    }
    once.add({ groups: Int32Array.from(groups), texts });
    expect(once.recordCount).toBe(once.groupCount);
    for (const settings of [
      DEFAULT_FTS_SETTINGS,
      { ...DEFAULT_FTS_SETTINGS, prefixMinLength: 4, prefixWeight: 0.4 },
      { ...DEFAULT_FTS_SETTINGS, boosts: { ...DEFAULT_FTS_SETTINGS.boosts, tags: 0 } },
    ]) {
      for (const query of QUERIES) {
        const reference = once.miniSearchScores(query, settings);
        const held = once.search(query, settings);
        expect(
          [...held.documents].sort((a, b) => a - b),
          query,
        ).toEqual([...reference.keys()].sort((a, b) => a - b));
        for (const [group, score] of reference)
          expect(
            Math.abs(held.scores[group]! - score),
            `${query}: group ${group}`,
          ).toBeLessThanOrEqual(1e-9 * score);
      }
    }
    // With the repeats counted, the scores are the flat index's and no longer MiniSearch's per-document ones.
    const mini = miniSearchOf(index, 100);
    const query = 'why did we reject the retry queue';
    const reference = mini.miniSearchScores(query, DEFAULT_FTS_SETTINGS);
    const held = mini.search(query, DEFAULT_FTS_SETTINGS);
    expect(
      [...reference].some(([group, score]) => Math.abs(held.scores[group]! - score) > 1e-9 * score),
    ).toBe(true);
    // Searches reuse their scratch space: a query asked again scores the same.
    const again = mini.search(QUERIES[0]!, DEFAULT_FTS_SETTINGS);
    mini.search(QUERIES[1]!, DEFAULT_FTS_SETTINGS);
    expect([...mini.search(QUERIES[0]!, DEFAULT_FTS_SETTINGS).scores]).toEqual([...again.scores]);
  });

  it('scores prefix matches, and leaves a field boosted 0 out, as the flat index does', () => {
    const mini = miniSearchOf(index, 1000);
    expectSameScores(index, mini, {
      ...DEFAULT_FTS_SETTINGS,
      prefixMinLength: 4,
      prefixWeight: 0.4,
    });
    expectSameScores(index, mini, {
      ...DEFAULT_FTS_SETTINGS,
      boosts: { ...DEFAULT_FTS_SETTINGS.boosts, detail: 0 },
    });
  });

  it('finds the detail of records that come without it (read from the cache) by their event', () => {
    expectSameScores(index, miniSearchOf(index, 50, true), DEFAULT_FTS_SETTINGS);
    // A check on the check: without the detail the scores differ.
    const blind = new MiniSearchIndex();
    const groups = Int32Array.from({ length: index.records.length }, (_, position) =>
      index.groups.groupOf(position),
    );
    const seen = new Set<number>();
    blind.add({
      groups,
      texts: [...groups].map((group, position) => {
        if (seen.has(group)) return null;
        seen.add(group);
        return {
          eventId: index.records.eventIdAt(position),
          fields: fieldTexts({ ...index.records.slice(position, position + 1)[0]!, detail: '' }),
        };
      }),
    });
    expect(() => expectSameScores(index, blind, DEFAULT_FTS_SETTINGS)).toThrow();
  });

  it('takes records appended after it was built, as the flat index takes them', () => {
    const growing = new SearchIndex();
    growing.add(events.slice(0, 200));
    const mini = miniSearchOf(growing, 64);
    const held = growing.records.length;
    growing.add(events.slice(200));
    miniSearchOf(growing, 64, false, held, mini);
    expectSameScores(growing, mini, DEFAULT_FTS_SETTINGS);
  });

  it('refuses a record that opens a group out of order (the server then stops asking it)', () => {
    const mini = new MiniSearchIndex();
    expect(() =>
      mini.add({ groups: Int32Array.of(1), texts: [{ eventId: 'x', fields: ['a', '', '', ''] }] }),
    ).toThrow(/out of order/);
  });

  it('gives the engine the same hits as the flat index, corrections applied', () => {
    const mini = miniSearchOf(index, 500);
    const nowMs = Date.parse('2026-12-01T00:00:00Z');
    for (const query of QUERIES) {
      const request = { query, mode: 'fts' as const, limit: 10, nowMs };
      const flat = index.search(request, DEFAULT_SEARCH_SETTINGS);
      const held = index.search(
        { ...request, keywordScores: mini.search(query, DEFAULT_SEARCH_SETTINGS.fts) },
        DEFAULT_SEARCH_SETTINGS,
      );
      expect(
        held.map((hit) => [hit.record.id, hit.score]),
        query,
      ).toEqual(flat.map((hit) => [hit.record.id, hit.score]));
    }
    // The histories hold corrections: some records are not current and never come back.
    expect(
      Array.from({ length: index.records.length }, (_, position) => index.isCurrent(position)).some(
        (current) => !current,
      ),
    ).toBe(true);
  });
});
