import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  pin
} from "./chunk-L7FBTA4D.mjs";
import {
  findLoggedEvent
} from "./chunk-5WODG5VM.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport
} from "./chunk-4PDQPAUG.mjs";
import "./chunk-FP546VKC.mjs";
import {
  openProject
} from "./chunk-KNZCHTIV.mjs";
import "./chunk-EQU4P32Z.mjs";
import "./chunk-U5JIFUZM.mjs";
import "./chunk-AEQGCQIL.mjs";
import "./chunk-SE2PAQZC.mjs";
import {
  readEventLog
} from "./chunk-DC4GSNDM.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-T4EIX3CK.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-YZCCYDY6.mjs";
import {
  shortId
} from "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/pin.ts
function pinning(pinned) {
  return async (input, ctx) => {
    const project = openProject(ctx.cwd, "cli", ctx.env);
    const log = readEventLog(project.paths, { local: true });
    const targets = input.positionals.map((id) => findLoggedEvent(log, id));
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
