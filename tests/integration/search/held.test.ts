import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RealisticGenerator } from '../../../bench/realistic.js';
import { serializeEvent } from '../../../src/events/codec.js';
import { readProjectConfig, type Project } from '../../../src/project.js';
import { locate } from '../../../src/project.js';
import { DEFAULT_FTS_SETTINGS } from '../../../src/config/search-settings.js';
import { openSearchIndex } from '../../../src/search/cache.js';
import { HeldSearch } from '../../../src/search/held.js';
import { HeldMiniSearch } from '../../../src/search/held-minisearch.js';
import { runSearch } from '../../../src/search/service.js';
import { cortex, cortexBin } from '../../helpers/cli.js';
import { commitAll, git, tempRepo } from '../../helpers/repo.js';
import { testEvent } from '../../helpers/events.js';
import { commitEvents } from '../../helpers/labels.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { rankByFreshness, rememberedFilesOf } from '../../../src/knowledge/file-freshness.js';

const QUERIES = [
  'cache merge driver',
  'why did we reject the retry queue',
  'postgres timeout error',
  'flaky snapshot test fixture',
  'ledger idempotent webhook',
  'npm test',
];

/** A repository holding `count` benchmark events (realistic text, one file per session) and cortex. */
async function projectWithLog(count: number): Promise<{ root: string; project: Project }> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  const events = [
    ...new RealisticGenerator({ seed: 5, startMs: Date.parse('2026-10-01T08:00:00Z') }).stream(
      count,
    ),
  ];
  writeFileSync(join(root, 'log.ndjson'), events.map(serializeEvent).join('\n') + '\n');
  expect((await cortex(root, ['import', 'log.ndjson'])).code).toBe(0);
  const located = locate(root);
  if (located.kind !== 'project') throw new Error('not a project');
  return {
    root,
    project: { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths) },
  };
}

/** What `cortex search --json` returns: ids, best first. */
async function cliIds(root: string, query: string): Promise<string[]> {
  const result = await cortex(root, ['search', query, '--json', '-n', '8']);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { results: { id: string }[] }).results.map((hit) => hit.id);
}

async function heldIds(held: HeldSearch, project: Project, query: string): Promise<string[]> {
  const search = await held.current();
  expect(search, 'the held index is ready').toBeDefined();
  const hits = await runSearch(
    search!,
    { query, mode: 'hybrid', limit: 8, nowMs: Date.now() },
    project.config.search.settings,
  );
  // Both faces (the CLI and the MCP tool) then rank memories about changed or vanished files lower.
  const checked = rankByFreshness(project.repo.root, hits, (hit) => rememberedFilesOf(hit.record));
  return checked.hits.map((hit) => hit.record.id);
}

describe("HeldSearch (the MCP server's index in memory)", () => {
  it('ranks exactly as cortex search on the same queries, before and once MiniSearch scores its keywords', async () => {
    const { root, project } = await projectWithLog(2500);
    const log: string[] = [];
    const expected = new Map<string, string[]>();
    for (const query of QUERIES) expected.set(query, await cliIds(root, query));
    const held = new HeldSearch(project, {}, (message) => log.push(message));
    expect(held.ready).toBe(false);
    await held.start();
    expect(held.ready).toBe(true);
    // The worker has only started building: the flat index scores keywords.
    expect(held.miniSearchReady).toBe(false);
    expect(held.describe()).toMatch(/MiniSearch index building/);
    for (const query of QUERIES)
      expect(await heldIds(held, project, query), query).toEqual(expected.get(query));
    await held.miniSearchBuilt();
    expect(held.miniSearchReady).toBe(true);
    expect(held.describe()).toBe('in memory, keywords scored by MiniSearch (2,500 records)');
    let compared = 0;
    for (const query of QUERIES) {
      expect(await heldIds(held, project, query), query).toEqual(expected.get(query));
      compared += expected.get(query)!.length;
    }
    expect(compared).toBeGreaterThan(20);
    expect(log).toEqual([]);
    await held.close();
  });

  it('takes in what is appended, corrections included, without reopening', async () => {
    const { root, project } = await projectWithLog(500);
    const log: string[] = [];
    const held = new HeldSearch(project, {}, (message) => log.push(message));
    await held.miniSearchBuilt();
    const before = (await held.current())!;
    expect(
      (
        await cortex(root, [
          'remember',
          'Ledger webhooks must be idempotent: the payment provider delivers twice',
        ])
      ).code,
    ).toBe(0);
    const after = (await held.current())!;
    expect(after.index).toBe(before.index); // the same object: read from where it stopped
    const ids = await heldIds(held, project, 'idempotent ledger webhook');
    expect(ids).toEqual(await cliIds(root, 'idempotent ledger webhook'));
    const remembered = ids[0]!;
    expect(after.index.records.get(after.index.records.length - 1).content).toMatch(
      /^Ledger webhooks must be idempotent/,
    );
    expect((await cortex(root, ['forget', remembered, '--yes'])).code).toBe(0);
    expect(await heldIds(held, project, 'idempotent ledger webhook')).not.toContain(remembered);
    expect(held.miniSearchReady).toBe(true);
    expect(held.describe()).toMatch(/scored by MiniSearch \(501 records\)/);
    expect(log).toEqual([]);
    await held.close();
  });

  it('sees at once what another process appended, between calls that read nothing', async () => {
    const { root, project } = await projectWithLog(300);
    const held = new HeldSearch(project, {}, () => {});
    await held.miniSearchBuilt();
    const before = (await held.current())!;
    expect(await held.current()).toBe(before);
    expect(
      cortexBin(root, [
        'remember',
        'Ledger webhooks must be idempotent: the payment provider delivers twice',
      ]).code,
    ).toBe(0);
    const ids = await heldIds(held, project, 'idempotent ledger webhook');
    expect(before.index.records.get(before.index.records.length - 1).content).toMatch(
      /^Ledger webhooks must be idempotent/,
    );
    expect(ids).toEqual(await cliIds(root, 'idempotent ledger webhook'));
    expect(cortexBin(root, ['forget', ids[0]!, '--yes']).code).toBe(0);
    expect(await heldIds(held, project, 'idempotent ledger webhook')).not.toContain(ids[0]);
    await held.close();
  });

  it('answers nothing (the caller reads the flat cache) while it reopens a log rewritten under it, then agrees again', async () => {
    const { root, project } = await projectWithLog(300);
    commitAll(root, 'memory');
    git(root, 'checkout', '-q', '-b', 'other');
    expect(
      (await cortex(root, ['remember', 'Retry queue rejected: it reorders payments'])).code,
    ).toBe(0);
    commitAll(root, 'more memory');
    const held = new HeldSearch(project, {}, () => {});
    await held.start();
    expect(await heldIds(held, project, 'retry queue payments')).toEqual(
      await cliIds(root, 'retry queue payments'),
    );
    await held.miniSearchBuilt();
    expect(await heldIds(held, project, 'retry queue payments')).toEqual(
      await cliIds(root, 'retry queue payments'),
    );
    git(root, 'checkout', '-q', 'main'); // the file holding the new memory leaves the work tree
    expect(await held.current()).toBeUndefined();
    expect(held.miniSearchReady).toBe(false); // its MiniSearch index goes with it, and is built again
    await held.miniSearchBuilt();
    expect(held.miniSearchReady).toBe(true);
    const ids = await heldIds(held, project, 'retry queue payments');
    expect(ids).toEqual(await cliIds(root, 'retry queue payments'));
    await held.close();
  });
  it('follows the other branches as cortex search reads them, MiniSearch scoring the same records: a new branch, a merge, a deleted branch', async () => {
    const { root, project } = await projectWithLog(300);
    commitAll(root, 'memory');
    const log: string[] = [];
    const held = new HeldSearch(project, {}, (message) => log.push(message));
    await held.miniSearchBuilt();
    const query = 'zeppelin hangar billing';
    const branchWith = (branch: string, event: AnyEvent) => {
      git(root, 'checkout', '-q', '-b', branch);
      commitEvents(root, `${branch}.ndjson`, [event], 'dev@example.com');
      git(root, 'checkout', '-q', 'main');
    };
    /** The held index's answer once it has read the branches as they are now (a read runs off the thread, taken by the next search). */
    const settledIds = async () => {
      await held.current();
      await held.branches.settled();
      const ids = await heldIds(held, project, query);
      await held.reopened();
      return ids;
    };
    const x = testEvent({
      type: 'decision_made',
      key: 'x',
      content: 'Keep the zeppelin hangar billing in its own ledger',
      branch: 'feature-x',
    });
    branchWith('feature-x', x);
    expect(await settledIds()).toContain(x.id);
    expect(await heldIds(held, project, query)).toEqual(await cliIds(root, query));
    expect((await held.current())!.elsewhere.get(x.id)).toMatchObject({ branch: 'feature-x' });
    expect(held.miniSearchReady).toBe(true);
    expect(held.describe()).toMatch(/scored by MiniSearch \(301 records\)/);

    git(root, 'merge', '-q', '--no-ff', '--no-edit', 'feature-x');
    expect((await held.current())!.elsewhere.has(x.id)).toBe(false);
    expect(await settledIds()).toEqual(await cliIds(root, query));

    const y = testEvent({
      type: 'decision_made',
      key: 'y',
      content: 'Zeppelin hangar billing is rounded to the hour',
      branch: 'feature-y',
    });
    branchWith('feature-y', y);
    expect(await settledIds()).toContain(y.id);
    const before = (await held.current())!;
    git(root, 'branch', '-q', '-D', 'feature-y');
    // Taken by the search after the read: the index cannot drop it, so it is reopened beside.
    await settledIds();
    const after = (await held.current())!;
    expect(after.index).not.toBe(before.index);
    expect(after.elsewhere.has(y.id)).toBe(false);
    const ids = await heldIds(held, project, query);
    expect(ids).not.toContain(y.id);
    expect(ids).toContain(x.id);
    expect(ids).toEqual(await cliIds(root, query));
    await held.miniSearchBuilt();
    expect(held.miniSearchReady).toBe(true);
    expect(await heldIds(held, project, query)).toEqual(ids);
    expect(log).toEqual([]);
    await held.close();
  });
});

describe('HeldMiniSearch', () => {
  it('leaves keywords to the flat index, and says why, when its worker dies', async () => {
    const { root, project } = await projectWithLog(200);
    const worker = join(root, 'broken-worker.mjs');
    writeFileSync(worker, "throw new Error('the worker broke');\n");
    const { index } = await openSearchIndex(project.paths, { embedder: null });
    const log: string[] = [];
    const mini = HeldMiniSearch.start(
      project.paths,
      index,
      (message) => log.push(message),
      worker,
    )!;
    await mini.built;
    expect(mini.ready).toBe(false);
    expect(mini.stopped).toMatch(/the worker broke/);
    expect(await mini.scores('cache merge driver', DEFAULT_FTS_SETTINGS)).toBeUndefined();
    expect(log).toEqual([
      expect.stringMatching(
        /^the MiniSearch worker stopped: the worker broke; searches score the flat index$/,
      ),
    ]);
    await mini.close();
  });
});
