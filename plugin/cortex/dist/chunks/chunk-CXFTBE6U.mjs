import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  HEAD_OFFSETS,
  canonicalHeadEnd
} from "./chunk-LTJYTCHL.mjs";
import {
  canonicalTime,
  isConflictMarker,
  isEventType,
  parseEventLine
} from "./chunk-G37PHZM2.mjs";
import {
  findRepo
} from "./chunk-F5UUBEUZ.mjs";
import {
  projectPaths
} from "./chunk-ZF3FJJCS.mjs";

// src/git/events-driver.ts
import {
  appendFileSync,
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync
} from "node:fs";
import { isUtf8 } from "node:buffer";
import { basename, join } from "node:path";

// src/git/merge-events.ts
var Side = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  starts = [];
  ends = [];
  ids = [];
  /** Times in canonical form (24 characters), which sort as strings. */
  times = [];
  /** The line kept for each id. */
  byId = /* @__PURE__ */ new Map();
  /** Non-blank lines that are neither events nor conflict markers. */
  invalid = [];
  /** The line's bytes. */
  line(index) {
    return this.bytes.subarray(this.starts[index], this.ends[index]);
  }
  /**
   * Takes a valid line: the first occurrence of each id wins, unless a later one is more
   * redacted (a file merged without the driver holds both sides' versions).
   */
  add(start, end, id, ts) {
    const index = this.starts.push(start) - 1;
    this.ends.push(end);
    this.ids.push(id);
    this.times.push(ts);
    const existing = this.byId.get(id);
    if (existing === void 0 || redactions(this.line(index)) > redactions(this.line(existing)))
      this.byId.set(id, index);
  }
};
var NEWLINE = 10;
var CARRIAGE_RETURN = 13;
var NEWLINE_BYTES = Buffer.from("\n");
var TS_LENGTH = 24;
var ID_LENGTH = 26;
function redactions(line) {
  let count = 0;
  for (let at = line.indexOf("[REDACTED:"); at !== -1; at = line.indexOf("[REDACTED:", at + 10))
    count++;
  return count;
}
function sameLine(as, a, bs, b) {
  if (a === void 0 || b === void 0) return false;
  const length = as.ends[a] - as.starts[a];
  return length === bs.ends[b] - bs.starts[b] && as.bytes.compare(bs.bytes, bs.starts[b], bs.ends[b], as.starts[a], as.ends[a]) === 0;
}
function readSide(bytes) {
  const side = new Side(bytes);
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    const lineStart = start;
    start = next;
    const typeEnd = canonicalHeadEnd(bytes, lineStart, end);
    if (typeEnd >= 0 && isEventType(bytes.toString("latin1", lineStart + HEAD_OFFSETS.type, typeEnd))) {
      const idAt = lineStart + HEAD_OFFSETS.id;
      const tsAt = lineStart + HEAD_OFFSETS.ts;
      side.add(
        lineStart,
        end,
        bytes.toString("latin1", idAt, idAt + ID_LENGTH),
        bytes.toString("latin1", tsAt, tsAt + TS_LENGTH)
      );
      continue;
    }
    const line = bytes.toString("utf8", lineStart, end);
    if (line.trim() === "" || isConflictMarker(line)) continue;
    let event;
    try {
      event = parseEventLine(line);
    } catch {
      side.invalid.push(line);
      continue;
    }
    side.add(lineStart, end, event.id, canonicalTime(event));
  }
  return side;
}
function linePieces(kept, sides) {
  const pieces = [];
  for (let i = 0; i < kept.length; ) {
    const side = sides[kept[i] & 1];
    const first = kept[i] >> 1;
    let last = first;
    for (i++; i < kept.length && sides[kept[i] & 1] === side; i++) {
      const next = kept[i] >> 1;
      if (side.starts[next] !== side.ends[last] + 1) break;
      last = next;
    }
    pieces.push(side.bytes.subarray(side.starts[first], side.ends[last]), NEWLINE_BYTES);
  }
  return pieces;
}
function mergeEventBytes(input) {
  const base = readSide(input.base);
  const ours = readSide(input.ours);
  const theirs = readSide(input.theirs);
  const kept = [];
  for (let mine = 0; mine < ours.ids.length; mine++) {
    const id = ours.ids[mine];
    if (ours.byId.get(id) !== mine) continue;
    const other = theirs.byId.get(id);
    const inBase = base.byId.get(id);
    if (other === void 0) {
      if (!sameLine(ours, mine, base, inBase)) kept.push(mine * 2);
      continue;
    }
    const [mineRedacted, otherRedacted] = [
      redactions(ours.line(mine)),
      redactions(theirs.line(other))
    ];
    if (mineRedacted !== otherRedacted)
      kept.push(otherRedacted > mineRedacted ? other * 2 + 1 : mine * 2);
    else if (sameLine(ours, mine, theirs, other) || sameLine(theirs, other, base, inBase))
      kept.push(mine * 2);
    else if (sameLine(ours, mine, base, inBase)) kept.push(other * 2 + 1);
    else kept.push(mine * 2, other * 2 + 1);
  }
  for (let other = 0; other < theirs.ids.length; other++) {
    const id = theirs.ids[other];
    if (theirs.byId.get(id) === other && !ours.byId.has(id) && !sameLine(theirs, other, base, base.byId.get(id)))
      kept.push(other * 2 + 1);
  }
  const sides = [ours, theirs];
  kept.sort((a, b) => {
    const [as, bs] = [sides[a & 1], sides[b & 1]];
    const [ai, bi] = [a >> 1, b >> 1];
    const [at, bt] = [as.times[ai], bs.times[bi]];
    if (at !== bt) return at < bt ? -1 : 1;
    const [aid, bid] = [as.ids[ai], bs.ids[bi]];
    if (aid !== bid) return aid < bid ? -1 : 1;
    return as.bytes.compare(bs.bytes, bs.starts[bi], bs.ends[bi], as.starts[ai], as.ends[ai]);
  });
  return {
    clean: true,
    pieces: linePieces(kept, sides),
    quarantined: [.../* @__PURE__ */ new Set([...ours.invalid, ...theirs.invalid])]
  };
}
function mergeEventFiles(input) {
  const { pieces, ...rest } = mergeEventBytes({
    base: Buffer.from(input.base),
    ours: Buffer.from(input.ours),
    theirs: Buffer.from(input.theirs)
  });
  return { ...rest, text: Buffer.concat(pieces).toString("utf8") };
}
function recoverEventFile(text) {
  return mergeEventFiles({ base: "", ours: text, theirs: "" });
}

// src/git/events-driver.ts
function quarantineDir(paths) {
  return join(paths.cortexDir, "quarantine");
}
function quarantineLines(paths, origin, lines, now) {
  if (lines.length === 0) return void 0;
  const dir = quarantineDir(paths);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${basename(origin).replace(/\.ndjson$/, "")}.txt`);
  const header = `# ${now.toISOString()}: lines from ${origin} that are not valid events, kept here by cortex
`;
  appendFileSync(file, header + lines.join("\n") + "\n");
  return file;
}
function writeOver(file, pieces) {
  let fd;
  try {
    fd = openSync(file, "r+");
  } catch {
    fd = openSync(file, "w");
  }
  try {
    let position = 0;
    for (const piece of pieces) {
      for (let written = 0; written < piece.length; )
        written += writeSync(fd, piece, written, piece.length - written, position + written);
      position += piece.length;
    }
    ftruncateSync(fd, position);
  } finally {
    closeSync(fd);
  }
}
function runEventsDriver(paths, files, now) {
  const read = (file) => {
    if (!existsSync(file)) return Buffer.alloc(0);
    const bytes = readFileSync(file);
    return isUtf8(bytes) ? bytes : Buffer.from(bytes.toString("utf8"));
  };
  const result = mergeEventBytes({
    base: read(files.base),
    ours: read(files.ours),
    theirs: read(files.theirs)
  });
  writeOver(files.ours, result.pieces);
  quarantineLines(paths, files.path, result.quarantined, now);
  return { quarantined: result.quarantined.length };
}
function runEventsDriverCommand(args, io) {
  const [base, ours, theirs, path] = args;
  if (base === void 0 || ours === void 0 || theirs === void 0 || args.length > 4) {
    io.stderr.write("usage: cortex merge-driver events <base> <ours> <theirs> [<path>]\n");
    return 2;
  }
  const root = findRepo(io.cwd)?.root ?? io.cwd;
  const files = { base, ours, theirs, path: path ?? ours };
  const { quarantined } = runEventsDriver(projectPaths(root), files, io.now);
  if (quarantined > 0)
    io.stderr.write(
      `cortex: kept ${quarantined} unreadable line(s) of ${files.path} in .cortex/quarantine/
`
    );
  return 0;
}

export {
  recoverEventFile,
  quarantineDir,
  quarantineLines,
  runEventsDriverCommand
};
