/**
 * How correction events change what search shows: a retracted or superseded memory is
 * left out, an edited memory is found by its latest wording, a pinned one gets a boost.
 * Search needs only this much of the correction fold, behind `foldCorrections`, so the
 * projections' fuller fold can take its place without touching the rest of search.
 */
import type { ControlRecord, SearchRecord } from './documents.js';

export interface Corrections {
  /** Memories retracted or superseded (by id). */
  removed: ReadonlySet<string>;
  /** For a memory that was edited: the event id of the record holding its latest wording. */
  current: ReadonlyMap<string, string>;
  /** Memories pinned (and not unpinned since). */
  pinned: ReadonlySet<string>;
}

/**
 * Folds the correction events, oldest first by id (ids sort by time). A retracted edit no
 * longer counts; later edits and pins win over earlier ones.
 */
export function foldCorrections(controls: readonly ControlRecord[]): Corrections {
  const ordered = [...controls].sort((a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
  const retracted = new Set<string>();
  for (const control of ordered) if (control.type === 'memory_retracted') for (const ref of control.refs) retracted.add(ref);
  const removed = new Set(retracted);
  const current = new Map<string, string>();
  const pinned = new Set<string>();
  for (const control of ordered) {
    if (retracted.has(control.eventId)) continue;
    switch (control.type) {
      case 'memory_superseded':
        for (const ref of control.refs) removed.add(ref);
        break;
      case 'memory_edited':
        if (control.refs[0] !== undefined) current.set(control.refs[0], control.eventId);
        break;
      case 'memory_pinned':
        for (const ref of control.refs) {
          if (control.pinned === false) pinned.delete(ref);
          else pinned.add(ref);
        }
        break;
      case 'memory_retracted':
        break;
    }
  }
  return { removed, current, pinned };
}

/** Whether a record is shown by default: not removed, and holding its memory's current wording. */
export function isCurrent(record: Pick<SearchRecord, 'id' | 'eventId'>, corrections: Corrections): boolean {
  if (corrections.removed.has(record.id) || corrections.removed.has(record.eventId)) return false;
  const current = corrections.current.get(record.id);
  return current === undefined ? record.eventId === record.id : current === record.eventId;
}
