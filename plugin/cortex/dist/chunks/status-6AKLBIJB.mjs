import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  summariseLog
} from "./chunk-CIF5UTTV.mjs";
import {
  formatLocalTime
} from "./chunk-OJRMZG2E.mjs";
import {
  refreshDocuments
} from "./chunk-V2AKS2SO.mjs";
import "./chunk-HMTOL37H.mjs";
import "./chunk-6WSISBX6.mjs";
import "./chunk-EPARNYD2.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  currentBranch,
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-2RMMSY37.mjs";
import {
  formatWarning
} from "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import {
  stripControlCharacters
} from "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/status.ts
function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
var WARNINGS_LISTED = 20;
async function documentCounts(project) {
  try {
    return await refreshDocuments(project);
  } catch (error) {
    return { problem: error.message };
  }
}
async function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const report = summariseLog(project.paths, project.repo.root, currentBranch(project));
  const documents = await documentCounts(project);
  if (input.options.json === true) {
    ctx.stdout.write(JSON.stringify({ ...report, documents }, null, 2) + "\n");
    return 0;
  }
  const tz = ctx.env.TZ;
  const lines = [
    `cortex memory in ${report.root}${report.branch ? ` (on ${report.branch})` : ""}`,
    `events:   ${report.events.toLocaleString("en-US")} in ${report.files} file${report.files === 1 ? "" : "s"}, ${formatBytes(report.bytes)} on disk`
  ];
  if (report.first && report.last) {
    lines.push(
      `span:     ${formatLocalTime(report.first, tz)} .. ${formatLocalTime(report.last, tz)}, ${report.sessions} session${report.sessions === 1 ? "" : "s"}`
    );
  }
  if (report.events > 0) {
    lines.push("", "by type:");
    const width = Math.max(...Object.keys(report.byType).map((type) => type.length));
    for (const [type, count] of Object.entries(report.byType))
      lines.push(`  ${type.padEnd(width)}  ${String(count).padStart(7)}`);
  }
  if ("problem" in documents) lines.push("", `documents: not read (${documents.problem})`);
  else {
    const indexed = documents.files - documents.skipped.length;
    const kind = project.config.knowledge.code ? "markdown and source" : "markdown";
    lines.push(
      "",
      `documents: ${indexed} ${kind} file${indexed === 1 ? "" : "s"} in ${documents.chunks} section${documents.chunks === 1 ? "" : "s"}, searched with the memories${documents.skipped.length ? `; ${documents.skipped.length} skipped:` : ""}`
    );
    for (const skipped of documents.skipped.slice(0, WARNINGS_LISTED))
      lines.push(`  ${stripControlCharacters(skipped.path)}: ${skipped.reason}`);
  }
  if (report.duplicates > 0)
    lines.push(
      "",
      `${report.duplicates} duplicate line${report.duplicates === 1 ? "" : "s"} (same id) collapsed`
    );
  if (report.collisions)
    lines.push(
      "",
      `${report.collisions} id${report.collisions === 1 ? " is" : "s are"} used by two different events: both counted; \`cortex doctor\` lists them`
    );
  if (report.warnings.length > 0) {
    lines.push(
      "",
      `${report.warnings.length} unreadable line${report.warnings.length === 1 ? "" : "s"} (skipped, left in place):`
    );
    for (const warning of report.warnings.slice(0, WARNINGS_LISTED))
      lines.push(`  ${formatWarning(warning)}`);
    if (report.warnings.length > WARNINGS_LISTED)
      lines.push(
        `  \u2026 and ${report.warnings.length - WARNINGS_LISTED} more (cortex status --json lists all)`
      );
  } else {
    lines.push("", "no warnings");
  }
  ctx.stdout.write(lines.join("\n") + "\n");
  return 0;
}
var command = {
  name: "status",
  summary: "summarise the memory: events, files, warnings",
  usage: ["status [--json]"],
  description: "Summarise the memory: events by type, files and size on disk, the time span, any\nlines that could not be read, and the project's documents searched beside it.",
  options: { json: { type: "boolean", description: "machine-readable output" } },
  positionals: { min: 0, max: 0 },
  run
};
export {
  command,
  formatBytes,
  summariseLog
};
