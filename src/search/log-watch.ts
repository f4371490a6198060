/**
 * Which event files may have changed since a long-lived process last looked (shell): the
 * MCP server's held search index asks before each search, so that a call does not stat
 * every event file of the log (about 10,000 at 100,000 events: 50-60 ms a call) to find
 * the one or two a session appended to.
 *
 * It watches the folders that hold event files (`.cortex/events/` and its month folders,
 * `.cortex/local/activity/`) and the folders above them, with the operating system's file
 * notices (fs.watch; inotify, on Linux only: see the constructor), and answers with the event
 * files named since the last answer. Anything it cannot place (a folder created or removed,
 * a notice without a name, a watch that failed or could not be set) makes the answer
 * `unknown`, and the caller stats every file as it did before, as it also does every 10
 * seconds whatever the watch says (FULL_LOOK_MS).
 */
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { ProjectPaths } from '../events/paths.js';
import { isLocalEventFile } from '../events/store.js';
import type { FileStat } from './fingerprint.js';

export type LogChanges =
  /** No event file changed since the last answer. */
  | { kind: 'none' }
  /** Only these event files (relative to the repository root, `/` separators) may have changed, been added or removed. */
  | { kind: 'files'; paths: string[] }
  /** Anything may have changed: stat every file. */
  | { kind: 'unknown' };

/**
 * The longest the watch's word is taken alone: a file system whose notices do not come (a
 * network mount, some container volumes) is looked at in full this often, so what it missed
 * is at most this late.
 */
const FULL_LOOK_MS = 10_000;

/** Temporary files beside the event files (`<file>.<pid>.tmp`): a rename onto the real name is noticed under that name. */
const TEMPORARY = /\.tmp$/;

export class LogWatch {
  private readonly watchers = new Map<string, FSWatcher>();
  private changed = new Set<string>();
  /** Whether something was noticed that names no event file (or nothing is known yet). */
  private unknown = true;
  private closed = false;
  /** When the caller was last told to look at every file (performance.now()). */
  private lastFullLook = -Infinity;

  /**
   * `platform`: the watch is trusted on Linux only, where inotify queues a notice as the write
   * is made (tested here); elsewhere (FSEvents delivers after a latency, which a search right
   * after a write would beat) every answer is `unknown`, and every file is stat'ed as before.
   */
  constructor(
    private readonly paths: ProjectPaths,
    platform: NodeJS.Platform = process.platform,
  ) {
    if (platform !== 'linux') this.closed = true;
  }

  /**
   * What changed since the last call. The notices the system has already queued are taken
   * in first, so a write that finished before this call is in the answer.
   */
  async changes(): Promise<LogChanges> {
    // The system's notices are read in the event loop's poll phase. Called from that phase (a
    // request just read), the first turn ends without another poll: the second has one, after
    // anything this process or another wrote before this call.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    if (this.closed) return { kind: 'unknown' };
    const now = performance.now();
    const unknown = this.unknown || now - this.lastFullLook > FULL_LOOK_MS;
    if (unknown) this.lastFullLook = now;
    const paths = [...this.changed];
    this.unknown = false;
    this.changed = new Set();
    // Folders come and go (a new month, a checkout): watch what is there now, before the caller looks.
    if (unknown) this.watchFolders();
    if (unknown) return { kind: 'unknown' };
    return paths.length ? { kind: 'files', paths } : { kind: 'none' };
  }

  /** Makes the next answer `unknown` (the caller could not use this one). */
  lookEverywhere(): void {
    this.unknown = true;
  }

  /** Stops watching; every later answer is `unknown`. */
  close(): void {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** The folders to watch: those holding event files (and their subfolders), and the ones above them. */
  private folders(): Map<string, ReadonlySet<string> | undefined> {
    const { cortexDir, localDir, eventsDir, localEventsDir } = this.paths;
    // Above the log: only the names on the way to it matter (the local folder also holds caches and logs written on every call).
    const folders = new Map<string, ReadonlySet<string> | undefined>([
      [cortexDir, new Set([basename(eventsDir), basename(localDir)])],
      [localDir, new Set([basename(localEventsDir)])],
    ]);
    const walk = (dir: string) => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      folders.set(dir, undefined);
      for (const entry of entries) if (entry.isDirectory()) walk(join(dir, entry.name));
    };
    walk(eventsDir);
    walk(localEventsDir);
    return folders;
  }

  /** Watches the folders there are now, afresh: one removed and made again under the same name is another folder. */
  private watchFolders(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
    for (const [dir, names] of this.folders()) {
      try {
        const watcher = watch(dir, { persistent: false }, (_event, name) =>
          this.notice(dir, names, name === null ? null : String(name)),
        );
        watcher.on('error', () => {
          // A folder removed, or a watch the system dropped: look everywhere next time, and watch again.
          watcher.close();
          if (this.watchers.get(dir) === watcher) this.watchers.delete(dir);
          this.unknown = true;
        });
        this.watchers.set(dir, watcher);
      } catch {
        // A folder that does not exist (yet): its parent's watch notices it appear. Any other failure: stat everything.
        if (dir === this.paths.cortexDir || dir === this.paths.localDir) this.unknown = true;
      }
    }
    // Without the folders above the log watched, a new folder could go unnoticed.
    if (!this.watchers.has(this.paths.cortexDir) || !this.watchers.has(this.paths.localDir))
      this.unknown = true;
  }

  private notice(dir: string, names: ReadonlySet<string> | undefined, name: string | null): void {
    if (name === null) {
      this.unknown = true;
      return;
    }
    if (names !== undefined) {
      if (names.has(name)) this.unknown = true;
      return;
    }
    if (TEMPORARY.test(name)) return;
    // An event file named: that file alone. Anything else here is a folder appearing or going.
    if (name.endsWith('.ndjson') && dirname(name) === '.')
      this.changed.add(relative(this.paths.root, join(dir, name)).split(sep).join('/'));
    else this.unknown = true;
  }
}

/**
 * The event files as a stat of every one would find them, from what was known of them and
 * a stat of the `changed` ones alone (one gone is left out; one new is put in the log's order).
 */
export function statsAfter(
  paths: ProjectPaths,
  known: readonly FileStat[],
  changed: readonly string[],
): FileStat[] {
  const byPath = new Map(
    known.map(({ path, size, mtimeMs, ino }) => [path, { path, size, mtimeMs, ino }]),
  );
  let added = false;
  for (const path of changed) {
    try {
      const stat = statSync(join(paths.root, path));
      if (!stat.isFile()) throw new Error('not a file');
      added ||= !byPath.has(path);
      byPath.set(path, { path, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino });
    } catch {
      byPath.delete(path);
    }
  }
  const stats = [...byPath.values()];
  // As the log is listed: the committed files, then the local ones, each in name order.
  if (added)
    stats.sort(
      (a, b) =>
        Number(isLocalEventFile(a.path)) - Number(isLocalEventFile(b.path)) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    );
  return stats;
}
