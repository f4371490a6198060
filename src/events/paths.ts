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
 * The marker a Stop leaves when what it captured changes the committed projections and
 * their regeneration was handed to a background process; any regeneration removes it
 * before it reads the log (src/projections/projection-files.ts), so while it exists some
 * appended events may not be in the projections yet.
 */
export function projectionsPendingFile(paths: ProjectPaths): string {
  return join(paths.localDir, 'projections-pending');
}

/** The lock any regeneration of the committed projections holds while it runs. */
export function projectionsLockFile(paths: ProjectPaths): string {
  return join(paths.localDir, 'projections.lock');
}

/**
 * The marker a git hook leaves when it hands the rewrite of the briefing file to a
 * background process (hooks/background-projections.ts); that process removes it before it
 * reads the log, so a marker still there means a rewrite is on its way.
 */
export function briefingPendingFile(paths: ProjectPaths): string {
  return join(paths.localDir, 'briefing-pending');
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
