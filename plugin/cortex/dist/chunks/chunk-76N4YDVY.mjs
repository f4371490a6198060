import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  isRefreshOverdue,
  startProjectionRefresh
} from "./chunk-JJZ45XEL.mjs";
import {
  captureTranscript
} from "./chunk-QXJTHCJ6.mjs";
import {
  affectsCommittedProjections
} from "./chunk-FK7PIZ5P.mjs";

// src/memory/capture.ts
async function regenerateInHook(project) {
  try {
    const { regenerateProjections } = await import("./projection-files-C5LI7I3W.mjs");
    regenerateProjections(project);
    return void 0;
  } catch (error) {
    return `could not regenerate the projections: ${error.message}`;
  }
}
function startInBackground(project, now, log) {
  try {
    return startProjectionRefresh(project, now) !== "no cortex binary";
  } catch (error) {
    log(
      `could not start regenerating the projections in the background: ${error.message}`
    );
    return false;
  }
}
async function captureSession(project, request) {
  const { now, log } = request;
  const capture = await captureTranscript(project, {
    transcriptPath: request.transcriptPath,
    ...request.session ? { session: request.session } : {},
    ...request.agentId ? { agentId: request.agentId } : {},
    now,
    final: request.final,
    refreshAuthor: request.final,
    ...request.compactSummary ? { compactSummary: request.compactSummary } : {}
  });
  for (const note of capture.notes) log(note);
  const problems = [...capture.problems];
  if (request.projections === "always") {
    const problem = await regenerateInHook(project);
    if (problem) {
      problems.push(problem);
      startInBackground(project, now, log);
    }
  } else if (request.projections === "when-relevant" && (affectsCommittedProjections(capture.appended) || isRefreshOverdue(project, now))) {
    if (!startInBackground(project, now, log)) {
      const problem = await regenerateInHook(project);
      if (problem) problems.push(problem);
    }
  }
  return { capture, problems };
}
async function syncAutoMemoryBeside(project, transcriptPath, now, log) {
  if (!project.config.capture.autoMemory) return [];
  const { autoMemoryFolder, syncAutoMemory } = await import("./auto-memory-sync-74UNLRD7.mjs");
  const folder = autoMemoryFolder(transcriptPath);
  if (!folder) return [];
  try {
    const synced = await syncAutoMemory(project, folder, now);
    for (const note of synced.notes) log(note);
    if (synced.recorded || synced.retracted)
      log(`auto memory: ${synced.recorded} note(s) recorded, ${synced.retracted} retracted`);
    return [];
  } catch (error) {
    return [`could not bring the auto memory into the log: ${error.message}`];
  }
}

// src/hooks/capture.ts
async function captureFromHook(invocation, options = {}) {
  const { payload, project, now, log } = invocation;
  const agentPath = options.subagent ? payload.agent_transcript_path : void 0;
  const transcriptPath = agentPath ?? payload.transcript_path;
  if (!transcriptPath) {
    return {
      result: {
        problems: [
          `no ${options.subagent ? "agent_transcript_path or " : ""}transcript_path in the payload; nothing captured`
        ]
      }
    };
  }
  const { capture, problems } = await captureSession(project, {
    transcriptPath,
    session: payload.session_id,
    ...agentPath ? { agentId: payload.agent_id } : {},
    now,
    log,
    final: options.final,
    projections: options.projections,
    ...options.compactSummary ? { compactSummary: payload.compact_summary } : {}
  });
  return { capture, result: problems.length ? { problems } : {} };
}

export {
  syncAutoMemoryBeside,
  captureFromHook
};
