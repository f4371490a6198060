/**
 * `cortex init --claude`: Claude Code's side of the setup, from `templates/`. Merges
 * cortex's hooks into `.claude/settings.json` (the project's committed settings, shared
 * with the team), registers the MCP server in `.mcp.json`, writes
 * `.claude/rules/cortex-memory-instructions.md` and the slash commands `/recall`,
 * `/remember` and `/forget` in `.claude/commands/`. `cortex init --uninstall` takes out
 * exactly these again.
 *
 * The merges keep every setting, hook and server the user has; cortex's own entries are
 * updated in place, so running it again changes nothing. A command file of the user's that
 * has a name cortex wants is left alone. The command must work from any directory Claude
 * Code runs it in and on every teammate's machine: the launcher of invocation.ts. The JSON
 * files are edited in place (json-edit.ts): only cortex's entries change.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { readAsset } from './assets.js';
import {
  chooseCortexCommand,
  findOnPath,
  LAUNCHER_COMMAND,
  type SelfInvocation,
} from './invocation.js';
import { isPlainObject } from '../events/check.js';
import { CortexError } from '../errors.js';
import { editJsonText } from './json-edit.js';
import { isCortexHookCommand } from './briefing-channel.js';

export { isCortexHookCommand } from './briefing-channel.js';

function readTemplate(name: string): string {
  return readAsset(`templates/${name}`);
}

interface HookHandlerConfig {
  type?: unknown;
  command?: unknown;
  [key: string]: unknown;
}

/** The tools earlier versions of cortex's template named, by Claude Code event: such a matcher is cortex's to update. */
const EARLIER_MATCHERS: Record<string, readonly string[]> = { PostToolUseFailure: ['Bash'] };

/**
 * Merges the template's hooks into existing settings (parsed JSON). Pure: returns the new
 * settings and, per Claude Code event, whether it was added or updated.
 */
export function mergeClaudeSettings(
  existing: Record<string, unknown>,
  template: Record<string, unknown>,
): { settings: Record<string, unknown>; changes: string[] } {
  const settings = structuredClone(existing);
  const changes: string[] = [];
  const hooks = isPlainObject(settings.hooks) ? settings.hooks : {};
  const wanted = isPlainObject(template.hooks) ? template.hooks : {};
  for (const [claudeEvent, groups] of Object.entries(wanted)) {
    const group = (groups as { matcher?: string; hooks: HookHandlerConfig[] }[])[0]!;
    const handler = group.hooks[0]!;
    const event = /\bhook\s+([a-z-]+)/.exec(String(handler.command))![1]!;
    const current = Array.isArray(hooks[claudeEvent]) ? (hooks[claudeEvent] as unknown[]) : [];
    let found = false;
    let updated = false;
    for (const existingGroup of current) {
      if (!isPlainObject(existingGroup) || !Array.isArray(existingGroup.hooks)) continue;
      let ours = false;
      existingGroup.hooks = existingGroup.hooks.map((entry: unknown) => {
        if (!isPlainObject(entry) || !isCortexHookCommand(entry.command, event)) return entry;
        found = true;
        ours = true;
        const replacement = { ...entry, ...handler };
        if (JSON.stringify(replacement) !== JSON.stringify(entry)) updated = true;
        return replacement;
      });
      // A group holding cortex's handler alone, with the tools an earlier cortex named, follows the template (a matcher the user chose stays).
      if (
        ours &&
        group.matcher &&
        (existingGroup.hooks as unknown[]).length === 1 &&
        EARLIER_MATCHERS[claudeEvent]?.includes(String(existingGroup.matcher))
      ) {
        existingGroup.matcher = group.matcher;
        updated = true;
      }
    }
    if (!found) {
      // The tool hooks say which tools they are for (edits, Bash); the others take no matcher.
      hooks[claudeEvent] = [
        ...current,
        { ...(group.matcher ? { matcher: group.matcher } : {}), hooks: [handler] },
      ];
      changes.push(`added the ${claudeEvent} hook`);
    } else if (updated) {
      hooks[claudeEvent] = current;
      changes.push(`updated the ${claudeEvent} hook`);
    }
  }
  settings.hooks = hooks;
  return { settings, changes };
}

export interface HookCommandChoice {
  command: string;
  /** Said to the user when the choice only works on this machine. */
  warning?: string;
}

/**
 * The command Claude Code should run to reach cortex: the launcher (invocation.ts) when the
 * project has cortex as a dependency, a `cortex` is on PATH, or this cortex is an installed
 * package; otherwise this cortex's own paths, with a warning, since the settings are committed.
 */
export function chooseHookCommand(
  root: string,
  env: Record<string, string | undefined>,
  self: SelfInvocation,
): HookCommandChoice {
  if (existsSync(join(root, 'node_modules', '.bin', 'cortex')) || findOnPath('cortex', env.PATH))
    return { command: LAUNCHER_COMMAND };
  const choice = chooseCortexCommand(self, env);
  if (!choice.machineSpecific) return { command: choice.command };
  return {
    command: choice.command,
    warning:
      `cortex is neither a dependency of this project nor on your PATH, so the hooks call it by its path (${choice.command}), which only works on this machine.\n` +
      "Install cortex as this project's devDependency or globally (cortex's README, Install) and run 'cortex init --claude' again, or pass --hook-command.",
  };
}

/** A JSON object file of Claude Code's, parsed, with its text (edits keep the rest of its bytes). */
interface JsonFile {
  text: string;
  value: Record<string, unknown>;
}

/** Reads a JSON object file of Claude Code's; undefined when it does not exist. */
function readJsonFile(path: string, name: string): JsonFile | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CortexError(
      'BAD_SETTINGS',
      `${name} is not valid JSON (${(error as Error).message}); nothing was changed`,
      {
        hint: 'fix the file, then run cortex again',
      },
    );
  }
  if (!isPlainObject(parsed))
    throw new CortexError(
      'BAD_SETTINGS',
      `${name} does not hold a JSON object; nothing was changed`,
    );
  return { text, value: parsed };
}

/** Writes `value` into a JSON file, changing only what differs from what it held. */
function writeJsonEdit(path: string, file: JsonFile | undefined, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    file ? editJsonText(file.text, file.value, value) : JSON.stringify(value, null, 2) + '\n',
  );
}

/** The words of a command line, as a POSIX shell splits them (quotes, no expansion). */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const char = command[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (
        char === '\\' &&
        quote === '"' &&
        i + 1 < command.length &&
        '"\\$`'.includes(command[i + 1]!)
      )
        word = (word ?? '') + command[++i];
      else word = (word ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === '\\' && i + 1 < command.length) {
      word = (word ?? '') + command[++i];
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** How `.mcp.json` starts a stdio server. */
export interface McpServerEntry {
  command: string;
  args: string[];
  [field: string]: unknown;
}

/** The name cortex's server is registered under: its tools are `mcp__cortex__search` and so on. */
export const MCP_SERVER_NAME = 'cortex';

/**
 * The `.mcp.json` entry that runs `cortex mcp` the way the hooks run cortex. Claude Code
 * expands `${VAR:-default}` there but runs no shell, so `$CLAUDE_PROJECT_DIR` becomes
 * `${CLAUDE_PROJECT_DIR:-.}` (the project root, or where Claude Code started: the same
 * folder in practice).
 */
export function mcpServerEntry(hookCommand: string): McpServerEntry {
  const words = splitCommand(hookCommand).map((word) =>
    word.replace(
      /\$\{CLAUDE_PROJECT_DIR(?::-[^}]*)?\}|\$CLAUDE_PROJECT_DIR\b/g,
      '${CLAUDE_PROJECT_DIR:-.}',
    ),
  );
  if (words.length === 0)
    throw new CortexError('BAD_COMMAND', 'the command to run cortex is empty');
  return { command: words[0]!, args: [...words.slice(1), 'mcp'] };
}

/** Whether a server entry is cortex's own (`… cortex mcp` or `node …/bin.js mcp`). */
export function isCortexMcpEntry(entry: unknown): boolean {
  if (!isPlainObject(entry) || typeof entry.command !== 'string' || !Array.isArray(entry.args))
    return false;
  const args = entry.args as unknown[];
  if (args[args.length - 1] !== 'mcp') return false;
  return /(?:^|[\s/\\])(?:cortex|bin\.js)$/.test(
    [entry.command, ...args.slice(0, -1)].join(' ').trim(),
  );
}

/**
 * Registers cortex's server in `.mcp.json` settings (parsed JSON). Pure: returns the new
 * settings and what changed; another server already named `cortex` is left alone.
 */
export function mergeMcpConfig(
  existing: Record<string, unknown>,
  entry: McpServerEntry,
): { config: Record<string, unknown>; change?: string; warning?: string } {
  const config = structuredClone(existing);
  const servers = isPlainObject(config.mcpServers) ? config.mcpServers : {};
  const current = servers[MCP_SERVER_NAME];
  if (current !== undefined && !isCortexMcpEntry(current)) {
    return {
      config: existing,
      warning: `.mcp.json already has a server named "${MCP_SERVER_NAME}" that does not run cortex mcp; left it as it is`,
    };
  }
  const next = {
    ...(isPlainObject(current) ? current : {}),
    command: entry.command,
    args: entry.args,
  };
  if (current !== undefined && JSON.stringify(next) === JSON.stringify(current))
    return { config: existing };
  servers[MCP_SERVER_NAME] = next;
  config.mcpServers = servers;
  return {
    config,
    change: `${current === undefined ? 'registered' : 'updated'} the ${MCP_SERVER_NAME} MCP server in .mcp.json`,
  };
}

/** The slash commands cortex installs, from templates/claude-commands/. */
export const SLASH_COMMANDS = ['recall', 'remember', 'forget', 'handoff'] as const;

/** The line in a command file's front matter that says cortex wrote it. */
const COMMAND_MARKER = '# Installed by cortex init --claude';

export interface ClaudeSetup {
  changes: string[];
  /** What was left alone, and why. */
  warnings: string[];
}

/** Sets up Claude Code in the repository at `root`; returns what changed. */
export function setUpClaude(root: string, command: string): ClaudeSetup {
  const changes: string[] = [];
  const warnings: string[] = [];
  const settingsPath = join(root, '.claude', 'settings.json');
  const settingsFile = readJsonFile(settingsPath, '.claude/settings.json');
  const existing = settingsFile?.value ?? {};
  const mcpPath = join(root, '.mcp.json');
  const mcpFile = readJsonFile(mcpPath, '.mcp.json');
  const mcp = mergeMcpConfig(mcpFile?.value ?? {}, mcpServerEntry(command));
  const template = JSON.parse(
    readTemplate('claude-settings.json').replaceAll(
      '{{cortex}}',
      command.replace(/["\\]/g, '\\$&'),
    ),
  ) as Record<string, unknown>;
  const merged = mergeClaudeSettings(existing, template);
  if (merged.changes.length > 0 || !existsSync(settingsPath)) {
    writeJsonEdit(settingsPath, settingsFile, merged.settings);
    changes.push(...merged.changes.map((change) => `${change} to .claude/settings.json`));
  }

  const rulesPath = join(root, '.claude', 'rules', 'cortex-memory-instructions.md');
  const instructions = readTemplate('cortex-memory-instructions.md');
  const current = existsSync(rulesPath) ? readFileSync(rulesPath, 'utf8') : undefined;
  if (current !== instructions) {
    mkdirSync(dirname(rulesPath), { recursive: true });
    writeFileSync(rulesPath, instructions);
    changes.push(
      `${current === undefined ? 'wrote' : 'updated'} .claude/rules/cortex-memory-instructions.md`,
    );
  }

  if (mcp.change) {
    writeJsonEdit(mcpPath, mcpFile, mcp.config);
    changes.push(mcp.change);
  }
  if (mcp.warning) warnings.push(mcp.warning);

  for (const name of SLASH_COMMANDS) {
    const path = join(root, '.claude', 'commands', `${name}.md`);
    const text = readTemplate(`claude-commands/${name}.md`);
    const present = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (present === text) continue;
    if (present !== undefined && !present.includes(COMMAND_MARKER)) {
      warnings.push(
        `.claude/commands/${name}.md is your own; left it as it is (cortex's /${name} is not installed)`,
      );
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    changes.push(
      `${present === undefined ? 'wrote' : 'updated'} the /${name} command in .claude/commands/${name}.md`,
    );
  }
  return { changes, warnings };
}

/** Removes cortex's hook entries from settings (parsed JSON), and groups and events left empty. Pure. */
export function removeCortexHooks(existing: Record<string, unknown>): {
  settings: Record<string, unknown>;
  removed: string[];
} {
  const settings = structuredClone(existing);
  const removed: string[] = [];
  if (!isPlainObject(settings.hooks)) return { settings, removed };
  const hooks = settings.hooks;
  for (const [claudeEvent, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    let found = false;
    const kept = groups
      .map((group: unknown) => {
        if (!isPlainObject(group) || !Array.isArray(group.hooks)) return group;
        const entries = group.hooks.filter((entry: unknown) => {
          const ours =
            isPlainObject(entry) &&
            typeof entry.command === 'string' &&
            /\bhook\s+([a-z-]+)/.test(entry.command) &&
            isCortexHookCommand(entry.command, /\bhook\s+([a-z-]+)/.exec(entry.command)![1]!);
          if (ours) found = true;
          return !ours;
        });
        return entries.length === group.hooks.length
          ? group
          : entries.length
            ? { ...group, hooks: entries }
            : undefined;
      })
      .filter((group) => group !== undefined);
    if (!found) continue;
    removed.push(claudeEvent);
    if (kept.length) hooks[claudeEvent] = kept;
    else delete hooks[claudeEvent];
  }
  if (Object.keys(hooks).length === 0) delete settings.hooks;
  return { settings, removed };
}

/** Removes a folder left empty, and its parents up to (not including) `stop`. */
function removeEmptyFolders(dir: string, stop: string): void {
  while (dir.startsWith(stop) && dir !== stop && existsSync(dir) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}

/**
 * Undoes `setUpClaude`: cortex's hooks, MCP server, instructions, slash commands and the
 * briefing the hooks write. Everything of the user's stays; a file left empty goes.
 */
export function removeClaudeSetup(root: string): string[] {
  const changes: string[] = [];
  const settingsPath = join(root, '.claude', 'settings.json');
  const settingsFile = readJsonFile(settingsPath, '.claude/settings.json');
  if (settingsFile) {
    const { settings: rest, removed } = removeCortexHooks(settingsFile.value);
    if (removed.length) {
      if (Object.keys(rest).length === 0) rmSync(settingsPath);
      else writeJsonEdit(settingsPath, settingsFile, rest);
      changes.push(
        `removed cortex's ${removed.join(', ')} hook${removed.length === 1 ? '' : 's'} from .claude/settings.json`,
      );
    }
  }

  const mcpPath = join(root, '.mcp.json');
  const mcpFile = readJsonFile(mcpPath, '.mcp.json');
  const mcp = mcpFile ? structuredClone(mcpFile.value) : undefined;
  if (
    mcpFile &&
    mcp &&
    isPlainObject(mcp.mcpServers) &&
    isCortexMcpEntry(mcp.mcpServers[MCP_SERVER_NAME])
  ) {
    delete mcp.mcpServers[MCP_SERVER_NAME];
    if (Object.keys(mcp.mcpServers).length === 0) delete mcp.mcpServers;
    if (Object.keys(mcp).length === 0) rmSync(mcpPath);
    else writeJsonEdit(mcpPath, mcpFile, mcp);
    changes.push(`removed the ${MCP_SERVER_NAME} MCP server from .mcp.json`);
  }

  for (const name of SLASH_COMMANDS) {
    const path = join(root, '.claude', 'commands', `${name}.md`);
    if (existsSync(path) && readFileSync(path, 'utf8').includes(COMMAND_MARKER)) {
      rmSync(path);
      changes.push(`removed the /${name} command (.claude/commands/${name}.md)`);
    }
  }
  for (const file of ['cortex-memory-instructions.md', 'cortex-briefing.md']) {
    const path = join(root, '.claude', 'rules', file);
    if (existsSync(path)) {
      rmSync(path);
      changes.push(`removed .claude/rules/${file}`);
    }
  }
  const claudeDir = join(root, '.claude');
  removeEmptyFolders(join(claudeDir, 'commands'), root);
  removeEmptyFolders(join(claudeDir, 'rules'), root);
  return changes;
}
