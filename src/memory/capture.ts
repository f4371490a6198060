/**
 * Capturing a session's transcript as its hooks fire (Stop, SubagentStop, PreCompact,
 * PostCompact, SessionEnd), and keeping the committed projections in step: in the hook, or
 * handed to a detached process when rendering would cost more than the rest of a Stop.
 * Problems are returned, never thrown: the hook runner logs them and records them in the
 * heartbeat.
 */
import { affectsCommittedProjections } from '../projections/affects.js';
import { captureTranscript, type CaptureResult } from '../capture/transcript-capture.js';
import type { Project } from '../project.js';
import { isRefreshOverdue, startProjectionRefresh } from './background-refresh.js';

export type { CaptureResult } from '../capture/transcript-capture.js';

export interface SessionCapture {
  /** The transcript to read: the payload's, never a guess at where Claude Code keeps it. */
  transcriptPath: string;
  session?: string | undefined;
  /** The subagent whose transcript this is (SubagentStop). */
  agentId?: string | undefined;
  now: Date;
  log: (message: string) => void;
  /** The session is over: finish what is pending and refresh the cached author. */
  final?: boolean;
  /**
   * When to bring the committed projections up to date: `always`, in the hook (PreCompact,
   * PostCompact, SessionEnd), or `when-relevant`: only when the capture added something they
   * show, by a detached process the hook starts (Stop, SubagentStop).
   */
  projections?: 'always' | 'when-relevant';
  /** The summary Claude Code wrote of what it compacted (PostCompact). */
  compactSummary?: string | undefined;
}

/** Brings the committed projections up to date in this process; returns the problem if that failed. */
async function regenerateInHook(project: Project): Promise<string | undefined> {
  try {
    // Loaded only now: most turns capture activity alone and never pay for the renderers.
    const { regenerateProjections } = await import('../projections/projection-files.js');
    regenerateProjections(project);
    return undefined;
  } catch (error) {
    return `could not regenerate the projections: ${(error as Error).message}`;
  }
}

/** Hands the regeneration to a detached process; false when that cannot be done here (then the hook does it). */
function startInBackground(project: Project, now: Date, log: (message: string) => void): boolean {
  try {
    return startProjectionRefresh(project, now) !== 'no cortex binary';
  } catch (error) {
    log(
      `could not start regenerating the projections in the background: ${(error as Error).message}`,
    );
    return false;
  }
}

/** Captures a transcript's new records; returns the capture and the problems met. */
export async function captureSession(
  project: Project,
  request: SessionCapture,
): Promise<{ capture: CaptureResult; problems: string[] }> {
  const { now, log } = request;
  // cortex never blocks a stop, so `stop_hook_active` (a stop hook already made Claude
  // continue) cannot loop here: the transcript grew and is captured like any other turn.
  const capture = await captureTranscript(project, {
    transcriptPath: request.transcriptPath,
    ...(request.session ? { session: request.session } : {}),
    ...(request.agentId ? { agentId: request.agentId } : {}),
    now,
    final: request.final,
    refreshAuthor: request.final,
    ...(request.compactSummary ? { compactSummary: request.compactSummary } : {}),
  });
  for (const note of capture.notes) log(note);
  const problems = [...capture.problems];
  if (request.projections === 'always') {
    const problem = await regenerateInHook(project);
    if (problem) {
      problems.push(problem);
      // Most often a lock another regeneration holds longer than a hook may wait: what it could not do, the background does.
      startInBackground(project, now, log);
    }
  } else if (
    request.projections === 'when-relevant' &&
    (affectsCommittedProjections(capture.appended) || isRefreshOverdue(project, now))
  ) {
    // Handed to a detached process: rendering costs more than the rest of a Stop (background-refresh.ts).
    if (!startInBackground(project, now, log)) {
      const problem = await regenerateInHook(project);
      if (problem) problems.push(problem);
    }
  }
  return { capture, problems };
}

/**
 * Brings Claude Code's auto memory for the project (the folder beside the transcript) into
 * step with the log, where the user opted in (`capture.autoMemory`; capture/auto-memory-sync.ts).
 * Returns the problem, if any.
 */
export async function syncAutoMemoryBeside(
  project: Project,
  transcriptPath: string,
  now: Date,
  log: (message: string) => void,
): Promise<string[]> {
  if (!project.config.capture.autoMemory) return [];
  const { autoMemoryFolder, syncAutoMemory } = await import('../capture/auto-memory-sync.js');
  const folder = autoMemoryFolder(transcriptPath);
  if (!folder) return [];
  try {
    const synced = await syncAutoMemory(project, folder, now);
    for (const note of synced.notes) log(note);
    if (synced.recorded || synced.retracted)
      log(`auto memory: ${synced.recorded} note(s) recorded, ${synced.retracted} retracted`);
    return [];
  } catch (error) {
    return [`could not bring the auto memory into the log: ${(error as Error).message}`];
  }
}
