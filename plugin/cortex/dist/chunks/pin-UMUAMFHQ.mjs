import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  pin
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

// src/cli/commands/pin.ts
function pinning(pinned) {
  return async (input, ctx) => {
    const project = openProject(ctx.cwd, "cli", ctx.env);
    const targets = findTargets(project, input.positionals).events;
    const written = await pin(project, ctx, { face: "cli", tool: pinned ? "cortex pin" : "cortex unpin" }, targets, pinned);
    const { event } = written;
    return printWriteReport(ctx, input, { ...written, action: pinned ? "pinned" : "unpinned", events: [event], text: `[${shortId(event.id)}] ${event.content}` });
  };
}
var command = {
  name: "pin",
  summary: "keep memories in every briefing",
  usage: ["pin <id>..."],
  description: "Pin memories: they stay in every briefing however old they are, and never decay.",
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: Infinity },
  run: pinning(true)
};
var unpinCommand = {
  name: "unpin",
  summary: "stop keeping memories in every briefing",
  usage: ["unpin <id>..."],
  description: "Unpin memories: they age and decay like the others again.",
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: Infinity },
  run: pinning(false)
};
export {
  command,
  unpinCommand
};
