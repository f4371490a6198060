import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  forget,
  planForget
} from "./chunk-7IDK5FPQ.mjs";
import {
  searchMemories
} from "./chunk-V2AKS2SO.mjs";
import "./chunk-HMTOL37H.mjs";
import "./chunk-6WSISBX6.mjs";
import "./chunk-EPARNYD2.mjs";
import {
  readWholeLog
} from "./chunk-7TCBHBVV.mjs";
import {
  reportReadWarnings
} from "./chunk-33PCGUAZ.mjs";
import {
  digestEvents,
  findTargets,
  foldView
} from "./chunk-TV7BMZ35.mjs";
import {
  readMemoryView
} from "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-T6R2Y2EO.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport,
  wantsJson
} from "./chunk-V2IGNPFB.mjs";
import "./chunk-V3JVLY6M.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  canAsk,
  confirm
} from "./chunk-7HU5GK5D.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  optionCount,
  optionString
} from "./chunk-YBUSESW2.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-FK7PIZ5P.mjs";
import {
  isCorrectable
} from "./chunk-3ZYYLOM2.mjs";
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
import {
  CortexError,
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/forget.ts
var LISTED = 20;
function describe(event) {
  return `  ${shortId(event.id)} ${event.type.padEnd(20)} ${event.content.split("\n", 1)[0].slice(0, 90)}`;
}
async function searchTargets(project, ctx, query, limit, view) {
  const { hits } = await searchMemories(
    project,
    { query, mode: "hybrid", limit, now: ctx.now() },
    { env: ctx.env, report: (message) => ctx.stderr.write(`warning: ${message}
`) }
  );
  let byId = new Map(digestEvents(view.digest).map((event) => [event.id, event]));
  if (hits.some((hit) => !byId.has(hit.record.id)))
    byId = new Map(readWholeLog(project, { local: true }).events.map((event) => [event.id, event]));
  return hits.map((hit) => byId.get(hit.record.id)).filter((event) => event !== void 0);
}
async function run(input, ctx) {
  const session = optionString(input.options.session);
  const query = optionString(input.options.query);
  const ids = input.positionals;
  if ((session !== void 0 ? 1 : 0) + (query !== void 0 ? 1 : 0) + (ids.length > 0 ? 1 : 0) !== 1) {
    throw new UsageError(
      'forget: give event ids, --session <id> or --query "<text>"',
      'usage: cortex forget <id>... | --session <id> | --query "<text>"'
    );
  }
  if (query !== void 0 && query.trim() === "")
    throw new UsageError("forget: --query needs words to search for");
  const limit = optionCount(input.options.limit, "limit") ?? 5;
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const view = readMemoryView(project);
  reportReadWarnings(ctx, view.warnings);
  let targets;
  if (session !== void 0) {
    const { events } = readWholeLog(project, { local: true });
    const inSession = events.filter(
      (event2) => event2.session !== null && event2.session.startsWith(session) && isCorrectable(event2)
    );
    targets = planForget(inSession, foldView(project, view, events).fold).fresh;
    if (targets.length === 0) {
      ctx.stdout.write(
        `nothing to forget: no memories from a session starting with '${session}'
`
      );
      return 0;
    }
  } else if (query !== void 0) {
    targets = await searchTargets(project, ctx, query, limit, view);
    if (targets.length === 0) {
      ctx.stdout.write(`nothing to forget: no memories match '${query}'
`);
      return 0;
    }
  } else {
    const named = findTargets(project, ids, view);
    const { fresh, already } = planForget(named.events, named.fold);
    if (fresh.length === 0) {
      throw new CortexError(
        "ALREADY_FORGOTTEN",
        `already forgotten: ${already.map((event2) => shortId(event2.id)).join(", ")}`,
        {
          hint: "forget the retraction to bring it back (cortex log shows it)"
        }
      );
    }
    if (already.length)
      ctx.stdout.write(
        `Already forgotten, left as they were: ${already.map((event2) => shortId(event2.id)).join(", ")}
`
      );
    targets = fresh;
  }
  const many = session !== void 0 || query !== void 0;
  const out = wantsJson(input) ? ctx.stderr : ctx.stdout;
  out.write(`Will forget ${targets.length} memor${targets.length === 1 ? "y" : "ies"}:
`);
  out.write(targets.slice(0, LISTED).map(describe).join("\n") + "\n");
  if (targets.length > LISTED) out.write(`  \u2026 and ${targets.length - LISTED} more
`);
  if (input.options.yes !== true) {
    if (canAsk(ctx)) {
      if (!await confirm(ctx, "Forget them?")) {
        ctx.stdout.write("nothing forgotten\n");
        return 1;
      }
    } else if (many) {
      const what = session !== void 0 ? "a whole session" : "search results";
      throw new UsageError(
        `forget: refusing to forget ${what} without confirmation`,
        "check the list above, then add --yes to go ahead"
      );
    }
  }
  const written = await forget(
    project,
    ctx,
    { face: "cli", tool: "cortex forget" },
    targets,
    optionString(input.options.reason)
  );
  const { event } = written;
  return printWriteReport(ctx, input, {
    ...written,
    action: "forgot",
    events: [event],
    extra: { forgotten: targets.map((target) => target.id) },
    text: `[${shortId(event.id)}] forgot ${targets.length} memor${targets.length === 1 ? "y" : "ies"}; cortex log still lists ${targets.length === 1 ? "it" : "them"}, marked forgotten`
  });
}
var command = {
  name: "forget",
  summary: "retract memories (recorded as an event; nothing is deleted)",
  usage: [
    "forget <id>... [--reason <why>]",
    "forget --session <id> [--yes]",
    'forget --query "<text>" [-n <n>] [--yes]'
  ],
  description: "Forget memories: they leave the briefing, decisions.md, search and MCP results at once. The log stays\nappend-only: a memory_retracted event records what was forgotten, and cortex log still shows it,\nmarked. Shows what it will forget; asks on a terminal (--yes skips the question). A whole session, or\nthe memories a search finds (--query), needs --yes when there is no terminal to ask on.",
  options: {
    session: {
      type: "string",
      value: "<id>",
      description: "forget everything recorded in this session (a prefix is enough)"
    },
    query: {
      type: "string",
      value: "<text>",
      description: "forget the memories a search for this text finds (shown first)"
    },
    limit: {
      type: "string",
      short: "n",
      value: "<n>",
      description: "with --query: at most n memories, best matches first (default 5)"
    },
    reason: { type: "string", value: "<why>", description: "why it is being forgotten" },
    yes: { type: "boolean", short: "y", description: "do not ask" },
    json: JSON_WRITE_OPTION
  },
  positionals: { min: 0, max: Infinity },
  examples: [
    "cortex forget 7F3K2M9Q",
    "cortex forget --session 3f9a1b2c --yes",
    'cortex forget --query "redis cache" -n 3'
  ],
  run
};
export {
  command
};
