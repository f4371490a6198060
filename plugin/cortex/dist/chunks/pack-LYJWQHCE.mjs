import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENTS_PATH
} from "./chunk-LK54J22F.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  optionCount
} from "./chunk-YBUSESW2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import {
  formatWarning,
  scanEventBytes
} from "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  sortKey
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  monthFolder
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/git/pack.ts
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// src/events/month-pack.ts
import { createHash } from "node:crypto";
function planMonthPack(eventsDir, month, files) {
  if (files.length < 2) return void 0;
  const lines = /* @__PURE__ */ new Map();
  const warnings = [];
  let total = 0;
  const decoder = new TextDecoder();
  for (const file of [...files].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) {
    warnings.push(
      ...scanEventBytes(file.bytes, file.path, ({ event, start, end }) => {
        total++;
        if (!lines.has(event.id))
          lines.set(event.id, {
            key: sortKey(event),
            line: decoder.decode(file.bytes.subarray(start, end))
          });
      })
    );
  }
  if (warnings.length > 0) return { month, warnings };
  const ordered = [...lines.values()].sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const text = ordered.map((entry) => entry.line).join("\n") + (ordered.length ? "\n" : "");
  const hash = createHash("sha1").update(text).digest("hex").slice(0, 12);
  const path = `${eventsDir}/${month}/pack-${month}-${hash}.ndjson`;
  const replaces = files.map((file) => file.path).filter((file) => file !== path);
  if (replaces.length === 0) return void 0;
  return {
    month,
    path,
    text,
    replaces: replaces.sort(),
    events: ordered.length,
    duplicates: total - ordered.length
  };
}

// src/git/pack.ts
var MONTH = /^\d{4}-\d{2}$/;
function git(root, args) {
  const result = spawnSync("git", args, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"]
  });
  if (result.status !== 0)
    throw new CortexError(
      "GIT_FAILED",
      `git ${args.join(" ")} failed: ${result.stderr.trim() || `exit ${result.status}`}`
    );
  return result.stdout;
}
function packableFiles(repo, before) {
  const tracked = git(repo.root, ["ls-files", "-z", "--", `${EVENTS_PATH}/`]).split("\0").filter((path) => path.endsWith(".ndjson"));
  const changed = new Set(
    git(repo.root, ["diff", "--name-only", "-z", "HEAD", "--", `${EVENTS_PATH}/`]).split("\0")
  );
  const byMonth = /* @__PURE__ */ new Map();
  for (const path of tracked) {
    const month = path.slice(EVENTS_PATH.length + 1).split("/")[0];
    if (!MONTH.test(month) || month >= before || changed.has(path)) continue;
    byMonth.set(month, [...byMonth.get(month) ?? [], path]);
  }
  return { byMonth, files: tracked.length };
}
function packEventLog(repo, options) {
  if (!gitOutput(repo.root, ["rev-parse", "--verify", "-q", "HEAD"]))
    throw new CortexError(
      "NO_COMMITS",
      "nothing is committed yet: cortex packs committed event files only"
    );
  const { byMonth, files } = packableFiles(repo, options.before);
  if (options.threshold !== void 0 && files <= options.threshold)
    return {
      packs: [],
      problems: [],
      files,
      skipped: `${files} event files, not more than ${options.threshold}`
    };
  const packs = [];
  const problems = [];
  for (const [month, monthFiles] of [...byMonth].sort()) {
    const plan = planMonthPack(
      EVENTS_PATH,
      month,
      monthFiles.map((path) => ({ path, bytes: readFileSync(join(repo.root, path)) }))
    );
    if (!plan) continue;
    if ("warnings" in plan) problems.push(plan);
    else packs.push(plan);
  }
  if (options.dryRun || packs.length === 0) return { packs, problems, files };
  for (const pack of packs) {
    writeFileSync(join(repo.root, pack.path), pack.text);
    for (const file of pack.replaces) rmSync(join(repo.root, file), { force: true });
  }
  const paths = packs.flatMap((pack) => [pack.path, ...pack.replaces]);
  git(repo.root, ["add", "-A", "--", ...paths]);
  if (!options.commit) return { packs, problems, files };
  const message = `cortex pack: ${packs.map((pack) => pack.month).join(", ")}

${packs.map(
    (pack) => `${pack.month}: ${pack.replaces.length} event files -> ${pack.path.split("/").pop()} (${pack.events} events)`
  ).join("\n")}
`;
  git(repo.root, ["commit", "-q", "--no-verify", "--only", "-m", message, "--", ...paths]);
  return { packs, problems, files, commit: git(repo.root, ["rev-parse", "HEAD"]).trim() };
}
function describeProblems(problems) {
  return problems.map(
    (problem) => `${problem.month} not packed: ${problem.warnings.length} unreadable line(s), e.g. ${formatWarning(problem.warnings[0])}; run cortex doctor --fix first`
  );
}

// src/memory/pack.ts
function packMonthsBefore(project, now, options) {
  return packEventLog(project.repo, { ...options, before: monthFolder(now) });
}

// src/cli/commands/pack.ts
function run(input, ctx) {
  const project = openProject(ctx.cwd);
  const dryRun = input.options["dry-run"] === true;
  const ifOver = optionCount(input.options["if-over"], "if-over");
  let report;
  try {
    report = packMonthsBefore(project, ctx.now(), {
      dryRun,
      commit: input.options.commit !== false,
      ...ifOver !== void 0 ? { threshold: ifOver } : {}
    });
  } catch (error) {
    if (!(error instanceof CortexError) || error.code !== "NO_COMMITS") throw error;
    report = { packs: [], problems: [], files: 0, skipped: error.message };
  }
  if (input.options.json === true) {
    ctx.stdout.write(
      `${JSON.stringify({ dryRun, ...report, problems: describeProblems(report.problems) }, null, 2)}
`
    );
    return 0;
  }
  if (report.skipped) {
    ctx.stdout.write(`nothing packed: ${report.skipped}
`);
    return 0;
  }
  for (const line of describeProblems(report.problems)) ctx.stderr.write(`warning: ${line}
`);
  if (report.packs.length === 0) {
    ctx.stdout.write(
      `nothing to pack: every past month is one file (${report.files} event files)
`
    );
    return 0;
  }
  const replaced = report.packs.reduce((sum, pack) => sum + pack.replaces.length, 0);
  for (const pack of report.packs)
    ctx.stdout.write(
      `${pack.month}: ${pack.replaces.length} files -> ${pack.path} (${pack.events} events${pack.duplicates ? `, ${pack.duplicates} duplicates collapsed` : ""})
`
    );
  const verb = dryRun ? "would replace" : "replaced";
  ctx.stdout.write(
    `${verb} ${replaced} event files with ${report.packs.length} pack${report.packs.length === 1 ? "" : "s"}${report.commit ? ` in commit ${report.commit.slice(0, 12)}` : dryRun ? "" : " (staged, not committed)"}
`
  );
  return 0;
}
var command = {
  name: "pack",
  summary: "pack past months of the log into one file per month (a commit that only adds and deletes)",
  usage: ["pack [--dry-run] [--no-commit] [--if-over N] [--json]"],
  description: "Replace the committed event files of each month before this one with one pack file per\nmonth, holding the same events (duplicates collapsed) in log order, and commit just that:\nthe pack added, the files it replaces deleted, nothing modified. Branches that still hold\nthe old files merge with it without conflict. Files not committed, or changed in the work\ntree, are left for later. Running it again packs nothing until new files arrive.",
  options: {
    "dry-run": { type: "boolean", description: "say what would be packed, change nothing" },
    "if-over": {
      type: "string",
      value: "<N>",
      description: "pack only when the log has more than this many event files (for a scheduled job or a git hook)"
    },
    commit: {
      type: "boolean",
      negatable: true,
      description: "commit the packs and deletions (the default; --no-commit leaves them staged)"
    },
    json: {
      type: "boolean",
      description: "one JSON object: the packs (month, path, files replaced, events), the commit, problems, or why nothing was done"
    }
  },
  positionals: { min: 0, max: 0 },
  examples: ["cortex pack --dry-run", "cortex pack && git push"],
  run
};
export {
  command
};
