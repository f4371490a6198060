import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  FIELD_COUNT,
  FullTextIndex,
  Int32List,
  queryTermsOf
} from "./chunk-2BBHJYEL.mjs";
import {
  withoutCode
} from "./chunk-GGRWZNHR.mjs";
import {
  foldCorrections,
  statusOf
} from "./chunk-OOOGW3H7.mjs";
import {
  classifyAppendOnly
} from "./chunk-CFXE6EOP.mjs";
import {
  eachEventFile,
  listEventFiles,
  matchesQuery
} from "./chunk-2RMMSY37.mjs";
import {
  parseEventText
} from "./chunk-LTJYTCHL.mjs";
import {
  EVENT_TYPES,
  EVENT_TYPE_NAMES,
  collisionIdOf,
  isCopyOf,
  parseEventLine
} from "./chunk-G37PHZM2.mjs";
import {
  DEFAULT_SEARCH_SETTINGS,
  INDEX_FIELDS
} from "./chunk-4KSSD6ZQ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  searchCacheDir
} from "./chunk-ZF3FJJCS.mjs";

// src/search/cache.ts
import { createHash as createHash2 } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync
} from "node:fs";
import { join, relative, sep } from "node:path";

// src/search/cache-format.ts
import { createHash } from "node:crypto";
var MAGIC = "CXSC";
var CACHE_FORMATS = { INDX: 3, DELT: 3, VECS: 2 };
var piecesOf = (section) => section instanceof Uint8Array || !Array.isArray(section) ? [section] : section;
function blocksOf(piece) {
  return piece instanceof Uint8Array ? [piece] : piece.blocks();
}
function cacheFilePieces(kind, sections) {
  const header = Buffer.alloc(16 + sections.length * 4 + 20);
  header.write(MAGIC, 0, "ascii");
  header.writeUInt32LE(CACHE_FORMATS[kind], 4);
  header.write(kind, 8, "ascii");
  header.writeUInt32LE(sections.length, 12);
  const hash = createHash("sha1");
  sections.forEach((section, i) => {
    let length = 0;
    for (const piece of piecesOf(section)) {
      let streamed = 0;
      for (const block of blocksOf(piece)) {
        hash.update(block);
        streamed += block.byteLength;
      }
      if (streamed !== piece.byteLength)
        throw new Error(`a section piece of ${piece.byteLength} bytes gave ${streamed}`);
      length += streamed;
    }
    header.writeUInt32LE(length, 16 + i * 4);
  });
  hash.digest().copy(header, 16 + sections.length * 4);
  return [header, ...sections.flatMap(piecesOf)];
}
function encodeCacheFile(kind, sections) {
  const held = [];
  for (const piece of cacheFilePieces(kind, sections)) {
    if (piece instanceof Uint8Array) held.push(piece);
    else for (const block of piece.blocks()) held.push(Uint8Array.from(block));
  }
  return Buffer.concat(held);
}
function decodeCacheFile(bytes, kind) {
  if (bytes.length < 16 || bytes.toString("ascii", 0, 4) !== MAGIC)
    return { ok: false, problem: "not a cortex cache file" };
  if (bytes.toString("ascii", 8, 12) !== kind)
    return {
      ok: false,
      problem: `a ${bytes.toString("ascii", 8, 12)} file where ${kind} was expected`
    };
  const format = bytes.readUInt32LE(4);
  if (format !== CACHE_FORMATS[kind])
    return {
      ok: false,
      problem: `cache format ${format}, this cortex writes ${CACHE_FORMATS[kind]}`
    };
  const count = bytes.readUInt32LE(12);
  const headerBytes = 16 + count * 4 + 20;
  if (count > 64 || bytes.length < headerBytes) return { ok: false, problem: "truncated header" };
  const lengths = Array.from({ length: count }, (_, i) => bytes.readUInt32LE(16 + i * 4));
  const expected = headerBytes + lengths.reduce((sum, length) => sum + length, 0);
  if (bytes.length !== expected)
    return {
      ok: false,
      problem: `${bytes.length} bytes where the header says ${expected} (truncated or overwritten)`
    };
  const body = bytes.subarray(headerBytes);
  const checksum = bytes.subarray(16 + count * 4, headerBytes);
  if (!createHash("sha1").update(body).digest().equals(checksum))
    return { ok: false, problem: "checksum mismatch (damaged)" };
  const sections = [];
  let offset = headerBytes;
  for (const length of lengths) {
    sections.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return { ok: true, sections, checksum: checksum.toString("hex") };
}
function jsonSection(value) {
  return Buffer.from(JSON.stringify(value), "utf8");
}
function readJsonSection(section) {
  return JSON.parse(section.toString("utf8"));
}

// src/search/documents.ts
function text(value) {
  return typeof value === "string" && value.trim() !== "" ? value : void 0;
}
function strings(value) {
  if (!Array.isArray(value)) return void 0;
  const list = value.filter((item) => typeof item === "string" && item !== "");
  return list.length ? list : void 0;
}
function itemFromEvent(event, typeOf) {
  const data = event.data;
  if (event.type === "memory_retracted" || event.type === "memory_pinned") {
    return {
      control: {
        id: event.id,
        ts: event.ts,
        type: event.type,
        refs: event.refs,
        ...event.type === "memory_pinned" ? { pinned: data.pinned !== false } : {}
      }
    };
  }
  const corrected = event.type === "memory_edited" || event.type === "memory_superseded" ? event.refs[0] : void 0;
  const detail = [];
  for (const key of ["reason", "error", "fix", "step", "plan", "pattern"]) {
    const value = text(data[key]);
    if (value !== void 0) detail.push(value);
  }
  for (const key of ["alternatives"]) detail.push(...strings(data[key]) ?? []);
  if (Array.isArray(data.steps)) {
    for (const step of data.steps)
      if (typeof step?.content === "string") detail.push(step.content);
  }
  const command = text(data.command);
  if (command !== void 0 && !event.content.includes(command)) detail.push(command);
  if (Array.isArray(data.commands)) {
    for (const entry of data.commands) {
      const ran = text(entry?.command);
      if (ran === void 0) continue;
      const purpose = text(entry.description);
      detail.push(purpose !== void 0 ? `${ran} ${purpose}` : ran);
    }
  }
  const recordData = {};
  const kind = text(data.kind);
  if (kind !== void 0) recordData.kind = kind;
  const tags = strings(data.tags);
  if (tags) recordData.tags = tags;
  const files = strings(data.files);
  if (files) recordData.files = files;
  const reason = text(data.reason);
  if (reason !== void 0) recordData.reason = reason;
  const record = {
    eventId: event.id,
    id: event.type === "memory_edited" && corrected !== void 0 ? corrected : event.id,
    ts: event.ts,
    type: (corrected !== void 0 ? typeOf(corrected) : void 0) ?? event.type,
    session: event.session,
    branch: event.branch,
    content: event.content,
    salience: event.salience,
    data: recordData,
    detail: detail.join("\n")
  };
  if (corrected === void 0) return { record };
  return {
    record,
    control: {
      id: event.id,
      ts: event.ts,
      type: event.type,
      refs: event.refs
    }
  };
}
function fieldText(record, field) {
  switch (field) {
    case "content":
      return record.content;
    case "detail":
      return record.detail ?? "";
    case "tags":
      return [record.data.kind, ...record.data.tags ?? []].filter(Boolean).join(" ");
    case "files":
      return (record.data.files ?? []).filter((file) => !record.content.includes(file)).join(" ");
  }
}
function fieldTexts(record) {
  return INDEX_FIELDS.map((field) => fieldText(record, field));
}
function textKey(record) {
  return [record.type, record.data.reason ?? "", ...fieldTexts(record)].join("\0");
}
var CAPTURED_COMMAND = /^Ran `[^`]*`(?: \([^)]*\))?: (.+)$/s;
function embeddingText(record) {
  if (record.type === "command_run")
    return withoutCode(CAPTURED_COMMAND.exec(record.content)?.[1] ?? "");
  const parts = [withoutCode(record.content)];
  if (record.data.reason) parts.push(withoutCode(record.data.reason));
  return parts.filter(Boolean).join("\n");
}

// src/search/groups.ts
function fingerprintText(text2) {
  let a = 2166136261;
  let b = 3266489909;
  let c = 2654435769;
  for (let i = 0; i < text2.length; i++) {
    const code = text2.charCodeAt(i);
    a = Math.imul(a ^ code, 16777619);
    b = Math.imul(b ^ code, 668265261);
    c = Math.imul(c ^ code, 374761393);
  }
  a = Math.imul(a ^ a >>> 16, 2246822507);
  a = Math.imul(a ^ a >>> 13, 3266489909);
  b = Math.imul(b ^ b >>> 15, 739982445);
  b = Math.imul(b ^ b >>> 12, 695872825);
  c = Math.imul(c ^ c >>> 16, 2146121005);
  c = Math.imul(c ^ c >>> 15, 2221713035);
  return [(a ^ a >>> 16) >>> 0, (b ^ b >>> 15) >>> 0, (c ^ c >>> 16) >>> 0];
}
var TextGroups = class {
  /**
   * Groups restored from the cache, or none. `eventIdOf` gives a record's event id: members
   * are listed newest first, and ids sort by time.
   */
  constructor(eventIdOf, stored) {
    this.eventIdOf = eventIdOf;
    this.recordGroups = new Int32List(stored?.recordGroups);
    this.keys = new Int32List(stored?.keys);
    const groups = this.keys.length / 2;
    const sizes = new Int32Array(groups);
    if (stored) {
      const { starts, positions } = stored;
      if (starts.length !== groups + 1 || starts[0] !== 0 || starts[groups] !== positions.length || positions.length !== stored.recordGroups.length) {
        throw new Error("the cached groups do not match the records");
      }
      for (let group = 0; group < groups; group++) {
        sizes[group] = starts[group + 1] - starts[group];
        if (sizes[group] <= 0) throw new Error("the cached groups include an empty one");
      }
      this.storedMembers = { starts, positions };
      this.members = this.storedMembers;
    }
    this.sizes = new Int32List(sizes);
  }
  eventIdOf;
  recordGroups;
  keys;
  sizes;
  /** The members as restored; they stay right for the restored groups' first records. */
  storedMembers;
  /** The third hash of the text of each group made since the restore. */
  liveChecks = [];
  /** The first group of each fingerprint, by fingerprint (see KeyTable); built when first needed. */
  byKey;
  members;
  get recordCount() {
    return this.recordGroups.length;
  }
  get groupCount() {
    return this.sizes.length;
  }
  get storedGroups() {
    return this.storedMembers ? this.storedMembers.starts.length - 1 : 0;
  }
  /**
   * Puts the record at the next position into the group of `key`, or a new group. A
   * fingerprint match between different texts is astronomically rare, but it must not
   * merge them: a match is confirmed by a third hash for groups made in this process, and
   * by `sameText` against one of the group's records for restored groups.
   */
  add(key, sameText) {
    const [high, low, check] = fingerprintText(key);
    const byKey = this.keyIndex();
    const found = byKey.get(high | 0, low | 0);
    this.members = void 0;
    const stored = this.storedMembers;
    const confirmed = found !== void 0 && (found < this.storedGroups ? sameText(stored.positions[stored.starts[found]]) : this.liveChecks[found - this.storedGroups] === check);
    if (confirmed) {
      this.recordGroups.push(found);
      this.sizes.data[found]++;
      return { group: found, created: false };
    }
    const group = this.sizes.length;
    this.sizes.push(1);
    this.liveChecks.push(check);
    this.keys.push(high | 0);
    this.keys.push(low | 0);
    if (found === void 0) byKey.add(group);
    this.recordGroups.push(group);
    return { group, created: true };
  }
  keyIndex() {
    if (!this.byKey) {
      const byKey = new KeyTable(this.keys, this.groupCount);
      const keys = this.keys.data;
      for (let group = 0; group < this.groupCount; group++)
        if (byKey.get(keys[group * 2], keys[group * 2 + 1]) === void 0) byKey.add(group);
      this.byKey = byKey;
    }
    return this.byKey;
  }
  groupOf(position) {
    return this.recordGroups.data[position];
  }
  /** How many records the group holds. */
  sizeOf(group) {
    return this.sizes.data[group];
  }
  /** Every group's size, by group. */
  sizeView() {
    return this.sizes.view();
  }
  /** The group's records, newest first. */
  membersOf(group) {
    const members = this.members ??= this.listMembers();
    return members.positions.subarray(members.starts[group], members.starts[group + 1]);
  }
  /** Lists every group's records (a counting sort by group, then each run newest first). */
  listMembers() {
    const groups = this.groupCount;
    const starts = new Int32Array(groups + 1);
    const recordGroups = this.recordGroups.view();
    for (const group of recordGroups) starts[group + 1]++;
    for (let group = 0; group < groups; group++) starts[group + 1] += starts[group];
    const filled = starts.slice(0, groups);
    const positions = new Int32Array(recordGroups.length);
    for (let position = 0; position < recordGroups.length; position++)
      positions[filled[recordGroups[position]]++] = position;
    const newestFirst = (a, b) => {
      const ida = this.eventIdOf(a);
      const idb = this.eventIdOf(b);
      return ida < idb ? 1 : ida > idb ? -1 : 0;
    };
    for (let group = 0; group < groups; group++) {
      if (starts[group + 1] - starts[group] > 1)
        positions.subarray(starts[group], starts[group + 1]).sort(newestFirst);
    }
    return { starts, positions };
  }
  /** The fingerprints of every group, two integers each (vectors are matched to groups by them). */
  keyView() {
    return this.keys.view();
  }
  toStored() {
    const members = this.members ??= this.listMembers();
    return { recordGroups: this.recordGroups.view(), keys: this.keys.view(), ...members };
  }
};
var KeyTable = class _KeyTable {
  constructor(keys, expected) {
    this.keys = keys;
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
  }
  keys;
  /** Group + 1 in each used slot, 0 in a free one; a power of two long, at most half full. */
  slots;
  used = 0;
  static slotOf(high, low, mask) {
    return Math.imul(high ^ Math.imul(low, 2654435761), 2246822507) >>> 0 & mask;
  }
  /** The group listed for a fingerprint, or undefined. */
  get(high, low) {
    const { slots } = this;
    const keys = this.keys.data;
    const mask = slots.length - 1;
    for (let slot = _KeyTable.slotOf(high, low, mask); ; slot = slot + 1 & mask) {
      const entry = slots[slot];
      if (entry === 0) return void 0;
      if (keys[(entry - 1) * 2] === high && keys[(entry - 1) * 2 + 1] === low) return entry - 1;
    }
  }
  /** Lists `group` under its fingerprint, which must not be listed yet. */
  add(group) {
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    this.place(group);
    this.used++;
  }
  place(group) {
    const keys = this.keys.data;
    const mask = this.slots.length - 1;
    let slot = _KeyTable.slotOf(keys[group * 2], keys[group * 2 + 1], mask);
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = group + 1;
  }
  grow() {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    for (const entry of old) if (entry !== 0) this.place(entry - 1);
  }
};

// src/search/best-first.ts
function kthLargest(values, k) {
  const a = values.slice();
  if (k < 1 || k > a.length) throw new RangeError(`no ${k}th largest of ${a.length} values`);
  let low = 0;
  let high = a.length - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = a[low + high >>> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i] > pivot) i++;
      while (a[j] < pivot) j--;
      if (i <= j) {
        const swap = a[i];
        a[i] = a[j];
        a[j] = swap;
        i++;
        j--;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return a[target];
}
function* bestFirst(items, scores, batch) {
  let remaining = Int32Array.from(items);
  const byScore = (a, b) => scores[b] - scores[a] || a - b;
  while (remaining.length > 0) {
    if (remaining.length <= batch * 2) {
      yield* remaining.sort(byScore);
      return;
    }
    const values = new Float64Array(remaining.length);
    for (let i = 0; i < remaining.length; i++) values[i] = scores[remaining[i]];
    const cut = kthLargest(values, batch);
    let heads = 0;
    for (let i = 0; i < values.length; i++) if (values[i] >= cut) heads++;
    const head = new Int32Array(heads);
    const tail = new Int32Array(remaining.length - heads);
    for (let i = 0, h = 0, t = 0; i < remaining.length; i++) {
      if (values[i] >= cut) head[h++] = remaining[i];
      else tail[t++] = remaining[i];
    }
    yield* head.sort(byScore);
    remaining = tail;
  }
}

// src/search/ranking.ts
function fuseRankings(rankings, k) {
  const used = rankings.filter((ranking) => ranking.weight > 0);
  const total = used.reduce((sum, ranking) => sum + ranking.weight, 0);
  const scores = /* @__PURE__ */ new Map();
  if (total === 0) return scores;
  for (const ranking of used) {
    let rank = 0;
    ranking.positions.forEach((position, index) => {
      if (index === 0 || ranking.scores === void 0 || ranking.scores[index] !== ranking.scores[index - 1])
        rank = index + 1;
      const contribution = ranking.weight * (k + 1) / (k + rank) / total;
      scores.set(position, (scores.get(position) ?? 0) + contribution);
    });
  }
  return scores;
}
function recencyFactor(ts, nowMs, halfLifeDays) {
  const ageDays = Math.max(0, nowMs - Date.parse(ts)) / 864e5;
  if (!Number.isFinite(ageDays) || halfLifeDays <= 0) return 0;
  return Math.pow(0.5, ageDays / halfLifeDays);
}
function boostOf(input, settings, nowMs) {
  const { weights } = settings;
  return weights.salience * input.salience + weights.recency * recencyFactor(input.ts, nowMs, settings.recencyHalfLifeDays) + (input.pinned ? weights.pinned : 0);
}
function compareScored(a, b) {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// src/search/record-table.ts
var ID_LENGTH = 26;
var typeCode = (type) => String.fromCharCode(65 + EVENT_TYPE_NAMES.indexOf(type));
var CHUNK_BYTES = 1 << 20;
var ByteLog = class {
  chunks = [];
  /** Where each chunk starts in the run. */
  chunkStarts = [];
  current = Buffer.alloc(0);
  used = 0;
  length = 0;
  starts = new Int32Array(1024);
  count = 0;
  append(text2) {
    const bytes = Buffer.byteLength(text2, "utf8");
    if (this.used + bytes > this.current.length) {
      this.close();
      this.current = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
      this.chunks.push(this.current);
      this.chunkStarts.push(this.length);
      this.used = 0;
    }
    if (this.count + 2 > this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = this.length;
    this.used += this.current.write(text2, this.used, "utf8");
    this.length += bytes;
    this.starts[this.count] = this.length;
  }
  /** Cuts the current chunk to what it holds, as the next one begins. */
  close() {
    if (this.chunks.length > 0)
      this.chunks[this.chunks.length - 1] = this.current.subarray(0, this.used);
  }
  text(index, encoding = "utf8") {
    const start = this.starts[index];
    const end = this.starts[index + 1];
    if (end === start) return "";
    let low = 0;
    let high = this.chunkStarts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >>> 1;
      if (this.chunkStarts[middle] <= start) low = middle;
      else high = middle - 1;
    }
    const base = this.chunkStarts[low];
    return this.chunks[low].toString(encoding, start - base, end - base);
  }
  start(index) {
    return this.starts[index];
  }
  /** The bytes, chunk after chunk (the last one cut to what it holds so far). */
  pieces() {
    if (this.chunks.length === 0) return [];
    return [...this.chunks.slice(0, -1), this.current.subarray(0, this.used)];
  }
};
function compactJson(record) {
  const { ts, session, branch, content, salience, data } = record;
  return JSON.stringify({ ts, session, branch, content, salience, data });
}
var RecordTable = class {
  parsed = [];
  stored;
  /** Records added since the table was restored: their JSON, event id, and detail (by position, when there is one). */
  liveLines;
  liveEventIds = new ByteLog();
  liveDetails = /* @__PURE__ */ new Map();
  /** Type codes (see typeCode) of stored records, then of live ones (bytes: a string built a character at a time is slow to read). */
  storedTypes = "";
  liveTypes = new Uint8Array(1024);
  otherIds = /* @__PURE__ */ new Map();
  /** Whether details are kept for slice(): a table that is only to be written to index.bin needs none. */
  keepDetails;
  /**
   * A table holding stored records (from the cache), or an empty one. `keepDetails: false`
   * drops each record's detail once indexed (a full rebuild, whose index.bin keeps none: the
   * detail of every record was much of its memory). `lines` keeps the JSON of records
   * added (in memory when not given).
   */
  constructor(stored, options = {}) {
    this.keepDetails = options.keepDetails ?? true;
    this.liveLines = options.lines ?? new ByteLog();
    if (!stored) return;
    const count = stored.eventIds.length / ID_LENGTH;
    if (!Number.isInteger(count) || stored.starts.length !== count + 1 || stored.types.length !== count || stored.starts[count] !== stored.lines.length) {
      throw new Error("the cached records and their ids do not match");
    }
    this.storedTypes = stored.types;
    const lines = Buffer.from(
      stored.lines.buffer,
      stored.lines.byteOffset,
      stored.lines.byteLength
    );
    this.stored = { lines, starts: stored.starts, eventIds: stored.eventIds, count };
    for (const [position, id] of Object.entries(stored.ids))
      this.otherIds.set(Number(position), id);
    this.parsed.length = count;
  }
  get length() {
    return this.parsed.length;
  }
  storedCount() {
    return this.stored?.count ?? 0;
  }
  lineAt(position) {
    const stored = this.stored;
    if (stored && position < stored.count)
      return stored.lines.toString("utf8", stored.starts[position], stored.starts[position + 1]);
    return this.liveLines.text(position - this.storedCount());
  }
  parse(position) {
    const rest = JSON.parse(this.lineAt(position));
    return {
      eventId: this.eventIdAt(position),
      id: this.idAt(position),
      type: this.typeAt(position),
      ...rest
    };
  }
  /** The record at `position`, parsed on first use and kept (without its detail). */
  get(position) {
    let record = this.parsed[position];
    if (record === void 0) {
      record = this.parse(position);
      this.parsed[position] = record;
    }
    return record;
  }
  /** The record at `position`, parsed but not kept (for one pass over many records). */
  peek(position) {
    return this.parsed[position] ?? this.parse(position);
  }
  eventIdAt(position) {
    const stored = this.stored;
    if (stored && position < stored.count)
      return stored.eventIds.slice(position * ID_LENGTH, (position + 1) * ID_LENGTH);
    return this.liveEventIds.text(position - this.storedCount(), "latin1");
  }
  /** The record's type, without parsing it. */
  typeAt(position) {
    const stored = this.storedCount();
    const code = position < stored ? this.storedTypes.charCodeAt(position) : this.liveTypes[position - stored];
    return EVENT_TYPE_NAMES[code - 65];
  }
  /** The memory the record stands for (its own event id, except for edits). */
  idAt(position) {
    return this.otherIds.get(position) ?? this.eventIdAt(position);
  }
  /** Adds a record; its detail is kept apart (only a delta file needs it again). */
  push(record) {
    const position = this.parsed.length;
    this.parsed.push(void 0);
    this.liveLines.append(compactJson(record));
    this.liveEventIds.append(record.eventId);
    if (record.detail && this.keepDetails) this.liveDetails.set(position, record.detail);
    const live = position - this.storedCount();
    if (live === this.liveTypes.length) {
      const grown = new Uint8Array(live * 2);
      grown.set(this.liveTypes);
      this.liveTypes = grown;
    }
    this.liveTypes[live] = typeCode(record.type).charCodeAt(0);
    if (record.id !== record.eventId) this.otherIds.set(position, record.id);
    return position;
  }
  /** Records from `start` on, with their detail where they were added since the restore. */
  slice(start, end = this.length) {
    const out = [];
    for (let position = start; position < end; position++) {
      const record = { ...this.peek(position) };
      const detail = this.liveDetails.get(position);
      if (detail) record.detail = detail;
      out.push(record);
    }
    return out;
  }
  /** The table as the cache stores it: the stored records' bytes, then the live ones', never decoded (the event ids too). */
  toStored() {
    const stored = this.stored;
    const storedCount = this.storedCount();
    const storedBytes = stored ? stored.starts[stored.count] : 0;
    const starts = new Int32Array(this.length + 1);
    if (stored) starts.set(stored.starts.subarray(0, stored.count));
    const live = this.liveLines;
    for (let i = 0; i <= live.count; i++) starts[storedCount + i] = storedBytes + live.start(i);
    const ids = {};
    for (const [position, id] of [...this.otherIds].sort((a, b) => a[0] - b[0])) ids[position] = id;
    const liveTypes = Buffer.from(this.liveTypes.buffer, 0, this.length - storedCount).toString(
      "latin1"
    );
    return {
      lines: [...stored ? [stored.lines.subarray(0, storedBytes)] : [], ...live.pieces()],
      starts,
      eventIds: [
        ...stored ? [Buffer.from(stored.eventIds.slice(0, storedCount * ID_LENGTH), "latin1")] : [],
        ...this.liveEventIds.pieces()
      ],
      ids,
      types: this.storedTypes + liveTypes
    };
  }
};

// src/search/event-ids.ts
var EventIdIndex = class _EventIdIndex {
  /** `idAt` gives the event id of the record at a position. */
  constructor(idAt, expected = 0) {
    this.idAt = idAt;
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
  }
  idAt;
  /** Position + 1 in each used slot, 0 in a free one; a power of two long, at most half full. */
  slots;
  /** The hash of each used slot's id, so that a probe rarely reads a record's id. */
  hashes;
  used = 0;
  others = /* @__PURE__ */ new Set();
  static hash(id) {
    let hash = 2166136261;
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
    hash = Math.imul(hash ^ hash >>> 16, 2246822507);
    return hash ^ hash >>> 13;
  }
  /** The position of the record made from event `id`, or undefined. */
  position(id) {
    const hash = _EventIdIndex.hash(id);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = slot + 1 & mask) {
      const entry = this.slots[slot];
      if (entry === 0) return void 0;
      if (this.hashes[slot] === hash && this.idAt(entry - 1) === id) return entry - 1;
    }
  }
  /** Whether event `id` has been seen, with a record or without. */
  has(id) {
    return this.others.has(id) || this.position(id) !== void 0;
  }
  /** Notes the record at `position`, made from an event not seen before. */
  addRecord(id, position) {
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    this.place(_EventIdIndex.hash(id), position);
    this.used++;
  }
  /** Notes an event seen that made no record. */
  addOther(id) {
    this.others.add(id);
  }
  place(hash, position) {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = position + 1;
    this.hashes[slot] = hash;
  }
  grow() {
    const { slots, hashes } = this;
    this.slots = new Int32Array(slots.length * 2);
    this.hashes = new Int32Array(slots.length * 2);
    for (let slot = 0; slot < slots.length; slot++)
      if (slots[slot] !== 0) this.place(hashes[slot], slots[slot] - 1);
  }
};

// src/search/record-origins.ts
var ACTIVITY = -1;
var NO_FILE = -1;
var RecordOrigins = class {
  codes;
  /** Whether `codes` is this table's own (a restored one lies in the cache file's buffer until the table grows). */
  owned = true;
  count = 0;
  authors = [];
  authorCodes = /* @__PURE__ */ new Map();
  files = [];
  fileCodes = /* @__PURE__ */ new Map();
  copies = /* @__PURE__ */ new Map();
  constructor(stored, expected = 0) {
    if (!stored) {
      this.codes = new Int32Array(Math.max(1024, expected * 2));
      return;
    }
    const { codes, meta } = stored;
    if (codes.length % 2 !== 0) throw new Error("the cached record origins have a partial entry");
    const known = (author, file) => author >= ACTIVITY && author < meta.authors.length && file >= NO_FILE && file < meta.files.length;
    for (let at = 0; at < codes.length; at += 2)
      if (!known(codes[at], codes[at + 1]))
        throw new Error("the cached record origins name an unknown author or file");
    for (const [, pairs] of meta.copies) {
      for (let at = 0; at < pairs.length; at += 2)
        if (!known(pairs[at + 1], pairs[at]))
          throw new Error("the cached record origins name an unknown author or file");
    }
    this.codes = codes;
    this.owned = false;
    this.count = codes.length / 2;
    meta.authors.forEach((author, code) => {
      this.authors.push(author);
      this.authorCodes.set(author, code);
    });
    meta.files.forEach((file, code) => {
      this.files.push(file);
      this.fileCodes.set(file, code);
    });
    for (const [id, pairs] of meta.copies) this.copies.set(id, [...pairs]);
  }
  /** Records held. */
  get length() {
    return this.count;
  }
  authorCode(event) {
    if (EVENT_TYPES[event.type].category === "activity") return ACTIVITY;
    let code = this.authorCodes.get(event.author);
    if (code === void 0) {
      code = this.authors.length;
      this.authors.push(event.author);
      this.authorCodes.set(event.author, code);
    }
    return code;
  }
  fileCode(file) {
    if (file === void 0) return NO_FILE;
    let code = this.fileCodes.get(file);
    if (code === void 0) {
      code = this.files.length;
      this.files.push(file);
      this.fileCodes.set(file, code);
    }
    return code;
  }
  push(author, file) {
    if (!this.owned || this.count * 2 + 2 > this.codes.length) {
      const grown = new Int32Array(Math.max(1024, this.codes.length * 2));
      grown.set(this.codes.subarray(0, this.count * 2));
      this.codes = grown;
      this.owned = true;
    }
    this.codes[this.count * 2] = author;
    this.codes[this.count * 2 + 1] = file;
    this.count++;
  }
  /** Notes the origin of the record just added at position `length` (records are added in order). */
  add(event, file) {
    this.push(this.authorCode(event), this.fileCode(file));
  }
  /** Notes a record's origin as a delta cache stored it. */
  addStored([file, author, memory]) {
    this.push(
      memory ? this.authorCode({ type: "knowledge_acquired", author }) : ACTIVITY,
      this.fileCode(file ?? void 0)
    );
  }
  /** Notes another copy of a record's event (its id already held), read from `file`. */
  addCopy(event, file) {
    const pairs = this.copies.get(event.id);
    const entry = [this.fileCode(file), this.authorCode(event)];
    if (pairs) pairs.push(...entry);
    else this.copies.set(event.id, entry);
  }
  origin(author, file) {
    return {
      file: file === NO_FILE ? void 0 : this.files[file],
      author: author === ACTIVITY ? null : this.authors[author],
      memory: author !== ACTIVITY
    };
  }
  /** The origin of the record at `position`, then those of its event's further copies, in the order read. */
  originsOf(position, eventId) {
    if (position >= this.count) return [];
    const origins = [this.origin(this.codes[position * 2], this.codes[position * 2 + 1])];
    const pairs = this.copies.get(eventId) ?? [];
    for (let at = 0; at < pairs.length; at += 2)
      origins.push(this.origin(pairs[at + 1], pairs[at]));
    return origins;
  }
  /** The origins of records from `start` on, for a delta cache. */
  storedFrom(start) {
    const out = [];
    for (let position = start; position < this.count; position++) {
      const origin = this.origin(this.codes[position * 2], this.codes[position * 2 + 1]);
      out.push([origin.file ?? null, origin.author, origin.memory ? 1 : 0]);
    }
    return out;
  }
  /** The copies noted, for a delta cache (all of them: they are few). */
  storedCopies() {
    return [...this.copies].map(([id, pairs]) => {
      const list = [];
      for (let at = 0; at < pairs.length; at += 2) {
        const origin = this.origin(pairs[at + 1], pairs[at]);
        list.push([origin.file ?? null, origin.author, origin.memory ? 1 : 0]);
      }
      return [id, list];
    });
  }
  /** Takes the copies a delta cache stored in place of those held (they include them). */
  restoreCopies(copies) {
    this.copies.clear();
    for (const [id, list] of copies) {
      const pairs = [];
      for (const [file, author, memory] of list)
        pairs.push(
          this.fileCode(file ?? void 0),
          memory ? this.authorCode({ type: "knowledge_acquired", author }) : ACTIVITY
        );
      this.copies.set(id, pairs);
    }
  }
  /** The table as index.bin stores it. */
  toStored() {
    return {
      codes: this.codes.subarray(0, this.count * 2),
      meta: {
        authors: [...this.authors],
        files: [...this.files],
        copies: [...this.copies].map(([id, pairs]) => [id, [...pairs]])
      }
    };
  }
};

// src/search/row-dots-wasm.ts
var ROW_DOTS_WASM = "AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcRAgZtZW1vcnkCAARkb3RzAAAKywEByAECBX8CeyACRQRADwsgAkEPakEEdiEFIAQgA0ECdGohBgJAA0AgBCAGTw0B/QwAAAAAAAAAAAAAAAAAAAAAIQsgASEIIAAhCSAFIQcDQCAI/QAEACEKIAsgCv2HASAJ/QAEAP26Af2uASELIAsgCv2IASAJ/QAEEP26Af2uASELIAhBEGohCCAJQSBqIQkgB0EBayEHIAcNAAsgBCAL/RsAIAv9GwFqIAv9GwIgC/0bA2pqNgIAIAEgAmohASAEQQRqIQQMAAsLCw==";

// src/search/row-dots.ts
function queryLimit(dimensions) {
  return Math.max(1, Math.min(32767, Math.floor(2147483647 / (128 * Math.max(1, dimensions)))));
}
var PAGE = 65536;
var mirrors = /* @__PURE__ */ new WeakMap();
var compiled;
function wasmModule() {
  if (compiled === void 0) {
    try {
      compiled = new WebAssembly.Module(Buffer.from(ROW_DOTS_WASM, "base64"));
    } catch {
      compiled = null;
    }
  }
  return compiled ?? null;
}
var searched = /* @__PURE__ */ new WeakSet();
function rowDots(table, query, engine = "auto") {
  if (engine === "auto" && !mirrors.has(table) && !searched.has(table)) {
    searched.add(table);
    engine = "js";
  }
  const module = engine === "js" ? null : wasmModule();
  if (module === null || table.dimensions === 0) return rowDotsJs(table, query);
  const mirror = mirrorOf(table, module);
  const { exports } = mirror;
  new Int16Array(exports.memory.buffer, 0, query.length).set(query);
  exports.dots(0, mirror.codesAt, table.dimensions, table.size, mirror.outAt);
  return new Int32Array(exports.memory.buffer, mirror.outAt, table.size);
}
function rowDotsJs(table, query) {
  const { codes, size, dimensions: dims } = table;
  const out = new Int32Array(size);
  for (let row = 0, offset = 0; row < size; row++, offset += dims) {
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += query[d] * codes[offset + d];
    out[row] = dot;
  }
  return out;
}
function mirrorOf(table, module) {
  const dims = table.dimensions;
  let mirror = mirrors.get(table);
  if (mirror === void 0 || table.size > mirror.capacity) {
    const exports = mirror?.exports ?? new WebAssembly.Instance(module, {}).exports;
    const capacity = Math.ceil((mirror ? table.size * 1.5 : table.size) / 16) * 16;
    const outAt = Math.ceil(Math.ceil(dims / 16) * 32 / 16) * 16;
    const codesAt = outAt + capacity * 4;
    const needed = codesAt + capacity * dims + 16;
    const pages = Math.ceil(needed / PAGE) - exports.memory.buffer.byteLength / PAGE;
    if (pages > 0) exports.memory.grow(pages);
    mirror = { exports, codes: table.codes, rows: 0, capacity, outAt, codesAt };
    mirrors.set(table, mirror);
    table.takeWrittenFrom();
  } else if (mirror.codes !== table.codes) {
    mirror.codes = table.codes;
    mirror.rows = 0;
    table.takeWrittenFrom();
  } else {
    mirror.rows = Math.min(mirror.rows, table.takeWrittenFrom());
  }
  if (mirror.rows < table.size) {
    const from = mirror.rows * dims;
    new Int8Array(
      mirror.exports.memory.buffer,
      mirror.codesAt + from,
      (table.size - mirror.rows) * dims
    ).set(table.codes.subarray(from, table.size * dims));
    mirror.rows = table.size;
  }
  return mirror;
}

// src/search/vectors.ts
function normAndLargest(vector) {
  let norm = 0;
  let largest = 0;
  for (let i = 0; i < vector.length; i++) {
    const value = vector[i];
    norm += value * value;
    const magnitude = value < 0 ? -value : value;
    if (magnitude > largest) largest = magnitude;
  }
  norm = Math.sqrt(norm);
  return norm > 0 && Number.isFinite(norm) ? { norm, largest } : null;
}
function quantize(vector) {
  const measured = normAndLargest(vector);
  if (!measured) return null;
  const { norm, largest } = measured;
  const scale = largest / norm / 127;
  const codes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i] / norm / scale);
  return { codes, scale };
}
var VectorTable = class {
  constructor(dimensions, capacity = 0) {
    this.dimensions = dimensions;
    this.codes = new Int8Array(Math.max(1, capacity) * dimensions);
    this.scales = new Float32Array(Math.max(1, capacity));
  }
  dimensions;
  codes;
  scales;
  /** Groups below this have been embedded (or found to have no vector). */
  size = 0;
  /** The lowest group whose codes were written since rowDots last looked (its copy of the codes). */
  writtenFrom = 0;
  /** Sets the vector of `group` (null: it has none), growing the table as needed. */
  set(group, vector) {
    this.ensure(group + 1);
    this.learn(group);
    if (vector) {
      this.written(group);
      this.codes.set(vector.codes, group * this.dimensions);
      this.scales[group] = vector.scale;
    } else {
      this.scales[group] = 0;
    }
    this.size = Math.max(this.size, group + 1);
  }
  /**
   * Sets the first `count` groups at once from arrays laid out like the table's. An empty
   * table takes the arrays as they are (a cache file's, read where they lie) and copies
   * them only if it has to grow.
   */
  setRows(codes, scales, count) {
    if (this.size === 0) {
      this.codes = codes.subarray(0, count * this.dimensions);
      this.scales = scales.subarray(0, count);
      this.size = count;
      return;
    }
    this.ensure(count);
    this.written(0);
    this.codes.set(codes.subarray(0, count * this.dimensions));
    this.scales.set(scales.subarray(0, count));
    this.size = Math.max(this.size, count);
  }
  /** Sets the vector of `group` from `codes[offset…]` (scale 0: no vector), without copying out first. */
  setRow(group, codes, offset, scale) {
    this.ensure(group + 1);
    if (scale !== 0) {
      this.written(group);
      this.codes.set(codes.subarray(offset, offset + this.dimensions), group * this.dimensions);
    }
    this.scales[group] = scale;
    this.size = Math.max(this.size, group + 1);
  }
  /**
   * Whether the group's vector is known: made, restored, or found impossible. Groups are
   * embedded in order, so those below `size` are known, except any the cache could not
   * supply, which are marked unknown until embedded.
   */
  known(group) {
    return group < this.size && !this.unknown?.has(group);
  }
  /** Whether every group below `count` is known (the usual case, checked without a loop). */
  knowsAll(count) {
    return count <= this.size && (this.unknown === void 0 || this.unknown.size === 0);
  }
  unknown;
  /** The groups below `size` marked as still to embed, in order. */
  unknownGroups() {
    return this.unknown ? [...this.unknown].sort((a, b) => a - b) : [];
  }
  /** Marks a group as still to embed (a restored table that lacked its vector). */
  forget(group) {
    this.ensure(group + 1);
    this.scales[group] = 0;
    this.size = Math.max(this.size, group + 1);
    (this.unknown ??= /* @__PURE__ */ new Set()).add(group);
  }
  takeWrittenFrom() {
    const from = this.writtenFrom;
    this.writtenFrom = Infinity;
    return from;
  }
  written(group) {
    if (group < this.writtenFrom) this.writtenFrom = group;
  }
  /** Marks a group's vector as known (made now). */
  learn(group) {
    this.unknown?.delete(group);
  }
  get(group) {
    if (!this.has(group)) return null;
    return {
      codes: this.codes.slice(group * this.dimensions, (group + 1) * this.dimensions),
      scale: this.scales[group]
    };
  }
  /** Cosine similarity of the vector of `group` with `query` (0 when there is none), as rankVectors computes it. */
  cosine(group, query) {
    if (!this.has(group) || query.length !== this.dimensions) return 0;
    const quantized = quantizeQuery(query);
    if (!quantized) return 0;
    let dot = 0;
    const offset = group * this.dimensions;
    for (let d = 0; d < this.dimensions; d++) dot += quantized.values[d] * this.codes[offset + d];
    return dot * this.scales[group] * (quantized.step / quantized.norm);
  }
  has(group) {
    return group < this.size && this.scales[group] !== 0;
  }
  /**
   * Makes room for `size` groups: an empty table takes exactly that (growing one vector at a
   * time would copy it again and again); a table that has rows grows by half, as more are
   * likely to come (doubling left up to half of a rebuild's table unused).
   */
  reserve(size) {
    if (size <= this.scales.length) return;
    this.resize(this.size === 0 ? size : Math.max(size, Math.ceil(this.scales.length * 1.5)));
  }
  ensure(size) {
    if (size <= this.scales.length) return;
    this.resize(Math.max(size, this.scales.length * 2));
  }
  resize(capacity) {
    const codes = new Int8Array(capacity * this.dimensions);
    codes.set(this.codes);
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    this.codes = codes;
    this.scales = scales;
  }
};
function quantizeQuery(query) {
  const measured = normAndLargest(query);
  if (!measured) return null;
  const { norm, largest } = measured;
  const step = largest / queryLimit(query.length);
  const values = new Int16Array(Math.ceil(query.length / 16) * 16);
  for (let i = 0; i < query.length; i++) values[i] = Math.round(query[i] / step);
  return { values, step, norm };
}
function rankVectors(table, query, minCosine = -Infinity, skip, engine) {
  const cosines = new Float64Array(table.size);
  const quantized = query.length === table.dimensions ? quantizeQuery(query) : null;
  if (!quantized) return { groups: new Int32Array(0), cosines };
  const dots = rowDots(table, quantized.values, engine);
  const { scales } = table;
  const unit = quantized.step / quantized.norm;
  const found = [];
  for (let group = 0; group < table.size; group++) {
    const scale = scales[group];
    if (scale === 0 || skip !== void 0 && skip[group] !== 0) continue;
    const cosine = dots[group] * scale * unit;
    if (cosine < minCosine) continue;
    cosines[group] = cosine;
    found.push(group);
  }
  return { groups: Int32Array.from(found), cosines };
}

// src/search/engine.ts
function sameVisibleText(a, b) {
  const list = (value) => (value ?? []).join("\0");
  return a.type === b.type && a.content === b.content && a.data.reason === b.data.reason && a.data.kind === b.data.kind && list(a.data.tags) === list(b.data.tags) && list(a.data.files) === list(b.data.files);
}
function logOrderKey(control) {
  const ts = control.ts.length === 24 ? control.ts : new Date(control.ts).toISOString();
  return ts + control.id;
}
var SearchIndex = class {
  records;
  groups;
  fts;
  /** Where each record was read from, and its event's further copies: what results are labelled with. */
  origins;
  controls = [];
  /** Vectors by group, and the embedder that made them. */
  vectors;
  /** The records indexed under a derived id because another event held their id, by that id (this process only: a restored index knows them as records). */
  collided = /* @__PURE__ */ new Map();
  controlsById = /* @__PURE__ */ new Map();
  /** Ids named by corrections that are memories here (not themselves corrections). */
  present;
  /** Every event id seen, and where its record is; built when first needed (a warm search adds nothing). */
  known;
  referenced;
  /** What the embedder is to be given for groups made since the index was restored, until embedded. */
  pendingTexts = /* @__PURE__ */ new Map();
  corrections;
  /** The last fold of some of the corrections (see acceptedCorrections). */
  accepted;
  /**
   * An index restored from `parts`, or an empty one; `options` say how an empty one keeps
   * its records (see RecordTable).
   */
  constructor(parts, options = {}) {
    this.records = parts?.records ?? new RecordTable(void 0, options);
    this.groups = parts?.groups ?? new TextGroups((position) => this.records.eventIdAt(position));
    this.fts = parts?.fts ?? new FullTextIndex();
    this.origins = parts?.origins ?? new RecordOrigins();
    if (this.fts.documentCount !== this.groups.groupCount || this.groups.recordCount !== this.records.length || this.origins.length !== this.records.length) {
      throw new Error("the index parts do not match");
    }
    for (const control of parts?.controls ?? []) this.addControl(control);
    this.present = new Set(parts?.present ?? []);
  }
  get eventIds() {
    if (!this.known) {
      const known = new EventIdIndex(
        (position) => this.records.eventIdAt(position),
        this.records.length
      );
      for (const id of this.controlsById.keys()) known.addOther(id);
      for (let position = 0; position < this.records.length; position++)
        known.addRecord(this.records.eventIdAt(position), position);
      this.known = known;
    }
    return this.known;
  }
  positionOf(eventId) {
    return this.eventIds.position(eventId);
  }
  addControl(control) {
    this.controls.push(control);
    this.controlsById.set(control.id, control);
    this.corrections = void 0;
    this.accepted = void 0;
    if (this.referenced) for (const ref of control.refs) this.referenced.add(ref);
  }
  /** Ids named by any correction. */
  get referencedIds() {
    this.referenced ??= new Set(this.controls.flatMap((control) => control.refs));
    return this.referenced;
  }
  /** Whether `id` is a memory here that is not itself a correction (the fold's notion of "in the log"). */
  isPlainMemory(id) {
    return !this.controlsById.has(id) && this.positionOf(id) !== void 0;
  }
  /** Adds one item; the caller has checked its event is new. */
  addItem(item) {
    if (item.control) {
      this.addControl(item.control);
      for (const ref of item.control.refs) if (this.isPlainMemory(ref)) this.present.add(ref);
    }
    const record = item.record;
    if (!record) return void 0;
    const position = this.records.push(record);
    this.known?.addRecord(record.eventId, position);
    if (!this.controlsById.has(record.eventId) && this.referencedIds.has(record.eventId)) {
      this.present.add(record.eventId);
      this.corrections = void 0;
      this.accepted = void 0;
    }
    const { group, created } = this.groups.add(
      textKey(record),
      (member) => sameVisibleText(this.records.peek(member), record)
    );
    if (created) {
      if (this.fts.addDocument(fieldTexts(record)) !== group)
        throw new Error("full-text documents out of step with groups");
      this.pendingTexts.set(group, embeddingText(record));
    } else {
      this.fts.addRecord(group);
    }
    return position;
  }
  /** Adds records and controls restored from a cache delta (already made from events), with where each record was read (`origins`, by record). */
  restore(records, controls, origins) {
    if (origins.length !== records.length)
      throw new Error("the cached records and their origins do not match");
    for (const control of controls) {
      if (this.controlsById.has(control.id)) continue;
      this.eventIds.addOther(control.id);
      this.addItem({ control });
    }
    records.forEach((record, i) => {
      if (this.positionOf(record.eventId) !== void 0) return;
      this.addItem({ record });
      this.origins.addStored(origins[i]);
    });
  }
  has(eventId) {
    return this.eventIds.has(eventId);
  }
  /** Ids named by corrections that are memories here (the cache keeps them, so a warm search need not look them up). */
  presentIds() {
    return [...this.present].sort();
  }
  /**
   * Adds events not already present (the same id seen twice is the same fact), read from
   * `file` (a repository path; none for events from elsewhere, another branch's). Returns
   * the positions of the new records. A further copy of a record's event is not indexed
   * again, only noted with its file and author: who committed it may decide a label. A
   * different event under an id already indexed is a second record (events/collisions.ts).
   */
  add(events, file) {
    const added = [];
    for (const read of events) {
      let event = read;
      let sharing;
      if (this.eventIds.has(event.id)) {
        const position2 = this.positionOf(event.id);
        if (file === void 0 || position2 === void 0) continue;
        const copy = isCopyOf(this.records.peek(position2), event);
        this.origins.addCopy(event, file);
        if (copy) continue;
        if ((this.collided.get(read.id) ?? []).some(
          (other) => isCopyOf(this.records.peek(other), event)
        ))
          continue;
        event = { ...event, id: collisionIdOf(event) };
        if (this.eventIds.has(event.id)) continue;
        sharing = this.origins.originsOf(position2, read.id)[0];
      }
      const position = this.addItem(itemFromEvent(event, (id) => this.typeOfMemory(id)));
      if (position !== void 0) {
        this.origins.add(event, file);
        if (event !== read)
          this.collided.set(read.id, [...this.collided.get(read.id) ?? [], position]);
        if (sharing?.file !== void 0)
          this.origins.addCopy(
            { id: event.id, type: event.type, author: sharing.author },
            sharing.file
          );
        added.push(position);
      } else this.eventIds.addOther(event.id);
    }
    return added;
  }
  /**
   * Where the index read the memory a hit stands for (the memory an edit rewords, for an
   * edit's record): its record's origin, then its event's further copies. Undefined when
   * the index holds no record of that memory.
   */
  originsOf(hit) {
    const { id, eventId } = hit.record;
    const position = id === eventId ? hit.position : this.positionOf(id);
    return position === void 0 ? void 0 : this.origins.originsOf(position, id);
  }
  typeOfMemory(id) {
    const position = this.positionOf(id);
    return position === void 0 ? void 0 : this.records.typeAt(position);
  }
  /** The correction fold over every control event seen, in log order. */
  currentCorrections() {
    this.corrections ??= this.foldControls(this.controls);
    return this.corrections;
  }
  foldControls(controls) {
    const ordered = controls.map((control) => ({ key: logOrderKey(control), control })).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    return foldCorrections(
      ordered.map((entry) => entry.control),
      (id) => this.present.has(id)
    );
  }
  /**
   * The fold of the corrections `acceptControl` accepts, and the others by the memory they
   * name. Kept for the same function until a correction is added: `--stdin` asks it per query.
   */
  acceptedCorrections(acceptControl) {
    if (this.accepted?.acceptControl === acceptControl) return this.accepted;
    const applied = [];
    const refused = [];
    for (const control of this.controls)
      (acceptControl(control.id) ? applied : refused).push(control);
    const corrections = this.foldControls(applied);
    this.accepted = {
      acceptControl,
      corrections,
      unapplied: refused.length ? unappliedByMemory(refused, applied, corrections) : void 0
    };
    return this.accepted;
  }
  /**
   * Whether a record is shown by default: its memory stands (neither forgotten nor
   * replaced) and the record holds its current wording.
   */
  isCurrent(position, corrections = this.currentCorrections()) {
    const eventId = this.records.eventIdAt(position);
    const id = this.records.idAt(position);
    if (id !== eventId) {
      const edits2 = corrections.edits.get(id);
      return edits2 !== void 0 && edits2[edits2.length - 1] === eventId && statusOf(id, corrections) === "active";
    }
    if (this.controlsById.has(eventId) && !corrections.replacements.has(eventId)) return false;
    if (statusOf(eventId, corrections) !== "active") return false;
    const edits = corrections.edits.get(eventId);
    return edits === void 0 || this.controlsById.get(edits[edits.length - 1])?.refs[0] !== eventId;
  }
  /** The record's type, a replacement taking the type of what it replaces even when that was indexed after it. */
  typeAt(position, corrections = this.currentCorrections(), depth = 0) {
    const type = this.records.typeAt(position);
    if (type !== "memory_superseded" || depth > 8) return type;
    const replaced = corrections.replacements.get(this.records.eventIdAt(position))?.[0];
    const target = replaced === void 0 ? void 0 : this.positionOf(replaced);
    return target === void 0 ? type : this.typeAt(target, corrections, depth + 1);
  }
  /** The record as a search shows it: with its memory's current type and wording. */
  shownRecord(position, corrections = this.currentCorrections()) {
    const record = this.records.get(position);
    const type = this.typeAt(position, corrections);
    const edits = record.id === record.eventId ? corrections.edits.get(record.id) : void 0;
    const edit = edits && this.positionOf(edits[edits.length - 1]);
    const content = edit === void 0 ? record.content : this.records.get(edit).content;
    return type === record.type && content === record.content ? record : { ...record, type, content };
  }
  /** The vector table for `embedder`: the current one, or a new empty one after a change of embedder. */
  useEmbedder(embedder) {
    if (!this.vectors || this.vectors.embedder !== embedder.name)
      this.vectors = { embedder: embedder.name, table: new VectorTable(embedder.dimensions) };
    return this.vectors.table;
  }
  /** Groups that have no vector yet (neither one made nor one found to be impossible). */
  groupsToEmbed(embedder) {
    const table = this.useEmbedder(embedder);
    const count = this.groups.groupCount;
    if (table.knowsAll(count)) return [];
    const missing = table.unknownGroups().filter((group) => group < count);
    for (let group = table.size; group < count; group++) missing.push(group);
    return missing;
  }
  /**
   * Embeds the groups without a vector, in batches of texts, reporting progress (groups
   * done) after each. Groups without embeddable text get no vector.
   */
  async embed(embedder, batchSize, progress) {
    const table = this.useEmbedder(embedder);
    const missing = this.groupsToEmbed(embedder);
    if (missing.length > 0) table.reserve(this.groups.groupCount);
    for (let start = 0; start < missing.length; start += batchSize) {
      const batch = missing.slice(start, start + batchSize);
      const texts = batch.map(
        (group) => this.pendingTexts.get(group) ?? embeddingText(this.records.peek(this.groups.membersOf(group)[0]))
      );
      const wanted = batch.filter((_, i) => texts[i] !== "");
      const vectors = await embedder.embedDocuments(texts.filter((text2) => text2 !== ""));
      for (const group of batch) {
        table.set(group, null);
        this.pendingTexts.delete(group);
      }
      wanted.forEach((group, i) => {
        const vector = vectors[i];
        table.set(group, vector && vector.length === embedder.dimensions ? quantize(vector) : null);
      });
      progress?.(Math.min(missing.length, start + batchSize), missing.length);
    }
    return missing.length;
  }
  /**
   * Sets the vector of `group` from a vector cache's row at `codes[offset…]` (scale 0: the
   * text gives none), so it is not embedded again.
   */
  setCachedVector(embedder, group, codes, offset, scale) {
    this.useEmbedder(embedder).setRow(group, codes, offset, scale);
    this.pendingTexts.delete(group);
  }
  /** Marks `group` as still to embed (the vector cache lacks its text). */
  markToEmbed(embedder, group) {
    this.useEmbedder(embedder).forget(group);
  }
  /** Runs one search. */
  search(request, settings = DEFAULT_SEARCH_SETTINGS) {
    const { corrections, unapplied } = request.acceptControl ? this.acceptedCorrections(request.acceptControl) : { corrections: this.currentCorrections(), unapplied: void 0 };
    const records = this.records;
    const filter = request.filter;
    const hasFilter = filter !== void 0 && isFiltering(filter);
    const accepted = /* @__PURE__ */ new Map();
    const accept = (position) => {
      let verdict = accepted.get(position);
      if (verdict === void 0) {
        verdict = (request.categories === void 0 || request.categories.includes(
          EVENT_TYPES[this.typeAt(position, corrections)].category
        )) && (request.includeHidden === true || this.isCurrent(position, corrections));
        if (verdict && request.detailed && this.typeAt(position, corrections) === "session_activity") {
          const session = records.get(position).session;
          verdict = session === null || !request.detailed(session);
        }
        if (verdict && (hasFilter || request.accept)) {
          const record = this.shownRecord(position, corrections);
          verdict = (!hasFilter || matchesQuery(record, filter)) && (request.accept === void 0 || request.accept(record));
        }
        accepted.set(position, verdict);
      }
      return verdict;
    };
    const pinned = corrections.pinned;
    const representative = (group) => {
      let first = -1;
      for (const position of this.groups.membersOf(group)) {
        if (!accept(position)) continue;
        if (pinned.size === 0 || pinned.has(records.idAt(position))) return position;
        if (first < 0) first = position;
      }
      return first;
    };
    const pick = (groups, scores) => {
      const picked = [];
      for (const group of bestFirst(groups, scores, settings.candidates * 2)) {
        const score = scores[group];
        if (picked.length >= settings.candidates && score < picked[picked.length - 1].score) break;
        const position = representative(group);
        if (position >= 0) picked.push({ position, score });
      }
      picked.sort(
        (a, b) => b.score - a.score || compareIds(records.idAt(a.position), records.idAt(b.position))
      );
      return picked.slice(0, settings.candidates);
    };
    let keyword = [];
    if (request.mode !== "vector") {
      const result = request.keywordScores ?? this.fts.search(request.query, settings.fts);
      keyword = pick(result.documents, result.scores);
    }
    let semantic = [];
    const table = this.vectors?.table;
    if (request.mode !== "fts" && table && request.queryVector) {
      const ranked = request.vectorRanking ?? this.rankQueryVector(request.queryVector, settings, request.categories);
      semantic = pick(ranked.groups, ranked.cosines);
    }
    const { weights } = settings.rank;
    const fused = fuseRankings(
      [
        {
          weight: request.mode === "vector" ? 0 : weights.keyword,
          positions: keyword.map((hit) => hit.position),
          scores: keyword.map((hit) => hit.score)
        },
        {
          weight: request.mode === "fts" ? 0 : weights.semantic,
          positions: semantic.map((hit) => hit.position),
          scores: semantic.map((hit) => hit.score)
        }
      ],
      settings.rank.rrfK
    );
    const scored = [];
    for (const [position, score] of fused) {
      const record = records.get(position);
      const boost = boostOf(
        { salience: record.salience, ts: record.ts, pinned: corrections.pinned.has(record.id) },
        settings.rank,
        request.nowMs
      );
      scored.push({ position, score: score + boost, id: record.id });
    }
    scored.sort(compareScored);
    const top = scored.slice(0, request.limit);
    const keywordRank = new Map(
      keyword.map((hit, index) => [hit.position, { rank: index + 1, score: hit.score }])
    );
    const semanticRank = new Map(
      semantic.map((hit, index) => [hit.position, { rank: index + 1, cosine: hit.score }])
    );
    const matched = this.fts.matchedQueryTerms(
      request.query,
      top.filter(({ position }) => keywordRank.has(position)).map(({ position }) => this.groups.groupOf(position)),
      settings.fts
    );
    return top.map(({ position, score }) => {
      const hit = {
        position,
        record: this.shownRecord(position, corrections),
        score,
        hidden: !this.isCurrent(position, corrections)
      };
      const k = keywordRank.get(position);
      if (k) hit.keyword = { ...k, queryTerms: matched.get(this.groups.groupOf(position)) ?? [] };
      const s = semanticRank.get(position);
      if (s) hit.semantic = s;
      const refused = unapplied?.get(hit.record.id);
      if (refused) hit.unapplied = refused;
      return hit;
    });
  }
  /** The groups similar to a query vector, as `search` ranks them (undefined without vectors). */
  rankQueryVector(queryVector, settings, categories) {
    const table = this.vectors?.table;
    return table ? rankVectors(
      table,
      queryVector,
      settings.minCosine,
      categories && this.groupsOutside(categories)
    ) : void 0;
  }
  /**
   * Marks the groups whose records are of none of `categories` (a group's records share
   * their type), so a search for memories alone skips comparing the vectors of activity.
   */
  groupsOutside(categories) {
    const skip = new Uint8Array(this.groups.groupCount);
    const byType = /* @__PURE__ */ new Map();
    for (let group = 0; group < skip.length; group++) {
      const type = this.typeAt(this.groups.membersOf(group)[0]);
      let outside = byType.get(type);
      if (outside === void 0)
        byType.set(type, outside = !categories.includes(EVENT_TYPES[type].category));
      if (outside) skip[group] = 1;
    }
    return skip;
  }
  /** How rare each of the query's terms is in this index (for the relevance bar). */
  queryRarity(query) {
    return this.fts.termRarity(queryTermsOf(query));
  }
  /** Cosine similarity of a record's vector with a query vector (0 when either has none). */
  cosineOf(position, queryVector) {
    const table = this.vectors?.table;
    return table && queryVector ? table.cosine(this.groups.groupOf(position), queryVector) : 0;
  }
};
function unappliedByMemory(refused, applied, corrections) {
  const undone = new Set(
    applied.filter(
      (control) => control.type === "memory_retracted" && !corrections.cancelled.has(control.id)
    ).flatMap((control) => control.refs)
  );
  const byMemory = /* @__PURE__ */ new Map();
  const ordered = refused.map((control) => ({ key: logOrderKey(control), control })).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  for (const { control } of ordered) {
    if (undone.has(control.id)) continue;
    for (const ref of new Set(control.refs)) {
      const list = byMemory.get(ref);
      if (list) list.push(control);
      else byMemory.set(ref, [control]);
    }
  }
  return byMemory;
}
function compareIds(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function isFiltering(query) {
  return Object.values(query).some(
    (value) => value !== void 0 && (!Array.isArray(value) || value.length > 0)
  );
}

// src/search/fingerprint.ts
function compareLog(known, current, sha1Now) {
  const byPath = new Map(known.map((state) => [state.path, state]));
  const present = new Set(current.map((stat) => stat.path));
  for (const state of known)
    if (!present.has(state.path)) return { kind: "rebuild", reason: `${state.path} was removed` };
  const files = [];
  for (const stat of current) {
    const state = byPath.get(stat.path);
    if (!state) {
      files.push({ stat, known: void 0 });
      continue;
    }
    const mark = {
      offset: state.size,
      fingerprint: state.sha1,
      mtimeMs: state.mtimeMs,
      ino: state.ino
    };
    const change = classifyAppendOnly(mark, stat, (length) => sha1Now(stat, length));
    if (change === "unchanged") continue;
    if (change === "replaced") return { kind: "rebuild", reason: `${stat.path} was replaced` };
    if (change === "rewritten")
      return {
        kind: "rebuild",
        reason: `${stat.path} ${stat.size < state.size ? "shrank" : "was rewritten"}`
      };
    files.push({ stat, known: state });
  }
  return files.length ? { kind: "grown", files } : { kind: "unchanged" };
}
function completeLength(bytes, from = 0) {
  const last = bytes.lastIndexOf(10);
  return last < from ? from : last + 1;
}

// src/search/cache.ts
var SPILL_LINES_ABOVE = 16 * 1024 * 1024;
var IndexDeferredError = class extends Error {
  constructor(reason) {
    super(`search index not current (${reason}); left to a background refresh`);
    this.reason = reason;
  }
  reason;
};
function logBytes(stats) {
  return stats.reduce((sum, stat) => sum + stat.size, 0);
}
var DELTA_SHARE = 0.25;
var DELTA_MIN = 1e3;
function writePiecesAtomic(path, pieces) {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, "w");
  try {
    for (const piece of pieces) {
      for (const block of blocksOf(piece)) {
        let written = 0;
        while (written < block.byteLength) written += writeSync(fd, block, written);
      }
    }
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}
var spilledFiles = new FinalizationRegistry((fd) => {
  try {
    closeSync(fd);
  } catch {
  }
});
var spilledCount = 0;
var SPILL_BLOCK = 1 << 20;
var SpilledLines = class {
  fd;
  buffer = Buffer.allocUnsafe(SPILL_BLOCK);
  buffered = 0;
  /** Bytes written to the file, before those in the buffer. */
  flushed = 0;
  starts = new Int32Array(1024);
  count = 0;
  constructor(dir) {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `lines.${process.pid}.${++spilledCount}.tmp`);
    this.fd = openSync(path, "w+");
    spilledFiles.register(this, this.fd);
    try {
      rmSync(path);
    } catch {
      process.once("exit", () => rmSync(path, { force: true }));
    }
  }
  get length() {
    return this.flushed + this.buffered;
  }
  append(text2) {
    const bytes = Buffer.byteLength(text2, "utf8");
    if (this.buffered + bytes > this.buffer.length) this.flush();
    if (this.count + 2 > this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = this.length;
    if (bytes > this.buffer.length) {
      this.writeAt(Buffer.from(text2, "utf8"), this.flushed);
      this.flushed += bytes;
    } else {
      this.buffered += this.buffer.write(text2, this.buffered, "utf8");
    }
    this.starts[this.count] = this.length;
  }
  writeAt(bytes, position) {
    for (let written = 0; written < bytes.byteLength; )
      written += writeSync(this.fd, bytes, written, bytes.byteLength - written, position + written);
  }
  flush() {
    this.writeAt(this.buffer.subarray(0, this.buffered), this.flushed);
    this.flushed += this.buffered;
    this.buffered = 0;
  }
  readAt(target, position) {
    for (let read = 0; read < target.length; ) {
      const got = readSync(this.fd, target, read, target.length - read, position + read);
      if (got === 0) throw new Error("the spilled search records ended early");
      read += got;
    }
  }
  text(index) {
    const start = this.starts[index];
    const end = this.starts[index + 1];
    if (start >= this.flushed)
      return this.buffer.toString("utf8", start - this.flushed, end - this.flushed);
    const bytes = Buffer.allocUnsafe(end - start);
    this.readAt(bytes, start);
    return bytes.toString("utf8");
  }
  start(index) {
    return this.starts[index];
  }
  pieces() {
    const total = this.length;
    const blocks = function* () {
      this.flush();
      const block = Buffer.allocUnsafe(SPILL_BLOCK);
      for (let at = 0; at < total; ) {
        const size = Math.min(block.length, total - at);
        this.readAt(block.subarray(0, size), at);
        yield block.subarray(0, size);
        at += size;
      }
    };
    return [{ byteLength: total, blocks: () => blocks.call(this) }];
  }
};
function readIfPresent(path) {
  try {
    return readFileSync(path);
  } catch {
    return void 0;
  }
}
function toRepoPath(paths, absolute) {
  const path = absolute.startsWith(paths.root + sep) ? absolute.slice(paths.root.length + 1) : relative(paths.root, absolute);
  return sep === "/" ? path : path.split(sep).join("/");
}
function statEventFiles(paths) {
  const stats = [];
  for (const absolute of listEventFiles(paths, { local: true })) {
    try {
      const stat = statSync(absolute);
      stats.push({
        path: toRepoPath(paths, absolute),
        size: stat.size,
        mtimeMs: stat.mtimeMs,
        ino: stat.ino
      });
    } catch {
    }
  }
  return stats;
}
function logExceeds(paths, limit) {
  let total = 0;
  for (const absolute of eachEventFile(paths, { local: true })) {
    try {
      total += statSync(absolute).size;
    } catch {
    }
    if (total > limit) return true;
  }
  return false;
}
function readableLength(bytes, from) {
  const complete = completeLength(bytes, from);
  if (complete === bytes.length) return complete;
  try {
    parseEventLine(bytes.toString("utf8", complete).trim());
    return bytes.length;
  } catch {
    return complete;
  }
}
function int32(section) {
  if (section.length % 4 !== 0)
    throw new Error("an integer section of the cache has a partial integer");
  if (section.byteOffset % 4 === 0)
    return new Int32Array(section.buffer, section.byteOffset, section.length / 4);
  return new Int32Array(new Uint8Array(section).buffer);
}
function float32(section) {
  if (section.length % 4 !== 0)
    throw new Error("a float section of the cache has a partial number");
  if (section.byteOffset % 4 === 0)
    return new Float32Array(section.buffer, section.byteOffset, section.length / 4);
  return new Float32Array(new Uint8Array(section).buffer);
}
var bytesOf = (array) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
function sha1(bytes) {
  return createHash2("sha1").update(bytes).digest("hex");
}
function readEventFile(paths, stat, from, warnings, bytes = readFileSync(join(paths.root, stat.path))) {
  const end = readableLength(bytes, from);
  const parsed = parseEventText(bytes.toString("utf8", from, end), stat.path);
  warnings.push(...parsed.warnings);
  return {
    events: parsed.entries.map((entry) => entry.event),
    state: {
      path: stat.path,
      size: end,
      mtimeMs: stat.mtimeMs,
      ino: stat.ino,
      sha1: sha1(bytes.subarray(0, end))
    }
  };
}
function loadBase(dir, report) {
  const bytes = readIfPresent(join(dir, "index.bin"));
  if (!bytes) return void 0;
  const decoded = decodeCacheFile(bytes, "INDX");
  if (!decoded.ok) {
    report(`search index cache unusable (${decoded.problem}); rebuilding it`);
    return void 0;
  }
  try {
    const [
      recordGroups,
      groupKeys,
      memberStarts,
      members,
      lineStarts,
      fieldLengths,
      termStarts,
      postingStarts,
      postings,
      originCodes,
      termBytes,
      metaSection,
      lines,
      eventIds
    ] = decoded.sections;
    const meta = readJsonSection(metaSection);
    const records = new RecordTable({
      lines,
      starts: int32(lineStarts),
      eventIds: eventIds.toString("latin1"),
      ids: meta.ids,
      types: meta.types
    });
    const groups = new TextGroups((position) => records.eventIdAt(position), {
      recordGroups: int32(recordGroups),
      keys: int32(groupKeys),
      starts: int32(memberStarts),
      positions: int32(members)
    });
    const frozen = {
      termBytes,
      termStarts: int32(termStarts),
      postingStarts: int32(postingStarts),
      postings: int32(postings),
      fieldLengths: int32(fieldLengths),
      totalLengths: meta.totalLengths
    };
    if (frozen.fieldLengths.length !== groups.groupCount * FIELD_COUNT)
      throw new Error("the cached index and groups do not match");
    const fts = new FullTextIndex(frozen, groups.sizeView());
    const origins = new RecordOrigins({ codes: int32(originCodes), meta: meta.origins });
    const index = new SearchIndex({
      fts,
      records,
      groups,
      controls: meta.controls,
      present: meta.present,
      origins
    });
    return {
      index,
      checksum: decoded.checksum,
      files: meta.files,
      baseRecords: records.length,
      baseControls: meta.controls.length
    };
  } catch (error) {
    report(`search index cache unreadable (${error.message}); rebuilding it`);
    return void 0;
  }
}
function loadDelta(dir, base, report) {
  const bytes = readIfPresent(join(dir, "delta.bin"));
  if (!bytes) return void 0;
  const decoded = decodeCacheFile(bytes, "DELT");
  if (!decoded.ok) {
    report(`search delta cache unusable (${decoded.problem}); re-reading what it held`);
    return void 0;
  }
  const meta = readJsonSection(decoded.sections[0]);
  if (meta.base !== base.checksum) return void 0;
  base.index.restore(meta.records, meta.controls, meta.origins);
  base.index.origins.restoreCopies(meta.copies);
  return meta.files;
}
function writeBase(dir, index, files) {
  mkdirSync(dir, { recursive: true });
  const records = index.records.toStored();
  const groups = index.groups.toStored();
  const fts = index.fts.compact();
  const origins = index.origins.toStored();
  const pieces = cacheFilePieces("INDX", [
    // Integer sections first, so that each starts 4-byte aligned.
    bytesOf(groups.recordGroups),
    bytesOf(groups.keys),
    bytesOf(groups.starts),
    bytesOf(groups.positions),
    bytesOf(records.starts),
    bytesOf(fts.fieldLengths),
    bytesOf(fts.termStarts),
    bytesOf(fts.postingStarts),
    bytesOf(fts.postings),
    bytesOf(origins.codes),
    fts.termBytes,
    jsonSection({
      files,
      controls: index.controls,
      present: index.presentIds(),
      totalLengths: fts.totalLengths,
      ids: records.ids,
      types: records.types,
      origins: origins.meta
    }),
    records.lines,
    records.eventIds
  ]);
  writePiecesAtomic(join(dir, "index.bin"), pieces);
  rmSync(join(dir, "delta.bin"), { force: true });
}
function writeDelta(dir, base, files) {
  const { index } = base;
  const meta = {
    base: base.checksum,
    files,
    controls: index.controls.slice(base.baseControls),
    present: index.presentIds(),
    records: index.records.slice(base.baseRecords),
    origins: index.origins.storedFrom(base.baseRecords),
    copies: index.origins.storedCopies()
  };
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, "delta.bin"), encodeCacheFile("DELT", [jsonSection(meta)]));
}
var RebuildVectors = class {
  constructor(index, embedder, cached, batchSize) {
    this.index = index;
    this.embedder = embedder;
    this.cached = cached;
    this.batchSize = batchSize;
  }
  index;
  embedder;
  cached;
  batchSize;
  /** Groups given their vector, or marked to embed. */
  done = 0;
  rows;
  failure;
  /** Fills what a whole batch is waiting for, or (`all`) everything. */
  async fill(all) {
    const count = this.index.groups.groupCount;
    if (this.failure !== void 0 || !all && count - this.done < this.batchSize) return;
    const { cached, embedder } = this;
    const keys = this.index.groups.keyView();
    for (let group = this.done; group < count; group++) {
      const row = cached ? this.cachedRow(cached, keys, group) : void 0;
      if (row === void 0) this.index.markToEmbed(embedder, group);
      else
        this.index.setCachedVector(
          embedder,
          group,
          cached.codes,
          row * embedder.dimensions,
          cached.scales[row]
        );
    }
    this.done = count;
    try {
      await this.index.embed(embedder, this.batchSize);
    } catch (error) {
      this.failure = error;
    }
  }
  /** The cache's row for the text of `group`: the same row when the cache lists groups in the same order, else found by fingerprint. */
  cachedRow(cached, keys, group) {
    if (group < cached.count && cached.keys[group * 2] === keys[group * 2] && cached.keys[group * 2 + 1] === keys[group * 2 + 1])
      return group;
    if (!this.rows) {
      this.rows = /* @__PURE__ */ new Map();
      for (let row = 0; row < cached.count; row++)
        this.rows.set(`${cached.keys[row * 2]}.${cached.keys[row * 2 + 1]}`, row);
    }
    return this.rows.get(`${keys[group * 2]}.${keys[group * 2 + 1]}`);
  }
};
async function rebuild(paths, dir, stats, warnings, options, vectors) {
  const progress = options.progress;
  const total = logBytes(stats);
  const index = new SearchIndex(void 0, {
    keepDetails: false,
    ...total > (options.spillLinesAbove ?? SPILL_LINES_ABOVE) ? { lines: new SpilledLines(dir) } : {}
  });
  const filler = vectors?.(index);
  const files = [];
  let done = 0;
  for (const stat of stats) {
    try {
      const read = readEventFile(paths, stat, 0, warnings);
      index.add(read.events, stat.path);
      files.push(read.state);
    } catch (error) {
      warnings.push({
        file: stat.path,
        line: 0,
        message: `cannot read: ${error.message}`
      });
    }
    await filler?.fill(false);
    done += stat.size;
    progress?.("indexing", done, total);
  }
  await filler?.fill(true);
  return { index, files, vectors: filler };
}
async function rebuildAndWrite(paths, dir, stats, options, reason) {
  const warnings = [];
  const embedder = options.budget ? null : options.embedder;
  const vectorPath = embedder ? join(dir, vectorFileName(embedder.name)) : "";
  const cached = embedder ? loadVectors(vectorPath, embedder, options.report ?? (() => {
  })) : void 0;
  const batchSize = options.batchSize ?? 256;
  const built = await rebuild(
    paths,
    dir,
    stats,
    warnings,
    options,
    embedder ? (index) => new RebuildVectors(index, embedder, cached, batchSize) : void 0
  );
  writeBase(dir, built.index, built.files);
  const opened = {
    index: built.index,
    warnings,
    state: "rebuilt",
    files: built.files,
    ...reason ? { reason } : {}
  };
  if (!embedder || !built.vectors) return { opened, vectorsWritten: false };
  if (built.vectors.failure !== void 0) throw built.vectors.failure;
  writeVectors(vectorPath, built.index, embedder);
  return { opened, vectorsWritten: true };
}
function appendToIndex(paths, dir, base, known, stats, grown, held) {
  const warnings = [];
  const states = new Map(known.map((state) => [state.path, state]));
  for (const { stat, known: before } of grown) {
    const read = readEventFile(paths, stat, before?.size ?? 0, warnings, held.get(stat.path));
    held.delete(stat.path);
    base.index.add(read.events, stat.path);
    states.set(stat.path, read.state);
  }
  const files = stats.map((stat) => states.get(stat.path)).filter((state) => state !== void 0);
  const deltaRecords = base.index.records.length - base.baseRecords;
  if (deltaRecords > Math.max(DELTA_MIN, base.baseRecords * DELTA_SHARE))
    writeBase(dir, base.index, files);
  else writeDelta(dir, base, files);
  return { index: base.index, warnings, state: "appended", files };
}
function refreshHeldIndex(paths, held, stats = statEventFiles(paths)) {
  const bytesRead = /* @__PURE__ */ new Map();
  const change = compareLog(held.files, stats, (stat, length) => {
    const bytes = readFileSync(join(paths.root, stat.path));
    bytesRead.set(stat.path, bytes);
    return sha1(bytes.subarray(0, length));
  });
  if (change.kind === "unchanged")
    return { state: "warm", files: held.files, added: 0, read: [], warnings: [] };
  if (change.kind === "rebuild") return void 0;
  const warnings = [];
  const states = new Map(held.files.map((state) => [state.path, state]));
  let added = 0;
  const ids = [];
  for (const { stat, known } of change.files) {
    const read = readEventFile(paths, stat, known?.size ?? 0, warnings, bytesRead.get(stat.path));
    added += held.index.add(read.events, stat.path).length;
    for (const event of read.events) ids.push(event.id);
    states.set(stat.path, read.state);
  }
  const files = stats.map((stat) => states.get(stat.path)).filter((state) => state !== void 0);
  return { state: "appended", files, added, read: ids, warnings };
}
async function openSearchIndex(paths, options) {
  const dir = searchCacheDir(paths);
  const report = options.report ?? (() => {
  });
  const budget = options.budget;
  const affordable = (bytes, reason) => {
    if (budget && bytes > budget.maxReadBytes) throw new IndexDeferredError(reason);
  };
  if (budget && !existsSync(join(dir, "index.bin")) && logExceeds(paths, budget.maxReadBytes))
    throw new IndexDeferredError("no index yet");
  const stats = statEventFiles(paths);
  let result;
  let vectorsWritten = false;
  const base = loadBase(dir, report);
  if (!base) {
    affordable(logBytes(stats), "no usable index");
    ({ opened: result, vectorsWritten } = await rebuildAndWrite(
      paths,
      dir,
      stats,
      options,
      void 0
    ));
  } else {
    const known = loadDelta(dir, base, report) ?? base.files;
    const held = /* @__PURE__ */ new Map();
    const change = compareLog(known, stats, (stat, length) => {
      const bytes = readFileSync(join(paths.root, stat.path));
      held.set(stat.path, bytes);
      return sha1(bytes.subarray(0, length));
    });
    if (change.kind === "unchanged")
      result = { index: base.index, warnings: [], state: "warm", files: known };
    else if (change.kind === "rebuild") {
      affordable(logBytes(stats), change.reason);
      ({ opened: result, vectorsWritten } = await rebuildAndWrite(
        paths,
        dir,
        stats,
        options,
        change.reason
      ));
    } else {
      affordable(
        change.files.reduce((sum, file) => sum + file.stat.size - (file.known?.size ?? 0), 0),
        `${change.files.length} event file(s) grew`
      );
      result = appendToIndex(paths, dir, base, known, stats, change.files, held);
    }
  }
  if (options.embedder && !vectorsWritten) {
    try {
      await syncVectors(dir, result.index, options.embedder, options, report);
    } catch (error) {
      if (!(error instanceof IndexDeferredError)) throw error;
      result = { ...result, deferred: error.reason };
    }
  }
  return result;
}
function vectorFileName(embedder) {
  const slug = embedder.replace(/[^A-Za-z0-9.-]+/g, "-").slice(0, 60);
  return `vectors-${slug}-${sha1(Buffer.from(embedder)).slice(0, 8)}.bin`;
}
function loadVectors(path, embedder, report) {
  const bytes = readIfPresent(path);
  if (!bytes) return void 0;
  const decoded = decodeCacheFile(bytes, "VECS");
  if (!decoded.ok) {
    report(`search vector cache unusable (${decoded.problem}); re-embedding`);
    return void 0;
  }
  const [keySection, scaleSection, codeSection, metaSection] = decoded.sections;
  const meta = readJsonSection(metaSection);
  if (meta.embedder !== embedder.name || meta.dimensions !== embedder.dimensions) return void 0;
  if (keySection.length !== meta.count * 8 || scaleSection.length !== meta.count * 4 || codeSection.length !== meta.count * meta.dimensions) {
    report("search vector cache has inconsistent sections; re-embedding");
    return void 0;
  }
  return {
    keys: int32(keySection),
    scales: float32(scaleSection),
    codes: new Int8Array(codeSection.buffer, codeSection.byteOffset, codeSection.length),
    count: meta.count
  };
}
function writeVectors(path, index, embedder) {
  const table = index.vectors.table;
  const count = index.groups.groupCount;
  const meta = { embedder: embedder.name, dimensions: embedder.dimensions, count };
  writePiecesAtomic(
    path,
    cacheFilePieces("VECS", [
      bytesOf(index.groups.keyView().subarray(0, count * 2)),
      bytesOf(table.scales.subarray(0, count)),
      bytesOf(table.codes.subarray(0, count * embedder.dimensions)),
      jsonSection(meta)
    ])
  );
}
async function syncVectors(dir, index, embedder, options, report) {
  const path = join(dir, vectorFileName(embedder.name));
  const cached = loadVectors(path, embedder, report);
  const table = index.useEmbedder(embedder);
  const keys = index.groups.keyView();
  const dims = embedder.dimensions;
  let aligned = cached !== void 0 && cached.count <= index.groups.groupCount;
  for (let i = 0; aligned && i < cached.count * 2; i++) aligned = cached.keys[i] === keys[i];
  if (cached && aligned) {
    table.setRows(cached.codes, cached.scales, cached.count);
  } else if (cached) {
    const rows = /* @__PURE__ */ new Map();
    for (let row = 0; row < cached.count; row++)
      rows.set(`${cached.keys[row * 2]}.${cached.keys[row * 2 + 1]}`, row);
    for (let group = 0; group < index.groups.groupCount; group++) {
      const row = rows.get(`${keys[group * 2]}.${keys[group * 2 + 1]}`);
      if (row === void 0) table.forget(group);
      else table.setRow(group, cached.codes, row * dims, cached.scales[row]);
    }
  }
  if (options.budget && index.groupsToEmbed(embedder).length > options.budget.maxEmbed) {
    throw new IndexDeferredError(`${index.groupsToEmbed(embedder).length} texts to embed`);
  }
  const embedded = await index.embed(
    embedder,
    options.batchSize ?? 256,
    (done, total) => options.progress?.("embedding", done, total)
  );
  if (embedded === 0 && cached && aligned && cached.count === index.groups.groupCount) return;
  mkdirSync(dir, { recursive: true });
  writeVectors(path, index, embedder);
}
function clearSearchCaches(paths) {
  rmSync(searchCacheDir(paths), { recursive: true, force: true });
}

export {
  fieldTexts,
  IndexDeferredError,
  refreshHeldIndex,
  openSearchIndex,
  vectorFileName,
  clearSearchCaches
};
