import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readTextIfExists,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  accessFile,
  accessLogFile
} from "./chunk-ZF3FJJCS.mjs";

// src/projections/access-file.ts
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";

// src/projections/access.ts
var MAX_ACCESS_ENTRIES = 2e4;
var ACCESS_FORMAT_VERSION = 1;
function parseAccessStats(text) {
  const stats = /* @__PURE__ */ new Map();
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      stats,
      problem: `access stats are not JSON (${error.message}); starting afresh`
    };
  }
  const entries = value?.entries;
  if (typeof entries !== "object" || entries === null || Array.isArray(entries))
    return { stats, problem: "access stats have no entries object; starting afresh" };
  for (const [id, entry] of Object.entries(entries)) {
    const { count, last } = entry ?? {};
    if (typeof count === "number" && Number.isInteger(count) && count > 0 && typeof last === "string" && !Number.isNaN(Date.parse(last))) {
      stats.set(id, { count, last });
    }
  }
  return { stats };
}
function serializeAccessStats(stats) {
  let kept = [...stats];
  if (kept.length > MAX_ACCESS_ENTRIES) {
    kept = kept.sort((a, b) => a[1].last < b[1].last ? 1 : a[1].last > b[1].last ? -1 : 0).slice(0, MAX_ACCESS_ENTRIES);
  }
  kept.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const entries = Object.fromEntries(kept);
  return JSON.stringify({ version: ACCESS_FORMAT_VERSION, entries }, null, 1) + "\n";
}
function serializeAccessLine(ids, now) {
  return JSON.stringify({ at: now.toISOString(), ids: [...new Set(ids)] }) + "\n";
}
function applyAccessJournal(stats, journal) {
  let next = new Map(stats);
  for (const line of journal.split("\n")) {
    if (line.trim() === "") continue;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof value.at !== "string" || Number.isNaN(Date.parse(value.at)) || !Array.isArray(value.ids))
      continue;
    next = recordAccesses(
      next,
      value.ids.filter((id) => typeof id === "string"),
      new Date(value.at)
    );
  }
  return next;
}
function recordAccesses(stats, ids, now) {
  const next = new Map(stats);
  const last = now.toISOString();
  for (const id of new Set(ids)) next.set(id, { count: (stats.get(id)?.count ?? 0) + 1, last });
  return next;
}

// src/projections/access-file.ts
function accessStatsFile(paths) {
  return accessFile(paths);
}
function accessJournalFile(paths) {
  return accessLogFile(paths);
}
var JOURNAL_FOLD_BYTES = 64 * 1024;
function readAccessStats(paths) {
  const snapshot = readTextIfExists(accessStatsFile(paths));
  const parsed = snapshot === void 0 ? { stats: /* @__PURE__ */ new Map() } : parseAccessStats(snapshot);
  const journalPath = accessJournalFile(paths);
  const journal = readTextIfExists(journalPath);
  if (journal === void 0) return parsed;
  const stats = applyAccessJournal(parsed.stats, journal);
  if (journal.length > JOURNAL_FOLD_BYTES) {
    try {
      const aside = `${journalPath}.${process.pid}.folding`;
      renameSync(journalPath, aside);
      const folded = applyAccessJournal(parsed.stats, readFileSync(aside, "utf8"));
      writeFileAtomic(accessStatsFile(paths), serializeAccessStats(folded), { makeFolder: true });
      rmSync(aside, { force: true });
      return { stats: folded, ...parsed.problem ? { problem: parsed.problem } : {} };
    } catch {
    }
  }
  return { stats, ...parsed.problem ? { problem: parsed.problem } : {} };
}
function recordAccess(project, ids, now) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  mkdirSync(project.paths.localDir, { recursive: true });
  appendFileSync(accessJournalFile(project.paths), serializeAccessLine(unique, now));
}

export {
  readAccessStats,
  recordAccess
};
