import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  REFRESH_BRIEFING,
  REFRESH_PROJECTIONS,
  isBriefingRefreshPending,
  runProjectionRefresh
} from "./chunk-JJZ45XEL.mjs";
import {
  HOOK_EVENTS,
  isHookEvent,
  parsePayload,
  renderHookOutput
} from "./chunk-QLSYP6PQ.mjs";
import {
  linkedStateProblem,
  openHookProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-NR55AXLW.mjs";
import {
  describeWithheld
} from "./chunk-V6CUIOMQ.mjs";
import {
  capLockWaits
} from "./chunk-6M7KS7R3.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  configProblemsFile,
  heartbeatDir
} from "./chunk-ZF3FJJCS.mjs";
import {
  redactPlainText
} from "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/runner.ts
import { existsSync } from "node:fs";

// src/memory/hook-state.ts
import {
  appendFileSync,
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync
} from "node:fs";
import { dirname, join } from "node:path";
var MAX_LOG_BYTES = 1024 * 1024;
function writeHookLog(project, now, message) {
  try {
    mkdirSync(project.paths.localDir, { recursive: true });
    try {
      if (statSync(project.paths.logFile).size > MAX_LOG_BYTES)
        renameSync(project.paths.logFile, `${project.paths.logFile}.1`);
    } catch {
    }
    appendFileSync(
      project.paths.logFile,
      `${now.toISOString()} ${redactPlainText(message).replace(/\n/g, "\\n")}
`
    );
  } catch {
  }
}
function overwriteInPlace(file, text) {
  let fd;
  try {
    fd = openSync(file, "r+");
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync(file, "w");
  }
  try {
    const bytes = Buffer.from(text);
    writeSync(fd, bytes, 0, bytes.length, 0);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}
function writeHeartbeat(project, heartbeat) {
  try {
    overwriteInPlace(
      join(heartbeatDir(project.paths), `${heartbeat.event}.json`),
      JSON.stringify(heartbeat, null, 2) + "\n"
    );
  } catch {
  }
}
function reportConfigOnce(project, now) {
  const text = project.configReading.problems.join("\n");
  const marker = configProblemsFile(project.paths);
  try {
    if (readFileSync(marker, "utf8") === text) return;
  } catch {
  }
  writeHookLog(
    project,
    now,
    `config: capturing with defaults for what is broken: ${text.replace(/\n/g, "; ")}`
  );
  try {
    mkdirSync(dirname(marker), { recursive: true });
    writeFileSync(marker, text);
  } catch {
  }
}

// src/hooks/handlers.ts
var HOOK_HANDLERS = {
  stop: () => import("./stop-RF2XKAPZ.mjs"),
  "subagent-stop": () => import("./subagent-stop-AABV56UF.mjs"),
  "pre-compact": () => import("./pre-compact-WZJSXBZA.mjs"),
  "post-compact": () => import("./post-compact-DSYTJDUM.mjs"),
  "session-end": () => import("./session-end-4O7P6HGZ.mjs"),
  "session-start": () => import("./session-start-EXUO5BSI.mjs"),
  "user-prompt-submit": () => import("./user-prompt-submit-BMD2KXZ6.mjs"),
  "pre-tool-use": () => import("./pre-tool-use-A7W6VCI3.mjs"),
  "post-tool-use-failure": () => import("./post-tool-use-failure-MFFZ5ZRB.mjs")
};

// src/hooks/runner.ts
var HOOK_LOCK_WAIT_MS = 1e3;
var MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;
async function readPayloadText(stdin) {
  if (stdin.isTTY) return { text: "", problem: "no payload: stdin is a terminal" };
  const chunks = [];
  let size = 0;
  for await (const chunk of stdin) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_PAYLOAD_BYTES)
      return { text: "", problem: `payload larger than ${MAX_PAYLOAD_BYTES} bytes; ignored` };
    chunks.push(buffer);
  }
  return { text: Buffer.concat(chunks).toString("utf8") };
}
var USAGE = `usage: cortex hook <event>   (${HOOK_EVENTS.join(", ")})

Entry point for Claude Code hooks: reads the hook's JSON payload on stdin. Always exits 0;
problems go to .cortex/local/cortex.log and are reported by cortex doctor.
`;
async function refreshInBackground(io, kind) {
  let project;
  try {
    project = openHookProject(io.cwd, (located) => project = located, io.env);
    if (!project) return;
    if (kind === REFRESH_PROJECTIONS) {
      await runProjectionRefresh(project);
    } else if (isBriefingRefreshPending(project)) {
      const { runBriefingRefresh } = await import("./session-start-EXUO5BSI.mjs");
      runBriefingRefresh(project, io.now);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (project)
      writeHookLog(
        project,
        io.now(),
        kind === REFRESH_PROJECTIONS ? `hook stop: could not regenerate the projections in the background: ${message}` : `git hook: could not rewrite the briefing in the background: ${message}`
      );
  }
}
function linkedStateNotice(cwd) {
  const problem = linkedStateProblem(cwd);
  if (!problem) return "";
  const additionalContext = `cortex is off in this repository: ${problem}. A commit can plant such a link; \`cortex doctor\` says how to repair it. No memory is captured or handed over until then.`;
  return JSON.stringify({
    hookSpecificOutput: { hookEventName: "SessionStart", additionalContext }
  });
}
async function runHook(args, io) {
  if (args.includes("--help") || args.includes("-h")) {
    io.stdout.write(USAGE);
    return;
  }
  if (args[0] === REFRESH_PROJECTIONS || args[0] === REFRESH_BRIEFING)
    return refreshInBackground(io, args[0]);
  const started = io.now();
  capLockWaits(HOOK_LOCK_WAIT_MS);
  const problems = [];
  let project;
  let event;
  let payload = {};
  try {
    const input = await readPayloadText(io.stdin);
    if (input.problem) {
      problems.push(input.problem);
    } else {
      const parsed = parsePayload(input.text);
      payload = parsed.payload;
      if (parsed.problem) problems.push(parsed.problem);
    }
    const cwd = typeof payload.cwd === "string" && existsSync(payload.cwd) ? payload.cwd : io.cwd;
    project = openHookProject(cwd, (located) => project = located, io.env);
    if (!project) {
      if (args[0] === "session-start") io.stdout.write(linkedStateNotice(cwd));
      return;
    }
    if (project.refused?.length && args[0] === "session-start")
      for (const refusal of project.refused)
        writeHookLog(project, io.now(), `hook ${args[0]}: ${refusal}`);
    if (project.withheld?.length && (args[0] === "session-start" || args[0] === "user-prompt-submit")) {
      writeHookLog(project, io.now(), `hook ${args[0]}: ${describeWithheld(project.withheld)}`);
    }
    if (project.configReading?.problems.length) reportConfigOnce(project, io.now());
    if (!isHookEvent(args[0])) {
      problems.push(`unknown hook event '${args[0] ?? ""}' (known: ${HOOK_EVENTS.join(", ")})`);
      return;
    }
    event = args[0];
    const load = HOOK_HANDLERS[event];
    if (!load) return;
    const { handle } = await load();
    const owner = project;
    const result = await handle({
      event,
      payload,
      project: owner,
      now: started,
      env: io.env,
      log: (message) => writeHookLog(owner, io.now(), `hook ${event}: ${message}`)
    });
    if (result?.problems) problems.push(...result.problems);
    const output = renderHookOutput(event, result);
    if (output) io.stdout.write(output);
  } catch (error) {
    problems.push(
      `failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`
    );
  } finally {
    if (project) {
      const name = event ?? (isHookEvent(args[0]) ? args[0] : void 0);
      for (const problem of problems)
        writeHookLog(project, io.now(), `hook ${args[0] ?? "?"}: ${problem}`);
      if (name) {
        writeHeartbeat(project, {
          event: name,
          at: started.toISOString(),
          durationMs: io.now().getTime() - started.getTime(),
          ok: problems.length === 0,
          ...typeof payload.session_id === "string" ? { session: payload.session_id } : {},
          problems
        });
      }
    }
  }
}

// src/cli/commands/hook.ts
var command = {
  name: "hook",
  summary: "entry point for Claude Code hooks (payload on stdin; always exits 0)",
  usage: [`hook <${HOOK_EVENTS.join("|")}>`],
  description: "Entry point for Claude Code hooks: reads the JSON payload on stdin. Always exits 0; problems\ngo to .cortex/local/cortex.log and are reported by cortex doctor.",
  options: {},
  positionals: { min: 0, max: 1 },
  run: async (input, ctx) => {
    await runHook(input.positionals, {
      stdin: ctx.stdin,
      stdout: ctx.stdout,
      cwd: ctx.cwd,
      env: ctx.env,
      now: ctx.now
    });
    return 0;
  }
};
export {
  command
};
