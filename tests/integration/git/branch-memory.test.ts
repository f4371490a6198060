import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPaths } from '../../../src/events/paths.js';
import { readBranchMemory, readBranchTips } from '../../../src/git/branch-memory.js';
import { findRepo } from '../../../src/git/plumbing/repo.js';
import { readMemoryView } from '../../../src/projections/memory-view.js';
import { cortex } from '../../helpers/cli.js';
import { connectMcp } from '../../helpers/mcp.js';
import { commitAll, git, tempDir, tempRepo } from '../../helpers/repo.js';

const LESSON_A = 'The ledger parser needs the BOM stripped before the first field';
const LESSON_WT = 'Payee rules are matched case-insensitively since the March exports';

async function remember(cwd: string, text: string, type = 'learned'): Promise<void> {
  const result = await cortex(cwd, ['remember', '--type', type, text]);
  expect(result.code, result.stderr).toBe(0);
}

async function brief(cwd: string, args: string[] = []): Promise<string> {
  const result = await cortex(cwd, ['brief', ...args]);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** main with cortex set up; branch A with a committed lesson; a second worktree with an uncommitted one; B checked out. */
async function clone(): Promise<{ root: string; worktree: string }> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  await remember(root, 'Amounts are stored as integer cents', 'decision');
  commitAll(root, 'start');
  git(root, 'checkout', '-q', '-b', 'feature/a');
  await remember(root, LESSON_A);
  await remember(root, 'Parse the ledger with a streaming reader', 'decision');
  commitAll(root, 'lesson on a');
  git(root, 'checkout', '-q', 'main');
  const worktree = join(tempDir('cortex-wt-'), 'wt');
  git(root, 'worktree', 'add', '-q', '-b', 'feature/wt', worktree, 'main');
  await remember(worktree, LESSON_WT);
  git(root, 'checkout', '-q', '-b', 'feature/b');
  return { root, worktree };
}

describe('memory across local branches and worktrees (real git)', () => {
  it('gives branch B, for a task, a lesson committed on unmerged branch A and one left uncommitted in another worktree, each labelled', async () => {
    const { root } = await clone();
    const text = await brief(root, [
      '--task',
      'the ledger parser: BOM, payee rules matched by case, a streaming reader, amounts in cents',
    ]);
    expect(text).toContain(LESSON_A);
    expect(text).toContain(LESSON_WT);
    expect(text).toMatch(
      /The ledger parser needs the BOM stripped.*\(on `feature\/a`, not merged\)/,
    );
    expect(text).toMatch(
      /Payee rules are matched case-insensitively.*\(in another worktree on `feature\/wt`, not committed\)/,
    );
    // A decision of another branch is labelled too, never shown as this branch's.
    expect(text).toMatch(
      /Parse the ledger with a streaming reader.*\(on `feature\/a`, not merged\)/,
    );
    expect(text).not.toMatch(/Amounts are stored as integer cents.*not merged/);
  });

  it('shows each memory once after A is merged into B, unlabelled', async () => {
    const { root } = await clone();
    git(root, 'merge', '-q', '--no-ff', '-m', 'merge a', 'feature/a');
    const text = await brief(root, [
      '--task',
      'the ledger parser: BOM, payee rules matched by case, a streaming reader, amounts in cents',
    ]);
    expect(occurrences(text, LESSON_A)).toBe(1);
    expect(text).not.toMatch(/BOM stripped.*not merged/);
    expect(occurrences(text, LESSON_WT)).toBe(1);
  });

  it('gives search and brief --task the same memories as the briefing', async () => {
    const { root } = await clone();
    const search = await cortex(root, ['search', '--mode', 'fts', 'BOM ledger parser']);
    expect(search.code, search.stderr).toBe(0);
    expect(search.stdout).toContain('BOM stripped');
    expect(search.stdout).toContain('feature/a');
    const task = await brief(root, ['--task', 'strip the BOM in the ledger parser']);
    expect(task).toMatch(/BOM stripped.*\(on `feature\/a`, not merged\)/);
  });

  it('gives the MCP server the same memories, labelled', async () => {
    const { root } = await clone();
    const mcp = await connectMcp(root);
    const search = await mcp.call('search', { query: 'BOM stripped ledger parser' });
    expect(search.isError).toBe(false);
    expect(search.text).toMatch(
      /\(feature\/a, not merged; by dev@example.com\) The ledger parser needs the BOM stripped/,
    );
    const decisions = await mcp.call('decisions');
    expect(decisions.text).toContain('Parse the ledger with a streaming reader');
  });

  it('keeps cortex log to the current branch unless asked for every branch', async () => {
    const { root } = await clone();
    expect((await cortex(root, ['log', '--oneline'])).stdout).not.toContain('BOM');
    const all = await cortex(root, ['log', '--oneline', '--all-branches']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('BOM stripped');
    expect(all.stdout).toContain('case-insensitively');
  });

  it('gives tips that change when a branch, HEAD or a worktree moves, and only then', async () => {
    const { root, worktree } = await clone();
    const repo = findRepo(root)!;
    const first = readBranchTips(repo);
    expect(first.worktrees).toBe(1);
    await remember(root, 'Not committed: no tip moves');
    expect(readBranchTips(repo)).toEqual(first);
    const moves: [string, () => void][] = [
      ['a commit here', () => commitAll(root, 'here')],
      [
        'a commit in the other worktree',
        () => git(worktree, 'commit', '-q', '--allow-empty', '-m', 'there'),
      ],
      ['a new branch', () => git(root, 'branch', 'feature/c')],
      ['a branch deleted', () => git(root, 'branch', '-q', '-D', 'feature/c')],
      [
        'another checkout in the worktree',
        () => git(worktree, 'checkout', '-q', '-b', 'feature/wt2'),
      ],
    ];
    let before = readBranchTips(repo).key;
    for (const [what, move] of moves) {
      move();
      const after = readBranchTips(repo).key;
      expect(after, what).not.toBe(before);
      before = after;
    }
    git(root, 'worktree', 'remove', '--force', worktree);
    expect(readBranchTips(repo).worktrees).toBe(0);
  });

  it('reads other branches from git once, then from the cache by blob id', async () => {
    const { root } = await clone();
    const repo = findRepo(root)!;
    const first = readBranchMemory(repo, projectPaths(root));
    expect(first.events.map((event) => event.content)).toEqual(
      expect.arrayContaining([LESSON_A, LESSON_WT]),
    );
    const again = readBranchMemory(repo, projectPaths(root));
    expect(again.events.map((event) => event.id).sort()).toEqual(
      first.events.map((event) => event.id).sort(),
    );
    const view = readMemoryView({ repo, paths: projectPaths(root) });
    expect([...view.elsewhere.values()].map((origin) => origin.branch).sort()).toEqual([
      'feature/a',
      'feature/a',
      'feature/wt',
    ]);
  });
});
