/**
 * SessionEnd: the last capture of a session. Calls still waiting for a result are given
 * up on, and the cached author is refreshed (the one git call capture allows itself). Where
 * the user opted in (`capture.autoMemory`), Claude Code's auto memory for the project is
 * brought into step with the log (capture/auto-memory-sync.ts).
 */
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
  if (!project.config.capture.autoMemory || !payload.transcript_path) return [];
  const { autoMemoryFolder, syncAutoMemory } = await import('../../capture/auto-memory-sync.js');
  const folder = autoMemoryFolder(payload.transcript_path);
  if (!folder) return [];
  try {
    const synced = await syncAutoMemory(project, folder, now);
    for (const note of synced.notes) log(note);
    if (synced.recorded || synced.retracted)
      log(`auto memory: ${synced.recorded} note(s) recorded, ${synced.retracted} retracted`);
    return [];
  } catch (error) {
    return [`could not bring the auto memory into the log: ${(error as Error).message}`];
  }
}
