import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findAsset
} from "./chunk-NR55AXLW.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  briefingPendingFile,
  projectionsPendingFile
} from "./chunk-ZF3FJJCS.mjs";

// src/hooks/background-projections.ts
import { statSync } from "node:fs";
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

export {
  REFRESH_PROJECTIONS,
  REFRESH_BRIEFING,
  isRefreshOverdue,
  startProjectionRefresh,
  startBriefingRefresh
};
