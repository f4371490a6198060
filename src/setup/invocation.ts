/**
 * The command line that runs this cortex, for the places that must call it back later:
 * git's merge drivers and hooks, Claude Code's hook settings. `cortex` when the `cortex` on
 * PATH is this very installation; otherwise the absolute node and script paths, so a
 * project-local install works without PATH changes. CORTEX_COMMAND overrides both.
 */
import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface SelfInvocation {
  /** The node executable running cortex. */
  execPath: string;
  /** The cortex script being run (dist/bin.js), when known. */
  script: string | undefined;
}

/** Quotes a word for POSIX sh when it needs it. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function realpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** The first executable called `name` (or `name.cmd`, on Windows) in a PATH list. */
export function findOnPath(name: string, pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '').split(delimiter)) {
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

/** The shell command that runs this cortex. */
export function cortexCommand(self: SelfInvocation, env: Record<string, string | undefined>): string {
  if (env.CORTEX_COMMAND) return env.CORTEX_COMMAND;
  const script = self.script ? realpath(self.script) : undefined;
  if (!script) return 'cortex';
  const onPath = findOnPath('cortex', env.PATH);
  if (onPath && realpath(onPath) === script) return 'cortex';
  return `${shellQuote(self.execPath)} ${shellQuote(script)}`;
}
