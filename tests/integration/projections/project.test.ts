import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { DEFAULT_CONFIG } from '../../../src/config/config.js';
import { projectPaths } from '../../../src/events/paths.js';
import { findRepo } from '../../../src/git/plumbing/repo.js';
import { PROJECTION_FILES } from '../../../src/projections/committed.js';
import { regenerateProjections } from '../../../src/projections/projection-files.js';
import { cortex } from '../../helpers/cli.js';
import { commitAll, git, tempRepo, writeFile } from '../../helpers/repo.js';
import { storyEvents } from '../../fixtures/projections/story.js';
import { testEvent } from '../../helpers/events.js';

async function initialised(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  return root;
}

/** Writes events as event files directly, `perFile` to a file, named so that files sort in the given order. */
function writeEventFiles(
  root: string,
  events: readonly AnyEvent[],
  perFile: number,
  prefix: string,
): void {
  for (let i = 0; i < events.length; i += perFile) {
    const lines =
      events
        .slice(i, i + perFile)
        .map(serializeEvent)
        .join('\n') + '\n';
    writeFile(root, `.cortex/events/2026-09/${prefix}${String(i).padStart(4, '0')}.ndjson`, lines);
  }
}

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

describe('cortex project', () => {
  it('writes the three projections, and --check passes right after', async () => {
    const root = await initialised();
    writeEventFiles(root, storyEvents(), 100, 'a');
    const written = await cortex(root, ['project']);
    expect(written).toMatchObject({ code: 0, stderr: '' });
    for (const file of PROJECTION_FILES) expect(written.stdout).toContain(`wrote ${file}`);
    expect(read(root, '.cortex/decisions.md')).toBe(
      readFileSync(
        new URL('../../fixtures/projections/story/decisions.md', import.meta.url),
        'utf8',
      ),
    );
    expect(await cortex(root, ['project', '--check'])).toMatchObject({
      code: 0,
      stdout: 'projections are up to date\n',
    });
    const again = await cortex(root, ['project']);
    expect(again.stdout).toMatch(/^projections are up to date/);
  });

  it('--check writes nothing and exits 1 naming the stale files', async () => {
    const root = await initialised();
    writeEventFiles(root, storyEvents(), 100, 'a');
    await cortex(root, ['project']);
    const before = read(root, '.cortex/decisions.md');
    // Events that arrive without cortex regenerating (a pull through a web merge, another tool's import).
    writeEventFiles(
      root,
      [
        testEvent({
          key: 'seg',
          type: 'decision_made',
          content: 'Use Intl.Segmenter to measure payee width',
        }),
      ],
      100,
      'c',
    );
    const check = await cortex(root, ['project', '--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(
      /stale projections: \.cortex\/decisions\.md, \.cortex\/decisions\/\d{4}-\d\d-\d\d-use-intl-segmenter-to-measure-payee-width-[0-9A-Z]{8}\.md\n/,
    );
    expect(check.stderr).toContain("run 'cortex project'");
    expect(read(root, '.cortex/decisions.md')).toBe(before);
    await cortex(root, ['project']);
    expect(read(root, '.cortex/decisions.md')).toContain(
      'Use Intl.Segmenter to measure payee width',
    );
    expect((await cortex(root, ['project', '--check'])).code).toBe(0);
  });

  it('names every missing projection, and accepts files whose only change is CRLF line endings', async () => {
    const root = await initialised();
    for (const file of PROJECTION_FILES) rmSync(join(root, file));
    const check = await cortex(root, ['project', '--check']);
    expect(check.stderr).toContain(`stale projections: ${PROJECTION_FILES.join(', ')}`);
    await cortex(root, ['project']);
    const plan = join(root, '.cortex/active-plan.md');
    writeFileSync(plan, read(root, '.cortex/active-plan.md').replace(/\n/g, '\r\n'));
    expect((await cortex(root, ['project', '--check'])).code).toBe(0);
  });

  it('gives byte-identical files from the same events in different files, orders, clocks and time zones', async () => {
    const events = storyEvents();
    const first = await initialised();
    writeEventFiles(first, events, 100, 'a');
    const second = await initialised();
    // One event per file, newest first in file order, and a duplicate line for good measure.
    writeEventFiles(second, [...events].reverse(), 1, 'b');
    writeFile(second, '.cortex/events/2026-10/dup.ndjson', serializeEvent(events[3]!) + '\n');
    await cortex(first, ['project'], { now: new Date('2026-09-16T08:00:00Z'), env: { TZ: 'UTC' } });
    await cortex(second, ['project'], {
      now: new Date('2031-02-03T23:59:00Z'),
      env: { TZ: 'Pacific/Kiritimati' },
    });
    for (const file of PROJECTION_FILES) expect(read(second, file)).toBe(read(first, file));
  });

  it('leaves a clean work tree when run again after the projections were committed', async () => {
    const root = await initialised();
    writeEventFiles(root, storyEvents(), 100, 'a');
    await cortex(root, ['project']);
    commitAll(root, 'memory and projections');
    await cortex(root, ['project']);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('warns about unreadable lines but still writes the projections of the rest', async () => {
    const root = await initialised();
    writeEventFiles(root, storyEvents(), 100, 'a');
    writeFile(root, '.cortex/events/2026-09/broken.ndjson', '{"v":1,"id":"not an id"}\n');
    const result = await cortex(root, ['project']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('broken.ndjson:1');
    expect(read(root, '.cortex/decisions.md')).toContain('Store amounts as integer cents');
  });
});

describe('regenerateProjections (what the capture hooks call)', () => {
  it('picks up events appended since the last run, through the incremental cache, and releases its lock', async () => {
    const root = await initialised();
    writeEventFiles(root, storyEvents().slice(0, 20), 100, 'a');
    const project = { repo: findRepo(root)!, paths: projectPaths(root), config: DEFAULT_CONFIG };
    // init wrote the projections of the empty log; the archive stays empty with these events, and each decision
    // gets its record.
    const first = regenerateProjections(project).changed;
    expect(first.filter((file) => !file.startsWith('.cortex/decisions/'))).toEqual([
      '.cortex/decisions.md',
      '.cortex/active-plan.md',
    ]);
    expect(first.filter((file) => file.startsWith('.cortex/decisions/')).length).toBeGreaterThan(0);
    writeEventFiles(root, storyEvents().slice(20), 100, 'b');
    const second = regenerateProjections(project);
    expect(second.changed).toContain('.cortex/active-plan.md');
    expect(read(root, '.cortex/active-plan.md')).toContain('Monthly report');
    expect(existsSync(join(root, '.cortex/local/projections.lock'))).toBe(false);
    expect((await cortex(root, ['project', '--check'])).code).toBe(0);
  });
});
