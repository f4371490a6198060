import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  lowerHeapGrowth
} from "./chunk-T5G3KZGK.mjs";
import {
  startProjectionRefresh
} from "./chunk-SB4XWZRA.mjs";
import {
  QUIET_SESSION_MS,
  condenseQuietSessions,
  quietUnfinished
} from "./chunk-K5MEZTD3.mjs";
import {
  writeBriefing
} from "./chunk-SWP7S2L3.mjs";
import "./chunk-UTFY5WS5.mjs";
import "./chunk-K35W66GS.mjs";
import "./chunk-5PLMLMXS.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-B5NG4ZLT.mjs";
import {
  changedDocuments,
  readDocStore,
  refreshDocStore
} from "./chunk-HKJ6NJJ2.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-XNXMPIXW.mjs";
import "./chunk-YI3D2JEK.mjs";
import "./chunk-U355GU2K.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-7367O6XQ.mjs";
import "./chunk-HAE5QMY4.mjs";
import "./chunk-6WQ2QJVB.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-MJBFBIUC.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-XKWSC3QD.mjs";
import "./chunk-LKMY3EHY.mjs";
import "./chunk-FYJMZD34.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-TMFUET3A.mjs";
import "./chunk-XPRKZLLD.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-CMNUKJA6.mjs";
import "./chunk-DMO3UQR7.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-ECJCGB2H.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/handlers/session-start.ts
import { resolve } from "node:path";
function rewriteBriefingFile(project, now) {
  const restore = lowerHeapGrowth();
  try {
    const briefing = writeBriefing(project, { now });
    if (briefing.problem) throw new Error(briefing.problem);
  } finally {
    restore();
  }
}
var handle = async (input) => {
  const restore = lowerHeapGrowth();
  try {
    return await briefSession(input);
  } finally {
    restore();
  }
};
var DOCUMENTS_IN_HOOK = 40;
function refreshDocuments(project, now, problems) {
  try {
    const pending = changedDocuments(project.repo.root, project.paths);
    const first = Object.keys(readDocStore(project.paths).files).length === 0;
    if (pending.changed.length > DOCUMENTS_IN_HOOK) {
      void import("./background-YSCNUM4B.mjs").then(({ startBackgroundRefresh }) => startBackgroundRefresh(project.paths, now.getTime()));
      return first ? void 0 : pending;
    }
    const report = refreshDocStore(project.repo.root, project.paths);
    return first ? void 0 : { changed: report.changed, removed: report.removed };
  } catch (error) {
    problems.push(`could not read the project's documents: ${error.message}`);
    return void 0;
  }
}
var MAX_FINISHED = 4;
var briefSession = async ({ project, payload, now, log }) => {
  const problems = [];
  try {
    const except = payload.transcript_path ? resolve(payload.transcript_path) : void 0;
    for (const transcriptPath of quietUnfinished(project.paths, now, QUIET_SESSION_MS, except, MAX_FINISHED)) {
      const { captureTranscript } = await import("./transcript-capture-RGJDIYII.mjs");
      const finished = await captureTranscript(project, { transcriptPath, now, final: true });
      problems.push(...finished.problems);
    }
  } catch (error) {
    problems.push(`could not finish the capture of earlier sessions: ${error.message}`);
  }
  try {
    const condensed = condenseQuietSessions(project, payload.session_id, { now });
    if (condensed.length) {
      if (startProjectionRefresh(project, now) === "no cortex binary") {
        const { regenerateProjections } = await import("./projection-files-DPRIATM5.mjs");
        regenerateProjections(project);
      }
    }
  } catch (error) {
    problems.push(`could not condense the activity of earlier sessions: ${error.message}`);
  }
  const documents = refreshDocuments(project, now, problems);
  const briefing = writeBriefing(project, { now, ...documents ? { documents } : {} });
  if (briefing.problem) log(briefing.problem);
  if (briefing.tokens > briefing.budget) log(`briefing over budget: ${briefing.tokens} of ${briefing.budget} tokens`);
  return { additionalContext: briefing.text, ...problems.length ? { problems } : {} };
};
export {
  handle,
  rewriteBriefingFile
};
