/**
 * Corrections made by someone other than the memory's author: a teammate's branch (or a
 * hand-written event) that forgets, replaces, pins or rewords someone else's memory. They
 * are legitimate often enough (a reviewer's fix) to be obeyed, and dangerous often enough
 * (a forged retraction that silently deletes a real decision) to be shown. Also how far
 * ahead a date must be to count as in the future (future-dates.ts clamps those). Pure.
 */
import type { AnyEvent } from '../events/envelope.js';
import { shortId } from '../events/id.js';
import { oneLine } from './text-shapes.js';

const VERBS: Record<string, string> = {
  memory_retracted: 'forgot',
  memory_superseded: 'replaced',
  memory_pinned: 'pinned',
  memory_edited: 'reworded',
};

export interface ForeignCorrection {
  control: AnyEvent;
  target: AnyEvent;
}

/** Corrections (in `events`, log order) whose author differs from the author of the memory they correct. */
export function findForeignCorrections(events: readonly AnyEvent[]): ForeignCorrection[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  const found: ForeignCorrection[] = [];
  for (const control of events) {
    if (!(control.type in VERBS)) continue;
    for (const ref of control.refs) {
      const target = byId.get(ref);
      if (target && target.author !== control.author) found.push({ control, target });
    }
  }
  return found;
}

/** `dev2@example.com forgot a memory of dev@example.com: "Use advisory locks…" (4XK2M9QD, by 7F3K2M9Q).` */
export function describeForeignCorrection({ control, target }: ForeignCorrection): string {
  const verb =
    control.type === 'memory_pinned' && (control.data as { pinned?: unknown }).pinned === false
      ? 'unpinned'
      : VERBS[control.type]!;
  return `${oneLine(control.author ?? 'someone unrecorded', 80)} ${verb} a memory recorded by ${oneLine(target.author ?? 'someone unrecorded', 80)}: "${oneLine(target.content, 90)}" (${shortId(target.id)}, by ${shortId(control.id)}).`;
}

/** Slack for clocks that differ between machines before a date counts as in the future. */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
