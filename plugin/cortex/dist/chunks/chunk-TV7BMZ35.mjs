import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readMemoryView,
  trustedCorrections
} from "./chunk-TI6J6ENV.mjs";
import {
  findEventByPrefix,
  findLoggedEvent
} from "./chunk-T6R2Y2EO.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import {
  readEventLog
} from "./chunk-2RMMSY37.mjs";
import {
  collisionAliases,
  orderEvents
} from "./chunk-G37PHZM2.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/memory/targets.ts
function digestEvents(digest) {
  return orderEvents([...digest.memoryEvents, ...digest.recentActivity]).events;
}
function foldView(project, view, given) {
  const events = given ?? digestEvents(view.digest);
  return { events, fold: foldMemories(trustedCorrections(project, view, events)) };
}
function findTargets(project, ids, view = readMemoryView(project)) {
  const viewed = foldView(project, view);
  const events = viewed.events;
  let fold = viewed.fold;
  const aliases = collisionAliases(view.digest.collisions);
  let whole;
  const found = [];
  for (const id of ids) {
    if (whole) {
      found.push(findLoggedEvent(whole, id));
      continue;
    }
    try {
      found.push(findEventByPrefix(events, id, aliases));
    } catch (error) {
      if (!(error instanceof CortexError) || error.code !== "UNKNOWN_ID") throw error;
      whole = readEventLog(project.paths, { local: true });
      fold = foldView(project, view, whole.events).fold;
      found.push(findLoggedEvent(whole, id));
    }
  }
  return { events: [...new Map(found.map((event) => [event.id, event])).values()], fold, view };
}

export {
  digestEvents,
  foldView,
  findTargets
};
