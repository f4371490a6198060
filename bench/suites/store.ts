/**
 * The event log: reading (log, status) at 10,000 and 100,000 events, import of 10,000 and
 * 100,000 events into a fresh repository, peak memory.
 */
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../../src/events/codec.js';
import { RealisticGenerator } from '../realistic.js';
import type { Harness } from '../harness.js';

/** Writes `count` realistic events to one NDJSON file, as `cortex export` would. */
async function exportFile(path: string, count: number): Promise<void> {
  const out = createWriteStream(path);
  for (const event of new RealisticGenerator({
    seed: 7,
    startMs: Date.parse('2026-03-01T00:00:00Z'),
  }).stream(count)) {
    if (!out.write(serializeEvent(event) + '\n'))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

export async function run(h: Harness): Promise<void> {
  h.time('cortex --version', h.cortex(h.workspace, '--version'));
  // The command-line parser (yargs) is loaded by --help and every command a person types.
  h.time('cortex --help', h.cortex(h.workspace, '--help'));
  for (const size of h.quick ? [10_000] : [10_000, 100_000]) {
    const root = h.repoWithLog(`log-${size}`, size);
    const label = size.toLocaleString('en-US');
    const budget = size === 100_000 ? 700 : undefined;
    h.time(`cortex log -n 20 @ ${label} events`, h.cortex(root, 'log', '-n', '20'), budget);
    h.time(`cortex status @ ${label} events`, h.cortex(root, 'status'), budget);
    if (size === 100_000)
      h.time(`cortex export @ ${label} events`, h.cortex(root, 'export'), undefined, 3);
  }

  for (const size of h.quick ? [10_000] : [10_000, 100_000]) {
    const label = size.toLocaleString('en-US');
    const name = `cortex import (${label} events, fresh repository)`;
    if (!h.wants(name)) continue;
    const file = join(h.workspace, `import-${size}.ndjson`);
    await exportFile(file, size);
    const root = h.repoWithLog(`import-${size}`, 0);
    h.time(
      name,
      {
        ...h.cortex(root, 'import', file),
        before: () => rmSync(join(root, '.cortex', 'events'), { recursive: true, force: true }),
      },
      undefined,
      size === 100_000 ? 2 : h.runs,
    );
  }
}
