/**
 * What extraction produces before it becomes an event: a fact with its provenance and the
 * key its id is derived from. Facts are redacted, then turned into events (with the
 * session, branch and author the shell knows) by `factsToEvents`.
 */
import { makeEvent, type AnyEvent, type Layer } from '../events/envelope.js';
import { deriveEventId } from '../events/id.js';
import type { EventDataOf, EventType } from '../events/types.js';

export interface CapturedFact {
  /** Stable for the same source (session, agent, tool call or message and block, layer): the id derives from it. */
  key: string;
  ts: string;
  type: EventType;
  layer: Extract<Layer, 'structural' | 'keyword' | 'tag' | 'summary'>;
  content: string;
  data: Record<string, unknown>;
  confidence?: number;
  tool?: string;
  /** The transcript record's uuid. */
  record?: string;
  session?: string;
  agent?: string;
  /** The record's `gitBranch` as written (`""` outside git, `"HEAD"` when detached). */
  gitBranch?: string;
  /** Where a candidate memory came from (judge.ts reads it); never stored. */
  origin?: string;
  /** For a correction capture makes: the fact it corrects, by what that fact's id derives from. */
  corrects?: { key: string; ts: string; session?: string };
}

export interface EventContext {
  /** The session when a record does not name one. */
  session: string;
  /** The branch when a record does not name one (HEAD's branch; null when detached). */
  branch: () => string | null;
  author: string | null;
}

/** The branch a fact happened on: the record's, unless it has none. */
function branchOf(fact: CapturedFact, context: EventContext): string | null {
  if (fact.gitBranch === undefined || fact.gitBranch === '') return context.branch();
  return fact.gitBranch === 'HEAD' ? null : fact.gitBranch;
}

/**
 * Turns (redacted) facts into valid events; the same fact always gives the same event. A
 * fact that does not make a valid event is left out and handed to `invalid`, so one odd
 * record never costs the rest of the capture.
 */
export function factsToEvents(
  facts: readonly CapturedFact[],
  context: EventContext,
  invalid: (fact: CapturedFact, error: Error) => void = () => {},
): AnyEvent[] {
  return facts.flatMap((fact) => {
    try {
      return [factToEvent(fact, context)];
    } catch (error) {
      invalid(fact, error as Error);
      return [];
    }
  });
}

function factToEvent(fact: CapturedFact, context: EventContext): AnyEvent {
  const session = fact.session ?? context.session;
  const source = {
    layer: fact.layer,
    ...(fact.tool ? { tool: fact.tool } : {}),
    ...(fact.record ? { record: fact.record } : {}),
    ...(fact.agent ? { agent: fact.agent } : {}),
  };
  const refs = fact.corrects
    ? [
        deriveEventId(
          Date.parse(fact.corrects.ts),
          `${fact.corrects.session ?? session}\u0000\u0000${fact.corrects.key}`,
        ),
      ]
    : undefined;
  return makeEvent({
    id: deriveEventId(Date.parse(fact.ts), `${session}\u0000${fact.agent ?? ''}\u0000${fact.key}`),
    ...(refs ? { refs } : {}),
    ts: fact.ts,
    type: fact.type,
    session,
    branch: branchOf(fact, context),
    author: context.author,
    content: fact.content,
    source,
    ...(fact.confidence !== undefined ? { confidence: fact.confidence } : {}),
    data: fact.data as EventDataOf<EventType>,
  }) as AnyEvent;
}
