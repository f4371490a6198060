/**
 * Building valid events for tests, with deterministic ids and times.
 */
import { makeEvent, type AnyEvent } from '../../src/events/envelope.js';
import { deriveEventId } from '../../src/events/id.js';
import type { EventDataOf, EventType } from '../../src/events/types.js';

export interface TestEventInit<T extends EventType> {
  type?: T;
  content?: string;
  ts?: string;
  key?: string;
  session?: string | null;
  branch?: string | null;
  author?: string | null;
  refs?: string[];
  data?: EventDataOf<T>;
}

let sequence = 0;

/** A valid event; its id derives from `key` (or a counter), its time from `ts`. */
export function testEvent<T extends EventType = 'knowledge_acquired'>(
  init: TestEventInit<T> = {},
): AnyEvent {
  const ts = init.ts ?? '2026-11-20T10:00:00.000Z';
  const key = init.key ?? `test-event-${sequence++}`;
  return makeEvent({
    id: deriveEventId(Date.parse(ts), key),
    ts,
    type: (init.type ?? 'knowledge_acquired') as T,
    content: init.content ?? `fact ${key}`,
    source: { layer: 'manual' },
    session: init.session ?? 'session-1',
    branch: init.branch === undefined ? 'main' : init.branch,
    author: init.author === undefined ? 'dev@example.com' : init.author,
    ...(init.refs ? { refs: init.refs } : {}),
    ...(init.data ? { data: init.data } : {}),
  }) as AnyEvent;
}
