import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  isConflictMarker,
  isEventType,
  parseEventLine
} from "./chunk-G37PHZM2.mjs";
import {
  printableName
} from "./chunk-CP2KPV6Y.mjs";
import {
  CortexError,
  UpgradeRequiredError
} from "./chunk-JCOCGVG4.mjs";

// src/events/lines.ts
function formatWarning(warning) {
  return `${printableName(warning.file)}:${warning.line}: ${warning.message}`;
}
function describeLineError(error) {
  if (error instanceof UpgradeRequiredError) return `${error.message}; ${error.hint}`;
  if (error instanceof CortexError)
    return error.code === "NOT_JSON" ? error.message : `invalid event: ${error.message}`;
  return `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
}
function parseEventText(text, file) {
  const entries = [];
  const warnings = [];
  const lines = text.split("\n");
  const complete = text.endsWith("\n");
  if (complete) lines.pop();
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (line.trim() === "") continue;
    const lineNumber = i + 1;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)"
      });
      continue;
    }
    try {
      entries.push({ event: parseEventLine(line), line: lineNumber });
    } catch (error) {
      const torn = !complete && i === lines.length - 1;
      warnings.push({
        file,
        line: lineNumber,
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error)
      });
    }
  }
  return { entries, warnings };
}
var NEWLINE = 10;
var CARRIAGE_RETURN = 13;
function scanEventBytes(bytes, file, visit) {
  const warnings = [];
  const decoder = new TextDecoder();
  const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE;
  let lineNumber = 0;
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    lineNumber++;
    const line = decoder.decode(bytes.subarray(start, end));
    const lineStart = start;
    start = next;
    if (line.trim() === "") continue;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)"
      });
      continue;
    }
    try {
      visit({ event: parseEventLine(line), line: lineNumber, start: lineStart, end });
    } catch (error) {
      const torn = !complete && next >= bytes.length;
      warnings.push({
        file,
        line: lineNumber,
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error)
      });
    }
  }
  return warnings;
}
var HEAD_PREFIX = [...'{"v":1,"id":"'].map((char) => char.charCodeAt(0));
var HEAD_TS = [...'","ts":"'].map((char) => char.charCodeAt(0));
var HEAD_TYPE = [...'","type":"'].map((char) => char.charCodeAt(0));
var HEAD_ID_AT = HEAD_PREFIX.length;
var HEAD_TS_AT = HEAD_ID_AT + 26 + HEAD_TS.length;
var HEAD_TYPE_AT = HEAD_TS_AT + 24 + HEAD_TYPE.length;
var HEAD_TYPE_MAX = 40;
var ID_BYTE = new Uint8Array(128);
for (const char of "0123456789ABCDEFGHJKMNPQRSTVWXYZ") ID_BYTE[char.charCodeAt(0)] = 1;
var TS_SHAPE = "dddd-dd-ddTdd:dd:dd.dddZ";
var QUOTE = 34;
var CLOSING_BRACE = 125;
var HEAD_DECODER = new TextDecoder("latin1");
function bytesAre(bytes, at, expected) {
  for (let i = 0; i < expected.length; i++) if (bytes[at + i] !== expected[i]) return false;
  return true;
}
var HEAD_OFFSETS = { id: HEAD_ID_AT, ts: HEAD_TS_AT, type: HEAD_TYPE_AT };
function canonicalHeadEnd(bytes, start, end) {
  if (end - start < HEAD_TYPE_AT + 2 || bytes[end - 1] !== CLOSING_BRACE) return -1;
  if (!bytesAre(bytes, start, HEAD_PREFIX) || !bytesAre(bytes, start + HEAD_ID_AT + 26, HEAD_TS) || !bytesAre(bytes, start + HEAD_TS_AT + 24, HEAD_TYPE))
    return -1;
  for (let i = start + HEAD_ID_AT; i < start + HEAD_ID_AT + 26; i++)
    if (ID_BYTE[bytes[i]] !== 1) return -1;
  for (let i = 0; i < 24; i++) {
    const byte = bytes[start + HEAD_TS_AT + i];
    const shape = TS_SHAPE.charCodeAt(i);
    if (shape === 100 ? byte < 48 || byte > 57 : byte !== shape) return -1;
  }
  const typeStart = start + HEAD_TYPE_AT;
  let typeEnd = typeStart;
  while (typeEnd < end && typeEnd - typeStart < HEAD_TYPE_MAX && bytes[typeEnd] !== QUOTE)
    typeEnd++;
  return bytes[typeEnd] === QUOTE ? typeEnd : -1;
}
function readLineHead(bytes, start, end, typeEnd = canonicalHeadEnd(bytes, start, end)) {
  if (typeEnd < 0) return void 0;
  const text = HEAD_DECODER.decode(bytes.subarray(start + HEAD_ID_AT, typeEnd));
  const type = text.slice(HEAD_TYPE_AT - HEAD_ID_AT);
  if (!isEventType(type)) return void 0;
  return {
    id: text.slice(0, 26),
    ts: text.slice(HEAD_TS_AT - HEAD_ID_AT, HEAD_TS_AT - HEAD_ID_AT + 24),
    type
  };
}

export {
  formatWarning,
  describeLineError,
  parseEventText,
  scanEventBytes,
  HEAD_OFFSETS,
  canonicalHeadEnd,
  readLineHead
};
