/**
 * Where cortex keeps things inside a repository (DESIGN.md section 2). Committed:
 * `.cortex/events/`, the projections and `config.json`. Local and gitignored: `.cortex/local/`.
 */
import { join } from 'node:path';

export interface ProjectPaths {
  /** The repository's work tree root. */
  root: string;
  cortexDir: string;
  eventsDir: string;
  configFile: string;
  /** Gitignored state: cursors, caches, locks, logs. */
  localDir: string;
  /**
   * The per-tool activity of this clone's own sessions (reads, edits, commands), one file
   * per session: read with the log for the user's search, `log` and briefing, never
   * committed. The committed log holds it condensed, one `session_activity` per session.
   */
  localEventsDir: string;
  /** Which file each writer is appending to, and the HEAD it was started at. */
  writersDir: string;
  appendLock: string;
  logFile: string;
}

export function projectPaths(root: string): ProjectPaths {
  const cortexDir = join(root, '.cortex');
  const localDir = join(cortexDir, 'local');
  return {
    root,
    cortexDir,
    eventsDir: join(cortexDir, 'events'),
    configFile: join(cortexDir, 'config.json'),
    localDir,
    localEventsDir: join(localDir, 'activity'),
    writersDir: join(localDir, 'writers'),
    appendLock: join(localDir, 'append.lock'),
    logFile: join(localDir, 'cortex.log'),
  };
}

/**
 * Every file and folder cortex keeps under `.cortex/local/` (gitignored: this clone's own
 * state, caches and locks), named here and nowhere else. Deleting the folder loses nothing
 * the log holds: caches are rebuilt, cursors read transcripts again from their start.
 */
function local(paths: ProjectPaths, ...parts: string[]): string {
  return join(paths.localDir, ...parts);
}

/**
 * The marker a Stop leaves when what it captured changes the committed projections and
 * their regeneration was handed to a background process; any regeneration removes it
 * before it reads the log (src/projections/projection-files.ts), so while it exists some
 * appended events may not be in the projections yet.
 */
export function projectionsPendingFile(paths: ProjectPaths): string {
  return local(paths, 'projections-pending');
}

/** The lock any regeneration of the committed projections holds while it runs. */
export function projectionsLockFile(paths: ProjectPaths): string {
  return local(paths, 'projections.lock');
}

/**
 * The marker a git hook leaves when it hands the rewrite of the briefing file to a
 * background process (memory/background-refresh.ts); that process removes it before it
 * reads the log, so a marker still there means a rewrite is on its way.
 */
export function briefingPendingFile(paths: ProjectPaths): string {
  return local(paths, 'briefing-pending');
}

/** The lock a rewrite of the briefing file holds, so that an older view never lands after a newer one. */
export function briefingLockFile(paths: ProjectPaths): string {
  return local(paths, 'briefing.lock');
}

/** The user's own settings, over the committed ones (settings-files.ts). */
export function localConfigFile(paths: ProjectPaths): string {
  return local(paths, 'config.json');
}

/** The committed settings the user approved with `cortex trust --approve`, with the values approved. */
export function approvedSettingsFile(paths: ProjectPaths): string {
  return local(paths, 'approved-settings.json');
}

/** Custom redaction patterns found too slow on this machine, with why (redaction/custom-patterns.ts). */
export function badPatternsFile(paths: ProjectPaths): string {
  return local(paths, 'bad-patterns.json');
}

/** What was last logged of a broken config, so that the hooks log it once, not on every turn. */
export function configProblemsFile(paths: ProjectPaths): string {
  return local(paths, 'config-problems.txt');
}

/** Each hook's last run (`<event>.json`): what `doctor` says about the hooks. */
export function heartbeatDir(paths: ProjectPaths): string {
  return local(paths, 'heartbeat');
}

/** What one session was handed already, so that a later prompt or action does not repeat it (memory/handover.ts). */
export function sessionHandoverFile(paths: ProjectPaths, session: string): string {
  return local(paths, 'sessions', writerFileName(session));
}

/** Capture's cursors and journals: where each transcript's reading stopped (capture/cursor.ts). */
export function captureDir(paths: ProjectPaths): string {
  return local(paths, 'capture');
}

/** The author recorded on events, as git gives it, cached (capture/author-cache.ts). */
export function authorCacheFile(paths: ProjectPaths): string {
  return local(paths, 'author.json');
}

/** What Claude Code's auto memory held when it was last shared (capture/auto-memory-sync.ts). */
export function autoMemoryFile(paths: ProjectPaths): string {
  return local(paths, 'auto-memory.json');
}

/** The digest of the log the briefing reads, by event file (projections/log-reader.ts). */
export function digestCacheFile(paths: ProjectPaths): string {
  return local(paths, 'digest-cache.json');
}

/** The log's counts by event file, for `cortex status` (events/summary-cache.ts). */
export function statusCacheFile(paths: ProjectPaths): string {
  return local(paths, 'status-cache.json');
}

/** What cortex last wrote to each decision record, so that an unchanged record is not read again (projections/decision-files.ts). */
export function decisionRecordsFile(paths: ProjectPaths): string {
  return local(paths, 'decision-records.json');
}

/** Who added each event file to git, asked of git only when HEAD moved (trust/authorship.ts). */
export function eventAddersFile(paths: ProjectPaths): string {
  return local(paths, 'event-adders.json');
}

/** The authors of the default branch's commits: whom the briefing trusts by default. */
export function defaultBranchAuthorsFile(paths: ProjectPaths): string {
  return local(paths, 'default-branch-authors.json');
}

/** Other branches' memory, read from git and cached by branch tip (git/branch-memory.ts). */
export function branchMemoryFile(paths: ProjectPaths): string {
  return local(paths, 'branch-memory.json');
}

/** How often and when each memory was handed over: the briefing's reinforcement (projections/access-file.ts). */
export function accessFile(paths: ProjectPaths): string {
  return local(paths, 'access.json');
}

/** The journal of retrievals not yet folded into access.json. */
export function accessLogFile(paths: ProjectPaths): string {
  return local(paths, 'access.log');
}

/** What the point-of-action hooks say, indexed by file and command (projections/action-notes-file.ts). */
export function actionNotesFile(paths: ProjectPaths): string {
  return local(paths, 'action-notes.json');
}

/** The search index, its vectors and its locks (search/cache.ts). */
export function searchCacheDir(paths: ProjectPaths): string {
  return local(paths, 'search');
}

/** The chunk store of the project's documents (knowledge/doc-store.ts). */
export function docStoreDir(paths: ProjectPaths): string {
  return local(paths, 'docs');
}

/** The draft `cortex edit` opens in the editor for one memory. */
export function editDraftFile(paths: ProjectPaths, shortId: string): string {
  return local(paths, `EDIT_MEMORY-${shortId}.md`);
}

/** The rule `cortex redact` records for one event. */
export function redactRuleFile(paths: ProjectPaths, shortId: string): string {
  return local(paths, `redact-${shortId}.txt`);
}

/** The page `cortex view` writes unless told where. */
export function explorerPageFile(paths: ProjectPaths): string {
  return local(paths, 'view.html');
}

/** What `cortex view --serve --open` hands the browser: a page only its user can read, that leads to the served page. */
export function explorerLauncherFile(paths: ProjectPaths): string {
  return local(paths, 'view-open.html');
}

/** The month folder a new event file goes in, from the time the file is started (UTC). */
export function monthFolder(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Lines `cortex init` adds to `.gitignore`: local state and the per-user briefing. */
export const GITIGNORE_ENTRIES = ['.cortex/local/', '.claude/rules/cortex-briefing.md'];

/** A writer key (a session id, `cli`) made safe to use as a file name. */
export function writerFileName(writer: string): string {
  const safe = writer.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);
  return `${safe === '' ? '_' : safe}.json`;
}
