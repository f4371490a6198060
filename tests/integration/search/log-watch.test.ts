import { appendFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectPaths, type ProjectPaths } from '../../../src/events/paths.js';
import { LogWatch, statsAfter } from '../../../src/search/log-watch.js';
import { tempDir } from '../../helpers/repo.js';

const LINE = '{"placeholder":true}\n';

/** A project's .cortex folder with two event files in one month and one local activity file. */
function project(): ProjectPaths {
  const paths = projectPaths(tempDir());
  mkdirSync(join(paths.eventsDir, '2026-10'), { recursive: true });
  mkdirSync(paths.localEventsDir, { recursive: true });
  writeFileSync(join(paths.eventsDir, '2026-10', 'a.ndjson'), LINE);
  writeFileSync(join(paths.eventsDir, '2026-10', 'b.ndjson'), LINE);
  writeFileSync(join(paths.localEventsDir, 's.ndjson'), LINE);
  return paths;
}

let watch: LogWatch | undefined;
afterEach(() => watch?.close());

describe.runIf(process.platform === 'linux')(
  'LogWatch (which event files changed between calls of a long-lived server)',
  () => {
    it('names the event files written since it last answered, and only those', async () => {
      const paths = project();
      watch = new LogWatch(paths);
      expect(await watch.changes()).toEqual({ kind: 'unknown' }); // nothing known yet: look at everything
      expect(await watch.changes()).toEqual({ kind: 'none' });
      appendFileSync(join(paths.eventsDir, '2026-10', 'b.ndjson'), LINE);
      appendFileSync(join(paths.localEventsDir, 's.ndjson'), LINE);
      const changes = await watch.changes();
      expect(changes.kind === 'files' && changes.paths.sort()).toEqual([
        '.cortex/events/2026-10/b.ndjson',
        '.cortex/local/activity/s.ndjson',
      ]);
      // The caches, locks and logs beside the log, and temporary files, are not the log.
      writeFileSync(join(paths.localDir, 'access.log'), 'x\n');
      writeFileSync(join(paths.localDir, 'digest-cache.json'), '{}');
      writeFileSync(join(paths.eventsDir, '2026-10', 'c.ndjson.123.tmp'), LINE);
      expect(await watch.changes()).toEqual({ kind: 'none' });
      rmSync(join(paths.eventsDir, '2026-10', 'a.ndjson'));
      expect(await watch.changes()).toEqual({
        kind: 'files',
        paths: ['.cortex/events/2026-10/a.ndjson'],
      });
    });

    it('asks for a full look when a folder appears, then watches it too', async () => {
      const paths = project();
      watch = new LogWatch(paths);
      await watch.changes();
      mkdirSync(join(paths.eventsDir, '2026-11'));
      writeFileSync(join(paths.eventsDir, '2026-11', 'n.ndjson'), LINE);
      expect(await watch.changes()).toEqual({ kind: 'unknown' });
      appendFileSync(join(paths.eventsDir, '2026-11', 'n.ndjson'), LINE);
      expect(await watch.changes()).toEqual({
        kind: 'files',
        paths: ['.cortex/events/2026-11/n.ndjson'],
      });
      // The whole log folder removed and made again (a checkout can do that).
      rmSync(paths.eventsDir, { recursive: true });
      expect(await watch.changes()).toEqual({ kind: 'unknown' });
      mkdirSync(join(paths.eventsDir, '2026-12'), { recursive: true });
      expect(await watch.changes()).toEqual({ kind: 'unknown' });
      writeFileSync(join(paths.eventsDir, '2026-12', 'm.ndjson'), LINE);
      expect(await watch.changes()).toEqual({
        kind: 'files',
        paths: ['.cortex/events/2026-12/m.ndjson'],
      });
      // A month folder removed and made again under its name: another folder, watched in its turn.
      rmSync(join(paths.eventsDir, '2026-12'), { recursive: true });
      mkdirSync(join(paths.eventsDir, '2026-12'));
      expect(await watch.changes()).toEqual({ kind: 'unknown' });
      writeFileSync(join(paths.eventsDir, '2026-12', 'm.ndjson'), LINE);
      expect(await watch.changes()).toEqual({
        kind: 'files',
        paths: ['.cortex/events/2026-12/m.ndjson'],
      });
    });

    it('asks for a full look when there is no .cortex folder to watch, and after it is closed', async () => {
      const paths = projectPaths(tempDir());
      watch = new LogWatch(paths);
      expect(await watch.changes()).toEqual({ kind: 'unknown' });
      expect(await watch.changes()).toEqual({ kind: 'unknown' });
      const other = new LogWatch(project());
      await other.changes();
      other.close();
      expect(await other.changes()).toEqual({ kind: 'unknown' });
      // Where notices may come late (macOS's FSEvents), they are not relied on.
      const elsewhere = new LogWatch(project(), 'darwin');
      await elsewhere.changes();
      expect(await elsewhere.changes()).toEqual({ kind: 'unknown' });
      elsewhere.close();
    });
  },
);

describe('statsAfter', () => {
  it('is what a stat of every file finds, from a stat of the changed ones', () => {
    const paths = project();
    const all = () =>
      [join(paths.eventsDir, '2026-10'), paths.localEventsDir].flatMap((dir) =>
        readdirSync(dir)
          .sort()
          .map((name) => join(dir, name).slice(paths.root.length + 1)),
      );
    const known = statsAfter(paths, [], all());
    expect(known.map((stat) => stat.path)).toEqual([
      '.cortex/events/2026-10/a.ndjson',
      '.cortex/events/2026-10/b.ndjson',
      '.cortex/local/activity/s.ndjson',
    ]);
    appendFileSync(join(paths.eventsDir, '2026-10', 'b.ndjson'), LINE);
    writeFileSync(join(paths.eventsDir, '2026-10', 'a2.ndjson'), LINE);
    rmSync(join(paths.eventsDir, '2026-10', 'a.ndjson'));
    const after = statsAfter(paths, known, [
      '.cortex/events/2026-10/b.ndjson',
      '.cortex/events/2026-10/a2.ndjson',
      '.cortex/events/2026-10/a.ndjson',
    ]);
    // In the log's order, the removed file gone, the grown one's size as it is now.
    expect(after.map((stat) => stat.path)).toEqual([
      '.cortex/events/2026-10/a2.ndjson',
      '.cortex/events/2026-10/b.ndjson',
      '.cortex/local/activity/s.ndjson',
    ]);
    expect(after.find((stat) => stat.path.endsWith('b.ndjson'))!.size).toBe(2 * LINE.length);
    expect(statsAfter(paths, after, [])).toEqual(after);
  });
});
