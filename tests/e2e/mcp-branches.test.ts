/**
 * The built `cortex mcp` server, through the MCP SDK's client, follows the clone's other
 * branches and worktrees while it runs, as `cortex search` (a fresh process each time) does:
 * a memory merged here is no longer labelled as another branch's; a branch and a worktree
 * made after the server started are searched; a branch deleted unmerged stops answering.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { shortId } from '../../src/events/id.js';
import { cortex } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { commitEvents } from '../helpers/labels.js';
import { connectMcp, type McpSession } from '../helpers/mcp.js';
import { git, tempDir, tempRepo, writeFile } from '../helpers/repo.js';

const decision = (key: string, content: string, branch: string) =>
  testEvent({
    type: 'decision_made',
    key,
    content,
    branch,
    session: `s-${key}`,
    ts: '2026-11-20T12:00:00.000Z',
  });

const blueGreen = decision(
  'blue-green',
  'Deploy the billing service blue-green behind the load balancer',
  'feature-x',
);
const canary = decision(
  'canary',
  'Release the mailer as a canary to one region first',
  'feature-y',
);
const gateway = decision('gateway', 'Spike the GraphQL gateway behind a feature flag', 'spike');

/** The result line of memory `id` among a search's results, or undefined when it is not there. */
async function resultLine(mcp: McpSession, query: string, id: string): Promise<string | undefined> {
  const result = await mcp.call('search', { query });
  expect(result.isError).toBe(false);
  return result.text.split('\n').find((line) => line.includes(` ${shortId(id)} `));
}

/**
 * Searches until the result line of `id` satisfies `wanted` (undefined: not found), for at
 * most 15 s: a change of the branches is read off the server's thread after the search
 * that noticed it, and a memory to drop reopens the index beside the one answering.
 */
async function searchUntil(
  mcp: McpSession,
  query: string,
  id: string,
  wanted: (line: string | undefined) => boolean,
): Promise<string | undefined> {
  const deadline = Date.now() + 15_000;
  let line = await resultLine(mcp, query, id);
  while (!wanted(line) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    line = await resultLine(mcp, query, id);
  }
  return line;
}

describe('cortex mcp search across branches', () => {
  it('follows merges, new branches and worktrees, and deleted branches while the server runs', async () => {
    const root = tempRepo();
    await cortex(root, ['init']);
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'cortex init');
    git(root, 'checkout', '-qb', 'feature-x');
    commitEvents(root, 'blue-green.ndjson', [blueGreen], 'dev@example.com');
    git(root, 'checkout', '-q', 'main');

    const mcp = await connectMcp(root);
    const deadline = Date.now() + 30_000;
    const state = async () =>
      (await mcp.call('status')).text.split('\n').find((line) => line.startsWith('search: ')) ?? '';
    while (!(await state()).startsWith('search: in memory') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await state()).toMatch(/^search: in memory/);

    // (1) Another branch's memory is labelled as such; once merged, the next search calls it this log's.
    expect(await resultLine(mcp, 'blue-green billing deploy', blueGreen.id)).toContain(
      '(feature-x, not merged',
    );
    git(root, 'merge', '-q', '--no-ff', '--no-edit', 'feature-x');
    const merged = await resultLine(mcp, 'blue-green billing deploy', blueGreen.id);
    expect(merged).toContain('(feature-x; by dev@example.com)');
    expect(merged).not.toContain('not merged');

    // (2) A branch made after the server started, with a memory of its own: searched, labelled.
    git(root, 'checkout', '-qb', 'feature-y');
    commitEvents(root, 'canary.ndjson', [canary], 'dev@example.com');
    git(root, 'checkout', '-q', 'main');
    expect(
      await searchUntil(mcp, 'canary release mailer', canary.id, (line) => line !== undefined),
    ).toContain('(feature-y, not merged');

    // A worktree made since, its memory not committed, then committed there.
    const worktree = join(tempDir(), 'spike');
    git(root, 'worktree', 'add', '-q', '-b', 'spike', worktree);
    writeFile(worktree, '.cortex/events/2026-11/gateway.ndjson', serializeEvent(gateway) + '\n');
    expect(
      await searchUntil(mcp, 'GraphQL gateway spike', gateway.id, (line) => line !== undefined),
    ).toContain('(spike, not committed');
    git(worktree, 'add', '-A');
    git(worktree, 'commit', '-qm', 'spike notes');
    expect(
      await searchUntil(
        mcp,
        'GraphQL gateway spike',
        gateway.id,
        (line) => line?.includes('(spike, not merged') === true,
      ),
    ).toContain('(spike, not merged');

    // (3) A branch deleted unmerged: its memory stops answering; the others still do.
    git(root, 'branch', '-qD', 'feature-y');
    expect(
      await searchUntil(mcp, 'canary release mailer', canary.id, (line) => line === undefined),
    ).toBeUndefined();
    expect(await resultLine(mcp, 'GraphQL gateway spike', gateway.id)).toContain(
      '(spike, not merged',
    );
    expect(await resultLine(mcp, 'blue-green billing deploy', blueGreen.id)).toContain(
      '(feature-x; by dev@example.com)',
    );
    expect(await state()).toMatch(/^search: in memory/);
    expect(mcp.errors).toEqual([]);
  }, 120_000);
});
