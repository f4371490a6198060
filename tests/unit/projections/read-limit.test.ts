import { describe, expect, it } from 'vitest';
import {
  describeUnread,
  filesWithinLimit,
  LOCAL_ACTIVITY_FILES_READ,
  type FileStats,
} from '../../../src/projections/read-limit.js';

describe('filesWithinLimit', () => {
  const october = Date.parse('2026-10-15T12:00:00Z');
  const committed: Record<string, FileStats> = {
    '.cortex/events/2026-09/01J9AAAA.ndjson': { bytes: 400, mtimeMs: october },
    '.cortex/events/2026-10/01JBAAAA.ndjson': { bytes: 300, mtimeMs: october },
    '.cortex/events/2026-10/01JBZZZZ.ndjson': { bytes: 200, mtimeMs: october },
  };
  const now = new Date('2026-11-20T09:00:00Z');
  const within = (files: Record<string, FileStats>, maxBytes: number, looked: string[] = []) =>
    filesWithinLimit(Object.keys(files), maxBytes, now, (path) => {
      looked.push(path);
      return files[path];
    });

  it('takes the newest committed files first, by month then name, and counts what it left out', () => {
    expect(within(committed, 300)).toEqual({
      within: ['.cortex/events/2026-10/01JBZZZZ.ndjson'],
      leftOut: 2,
    });
    expect(within(committed, 500)).toEqual({
      within: ['.cortex/events/2026-10/01JBZZZZ.ndjson', '.cortex/events/2026-10/01JBAAAA.ndjson'],
      leftOut: 1,
    });
    expect(within(committed, 900).leftOut).toBe(0);
  });

  it('stops at the first file that does not fit, and looks at no file beyond it', () => {
    // 200 fits, 300 does not; the 400 before it is left out though 150 bytes would remain.
    const looked: string[] = [];
    expect(within(committed, 350, looked).leftOut).toBe(2);
    expect(looked).toEqual([
      '.cortex/events/2026-10/01JBZZZZ.ndjson',
      '.cortex/events/2026-10/01JBAAAA.ndjson',
    ]);
    expect(within(committed, 50).within).toEqual([]);
  });

  it('reads only the newest local activity files, by when they were written, and does not count the rest as left out', () => {
    const files = { ...committed };
    const local = Array.from(
      { length: LOCAL_ACTIVITY_FILES_READ + 3 },
      (_, i) => `.cortex/local/activity/session-${String(i).padStart(3, '0')}.ndjson`,
    );
    local.forEach((path, i) => (files[path] = { bytes: 1_000_000, mtimeMs: october + i * 1000 }));
    const read = within(files, 900);
    expect(read.leftOut).toBe(0);
    expect(local.filter((path) => !read.within.includes(path))).toEqual(local.slice(0, 3));
  });

  it("reads a month's pack before the files added to that month since, never after them", () => {
    const files = {
      '.cortex/events/2026-10/pack-2026-10-0123456789ab.ndjson': { bytes: 500, mtimeMs: october },
      '.cortex/events/2026-10/01JBZZZZ.ndjson': { bytes: 100, mtimeMs: october },
    };
    expect(within(files, 300)).toEqual({
      within: ['.cortex/events/2026-10/01JBZZZZ.ndjson'],
      leftOut: 1,
    });
  });

  it('puts a folder dated after the current month no later than it, and a file outside a month folder last', () => {
    const files = {
      ...committed,
      '.cortex/events/2099-12/7ZZZZZZZ.ndjson': { bytes: 300, mtimeMs: october },
      '.cortex/events/extra/x.ndjson': { bytes: 10, mtimeMs: october },
    };
    // The current month (2026-11) comes after October: the future folder is read first, but as of this month.
    expect(within(files, 500).within).toEqual([
      '.cortex/events/2099-12/7ZZZZZZZ.ndjson',
      '.cortex/events/2026-10/01JBZZZZ.ndjson',
    ]);
    // Within the current month a name still decides: a file larger than the limit that sorts newest leaves the
    // rest out (and the briefing says how many files it left out).
    const huge = {
      ...committed,
      '.cortex/events/2026-11/01KZ.ndjson': { bytes: 100, mtimeMs: october },
      '.cortex/events/2099-12/7ZZZZZZZ.ndjson': { bytes: 10_000, mtimeMs: october },
    };
    expect(within(huge, 500)).toEqual({ within: [], leftOut: 5 });
    expect(within(files, 1_210).leftOut).toBe(0);
    expect(within(files, 1_200).within).not.toContain('.cortex/events/extra/x.ndjson');
  });

  it('is the same whatever order the files come in', () => {
    const reversed = Object.fromEntries(Object.entries(committed).reverse());
    expect(within(reversed, 500)).toEqual(within(committed, 500));
  });
});

describe('describeUnread', () => {
  it('says how much was read, what was left out and where to find it', () => {
    expect(describeUnread(1200, 64)).toBe(
      'This briefing read the newest 64 MiB of the log (briefing.logMiB): its 1,200 oldest event files are left out; `cortex search` and `cortex log` read everything.',
    );
    expect(describeUnread(1, 1)).toContain('its oldest event file is left out');
  });
});
