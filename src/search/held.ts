/**
 * The search index a long-lived process holds in memory (the MCP server): opened once,
 * off the request path, after the server has started, and kept current between calls by
 * reading what was appended to the log since (the caches' own incremental read). Until it
 * is ready, or while a rewritten log (a checkout, a merge) has it reopening, callers answer
 * from the flat cache as a one-shot command does.
 *
 * Its keyword side is MiniSearch (held-minisearch.ts), built in a worker thread once the
 * index is open and fed what the log appends; until the worker holds every record the flat
 * index scores keywords. Either way a held index ranks exactly as `cortex search`: the same
 * engine over the same records, MiniSearch scoring keywords as the flat index does.
 *
 * The memories of other branches and worktrees it added when it opened follow them too
 * (held-branches.ts reads them again, off this thread, when their tips move): a memory that
 * reaches the log (a merge) is the work tree's from the search that reads it; new ones are
 * added (and embedded) as appends are; one that no branch holds any more (a branch deleted
 * unmerged) cannot be dropped from the index, which is reopened beside it for that, the
 * current one answering meanwhile (with its last label).
 */
import type { ElsewhereOrigin } from '../git/branch-memory.js';
import type { Project } from '../project.js';
import { refreshHeldIndex } from './cache.js';
import { updateElsewhere } from './elsewhere.js';
import { HeldBranches } from './held-branches.js';
import { HeldMiniSearch } from './held-minisearch.js';
import { LogWatch, statsAfter, type LogChanges } from './log-watch.js';
import { openSearch, type OpenSearch } from './service.js';

/** Texts per embedder call when embedding what was appended. */
const APPEND_BATCH = 64;

export class HeldSearch {
  private held: OpenSearch | undefined;
  private opening: Promise<void> | undefined;
  /** A reopen while the held index answers (memories it must drop), if one is under way. */
  private replacing: Promise<void> | undefined;
  private mini: HeldMiniSearch | undefined;
  /** The held index's memories from other branches (its `elsewhere`, kept current in place). */
  private elsewhere = new Map<string, ElsewhereOrigin>();
  private closed = false;
  /** Which event files changed between calls, so a call stats only those. */
  private readonly watch: LogWatch;
  /** Whether the other branches' memory moved, and what it is now. */
  readonly branches: HeldBranches;

  constructor(
    private readonly project: Project,
    private readonly env: Record<string, string | undefined>,
    private readonly log: (message: string) => void,
  ) {
    this.watch = new LogWatch(project.paths);
    this.branches = new HeldBranches(project.repo, project.paths, log);
  }

  /** Starts opening the index once the current work is done (a no-op while it is open or opening). */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.opening ??= this.open().then(
      (opened) => {
        if (!this.closed) this.install(opened.search, opened.tips);
      },
      (error: unknown) => {
        this.log(
          `opening the search index failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        this.opening = undefined;
      },
    );
    return this.opening;
  }

  /** Opens the index (with the other branches' memory as it is now), once the current work is done. */
  private async open(): Promise<{ search: OpenSearch; tips: string | undefined }> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Read before the branches are: what moves while the index opens is read again at the next search.
    const tips = this.branches.tips();
    return {
      search: await openSearch(this.project, { env: this.env, mode: 'hybrid', report: this.log }),
      tips,
    };
  }

  /** Makes `opened` the index that answers, with a MiniSearch worker of its own. */
  private install(opened: OpenSearch, tips: string | undefined): void {
    void this.mini?.close();
    const mini = HeldMiniSearch.start(this.project.paths, opened.index, this.log);
    this.mini = mini;
    this.elsewhere = new Map(opened.elsewhere);
    this.held = {
      ...opened,
      elsewhere: this.elsewhere,
      ...(mini ? { keywordScores: (query, settings) => mini.scores(query, settings) } : {}),
    };
    this.branches.opened(tips);
  }

  /**
   * Opens the index again while the held one answers, and puts it in its place: for memories
   * the held index cannot drop. The log is then looked at in full at the next search, as
   * the new index may have read it before the changes the watch has reported since.
   */
  private reopenBeside(): void {
    if (this.replacing || this.closed) return;
    this.replacing = this.open()
      .then(
        (opened) => {
          // Closed, or reopening for a rewritten log already (which reads the branches itself).
          if (this.closed || this.held === undefined) return;
          this.install(opened.search, opened.tips);
          this.watch.lookEverywhere();
        },
        (error: unknown) =>
          this.log(
            `reopening the search index failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => (this.replacing = undefined));
  }

  /** Settles once a reopen beside the held index (if any) has put the new one in place: for tests. */
  async reopened(): Promise<void> {
    await this.replacing;
  }

  /** Whether searches are answered from memory now. */
  get ready(): boolean {
    return this.held !== undefined;
  }

  /** Whether MiniSearch scores the keywords of searches now (the flat index does until then). */
  get miniSearchReady(): boolean {
    return this.held !== undefined && this.mini?.ready === true;
  }

  /** What answers searches now, for `status`. */
  describe(): string {
    if (!this.held) return 'opening the index in memory (searches read the flat cache meanwhile)';
    const records = this.held.index.records.length.toLocaleString('en-US');
    if (this.mini?.ready) return `in memory, keywords scored by MiniSearch (${records} records)`;
    const mini = !this.mini
      ? 'MiniSearch unavailable'
      : this.mini.stopped
        ? 'MiniSearch stopped (see .cortex/local/cortex.log)'
        : 'MiniSearch index building';
    return `in memory (${records} records), ${mini}: keywords scored by the flat index`;
  }

  /** Settles once MiniSearch holds the index opened (or cannot): for benchmarks and tests. */
  async miniSearchBuilt(): Promise<void> {
    await this.start();
    await this.mini?.built;
  }

  /** Stops the MiniSearch worker, and any opening still to come; waits for the reads under way of the branches and a reopen beside. */
  async close(): Promise<void> {
    this.closed = true;
    this.watch.close();
    await this.mini?.close();
    await Promise.all([this.branches.close(), this.replacing]);
  }

  /**
   * The held index brought up to date with the log, or undefined when it is not ready (the
   * caller answers from the flat cache meanwhile). A log rewritten under it starts a reopen.
   */
  async current(): Promise<OpenSearch | undefined> {
    const before = this.held;
    if (!before) {
      // What changed meanwhile is left to the watch: the index being opened may have looked before it.
      void this.start();
      return undefined;
    }
    let changes = await this.watch.changes();
    const held = this.held;
    if (!held) {
      // Reopening since: the changes just taken may be newer than what the reopening reads.
      this.watch.lookEverywhere();
      void this.start();
      return undefined;
    }
    // Reopened since: what it read is older than the changes taken, or newer; look at every file.
    if (held !== before) changes = { kind: 'unknown' };
    if (changes.kind !== 'none' && !(await this.readLog(held, changes))) return undefined;
    await this.followBranches(held);
    return held;
  }

  /** Brings `held` up to date with the log; false when it cannot be (a reopen has started). */
  private async readLog(
    held: OpenSearch,
    changes: Exclude<LogChanges, { kind: 'none' }>,
  ): Promise<boolean> {
    let refreshed: ReturnType<typeof refreshHeldIndex>;
    try {
      refreshed = refreshHeldIndex(
        this.project.paths,
        held,
        changes.kind === 'files'
          ? statsAfter(this.project.paths, held.files, changes.paths)
          : undefined,
      );
    } catch (error) {
      this.log(
        `reading the log for the held search index failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      refreshed = undefined;
    }
    if (!refreshed) {
      this.held = undefined;
      this.opening = undefined;
      void this.mini?.close();
      this.mini = undefined;
      void this.start();
      return false;
    }
    held.files = refreshed.files;
    // Memories of other branches that reached the log (a merge) are the work tree's from now on.
    if (held.elsewhere === this.elsewhere && this.elsewhere.size > 0)
      for (const id of refreshed.read) this.elsewhere.delete(id);
    if (refreshed.warnings.length)
      this.log(
        `${refreshed.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`,
      );
    if (refreshed.added > 0 && held.embedder) await this.embedAdded(held, 'new memories');
    return true;
  }

  /**
   * Takes in what a read of the other branches found since the last search, and starts
   * another read if their tips moved (see held-branches.ts).
   */
  private async followBranches(held: OpenSearch): Promise<void> {
    const other = held.elsewhere === this.elsewhere ? this.branches.take() : undefined;
    if (other) {
      const update = updateElsewhere((id) => held.index.has(id), this.elsewhere, other);
      // Added before any await: a search running beside this one sees the records and their labels together.
      if (update.fresh.length > 0) held.index.add(update.fresh);
      this.elsewhere.clear();
      for (const [id, origin] of update.elsewhere) this.elsewhere.set(id, origin);
      if (update.gone.length > 0) this.reopenBeside();
      if (update.fresh.length > 0 && held.embedder)
        await this.embedAdded(held, "other branches' new memories");
    }
    this.branches.check();
  }

  private async embedAdded(held: OpenSearch, what: string): Promise<void> {
    try {
      await held.index.embed(held.embedder!, APPEND_BATCH);
    } catch (error) {
      // The new texts are still found by keywords; the next reopen embeds them.
      this.log(
        `embedding ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
