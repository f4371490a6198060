import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isCortexMcpEntry,
  mcpServerEntry,
  mergeClaudeSettings,
  mergeMcpConfig,
  removeCortexHooks,
  splitCommand,
} from '../../../src/setup/claude-code.js';
import { connectMcpWith } from '../../helpers/mcp.js';
import { BIN, cortex } from '../../helpers/cli.js';
import { LAUNCHER_COMMAND, LAUNCHER_SCRIPT } from '../../../src/setup/invocation.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT, events } from '../../helpers/capture.js';
import { tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

const settingsOf = (root: string) =>
  JSON.parse(readFileSync(join(root, '.claude/settings.json'), 'utf8'));
const commandsOf = (
  settings: { hooks: Record<string, { hooks: { command: string }[] }[]> },
  event: string,
) => settings.hooks[event]!.flatMap((group) => group.hooks.map((hook) => hook.command));
const TEMPLATE = fileURLToPath(
  new URL('../../../templates/cortex-memory-instructions.md', import.meta.url),
);

describe('cortex init --claude', () => {
  it("merges cortex's hooks into the user's settings, keeping theirs, and writes the tag instructions", async () => {
    const root = tempRepo();
    writeFile(
      root,
      '.claude/settings.json',
      JSON.stringify({
        permissions: { allow: ['Bash(npm test)'] },
        hooks: { Stop: [{ hooks: [{ type: 'command', command: './scripts/lint-on-stop.sh' }] }] },
      }),
    );
    const result = await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('added the Stop hook to .claude/settings.json');
    expect(result.stdout).toContain('wrote .claude/rules/cortex-memory-instructions.md');
    const settings = settingsOf(root);
    expect(settings.permissions).toEqual({ allow: ['Bash(npm test)'] });
    expect(commandsOf(settings, 'Stop')).toEqual(['./scripts/lint-on-stop.sh', 'cortex hook stop']);
    for (const [event, name] of [
      ['SessionStart', 'session-start'],
      ['UserPromptSubmit', 'user-prompt-submit'],
      ['SubagentStop', 'subagent-stop'],
      ['PreCompact', 'pre-compact'],
      ['PostCompact', 'post-compact'],
      ['SessionEnd', 'session-end'],
    ]) {
      expect(commandsOf(settings, event!)).toEqual([`cortex hook ${name}`]);
    }
    expect(readFileSync(join(root, '.claude/rules/cortex-memory-instructions.md'), 'utf8')).toBe(
      readFileSync(TEMPLATE, 'utf8'),
    );
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

  it('calls a project dependency or a global install through the launcher, the same for every teammate', async () => {
    const local = tempRepo();
    writeFile(local, 'node_modules/.bin/cortex', '#!/bin/sh\n');
    await cortex(local, ['init', '--claude']);
    expect(commandsOf(settingsOf(local), 'Stop')).toEqual([`${LAUNCHER_COMMAND} hook stop`]);

    const global = tempRepo();
    const bin = tempDir();
    writeFileSync(join(bin, 'cortex'), '#!/bin/sh\n');
    chmodSync(join(bin, 'cortex'), 0o755);
    await cortex(global, ['init', '--claude'], { env: { PATH: bin } });
    expect(commandsOf(settingsOf(global), 'Stop')).toEqual([`${LAUNCHER_COMMAND} hook stop`]);

    const neither = tempRepo();
    const result = await cortex(neither, ['init', '--claude'], { env: { PATH: '' } });
    expect(commandsOf(settingsOf(neither), 'Stop')).toEqual([
      `${process.execPath} ${BIN} hook stop`,
    ]);
    expect(result.stderr).toMatch(
      /warning: cortex is neither a dependency of this project nor on your PATH/,
    );
  });

  it('leaves a settings file it cannot read untouched and says why', async () => {
    const root = tempRepo();
    writeFile(root, '.claude/settings.json', '{ "hooks": ');
    const result = await cortex(root, ['init', '--claude']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /\.claude\/settings\.json is not valid JSON .*nothing was changed/,
    );
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toBe('{ "hooks": ');
  });

  it('writes hook commands that work from any directory, as Claude Code runs them', async () => {
    const root = tempRepo();
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules', '.bin', 'cortex'),
      `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`,
    );
    chmodSync(join(root, 'node_modules', '.bin', 'cortex'), 0o755);
    await cortex(root, ['init', '--claude']);
    const [command] = commandsOf(settingsOf(root), 'Stop');
    const payload = JSON.stringify({
      session_id: DEMO_SESSION,
      transcript_path: DEMO_TRANSCRIPT,
      cwd: root,
      hook_event_name: 'Stop',
    });
    const run = spawnSync('bash', ['-c', command!], {
      cwd: tempDir(),
      input: payload,
      encoding: 'utf8',
      env: { ...process.env, CLAUDE_PROJECT_DIR: root },
    });
    expect(run.status).toBe(0);
    expect(existsSync(join(root, '.cortex', 'local', 'heartbeat', 'stop.json'))).toBe(true);
    expect(events(root).length).toBeGreaterThan(10);
  });
});

const jsonOf = (root: string, path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const COMMAND_TEMPLATES = fileURLToPath(
  new URL('../../../templates/claude-commands/', import.meta.url),
);

describe('cortex init --claude: MCP server and slash commands', () => {
  it('registers the MCP server in .mcp.json next to the servers there, and installs /recall, /remember and /forget', async () => {
    const root = tempRepo();
    writeFile(
      root,
      '.mcp.json',
      JSON.stringify({
        mcpServers: {
          github: { command: 'gh-mcp', args: ['--stdio'], env: { TOKEN: '${GH_TOKEN}' } },
        },
      }),
    );
    writeFile(root, '.claude/commands/recall.md', 'My own recall command\n');
    const result = await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(result.stdout).toContain('registered the cortex MCP server in .mcp.json');
    expect(result.stdout).toContain('wrote the /remember command in .claude/commands/remember.md');
    expect(result.stderr).toContain(
      ".claude/commands/recall.md is your own; left it as it is (cortex's /recall is not installed)",
    );
    expect(jsonOf(root, '.mcp.json')).toEqual({
      mcpServers: {
        github: { command: 'gh-mcp', args: ['--stdio'], env: { TOKEN: '${GH_TOKEN}' } },
        cortex: { command: 'cortex', args: ['mcp'] },
      },
    });
    expect(readFileSync(join(root, '.claude/commands/recall.md'), 'utf8')).toBe(
      'My own recall command\n',
    );
    for (const name of ['remember', 'forget']) {
      expect(readFileSync(join(root, `.claude/commands/${name}.md`), 'utf8')).toBe(
        readFileSync(join(COMMAND_TEMPLATES, `${name}.md`), 'utf8'),
      );
    }
    expect(readFileSync(join(COMMAND_TEMPLATES, 'forget.md'), 'utf8')).toMatch(
      /allowed-tools: mcp__cortex__search, mcp__cortex__show\n/,
    );

    const mcp = readFileSync(join(root, '.mcp.json'), 'utf8');
    await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(readFileSync(join(root, '.mcp.json'), 'utf8')).toBe(mcp);
    // A change of how cortex is called updates its entry in place, keeping what the user added to it.
    const entry = jsonOf(root, '.mcp.json');
    entry.mcpServers.cortex.env = { CORTEX_DEBUG: '1' };
    writeFileSync(join(root, '.mcp.json'), JSON.stringify(entry));
    expect(
      (await cortex(root, ['init', '--claude', '--hook-command', 'npx --no-install cortex']))
        .stdout,
    ).toContain('updated the cortex MCP server in .mcp.json');
    expect(jsonOf(root, '.mcp.json').mcpServers.cortex).toEqual({
      command: 'npx',
      args: ['--no-install', 'cortex', 'mcp'],
      env: { CORTEX_DEBUG: '1' },
    });
  });

  it("asks a person at a terminal, once, whether to share Claude Code's auto memory, and keeps the answer in their own config", async () => {
    const localConfig = (root: string) => join(root, '.cortex/local/config.json');
    // Nobody to ask (stdin not a terminal): nothing asked, nothing set.
    const root = tempRepo();
    const quiet = await cortex(root, ['init', '--claude', '--hook-command', 'cortex'], {
      tty: true,
    });
    expect(quiet.stdout).not.toContain('auto memory');
    expect(existsSync(localConfig(root))).toBe(false);

    const asked = await cortex(root, ['init', '--claude', '--hook-command', 'cortex'], {
      tty: true,
      ttyStdin: true,
      stdin: 'y\n',
    });
    expect(asked.stdout).toContain("Share Claude Code's auto memory for this project");
    expect(asked.stdout).toContain('set capture.autoMemory in .cortex/local/config.json');
    expect(jsonOf(root, '.cortex/local/config.json')).toEqual({ capture: { autoMemory: true } });
    // Asked once: the answer stands until the user changes it.
    const again = await cortex(root, ['init', '--claude', '--hook-command', 'cortex'], {
      tty: true,
      ttyStdin: true,
      stdin: 'n\n',
    });
    expect(again.stdout).not.toContain('auto memory');
    expect(jsonOf(root, '.cortex/local/config.json')).toEqual({ capture: { autoMemory: true } });

    const declined = tempRepo();
    writeFile(declined, '.cortex/local/config.json', JSON.stringify({ search: { mode: 'fts' } }));
    await cortex(declined, ['init', '--claude', '--hook-command', 'cortex'], {
      tty: true,
      ttyStdin: true,
      stdin: '\n',
    });
    expect(jsonOf(declined, '.cortex/local/config.json')).toEqual({
      search: { mode: 'fts' },
      capture: { autoMemory: false },
    });
  });

  it('registers a server that starts from .mcp.json the way Claude Code starts it', async () => {
    const root = tempRepo();
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules', '.bin', 'cortex'),
      `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`,
    );
    chmodSync(join(root, 'node_modules', '.bin', 'cortex'), 0o755);
    await cortex(root, ['init', '--claude']);
    const entry = jsonOf(root, '.mcp.json').mcpServers.cortex as {
      command: string;
      args: string[];
    };
    expect(entry).toEqual({ command: 'sh', args: ['-c', LAUNCHER_SCRIPT, 'cortex', 'mcp'] });
    // Claude Code expands ${VAR} and ${VAR:-default} in command and args, and runs no shell.
    for (const env of [{ CLAUDE_PROJECT_DIR: root }, {}]) {
      const expand = (text: string) =>
        text.replace(
          /\$\{(\w+)(?::-([^}]*))?\}/g,
          (_, name: string, fallback: string | undefined) =>
            (env as Record<string, string>)[name] ?? fallback ?? '',
        );
      const mcp = await connectMcpWith({
        command: expand(entry.command),
        args: entry.args.map(expand),
        cwd: root,
      });
      const status = await mcp.call('status');
      expect(status.isError, status.text).toBe(false);
      expect(status.text).toContain(`cortex memory in ${root}`);
      await mcp.close();
    }
  });

  it('is undone by init --uninstall, which keeps every hook, server and command of the user', async () => {
    const root = tempRepo();
    const settings = {
      permissions: { allow: ['Bash(npm test)'] },
      hooks: { Stop: [{ hooks: [{ type: 'command', command: './scripts/lint-on-stop.sh' }] }] },
    };
    const servers = { mcpServers: { github: { command: 'gh-mcp', args: [] } } };
    writeFile(root, '.claude/settings.json', JSON.stringify(settings));
    writeFile(root, '.mcp.json', JSON.stringify(servers));
    writeFile(root, '.claude/commands/deploy.md', 'Deploy the app\n');
    await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    await cortex(root, ['brief']);
    writeFile(root, '.claude/rules/cortex-briefing.md', 'briefing\n');

    const result = await cortex(root, ['init', '--uninstall']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "removed cortex's Stop, SessionStart, UserPromptSubmit, PreToolUse, PostToolUseFailure, SubagentStop, PreCompact, PostCompact, SessionEnd hooks from .claude/settings.json",
    );
    expect(result.stdout).toContain('removed the cortex MCP server from .mcp.json');
    expect(result.stdout).toContain('removed the /recall command (.claude/commands/recall.md)');
    expect(jsonOf(root, '.claude/settings.json')).toEqual(settings);
    expect(jsonOf(root, '.mcp.json')).toEqual(servers);
    expect(readdirSync(join(root, '.claude'), { recursive: true }).sort()).toEqual([
      'commands',
      'commands/deploy.md',
      'settings.json',
    ]);

    // Where there was nothing of the user's, nothing is left.
    const bare = tempRepo();
    await cortex(bare, ['init', '--claude', '--hook-command', 'cortex']);
    await cortex(bare, ['init', '--uninstall']);
    expect(existsSync(join(bare, '.claude'))).toBe(false);
    expect(existsSync(join(bare, '.mcp.json'))).toBe(false);
  });

  it('leaves a .mcp.json it cannot read, or a server named cortex that is not cortex, untouched', async () => {
    const root = tempRepo();
    writeFile(root, '.mcp.json', '{ "mcpServers": ');
    const result = await cortex(root, ['init', '--claude', '--hook-command', 'cortex']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\.mcp\.json is not valid JSON .*nothing was changed/);
    expect(existsSync(join(root, '.claude/settings.json'))).toBe(false);
    const other = {
      mcpServers: { cortex: { command: 'python', args: ['-m', 'cortex_ai.server'] } },
    };
    expect(mergeMcpConfig(other, mcpServerEntry('cortex'))).toEqual({
      config: other,
      warning: expect.stringContaining('already has a server named "cortex"'),
    });
  });
});

describe('the .mcp.json entry', () => {
  it('is the hook command split into words, with $CLAUDE_PROJECT_DIR in the form Claude Code expands', () => {
    expect(splitCommand(`node "/opt/my tools/bin.js" --flag 'a b' c\\ d`)).toEqual([
      'node',
      '/opt/my tools/bin.js',
      '--flag',
      'a b',
      'c d',
    ]);
    expect(mcpServerEntry('"$CLAUDE_PROJECT_DIR"/node_modules/.bin/cortex')).toEqual({
      command: '${CLAUDE_PROJECT_DIR:-.}/node_modules/.bin/cortex',
      args: ['mcp'],
    });
    expect(mcpServerEntry('node "/opt/cortex/dist/bin.js"')).toEqual({
      command: 'node',
      args: ['/opt/cortex/dist/bin.js', 'mcp'],
    });
    expect(isCortexMcpEntry({ command: 'node', args: ['/opt/cortex/dist/bin.js', 'mcp'] })).toBe(
      true,
    );
    expect(isCortexMcpEntry({ command: 'npx', args: ['--no-install', 'cortex', 'mcp'] })).toBe(
      true,
    );
    expect(isCortexMcpEntry({ command: 'python', args: ['-m', 'cortex', 'serve'] })).toBe(false);
    expect(isCortexMcpEntry({ command: 'other-mcp', args: ['mcp'] })).toBe(false);
  });
});

describe('removeCortexHooks', () => {
  it("takes out cortex's handlers only, and groups and events left empty", () => {
    const settings = {
      hooks: {
        Stop: [
          {
            hooks: [
              { type: 'command', command: './lint.sh' },
              { type: 'command', command: 'cortex hook stop' },
            ],
          },
        ],
        SessionStart: [
          {
            hooks: [
              {
                type: 'command',
                command: '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/cortex hook session-start',
              },
            ],
          },
        ],
      },
      model: 'opus',
    };
    expect(removeCortexHooks(settings)).toEqual({
      settings: {
        hooks: { Stop: [{ hooks: [{ type: 'command', command: './lint.sh' }] }] },
        model: 'opus',
      },
      removed: ['Stop', 'SessionStart'],
    });
    expect(
      removeCortexHooks({ hooks: { Stop: [{ hooks: [{ command: 'cortex hook stop' }] }] } }),
    ).toEqual({ settings: {}, removed: ['Stop'] });
  });
});

describe('mergeClaudeSettings', () => {
  it('adds a group when the event has none of cortex, and leaves other groups alone', () => {
    const template = {
      hooks: { Stop: [{ hooks: [{ type: 'command', command: 'cortex hook stop', timeout: 30 }] }] },
    };
    const existing = {
      hooks: {
        Stop: [{ matcher: '', hooks: [{ type: 'command', command: 'other' }] }],
        PreToolUse: [{ matcher: 'Bash', hooks: [] }],
      },
      model: 'opus',
    };
    const { settings, changes } = mergeClaudeSettings(existing, template);
    expect(changes).toEqual(['added the Stop hook']);
    expect(settings).toEqual({
      hooks: {
        Stop: [
          { matcher: '', hooks: [{ type: 'command', command: 'other' }] },
          { hooks: [{ type: 'command', command: 'cortex hook stop', timeout: 30 }] },
        ],
        PreToolUse: [{ matcher: 'Bash', hooks: [] }],
      },
      model: 'opus',
    });
    expect(existing.hooks.Stop).toHaveLength(1);
  });

  it("widens the tools of a group that holds cortex's handler alone with an earlier template's tools, and leaves a matcher the user chose or a shared group's as it is", () => {
    const handler = { type: 'command', command: 'cortex hook post-tool-use-failure', timeout: 10 };
    const template = {
      hooks: { PostToolUseFailure: [{ matcher: 'Bash|Read', hooks: [handler] }] },
    };
    const own = mergeClaudeSettings(
      { hooks: { PostToolUseFailure: [{ matcher: 'Bash', hooks: [handler] }] } },
      template,
    );
    expect(own.changes).toEqual(['updated the PostToolUseFailure hook']);
    expect(own.settings).toEqual({
      hooks: { PostToolUseFailure: [{ matcher: 'Bash|Read', hooks: [handler] }] },
    });
    const chosen = mergeClaudeSettings(
      { hooks: { PostToolUseFailure: [{ matcher: 'Bash|Read|Grep', hooks: [handler] }] } },
      template,
    );
    expect(chosen.changes).toEqual([]);
    const shared = mergeClaudeSettings(
      {
        hooks: {
          PostToolUseFailure: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: 'notify' }, handler] },
          ],
        },
      },
      template,
    );
    expect(shared.changes).toEqual([]);
    expect(shared.settings).toEqual({
      hooks: {
        PostToolUseFailure: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: 'notify' }, handler] },
        ],
      },
    });
  });
});
