import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  remember
} from "./chunk-3JYRTCEQ.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport
} from "./chunk-V2IGNPFB.mjs";
import "./chunk-V3JVLY6M.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  readAll
} from "./chunk-T5HGDIXC.mjs";
import {
  openProject,
  toRepoPath
} from "./chunk-2NMTIS5C.mjs";
import {
  optionList,
  optionString
} from "./chunk-YBUSESW2.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  MEMORY_KINDS,
  MEMORY_KIND_NAMES
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/remember.ts
async function run(input, ctx) {
  const kindName = optionString(input.options.type) ?? "learned";
  if (!Object.hasOwn(MEMORY_KINDS, kindName)) {
    throw new UsageError(
      `remember: unknown --type '${kindName}'`,
      `use one of: ${MEMORY_KIND_NAMES.join(", ")}`
    );
  }
  const text = input.positionals.length === 1 && input.positionals[0] === "-" ? await readAll(ctx.stdin) : input.positionals.join(" ");
  const content = text.trim();
  if (content === "")
    throw new UsageError("remember: the memory is empty", 'usage: cortex remember "<text>"');
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const written = await remember(
    project,
    ctx,
    { face: "cli", tool: "cortex remember" },
    {
      content,
      kind: kindName,
      tags: optionList(input.options.tag),
      reason: optionString(input.options.reason),
      files: optionList(input.options.file).map((file) => toRepoPath(project, ctx, file)),
      pin: input.options.pin === true
    }
  );
  const memory = written.events[0];
  const branch = memory.branch ? ` (${memory.branch})` : "";
  return printWriteReport(ctx, input, {
    ...written,
    action: "remembered",
    text: `[${shortId(memory.id)}${branch}] ${memory.type}${input.options.pin === true ? ", pinned" : ""}: ${content.split("\n", 1)[0]}`
  });
}
var command = {
  name: "remember",
  summary: "record a memory by hand",
  usage: [
    'remember [--type <kind>] [--tag <tag>]... [--pin] "<text>"',
    "remember [<options>] -   (read the text from stdin)"
  ],
  description: "Record a memory by hand. It is appended to the event log like captured memories, so it is\ncommitted, merged and shared the same way.",
  options: {
    type: {
      type: "string",
      short: "t",
      value: "<kind>",
      description: `what it is: ${MEMORY_KIND_NAMES.join(", ")} (default learned)`
    },
    tag: {
      type: "string",
      multiple: true,
      value: "<tag>",
      description: "a tag such as architecture or testing (repeatable)"
    },
    reason: {
      type: "string",
      value: "<why>",
      description: "the reason behind a decision or rejection"
    },
    file: {
      type: "string",
      multiple: true,
      value: "<path>",
      description: "a file this memory is about (repeatable)"
    },
    pin: { type: "boolean", description: "keep it in every briefing, however old" },
    json: JSON_WRITE_OPTION
  },
  positionals: { min: 1, max: Infinity },
  examples: [
    'cortex remember --type decision "Use MiniSearch for full-text search" --reason "pure JS, incremental adds"',
    'cortex remember --type gotcha "The test DB must be reset with npm run db:reset before e2e tests"'
  ],
  run
};
export {
  command
};
