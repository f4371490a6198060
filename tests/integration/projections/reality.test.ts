import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/config/config.js';
import { projectPaths } from '../../../src/events/paths.js';
import { findRepo } from '../../../src/git/plumbing/repo.js';
import { gatherRealityFacts, writeBriefing } from '../../../src/projections/briefing-file.js';
import { readLogDigest } from '../../../src/projections/projection-files.js';
import type { Project } from '../../../src/project.js';
import { serializeEvent } from '../../../src/events/codec.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { commitAll, git, settleBackgroundWork, tempRepo, writeFile } from '../../helpers/repo.js';

async function initialised(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  return root;
}

const projectAt = (root: string): Project => ({
  repo: findRepo(root)!,
  paths: projectPaths(root),
  config: DEFAULT_CONFIG,
});

async function briefing(root: string, args: string[] = []): Promise<string> {
  const result = await cortex(root, ['brief', ...args]);
  expect(result.code).toBe(0);
  return result.stdout;
}

describe('reality checks in the handoff and the task frame (real files, real git)', () => {
  it('warns when a file a memory names has been deleted, and not while it exists', async () => {
    const root = await initialised();
    writeFile(root, 'src/store/legacy-json.ts', 'export const legacy = true;\n');
    await cortex(root, [
      'remember',
      '--type',
      'learned',
      '--file',
      'src/store/legacy-json.ts',
      'The legacy JSON importer still handles the 2025 exports',
    ]);
    commitAll(root, 'legacy importer');
    const task = ['--task', 'the legacy JSON importer of the 2025 exports'];
    expect(await briefing(root, task)).not.toContain('no longer exist');
    git(root, 'rm', '-q', 'src/store/legacy-json.ts');
    const text = await briefing(root, task);
    expect(text).toMatch(
      /The legacy JSON importer still handles the 2025 exports.*\(src\/store\/legacy-json\.ts no longer exists\)/,
    );
  });

  it('warns when package.json contradicts a remembered choice or still has a rejected dependency', async () => {
    const root = await initialised();
    writeFile(
      root,
      'package.json',
      JSON.stringify(
        { name: 'tally', dependencies: { mysql2: '^3.9.0', jest: '^29.0.0' } },
        null,
        2,
      ),
    );
    await cortex(root, ['remember', '--type', 'decision', 'Use PostgreSQL for the ledger']);
    await cortex(root, [
      'remember',
      '--type',
      'rejected',
      '--reason',
      'ESM needs experimental flags',
      'Rejected Jest for the tests',
    ]);
    const text = await briefing(root);
    expect(text).toContain(
      'Memory says PostgreSQL was chosen ("Use PostgreSQL for the ledger", s1), but package.json has mysql2 and no PostgreSQL package.',
    );
    expect(text).toContain(
      'Memory says Jest was rejected ("Rejected Jest for the tests", s1), but package.json still depends on jest.',
    );
  });

  it('reads pyproject.toml and requirements.txt for Python projects', async () => {
    const root = await initialised();
    writeFile(
      root,
      'pyproject.toml',
      '[project]\nname = "tally"\ndependencies = ["Django>=5", "pymysql"]\n',
    );
    writeFile(root, 'requirements.txt', 'flask==3.0\n');
    await cortex(root, [
      'remember',
      '--type',
      'decision',
      'Use FastAPI over Flask for the web API',
    ]);
    await cortex(root, ['remember', '--type', 'decision', 'Use Postgres for storage']);
    const facts = gatherRealityFacts(projectAt(root), readLogDigest(projectPaths(root)).digest);
    expect(facts.manifests.map((manifest) => manifest.file)).toEqual([
      'pyproject.toml',
      'requirements.txt',
    ]);
    const text = await briefing(root);
    expect(text).toContain('Memory says FastAPI was chosen');
    expect(text).toContain('requirements.txt has flask and no FastAPI package');
    expect(text).toContain('pyproject.toml has pymysql and no PostgreSQL package');
  });

  it('lists the plan of a branch not merged yet apart, with no warning about where the last session was', async () => {
    const root = await initialised();
    commitAll(root, 'start');
    git(root, 'checkout', '-q', '-b', 'feature/rules');
    // A plan an assistant session made on the feature branch (a memory typed by hand has no session).
    const plan = testEvent({
      type: 'plan_created',
      key: 'rules-plan',
      session: 'session-rules',
      branch: 'feature/rules',
      ts: new Date().toISOString(),
      content: 'Plan: 1. design the rule format 2. match payees 3. add tally categorise',
    });
    await cortex(root, ['import', '-'], { stdin: serializeEvent(plan) });
    commitAll(root, 'rules plan');
    git(root, 'checkout', '-q', 'main');
    const text = await briefing(root);
    expect(text).not.toContain('You are on');
    // Another branch's plan is that branch's business: the handoff on main does not list it.
    expect(text).not.toContain('3-step plan');
    git(root, 'checkout', '-q', 'feature/rules');
    const onFeature = await briefing(root);
    expect(onFeature).toContain(
      'Plan on feature/rules: 3-step plan [s1]; 0 of 3 steps done; now: design the rule format',
    );
    // Once merged, the branch's plan is over: not current here, not listed as another branch's.
    git(root, 'checkout', '-q', 'main');
    git(root, 'merge', '-q', '--no-ff', '-m', 'merge rules', 'feature/rules');
    git(root, 'branch', '-q', '-d', 'feature/rules');
    expect(await briefing(root)).not.toContain('3-step plan');
  });

  it('says a file is only on another branch rather than deleted', async () => {
    const root = await initialised();
    commitAll(root, 'start');
    git(root, 'checkout', '-q', '-b', 'feature/rules');
    writeFile(root, 'src/rules.ts', 'export const rules = [];\n');
    commitAll(root, 'rules');
    // Remembered on the feature branch and not committed: the memory follows the checkout, the file does not.
    await cortex(root, [
      'remember',
      '--type',
      'learned',
      '--file',
      'src/rules.ts',
      'Rules are matched top to bottom in src/rules.ts',
    ]);
    git(root, 'checkout', '-q', 'main');
    const text = await briefing(root, ['--task', 'how rules are matched in src/rules.ts']);
    expect(text).toContain('Rules are matched top to bottom in src/rules.ts');
    expect(text).not.toContain('no longer exist');
  });

  it('looks only for the files memories name, relative to the repository root, from any subdirectory', async () => {
    const root = await initialised();
    writeFile(root, 'src/a.ts', '');
    await cortex(join(root, 'src'), [
      'remember',
      '--file',
      'a.ts',
      '--file',
      'gone.ts',
      'Two files matter here',
    ]);
    rmSync(join(root, 'src/a.ts'));
    const facts = gatherRealityFacts(projectAt(root), readLogDigest(projectPaths(root)).digest);
    expect([...facts.missingFiles].sort()).toEqual(['src/a.ts', 'src/gone.ts']);
  });
});

describe('the briefing loaded at launch', () => {
  it('is named and replaced when it was written for another branch', async () => {
    const root = await initialised();
    await cortex(root, ['remember', '--type', 'decision', 'Use SQLite for the ledger']);
    commitAll(root, 'start');
    git(root, 'checkout', '-q', '-b', 'feature/rules');
    writeBriefing(projectAt(root), { now: new Date('2026-11-20T10:00:00Z') });
    // Without cortex's post-checkout hook (which would rewrite the briefing for main right away).
    git(root, '-c', 'core.hooksPath=/dev/null', 'checkout', '-q', 'main');
    const text = writeBriefing(projectAt(root), { now: new Date('2026-11-20T11:00:00Z') }).text;
    expect(text.split('\n')[0]).toContain('cortex briefing for main');
    expect(text).toContain(
      'The cortex briefing loaded at launch was written for feature/rules; this one, for main, replaces it.',
    );
    expect(
      writeBriefing(projectAt(root), { now: new Date('2026-11-20T12:00:00Z') }).text,
    ).not.toContain('loaded at launch');
  });
});

describe("the briefing file after git moves (cortex's git hooks, real git)", () => {
  const BRIEFING = '.claude/rules/cortex-briefing.md';

  it('is rewritten for the branch checked out, by a process of its own, and git does not wait for it', async () => {
    const root = await initialised();
    await cortex(root, ['remember', '--type', 'decision', 'Use SQLite for the ledger']);
    commitAll(root, 'start');
    git(root, 'checkout', '-q', '-b', 'feature/rules');
    settleBackgroundWork(root, 20_000);
    writeBriefing(projectAt(root), { now: new Date('2026-11-20T10:00:00Z') });
    expect(readFileSync(join(root, BRIEFING), 'utf8').split('\n')[0]).toContain('feature/rules');
    // Another rewrite holds the lock: git returns all the same, and the rewrite waits its turn.
    const lock = join(root, '.cortex/local/briefing.lock');
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }),
    );
    git(root, 'checkout', '-q', 'main');
    expect(readFileSync(join(root, BRIEFING), 'utf8').split('\n')[0]).toContain('feature/rules');
    expect(existsSync(join(root, '.cortex/local/briefing-pending'))).toBe(true);
    expect(
      readFileSync(join(root, '.cortex/local/heartbeat/git-post-checkout.json'), 'utf8'),
    ).toContain('"ok": true');
    rmSync(lock);
    settleBackgroundWork(root, 20_000);
    expect(existsSync(join(root, '.cortex/local/briefing-pending'))).toBe(false);
    expect(readFileSync(join(root, BRIEFING), 'utf8').split('\n')[0]).toContain(
      'cortex briefing for main',
    );
  });

  it('is removed, not rewritten, where the SessionStart hook hands the briefing over', async () => {
    const root = await initialised();
    await cortex(root, ['remember', '--type', 'decision', 'Use SQLite for the ledger']);
    commitAll(root, 'start');
    git(root, 'checkout', '-q', '-b', 'feature/rules');
    writeBriefing(projectAt(root), { now: new Date('2026-11-20T10:00:00Z') });
    writeFile(
      root,
      '.claude/settings.local.json',
      JSON.stringify({
        hooks: {
          SessionStart: [{ hooks: [{ type: 'command', command: 'cortex hook session-start' }] }],
        },
      }),
    );
    git(root, 'checkout', '-q', 'main');
    expect(existsSync(join(root, BRIEFING))).toBe(false);
    expect(existsSync(join(root, '.cortex/local/briefing-pending'))).toBe(false);
  });
});
