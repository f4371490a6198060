/**
 * SessionStart: the briefing for the session starting, returned as additional context
 * (memory/session-start.ts: earlier sessions finished and condensed, the briefing rewritten).
 * Claude Code has read the rules files before this hook runs, so stdout is the channel
 * that is current.
 */
import { startSession } from '../../memory/session-start.js';
import type { HookHandler } from '../payload.js';

/**
 * What the runner's `refresh-briefing` runs: from this file, so that the briefing's code stays
 * in SessionStart's bundle (dist/hooks/session-start.js), not in the runner's.
 */
export { runBriefingRefresh } from '../../memory/session-start.js';

export const handle: HookHandler = async ({ project, payload, now, log }) => {
  const { briefing, problems } = await startSession(project, {
    session: payload.session_id,
    transcriptPath: payload.transcript_path,
    now,
    log,
  });
  return { additionalContext: briefing, ...(problems.length ? { problems } : {}) };
};
