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
 */
import type { Project } from '../project.js';
import { refreshHeldIndex } from './cache.js';
import { HeldMiniSearch } from './held-minisearch.js';
import { LogWatch, statsAfter } from './log-watch.js';
import { openSearch, type OpenSearch } from './service.js';

/** Texts per embedder call when embedding what was appended. */
const APPEND_BATCH = 64;

export class HeldSearch {
  private held: OpenSearch | undefined;
  private opening: Promise<void> | undefined;
  private mini: HeldMiniSearch | undefined;
  private closed = false;
  /** Which event files changed between calls, so a call stats only those. */
  private readonly watch: LogWatch;

  constructor(
    private readonly project: Project,
    private readonly env: Record<string, string | undefined>,
    private readonly log: (message: string) => void,
  ) {
    this.watch = new LogWatch(project.paths);
  }

  /** Starts opening the index once the current work is done (a no-op while it is open or opening). */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.opening ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => openSearch(this.project, { env: this.env, mode: 'hybrid', report: this.log }))
      .then(
        (opened) => {
          if (this.closed) return;
          const mini = HeldMiniSearch.start(this.project.paths, opened.index, this.log);
          this.mini = mini;
          this.held = mini ? { ...opened, keywordScores: (query, settings) => mini.scores(query, settings) } : opened;
        },
        (error: unknown) => {
          this.log(`opening the search index failed: ${error instanceof Error ? error.message : String(error)}`);
          this.opening = undefined;
        },
      );
    return this.opening;
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
    const mini = !this.mini ? 'MiniSearch unavailable' : this.mini.stopped ? 'MiniSearch stopped (see .cortex/local/cortex.log)' : 'MiniSearch index building';
    return `in memory (${records} records), ${mini}: keywords scored by the flat index`;
  }

  /** Settles once MiniSearch holds the index opened (or cannot): for benchmarks and tests. */
  async miniSearchBuilt(): Promise<void> {
    await this.start();
    await this.mini?.built;
  }

  /** Stops the MiniSearch worker, and any opening still to come. */
  async close(): Promise<void> {
    this.closed = true;
    this.watch.close();
    await this.mini?.close();
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
    if (changes.kind === 'none') return held;
    let refreshed: ReturnType<typeof refreshHeldIndex>;
    try {
      refreshed = refreshHeldIndex(this.project.paths, held, changes.kind === 'files' ? statsAfter(this.project.paths, held.files, changes.paths) : undefined);
    } catch (error) {
      this.log(`reading the log for the held search index failed: ${error instanceof Error ? error.message : String(error)}`);
      refreshed = undefined;
    }
    if (!refreshed) {
      this.held = undefined;
      this.opening = undefined;
      void this.mini?.close();
      this.mini = undefined;
      void this.start();
      return undefined;
    }
    held.files = refreshed.files;
    if (refreshed.warnings.length) this.log(`${refreshed.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`);
    if (refreshed.added > 0 && held.embedder) {
      try {
        await held.index.embed(held.embedder, APPEND_BATCH);
      } catch (error) {
        // The new texts are still found by keywords; the next reopen embeds them.
        this.log(`embedding new memories failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return held;
  }
}
