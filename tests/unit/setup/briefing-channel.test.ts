/**
 * Which channel the briefing takes: the SessionStart hook where the project's settings run
 * cortex's hook or where the cortex plugin is installed and enabled, else the rules file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { briefingChannel, cortexPluginEnabled } from '../../../src/setup/briefing-channel.js';
import { tempDir } from '../../helpers/repo.js';

function write(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value));
}

function setup(options: {
  installed?: boolean;
  user?: boolean;
  project?: boolean;
  local?: boolean;
}) {
  const home = tempDir();
  const root = tempDir();
  if (options.installed)
    write(join(home, '.claude/plugins/installed_plugins.json'), {
      version: 2,
      plugins: { 'cortex@cortex': [{ scope: 'user' }] },
    });
  if (options.user !== undefined)
    write(join(home, '.claude/settings.json'), {
      enabledPlugins: { 'cortex@cortex': options.user },
    });
  if (options.project !== undefined)
    write(join(root, '.claude/settings.json'), {
      enabledPlugins: { 'cortex@team-marketplace': options.project },
    });
  if (options.local !== undefined)
    write(join(root, '.claude/settings.local.json'), {
      enabledPlugins: { 'cortex@cortex': options.local },
    });
  return { root, env: { HOME: home } };
}

describe('the briefing channel', () => {
  it('is the hook where the plugin is installed and enabled for the user', () => {
    const { root, env } = setup({ installed: true, user: true });
    expect(cortexPluginEnabled(root, env)).toBe(true);
    expect(briefingChannel(root, env)).toBe('hook');
  });

  it('follows the most specific scope that says, as Claude Code does', () => {
    const offHere = setup({ installed: true, user: true, local: false });
    expect(briefingChannel(offHere.root, offHere.env)).toBe('rules-file');
    const onForTheTeam = setup({ installed: true, user: false, project: true });
    expect(briefingChannel(onForTheTeam.root, onForTheTeam.env)).toBe('hook');
  });

  it('is the rules file where a committed setting enables a plugin this user has not installed', () => {
    const { root, env } = setup({ project: true });
    expect(cortexPluginEnabled(root, env)).toBe(false);
    expect(briefingChannel(root, env)).toBe('rules-file');
  });

  it('reads CLAUDE_CONFIG_DIR before ~/.claude, and survives settings that are not JSON', () => {
    const { root, env } = setup({ installed: true, user: true });
    expect(
      briefingChannel(root, { CLAUDE_CONFIG_DIR: join(tempDir(), 'elsewhere'), HOME: env.HOME }),
    ).toBe('rules-file');
    expect(briefingChannel(root, { CLAUDE_CONFIG_DIR: join(env.HOME, '.claude') })).toBe('hook');
    writeFileSync(join(env.HOME, '.claude/settings.json'), '{ not json');
    expect(briefingChannel(root, env)).toBe('rules-file');
  });

  it("is the hook where the project's settings run cortex's SessionStart hook", () => {
    const root = tempDir();
    write(join(root, '.claude/settings.json'), {
      hooks: {
        SessionStart: [
          { hooks: [{ type: 'command', command: 'npx --no-install cortex hook session-start' }] },
        ],
      },
    });
    expect(briefingChannel(root, {})).toBe('hook');
  });
});
