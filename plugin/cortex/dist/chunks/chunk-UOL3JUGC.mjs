import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  LogDigestBuilder,
  RECENT_ACTIVITY_KEPT,
  completeDigest
} from "./chunk-LPUECSWN.mjs";
import {
  PIECE_BYTES,
  countNewlines,
  scanEventFile
} from "./chunk-3A5GZ3FR.mjs";
import {
  checkAppendOnlyFile,
  readBytesAt
} from "./chunk-WVFFZ4JR.mjs";
import {
  NOTHING_READ
} from "./chunk-CFXE6EOP.mjs";
import {
  isLocalEventFile,
  listEventFiles,
  toRepoPath
} from "./chunk-2RMMSY37.mjs";
import {
  scanEventBytes
} from "./chunk-LTJYTCHL.mjs";
import {
  EVENT_TYPES,
  parseEventLine,
  sortKey
} from "./chunk-G37PHZM2.mjs";
import {
  digestCacheFile
} from "./chunk-ZF3FJJCS.mjs";

// src/projections/read-limit.ts
var LOCAL_ACTIVITY_FILES_READ = 50;
var MONTH_FOLDER = /^\d{4}-\d{2}$/;
var PACK_NAME = /^pack-/;
function ageKey(path, currentMonth) {
  const parts = path.split("/");
  const name = parts[parts.length - 1] ?? "";
  const folder = parts[parts.length - 2] ?? "";
  if (!MONTH_FOLDER.test(folder)) return "";
  const month = folder > currentMonth ? currentMonth : folder;
  return `${month}/${PACK_NAME.test(name) ? "0" : "1"}${name}`;
}
function filesWithinLimit(paths, maxBytes, now, stat) {
  const currentMonth = now.toISOString().slice(0, 7);
  const committed = paths.filter((path) => !isLocalEventFile(path)).map((path) => ({ path, key: ageKey(path, currentMonth) })).sort(
    (a, b) => a.key !== b.key ? a.key < b.key ? 1 : -1 : a.path < b.path ? 1 : a.path > b.path ? -1 : 0
  );
  const within = [];
  let used = 0;
  let index = 0;
  for (; index < committed.length; index++) {
    const stats = stat(committed[index].path);
    if (stats === void 0) continue;
    if (used + stats.bytes > maxBytes) break;
    used += stats.bytes;
    within.push(committed[index].path);
  }
  const local = [];
  for (const path of paths) {
    if (!isLocalEventFile(path)) continue;
    const stats = stat(path);
    if (stats) local.push({ path, mtimeMs: stats.mtimeMs });
  }
  local.sort(
    (a, b) => a.mtimeMs !== b.mtimeMs ? b.mtimeMs - a.mtimeMs : a.path < b.path ? 1 : a.path > b.path ? -1 : 0
  );
  within.push(...local.slice(0, LOCAL_ACTIVITY_FILES_READ).map((file) => file.path));
  return { within, leftOut: committed.length - index };
}
function describeUnread(leftOut, limitMiB) {
  const files = leftOut === 1 ? "oldest event file is" : `${leftOut.toLocaleString("en-US")} oldest event files are`;
  return `This briefing read the newest ${limitMiB} MiB of the log (briefing.logMiB): its ${files} left out; \`cortex search\` and \`cortex log\` read everything.`;
}

// src/projections/log-reader.ts
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync
} from "node:fs";
import { dirname, join } from "node:path";
import { crc32 as zlibCrc32 } from "node:zlib";
var CACHE_VERSION = 5;
var TAIL_BYTES = 64;
function encodeState(state) {
  const { ids, newest, ...rest } = state;
  const memoryIds = new Set(state.memory.map((event) => event.id));
  const head = JSON.stringify({
    ...rest,
    otherIds: ids.filter((id) => !memoryIds.has(id))
  });
  if (!newest) return { line: Buffer.from(head, "utf8") };
  return {
    line: Buffer.from(`${head}	${JSON.stringify(newest)}`, "utf8"),
    newest: { key: sortKey(newest), at: Buffer.byteLength(head) + 1 }
  };
}
var CACHE_HEADER = `cortex-digest-cache ${CACHE_VERSION}
`;
var TRAILER_LENGTH = "cortex-digest-index ".length + 12 + 1 + 12 + 1 + 8 + 1;
var TRAILER = /^cortex-digest-index (\d{12}) (\d{12}) ([0-9a-f]{8})\n$/;
var DamagedCache = class extends Error {
};
function readExactly(fd, at, length) {
  const bytes = readBytesAt(fd, at, length);
  if (bytes.length < length) throw new DamagedCache("cache file shorter than its index says");
  return bytes;
}
function parseChecked(bytes, crc, end = bytes.length) {
  if (zlibCrc32(bytes) !== crc) throw new DamagedCache("cache line does not match its checksum");
  try {
    if (end !== bytes.length) return JSON.parse(bytes.toString("utf8", 0, end));
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new DamagedCache("cache line is not JSON");
  }
}
var CACHE_WINDOW_BYTES = 1 << 20;
var DigestCacheFile = class _DigestCacheFile {
  constructor(fd, files) {
    this.fd = fd;
    this.files = files;
  }
  fd;
  files;
  /** The bytes last read, and where they start in the file. */
  window = Buffer.alloc(0);
  windowAt = 0;
  closed = false;
  /** The cache at `path`, or undefined when it is missing, of another version or damaged. */
  static open(path) {
    let fd;
    try {
      fd = openSync(path, "r");
    } catch {
      return void 0;
    }
    try {
      const size = fstatSync(fd).size;
      if (size < CACHE_HEADER.length + TRAILER_LENGTH)
        throw new DamagedCache("cache file too short");
      if (readExactly(fd, 0, CACHE_HEADER.length).toString("latin1") !== CACHE_HEADER)
        throw new DamagedCache("another version");
      const trailer = TRAILER.exec(
        readExactly(fd, size - TRAILER_LENGTH, TRAILER_LENGTH).toString("latin1")
      );
      if (!trailer) throw new DamagedCache("no index");
      const at = Number(trailer[1]);
      const length = Number(trailer[2]);
      if (at < CACHE_HEADER.length || at + length > size - TRAILER_LENGTH)
        throw new DamagedCache("index out of the file");
      const index = parseChecked(
        readExactly(fd, at, length),
        parseInt(trailer[3], 16)
      );
      if (index.version !== CACHE_VERSION || !Array.isArray(index.files))
        throw new DamagedCache("index of another shape");
      return new _DigestCacheFile(fd, index.files);
    } catch {
      closeSync(fd);
      return void 0;
    }
  }
  /**
   * A file's digest, checked against its CRC; throws DamagedCache. Its newest event only
   * with `withNewest` (otherwise null: see newestEvent).
   */
  state(file, withNewest = false) {
    const { otherIds, ...stored } = parseChecked(
      this.bytes(file),
      file.span.crc,
      file.newest ? file.newest.at - 1 : void 0
    );
    if (![stored.memory, stored.activity, stored.sessionStarts, stored.referrers, otherIds].every(
      Array.isArray
    ))
      throw new DamagedCache("cache line of another shape");
    return {
      ...stored,
      ids: [...stored.memory.map((event) => event.id), ...otherIds],
      newest: withNewest && file.newest ? this.newestEvent(file) : null
    };
  }
  /** A file's newest event (one it has). */
  newestEvent(file) {
    const bytes = this.bytes(file);
    if (zlibCrc32(bytes) !== file.span.crc)
      throw new DamagedCache("cache line does not match its checksum");
    try {
      return JSON.parse(bytes.toString("utf8", file.newest.at));
    } catch {
      throw new DamagedCache("cache line is not JSON");
    }
  }
  /** A file's digest as it is stored (a view valid until the next call), to be copied as it is. */
  bytes(file) {
    const { at, length } = file.span;
    if (at < this.windowAt || at + length > this.windowAt + this.window.length) {
      const size = Math.max(length, CACHE_WINDOW_BYTES);
      const window = this.window.length >= size ? this.window : Buffer.allocUnsafe(size);
      let read = 0;
      for (let got = -1; got !== 0 && read < size; read += got)
        got = readSync(this.fd, window, read, size - read, at + read);
      if (read < length) throw new DamagedCache("cache file shorter than its index says");
      this.window = window.subarray(0, read);
      this.windowAt = at;
    }
    return this.window.subarray(at - this.windowAt, at - this.windowAt + length);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
};
var DigestCacheWriter = class {
  constructor(path) {
    this.path = path;
    mkdirSync(dirname(path), { recursive: true });
    this.temporary = `${path}.${process.pid}.tmp`;
    this.fd = openSync(this.temporary, "w");
    this.write(Buffer.from(CACHE_HEADER, "latin1"));
  }
  path;
  temporary;
  fd;
  position = 0;
  index = [];
  write(bytes) {
    for (let done = 0; done < bytes.length; )
      done += writeSync(this.fd, bytes, done, bytes.length - done, this.position + done);
    this.position += bytes.length;
  }
  /** Adds a file: its marks, and its digest as the JSON line's bytes (with their CRC when known). */
  add(marks, line, crc = zlibCrc32(line), newest) {
    this.index.push({
      ...marks,
      span: { at: this.position, length: line.length, crc },
      ...newest ? { newest } : {}
    });
    this.write(line);
    this.write(NEWLINE);
  }
  /** Writes the index and puts the file in place; `release` runs just before (Windows renames no file held open). */
  finish(release) {
    const index = Buffer.from(
      JSON.stringify({ version: CACHE_VERSION, files: this.index }),
      "utf8"
    );
    const at = this.position;
    this.write(index);
    this.write(NEWLINE);
    const pad = (value) => String(value).padStart(12, "0");
    this.write(
      Buffer.from(
        `cortex-digest-index ${pad(at)} ${pad(index.length)} ${zlibCrc32(index).toString(16).padStart(8, "0")}
`,
        "latin1"
      )
    );
    closeSync(this.fd);
    release();
    renameSync(this.temporary, this.path);
  }
  abort() {
    try {
      closeSync(this.fd);
    } catch {
    }
    rmSync(this.temporary, { force: true });
  }
};
var NEWLINE = Buffer.from("\n", "latin1");
function readBytes(path, position, length) {
  if (position === 0 && length === void 0) return readFileSync(path);
  const fd = openSync(path, "r");
  try {
    const size = length ?? statSync(path).size - position;
    const buffer = Buffer.alloc(Math.max(0, size));
    const read = readSync(fd, buffer, 0, buffer.length, position);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
function tailFingerprint(fd, length) {
  const tail = Math.min(TAIL_BYTES, length);
  return readBytesAt(fd, length - tail, tail).toString("hex");
}
function markOf(cached) {
  return {
    offset: cached.consumed,
    fingerprint: cached.tail,
    size: cached.size,
    mtimeMs: cached.mtimeMs
  };
}
function readFrom(absolute, path, mtimeMs, cached) {
  const builder = cached ? LogDigestBuilder.fromState(cached.state) : new LogDigestBuilder();
  const start = cached?.consumed ?? 0;
  const bytes = readBytes(absolute, start);
  const end = bytes.lastIndexOf(10) + 1;
  const before = cached?.lines ?? 0;
  const newLines = countNewlines(bytes, end);
  let events = cached?.events ?? 0;
  const found = scanEventBytes(bytes, path, (entry) => {
    builder.add(entry.event);
    if (entry.line <= newLines) events++;
  });
  const warnings = found.map((warning) => ({ ...warning, line: warning.line + before }));
  const consumed = start + end;
  let tail = cached?.tail ?? "";
  if (end >= TAIL_BYTES || end > 0 && start === 0)
    tail = bytes.subarray(Math.max(0, end - TAIL_BYTES), end).toString("hex");
  else if (end > 0)
    tail = readBytes(
      absolute,
      Math.max(0, consumed - TAIL_BYTES),
      Math.min(TAIL_BYTES, consumed)
    ).toString("hex");
  const size = start + bytes.length;
  return {
    path,
    state: builder.state(),
    size,
    // A file that grew between stat and read must not pass for unchanged next time.
    mtimeMs: statSync(absolute).size === size ? mtimeMs : -1,
    consumed,
    lines: before + newLines,
    events,
    tail,
    warnings: [
      ...cached?.warnings ?? [],
      ...warnings.filter((warning) => warning.line <= before + newLines)
    ],
    pending: warnings.filter((warning) => warning.line > before + newLines)
  };
}
function addExtra(builder, extra) {
  const added = /* @__PURE__ */ new Set();
  for (const event of extra ?? []) {
    if (builder.has(event.id)) continue;
    builder.add(event);
    added.add(event.id);
  }
  return added;
}
var SAVE_AFTER_BYTES = 64 * 1024;
function pruneActivity(state, floor) {
  if (floor === void 0 || state.activity.every(([key]) => key >= floor)) return state;
  return { ...state, activity: state.activity.filter(([key]) => key >= floor) };
}
var HELD_ACTIVITY_PRUNED_AT = RECENT_ACTIVITY_KEPT * 4;
var ABSENT_FILES_KEPT = 2e3;
function noteMemoryFile(memoryFiles, shared, id, file) {
  const first = memoryFiles.get(id);
  if (first === void 0) memoryFiles.set(id, file);
  else if (first !== file) {
    const files = shared.get(id) ?? [first];
    if (!files.includes(file)) files.push(file);
    shared.set(id, files);
  }
}
var NewestFiles = class {
  constructor(kept) {
    this.kept = kept;
  }
  kept;
  entries = [];
  offer(event, file) {
    this.entries.push([sortKey(event), event.id, file]);
    if (this.entries.length >= this.kept * 4) this.cut();
  }
  cut() {
    this.entries.sort((a, b) => a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0);
    this.entries.length = Math.min(this.entries.length, this.kept);
  }
  files() {
    this.cut();
    return this.entries.map(([, id, file]) => [id, file]);
  }
};
function scanLog(paths, visit, local) {
  const warnings = [];
  const files = [];
  let piece;
  for (const absolute of listEventFiles(paths, { local })) {
    const file = toRepoPath(paths, absolute);
    let events = 0;
    let fd;
    let read;
    try {
      fd = openSync(absolute, "r");
      piece ??= Buffer.allocUnsafe(PIECE_BYTES);
      read = scanEventFile(
        fd,
        file,
        ({ event, start, end }) => {
          events++;
          visit(event, { file, start, end });
        },
        piece
      );
    } catch (error) {
      warnings.push({ file, line: 0, message: `cannot read: ${error.message}` });
      continue;
    } finally {
      if (fd !== void 0) closeSync(fd);
    }
    warnings.push(...read.warnings);
    files.push({ path: file, bytes: read.bytes, events });
  }
  return { warnings, files };
}
function readPlaces(paths, places, ids) {
  const byFile = /* @__PURE__ */ new Map();
  for (const place of places) {
    const list = byFile.get(place.file);
    if (list) list.push(place);
    else byFile.set(place.file, [place]);
  }
  const events = [];
  for (const [file, list] of byFile) {
    let fd;
    try {
      fd = openSync(join(paths.root, file), "r");
      for (const place of list) {
        const event = parseEventLine(
          readBytesAt(fd, place.start, place.end - place.start).toString("utf8")
        );
        if (!ids.has(event.id)) return void 0;
        events.push(event);
      }
    } catch {
      return void 0;
    } finally {
      if (fd !== void 0) closeSync(fd);
    }
  }
  return events;
}
function readWholeLog(paths, options) {
  const { extra, progress } = options;
  const local = options.local === true;
  const needs = options.needs;
  const builder = new LogDigestBuilder(needs ? { whole: needs.whole } : {});
  const memoryFiles = /* @__PURE__ */ new Map();
  const sharedIdFiles = /* @__PURE__ */ new Map();
  const recentActivityFiles = new NewestFiles(RECENT_ACTIVITY_KEPT);
  let read = 0;
  const scan = scanLog(
    paths,
    (event, place) => {
      progress?.(++read);
      if (needs) {
        builder.add(event, place);
        return;
      }
      builder.add(event);
      if (EVENT_TYPES[event.type].category !== "activity")
        noteMemoryFile(memoryFiles, sharedIdFiles, event.id, place.file);
      else recentActivityFiles.offer(event, place.file);
    },
    local
  );
  for (const [id, file] of recentActivityFiles.files())
    noteMemoryFile(memoryFiles, sharedIdFiles, id, file);
  const extraAdded = addExtra(builder, extra);
  let digest;
  if (needs) {
    const twice = builder.twiceStubbed();
    const copies = readPlaces(paths, builder.placesOf(twice), twice);
    if (copies === void 0) return readWholeLog(paths, { ...options, needs: void 0 });
    builder.complete(copies);
    digest = builder.finish();
    const shown = needs.stubsShown(digest);
    const whole = readPlaces(paths, builder.placesOf(shown), shown);
    if (whole === void 0) return readWholeLog(paths, { ...options, needs: void 0 });
    digest = completeDigest(digest, new Map(whole.map((event) => [event.id, event])));
  } else {
    digest = builder.finish();
  }
  return {
    digest,
    warnings: scan.warnings,
    files: scan.files,
    memoryFiles,
    sharedIdFiles,
    extraAdded
  };
}
function readLogDigest(paths, options = {}) {
  const mode = cacheMode(options);
  if (mode === "off" && options.limit)
    throw new Error("a limited read goes through the digest cache");
  if (mode === "off") return readWholeLog(paths, options);
  const cache = mode === "use" ? DigestCacheFile.open(digestCacheFile(paths)) : void 0;
  try {
    return readThroughCache(paths, options, cache);
  } catch (error) {
    if (!(error instanceof DamagedCache)) throw error;
    return readThroughCache(paths, options, void 0);
  } finally {
    cache?.close();
  }
}
function readThroughCache(paths, options, cache) {
  const local = options.local === true;
  const byPath = new Map((cache?.files ?? []).map((file) => [file.path, file]));
  const visits = [];
  const listed = new Map(
    listEventFiles(paths, { local: true }).map((absolute) => [
      toRepoPath(paths, absolute),
      absolute
    ])
  );
  const limited = options.limit === void 0 ? void 0 : limitFiles(listed, options.limit, local);
  for (const [path, absolute] of limited?.within ?? listed) {
    let cached = byPath.get(path);
    let seen;
    try {
      seen = checkAppendOnlyFile(absolute, cached ? markOf(cached) : NOTHING_READ, tailFingerprint);
    } catch {
      continue;
    }
    byPath.delete(path);
    const unchanged = cached !== void 0 && seen.change === "unchanged";
    const appeared = cached === void 0 || cached.absent === true;
    if (seen.change === "rewritten" || seen.change === "replaced") cached = void 0;
    visits.push({
      absolute,
      path,
      cached,
      mtimeMs: seen.mtimeMs,
      unchanged,
      size: seen.size,
      appeared
    });
  }
  const leftOutCached = [];
  if (limited) {
    for (const path of listed.keys()) {
      const cached = byPath.get(path);
      if (cached === void 0 || limited.within.has(path)) continue;
      byPath.delete(path);
      if (!cached.absent) leftOutCached.push(cached);
    }
  }
  let parsedBytes = 0;
  let presentChanged = false;
  for (const visit of visits) {
    if (visit.appeared) presentChanged = true;
    if (!visit.unchanged) parsedBytes += visit.size - (visit.cached?.consumed ?? 0);
  }
  for (const file of byPath.values()) if (!file.absent) presentChanged = true;
  const write = cacheMode(options) === "refresh" || cache === void 0 || presentChanged || parsedBytes >= (options.saveAfterBytes ?? SAVE_AFTER_BYTES);
  const builder = new LogDigestBuilder();
  const memoryFiles = /* @__PURE__ */ new Map();
  const sharedIdFiles = /* @__PURE__ */ new Map();
  const warnings = [];
  const files = [];
  const kept = [];
  let heldActivity = 0;
  const newest = new NewestOfFiles();
  for (const visit of visits) {
    const inScope = local || !isLocalEventFile(visit.path);
    let marks;
    let state;
    if (visit.unchanged) {
      marks = stripSpan(visit.cached);
      kept.push({ marks, stored: visit.cached });
      if (inScope) {
        state = cache.state(visit.cached);
        if (visit.cached.newest) newest.offer(visit.cached.newest.key, { file: visit.cached });
      }
    } else {
      const previous = visit.cached ? { ...stripSpan(visit.cached), state: cache.state(visit.cached, true) } : void 0;
      const entry = readFrom(visit.absolute, visit.path, visit.mtimeMs, previous);
      const { state: read, ...rest } = entry;
      marks = rest;
      state = read;
      kept.push({ marks, state: write ? read : void 0 });
      if (write) heldActivity += read.activity.length;
    }
    if (!inScope || state === void 0) continue;
    if (state.newest) {
      newest.offer(sortKey(state.newest), { event: state.newest });
      state = { ...state, newest: null };
    }
    builder.absorb(state);
    for (const event of state.memory)
      noteMemoryFile(memoryFiles, sharedIdFiles, event.id, visit.path);
    for (const [, event] of state.activity)
      noteMemoryFile(memoryFiles, sharedIdFiles, event.id, visit.path);
    warnings.push(...marks.warnings, ...marks.pending);
    files.push({ path: visit.path, bytes: marks.size, events: marks.events });
    if (heldActivity >= HELD_ACTIVITY_PRUNED_AT)
      heldActivity = pruneHeld(kept, builder.activityFloor());
  }
  for (const file of leftOutCached) kept.push({ marks: stripSpan(file), stored: file });
  const last = newest.event(cache);
  if (last) builder.offerNewest(last);
  const extraAdded = addExtra(builder, options.extra);
  if (write) {
    const absent = [...byPath.values()].slice(-ABSENT_FILES_KEPT);
    writeCache(digestCacheFile(paths), cache, kept, absent, builder.activityFloor());
  }
  return {
    digest: builder.finish(),
    memoryFiles,
    sharedIdFiles,
    warnings,
    files,
    extraAdded,
    ...limited?.leftOut ? { unreadFiles: limited.leftOut } : {}
  };
}
function limitFiles(listed, limit, local) {
  const paths = [...listed.keys()].filter((path) => local || !isLocalEventFile(path));
  const { within, leftOut } = filesWithinLimit(paths, limit.bytes, limit.now, (path) => {
    try {
      const stats = statSync(listed.get(path));
      return { bytes: stats.size, mtimeMs: stats.mtimeMs };
    } catch {
      return void 0;
    }
  });
  const chosen = new Set(within);
  return { within: new Map([...listed].filter(([path]) => chosen.has(path))), leftOut };
}
var NewestOfFiles = class {
  key = "";
  holder;
  offer(key, holder) {
    if (key > this.key) {
      this.key = key;
      this.holder = holder;
    }
  }
  event(cache) {
    const holder = this.holder;
    if (holder === void 0) return void 0;
    return "event" in holder ? holder.event : cache.newestEvent(holder.file);
  }
};
function cacheMode(options) {
  return options.cache ?? "use";
}
function stripSpan(file) {
  const { span: _span, absent: _absent, newest: _newest, ...marks } = file;
  return marks;
}
function pruneHeld(kept, floor) {
  let held = 0;
  for (const entry of kept) {
    if (!("state" in entry) || entry.state === void 0) continue;
    entry.state = pruneActivity(entry.state, floor);
    held += entry.state.activity.length;
  }
  return held;
}
function writeCache(path, old, kept, absent, floor) {
  let writer;
  try {
    writer = new DigestCacheWriter(path);
    for (const entry of kept) {
      if ("stored" in entry)
        writer.add(
          entry.marks,
          old.bytes(entry.stored),
          entry.stored.span.crc,
          entry.stored.newest
        );
      else if (entry.state) {
        const { line, newest } = encodeState(pruneActivity(entry.state, floor));
        writer.add(entry.marks, line, void 0, newest);
      }
    }
    for (const file of absent)
      writer.add(
        { ...stripSpan(file), absent: true },
        old.bytes(file),
        file.span.crc,
        file.newest
      );
    writer.finish(() => old?.close());
  } catch {
    writer?.abort();
  }
}

export {
  filesWithinLimit,
  describeUnread,
  readLogDigest
};
