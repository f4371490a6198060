/**
 * Opening the project a face runs in (command line, MCP server, hook), with errors that say
 * what to do when there is no repository or no `.cortex/`, plus who and where new events are
 * recorded as. One implementation for every face; each only words the fix its own way.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { DEFAULT_CONFIG } from '../config/config.js';
import { CortexError } from '../errors.js';
import { findRepo, readHead, type Repo } from '../git/plumbing/repo.js';
import {
  linkedState,
  linkedStateError,
  locate,
  projectAuthor,
  readProjectConfig,
  readProjectConfigLeniently,
  type Project,
} from '../project.js';

export type { Project } from '../project.js';
/** How a face says which committed settings wait for the user's approval (trust/settings.ts). */
export { describeWithheld } from '../trust/settings.js';
/** The longest any lock is waited for in this process: a hook caps it, what it cannot do now the next one does. */
export { capLockWaits } from '../events/lock.js';

/** The face a use case is called from: it names the writer of new events and words the fixes. */
export type Face = 'cli' | 'mcp' | 'view';

/** What every use case needs from its caller: where it runs, the time, and randomness for ids. */
export interface Caller {
  cwd: string;
  now: () => Date;
  /** 10 random bytes, for new ids. */
  entropy: () => Uint8Array;
}

export class NotARepositoryError extends CortexError {
  constructor(
    cwd: string,
    hint = "cortex keeps memory in a git repository: run it inside one, or 'git init' first",
  ) {
    super('NOT_A_REPOSITORY', `not inside a git work tree (${cwd})`, { hint });
  }
}

/** How each face words the fix for a missing repository or a missing `.cortex/`. */
const HINTS: Record<Face, { noRepo?: string; notInitialized: string }> = {
  cli: { notInitialized: "run 'cortex init' to set it up" },
  mcp: {
    noRepo: 'start the MCP server (cortex mcp) inside the project',
    notInitialized: "run 'cortex init' there",
  },
  view: { notInitialized: "run 'cortex init' to set it up" },
};

/** Finds the repository around `cwd`; throws if there is none. */
export function requireRepo(cwd: string): Repo {
  const repo = findRepo(cwd);
  if (!repo) throw new NotARepositoryError(cwd);
  return repo;
}

/** Opens an initialised project; throws with the fix when there is no repository or no `.cortex/`. */
export function openProject(
  cwd: string,
  face: Face = 'cli',
  env?: Record<string, string | undefined>,
): Project {
  const hints = HINTS[face];
  const located = locate(cwd);
  if (located.kind === 'no-repo') throw new NotARepositoryError(cwd, hints.noRepo);
  if (located.kind === 'not-initialized') {
    throw new CortexError(
      'NOT_INITIALIZED',
      `no cortex memory in ${located.repo.root} (.cortex/ not found)`,
      { hint: hints.notInitialized },
    );
  }
  const link = linkedState(located.paths);
  if (link) throw linkedStateError(link);
  return { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths, env) };
}

/**
 * Opens an initialised project whatever its config holds: a broken section is at its
 * defaults, and `configReading` says what is wrong (doctor diagnoses it rather than stop).
 */
export function openProjectLeniently(
  cwd: string,
  env?: Record<string, string | undefined>,
): Project {
  const located = locate(cwd);
  if (located.kind === 'no-repo') throw new NotARepositoryError(cwd);
  if (located.kind === 'not-initialized')
    throw new CortexError(
      'NOT_INITIALIZED',
      `no cortex memory in ${located.repo.root} (.cortex/ not found)`,
      { hint: HINTS.cli.notInitialized },
    );
  return {
    repo: located.repo,
    paths: located.paths,
    ...readProjectConfigLeniently(located.paths, env),
  };
}

/**
 * Opens the project around `cwd` for a hook, which must stay silent outside one: undefined
 * there. A broken config does not stop capture: its broken sections are at their defaults
 * (the others, redaction's included, still apply), and `configReading` says what is wrong,
 * for the briefing and doctor. `located` gets the project before its config is read.
 */
export function openHookProject(
  cwd: string,
  located: (project: Project) => void,
  env?: Record<string, string | undefined>,
): Project | undefined {
  const found = locate(cwd);
  if (found.kind !== 'project') return undefined;
  // State behind a link is never written through: the hook stays silent (doctor and every command say why).
  if (linkedState(found.paths)) return undefined;
  const project = { repo: found.repo, paths: found.paths, config: DEFAULT_CONFIG };
  located(project);
  return { ...project, ...readProjectConfigLeniently(found.paths, env) };
}

/**
 * The project around `cwd`, its config read, for a face that keeps working outside one (the
 * MCP server's held index): undefined outside a project or where its state is behind a link.
 */
export function findProject(
  cwd: string,
  env?: Record<string, string | undefined>,
): Project | undefined {
  const located = locate(cwd);
  if (located.kind !== 'project' || linkedState(located.paths)) return undefined;
  return { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths, env) };
}

/**
 * Where a face logs its problems inside the project around `cwd` (`.cortex/local/cortex.log`),
 * without reading its config; undefined outside a project or where its state is behind a
 * link (nothing is written through one).
 */
export function problemLogOf(cwd: string): { folder: string; file: string } | undefined {
  const located = locate(cwd);
  if (located.kind !== 'project' || linkedState(located.paths)) return undefined;
  return { folder: located.paths.localDir, file: located.paths.logFile };
}

/** What is wrong where cortex's state in the project around `cwd` sits behind a link (project.ts linkedState), if it does. */
export function linkedStateProblem(cwd: string): string | undefined {
  const located = locate(cwd);
  const link = located.kind === 'project' ? linkedState(located.paths) : undefined;
  return link && linkedStateError(link).message;
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
