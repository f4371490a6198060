/**
 * PostCompact: Claude Code hands over its own summary of the conversation it just
 * compacted (`compact_summary`). The transcript is captured as at any turn, then the
 * summary is read as the summary layer: errors and fixes, findings, the user's standing
 * instructions and where the work stood, each kept once however often it is repeated.
 */
import { captureFromHook } from '../capture.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = async (invocation) =>
  (await captureFromHook(invocation, { compactSummary: true, projections: 'always' })).result;
