/**
 * The Stop hook's projection upkeep, off its path. Rendering the committed projections
 * means loading the markdown and YAML libraries and folding the whole log, which costs
 * more than the rest of a Stop (its budget is 1.5x `node -e 0`). So a Stop whose capture
 * changes what they show leaves a marker (`.cortex/local/projections-pending`) and starts
 * a detached `cortex hook refresh-projections`, which regenerates them a moment later;
 * the hook itself returns at once. The git hooks hand the briefing file over the same way.
 *
 * Every regeneration removes the marker before it reads the log, and a Stop writes it only
 * after its events are appended, so a refresh never misses events: a marker that is still
 * there means a refresh is on its way (one is not started twice) or died (one older than
 * RETRY_AFTER_MS is retried by the next Stop). PreCompact, PostCompact and SessionEnd
 * regenerate in the hook itself, as every command that changes memory does.
 */
import { existsSync, statSync } from 'node:fs';
import { briefingPendingFile, projectionsPendingFile } from '../events/paths.js';
import { writeFileAtomic } from '../files.js';
import type { Project } from '../project.js';
import { findAsset } from '../setup/assets.js';
import { readHead } from '../git/plumbing/repo.js';
import { lowerHeapGrowth } from '../heap-growth.js';

/** The internal hook event the detached refresh runs as (`cortex hook refresh-projections`). */
export const REFRESH_PROJECTIONS = 'refresh-projections';

/**
 * The internal hook event that rewrites the briefing file in the background
 * (`cortex hook refresh-briefing`): what git's post-checkout, post-merge and post-rewrite
 * hooks hand over, so that git returns at once however long the log is.
 */
export const REFRESH_BRIEFING = 'refresh-briefing';

/** A marker older than this was left by a refresh that never ran or failed: the next Stop starts another. */
export const RETRY_AFTER_MS = 30_000;

/** How old the marker is, or undefined when there is none. */
function markerAgeMs(marker: string, now: Date): number | undefined {
  try {
    return now.getTime() - statSync(marker).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Whether a regeneration was handed to the background and has not happened for a while (a refresh died). */
export function isRefreshOverdue(project: Project, now: Date): boolean {
  const age = markerAgeMs(projectionsPendingFile(project.paths), now);
  return age !== undefined && age >= RETRY_AFTER_MS;
}

export type RefreshStart = 'started' | 'already pending' | 'no cortex binary';

/**
 * Hands the regeneration of the committed projections to a detached process, unless one is
 * already pending. Call it only after the events are appended. 'no cortex binary' (cortex
 * run from sources that were never built) leaves the regeneration to the caller.
 */
export function startProjectionRefresh(project: Project, now: Date): RefreshStart {
  return startDetached(project, now, projectionsPendingFile(project.paths), REFRESH_PROJECTIONS);
}

/**
 * Hands the rewrite of the briefing file to a detached process, as startProjectionRefresh
 * does the projections: the marker is written first, and the process removes it before it
 * reads the log, so a git operation after that starts another.
 */
export function startBriefingRefresh(project: Project, now: Date): RefreshStart {
  return startDetached(project, now, briefingPendingFile(project.paths), REFRESH_BRIEFING);
}

function startDetached(project: Project, now: Date, marker: string, event: string): RefreshStart {
  const age = markerAgeMs(marker, now);
  if (age !== undefined && age < RETRY_AFTER_MS) return 'already pending';
  const bin = findAsset('dist/bin.js');
  if (!bin) return 'no cortex binary';
  writeFileAtomic(marker, `${now.toISOString()}\n`, { makeFolder: true });
  // Loaded here: node:child_process costs a few milliseconds, which the other Stops need not pay.
  const { spawn } = process.getBuiltinModule('node:child_process');
  const child = spawn(process.execPath, [bin, 'hook', event], {
    cwd: project.paths.root,
    detached: true,
    stdio: 'ignore',
    windowsHide: true,
  });
  // A failed start leaves the marker: the next one retries once it is old enough, and doctor sees the files stale.
  child.on('error', () => undefined);
  child.unref();
  return 'started';
}

/**
 * `cortex hook refresh-projections`: the regeneration a Stop handed to the background.
 * Nothing when the marker is gone (another regeneration, a command, SessionEnd or an
 * earlier refresh, read the log since it was written). Throws what failed: the caller logs
 * it, and the marker stays, so the next Stop retries and doctor reports the files stale.
 */
export async function runProjectionRefresh(project: Project): Promise<void> {
  if (!existsSync(projectionsPendingFile(project.paths))) return;
  const { regenerateProjections } = await import('../projections/projection-files.js');
  const head = () => JSON.stringify(readHead(project.repo));
  // The whole log is read: see heap-growth.ts.
  const restore = lowerHeapGrowth();
  try {
    // A checkout (or reset) while it ran may have put another branch's events in the work tree: render again
    // from those. Records cortex cannot read are left alone and reported by doctor and project, as after any Stop.
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = head();
      regenerateProjections(project);
      if (head() === before) break;
    }
  } finally {
    restore();
  }
}

/** Whether a git hook handed a rewrite of the briefing file to the background and none has taken it yet. */
export function isBriefingRefreshPending(project: Project): boolean {
  return existsSync(briefingPendingFile(project.paths));
}
