/**
 * The command line that runs cortex, for every place that calls it back later: git's merge
 * drivers and hooks, Claude Code's hook settings and `.mcp.json`. One way for all of them.
 *
 * When cortex is an installed package (a project dependency, a global install, npx's cache),
 * they get the launcher: a short `sh -c` script that looks, in order, for the project's own
 * `node_modules/.bin/cortex` (the project folder Claude Code names, else the work tree git
 * runs in, else the main work tree of a linked worktree), then a `cortex` on PATH. With
 * neither, a hook exits 0 quietly (a teammate who has not run `npm install` yet must not see
 * every turn fail) and anything else says what to install and exits 1. Never npx: asking the
 * registry for a name is not finding this cortex. It works from any directory git or Claude Code runs it
 * in, on any teammate's machine, so it can be committed. A cortex run from a source checkout
 * (development, tests) is not installed anywhere the launcher looks: it is called by its
 * absolute node and script paths instead. CORTEX_COMMAND overrides both.
 */
import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, join, sep } from 'node:path';

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

/**
 * The launcher script. Each step runs only when the one before found nothing, so a hook
 * with the project's own install pays for one `sh` and one file test. `${CLAUDE_PROJECT_DIR:-.}`
 * is the one `${…}` in it: Claude Code expands that form itself in `.mcp.json`, to the same
 * folder sh would find.
 */
export const LAUNCHER_SCRIPT =
  'c=node_modules/.bin/cortex; d=${CLAUDE_PROJECT_DIR:-.}; ' +
  '[ -x "$d/$c" ] || d=$(git rev-parse --show-toplevel 2>/dev/null); ' +
  '[ -x "$d/$c" ] || d=$(git rev-parse --git-common-dir 2>/dev/null)/..; ' +
  '[ -x "$d/$c" ] && exec "$d/$c" "$@"; ' +
  'command -v cortex >/dev/null 2>&1 && exec cortex "$@"; ' +
  '[ "$1" = hook ] && exit 0; ' +
  'echo "cortex is not installed here: npm install (it is a devDependency), or install it globally" >&2; exit 1';

/** The launcher as one shell command; the words after it are cortex's arguments. */
export const LAUNCHER_COMMAND = `sh -c ${shellQuote(LAUNCHER_SCRIPT)} cortex`;

/** Whether a command is the launcher (or an older spelling of it a teammate committed). */
export function isLauncher(command: string): boolean {
  return (
    command.startsWith('sh -c ') &&
    command.includes('node_modules/.bin/cortex') &&
    command.endsWith(' cortex')
  );
}

/** Whether `script` belongs to an installed package (a dependency, a global install, npx's cache). */
export function isInstalledPackage(script: string | undefined): boolean {
  const real = script ? realpath(script) : undefined;
  return real !== undefined && real.includes(`${sep}node_modules${sep}`);
}

export interface CommandChoice {
  command: string;
  /** True when the command only works on this machine (never commit it). */
  machineSpecific: boolean;
}

/** The shell command that runs this cortex: the launcher when it is installed, else its own paths. */
export function chooseCortexCommand(
  self: SelfInvocation,
  env: Record<string, string | undefined>,
): CommandChoice {
  if (env.CORTEX_COMMAND) return { command: env.CORTEX_COMMAND, machineSpecific: false };
  if (isInstalledPackage(self.script)) return { command: LAUNCHER_COMMAND, machineSpecific: false };
  const script = self.script ? realpath(self.script) : undefined;
  if (!script) return { command: LAUNCHER_COMMAND, machineSpecific: false };
  return { command: `${shellQuote(self.execPath)} ${shellQuote(script)}`, machineSpecific: true };
}

/** The shell command that runs this cortex (see chooseCortexCommand). */
export function cortexCommand(
  self: SelfInvocation,
  env: Record<string, string | undefined>,
): string {
  return chooseCortexCommand(self, env).command;
}

/** PATH without the `node_modules/.bin` folders npm and npx put in front of it for their own run. */
function pathOutsideNpm(pathVariable: string | undefined): string {
  return (pathVariable ?? '')
    .split(delimiter)
    .filter((dir) => !/[\\/]node_modules[\\/]\.bin[\\/]?$/.test(dir))
    .join(delimiter);
}

/**
 * What a person types to run this cortex again, for the commands cortex's messages suggest:
 * `cortex` where that name on PATH (outside what npx added for this one run) is this cortex,
 * `npx --no-install cortex` where it is a project's dependency that is not on PATH (never
 * plain `npx cortex`: npx would fetch whatever package owns that name). A source checkout or
 * the plugin's own copy keeps `cortex`: no shorter form is right for everyone there.
 */
export function typedCortex(self: SelfInvocation, env: Record<string, string | undefined>): string {
  if (!isInstalledPackage(self.script)) return 'cortex';
  const onPath = findOnPath('cortex', pathOutsideNpm(env.PATH));
  if (onPath && realpath(onPath) === realpath(self.script!)) return 'cortex';
  return 'npx --no-install cortex';
}

/**
 * `text` with each suggested cortex command (`cortex <command>`, for a command in `commands`)
 * spelt as `typed` (see typedCortex). Other mentions of cortex are left as they are.
 */
export function spellCommands(text: string, typed: string, commands: readonly string[]): string {
  if (typed === 'cortex') return text;
  return text.replace(/(^|[\s'"`(])cortex (?=([a-z-]+))/g, (whole, before: string, name: string) =>
    commands.includes(name) ? `${before}${typed} ` : whole,
  );
}
