import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, cortex, cortexBin } from '../../helpers/cli.js';
import { commitAll, git, tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

const HUSKY = fileURLToPath(new URL('../../../node_modules/husky/index.js', import.meta.url));

/** Everything init could touch, as text, to compare before and after. */
function snapshot(root: string): Record<string, string | undefined> {
  const read = (path: string) =>
    existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined;
  const hooksDir = git(root, 'rev-parse', '--git-path', 'hooks');
  const files: Record<string, string | undefined> = {
    '.gitattributes': read('.gitattributes'),
    '.gitignore': read('.gitignore'),
    config: git(root, 'config', '--local', '--list'),
  };
  for (const hook of ['post-merge', 'post-rewrite', 'post-checkout', 'pre-commit'])
    files[hook] = read(join(hooksDir, hook));
  return files;
}

describe('cortex init and --uninstall', () => {
  it('adds attributes, drivers and hooks once, next to existing ones, and removes exactly them', async () => {
    const root = tempRepo();
    writeFile(root, '.gitattributes', '*.png binary\n');
    writeFile(root, '.gitignore', 'node_modules/\n');
    writeFile(
      root,
      '.git/hooks/post-merge',
      '#!/bin/sh\necho "user post-merge ran" > user-hook-ran.txt\n',
    );
    execFileSync('chmod', ['+x', join(root, '.git/hooks/post-merge')]);
    writeFile(root, '.git/hooks/post-checkout', '#!/usr/bin/env python3\nprint("python hook")\n');
    execFileSync('chmod', ['+x', join(root, '.git/hooks/post-checkout')]);
    const before = snapshot(root);

    const first = await cortex(root, ['init']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('added the merge rules for .cortex/ to .gitattributes');
    expect(first.stdout).toContain('added cortex to the existing post-merge hook');
    expect(first.stdout).toContain('wrapped the existing post-checkout hook');
    const installed = snapshot(root);
    expect(installed['.gitattributes']).toMatch(/^\*\.png binary\n\n# >>> cortex >>>\n/);
    expect(installed['.gitattributes']).toContain('.cortex/events/** merge=cortex-events');
    expect(installed.config).toContain(
      `merge.cortex-events.driver=${process.execPath} ${BIN} merge-driver events %O %A %B %P`,
    );
    expect(installed['post-merge']).toMatch(
      /^#!\/bin\/sh\n# >>> cortex >>>\n[\s\S]*# <<< cortex <<<\necho "user post-merge ran"/,
    );
    expect(statSync(join(root, '.git/hooks/post-rewrite')).mode & 0o111).not.toBe(0);

    expect((await cortex(root, ['init'])).stdout).toContain('nothing to change');
    expect(snapshot(root)).toEqual(installed);

    // Both the user's hooks and cortex's run.
    commitAll(root, 'base');
    git(root, 'checkout', '-q', '-b', 'side');
    writeFile(root, 'a.txt', 'a');
    commitAll(root, 'side');
    git(root, 'checkout', '-q', 'main');
    git(root, 'merge', '-q', '--no-edit', 'side');
    expect(readFileSync(join(root, 'user-hook-ran.txt'), 'utf8')).toBe('user post-merge ran\n');
    expect(
      JSON.parse(readFileSync(join(root, '.cortex/local/heartbeat/git-post-merge.json'), 'utf8')),
    ).toMatchObject({ ok: true });
    expect(existsSync(join(root, '.cortex/local/heartbeat/git-post-checkout.json'))).toBe(true);

    const removed = await cortex(root, ['init', '--uninstall']);
    expect(removed.code).toBe(0);
    // The memory stays, so its local state (caches, cursors, the author's email) stays out of git.
    expect(snapshot(root)).toEqual({
      ...before,
      '.gitignore':
        'node_modules/\n\n# cortex: local state and the per-user briefing\n.cortex/local/\n',
    });
    writeFile(root, '.cortex/local/author.json', '{"email":"someone@example.com"}');
    git(root, 'add', '-A');
    expect(git(root, 'diff', '--cached', '--name-only')).not.toContain('.cortex/local/');
    expect(existsSync(join(root, '.cortex/events'))).toBe(true);
  });

  it('keeps a husky setup working and puts its hooks where husky runs them', () => {
    const root = tempRepo();
    execFileSync(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(HUSKY)}).then((m) => { const r = m.default(); if (r) { console.error(r); process.exit(1); } })`,
      ],
      { cwd: root },
    );
    expect(git(root, 'config', 'core.hooksPath')).toBe('.husky/_');
    writeFile(root, '.husky/pre-commit', 'echo "husky pre-commit ran" > husky-ran.txt\n');
    writeFile(root, '.husky/post-merge', 'echo "husky post-merge ran" > husky-merge-ran.txt\n');

    // Husky's hooks are committed and shared: they call the launcher, which finds this cortex on PATH.
    const bin = tempDir('cortex-path-');
    mkdirSync(bin, { recursive: true });
    symlinkSync(BIN, join(bin, 'cortex'));
    const env = { PATH: `${bin}:${process.env.PATH}` };
    const init = cortexBin(root, ['init'], { env });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(
      'added cortex to the existing post-merge hook (.husky/post-merge)',
    );
    expect(init.stdout).toContain('installed the post-rewrite hook (.husky/post-rewrite)');
    expect(readFileSync(join(root, '.husky/post-merge'), 'utf8')).toMatch(
      /^# >>> cortex >>>\n[\s\S]*\nsh -c '[^\n]*node_modules\/\.bin\/cortex[^\n]*' cortex git-hook post-merge "\$@"[\s\S]*# <<< cortex <<<\necho "husky post-merge ran"/,
    );
    expect(existsSync(join(root, '.husky/_/post-merge.cortex-chained'))).toBe(false);

    const gitEnv = { ...process.env, ...env };
    const run = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, env: gitEnv, stdio: 'pipe' });
    run('add', '-A');
    run('commit', '-q', '-m', 'base');
    expect(readFileSync(join(root, 'husky-ran.txt'), 'utf8')).toBe('husky pre-commit ran\n');
    run('checkout', '-q', '-b', 'side');
    writeFileSync(join(root, 'b.txt'), 'b');
    run('add', '-A');
    run('commit', '-q', '-m', 'side');
    run('checkout', '-q', 'main');
    run('merge', '-q', '--no-edit', 'side');
    expect(readFileSync(join(root, 'husky-merge-ran.txt'), 'utf8')).toBe('husky post-merge ran\n');
    expect(
      JSON.parse(readFileSync(join(root, '.cortex/local/heartbeat/git-post-merge.json'), 'utf8')),
    ).toMatchObject({ ok: true });

    const doctor = cortexBin(root, ['doctor', '--json'], { env });
    const checks = (
      JSON.parse(doctor.stdout) as { checks: { id: string; status: string; message: string }[] }
    ).checks;
    expect(
      checks.filter((check) => check.id.startsWith('hook-post')).map((check) => check.message),
    ).toEqual([
      'git post-merge hook installed (in husky)',
      'git post-rewrite hook installed (in husky)',
      'git post-checkout hook installed (in husky)',
    ]);

    cortexBin(root, ['init', '--uninstall'], { env });
    expect(readFileSync(join(root, '.husky/post-merge'), 'utf8')).toBe(
      'echo "husky post-merge ran" > husky-merge-ran.txt\n',
    );
    expect(existsSync(join(root, '.husky/post-rewrite'))).toBe(false);
    expect(existsSync(join(root, '.husky/_/h'))).toBe(true);
  });

  it('reports a broken setup in doctor and repairs it with --fix', () => {
    const root = tempRepo();
    cortexBin(root, ['init']);
    git(
      root,
      'config',
      'merge.cortex-events.driver',
      '/nowhere/cortex merge-driver events %O %A %B %P',
    );
    execFileSync('chmod', ['-x', join(root, '.git/hooks/post-rewrite')]);
    writeFile(root, '.gitattributes', '');
    const broken = cortexBin(root, ['doctor']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain("✗ .gitattributes lacks cortex's merge rules");
    expect(broken.stdout).toContain('✗ merge driver cortex-events does not start cortex (exit 127');
    expect(broken.stdout).toContain('/nowhere/cortex: not found');
    expect(broken.stdout).toContain('✗ git post-rewrite hook is not executable');
    const fixed = cortexBin(root, ['doctor', '--fix']);
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain(
      'fixed: configured the cortex-events merge driver in .git/config',
    );
    expect(fixed.stdout).toContain('fixed: made the post-rewrite hook executable');
  });
});

describe('cortex doctor and Claude Code', () => {
  const claudeCheck = (root: string) =>
    (
      JSON.parse(cortexBin(root, ['doctor', '--json']).stdout) as {
        checks: { id: string; status: string; message: string }[];
      }
    ).checks.find((check) => check.id === 'claude-hooks');

  it('says whether Claude Code runs every cortex hook', () => {
    const root = tempRepo();
    cortexBin(root, ['init']);
    expect(claudeCheck(root)).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('not set up'),
    });
    cortexBin(root, ['init', '--claude', '--hook-command', `node ${BIN}`]);
    expect(claudeCheck(root)).toMatchObject({ status: 'ok' });
    const settingsPath = join(root, '.claude/settings.json');
    const settings = JSON.parse(readFileSync(settingsPath, 'utf8')) as {
      hooks: Record<string, unknown>;
    };
    delete settings.hooks.PreCompact;
    writeFileSync(settingsPath, JSON.stringify(settings));
    expect(claudeCheck(root)).toMatchObject({
      status: 'fail',
      message: "Claude Code lacks cortex's hooks for PreCompact",
    });
    writeFileSync(settingsPath, '{ broken');
    expect(claudeCheck(root)).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('.claude/settings.json is not valid JSON'),
    });
  });

  it('says whether the MCP server is registered, once Claude Code is set up', () => {
    const mcpCheck = (root: string) =>
      (
        JSON.parse(cortexBin(root, ['doctor', '--json']).stdout) as {
          checks: { id: string; status: string; message: string }[];
        }
      ).checks.find((check) => check.id === 'claude-mcp');
    const root = tempRepo();
    cortexBin(root, ['init']);
    expect(mcpCheck(root)).toBeUndefined();
    cortexBin(root, ['init', '--claude', '--hook-command', `node ${BIN}`]);
    expect(mcpCheck(root)).toMatchObject({
      status: 'ok',
      message: 'the cortex MCP server is registered in .mcp.json and starts',
    });
    writeFileSync(
      join(root, '.mcp.json'),
      JSON.stringify({ mcpServers: { other: { command: 'x', args: [] } } }),
    );
    expect(mcpCheck(root)).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('not registered in .mcp.json'),
      fix: 'cortex init --claude',
    });
  });
});
