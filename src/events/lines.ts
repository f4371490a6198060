/**
 * Turning the text of an event file into events and warnings. Nothing here drops data:
 * a bad line becomes a warning naming its file and line number, and the caller leaves
 * the file as it is, so the line can still be repaired or recovered.
 */
import { CortexError, UpgradeRequiredError } from '../errors.js';
import { isConflictMarker, parseEventLine } from './codec.js';
import type { AnyEvent } from './envelope.js';

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
  return `${warning.file}:${warning.line}: ${warning.message}`;
}

/** Explains why one line could not be read. */
export function describeLineError(error: unknown): string {
  if (error instanceof UpgradeRequiredError) return `${error.message}; ${error.hint}`;
  if (error instanceof CortexError) return error.code === 'NOT_JSON' ? error.message : `invalid event: ${error.message}`;
  return `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Parses every line of an event file. Blank lines are ignored; conflict markers, lines
 * that are not JSON, events that fail validation, and a last line cut short by a crash
 * are reported as warnings. Windows line endings are accepted.
 */
export function parseEventText(text: string, file: string): { entries: LocatedEvent[]; warnings: LogWarning[] } {
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
        message: 'git conflict marker (the file was merged without cortex\'s merge driver; `cortex doctor --fix` recovers it)',
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
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error),
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
export function scanEventBytes(bytes: Uint8Array, file: string, visit: (entry: LocatedLine) => void): LogWarning[] {
  const warnings: LogWarning[] = [];
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
    if (line.trim() === '') continue;
    if (isConflictMarker(line)) {
      warnings.push({ file, line: lineNumber, message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)" });
      continue;
    }
    try {
      visit({ event: parseEventLine(line), line: lineNumber, start: lineStart, end });
    } catch (error) {
      const torn = !complete && next >= bytes.length;
      warnings.push({ file, line: lineNumber, message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error) });
    }
  }
  return warnings;
}
