import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  DEFAULT_CONFIG,
  linkedState,
  linkedStateError,
  locate,
  projectAuthor,
  readProjectConfig,
  readProjectConfigLeniently
} from "./chunk-V6CUIOMQ.mjs";
import {
  findRepo,
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/memory/open.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
var NotARepositoryError = class extends CortexError {
  constructor(cwd, hint = "cortex keeps memory in a git repository: run it inside one, or 'git init' first") {
    super("NOT_A_REPOSITORY", `not inside a git work tree (${cwd})`, { hint });
  }
};
var HINTS = {
  cli: { notInitialized: "run 'cortex init' to set it up" },
  mcp: {
    noRepo: "start the MCP server (cortex mcp) inside the project",
    notInitialized: "run 'cortex init' there"
  },
  view: { notInitialized: "run 'cortex init' to set it up" }
};
function requireRepo(cwd) {
  const repo = findRepo(cwd);
  if (!repo) throw new NotARepositoryError(cwd);
  return repo;
}
function openProject(cwd, face = "cli", env) {
  const hints = HINTS[face];
  const located = locate(cwd);
  if (located.kind === "no-repo") throw new NotARepositoryError(cwd, hints.noRepo);
  if (located.kind === "not-initialized") {
    throw new CortexError(
      "NOT_INITIALIZED",
      `no cortex memory in ${located.repo.root} (.cortex/ not found)`,
      { hint: hints.notInitialized }
    );
  }
  const link = linkedState(located.paths);
  if (link) throw linkedStateError(link);
  return { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths, env) };
}
function openProjectLeniently(cwd, env) {
  const located = locate(cwd);
  if (located.kind === "no-repo") throw new NotARepositoryError(cwd);
  if (located.kind === "not-initialized")
    throw new CortexError(
      "NOT_INITIALIZED",
      `no cortex memory in ${located.repo.root} (.cortex/ not found)`,
      { hint: HINTS.cli.notInitialized }
    );
  return {
    repo: located.repo,
    paths: located.paths,
    ...readProjectConfigLeniently(located.paths, env)
  };
}
function openHookProject(cwd, located, env) {
  const found = locate(cwd);
  if (found.kind !== "project") return void 0;
  if (linkedState(found.paths)) return void 0;
  const project = { repo: found.repo, paths: found.paths, config: DEFAULT_CONFIG };
  located(project);
  return { ...project, ...readProjectConfigLeniently(found.paths, env) };
}
function findProject(cwd, env) {
  const located = locate(cwd);
  if (located.kind !== "project" || linkedState(located.paths)) return void 0;
  return { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths, env) };
}
function problemLogOf(cwd) {
  const located = locate(cwd);
  if (located.kind !== "project" || linkedState(located.paths)) return void 0;
  return { folder: located.paths.localDir, file: located.paths.logFile };
}
function linkedStateProblem(cwd) {
  const located = locate(cwd);
  const link = located.kind === "project" ? linkedState(located.paths) : void 0;
  return link && linkedStateError(link).message;
}
function currentAuthor(project) {
  return projectAuthor(project);
}
function currentBranch(project) {
  return readHead(project.repo).branch;
}
function toRepoPath(project, caller, path) {
  const absolute = resolve(caller.cwd, path);
  const inside = relative(project.repo.root, absolute);
  if (inside.startsWith("..") || isAbsolute(inside)) return path.split(sep).join("/");
  return inside.split(sep).join("/") || ".";
}

export {
  NotARepositoryError,
  requireRepo,
  openProject,
  openProjectLeniently,
  openHookProject,
  findProject,
  problemLogOf,
  linkedStateProblem,
  currentAuthor,
  currentBranch,
  toRepoPath
};
