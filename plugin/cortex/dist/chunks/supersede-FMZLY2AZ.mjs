import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findTargets
} from "./chunk-TV7BMZ35.mjs";
import {
  supersede
} from "./chunk-2F7BWYWR.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-T6R2Y2EO.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport
} from "./chunk-V2IGNPFB.mjs";
import "./chunk-V3JVLY6M.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/supersede.ts
async function run(input, ctx) {
  const [id, ...words] = input.positionals;
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const [target] = findTargets(project, [id]).events;
  const written = await supersede(
    project,
    ctx,
    { face: "cli", tool: "cortex supersede" },
    [target],
    words.join(" ")
  );
  const { event } = written;
  return printWriteReport(ctx, input, {
    ...written,
    action: "superseded",
    events: [event],
    text: `[${shortId(event.id)}] supersedes ${shortId(target.id)} (${target.type}): ${event.content.split("\n", 1)[0]}`
  });
}
var command = {
  name: "supersede",
  summary: "replace a memory with corrected text",
  usage: ['supersede <id> "<new text>"'],
  description: "Replace a memory with a corrected one (recorded as a memory_superseded event). The new text takes\nthe old memory's place and type; the old one stays in cortex log, marked superseded.",
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 2, max: Infinity },
  examples: ['cortex supersede 7F3K2M9Q "Use SQLite for the cache: Redis needs a server"'],
  run
};
export {
  command
};
