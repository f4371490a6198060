import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  isRefreshOverdue,
  startProjectionRefresh
} from "./chunk-45MOAFTK.mjs";
import {
  captureTranscript
} from "./chunk-OK7EDRKM.mjs";
import {
  affectsCommittedProjections
} from "./chunk-FK7PIZ5P.mjs";

// src/hooks/capture.ts
async function regenerateInHook(project) {
  try {
    const { regenerateProjections } = await import("./projection-files-3JHHM3L2.mjs");
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
  const capture = await captureTranscript(project, {
    transcriptPath,
    ...payload.session_id ? { session: payload.session_id } : {},
    ...agentPath && payload.agent_id ? { agentId: payload.agent_id } : {},
    now,
    final: options.final,
    refreshAuthor: options.final,
    ...options.compactSummary && payload.compact_summary ? { compactSummary: payload.compact_summary } : {}
  });
  for (const note of capture.notes) log(note);
  const problems = [...capture.problems];
  if (options.projections === "always") {
    const problem = await regenerateInHook(project);
    if (problem) {
      problems.push(problem);
      startInBackground(project, now, log);
    }
  } else if (options.projections === "when-relevant" && (affectsCommittedProjections(capture.appended) || isRefreshOverdue(project, now))) {
    if (!startInBackground(project, now, log)) {
      const problem = await regenerateInHook(project);
      if (problem) problems.push(problem);
    }
  }
  return { capture, result: problems.length ? { problems } : {} };
}

export {
  captureFromHook
};
