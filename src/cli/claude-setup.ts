/**
 * `cortex init --claude`: Claude Code's side of the setup. Merges cortex's hooks into
 * `.claude/settings.json` (the project's committed settings, shared with the team) and
 * writes `.claude/rules/cortex-memory-instructions.md`, both from `templates/`.
 *
 * The merge keeps every setting and hook the user has; a cortex hook already there is
 * updated in place, so running it again changes nothing. The hook command must work from
 * any directory Claude Code runs it in: a project dependency is called through
 * `$CLAUDE_PROJECT_DIR`, a global install by name, anything else by absolute path.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { packageRoot, readAsset } from '../assets.js';
import { isPlainObject } from '../events/check.js';
import { CortexError } from '../errors.js';

function readTemplate(name: string): string {
  return readAsset(`templates/${name}`);
}

/** Whether a hook command is one of cortex's, for the given event (`… hook stop`). */
export function isCortexHookCommand(command: unknown, event: string): boolean {
  if (typeof command !== 'string') return false;
  return new RegExp(`(?:^|[\\s/"'])(?:cortex|bin\\.js)["']?\\s+hook\\s+${event.replace(/-/g, '\\-')}(?:\\s|$|[;&|])`).test(command);
}

interface HookHandlerConfig {
  type?: unknown;
  command?: unknown;
  [key: string]: unknown;
}

/**
 * Merges the template's hooks into existing settings (parsed JSON). Pure: returns the new
 * settings and, per Claude Code event, whether it was added or updated.
 */
export function mergeClaudeSettings(existing: Record<string, unknown>, template: Record<string, unknown>): { settings: Record<string, unknown>; changes: string[] } {
  const settings = structuredClone(existing);
  const changes: string[] = [];
  const hooks = isPlainObject(settings.hooks) ? settings.hooks : {};
  const wanted = isPlainObject(template.hooks) ? template.hooks : {};
  for (const [claudeEvent, groups] of Object.entries(wanted)) {
    const handler = (groups as { hooks: HookHandlerConfig[] }[])[0]!.hooks[0]!;
    const event = /\bhook\s+([a-z-]+)/.exec(String(handler.command))![1]!;
    const current = Array.isArray(hooks[claudeEvent]) ? (hooks[claudeEvent] as unknown[]) : [];
    let found = false;
    let updated = false;
    for (const group of current) {
      if (!isPlainObject(group) || !Array.isArray(group.hooks)) continue;
      group.hooks = group.hooks.map((entry: unknown) => {
        if (!isPlainObject(entry) || !isCortexHookCommand(entry.command, event)) return entry;
        found = true;
        const replacement = { ...entry, ...handler };
        if (JSON.stringify(replacement) !== JSON.stringify(entry)) updated = true;
        return replacement;
      });
    }
    if (!found) {
      hooks[claudeEvent] = [...current, { hooks: [handler] }];
      changes.push(`added the ${claudeEvent} hook`);
    } else if (updated) {
      hooks[claudeEvent] = current;
      changes.push(`updated the ${claudeEvent} hook`);
    }
  }
  settings.hooks = hooks;
  return { settings, changes };
}

/** Whether `name` is an executable on PATH. */
function onPath(name: string, env: Record<string, string | undefined>): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const candidate of [join(dir, name), join(dir, `${name}.cmd`)]) {
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // Not here.
      }
    }
  }
  return undefined;
}

export interface HookCommandChoice {
  command: string;
  /** Said to the user when the choice only works on this machine. */
  warning?: string;
}

/** The command Claude Code should run to reach cortex, from how cortex is installed. */
export function chooseHookCommand(root: string, env: Record<string, string | undefined>): HookCommandChoice {
  if (existsSync(join(root, 'node_modules', '.bin', 'cortex'))) return { command: '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/cortex' };
  if (onPath('cortex', env)) return { command: 'cortex' };
  const bin = join(packageRoot(), 'dist', 'bin.js');
  return {
    command: `node ${JSON.stringify(bin)}`,
    warning:
      `cortex is neither a dependency of this project nor on your PATH, so the hooks call ${bin} by its path, which only works on this machine.\n` +
      "Install cortex (npm install -g cortex-memory, or as a devDependency) and run 'cortex init --claude' again, or pass --hook-command.",
  };
}

/** Sets up Claude Code in the repository at `root`; returns what changed. */
export function setUpClaude(root: string, command: string): string[] {
  const changes: string[] = [];
  const settingsPath = join(root, '.claude', 'settings.json');
  let existing: Record<string, unknown> = {};
  if (existsSync(settingsPath)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(settingsPath, 'utf8'));
    } catch (error) {
      throw new CortexError('BAD_SETTINGS', `.claude/settings.json is not valid JSON (${(error as Error).message}); nothing was changed`, {
        hint: 'fix the file, then run cortex init --claude again',
      });
    }
    if (!isPlainObject(parsed)) throw new CortexError('BAD_SETTINGS', '.claude/settings.json does not hold a JSON object; nothing was changed');
    existing = parsed;
  }
  const template = JSON.parse(readTemplate('claude-settings.json').replaceAll('{{cortex}}', command.replace(/["\\]/g, '\\$&'))) as Record<string, unknown>;
  const merged = mergeClaudeSettings(existing, template);
  if (merged.changes.length > 0 || !existsSync(settingsPath)) {
    mkdirSync(dirname(settingsPath), { recursive: true });
    writeFileSync(settingsPath, JSON.stringify(merged.settings, null, 2) + '\n');
    changes.push(...merged.changes.map((change) => `${change} to .claude/settings.json`));
  }

  const rulesPath = join(root, '.claude', 'rules', 'cortex-memory-instructions.md');
  const instructions = readTemplate('cortex-memory-instructions.md');
  const current = existsSync(rulesPath) ? readFileSync(rulesPath, 'utf8') : undefined;
  if (current !== instructions) {
    mkdirSync(dirname(rulesPath), { recursive: true });
    writeFileSync(rulesPath, instructions);
    changes.push(`${current === undefined ? 'wrote' : 'updated'} .claude/rules/cortex-memory-instructions.md`);
  }
  return changes;
}
