import { describe, expect, it } from 'vitest';
import {
  deriveEventId,
  EVENT_ID_PATTERN,
  matchesIdPrefix,
  newEventId,
  shortId,
  timeOfId,
} from '../../../src/events/id.js';

const zeros = new Uint8Array(10);
const ones = new Uint8Array(10).fill(0xff);

describe('newEventId', () => {
  it('encodes time then entropy as 26 Crockford base32 characters', () => {
    expect(newEventId(0, zeros)).toBe('00000000000000000000000000');
    expect(newEventId(2 ** 48 - 1, ones)).toBe('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(newEventId(1_763_000_000_000, ones)).toMatch(EVENT_ID_PATTERN);
  });

  it('sorts ids in time order whatever the entropy', () => {
    const earlier = newEventId(1_763_000_000_000, ones);
    const later = newEventId(1_763_000_000_001, zeros);
    expect(earlier < later).toBe(true);
  });

  it('round-trips the time through timeOfId', () => {
    expect(timeOfId(newEventId(1_763_654_321_987, ones))).toBe(1_763_654_321_987);
  });

  it('refuses a time outside the 48-bit range', () => {
    expect(() => newEventId(-1, zeros)).toThrow(RangeError);
    expect(() => newEventId(2 ** 48, zeros)).toThrow(RangeError);
  });
});

describe('deriveEventId', () => {
  it('gives the same id for the same source key and time', () => {
    expect(deriveEventId(1_763_000_000_000, 'session/uuid/0/tag')).toBe(
      deriveEventId(1_763_000_000_000, 'session/uuid/0/tag'),
    );
  });

  it('gives different ids for different keys at the same time', () => {
    expect(deriveEventId(1_763_000_000_000, 'a')).not.toBe(deriveEventId(1_763_000_000_000, 'b'));
  });
});

describe('shortId and matchesIdPrefix', () => {
  const id = newEventId(1_763_000_000_000, Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));

  it('abbreviates with the entropy, not the shared time prefix', () => {
    expect(shortId(id)).toBe(id.slice(10, 18));
  });

  it('matches a prefix of the whole id or of the short form, in any case', () => {
    expect(matchesIdPrefix(id, id.slice(0, 12))).toBe(true);
    expect(matchesIdPrefix(id, shortId(id).toLowerCase())).toBe(true);
    expect(matchesIdPrefix(id, 'ZZZZ')).toBe(false);
  });
});
