import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  HEAD_OFFSETS,
  canonicalHeadEnd,
  describeLineError,
  parseEventText,
  readLineHead,
  scanEventBytes
} from "./chunk-LTJYTCHL.mjs";
import {
  withFileLock
} from "./chunk-6M7KS7R3.mjs";
import {
  EVENT_TYPES,
  isConflictMarker,
  orderEvents,
  parseEventLine,
  serializeEvent,
  sortKey,
  validateEvent
} from "./chunk-G37PHZM2.mjs";
import {
  EVENT_ID_PATTERN,
  newEventId,
  timeOfId
} from "./chunk-A5IE5JQV.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  monthFolder,
  writerFileName
} from "./chunk-ZF3FJJCS.mjs";

// src/events/store.ts
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  statSync,
  appendFileSync
} from "node:fs";
import { basename, join, relative, sep } from "node:path";

// src/events/query.ts
function searchableText(event) {
  const data = event.data;
  const parts = [event.content];
  for (const key of ["reason", "command", "error", "fix", "step", "plan", "pattern"]) {
    if (typeof data[key] === "string") parts.push(data[key]);
  }
  return parts.join("\n");
}
function filesOf(event) {
  const files = event.data.files;
  return Array.isArray(files) ? files : [];
}
function tagsOf(event) {
  const data = event.data;
  const tags = Array.isArray(data.tags) ? data.tags : [];
  return typeof data.kind === "string" ? [data.kind, ...tags] : tags;
}
function touchesPath(files, wanted) {
  const prefix = wanted.endsWith("/") ? wanted : `${wanted}/`;
  return files.some((file) => file === wanted || file.startsWith(prefix));
}
function matchesQuery(event, query) {
  if (query.types?.length && !query.types.includes(event.type)) return false;
  if (query.branches?.length && (event.branch === null || !query.branches.includes(event.branch)))
    return false;
  if (query.sessions?.length && (event.session === null || !query.sessions.some((s) => event.session.startsWith(s))))
    return false;
  if (query.authors?.length) {
    const author = (event.author ?? "").toLowerCase();
    if (!query.authors.some((wanted) => author.includes(wanted.toLowerCase()))) return false;
  }
  if (query.since !== void 0 || query.until !== void 0) {
    const ms = Date.parse(event.ts);
    if (query.since !== void 0 && ms < query.since) return false;
    if (query.until !== void 0 && ms > query.until) return false;
  }
  if (query.grep && !query.grep.test(searchableText(event))) return false;
  if (query.files?.length) {
    const files = filesOf(event);
    if (!query.files.some((wanted) => touchesPath(files, wanted))) return false;
  }
  if (query.tags?.length) {
    const tags = tagsOf(event);
    if (!query.tags.some((tag) => tags.includes(tag))) return false;
  }
  return true;
}

// src/events/newest.ts
function isHeadQuery(query) {
  return !query.branches?.length && !query.sessions?.length && !query.authors?.length && !query.grep && !query.files?.length && !query.tags?.length;
}
function headMatches(type, ts, query) {
  if (query.types?.length && !query.types.includes(type)) return false;
  if (query.since !== void 0 || query.until !== void 0) {
    const ms = Date.parse(ts);
    if (query.since !== void 0 && ms < query.since) return false;
    if (query.until !== void 0 && ms > query.until) return false;
  }
  return true;
}
var byKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
var NEWLINE = 10;
var CARRIAGE_RETURN = 13;
var CONFLICT_WARNING = "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)";
function idHashOfBytes(bytes, at) {
  let hash = 2166136261;
  for (let i = at; i < at + 26; i++) hash = Math.imul(hash ^ bytes[i], 16777619);
  return hash;
}
function idHashOf(id) {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash;
}
var IdHashes = class {
  hashes = new Int32Array(4096);
  count = 0;
  add(hash) {
    if (this.count === this.hashes.length) {
      const grown = new Int32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.count++] = hash;
  }
  /** Whether any of `wanted` was added more than once. */
  anyRepeated(wanted) {
    const seen = new Map(wanted.map((hash) => [hash | 0, 0]));
    for (let i = 0; i < this.count; i++) {
      const times = seen.get(this.hashes[i]);
      if (times === void 0) continue;
      if (times >= 1) return true;
      seen.set(this.hashes[i], 1);
    }
    return false;
  }
};
var CONTROL_FIRST_BYTES = new Set(
  Object.entries(EVENT_TYPES).filter(([, definition]) => definition.category === "control").map(([name]) => name.charCodeAt(0))
);
function timeBefore(bytes, at, floor) {
  for (let i = 0; i < 24; i++) {
    const byte = bytes[at + i];
    if (byte !== floor[i]) return byte < floor[i];
  }
  return false;
}
function selectNewestEvents(files, limit, query) {
  if (!isHeadQuery(query)) return void 0;
  const perFile = [];
  const hashes = new IdHashes();
  let candidates = [];
  let floor = "";
  let floorBytes;
  const trim = () => {
    candidates.sort(byKey);
    if (candidates.length < limit || limit <= 0) return;
    let cut = candidates.length - limit;
    floor = candidates[cut].key.slice(0, 24);
    floorBytes = new TextEncoder().encode(floor);
    while (cut > 0 && candidates[cut - 1].key.startsWith(floor)) cut--;
    if (cut > 0) candidates = candidates.slice(cut);
  };
  const offer = (candidate) => {
    if (limit <= 0 || candidate.key < floor) return;
    candidates.push(candidate);
    if (candidates.length >= Math.max(256, limit * 4)) trim();
  };
  const decoder = new TextDecoder();
  for (const { file, bytes, error } of files) {
    const warnings = [];
    const controls = [];
    perFile.push({ warnings, controls });
    if (bytes === void 0) {
      warnings.push({ file, line: 0, message: `cannot read: ${error ?? "unknown error"}` });
      continue;
    }
    const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE;
    let lineNumber = 0;
    for (let start = 0; start < bytes.length; ) {
      const newline = bytes.indexOf(NEWLINE, start);
      const next = newline < 0 ? bytes.length : newline + 1;
      let end = newline < 0 ? bytes.length : newline;
      if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
      lineNumber++;
      const lineStart = start;
      start = next;
      const torn = !complete && next >= bytes.length;
      const typeEnd = torn ? -1 : canonicalHeadEnd(bytes, lineStart, end);
      if (typeEnd >= 0 && !CONTROL_FIRST_BYTES.has(bytes[lineStart + HEAD_OFFSETS.type])) {
        if (floorBytes && timeBefore(bytes, lineStart + HEAD_OFFSETS.ts, floorBytes)) {
          hashes.add(idHashOfBytes(bytes, lineStart + HEAD_OFFSETS.id));
          continue;
        }
        const head = readLineHead(bytes, lineStart, end, typeEnd);
        if (head) {
          const hash2 = idHashOfBytes(bytes, lineStart + HEAD_OFFSETS.id);
          hashes.add(hash2);
          if (headMatches(head.type, head.ts, query))
            offer({ key: head.ts + head.id, file, hash: hash2, bytes: bytes.subarray(lineStart, end) });
          continue;
        }
      }
      const line = decoder.decode(bytes.subarray(lineStart, end));
      if (line.trim() === "") continue;
      if (isConflictMarker(line)) {
        warnings.push({ file, line: lineNumber, message: CONFLICT_WARNING });
        continue;
      }
      let event;
      try {
        event = parseEventLine(line);
      } catch (error2) {
        warnings.push({
          file,
          line: lineNumber,
          message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error2)})` : describeLineError(error2)
        });
        continue;
      }
      const hash = idHashOf(event.id);
      hashes.add(hash);
      if (EVENT_TYPES[event.type].category === "control") controls.push(event);
      if (matchesQuery(event, query)) offer({ key: sortKey(event), file, hash, event });
    }
  }
  trim();
  if (hashes.anyRepeated(candidates.map((candidate) => candidate.hash))) return void 0;
  const events = [];
  const eventFiles = /* @__PURE__ */ new Map();
  for (const candidate of candidates.slice(Math.max(0, candidates.length - limit))) {
    let event = candidate.event;
    if (!event) {
      try {
        event = parseEventLine(decoder.decode(candidate.bytes));
      } catch {
        return void 0;
      }
      if (sortKey(event) !== candidate.key) return void 0;
    }
    events.push(event);
    eventFiles.set(event.id, candidate.file);
  }
  perFile.reverse();
  return {
    events,
    files: eventFiles,
    controls: perFile.flatMap((read) => read.controls),
    warnings: perFile.flatMap((read) => read.warnings)
  };
}

// src/events/store.ts
function toRepoPath(paths, absolute) {
  return relative(paths.root, absolute).split(sep).join("/");
}
function* walkNdjson(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walkNdjson(full);
    else if (entry.isFile() && entry.name.endsWith(".ndjson")) yield full;
  }
}
function listEventFiles(paths, scope = {}) {
  const committed = Array.from(walkNdjson(paths.eventsDir)).sort();
  if (!scope.local) return committed;
  return [...committed, ...Array.from(walkNdjson(paths.localEventsDir)).sort()];
}
function* eachEventFile(paths, scope = {}) {
  yield* walkNdjson(paths.eventsDir);
  if (scope.local) yield* walkNdjson(paths.localEventsDir);
}
function isLocalEventFile(path) {
  return path.startsWith(".cortex/local/");
}
function scanEventLog(paths, visit, scope = {}) {
  const warnings = [];
  const files = [];
  for (const absolute of listEventFiles(paths, scope)) {
    const file = toRepoPath(paths, absolute);
    let bytes;
    try {
      bytes = readFileSync(absolute);
    } catch (error) {
      warnings.push({ file, line: 0, message: `cannot read: ${error.message}` });
      continue;
    }
    let events = 0;
    warnings.push(
      ...scanEventBytes(bytes, file, ({ event, line }) => {
        events++;
        visit({ event, file, line });
      })
    );
    files.push({ path: file, bytes: bytes.length, events });
  }
  return { warnings, files };
}
function* readEventFiles(paths, order = "oldest-first", scope = {}) {
  const absolutes = listEventFiles(paths, scope);
  if (order === "newest-first") absolutes.reverse();
  for (const absolute of absolutes) {
    const file = toRepoPath(paths, absolute);
    let read;
    try {
      read = { file, bytes: readFileSync(absolute) };
    } catch (error) {
      read = { file, error: error.message };
    }
    yield read;
  }
}
function readNewestEvents(paths, limit, query, scope = {}) {
  return selectNewestEvents(readEventFiles(paths, "newest-first", scope), limit, query);
}
function readEventLog(paths, options = {}) {
  const all = [];
  const locations = options.locations ? /* @__PURE__ */ new Map() : void 0;
  const occurrences = options.locations ? /* @__PURE__ */ new Map() : void 0;
  const scan = scanEventLog(
    paths,
    ({ event, file, line }) => {
      all.push(event);
      if (locations && !locations.has(event.id)) locations.set(event.id, { file, line });
      if (occurrences) {
        const lines = occurrences.get(event.id);
        if (lines) lines.push({ file, line, event });
        else occurrences.set(event.id, [{ file, line, event }]);
      }
    },
    { local: options.local }
  );
  const ordered = orderEvents(all);
  return {
    events: ordered.events,
    warnings: scan.warnings,
    files: scan.files,
    duplicates: ordered.duplicates,
    collisions: ordered.collisions,
    ...locations ? { locations } : {},
    ...occurrences ? { occurrences } : {}
  };
}
function readWriterState(path) {
  try {
    const state = JSON.parse(readFileSync(path, "utf8"));
    if (typeof state.file === "string" && (typeof state.head === "string" || state.head === null)) {
      return { file: state.file, head: state.head };
    }
  } catch {
  }
  return void 0;
}
function endsWithNewline(path) {
  const size = statSync(path).size;
  if (size === 0) return true;
  const fd = openSync(path, "r");
  try {
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, size - 1);
    return byte[0] === 10;
  } finally {
    closeSync(fd);
  }
}
function readWriterFileIds(paths, writer) {
  const state = readWriterState(join(paths.writersDir, writerFileName(writer)));
  if (!state) return /* @__PURE__ */ new Set();
  try {
    return idsOfLines(readFileSync(join(paths.root, state.file), "utf8"));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
function idsOfLines(text, into = /* @__PURE__ */ new Set()) {
  for (const match of text.matchAll(/^\{"v":\d+,"id":"([0-9A-HJKMNP-TV-Z]{26})".*\}[ \t\r]*$/gm))
    into.add(match[1]);
  return into;
}
var FILE_CLOCK_SLACK_MS = 24 * 60 * 60 * 1e3;
function readEventIdsSince(paths, sinceMs) {
  const ids = /* @__PURE__ */ new Set();
  const from = sinceMs - FILE_CLOCK_SLACK_MS;
  for (const absolute of listEventFiles(paths)) {
    const name = basename(absolute, ".ndjson");
    if (EVENT_ID_PATTERN.test(name) && timeOfId(name) < from) continue;
    let text;
    try {
      text = readFileSync(absolute, "utf8");
    } catch {
      continue;
    }
    idsOfLines(text, ids);
  }
  return ids;
}
function appendEvents(paths, head, events, options) {
  if (events.length === 0) return { file: void 0, appended: 0, rotated: false };
  const lines = events.map((event) => serializeEvent(validateEvent(event)));
  mkdirSync(paths.writersDir, { recursive: true });
  return withFileLock(
    paths.appendLock,
    () => {
      const known = options.knownIds?.();
      const wanted = known ? events.map((event, index) => known.has(event.id) ? void 0 : lines[index]).filter((line) => line !== void 0) : lines;
      if (wanted.length === 0) return { file: void 0, appended: 0, rotated: false };
      const text = wanted.join("\n") + "\n";
      const statePath = join(paths.writersDir, writerFileName(options.writer));
      const state = readWriterState(statePath);
      const headNow = head ? head() : null;
      let file = state?.file;
      let rotated = false;
      if (!state || state.head !== headNow || !existsSync(join(paths.root, state.file))) {
        const folder = join(paths.eventsDir, monthFolder(options.now));
        mkdirSync(folder, { recursive: true });
        file = toRepoPath(
          paths,
          join(folder, `${newEventId(options.now.getTime(), options.entropy())}.ndjson`)
        );
        rotated = true;
      }
      const absolute = join(paths.root, file);
      const separator = !rotated && !endsWithNewline(absolute) ? "\n" : "";
      appendFileSync(absolute, separator + text);
      if (rotated) writeFileAtomic(statePath, JSON.stringify({ file, head: headNow }) + "\n");
      return { file, appended: wanted.length, rotated };
    },
    options.lock
  );
}
function localEventFile(paths, writer) {
  return join(paths.localEventsDir, writerFileName(writer).replace(/\.json$/, ".ndjson"));
}
function readLocalEvents(paths, writer) {
  const path = localEventFile(paths, writer);
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return [];
  }
  return parseEventText(text, toRepoPath(paths, path)).entries.map((entry) => entry.event);
}
function appendLocalEvents(paths, writer, events, options = {}) {
  if (events.length === 0) return { files: [], appended: 0, ids: /* @__PURE__ */ new Set() };
  const bySession = /* @__PURE__ */ new Map();
  for (const event of events) {
    const line = serializeEvent(validateEvent(event));
    const session = event.session || writer;
    bySession.set(session, [...bySession.get(session) ?? [], line]);
  }
  mkdirSync(paths.localEventsDir, { recursive: true });
  return withFileLock(
    paths.appendLock,
    () => {
      const files = [];
      const ids = /* @__PURE__ */ new Set();
      let appended = 0;
      for (const [session, lines] of bySession) {
        const absolute = localEventFile(paths, session);
        const exists = existsSync(absolute);
        const known = exists ? new Set(readLocalEvents(paths, session).map((event) => event.id)) : /* @__PURE__ */ new Set();
        const wanted = lines.filter((line) => !known.has(/"id":"([^"]+)"/.exec(line)[1]));
        if (wanted.length === 0) continue;
        for (const line of wanted) ids.add(/"id":"([^"]+)"/.exec(line)[1]);
        const separator = exists && !endsWithNewline(absolute) ? "\n" : "";
        appendFileSync(absolute, separator + wanted.join("\n") + "\n");
        files.push(toRepoPath(paths, absolute));
        appended += wanted.length;
      }
      return { files, appended, ids };
    },
    options.lock
  );
}

export {
  filesOf,
  matchesQuery,
  toRepoPath,
  listEventFiles,
  eachEventFile,
  isLocalEventFile,
  scanEventLog,
  readNewestEvents,
  readEventLog,
  readWriterFileIds,
  readEventIdsSince,
  appendEvents,
  localEventFile,
  appendLocalEvents
};
