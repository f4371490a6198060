import { describe, expect, it } from 'vitest';
import { describeUnread, filesBeyondLimit } from '../../../src/projections/read-limit.js';

describe('filesBeyondLimit', () => {
  const files = [
    { path: '.cortex/events/2026-09/01J9AAAA.ndjson', bytes: 400 },
    { path: '.cortex/events/2026-10/01JBAAAA.ndjson', bytes: 300 },
    { path: '.cortex/events/2026-10/01JBZZZZ.ndjson', bytes: 200 },
    { path: '.cortex/local/activity/2026-10/01JBMMMM.ndjson', bytes: 100 },
  ];

  it('takes the newest files first, by month then name, committed and local alike', () => {
    expect(filesBeyondLimit(files, 300)).toEqual(new Set(['.cortex/events/2026-10/01JBAAAA.ndjson', '.cortex/events/2026-09/01J9AAAA.ndjson']));
    expect(filesBeyondLimit(files, 600)).toEqual(new Set(['.cortex/events/2026-09/01J9AAAA.ndjson']));
    expect(filesBeyondLimit(files, 1000)).toEqual(new Set());
  });

  it('stops at the first file that does not fit: what is left out is everything before one point in time', () => {
    // 200 + 100 fit, 300 does not; the 400 before it is left out though 50 bytes would remain.
    expect(filesBeyondLimit(files, 350)).toEqual(new Set(['.cortex/events/2026-10/01JBAAAA.ndjson', '.cortex/events/2026-09/01J9AAAA.ndjson']));
    expect(filesBeyondLimit(files, 50).size).toBe(4);
  });

  it('is the same whatever order the files come in', () => {
    expect(filesBeyondLimit([...files].reverse(), 600)).toEqual(filesBeyondLimit(files, 600));
  });
});

describe('describeUnread', () => {
  it('says how much was read, what was left out and where to find it', () => {
    expect(describeUnread({ files: 1200, bytes: 300 * 1024 * 1024, totalBytes: 364 * 1024 * 1024 }, 64)).toBe(
      'This briefing read the newest 64 MiB of the 364 MiB log (briefing.logMiB): the 1,200 oldest event files (300 MiB) are left out; `cortex search` and `cortex log` read everything.',
    );
    expect(describeUnread({ files: 1, bytes: 1.5 * 1024 * 1024, totalBytes: 3 * 1024 * 1024 }, 1)).toContain('the oldest event file (1.5 MiB) is left out');
  });
});
