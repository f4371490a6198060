import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  HOOK_EVENTS
} from "./chunk-QLSYP6PQ.mjs";
import {
  BRIEFING_FILE,
  writeBriefing
} from "./chunk-EXQ2MYAF.mjs";
import "./chunk-TH2BYSIF.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-QDVCVRAD.mjs";
import {
  styleFor
} from "./chunk-SNCZB3WZ.mjs";
import {
  checkRememberedFiles
} from "./chunk-6WSISBX6.mjs";
import "./chunk-EPARNYD2.mjs";
import {
  findStaleTemporaryFiles,
  removeStaleTemporaryFiles
} from "./chunk-ZGA2UIYJ.mjs";
import {
  quarantineDir,
  quarantineLines,
  recoverEventFile
} from "./chunk-CXFTBE6U.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-SM4S3YX3.mjs";
import {
  findAuthorMismatches,
  readEventFileAdders
} from "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import "./chunk-J7PDIGNT.mjs";
import {
  DRIVERS,
  MCP_SERVER_NAME,
  inspectGitIntegration,
  installGitIntegration,
  isCortexMcpEntry
} from "./chunk-3JBAR5AN.mjs";
import "./chunk-ZZS47C6A.mjs";
import {
  INSTRUCTIONS_FILE,
  briefingChannel,
  cortexPluginEnabled,
  hasInstructionsFile,
  isCortexHookCommand,
  settingsRunCortexHooks
} from "./chunk-2UZ66FDE.mjs";
import {
  openProjectLeniently
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-NR55AXLW.mjs";
import {
  spelt
} from "./chunk-PYEPTHYL.mjs";
import {
  cortexCommand,
  shellQuote
} from "./chunk-L2HT7GMO.mjs";
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-4SFQQGVM.mjs";
import "./chunk-QQVF6TCK.mjs";
import "./chunk-FXLI7IEH.mjs";
import "./chunk-U3G6NHFO.mjs";
import {
  filesWithinLimit
} from "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import {
  DECISIONS_DIR
} from "./chunk-GYALZIJH.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import {
  linkedState,
  linkedStateError,
  readProjectSettings
} from "./chunk-V6CUIOMQ.mjs";
import {
  oneLine,
  stringList
} from "./chunk-WHIBXURK.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import {
  isLocalEventFile,
  listEventFiles,
  readEventLog,
  scanEventLog,
  toRepoPath
} from "./chunk-2RMMSY37.mjs";
import {
  formatWarning
} from "./chunk-LTJYTCHL.mjs";
import {
  isLockHeld,
  withFileLock
} from "./chunk-6M7KS7R3.mjs";
import {
  EVENT_TYPES,
  describeCollision,
  isConflictMarker
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import {
  overBroadReason,
  readBadPatterns
} from "./chunk-MATBYBHQ.mjs";
import {
  readTextIfExists,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  GITIGNORE_ENTRIES,
  briefingLockFile,
  briefingPendingFile,
  heartbeatDir,
  projectionsLockFile,
  projectionsPendingFile
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import {
  stripControlCharacters
} from "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/doctor.ts
import { existsSync as existsSync2, mkdirSync, readdirSync, rmSync as rmSync2, statSync } from "node:fs";
import { join as join2 } from "node:path";
import { spawnSync as spawnSync2 } from "node:child_process";

// src/memory/repairs.ts
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
function readText(path) {
  return readTextIfExists(path) ?? "";
}
function recoverConflictedFiles(project, files, now) {
  const repairs = [];
  for (const file of files) {
    const absolute = join(project.repo.root, file);
    const text = readText(absolute);
    if (!text.split("\n").some((line) => isConflictMarker(line.replace(/\r$/, "")))) continue;
    const recovered = recoverEventFile(text);
    quarantineLines(project.paths, file, recovered.quarantined, now);
    writeFileSync(absolute, recovered.text);
    const count = recovered.text === "" ? 0 : recovered.text.split("\n").length - 1;
    repairs.push(
      `recovered ${count} events in ${file}${recovered.quarantined.length ? ` (${recovered.quarantined.length} unreadable lines kept in .cortex/quarantine/)` : ""}`
    );
  }
  return repairs;
}
function quarantineUnreadableLines(project, now) {
  const log = readEventLog(project.paths);
  const byFile = /* @__PURE__ */ new Map();
  for (const warning of log.warnings) {
    if (warning.line <= 0 || warning.message.startsWith("git conflict marker")) continue;
    const lines = byFile.get(warning.file) ?? /* @__PURE__ */ new Set();
    lines.add(warning.line);
    byFile.set(warning.file, lines);
  }
  if (byFile.size === 0) return [];
  const tracked = new Set(
    (gitOutput(project.repo.root, [
      "ls-tree",
      "-r",
      "--name-only",
      "HEAD",
      "--",
      ...byFile.keys()
    ]) ?? "").split("\n")
  );
  const repairs = [];
  for (const [file, numbers] of byFile) {
    if (!tracked.has(file)) continue;
    const absolute = join(project.repo.root, file);
    const lines = readText(absolute).split("\n");
    const trailing = lines.at(-1) === "" ? lines.pop() : void 0;
    const bad = lines.filter((_, index) => numbers.has(index + 1));
    if (bad.length === 0) continue;
    const kept = lines.filter((_, index) => !numbers.has(index + 1));
    quarantineLines(project.paths, file, bad, now);
    writeFileAtomic(absolute, kept.length ? kept.join("\n") + "\n" : trailing ?? "");
    repairs.push(`moved ${bad.length} unreadable line(s) of ${file} to .cortex/quarantine/`);
  }
  return repairs;
}
function removeTemporaryFiles(project, now) {
  return removeStaleTemporaryFiles(project.paths, now).map((removed) => `removed ${removed.file}`);
}
function rewriteStuckBriefing(project, now) {
  const marker = briefingPendingFile(project.paths);
  return withFileLock(
    briefingLockFile(project.paths),
    () => {
      if (!existsSync(marker)) return [];
      rmSync(marker, { force: true });
      const briefing = writeBriefing(project, { now });
      if (briefing.problem)
        return [
          `removed the stuck briefing marker, but the briefing could not be written: ${briefing.problem}`
        ];
      return [
        briefing.written ? `rewrote ${BRIEFING_FILE} (its background rewrite had died)` : "removed the marker of a briefing rewrite that had died (the briefing reaches Claude Code through the SessionStart hook)"
      ];
    },
    { timeoutMs: 3e4, staleMs: 6e4 }
  );
}
function untrackLocalState(project) {
  const root = project.repo.root;
  const tracked = (spawnSync("git", ["ls-files", "-z", "--", ".cortex/local"], { cwd: root, encoding: "utf8" }).stdout ?? "").split("\0").filter(Boolean);
  const repairs = [];
  for (const file of tracked) {
    if (spawnSync("git", ["rm", "--cached", "-q", "--", file], { cwd: root }).status !== 0)
      continue;
    try {
      renameSync(join(root, file), join(root, `${file}.from-commit`));
      repairs.push(`untracked ${file} (set aside as ${file}.from-commit; commit the removal)`);
    } catch {
      repairs.push(`untracked ${file} (commit the removal)`);
    }
  }
  return repairs;
}
function regenerateAfterRepairs(project) {
  const run2 = regenerateProjections(project, { cache: "off" });
  const written = [...run2.changed, ...run2.removed];
  if (written.length === 0) return [];
  return [
    `regenerated ${written.length > 10 ? `${written.slice(0, 10).join(", ")} and ${written.length - 10} more` : written.join(", ")}`
  ];
}

// src/cli/commands/doctor.ts
function readText2(path) {
  return readTextIfExists(path) ?? "";
}
function probeCommand(state, prefix) {
  const known = state.probes.get(prefix);
  if (known) return known;
  const root = state.project.repo.root;
  const result = spawnSync2("sh", ["-c", `${prefix} --version`], {
    cwd: state.project.paths.cortexDir,
    env: { ...process.env, ...state.ctx.env, CLAUDE_PROJECT_DIR: root },
    encoding: "utf8",
    timeout: 3e4,
    stdio: ["ignore", "pipe", "pipe"]
  });
  const ok = result.status === 0 && result.stdout.startsWith("cortex ");
  const said = `${result.stderr ?? ""}
${result.stdout ?? ""}`.split("\n").map((line) => line.trim()).find((line) => line !== "");
  const outcome = ok ? { ok } : {
    ok,
    problem: result.error ? result.error.message : `exit ${result.status ?? result.signal}${said ? `: ${said.slice(0, 200)}` : ""}`
  };
  state.probes.set(prefix, outcome);
  return outcome;
}
var INSTALL_FIX = "install cortex as this project's devDependency or globally (cortex's README, Install), then run 'cortex init --claude' again";
function gitHookPrefix(path, name) {
  const line = readText2(path).split("\n").find((text) => new RegExp(`\\sgit-hook\\s+${name}\\b`).test(text));
  return line?.replace(new RegExp(`\\s+git-hook\\s+${name}\\b.*$`), "").trim();
}
function sizedEventFiles(project) {
  const files = /* @__PURE__ */ new Map();
  for (const absolute of listEventFiles(project.paths, { local: true })) {
    try {
      const stat = statSync(absolute);
      files.set(toRepoPath(project.paths, absolute), { bytes: stat.size, mtimeMs: stat.mtimeMs });
    } catch {
    }
  }
  return files;
}
function checkLog(state) {
  const { log } = state;
  const markers = log.warnings.filter(
    (warning) => warning.message.startsWith("git conflict marker")
  );
  const other = log.warnings.filter((warning) => !markers.includes(warning));
  const results = [
    {
      id: "log",
      status: "ok",
      message: `event log: ${log.events.length.toLocaleString("en-US")} events in ${log.files.length} files`
    }
  ];
  if (markers.length) {
    const files = [...new Set(markers.map((warning) => warning.file))];
    results.push({
      id: "conflict-markers",
      status: "fail",
      message: `${files.length} event file(s) hold git conflict markers (merged without cortex's driver)`,
      fix: "cortex doctor --fix recovers every event from them",
      details: files
    });
  }
  const limitMiB = state.project.config.briefing.logMiB;
  const sized = sizedEventFiles(state.project);
  const { within, leftOut } = filesWithinLimit(
    [...sized.keys()],
    limitMiB * 1024 * 1024,
    state.ctx.now(),
    (path) => sized.get(path)
  );
  if (leftOut) {
    const read = new Set(within);
    let bytes = 0;
    for (const [path, stats] of sized)
      if (!read.has(path) && !isLocalEventFile(path)) bytes += stats.bytes;
    results.push({
      id: "log-limit",
      status: "warn",
      message: `the briefing reads the newest ${limitMiB} MiB of the log: its ${leftOut.toLocaleString("en-US")} oldest event file(s) (${(bytes / 1024 / 1024).toFixed(1)} MiB) are left out of it (search, log and MCP read them)`,
      fix: "raise briefing.logMiB in .cortex/local/config.json to hand over older memories too, at the cost of a slower session start"
    });
  }
  if (other.length) {
    results.push({
      id: "unreadable-lines",
      status: "warn",
      message: `${other.length} unreadable line(s) in the event log (skipped when reading)`,
      fix: "cortex doctor --fix moves those of committed files to .cortex/quarantine/ (a file still being written is left alone)",
      details: other.slice(0, 20).map(formatWarning)
    });
  }
  return results;
}
function checkQuarantine(state) {
  const dir = quarantineDir(state.project.paths);
  let files;
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".txt"));
  } catch {
    return [];
  }
  const lines = files.reduce(
    (sum, name) => sum + readText2(join2(dir, name)).split("\n").filter((line) => line !== "" && !line.startsWith("# ")).length,
    0
  );
  if (lines === 0) return [];
  return [
    {
      id: "quarantine",
      status: "warn",
      message: `${lines} line(s) kept in .cortex/quarantine/ (unreadable lines found while merging)`,
      fix: "look at them; delete the files once nothing in them matters",
      details: files.map((name) => `.cortex/quarantine/${name}`)
    }
  ];
}
function checkGit(state) {
  const installed = state.git;
  const results = [];
  results.push(
    installed.attributes ? { id: "gitattributes", status: "ok", message: ".gitattributes has cortex's merge rules" } : {
      id: "gitattributes",
      status: "fail",
      message: ".gitattributes lacks cortex's merge rules (or they are outdated)",
      fix: "cortex doctor --fix"
    }
  );
  for (const driver of Object.keys(DRIVERS)) {
    const command2 = installed.drivers[driver];
    if (command2 === void 0)
      results.push({
        id: `driver-${driver}`,
        status: "fail",
        message: `merge driver ${driver} is not configured in this clone`,
        fix: "cortex doctor --fix"
      });
    else if (!probeCommand(state, command2.split(" merge-driver ")[0]).ok) {
      const { problem } = probeCommand(state, command2.split(" merge-driver ")[0]);
      results.push({
        id: `driver-${driver}`,
        status: "fail",
        message: `merge driver ${driver} does not start cortex (${problem}): ${command2}`,
        fix: "cortex doctor --fix"
      });
    } else
      results.push({
        id: `driver-${driver}`,
        status: "ok",
        message: `merge driver ${driver} configured`
      });
  }
  for (const hook of installed.hooks) {
    if (!hook.installed)
      results.push({
        id: `hook-${hook.name}`,
        status: "fail",
        message: `git ${hook.name} hook is not installed (${hook.path})`,
        fix: "cortex doctor --fix"
      });
    else if (!hook.executable)
      results.push({
        id: `hook-${hook.name}`,
        status: "fail",
        message: `git ${hook.name} hook is not executable (${hook.path})`,
        fix: "cortex doctor --fix"
      });
    else {
      const prefix = gitHookPrefix(hook.path, hook.name);
      const probe = prefix ? probeCommand(state, prefix) : { ok: false, problem: "no command in its cortex block" };
      if (probe.ok)
        results.push({
          id: `hook-${hook.name}`,
          status: "ok",
          message: `git ${hook.name} hook installed${installed.location.kind === "husky" ? " (in husky)" : ""}`
        });
      else
        results.push({
          id: `hook-${hook.name}`,
          status: "fail",
          message: `git ${hook.name} hook does not start cortex (${probe.problem})`,
          fix: "cortex doctor --fix",
          details: [hook.path]
        });
    }
  }
  const gitignore = new Set(
    readText2(join2(state.project.repo.root, ".gitignore")).split("\n").map((line) => line.trim())
  );
  const missing = GITIGNORE_ENTRIES.filter((entry) => !gitignore.has(entry));
  results.push(
    missing.length === 0 ? { id: "gitignore", status: "ok", message: ".gitignore keeps local state out of git" } : {
      id: "gitignore",
      status: "fail",
      message: `.gitignore lacks ${missing.join(", ")}`,
      fix: "cortex init"
    }
  );
  return results;
}
function checkHooksRuns(state) {
  const dir = heartbeatDir(state.project.paths);
  const beats = [];
  for (const event of HOOK_EVENTS) {
    const text = readText2(join2(dir, `${event}.json`));
    if (!text) continue;
    try {
      beats.push(JSON.parse(text));
    } catch {
    }
  }
  if (beats.length === 0) {
    if (!state.claudeSetUp) return [];
    return [
      {
        id: "hook-runs",
        status: "warn",
        message: "no Claude Code hook has run here yet",
        fix: "start a Claude Code session in this repository"
      }
    ];
  }
  const failing = beats.filter((beat) => !beat.ok);
  const latest = beats.reduce((a, b) => a.at > b.at ? a : b);
  if (failing.length === 0)
    return [
      {
        id: "hook-runs",
        status: "ok",
        message: `hooks ran cleanly (last: ${latest.event} at ${latest.at})`
      }
    ];
  return [
    {
      id: "hook-runs",
      status: "warn",
      message: `${failing.length} hook(s) reported problems on their last run`,
      fix: "see .cortex/local/cortex.log",
      details: failing.flatMap(
        (beat) => beat.problems.map((problem) => `${beat.event} at ${beat.at}: ${problem.split("\n")[0]}`)
      )
    }
  ];
}
function checkProjections(state) {
  const { stale, problems } = findStaleProjections(state.project);
  const results = [];
  if (problems.length) {
    results.push({
      id: "decision-records",
      status: "warn",
      message: `${problems.length} decision record${problems.length === 1 ? "" : "s"} cortex cannot read (left as ${problems.length === 1 ? "it is" : "they are"}, never overwritten)`,
      fix: "correct them (or git checkout them), then cortex project",
      details: problems.map(
        (problem) => `${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}`
      )
    });
  }
  const unreadable = new Set(problems.map((problem) => `${DECISIONS_DIR}/${problem.file}`));
  const outOfDate = stale.filter((file) => !unreadable.has(file));
  if (outOfDate.length === 0)
    return [
      { id: "projections", status: "ok", message: "committed projections match the events" },
      ...results
    ];
  const shown = outOfDate.length > 10 ? [...outOfDate.slice(0, 10), `and ${outOfDate.length - 10} more`] : outOfDate;
  const pending = existsSync2(projectionsPendingFile(state.project.paths)) ? {
    details: [
      "a Stop handed their regeneration to a background refresh that has not finished (if it failed, .cortex/local/cortex.log says why)"
    ]
  } : {};
  return [
    {
      id: "projections",
      status: "fail",
      message: `stale projections: ${shown.join(", ")}`,
      fix: "cortex project (or cortex doctor --fix), then commit",
      ...pending
    },
    ...results
  ];
}
var STUCK_AFTER_MS = 10 * 6e4;
var BACKGROUND_WORK = [
  {
    id: "projections-pending",
    marker: projectionsPendingFile,
    lock: projectionsLockFile,
    what: "the committed projections (decisions, plan)",
    by: "A Stop",
    fix: "cortex project (or cortex doctor --fix), then commit what changed",
    logged: "could not regenerate the projections in the background"
  },
  {
    id: "briefing-pending",
    marker: briefingPendingFile,
    lock: briefingLockFile,
    what: `the briefing file (${BRIEFING_FILE})`,
    by: "A git hook",
    fix: "cortex doctor --fix (or cortex hook refresh-briefing) rewrites it; the next session start does too",
    logged: "could not rewrite the briefing in the background"
  }
];
function lastLogLine(state, text) {
  const line = readText2(state.project.paths.logFile).split("\n").findLast((entry) => entry.includes(text));
  return line?.replace(/^\S+ /, "");
}
function checkBackgroundWork(state) {
  const now = state.ctx.now().getTime();
  const results = [];
  for (const work of BACKGROUND_WORK) {
    let since;
    try {
      since = statSync(work.marker(state.project.paths)).mtimeMs;
    } catch {
      continue;
    }
    const ageMs = now - since;
    if (ageMs < STUCK_AFTER_MS || isLockHeld(work.lock(state.project.paths), 6e4)) continue;
    const minutes = Math.floor(ageMs / 6e4);
    const age = minutes < 120 ? `${minutes} minutes` : minutes < 48 * 60 ? `${Math.floor(minutes / 60)} hours` : `${Math.floor(minutes / 1440)} days`;
    const logged = lastLogLine(state, work.logged);
    results.push({
      id: work.id,
      status: "warn",
      message: `${work.by} handed the rewrite of ${work.what} to a background process ${age} ago, and it never finished (it died, or could not start)`,
      fix: work.fix,
      details: [
        `marker: ${work.marker(state.project.paths).slice(state.project.repo.root.length + 1)} (since ${new Date(since).toISOString()})`,
        ...logged ? [`last logged: ${logged}`] : []
      ]
    });
  }
  return results;
}
var CLAUDE_HOOKS = [
  ["SessionStart", "session-start"],
  ["UserPromptSubmit", "user-prompt-submit"],
  ["Stop", "stop"],
  ["SubagentStop", "subagent-stop"],
  ["PreCompact", "pre-compact"],
  ["PostCompact", "post-compact"],
  ["SessionEnd", "session-end"]
];
function hookCommands(settings, event) {
  const hooks = settings?.hooks?.[event];
  if (!Array.isArray(hooks)) return [];
  return hooks.flatMap(
    (matcher) => Array.isArray(matcher.hooks) ? matcher.hooks.map((hook) => hook.command) : []
  );
}
function checkClaude(state) {
  const root = state.project.repo.root;
  const files = [".claude/settings.json", ".claude/settings.local.json"];
  const settings = [];
  for (const file of files) {
    const text = readText2(join2(root, file));
    if (!text) continue;
    try {
      settings.push(JSON.parse(text));
    } catch (error) {
      return [
        {
          id: "claude-hooks",
          status: "fail",
          message: `${file} is not valid JSON (${error.message})`,
          fix: "fix it: Claude Code cannot read it either"
        }
      ];
    }
  }
  const missing = CLAUDE_HOOKS.filter(
    ([event, hook]) => !settings.some(
      (entry) => hookCommands(entry, event).some((command2) => isCortexHookCommand(command2, hook))
    )
  ).map(([event]) => event);
  state.claudeSetUp = missing.length < CLAUDE_HOOKS.length;
  const broken = [];
  for (const [event, hook] of CLAUDE_HOOKS) {
    for (const entry of settings) {
      for (const command2 of hookCommands(entry, event)) {
        if (!isCortexHookCommand(command2, hook)) continue;
        const probe = probeCommand(state, command2.replace(/\s+hook\s+[a-z-]+\s*$/, ""));
        if (!probe.ok) broken.push(`${event}: ${probe.problem}`);
      }
    }
  }
  if (broken.length) {
    return [
      {
        id: "claude-hooks",
        status: "fail",
        message: "Claude Code's hook commands do not start cortex on this machine",
        fix: INSTALL_FIX,
        details: broken
      }
    ];
  }
  if (missing.length === 0)
    return [
      {
        id: "claude-hooks",
        status: "ok",
        message: "Claude Code runs cortex's hooks (each command starts cortex)"
      }
    ];
  if (missing.length === CLAUDE_HOOKS.length && cortexPluginEnabled(root, state.ctx.env)) {
    state.claudeSetUp = true;
    state.claudeViaPlugin = true;
    return [
      {
        id: "claude-hooks",
        status: "ok",
        message: "Claude Code runs cortex's hooks through the cortex plugin"
      }
    ];
  }
  if (missing.length === CLAUDE_HOOKS.length) {
    return [
      {
        id: "claude-hooks",
        status: "warn",
        message: "Claude Code is not set up to run cortex here (no capture, no briefing)",
        fix: "cortex init --claude"
      }
    ];
  }
  return [
    {
      id: "claude-hooks",
      status: "fail",
      message: `Claude Code lacks cortex's hooks for ${missing.join(", ")}`,
      fix: "cortex init --claude"
    }
  ];
}
function checkMcp(state) {
  if (!state.claudeSetUp) return [];
  if (state.claudeViaPlugin)
    return [
      {
        id: "claude-mcp",
        status: "ok",
        message: "the cortex plugin gives Claude Code the MCP server"
      }
    ];
  const text = readText2(join2(state.project.repo.root, ".mcp.json"));
  let servers;
  if (text) {
    try {
      servers = JSON.parse(text).mcpServers;
    } catch (error) {
      return [
        {
          id: "claude-mcp",
          status: "fail",
          message: `.mcp.json is not valid JSON (${error.message})`,
          fix: "fix it: Claude Code cannot read it either"
        }
      ];
    }
  }
  const entry = servers?.[MCP_SERVER_NAME];
  if (isCortexMcpEntry(entry)) {
    const { command: command2, args } = entry;
    const expand = (word) => word.replace(/\$\{CLAUDE_PROJECT_DIR(?::-[^}]*)?\}/g, state.project.repo.root);
    const probe = probeCommand(
      state,
      [command2, ...args.slice(0, -1)].map((word) => shellQuote(expand(word))).join(" ")
    );
    if (!probe.ok)
      return [
        {
          id: "claude-mcp",
          status: "fail",
          message: `the cortex MCP server in .mcp.json does not start cortex (${probe.problem})`,
          fix: INSTALL_FIX
        }
      ];
    return [
      {
        id: "claude-mcp",
        status: "ok",
        message: "the cortex MCP server is registered in .mcp.json and starts"
      }
    ];
  }
  return [
    {
      id: "claude-mcp",
      status: "warn",
      message: "the cortex MCP server is not registered in .mcp.json (no search, decisions or forget mid-session)",
      fix: "cortex init --claude"
    }
  ];
}
function checkSettings(state) {
  if (state.project.configReading?.problems.length) return [];
  const settings = readProjectSettings(state.project.paths, state.ctx.env);
  const refused = settings.refused.length ? [
    {
      id: "local-state-committed",
      status: "fail",
      message: "files under .cortex/local/ are committed or links, so cortex does not read them as your own settings",
      fix: "'git rm --cached' each committed one (cortex doctor --fix does it) and commit; replace links with real files",
      details: settings.refused
    }
  ] : [];
  return [...refused, ...checkWithheld(settings)];
}
function checkWithheld(settings) {
  if (settings.withheld.length) {
    return [
      {
        id: "settings-unapproved",
        status: "warn",
        message: "the committed .cortex/config.json asks for settings that send data off this machine or widen whose memories the briefing trusts; they are not used until you approve them",
        fix: "review them (and who committed them: git log -p .cortex/config.json), then 'cortex trust --approve'",
        details: settings.withheld.map((setting) => `${setting.path}: ${setting.summary}`)
      }
    ];
  }
  if (settings.sensitive.length) {
    return [
      {
        id: "settings-approved",
        status: "ok",
        message: "committed settings that send data away are approved on this machine",
        details: settings.sensitive.map((setting) => `${setting.path}: ${setting.summary}`)
      }
    ];
  }
  return [];
}
function checkPatterns(state) {
  const bad = { ...readBadPatterns(state.project.paths) };
  for (const pattern of state.project.config.redaction.patterns) {
    const broad = bad[pattern] === void 0 ? overBroadReason(pattern) : void 0;
    if (broad !== void 0) bad[pattern] = broad;
  }
  const current = state.project.config.redaction.patterns.filter(
    (pattern) => bad[pattern] !== void 0
  );
  if (current.length === 0) return [];
  return [
    {
      id: "redaction-patterns",
      status: "warn",
      message: `${current.length} redaction pattern(s) in .cortex/config.json are not used: they ran out of time or match ordinary text`,
      fix: "make each match the secret alone, without nested repetition (e.g. (a+)+), in .cortex/config.json",
      details: current.map((pattern) => `${JSON.stringify(pattern)}: ${bad[pattern]}`)
    }
  ];
}
function checkIdCollisions(state) {
  const { collisions } = state.log;
  if (collisions.length === 0) return [];
  return [
    {
      id: "id-collisions",
      status: "warn",
      message: `${collisions.length} event id(s) are used by two different events (both are kept, the later under a new id)`,
      fix: "check who added them (git log -- .cortex/events); `cortex forget <id>` the one you do not trust",
      details: collisions.slice(0, 20).map(describeCollision)
    }
  ];
}
function checkAuthorship(state) {
  const visits = [];
  scanEventLog(state.project.paths, ({ event, file }) => visits.push({ event, file }));
  const mismatches = findAuthorMismatches(visits, readEventFileAdders(state.project.repo));
  if (mismatches.length === 0) return [];
  return [
    {
      id: "author-mismatch",
      status: "warn",
      message: `${mismatches.length} event(s) claim an author other than the one who committed them (hand-written or copied events)`,
      fix: "check those commits; `cortex forget <id>` what you do not trust",
      details: mismatches.slice(0, 20).map(
        ({ event, file, committer }) => `${shortId(event.id)} ${event.type} claims ${event.author}, committed by ${committer} in ${file}`
      )
    }
  ];
}
function checkRememberedFiles2(state) {
  const standing = foldMemories(state.log.events).memories.filter(
    (memory) => memory.status === "active" && EVENT_TYPES[memory.type].category === "knowledge" && stringList(memory.data.files).length > 0
  );
  const checked = checkRememberedFiles(
    state.project.repo.root,
    standing.map((memory) => ({
      id: memory.id,
      ts: memory.event.ts,
      files: stringList(memory.data.files)
    })),
    { changes: false }
  );
  const gone = standing.filter((memory) => checked.get(memory.id)?.gone.length);
  if (gone.length === 0) return [];
  return [
    {
      id: "memory-files-gone",
      status: "warn",
      message: `${gone.length} standing memor${gone.length === 1 ? "y is" : "ies are"} about files no longer in the work tree (shown marked "gone"; they may be out of date)`,
      fix: '`cortex show <id>` to check; `cortex forget <id>` or `cortex supersede <id> "\u2026"` what no longer holds',
      details: gone.slice(0, 20).map(
        (memory) => `${shortId(memory.id)} ${memory.type}: ${stripControlCharacters(oneLine(memory.content, 80))} (${stripControlCharacters(checked.get(memory.id).gone.slice(0, 3).join(", "))} gone)`
      )
    }
  ];
}
function checkTemporaryFiles(state) {
  const stale = findStaleTemporaryFiles(state.project.paths, state.ctx.now());
  if (stale.length === 0) return [];
  const bytes = stale.reduce((sum, file) => sum + file.bytes, 0);
  return [
    {
      id: "temporary-files",
      status: "warn",
      message: `${stale.length} temporary file(s) left by an interrupted cortex (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
      fix: "cortex doctor --fix removes them",
      details: stale.slice(0, 20).map((file) => file.file)
    }
  ];
}
function checkConfig(state) {
  const reading = state.project.configReading;
  if (!reading) return [];
  const results = [];
  if (reading.problems.length) {
    results.push({
      id: "config",
      status: "fail",
      message: ".cortex/config.json is broken: hooks capture with defaults for what is broken, and other commands stop",
      fix: "correct the settings below (or delete the file to use the defaults)",
      details: reading.problems
    });
  }
  if (reading.unknown.length) {
    results.push({
      id: "config-unknown",
      status: "warn",
      message: ".cortex/config.json has settings cortex does not know (ignored)",
      fix: "correct or remove them",
      details: reading.unknown
    });
  }
  if (results.length === 0 && existsSync2(state.project.paths.configFile))
    results.push({ id: "config", status: "ok", message: ".cortex/config.json is valid" });
  return results;
}
function checkBriefingChannel(state) {
  const root = state.project.repo.root;
  const instructions = hasInstructionsFile(root) ? ` tag instructions from ${INSTRUCTIONS_FILE}` : " tag instructions at the end of the briefing";
  const plugin = cortexPluginEnabled(root, state.ctx.env);
  if (plugin && settingsRunCortexHooks(root)) {
    return [
      {
        id: "briefing-channel",
        status: "warn",
        message: "the cortex plugin is enabled and .claude/settings*.json run cortex's hooks too: every hook runs twice",
        fix: "disable the plugin in this project (where the team committed init --claude's settings), or remove cortex's entries from .claude/settings.json: 'cortex init --uninstall', then 'cortex init' without --claude"
      }
    ];
  }
  if (briefingChannel(root, state.ctx.env) === "hook") {
    if (existsSync2(join2(root, BRIEFING_FILE))) {
      return [
        {
          id: "briefing-channel",
          status: "warn",
          message: `${BRIEFING_FILE} is there too: Claude Code would read the briefing twice, once stale`,
          fix: `rm ${BRIEFING_FILE} (the next session-start hook removes it)`
        }
      ];
    }
    return [
      {
        id: "briefing-channel",
        status: "ok",
        message: `the briefing reaches Claude Code once, through the ${plugin ? "cortex plugin's " : ""}SessionStart hook;${instructions}`
      }
    ];
  }
  return [
    {
      id: "briefing-channel",
      status: "ok",
      message: `the briefing reaches Claude Code through ${BRIEFING_FILE} (no SessionStart hook here), kept current by cortex's git hooks;${instructions}`
    }
  ];
}
var CHECKS = [
  checkConfig,
  checkLog,
  checkIdCollisions,
  checkQuarantine,
  checkProjections,
  checkBackgroundWork,
  checkSettings,
  checkPatterns,
  checkAuthorship,
  checkRememberedFiles2,
  checkTemporaryFiles,
  checkGit,
  checkClaude,
  checkMcp,
  checkBriefingChannel,
  checkHooksRuns
];
async function diagnose(project, ctx) {
  const state = {
    project,
    ctx,
    log: readEventLog(project.paths),
    git: await inspectGitIntegration(project.repo),
    probes: /* @__PURE__ */ new Map()
  };
  return CHECKS.flatMap((check) => check(state));
}
async function fix(project, ctx, results) {
  const repairs = [];
  if (results.some(
    (result) => /^(gitattributes|driver-|hook-post)/.test(result.id) && result.status !== "ok"
  )) {
    repairs.push(...await installGitIntegration(project.repo, cortexCommand(ctx.self, ctx.env)));
  }
  if (results.some((result) => result.id === "local-state-committed"))
    repairs.push(...untrackLocalState(project));
  repairs.push(
    ...recoverConflictedFiles(
      project,
      results.find((result) => result.id === "conflict-markers")?.details ?? [],
      ctx.now()
    )
  );
  repairs.push(...quarantineUnreadableLines(project, ctx.now()));
  repairs.push(...removeTemporaryFiles(project, ctx.now()));
  if (results.some((result) => result.id === "briefing-pending"))
    repairs.push(...rewriteStuckBriefing(project, ctx.now()));
  repairs.push(...regenerateAfterRepairs(project));
  return repairs;
}
function report(ctx, results, color) {
  const style = styleFor(ctx, color);
  const marks = { ok: style.green("\u2713"), warn: style.yellow("!"), fail: style.red("\u2717") };
  for (const result of results) {
    ctx.stdout.write(`${marks[result.status]} ${result.message}
`);
    for (const detail of result.details ?? []) ctx.stdout.write(`    ${detail}
`);
    if (result.fix && result.status !== "ok")
      ctx.stdout.write(`    ${style.dim(`fix: ${spelt(ctx, result.fix)}`)}
`);
  }
  const failures = results.filter((result) => result.status === "fail").length;
  const warnings = results.filter((result) => result.status === "warn").length;
  ctx.stdout.write(
    failures === 0 && warnings === 0 ? "\nEverything looks right.\n" : `
${failures} problem(s), ${warnings} warning(s).${failures ? " Run 'cortex doctor --fix' to repair what can be repaired." : ""}
`
  );
}
function checkLinkedState(project, fixing) {
  const link = linkedState(project.paths);
  if (!link) return void 0;
  const repairs = [];
  if (fixing && link.path === ".cortex/local") {
    if (gitOutput(project.repo.root, ["ls-files", "--", ".cortex/local"])) {
      gitOutput(project.repo.root, ["rm", "-r", "-q", "--cached", "--", ".cortex/local"]);
      repairs.push("untracked .cortex/local (commit the removal)");
    }
    rmSync2(project.paths.localDir, { force: true });
    mkdirSync(project.paths.localDir, { recursive: true });
    repairs.push(`replaced the link .cortex/local (to ${link.target}) with a folder of its own`);
    return linkedState(project.paths) ? { results: [linkedStateResult(link)], repairs } : { results: [], repairs };
  }
  return { results: [linkedStateResult(link)], repairs };
}
function linkedStateResult(link) {
  const error = linkedStateError(link);
  return {
    id: "linked-state",
    status: "fail",
    message: `${error.message}; nothing else is checked until it is a folder`,
    ...error.hint ? { fix: error.hint } : {}
  };
}
async function run(input, ctx) {
  const project = openProjectLeniently(ctx.cwd, ctx.env);
  const linked = checkLinkedState(project, input.options.fix === true);
  if (linked) {
    if (input.options.json !== true)
      for (const repair of linked.repairs) ctx.stdout.write(`fixed: ${repair}
`);
    if (linked.results.length) {
      if (input.options.json === true)
        ctx.stdout.write(JSON.stringify({ ok: false, checks: linked.results }, null, 2) + "\n");
      else report(ctx, linked.results, input.options.color);
      return 1;
    }
  }
  let results = await diagnose(project, ctx);
  if (input.options.fix === true) {
    const repairs = await fix(project, ctx, results);
    if (input.options.json !== true) {
      for (const repair of repairs) ctx.stdout.write(`fixed: ${repair}
`);
      if (repairs.length) ctx.stdout.write("\n");
    }
    results = await diagnose(project, ctx);
  }
  if (input.options.json === true) {
    const checks = results.map(
      (result) => result.fix ? { ...result, fix: spelt(ctx, result.fix) } : result
    );
    ctx.stdout.write(
      JSON.stringify({ ok: !results.some((result) => result.status === "fail"), checks }, null, 2) + "\n"
    );
  } else {
    report(ctx, results, input.options.color);
  }
  return results.some((result) => result.status === "fail") ? 1 : 0;
}
var command = {
  name: "doctor",
  summary: "check cortex's setup and the memory's health; --fix repairs",
  usage: ["doctor [--fix] [--json]"],
  description: "Check that cortex is set up in this clone (merge drivers, git hooks, .gitattributes, .gitignore) and\nthat the memory is healthy (unreadable or conflicted event lines, quarantined lines, the hooks' last\nruns, background work handed to a process that died). Exits 1 when something needs fixing. --fix\nre-installs what is missing, recovers every event from files that were merged without the driver,\nand does the background work that died.",
  options: {
    fix: { type: "boolean", description: "repair what can be repaired safely" },
    json: { type: "boolean", description: "machine-readable output" },
    color: {
      type: "boolean",
      negatable: true,
      description: "colour the output (default: on a terminal)"
    }
  },
  positionals: { min: 0, max: 0 },
  run
};
export {
  STUCK_AFTER_MS,
  command
};
