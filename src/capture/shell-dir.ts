/**
 * Where a session's shell is. Claude Code runs a session's Bash calls in one shell, so a
 * `cd` in one call carries over to the next: `cd build && make` twice fails the second time
 * with "cd: build: No such file or directory", the shell being in `build` already. The cause
 * of that failure is known without the assistant saying it, from the directories the
 * earlier commands changed into. Pure.
 */
import { posix } from 'node:path';

/** A `cd` that starts a command or follows `&&`, `;` or a new line; a quoted target stands as `\uE000<n>` (a private-use character). */
const CD = /(?:^|&&|;|\n)\s*cd\s+(?:--\s+)?([^\s;&|()]+)/g;

/** The directories a command changes into, in order, as written (quotes taken off). */
export function cdTargets(command: string): string[] {
  // A quoted string's `cd` does not move the shell, nor does a subshell's: strings are set
  // aside first (a quoted target is put back), then subshells dropped.
  const quoted: string[] = [];
  const outside = command
    .replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, (text) => `\uE000${quoted.push(text.slice(1, -1)) - 1}`)
    .replace(/\([^()]*\)/g, '()');
  const targets: string[] = [];
  for (const match of outside.matchAll(CD)) {
    const target = match[1]!.replace(/\uE000(\d+)/g, (_, index: string) => quoted[Number(index)]!);
    if (target) targets.push(target);
  }
  return targets;
}

/**
 * Where the shell is after a command that ran (its `cd`s applied to `current`): an absolute
 * path, or a path relative to where the session started; undefined when it cannot be told
 * (`cd -`, `cd ~`, a variable).
 */
export function shellDirAfter(current: string | undefined, command: string): string | undefined {
  let dir = current;
  for (const target of cdTargets(command)) {
    if (/^[~$-]/.test(target) || target.includes('$')) return undefined;
    if (target.startsWith('/')) dir = posix.normalize(target);
    else dir = posix.normalize(posix.join(dir ?? '.', target));
  }
  return dir;
}

/** The directory a failed `cd` could not find ("cd: build: No such file or directory"). */
export function missingCdTarget(errorLine: string): string | undefined {
  const match = /\bcd: (?:can't cd to )?([^:\n]+?): No such file or directory/i.exec(errorLine);
  return match?.[1]?.trim() || undefined;
}

/**
 * Why `cd <missing>` failed, where the shell was already in that directory: the cause as a
 * memory says it; undefined when the shell was elsewhere (the directory is truly missing).
 */
export function cdCause(shellDir: string | undefined, missing: string): string | undefined {
  if (shellDir === undefined || missing.startsWith('/')) return undefined;
  const wanted = posix.normalize(missing).replace(/\/+$/, '');
  if (wanted === '.' || wanted.startsWith('..')) return undefined;
  if (shellDir !== wanted && !shellDir.endsWith(`/${wanted}`)) return undefined;
  return `the shell was already in \`${wanted}\`: a \`cd\` in one Bash call carries over to the next, so \`cd ${wanted}\` looked for ${wanted}/${wanted}; use absolute paths.`;
}
