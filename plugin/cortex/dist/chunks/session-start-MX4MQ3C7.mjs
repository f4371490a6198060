import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  lowerHeapGrowth
} from "./chunk-T5G3KZGK.mjs";
import {
  startProjectionRefresh
} from "./chunk-45MOAFTK.mjs";
import {
  QUIET_SESSION_MS,
  condenseQuietSessions,
  quietUnfinished
} from "./chunk-5CICI37Q.mjs";
import {
  writeBriefing
} from "./chunk-D5CDS7HN.mjs";
import "./chunk-POIMYG2Y.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-HKB5B3JI.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-ZAOSD2M5.mjs";
import {
  changedDocuments,
  readDocStore,
  refreshDocStore
} from "./chunk-WWPNS5VF.mjs";
import "./chunk-J7PDIGNT.mjs";
import "./chunk-SM4S3YX3.mjs";
import "./chunk-2BBHJYEL.mjs";
import "./chunk-GGRWZNHR.mjs";
import "./chunk-EPARNYD2.mjs";
import "./chunk-F3QIPAV6.mjs";
import "./chunk-KZGOUN6H.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-TESR635N.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-2UZ66FDE.mjs";
import "./chunk-NR55AXLW.mjs";
import "./chunk-GNQXTAP5.mjs";
import "./chunk-LLNYQVCN.mjs";
import "./chunk-ML37GAHC.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-QE24FOMV.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-SICCBXFT.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-KVWMAZHQ.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
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
      void import("./background-V33KI2F4.mjs").then(
        ({ startBackgroundRefresh }) => startBackgroundRefresh(project.paths, now.getTime())
      );
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
    for (const transcriptPath of quietUnfinished(
      project.paths,
      now,
      QUIET_SESSION_MS,
      except,
      MAX_FINISHED
    )) {
      const { captureTranscript } = await import("./transcript-capture-ZW7DAIXK.mjs");
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
        const { regenerateProjections } = await import("./projection-files-3JHHM3L2.mjs");
        regenerateProjections(project);
      }
    }
  } catch (error) {
    problems.push(
      `could not condense the activity of earlier sessions: ${error.message}`
    );
  }
  const documents = refreshDocuments(project, now, problems);
  const briefing = writeBriefing(project, { now, ...documents ? { documents } : {} });
  if (briefing.problem) log(briefing.problem);
  if (briefing.tokens > briefing.budget)
    log(`briefing over budget: ${briefing.tokens} of ${briefing.budget} tokens`);
  return { additionalContext: briefing.text, ...problems.length ? { problems } : {} };
};
export {
  handle,
  rewriteBriefingFile
};
