/**
 * How the briefing reaches Claude Code, once (DESIGN.md section 5): through the SessionStart
 * hook's additional context when Claude Code runs cortex's hooks here, and only then; through
 * `.claude/rules/cortex-briefing.md`, which Claude Code loads at launch, where it does not.
 * Both at once would hand Claude two copies, the file's one written by an earlier session.
 * Claude Code runs cortex's hooks where a project's settings name them, and wherever the
 * cortex plugin is installed and enabled (its hooks come with it, in no settings file).
 * Read on the hook's path: a few small files, nothing else.
 */
import { join } from 'node:path';
import { readTextIfExists } from '../files.js';

type Env = Record<string, string | undefined>;

export type BriefingChannel = 'hook' | 'rules-file';

/** The settings files Claude Code reads hooks from, in a project. */
export const CLAUDE_SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json'];

/** Where the memory-tag instructions live when `cortex init --claude` installed them. */
export const INSTRUCTIONS_FILE = '.claude/rules/cortex-memory-instructions.md';

/** Whether a hook command is one of cortex's, for the given event (`… hook stop`). */
export function isCortexHookCommand(command: unknown, event: string): boolean {
  if (typeof command !== 'string') return false;
  return new RegExp(
    `(?:^|[\\s/"'])(?:cortex|bin\\.js)["']?\\s+hook\\s+${event.replace(/-/g, '\\-')}(?:\\s|$|[;&|])`,
  ).test(command);
}

/** The commands configured for a Claude Code event in parsed settings. */
export function hookCommands(settings: unknown, event: string): unknown[] {
  const hooks = (settings as { hooks?: Record<string, unknown> } | undefined)?.hooks?.[event];
  if (!Array.isArray(hooks)) return [];
  return hooks.flatMap((matcher) =>
    Array.isArray((matcher as { hooks?: unknown }).hooks)
      ? (matcher as { hooks: { command?: unknown }[] }).hooks.map((hook) => hook.command)
      : [],
  );
}

/** Claude Code's folder of user settings and plugins: `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
function claudeHome(env: Env): string | undefined {
  return env.CLAUDE_CONFIG_DIR || (env.HOME ? join(env.HOME, '.claude') : undefined);
}

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // Claude Code cannot read it either.
  }
}

/** Whether `id` names the cortex plugin (`cortex@<marketplace>`). */
const isCortexPlugin = (id: string): boolean => id.startsWith('cortex@');

/**
 * Whether the cortex plugin is installed for this user and enabled here: the last scope that
 * says (user settings, then the project's, then the local ones) decides, as in Claude Code.
 * Installed counts too, so a committed `enabledPlugins` alone does not silence the rules file.
 */
export function cortexPluginEnabled(root: string, env: Env): boolean {
  const home = claudeHome(env);
  if (!home) return false;
  const installed = parsed(readTextIfExists(join(home, 'plugins', 'installed_plugins.json'))) as
    { plugins?: Record<string, unknown> } | undefined;
  if (!installed?.plugins || !Object.keys(installed.plugins).some(isCortexPlugin)) return false;
  let enabled = false;
  for (const file of [
    join(home, 'settings.json'),
    ...CLAUDE_SETTINGS_FILES.map((name) => join(root, name)),
  ]) {
    const plugins = (
      parsed(readTextIfExists(file)) as { enabledPlugins?: Record<string, unknown> } | undefined
    )?.enabledPlugins;
    if (!plugins || typeof plugins !== 'object') continue;
    for (const [id, value] of Object.entries(plugins))
      if (isCortexPlugin(id) && typeof value === 'boolean') enabled = value;
  }
  return enabled;
}

/** Whether the project's Claude Code settings run cortex's SessionStart hook. */
export function settingsRunCortexHooks(root: string): boolean {
  return CLAUDE_SETTINGS_FILES.some((file) => {
    const text = readTextIfExists(join(root, file));
    if (!text || !text.includes('session-start')) return false;
    return hookCommands(parsed(text), 'SessionStart').some((command) =>
      isCortexHookCommand(command, 'session-start'),
    );
  });
}

/** The channel the briefing takes in the project at `root`. Unreadable settings count as no hook. */
export function briefingChannel(root: string, env: Env): BriefingChannel {
  return settingsRunCortexHooks(root) || cortexPluginEnabled(root, env) ? 'hook' : 'rules-file';
}

/** Whether Claude Code loads the memory-tag instructions from their own rules file here. */
export function hasInstructionsFile(root: string): boolean {
  return readTextIfExists(join(root, INSTRUCTIONS_FILE)) !== undefined;
}
