/**
 * The event log: reading (log, status) at 10,000 and 100,000 events, import, peak memory.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../../src/events/codec.js';
import { random, syntheticEvent } from '../generate.js';
import type { Harness } from '../harness.js';

export function run(h: Harness): void {
  h.time('cortex --version', h.cortex(h.workspace, '--version'));
  for (const size of h.quick ? [10_000] : [10_000, 100_000]) {
    const root = h.repoWithLog(`log-${size}`, size, Math.max(10, size / 200));
    const label = size.toLocaleString('en-US');
    const budget = size === 100_000 ? 700 : undefined;
    h.time(`cortex log -n 20 @ ${label} events`, h.cortex(root, 'log', '-n', '20'), budget);
    h.time(`cortex status @ ${label} events`, h.cortex(root, 'status'), budget);
    if (size === 100_000) {
      h.rss(`peak RSS, cortex status @ ${label} events`, h.cortex(root, 'status'), 300);
      h.rss(`peak RSS, cortex log -n 20 @ ${label} events`, h.cortex(root, 'log', '-n', '20'), 300);
      h.rss(`peak RSS, cortex export @ ${label} events`, h.cortex(root, 'export'), 300);
    }
  }

  const rand = random(7);
  const start = Date.parse('2026-03-01T00:00:00Z');
  const file = join(h.workspace, 'import.ndjson');
  writeFileSync(file, Array.from({ length: 10_000 }, (_, i) => serializeEvent(syntheticEvent(rand, i, start))).join('\n') + '\n');
  const root = h.repoWithLog('import', 0, 1);
  h.time('cortex import (10,000 events, fresh repository)', {
    ...h.cortex(root, 'import', file),
    before: () => rmSync(join(root, '.cortex', 'events'), { recursive: true, force: true }),
  });
}
