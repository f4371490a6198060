import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  lowerHeapGrowth,
  startProjectionRefresh
} from "./chunk-JJZ45XEL.mjs";
import {
  QUIET_SESSION_MS,
  condenseQuietSessions,
  quietUnfinished
} from "./chunk-5J5CWM5T.mjs";
import {
  writeBriefing
} from "./chunk-EXQ2MYAF.mjs";
import "./chunk-TH2BYSIF.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-QDVCVRAD.mjs";
import "./chunk-EPARNYD2.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-ZAOSD2M5.mjs";
import "./chunk-SM4S3YX3.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  changedDocuments,
  readDocStore,
  refreshDocStore
} from "./chunk-WWPNS5VF.mjs";
import "./chunk-J7PDIGNT.mjs";
import "./chunk-2BBHJYEL.mjs";
import "./chunk-GGRWZNHR.mjs";
import "./chunk-2UZ66FDE.mjs";
import "./chunk-NR55AXLW.mjs";
import "./chunk-FXLI7IEH.mjs";
import "./chunk-U3G6NHFO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-GYALZIJH.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import {
  withFileLock
} from "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  briefingLockFile,
  briefingPendingFile
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/memory/session-start.ts
import { existsSync, rmSync } from "node:fs";
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
function runBriefingRefresh(project, now) {
  const marker = briefingPendingFile(project.paths);
  if (!existsSync(marker)) return;
  withFileLock(
    briefingLockFile(project.paths),
    () => {
      if (!existsSync(marker)) return;
      rmSync(marker, { force: true });
      rewriteBriefingFile(project, now());
    },
    { timeoutMs: 3e4, staleMs: 6e4 }
  );
}
async function startSession(project, request) {
  const restore = lowerHeapGrowth();
  try {
    return await briefSession(project, request);
  } finally {
    restore();
  }
}
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
async function briefSession(project, { session, transcriptPath: own, now, log }) {
  const problems = [];
  try {
    const except = own ? resolve(own) : void 0;
    for (const transcriptPath of quietUnfinished(
      project.paths,
      now,
      QUIET_SESSION_MS,
      except,
      MAX_FINISHED
    )) {
      const { captureTranscript } = await import("./transcript-capture-C2TXPZKY.mjs");
      const finished = await captureTranscript(project, { transcriptPath, now, final: true });
      problems.push(...finished.problems);
    }
  } catch (error) {
    problems.push(`could not finish the capture of earlier sessions: ${error.message}`);
  }
  try {
    const condensed = condenseQuietSessions(project, session, { now });
    if (condensed.length) {
      if (startProjectionRefresh(project, now) === "no cortex binary") {
        const { regenerateProjections } = await import("./projection-files-C5LI7I3W.mjs");
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
  return { briefing: briefing.text, problems };
}

// src/hooks/handlers/session-start.ts
var handle = async ({ project, payload, now, log }) => {
  const { briefing, problems } = await startSession(project, {
    session: payload.session_id,
    transcriptPath: payload.transcript_path,
    now,
    log
  });
  return { additionalContext: briefing, ...problems.length ? { problems } : {} };
};
export {
  handle,
  runBriefingRefresh
};
