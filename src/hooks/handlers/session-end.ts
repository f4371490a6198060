/**
 * SessionEnd: the last capture of a session. Calls still waiting for a result are given
 * up on, and the cached author is refreshed (the one git call capture allows itself). Where
 * the user opted in (`capture.autoMemory`), Claude Code's auto memory for the project is
 * brought into step with the log (memory/capture.ts).
 */
import { syncAutoMemoryBeside } from '../../memory/capture.js';
import { captureFromHook } from '../capture.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = async (invocation) => {
  // The notes go in first: the projections this hook then writes include them.
  const problems = await syncAutoMemoryFor(invocation);
  const { result } = await captureFromHook(invocation, { final: true, projections: 'always' });
  return problems.length
    ? { ...result, problems: [...(result.problems ?? []), ...problems] }
    : result;
};

async function syncAutoMemoryFor(invocation: Parameters<HookHandler>[0]): Promise<string[]> {
  const { project, payload, now, log } = invocation;
  if (!payload.transcript_path) return [];
  return syncAutoMemoryBeside(project, payload.transcript_path, now, log);
}
