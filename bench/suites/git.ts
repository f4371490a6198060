/**
 * git integration: the events merge driver on two 20,000-line versions of one file.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../../src/events/codec.js';
import type { AnyEvent } from '../../src/events/envelope.js';
import { RealisticGenerator } from '../realistic.js';
import type { Harness } from '../harness.js';

export function run(h: Harness): void {
  const name = 'events merge driver, two 20,000-line files (1,000 in common)';
  if (!h.wants(name)) return;
  const root = h.repoWithLog('merge-driver', 0);
  const events = new RealisticGenerator({
    seed: 11,
    startMs: Date.parse('2026-05-01T00:00:00Z'),
  }).stream(39_000);
  const lines = (_from: number, count: number) =>
    Array.from({ length: count }, () => serializeEvent(events.next().value as AnyEvent));
  const common = lines(0, 1000);
  const files = {
    base: join(h.workspace, 'merge-base.ndjson'),
    ours: join(h.workspace, 'merge-ours.ndjson'),
    oursOriginal: join(h.workspace, 'merge-ours.orig'),
    theirs: join(h.workspace, 'merge-theirs.ndjson'),
  };
  writeFileSync(files.base, common.join('\n') + '\n');
  writeFileSync(files.oursOriginal, [...common, ...lines(1000, 19_000)].join('\n') + '\n');
  writeFileSync(files.theirs, [...common, ...lines(20_000, 19_000)].join('\n') + '\n');
  h.time(
    name,
    {
      ...h.cortex(
        root,
        'merge-driver',
        'events',
        files.base,
        files.ours,
        files.theirs,
        '.cortex/events/2026-05/x.ndjson',
      ),
      before: () => copyFileSync(files.oursOriginal, files.ours),
    },
    (node) => 6 * node,
  );
}
