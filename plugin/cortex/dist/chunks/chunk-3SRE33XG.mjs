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
var PACKAGE_NAME = "cortex-memory";
var LAUNCHER_SCRIPT = `c=node_modules/.bin/cortex; d=\${CLAUDE_PROJECT_DIR:-.}; [ -x "$d/$c" ] || d=$(git rev-parse --show-toplevel 2>/dev/null); [ -x "$d/$c" ] || d=$(git rev-parse --git-common-dir 2>/dev/null)/..; [ -x "$d/$c" ] && exec "$d/$c" "$@"; command -v cortex >/dev/null 2>&1 && exec cortex "$@"; exec npx --no-install ${PACKAGE_NAME} "$@"`;
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
  return text.replace(/(^|[\s'"`(])cortex (?=([a-z-]+))/g, (whole, before, name) => commands.includes(name) ? `${before}${typed} ` : whole);
}

// src/cli/registry.ts
var COMMANDS = {
  init: { summary: "set up cortex in this git repository", load: () => import("./init-QL7V2UMO.mjs") },
  remember: { summary: "record a memory by hand", load: () => import("./remember-TALUHXDY.mjs") },
  forget: { summary: "retract memories (recorded as an event; nothing is deleted)", load: () => import("./forget-VD2IK67L.mjs") },
  supersede: { summary: "replace a memory with corrected text", load: () => import("./supersede-B4KS3S4M.mjs") },
  edit: { summary: "reword a memory in your editor", load: () => import("./edit-ECQPJNMI.mjs") },
  redact: { summary: "take a secret out of the event log (rewrites its line in place)", load: () => import("./redact-EW5JH22O.mjs") },
  pin: { summary: "keep memories in every briefing", load: () => import("./pin-GYHH6BNW.mjs") },
  unpin: { summary: "stop keeping memories in every briefing", load: async () => ({ command: (await import("./pin-GYHH6BNW.mjs")).unpinCommand }) },
  log: { summary: "show the memory log, newest first", load: () => import("./log-ENG2ZASV.mjs") },
  show: { summary: "show one event in full", load: () => import("./show-ANABDKX4.mjs") },
  search: { summary: "find memories by keywords and meaning", load: () => import("./search-5RHYQNL5.mjs") },
  status: { summary: "summarise the memory: events, files, warnings", load: () => import("./status-MDD7XSBU.mjs") },
  import: { summary: "append events from an NDJSON file", load: () => import("./import-QJ6ANFJ6.mjs") },
  export: { summary: "write every event as NDJSON", load: () => import("./export-WUON3P6F.mjs") },
  pack: { summary: "pack past months of the log into one file per month", load: () => import("./pack-HNP2O5ON.mjs") },
  project: { summary: "write the decision records, decisions.md, decisions-archive.md and active-plan.md from the log", load: () => import("./project-LRQ22MTD.mjs") },
  mcp: { summary: "serve the memory to Claude Code over MCP (stdio)", machine: true, load: () => import("./mcp-6UEYAPNG.mjs") },
  brief: { summary: "print the session briefing, or a context frame for a task", load: () => import("./brief-55B6AODH.mjs") },
  doctor: { summary: "check cortex's setup and the memory's health; --fix repairs", load: () => import("./doctor-YQ2TQ5UQ.mjs") },
  "merge-driver": { summary: "merge driver git runs for cortex files (set up by cortex init)", machine: true, load: () => import("./merge-driver-U4E4GKAU.mjs") },
  "git-hook": { summary: "what cortex's git hooks run (pre-commit, post-merge, post-rewrite, post-checkout)", machine: true, load: () => import("./git-hook-XYZNT2WR.mjs") },
  ingest: { summary: "capture past Claude Code transcripts into the memory", load: () => import("./ingest-BBX54DIQ.mjs") },
  trust: { summary: "review and approve committed settings that send data off this machine", load: () => import("./trust-35URJTGX.mjs") },
  hook: { summary: "entry point for Claude Code hooks (payload on stdin; always exits 0)", machine: true, load: () => import("./hook-FT5FUVRH.mjs") }
};

// src/cli/spelling.ts
var NAMES = [...Object.keys(COMMANDS), "completion"];
function spelt(ctx, text) {
  return spellCommands(text, typedCortex(ctx.self, ctx.env), NAMES);
}

export {
  shellQuote,
  findOnPath,
  LAUNCHER_COMMAND,
  chooseCortexCommand,
  cortexCommand,
  spelt,
  COMMANDS
};
