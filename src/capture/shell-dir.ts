/**
 * Where a session's shell is. Claude Code runs a session's Bash calls in one shell, so a
 * `cd` in one call carries over to the next: `cd build && make` twice fails the second time
 * with "cd: build: No such file or directory", the shell being in `build` already. The cause
 * of that failure is known without the assistant saying it, from the directories the
 * earlier commands changed into. Pure.
 */
import { posix } from 'node:path';

/**
 * A `cd` that starts a command or follows `&&`, `;` or a new line (a quoted target stands as
 * `\uE000<n>\uE001`, private-use characters). One in a pipeline (`|`) or after `||` runs in
 * a subshell or may not run, so it is not one.
 */
const CD = /(?:^|&&|;|\n)\s*cd\s+(?:--\s+)?([^\s;&|()]+)(?=\s*(?:$|&&|;|\n))/g;
/** A quoted string, double or single. */
const QUOTED = /"(?:[^"\\]|\\.)*"|'[^']*'/g;

/** The directories a command changes into, in order, as written (quotes taken off); undefined when that cannot be told. */
export function cdTargets(command: string): string[] | undefined {
  // A command substitution, a variable or a pushd: where the shell goes cannot be read off the text.
  if (/`|\$\(|\bpushd\b|\bpopd\b/.test(command)) return undefined;
  // A quoted string's `cd` does not move the shell, nor does a subshell's: strings are set
  // aside first (a quoted target is put back), then subshells dropped, innermost first.
  const quoted: string[] = [];
  let outside = command.replace(
    QUOTED,
    (text) => `\uE000${quoted.push(text.slice(1, -1)) - 1}\uE001`,
  );
  for (let depth = 0; depth < 20 && /\([^()]*\)/.test(outside); depth++)
    outside = outside.replace(/\([^()]*\)/g, '');
  // A bare `cd` goes home; where that is, the text does not say.
  if (/(?:^|&&|;|\n)\s*cd\s*(?:$|&&|;|\n)/.test(outside)) return undefined;
  const targets: string[] = [];
  for (const match of outside.matchAll(CD)) {
    const target = match[1]!.replace(
      /\uE000(\d+)\uE001/g,
      (_, index: string) => quoted[Number(index)] ?? '',
    );
    if (target) targets.push(target);
  }
  return targets;
}

/** The `cd`s a command starts with, before anything else it runs (they ran, even when what follows failed). */
function leadingCdCount(command: string): number {
  const lead = /^(?:\s*cd\s+(?:--\s+)?[^\s;&|()]+\s*(?:&&|;|\n))+/.exec(
    command.replace(QUOTED, 'Q'),
  );
  return lead ? (lead[0].match(/\bcd\s/g) ?? []).length : 0;
}

/**
 * Where the shell is after a command (its `cd`s applied to `current`): an absolute path, or a
 * path relative to where the session started; undefined when it cannot be told (`cd -`,
 * `cd ~`, a variable, a Windows path). After a command that `failed`, only the `cd`s it starts
 * with are known to have run: a later one makes the place unknown.
 */
export function shellDirAfter(
  current: string | undefined,
  command: string,
  failed = false,
): string | undefined {
  const targets = cdTargets(command);
  if (targets === undefined) return undefined;
  const ran = failed ? leadingCdCount(command) : targets.length;
  if (ran < targets.length) return undefined;
  let dir = current;
  for (const target of targets) {
    if (/^[~$-]|^[A-Za-z]:|\\/.test(target) || target.includes('$')) return undefined;
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
