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

/** Control events that a retraction undoes, resolved newest first so that undoing an undo works. */
function cancelledControls(events: readonly AnyEvent[], controlIds: ReadonlySet<string>): Set<string> {
  const cancelled = new Set<string>();
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type !== 'memory_retracted' || cancelled.has(event.id)) continue;
    for (const ref of event.refs) if (controlIds.has(ref)) cancelled.add(ref);
  }
  return cancelled;
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
  const controlIds = new Set<string>();
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (isControl(event)) {
      controlIds.add(event.id);
    } else if (!byId.has(event.id)) {
      const memory = newMemory(event, i);
      byId.set(event.id, memory);
      memories.push(memory);
    }
  }
  const cancelled = cancelledControls(events, controlIds);

  let replacementsAdded = false;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (!controlIds.has(event.id) || cancelled.has(event.id)) continue;
    const targets = event.refs.map((ref) => byId.get(ref)).filter((memory): memory is Memory => memory !== undefined);
    switch (event.type) {
      case 'memory_retracted':
        for (const target of targets) {
          if (target.status !== 'retracted') {
            target.status = 'retracted';
            target.retractedBy = event.id;
          }
        }
        break;
      case 'memory_superseded': {
        if (targets.length === 0 || byId.has(event.id)) break;
        const replacement = newMemory(event, i, targets[0]!.type);
        const data: Record<string, unknown> = { ...(event.data as Record<string, unknown>) };
        for (const field of INHERITED_DATA) {
          if (data[field] === undefined && targets[0]!.data[field] !== undefined) data[field] = targets[0]!.data[field];
        }
        replacement.data = data;
        replacement.replaces = targets;
        for (const target of targets) {
          if (target.status === 'active') target.status = 'superseded';
          target.supersededBy ??= event.id;
        }
        byId.set(event.id, replacement);
        memories.push(replacement);
        replacementsAdded = true;
        break;
      }
      case 'memory_pinned':
        for (const target of targets) target.pinned = (event.data as { pinned: boolean }).pinned;
        break;
      case 'memory_edited':
        for (const target of targets) {
          target.content = event.content;
          target.edits.push(event);
        }
        break;
      default:
        break;
    }
  }
  if (replacementsAdded) memories.sort((a, b) => a.index - b.index);
  return { memories, byId, cancelled };
}

/** The memories that still stand (neither forgotten nor replaced), in log order. */
export function activeMemories(events: readonly AnyEvent[]): Memory[] {
  return foldMemories(events).memories.filter((memory) => memory.status === 'active');
}
