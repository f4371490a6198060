import { describe, expect, it } from 'vitest';
import { EVENT_ID_PATTERN } from '../../../src/events/id.js';
import { NewestEvents, orderEvents } from '../../../src/events/order.js';
import { testEvent } from '../../helpers/events.js';

describe('orderEvents', () => {
  it('orders by time, whatever the precision the time was written with', () => {
    const late = testEvent({ key: 'late', ts: '2026-11-20T10:00:01Z' });
    const early = testEvent({ key: 'early', ts: '2026-11-20T10:00:00.500Z' });
    expect(orderEvents([late, early]).events.map((event) => event.content)).toEqual(['fact early', 'fact late']);
  });

  it('breaks ties in time by id, so every machine agrees', () => {
    const events = ['k1', 'k2', 'k3', 'k4'].map((key) => testEvent({ key }));
    const sorted = [...events].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(orderEvents(events.reverse()).events).toEqual(sorted);
    expect(orderEvents(events).events).toEqual(sorted);
  });

  it('collapses copies of one event, keeping the first, and counts the duplicates', () => {
    const first = testEvent({ key: 'same', content: 'first copy' });
    const result = orderEvents([first, testEvent({ key: 'other' }), { ...first }]);
    expect(result.events.filter((event) => event.id === first.id)).toEqual([first]);
    expect(result.duplicates).toBe(1);
    expect(result.collisions).toEqual([]);
  });

  it('keeps two different events under one id, the later renamed, and reports the collision', () => {
    const first = testEvent({ key: 'same', content: 'first copy' });
    const second = { ...first, content: 'second copy' };
    const result = orderEvents([first, testEvent({ key: 'other' }), second, { ...second }]);
    expect(result.events.map((event) => event.content)).toEqual(expect.arrayContaining(['first copy', 'second copy']));
    expect(result.events.find((event) => event.content === 'first copy')!.id).toBe(first.id);
    const renamed = result.events.find((event) => event.content === 'second copy')!;
    expect(renamed.id).not.toBe(first.id);
    expect(renamed.id).toMatch(EVENT_ID_PATTERN);
    expect(result.collisions).toEqual([{ id: first.id, kept: first, renamed }]);
    expect(result.duplicates).toBe(1);
    // Every machine derives the same id for it.
    expect(orderEvents([first, second]).events.map((event) => event.id)).toEqual(result.events.filter((event) => event.content !== 'fact other').map((event) => event.id));
  });

  it('keeps the more redacted of two copies of one event, whichever is read first', () => {
    const plain = testEvent({ key: 'secret', content: 'deploy with password hunter2hunter2' });
    const redacted = { ...plain, content: 'deploy with password [REDACTED:password]' };
    for (const events of [[plain, redacted], [redacted, plain]]) {
      const result = orderEvents(events);
      expect(result.events).toEqual([redacted]);
      expect(result.collisions).toEqual([]);
    }
  });
});

describe('NewestEvents', () => {
  it('keeps two different events under one id and a more redacted copy over the plain one', () => {
    const first = testEvent({ key: 'same', content: 'first copy' });
    const plain = testEvent({ key: 'secret', content: 'password hunter2hunter2' });
    const newest = new NewestEvents(10);
    for (const event of [first, plain, { ...first, content: 'second copy' }, { ...plain, content: 'password [REDACTED:password]' }]) newest.offer(event);
    expect(newest.events().map((event) => event.content).sort()).toEqual(['first copy', 'password [REDACTED:password]', 'second copy']);
    expect(newest.collisions).toHaveLength(1);
  });
});
