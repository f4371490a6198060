import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../src/events/order.js';
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

  it('collapses events with the same id, keeping the first, and counts the duplicates', () => {
    const first = testEvent({ key: 'same', content: 'first copy' });
    const second = { ...first, content: 'second copy' };
    const result = orderEvents([first, testEvent({ key: 'other' }), second]);
    expect(result.events.filter((event) => event.id === first.id)).toEqual([first]);
    expect(result.duplicates).toBe(1);
  });
});
