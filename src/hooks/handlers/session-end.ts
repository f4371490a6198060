/**
 * SessionEnd: the last capture of a session. Calls still waiting for a result are given
 * up on, and the cached author is refreshed (the one git call capture allows itself).
 */
import { captureFromHook } from '../capture.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = async (invocation) => (await captureFromHook(invocation, { final: true, projections: 'always' })).result;
