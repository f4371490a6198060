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
  openSearchIndex,
  prepareSearch,
  rankFresh,
  readSearchTrust,
  reinforce,
  searchDocuments,
  staleNote,
  untrustedCorrectionsOf
} from "./chunk-V2AKS2SO.mjs";
import "./chunk-HMTOL37H.mjs";
import "./chunk-6WSISBX6.mjs";
import "./chunk-EPARNYD2.mjs";
import {
  reportReadWarnings
} from "./chunk-33PCGUAZ.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import {
  describeUntrustedFlag
} from "./chunk-P7IW2GEB.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  optionCount,
  optionList,
  optionString
} from "./chunk-YBUSESW2.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import {
  whyOf
} from "./chunk-WHIBXURK.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import {
  stripControlCharacters
} from "./chunk-CP2KPV6Y.mjs";
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/search.ts
import { createInterface } from "node:readline";
function trustLabels(searchTrust) {
  const trust = searchTrust.events;
  if (!trust) return { known: false, untrusted: () => void 0 };
  const flag = describeUntrustedFlag(trust.trust);
  return {
    known: true,
    untrusted: (eventId) => {
      if (trust.isTrusted(eventId)) return void 0;
      const author = trust.authorOf(eventId);
      return { flag, ...author !== void 0 ? { author } : {} };
    }
  };
}
var MODES = ["fts", "vector", "hybrid"];
function parseMode(value) {
  if (value === void 0) return "hybrid";
  if (!MODES.includes(value))
    throw new UsageError(`search: --mode must be one of ${MODES.join(", ")}, got '${value}'`);
  return value;
}
var SOURCES = ["doc", "memory"];
function kindsOf(input) {
  return optionList(input.options.kind).flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean);
}
function parseFilter(input, ctx) {
  const types = parseTypeOption(optionList(input.options.type), "search");
  const since = parseDateBound(optionString(input.options.since), ctx.now(), "since");
  const until = parseDateBound(optionString(input.options.until), ctx.now(), "until");
  return {
    types,
    branches: optionList(input.options.branch),
    tags: kindsOf(input).filter((kind) => !SOURCES.includes(kind)),
    ...since !== void 0 ? { since } : {},
    ...until !== void 0 ? { until } : {}
  };
}
function hitJson(hit, elsewhere, labels, trust, fresh) {
  const { record } = hit;
  const freshness = fresh?.get(record.id);
  const origin = elsewhere.get(record.id);
  const untrusted = labels.untrusted(record.eventId);
  const corrections = untrustedCorrectionsOf(hit, trust);
  return {
    id: record.id,
    score: Math.round(hit.score * 1e4) / 1e4,
    type: record.type,
    ts: record.ts,
    branch: record.branch,
    content: record.content,
    ...record.data.reason ? { reason: record.data.reason } : {},
    ...record.data.files ? { files: record.data.files } : {},
    // Files it names that changed since it was recorded, or are gone from the work tree.
    ...freshness?.changed.length ? { filesChanged: freshness.changed } : {},
    ...freshness?.gone.length ? { filesGone: freshness.gone } : {},
    ...hit.hidden ? { hidden: true } : {},
    // Found on another local branch or worktree, not merged here.
    ...origin ? {
      elsewhere: origin.worktree !== void 0 ? { branch: origin.branch, worktree: origin.worktree } : { branch: origin.branch }
    } : {},
    // Whether the briefing would show it (`briefing.trustedAuthors`); absent when git could not say.
    ...labels.known ? { trusted: untrusted === void 0 } : {},
    ...untrusted?.author !== void 0 ? { author: untrusted.author } : {},
    // Forgets, supersessions, pins and edits of it by authors not trusted: not applied, as in the briefing.
    ...corrections.length ? {
      untrustedCorrections: corrections.map(({ id, type, author }) => ({
        id,
        type,
        ...author !== void 0 ? { author } : {}
      }))
    } : {}
  };
}
function renderHit(hit, style, elsewhere, labels, trust, fresh) {
  const { record } = hit;
  const date = record.ts.slice(0, 10);
  const origin = elsewhere.get(record.id);
  const where = origin ? origin.worktree !== void 0 ? `in another worktree on ${origin.branch ?? "a detached HEAD"}, not committed` : `on ${origin.branch}, not merged` : record.branch;
  const shownWhere = where === null ? null : stripControlCharacters(where);
  const branch = shownWhere === null ? "" : ` ${style.cyan(`(${shownWhere})`)}`;
  const hidden = hit.hidden ? ` ${style.red("[retracted/superseded]")}` : "";
  const label = labels.untrusted(record.eventId);
  const untrusted = label ? ` ${style.red(`[untrusted${label.author !== void 0 ? `, by ${stripControlCharacters(label.author)}` : ""}: ${label.flag}]`)}` : "";
  const corrections = untrustedCorrectionsOf(hit, trust).map((correction) => ` ${style.red(`[${correction.note}]`)}`).join("");
  const stale = staleNote(fresh?.get(record.id));
  const files = stale ? ` ${style.red(stripControlCharacters(stale))}` : "";
  const lines = [
    `${style.yellow(shortId(record.id))} ${style.dim(hit.score.toFixed(3))} ${date} ${style.bold(record.type)}${branch}${hidden}${untrusted}${corrections}${files}`
  ];
  lines.push(
    ...stripControlCharacters(record.content).split("\n").slice(0, 6).map((line) => `    ${line}`)
  );
  const why = whyOf(record);
  if (why) lines.push(style.dim(`   ${stripControlCharacters(why)}`));
  return lines.join("\n");
}
function docJson(doc) {
  return {
    score: Math.round(doc.score * 1e3) / 1e3,
    path: doc.path,
    section: doc.headings.join(" > "),
    lines: doc.lines,
    content: doc.text
  };
}
function renderDoc(doc, style) {
  const section = doc.headings.length ? ` \xA7 ${stripControlCharacters(doc.headings.join(" > "))}` : "";
  const lines = [
    `${style.yellow("doc")} ${style.dim(doc.score.toFixed(1))} ${style.bold(stripControlCharacters(doc.path))}${section} ${style.dim(`(lines ${doc.lines[0]}-${doc.lines[1]})`)}`
  ];
  lines.push(
    ...stripControlCharacters(doc.text).split("\n").filter((line) => line.trim()).slice(0, 6).map((line) => `    ${line}`)
  );
  return lines.join("\n");
}
function progressBar(ctx) {
  if (!ctx.stderr.isTTY) return { update: () => {
  }, done: () => {
  } };
  let last = 0;
  let shown = false;
  const width = 30;
  return {
    update: (phase, done, total) => {
      const now = ctx.now().getTime();
      if (total < 1 || now - last < 100 && done < total) return;
      last = now;
      shown = true;
      const ratio = Math.min(1, done / total);
      const filled = Math.round(ratio * width);
      const label = phase === "indexing" ? "indexing memory " : "embedding memory";
      ctx.stderr.write(
        `\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%`
      );
    },
    done: () => {
      if (shown) ctx.stderr.write(`\r${" ".repeat(width + 24)}\r`);
    }
  };
}
async function prepare(input, ctx) {
  if (input.positionals.length) throw new UsageError("search: --prepare takes no query");
  const project = openProject(ctx.cwd);
  await prepareSearch(
    project,
    ctx.env,
    (message) => ctx.stderr.write(`warning: ${message}
`),
    (warnings) => reportReadWarnings(ctx, warnings)
  );
  return 0;
}
async function run(input, ctx) {
  if (input.options.prepare === true) return prepare(input, ctx);
  const fromStdin = input.options.stdin === true;
  if (fromStdin && input.positionals.length)
    throw new UsageError("search: give a query or --stdin, not both");
  if (!fromStdin && input.positionals.length === 0)
    throw new UsageError("search: missing query", 'usage: cortex search "<query>"');
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const mode = parseMode(optionString(input.options.mode));
  const limit = optionCount(input.options.limit, "limit") ?? 10;
  const filter = parseFilter(input, ctx);
  const includeHidden = input.options.all === true;
  const json = fromStdin || input.options.json === true;
  const bar = progressBar(ctx);
  let opened;
  try {
    opened = await openSearchIndex(project, {
      env: ctx.env,
      mode,
      progress: bar.update,
      report: (message) => ctx.stderr.write(`warning: ${message}
`),
      rebuild: input.options.rebuild === true
    });
  } finally {
    bar.done();
  }
  const { search } = opened;
  reportReadWarnings(ctx, search.warnings);
  const trust = readSearchTrust(project, search);
  if (trust.problem)
    ctx.stderr.write(
      `warning: results not labelled by author trust, and no correction applied: ${trust.problem}
`
    );
  const labels = trustLabels(trust);
  if (search.embedderProblem && mode === "hybrid")
    ctx.stderr.write(`note: searching by keywords only: ${search.embedderProblem}
`);
  const nowMs = ctx.now().getTime();
  const acceptControl = trust.acceptControl;
  const answer = (query2) => opened.run({
    query: query2,
    mode,
    limit,
    filter,
    includeHidden,
    nowMs,
    ...acceptControl ? { acceptControl } : {}
  });
  if (fromStdin) {
    const lines = createInterface({ input: ctx.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      const query2 = line.trim();
      const hits2 = query2 === "" ? [] : await answer(query2);
      ctx.stdout.write(
        JSON.stringify({
          query: query2,
          results: hits2.map((hit) => hitJson(hit, search.elsewhere, labels, trust))
        }) + "\n"
      );
    }
    return 0;
  }
  const query = input.positionals.join(" ");
  const kinds = kindsOf(input);
  const wantDocs = !kinds.includes("memory") || kinds.includes("doc");
  const wantMemories = !kinds.includes("doc") || kinds.includes("memory");
  const checked = rankFresh(project, wantMemories ? await answer(query) : []);
  const hits = checked.hits;
  const fresh = checked.freshness;
  const docs = wantDocs && (filter.types ?? []).length === 0 ? await searchDocuments(project, query, limit) : [];
  const found = hits.filter((hit) => !hit.hidden && EVENT_TYPES[hit.record.type].category === "knowledge").map((hit) => hit.record.id);
  reinforce(
    project,
    found,
    ctx.now(),
    (message) => ctx.stderr.write(`warning: could not record that these memories were used: ${message}
`)
  );
  if (json) {
    ctx.stdout.write(
      JSON.stringify({
        query,
        results: hits.map((hit) => hitJson(hit, search.elsewhere, labels, trust, fresh)),
        ...docs.length ? { documents: docs.map(docJson) } : {}
      }) + "\n"
    );
  } else if (hits.length === 0 && docs.length === 0) {
    ctx.stderr.write(`no memories or documents match '${query}'
`);
  } else {
    const style = styleFor(ctx, input.options.color);
    ctx.stdout.write(
      [
        ...hits.map((hit) => renderHit(hit, style, search.elsewhere, labels, trust, fresh)),
        ...docs.map((doc) => renderDoc(doc, style))
      ].join("\n") + "\n"
    );
  }
  return 0;
}
var command = {
  name: "search",
  summary: "find memories by keywords and meaning",
  usage: ['search "<query>" [<options>]', "search --stdin [<options>]"],
  description: "Rank memories for a query: full text (BM25) and embedding vectors fused (hybrid, the default), or\neither alone; then the project's documents (its markdown, in chunks by section) that answer it.\nRetracted and superseded memories are left out unless --all is given. The index and\nvectors are caches in .cortex/local/search/, updated as the log grows and rebuilt when it changes.\nA result from an author the briefing does not trust (briefing.trustedAuthors: by default, anyone\nwith no commit on the default branch, by git's author of the commit that added it) is marked\n[untrusted, by <e-mail>: \u2026]: the briefing, brief --task and the prompt hook leave it out.\nA forget, supersede, pin or edit by such an author is not applied, as in the briefing: the memory\nis found as it stands, marked [forgotten by <e-mail> (<id>), not applied: \u2026]. When git cannot say\nwho committed the events, no correction is applied and stderr says so.",
  options: {
    limit: {
      type: "string",
      short: "n",
      value: "<n>",
      description: "at most n results (default 10)"
    },
    mode: {
      type: "string",
      value: "<mode>",
      description: "fts, vector or hybrid (default hybrid)"
    },
    type: {
      type: "string",
      multiple: true,
      value: "<type>",
      description: "only this type, e.g. decision (repeatable)"
    },
    branch: {
      type: "string",
      multiple: true,
      value: "<branch>",
      description: "only memories recorded on this branch"
    },
    kind: {
      type: "string",
      multiple: true,
      value: "<kind>",
      description: "'doc' (only the project's documents), 'memory' (only memories), or a memory kind or tag, e.g. gotcha"
    },
    since: {
      type: "string",
      value: "<date>",
      description: "only memories from this date on ('2026-11-01', '2 weeks ago')"
    },
    until: { type: "string", value: "<date>", description: "only memories up to this date" },
    all: { type: "boolean", description: "include retracted and superseded memories" },
    json: {
      type: "boolean",
      description: 'one JSON line: {"query", "results": [{"id", "score", "content", \u2026, "trusted", "author"?, "untrustedCorrections"?}], "documents"?: [{"score", "path", "section", "lines", "content"}]}; "trusted": false marks an untrusted author, "untrustedCorrections" ([{"id", "type", "author"?}]) the corrections of it not applied'
    },
    stdin: {
      type: "boolean",
      description: "read one query per line from stdin, answer each with a JSON line"
    },
    rebuild: {
      type: "boolean",
      description: "rebuild the index and vector caches from the log first"
    },
    prepare: {
      type: "boolean",
      description: "only bring the caches up to date, print nothing (the prompt hook starts this in the background)"
    },
    color: {
      type: "boolean",
      negatable: true,
      description: "colour the output (default: on a terminal, unless NO_COLOR is set)"
    }
  },
  positionals: { min: 0, max: Infinity },
  examples: [
    'cortex search "why not mongodb"',
    'cortex search "flaky test" --type fix --since "1 month ago"',
    'printf "auth\\ncaching\\n" | cortex search --stdin --limit 3'
  ],
  run: (input, ctx) => run(input, ctx)
};
export {
  command
};
