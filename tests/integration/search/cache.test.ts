import {
  appendFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { projectPaths } from '../../../src/events/paths.js';
import { listEventFiles } from '../../../src/events/store.js';
import { IndexDeferredError, openSearchIndex } from '../../../src/search/cache.js';
import { searchCacheDir } from '../../../src/events/paths.js';
import { builtinEmbedder } from '../../../src/search/embedders/load.js';
import type { Embedder } from '../../../src/search/vectors.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { commitAll, git, tempDir, tempRepo } from '../../helpers/repo.js';

async function initialised(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  return root;
}

async function remember(root: string, text: string): Promise<void> {
  expect((await cortex(root, ['remember', text])).code).toBe(0);
}

async function found(root: string, query: string, ...options: string[]): Promise<string[]> {
  const result = await cortex(root, ['search', query, '--json', ...options]);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { results: { content: string }[] }).results.map(
    (hit) => hit.content,
  );
}

const open = (root: string, report?: (message: string) => void) =>
  openSearchIndex(projectPaths(root), {
    embedder: builtinEmbedder(),
    ...(report ? { report } : {}),
  });

describe('search caches', () => {
  it('are built on first use, then used as they are while the log is unchanged', async () => {
    const root = await initialised();
    await remember(root, 'The ledger uses PostgreSQL because transfers need transactions');
    expect((await open(root)).state).toBe('rebuilt');
    expect((await open(root)).state).toBe('warm');
    expect(readdirSync(searchCacheDir(projectPaths(root))).sort()).toEqual([
      'index.bin',
      expect.stringMatching(/^vectors-builtin-.*\.bin$/),
    ]);
  });

  it('take in what was appended, reading only the new lines', async () => {
    const root = await initialised();
    await remember(root, 'The ledger uses PostgreSQL because transfers need transactions');
    expect(await found(root, 'postgresql')).toHaveLength(1);
    await remember(root, 'Webhook handlers must be idempotent: Stripe delivers events twice');
    const opened = await open(root);
    expect(opened.state).toBe('appended');
    expect(opened.index.records.slice(0).map((record) => record.content)).toContain(
      'Webhook handlers must be idempotent: Stripe delivers events twice',
    );
    expect(await found(root, 'idempotent webhook')).toEqual([
      'Webhook handlers must be idempotent: Stripe delivers events twice',
    ]);
    // The delta is folded into the next reads without re-reading the log.
    expect((await open(root)).state).toBe('warm');
  });

  it('see memories another writer added, after a pull', async () => {
    const origin = await initialised();
    await remember(origin, 'Deploys run migrations once in a release command');
    commitAll(origin, 'memory');
    const clone = tempDir('cortex-clone-');
    git(clone, 'clone', '-q', origin, '.');
    git(clone, 'config', 'user.email', 'other@example.com');
    git(clone, 'config', 'user.name', 'Other');
    expect(await found(clone, 'migrations')).toEqual([
      'Deploys run migrations once in a release command',
    ]);

    await remember(origin, 'Rate limits live in Redis with a sliding window');
    commitAll(origin, 'more memory');
    git(clone, 'pull', '-q', '--no-rebase', 'origin', 'main');
    expect(await found(clone, 'rate limits redis')).toEqual([
      'Rate limits live in Redis with a sliding window',
    ]);
  });

  it('are rebuilt when an event file is rewritten, so nothing stale is found', async () => {
    const root = await initialised();
    await remember(root, 'Use MongoDB for the session store');
    expect(await found(root, 'mongodb')).toHaveLength(1);
    const [file] = listEventFiles(projectPaths(root));
    const event = testEvent({ key: 'replacement', content: 'Use Redis for the session store' });
    // Same size or larger, same path: only the hash of what was read before can tell.
    writeFileSync(file!, serializeEvent(event) + '\n' + ' '.repeat(200) + '\n');
    const opened = await open(root);
    expect(opened.state).toBe('rebuilt');
    expect(await found(root, 'mongodb')).toEqual([]);
    expect(await found(root, 'redis session')).toEqual(['Use Redis for the session store']);
  });

  it('are rebuilt when a checkout removes event files', async () => {
    const root = await initialised();
    await remember(root, 'Main branch fact about caching');
    commitAll(root, 'main memory');
    git(root, 'checkout', '-q', '-b', 'feature');
    await remember(root, 'Feature branch fact about caching');
    commitAll(root, 'feature memory');
    expect(await found(root, 'caching')).toHaveLength(2);
    git(root, 'checkout', '-q', 'main');
    // The cached index holds this work tree's log only…
    expect((await open(root)).index.records.slice(0).map((record) => record.content)).toEqual([
      'Main branch fact about caching',
    ]);
    // …and search adds what the feature branch has not merged yet, labelled as such.
    const text = await cortex(root, ['search', 'caching']);
    expect(text.stdout).toContain('(on feature, not merged)');
  });

  it('leave a line being written for later, then read it once complete', async () => {
    const root = await initialised();
    await remember(root, 'First fact about queues');
    await open(root);
    const [file] = listEventFiles(projectPaths(root));
    const line = serializeEvent(testEvent({ key: 'torn', content: 'Second fact about queues' }));
    appendFileSync(file!, line.slice(0, 40));
    expect((await open(root)).index.records).toHaveLength(1);
    appendFileSync(file!, line.slice(40) + '\n');
    expect((await open(root)).index.records.slice(0).map((record) => record.content)).toEqual([
      'First fact about queues',
      'Second fact about queues',
    ]);
  });

  it('are not trusted when damaged: a truncated index and a corrupted vector file are rebuilt', async () => {
    const root = await initialised();
    await remember(root, 'Tokens expire after fifteen minutes');
    await open(root);
    const dir = searchCacheDir(projectPaths(root));
    truncateSync(join(dir, 'index.bin'), 100);
    const vectorFile = readdirSync(dir).find((name) => name.startsWith('vectors-'))!;
    const bytes = readFileSync(join(dir, vectorFile));
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
    writeFileSync(join(dir, vectorFile), bytes);

    const reports: string[] = [];
    const opened = await open(root, (message) => reports.push(message));
    expect(opened.state).toBe('rebuilt');
    expect(reports.join('\n')).toMatch(
      /index cache unusable \(\d+ bytes where the header says \d+/,
    );
    expect(reports.join('\n')).toMatch(/vector cache unusable \(checksum mismatch/);
    expect(await found(root, 'tokens expire')).toEqual(['Tokens expire after fifteen minutes']);
    // And the rebuilt caches are good again.
    const again: string[] = [];
    expect((await open(root, (message) => again.push(message))).state).toBe('warm');
    expect(again).toEqual([]);
  });

  it('rebuild an index of an older format rather than misread it, and keep its vectors', async () => {
    const root = await initialised();
    await remember(root, 'Invoices are numbered per tenant without gaps');
    await open(root);
    const dir = searchCacheDir(projectPaths(root));
    // Format 2 held no record origins: it is not to be read as format 3.
    const bytes = readFileSync(join(dir, 'index.bin'));
    bytes.writeUInt32LE(2, 4);
    writeFileSync(join(dir, 'index.bin'), bytes);
    const reports: string[] = [];
    const counting = builtinEmbedder();
    let embedded = 0;
    const embedder: Embedder = {
      name: counting.name,
      dimensions: counting.dimensions,
      embedQuery: (text) => counting.embedQuery(text),
      embedDocuments: (texts) => {
        embedded += texts.length;
        return counting.embedDocuments(texts);
      },
    };
    const opened = await openSearchIndex(projectPaths(root), {
      embedder,
      report: (message) => reports.push(message),
    });
    expect(opened.state).toBe('rebuilt');
    expect(reports.join('\n')).toMatch(
      /index cache unusable \(cache format 2, this cortex writes 3\)/,
    );
    expect(embedded).toBe(0);
    expect(opened.index.originsOf({ position: 0, record: opened.index.records.get(0) })).toEqual([
      {
        file: expect.stringMatching(/^\.cortex\/events\/.*\.ndjson$/),
        author: 'dev@example.com',
        memory: true,
      },
    ]);
  });

  it('re-embed everything when the embedder changes, and keep working without one', async () => {
    const root = await initialised();
    await remember(root, 'The nightly job reads Parquet with DuckDB');
    await open(root);
    writeFileSync(
      join(root, '.cortex/config.json'),
      JSON.stringify({ search: { embedder: 'none' } }),
    );
    const keywords = await cortex(root, ['search', 'duckdb parquet', '--json']);
    expect(keywords.stderr).toContain('searching by keywords only: search.embedder is "none"');
    expect(JSON.parse(keywords.stdout).results).toHaveLength(1);
    const vector = await cortex(root, ['search', 'duckdb', '--mode', 'vector']);
    expect(vector.code).toBe(1);
    expect(vector.stderr).toContain('vector search needs an embedder');
  });

  it('show a progress bar on a terminal while rebuilding', async () => {
    const root = await initialised();
    await remember(root, 'Some fact worth indexing');
    const result = await cortex(root, ['search', 'fact'], { tty: true });
    expect(result.stderr).toMatch(/\rindexing memory +\[#+\] 100%/);
    const quiet = await cortex(root, ['search', 'fact', '--rebuild']);
    expect(quiet.stderr).toBe('');
  });

  it('group repeats across what the cache holds and what was appended since, and fold them into one file later', async () => {
    const root = await initialised();
    const [file] = await (async () => {
      await remember(root, 'Migrations run once per release');
      return listEventFiles(projectPaths(root));
    })();
    const run = (n: number) =>
      serializeEvent(
        testEvent({
          type: 'command_run',
          key: `migrate-${n}`,
          ts: new Date(Date.parse('2026-11-20T10:00:00Z') + n * 60_000).toISOString(),
          content: 'Ran `npm run migrate`: Apply the migrations',
          data: { command: 'npm run migrate' },
        }),
      );
    appendFileSync(file!, [1, 2, 3].map(run).join('\n') + '\n');
    expect((await open(root)).index.groups.groupCount).toBe(2);
    // Appended after the cache was written: they join the group restored from it.
    appendFileSync(file!, [4, 5].map(run).join('\n') + '\n');
    const appended = await open(root);
    expect(appended.state).toBe('appended');
    expect(appended.index.groups.groupCount).toBe(2);
    const hits = appended.index.search({
      query: 'npm run migrate',
      mode: 'fts',
      limit: 10,
      nowMs: Date.parse('2026-12-01T00:00:00Z'),
    });
    // Five runs, one result: the newest.
    expect(
      hits.filter((hit) => hit.record.type === 'command_run').map((hit) => hit.record.id),
    ).toEqual([testEvent({ key: 'migrate-5', ts: '2026-11-20T10:05:00.000Z' }).id]);
    // A delta grown past its share is folded into index.bin, repeats still grouped.
    appendFileSync(file!, Array.from({ length: 1100 }, (_, i) => run(10 + i)).join('\n') + '\n');
    expect((await open(root)).state).toBe('appended');
    expect(readdirSync(searchCacheDir(projectPaths(root)))).not.toContain('delta.bin');
    const folded = await open(root);
    expect(folded.state).toBe('warm');
    expect(folded.index.groups.groupCount).toBe(2);
    expect(folded.index.records).toHaveLength(1 + 5 + 1100);
  });

  it('apply a correction appended after the cache was written, and one that waited for what it corrects', async () => {
    const root = await initialised();
    await remember(root, 'Sessions are stored in Redis');
    const [file] = listEventFiles(projectPaths(root));
    const target = testEvent({ key: 'elsewhere', content: 'Queues are stored in SQS' });
    // A replacement of something another writer has not shared yet: it waits, and shows nothing.
    const replacement = testEvent({
      type: 'memory_superseded',
      key: 'replace',
      refs: [target.id],
      content: 'Queues are stored in Redis streams',
      ts: '2026-11-21T10:00:00.000Z',
    });
    appendFileSync(file!, serializeEvent(replacement) + '\n');
    expect(await found(root, 'queues')).toEqual([]);
    // The other writer's file arrives (a pull): the replacement now stands, and what it replaced does not.
    writeFileSync(
      join(root, '.cortex/events', 'other-writer.ndjson'),
      serializeEvent(target) + '\n',
    );
    expect(await found(root, 'queues')).toEqual(['Queues are stored in Redis streams']);
    const [sessions] = (await open(root)).index.search({
      query: 'sessions redis',
      mode: 'fts',
      limit: 1,
      nowMs: Date.now(),
    });
    expect((await cortex(root, ['forget', sessions!.record.id.slice(10, 18)])).code).toBe(0);
    expect(await found(root, 'sessions redis')).toEqual(['Queues are stored in Redis streams']);
  });

  it('keep the vectors of texts already embedded when the index is rebuilt', async () => {
    const root = await initialised();
    await remember(root, 'Tokens expire after fifteen minutes');
    await remember(root, 'Refresh tokens rotate on every use');
    const embedded: string[] = [];
    const builtin = builtinEmbedder();
    const counting: Embedder = {
      ...builtin,
      embedQuery: (text) => builtin.embedQuery(text),
      embedDocuments: (texts) => (embedded.push(...texts), builtin.embedDocuments(texts)),
    };
    const openCounting = () => openSearchIndex(projectPaths(root), { embedder: counting });
    await openCounting();
    expect(embedded).toHaveLength(2);
    // Rewriting a file (here: its lines reordered, one added) forces a full rebuild of the index; only the new text is embedded.
    const [file] = listEventFiles(projectPaths(root));
    const lines = readFileSync(file!, 'utf8').trim().split('\n').reverse();
    writeFileSync(
      file!,
      [
        ...lines,
        serializeEvent(testEvent({ key: 'new', content: 'Access tokens are signed with EdDSA' })),
      ].join('\n') + '\n',
    );
    const rebuilt = await openCounting();
    expect(rebuilt.state).toBe('rebuilt');
    expect(rebuilt.index.records).toHaveLength(3);
    expect(embedded).toEqual([
      'Tokens expire after fifteen minutes',
      'Refresh tokens rotate on every use',
      'Access tokens are signed with EdDSA',
    ]);
  });

  it('write the same index when a large rebuild keeps its records in a file, and search it the same', async () => {
    const root = await initialised();
    await remember(root, 'The first memory, whose file the others join');
    const [file] = listEventFiles(projectPaths(root));
    const topics = [
      'ledger transactions',
      'webhook retries',
      'cache invalidation',
      'token expiry',
      'flaky fixtures',
    ];
    // Records of every size, some larger than the block the spilled records are written in.
    const events = Array.from({ length: 400 }, (_, n) =>
      testEvent({
        key: `spill-${n}`,
        content: `Fact ${n} about ${topics[n % topics.length]}: ${'détail '.repeat(n % 97 === 3 ? 140_000 : (n * 37) % 300)}`,
      }),
    );
    appendFileSync(file!, events.map((event) => serializeEvent(event)).join('\n') + '\n');
    const dir = searchCacheDir(projectPaths(root));
    const openWith = (spillLinesAbove: number) =>
      openSearchIndex(projectPaths(root), { embedder: builtinEmbedder(), spillLinesAbove });
    const search = (opened: Awaited<ReturnType<typeof openWith>>) =>
      opened.index
        .search({
          query: 'webhook retries',
          mode: 'fts',
          limit: 20,
          nowMs: Date.parse('2026-12-01T00:00:00Z'),
        })
        .map((hit) => hit.record.content);

    const held = await openWith(Number.POSITIVE_INFINITY);
    const heldBytes = readFileSync(join(dir, 'index.bin'));
    rmSync(dir, { recursive: true });
    const spilled = await openWith(0);
    expect(spilled.state).toBe('rebuilt');
    expect(readFileSync(join(dir, 'index.bin')).equals(heldBytes)).toBe(true);
    expect(search(spilled)).toHaveLength(20);
    expect(search(spilled)).toEqual(search(held));
    // Position 4: the seed memory comes first. Event 3 is larger than a block (1 MiB), within what a line may hold (1,000,000 characters).
    expect(spilled.index.records.get(4).content).toBe(events[3]!.content);
    // Nothing is left behind, and the written index opens warm.
    expect(readdirSync(dir).filter((name) => name.startsWith('lines.'))).toEqual([]);
    expect((await openWith(0)).state).toBe('warm');
  });

  it('leave a cold index to the background for a caller on a budget once the log, over all its files, is larger than it', async () => {
    const root = await initialised();
    const paths = projectPaths(root);
    // Ten writers' files of about 1 KiB each, in two months: none is over the budget alone, all of them are.
    for (let i = 0; i < 10; i++) {
      const month = i < 5 ? '2026-10' : '2026-11';
      const event = testEvent({
        key: `w${i}`,
        ts: `${month}-0${1 + (i % 5)}T10:00:00.000Z`,
        content: `writer ${i} note ${'detail '.repeat(140)}`,
      });
      mkdirSync(join(paths.eventsDir, month), { recursive: true });
      writeFileSync(join(paths.eventsDir, month, `w${i}.ndjson`), serializeEvent(event) + '\n');
    }
    const logBytes = listEventFiles(paths).reduce((sum, file) => sum + statSync(file).size, 0);
    const withBudget = (maxReadBytes: number) =>
      openSearchIndex(paths, { embedder: null, budget: { maxReadBytes, maxEmbed: 1000 } });
    await expect(withBudget(logBytes - 1)).rejects.toThrow(IndexDeferredError);
    await expect(withBudget(logBytes - 1)).rejects.toThrow('no index yet');
    const opened = await withBudget(logBytes);
    expect(opened.state).toBe('rebuilt');
    expect(opened.index.records.length).toBe(10);
  });
});
