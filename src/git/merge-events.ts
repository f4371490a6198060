/**
 * Merging two versions of one event file, for git's merge driver. Event files are only
 * ever appended to, and a committed one is never changed, so this runs only when something
 * unusual changed the same file on both sides (a hand edit, a redaction, a file merged
 * earlier without the driver). The result is the union of the events by id, sorted; lines
 * that are not valid events (garbage, conflict markers) go to a quarantine instead of
 * being dropped, so nothing is lost.
 */
import { isConflictMarker, parseEventLine } from '../events/codec.js';
import type { AnyEvent } from '../events/envelope.js';
import { readLineHead } from '../events/lines.js';
import { canonicalTime } from '../events/order.js';

export interface MergeInput {
  base: string;
  ours: string;
  theirs: string;
}

export interface MergeResult {
  /** Always true: an event file can always be merged without a conflict. */
  clean: boolean;
  text: string;
  /** Lines that are not valid events, from either side, in order of appearance, each once. */
  quarantined: string[];
}

/** The three versions as bytes (valid UTF-8: the driver makes sure). */
export interface MergeBytesInput {
  base: Buffer;
  ours: Buffer;
  theirs: Buffer;
}

export interface MergeBytesResult extends Omit<MergeResult, 'text'> {
  bytes: Buffer;
}

/** A valid event line as it stands in the file (bytes kept, unknown fields and all). */
interface Entry {
  line: Buffer;
  id: string;
  /** The time in canonical form (24 characters), which sorts as a string. */
  ts: string;
}

interface Side {
  byId: Map<string, Entry>;
  /** Non-blank lines that are neither events nor conflict markers. */
  invalid: string[];
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const NEWLINE_BYTES = Buffer.from('\n');

/** How many redaction markers a line holds. */
function redactions(line: Buffer): number {
  let count = 0;
  for (let at = line.indexOf('[REDACTED:'); at !== -1; at = line.indexOf('[REDACTED:', at + 10)) count++;
  return count;
}

/** Whether two lines hold the same bytes (an absent one is like no other). */
function sameLine(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a !== undefined && b !== undefined && a.equals(b);
}

/**
 * Of two versions of one event, the one to keep when nothing else decides: the more
 * redacted one (a merge must never undo `cortex redact`), else the first.
 */
function keepRedacted(first: Entry, second: Entry): Entry {
  return redactions(second.line) > redactions(first.line) ? second : first;
}

/**
 * Reads one version of the file: the first occurrence of each id wins, unless a later one
 * is more redacted (a file merged without the driver holds both sides' versions). Only
 * each event's id, time and bytes are kept: merging large files stays cheap. A line in
 * cortex's own canonical form is known by its head (events/lines.ts readLineHead) without
 * parsing the rest: git runs this driver in the middle of a merge, on files that may hold
 * tens of thousands of lines, and a full parse of each would be most of its cost. Such a
 * line broken further on is carried into the result as it was (readers report it by file
 * and line, as they did before the merge); nothing is lost either way. Any other line is
 * parsed in full.
 */
function readSide(bytes: Buffer): Side {
  const byId = new Map<string, Entry>();
  const add = (entry: Entry): void => {
    const existing = byId.get(entry.id);
    byId.set(entry.id, existing ? keepRedacted(existing, entry) : entry);
  };
  const invalid: string[] = [];
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    const lineStart = start;
    start = next;
    const head = readLineHead(bytes, lineStart, end);
    if (head) {
      add({ line: bytes.subarray(lineStart, end), id: head.id, ts: head.ts });
      continue;
    }
    const line = bytes.toString('utf8', lineStart, end);
    if (line.trim() === '' || isConflictMarker(line)) continue;
    let event: AnyEvent;
    try {
      event = parseEventLine(line);
    } catch {
      invalid.push(line);
      continue;
    }
    add({ line: bytes.subarray(lineStart, end), id: event.id, ts: canonicalTime(event) });
  }
  return { byId, invalid };
}

/**
 * Three-way merge of an event file at the level of events: an event present on either side
 * is kept, unless one side deleted it and the other left it as it was in the base (a
 * deliberate removal). When both sides hold different versions of the same id (one side
 * redacted it), the more redacted version wins; between equally redacted ones, the side
 * that changed it from the base, and both if both did (an id collision, kept as two facts:
 * swapping ours and theirs gives the same bytes).
 */
export function mergeEventBytes(input: MergeBytesInput): MergeBytesResult {
  const base = readSide(input.base);
  const ours = readSide(input.ours);
  const theirs = readSide(input.theirs);
  const kept = new Map<string, Entry[]>();
  const consider = (id: string): void => {
    if (kept.has(id)) return;
    const inBase = base.byId.get(id)?.line;
    const mine = ours.byId.get(id);
    const other = theirs.byId.get(id);
    if (mine === undefined && other !== undefined && sameLine(other.line, inBase)) return;
    if (other === undefined && mine !== undefined && sameLine(mine.line, inBase)) return;
    if (mine === undefined || other === undefined) {
      kept.set(id, [(mine ?? other)!]);
      return;
    }
    // The more redacted version always wins (a merge never undoes a redaction); otherwise the
    // side that changed it from the base. When both sides hold a version of their own, both
    // are kept: readers keep both facts and report the collision, and the result is the same
    // whichever side is ours (which one keeps the id is decided on read, by the events alone).
    const [mineRedacted, otherRedacted] = [redactions(mine.line), redactions(other.line)];
    if (mineRedacted !== otherRedacted) kept.set(id, [otherRedacted > mineRedacted ? other : mine]);
    else if (sameLine(mine.line, other.line) || sameLine(other.line, inBase)) kept.set(id, [mine]);
    else if (sameLine(mine.line, inBase)) kept.set(id, [other]);
    else kept.set(id, [mine, other]);
  };
  for (const id of ours.byId.keys()) consider(id);
  for (const id of theirs.byId.keys()) consider(id);
  const ordered = [...kept.values()]
    .flat()
    .sort((a, b) => (a.ts !== b.ts ? (a.ts < b.ts ? -1 : 1) : a.id !== b.id ? (a.id < b.id ? -1 : 1) : Buffer.compare(a.line, b.line)));
  const pieces: Buffer[] = [];
  for (const entry of ordered) pieces.push(entry.line, NEWLINE_BYTES);
  return { clean: true, bytes: Buffer.concat(pieces), quarantined: [...new Set([...ours.invalid, ...theirs.invalid])] };
}

/** mergeEventBytes on text. */
export function mergeEventFiles(input: MergeInput): MergeResult {
  const { bytes, ...rest } = mergeEventBytes({ base: Buffer.from(input.base), ours: Buffer.from(input.ours), theirs: Buffer.from(input.theirs) });
  return { ...rest, text: bytes.toString('utf8') };
}

/** Repairs a file that was merged without the driver: every event kept, conflict markers gone. */
export function recoverEventFile(text: string): MergeResult {
  return mergeEventFiles({ base: '', ours: text, theirs: '' });
}
