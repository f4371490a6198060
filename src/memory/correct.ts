/**
 * The corrections other than forgetting (memory/forget.ts): superseding a memory with new
 * text, pinning and unpinning, rewording. Each is one control event naming its targets.
 */
import { CortexError } from '../errors.js';
import type { AnyEvent } from '../events/envelope.js';
import { shortId } from '../events/id.js';
import { correctionEvent } from '../events/manual.js';
import { foldMemories, type Memory } from '../projections/corrections.js';
import { readMemoryView } from '../projections/memory-view.js';
import { findLoggedEvent } from '../events/lookup.js';
import { readEventLog } from '../events/store.js';
import { editDraftFile } from '../events/paths.js';
import { trustedCorrections } from '../trust/provenance-view.js';
import {
  originOf,
  prepareInput,
  writeEvents,
  type ProjectionOutcome,
  type Writing,
} from './append.js';
import type { Caller, Project } from './open.js';

/** Replaces `targets` with `content` (redacted when from an assistant); returns the supersession. */
export async function supersede(
  project: Project,
  caller: Caller,
  writing: Writing,
  targets: readonly AnyEvent[],
  content: string,
): Promise<{ event: AnyEvent; redacted: number } & ProjectionOutcome> {
  const { value, redacted } = await prepareInput(project, writing, { text: content });
  const event = correctionEvent(
    'memory_superseded',
    targets,
    originOf(project, caller, writing.tool),
    { content: value.text },
  );
  return { event, redacted, ...(await writeEvents(project, caller, writing, [event])) };
}

/** Pins (or unpins) `targets`; returns the memory_pinned event. */
export async function pin(
  project: Project,
  caller: Caller,
  writing: Writing,
  targets: readonly AnyEvent[],
  pinned: boolean,
): Promise<{ event: AnyEvent } & ProjectionOutcome> {
  const event = correctionEvent('memory_pinned', targets, originOf(project, caller, writing.tool), {
    pinned,
  });
  return { event, ...(await writeEvents(project, caller, writing, [event])) };
}

/** Rewords `memory` (see editableMemory); returns the memory_edited event. */
export async function edit(
  project: Project,
  caller: Caller,
  writing: Writing,
  memory: Memory,
  content: string,
): Promise<{ event: AnyEvent } & ProjectionOutcome> {
  const event = correctionEvent(
    'memory_edited',
    [memory.event],
    originOf(project, caller, writing.tool),
    { content },
  );
  return { event, ...(await writeEvents(project, caller, writing, [event])) };
}

/** The memory an id names, if it can be reworded; otherwise an error saying what to do instead. */
export function editableMemory(memory: Memory | undefined, id: string, type: string): Memory {
  if (!memory) {
    throw new CortexError('NOT_CORRECTABLE', `${id} is a ${type} event, not a memory`, {
      hint: 'edit the memory it corrects instead',
    });
  }
  if (memory.status === 'retracted') {
    throw new CortexError(
      'FORGOTTEN',
      `${shortId(memory.id)} was forgotten (by ${shortId(memory.retractedBy!)})`,
      {
        hint: `'cortex forget ${shortId(memory.retractedBy!)}' brings it back first`,
      },
    );
  }
  if (memory.status === 'superseded') {
    throw new CortexError(
      'SUPERSEDED',
      `${shortId(memory.id)} was superseded by ${shortId(memory.supersededBy!)}`,
      {
        hint: `edit the replacement: cortex edit ${shortId(memory.supersededBy!)}`,
      },
    );
  }
  return memory;
}

/**
 * The memory a person names by id for rewording (a unique prefix, or the short form), in the
 * wording the briefing shows: a stranger's forget, replacement or rewording is not applied.
 * Throws what to do instead when it cannot be reworded.
 */
export function findEditableMemory(project: Project, id: string): Memory {
  const log = readEventLog(project.paths, { local: true });
  const target = findLoggedEvent(log, id);
  const fold = foldMemories(trustedCorrections(project, readMemoryView(project), log.events));
  return editableMemory(fold.byId.get(target.id), target.id, target.type);
}

/** Where `cortex edit` puts the text it opens in an editor (under `.cortex/local/`, never committed). */
export function editDraftPath(project: Project, memory: Memory): string {
  return editDraftFile(project.paths, shortId(memory.id));
}
