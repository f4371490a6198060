import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  listEventFiles,
  scanEventLog,
  toRepoPath
} from "./chunk-2RMMSY37.mjs";
import {
  scanEventBytes
} from "./chunk-LTJYTCHL.mjs";
import {
  EVENT_TYPE_NAMES,
  compareEvents,
  sortKey
} from "./chunk-G37PHZM2.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  statusCacheFile
} from "./chunk-ZF3FJJCS.mjs";

// src/events/summary-cache.ts
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";

// src/events/summary.ts
function idHash48(id) {
  let high = 2166136261;
  let low = 84696351;
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    high = Math.imul(high ^ code, 16777619);
    low = Math.imul(low ^ code, 16777619);
  }
  return (high >>> 0) * 65536 + (low >>> 16);
}
function summariseFile(path, bytes) {
  const byType = {};
  const sessions = /* @__PURE__ */ new Set();
  const idHashes = [];
  let first;
  let last;
  const warnings = scanEventBytes(bytes, path, ({ event }) => {
    idHashes.push(idHash48(event.id));
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.session) sessions.add(event.session);
    const key = sortKey(event);
    if (!first || key < first.key) first = { key, event };
    if (!last || key > last.key) last = { key, event };
  });
  const end = (found) => found ? { key: found.key, ts: found.event.ts } : null;
  return {
    path,
    bytes: bytes.length,
    events: idHashes.length,
    idHashes,
    byType,
    sessions: [...sessions],
    first: end(first),
    last: end(last),
    warnings
  };
}
function combineSummaries(summaries) {
  const hashes = new Float64Array(
    summaries.reduce((sum, summary) => sum + summary.idHashes.length, 0)
  );
  let at = 0;
  for (const summary of summaries) {
    hashes.set(summary.idHashes, at);
    at += summary.idHashes.length;
  }
  hashes.sort();
  for (let i = 1; i < hashes.length; i++) if (hashes[i] === hashes[i - 1]) return void 0;
  const byType = {};
  const sessions = /* @__PURE__ */ new Set();
  let first = null;
  let last = null;
  for (const summary of summaries) {
    for (const [type, count] of Object.entries(summary.byType))
      byType[type] = (byType[type] ?? 0) + count;
    for (const session of summary.sessions) sessions.add(session);
    if (summary.first && (!first || summary.first.key < first.key)) first = summary.first;
    if (summary.last && (!last || summary.last.key > last.key)) last = summary.last;
  }
  return {
    events: hashes.length,
    files: summaries.length,
    bytes: summaries.reduce((sum, summary) => sum + summary.bytes, 0),
    first: first ? new Date(first.ts).toISOString() : null,
    last: last ? new Date(last.ts).toISOString() : null,
    byType: Object.fromEntries(
      EVENT_TYPE_NAMES.filter((type) => byType[type]).map((type) => [type, byType[type]])
    ),
    sessions: sessions.size,
    duplicates: 0,
    warnings: summaries.flatMap((summary) => summary.warnings)
  };
}

// src/events/summary-cache.ts
var CACHE_VERSION = 2;
var HEADER = "cortex-status-cache";
function toStored(summary) {
  const hashes = Float64Array.from(summary.idHashes);
  return {
    ...summary,
    idHashes: Buffer.from(hashes.buffer, hashes.byteOffset, hashes.byteLength).toString("base64")
  };
}
function fromStored(stored) {
  const bytes = Buffer.from(stored.idHashes, "base64");
  if (bytes.length % 8 !== 0) throw new Error("a partial id hash");
  const hashes = new Float64Array(bytes.length / 8);
  new Uint8Array(hashes.buffer).set(bytes);
  return { ...stored, idHashes: hashes };
}
function summaryCacheFile(paths) {
  return statusCacheFile(paths);
}
function loadCache(path) {
  try {
    const text = readFileSync(path, "utf8");
    const newline = text.indexOf("\n");
    const header = new RegExp(`^${HEADER} (\\d+) sha256:([0-9a-f]{64})$`).exec(
      text.slice(0, Math.max(0, newline))
    );
    if (!header || Number(header[1]) !== CACHE_VERSION) return /* @__PURE__ */ new Map();
    const body = text.slice(newline + 1);
    if (createHash("sha256").update(body).digest("hex") !== header[2]) return /* @__PURE__ */ new Map();
    const files = JSON.parse(body).map(fromStored);
    return new Map(files.map((file) => [file.path, file]));
  } catch {
    return /* @__PURE__ */ new Map();
  }
}
function saveCache(path, files) {
  const body = JSON.stringify(files.map(toStored));
  try {
    writeFileAtomic(
      path,
      `${HEADER} ${CACHE_VERSION} sha256:${createHash("sha256").update(body).digest("hex")}
${body}`,
      { makeFolder: true }
    );
  } catch {
  }
}
function readFileSummaries(paths) {
  const cacheFile = summaryCacheFile(paths);
  const cached = loadCache(cacheFile);
  const summaries = [];
  let changed = false;
  for (const absolute of listEventFiles(paths)) {
    const path = toRepoPath(paths, absolute);
    try {
      const stat = statSync(absolute);
      const known = cached.get(path);
      cached.delete(path);
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
        summaries.push(known);
        continue;
      }
      const bytes = readFileSync(absolute);
      const mtimeMs = bytes.length === stat.size ? stat.mtimeMs : -1;
      summaries.push({ ...summariseFile(path, bytes), size: bytes.length, mtimeMs });
      changed = true;
    } catch {
      return void 0;
    }
  }
  if (changed || cached.size > 0) saveCache(cacheFile, summaries);
  return summaries;
}

// src/memory/log-status.ts
function factOf(event) {
  let hash = 2166136261;
  for (let i = 0; i < event.content.length; i++)
    hash = Math.imul(hash ^ event.content.charCodeAt(i), 16777619);
  return `${event.type} ${event.ts} ${event.content.length} ${(hash >>> 0).toString(36)}`;
}
function summariseLog(paths, root, branch) {
  const summaries = readFileSummaries(paths);
  const totals = summaries && combineSummaries(summaries);
  return totals ? { root, branch, ...totals } : scanLogTotals(paths, root, branch);
}
function scanLogTotals(paths, root, branch) {
  const byType = {};
  const sessions = /* @__PURE__ */ new Set();
  const ids = /* @__PURE__ */ new Map();
  let events = 0;
  let duplicates = 0;
  let collisions = 0;
  let first;
  let last;
  const scan = scanEventLog(paths, ({ event }) => {
    const fact = factOf(event);
    const seen = ids.get(event.id);
    if (seen?.includes(fact) || seen && event.content.includes("[REDACTED:")) {
      duplicates++;
      return;
    }
    if (seen) {
      if (seen.length === 1) collisions++;
      seen.push(fact);
    } else ids.set(event.id, [fact]);
    events++;
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.session) sessions.add(event.session);
    if (!first || compareEvents(event, first) < 0) first = event;
    if (!last || compareEvents(event, last) > 0) last = event;
  });
  return {
    root,
    branch,
    events,
    files: scan.files.length,
    bytes: scan.files.reduce((sum, file) => sum + file.bytes, 0),
    first: first ? new Date(first.ts).toISOString() : null,
    last: last ? new Date(last.ts).toISOString() : null,
    byType: Object.fromEntries(
      EVENT_TYPE_NAMES.filter((type) => byType[type]).map((type) => [type, byType[type]])
    ),
    sessions: sessions.size,
    duplicates,
    ...collisions ? { collisions } : {},
    warnings: scan.warnings
  };
}

export {
  summariseLog
};
