import { readFileSync, readdirSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  fieldText,
  fieldTexts,
  itemFromEvent,
  textKey,
  type SearchRecord,
} from '../../../src/search/documents.js';
import { FullTextIndex } from '../../../src/search/fts.js';
import {
  DEFAULT_FTS_SETTINGS,
  INDEX_FIELDS,
  type FtsSettings,
} from '../../../src/config/search-settings.js';
import { indexTerm, splitWords } from '../../../src/search/terms.js';
import { parseHistory } from '../../../eval/history.js';

/** Every record of the evaluation's synthetic histories: realistic text, with many repeats. */
function evalRecords(): SearchRecord[] {
  const dir = new URL('../../../eval/sets/synthetic/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) => parseHistory(file, readFileSync(new URL(file, dir), 'utf8')).events)
    .map((event) => itemFromEvent(event, () => undefined).record)
    .filter((record): record is SearchRecord => record !== undefined);
}

/** MiniSearch over the same records, one document per record: the reference cortex's ranking reproduces. */
function miniSearchOf(
  records: readonly SearchRecord[],
): MiniSearch<{ n: number; record: SearchRecord }> {
  const index = new MiniSearch<{ n: number; record: SearchRecord }>({
    idField: 'n',
    fields: [...INDEX_FIELDS],
    extractField: (doc, field) =>
      field === 'n' ? doc.n : fieldText(doc.record, field as (typeof INDEX_FIELDS)[number]),
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term) ?? null,
  });
  records.forEach((record, n) => index.add({ n, record }));
  return index;
}

/** cortex's index over the same records, duplicates grouped; returns the index and each record's document. */
function cortexOf(records: readonly SearchRecord[]): {
  index: FullTextIndex;
  documentOf: number[];
} {
  const index = new FullTextIndex();
  const byKey = new Map<string, number>();
  const documentOf = records.map((record) => {
    const key = textKey(record);
    const known = byKey.get(key);
    if (known !== undefined) {
      index.addRecord(known);
      return known;
    }
    const document = index.addDocument(fieldTexts(record));
    byKey.set(key, document);
    return document;
  });
  return { index, documentOf };
}

const QUERIES = [
  'webhook signature stripe',
  'why did we reject the retry queue',
  'npm test',
  'customer charged twice after the app retried',
  'postgres postgres migration lock',
  'MiniSearch parseEventLine src/app.ts',
  'flaky tests database parallel fixtures',
  'the of and', // stop words only
  'zzzzqqq',
];

function compare(
  records: readonly SearchRecord[],
  settings: FtsSettings,
  options: Parameters<MiniSearch['search']>[1],
): void {
  const reference = miniSearchOf(records);
  const { index, documentOf } = cortexOf(records);
  for (const query of QUERIES) {
    const expected = new Map(
      reference.search(query, options).map((result) => [result.id as number, result.score]),
    );
    const result = index.search(query, settings);
    for (let n = 0; n < records.length; n++) {
      const score = result.scores[documentOf[n]!]!;
      const want = expected.get(n) ?? 0;
      expect(
        Math.abs(score - want),
        `${query}: record ${n} scores ${score}, MiniSearch ${want}`,
      ).toBeLessThanOrEqual(1e-9 * Math.max(1, want));
    }
    expect(result.documents.length).toBe(
      new Set([...expected.keys()].map((n) => documentOf[n])).size,
    );
  }
}

describe('FullTextIndex.search', () => {
  const records = evalRecords();

  it('scores every record as MiniSearch does (BM25+, boosts, repeated query terms), duplicates grouped', () => {
    const documents = new Set(records.map(textKey)).size;
    expect(documents).toBeLessThan(records.length * 0.8); // the histories repeat themselves, as real logs do
    compare(records, DEFAULT_FTS_SETTINGS, {
      boost: DEFAULT_FTS_SETTINGS.boosts,
      bm25: DEFAULT_FTS_SETTINGS.bm25,
      combineWith: 'OR',
    });
  });

  it('scores prefix matches as MiniSearch does', () => {
    const settings = { ...DEFAULT_FTS_SETTINGS, prefixMinLength: 4, prefixWeight: 0.4 };
    compare(records, settings, {
      boost: settings.boosts,
      bm25: settings.bm25,
      combineWith: 'OR',
      prefix: (term) => term.length >= 4,
      weights: { fuzzy: 0.1, prefix: 0.4 },
    });
  });

  it('answers the same after freezing, and after adding to a frozen index', () => {
    const half = Math.floor(records.length / 2);
    const whole = cortexOf(records).index;
    const first = cortexOf(records.slice(0, half));
    const frozen = first.index.freeze();
    const counts = new Int32Array(first.index.documentCount);
    for (const document of first.documentOf) counts[document]!++;
    // A restored index, then the second half added as the live part (repeats join frozen documents).
    const restored = new FullTextIndex(frozen, counts);
    const byKey = new Map(
      records.slice(0, half).map((record, n) => [textKey(record), first.documentOf[n]!]),
    );
    const documentOf = [...first.documentOf];
    for (const record of records.slice(half)) {
      const key = textKey(record);
      const known = byKey.get(key);
      if (known !== undefined) restored.addRecord(known);
      else byKey.set(key, restored.addDocument(fieldTexts(record)));
      documentOf.push(byKey.get(key)!);
    }
    const wholeDocuments = cortexOf(records).documentOf;
    const refrozen = new FullTextIndex(
      restored.freeze(),
      (() => {
        const c = new Int32Array(restored.documentCount);
        for (const document of documentOf) c[document]!++;
        return c;
      })(),
    );
    for (const query of QUERIES) {
      const expected = whole.search(query, DEFAULT_FTS_SETTINGS);
      for (const index of [restored, refrozen]) {
        const got = index.search(query, DEFAULT_FTS_SETTINGS);
        records.forEach((_, n) =>
          expect(got.scores[documentOf[n]!]).toBeCloseTo(expected.scores[wholeDocuments[n]!]!, 10),
        );
      }
    }
  });

  it('counts document frequency in records: rarity agrees with counting records', () => {
    const { index } = cortexOf(records);
    const containing = (term: string) =>
      records.filter((record) =>
        ['content', 'detail'].some((field) =>
          splitWords(fieldText(record, field as 'content')).some(
            (word) => indexTerm(word) === term,
          ),
        ),
      ).length;
    for (const term of ['webhook', 'test', 'zzz']) {
      const df = containing(term);
      const rarity = index.termRarity([term]).get(term)!;
      expect(rarity).toBeCloseTo(
        df === 0 ? 0 : Math.log(1 + (records.length - df + 0.5) / (df + 0.5)),
        10,
      );
    }
  });
});
