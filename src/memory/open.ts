/**
 * Opening the project a command runs in, with errors that say what to do when there is no
 * repository or no `.cortex/`, plus who and where new events are recorded as.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { CortexError } from '../errors.js';
import type { AnyEvent } from '../events/envelope.js';
import { newEventId } from '../events/id.js';
import type { Origin } from '../events/manual.js';
import { appendEvents, type AppendResult } from '../events/store.js';
import { findRepo, readHead, type Repo } from '../git/plumbing/repo.js';
import { locate, projectAuthor, readProjectConfig, type Project } from '../project.js';
import type { Context } from '../cli/context.js';

export type { Project } from '../project.js';

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

/** Opens an initialised project; throws with the fix when there is no repository or no `.cortex/`. */
export function openProject(ctx: Context): Project {
  const located = locate(ctx.cwd);
  if (located.kind === 'no-repo') throw new NotARepositoryError(ctx.cwd);
  if (located.kind === 'not-initialized') {
    throw new CortexError('NOT_INITIALIZED', `no cortex memory in ${located.repo.root} (.cortex/ not found)`, {
      hint: "run 'cortex init' to set it up",
    });
  }
  return { repo: located.repo, paths: located.paths, config: readProjectConfig(located.paths) };
}

export function currentAuthor(project: Project): string | null {
  return projectAuthor(project);
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

/** Who, when and where an event written by this command is recorded. */
export function cliOrigin(project: Project, ctx: Context, tool: string): Origin {
  const now = ctx.now();
  return {
    ts: now.toISOString(),
    session: null,
    branch: currentBranch(project),
    author: currentAuthor(project),
    tool,
    newId: () => newEventId(now.getTime(), ctx.entropy()),
  };
}
