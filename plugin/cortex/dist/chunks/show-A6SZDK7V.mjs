import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  styleFor
} from "./chunk-SNCZB3WZ.mjs";
import {
  renderEventDetail
} from "./chunk-OJRMZG2E.mjs";
import {
  findInWholeLog,
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
  collisionOf,
  serializeEventWhole
} from "./chunk-G37PHZM2.mjs";
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

// src/cli/commands/show.ts
function locationOf(log, event, storedId) {
  const lines = log.occurrences?.get(storedId) ?? [];
  const same = lines.find(
    (line) => line.event.content === event.content && line.event.ts === event.ts && line.event.author === event.author
  );
  return same ?? log.locations?.get(storedId);
}
function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const log = readWholeLog(project, { locations: true, local: true });
  reportReadWarnings(ctx, log.warnings);
  const events = findInWholeLog(log, input.positionals);
  const options = {
    style: styleFor(ctx, input.options.color),
    timeZone: ctx.env.TZ
  };
  const blocks = events.map((event) => {
    if (input.options.json === true) return serializeEventWhole(event) + "\n";
    const side = collisionOf(log.collisions, event);
    const note = side ? `${options.style.red(`id collision: stored as ${side.collision.id}, an id another event also uses (${shortId(side.other.id)}, by ${side.other.author ?? "nobody recorded"}); they are two different memories`)}
` : "";
    return note + renderEventDetail(event, locationOf(log, event, side?.collision.id ?? event.id), options);
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
    color: {
      type: "boolean",
      negatable: true,
      description: "colour the output (default: on a terminal)"
    }
  },
  positionals: { min: 1, max: Infinity },
  run
};
export {
  command
};
