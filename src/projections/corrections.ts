/**
 * The corrections fold: applies the control events (forget, supersede, pin, edit) to the
 * events they refer to and says, for each memory, what it currently says and whether it
 * still stands. The one place these rules live; the projections, search and MCP all read
 * memories through it.
 *
 * - `memory_retracted` forgets the events in `refs`. Forgetting a control event undoes
 *   it: forgetting a pin unpins, forgetting an edit restores the wording, forgetting a
 *   supersession brings the old memory back (and drops the replacement). Retractions are
 *   resolved newest first, so forgetting a retraction restores what it forgot.
 * - `memory_superseded` replaces the events in `refs`: they leave, and its content takes
 *   their place as a memory of the same type as the (first) one it replaces.
 * - `memory_pinned` pins, or with `data.pinned: false` unpins, the events in `refs`.
 * - `memory_edited` corrects the wording of the events in `refs` to its content.
 *
 * Controls apply in log order, whatever the order of the events they name (clocks
 * differ between machines, so a correction may sort before what it corrects). A
 * supersession whose targets are not in the log yet (another branch, not merged) waits
 * for them and shows nothing.
 */
import type { AnyEvent } from '../events/envelope.js';
import { EVENT_TYPES, type EventType } from '../events/types.js';

export type MemoryStatus = 'active' | 'superseded' | 'retracted';

/** Data fields a replacement inherits from what it replaces when it does not say otherwise. */
const INHERITED_DATA = ['kind', 'tags', 'files'] as const;

export interface Memory {
  /** The id of the event that introduced this wording: the original, or the superseding event. */
  id: string;
  /** That event. */
  event: AnyEvent;
  /** For a replacement, the type of what it replaced. */
  type: EventType;
  /** The current wording, after edits. */
  content: string;
  /** The type-specific fields in effect. */
  data: Record<string, unknown>;
  status: MemoryStatus;
  pinned: boolean;
  /** The memory_edited events applied to it, oldest first. */
  edits: AnyEvent[];
  /** The memories this one replaced. */
  replaces: Memory[];
  /** The id of the memory_superseded event that replaced it. */
  supersededBy?: string;
  /** The id of the memory_retracted event that forgot it. */
  retractedBy?: string;
  /** Position in log order, for stable ordering. */
  index: number;
}

export interface MemoryFold {
  /** Every memory, whatever its status, in log order (a replacement sits where its supersession does). */
  memories: Memory[];
  byId: ReadonlyMap<string, Memory>;
  /** Control events undone by a later retraction. */
  cancelled: ReadonlySet<string>;
}

function isControl(event: AnyEvent): boolean {
  return EVENT_TYPES[event.type].category === 'control';
}

export type CorrectionType =
  'memory_retracted' | 'memory_superseded' | 'memory_pinned' | 'memory_edited';

/** A correction event, as much of it as the fold reads (search keeps no more than this). */
export interface CorrectionEvent {
  id: string;
  type: CorrectionType;
  refs: readonly string[];
  /** For memory_pinned: false unpins. */
  pinned?: boolean;
}

/** What the corrections in a log say, memory by memory. */
export interface Corrections {
  /** Corrections undone by a later retraction. */
  cancelled: ReadonlySet<string>;
  /** Memories forgotten, each with the retraction that forgot it first. */
  retracted: ReadonlyMap<string, string>;
  /** Memories replaced, each with the supersession that replaced it first. */
  superseded: ReadonlyMap<string, string>;
  /**
   * Supersessions in effect (something they replace is in the log), each with the memories
   * it replaces, in the order it names them. A replacement is a memory in its own right.
   */
  replacements: ReadonlyMap<string, readonly string[]>;
  /** For each reworded memory, the memory_edited events applied to it, oldest first: the last one's content is its wording. */
  edits: ReadonlyMap<string, readonly string[]>;
  /** Memories pinned (and not unpinned since). */
  pinned: ReadonlySet<string>;
}

/** Control events that a retraction undoes, resolved newest first so that undoing an undo works. */
function cancelledControls(controls: readonly CorrectionEvent[]): Set<string> {
  const controlIds = new Set(controls.map((control) => control.id));
  const cancelled = new Set<string>();
  for (let i = controls.length - 1; i >= 0; i--) {
    const control = controls[i]!;
    if (control.type !== 'memory_retracted' || cancelled.has(control.id)) continue;
    for (const ref of control.refs) if (controlIds.has(ref)) cancelled.add(ref);
  }
  return cancelled;
}

/**
 * The correction rules, over the control events alone: `controls` in log order, and
 * `isMemory` saying which ids are memories in the log (events that are not controls).
 * Replacements count as memories from their supersession on, so a later correction can
 * forget, pin or reword a replacement. Pure; the projections and search both read
 * memories through it.
 */
export function foldCorrections(
  controls: readonly CorrectionEvent[],
  isMemory: (id: string) => boolean,
): Corrections {
  const cancelled = cancelledControls(controls);
  const retracted = new Map<string, string>();
  const superseded = new Map<string, string>();
  const replacements = new Map<string, string[]>();
  const edits = new Map<string, string[]>();
  const pinned = new Set<string>();
  const exists = (id: string) => replacements.has(id) || isMemory(id);
  for (const control of controls) {
    if (cancelled.has(control.id)) continue;
    const targets = control.refs.filter(exists);
    switch (control.type) {
      case 'memory_retracted':
        for (const target of targets) if (!retracted.has(target)) retracted.set(target, control.id);
        break;
      case 'memory_superseded':
        if (targets.length === 0 || exists(control.id)) break;
        replacements.set(control.id, targets);
        for (const target of targets)
          if (!superseded.has(target)) superseded.set(target, control.id);
        break;
      case 'memory_pinned':
        for (const target of targets) {
          if (control.pinned === false) pinned.delete(target);
          else pinned.add(target);
        }
        break;
      case 'memory_edited':
        for (const target of targets) {
          const list = edits.get(target);
          if (list) list.push(control.id);
          else edits.set(target, [control.id]);
        }
        break;
    }
  }
  return { cancelled, retracted, superseded, replacements, edits, pinned };
}

/** A memory's standing under the corrections: forgetting wins over replacing. */
export function statusOf(id: string, corrections: Corrections): MemoryStatus {
  if (corrections.retracted.has(id)) return 'retracted';
  return corrections.superseded.has(id) ? 'superseded' : 'active';
}

/** The correction a control event is, for the fold. */
export function correctionOf(event: AnyEvent): CorrectionEvent {
  const control: CorrectionEvent = {
    id: event.id,
    type: event.type as CorrectionType,
    refs: event.refs,
  };
  if (event.type === 'memory_pinned')
    control.pinned = (event.data as { pinned?: unknown }).pinned !== false;
  return control;
}

function newMemory(event: AnyEvent, index: number, type: EventType = event.type): Memory {
  return {
    id: event.id,
    event,
    type,
    content: event.content,
    data: event.data as Record<string, unknown>,
    status: 'active',
    pinned: false,
    edits: [],
    replaces: [],
    index,
  };
}

/**
 * Applies every correction in `events` (in log order, as readEventLog returns them) and
 * returns all memories with their status. Pure; same events, same result.
 */
export function foldMemories(events: readonly AnyEvent[]): MemoryFold {
  const byId = new Map<string, Memory>();
  const memories: Memory[] = [];
  const controls = new Map<string, { event: AnyEvent; index: number }>();
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (isControl(event)) {
      if (!controls.has(event.id)) controls.set(event.id, { event, index: i });
    } else if (!byId.has(event.id)) {
      const memory = newMemory(event, i);
      byId.set(event.id, memory);
      memories.push(memory);
    }
  }
  const corrections = foldCorrections(
    [...controls.values()].map(({ event }) => correctionOf(event)),
    (id) => byId.has(id),
  );

  // Replacements in log order, so one that replaces an earlier replacement finds it.
  for (const [id, replaced] of corrections.replacements) {
    const { event, index } = controls.get(id)!;
    const first = byId.get(replaced[0]!)!;
    const replacement = newMemory(event, index, first.type);
    const data: Record<string, unknown> = { ...(event.data as Record<string, unknown>) };
    for (const field of INHERITED_DATA) {
      if (data[field] === undefined && first.data[field] !== undefined)
        data[field] = first.data[field];
    }
    replacement.data = data;
    replacement.replaces = replaced.map((ref) => byId.get(ref)!);
    byId.set(id, replacement);
    memories.push(replacement);
  }
  for (const memory of memories) {
    memory.status = statusOf(memory.id, corrections);
    const retractedBy = corrections.retracted.get(memory.id);
    if (retractedBy !== undefined) memory.retractedBy = retractedBy;
    const supersededBy = corrections.superseded.get(memory.id);
    if (supersededBy !== undefined) memory.supersededBy = supersededBy;
    memory.pinned = corrections.pinned.has(memory.id);
    for (const edit of corrections.edits.get(memory.id) ?? []) {
      const event = controls.get(edit)!.event;
      memory.edits.push(event);
      memory.content = event.content;
      // A reviewer's edit of a decision record may correct the reason too (decision-review.ts).
      const reason = (event.data as { reason?: unknown }).reason;
      if (typeof reason === 'string') memory.data = { ...memory.data, reason };
    }
  }
  if (corrections.replacements.size > 0) memories.sort((a, b) => a.index - b.index);
  return { memories, byId, cancelled: corrections.cancelled };
}

/** The memories that still stand (neither forgotten nor replaced), in log order. */
export function activeMemories(events: readonly AnyEvent[]): Memory[] {
  return foldMemories(events).memories.filter((memory) => memory.status === 'active');
}
