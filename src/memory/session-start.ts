/**
 * The handoff at a session's start (the SessionStart hook): condenses the activity of earlier sessions that ended without a SessionEnd
 * (capture/session-activity.ts), regenerates the briefing, writes it to
 * `.claude/rules/cortex-briefing.md` for the next launch, and returns it as additional
 * context for this one (Claude Code has read the rules files before this hook runs, so
 * stdout is the channel that is current).
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { briefingLockFile, briefingPendingFile } from '../events/paths.js';
import { withFileLock } from '../events/lock.js';
import { condenseQuietSessions, QUIET_SESSION_MS } from '../capture/session-activity.js';
import { quietUnfinished } from '../capture/unfinished.js';
import { changedDocuments, readDocStore, refreshDocStore } from '../knowledge/doc-store.js';
import { writeBriefing } from '../projections/briefing-file.js';
import type { Project } from '../project.js';
import { startProjectionRefresh } from './background-refresh.js';
import { lowerHeapGrowth } from '../heap-growth.js';

/**
 * Rewrites the briefing file, as SessionStart writes it: what a git hook hands to a detached
 * `cortex hook refresh-briefing` (hooks/runner.ts) after a checkout, merge or rewrite.
 */
export function rewriteBriefingFile(project: Project, now: Date): void {
  const restore = lowerHeapGrowth();
  try {
    const briefing = writeBriefing(project, { now });
    if (briefing.problem) throw new Error(briefing.problem);
  } finally {
    restore();
  }
}

/**
 * `cortex hook refresh-briefing`: the rewrite of the briefing file that a git hook handed to
 * the background (after a checkout, merge or rewrite). Nothing when the marker is gone. The
 * marker goes before the log is read, so a git operation meanwhile starts another; one
 * rewrite at a time, so an older view never lands after a newer one. Throws what failed.
 */
export function runBriefingRefresh(project: Project, now: () => Date): void {
  const marker = briefingPendingFile(project.paths);
  if (!existsSync(marker)) return;
  withFileLock(
    briefingLockFile(project.paths),
    () => {
      if (!existsSync(marker)) return; // Taken by the rewrite that ran while this one waited.
      rmSync(marker, { force: true });
      rewriteBriefingFile(project, now());
    },
    { timeoutMs: 30_000, staleMs: 60_000 },
  );
}

export interface SessionStartRequest {
  /** The session starting (its own activity is not condensed). */
  session: string | undefined;
  /** Its transcript (not finished as an earlier session's). */
  transcriptPath: string | undefined;
  now: Date;
  log: (message: string) => void;
}

/** The briefing handed to a starting session, and the problems met on the way (none stop it). */
export async function startSession(
  project: Project,
  request: SessionStartRequest,
): Promise<{ briefing: string; problems: string[] }> {
  // The briefing folds the whole log: see heap-growth.ts.
  const restore = lowerHeapGrowth();
  try {
    return await briefSession(project, request);
  } finally {
    restore();
  }
}

/** More documents than this to read for the first time are read in the background, not by the hook. */
const DOCUMENTS_IN_HOOK = 40;

/**
 * Brings the chunk store of the project's documents up to date (knowledge/doc-store.ts) and
 * says what changed since the last session; a first reading of many documents is left to a
 * background process. Nothing to say the first time: every document is new then.
 */
function refreshDocuments(
  project: Project,
  now: Date,
  problems: string[],
): { changed: string[]; removed: string[] } | undefined {
  try {
    const pending = changedDocuments(project.repo.root, project.paths);
    const first = Object.keys(readDocStore(project.paths).files).length === 0;
    if (pending.changed.length > DOCUMENTS_IN_HOOK) {
      void import('../search/background.js').then(({ startBackgroundRefresh }) =>
        startBackgroundRefresh(project.paths, now.getTime()),
      );
      return first ? undefined : pending;
    }
    const report = refreshDocStore(project.repo.root, project.paths);
    return first ? undefined : { changed: report.changed, removed: report.removed };
  } catch (error) {
    problems.push(`could not read the project's documents: ${(error as Error).message}`);
    return undefined;
  }
}

/** The most earlier sessions one SessionStart finishes: the rest wait for the next. */
const MAX_FINISHED = 4;

async function briefSession(
  project: Project,
  { session, transcriptPath: own, now, log }: SessionStartRequest,
): Promise<{ briefing: string; problems: string[] }> {
  const problems: string[] = [];
  try {
    // Sessions that ended without a SessionEnd: their last turn is read and their outcome written now.
    const except = own ? resolve(own) : undefined;
    for (const transcriptPath of quietUnfinished(
      project.paths,
      now,
      QUIET_SESSION_MS,
      except,
      MAX_FINISHED,
    )) {
      const { captureTranscript } = await import('../capture/transcript-capture.js');
      const finished = await captureTranscript(project, { transcriptPath, now, final: true });
      problems.push(...finished.problems);
    }
  } catch (error) {
    problems.push(`could not finish the capture of earlier sessions: ${(error as Error).message}`);
  }
  try {
    const condensed = condenseQuietSessions(project, session, { now });
    if (condensed.length) {
      // A session committed only now ages the others by one: the committed projections follow, a moment later
      // in a process of their own (as after a Stop), so that the briefing is not kept waiting for them.
      if (startProjectionRefresh(project, now) === 'no cortex binary') {
        const { regenerateProjections } = await import('../projections/projection-files.js');
        regenerateProjections(project);
      }
    }
  } catch (error) {
    problems.push(
      `could not condense the activity of earlier sessions: ${(error as Error).message}`,
    );
  }
  const documents = refreshDocuments(project, now, problems);
  const briefing = writeBriefing(project, { now, ...(documents ? { documents } : {}) });
  if (briefing.problem) log(briefing.problem);
  if (briefing.tokens > briefing.budget)
    log(`briefing over budget: ${briefing.tokens} of ${briefing.budget} tokens`);
  return { briefing: briefing.text, problems };
}
