/**
 * `--json` on the commands a script or CI reads: brief (the briefing and a task frame),
 * project (--check and a write) and pack (--dry-run): one JSON object on stdout each,
 * with the exit code the text form has.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

function project(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  expect(
    cortexBin(root, [
      'remember',
      '--type',
      'decision',
      '--reason',
      'one file, no server',
      'Use SQLite for the local cache',
    ]).code,
  ).toBe(0);
  return root;
}

describe('--json', () => {
  it('brief: the text, budget, tokens and sections; a task frame with the memories it placed', () => {
    const root = project();
    const briefing = cortexBin(root, ['brief', '--json']);
    expect(briefing.code).toBe(0);
    const value = JSON.parse(briefing.stdout) as {
      kind: string;
      text: string;
      budget: number;
      tokens: number;
      sections: { name: string }[];
    };
    expect(value).toMatchObject({ kind: 'briefing', budget: 600 });
    expect(value.text).toBe(cortexBin(root, ['brief']).stdout);
    expect(value.tokens).toBeGreaterThan(0);
    const frame = JSON.parse(
      cortexBin(root, ['brief', '--task', 'where does the local cache live, SQLite?', '--json'])
        .stdout,
    ) as { kind: string; memories: string[]; text: string };
    expect(frame.kind).toBe('task-frame');
    expect(frame.text).toContain('SQLite');
    expect(frame.memories.length).toBeGreaterThan(0);
  });

  it('project --check: up to date or not, with the stale files, and exit 1 when stale', () => {
    const root = project();
    const fresh = cortexBin(root, ['project', '--check', '--json']);
    expect(fresh.code).toBe(0);
    expect(JSON.parse(fresh.stdout)).toEqual({ upToDate: true, stale: [] });
    writeFileSync(join(root, '.cortex/decisions.md'), '# edited by hand\n');
    const stale = cortexBin(root, ['project', '--check', '--json']);
    expect(stale.code).toBe(1);
    expect(JSON.parse(stale.stdout)).toEqual({ upToDate: false, stale: ['.cortex/decisions.md'] });
    const written = JSON.parse(cortexBin(root, ['project', '--json']).stdout) as {
      written: string[];
    };
    expect(written.written).toEqual(['.cortex/decisions.md']);
  });

  it('pack --dry-run: what would be packed, changing nothing; before any commit, why nothing is', () => {
    const root = project();
    const early = cortexBin(root, ['pack', '--dry-run', '--json']);
    expect(early.code).toBe(0);
    expect(JSON.parse(early.stdout)).toMatchObject({
      dryRun: true,
      packs: [],
      skipped: expect.stringContaining('nothing is committed yet'),
    });
    expect(cortexBin(root, ['pack', '--dry-run']).stdout).toContain(
      'nothing packed: nothing is committed yet',
    );
    spawnSync('git', ['add', '-A'], { cwd: root });
    spawnSync(
      'git',
      ['-c', 'user.email=a@example.com', '-c', 'user.name=a', 'commit', '-qm', 'memory'],
      { cwd: root },
    );
    const result = cortexBin(root, ['pack', '--dry-run', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { dryRun: boolean; packs: unknown[] };
    expect(report.dryRun).toBe(true);
    expect(report.packs).toEqual([]);
  });
});
