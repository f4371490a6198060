/**
 * Progress on long work: `import` and `project` rewrite one line on stderr when it is a
 * terminal, and print nothing extra when it is not (a pipe, a file, CI) or with --json.
 */
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { startProgress } from '../../../src/cli/progress.js';
import type { Context } from '../../../src/cli/context.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { tempRepo } from '../../helpers/repo.js';

/** 4,500 events: three of import's batches. */
function manyEvents(): string {
  return Array.from({ length: 4500 }, (_, i) =>
    serializeEvent(
      testEvent({
        key: `bulk-${i}`,
        type: i % 50 === 0 ? 'decision_made' : 'knowledge_acquired',
        content: `fact number ${i}`,
        ts: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
      }),
    ),
  ).join('\n');
}

async function initialised(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  return root;
}

describe('startProgress', () => {
  function terminal(isTTY: boolean, clock: { now: number }) {
    const written: string[] = [];
    const ctx = {
      stderr: { isTTY, write: (chunk: string) => written.push(chunk) },
      now: () => new Date(clock.now),
    } as unknown as Context;
    return { ctx, written };
  }

  it('rewrites one line in place, at most every interval, and clears it when done', () => {
    const clock = { now: 0 };
    const { ctx, written } = terminal(true, clock);
    const progress = startProgress(ctx, { intervalMs: 100 });
    progress.update('importing 0 / 100,000 events');
    clock.now = 50;
    progress.update('importing 2,000 / 100,000 events');
    clock.now = 150;
    progress.update('importing 4,000 / 100,000 events');
    progress.update('done', true);
    progress.done();
    expect(written).toEqual([
      '\rimporting 0 / 100,000 events',
      '\rimporting 4,000 / 100,000 events',
      `\r${'done'.padEnd('importing 4,000 / 100,000 events'.length)}`,
      `\r${' '.repeat(4)}\r`,
    ]);
  });

  it('prints nothing when stderr is not a terminal, or when told not to', () => {
    for (const [isTTY, enabled] of [
      [false, true],
      [true, false],
    ] as const) {
      const { ctx, written } = terminal(isTTY, { now: 0 });
      const progress = startProgress(ctx, { enabled });
      progress.update('importing 0 / 10 events', true);
      progress.done();
      expect(written).toEqual([]);
    }
  });
});

describe('cortex import and cortex project: progress', () => {
  it('shows how many events are imported out of how many on a terminal, then clears the line', async () => {
    const root = await initialised();
    const result = await cortex(root, ['import', '-'], { stdin: manyEvents(), tty: true });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('\rimporting 0 / 4,500 events');
    expect(result.stderr).toContain('\rimporting 4,500 / 4,500 events');
    expect(result.stderr).toMatch(/\r +\r$/);
    expect(result.stdout).toContain('imported 4500 events');
  });

  it('writes nothing but warnings to stderr when it is not a terminal, or with --json', async () => {
    const root = await initialised();
    const piped = await cortex(root, ['import', '-'], { stdin: manyEvents() });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
    const json = await cortex(root, ['import', '-', '--json'], { stdin: manyEvents(), tty: true });
    expect(json.code).toBe(0);
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toMatchObject({ skipped: 4500 });
  });

  it('shows the log being read and the decision records being written on a terminal, and nothing when piped', async () => {
    const root = await initialised();
    expect((await cortex(root, ['import', '-'], { stdin: manyEvents() })).code).toBe(0);
    const shown = await cortex(root, ['project'], { tty: true });
    expect(shown.code).toBe(0);
    expect(shown.stderr).toMatch(/\rreading the log: [\d,]+ events/);
    expect(shown.stderr).toMatch(/\rwriting decision records: 0 \/ \d+/);
    expect(shown.stderr).toMatch(/\r +\r$/);
    const piped = await cortex(root, ['project', '--check']);
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
  });
});
