/**
 * What the capture hooks share: find the transcript in the payload (never guess where
 * Claude Code keeps it) and capture it (memory/capture.ts); problems go to the runner,
 * which logs them and records them in the heartbeat.
 */
import { captureSession, type CaptureResult, type SessionCapture } from '../memory/capture.js';
import type { HookInvocation, HookResult } from './payload.js';

export interface HookCaptureOptions extends Pick<SessionCapture, 'final' | 'projections'> {
  /** Read `agent_transcript_path` (SubagentStop) before `transcript_path`. */
  subagent?: boolean;
  /** Read the payload's `compact_summary` too (PostCompact). */
  compactSummary?: boolean;
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
  const { capture, problems } = await captureSession(project, {
    transcriptPath,
    session: payload.session_id,
    ...(agentPath ? { agentId: payload.agent_id } : {}),
    now,
    log,
    final: options.final,
    projections: options.projections,
    ...(options.compactSummary ? { compactSummary: payload.compact_summary } : {}),
  });
  return { capture, result: problems.length ? { problems } : {} };
}
