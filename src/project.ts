/**
 * The project cortex works in: the git repository around a directory, its `.cortex/`
 * folder and its settings. Shared by the command line and the hooks; it throws nothing,
 * so each caller decides how to report a missing repository or a missing `.cortex/`.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import {
  DEFAULT_CONFIG,
  readConfigLeniently,
  type ConfigReading,
  type CortexConfig,
} from './config/config.js';
import { projectPaths, type ProjectPaths } from './events/paths.js';
import { findRepo, readGitEmail, type Repo } from './git/plumbing/repo.js';
import type { WithheldSetting } from './trust/settings.js';
import {
  readApprovals,
  readCommittedConfigText,
  readProjectSettings,
} from './config/settings-files.js';
import { trustCommittedConfig } from './trust/settings.js';
import { CortexError } from './errors.js';

export interface Project {
  repo: Repo;
  paths: ProjectPaths;
  config: CortexConfig;
  /** Committed settings not obeyed because they were not approved on this machine. */
  withheld?: readonly WithheldSetting[];
  /** Files under `.cortex/local/` not read because they are committed or links, and why. */
  refused?: readonly string[];
  /** What is wrong with `.cortex/config.json`, when the project was opened leniently (hooks, doctor). */
  configReading?: ConfigReading;
}

/**
 * The settings to obey: `.cortex/config.json` (defaults when absent) under the user's own
 * config, without the committed settings that send data away unless approved here.
 * Throws a CortexError when a file is malformed.
 */
export function readProjectConfig(
  paths: ProjectPaths,
  env: Record<string, string | undefined> = process.env,
): { config: CortexConfig; withheld: readonly WithheldSetting[]; refused: readonly string[] } {
  const settings = readProjectSettings(paths, env);
  return { config: settings.config, withheld: settings.withheld, refused: settings.refused };
}

/**
 * The settings to obey, without failing on a broken config: when the files read as they
 * should, exactly readProjectConfig's; otherwise the committed file read section by section
 * (a broken section at its defaults, the rest applied, settings that send data away still
 * withheld until approved; the user's own config files are left out while it is broken),
 * and `configReading` says what is wrong. Keys cortex does not know are named either way.
 */
export function readProjectConfigLeniently(
  paths: ProjectPaths,
  env: Record<string, string | undefined> = process.env,
): {
  config: CortexConfig;
  withheld: readonly WithheldSetting[];
  refused: readonly string[];
  configReading: ConfigReading;
} {
  let text: string | undefined;
  try {
    text = readCommittedConfigText(paths);
  } catch (error) {
    if (!(error instanceof CortexError)) throw error;
    // A link is not followed: the defaults, and the reason said.
    const decision = trustCommittedConfig(DEFAULT_CONFIG, new Set(), new Set());
    return {
      config: decision.config,
      withheld: [],
      refused: [],
      configReading: { config: decision.config, problems: [error.message], unknown: [] },
    };
  }
  const reading = text === undefined ? undefined : readConfigLeniently(text, '.cortex/config.json');
  try {
    const settings = readProjectSettings(paths, env);
    return {
      config: settings.config,
      withheld: settings.withheld,
      refused: settings.refused,
      configReading: { config: settings.config, problems: [], unknown: reading?.unknown ?? [] },
    };
  } catch (error) {
    if (!(error instanceof CortexError) || error.code !== 'BAD_CONFIG') throw error;
    const problems = reading?.problems.length ? reading.problems : [error.message];
    const decision = trustCommittedConfig(
      reading?.config ?? DEFAULT_CONFIG,
      readApprovals(paths),
      new Set(),
    );
    return {
      config: decision.config,
      withheld: decision.withheld,
      refused: [],
      configReading: { config: decision.config, problems, unknown: reading?.unknown ?? [] },
    };
  }
}

/** What is around `cwd`: no repository, a repository without `.cortex/`, or a project. */
export type Located =
  | { kind: 'no-repo' }
  | { kind: 'not-initialized'; repo: Repo }
  | { kind: 'project'; repo: Repo; paths: ProjectPaths };

export function locate(cwd: string): Located {
  const repo = findRepo(cwd);
  if (!repo) return { kind: 'no-repo' };
  const paths = projectPaths(repo.root);
  if (!existsSync(paths.cortexDir)) return { kind: 'not-initialized', repo };
  return { kind: 'project', repo, paths };
}

/**
 * A link where cortex keeps state (`.cortex/` itself, its events or `.cortex/local/`; links
 * to single event files are never listed, see store.ts walkNdjson): a commit can plant
 * one, and every write through it would land wherever it points (outside the repository,
 * in a tracked folder). Undefined when both are real folders (or absent).
 */
export function linkedState(paths: ProjectPaths): { path: string; target: string } | undefined {
  for (const [dir, path] of [
    [paths.cortexDir, '.cortex'],
    [paths.eventsDir, '.cortex/events'],
    [paths.localDir, '.cortex/local'],
  ] as const) {
    try {
      if (lstatSync(dir).isSymbolicLink()) return { path, target: readlinkSync(dir) };
    } catch {
      // Absent: nothing to follow.
    }
  }
  return undefined;
}

/** The refusal of a project whose state sits behind a link (see linkedState). */
export function linkedStateError(link: { path: string; target: string }): CortexError {
  return new CortexError(
    'LINKED_STATE',
    `${link.path} is a link (to ${link.target}): cortex reads and writes nothing through it`,
    {
      hint:
        link.path === '.cortex/local'
          ? "a commit can plant such a link: 'cortex doctor --fix' replaces it with a folder of its own"
          : `a commit can plant such a link: replace it with a real folder (git rm --cached ${link.path}, then restore the folder from history)`,
    },
  );
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
