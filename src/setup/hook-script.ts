/**
 * Putting cortex's lines into git hook scripts without disturbing the hooks already there
 * (the user's own, husky's, lefthook's): our block goes right after the shebang, so it runs
 * even when the rest of the script ends with `exit` or `exec`, and it never fails the hook.
 */
import { readBlock, upsertBlock } from './managed-block.js';

export const GIT_HOOKS = ['pre-commit', 'post-merge', 'post-rewrite', 'post-checkout'] as const;
export type GitHookName = (typeof GIT_HOOKS)[number];

/** The placeholder in githooks/<name> for the command that runs cortex. */
export const COMMAND_PLACEHOLDER = '__CORTEX__';

/** Whether a hook script can take shell lines: a POSIX-ish shell script, or a file with no shebang (sourced by sh). */
export function isShellScript(text: string): boolean {
  if (!text.startsWith('#!')) return !text.includes('\u0000');
  const shebang = text.slice(0, text.indexOf('\n') >>> 0);
  return /\b(sh|bash|dash|zsh|ksh)\b/.test(shebang);
}

/** The hook script with cortex's block put right after its first line (the shebang). */
export function addHookBlock(script: string, block: string): string {
  if (readBlock(script) !== undefined) return upsertBlock(script, block);
  if (!script.startsWith('#!')) return block + script;
  const newline = script.indexOf('\n');
  if (newline < 0) return `${script}\n${block}`;
  return script.slice(0, newline + 1) + block + script.slice(newline + 1);
}

/** The hook script without cortex's block. */
export function removeHookBlock(script: string): string {
  const block = readBlock(script);
  if (block === undefined) return script;
  return script.replace(block, '');
}

/** Whether what is left of a script is only a shebang and blank lines (cortex created it). */
export function isEmptyScript(script: string): boolean {
  return script
    .split('\n')
    .filter((line, index) => !(index === 0 && line.startsWith('#!')))
    .every((line) => line.trim() === '');
}
