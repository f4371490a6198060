import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  styleFor
} from "./chunk-SNCZB3WZ.mjs";
import {
  renderEventDetail
} from "./chunk-MOTU7EKZ.mjs";
import {
  findEventByPrefix
} from "./chunk-WY4BCR5C.mjs";
import {
  reportReadWarnings
} from "./chunk-LCLKFVZT.mjs";
import {
  openProject
} from "./chunk-XU4KO7GW.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-Z2KR2FNZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import {
  readEventLog
} from "./chunk-R26CDZEY.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-BWG7AHCQ.mjs";
import "./chunk-AALAH7B5.mjs";
import {
  serializeEvent
} from "./chunk-TF2G7FBZ.mjs";
import {
  shortId
} from "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/show.ts
function collisionOf(log, event) {
  for (const collision of log.collisions) {
    if (collision.kept.id === event.id && collision.kept === event) return { storedId: collision.id, other: collision.renamed };
    if (collision.renamed.id === event.id) return { storedId: collision.id, other: collision.kept };
  }
  return void 0;
}
function locationOf(log, event, storedId) {
  const lines = log.occurrences?.get(storedId) ?? [];
  const same = lines.find((line) => line.event.content === event.content && line.event.ts === event.ts && line.event.author === event.author);
  return same ?? log.locations?.get(storedId);
}
function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const log = readEventLog(project.paths, { locations: true, local: true });
  reportReadWarnings(ctx, log.warnings);
  const asked = input.positionals.map((prefix) => findEventByPrefix(log.events, prefix));
  const events = [];
  for (const event of asked) {
    if (!events.includes(event)) events.push(event);
    const collision = collisionOf(log, event);
    if (collision && !events.includes(collision.other)) events.push(collision.other);
  }
  const options = { style: styleFor(ctx, input.options.color), timeZone: ctx.env.TZ };
  const blocks = events.map((event) => {
    const collision = collisionOf(log, event);
    if (input.options.json === true) return serializeEvent(event) + "\n";
    const note = collision ? `${options.style.red(`id collision: stored as ${collision.storedId}, an id another event also uses (${shortId(collision.other.id)}, by ${collision.other.author ?? "nobody recorded"}); they are two different memories`)}
` : "";
    return note + renderEventDetail(event, locationOf(log, event, collision?.storedId ?? event.id), options);
  });
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
