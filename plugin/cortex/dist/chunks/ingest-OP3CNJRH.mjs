import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureTranscript
} from "./chunk-QXJTHCJ6.mjs";
import {
  condenseLocalFiles
} from "./chunk-5J5CWM5T.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-4MBKQW34.mjs";
import {
  styleFor
} from "./chunk-SNCZB3WZ.mjs";
import {
  captureAuthor
} from "./chunk-O5HY6P6I.mjs";
import "./chunk-ZAOSD2M5.mjs";
import {
  describeUpdated
} from "./chunk-V2IGNPFB.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  optionString
} from "./chunk-YBUSESW2.mjs";
import {
  regenerateProjections
} from "./chunk-4SFQQGVM.mjs";
import "./chunk-QQVF6TCK.mjs";
import "./chunk-FXLI7IEH.mjs";
import "./chunk-U3G6NHFO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-GYALZIJH.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import {
  scanEventLog
} from "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  EVENT_TYPE_NAMES
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-MATBYBHQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError,
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/ingest.ts
import { closeSync, openSync, readSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

// src/capture/transcript-project.ts
function transcriptCwd(head) {
  for (const line of head.split("\n")) {
    if (!line.includes('"cwd"')) continue;
    try {
      const record = JSON.parse(line);
      if (typeof record.cwd === "string" && record.cwd !== "") return record.cwd;
    } catch {
    }
  }
  return void 0;
}
function isWithin(cwd, roots) {
  const path = cwd.replace(/\/+$/, "");
  return roots.some((root) => {
    const base = root.replace(/\/+$/, "");
    return path === base || path.startsWith(`${base}/`);
  });
}

// src/cli/commands/ingest.ts
function findTranscripts(cwd, inputs) {
  const found = /* @__PURE__ */ new Set();
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort(
      (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    );
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".jsonl")) found.add(full);
    }
  };
  for (const input of inputs) {
    const path = resolve(cwd, input);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      throw new CortexError("NOT_FOUND", `no such file or folder: ${input}`, {
        hint: "Claude Code keeps transcripts under ~/.claude/projects/<project>/"
      });
    }
    if (stat.isDirectory()) walk(path);
    else found.add(path);
  }
  return [...found];
}
function progressLine(done, total, events) {
  const width = 24;
  const filled = total === 0 ? width : Math.round(done / total * width);
  return `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} transcripts, ${events.toLocaleString("en-US")} new events`;
}
function readHead(file) {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(256 * 1024);
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString("utf8");
  } catch {
    return "";
  } finally {
    closeSync(fd);
  }
}
function projectRoots(project) {
  const listed = (gitOutput(project.repo.root, ["worktree", "list", "--porcelain"]) ?? "").split("\n").filter((line) => line.startsWith("worktree ")).map((line) => line.slice("worktree ".length));
  const roots = /* @__PURE__ */ new Set([project.repo.root, ...listed]);
  for (const root of [...roots]) {
    try {
      roots.add(realpathSync(root));
    } catch {
    }
  }
  return [...roots];
}
function parseSince(text, now) {
  const relative = /^(\d+)([dh])$/.exec(text);
  if (relative)
    return new Date(
      now.getTime() - Number(relative[1]) * (relative[2] === "d" ? 864e5 : 36e5)
    );
  const time = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time.getTime())) {
    throw new UsageError(
      `ingest: --since expects a date (2026-11-01), a time, or 7d / 12h, got '${text}'`
    );
  }
  return time;
}
function selectTranscripts(project, files, options) {
  const roots = options.allProjects ? [] : projectRoots(project);
  const selection = { files: [], otherProjects: [], older: [] };
  for (const file of files) {
    if (options.since && statSync(file).mtime < options.since) {
      selection.older.push(file);
      continue;
    }
    if (!options.allProjects) {
      const cwd = transcriptCwd(readHead(file));
      if (!cwd || !isWithin(cwd, roots)) {
        selection.otherProjects.push({ file, cwd });
        continue;
      }
    }
    selection.files.push(file);
  }
  return selection;
}
async function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const since = optionString(input.options.since);
  const selection = selectTranscripts(project, findTranscripts(ctx.cwd, input.positionals), {
    allProjects: input.options["all-projects"] === true,
    since: since === void 0 ? void 0 : parseSince(since, ctx.now())
  });
  const files = selection.files;
  const json = input.options.json === true;
  const skippedNote = [
    selection.otherProjects.length && `${plural(selection.otherProjects.length, "transcript")} of other projects left out (--all-projects takes them)`,
    selection.older.length && `${plural(selection.older.length, "transcript")} older than --since left out`
  ].filter(Boolean);
  if (input.options["dry-run"] === true) {
    if (json) {
      ctx.stdout.write(
        JSON.stringify(
          { wouldIngest: files, otherProjects: selection.otherProjects, older: selection.older },
          null,
          2
        ) + "\n"
      );
    } else {
      ctx.stdout.write(
        `Would ingest ${plural(files.length, "transcript")} (nothing written):
${files.map((file) => `  ${file}
`).join("")}`
      );
      for (const other of selection.otherProjects)
        ctx.stdout.write(
          `  left out: ${other.file} (ran in ${other.cwd ?? "an unknown folder"})
`
        );
      for (const note of skippedNote) ctx.stdout.write(`${note}
`);
    }
    return 0;
  }
  const style = styleFor(ctx, void 0);
  const showProgress = !json && ctx.stderr.isTTY === true && files.length > 1;
  const knownIds = /* @__PURE__ */ new Set();
  scanEventLog(project.paths, ({ event }) => knownIds.add(event.id), { local: true });
  const author = captureAuthor(project, { refresh: true });
  const byType = /* @__PURE__ */ new Map();
  const problems = [];
  let appended = 0;
  let unreadable = 0;
  let withEvents = 0;
  const localFiles = /* @__PURE__ */ new Set();
  for (const [index, file] of files.entries()) {
    if (showProgress) ctx.stderr.write(progressLine(index, files.length, appended));
    const result = await captureTranscript(project, {
      transcriptPath: file,
      now: ctx.now(),
      final: true,
      condense: false,
      knownIds,
      author,
      entropy: ctx.entropy
    });
    for (const file2 of result.localFiles) localFiles.add(file2);
    for (const event of result.appended) {
      knownIds.add(event.id);
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    }
    if (result.appended.length > 0) withEvents++;
    appended += result.appended.length;
    if (result.problems.some((problem) => problem.startsWith("cannot read transcript")))
      unreadable++;
    problems.push(...result.problems);
  }
  if (showProgress) ctx.stderr.write(`${progressLine(files.length, files.length, appended)}
`);
  for (const event of condenseLocalFiles(project, localFiles, {
    now: ctx.now(),
    entropy: ctx.entropy
  })) {
    byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    appended++;
  }
  let projections = [];
  let projectionError;
  if (appended > 0) {
    try {
      const run2 = regenerateProjections(project, { cache: "off" });
      projections = [...run2.changed, ...run2.removed];
    } catch (error) {
      projectionError = `the projections were not brought up to date (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const counts = EVENT_TYPE_NAMES.filter((type) => byType.has(type)).map(
    (type) => [type, byType.get(type)]
  );
  const localActivity = counts.filter(([type]) => LOCAL_ACTIVITY.has(type)).reduce((sum, [, count]) => sum + count, 0);
  if (json) {
    ctx.stdout.write(
      JSON.stringify(
        {
          transcripts: files.length,
          appended,
          committed: appended - localActivity,
          localActivity,
          byType: Object.fromEntries(counts),
          projections,
          ...projectionError ? { projectionError } : {},
          problems,
          otherProjects: selection.otherProjects.length,
          older: selection.older.length
        },
        null,
        2
      ) + "\n"
    );
  } else {
    for (const problem of problems) ctx.stderr.write(`${style.yellow("warning:")} ${problem}
`);
    ctx.stdout.write(
      `Ingested ${plural(files.length, "transcript")}: ${plural(appended, "new event")}${withEvents ? ` from ${withEvents}` : ""}
`
    );
    if (localActivity > 0) {
      ctx.stdout.write(
        `  ${(appended - localActivity).toLocaleString("en-US")} in the log (.cortex/events/, to commit), ${localActivity.toLocaleString("en-US")} per-tool activity kept in .cortex/local/ (condensed in the log)
`
      );
    }
    const width = Math.max(0, ...counts.map(([type]) => type.length));
    for (const [type, count] of counts)
      ctx.stdout.write(`  ${type.padEnd(width)}  ${String(count).padStart(6)}
`);
    if (appended === 0 && files.length > 0)
      ctx.stdout.write("Nothing new: every transcript was already captured up to its end.\n");
    if (projections.length)
      ctx.stdout.write(
        `updated ${describeUpdated(projections)}: commit ${projections.length === 1 ? "it" : "them"} with .cortex/events/
`
      );
    if (projectionError)
      ctx.stderr.write(
        `warning: ${projectionError}; run 'cortex project' to bring them up to date
`
      );
    for (const note of skippedNote) ctx.stdout.write(`${note}
`);
  }
  if (unreadable > 0) {
    throw new CortexError(
      "CANNOT_READ",
      `${plural(unreadable, "transcript")} could not be read; the others were ingested`,
      { hint: "check the warnings above" }
    );
  }
  return 0;
}
var LOCAL_ACTIVITY = /* @__PURE__ */ new Set(["file_modified", "file_explored", "command_run"]);
function plural(count, word) {
  return `${count.toLocaleString("en-US")} ${word}${count === 1 ? "" : "s"}`;
}
var command = {
  name: "ingest",
  summary: "capture past Claude Code transcripts into the memory",
  usage: [
    "ingest <transcript.jsonl | folder>... [--all-projects] [--since <when>] [--dry-run] [--json]"
  ],
  description: "Run capture over past Claude Code sessions: the same extraction and redaction the hooks use.\nFolders are searched recursively for .jsonl files. Only sessions that ran in this repository,\none of its worktrees or a folder below them are taken (the cwd their records carry), so\nanother project's paths and commands never reach this one's memory. Running it again adds\nnothing that is already captured.",
  options: {
    "all-projects": {
      type: "boolean",
      description: "take sessions that ran in any folder, not only this project"
    },
    since: {
      type: "string",
      value: "<when>",
      description: "only transcripts written since then: 2026-11-01, an ISO time, 7d or 12h"
    },
    "dry-run": {
      type: "boolean",
      description: "list what would be ingested and what is left out; write nothing"
    },
    json: { type: "boolean", description: "print the summary as JSON" }
  },
  positionals: { min: 1, max: Infinity },
  examples: [
    "cortex ingest ~/.claude/projects/",
    "cortex ingest --dry-run --since 30d ~/.claude/projects/",
    "cortex ingest session.jsonl"
  ],
  run
};
export {
  command,
  findTranscripts,
  parseSince
};
