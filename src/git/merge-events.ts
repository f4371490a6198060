/**
 * Merging two versions of one event file, for git's merge driver. Event files are only
 * ever appended to, and a committed one is never changed, so this runs only when something
 * unusual changed the same file on both sides (a hand edit, a redaction, a file merged
 * earlier without the driver). The result is the union of the events by id, sorted; lines
 * that are not valid events (garbage, conflict markers) go to a quarantine instead of
 * being dropped, so nothing is lost.
 */
import { isConflictMarker, serializeEvent } from '../events/codec.js';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventText } from '../events/lines.js';
import { orderEvents } from '../events/order.js';

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

/** The valid events of a file by id (first occurrence wins), and its other non-blank lines. */
function readSide(text: string): { events: Map<string, AnyEvent>; lines: Map<string, string>; invalid: string[] } {
  const parsed = parseEventText(text, '');
  const events = new Map<string, AnyEvent>();
  const lines = new Map<string, string>();
  for (const { event } of parsed.entries) {
    if (events.has(event.id)) continue;
    events.set(event.id, event);
    lines.set(event.id, serializeEvent(event));
  }
  // Conflict markers carry nothing worth keeping; any other unreadable line is kept aside.
  const all = text.split('\n');
  const invalid = parsed.warnings.map((warning) => all[warning.line - 1]!.replace(/\r$/, '')).filter((line) => !isConflictMarker(line));
  return { events, lines, invalid };
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
  const kept: AnyEvent[] = [];
  const ids = new Set([...ours.events.keys(), ...theirs.events.keys()]);
  for (const id of ids) {
    const inBase = base.lines.get(id);
    const mine = ours.lines.get(id);
    const other = theirs.lines.get(id);
    if (mine === undefined && other !== undefined && inBase !== undefined && other === inBase) continue;
    if (other === undefined && mine !== undefined && inBase !== undefined && mine === inBase) continue;
    const takeTheirs = mine === undefined || (other !== undefined && mine === inBase && other !== inBase);
    kept.push(takeTheirs ? theirs.events.get(id)! : ours.events.get(id)!);
  }
  const quarantined = [...new Set([...ours.invalid, ...theirs.invalid])];
  const ordered = orderEvents(kept).events;
  const text = ordered.length ? ordered.map(serializeEvent).join('\n') + '\n' : '';
  return { clean: true, text, quarantined };
}

/** Repairs a file that was merged without the driver: every event kept, conflict markers gone. */
export function recoverEventFile(text: string): MergeResult {
  return mergeEventFiles({ base: '', ours: text, theirs: '' });
}
