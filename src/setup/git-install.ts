/**
 * Installing cortex into a clone's git setup, and taking it out again: the .gitattributes
 * block (committed), the merge drivers (this clone's git config, like git-lfs's filters),
 * and the post-merge / post-rewrite / post-checkout hooks, added next to whatever hooks
 * are already there. Husky (core.hooksPath = .husky/_) keeps its user hooks in .husky/;
 * cortex's lines go there, where husky runs them, rather than into husky's generated shims.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { readAsset } from './assets.js';
import { LAUNCHER_COMMAND } from './invocation.js';
import { readBlock, removeBlock, upsertBlock } from './managed-block.js';
import {
  addHookBlock,
  COMMAND_PLACEHOLDER,
  GIT_HOOKS,
  isEmptyScript,
  isShellScript,
  removeHookBlock,
  type GitHookName,
} from './hook-script.js';
import type { Repo } from '../git/plumbing/repo.js';
import { openGitSetup, type GitSetup } from './porcelain.js';
import { readTextIfExists } from '../files.js';

export const DRIVERS = {
  'cortex-events': {
    name: 'cortex event log: union of events by id',
    args: 'merge-driver events %O %A %B %P',
  },
  'cortex-projection': {
    name: 'cortex projection: regenerated from the merged events',
    args: 'merge-driver projection %O %A %B %P',
  },
} as const;
export type DriverName = keyof typeof DRIVERS;

/** Suffix of a user's non-shell hook that cortex's wrapper runs after its own lines. */
const CHAINED = '.cortex-chained';

export interface HooksLocation {
  dir: string;
  /** `husky` when the hooks are husky's user hooks in .husky/. */
  kind: 'git' | 'husky';
}

/** Where hook scripts must go for git (and husky, if present) to run them. */
async function hooksLocation(repo: Repo, git: GitSetup): Promise<HooksLocation> {
  const reported = (await git.hooksPath()) ?? join(repo.gitDir, 'hooks');
  const dir = isAbsolute(reported) ? reported : join(repo.root, reported);
  if (basename(dir) === '_' && existsSync(join(dir, 'h')) && basename(dirname(dir)) === '.husky') {
    return { dir: dirname(dir), kind: 'husky' };
  }
  return { dir, kind: 'git' };
}

function readOrEmpty(path: string): string {
  return readTextIfExists(path) ?? '';
}

function display(repo: Repo, path: string): string {
  const inside = relative(repo.root, path);
  return inside.startsWith('..') ? path : inside;
}

/** The cortex block for a hook, with the command that runs cortex filled in. */
function hookBlock(name: GitHookName, command: string): string {
  return readBlock(readAsset(`githooks/${name}`))!.replace(COMMAND_PLACEHOLDER, command);
}

function installHook(
  repo: Repo,
  location: HooksLocation,
  name: GitHookName,
  command: string,
): string | undefined {
  const path = join(location.dir, name);
  const block = hookBlock(name, command);
  mkdirSync(location.dir, { recursive: true });
  if (!existsSync(path)) {
    // Husky runs its user hooks with sh, so those need no shebang; git needs one.
    writeFileSync(path, location.kind === 'husky' ? block : `#!/bin/sh\n${block}`, { mode: 0o755 });
    chmodSync(path, 0o755);
    return `installed the ${name} hook (${display(repo, path)})`;
  }
  const current = readFileSync(path, 'utf8');
  if (isShellScript(current)) {
    const updated = addHookBlock(current, block);
    const executable = location.kind === 'husky' || (statSync(path).mode & 0o111) !== 0;
    if (updated === current && executable) return undefined;
    if (updated !== current) writeFileSync(path, updated);
    if (!executable) chmodSync(path, statSync(path).mode | 0o755);
    if (updated === current) return `made the ${name} hook executable (${display(repo, path)})`;
    return `added cortex to the existing ${name} hook (${display(repo, path)})`;
  }
  // Not a shell script: keep it as it is, and run it from a small wrapper after cortex.
  renameSync(path, path + CHAINED);
  writeFileSync(path, `#!/bin/sh\n${block}exec "$0${CHAINED}" "$@"\n`, { mode: 0o755 });
  chmodSync(path, 0o755);
  return `wrapped the existing ${name} hook (${display(repo, path)}) so that it runs after cortex`;
}

function uninstallHook(repo: Repo, location: HooksLocation, name: GitHookName): string | undefined {
  const path = join(location.dir, name);
  if (existsSync(path + CHAINED)) {
    renameSync(path + CHAINED, path);
    return `restored the original ${name} hook (${display(repo, path)})`;
  }
  const current = readOrEmpty(path);
  if (readBlock(current) === undefined) return undefined;
  const remaining = removeHookBlock(current);
  if (isEmptyScript(remaining)) rmSync(path);
  else writeFileSync(path, remaining);
  return `removed cortex from the ${name} hook (${display(repo, path)})`;
}

/** Sets up drivers, attributes and hooks; returns what changed (empty when nothing did). */
export async function installGitIntegration(repo: Repo, command: string): Promise<string[]> {
  const git = await openGitSetup(repo.root);
  const changes: string[] = [];
  const attributesPath = join(repo.root, '.gitattributes');
  const attributes = readOrEmpty(attributesPath);
  const updated = upsertBlock(attributes, readAsset('templates/gitattributes'));
  if (updated !== attributes) {
    writeFileSync(attributesPath, updated);
    changes.push(
      attributes === ''
        ? 'created .gitattributes with the merge rules for .cortex/'
        : 'added the merge rules for .cortex/ to .gitattributes',
    );
  }
  for (const [driver, spec] of Object.entries(DRIVERS)) {
    const wanted = `${command} ${spec.args}`;
    if ((await git.getConfig(`merge.${driver}.driver`, 'local')) !== wanted) {
      await git.setLocalConfig(`merge.${driver}.name`, spec.name);
      await git.setLocalConfig(`merge.${driver}.driver`, wanted);
      changes.push(`configured the ${driver} merge driver in .git/config`);
    }
  }
  const location = await hooksLocation(repo, git);
  // Hooks in a committed folder (husky) are shared with teammates: the launcher finds their cortex.
  const hookCommand = location.kind === 'husky' ? LAUNCHER_COMMAND : command;
  for (const name of GIT_HOOKS) {
    const change = installHook(repo, location, name, hookCommand);
    if (change) changes.push(change);
  }
  return changes;
}

/** Removes exactly what installGitIntegration added; returns what changed. */
export async function uninstallGitIntegration(repo: Repo): Promise<string[]> {
  const git = await openGitSetup(repo.root);
  const changes: string[] = [];
  const attributesPath = join(repo.root, '.gitattributes');
  const attributes = readOrEmpty(attributesPath);
  if (readBlock(attributes) !== undefined) {
    const remaining = removeBlock(attributes);
    if (remaining.trim() === '') rmSync(attributesPath);
    else writeFileSync(attributesPath, remaining);
    changes.push('removed the merge rules for .cortex/ from .gitattributes');
  }
  for (const driver of Object.keys(DRIVERS)) {
    if (await git.removeLocalSection(`merge.${driver}`)) {
      changes.push(`removed the ${driver} merge driver from .git/config`);
    }
  }
  const location = await hooksLocation(repo, git);
  for (const name of GIT_HOOKS) {
    const change = uninstallHook(repo, location, name);
    if (change) changes.push(change);
  }
  return changes;
}

export interface HookState {
  name: GitHookName;
  path: string;
  installed: boolean;
  executable: boolean;
}

export interface GitIntegrationState {
  attributes: boolean;
  drivers: Record<DriverName, string | undefined>;
  hooks: HookState[];
  location: HooksLocation;
}

/** What is installed, for `cortex doctor`. */
export async function inspectGitIntegration(repo: Repo): Promise<GitIntegrationState> {
  const git = await openGitSetup(repo.root);
  const expected = readBlock(readAsset('templates/gitattributes'));
  const location = await hooksLocation(repo, git);
  return {
    attributes: readBlock(readOrEmpty(join(repo.root, '.gitattributes'))) === expected,
    drivers: {
      'cortex-events': await git.getConfig('merge.cortex-events.driver'),
      'cortex-projection': await git.getConfig('merge.cortex-projection.driver'),
    },
    hooks: GIT_HOOKS.map((name) => {
      const path = join(location.dir, name);
      const text = readOrEmpty(path);
      let executable: boolean;
      try {
        // Husky runs its user hooks through sh, so they need no executable bit.
        executable = location.kind === 'husky' || (statSync(path).mode & 0o111) !== 0;
      } catch {
        executable = false;
      }
      return { name, path, installed: readBlock(text) !== undefined, executable };
    }),
    location,
  };
}
