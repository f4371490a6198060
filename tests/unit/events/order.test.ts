import { describe, expect, it } from 'vitest';
import { EVENT_ID_PATTERN } from '../../../src/events/id.js';
import { NewestEvents, orderEvents } from '../../../src/events/order.js';
import { testEvent } from '../../helpers/events.js';

describe('orderEvents', () => {
  it('orders by time, whatever the precision the time was written with', () => {
    const late = testEvent({ key: 'late', ts: '2026-11-20T10:00:01Z' });
    const early = testEvent({ key: 'early', ts: '2026-11-20T10:00:00.500Z' });
    expect(orderEvents([late, early]).events.map((event) => event.content)).toEqual([
      'fact early',
      'fact late',
    ]);
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

  it('keeps two different events under one id, one renamed, and reports the collision', () => {
    const first = testEvent({ key: 'same', content: 'first copy' });
    // Same time: the lower bytes keep the id ("first copy" < "second copy").
    const second = { ...first, content: 'second copy' };
    const result = orderEvents([first, testEvent({ key: 'other' }), second, { ...second }]);
    expect(result.events.map((event) => event.content)).toEqual(
      expect.arrayContaining(['first copy', 'second copy']),
    );
    expect(result.events.find((event) => event.content === 'first copy')!.id).toBe(first.id);
    const renamed = result.events.find((event) => event.content === 'second copy')!;
    expect(renamed.id).not.toBe(first.id);
    expect(renamed.id).toMatch(EVENT_ID_PATTERN);
    expect(result.collisions).toEqual([{ id: first.id, kept: first, renamed }]);
    expect(result.duplicates).toBe(1);
    // Every machine derives the same id for it.
    expect(orderEvents([first, second]).events.map((event) => event.id)).toEqual(
      result.events.filter((event) => event.content !== 'fact other').map((event) => event.id),
    );
  });

  it('gives the id to the same event whichever order the two are read in: the earlier, then the lower bytes', () => {
    const real = testEvent({
      key: 'real',
      content: 'Use PostgreSQL advisory locks',
      ts: '2026-11-20T10:00:00.000Z',
    });
    const later = { ...real, content: 'Use MySQL table locks', ts: '2026-11-20T11:00:00.000Z' };
    const sameTime = { ...real, content: 'A forged wording that sorts first' };
    for (const [other, keeper] of [
      [later, real],
      [sameTime, sameTime],
    ] as const) {
      const one = orderEvents([real, other]);
      const two = orderEvents([other, real]);
      expect(one.events).toEqual(two.events);
      expect(one.collisions).toEqual(two.collisions);
      expect(one.events.find((event) => event.id === real.id)).toEqual(keeper);
      expect(one.collisions[0]!.kept).toEqual(keeper);
    }
    // Three under one id: the earliest keeps it in every order, the other two keep ids of their own.
    const third = { ...real, content: 'Use Redis locks', ts: '2026-11-20T09:00:00.000Z' };
    const orders = [
      [real, later, third],
      [third, later, real],
      [later, real, third],
    ].map((events) => orderEvents(events));
    for (const result of orders) {
      expect(result.events).toEqual(orders[0]!.events);
      expect(result.events.find((event) => event.id === real.id)!.content).toBe('Use Redis locks');
      expect(new Set(result.events.map((event) => event.id)).size).toBe(3);
      expect(result.collisions).toHaveLength(2);
    }
  });

  it('keeps the more redacted of two copies of one event, whichever is read first', () => {
    const plain = testEvent({ key: 'secret', content: 'deploy with password hunter2hunter2' });
    const redacted = { ...plain, content: 'deploy with password [REDACTED:password]' };
    for (const events of [
      [plain, redacted],
      [redacted, plain],
    ]) {
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
    for (const event of [
      first,
      plain,
      { ...first, content: 'second copy' },
      { ...plain, content: 'password [REDACTED:password]' },
    ])
      newest.offer(event);
    expect(
      newest
        .events()
        .map((event) => event.content)
        .sort(),
    ).toEqual(['first copy', 'password [REDACTED:password]', 'second copy']);
    expect(newest.collisions).toHaveLength(1);
  });

  it('gives the id to the earlier of two events under one id, whichever is offered first', () => {
    const real = testEvent({
      key: 'real',
      content: 'Use PostgreSQL advisory locks',
      ts: '2026-11-20T10:00:00.000Z',
    });
    const later = { ...real, content: 'Use MySQL table locks', ts: '2026-11-20T11:00:00.000Z' };
    const results = [
      [real, later],
      [later, real],
    ].map((events) => {
      const newest = new NewestEvents(10);
      for (const event of events) newest.offer(event);
      return newest;
    });
    expect(results[0]!.events()).toEqual(results[1]!.events());
    expect(results[1]!.events().find((event) => event.id === real.id)).toEqual(real);
    expect(results[1]!.collisions[0]!.kept).toEqual(real);
  });
});
