import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openSearch,
  updateElsewhere
} from "./chunk-H4AWVY7M.mjs";
import "./chunk-SM4S3YX3.mjs";
import {
  readBranchMemory,
  readBranchTips
} from "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  fieldTexts,
  refreshHeldIndex
} from "./chunk-SLYJBYNJ.mjs";
import "./chunk-2BBHJYEL.mjs";
import "./chunk-GGRWZNHR.mjs";
import {
  findAsset
} from "./chunk-NR55AXLW.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import {
  isLocalEventFile
} from "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import {
  INDEX_FIELDS
} from "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/search/held-branches.ts
import { Worker } from "node:worker_threads";
var BRANCH_MEMORY_WORKER = "dist/branch-memory-worker.mjs";
var WORKTREE_LOOK_MS = 3e4;
var HeldBranches = class {
  constructor(repo, paths, log, workerFile = findAsset(BRANCH_MEMORY_WORKER)) {
    this.repo = repo;
    this.paths = paths;
    this.log = log;
    this.workerFile = workerFile;
  }
  repo;
  paths;
  log;
  workerFile;
  /** The tips at the last read (started, or made by the index's opening). */
  seen;
  /** When the last read started (performance.now()). */
  lastLook = -Infinity;
  looking;
  found;
  /** Counts the indexes opened: a read started before the last one is older than what it read. */
  generation = 0;
  warnedMissing = false;
  closed = false;
  /** The tips now, to hand to `opened` once an index that reads the branches itself has opened. */
  tips() {
    try {
      return readBranchTips(this.repo).key;
    } catch {
      return void 0;
    }
  }
  /** An index opened that read the branches when the tips were `tips`: what a read finished since is older. */
  opened(tips) {
    this.seen = tips;
    this.lastLook = performance.now();
    this.found = void 0;
    this.generation++;
  }
  /** What a read finished since the last call found, once (undefined: nothing new). */
  take() {
    const found = this.found;
    this.found = void 0;
    return found;
  }
  /** Starts a read when the branches may have changed since the last (see the module's comment); cheap otherwise. */
  check() {
    if (this.looking || this.closed) return;
    let tips;
    try {
      tips = readBranchTips(this.repo);
    } catch (error) {
      this.log(
        `could not read the branches' tips: ${error instanceof Error ? error.message : String(error)}`
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
      (error) => this.log(
        `could not read other branches' memory: ${error instanceof Error ? error.message : String(error)}`
      )
    );
    void this.looking.finally(() => this.looking = void 0);
  }
  /** Settles once the read under way (if any) has finished: for tests and benchmarks. */
  async settled() {
    await this.looking;
  }
  /**
   * Starts no more reads, and settles once the one under way has finished: it may be writing
   * the branch memory cache, which is left whole rather than cut off mid-write.
   */
  async close() {
    this.closed = true;
    await this.looking;
  }
  read() {
    if (!this.workerFile) {
      if (!this.warnedMissing)
        this.log(
          `${BRANCH_MEMORY_WORKER} is missing (run npm run build): other branches' memory is read on the server's thread`
        );
      this.warnedMissing = true;
      return new Promise((resolve) => setImmediate(resolve)).then(
        () => readBranchMemory(this.repo, this.paths)
      );
    }
    return new Promise((resolve, reject) => {
      const worker = new Worker(this.workerFile, {
        workerData: { repo: this.repo, paths: this.paths }
      });
      worker.unref();
      let settled = false;
      worker.on("message", (reply) => {
        settled = true;
        if (reply.kind === "read") resolve(reply.memory);
        else reject(new Error(reply.message));
      });
      worker.on("error", (error) => {
        if (!settled) reject(error);
        settled = true;
      });
      worker.on("exit", (code) => {
        if (!settled) reject(new Error(`the branch memory worker exited with code ${code}`));
        settled = true;
      });
    });
  }
};

// src/search/held-minisearch.ts
import { Worker as Worker2 } from "node:worker_threads";
var DETAIL = INDEX_FIELDS.indexOf("detail");
var BATCH = 2e3;
var WORKER_HEAP_MIB = 256;
var WORKER_YOUNG_MIB = 4;
var SEARCH_TIMEOUT_MS = 2e3;
var MINISEARCH_WORKER = "dist/minisearch-worker.mjs";
var HeldMiniSearch = class _HeldMiniSearch {
  constructor(workerFile, paths, index, log) {
    this.index = index;
    this.log = log;
    this.worker = new Worker2(workerFile, {
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_MIB,
        maxYoungGenerationSizeMb: WORKER_YOUNG_MIB
      }
    });
    this.worker.unref();
    this.worker.on("message", (reply) => this.receive(reply));
    this.worker.on(
      "error",
      (error) => this.fail(`the MiniSearch worker stopped: ${error.message}`)
    );
    this.worker.on("exit", (code) => {
      if (code !== 0) this.fail(`the MiniSearch worker exited with code ${code}`);
    });
    this.worker.postMessage({ kind: "details", paths });
    this.built = this.feed();
  }
  index;
  log;
  worker;
  /** Records and groups of the search index sent to the worker. */
  sent = 0;
  sentGroups = 0;
  nextId = 0;
  waiting = /* @__PURE__ */ new Map();
  problem;
  isReady = false;
  /** Settles when the worker holds every record the index had when it started (or failed). */
  built;
  /**
   * Starts building the MiniSearch index of `index` (opened from the log at `paths`) in a
   * worker; undefined (the flat index answers) when the worker file is missing.
   */
  static start(paths, index, log, workerFile = findAsset(MINISEARCH_WORKER)) {
    if (!workerFile) {
      log(`${MINISEARCH_WORKER} is missing (run npm run build): searches score the flat index`);
      return void 0;
    }
    try {
      return new _HeldMiniSearch(workerFile, paths, index, log);
    } catch (error) {
      log(
        `could not start the MiniSearch worker (${error instanceof Error ? error.message : String(error)}): searches score the flat index`
      );
      return void 0;
    }
  }
  /** Whether the worker holds every record sent and answers keyword scores. */
  get ready() {
    return this.isReady && this.problem === void 0;
  }
  /** Why the worker no longer answers, if it stopped. */
  get stopped() {
    return this.problem;
  }
  fail(problem) {
    if (this.problem !== void 0) return;
    this.problem = problem;
    this.log(`${problem}; searches score the flat index`);
    for (const [id, settle] of this.waiting) settle({ kind: "failed", id, message: problem });
    this.waiting.clear();
    void this.worker.terminate();
  }
  receive(reply) {
    if (reply.id === void 0) {
      if (reply.kind === "failed") this.fail(`the MiniSearch index failed: ${reply.message}`);
      return;
    }
    const settle = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    settle?.(reply);
  }
  ask(request, timeoutMs) {
    if (this.problem !== void 0)
      return Promise.resolve({ kind: "failed", id: request.id, message: this.problem });
    return new Promise((resolve) => {
      const timer = timeoutMs === void 0 ? void 0 : setTimeout(() => {
        this.waiting.delete(request.id);
        resolve({ kind: "failed", id: request.id, message: "timed out" });
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
  send(limit) {
    const records = this.index.records;
    const end = Math.min(records.length, this.sent + limit);
    if (end <= this.sent) return 0;
    const groups = new Int32Array(end - this.sent);
    const texts = [];
    for (let position = this.sent; position < end; position++) {
      const group = this.index.groups.groupOf(position);
      groups[position - this.sent] = group;
      if (group >= this.sentGroups) {
        const record = records.slice(position, position + 1)[0];
        const fields = fieldTexts(record);
        texts.push({
          eventId: record.eventId,
          fields,
          findDetail: fields[DETAIL] === "" && this.index.fts.fieldLength(group, DETAIL) > 0
        });
        this.sentGroups = group + 1;
      } else texts.push(null);
    }
    this.worker.postMessage(
      { kind: "add", records: { groups, texts } },
      [groups.buffer]
    );
    const count = end - this.sent;
    this.sent = end;
    return count;
  }
  /** Sends every record in batches, yielding to requests between them, then waits for the worker to hold them. */
  async feed() {
    while (this.problem === void 0 && this.send(BATCH) > 0)
      await new Promise((resolve) => setImmediate(resolve));
    const reply = await this.ask({ kind: "sync", id: this.nextId++ });
    if (reply.kind !== "synced") return;
    if (reply.missingDetails > 0)
      this.log(
        `${reply.missingDetails} record(s) of the search index not found in the log: MiniSearch indexes them without their detail`
      );
    this.isReady = true;
  }
  /**
   * The keyword scores of `query` from MiniSearch, over the index's records as they are now
   * (what was appended since the last call is sent first); undefined while it is not ready.
   */
  async scores(query, settings) {
    if (!this.ready) return void 0;
    while (this.send(BATCH) > 0) ;
    const reply = await this.ask(
      { kind: "search", id: this.nextId++, query, settings },
      SEARCH_TIMEOUT_MS
    );
    if (reply.kind !== "scores") return void 0;
    if (reply.scores.length !== this.index.groups.groupCount) {
      this.fail(
        `the MiniSearch index holds ${reply.scores.length} groups where the search index has ${this.index.groups.groupCount}`
      );
      return void 0;
    }
    return { documents: reply.documents, scores: reply.scores };
  }
  /** Stops the worker (a reopened index gets a new one). */
  async close() {
    this.problem ??= "closed";
    await this.worker.terminate();
  }
};

// src/search/log-watch.ts
import { readdirSync, statSync, watch } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
var FULL_LOOK_MS = 1e4;
var TEMPORARY = /\.tmp$/;
var LogWatch = class {
  /**
   * `platform`: the watch is trusted on Linux only, where inotify queues a notice as the write
   * is made (tested here); elsewhere (FSEvents delivers after a latency, which a search right
   * after a write would beat) every answer is `unknown`, and every file is stat'ed as before.
   */
  constructor(paths, platform = process.platform) {
    this.paths = paths;
    if (platform !== "linux") this.closed = true;
  }
  paths;
  watchers = /* @__PURE__ */ new Map();
  changed = /* @__PURE__ */ new Set();
  /** Whether something was noticed that names no event file (or nothing is known yet). */
  unknown = true;
  closed = false;
  /** When the caller was last told to look at every file (performance.now()). */
  lastFullLook = -Infinity;
  /**
   * What changed since the last call. The notices the system has already queued are taken
   * in first, so a write that finished before this call is in the answer.
   */
  async changes() {
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    if (this.closed) return { kind: "unknown" };
    const now = performance.now();
    const unknown = this.unknown || now - this.lastFullLook > FULL_LOOK_MS;
    if (unknown) this.lastFullLook = now;
    const paths = [...this.changed];
    this.unknown = false;
    this.changed = /* @__PURE__ */ new Set();
    if (unknown) this.watchFolders();
    if (unknown) return { kind: "unknown" };
    return paths.length ? { kind: "files", paths } : { kind: "none" };
  }
  /** Makes the next answer `unknown` (the caller could not use this one). */
  lookEverywhere() {
    this.unknown = true;
  }
  /** Stops watching; every later answer is `unknown`. */
  close() {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }
  /** The folders to watch: those holding event files (and their subfolders), and the ones above them. */
  folders() {
    const { cortexDir, localDir, eventsDir, localEventsDir } = this.paths;
    const folders = /* @__PURE__ */ new Map([
      [cortexDir, /* @__PURE__ */ new Set([basename(eventsDir), basename(localDir)])],
      [localDir, /* @__PURE__ */ new Set([basename(localEventsDir)])]
    ]);
    const walk = (dir) => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      folders.set(dir, void 0);
      for (const entry of entries) if (entry.isDirectory()) walk(join(dir, entry.name));
    };
    walk(eventsDir);
    walk(localEventsDir);
    return folders;
  }
  /** Watches the folders there are now, afresh: one removed and made again under the same name is another folder. */
  watchFolders() {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
    for (const [dir, names] of this.folders()) {
      try {
        const watcher = watch(
          dir,
          { persistent: false },
          (_event, name) => this.notice(dir, names, name === null ? null : String(name))
        );
        watcher.on("error", () => {
          watcher.close();
          if (this.watchers.get(dir) === watcher) this.watchers.delete(dir);
          this.unknown = true;
        });
        this.watchers.set(dir, watcher);
      } catch {
        if (dir === this.paths.cortexDir || dir === this.paths.localDir) this.unknown = true;
      }
    }
    if (!this.watchers.has(this.paths.cortexDir) || !this.watchers.has(this.paths.localDir))
      this.unknown = true;
  }
  notice(dir, names, name) {
    if (name === null) {
      this.unknown = true;
      return;
    }
    if (names !== void 0) {
      if (names.has(name)) this.unknown = true;
      return;
    }
    if (TEMPORARY.test(name)) return;
    if (name.endsWith(".ndjson") && dirname(name) === ".")
      this.changed.add(relative(this.paths.root, join(dir, name)).split(sep).join("/"));
    else this.unknown = true;
  }
};
function statsAfter(paths, known, changed) {
  const byPath = new Map(
    known.map(({ path, size, mtimeMs, ino }) => [path, { path, size, mtimeMs, ino }])
  );
  let added = false;
  for (const path of changed) {
    try {
      const stat = statSync(join(paths.root, path));
      if (!stat.isFile()) throw new Error("not a file");
      added ||= !byPath.has(path);
      byPath.set(path, { path, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino });
    } catch {
      byPath.delete(path);
    }
  }
  const stats = [...byPath.values()];
  if (added)
    stats.sort(
      (a, b) => Number(isLocalEventFile(a.path)) - Number(isLocalEventFile(b.path)) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
    );
  return stats;
}

// src/search/held.ts
var APPEND_BATCH = 64;
var HeldSearch = class {
  constructor(project, env, log) {
    this.project = project;
    this.env = env;
    this.log = log;
    this.watch = new LogWatch(project.paths);
    this.branches = new HeldBranches(project.repo, project.paths, log);
  }
  project;
  env;
  log;
  held;
  opening;
  /** A reopen while the held index answers (memories it must drop), if one is under way. */
  replacing;
  mini;
  /** The held index's memories from other branches (its `elsewhere`, kept current in place). */
  elsewhere = /* @__PURE__ */ new Map();
  closed = false;
  /** Which event files changed between calls, so a call stats only those. */
  watch;
  /** Whether the other branches' memory moved, and what it is now. */
  branches;
  /** Starts opening the index once the current work is done (a no-op while it is open or opening). */
  start() {
    if (this.closed) return Promise.resolve();
    this.opening ??= this.open().then(
      (opened) => {
        if (!this.closed) this.install(opened.search, opened.tips);
      },
      (error) => {
        this.log(
          `opening the search index failed: ${error instanceof Error ? error.message : String(error)}`
        );
        this.opening = void 0;
      }
    );
    return this.opening;
  }
  /** Opens the index (with the other branches' memory as it is now), once the current work is done. */
  async open() {
    await new Promise((resolve) => setImmediate(resolve));
    const tips = this.branches.tips();
    return {
      search: await openSearch(this.project, { env: this.env, mode: "hybrid", report: this.log }),
      tips
    };
  }
  /** Makes `opened` the index that answers, with a MiniSearch worker of its own. */
  install(opened, tips) {
    void this.mini?.close();
    const mini = HeldMiniSearch.start(this.project.paths, opened.index, this.log);
    this.mini = mini;
    this.elsewhere = new Map(opened.elsewhere);
    this.held = {
      ...opened,
      elsewhere: this.elsewhere,
      ...mini ? { keywordScores: (query, settings) => mini.scores(query, settings) } : {}
    };
    this.branches.opened(tips);
  }
  /**
   * Opens the index again while the held one answers, and puts it in its place: for memories
   * the held index cannot drop. The log is then looked at in full at the next search, as
   * the new index may have read it before the changes the watch has reported since.
   */
  reopenBeside() {
    if (this.replacing || this.closed) return;
    this.replacing = this.open().then(
      (opened) => {
        if (this.closed || this.held === void 0) return;
        this.install(opened.search, opened.tips);
        this.watch.lookEverywhere();
      },
      (error) => this.log(
        `reopening the search index failed: ${error instanceof Error ? error.message : String(error)}`
      )
    ).finally(() => this.replacing = void 0);
  }
  /** Settles once a reopen beside the held index (if any) has put the new one in place: for tests. */
  async reopened() {
    await this.replacing;
  }
  /** Whether searches are answered from memory now. */
  get ready() {
    return this.held !== void 0;
  }
  /** Whether MiniSearch scores the keywords of searches now (the flat index does until then). */
  get miniSearchReady() {
    return this.held !== void 0 && this.mini?.ready === true;
  }
  /** What answers searches now, for `status`. */
  describe() {
    if (!this.held) return "opening the index in memory (searches read the flat cache meanwhile)";
    const records = this.held.index.records.length.toLocaleString("en-US");
    if (this.mini?.ready) return `in memory, keywords scored by MiniSearch (${records} records)`;
    const mini = !this.mini ? "MiniSearch unavailable" : this.mini.stopped ? "MiniSearch stopped (see .cortex/local/cortex.log)" : "MiniSearch index building";
    return `in memory (${records} records), ${mini}: keywords scored by the flat index`;
  }
  /** Settles once MiniSearch holds the index opened (or cannot): for benchmarks and tests. */
  async miniSearchBuilt() {
    await this.start();
    await this.mini?.built;
  }
  /** Stops the MiniSearch worker, and any opening still to come; waits for the reads under way of the branches and a reopen beside. */
  async close() {
    this.closed = true;
    this.watch.close();
    await this.mini?.close();
    await Promise.all([this.branches.close(), this.replacing]);
  }
  /**
   * The held index brought up to date with the log, or undefined when it is not ready (the
   * caller answers from the flat cache meanwhile). A log rewritten under it starts a reopen.
   */
  async current() {
    const before = this.held;
    if (!before) {
      void this.start();
      return void 0;
    }
    let changes = await this.watch.changes();
    const held = this.held;
    if (!held) {
      this.watch.lookEverywhere();
      void this.start();
      return void 0;
    }
    if (held !== before) changes = { kind: "unknown" };
    if (changes.kind !== "none" && !await this.readLog(held, changes)) return void 0;
    await this.followBranches(held);
    return held;
  }
  /** Brings `held` up to date with the log; false when it cannot be (a reopen has started). */
  async readLog(held, changes) {
    let refreshed;
    try {
      refreshed = refreshHeldIndex(
        this.project.paths,
        held,
        changes.kind === "files" ? statsAfter(this.project.paths, held.files, changes.paths) : void 0
      );
    } catch (error) {
      this.log(
        `reading the log for the held search index failed: ${error instanceof Error ? error.message : String(error)}`
      );
      refreshed = void 0;
    }
    if (!refreshed) {
      this.held = void 0;
      this.opening = void 0;
      void this.mini?.close();
      this.mini = void 0;
      void this.start();
      return false;
    }
    held.files = refreshed.files;
    if (held.elsewhere === this.elsewhere && this.elsewhere.size > 0)
      for (const id of refreshed.read) this.elsewhere.delete(id);
    if (refreshed.warnings.length)
      this.log(
        `${refreshed.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`
      );
    if (refreshed.added > 0 && held.embedder) await this.embedAdded(held, "new memories");
    return true;
  }
  /**
   * Takes in what a read of the other branches found since the last search, and starts
   * another read if their tips moved (see held-branches.ts).
   */
  async followBranches(held) {
    const other = held.elsewhere === this.elsewhere ? this.branches.take() : void 0;
    if (other) {
      const update = updateElsewhere((id) => held.index.has(id), this.elsewhere, other);
      if (update.fresh.length > 0) held.index.add(update.fresh);
      this.elsewhere.clear();
      for (const [id, origin] of update.elsewhere) this.elsewhere.set(id, origin);
      if (update.gone.length > 0) this.reopenBeside();
      if (update.fresh.length > 0 && held.embedder)
        await this.embedAdded(held, "other branches' new memories");
    }
    this.branches.check();
  }
  async embedAdded(held, what) {
    try {
      await held.index.embed(held.embedder, APPEND_BATCH);
    } catch (error) {
      this.log(
        `embedding ${what} failed: ${error instanceof Error ? error.message : String(error)}`
      );
    }
  }
};
export {
  HeldSearch
};
