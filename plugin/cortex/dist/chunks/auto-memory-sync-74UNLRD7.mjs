import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureAuthor
} from "./chunk-O5HY6P6I.mjs";
import "./chunk-V6CUIOMQ.mjs";
import {
  appendEvents,
  readEventLog
} from "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  makeEvent
} from "./chunk-G37PHZM2.mjs";
import {
  deriveEventId
} from "./chunk-A5IE5JQV.mjs";
import {
  headReader,
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import {
  customPatternScanner
} from "./chunk-MATBYBHQ.mjs";
import {
  readTextIfExists,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  autoMemoryFile
} from "./chunk-ZF3FJJCS.mjs";
import {
  redactValues
} from "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/capture/auto-memory-sync.ts
import { randomBytes } from "node:crypto";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

// src/capture/auto-memory.ts
import { createHash } from "node:crypto";
var AUTO_MEMORY_MAX_LINES = 200;
var AUTO_MEMORY_MAX_BYTES = 25 * 1024;
var AUTO_MEMORY_MAX_FILES = 50;
var MIN_NOTE = 12;
var MAX_NOTE = 1e3;
var LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
var HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
var POINTER = /^\[[^\]]*\]\((?![a-z]+:)[^)]*\.md\)\s*(?:[-—–:]\s*.{0,80})?$/i;
function keyOf(file, text) {
  return createHash("sha256").update(`${file}\0${text.toLowerCase().replace(/\s+/g, " ").trim()}`).digest("hex").slice(0, 24);
}
function loadedPart(text) {
  const lines = text.slice(0, AUTO_MEMORY_MAX_BYTES).split(/\r?\n/).slice(0, AUTO_MEMORY_MAX_LINES);
  return lines.join("\n");
}
function autoMemoryNotes(file, text) {
  const notes = [];
  const headings = [];
  let paragraph = [];
  let fenced = false;
  const flush = () => {
    const joined = paragraph.join(" ").replace(/\s+/g, " ").trim();
    paragraph = [];
    if (joined.length < MIN_NOTE || POINTER.test(joined)) return;
    const note = joined.slice(0, MAX_NOTE);
    const key = keyOf(file, note);
    if (!notes.some((existing) => existing.key === key))
      notes.push({ key, file, headings: [...headings], text: note });
  };
  for (const line of loadedPart(text.replace(/^\uFEFF/, "")).split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      paragraph.push(line.trim());
      continue;
    }
    if (fenced) {
      paragraph.push(line.trim());
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      headings.splice(heading[1].length - 1);
      headings.push(heading[2].replace(/[*_`]/g, ""));
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]);
      continue;
    }
    if (line.trim() === "") flush();
    else if (/^\s{2,}\S/.test(line) && paragraph.length) paragraph.push(line.trim());
    else paragraph.push(line.trim());
  }
  flush();
  return notes;
}

// src/capture/auto-memory-sync.ts
var AUTO_MEMORY_SESSION = "claude-auto-memory";
var STATE_VERSION = 1;
function stateFile(project) {
  return autoMemoryFile(project.paths);
}
function readState(project) {
  const text = readTextIfExists(stateFile(project));
  if (text !== void 0) {
    try {
      const value = JSON.parse(text);
      if (value.v === STATE_VERSION && typeof value.notes === "object" && value.notes !== null)
        return value;
    } catch {
    }
  }
  const notes = {};
  const retracted = /* @__PURE__ */ new Set();
  for (const event of readEventLog(project.paths).events) {
    if (event.session !== AUTO_MEMORY_SESSION) continue;
    const key = event.data.autoMemoryKey;
    if (event.type === "knowledge_acquired" && typeof key === "string") notes[key] = event.id;
    if (event.type === "memory_retracted") for (const ref of event.refs) retracted.add(ref);
  }
  for (const [key, id] of Object.entries(notes)) if (retracted.has(id)) delete notes[key];
  return { v: STATE_VERSION, notes };
}
function autoMemoryFolder(transcriptPath) {
  const folder = join(dirname(transcriptPath), "memory");
  try {
    return lstatSync(folder).isDirectory() ? folder : void 0;
  } catch {
    return void 0;
  }
}
function readAutoMemory(folder) {
  const skipped = [];
  let names;
  try {
    names = readdirSync(folder).filter((name) => name.toLowerCase().endsWith(".md")).sort(
      (a, b) => a === "MEMORY.md" ? -1 : b === "MEMORY.md" ? 1 : a < b ? -1 : a > b ? 1 : 0
    );
  } catch (error) {
    return { notes: [], skipped: [`could not list ${folder}: ${error.message}`] };
  }
  if (names.length > AUTO_MEMORY_MAX_FILES + 1) {
    skipped.push(
      `${names.length - AUTO_MEMORY_MAX_FILES - 1} auto memory files past the first ${AUTO_MEMORY_MAX_FILES + 1}`
    );
    names = names.slice(0, AUTO_MEMORY_MAX_FILES + 1);
  }
  const notes = [];
  for (const name of names) {
    const path = join(folder, name);
    try {
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) {
        skipped.push(`auto memory ${name}: a symbolic link (not followed)`);
        continue;
      }
      if (!stat.isFile()) continue;
      const bytes = readFileSync(path);
      if (bytes.includes(0)) {
        skipped.push(`auto memory ${name}: binary content`);
        continue;
      }
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
      notes.push(...autoMemoryNotes(name, text));
    } catch (error) {
      skipped.push(
        `auto memory ${name}: ${error instanceof TypeError ? "not UTF-8 text" : error.message}`
      );
    }
  }
  return { notes, skipped };
}
async function syncAutoMemory(project, folder, now) {
  const { notes, skipped } = readAutoMemory(folder);
  const state = readState(project);
  const present = new Set(notes.map((note) => note.key));
  const fresh = notes.filter((note) => state.notes[note.key] === void 0);
  const gone = Object.entries(state.notes).filter(([key]) => !present.has(key));
  const result = { recorded: 0, retracted: 0, notes: skipped };
  if (fresh.length === 0 && gone.length === 0) return result;
  const redaction = await redactValues(
    fresh.map((note) => ({ text: note.text, headings: note.headings })),
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      library: async (text) => (await import("./secretlint-YW2S3HZG.mjs")).lintSecretRanges(text)
    }
  );
  result.notes.push(
    ...redaction.outcome.patternProblems ?? [],
    ...redaction.outcome.libraryProblem ? [redaction.outcome.libraryProblem] : []
  );
  const ts = now.toISOString();
  const branch = readHead(project.repo).branch;
  const author = captureAuthor(project);
  const events = [];
  fresh.forEach((note, index) => {
    const { text, headings } = redaction.values[index];
    const event = makeEvent({
      id: deriveEventId(now.getTime(), `${AUTO_MEMORY_SESSION}\0${note.key}`),
      ts,
      type: "knowledge_acquired",
      session: AUTO_MEMORY_SESSION,
      branch,
      author,
      content: text,
      source: { layer: "import", tool: "claude-auto-memory" },
      confidence: 0.8,
      data: {
        autoMemoryKey: note.key,
        file: note.file,
        ...headings.length ? { subject: headings[headings.length - 1].slice(0, 80) } : {},
        tags: ["auto-memory"]
      }
    });
    events.push(event);
    state.notes[note.key] = event.id;
  });
  for (const [key, id] of gone) {
    events.push(
      makeEvent({
        id: deriveEventId(now.getTime(), `${AUTO_MEMORY_SESSION}\0retract\0${key}`),
        ts,
        type: "memory_retracted",
        refs: [id],
        session: AUTO_MEMORY_SESSION,
        branch,
        author,
        content: "Forgot: a note no longer in Claude Code's auto memory",
        source: { layer: "import", tool: "claude-auto-memory" },
        data: { reason: "removed or reworded in Claude Code's auto memory" }
      })
    );
    delete state.notes[key];
  }
  appendEvents(project.paths, headReader(project.repo), events, {
    writer: AUTO_MEMORY_SESSION,
    now,
    entropy: () => randomBytes(10)
  });
  writeFileAtomic(stateFile(project), JSON.stringify(state) + "\n", { makeFolder: true });
  result.recorded = fresh.length;
  result.retracted = gone.length;
  return result;
}
export {
  AUTO_MEMORY_SESSION,
  autoMemoryFolder,
  readAutoMemory,
  syncAutoMemory
};
