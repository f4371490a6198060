import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  oneLine
} from "./chunk-WHIBXURK.mjs";
import {
  compareEvents
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";

// src/projections/foreign-corrections.ts
var VERBS = {
  memory_retracted: "forgot",
  memory_superseded: "replaced",
  memory_pinned: "pinned",
  memory_edited: "reworded"
};
function findForeignCorrections(events) {
  const byId = new Map(events.map((event) => [event.id, event]));
  const found = [];
  for (const control of events) {
    if (!(control.type in VERBS)) continue;
    for (const ref of control.refs) {
      const target = byId.get(ref);
      if (target && target.author !== control.author) found.push({ control, target });
    }
  }
  return found;
}
function describeForeignCorrection({ control, target }) {
  const verb = control.type === "memory_pinned" && control.data.pinned === false ? "unpinned" : VERBS[control.type];
  return `${oneLine(control.author ?? "someone unrecorded", 80)} ${verb} a memory recorded by ${oneLine(target.author ?? "someone unrecorded", 80)}: "${oneLine(target.content, 90)}" (${shortId(target.id)}, by ${shortId(control.id)}).`;
}
var FUTURE_SLACK_MS = 24 * 60 * 60 * 1e3;

// src/projections/future-dates.ts
function clampFutureEvents(digest, now) {
  const limit = now.getTime() + FUTURE_SLACK_MS;
  const isFuture = (event) => Date.parse(event.ts) > limit;
  if (digest.lastEvent !== void 0 && !isFuture(digest.lastEvent))
    return { digest, futureDated: /* @__PURE__ */ new Map() };
  if (!digest.memoryEvents.some(isFuture) && !digest.recentActivity.some(isFuture))
    return { digest, futureDated: /* @__PURE__ */ new Map() };
  let newest = Number.NEGATIVE_INFINITY;
  for (const event of [...digest.memoryEvents, ...digest.recentActivity]) {
    const ms = Date.parse(event.ts);
    if (ms <= limit && ms > newest) newest = ms;
  }
  const clampedTs = new Date((Number.isFinite(newest) ? newest : now.getTime()) - 1).toISOString();
  const futureDated = /* @__PURE__ */ new Map();
  const clamp = (events) => events.map((event) => {
    if (!isFuture(event)) return event;
    futureDated.set(event.id, event.ts);
    return { ...event, ts: clampedTs };
  }).sort(compareEvents);
  const memoryEvents = clamp(digest.memoryEvents);
  const recentActivity = clamp(digest.recentActivity);
  const lastEvent = [memoryEvents.at(-1), recentActivity.at(-1)].filter((event) => event !== void 0).sort(compareEvents).at(-1);
  return { digest: { ...digest, memoryEvents, recentActivity, lastEvent }, futureDated };
}

export {
  findForeignCorrections,
  describeForeignCorrection,
  clampFutureEvents
};
