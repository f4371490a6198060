/**
 * SubagentStop: capture the subagent's own transcript (`agent_transcript_path`), its
 * events marked with the agent id and filed under the parent session. Older Claude Code
 * versions do not send that path; then the main transcript is captured instead.
 */
import { captureFromHook } from '../capture.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = async (invocation) =>
  (await captureFromHook(invocation, { subagent: true, projections: 'when-relevant' })).result;
