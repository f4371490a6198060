/**
 * The porcelain git of setup and doctor, through simple-git, against real repositories:
 * where the hooks live (core.hooksPath, a linked worktree), this clone's config, and
 * whether a folder is a work tree at all.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInsideWorkTree, openGitSetup } from '../../../src/setup/porcelain.js';
import {
  installGitIntegration,
  inspectGitIntegration,
  uninstallGitIntegration,
} from '../../../src/setup/git-install.js';
import { findRepo } from '../../../src/git/plumbing/repo.js';
import { commitAll, git, tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

describe('openGitSetup', () => {
  it("reads, writes and removes this clone's config, and says where git runs hooks from", async () => {
    const root = tempRepo();
    const setup = await openGitSetup(root);
    expect(await setup.getConfig('merge.cortex-events.driver', 'local')).toBeUndefined();
    await setup.setLocalConfig(
      'merge.cortex-events.driver',
      'sh -c "cortex merge-driver events %O %A %B %P"',
    );
    expect(git(root, 'config', '--local', 'merge.cortex-events.driver')).toBe(
      'sh -c "cortex merge-driver events %O %A %B %P"',
    );
    expect(await setup.removeLocalSection('merge.cortex-events')).toBe(true);
    expect(await setup.removeLocalSection('merge.cortex-events')).toBe(false);
    expect(await setup.hooksPath()).toBe('.git/hooks');
    git(root, 'config', 'core.hooksPath', '.githooks');
    expect(await setup.hooksPath()).toBe('.githooks');
  });

  it('installs the hooks where git runs them for a linked worktree, and finds them there again', async () => {
    const root = tempRepo();
    writeFile(root, 'README.md', 'x\n');
    commitAll(root, 'first');
    const linked = join(tempDir(), 'linked');
    git(root, 'worktree', 'add', '-q', '-b', 'feature', linked);
    const repo = findRepo(linked)!;
    await installGitIntegration(repo, 'cortex');
    expect(existsSync(join(root, '.git/hooks/post-merge'))).toBe(true);
    const state = await inspectGitIntegration(repo);
    expect(state.hooks.every((hook) => hook.installed && hook.executable)).toBe(true);
    expect(state.drivers['cortex-events']).toBe('cortex merge-driver events %O %A %B %P');
    expect(await uninstallGitIntegration(repo)).toContain(
      'removed the cortex-events merge driver from .git/config',
    );
    expect((await inspectGitIntegration(repo)).drivers['cortex-events']).toBeUndefined();
  });
});

describe('isInsideWorkTree', () => {
  it('is true below a work tree and false elsewhere, a missing folder included', async () => {
    const root = tempRepo();
    writeFile(root, 'src/a.txt', 'a\n');
    expect(await isInsideWorkTree(join(root, 'src'))).toBe(true);
    expect(await isInsideWorkTree(join(root, '.git'))).toBe(false);
    expect(await isInsideWorkTree(tempDir())).toBe(false);
    expect(await isInsideWorkTree(join(tempDir(), 'gone'))).toBe(false);
  });
});
