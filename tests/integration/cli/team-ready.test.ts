/**
 * What a teammate meets after `cortex init`: commands that change memory leave the
 * committed projections current, doctor is clean at once and runs every configured command,
 * and the user's JSON files keep their bytes.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { shortId } from '../../../src/events/id.js';
import { LAUNCHER_COMMAND } from '../../../src/setup/invocation.js';
import { BIN, cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { commitAll, git, tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

type Checks = {
  ok: boolean;
  checks: { id: string; status: string; message: string; fix?: string; details?: string[] }[];
};

async function doctor(
  root: string,
  env: Record<string, string> = {},
): Promise<Checks & { code: number }> {
  const result = await cortex(root, ['doctor', '--json'], {
    env: { PATH: process.env.PATH!, ...env },
  });
  return { code: result.code, ...(JSON.parse(result.stdout) as Checks) };
}

/** A project-local cortex, as npm installs it: node_modules/.bin/cortex. */
function installLocally(root: string): void {
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(
    join(root, 'node_modules', '.bin', 'cortex'),
    `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`,
  );
  chmodSync(join(root, 'node_modules', '.bin', 'cortex'), 0o755);
}

describe('cortex doctor right after cortex init', () => {
  it('finds nothing to fix: init writes the projections', async () => {
    const root = tempRepo();
    expect((await cortex(root, ['init'])).stdout).toContain('wrote .cortex/decisions.md');
    const report = await doctor(root);
    expect(report.checks.filter((check) => check.status === 'fail')).toEqual([]);
    expect(report.code).toBe(0);
    expect((await cortex(root, ['project', '--check'])).code).toBe(0);
  });
});

describe('commands that change memory', () => {
  const decision = testEvent({
    key: 'd',
    type: 'decision_made',
    content: 'Use Redis for the cache',
    session: 'sess-a',
  });
  const other = testEvent({
    key: 'e',
    type: 'decision_made',
    content: 'Ship on Fridays',
    session: 'sess-a',
  });

  it('keep the committed projections in step, say so, and answer --json', async () => {
    const root = tempRepo();
    await cortex(root, ['init']);
    const imported = await cortex(root, ['import', '-', '--json'], {
      stdin: [decision, other].map(serializeEvent).join('\n'),
    });
    const report = JSON.parse(imported.stdout) as { action: string; projections: string[] };
    expect(report.action).toBe('imported');
    expect(report.projections[0]).toBe('.cortex/decisions.md');
    expect(
      report.projections.slice(1).filter((file) => file.startsWith('.cortex/decisions/')),
    ).toHaveLength(2);
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).toContain(
      'Use Redis for the cache',
    );
    commitAll(root, 'memory');

    const steps: [string[], string][] = [
      [['remember', '--type', 'decision', 'Keep the API stateless'], 'remembered'],
      [['supersede', shortId(decision.id), 'Use SQLite for the cache'], 'superseded'],
      [['pin', shortId(other.id)], 'pinned'],
      [['forget', shortId(other.id), '--yes'], 'forgot'],
    ];
    for (const [args, action] of steps) {
      const text = await cortex(root, args);
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toMatch(/updated \.cortex\/decisions\.md/);
      const check = await cortex(root, ['project', '--check']);
      expect(check.code, `${args[0]}: ${check.stdout}${check.stderr}`).toBe(0);
      commitAll(root, args[0]!);
      // The same with --json: one object, the events written and the files brought up to date.
      const json = await cortex(
        root,
        [...args.slice(0, 1), '--json', ...args.slice(1)].map((arg) =>
          arg === 'Keep the API stateless' ? 'Keep the API small' : arg,
        ),
      );
      if (action === 'forgot' || action === 'superseded') continue;
      const body = JSON.parse(json.stdout) as {
        action: string;
        events: { id: string }[];
        projections: string[];
      };
      expect(body.action).toBe(action);
      expect(body.events.length).toBeGreaterThan(0);
      expect((await cortex(root, ['project', '--check'])).code).toBe(0);
      commitAll(root, `${args[0]} json`);
    }
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).toContain(
      'Use SQLite for the cache',
    );
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).not.toContain(
      'Ship on Fridays',
    );
    expect(git(root, 'status', '--porcelain')).toBe('');
  });
});

describe('the command that runs cortex', () => {
  it('is the launcher for a project dependency, in git config, git hooks, Claude Code and .mcp.json alike', async () => {
    const root = tempRepo();
    installLocally(root);
    // npm and npx put node_modules/.bin on PATH: that must not leak into what is written.
    const env = {
      PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
      CORTEX_COMMAND: '',
    };
    const init = await cortex(root, ['init', '--claude'], { env });
    expect(init.code, init.stderr).toBe(0);
    expect(git(root, 'config', 'merge.cortex-events.driver')).toBe(
      `${process.execPath} ${BIN} merge-driver events %O %A %B %P`,
    );
    const settings = readFileSync(join(root, '.claude/settings.json'), 'utf8');
    expect(settings).toContain(JSON.stringify(`${LAUNCHER_COMMAND} hook stop`));

    // The launcher runs from a folder below the root, as git and Claude Code may, without cortex on PATH.
    const below = join(root, 'src', 'deep');
    mkdirSync(below, { recursive: true });
    const run = spawnSync('sh', ['-c', `${LAUNCHER_COMMAND} --version`], {
      cwd: below,
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin' },
    });
    expect(run.stdout).toMatch(/^cortex \d/);
    // …and from a linked worktree, which has no node_modules of its own.
    commitAll(root, 'base');
    const worktree = join(tempDir(), 'wt');
    git(root, 'worktree', 'add', '-q', worktree);
    const fromWorktree = spawnSync('sh', ['-c', `${LAUNCHER_COMMAND} --version`], {
      cwd: worktree,
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin' },
    });
    expect(fromWorktree.stdout).toMatch(/^cortex \d/);
  });

  it('is run for real by doctor, which says which one fails and how to fix it', async () => {
    const root = tempRepo();
    installLocally(root);
    await cortex(root, ['init', '--claude']);
    const clean = await doctor(root);
    expect(clean.checks.find((check) => check.id === 'claude-hooks')).toMatchObject({
      status: 'ok',
    });
    expect(clean.checks.find((check) => check.id === 'claude-mcp')).toMatchObject({ status: 'ok' });

    // A teammate who pulled the settings but has no cortex: every hook would fail.
    rmSync(join(root, 'node_modules'), { recursive: true });
    const broken = await doctor(root, { PATH: '/usr/bin:/bin' });
    expect(broken.code).toBe(1);
    const hooks = broken.checks.find((check) => check.id === 'claude-hooks')!;
    expect(hooks).toMatchObject({
      status: 'fail',
      message: "Claude Code's hook commands do not start cortex on this machine",
    });
    expect(hooks.fix).toContain('devDependency');
    expect(hooks.details?.[0]).toMatch(/^SessionStart: exit \d+/);
    expect(broken.checks.find((check) => check.id === 'claude-mcp')).toMatchObject({
      status: 'fail',
    });
  });
});

describe("init and --uninstall on the user's JSON files", () => {
  it("change only cortex's entries and keep every other byte", async () => {
    const root = tempRepo();
    const settings =
      '{\n    "permissions": { "allow": ["Bash(npm test)", "Bash(npm run lint)"] },\n    "hooks": {\n        "Stop": [{ "hooks": [{ "type": "command", "command": "./lint.sh" }] }]\n    }\n}\n';
    const mcp = '{ "mcpServers": { "github": { "command": "gh-mcp", "args": ["--stdio"] } } }\n';
    writeFile(root, '.claude/settings.json', settings);
    writeFile(root, '.mcp.json', mcp);
    await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    const installed = readFileSync(join(root, '.claude/settings.json'), 'utf8');
    expect(installed).toContain(
      '"permissions": { "allow": ["Bash(npm test)", "Bash(npm run lint)"] },',
    );
    expect(installed).toContain(
      '"Stop": [{ "hooks": [{ "type": "command", "command": "./lint.sh" }] }',
    );
    expect(readFileSync(join(root, '.mcp.json'), 'utf8')).toContain(
      '"github": { "command": "gh-mcp", "args": ["--stdio"] }',
    );

    await cortex(root, ['init', '--uninstall']);
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toBe(settings);
    expect(readFileSync(join(root, '.mcp.json'), 'utf8')).toBe(mcp);
  });
});

describe('cortex doctor and a broken .cortex/config.json', () => {
  it('diagnoses it, with each key path, instead of stopping', async () => {
    const root = tempRepo();
    await cortex(root, ['init']);
    writeFile(root, '.cortex/config.json', '{"serch":{},"briefing":{"budget":"big"}}');
    const report = await doctor(root);
    expect(report.code).toBe(1);
    expect(report.checks.find((check) => check.id === 'config')).toMatchObject({
      status: 'fail',
      details: [expect.stringContaining('briefing.budget')],
    });
    expect(report.checks.find((check) => check.id === 'config-unknown')).toMatchObject({
      status: 'warn',
      details: ['.cortex/config.json: serch: unknown setting (did you mean "search"?)'],
    });
    // Other commands stop, naming the key.
    const log = await cortex(root, ['log']);
    expect(log.code).toBe(1);
    expect(log.stderr).toContain('briefing.budget');
  });
});

describe('cortex log <range> ending at HEAD', () => {
  it('says what is recorded but not committed yet, and includes it with --uncommitted', async () => {
    const root = tempRepo();
    await cortex(root, ['init']);
    commitAll(root, 'set up');
    git(root, 'checkout', '-q', '-b', 'feature');
    await cortex(root, ['remember', '--type', 'decision', 'Committed on the branch']);
    commitAll(root, 'memory');
    await cortex(root, ['remember', '--type', 'decision', 'Not committed yet']);
    const plain = await cortex(root, ['log', 'main..HEAD', '--oneline']);
    expect(plain.stdout).toContain('Committed on the branch');
    expect(plain.stdout).not.toContain('Not committed yet');
    expect(plain.stderr).toContain(
      'note: 1 event is recorded but not committed yet, so not in main..HEAD: add --uncommitted',
    );
    const all = await cortex(root, ['log', 'main..HEAD', '--oneline', '--uncommitted']);
    expect(all.stdout).toContain('Not committed yet');
    expect(all.stderr).toBe('');
  });
});

describe('cortex init with nothing installed for the launcher to find', () => {
  it('says so, with the install command', async () => {
    const root = tempRepo();
    // An installed cortex run once (npx from a tarball), leaving nothing behind that git or Claude Code could run.
    const result = await cortex(root, ['init', '--claude'], {
      env: { PATH: '/usr/bin:/bin', CORTEX_COMMAND: LAUNCHER_COMMAND },
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'warning: nothing on this machine answers the command git and Claude Code will run',
    );
    expect(result.stderr).toContain('devDependency');
  });
});
