import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENT_TYPES,
  EVENT_TYPE_NAMES,
  resolveEventType
} from "./chunk-G37PHZM2.mjs";
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";

// src/events/dates.ts
var UNIT_MS = {
  second: 1e3,
  minute: 6e4,
  hour: 36e5,
  day: 864e5,
  week: 7 * 864e5,
  month: 30 * 864e5,
  year: 365 * 864e5
};
function parseDateArg(text, now, end, option) {
  const value = text.trim().toLowerCase();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const start = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (!Number.isNaN(start.getTime()) && start.getDate() === Number(day[3])) {
      return end ? start.getTime() + 864e5 - 1 : start.getTime();
    }
  }
  if (value === "now") return now.getTime();
  if (value === "today" || value === "yesterday") {
    const start = new Date(
      now.getFullYear(),
      now.getMonth(),
      now.getDate() - (value === "yesterday" ? 1 : 0)
    );
    return end ? start.getTime() + 864e5 - 1 : start.getTime();
  }
  const relative = /^(\d+)[\s.]*(second|minute|hour|day|week|month|year)s?([\s.]+ago)?$/.exec(
    value
  );
  if (relative) return now.getTime() - Number(relative[1]) * UNIT_MS[relative[2]];
  if (/^\d{4}-\d{2}-\d{2}t/.test(value)) {
    const ms = Date.parse(text.trim());
    if (!Number.isNaN(ms)) return ms;
  }
  throw new UsageError(
    `--${option}: cannot read '${text}' as a date`,
    "use a date (2026-11-20), a time (2026-11-20T14:00:00Z), 'yesterday' or '3 days ago'"
  );
}

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
function parseTypeOption(values, command) {
  return parseTypeNames(
    values.flatMap((value) => value.split(",")),
    (name) => new UsageError(
      `${command}: unknown --type '${name}'`,
      `types: ${EVENT_TYPE_NAMES.join(", ")} (or their short names)`
    )
  );
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
  parseTypeOption,
  parseDateBound,
  isNarrowed
};
