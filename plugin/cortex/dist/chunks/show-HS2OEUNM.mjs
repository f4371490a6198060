import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  styleFor
} from "./chunk-SNCZB3WZ.mjs";
import {
  renderEventDetail
} from "./chunk-XQVOIUKB.mjs";
import {
  findEventByPrefix
} from "./chunk-WY4BCR5C.mjs";
import {
  reportReadWarnings
} from "./chunk-LCLKFVZT.mjs";
import {
  openProject
} from "./chunk-65Q4XNDP.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-MI4GV3MM.mjs";
import "./chunk-PFR4SUKS.mjs";
import {
  readEventLog
} from "./chunk-OZBBPBIQ.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-BWG7AHCQ.mjs";
import "./chunk-AALAH7B5.mjs";
import {
  serializeEvent
} from "./chunk-TF2G7FBZ.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/show.ts
function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const log = readEventLog(project.paths, { locations: true, local: true });
  reportReadWarnings(ctx, log.warnings);
  const events = input.positionals.map((prefix) => findEventByPrefix(log.events, prefix));
  const options = { style: styleFor(ctx, input.options.color), timeZone: ctx.env.TZ };
  const blocks = events.map(
    (event) => input.options.json === true ? serializeEvent(event) + "\n" : renderEventDetail(event, log.locations?.get(event.id), options)
  );
  ctx.stdout.write(blocks.join(input.options.json === true ? "" : "\n"));
  return 0;
}
var command = {
  name: "show",
  summary: "show one event in full",
  usage: ["show [--json] <id>..."],
  description: "Show events in full: every field, and the file and line each is stored at. An id may be\nabbreviated to a unique prefix, or to the short form cortex log prints.",
  options: {
    json: { type: "boolean", description: "print the stored event (one JSON line each)" },
    color: { type: "boolean", negatable: true, description: "colour the output (default: on a terminal)" }
  },
  positionals: { min: 1, max: Infinity },
  run
};
export {
  command
};
