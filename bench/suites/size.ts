/**
 * What the log costs a repository: committed bytes per real session-hour, measured on the
 * events `cortex ingest` captures from the real sessions in ../shared/fixtures (skipped with
 * a note when they are absent). A session-hour is active time: the time between a session's
 * events, pauses of 30 minutes or more left out.
 */
import { existsSync } from 'node:fs';
import { FIXTURES, ingestFixtures, measure } from '../calibrate.js';
import type { Harness } from '../harness.js';

const BUDGET_KIB = 15;

export function run(h: Harness): void {
  const name = 'size: committed bytes per real session-hour (shared fixtures)';
  if (!h.wants(name)) return;
  if (!existsSync(FIXTURES)) {
    h.figure(name, 'skipped', `<= ${BUDGET_KIB} KiB`, '../shared absent');
    return;
  }
  const { events, local, cleanup } = ingestFixtures();
  try {
    const measured = measure(events, 'fixtures', local);
    const kib = measured.bytesPerActiveHour / 1024;
    h.figure(
      name,
      `${kib.toFixed(1)} KiB`,
      `<= ${BUDGET_KIB} KiB`,
      kib <= BUDGET_KIB ? 'ok' : 'OVER',
    );
    h.figure(
      'size: share of those bytes that is activity (condensed per session)',
      `${(measured.activityByteShare * 100).toFixed(0)} %`,
    );
    // The per-tool detail kept in .cortex/local/ (never committed), over the same hours.
    const all = measure([...events, ...local], 'fixtures and local detail');
    h.figure(
      'size: committed and local bytes per real session-hour (local: never committed)',
      `${(all.bytesPerActiveHour / 1024).toFixed(1)} KiB`,
    );
  } finally {
    cleanup();
  }
}
