import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { parseDateArg } from '../../../src/events/dates.js';

const now = new Date('2026-11-20T15:30:00Z');

describe('parseDateArg', () => {
  it('reads a bare date as the start of the day, or its end for --until', () => {
    const start = parseDateArg('2026-11-18', now, false, 'since');
    const end = parseDateArg('2026-11-18', now, true, 'until');
    expect(new Date(start).getDate()).toBe(18);
    expect(end - start).toBe(86_400_000 - 1);
  });

  it("reads relative dates in words and in git's dotted spelling", () => {
    expect(parseDateArg('3 days ago', now, false, 'since')).toBe(now.getTime() - 3 * 86_400_000);
    expect(parseDateArg('2.weeks.ago', now, false, 'since')).toBe(now.getTime() - 14 * 86_400_000);
    expect(parseDateArg('1 hour', now, false, 'since')).toBe(now.getTime() - 3_600_000);
  });

  it('reads full ISO times', () => {
    expect(parseDateArg('2026-11-19T08:00:00Z', now, false, 'since')).toBe(
      Date.parse('2026-11-19T08:00:00Z'),
    );
  });

  it('refuses what it cannot read, naming the option and showing valid forms', () => {
    expect(() => parseDateArg('last tuesday', now, false, 'since')).toThrow(UsageError);
    expect(() => parseDateArg('2026-02-31', now, false, 'until')).toThrow(
      /--until: cannot read '2026-02-31'/,
    );
  });
});
