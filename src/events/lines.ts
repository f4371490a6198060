/**
 * Turning the text of an event file into events and warnings. Nothing here drops data:
 * a bad line becomes a warning naming its file and line number, and the caller leaves
 * the file as it is, so the line can still be repaired or recovered.
 */
import { printableName } from './control-characters.js';
import { CortexError, UpgradeRequiredError } from '../errors.js';
import { isConflictMarker, parseEventLine } from './codec.js';
import type { AnyEvent } from './envelope.js';
import { isEventType, type EventType } from './types.js';

/** A line that could not be read, with where it is. Lines are numbered from 1. */
export interface LogWarning {
  file: string;
  line: number;
  message: string;
}

export interface LocatedEvent {
  event: AnyEvent;
  line: number;
}

export function formatWarning(warning: LogWarning): string {
  return `${printableName(warning.file)}:${warning.line}: ${warning.message}`;
}

/** Explains why one line could not be read. */
export function describeLineError(error: unknown): string {
  if (error instanceof UpgradeRequiredError) return `${error.message}; ${error.hint}`;
  if (error instanceof CortexError)
    return error.code === 'NOT_JSON' ? error.message : `invalid event: ${error.message}`;
  return `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Parses every line of an event file. Blank lines are ignored; conflict markers, lines
 * that are not JSON, events that fail validation, and a last line cut short by a crash
 * are reported as warnings. Windows line endings are accepted.
 */
export function parseEventText(
  text: string,
  file: string,
): { entries: LocatedEvent[]; warnings: LogWarning[] } {
  const entries: LocatedEvent[] = [];
  const warnings: LogWarning[] = [];
  const lines = text.split('\n');
  const complete = text.endsWith('\n');
  if (complete) lines.pop();
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.trim() === '') continue;
    const lineNumber = i + 1;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message:
          "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)",
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
        message: torn
          ? `incomplete last line, probably a write cut short (${describeLineError(error)})`
          : describeLineError(error),
      });
    }
  }
  return { entries, warnings };
}

/** An event read from bytes, with its line number and where its line lies (`start`..`end`, without the newline). */
export interface LocatedLine extends LocatedEvent {
  start: number;
  end: number;
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Reads the events of NDJSON bytes line by line, as parseEventText reads text, handing each
 * to `visit` with where its line lies, and returns the warnings. Only one line is decoded
 * at a time, so a large file costs its bytes, not its bytes again as a string and every
 * event at once.
 */
export function scanEventBytes(
  bytes: Uint8Array,
  file: string,
  visit: (entry: LocatedLine) => void,
): LogWarning[] {
  const warnings: LogWarning[] = [];
  const decoder = new TextDecoder();
  const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE;
  let lineNumber = 0;
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    lineNumber++;
    const line = decoder.decode(bytes.subarray(start, end));
    const lineStart = start;
    start = next;
    if (line.trim() === '') continue;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message:
          "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)",
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
        message: torn
          ? `incomplete last line, probably a write cut short (${describeLineError(error)})`
          : describeLineError(error),
      });
    }
  }
  return warnings;
}

/** The start of a line as cortex writes it: its id, time and type, read without parsing the rest. */
export interface LineHead {
  id: string;
  /** The time in canonical form (24 characters), which sorts as a string. */
  ts: string;
  type: EventType;
}

/** `{"v":1,"id":"`, `","ts":"`, `","type":"` as bytes: where codec.ts puts the envelope's first fields. */
const HEAD_PREFIX = [...'{"v":1,"id":"'].map((char) => char.charCodeAt(0));
const HEAD_TS = [...'","ts":"'].map((char) => char.charCodeAt(0));
const HEAD_TYPE = [...'","type":"'].map((char) => char.charCodeAt(0));
const HEAD_ID_AT = HEAD_PREFIX.length;
const HEAD_TS_AT = HEAD_ID_AT + 26 + HEAD_TS.length;
const HEAD_TYPE_AT = HEAD_TS_AT + 24 + HEAD_TYPE.length;
/** The longest type name, with room to spare. */
const HEAD_TYPE_MAX = 40;
/** Which bytes may stand in an id (Crockford base32, uppercase), and where a canonical time has digits. */
const ID_BYTE = new Uint8Array(128);
for (const char of '0123456789ABCDEFGHJKMNPQRSTVWXYZ') ID_BYTE[char.charCodeAt(0)] = 1;
const TS_SHAPE = 'dddd-dd-ddTdd:dd:dd.dddZ';
const QUOTE = 0x22;
const CLOSING_BRACE = 0x7d;
const HEAD_DECODER = new TextDecoder('latin1');

function bytesAre(bytes: Uint8Array, at: number, expected: readonly number[]): boolean {
  for (let i = 0; i < expected.length; i++) if (bytes[at + i] !== expected[i]) return false;
  return true;
}

/** Where the id, time and type of a canonical line begin, from the line's start. */
export const HEAD_OFFSETS = { id: HEAD_ID_AT, ts: HEAD_TS_AT, type: HEAD_TYPE_AT } as const;

/**
 * Whether the line `bytes[start..end)` begins in cortex's own canonical form (codec.ts
 * writes the version, id, time and type first, at fixed places): the index of the quote
 * closing its type, else -1. The type's name is not checked (readLineHead does).
 */
export function canonicalHeadEnd(bytes: Uint8Array, start: number, end: number): number {
  if (end - start < HEAD_TYPE_AT + 2 || bytes[end - 1] !== CLOSING_BRACE) return -1;
  if (
    !bytesAre(bytes, start, HEAD_PREFIX) ||
    !bytesAre(bytes, start + HEAD_ID_AT + 26, HEAD_TS) ||
    !bytesAre(bytes, start + HEAD_TS_AT + 24, HEAD_TYPE)
  )
    return -1;
  for (let i = start + HEAD_ID_AT; i < start + HEAD_ID_AT + 26; i++)
    if (ID_BYTE[bytes[i]!] !== 1) return -1;
  for (let i = 0; i < 24; i++) {
    const byte = bytes[start + HEAD_TS_AT + i]!;
    const shape = TS_SHAPE.charCodeAt(i);
    if (shape === 0x64 /* d */ ? byte < 0x30 || byte > 0x39 : byte !== shape) return -1;
  }
  const typeStart = start + HEAD_TYPE_AT;
  let typeEnd = typeStart;
  while (typeEnd < end && typeEnd - typeStart < HEAD_TYPE_MAX && bytes[typeEnd] !== QUOTE)
    typeEnd++;
  return bytes[typeEnd] === QUOTE ? typeEnd : -1;
}

/**
 * The id, time and type of the line `bytes[start..end)` when it is in cortex's canonical
 * form with a known type (see canonicalHeadEnd), else undefined. Only these bytes are
 * looked at: a line whose start is well formed may still be broken further on, which only
 * parsing it (parseEventLine) tells. A reader that skips lines on their head alone parses
 * the ones it keeps.
 */
export function readLineHead(
  bytes: Uint8Array,
  start: number,
  end: number,
  typeEnd = canonicalHeadEnd(bytes, start, end),
): LineHead | undefined {
  if (typeEnd < 0) return undefined;
  // One short decode for the three fields (ASCII, checked above).
  const text = HEAD_DECODER.decode(bytes.subarray(start + HEAD_ID_AT, typeEnd));
  const type = text.slice(HEAD_TYPE_AT - HEAD_ID_AT);
  if (!isEventType(type)) return undefined;
  return {
    id: text.slice(0, 26),
    ts: text.slice(HEAD_TS_AT - HEAD_ID_AT, HEAD_TS_AT - HEAD_ID_AT + 24),
    type,
  };
}
