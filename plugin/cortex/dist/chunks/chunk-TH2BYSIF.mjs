import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  filesInText
} from "./chunk-SVJO3XXX.mjs";
import {
  isUserWords,
  missingPathOf
} from "./chunk-4MBKQW34.mjs";
import {
  confidenceOf
} from "./chunk-GYALZIJH.mjs";
import {
  CONFIDENCE_FLOOR,
  eventDate,
  oneLine,
  stringList
} from "./chunk-WHIBXURK.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  actionNotesFile
} from "./chunk-ZF3FJJCS.mjs";

// src/projections/action-notes.ts
var NOTE_TYPES = /* @__PURE__ */ new Set([
  "decision_made",
  "approach_rejected",
  "error_resolved",
  "knowledge_acquired"
]);
var MAX_PER_FILE = 6;
var MAX_ERRORS = 400;
var LABEL = {
  decision_made: "decision",
  approach_rejected: "rejected",
  error_resolved: "fix",
  knowledge_acquired: "lesson"
};
function filesNamedBy(memory) {
  const files = new Set(stringList(memory.data.files));
  const stored = [...files];
  for (const name of filesInText(memory.content)) {
    if (!name.includes("/") && stored.some((path) => path.endsWith(`/${name}`))) continue;
    files.add(name);
  }
  return [...files].slice(0, 12);
}
function withFileNames(text) {
  return text.slice(0, 1e3).replace(/(?:[\w.@-]+\/)+([\w.@-]+\.\w+)/g, "$1");
}
function noteText(memory) {
  const data = memory.data;
  const text = (key) => typeof data[key] === "string" && data[key].trim() !== "" ? data[key] : void 0;
  const fix = text("fix");
  if (memory.type !== "error_resolved" || !fix) return oneLine(memory.content, 240);
  const error = text("error");
  const command = text("command");
  const failed = command ? `\`${oneLine(command, 60)}\` failed${error ? `: ${oneLine(error, 110)}` : ""}` : error ? oneLine(error, 140) : "";
  const cause = text("cause");
  return [
    failed,
    cause ? `Cause: ${oneLine(cause, 160)}` : "",
    `Fix: ${oneLine(withFileNames(fix), 260)}`
  ].filter(Boolean).map((part) => part.replace(/[.\s]+$/, "")).join(". ") + ".";
}
function noteLine(memory) {
  const kind = isUserWords(memory.data) ? "user said" : typeof memory.data.kind === "string" && memory.data.kind === "gotcha" ? "gotcha" : LABEL[memory.type] ?? memory.type;
  const branch = memory.event.branch ? `, ${oneLine(memory.event.branch, 40)}` : "";
  return `- ${kind} (${eventDate(memory.event)}${branch}, ${shortId(memory.id)}): ${noteText(memory)}`;
}
function errorTerms(text) {
  const terms = /* @__PURE__ */ new Set();
  const files = text.toLowerCase().replace(/(?:[\w.@~-]+\/)+([\w.-]+)/g, "$1").replace(/(\.\w+)(?::\d+)+/g, "$1");
  for (const word of files.split(/[^a-z0-9_.:-]+/)) {
    const clean = word.replace(/^[.:-]+|[.:-]+$/g, "");
    if (clean.length < 5 || /^\d+$/.test(clean) || COMMON.has(clean)) continue;
    terms.add(clean);
  }
  return [...terms];
}
function withoutCommand(error) {
  return error.replace(/^`[^`]*`\s*(?:\([^)]*\)\s*)?failed\b[:.]?\s*/, "");
}
var COMMON = /* @__PURE__ */ new Set([
  "error",
  "errors",
  "failed",
  "failure",
  "fails",
  "cannot",
  "could",
  "found",
  "unable",
  "exit",
  "code",
  "status",
  "because",
  "there",
  "which",
  "fixed",
  "cause",
  "while",
  "running",
  "after",
  "before",
  "their",
  "these",
  "those",
  "where",
  "when",
  "should",
  "would",
  "test",
  "tests"
]);
function buildActionNotes(memories) {
  const files = {};
  const errors = [];
  const missingFiles = /* @__PURE__ */ Object.create(null);
  for (const memory of [...memories].reverse()) {
    if (memory.status !== "active" || !NOTE_TYPES.has(memory.type) || confidenceOf(memory) < CONFIDENCE_FLOOR)
      continue;
    if (memory.type === "knowledge_acquired" && memory.data.kind !== "gotcha") continue;
    const note = { id: memory.id, line: noteLine(memory) };
    const missing = missingPathOf(memory);
    const aboutFiles = missing === void 0 && memory.type !== "error_resolved";
    for (const file of aboutFiles ? filesNamedBy(memory) : []) {
      const list = files[file] ??= [];
      if (list.length < MAX_PER_FILE) list.push(note);
    }
    if (memory.type === "error_resolved" && errors.length < MAX_ERRORS) {
      const error = typeof memory.data.error === "string" ? memory.data.error : memory.content.split(/(?<=[.!?])\s/)[0];
      const terms = errorTerms(withoutCommand(error));
      if (terms.length >= 2) errors.push({ terms, note });
    }
    if (missing !== void 0) {
      const list = missingFiles[missing] ??= [];
      if (list.length < MAX_PER_FILE) list.push(note);
    }
  }
  return { v: 1, files, errors, missing: missingFiles };
}
function notesForFile(notes, path, given, max = 2) {
  const found = [];
  const base = path.slice(path.lastIndexOf("/") + 1);
  for (const [file, list] of Object.entries(notes.files)) {
    const same = file === path || path.endsWith(`/${file}`) || !file.includes("/") && file === base && base.length >= 8;
    if (!same) continue;
    for (const note of list)
      if (!given.has(note.id) && !found.some((other) => other.id === note.id)) found.push(note);
  }
  return found.slice(0, max);
}
function notesForMissingFile(notes, path, given, max = 1) {
  const found = [];
  for (const [missing, list] of Object.entries(notes.missing ?? {})) {
    if (path !== missing && !(path.startsWith("/") && path.endsWith(`/${missing}`))) continue;
    for (const note of list)
      if (!given.has(note.id) && !found.some((other) => other.id === note.id)) found.push(note);
  }
  return found.slice(0, max);
}
function notesForError(notes, output, given, max = 1) {
  const words = new Set(errorTerms(output.slice(0, 8e3)));
  return notes.errors.map((entry) => ({
    entry,
    shared: entry.terms.filter((term) => words.has(term)).length / Math.min(entry.terms.length, 6)
  })).filter(
    ({ entry, shared }) => shared >= 0.5 && entry.terms.filter((term) => words.has(term)).length >= 2 && !given.has(entry.note.id)
  ).sort((a, b) => b.shared - a.shared).slice(0, max).map(({ entry }) => entry.note);
}

// src/projections/action-notes-file.ts
import { readFileSync } from "node:fs";
function notesFile(paths) {
  return actionNotesFile(paths);
}
function readActionNotes(paths) {
  try {
    const value = JSON.parse(readFileSync(notesFile(paths), "utf8"));
    return value && value.v === 1 && typeof value.files === "object" && Array.isArray(value.errors) ? value : void 0;
  } catch {
    return void 0;
  }
}
function writeActionNotes(paths, notes) {
  const text = JSON.stringify(notes);
  try {
    if (readFileSync(notesFile(paths), "utf8") === text) return;
  } catch {
  }
  writeFileAtomic(notesFile(paths), text, { makeFolder: true });
}

export {
  buildActionNotes,
  notesForFile,
  notesForMissingFile,
  notesForError,
  readActionNotes,
  writeActionNotes
};
