/**
 * The Stop hook and the committed projections: the hook hands their regeneration to a
 * detached `cortex hook refresh-projections` (src/memory/background-refresh.ts) and
 * loads no renderer itself; the files are current by the time anyone commits them, and a
 * refresh that failed is reported and retried.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT, events } from '../helpers/capture.js';
import { git, settleBackgroundWork, tempDir, tempRepo } from '../helpers/repo.js';

const RECORD_LOADS = fileURLToPath(new URL('../fixtures/hooks/record-loads.cjs', import.meta.url));

interface Run {
  args: string[];
  projections: boolean;
}

/** A repository after `cortex init`, committed, with the demo session's transcript beside it. */
function setUp(): { root: string; transcript: string; loads: string } {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'cortex init');
  const transcript = join(tempDir(), `${DEMO_SESSION}.jsonl`);
  writeFileSync(transcript, readFileSync(DEMO_TRANSCRIPT));
  return { root, transcript, loads: tempDir() };
}

function stop(root: string, transcript: string, loads: string) {
  const payload = {
    session_id: DEMO_SESSION,
    transcript_path: transcript,
    cwd: root,
    hook_event_name: 'Stop',
    stop_hook_active: false,
  };
  return cortexBin(root, ['hook', 'stop'], {
    input: JSON.stringify(payload),
    env: { NODE_OPTIONS: `--require ${RECORD_LOADS}`, CORTEX_TEST_LOADS_DIR: loads },
  });
}

/** The cortex processes that ran (each with its arguments and whether it loaded the renderers); the record is taken as each exits. */
function runs(loads: string): Run[] {
  return readdirSync(loads).map(
    (file) => JSON.parse(readFileSync(join(loads, file), 'utf8')) as Run,
  );
}

const pending = (root: string) => join(root, '.cortex/local/projections-pending');
const logOf = (root: string) =>
  existsSync(join(root, '.cortex/local/cortex.log'))
    ? readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8')
    : '';
const doctorCheck = (root: string, id: string) =>
  (
    JSON.parse(cortexBin(root, ['doctor', '--json']).stdout) as {
      checks: { id: string; status: string; message: string; details?: string[] }[];
    }
  ).checks.find((check) => check.id === id);

function waitFor(condition: () => boolean, timeoutMs = 20_000): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) Atomics.wait(pause, 0, 0, 25);
}

describe('cortex hook stop and the committed projections', () => {
  it('leaves rendering to a detached refresh, whose files pass project --check in a clone once committed', () => {
    const { root, transcript, loads } = setUp();
    expect(stop(root, transcript, loads)).toEqual({ code: 0, stdout: '', stderr: '' });
    settleBackgroundWork(root, 20_000);

    // The hook itself never loaded the renderers; the refresh it started did (its record is written as it exits).
    waitFor(() => runs(loads).length === 2);
    const seen = runs(loads);
    expect(seen.find((run) => run.args.join(' ') === 'hook stop')).toEqual({
      args: ['hook', 'stop'],
      projections: false,
    });
    expect(seen.find((run) => run.args.join(' ') === 'hook refresh-projections')).toEqual({
      args: ['hook', 'refresh-projections'],
      projections: true,
    });

    const decisions = events(root).filter(
      (event) => event.type === 'decision_made' && event.confidence >= 0.5,
    );
    expect(decisions.length).toBeGreaterThan(0);
    const index = readFileSync(join(root, '.cortex/decisions.md'), 'utf8');
    for (const decision of decisions)
      expect(index).toContain(decision.content.split('\n')[0]!.slice(0, 40));
    expect(readdirSync(join(root, '.cortex/decisions')).length).toBeGreaterThanOrEqual(
      decisions.length,
    );
    expect(existsSync(pending(root))).toBe(false);
    expect(logOf(root)).toBe('');
    expect(cortexBin(root, ['project', '--check'])).toMatchObject({ code: 0 });

    // What the user commits after the turn is what a clone (or CI) checks.
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'work with memory');
    const clone = join(tempDir(), 'clone');
    git(root, 'clone', '-q', root, clone);
    expect(cortexBin(clone, ['project', '--check'])).toMatchObject({
      code: 0,
      stdout: 'projections are up to date\n',
    });
  });

  it('reports a refresh that failed, starts none while one is pending, and retries on a later Stop', () => {
    const { root, transcript, loads } = setUp();
    // The index cannot be written: a folder stands where it goes.
    rmSync(join(root, '.cortex/decisions.md'));
    mkdirSync(join(root, '.cortex/decisions.md'));
    expect(stop(root, transcript, loads).code).toBe(0);
    waitFor(() => logOf(root).includes('could not regenerate the projections in the background'));
    expect(logOf(root)).toMatch(
      /hook stop: could not regenerate the projections in the background: .*decisions\.md/,
    );
    waitFor(() => !existsSync(join(root, '.cortex/local/projections.lock')));
    // The marker stays for a retry, and doctor says what is stale.
    expect(existsSync(pending(root))).toBe(true);
    expect(doctorCheck(root, 'projections')).toMatchObject({
      status: 'fail',
      details: [expect.stringContaining('background refresh that has not finished')],
    });

    // A Stop while the marker is fresh starts no second refresh (one is taken to be on its way).
    rmSync(join(root, '.cortex/decisions.md'), { recursive: true });
    const later = tempDir();
    expect(stop(root, transcript, later).code).toBe(0);
    expect(runs(later).map((run) => run.args.join(' '))).toEqual(['hook stop']);

    // Once the marker is older than a refresh takes, the next Stop, with nothing new to capture, starts one.
    const old = new Date(Date.now() - 120_000);
    utimesSync(pending(root), old, old);
    expect(stop(root, transcript, later).code).toBe(0);
    settleBackgroundWork(root, 20_000);
    waitFor(() => runs(later).length === 3);
    expect(
      runs(later)
        .map((run) => run.args.join(' '))
        .sort(),
    ).toEqual(['hook refresh-projections', 'hook stop', 'hook stop']);
    expect(existsSync(pending(root))).toBe(false);
    expect(cortexBin(root, ['project', '--check']).code).toBe(0);
    expect(doctorCheck(root, 'projections')).toMatchObject({ status: 'ok' });
  });
});
