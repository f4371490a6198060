import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  supersede
} from "./chunk-XQYFLZCG.mjs";
import {
  findTargets
} from "./chunk-PB2FEQF5.mjs";
import "./chunk-YI3D2JEK.mjs";
import "./chunk-U355GU2K.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-LG5NH3EP.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport
} from "./chunk-4PDQPAUG.mjs";
import "./chunk-IMGIJAXV.mjs";
import "./chunk-7367O6XQ.mjs";
import "./chunk-HAE5QMY4.mjs";
import {
  openProject
} from "./chunk-5GEFLRM7.mjs";
import "./chunk-XKWSC3QD.mjs";
import "./chunk-LKMY3EHY.mjs";
import "./chunk-FYJMZD34.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-4HTSUMJN.mjs";
import "./chunk-B75QFYZQ.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-TMFUET3A.mjs";
import "./chunk-XPRKZLLD.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-CMNUKJA6.mjs";
import "./chunk-DMO3UQR7.mjs";
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
