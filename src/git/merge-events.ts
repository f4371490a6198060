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
import { sortKey } from '../events/order.js';

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
  /** Sort key: canonical time then id, as in events/order.ts. */
  key: string;
}

interface Side {
  byId: Map<string, Entry>;
  /** Non-blank lines that are neither events nor conflict markers. */
  invalid: string[];
}

/**
 * Reads one version of the file: the first occurrence of each id wins. Each line is fully
 * validated, but only its id, time and text are kept: merging large files stays cheap.
 */
function readSide(text: string): Side {
  const byId = new Map<string, Entry>();
  const invalid: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '' || isConflictMarker(line)) continue;
    let event: AnyEvent;
    try {
      event = parseEventLine(line);
    } catch {
      invalid.push(line);
      continue;
    }
    if (!byId.has(event.id)) byId.set(event.id, { line, key: sortKey(event) });
  }
  return { byId, invalid };
}

/**
 * Three-way merge of an event file at the level of events: an event present on either side
 * is kept, unless one side deleted it and the other left it as it was in the base (a
 * deliberate removal). When both sides hold different versions of the same id (one side
 * redacted it), the side that changed it from the base wins; if both did, ours.
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
    const takeTheirs = mine === undefined || (other !== undefined && mine.line === inBase && other.line !== inBase);
    kept.set(id, takeTheirs ? other! : mine);
  };
  for (const id of ours.byId.keys()) consider(id);
  for (const id of theirs.byId.keys()) consider(id);
  const ordered = [...kept.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const text = ordered.length ? ordered.map((entry) => entry.line).join('\n') + '\n' : '';
  return { clean: true, text, quarantined: [...new Set([...ours.invalid, ...theirs.invalid])] };
}

/** Repairs a file that was merged without the driver: every event kept, conflict markers gone. */
export function recoverEventFile(text: string): MergeResult {
  return mergeEventFiles({ base: '', ours: text, theirs: '' });
}
