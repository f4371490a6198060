/**
 * Memories checked against the code, in a real repository: a file committed again after the
 * memory was recorded, or edited and not committed since, is "changed since"; a file git saw
 * deleted since (by a commit, or in the work tree) is "gone"; a file untouched since, changed
 * only before, deleted before the memory or never in the repository is neither.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRememberedFiles,
  freshnessNote,
  rankByFreshness,
} from '../../../src/knowledge/file-freshness.js';
import { cortexBin } from '../../helpers/cli.js';
import { tempRepo, writeFile } from '../../helpers/repo.js';

/** Commits everything with the given commit date. */
function commitAt(root: string, iso: string, message: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: iso, GIT_COMMITTER_DATE: iso };
  execFileSync('git', ['add', '-A'], { cwd: root, env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: root, env });
}

function repoWithHistory(): string {
  const root = tempRepo();
  for (const file of ['src/a.ts', 'src/b.ts', 'src/d.ts', 'src/e.ts', 'src/f.ts', 'src/old.ts'])
    writeFile(root, file, `// ${file}\n`);
  commitAt(root, '2026-03-01T10:00:00Z', 'first');
  rmSync(join(root, 'src/old.ts'));
  commitAt(root, '2026-03-02T10:00:00Z', 'old.ts removed before the memory');
  writeFile(root, 'src/a.ts', '// a, rewritten\n');
  rmSync(join(root, 'src/f.ts'));
  commitAt(root, '2026-03-05T10:00:00Z', 'a again, f.ts removed');
  // Edited in the work tree after the memory, not committed.
  writeFile(root, 'src/d.ts', '// d, edited\n');
  // Edited, not committed, but (by its time) before the memory.
  writeFile(root, 'src/e.ts', '// e, edited\n');
  utimesSync(
    join(root, 'src/e.ts'),
    new Date('2026-03-02T00:00:00Z'),
    new Date('2026-03-02T00:00:00Z'),
  );
  rmSync(join(root, 'src/b.ts'));
  return root;
}

describe('memories checked against the work tree', () => {
  it('marks files changed since the memory or gone, and leaves the rest alone', () => {
    const root = repoWithHistory();
    const checked = checkRememberedFiles(root, [
      {
        id: 'after-first',
        ts: '2026-03-03T00:00:00.000Z',
        files: [
          'src/a.ts',
          'src/b.ts',
          'src/c.ts',
          'src/d.ts',
          'src/e.ts',
          'src/f.ts',
          'src/old.ts',
        ],
      },
      { id: 'after-all', ts: '2026-03-06T00:00:00.000Z', files: ['src/a.ts'] },
      { id: 'no-files', ts: '2026-03-03T00:00:00.000Z', files: [] },
      {
        id: 'outside',
        ts: '2026-03-03T00:00:00.000Z',
        files: ['/etc/passwd', '../other/x.ts', '~/notes/todo.md', 'src/*.ts'],
      },
    ]);
    // c.ts was never in the repository, old.ts was deleted before the memory: neither is marked.
    expect(checked.get('after-first')).toEqual({
      gone: ['src/b.ts', 'src/f.ts'],
      changed: ['src/a.ts', 'src/d.ts'],
    });
    expect(checked.has('after-all')).toBe(false);
    expect(checked.has('no-files')).toBe(false);
    expect(checked.has('outside')).toBe(false);
    expect(freshnessNote(checked.get('after-first'))).toBe(
      '(src/a.ts, src/d.ts changed since; src/b.ts, src/f.ts gone)',
    );
    // doctor asks only what is gone.
    expect(
      checkRememberedFiles(
        root,
        [
          {
            id: 'after-first',
            ts: '2026-03-03T00:00:00.000Z',
            files: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/f.ts'],
          },
        ],
        { changes: false },
      ).get('after-first'),
    ).toEqual({ gone: ['src/b.ts', 'src/f.ts'], changed: [] });
  });

  it('ranks such memories lower, keeping the order of the rest', () => {
    const root = repoWithHistory();
    const hits = [
      { id: 'stale', ts: '2026-03-03T00:00:00.000Z', files: ['src/a.ts'], score: 1 },
      { id: 'fresh', ts: '2026-03-03T00:00:00.000Z', files: ['src/e.ts'], score: 0.9 },
      { id: 'none', ts: '2026-03-03T00:00:00.000Z', files: [], score: 0.7 },
    ];
    const ranked = rankByFreshness(root, hits, (hit) => hit);
    expect(ranked.hits.map((hit) => hit.id)).toEqual(['fresh', 'stale', 'none']);
  });

  it('says nothing where git cannot read the history (no commit yet)', () => {
    const root = tempRepo();
    writeFile(root, 'x.ts', 'x\n');
    expect(
      checkRememberedFiles(root, [
        { id: 'm', ts: '2026-03-03T00:00:00.000Z', files: ['x.ts', 'y.ts'] },
      ]),
    ).toEqual(new Map());
  });

  it('shows the marks in `cortex search`, text and JSON, and in the task frame of a first prompt (built binary)', () => {
    const root = repoWithHistory();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const remembered = cortexBin(
      root,
      [
        'remember',
        '--type',
        'gotcha',
        '--file',
        'src/a.ts',
        'The parser in a.ts drops trailing commas',
      ],
      { env: { CORTEX_NOW: '2026-03-03T00:00:00Z' } },
    );
    expect(remembered.code).toBe(0);
    const text = cortexBin(root, ['search', 'parser trailing commas', '--no-color']).stdout;
    expect(text).toMatch(/knowledge_acquired \(\S+\) \(src\/a\.ts changed since\)$/m);
    const json = JSON.parse(
      cortexBin(root, ['search', 'parser trailing commas', '--json']).stdout,
    ) as { results: { filesChanged?: string[] }[] };
    expect(json.results[0]!.filesChanged).toEqual(['src/a.ts']);
    // And in the task frame the first prompt of a session is handed.
    const prompt = JSON.stringify({
      session_id: 'next',
      cwd: root,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'Fix the parser so trailing commas in a.ts are kept',
    });
    const frame = JSON.parse(
      cortexBin(root, ['hook', 'user-prompt-submit'], { input: prompt }).stdout,
    ).hookSpecificOutput.additionalContext as string;
    expect(frame).toMatch(
      /The parser in a\.ts drops trailing commas .*\(src\/a\.ts changed since\)$/m,
    );

    // `cortex doctor` lists the standing memories whose files are gone.
    expect(
      cortexBin(root, [
        'remember',
        '--type',
        'decision',
        '--file',
        'src/b.ts',
        'Keep b.ts free of I/O',
      ]).code,
    ).toBe(0);
    const doctor = cortexBin(root, ['doctor']).stdout;
    expect(doctor).toContain('1 standing memory is about files no longer in the work tree');
    expect(doctor).toMatch(/decision_made: Keep b\.ts free of I\/O \(src\/b\.ts gone\)/);
  });
});
