/**
 * What the capture hooks share: find the transcript in the payload (never guess where
 * Claude Code keeps it), capture it, and report problems to the runner, which logs them
 * and records them in the heartbeat.
 */
import { affectsCommittedProjections } from '../projections/affects.js';
import { captureTranscript, type CaptureResult } from '../capture/transcript-capture.js';
import type { Project } from '../project.js';
import { isRefreshOverdue, startProjectionRefresh } from './background-projections.js';
import type { HookInvocation, HookResult } from './payload.js';

export interface HookCaptureOptions {
  /** Read `agent_transcript_path` (SubagentStop) before `transcript_path`. */
  subagent?: boolean;
  /** The session is over: finish what is pending and refresh the cached author. */
  final?: boolean;
  /**
   * When to bring the committed projections up to date: `always`, in the hook (PreCompact,
   * PostCompact, SessionEnd), or `when-relevant`: only when the capture added something they
   * show, by a detached process the hook starts (Stop, SubagentStop).
   */
  projections?: 'always' | 'when-relevant';
  /** Read the payload's `compact_summary` too (PostCompact). */
  compactSummary?: boolean;
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

/** Captures the transcript a hook payload names; returns the capture (if any) and the hook's result. */
export async function captureFromHook(
  invocation: HookInvocation,
  options: HookCaptureOptions = {},
): Promise<{ capture?: CaptureResult; result: HookResult }> {
  const { payload, project, now, log } = invocation;
  const agentPath = options.subagent ? payload.agent_transcript_path : undefined;
  const transcriptPath = agentPath ?? payload.transcript_path;
  if (!transcriptPath) {
    return {
      result: {
        problems: [
          `no ${options.subagent ? 'agent_transcript_path or ' : ''}transcript_path in the payload; nothing captured`,
        ],
      },
    };
  }
  // cortex never blocks a stop, so `stop_hook_active` (a stop hook already made Claude
  // continue) cannot loop here: the transcript grew and is captured like any other turn.
  const capture = await captureTranscript(project, {
    transcriptPath,
    ...(payload.session_id ? { session: payload.session_id } : {}),
    ...(agentPath && payload.agent_id ? { agentId: payload.agent_id } : {}),
    now,
    final: options.final,
    refreshAuthor: options.final,
    ...(options.compactSummary && payload.compact_summary
      ? { compactSummary: payload.compact_summary }
      : {}),
  });
  for (const note of capture.notes) log(note);
  const problems = [...capture.problems];
  if (options.projections === 'always') {
    const problem = await regenerateInHook(project);
    if (problem) {
      problems.push(problem);
      // Most often a lock another regeneration holds longer than a hook may wait: what it could not do, the background does.
      startInBackground(project, now, log);
    }
  } else if (
    options.projections === 'when-relevant' &&
    (affectsCommittedProjections(capture.appended) || isRefreshOverdue(project, now))
  ) {
    // Handed to a detached process: rendering costs more than the rest of a Stop (background-projections.ts).
    if (!startInBackground(project, now, log)) {
      const problem = await regenerateInHook(project);
      if (problem) problems.push(problem);
    }
  }
  return { capture, result: problems.length ? { problems } : {} };
}
