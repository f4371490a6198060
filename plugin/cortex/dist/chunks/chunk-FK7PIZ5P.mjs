import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";

// src/projections/affects.ts
function affectsCommittedProjections(events) {
  return events.some(
    (event) => EVENT_TYPES[event.type].category !== "activity" || event.refs.length > 0
  );
}

export {
  affectsCommittedProjections
};
