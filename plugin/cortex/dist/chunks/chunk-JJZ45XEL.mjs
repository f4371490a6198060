import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findAsset
} from "./chunk-NR55AXLW.mjs";
import {
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  briefingPendingFile,
  projectionsPendingFile
} from "./chunk-ZF3FJJCS.mjs";

// src/memory/background-refresh.ts
import { existsSync, statSync } from "node:fs";

// src/heap-growth.ts
var DEFAULT_GROWTH = "--heap-growing-percent=0";
var LOWER_GROWTH = "--heap-growing-percent=100";
function lowerHeapGrowth() {
  if (!setFlag(LOWER_GROWTH)) return () => void 0;
  return () => void setFlag(DEFAULT_GROWTH);
}
function setFlag(flag) {
  try {
    process.getBuiltinModule("node:v8").setFlagsFromString(flag);
    return true;
  } catch {
    return false;
  }
}

// src/memory/background-refresh.ts
var REFRESH_PROJECTIONS = "refresh-projections";
var REFRESH_BRIEFING = "refresh-briefing";
var RETRY_AFTER_MS = 3e4;
function markerAgeMs(marker, now) {
  try {
    return now.getTime() - statSync(marker).mtimeMs;
  } catch {
    return void 0;
  }
}
function isRefreshOverdue(project, now) {
  const age = markerAgeMs(projectionsPendingFile(project.paths), now);
  return age !== void 0 && age >= RETRY_AFTER_MS;
}
function startProjectionRefresh(project, now) {
  return startDetached(project, now, projectionsPendingFile(project.paths), REFRESH_PROJECTIONS);
}
function startBriefingRefresh(project, now) {
  return startDetached(project, now, briefingPendingFile(project.paths), REFRESH_BRIEFING);
}
function startDetached(project, now, marker, event) {
  const age = markerAgeMs(marker, now);
  if (age !== void 0 && age < RETRY_AFTER_MS) return "already pending";
  const bin = findAsset("dist/bin.js");
  if (!bin) return "no cortex binary";
  writeFileAtomic(marker, `${now.toISOString()}
`, { makeFolder: true });
  const { spawn } = process.getBuiltinModule("node:child_process");
  const child = spawn(process.execPath, [bin, "hook", event], {
    cwd: project.paths.root,
    detached: true,
    stdio: "ignore",
    windowsHide: true
  });
  child.on("error", () => void 0);
  child.unref();
  return "started";
}
async function runProjectionRefresh(project) {
  if (!existsSync(projectionsPendingFile(project.paths))) return;
  const { regenerateProjections } = await import("./projection-files-C5LI7I3W.mjs");
  const head = () => JSON.stringify(readHead(project.repo));
  const restore = lowerHeapGrowth();
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = head();
      regenerateProjections(project);
      if (head() === before) break;
    }
  } finally {
    restore();
  }
}
function isBriefingRefreshPending(project) {
  return existsSync(briefingPendingFile(project.paths));
}

export {
  lowerHeapGrowth,
  REFRESH_PROJECTIONS,
  REFRESH_BRIEFING,
  isRefreshOverdue,
  startProjectionRefresh,
  startBriefingRefresh,
  runProjectionRefresh,
  isBriefingRefreshPending
};
