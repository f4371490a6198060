import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readWholeLog
} from "./chunk-7TCBHBVV.mjs";
import {
  reportReadWarnings
} from "./chunk-33PCGUAZ.mjs";
import "./chunk-T6R2Y2EO.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  serializeEventWhole
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/export.ts
function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const log = readWholeLog(project, { local: input.options.local === true });
  reportReadWarnings(ctx, log.warnings);
  const chunk = [];
  for (const event of log.events) {
    chunk.push(serializeEventWhole(event));
    if (chunk.length === 1e3) ctx.stdout.write(chunk.splice(0).join("\n") + "\n");
  }
  if (chunk.length) ctx.stdout.write(chunk.join("\n") + "\n");
  return 0;
}
var command = {
  name: "export",
  summary: "write every event as NDJSON",
  usage: ["export [--local] [--json]"],
  description: "Write every readable event of the committed log to stdout, oldest first, one JSON object per line\n(NDJSON), duplicates collapsed. The output can be read back with cortex import. --local adds the\nper-tool activity of this clone's own sessions, kept in .cortex/local/ and committed only condensed.",
  options: {
    json: {
      type: "boolean",
      description: "NDJSON output (the default; accepted for symmetry with log)"
    },
    local: {
      type: "boolean",
      description: "also this clone's per-tool activity from .cortex/local/ (never committed)"
    }
  },
  positionals: { min: 0, max: 0 },
  run: (input, ctx) => run(input, ctx)
};
export {
  command
};
