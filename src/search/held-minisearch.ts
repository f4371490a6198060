/**
 * The MCP server's side of its MiniSearch index (shell): starts the worker thread that
 * holds it (minisearch-worker.ts), feeds it the held search index's records in batches
 * between requests, then whatever the log appends, and asks it for the keyword scores of a
 * query. Until the worker has every record (and after it failed), `scores` answers
 * undefined and the engine scores its flat index instead: the ranking is the same.
 *
 * The worker is asked, rather than its index handed back to this thread (MiniSearch's
 * toJSON / loadJSON): loading 100,000 records' index took this thread over a second, during
 * which no request is answered, where a query's round trip to the worker costs well under
 * a millisecond.
 */
import { Worker } from 'node:worker_threads';
import { INDEX_FIELDS, type FtsSettings } from '../config/search-settings.js';
import { findAsset } from '../setup/assets.js';
import { fieldTexts } from './documents.js';
import type { SearchIndex } from './engine.js';
import type { FtsResult } from './fts.js';
import type { GroupText, MiniSearchReply, MiniSearchRequest } from './minisearch-index.js';
import type { ProjectPaths } from '../events/paths.js';

const DETAIL = INDEX_FIELDS.indexOf('detail');

/** Records per message while building: small enough that a request waits for one batch at most. */
const BATCH = 2000;

/**
 * The worker's heap at most: 100,000 committed events and their clone's local activity
 * (185,914 records, 153,815 groups) take about 55 MiB live, 94 MiB of heap at the end of the build.
 * Past it the worker stops and the flat index scores keywords, rather than the server
 * growing without bound on a larger log.
 */
const WORKER_HEAP_MIB = 256;

/**
 * The worker's young generation at most. V8's default lets the garbage of building the
 * index grow the heap by tens of MiB beyond what it holds (157 MiB of heap for 125 live at
 * 100,000 records, one document per record); a small one collects it sooner, for a build
 * that takes a little longer.
 */
const WORKER_YOUNG_MIB = 4;

/** How long a search waits for the worker before the flat index scores its keywords instead. */
const SEARCH_TIMEOUT_MS = 2000;

/** Where the built worker lives, beside the CLI bundle. */
export const MINISEARCH_WORKER = 'dist/minisearch-worker.mjs';

export class HeldMiniSearch {
  private readonly worker: Worker;
  /** Records and groups of the search index sent to the worker. */
  private sent = 0;
  private sentGroups = 0;
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: MiniSearchReply) => void>();
  private problem: string | undefined;
  private isReady = false;
  /** Settles when the worker holds every record the index had when it started (or failed). */
  readonly built: Promise<void>;

  private constructor(
    workerFile: string,
    paths: ProjectPaths,
    private readonly index: SearchIndex,
    private readonly log: (message: string) => void,
  ) {
    this.worker = new Worker(workerFile, {
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_MIB,
        maxYoungGenerationSizeMb: WORKER_YOUNG_MIB,
      },
    });
    // The server ends when its client goes; the index is not worth waiting for.
    this.worker.unref();
    this.worker.on('message', (reply: MiniSearchReply) => this.receive(reply));
    this.worker.on('error', (error) =>
      this.fail(`the MiniSearch worker stopped: ${error.message}`),
    );
    this.worker.on('exit', (code) => {
      if (code !== 0) this.fail(`the MiniSearch worker exited with code ${code}`);
    });
    this.worker.postMessage({ kind: 'details', paths } satisfies MiniSearchRequest);
    this.built = this.feed();
  }

  /**
   * Starts building the MiniSearch index of `index` (opened from the log at `paths`) in a
   * worker; undefined (the flat index answers) when the worker file is missing.
   */
  static start(
    paths: ProjectPaths,
    index: SearchIndex,
    log: (message: string) => void,
    workerFile = findAsset(MINISEARCH_WORKER),
  ): HeldMiniSearch | undefined {
    if (!workerFile) {
      log(`${MINISEARCH_WORKER} is missing (run npm run build): searches score the flat index`);
      return undefined;
    }
    try {
      return new HeldMiniSearch(workerFile, paths, index, log);
    } catch (error) {
      log(
        `could not start the MiniSearch worker (${error instanceof Error ? error.message : String(error)}): searches score the flat index`,
      );
      return undefined;
    }
  }

  /** Whether the worker holds every record sent and answers keyword scores. */
  get ready(): boolean {
    return this.isReady && this.problem === undefined;
  }

  /** Why the worker no longer answers, if it stopped. */
  get stopped(): string | undefined {
    return this.problem;
  }

  private fail(problem: string): void {
    if (this.problem !== undefined) return;
    this.problem = problem;
    this.log(`${problem}; searches score the flat index`);
    for (const [id, settle] of this.waiting) settle({ kind: 'failed', id, message: problem });
    this.waiting.clear();
    void this.worker.terminate();
  }

  private receive(reply: MiniSearchReply): void {
    if (reply.id === undefined) {
      if (reply.kind === 'failed') this.fail(`the MiniSearch index failed: ${reply.message}`);
      return;
    }
    const settle = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    settle?.(reply);
  }

  private ask(
    request: MiniSearchRequest & { id: number },
    timeoutMs?: number,
  ): Promise<MiniSearchReply> {
    if (this.problem !== undefined)
      return Promise.resolve({ kind: 'failed', id: request.id, message: this.problem });
    return new Promise((resolve) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              // A late answer is dropped; this search is scored by the flat index.
              this.waiting.delete(request.id);
              resolve({ kind: 'failed', id: request.id, message: 'timed out' });
            }, timeoutMs);
      timer?.unref();
      this.waiting.set(request.id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.worker.postMessage(request);
    });
  }

  /** Sends the records the worker lacks, `limit` at most. */
  private send(limit: number): number {
    const records = this.index.records;
    const end = Math.min(records.length, this.sent + limit);
    if (end <= this.sent) return 0;
    const groups = new Int32Array(end - this.sent);
    const texts: (GroupText | null)[] = [];
    for (let position = this.sent; position < end; position++) {
      const group = this.index.groups.groupOf(position);
      groups[position - this.sent] = group;
      // Groups are numbered as records open them, so a record opens the next group or joins a known one.
      if (group >= this.sentGroups) {
        // With its detail when it was added since the cache was read; the worker finds the others' in
        // the log, those the flat index holds detail words for.
        const record = records.slice(position, position + 1)[0]!;
        const fields = fieldTexts(record);
        texts.push({
          eventId: record.eventId,
          fields,
          findDetail: fields[DETAIL] === '' && this.index.fts.fieldLength(group, DETAIL) > 0,
        });
        this.sentGroups = group + 1;
      } else texts.push(null);
    }
    this.worker.postMessage(
      { kind: 'add', records: { groups, texts } } satisfies MiniSearchRequest,
      [groups.buffer],
    );
    const count = end - this.sent;
    this.sent = end;
    return count;
  }

  /** Sends every record in batches, yielding to requests between them, then waits for the worker to hold them. */
  private async feed(): Promise<void> {
    while (this.problem === undefined && this.send(BATCH) > 0)
      await new Promise((resolve) => setImmediate(resolve));
    const reply = await this.ask({ kind: 'sync', id: this.nextId++ });
    if (reply.kind !== 'synced') return;
    if (reply.missingDetails > 0)
      this.log(
        `${reply.missingDetails} record(s) of the search index not found in the log: MiniSearch indexes them without their detail`,
      );
    this.isReady = true;
  }

  /**
   * The keyword scores of `query` from MiniSearch, over the index's records as they are now
   * (what was appended since the last call is sent first); undefined while it is not ready.
   */
  async scores(query: string, settings: FtsSettings): Promise<FtsResult | undefined> {
    if (!this.ready) return undefined;
    while (this.send(BATCH) > 0);
    const reply = await this.ask(
      { kind: 'search', id: this.nextId++, query, settings },
      SEARCH_TIMEOUT_MS,
    );
    if (reply.kind !== 'scores') return undefined;
    if (reply.scores.length !== this.index.groups.groupCount) {
      this.fail(
        `the MiniSearch index holds ${reply.scores.length} groups where the search index has ${this.index.groups.groupCount}`,
      );
      return undefined;
    }
    return { documents: reply.documents, scores: reply.scores };
  }

  /** Stops the worker (a reopened index gets a new one). */
  async close(): Promise<void> {
    this.problem ??= 'closed';
    await this.worker.terminate();
  }
}
