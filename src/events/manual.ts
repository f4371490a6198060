/**
 * Events people write on purpose: a memory recorded by hand, and the corrections that
 * forget, replace, pin or reword earlier ones. Pure builders shared by the command line
 * and the MCP server; appending is the caller's business.
 */
import { CortexError } from '../errors.js';
import { makeEvent, type AnyEvent } from './envelope.js';
import { EVENT_TYPES, MEMORY_KINDS, type MemoryKind } from './types.js';

/** Who, when and where a manual event is recorded. */
export interface Origin {
  ts: string;
  branch: string | null;
  author: string | null;
  session: string | null;
  /** What recorded it, e.g. `cortex remember` or `mcp remember`. */
  tool: string;
  newId: () => string;
}

export interface MemoryRequest {
  content: string;
  kind: MemoryKind;
  tags?: readonly string[];
  reason?: string;
  files?: readonly string[];
  pin?: boolean;
}

function firstLine(text: string, max = 100): string {
  const line = text.split('\n', 1)[0]!.trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The memory, and a pin for it when asked. */
export function memoryEvents(request: MemoryRequest, origin: Origin): AnyEvent[] {
  const content = request.content.trim();
  if (content === '') throw new CortexError('EMPTY_MEMORY', 'the memory is empty');
  const kind = MEMORY_KINDS[request.kind];
  const envelope = {
    ts: origin.ts,
    session: origin.session,
    branch: origin.branch,
    author: origin.author,
  };
  const memory = makeEvent({
    ...envelope,
    id: origin.newId(),
    type: kind.type,
    content,
    source: { layer: 'manual', tool: origin.tool },
    data: {
      ...(kind.kind ? { kind: kind.kind } : {}),
      ...(request.tags?.length ? { tags: [...request.tags] } : {}),
      ...(request.files?.length ? { files: [...request.files] } : {}),
      ...(request.reason ? { reason: request.reason } : {}),
    },
  }) as AnyEvent;
  if (!request.pin) return [memory];
  return [memory, correctionEvent('memory_pinned', [memory], origin, { pinned: true })];
}

export type CorrectionType =
  'memory_retracted' | 'memory_superseded' | 'memory_pinned' | 'memory_edited';

/** Whether an event can be corrected: memories, and replacements made by supersede. */
export function isCorrectable(event: AnyEvent): boolean {
  return EVENT_TYPES[event.type].category !== 'control' || event.type === 'memory_superseded';
}

/** A control event applying to `targets`. */
export function correctionEvent(
  type: CorrectionType,
  targets: readonly AnyEvent[],
  origin: Origin,
  options: { content?: string; pinned?: boolean; reason?: string } = {},
): AnyEvent {
  if (targets.length === 0)
    throw new CortexError('NOTHING_TO_CORRECT', 'no memory to apply the correction to');
  for (const target of targets) {
    // Forgetting a correction undoes it; the other corrections apply to memories only.
    if (type !== 'memory_retracted' && !isCorrectable(target)) {
      throw new CortexError(
        'NOT_CORRECTABLE',
        `${target.id} is a ${target.type} event, not a memory`,
        {
          hint: 'corrections apply to memories (and to replacements made by supersede)',
        },
      );
    }
  }
  const about =
    targets.length === 1 ? firstLine(targets[0]!.content) : `${targets.length} memories`;
  let content: string;
  let data: Record<string, unknown> = {};
  switch (type) {
    case 'memory_retracted':
      content = targets.every((target) => !isCorrectable(target))
        ? `Undid: ${about}`
        : `Forgot: ${about}`;
      if (options.reason) data = { reason: options.reason };
      break;
    case 'memory_pinned':
      content = `${options.pinned === false ? 'Unpinned' : 'Pinned'}: ${about}`;
      data = { pinned: options.pinned !== false };
      break;
    case 'memory_superseded':
    case 'memory_edited':
      content = (options.content ?? '').trim();
      if (content === '') throw new CortexError('EMPTY_MEMORY', 'the new text is empty');
      break;
  }
  return makeEvent({
    id: origin.newId(),
    ts: origin.ts,
    type,
    content,
    session: origin.session,
    branch: origin.branch,
    author: origin.author,
    source: { layer: 'manual', tool: origin.tool },
    refs: targets.map((target) => target.id),
    data,
  }) as AnyEvent;
}
