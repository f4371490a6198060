import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  clampFutureEvents
} from "./chunk-QDVCVRAD.mjs";
import {
  digestEvents,
  foldView
} from "./chunk-3AGRRX3S.mjs";
import {
  readMemoryView,
  trustedCorrections
} from "./chunk-CKXSNYK3.mjs";
import {
  findLoggedEvent
} from "./chunk-T6R2Y2EO.mjs";
import {
  renderProjections
} from "./chunk-MOXF5VOA.mjs";
import {
  classifyDecisions
} from "./chunk-JQ2NXZW4.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import {
  readEventLog
} from "./chunk-65VUIGQG.mjs";
import {
  currentPlans
} from "./chunk-YLTWOOJW.mjs";
import {
  matchesQuery
} from "./chunk-BR7AV5AA.mjs";
import {
  withCollidingEvents
} from "./chunk-G37PHZM2.mjs";

// src/memory/read.ts
function readMemory(project, report) {
  const view = readMemoryView(project);
  for (const problem of view.problems) report(problem);
  if (view.warnings.length)
    report(`${view.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`);
  return view;
}
function readDecisions(project, view) {
  const { digest } = view;
  return classifyDecisions(
    digest,
    foldMemories(trustedCorrections(project, view, digest.memoryEvents))
  );
}
function readPlans(project, view) {
  return currentPlans(foldMemories(trustedCorrections(project, view, view.digest.memoryEvents)));
}
function renderProjection(view, name) {
  const rendered = renderProjections(view.digest);
  return name === "decisions" ? rendered.files[".cortex/decisions.md"] : rendered.files[".cortex/active-plan.md"];
}
var RECENT_SPAN_MS = 7 * 864e5;
var RECENT_CANDIDATES = 200;
function recentMemories(project, view, request) {
  const { digest, futureDated } = clampFutureEvents(view.digest, request.now);
  const { fold } = foldView(project, view, digestEvents(digest));
  const latest = digest.lastEvent ? Date.parse(digest.lastEvent.ts) : request.now.getTime();
  const query = {
    ...request.query,
    since: request.since?.at ?? latest - RECENT_SPAN_MS
  };
  const memories = fold.memories.filter(
    (memory) => memory.status === "active" && matchesQuery({ ...memory.event, type: memory.type }, query)
  ).slice(-RECENT_CANDIDATES).map((memory) => ({ memory, salience: memory.pinned ? 1 : memory.event.salience })).sort((a, b) => b.salience - a.salience || b.memory.index - a.memory.index).slice(0, request.limit).map(({ memory }) => {
    const claimed = futureDated.get(memory.id);
    return claimed ? { memory, futureDate: claimed.slice(0, 10) } : { memory };
  });
  const window = request.since ? `since ${request.since.said}` : digest.lastEvent ? `in the week up to ${digest.lastEvent.ts.slice(0, 10)}` : "yet";
  return { memories, window };
}
function readWholeLog(project, options = {}) {
  return readEventLog(project.paths, options);
}
function findInWholeLog(log, prefixes) {
  return withCollidingEvents(
    prefixes.map((prefix) => findLoggedEvent(log, prefix)),
    log.collisions
  );
}

export {
  readMemory,
  readDecisions,
  readPlans,
  renderProjection,
  recentMemories,
  readWholeLog,
  findInWholeLog
};
