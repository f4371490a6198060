import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findLoggedEvent
} from "./chunk-T6R2Y2EO.mjs";
import {
  readEventLog
} from "./chunk-2RMMSY37.mjs";
import {
  withCollidingEvents
} from "./chunk-G37PHZM2.mjs";

// src/memory/log.ts
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
  readWholeLog,
  findInWholeLog
};
