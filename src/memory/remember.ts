/**
 * Remembering: a memory (and its pin, when asked) written on a face's behalf.
 */
import type { AnyEvent } from '../events/envelope.js';
import { memoryEvents, type MemoryRequest } from '../events/manual.js';
import {
  originOf,
  prepareInput,
  writeEvents,
  type ProjectionOutcome,
  type Writing,
} from './append.js';
import type { Caller, Project } from './open.js';

/** Writes a memory; returns its events (the memory first) and how many secrets were redacted. */
export async function remember(
  project: Project,
  caller: Caller,
  writing: Writing,
  request: MemoryRequest,
): Promise<{ events: AnyEvent[]; redacted: number } & ProjectionOutcome> {
  const { value, redacted } = await prepareInput(project, writing, {
    text: request.content,
    reason: request.reason,
    tags: request.tags,
    files: request.files,
  });
  const wanted: MemoryRequest = {
    ...request,
    content: value.text,
    tags: value.tags,
    reason: value.reason,
    files: value.files,
  };
  const events = memoryEvents(wanted, originOf(project, caller, writing.tool));
  const outcome = await writeEvents(project, caller, writing, events);
  return { events, redacted, ...outcome };
}
