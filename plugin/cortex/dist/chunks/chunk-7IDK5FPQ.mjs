import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  originOf,
  writeEvents
} from "./chunk-V3JVLY6M.mjs";
import {
  correctionEvent
} from "./chunk-3ZYYLOM2.mjs";

// src/memory/forget.ts
function isForgotten(id, fold) {
  return fold.byId.get(id)?.status === "retracted" || fold.cancelled.has(id);
}
function planForget(targets, fold) {
  const fresh = [];
  const already = [];
  for (const target of targets) (isForgotten(target.id, fold) ? already : fresh).push(target);
  return { fresh, already };
}
async function forget(project, caller, writing, fresh, reason) {
  const event = correctionEvent(
    "memory_retracted",
    fresh,
    originOf(project, caller, writing.tool),
    reason ? { reason } : {}
  );
  return { event, ...await writeEvents(project, caller, writing, [event]) };
}

export {
  planForget,
  forget
};
