/**
 * Stop: after every assistant turn, capture what the turn added to the transcript.
 */
import { captureFromHook } from '../capture.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = async (invocation) =>
  (await captureFromHook(invocation, { projections: 'when-relevant' })).result;
