/**
 * Opening the project a command runs in: the git repository around the working directory,
 * its `.cortex/` folder and its settings, plus who and where (author, branch) new events
 * are recorded as.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { DEFAULT_CONFIG, parseConfig, type CortexConfig } from '../config.js';
import { CortexError } from '../errors.js';
import type { AnyEvent } from '../events/envelope.js';
import { appendEvents, type AppendResult } from '../events/store.js';
import { projectPaths, type ProjectPaths } from '../events/paths.js';
import { findRepo, readGitEmail, readHead, type Repo } from '../git/repo.js';
import type { Context } from './context.js';

export interface Project {
  repo: Repo;
  paths: ProjectPaths;
  config: CortexConfig;
}

export class NotARepositoryError extends CortexError {
  constructor(cwd: string) {
    super('NOT_A_REPOSITORY', `not inside a git work tree (${cwd})`, {
      hint: "cortex keeps memory in a git repository: run it inside one, or 'git init' first",
    });
  }
}

/** Finds the repository around `ctx.cwd`; throws if there is none. */
export function requireRepo(ctx: Context): Repo {
  const repo = findRepo(ctx.cwd);
  if (!repo) throw new NotARepositoryError(ctx.cwd);
  return repo;
}

export function readProjectConfig(paths: ProjectPaths): CortexConfig {
  if (!existsSync(paths.configFile)) return DEFAULT_CONFIG;
  return parseConfig(readFileSync(paths.configFile, 'utf8'), '.cortex/config.json');
}

/** Opens an initialised project; throws with the fix when `.cortex/` is missing. */
export function openProject(ctx: Context): Project {
  const repo = requireRepo(ctx);
  const paths = projectPaths(repo.root);
  if (!existsSync(paths.cortexDir)) {
    throw new CortexError('NOT_INITIALIZED', `no cortex memory in ${repo.root} (.cortex/ not found)`, {
      hint: "run 'cortex init' to set it up",
    });
  }
  return { repo, paths, config: readProjectConfig(paths) };
}

/** The author recorded on new events, as the project's config asks. */
export function currentAuthor(project: Project): string | null {
  if (project.config.author === 'none') return null;
  const email = readGitEmail(project.repo.root);
  if (email === null || project.config.author === 'email') return email;
  return `sha256:${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;
}

export function currentBranch(project: Project): string | null {
  return readHead(project.repo).branch;
}

/** Appends events as this clone's command-line writer. */
export function appendFromCli(project: Project, ctx: Context, events: readonly AnyEvent[]): AppendResult {
  return appendEvents(project.paths, project.repo, events, { writer: 'cli', now: ctx.now(), entropy: ctx.entropy });
}

/** A path as the user typed it (relative to their cwd) made relative to the repository root, with `/`. */
export function toRepoPath(project: Project, ctx: Context, path: string): string {
  const absolute = resolve(ctx.cwd, path);
  const inside = relative(project.repo.root, absolute);
  if (inside.startsWith('..') || isAbsolute(inside)) return path.split(sep).join('/');
  return inside.split(sep).join('/') || '.';
}
