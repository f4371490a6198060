/**
 * Writing to the memory on a face's behalf: who, when and where a new event is recorded,
 * appending as the face's writer, redacting text that did not come from a transcript, and
 * bringing the committed projections up to date.
 */
import type { AnyEvent } from '../events/envelope.js';
import { newEventId } from '../events/id.js';
import type { Origin } from '../events/manual.js';
import { appendEvents, type AppendResult } from '../events/store.js';
import { headReader } from '../git/plumbing/repo.js';
import { affectsCommittedProjections } from '../projections/affects.js';
import { currentAuthor, currentBranch, type Caller, type Face, type Project } from './open.js';

/** Who, when and where an event written by `tool` is recorded. */
export function originOf(project: Project, caller: Caller, tool: string): Origin {
  const now = caller.now();
  return {
    ts: now.toISOString(),
    session: null,
    branch: currentBranch(project),
    author: currentAuthor(project),
    tool,
    newId: () => newEventId(now.getTime(), caller.entropy()),
  };
}

/** Appends events as this clone's writer for `face`. */
export function appendAs(
  project: Project,
  caller: Caller,
  face: Face,
  events: readonly AnyEvent[],
): AppendResult {
  return appendEvents(project.paths, headReader(project.repo), events, {
    writer: face,
    now: caller.now(),
    entropy: caller.entropy,
  });
}

/** What writing did to the committed projections. */
export interface ProjectionOutcome {
  /** The committed projection files rewritten (repository paths); empty when none changed. */
  projections: string[];
  /** Why they could not be brought up to date, if they could not (the events are written). */
  projectionError?: string;
}

/**
 * Appends, then brings the committed projections up to date when the events change what
 * they show, as the capture hooks do: memory committed with stale projections would leave
 * the next teammate's pull with a dirty tree. A failure to regenerate is reported, never
 * thrown: the events are written.
 */
export async function appendAndProject(
  project: Project,
  caller: Caller,
  face: Face,
  events: readonly AnyEvent[],
  log?: (message: string) => void,
): Promise<ProjectionOutcome> {
  appendAs(project, caller, face, events);
  return projectAfterAppend(project, events, log);
}

/** Brings the committed projections up to date after `events` were appended, when they change what they show. */
export async function projectAfterAppend(
  project: Project,
  events: readonly AnyEvent[],
  log?: (message: string) => void,
): Promise<ProjectionOutcome> {
  return affectsCommittedProjections(events)
    ? regenerateAfterAppend(project, log)
    : { projections: [] };
}

/**
 * Brings the committed projections up to date; a failure is reported, not thrown (the events
 * are written). `wholeLog`: read every file without the digest cache, as `cortex project`
 * does, for a writer that appended much (an import): the cached read keeps each file's state
 * and the cache's copy besides the digest, which for 100,000 new events doubled the peak.
 */
export async function regenerateAfterAppend(
  project: Project,
  log?: (message: string) => void,
  options: { wholeLog?: boolean } = {},
): Promise<ProjectionOutcome> {
  try {
    const { regenerateProjections } = await import('../projections/projection-files.js');
    return {
      projections: regenerateProjections(project, options.wholeLog ? { cache: 'off' } : {}).changed,
    };
  } catch (error) {
    const message = `could not regenerate the projections: ${(error as Error).message}`;
    log?.(message);
    return { projections: [], projectionError: message };
  }
}

/** Redacts text an assistant sends as captured text is redacted: nothing secret reaches the log. */
export async function redactInput<T>(
  project: Project,
  value: T,
): Promise<{ value: T; redacted: number }> {
  const { redactValues } = await import('../redaction/redactor.js');
  const { customPatternScanner } = await import('../redaction/custom-patterns.js');
  const { values, outcome } = await redactValues([value], {
    custom: customPatternScanner(project.paths, project.config.redaction.patterns),
    library: async (text) => (await import('../redaction/secretlint.js')).lintSecretRanges(text),
  });
  return { value: values[0]!, redacted: outcome.redacted };
}

/** How a use case writes: as which face, under which tool name, and whether the text came from an assistant. */
export interface Writing {
  face: Face;
  /** The tool recorded on the events (`cortex remember`, `mcp forget`…). */
  tool: string;
  /** Text from an assistant is redacted before it is written (the MCP server); a person's own command writes as typed. */
  fromAssistant?: { log: (message: string) => void };
}

/** Redacts `value` when it comes from an assistant; a person's text is written as typed. */
export async function prepareInput<T>(
  project: Project,
  writing: Writing,
  value: T,
): Promise<{ value: T; redacted: number }> {
  return writing.fromAssistant ? redactInput(project, value) : { value, redacted: 0 };
}

/** Appends events the way `writing` asks, and keeps the committed projections in step. */
export async function writeEvents(
  project: Project,
  caller: Caller,
  writing: Writing,
  events: readonly AnyEvent[],
): Promise<ProjectionOutcome> {
  return appendAndProject(project, caller, writing.face, events, writing.fromAssistant?.log);
}
