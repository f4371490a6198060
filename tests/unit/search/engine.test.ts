import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeEvent, type AnyEvent } from '../../../src/events/envelope.js';
import { deriveEventId } from '../../../src/events/id.js';
import { foldCorrections } from '../../../src/search/corrections.js';
import { parseWordVectors, wordVectorEmbedder } from '../../../src/search/embedders/word-vectors.js';
import { SearchIndex, type SearchMode } from '../../../src/search/engine.js';
import { compactFullTextIndex, loadCompactIndex, loadFullTextIndex } from '../../../src/search/fts.js';
import { selectRelevant } from '../../../src/search/relevance.js';
import { testEvent } from '../../helpers/events.js';

const vectors = parseWordVectors(readFileSync(new URL('../../../assets/word-vectors.bin', import.meta.url)));
const embedder = wordVectorEmbedder(vectors);
const NOW = Date.parse('2026-12-01T00:00:00Z');

function control(type: 'memory_retracted' | 'memory_superseded' | 'memory_edited' | 'memory_pinned', refs: string[], key: string, content = 'correction', data: Record<string, unknown> = {}): AnyEvent {
  const ts = '2026-11-25T10:00:00.000Z';
  return makeEvent({ id: deriveEventId(Date.parse(ts), key), ts, type, content, refs, source: { layer: 'manual' }, data: data as never }) as AnyEvent;
}

const events = {
  postgres: testEvent({ type: 'decision_made', key: 'pg', content: 'Use PostgreSQL for the ledger rather than MongoDB', data: { reason: 'transactions need ACID guarantees' } }),
  mongo: testEvent({ type: 'approach_rejected', key: 'mongo', content: 'Rejected MongoDB for the ledger', data: { reason: 'multi-document transactions are awkward' } }),
  webhook: testEvent({ type: 'error_resolved', key: 'webhook', content: 'Stripe webhook signature verification failed until the raw body was used', branch: 'feature/stripe' }),
  flaky: testEvent({ type: 'knowledge_acquired', key: 'flaky', content: 'The payment tests are flaky when run in parallel against one database', data: { kind: 'gotcha' }, ts: '2026-11-01T10:00:00.000Z' }),
  edit: testEvent({ type: 'file_modified', key: 'edit', content: 'Edited src/db/pool.ts', data: { files: ['src/db/pool.ts'] } }),
  command: testEvent({ type: 'command_run', key: 'cmd', content: 'npm test', data: { command: 'npm test' } }),
};

async function indexOf(list: AnyEvent[]): Promise<SearchIndex> {
  const index = new SearchIndex();
  const positions = index.add(list);
  await index.embed(embedder, positions, 64);
  return index;
}

function search(index: SearchIndex, query: string, mode: SearchMode = 'hybrid', extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) {
  return index.search({ query, mode, limit: 10, queryVector: embedder.embed(query), nowMs: NOW, ...extra }).map((hit) => hit.record.content);
}

describe('SearchIndex.search', () => {
  it('finds a memory by its words in every mode', async () => {
    const index = await indexOf(Object.values(events));
    for (const mode of ['fts', 'hybrid'] as const) expect(search(index, 'why not mongodb', mode)[0]).toBe(events.mongo.content);
    expect(search(index, 'stripe webhook signature', 'vector')).toContain(events.webhook.content);
  });

  it('finds a memory by meaning when no word matches (vector and hybrid, not fts)', async () => {
    const index = await indexOf(Object.values(events));
    const query = 'which database engine do we rely on';
    expect(search(index, query, 'fts')).not.toContain(events.postgres.content);
    expect(search(index, query, 'vector').slice(0, 2)).toContain(events.postgres.content);
  });

  it('applies the log filters: type, branch, kind and time', async () => {
    const index = await indexOf(Object.values(events));
    expect(search(index, 'ledger', 'fts', { filter: { types: ['decision_made'] } })).toEqual([events.postgres.content]);
    expect(search(index, 'webhook ledger', 'fts', { filter: { branches: ['feature/stripe'] } })).toEqual([events.webhook.content]);
    expect(search(index, 'tests database', 'fts', { filter: { tags: ['gotcha'] } })).toEqual([events.flaky.content]);
    expect(search(index, 'tests database ledger', 'fts', { filter: { since: Date.parse('2026-11-10T00:00:00Z') } })).not.toContain(events.flaky.content);
  });

  it('finds activity by the files it touched', async () => {
    const index = await indexOf(Object.values(events));
    expect(search(index, 'pool.ts', 'fts')).toEqual([events.edit.content]);
  });

  it('leaves out retracted and superseded memories unless asked, and finds the replacement', async () => {
    const replacement = control('memory_superseded', [events.postgres.id], 'sup', 'Use SQLite for the ledger in the desktop build');
    const index = await indexOf([...Object.values(events), control('memory_retracted', [events.mongo.id], 'ret'), replacement]);
    expect(search(index, 'ledger', 'fts')).toEqual([replacement.content]);
    expect(new Set(search(index, 'ledger', 'fts', { includeHidden: true }))).toEqual(new Set([replacement.content, events.postgres.content, events.mongo.content]));
    // The replacement of a decision is found as a decision.
    expect(search(index, 'ledger', 'fts', { filter: { types: ['decision_made'] } })).toEqual([replacement.content]);
  });

  it('finds an edited memory by its new wording, under its own id', async () => {
    const edit = control('memory_edited', [events.webhook.id], 'edit-1', 'Stripe webhook verification needs express.raw before express.json');
    const index = await indexOf([...Object.values(events), edit]);
    const hits = index.search({ query: 'express raw webhook', mode: 'fts', limit: 5, nowMs: NOW });
    expect(hits.map((hit) => [hit.record.id, hit.record.content])).toEqual([[events.webhook.id, edit.content]]);
    expect(search(index, 'signature verification failed', 'fts')).not.toContain(events.webhook.content);
  });

  it('boosts pinned memories', async () => {
    const a = testEvent({ type: 'knowledge_acquired', key: 'a', content: 'Deploys go through the release command' });
    const b = testEvent({ type: 'knowledge_acquired', key: 'b', content: 'Deploys go through the release command' });
    const plain = await indexOf([a, b]);
    const first = plain.search({ query: 'deploys', mode: 'fts', limit: 2, nowMs: NOW })[0]!.record.id;
    const other = first === a.id ? b : a;
    const pinned = await indexOf([a, b, control('memory_pinned', [other.id], 'pin', 'pinned', { pinned: true })]);
    expect(pinned.search({ query: 'deploys', mode: 'fts', limit: 2, nowMs: NOW })[0]!.record.id).toBe(other.id);
  });

  it('takes each event once, however often it is added', async () => {
    const index = new SearchIndex();
    expect(index.add([events.postgres, events.postgres])).toHaveLength(1);
    expect(index.add([events.postgres])).toEqual([]);
    expect(index.records).toHaveLength(1);
  });

  it('gives the same results whatever order the events were indexed in', async () => {
    const list = Object.values(events);
    const forward = await indexOf(list);
    const backward = await indexOf([...list].reverse());
    for (const query of ['ledger', 'database tests', 'stripe', 'npm test pool']) {
      for (const mode of ['fts', 'vector', 'hybrid'] as const) {
        const ids = (index: SearchIndex) => index.search({ query, mode, limit: 10, queryVector: embedder.embed(query), nowMs: NOW }).map((hit) => [hit.record.id, hit.score.toFixed(12)]);
        expect(ids(backward), `${mode}: ${query}`).toEqual(ids(forward));
      }
    }
  });
});

describe('compact full-text index', () => {
  it('restores an index that answers exactly as the original and as MiniSearch’s own loader', async () => {
    const index = await indexOf(Object.values(events));
    const compact = compactFullTextIndex(index.fts);
    const restored = loadCompactIndex({ meta: JSON.parse(JSON.stringify(compact.meta)), documents: compact.documents, postings: compact.postings });
    const viaMiniSearch = loadFullTextIndex(JSON.parse(JSON.stringify(index.fts)));
    for (const query of ['ledger mongodb', 'webhook', 'pool ts', 'flaky database parallel', 'npm']) {
      const run = (fts: typeof index.fts) => fts.search(query).map((r) => [r.id, r.score]);
      expect(run(restored)).toEqual(run(index.fts));
      expect(run(viaMiniSearch)).toEqual(run(index.fts));
    }
    // Documents can still be added after a restore.
    restored.add({ n: 99, record: { ...index.records.get(0), content: 'zanzibar' } });
    expect(restored.search('zanzibar').map((r) => r.id)).toEqual([99]);
  });

  it('refuses postings that do not add up', async () => {
    const index = await indexOf([events.postgres]);
    const compact = compactFullTextIndex(index.fts);
    expect(() => loadCompactIndex({ ...compact, postings: compact.postings.subarray(0, compact.postings.length - 1) })).toThrow(/do not add up/);
  });
});

describe('foldCorrections', () => {
  it('keeps the latest edit, ignores a retracted edit, and lets a later unpin win', () => {
    const target = 'T'.padEnd(26, '0');
    const corrections = foldCorrections([
      { eventId: '01A'.padEnd(26, '0'), type: 'memory_edited', refs: [target] },
      { eventId: '01B'.padEnd(26, '0'), type: 'memory_edited', refs: [target] },
      { eventId: '01C'.padEnd(26, '0'), type: 'memory_retracted', refs: ['01B'.padEnd(26, '0')] },
      { eventId: '01D'.padEnd(26, '0'), type: 'memory_pinned', refs: [target], pinned: true },
      { eventId: '01E'.padEnd(26, '0'), type: 'memory_pinned', refs: [target], pinned: false },
    ]);
    expect(corrections.current.get(target)).toBe('01A'.padEnd(26, '0'));
    expect(corrections.pinned.has(target)).toBe(false);
    expect(corrections.removed.has(target)).toBe(false);
  });
});

describe('selectRelevant (the prompt hook’s bar)', () => {
  it('returns the memory a prompt is about, and nothing for an unrelated prompt', async () => {
    const index = await indexOf(Object.values(events));
    const about = selectRelevant(index, 'the stripe webhook keeps failing signature checks again', embedder.embed('the stripe webhook keeps failing signature checks again'), { nowMs: NOW });
    expect(about.map((hit) => hit.record.content)).toEqual([events.webhook.content]);
    const unrelated = 'write a haiku about autumn leaves';
    expect(selectRelevant(index, unrelated, embedder.embed(unrelated), { nowMs: NOW })).toEqual([]);
  });

  it('never offers activity (edits, commands), only memories', async () => {
    const index = await indexOf(Object.values(events));
    const hits = selectRelevant(index, 'npm test and src/db/pool.ts', embedder.embed('npm test and src/db/pool.ts'), { nowMs: NOW });
    expect(hits.filter((hit) => ['file_modified', 'command_run'].includes(hit.record.type))).toEqual([]);
  });
});

describe('termRarity', () => {
  it('reads document frequencies that agree with counting the records that contain each term', async () => {
    const { termRarity } = await import('../../../src/search/fts.js');
    const index = await indexOf(Object.values(events));
    const total = index.records.length;
    // Index terms are stemmed: 'stripe' is indexed as 'strip'.
    const rarity = termRarity(index.fts, ['ledger', 'strip', 'zzz']);
    const df = (term: string) => index.fts.search(term, { fields: ['content', 'detail'] }).length;
    expect(rarity.get('ledger')).toBeCloseTo(Math.log(1 + (total - df('ledger') + 0.5) / (df('ledger') + 0.5)), 10);
    expect(df('ledger')).toBe(2);
    expect(rarity.get('strip')).toBeCloseTo(Math.log(1 + (total - 1 + 0.5) / 1.5), 10);
    expect(rarity.get('zzz')).toBe(0);
  });
});
