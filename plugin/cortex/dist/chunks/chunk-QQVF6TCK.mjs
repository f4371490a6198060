import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  INDEX_TIERS,
  classifyDecisions,
  renderDecisions,
  renderDecisionsArchive
} from "./chunk-FXLI7IEH.mjs";
import {
  currentPlans,
  planMemories,
  renderActivePlan
} from "./chunk-U3G6NHFO.mjs";
import {
  digestEvents,
  isStub
} from "./chunk-LPUECSWN.mjs";
import {
  DECISIONS_DIR,
  renderRecords
} from "./chunk-GYALZIJH.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";

// src/projections/committed.ts
var PROJECTION_FILES = [
  ".cortex/decisions.md",
  ".cortex/decisions-archive.md",
  ".cortex/active-plan.md"
];
function renderProjections(digest) {
  const fold = foldMemories(digest.memoryEvents);
  const entries = classifyDecisions(digest, fold, INDEX_TIERS);
  const plans = currentPlans(fold);
  return {
    files: {
      ".cortex/decisions.md": renderDecisions(entries, digest, INDEX_TIERS),
      ".cortex/decisions-archive.md": renderDecisionsArchive(entries, INDEX_TIERS),
      ".cortex/active-plan.md": renderActivePlan(plans, digest)
    },
    fold,
    records: renderRecords(fold),
    decisions: {
      full: entries.filter((entry) => entry.tier === "full").length,
      line: entries.filter((entry) => entry.tier === "line").length,
      archived: entries.filter((entry) => entry.tier === "archive").length
    },
    plans: plans.length
  };
}
var COMMITTED_WHOLE_TYPES = /* @__PURE__ */ new Set([
  "decision_made",
  "approach_rejected"
]);
function stubsRendered(digest) {
  const ids = /* @__PURE__ */ new Set();
  const stubs = /* @__PURE__ */ new Set();
  for (const event of digest.memoryEvents) if (isStub(event)) stubs.add(event.id);
  if (stubs.size === 0) return ids;
  for (const event of digest.memoryEvents) {
    if (event.type !== "memory_superseded") continue;
    for (const ref of event.refs) if (stubs.has(ref)) ids.add(ref);
  }
  const named = /* @__PURE__ */ new Set();
  for (const event of digest.memoryEvents)
    if (EVENT_TYPES[event.type].category === "control")
      for (const ref of event.refs) named.add(ref);
  const relevant = digest.memoryEvents.filter(
    (event) => event.type === "plan_created" || event.type === "plan_step_completed" || EVENT_TYPES[event.type].category === "control" || named.has(event.id)
  );
  const { plans, steps } = planMemories(foldMemories(relevant));
  for (const plan of plans.values()) if (stubs.has(plan.id)) ids.add(plan.id);
  for (const [step] of steps) if (stubs.has(step.id)) ids.add(step.id);
  return ids;
}
var COMMITTED_NEEDS = {
  whole: COMMITTED_WHOLE_TYPES,
  stubsShown: stubsRendered
};
function renderedFile(rendered, path) {
  if (PROJECTION_FILES.includes(path))
    return rendered.files[path];
  if (path.startsWith(`${DECISIONS_DIR}/`))
    return rendered.records.get(path.slice(DECISIONS_DIR.length + 1))?.text;
  return void 0;
}
function renderProjectionsOf(events) {
  return renderProjections(digestEvents(events));
}

export {
  PROJECTION_FILES,
  renderProjections,
  COMMITTED_NEEDS,
  renderedFile,
  renderProjectionsOf
};
