/**
 * What the capture hooks share: find the transcript in the payload (never guess where
 * Claude Code keeps it), capture it, and report problems to the runner, which logs them
 * and records them in the heartbeat.
 */
import { affectsCommittedProjections } from '../projections/affects.js';
import { captureTranscript, type CaptureResult } from '../capture/transcript-capture.js';
import type { HookInvocation, HookResult } from './payload.js';

export interface HookCaptureOptions {
  /** Read `agent_transcript_path` (SubagentStop) before `transcript_path`. */
  subagent?: boolean;
  /** The session is over: finish what is pending and refresh the cached author. */
  final?: boolean;
  /**
   * When to bring the committed projections up to date: `always` (PreCompact, SessionEnd),
   * or `when-relevant`, only when the capture added something they show (Stop).
   */
  projections?: 'always' | 'when-relevant';
  /** Read the payload's `compact_summary` too (PostCompact). */
  compactSummary?: boolean;
}

/** Captures the transcript a hook payload names; returns the capture (if any) and the hook's result. */
export async function captureFromHook(invocation: HookInvocation, options: HookCaptureOptions = {}): Promise<{ capture?: CaptureResult; result: HookResult }> {
  const { payload, project, now, log } = invocation;
  const agentPath = options.subagent ? payload.agent_transcript_path : undefined;
  const transcriptPath = agentPath ?? payload.transcript_path;
  if (!transcriptPath) {
    return { result: { problems: [`no ${options.subagent ? 'agent_transcript_path or ' : ''}transcript_path in the payload; nothing captured`] } };
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
    ...(options.compactSummary && payload.compact_summary ? { compactSummary: payload.compact_summary } : {}),
  });
  for (const note of capture.notes) log(note);
  const problems = [...capture.problems];
  const wanted = options.projections === 'always' || (options.projections === 'when-relevant' && affectsCommittedProjections(capture.appended));
  if (wanted) {
    try {
      // Loaded only now: most turns capture activity alone and never pay for the renderers.
      const { regenerateProjections } = await import('../projections/projection-files.js');
      regenerateProjections(project);
    } catch (error) {
      problems.push(`could not regenerate the projections: ${(error as Error).message}`);
    }
  }
  return { capture, result: problems.length ? { problems } : {} };
}
