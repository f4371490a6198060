/**
 * The Claude Code plugin in plugin/, listed by the marketplace in the repository root: its
 * manifest, hooks and commands hold together, it carries its own build of cortex (current
 * with the sources), and the real `claude` CLI installs it from a local checkout, lists it
 * enabled, and the SessionStart hook it registers answers in a repository, once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../../src/mcp/definitions.js';
import { MCP_SERVER_NAME, SLASH_COMMANDS } from '../../../src/setup/claude-code.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT, initialisedRepo } from '../../helpers/capture.js';
import { tempDir } from '../../helpers/repo.js';
// @ts-expect-error: a build script, plain JavaScript without types
import { pluginSourceDigest, SOURCES_FILE } from '../../../scripts/plugin-sources.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PLUGIN = join(ROOT, 'plugin');
/** The `claude` CLI from npm (a devDependency), or CORTEX_TEST_CLAUDE. */
const CLAUDE =
  process.env.CORTEX_TEST_CLAUDE ||
  [join(ROOT, 'node_modules/.bin/claude')].find((path) => existsSync(path));
if (!CLAUDE) {
  if (process.env.CI === 'true')
    throw new Error(
      'no claude CLI in node_modules/.bin (npm ci installs @anthropic-ai/claude-code)',
    );
  console.warn(
    'note: no claude CLI (npm install, or set CORTEX_TEST_CLAUDE): the install with claude is skipped',
  );
}
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** The tools a slash command's front matter allows, as written. */
function allowedTools(path: string): string[] {
  const line = /^allowed-tools:(.*)$/m.exec(readFileSync(join(ROOT, path), 'utf8'))?.[1];
  return (line ?? '')
    .split(',')
    .map((tool) => tool.trim())
    .filter(Boolean);
}

interface HookGroup {
  hooks: { type: string; command: string; timeout?: number }[];
}

describe('the Claude Code plugin', () => {
  it('has a manifest whose parts exist, at the package version, and a marketplace that lists it', () => {
    const manifest = json('plugin/.claude-plugin/plugin.json');
    expect(manifest.name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(manifest.version).toBe(json('package.json').version);
    // Claude Code loads hooks/hooks.json by convention; naming it again fails the plugin ("Duplicate hooks file").
    expect(manifest.hooks).toBeUndefined();
    expect(existsSync(join(PLUGIN, 'hooks/hooks.json'))).toBe(true);
    expect(manifest.commands).toMatch(/^\.\//);
    for (const name of SLASH_COMMANDS)
      expect(existsSync(join(PLUGIN, manifest.commands, `${name}.md`))).toBe(true);
    expect(manifest.mcpServers.cortex).toEqual({
      command: 'sh',
      args: ['${CLAUDE_PLUGIN_ROOT}/hooks/cortex.sh', 'mcp'],
    });
    const marketplace = json('.claude-plugin/marketplace.json');
    expect(marketplace.owner.name).toBeTruthy();
    expect(marketplace.plugins).toEqual([
      expect.objectContaining({
        name: manifest.name,
        source: './plugin',
        version: manifest.version,
      }),
    ]);
    expect(statSync(join(PLUGIN, 'hooks/cortex.sh')).mode & 0o111).not.toBe(0);
    // No package.json: Claude Code would install its dependencies into the plugin cache.
    expect(existsSync(join(PLUGIN, 'package.json'))).toBe(false);
  });

  it('carries a build of cortex made from the current sources (npm run bundle:plugin)', () => {
    expect(existsSync(join(PLUGIN, 'cortex/dist/bin.js'))).toBe(true);
    expect(
      readFileSync(join(ROOT, SOURCES_FILE), 'utf8').trim(),
      'plugin/cortex is stale: run npm run bundle:plugin and commit plugin/cortex',
    ).toBe(pluginSourceDigest(ROOT));
  });

  it('runs every cortex hook through ${CLAUDE_PLUGIN_ROOT}, and its Stop hook captures a session', async () => {
    const { hooks } = json('plugin/hooks/hooks.json') as { hooks: Record<string, HookGroup[]> };
    // The same hooks, with the same options, as cortex init --claude writes.
    const template = json('templates/claude-settings.json') as {
      hooks: Record<string, HookGroup[]>;
    };
    expect(Object.keys(hooks)).toEqual(Object.keys(template.hooks));
    for (const [event, groups] of Object.entries(template.hooks)) {
      expect(hooks[event]![0]!.hooks[0]).toEqual({
        ...groups[0]!.hooks[0]!,
        command: groups[0]!.hooks[0]!.command.replace(
          '{{cortex}}',
          'sh "${CLAUDE_PLUGIN_ROOT}/hooks/cortex.sh"',
        ),
      });
    }
    for (const groups of Object.values(hooks))
      expect(groups[0]!.hooks[0]!.command).toMatch(
        /^sh "\$\{CLAUDE_PLUGIN_ROOT\}\/hooks\/cortex\.sh" hook [a-z-]+$/,
      );

    const project = await initialisedRepo();
    // Claude Code puts the plugin root in the environment and runs the command through a shell, in any folder.
    const stop = spawnSync('sh', ['-c', hooks.Stop![0]!.hooks[0]!.command], {
      cwd: tempDir(),
      input: JSON.stringify({
        session_id: DEMO_SESSION,
        transcript_path: DEMO_TRANSCRIPT,
        cwd: project,
        hook_event_name: 'Stop',
      }),
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin', CLAUDE_PLUGIN_ROOT: PLUGIN, CLAUDE_PROJECT_DIR: project },
    });
    expect(stop.status, stop.stderr).toBe(0);
    expect(
      JSON.parse(readFileSync(join(project, '.cortex/local/heartbeat/stop.json'), 'utf8')),
    ).toMatchObject({ ok: true });
  });

  it("names its commands' tools as Claude Code names a plugin's MCP tools, and init's copies as .mcp.json's", () => {
    const manifest = json('plugin/.claude-plugin/plugin.json');
    // Claude Code prefixes a plugin's MCP tools with the plugin and server names; a project's .mcp.json server's with its name only.
    const pluginNames = Object.keys(manifest.mcpServers).flatMap((server) =>
      Object.keys(TOOLS).map((tool) => `mcp__plugin_${manifest.name}_${server}__${tool}`),
    );
    const projectNames = Object.keys(TOOLS).map((tool) => `mcp__${MCP_SERVER_NAME}__${tool}`);
    for (const name of SLASH_COMMANDS) {
      const plugin = allowedTools(join('plugin', manifest.commands, `${name}.md`));
      const installed = allowedTools(`templates/claude-commands/${name}.md`);
      // /handoff asks for a reply and calls no tool; the others each pre-approve the tools they call.
      if (name === 'handoff') expect(plugin, name).toEqual([]);
      else expect(plugin.length, name).toBeGreaterThan(0);
      for (const tool of plugin) expect(pluginNames, `${name}: ${tool}`).toContain(tool);
      for (const tool of installed) expect(projectNames, `${name}: ${tool}`).toContain(tool);
      // The same command either way: only the tool names and init's marker line differ.
      const template = readFileSync(
        join(ROOT, `templates/claude-commands/${name}.md`),
        'utf8',
      ).replace(/^# Installed by cortex init.*\n/m, '');
      expect(readFileSync(join(PLUGIN, manifest.commands, `${name}.md`), 'utf8')).toBe(
        template.replaceAll(
          `mcp__${MCP_SERVER_NAME}__`,
          `mcp__plugin_${manifest.name}_${MCP_SERVER_NAME}__`,
        ),
      );
    }
  });

  it.skipIf(!CLAUDE)('passes claude plugin validate, for the marketplace and the plugin', () => {
    for (const target of ['.', 'plugin']) {
      const result = spawnSync(CLAUDE!, ['plugin', 'validate', target], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, HOME: tempDir() },
        timeout: 60_000,
      });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toContain('Validation passed');
      expect(result.stdout).not.toMatch(/warning/i);
    }
  });

  it.skipIf(!CLAUDE)(
    'installs with claude from a local checkout, enabled, and its SessionStart hook briefs a repository once',
    async () => {
      const home = tempDir();
      mkdirSync(join(home, '.claude'), { recursive: true });
      const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: home,
        NO_COLOR: '1',
        TZ: 'UTC',
      };
      const claude = (...args: string[]) => {
        const result = spawnSync(CLAUDE!, ['plugin', ...args], {
          cwd: home,
          encoding: 'utf8',
          env,
          timeout: 120_000,
        });
        expect(
          result.status,
          `claude plugin ${args.join(' ')}\n${result.stdout}${result.stderr}`,
        ).toBe(0);
        return result.stdout;
      };
      claude('marketplace', 'add', ROOT);
      claude('install', 'cortex@cortex');
      const listed = (
        JSON.parse(claude('list', '--json')) as {
          id: string;
          enabled: boolean;
          installPath: string;
          errors?: unknown;
        }[]
      ).find((plugin) => plugin.id === 'cortex@cortex');
      expect(listed).toMatchObject({ enabled: true });
      expect(claude('list')).not.toMatch(/failed to load/i);
      const installed = listed!.installPath;
      // Claude Code copied the plugin folder alone: no sources, no dependencies to install.
      expect(existsSync(join(installed, 'cortex/dist/bin.js'))).toBe(true);
      expect(existsSync(join(installed, 'node_modules'))).toBe(false);

      // The hook as the plugin registers it, run as Claude Code runs it: through a shell, with the plugin root set, nothing else installed.
      const project = await initialisedRepo();
      const { hooks } = JSON.parse(readFileSync(join(installed, 'hooks/hooks.json'), 'utf8')) as {
        hooks: Record<string, HookGroup[]>;
      };
      const start = spawnSync('sh', ['-c', hooks.SessionStart![0]!.hooks[0]!.command], {
        cwd: project,
        input: JSON.stringify({
          session_id: 'plugin-session',
          transcript_path: join(project, 'none.jsonl'),
          cwd: project,
          hook_event_name: 'SessionStart',
          source: 'startup',
        }),
        encoding: 'utf8',
        env: {
          PATH: '/usr/bin:/bin',
          HOME: home,
          CLAUDE_PLUGIN_ROOT: installed,
          CLAUDE_PROJECT_DIR: project,
        },
        timeout: 60_000,
      });
      expect(start.status, start.stderr).toBe(0);
      const answer = JSON.parse(start.stdout) as {
        hookSpecificOutput: { hookEventName: string; additionalContext: string };
      };
      expect(answer.hookSpecificOutput.hookEventName).toBe('SessionStart');
      expect(answer.hookSpecificOutput.additionalContext).toMatch(/cortex/i);
      // The hook delivers the briefing, so no rules-file copy for Claude Code to load at launch as well.
      expect(existsSync(join(project, '.claude/rules/cortex-briefing.md'))).toBe(false);
      const doctor = spawnSync(
        process.execPath,
        [join(installed, 'cortex/dist/bin.js'), 'doctor'],
        { cwd: project, encoding: 'utf8', env: { ...env, CLAUDE_PROJECT_DIR: project } },
      );
      expect(doctor.stdout, doctor.stderr + String(doctor.error ?? '')).toMatch(
        /once, through the cortex plugin's SessionStart hook/,
      );
    },
    240_000,
  );
});
