/**
 * Reads the memory of the clone's other branches and worktrees in a worker thread (shell),
 * for the MCP server's held search index (held-branches.ts): the read runs git (`ls-tree`,
 * `log`, `cat-file`) and stats another worktree's every event file, tens of milliseconds at
 * 10,000 events that the server's thread would otherwise spend not answering. One read per
 * worker: it posts what it found and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readBranchMemory, type BranchMemory } from '../git/branch-memory.js';
import type { ProjectPaths } from '../events/paths.js';
import type { Repo } from '../git/plumbing/repo.js';

/** What the server sends (as workerData). */
export interface BranchMemoryRequest {
  repo: Repo;
  paths: ProjectPaths;
}

/** What the worker posts back. */
export type BranchMemoryReply =
  { kind: 'read'; memory: BranchMemory } | { kind: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('branch-memory-worker runs as a worker thread');
const { repo, paths } = workerData as BranchMemoryRequest;
let reply: BranchMemoryReply;
try {
  reply = { kind: 'read', memory: readBranchMemory(repo, paths) };
} catch (error) {
  reply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply);
