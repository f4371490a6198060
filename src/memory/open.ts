/**
 * Opening the project a face runs in (command line, MCP server, hook), with errors that say
 * what to do when there is no repository or no `.cortex/`, plus who and where new events are
 * recorded as. One implementation for every face; each only words the fix its own way.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { DEFAULT_CONFIG } from '../config/config.js';
import { CortexError } from '../errors.js';
import { findRepo, readHead, type Repo } from '../git/plumbing/repo.js';
import { locate, projectAuthor, readProjectConfig, type Project } from '../project.js';

export type { Project } from '../project.js';

/** The face a use case is called from: it names the writer of new events and words the fixes. */
export type Face = 'cli' | 'mcp';

/** What every use case needs from its caller: where it runs, the time, and randomness for ids. */
export interface Caller {
  cwd: string;
  now: () => Date;
  /** 10 random bytes, for new ids. */
  entropy: () => Uint8Array;
}

export class NotARepositoryError extends CortexError {
  constructor(cwd: string, hint = "cortex keeps memory in a git repository: run it inside one, or 'git init' first") {
    super('NOT_A_REPOSITORY', `not inside a git work tree (${cwd})`, { hint });
  }
}

/** How each face words the fix for a missing repository or a missing `.cortex/`. */
const HINTS: Record<Face, { noRepo?: string; notInitialized: string }> = {
  cli: { notInitialized: "run 'cortex init' to set it up" },
  mcp: { noRepo: 'start the MCP server (cortex mcp) inside the project', notInitialized: "run 'cortex init' there" },
};

/** Finds the repository around `cwd`; throws if there is none. */
export function requireRepo(cwd: string): Repo {
  const repo = findRepo(cwd);
  if (!repo) throw new NotARepositoryError(cwd);
  return repo;
}

/** Opens an initialised project; throws with the fix when there is no repository or no `.cortex/`. */
export function openProject(cwd: string, face: Face = 'cli', env?: Record<string, string | undefined>): Project {
  const hints = HINTS[face];
  const located = locate(cwd);
  if (located.kind === 'no-repo') throw new NotARepositoryError(cwd, hints.noRepo);
  if (located.kind === 'not-initialized') {
    throw new CortexError('NOT_INITIALIZED', `no cortex memory in ${located.repo.root} (.cortex/ not found)`, { hint: hints.notInitialized });
  }
  return { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths, env) };
}

/**
 * Opens the project around `cwd` for a hook, which must stay silent outside one: undefined
 * there. The project is handed to `located` on default settings before its config is read,
 * so that a broken config can still be reported in its log; the hook never runs on the
 * defaults in its place (they would not redact what the project asks).
 */
export function openHookProject(cwd: string, located: (project: Project) => void, env?: Record<string, string | undefined>): Project | undefined {
  const found = locate(cwd);
  if (found.kind !== 'project') return undefined;
  const project = { repo: found.repo, paths: found.paths, config: DEFAULT_CONFIG };
  located(project);
  return { ...project, ...readProjectConfig(found.paths, env) };
}

export function currentAuthor(project: Project): string | null {
  return projectAuthor(project);
}

export function currentBranch(project: Project): string | null {
  return readHead(project.repo).branch;
}

/** A path as the user typed it (relative to their cwd) made relative to the repository root, with `/`. */
export function toRepoPath(project: Project, caller: Pick<Caller, 'cwd'>, path: string): string {
  const absolute = resolve(caller.cwd, path);
  const inside = relative(project.repo.root, absolute);
  if (inside.startsWith('..') || isAbsolute(inside)) return path.split(sep).join('/');
  return inside.split(sep).join('/') || '.';
}
