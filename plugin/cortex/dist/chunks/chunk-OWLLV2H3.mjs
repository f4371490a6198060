import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  parseDateArg
} from "./chunk-QS5KFMDU.mjs";
import {
  EVENT_TYPES,
  EVENT_TYPE_NAMES,
  resolveEventType
} from "./chunk-G37PHZM2.mjs";

// src/memory/query.ts
var MEMORY_TYPE_ALIASES = EVENT_TYPE_NAMES.filter(
  (type) => EVENT_TYPES[type].category !== "control"
).map((type) => EVENT_TYPES[type].alias);
function parseTypeNames(names, onUnknown) {
  return names.map((name) => {
    const type = resolveEventType(name.trim());
    if (!type) throw onUnknown(name);
    return type;
  });
}
function parseDateBound(text, now, bound, option = bound) {
  return text === void 0 ? void 0 : parseDateArg(text, now, bound === "until", option);
}
function isNarrowed(query) {
  return (query.types ?? []).length > 0 || (query.branches ?? []).length > 0 || (query.tags ?? []).length > 0 || query.since !== void 0 || query.until !== void 0;
}

export {
  MEMORY_TYPE_ALIASES,
  parseTypeNames,
  parseDateBound,
  isNarrowed
};
