/**
 * A teammate commits `.cortex/local` as a link (to a folder outside the repository): in a
 * fresh clone, cortex writes nothing through it. Hooks stay silent and the session is told
 * cortex is off and why; commands refuse with the reason; doctor reports it alone and
 * `--fix` replaces the link with a folder of cortex's own and untracks it.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { DEMO_TRANSCRIPT } from '../helpers/capture.js';
import { git, tempDir } from '../helpers/repo.js';
import { team } from '../helpers/team.js';

describe('a committed link at .cortex/local', () => {
  it('is never written through, said so at session start and by commands, and repaired by doctor --fix', () => {
    const t = team();
    const mallory = t.clone('mallory');
    const outside = tempDir('cortex-outside-');
    mkdirSync(join(outside, 'planted'));
    // The clone's own local state is replaced by a link, which git takes as a file (not ignored by `.cortex/local/`).
    git(mallory, 'rm', '-r', '-q', '--cached', '--ignore-unmatch', '.cortex/local');
    rmSync(join(mallory, '.cortex/local'), { recursive: true, force: true });
    symlinkSync(join(outside, 'planted'), join(mallory, '.cortex/local'));
    git(mallory, 'add', '.cortex/local');
    git(mallory, 'commit', '-qm', 'tidy up');
    git(mallory, 'push', '-q', 'origin', 'main');

    const victim = t.clone('victim', { init: false });
    expect(lstatSync(join(victim, '.cortex/local')).isSymbolicLink()).toBe(true);
    const init = cortexBin(victim, ['init']);
    expect(init.code).toBe(1);
    expect(init.stderr).toContain('.cortex/local is a link');
    const payload = (event: string) =>
      JSON.stringify({
        session_id: 'v1',
        transcript_path: DEMO_TRANSCRIPT,
        cwd: victim,
        hook_event_name: event,
        source: 'startup',
      });
    const stop = cortexBin(victim, ['hook', 'stop'], { input: payload('Stop') });
    expect(stop).toMatchObject({ code: 0, stdout: '' });
    const start = cortexBin(victim, ['hook', 'session-start'], { input: payload('SessionStart') });
    expect(start.code).toBe(0);
    expect(JSON.parse(start.stdout).hookSpecificOutput.additionalContext).toMatch(
      /^cortex is off in this repository: \.cortex\/local is a link/,
    );
    const log = cortexBin(victim, ['log']);
    expect(log.code).toBe(1);
    expect(log.stderr).toContain('.cortex/local is a link');
    expect(log.stderr).toContain("'cortex doctor --fix' replaces it");
    // Nothing landed where the link points.
    expect(readdirSync(join(outside, 'planted'))).toEqual([]);

    const doctor = cortexBin(victim, ['doctor']);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(
      /✗ \.cortex\/local is a link \(to [^)]*planted\): cortex reads and writes nothing through it; nothing else is checked/,
    );
    expect(readdirSync(join(outside, 'planted'))).toEqual([]);
    const fixed = cortexBin(victim, ['doctor', '--fix']);
    expect(fixed.stdout).toContain('fixed: untracked .cortex/local (commit the removal)');
    expect(fixed.stdout).toContain('fixed: replaced the link .cortex/local');
    expect(lstatSync(join(victim, '.cortex/local')).isDirectory()).toBe(true);
    expect(readdirSync(join(outside, 'planted'))).toEqual([]);
    expect(cortexBin(victim, ['log']).code).toBe(0);
    expect(existsSync(join(victim, '.cortex/local'))).toBe(true);
  });
});
