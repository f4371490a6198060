/**
 * The provenance labels of MCP search results (who recorded a memory, who committed it, and
 * the mark of an author the briefing does not trust) are made from what the search index
 * read of each memory, not from a read of the whole log. They must be the labels the memory
 * view gives the same memories (`recent` lists them, labelled from the log's digest): in a
 * real repository with several committers, an id collision, a copied id, one id added by two
 * trusted people, an edit, another branch's and another worktree's memories, an uncommitted
 * one, settings changed between calls, and git unable to say who committed what.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortId } from '../../../src/events/id.js';
import { recentTool, searchTool, type McpEnvironment } from '../../../src/mcp/handlers.js';
import { openProject } from '../../../src/memory/open.js';
import { HeldSearch } from '../../../src/search/held.js';
import { cortex } from '../../helpers/cli.js';
import {
  advisory,
  commitEvents,
  EXPECTED,
  labels,
  pending,
  QUERIES,
  retries,
  stampsAlice,
  teamRepository,
  trust,
  TRUSTED,
  workspaces,
} from '../../helpers/labels.js';
import { git, tempRepo } from '../../helpers/repo.js';

function environment(root: string, problems: string[], heldSearch?: HeldSearch): McpEnvironment {
  return {
    cwd: root,
    env: {},
    now: () => new Date('2026-11-21T12:00:00.000Z'),
    entropy: () => randomBytes(10),
    log: (message) => problems.push(message),
    ...(heldSearch ? { heldSearch } : {}),
  };
}

/**
 * Searches for every query through the MCP handler and compares each result's label with the
 * memory view's label of the same memory (from `recent`). Returns the labels search gave.
 */
async function compareWithView(env: McpEnvironment): Promise<Map<string, string>> {
  const view = labels(recentTool(env, { limit: 100 }));
  const searched = new Map<string, string>();
  for (const query of QUERIES) {
    for (const [id, label] of labels(await searchTool(env, { query, limit: 20, all: true }))) {
      searched.set(id, label);
      if (view.has(id)) expect({ id, query, label }).toEqual({ id, query, label: view.get(id) });
    }
  }
  return searched;
}

/** Each memory's label as expected, among those search gave. */
function expectLabels(
  searched: ReadonlyMap<string, string>,
  expected: ReadonlyMap<string, string>,
): void {
  for (const [id, label] of expected)
    expect({ id, label: searched.get(shortId(id)) }).toEqual({ id, label });
}

describe('MCP search labels', () => {
  it('are the memory view’s labels for the same memories, from the flat index, its delta and a held index', async () => {
    const { root, worktree } = await teamRepository();
    const problems: string[] = [];
    const env = environment(root, problems);

    // A cold index (rebuilt from the log), then warm from index.bin.
    const cold = await compareWithView(env);
    expectLabels(cold, EXPECTED);
    // Activity is found, but carries no label; this user's uncommitted memory is theirs.
    expect([...cold].find(([, label]) => label === 'unlabelled')).toBeDefined();
    expect([...cold.values()]).toContain('recorded as dev@example.com');
    expectLabels(await compareWithView(env), EXPECTED);

    // A copy added later (in a file that sorts first) to the delta: carol's copy of alice's decision.
    commitEvents(root, '0-carol.ndjson', [advisory], 'carol@example.com');
    const withCopy = new Map([
      ...EXPECTED,
      [advisory.id, 'recorded as alice@example.com, committed by carol@example.com [untrusted]'],
    ]);
    expectLabels(await compareWithView(env), withCopy);
    // Read back from the delta cache.
    expectLabels(await compareWithView(env), withCopy);

    // A held index (the server's), kept current as the log grows.
    const project = openProject(root, 'mcp', {});
    const held = new HeldSearch(project, {}, (message) => problems.push(message));
    await held.start();
    try {
      const heldEnv = environment(root, problems, held);
      expectLabels(await compareWithView(heldEnv), withCopy);
      // The forger now copies bob's workspaces decision too, after the index was opened.
      commitEvents(root, '00-mallory.ndjson', [workspaces], 'mallory@example.com', true);
      const grown = new Map([
        ...withCopy,
        [
          workspaces.id,
          'recorded as bob@example.com, committed by mallory@example.com [untrusted]',
        ],
      ]);
      expectLabels(await compareWithView(heldEnv), grown);

      // Trust is read on every call: carol trusted now, her copies no longer marked (and where
      // every committer is trusted, the first file in the log's order names the one shown).
      trust(root, [...TRUSTED, 'carol@example.com']);
      const trusting = await compareWithView(heldEnv);
      expect(trusting.get(shortId(retries.id))).toBe('by bob@example.com');
      expect(trusting.get(shortId(advisory.id))).toBe(
        'recorded as alice@example.com, committed by carol@example.com',
      );

      // The other worktree commits its memory: labelled with who committed it there.
      git(worktree, 'add', '-A');
      git(worktree, '-c', 'user.email=erin@example.com', 'commit', '-qm', 'spike notes');
      expect((await compareWithView(heldEnv)).get(shortId(pending.id))).toBe(
        'by erin@example.com [untrusted]',
      );
    } finally {
      await held.close();
    }
    expect(problems).toEqual([]);
  });

  it('trust nothing git cannot vouch for when git cannot say who committed the event files', async () => {
    const root = tempRepo();
    await cortex(root, ['init']);
    commitEvents(root, 'alice.ndjson', [advisory, stampsAlice], 'alice@example.com');
    expect(
      (
        await cortex(root, [
          'remember',
          '--type',
          'decision',
          'Keep the changelog beside the billing code',
        ])
      ).code,
    ).toBe(0);
    trust(root, TRUSTED);
    // git cannot read its objects now: who added each file is unknown (and not cached yet).
    rmSync(join(root, '.cortex/local/event-adders.json'), { force: true });
    renameSync(join(root, '.git/objects'), join(root, '.git/objects-away'));
    try {
      const searched = await compareWithView(environment(root, []));
      expect(searched.get(shortId(advisory.id))).toBe('recorded as alice@example.com [untrusted]');
      expect([...searched.values()]).toContain('recorded as dev@example.com [untrusted]');
    } finally {
      renameSync(join(root, '.git/objects-away'), join(root, '.git/objects'));
    }
  });
});
