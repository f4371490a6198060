/**
 * The porcelain git that setting cortex up and diagnosing it runs (`cortex init`,
 * `init --uninstall`, `cortex doctor`): this clone's config and where its hooks live,
 * through simple-git. Loaded on first use by those commands only: hooks, merge drivers,
 * `log` and search keep to git/plumbing (direct reads of .git and one
 * `git cat-file --batch`), which load no library and spawn as little as they can.
 */
import type { SimpleGit } from 'simple-git';

/** The git setup of one repository (its config, its hooks folder). */
export interface GitSetup {
  /** A config value (any scope unless `local`), or undefined when unset. */
  getConfig(key: string, scope?: 'local'): Promise<string | undefined>;
  /** Sets a value in this clone's config (`.git/config`). */
  setLocalConfig(key: string, value: string): Promise<void>;
  /** Removes a section of this clone's config; false when it was not there. */
  removeLocalSection(section: string): Promise<boolean>;
  /** Where git looks for this work tree's hooks (`core.hooksPath` honoured), as git reports it. */
  hooksPath(): Promise<string | undefined>;
}

async function simpleGitAt(cwd: string): Promise<SimpleGit> {
  const { simpleGit } = await import('simple-git');
  // simple-git refuses to write a merge driver's command unless told: configuring cortex's drivers is what init is for.
  return simpleGit({ baseDir: cwd, trimmed: true, unsafe: { allowUnsafeMergeDriver: true } });
}

/** The git setup of the repository at `root`. */
export async function openGitSetup(root: string): Promise<GitSetup> {
  const git = await simpleGitAt(root);
  return {
    async getConfig(key, scope) {
      const result = await git.getConfig(key, scope);
      return result.value ?? undefined;
    },
    async setLocalConfig(key, value) {
      await git.addConfig(key, value, false, 'local');
    },
    async removeLocalSection(section) {
      try {
        await git.raw(['config', '--local', '--remove-section', section]);
        return true;
      } catch {
        return false;
      }
    },
    async hooksPath() {
      try {
        return await git.revparse(['--git-path', 'hooks']);
      } catch {
        return undefined;
      }
    },
  };
}

/** Whether `cwd` is inside a git work tree, according to git itself. */
export async function isInsideWorkTree(cwd: string): Promise<boolean> {
  const { existsSync } = process.getBuiltinModule('node:fs');
  if (!existsSync(cwd)) return false;
  const { CheckRepoActions } = await import('simple-git');
  return (await simpleGitAt(cwd)).checkIsRepo(CheckRepoActions.IN_TREE).catch(() => false);
}
