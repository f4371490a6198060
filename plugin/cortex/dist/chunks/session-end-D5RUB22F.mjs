import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-KPJQRX6Z.mjs";
import "./chunk-SB4XWZRA.mjs";
import "./chunk-VESXYVVM.mjs";
import "./chunk-K5MEZTD3.mjs";
import "./chunk-K35W66GS.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-B5NG4ZLT.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-B75QFYZQ.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-XPRKZLLD.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-CMNUKJA6.mjs";
import "./chunk-DMO3UQR7.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-RRZ6O5OE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-ECJCGB2H.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/handlers/session-end.ts
var handle = async (invocation) => {
  const problems = await syncAutoMemoryFor(invocation);
  const { result } = await captureFromHook(invocation, { final: true, projections: "always" });
  return problems.length ? { ...result, problems: [...result.problems ?? [], ...problems] } : result;
};
async function syncAutoMemoryFor(invocation) {
  const { project, payload, now, log } = invocation;
  if (!project.config.capture.autoMemory || !payload.transcript_path) return [];
  const { autoMemoryFolder, syncAutoMemory } = await import("./auto-memory-sync-MIWWZBAM.mjs");
  const folder = autoMemoryFolder(payload.transcript_path);
  if (!folder) return [];
  try {
    const synced = await syncAutoMemory(project, folder, now);
    for (const note of synced.notes) log(note);
    if (synced.recorded || synced.retracted) log(`auto memory: ${synced.recorded} note(s) recorded, ${synced.retracted} retracted`);
    return [];
  } catch (error) {
    return [`could not bring the auto memory into the log: ${error.message}`];
  }
}
export {
  handle
};
