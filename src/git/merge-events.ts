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
import { canonicalHeadEnd, HEAD_OFFSETS } from '../events/lines.js';
import { isEventType } from '../events/types.js';
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
  /**
   * The merged file, in pieces to be written one after the other: slices of the inputs
   * (each a run of lines that follow each other in one of them) and newlines. Joining them
   * into one buffer would copy (and page in) the whole file once more.
   */
  pieces: Buffer[];
}

/**
 * One version of the file: where each valid event line is (its bytes are kept as they
 * stand, unknown fields and all, and never copied: consecutive kept lines are written as
 * one piece), its id and time, and the lines that are not events. Lines are held in flat
 * arrays rather than an object each: a side may hold tens of thousands, and a merge driver
 * that allocates less spends less of git's time collecting garbage.
 */
class Side {
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly ids: string[] = [];
  /** Times in canonical form (24 characters), which sort as strings. */
  readonly times: string[] = [];
  /** The line kept for each id. */
  readonly byId = new Map<string, number>();
  /** Non-blank lines that are neither events nor conflict markers. */
  readonly invalid: string[] = [];

  constructor(readonly bytes: Buffer) {}

  /** The line's bytes. */
  line(index: number): Buffer {
    return this.bytes.subarray(this.starts[index], this.ends[index]);
  }

  /**
   * Takes a valid line: the first occurrence of each id wins, unless a later one is more
   * redacted (a file merged without the driver holds both sides' versions).
   */
  add(start: number, end: number, id: string, ts: string): void {
    const index = this.starts.push(start) - 1;
    this.ends.push(end);
    this.ids.push(id);
    this.times.push(ts);
    const existing = this.byId.get(id);
    if (existing === undefined || redactions(this.line(index)) > redactions(this.line(existing)))
      this.byId.set(id, index);
  }
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const NEWLINE_BYTES = Buffer.from('\n');
const TS_LENGTH = 24;
const ID_LENGTH = 26;

/** How many redaction markers a line holds. */
function redactions(line: Buffer): number {
  let count = 0;
  for (let at = line.indexOf('[REDACTED:'); at !== -1; at = line.indexOf('[REDACTED:', at + 10))
    count++;
  return count;
}

/** Whether line `a` of side `as` and line `b` of side `bs` hold the same bytes (an absent one is like no other). */
function sameLine(as: Side, a: number | undefined, bs: Side, b: number | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const length = as.ends[a]! - as.starts[a]!;
  return (
    length === bs.ends[b]! - bs.starts[b]! &&
    as.bytes.compare(bs.bytes, bs.starts[b], bs.ends[b], as.starts[a], as.ends[a]) === 0
  );
}

/**
 * Reads one version of the file. Only each event's id, time and place are kept: merging
 * large files stays cheap. A line in cortex's own canonical form is known by its head
 * (events/lines.ts canonicalHeadEnd) without parsing the rest: git runs this driver in the
 * middle of a merge, on files that may hold tens of thousands of lines, and a full parse of
 * each would be most of its cost. Such a line broken further on is carried into the result
 * as it was (readers report it by file and line, as they did before the merge); nothing is
 * lost either way. Any other line is parsed in full.
 */
function readSide(bytes: Buffer): Side {
  const side = new Side(bytes);
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    const lineStart = start;
    start = next;
    const typeEnd = canonicalHeadEnd(bytes, lineStart, end);
    // The head's fields are ASCII (checked by canonicalHeadEnd): latin1 decodes them as they are.
    if (
      typeEnd >= 0 &&
      isEventType(bytes.toString('latin1', lineStart + HEAD_OFFSETS.type, typeEnd))
    ) {
      const idAt = lineStart + HEAD_OFFSETS.id;
      const tsAt = lineStart + HEAD_OFFSETS.ts;
      side.add(
        lineStart,
        end,
        bytes.toString('latin1', idAt, idAt + ID_LENGTH),
        bytes.toString('latin1', tsAt, tsAt + TS_LENGTH),
      );
      continue;
    }
    const line = bytes.toString('utf8', lineStart, end);
    if (line.trim() === '' || isConflictMarker(line)) continue;
    let event: AnyEvent;
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

/**
 * The kept lines, each ending in a newline, as pieces of their files. Lines that follow
 * each other in their file (the usual case: each side's own events in a run) make one piece.
 */
function linePieces(kept: readonly number[], sides: readonly [Side, Side]): Buffer[] {
  const pieces: Buffer[] = [];
  for (let i = 0; i < kept.length;) {
    const side = sides[kept[i]! & 1]!;
    const first = kept[i]! >> 1;
    let last = first;
    for (i++; i < kept.length && sides[kept[i]! & 1] === side; i++) {
      const next = kept[i]! >> 1;
      // Only a lone newline lies between: a line that ended in CR LF, or a blank line, ends the piece.
      if (side.starts[next] !== side.ends[last]! + 1) break;
      last = next;
    }
    pieces.push(side.bytes.subarray(side.starts[first], side.ends[last]), NEWLINE_BYTES);
  }
  return pieces;
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
  // Kept lines as numbers: the line's index in its side, times two, plus 1 for theirs.
  const kept: number[] = [];
  // By index rather than through the maps' iterators: a merge driver runs once, mostly before
  // the JIT has compiled its loops, where each iterator step costs an allocation.
  for (let mine = 0; mine < ours.ids.length; mine++) {
    const id = ours.ids[mine]!;
    if (ours.byId.get(id) !== mine) continue; // Another line holds this id.
    const other = theirs.byId.get(id);
    const inBase = base.byId.get(id);
    if (other === undefined) {
      // Theirs removed what ours left as it was: removed.
      if (!sameLine(ours, mine, base, inBase)) kept.push(mine * 2);
      continue;
    }
    // The more redacted version always wins (a merge never undoes a redaction); otherwise the
    // side that changed it from the base. When both sides hold a version of their own, both
    // are kept: readers keep both facts and report the collision, and the result is the same
    // whichever side is ours (which one keeps the id is decided on read, by the events alone).
    const [mineRedacted, otherRedacted] = [
      redactions(ours.line(mine)),
      redactions(theirs.line(other)),
    ];
    if (mineRedacted !== otherRedacted)
      kept.push(otherRedacted > mineRedacted ? other * 2 + 1 : mine * 2);
    else if (sameLine(ours, mine, theirs, other) || sameLine(theirs, other, base, inBase))
      kept.push(mine * 2);
    else if (sameLine(ours, mine, base, inBase)) kept.push(other * 2 + 1);
    else kept.push(mine * 2, other * 2 + 1);
  }
  for (let other = 0; other < theirs.ids.length; other++) {
    const id = theirs.ids[other]!;
    // Ours removed what theirs left as it was: removed.
    if (
      theirs.byId.get(id) === other &&
      !ours.byId.has(id) &&
      !sameLine(theirs, other, base, base.byId.get(id))
    )
      kept.push(other * 2 + 1);
  }
  const sides = [ours, theirs] as const;
  // By time, then id, then bytes (two versions of one id).
  kept.sort((a, b) => {
    const [as, bs] = [sides[a & 1]!, sides[b & 1]!];
    const [ai, bi] = [a >> 1, b >> 1];
    const [at, bt] = [as.times[ai]!, bs.times[bi]!];
    if (at !== bt) return at < bt ? -1 : 1;
    const [aid, bid] = [as.ids[ai]!, bs.ids[bi]!];
    if (aid !== bid) return aid < bid ? -1 : 1;
    return as.bytes.compare(bs.bytes, bs.starts[bi], bs.ends[bi], as.starts[ai], as.ends[ai]);
  });
  return {
    clean: true,
    pieces: linePieces(kept, sides),
    quarantined: [...new Set([...ours.invalid, ...theirs.invalid])],
  };
}

/** mergeEventBytes on text. */
export function mergeEventFiles(input: MergeInput): MergeResult {
  const { pieces, ...rest } = mergeEventBytes({
    base: Buffer.from(input.base),
    ours: Buffer.from(input.ours),
    theirs: Buffer.from(input.theirs),
  });
  return { ...rest, text: Buffer.concat(pieces).toString('utf8') };
}

/** Repairs a file that was merged without the driver: every event kept, conflict markers gone. */
export function recoverEventFile(text: string): MergeResult {
  return mergeEventFiles({ base: '', ours: text, theirs: '' });
}
