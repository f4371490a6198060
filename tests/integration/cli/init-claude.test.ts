import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeClaudeSettings } from '../../../src/cli/claude-setup.js';
import { BIN, cortex } from '../../helpers/cli.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT, events } from '../../helpers/capture.js';
import { tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

const settingsOf = (root: string) => JSON.parse(readFileSync(join(root, '.claude/settings.json'), 'utf8'));
const commandsOf = (settings: { hooks: Record<string, { hooks: { command: string }[] }[]> }, event: string) => settings.hooks[event]!.flatMap((group) => group.hooks.map((hook) => hook.command));
const TEMPLATE = fileURLToPath(new URL('../../../templates/cortex-memory-instructions.md', import.meta.url));

describe('cortex init --claude', () => {
  it("merges cortex's hooks into the user's settings, keeping theirs, and writes the tag instructions", async () => {
    const root = tempRepo();
    writeFile(root, '.claude/settings.json', JSON.stringify({ permissions: { allow: ['Bash(npm test)'] }, hooks: { Stop: [{ hooks: [{ type: 'command', command: './scripts/lint-on-stop.sh' }] }] } }));
    const result = await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('added the Stop hook to .claude/settings.json');
    expect(result.stdout).toContain('wrote .claude/rules/cortex-memory-instructions.md');
    const settings = settingsOf(root);
    expect(settings.permissions).toEqual({ allow: ['Bash(npm test)'] });
    expect(commandsOf(settings, 'Stop')).toEqual(['./scripts/lint-on-stop.sh', 'cortex hook stop']);
    for (const [event, name] of [['SessionStart', 'session-start'], ['UserPromptSubmit', 'user-prompt-submit'], ['SubagentStop', 'subagent-stop'], ['PreCompact', 'pre-compact'], ['SessionEnd', 'session-end']]) {
      expect(commandsOf(settings, event!)).toEqual([`cortex hook ${name}`]);
    }
    expect(readFileSync(join(root, '.claude/rules/cortex-memory-instructions.md'), 'utf8')).toBe(readFileSync(TEMPLATE, 'utf8'));
    expect(readFileSync(TEMPLATE, 'utf8')).toMatch(/\[MEMORY: decision\]/);

    const before = readFileSync(join(root, '.claude/settings.json'), 'utf8');
    const again = await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(again.stdout).toMatch(/nothing to change/);
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toBe(before);
  });

  it('updates its own hooks in place when the way to call cortex changes', async () => {
    const root = tempRepo();
    await cortex(root, ['init', '--claude', '--hook-command', `node "${BIN}"`]);
    const result = await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(result.stdout).toContain('updated the Stop hook');
    expect(commandsOf(settingsOf(root), 'Stop')).toEqual(['cortex hook stop']);
  });

  it('calls a project dependency through $CLAUDE_PROJECT_DIR, and a global install by name', async () => {
    const local = tempRepo();
    writeFile(local, 'node_modules/.bin/cortex', '#!/bin/sh\n');
    await cortex(local, ['init', '--claude']);
    expect(commandsOf(settingsOf(local), 'Stop')).toEqual(['"$CLAUDE_PROJECT_DIR"/node_modules/.bin/cortex hook stop']);

    const global = tempRepo();
    const bin = tempDir();
    writeFileSync(join(bin, 'cortex'), '#!/bin/sh\n');
    chmodSync(join(bin, 'cortex'), 0o755);
    await cortex(global, ['init', '--claude'], { env: { PATH: bin } });
    expect(commandsOf(settingsOf(global), 'Stop')).toEqual(['cortex hook stop']);

    const neither = tempRepo();
    const result = await cortex(neither, ['init', '--claude'], { env: { PATH: '' } });
    expect(commandsOf(settingsOf(neither), 'Stop')).toEqual([`node ${JSON.stringify(BIN)} hook stop`]);
    expect(result.stderr).toMatch(/warning: cortex is neither a dependency of this project nor on your PATH/);
  });

  it('leaves a settings file it cannot read untouched and says why', async () => {
    const root = tempRepo();
    writeFile(root, '.claude/settings.json', '{ "hooks": ');
    const result = await cortex(root, ['init', '--claude']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\.claude\/settings\.json is not valid JSON .*nothing was changed/);
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toBe('{ "hooks": ');
  });

  it('writes hook commands that work from any directory, as Claude Code runs them', async () => {
    const root = tempRepo();
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '.bin', 'cortex'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(root, 'node_modules', '.bin', 'cortex'), 0o755);
    await cortex(root, ['init', '--claude']);
    const [command] = commandsOf(settingsOf(root), 'Stop');
    const payload = JSON.stringify({ session_id: DEMO_SESSION, transcript_path: DEMO_TRANSCRIPT, cwd: root, hook_event_name: 'Stop' });
    const run = spawnSync('bash', ['-c', command!], { cwd: tempDir(), input: payload, encoding: 'utf8', env: { ...process.env, CLAUDE_PROJECT_DIR: root } });
    expect(run.status).toBe(0);
    expect(existsSync(join(root, '.cortex', 'local', 'heartbeat', 'stop.json'))).toBe(true);
    expect(events(root).length).toBeGreaterThan(10);
  });
});

describe('mergeClaudeSettings', () => {
  it('adds a group when the event has none of cortex, and leaves other groups alone', () => {
    const template = { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'cortex hook stop', timeout: 30 }] }] } };
    const existing = { hooks: { Stop: [{ matcher: '', hooks: [{ type: 'command', command: 'other' }] }], PreToolUse: [{ matcher: 'Bash', hooks: [] }] }, model: 'opus' };
    const { settings, changes } = mergeClaudeSettings(existing, template);
    expect(changes).toEqual(['added the Stop hook']);
    expect(settings).toEqual({
      hooks: { Stop: [{ matcher: '', hooks: [{ type: 'command', command: 'other' }] }, { hooks: [{ type: 'command', command: 'cortex hook stop', timeout: 30 }] }], PreToolUse: [{ matcher: 'Bash', hooks: [] }] },
      model: 'opus',
    });
    expect(existing.hooks.Stop).toHaveLength(1);
  });
});
