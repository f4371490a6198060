import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/setup/invocation.ts
import { accessSync, constants, realpathSync } from "node:fs";
import { delimiter, join, sep } from "node:path";
function shellQuote(word) {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function realpath(path) {
  try {
    return realpathSync(path);
  } catch {
    return void 0;
  }
}
function findOnPath(name, pathVariable) {
  for (const dir of (pathVariable ?? "").split(delimiter)) {
    if (!dir) continue;
    for (const candidate of [join(dir, name), join(dir, `${name}.cmd`)]) {
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
      }
    }
  }
  return void 0;
}
var LAUNCHER_SCRIPT = 'c=node_modules/.bin/cortex; d=${CLAUDE_PROJECT_DIR:-.}; [ -x "$d/$c" ] || d=$(git rev-parse --show-toplevel 2>/dev/null); [ -x "$d/$c" ] || d=$(git rev-parse --git-common-dir 2>/dev/null)/..; [ -x "$d/$c" ] && exec "$d/$c" "$@"; command -v cortex >/dev/null 2>&1 && exec cortex "$@"; [ "$1" = hook ] && exit 0; echo "cortex is not installed here: npm install (it is a devDependency), or install it globally" >&2; exit 1';
var LAUNCHER_COMMAND = `sh -c ${shellQuote(LAUNCHER_SCRIPT)} cortex`;
function isInstalledPackage(script) {
  const real = script ? realpath(script) : void 0;
  return real !== void 0 && real.includes(`${sep}node_modules${sep}`);
}
function chooseCortexCommand(self, env) {
  if (env.CORTEX_COMMAND) return { command: env.CORTEX_COMMAND, machineSpecific: false };
  if (isInstalledPackage(self.script)) return { command: LAUNCHER_COMMAND, machineSpecific: false };
  const script = self.script ? realpath(self.script) : void 0;
  if (!script) return { command: LAUNCHER_COMMAND, machineSpecific: false };
  return { command: `${shellQuote(self.execPath)} ${shellQuote(script)}`, machineSpecific: true };
}
function cortexCommand(self, env) {
  return chooseCortexCommand(self, env).command;
}
function pathOutsideNpm(pathVariable) {
  return (pathVariable ?? "").split(delimiter).filter((dir) => !/[\\/]node_modules[\\/]\.bin[\\/]?$/.test(dir)).join(delimiter);
}
function typedCortex(self, env) {
  if (!isInstalledPackage(self.script)) return "cortex";
  const onPath = findOnPath("cortex", pathOutsideNpm(env.PATH));
  if (onPath && realpath(onPath) === realpath(self.script)) return "cortex";
  return "npx --no-install cortex";
}
function spellCommands(text, typed, commands) {
  if (typed === "cortex") return text;
  return text.replace(
    /(^|[\s'"`(])cortex (?=([a-z-]+))/g,
    (whole, before, name) => commands.includes(name) ? `${before}${typed} ` : whole
  );
}

export {
  shellQuote,
  findOnPath,
  LAUNCHER_COMMAND,
  chooseCortexCommand,
  cortexCommand,
  typedCortex,
  spellCommands
};
