/**
 * PreCompact: capture everything up to the compaction, while the transcript still holds
 * the turns the summary is about to replace in the assistant's context.
 */
import { captureFromHook } from '../capture.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = async (invocation) =>
  (await captureFromHook(invocation, { projections: 'always' })).result;
