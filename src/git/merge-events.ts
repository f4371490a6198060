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
import { canonicalTime } from '../events/order.js';
import { isEventType } from '../events/types.js';

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

/** A valid event line as it stands in the file (bytes kept, unknown fields and all). */
interface Entry {
  line: string;
  id: string;
  /** The time in canonical form (24 characters), which sorts as a string. */
  ts: string;
}

interface Side {
  byId: Map<string, Entry>;
  /** Non-blank lines that are neither events nor conflict markers. */
  invalid: string[];
}

/** How a line cortex wrote starts: version, id, canonical time and type, at fixed offsets. */
const PREFIX = '{"v":1,"id":"';
const TS_AT = PREFIX.length + 26;
const TYPE_AT = TS_AT + '","ts":"'.length + 24;
const ID_CHARS = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const CANONICAL_TS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * The id and sort key of a line in cortex's own canonical form, read from its start
 * without parsing the rest. git runs this driver in the middle of a merge, on files that
 * may hold tens of thousands of lines, and a full parse of each is most of its cost.
 * A line that looks complete in this form but is broken further on is carried into the
 * result as it was (readers report it by file and line, as they did before the merge);
 * nothing is lost either way. Any other line is parsed in full.
 */
function canonicalEntry(line: string): Entry | undefined {
  if (!line.startsWith(PREFIX) || !line.endsWith('}')) return undefined;
  if (!line.startsWith('","ts":"', TS_AT) || !line.startsWith('","type":"', TYPE_AT)) return undefined;
  const id = line.slice(PREFIX.length, TS_AT);
  const ts = line.slice(TS_AT + 8, TYPE_AT);
  const typeStart = TYPE_AT + '","type":"'.length;
  const type = line.slice(typeStart, line.indexOf('"', typeStart));
  if (!ID_CHARS.test(id) || !CANONICAL_TS.test(ts) || !isEventType(type)) return undefined;
  return { line, id, ts };
}

/** How many redaction markers a line holds. */
function redactions(line: string): number {
  let count = 0;
  for (let at = line.indexOf('[REDACTED:'); at !== -1; at = line.indexOf('[REDACTED:', at + 10)) count++;
  return count;
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
 * each event's id, time and text are kept: merging large files stays cheap.
 */
function readSide(text: string): Side {
  const byId = new Map<string, Entry>();
  const add = (entry: Entry): void => {
    const existing = byId.get(entry.id);
    byId.set(entry.id, existing ? keepRedacted(existing, entry) : entry);
  };
  const invalid: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '' || isConflictMarker(line)) continue;
    const canonical = canonicalEntry(line);
    if (canonical) {
      add(canonical);
      continue;
    }
    let event: AnyEvent;
    try {
      event = parseEventLine(line);
    } catch {
      invalid.push(line);
      continue;
    }
    add({ line, id: event.id, ts: canonicalTime(event) });
  }
  return { byId, invalid };
}

/**
 * Three-way merge of an event file at the level of events: an event present on either side
 * is kept, unless one side deleted it and the other left it as it was in the base (a
 * deliberate removal). When both sides hold different versions of the same id (one side
 * redacted it), the more redacted version wins; between equally redacted ones, the side
 * that changed it from the base, and ours if both did.
 */
export function mergeEventFiles(input: MergeInput): MergeResult {
  const base = readSide(input.base);
  const ours = readSide(input.ours);
  const theirs = readSide(input.theirs);
  const kept = new Map<string, Entry>();
  const consider = (id: string): void => {
    if (kept.has(id)) return;
    const inBase = base.byId.get(id)?.line;
    const mine = ours.byId.get(id);
    const other = theirs.byId.get(id);
    if (mine === undefined && other !== undefined && other.line === inBase) return;
    if (other === undefined && mine !== undefined && mine.line === inBase) return;
    if (mine === undefined || other === undefined) {
      kept.set(id, (mine ?? other)!);
      return;
    }
    // The more redacted version always wins (a merge never undoes a redaction); otherwise the
    // side that changed it from the base, and ours when both did.
    const [mineRedacted, otherRedacted] = [redactions(mine.line), redactions(other.line)];
    if (mineRedacted !== otherRedacted) kept.set(id, otherRedacted > mineRedacted ? other : mine);
    else kept.set(id, mine.line === inBase && other.line !== inBase ? other : mine);
  };
  for (const id of ours.byId.keys()) consider(id);
  for (const id of theirs.byId.keys()) consider(id);
  const ordered = [...kept.values()].sort((a, b) => (a.ts !== b.ts ? (a.ts < b.ts ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const text = ordered.length ? ordered.map((entry) => entry.line).join('\n') + '\n' : '';
  return { clean: true, text, quarantined: [...new Set([...ours.invalid, ...theirs.invalid])] };
}

/** Repairs a file that was merged without the driver: every event kept, conflict markers gone. */
export function recoverEventFile(text: string): MergeResult {
  return mergeEventFiles({ base: '', ours: text, theirs: '' });
}
