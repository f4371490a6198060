import { describe, expect, it } from 'vitest';
import {
  digestEvents,
  LogDigestBuilder,
  memoryAndActivity,
  sessionKeyOf,
} from '../../../src/projections/digest.js';
import { orderEvents } from '../../../src/events/order.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { storyEvent, storyEvents } from '../../fixtures/projections/story.js';
import { testEvent } from '../../helpers/events.js';

describe('digestEvents', () => {
  it('numbers sessions by their first event in (ts, id) order, whatever order events arrive in', () => {
    const events = [
      testEvent({ key: 'b1', session: 'beta', ts: '2026-11-02T10:00:00.000Z' }),
      testEvent({ key: 'a1', session: 'alpha', ts: '2026-11-01T10:00:00.000Z' }),
      testEvent({ key: 'a2', session: 'alpha', ts: '2026-11-03T10:00:00.000Z' }),
      testEvent({ key: 'c1', session: 'gamma', ts: '2026-11-02T11:00:00.000Z' }),
    ];
    for (const order of [events, [...events].reverse()]) {
      const digest = digestEvents(order);
      expect(digest.sessionCount).toBe(3);
      expect(
        ['a2', 'b1', 'c1'].map((key) =>
          digest.ordinalOf(events.find((event) => event.content === `fact ${key}`)!),
        ),
      ).toEqual([1, 2, 3]);
    }
  });

  it('counts manual memories (no session) of one UTC day as one session', () => {
    const manual = (key: string, ts: string) =>
      storyEvent({
        key,
        type: 'knowledge_acquired',
        ts,
        session: null,
        layer: 'manual',
        content: `noted ${key}`,
      });
    const morning = manual('m', '2026-11-05T08:00:00.000Z');
    const evening = manual('e', '2026-11-05T22:00:00.000Z');
    const next = manual('n', '2026-11-06T08:00:00.000Z');
    const digest = digestEvents([morning, evening, next]);
    expect(sessionKeyOf(morning)).toBe('d:2026-11-05');
    expect(digest.ordinalOf(evening)).toBe(1);
    expect(digest.ordinalOf(next)).toBe(2);
  });

  it('counts references and the latest session that made one', () => {
    const target = testEvent({ key: 't', session: 'one', ts: '2026-11-01T10:00:00.000Z' });
    const first = testEvent({
      key: 'r1',
      session: 'two',
      ts: '2026-11-02T10:00:00.000Z',
      refs: [target.id],
    });
    const second = testEvent({
      key: 'r2',
      session: 'three',
      ts: '2026-11-03T10:00:00.000Z',
      refs: [target.id],
    });
    expect(digestEvents([second, target, first]).references.get(target.id)).toEqual({
      count: 2,
      lastOrdinal: 3,
    });
  });

  it('collapses duplicate ids and keeps activity apart from memories', () => {
    const fact = testEvent({ key: 'fact' });
    const edit = testEvent({ type: 'file_modified', key: 'edit', data: { files: ['src/a.ts'] } });
    const digest = digestEvents([fact, edit, fact, edit]);
    expect(digest.eventCount).toBe(2);
    expect(digest.memoryEvents).toEqual([fact]);
    expect(digest.recentActivity).toEqual([edit]);
  });

  it('keeps only the newest activity', () => {
    const edits = Array.from({ length: 2000 }, (_, i) =>
      testEvent({
        type: 'command_run',
        key: `cmd-${i}`,
        ts: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 1000).toISOString(),
        data: { command: `echo ${i}` },
      }),
    );
    const digest = digestEvents([...edits].reverse());
    expect(digest.recentActivity.length).toBe(400);
    expect(digest.recentActivity[0]).toBe(edits[1600]);
    expect(digest.recentActivity.at(-1)).toBe(edits[1999]);
    expect(digest.lastEvent).toBe(edits[1999]);
  });

  it('carries on from a saved state as if it had read everything in one go (the incremental cache)', () => {
    const early = [
      testEvent({ key: 'x', session: 'one', ts: '2026-11-02T10:00:00.000Z' }),
      testEvent({ type: 'command_run', key: 'c', session: 'one', data: { command: 'ls' } }),
    ];
    const late = [
      testEvent({ key: 'y', session: 'two', ts: '2026-11-01T10:00:00.000Z', refs: [early[0]!.id] }),
      early[0]!,
    ];
    const first = new LogDigestBuilder();
    for (const event of early) first.add(event);
    const resumed = LogDigestBuilder.fromState(JSON.parse(JSON.stringify(first.state())));
    for (const event of late) resumed.add(event);
    const whole = digestEvents([...early, ...late]);
    const digest = resumed.finish();
    expect(digest.memoryEvents).toEqual(whole.memoryEvents);
    expect(digest.recentActivity).toEqual(whole.recentActivity);
    expect([...digest.sessionOrdinals]).toEqual([...whole.sessionOrdinals]);
    expect([...digest.references]).toEqual([...whole.references]);
    expect(digest.eventCount).toBe(3);
    // Session "two" began earlier, so it is session 1 once its events arrive.
    expect(digest.ordinalOf(early[0]!)).toBe(2);
  });
});

describe('memoryAndActivity', () => {
  const ordered = (memoryEvents: AnyEvent[], recentActivity: AnyEvent[]) =>
    orderEvents([...memoryEvents, ...recentActivity]).events;

  it('gives what ordering both lists together gives, on a digest, interleaved in time', () => {
    const digest = digestEvents(storyEvents());
    expect(digest.recentActivity.length).toBeGreaterThan(0);
    expect(memoryAndActivity(digest)).toEqual(ordered(digest.memoryEvents, digest.recentActivity));
    expect(memoryAndActivity({ memoryEvents: digest.memoryEvents, recentActivity: [] })).toEqual(
      digest.memoryEvents,
    );
  });

  it('leaves it to orderEvents where an id is in both lists or a list is out of order', () => {
    const a = testEvent({ key: 'a', ts: '2026-11-01T10:00:00.000Z' });
    const b = testEvent({
      key: 'b',
      type: 'command_run',
      ts: '2026-11-02T10:00:00.000Z',
      data: { command: 'npm test' },
    });
    const c = testEvent({ key: 'c', ts: '2026-11-03T10:00:00.000Z' });
    const renamed = {
      ...b,
      type: 'knowledge_acquired',
      content: "another fact under b's id",
      data: {},
    } as typeof b;
    const cases: [AnyEvent[], AnyEvent[]][] = [
      [[a, renamed], [b]],
      [[c, a], [b]],
      [
        [a, c],
        [b, a],
      ],
    ];
    for (const [memoryEvents, recentActivity] of cases) {
      const merged = memoryAndActivity({ memoryEvents, recentActivity });
      expect(merged).toEqual(ordered(memoryEvents, recentActivity));
      expect(merged.length).toBeGreaterThanOrEqual(3);
    }
  });
});
