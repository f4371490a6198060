/**
 * The Claude Code plugin in the repository root: its manifest, hooks and marketplace entry
 * hold together, and its hook commands run cortex from any project.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../../src/mcp/definitions.js';
import { MCP_SERVER_NAME, SLASH_COMMANDS } from '../../../src/setup/claude-code.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT, initialisedRepo } from '../../helpers/capture.js';
import { tempDir } from '../../helpers/repo.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Claude Code's own binary, when this machine has one (CORTEX_TEST_CLAUDE names it, else claude on PATH). */
const CLAUDE = process.env.CORTEX_TEST_CLAUDE || (spawnSync('sh', ['-c', 'command -v claude'], { encoding: 'utf8' }).stdout.trim() || undefined);
if (!CLAUDE) console.warn('note: no Claude Code binary (set CORTEX_TEST_CLAUDE): claude plugin validate is skipped');
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** The tools a slash command's front matter allows, as written. */
function allowedTools(path: string): string[] {
  const line = /^allowed-tools:(.*)$/m.exec(readFileSync(join(ROOT, path), 'utf8'))?.[1];
  return (line ?? '').split(',').map((tool) => tool.trim()).filter(Boolean);
}

interface HookGroup {
  hooks: { type: string; command: string; timeout?: number }[];
}

describe('the Claude Code plugin', () => {
  it('has a manifest whose parts exist, at the package version, and a marketplace that lists it', () => {
    const manifest = json('.claude-plugin/plugin.json');
    expect(manifest.name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(manifest.version).toBe(json('package.json').version);
    for (const path of [manifest.hooks, manifest.commands]) {
      expect(path).toMatch(/^\.\//);
      expect(existsSync(join(ROOT, path))).toBe(true);
    }
    for (const name of ['recall', 'remember', 'forget']) expect(existsSync(join(ROOT, manifest.commands, `${name}.md`))).toBe(true);
    expect(manifest.mcpServers.cortex).toEqual({ command: 'sh', args: ['${CLAUDE_PLUGIN_ROOT}/hooks/cortex.sh', 'mcp'] });
    const marketplace = json('.claude-plugin/marketplace.json');
    expect(marketplace.owner.name).toBeTruthy();
    expect(marketplace.plugins).toEqual([expect.objectContaining({ name: manifest.name, source: './', version: manifest.version })]);
    expect(statSync(join(ROOT, 'hooks/cortex.sh')).mode & 0o111).not.toBe(0);
  });

  it("runs every cortex hook through ${CLAUDE_PLUGIN_ROOT}, and its Stop hook captures a session", async () => {
    const { hooks } = json('hooks/hooks.json') as { hooks: Record<string, HookGroup[]> };
    // The same hooks, with the same options, as cortex init --claude writes.
    const template = json('templates/claude-settings.json') as { hooks: Record<string, HookGroup[]> };
    expect(Object.keys(hooks)).toEqual(Object.keys(template.hooks));
    for (const [event, groups] of Object.entries(template.hooks)) {
      expect(hooks[event]![0]!.hooks[0]).toEqual({ ...groups[0]!.hooks[0]!, command: groups[0]!.hooks[0]!.command.replace('{{cortex}}', 'sh "${CLAUDE_PLUGIN_ROOT}/hooks/cortex.sh"') });
    }
    for (const groups of Object.values(hooks)) expect(groups[0]!.hooks[0]!.command).toMatch(/^sh "\$\{CLAUDE_PLUGIN_ROOT\}\/hooks\/cortex\.sh" hook [a-z-]+$/);

    const project = await initialisedRepo();
    // Claude Code puts the plugin root in the environment and runs the command through a shell, in any folder.
    const stop = spawnSync('sh', ['-c', hooks.Stop![0]!.hooks[0]!.command], {
      cwd: tempDir(),
      input: JSON.stringify({ session_id: DEMO_SESSION, transcript_path: DEMO_TRANSCRIPT, cwd: project, hook_event_name: 'Stop' }),
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin', CLAUDE_PLUGIN_ROOT: ROOT, CLAUDE_PROJECT_DIR: project },
    });
    expect(stop.status, stop.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(project, '.cortex/local/heartbeat/stop.json'), 'utf8'))).toMatchObject({ ok: true });
  });

  it("names its commands' tools as Claude Code names a plugin's MCP tools, and init's copies as .mcp.json's", () => {
    const manifest = json('.claude-plugin/plugin.json');
    // Claude Code prefixes a plugin's MCP tools with the plugin and server names; a project's .mcp.json server's with its name only.
    const pluginNames = Object.keys(manifest.mcpServers).flatMap((server) => Object.keys(TOOLS).map((tool) => `mcp__plugin_${manifest.name}_${server}__${tool}`));
    const projectNames = Object.keys(TOOLS).map((tool) => `mcp__${MCP_SERVER_NAME}__${tool}`);
    for (const name of SLASH_COMMANDS) {
      const plugin = allowedTools(join(manifest.commands, `${name}.md`));
      const installed = allowedTools(`templates/claude-commands/${name}.md`);
      expect(plugin.length, name).toBeGreaterThan(0);
      for (const tool of plugin) expect(pluginNames, `${name}: ${tool}`).toContain(tool);
      for (const tool of installed) expect(projectNames, `${name}: ${tool}`).toContain(tool);
      // The same command either way: only the tool names and init's marker line differ.
      const template = readFileSync(join(ROOT, `templates/claude-commands/${name}.md`), 'utf8').replace(/^# Installed by cortex init.*\n/m, '');
      expect(readFileSync(join(ROOT, manifest.commands, `${name}.md`), 'utf8')).toBe(template.replaceAll(`mcp__${MCP_SERVER_NAME}__`, `mcp__plugin_${manifest.name}_${MCP_SERVER_NAME}__`));
    }
  });

  it.skipIf(!CLAUDE)('passes claude plugin validate, for the marketplace and the plugin', () => {
    for (const target of ['.', '.claude-plugin/plugin.json']) {
      const result = spawnSync(CLAUDE!, ['plugin', 'validate', target], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, HOME: tempDir() }, timeout: 60_000 });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toContain('Validation passed');
      expect(result.stdout).not.toMatch(/warning/i);
    }
  });
});
