import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  VERSION
} from "./chunks/chunk-2HO26SPQ.mjs";
import {
  processContext
} from "./chunks/chunk-T5HGDIXC.mjs";
import {
  spelt
} from "./chunks/chunk-PYEPTHYL.mjs";
import {
  plainInput
} from "./chunks/chunk-YBUSESW2.mjs";
import "./chunks/chunk-L2HT7GMO.mjs";
import "./chunks/chunk-FMWX44NG.mjs";
import "./chunks/chunk-CP2KPV6Y.mjs";
import {
  CortexError,
  UsageError
} from "./chunks/chunk-JCOCGVG4.mjs";
import "./chunks/chunk-JA3QAXLE.mjs";

// src/cli/registry.ts
var ENTRIES = {
  init: {
    summary: "set up cortex in this git repository",
    load: () => import("./chunks/init-ZGEDE7Z2.mjs")
  },
  remember: { summary: "record a memory by hand", load: () => import("./chunks/remember-YJJ5UHJP.mjs") },
  forget: {
    summary: "retract memories (recorded as an event; nothing is deleted)",
    load: () => import("./chunks/forget-U73O5SCP.mjs")
  },
  supersede: {
    summary: "replace a memory with corrected text",
    load: () => import("./chunks/supersede-FMZLY2AZ.mjs")
  },
  edit: { summary: "reword a memory in your editor", load: () => import("./chunks/edit-6NABFS3C.mjs") },
  redact: {
    summary: "take a secret out of the event log (rewrites its line in place)",
    load: () => import("./chunks/redact-RL7KP3CS.mjs")
  },
  pin: { summary: "keep memories in every briefing", load: () => import("./chunks/pin-HMSEAWIC.mjs") },
  unpin: {
    summary: "stop keeping memories in every briefing",
    load: async () => ({ command: (await import("./chunks/pin-HMSEAWIC.mjs")).unpinCommand })
  },
  log: { summary: "show the memory log, newest first", load: () => import("./chunks/log-6EXSD277.mjs") },
  show: { summary: "show one event in full", load: () => import("./chunks/show-A6SZDK7V.mjs") },
  search: {
    summary: "find memories by keywords and meaning",
    load: () => import("./chunks/search-HKW7EE72.mjs")
  },
  view: { summary: "browse the memory in a web browser", load: () => import("./chunks/view-IPG3RM5S.mjs") },
  status: {
    summary: "summarise the memory: events, files, warnings",
    load: () => import("./chunks/status-6AKLBIJB.mjs")
  },
  import: {
    summary: "append events from an NDJSON file",
    load: () => import("./chunks/import-QMMXBZOE.mjs")
  },
  export: { summary: "write every event as NDJSON", load: () => import("./chunks/export-OV7I74MS.mjs") },
  pack: {
    summary: "pack past months of the log into one file per month",
    load: () => import("./chunks/pack-LYJWQHCE.mjs")
  },
  project: {
    summary: "write the decision records, decisions.md, decisions-archive.md and active-plan.md from the log",
    load: () => import("./chunks/project-WQXYYN2C.mjs")
  },
  mcp: {
    summary: "serve the memory to Claude Code over MCP (stdio)",
    machine: true,
    load: () => import("./chunks/mcp-SAZPG4NA.mjs")
  },
  brief: {
    summary: "print the session briefing, or a context frame for a task",
    load: () => import("./chunks/brief-U4TNHHND.mjs")
  },
  doctor: {
    summary: "check cortex's setup and the memory's health; --fix repairs",
    load: () => import("./chunks/doctor-3U4NBAKP.mjs")
  },
  "merge-driver": {
    summary: "merge driver git runs for cortex files (set up by cortex init)",
    machine: true,
    load: () => import("./chunks/merge-driver-CMLAL7IH.mjs")
  },
  "git-hook": {
    summary: "what cortex's git hooks run (pre-commit, post-merge, post-rewrite, post-checkout)",
    machine: true,
    load: () => import("./chunks/git-hook-R2SDEQGH.mjs")
  },
  ingest: {
    summary: "capture past Claude Code transcripts into the memory",
    load: () => import("./chunks/ingest-OP3CNJRH.mjs")
  },
  trust: {
    summary: "review and approve committed settings that send data off this machine",
    load: () => import("./chunks/trust-J5SS4ABH.mjs")
  },
  hook: {
    summary: "entry point for Claude Code hooks (payload on stdin; always exits 0)",
    machine: true,
    load: () => import("./chunks/hook-CYQ3UGTS.mjs")
  }
};
var COMMANDS = ENTRIES;

// src/cli/main.ts
function diskProblem(error) {
  const { code, path, syscall } = error ?? {};
  const where = path ? ` ${path}` : "";
  const what = syscall ? `${syscall}${where}` : `write${where}`;
  switch (code) {
    case "EROFS":
      return {
        message: `cannot ${what}: the file system is read-only`,
        hint: "run cortex where .cortex/ can be written, or remount the file system read-write"
      };
    case "EACCES":
    case "EPERM":
      return {
        message: `cannot ${what}: permission denied`,
        hint: "check the owner and permissions of .cortex/ (ls -la .cortex)"
      };
    case "ENOSPC":
    case "EDQUOT":
      return {
        message: `cannot ${what}: no space left on the device`,
        hint: "free some space; nothing already in the log was lost"
      };
    default:
      return void 0;
  }
}
function reportError(ctx, error) {
  if (error instanceof CortexError) {
    ctx.stderr.write(`cortex: ${spelt(ctx, error.message)}
`);
    if (error.hint) ctx.stderr.write(`hint: ${spelt(ctx, error.hint)}
`);
    return error.exitCode;
  }
  const disk = diskProblem(error);
  if (disk) {
    ctx.stderr.write(`cortex: ${disk.message}
hint: ${disk.hint}
`);
    return 1;
  }
  const detail = error instanceof Error ? ctx.env.CORTEX_DEBUG ? error.stack : error.message : String(error);
  ctx.stderr.write(`cortex: internal error: ${detail}
`);
  ctx.stderr.write(
    "hint: this is a bug in cortex; set CORTEX_DEBUG=1 for the stack trace and please report it\n"
  );
  return 1;
}
function expandCountShorthand(argv) {
  return argv.map((arg) => /^-\d+$/.test(arg) ? `--max-count=${arg.slice(1)}` : arg);
}
function commandName(argv) {
  const completionAt = argv.indexOf("--get-yargs-completions");
  const words = completionAt >= 0 ? argv.slice(completionAt + 2) : argv;
  return words.find((word) => !word.startsWith("-"));
}
async function runCli(argv, ctx) {
  try {
    const [first, ...rest] = argv;
    if (first === "--version" || first === "-V" || first === "version") {
      ctx.stdout.write(`cortex ${VERSION}
`);
      return 0;
    }
    const line = first === "help" ? rest.length > 0 ? [rest[0], "--help"] : ["--help"] : argv;
    const name = commandName(line);
    const entry = name !== void 0 && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : void 0;
    const at = name === void 0 ? -1 : line.indexOf(name);
    if (entry && at > 0 && !line.includes("--get-yargs-completions") && line.slice(0, at).some((arg) => arg !== "--help" && arg !== "-h")) {
      throw new UsageError(
        `options go after the command: '${line[0]}' comes before '${name}'`,
        `did you mean 'cortex ${[name, ...line.slice(0, at), ...line.slice(at + 1)].join(" ")}'?`
      );
    }
    const command = entry ? (await entry.load()).command : void 0;
    if (command && entry?.machine && at === 0) {
      const input = plainInput(command, line.slice(1));
      if (input) return await command.run(input, ctx);
    }
    const { parseCommandLine, generalHelp } = await import("./chunks/parser-HLBEZ4QM.mjs");
    const setup = { commands: COMMANDS, command };
    if (line.length === 0) {
      ctx.stderr.write(await generalHelp(setup));
      return 2;
    }
    const parsed = await parseCommandLine(expandCountShorthand(line), setup);
    if (parsed.kind === "print") {
      ctx.stdout.write(parsed.text);
      return 0;
    }
    return await command.run(parsed.input, ctx);
  } catch (error) {
    return reportError(ctx, error);
  }
}
async function main(argv) {
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  const code = await runCli(argv, processContext());
  if (process.stdout.writableNeedDrain)
    await new Promise((resolve) => process.stdout.once("drain", resolve));
  process.exit(code);
}
export {
  main,
  runCli
};
