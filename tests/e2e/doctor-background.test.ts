/**
 * `cortex doctor` and the work the hooks hand to detached processes (a Stop's regeneration
 * of the committed projections, a git hook's rewrite of the briefing file): a marker far
 * older than such a run takes, with nobody holding its lock, means the process died, and
 * doctor says so with what to run. The built binary, in a real repository.
 */
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { git, tempRepo } from '../helpers/repo.js';

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
  details?: string[];
}

function doctorChecks(root: string): Check[] {
  const result = cortexBin(root, ['doctor', '--json']);
  return (JSON.parse(result.stdout) as { checks: Check[] }).checks;
}

const local = (root: string, name: string) => join(root, '.cortex/local', name);

/** Sets a file's modification time `minutes` ago. */
function age(path: string, minutes: number): void {
  const then = new Date(Date.now() - minutes * 60_000);
  utimesSync(path, then, then);
}

/** A committed project with one decision, then one more appended as a Stop appends (projections not regenerated). */
function projectWithUnrenderedDecision(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  expect(
    cortexBin(root, [
      'remember',
      '--type',
      'decision',
      'Use PostgreSQL advisory locks for the job queue',
    ]).code,
  ).toBe(0);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'memory');
  const decision = testEvent({
    type: 'decision_made',
    key: 'stop',
    content: 'Retry failed jobs with exponential backoff capped at ten minutes',
    author: 'dev@example.com',
    branch: 'main',
    session: 's1',
    ts: '2026-11-20T11:00:00.000Z',
  });
  mkdirSync(join(root, '.cortex/events/2026-11'), { recursive: true });
  writeFileSync(join(root, '.cortex/events/2026-11/s1.ndjson'), serializeEvent(decision) + '\n');
  return root;
}

describe('cortex doctor and background work', () => {
  it('reports a projection refresh that died, says to run cortex project, and is quiet once that ran', () => {
    const root = projectWithUnrenderedDecision();
    const marker = local(root, 'projections-pending');
    writeFileSync(marker, '2026-11-20T11:00:01.000Z\n');
    writeFileSync(
      local(root, 'cortex.log'),
      '2026-11-20T11:00:02.000Z hook stop: could not regenerate the projections in the background: EACCES: permission denied\n',
    );

    // Handed over a minute ago: a refresh may well be on its way.
    age(marker, 1);
    expect(doctorChecks(root).find((check) => check.id === 'projections-pending')).toBeUndefined();

    age(marker, 45);
    const stuck = doctorChecks(root).find((check) => check.id === 'projections-pending')!;
    expect(stuck).toMatchObject({
      status: 'warn',
      fix: 'cortex project (or cortex doctor --fix), then commit what changed',
    });
    expect(stuck.message).toBe(
      'A Stop handed the rewrite of the committed projections (decisions, plan) to a background process 45 minutes ago, and it never finished (it died, or could not start)',
    );
    expect(stuck.details).toEqual([
      expect.stringMatching(
        /^marker: \.cortex\/local\/projections-pending \(since \d{4}-\d\d-\d\dT/,
      ),
      'last logged: hook stop: could not regenerate the projections in the background: EACCES: permission denied',
    ]);
    // The text a user reads.
    const text = cortexBin(root, ['doctor', '--no-color']);
    expect(text.stdout).toContain(
      '! A Stop handed the rewrite of the committed projections (decisions, plan) to a background process 45 minutes ago',
    );
    expect(text.stdout).toContain(
      'fix: cortex project (or cortex doctor --fix), then commit what changed',
    );

    // Someone holds the lock (a regeneration at work, slow on a large log): not stuck.
    const lock = local(root, 'projections.lock');
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }),
    );
    expect(doctorChecks(root).find((check) => check.id === 'projections-pending')).toBeUndefined();
    // A lock left by a process that is gone holds nothing.
    writeFileSync(
      lock,
      JSON.stringify({ pid: 2 ** 22 + 17, host: hostname(), since: new Date().toISOString() }),
    );
    expect(doctorChecks(root).find((check) => check.id === 'projections-pending')).toMatchObject({
      status: 'warn',
    });
    rmSync(lock);

    expect(cortexBin(root, ['project']).code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const after = doctorChecks(root);
    expect(after.find((check) => check.id === 'projections-pending')).toBeUndefined();
    expect(after.find((check) => check.id === 'projections')).toMatchObject({ status: 'ok' });
  });

  it('reports a briefing rewrite that died, and doctor --fix rewrites the briefing file', () => {
    const root = projectWithUnrenderedDecision();
    const marker = local(root, 'briefing-pending');
    writeFileSync(marker, '2026-11-20T11:00:01.000Z\n');
    age(marker, 3 * 24 * 60);
    const briefingFile = join(root, '.claude/rules/cortex-briefing.md');
    rmSync(briefingFile, { force: true });

    const stuck = doctorChecks(root).find((check) => check.id === 'briefing-pending')!;
    expect(stuck).toMatchObject({
      status: 'warn',
      fix: 'cortex doctor --fix (or cortex hook refresh-briefing) rewrites it; the next session start does too',
    });
    expect(stuck.message).toBe(
      'A git hook handed the rewrite of the briefing file (.claude/rules/cortex-briefing.md) to a background process 3 days ago, and it never finished (it died, or could not start)',
    );

    const fixed = cortexBin(root, ['doctor', '--fix', '--no-color']);
    expect(fixed.stdout).toContain(
      'fixed: rewrote .claude/rules/cortex-briefing.md (its background rewrite had died)',
    );
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(briefingFile)).toBe(true);
    expect(doctorChecks(root).find((check) => check.id === 'briefing-pending')).toBeUndefined();
  });
});
