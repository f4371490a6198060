import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { projectPaths } from '../../../src/events/paths.js';
import { runEventsDriver } from '../../../src/git/events-driver.js';
import { testEvent } from '../../helpers/events.js';
import { tempDir } from '../../helpers/repo.js';

describe('runEventsDriver', () => {
  it('writes the union of both sides over ours, bytes as they were, and bytes that are not UTF-8 as text reads them', () => {
    const dir = tempDir();
    const line = (key: string, ts: string, content = `fact ${key}`) =>
      Buffer.from(serializeEvent(testEvent({ key, ts, content })) + '\n');
    const base = line('a', '2026-11-20T10:00:00.000Z');
    const accented = line('b', '2026-11-20T12:00:00.000Z', 'café ✓ naïve');
    // A line whose text holds a byte that is not UTF-8 (a file edited by hand in Latin-1).
    const latin1 = line('c', '2026-11-20T11:00:00.000Z', 'caf#');
    latin1[latin1.indexOf('caf#') + 3] = 0xe9;
    const files = {
      base: join(dir, 'base'),
      ours: join(dir, 'ours'),
      theirs: join(dir, 'theirs'),
      path: '.cortex/events/2026-11/x.ndjson',
    };
    writeFileSync(files.base, base);
    writeFileSync(files.ours, Buffer.concat([base, accented]));
    writeFileSync(files.theirs, Buffer.concat([base, latin1]));
    expect(runEventsDriver(projectPaths(dir), files, new Date('2026-11-21T00:00:00Z'))).toEqual({
      quarantined: 0,
    });
    const merged = readFileSync(files.ours);
    // Sorted by time; the stray byte became U+FFFD, as when the driver read the files as text.
    expect(
      merged.equals(Buffer.from(base.toString() + latin1.toString('utf8') + accented.toString())),
    ).toBe(true);
    expect(merged.includes(Buffer.from('caf\uFFFD'))).toBe(true);
  });

  it('leaves nothing of ours past the merged file when the merge is shorter than ours', () => {
    const dir = tempDir();
    const line = (key: string) =>
      serializeEvent(
        testEvent({
          key,
          ts: '2026-11-20T10:00:00.000Z',
          content: `fact ${key} ${'x'.repeat(200)}`,
        }),
      ) + '\n';
    const files = {
      base: join(dir, 'base'),
      ours: join(dir, 'ours'),
      theirs: join(dir, 'theirs'),
      path: '.cortex/events/2026-11/x.ndjson',
    };
    // Theirs removed b and c, which ours left as they were in the base.
    writeFileSync(files.base, line('a') + line('b') + line('c'));
    writeFileSync(files.ours, line('a') + line('b') + line('c'));
    writeFileSync(files.theirs, line('a'));
    runEventsDriver(projectPaths(dir), files, new Date('2026-11-21T00:00:00Z'));
    expect(readFileSync(files.ours, 'utf8')).toBe(line('a'));
  });
});
