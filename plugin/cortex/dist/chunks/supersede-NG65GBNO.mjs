import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  supersede
} from "./chunk-CIOC63GY.mjs";
import {
  findTargets
} from "./chunk-ZCZEUBMA.mjs";
import "./chunk-RWEWUFOX.mjs";
import "./chunk-U4L3TI2C.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-5WODG5VM.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport
} from "./chunk-4PDQPAUG.mjs";
import "./chunk-KDFUJAD5.mjs";
import "./chunk-ALE45FLV.mjs";
import "./chunk-K7F3I65N.mjs";
import {
  openProject
} from "./chunk-5GEFLRM7.mjs";
import "./chunk-GIUOLFCO.mjs";
import "./chunk-UXOJE6IV.mjs";
import "./chunk-AXDL5PPZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-EQU4P32Z.mjs";
import "./chunk-U5JIFUZM.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-J254GNCM.mjs";
import "./chunk-2DYPFQI5.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-T4EIX3CK.mjs";
import "./chunk-YZCCYDY6.mjs";
import {
  shortId
} from "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/supersede.ts
async function run(input, ctx) {
  const [id, ...words] = input.positionals;
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const [target] = findTargets(project, [id]).events;
  const written = await supersede(project, ctx, { face: "cli", tool: "cortex supersede" }, [target], words.join(" "));
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
