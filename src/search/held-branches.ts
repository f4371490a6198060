/**
 * What the MCP server's held search index knows of the clone's other branches and worktrees
 * (shell), kept current while the server runs: before each search it reads the branches'
 * tips and the worktrees' checkouts from git's files (readBranchTips, a fraction of a
 * millisecond), and when they moved since its last read (a commit, a merge, a branch made,
 * fetched into a worktree or deleted), or other worktrees exist and the last read is older
 * than WORKTREE_LOOK_MS (their uncommitted files move without any tip doing so), it reads
 * their memory again, in a worker thread (branch-memory-worker.ts): the read runs git and
 * stats every event file of another worktree, tens of milliseconds the server's thread does
 * not spend. What it read is taken by the next search (held.ts): a change is seen from the
 * search after the one that noticed it.
 */
import { Worker } from 'node:worker_threads';
import type { ProjectPaths } from '../events/paths.js';
import { readBranchMemory, readBranchTips, type BranchMemory } from '../git/branch-memory.js';
import type { Repo } from '../git/plumbing/repo.js';
import { findAsset } from '../setup/assets.js';
import type { BranchMemoryReply, BranchMemoryRequest } from './branch-memory-worker.js';

/** Where the built worker lives, beside the CLI bundle. */
export const BRANCH_MEMORY_WORKER = 'dist/branch-memory-worker.mjs';

/**
 * How long another worktree's uncommitted memory may go unread: the longest a memory written
 * there (without a commit) waits to be found by the server's searches.
 */
export const WORKTREE_LOOK_MS = 30_000;

export class HeldBranches {
  /** The tips at the last read (started, or made by the index's opening). */
  private seen: string | undefined;
  /** When the last read started (performance.now()). */
  private lastLook = -Infinity;
  private looking: Promise<void> | undefined;
  private found: BranchMemory | undefined;
  /** Counts the indexes opened: a read started before the last one is older than what it read. */
  private generation = 0;
  private warnedMissing = false;
  private closed = false;

  constructor(
    private readonly repo: Repo,
    private readonly paths: ProjectPaths,
    private readonly log: (message: string) => void,
    private readonly workerFile: string | undefined = findAsset(BRANCH_MEMORY_WORKER),
  ) {}

  /** The tips now, to hand to `opened` once an index that reads the branches itself has opened. */
  tips(): string | undefined {
    try {
      return readBranchTips(this.repo).key;
    } catch {
      return undefined;
    }
  }

  /** An index opened that read the branches when the tips were `tips`: what a read finished since is older. */
  opened(tips: string | undefined): void {
    this.seen = tips;
    this.lastLook = performance.now();
    this.found = undefined;
    this.generation++;
  }

  /** What a read finished since the last call found, once (undefined: nothing new). */
  take(): BranchMemory | undefined {
    const found = this.found;
    this.found = undefined;
    return found;
  }

  /** Starts a read when the branches may have changed since the last (see the module's comment); cheap otherwise. */
  check(): void {
    if (this.looking || this.closed) return;
    let tips;
    try {
      tips = readBranchTips(this.repo);
    } catch (error) {
      // No read this time; the next search asks again.
      this.log(
        `could not read the branches' tips: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const now = performance.now();
    if (tips.key === this.seen && (tips.worktrees === 0 || now - this.lastLook < WORKTREE_LOOK_MS))
      return;
    this.seen = tips.key;
    this.lastLook = now;
    const generation = this.generation;
    this.looking = this.read().then(
      (memory) => {
        for (const problem of memory.problems) this.log(problem);
        if (generation === this.generation) this.found = memory;
      },
      (error: unknown) =>
        this.log(
          `could not read other branches' memory: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
    void this.looking.finally(() => (this.looking = undefined));
  }

  /** Settles once the read under way (if any) has finished: for tests and benchmarks. */
  async settled(): Promise<void> {
    await this.looking;
  }

  /**
   * Starts no more reads, and settles once the one under way has finished: it may be writing
   * the branch memory cache, which is left whole rather than cut off mid-write.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.looking;
  }

  private read(): Promise<BranchMemory> {
    if (!this.workerFile) {
      if (!this.warnedMissing)
        this.log(
          `${BRANCH_MEMORY_WORKER} is missing (run npm run build): other branches' memory is read on the server's thread`,
        );
      this.warnedMissing = true;
      // After the search that asked, at least.
      return new Promise((resolve) => setImmediate(resolve)).then(() =>
        readBranchMemory(this.repo, this.paths),
      );
    }
    return new Promise((resolve, reject) => {
      const worker = new Worker(this.workerFile!, {
        workerData: { repo: this.repo, paths: this.paths } satisfies BranchMemoryRequest,
      });
      // The server ends when its client goes; a read is not worth waiting for.
      worker.unref();
      let settled = false;
      worker.on('message', (reply: BranchMemoryReply) => {
        settled = true;
        if (reply.kind === 'read') resolve(reply.memory);
        else reject(new Error(reply.message));
      });
      worker.on('error', (error) => {
        if (!settled) reject(error);
        settled = true;
      });
      worker.on('exit', (code) => {
        if (!settled) reject(new Error(`the branch memory worker exited with code ${code}`));
        settled = true;
      });
    });
  }
}
