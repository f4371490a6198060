/**
 * The project cortex works in: the git repository around a directory, its `.cortex/`
 * folder and its settings. Shared by the command line and the hooks; it throws nothing,
 * so each caller decides how to report a missing repository or a missing `.cortex/`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { CortexConfig } from './config/config.js';
import { projectPaths, type ProjectPaths } from './events/paths.js';
import { findRepo, readGitEmail, type Repo } from './git/plumbing/repo.js';
import type { WithheldSetting } from './config/trust.js';
import { readProjectSettings } from './config/settings-files.js';

export interface Project {
  repo: Repo;
  paths: ProjectPaths;
  config: CortexConfig;
  /** Committed settings not obeyed because they were not approved on this machine. */
  withheld?: readonly WithheldSetting[];
}

/**
 * The settings to obey: `.cortex/config.json` (defaults when absent) under the user's own
 * config, without the committed settings that send data away unless approved here.
 * Throws a CortexError when a file is malformed.
 */
export function readProjectConfig(paths: ProjectPaths, env: Record<string, string | undefined> = process.env): { config: CortexConfig; withheld: readonly WithheldSetting[] } {
  const settings = readProjectSettings(paths, env);
  return { config: settings.config, withheld: settings.withheld };
}

/** What is around `cwd`: no repository, a repository without `.cortex/`, or a project. */
export type Located = { kind: 'no-repo' } | { kind: 'not-initialized'; repo: Repo } | { kind: 'project'; repo: Repo; paths: ProjectPaths };

export function locate(cwd: string): Located {
  const repo = findRepo(cwd);
  if (!repo) return { kind: 'no-repo' };
  const paths = projectPaths(repo.root);
  if (!existsSync(paths.cortexDir)) return { kind: 'not-initialized', repo };
  return { kind: 'project', repo, paths };
}

/** The author recorded on new events, as the project's config asks. Spawns git once. */
export function projectAuthor(project: Project): string | null {
  if (project.config.author === 'none') return null;
  const email = readGitEmail(project.repo.root);
  return email === null ? null : formatAuthor(email, project.config);
}

/** Applies the `author` setting to an email. */
export function formatAuthor(email: string, config: CortexConfig): string | null {
  if (config.author === 'none') return null;
  if (config.author === 'email') return email;
  return `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}
