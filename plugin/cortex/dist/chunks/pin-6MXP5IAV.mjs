import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  pin
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
