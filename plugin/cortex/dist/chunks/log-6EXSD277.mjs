import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  parseDateBound,
  parseTypeOption
} from "./chunk-AOSF4MMC.mjs";
import {
  styleFor
} from "./chunk-SNCZB3WZ.mjs";
import {
  correctionMarks,
  renderLogEntry,
  renderOneline
} from "./chunk-OJRMZG2E.mjs";
import {
  reportReadWarnings
} from "./chunk-33PCGUAZ.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import {
  findAuthorMismatches,
  readBranchMemory,
  readEventFileAddersCached
} from "./chunk-YWFFYHTN.mjs";
import {
  eventsAddedBetween,
  eventsAt,
  resolveCommit
} from "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  openProject,
  toRepoPath
} from "./chunk-2NMTIS5C.mjs";
import {
  optionCount,
  optionList,
  optionString
} from "./chunk-YBUSESW2.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import {
  isLocalEventFile,
  matchesQuery,
  readEventLog,
  readNewestEvents,
  scanEventLog
} from "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  EVENT_TYPES,
  NewestEvents,
  collisionMarks,
  orderEvents,
  serializeEventWhole
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  eventAddersFile
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/memory/history.ts
function uncommittedEvents(project, range) {
  const dots = range.indexOf("..");
  if (dots < 0) return [];
  const end = range.slice(range.indexOf("...") >= 0 ? dots + 3 : dots + 2) || "HEAD";
  let head;
  try {
    head = resolveCommit(project.repo, "HEAD");
  } catch {
    return [];
  }
  if (resolveCommit(project.repo, end) !== head) return [];
  const committed = new Set(eventsAt(project.repo, head).events.map((event) => event.id));
  return readEventLog(project.paths).events.filter((event) => !committed.has(event.id));
}
function eventsOfRange(project, range) {
  const symmetric = range.indexOf("...");
  const dots = symmetric >= 0 ? symmetric : range.indexOf("..");
  if (dots < 0) return eventsAt(project.repo, resolveCommit(project.repo, range));
  const from = resolveCommit(project.repo, range.slice(0, dots) || "HEAD");
  const to = resolveCommit(project.repo, range.slice(dots + (symmetric >= 0 ? 3 : 2)) || "HEAD");
  const base = symmetric >= 0 ? gitOutput(project.repo.root, ["merge-base", from, to]) : from;
  if (!base) throw new UsageError(`log: '${range}' has no merge base`);
  return eventsAddedBetween(project.repo, base, to);
}
function markAuthorMismatches(project, shown, marks, read) {
  const visits = [];
  if (read) {
    for (const event of shown) visits.push({ event, file: read.get(event.id) });
  } else {
    const wanted = new Set(shown.map((event) => event.id));
    scanEventLog(
      project.paths,
      ({ event, file }) => wanted.has(event.id) && visits.push({ event, file })
    );
  }
  const committed = visits.filter(
    (visit) => visit.file !== void 0 && !isLocalEventFile(visit.file)
  );
  if (committed.length === 0) return;
  for (const { event, committer } of findAuthorMismatches(
    committed,
    readEventFileAddersCached(project.repo, eventAddersFile(project.paths))
  )) {
    marks.set(event.id, [
      ...marks.get(event.id) ?? [],
      `claims ${event.author}, committed by ${committer}`
    ]);
  }
}
function selectLogEvents(project, request, report) {
  const { query, limit, range } = request;
  let selected;
  const controls = [];
  const isControl = (event) => EVENT_TYPES[event.type].category === "control";
  const known = /* @__PURE__ */ new Map();
  const collisions = [];
  let newestRead;
  let readFrom;
  const local = /* @__PURE__ */ new Set();
  let pendingLeftOut = 0;
  if (range !== void 0) {
    const found = eventsOfRange(project, range);
    report.warnings(found.warnings);
    const pending = uncommittedEvents(project, range);
    if (request.uncommitted) found.events.push(...pending);
    else pendingLeftOut = pending.filter((event) => matchesQuery(event, query)).length;
    const ordered = orderEvents(found.events);
    collisions.push(...ordered.collisions);
    selected = ordered.events.filter((event) => matchesQuery(event, query));
    if (limit !== void 0) selected = selected.slice(-limit);
    scanEventLog(project.paths, ({ event }) => {
      known.set(event.id, event);
      if (isControl(event)) controls.push(event);
    });
  } else if (limit === void 0 || request.allBranches) {
    const log = readEventLog(project.paths, { local: true, locations: true });
    for (const [id, location] of log.locations) if (isLocalEventFile(location.file)) local.add(id);
    report.warnings(log.warnings);
    collisions.push(...log.collisions);
    let events = log.events;
    if (request.allBranches) {
      const other = readBranchMemory(project.repo, project.paths);
      for (const problem of other.problems) report.problem(problem);
      const here = new Set(events.map((event) => event.id));
      events = orderEvents([
        ...events,
        ...other.events.filter((event) => !here.has(event.id))
      ]).events;
    }
    selected = events.filter((event) => matchesQuery(event, query));
    if (limit !== void 0) selected = selected.slice(-limit);
    controls.push(...events.filter(isControl));
  } else if (newestRead = readNewestEvents(project.paths, limit, query, { local: true })) {
    report.warnings(newestRead.warnings);
    controls.push(...newestRead.controls);
    selected = newestRead.events;
    readFrom = newestRead.files;
    for (const [id, file] of newestRead.files) if (isLocalEventFile(file)) local.add(id);
  } else {
    const newest = new NewestEvents(limit);
    const scan = scanEventLog(
      project.paths,
      ({ event, file }) => {
        if (isControl(event)) controls.push(event);
        if (!matchesQuery(event, query)) return;
        newest.offer(event);
        if (isLocalEventFile(file)) local.add(event.id);
      },
      { local: true }
    );
    report.warnings(scan.warnings);
    collisions.push(...newest.collisions);
    selected = newest.events();
  }
  const fold = foldMemories(orderEvents([...selected, ...controls]).events);
  return {
    selected,
    controls,
    known,
    collisions,
    local,
    ...readFrom ? { readFrom } : {},
    pendingLeftOut,
    fold
  };
}
async function renderRangeSummary(project, selection, range) {
  const { recordLinkBase, renderBranchSummary } = await import("./branch-summary-3YASVDDP.mjs");
  const tip = range?.split(/\.\.\.?/)[1] || "HEAD";
  const root = project.repo.root;
  const ref = gitOutput(root, ["rev-parse", "--abbrev-ref", tip]) || gitOutput(root, ["rev-parse", tip]);
  const linkBase = recordLinkBase(
    gitOutput(root, ["remote", "get-url", "origin"]),
    ref === "HEAD" ? gitOutput(root, ["rev-parse", "HEAD"]) : ref
  );
  return renderBranchSummary(
    selection.selected,
    selection.fold,
    range ?? "all memory",
    selection.known,
    linkBase
  );
}

// src/cli/commands/log.ts
function queryFromOptions(input, ctx, project) {
  const grep = optionString(input.options.grep);
  let pattern;
  if (grep !== void 0) {
    try {
      pattern = new RegExp(grep, "i");
    } catch (error) {
      throw new UsageError(`--grep: not a valid regular expression (${error.message})`);
    }
  }
  const now = ctx.now();
  const types = parseTypeOption(optionList(input.options.type), "log");
  const since = parseDateBound(optionString(input.options.since), now, "since");
  const until = parseDateBound(optionString(input.options.until), now, "until");
  return {
    types,
    branches: optionList(input.options.branch),
    sessions: optionList(input.options.session),
    authors: optionList(input.options.author),
    ...since !== void 0 ? { since } : {},
    ...until !== void 0 ? { until } : {},
    ...pattern ? { grep: pattern } : {},
    files: optionList(input.options.file).map((file) => toRepoPath(project, ctx, file))
  };
}
var FORMATS = ["medium", "oneline", "json", "markdown"];
function chooseFormat(input) {
  const format = optionString(input.options.format);
  if (format !== void 0 && !FORMATS.includes(format)) {
    throw new UsageError(`log: unknown --format '${format}'`, `use one of: ${FORMATS.join(", ")}`);
  }
  if (input.options.json === true) return "json";
  if (input.options.oneline === true) return "oneline";
  return format ?? "medium";
}
async function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const query = queryFromOptions(input, ctx, project);
  const limit = optionCount(input.options["max-count"], "max-count");
  const format = chooseFormat(input);
  const sinceRev = optionString(input.options["since-rev"]);
  if (sinceRev !== void 0 && input.positionals.length > 0)
    throw new UsageError("log: give either a revision range or --since-rev, not both");
  const range = sinceRev !== void 0 ? `${sinceRev}..HEAD` : input.positionals[0];
  const selection = selectLogEvents(
    project,
    {
      query,
      ...limit !== void 0 ? { limit } : {},
      ...range !== void 0 ? { range } : {},
      uncommitted: input.options.uncommitted === true,
      allBranches: input.options["all-branches"] === true
    },
    {
      warnings: (warnings) => reportReadWarnings(ctx, warnings),
      problem: (message) => ctx.stderr.write(`warning: ${message}
`)
    }
  );
  const { selected, fold, controls, local, collisions } = selection;
  if (selection.pendingLeftOut) {
    const count = selection.pendingLeftOut;
    ctx.stderr.write(
      `note: ${count} event${count === 1 ? " is" : "s are"} recorded but not committed yet, so not in ${range}: add --uncommitted to include them, or commit .cortex/ first
`
    );
  }
  if (format === "markdown") {
    ctx.stdout.write(await renderRangeSummary(project, selection, range));
    return 0;
  }
  if (input.options.reverse !== true) selected.reverse();
  const marks = correctionMarks(selected, fold, controls);
  for (const id of local) marks.set(id, [...marks.get(id) ?? [], "local, not committed"]);
  if (format !== "json") {
    markAuthorMismatches(project, selected, marks, selection.readFrom);
    for (const [id, text] of collisions.flatMap(collisionMarks))
      marks.set(id, [...marks.get(id) ?? [], text]);
  }
  const options = {
    style: styleFor(ctx, input.options.color),
    timeZone: ctx.env.TZ,
    marks
  };
  if (format === "json") {
    for (const event of selected) ctx.stdout.write(serializeEventWhole(event) + "\n");
  } else if (format === "oneline") {
    for (const event of selected) ctx.stdout.write(renderOneline(event, options) + "\n");
  } else {
    ctx.stdout.write(selected.map((event) => renderLogEntry(event, options)).join("\n"));
  }
  return 0;
}
var command = {
  name: "log",
  summary: "show the memory log, newest first",
  usage: ["log [<options>] [<revision range>]", "log origin/main..HEAD --format markdown"],
  description: "Show the events of the memory log, newest first, like git log. Filters combine (AND); a filter\ngiven several times matches any of its values (OR). With a revision range (A..B), only the events\nB added since A, found by diffing the event files in git: what a branch learned. The current\nbranch's log only, unless --all-branches adds what other local branches and worktrees remember.",
  options: {
    "max-count": {
      type: "string",
      short: "n",
      value: "<n>",
      description: "show at most n events (also -<n>)"
    },
    format: {
      type: "string",
      value: "<format>",
      description: "medium (default), oneline, json, or markdown (what a range learned, for a PR)"
    },
    "since-rev": {
      type: "string",
      value: "<rev>",
      description: "only events added since that commit (same as <rev>..HEAD)"
    },
    "all-branches": {
      type: "boolean",
      description: "also the memories of other local branches and worktrees, not merged here"
    },
    oneline: { type: "boolean", description: "one line per event" },
    json: { type: "boolean", description: "one stored event (JSON) per line" },
    type: {
      type: "string",
      multiple: true,
      value: "<type>",
      description: "only this type, e.g. decision_made or decision (repeatable)"
    },
    branch: {
      type: "string",
      multiple: true,
      value: "<branch>",
      description: "only events recorded on this branch"
    },
    session: {
      type: "string",
      multiple: true,
      value: "<id>",
      description: "only this session (a prefix is enough)"
    },
    author: {
      type: "string",
      multiple: true,
      value: "<text>",
      description: "only authors containing this text"
    },
    since: {
      type: "string",
      value: "<date>",
      description: "events at or after this date ('2026-11-01', '2 weeks ago')"
    },
    until: { type: "string", value: "<date>", description: "events at or before this date" },
    grep: {
      type: "string",
      value: "<regex>",
      description: "content matching this regular expression (case-insensitive)"
    },
    file: {
      type: "string",
      multiple: true,
      value: "<path>",
      description: "events touching this file or directory"
    },
    reverse: { type: "boolean", description: "oldest first" },
    uncommitted: {
      type: "boolean",
      description: "with a range ending at HEAD: include the events recorded but not committed yet"
    },
    color: {
      type: "boolean",
      negatable: true,
      description: "colour the output (default: on a terminal, unless NO_COLOR is set)"
    }
  },
  positionals: { min: 0, max: 1 },
  examples: [
    "cortex log -n 20",
    "cortex log origin/main..HEAD --format markdown",
    'cortex log --type decision --since "1 week ago" --oneline',
    "cortex log --file src/store.ts --json"
  ],
  run: (input, ctx) => run(input, ctx)
};
export {
  command,
  queryFromOptions
};
