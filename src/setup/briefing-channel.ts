/**
 * How the briefing reaches Claude Code, once (DESIGN.md section 5): through the SessionStart
 * hook's additional context when Claude Code runs cortex's hooks here, and only then; through
 * `.claude/rules/cortex-briefing.md`, which Claude Code loads at launch, where it does not.
 * Both at once would hand Claude two copies, the file's one written by an earlier session.
 * Read on the hook's path: a few small files, nothing else.
 */
import { join } from 'node:path';
import { readTextIfExists } from '../files.js';

export type BriefingChannel = 'hook' | 'rules-file';

/** The settings files Claude Code reads hooks from, in a project. */
export const CLAUDE_SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json'];

/** Where the memory-tag instructions live when `cortex init --claude` installed them. */
export const INSTRUCTIONS_FILE = '.claude/rules/cortex-memory-instructions.md';

/** Whether a hook command is one of cortex's, for the given event (`… hook stop`). */
export function isCortexHookCommand(command: unknown, event: string): boolean {
  if (typeof command !== 'string') return false;
  return new RegExp(`(?:^|[\\s/"'])(?:cortex|bin\\.js)["']?\\s+hook\\s+${event.replace(/-/g, '\\-')}(?:\\s|$|[;&|])`).test(command);
}

/** The commands configured for a Claude Code event in parsed settings. */
export function hookCommands(settings: unknown, event: string): unknown[] {
  const hooks = (settings as { hooks?: Record<string, unknown> } | undefined)?.hooks?.[event];
  if (!Array.isArray(hooks)) return [];
  return hooks.flatMap((matcher) => (Array.isArray((matcher as { hooks?: unknown }).hooks) ? (matcher as { hooks: { command?: unknown }[] }).hooks.map((hook) => hook.command) : []));
}

/** The channel the briefing takes in the project at `root`. Unreadable settings count as no hook. */
export function briefingChannel(root: string): BriefingChannel {
  for (const file of CLAUDE_SETTINGS_FILES) {
    const text = readTextIfExists(join(root, file));
    if (!text || !text.includes('session-start')) continue;
    try {
      if (hookCommands(JSON.parse(text), 'SessionStart').some((command) => isCortexHookCommand(command, 'session-start'))) return 'hook';
    } catch {
      // Claude Code cannot read it either.
    }
  }
  return 'rules-file';
}

/** Whether Claude Code loads the memory-tag instructions from their own rules file here. */
export function hasInstructionsFile(root: string): boolean {
  return readTextIfExists(join(root, INSTRUCTIONS_FILE)) !== undefined;
}
