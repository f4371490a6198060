import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  searchMemories
} from "./chunk-V2AKS2SO.mjs";
import {
  checkRememberedFiles,
  freshnessNote,
  rankByFreshness,
  rememberedFilesOf
} from "./chunk-6WSISBX6.mjs";
import {
  digestEvents
} from "./chunk-TV7BMZ35.mjs";
import {
  readMemoryProvenance,
  readMemoryView
} from "./chunk-TI6J6ENV.mjs";
import {
  committedByOther,
  describeUnappliedCorrection,
  describeUntrustedAuthors
} from "./chunk-P7IW2GEB.mjs";
import {
  currentBranch
} from "./chunk-2NMTIS5C.mjs";
import {
  readAsset
} from "./chunk-NR55AXLW.mjs";
import {
  currentPlans,
  isPlanDone,
  planTitle
} from "./chunk-U3G6NHFO.mjs";
import {
  DECISIONS_DIR,
  hasRecord,
  recordName
} from "./chunk-GYALZIJH.mjs";
import {
  stringList
} from "./chunk-WHIBXURK.mjs";
import {
  correctionOf,
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import {
  EVENT_TYPES,
  collisionMarks
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  explorerLauncherFile,
  explorerPageFile
} from "./chunk-ZF3FJJCS.mjs";
import {
  escapeInvisible
} from "./chunk-CP2KPV6Y.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/projections/explorer-data.ts
var EXPLORER_DATA_VERSION = 1;
var DEFAULT_EXPLORER_LIMIT = 5e3;
var isKnowledge = (memory) => EVENT_TYPES[memory.type].category === "knowledge";
function explorerMemory(memory, inputs, replacedBy) {
  const { event } = memory;
  const reason = memory.data.reason;
  const alternatives = stringList(memory.data.alternatives);
  const committedBy = inputs.committedBy.get(memory.id) ?? inputs.committedBy.get(event.id);
  const elsewhere = inputs.elsewhere.get(memory.id);
  const freshness = inputs.freshness.get(memory.id);
  const replacement = replacedBy.get(memory.id);
  return {
    id: memory.id,
    short: shortId(memory.id),
    type: EVENT_TYPES[memory.type].alias,
    content: memory.content,
    ...typeof reason === "string" && reason.trim() ? { reason } : {},
    ...alternatives.length ? { alternatives } : {},
    ts: event.ts,
    branch: event.branch,
    author: event.author,
    ...committedBy !== void 0 ? { committedBy } : {},
    session: event.session,
    status: memory.status,
    pinned: memory.pinned,
    trusted: inputs.isTrusted(event),
    ...elsewhere !== void 0 ? { elsewhere } : {},
    files: stringList(memory.data.files),
    tags: stringList(memory.data.tags),
    replaces: memory.replaces.map((replaced) => replaced.id),
    ...replacement !== void 0 ? { replacedBy: replacement } : {},
    ...memory.retractedBy !== void 0 ? { forgottenBy: memory.retractedBy } : {},
    edits: memory.edits.length,
    ...hasRecord(memory) ? { record: `${DECISIONS_DIR}/${recordName(memory)}` } : {},
    ...freshness ? { freshness } : {},
    marks: [...inputs.marks.get(memory.id) ?? []]
  };
}
function sessionsOf(memories, fold, isTrusted) {
  const sessions = /* @__PURE__ */ new Map();
  for (const memory of memories) {
    if (memory.session === null) continue;
    let session = sessions.get(memory.session);
    if (!session) {
      session = {
        id: memory.session,
        trusted: true,
        short: memory.session.slice(0, 8),
        branch: memory.branch,
        author: memory.committedBy ?? memory.author,
        start: memory.ts,
        end: memory.ts,
        openEnds: [],
        commits: [],
        docs: [],
        memories: []
      };
      sessions.set(memory.session, session);
    }
    if (memory.ts < session.start) session.start = memory.ts;
    if (memory.ts > session.end) session.end = memory.ts;
    session.memories.push(memory.id);
    if (!memory.trusted) session.trusted = false;
  }
  for (const memory of fold.memories) {
    if (memory.type !== "session_outcome" || memory.status !== "active" || memory.event.session === null)
      continue;
    const session = sessions.get(memory.event.session);
    if (!session) continue;
    const data = memory.data;
    if (typeof data.goal === "string") session.goal = data.goal;
    session.outcome = typeof data.outcome === "string" ? data.outcome : memory.content;
    session.openEnds = stringList(data.openEnds);
    session.commits = Array.isArray(data.commits) ? data.commits.map(
      (commit) => `${String(commit.hash ?? "").slice(0, 10)} ${String(commit.subject ?? "")}`.trim()
    ) : [];
    session.docs = Array.isArray(data.docs) ? data.docs.map(
      (doc) => doc.title ? `${String(doc.path)} (${String(doc.title)})` : String(doc.path)
    ) : [];
    if (memory.event.branch !== null) session.branch = memory.event.branch;
    session.trusted = isTrusted(memory.event);
  }
  for (const session of sessions.values()) session.memories.reverse();
  return [...sessions.values()].sort((a, b) => a.end < b.end ? 1 : a.end > b.end ? -1 : 0);
}
function explorerData(inputs) {
  const knowledge = inputs.fold.memories.filter(isKnowledge);
  const replacedBy = /* @__PURE__ */ new Map();
  for (const memory of knowledge)
    for (const replaced of memory.replaces) replacedBy.set(replaced.id, memory.id);
  const newestFirst = [...knowledge].sort(
    (a, b) => a.event.ts < b.event.ts ? 1 : a.event.ts > b.event.ts ? -1 : b.index - a.index
  );
  const shown = newestFirst.slice(0, Math.max(0, inputs.limit)).map((memory) => explorerMemory(memory, inputs, replacedBy));
  const sessionCount = new Set(
    knowledge.map((memory) => memory.event.session).filter((session) => session !== null)
  ).size;
  const plans = currentPlans(inputs.fold).map((plan) => ({
    branch: plan.branch,
    title: planTitle(plan),
    steps: plan.steps.map((step) => ({ content: step.content, status: step.status })),
    here: plan.here,
    done: isPlanDone(plan)
  }));
  plans.sort((a, b) => Number(a.done) - Number(b.done));
  const standing = knowledge.filter((memory) => memory.status === "active").length;
  const leftOut = knowledge.length - shown.length;
  const warnings = [...inputs.warnings];
  if (leftOut > 0)
    warnings.unshift(
      `The page holds the newest ${shown.length} of ${knowledge.length} memories; ${leftOut} older ones are left out ('cortex view --limit <n>' holds more, 'cortex log' lists them all).`
    );
  return {
    version: EXPLORER_DATA_VERSION,
    project: inputs.project,
    branch: inputs.branch,
    generatedAt: inputs.now.toISOString(),
    counts: {
      events: inputs.eventCount,
      sessions: sessionCount,
      memories: knowledge.length,
      standing,
      corrected: knowledge.length - standing,
      shown: shown.length,
      leftOut
    },
    types: Object.entries(EVENT_TYPES).filter(([, definition]) => definition.category === "knowledge").map(([, definition]) => ({ name: definition.alias, summary: definition.summary })),
    memories: shown,
    sessions: sessionsOf(shown, inputs.fold, inputs.isTrusted),
    plans,
    warnings
  };
}

// src/memory/explore.ts
import { basename } from "node:path";
function count(value, one, many) {
  return `${value} ${value === 1 ? one : many}`;
}
var isControl = (type) => EVENT_TYPES[type].category === "control";
function visible(value) {
  if (typeof value === "string") return escapeInvisible(value);
  if (Array.isArray(value)) return value.map(visible);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, visible(field)])
    );
  return value;
}
function readExplorer(project, now, options = {}) {
  const view = readMemoryView(project);
  const provenance = readMemoryProvenance(project, view);
  const events = digestEvents(view.digest);
  const fold = foldMemories(
    events.filter((event) => !isControl(event.type) || provenance.isTrusted(event))
  );
  const marks = /* @__PURE__ */ new Map();
  const mark = (id, text) => marks.set(id, [...marks.get(id) ?? [], text]);
  let unapplied = 0;
  for (const event of events) {
    if (!isControl(event.type) || provenance.isTrusted(event)) continue;
    unapplied++;
    const note = describeUnappliedCorrection(
      correctionOf(event),
      provenance.committedBy.get(event.id) ?? event.author ?? void 0,
      provenance.problem ? void 0 : provenance.trust
    );
    for (const ref of event.refs) mark(ref, note);
  }
  for (const memory of fold.memories) {
    const committer = provenance.committedBy.get(memory.id);
    if (committedByOther(memory.event, committer))
      mark(memory.id, `claims ${memory.event.author}, committed by ${committer}`);
  }
  for (const [id, text] of view.digest.collisions.flatMap(collisionMarks)) mark(id, text);
  const standing = fold.memories.filter(
    (memory) => memory.status === "active" && EVENT_TYPES[memory.type].category === "knowledge"
  );
  const freshness = /* @__PURE__ */ new Map();
  for (const [id, found] of checkRememberedFiles(
    project.repo.root,
    standing.map((memory) => rememberedFilesOf(memory.event))
  ))
    freshness.set(id, freshnessNote(found));
  const elsewhere = /* @__PURE__ */ new Map();
  for (const [id, origin] of view.elsewhere)
    elsewhere.set(
      id,
      origin.worktree ? `worktree ${origin.worktree}` : `branch ${origin.branch ?? "(detached)"}`
    );
  const untrusted = standing.filter((memory) => !provenance.isTrusted(memory.event)).length;
  const collisions = view.digest.collisions.length;
  const warnings = [
    ...untrusted ? [
      `${count(untrusted, "standing memory comes", "standing memories come")} from ${describeUntrustedAuthors(provenance.trust)}, whom the briefing does not trust: marked "untrusted"; 'cortex trust' says more.`
    ] : [],
    ...unapplied ? [
      `${count(unapplied, "correction", "corrections")} by untrusted authors: shown on the memories named, not applied.`
    ] : [],
    ...collisions ? [
      `${count(collisions, "event id is", "event ids are")} used by two different events ('cortex doctor' explains).`
    ] : [],
    ...freshness.size ? [
      `${count(freshness.size, "standing memory names", "standing memories name")} files that changed or went since recorded.`
    ] : [],
    ...view.warnings.length ? [
      `${count(view.warnings.length, "log line", "log lines")} could not be read ('cortex doctor' says which).`
    ] : [],
    ...provenance.problem ? [`Provenance: ${provenance.problem}.`] : [],
    ...view.problems
  ];
  return visible(
    explorerData({
      project: basename(project.repo.root),
      branch: currentBranch(project),
      now,
      fold,
      eventCount: view.digest.eventCount,
      limit: options.limit ?? DEFAULT_EXPLORER_LIMIT,
      committedBy: provenance.committedBy,
      isTrusted: (event) => provenance.isTrusted(event),
      elsewhere,
      freshness,
      marks,
      warnings
    })
  );
}
function explorerPagePath(project) {
  return explorerPageFile(project.paths);
}
function explorerLauncherPath(project) {
  return explorerLauncherFile(project.paths);
}
async function searchExplorer(project, query, now, options) {
  const found = await searchMemories(project, { query, mode: "hybrid", limit: 200, now }, options);
  const memories = found.hits.filter(
    (hit) => EVENT_TYPES[hit.record.type].category === "knowledge"
  );
  const ranked = rankByFreshness(
    project.repo.root,
    memories,
    (hit) => rememberedFilesOf(hit.record)
  ).hits;
  return {
    ids: [...new Set(ranked.map((hit) => hit.record.id))],
    ...found.note ? { note: found.note } : {}
  };
}
function readExplorerScript() {
  try {
    return readAsset("dist/view-client.js");
  } catch {
    throw new CortexError(
      "VIEW_SCRIPT_MISSING",
      "the explorer's script (dist/view-client.js) is missing from this installation",
      { hint: "reinstall cortex, or run 'npm run build' in a checkout" }
    );
  }
}
function writeExplorerPage(path, page) {
  writeFileAtomic(path, page, { makeFolder: true });
}

// src/view/page.ts
import { createHash } from "node:crypto";

// src/view/style.ts
var EXPLORER_STYLE = `
:root { color-scheme: light dark; --bg: #fbfbfa; --fg: #1d1f21; --muted: #6a6f75; --line: #dcdfe3; --card: #fff;
  --accent: #2f6fdf; --warn: #a35a00; --bad: #b3261e; --good: #2e7d32; --chip: #eef1f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #15171a; --fg: #e4e6e9; --muted: #9aa1a9; --line: #30343a;
  --card: #1d2024; --accent: #7aa7ff; --warn: #e0a050; --bad: #ff8a80; --good: #81c784; --chip: #262a30; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { padding: 14px 24px 0; border-bottom: 1px solid var(--line); background: var(--card); position: sticky; top: 0; z-index: 2; }
header h1 { font-size: 18px; margin: 0 0 2px; }
header .sub { color: var(--muted); font-size: 12.5px; }
nav { display: flex; gap: 4px; margin-top: 10px; flex-wrap: wrap; }
nav button { border: 0; background: none; padding: 8px 12px; font: inherit; color: var(--muted); cursor: pointer; border-bottom: 2px solid transparent; }
nav button[aria-selected="true"] { color: var(--fg); border-bottom-color: var(--accent); font-weight: 600; }
main { padding: 16px 24px 48px; max-width: 1180px; }
.loading, .empty { color: var(--muted); }
.filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 12px; }
.filters input[type=search] { flex: 1 1 280px; padding: 7px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); font: inherit; }
.filters select, .filters input[type=date] { padding: 6px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); font: inherit; }
.count { color: var(--muted); font-size: 12.5px; margin: 4px 0 10px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 0 0 8px; }
.card.superseded, .card.retracted { opacity: 0.72; }
.card:target { outline: 2px solid var(--accent); }
.card .head { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 12.5px; color: var(--muted); }
.card .content { margin: 6px 0 2px; white-space: pre-wrap; overflow-wrap: anywhere; }
.card .detail { font-size: 13px; color: var(--muted); white-space: pre-wrap; overflow-wrap: anywhere; }
.chip { display: inline-block; padding: 1px 7px; border-radius: 10px; background: var(--chip); font-size: 12px; color: var(--fg); }
.chip.type { font-weight: 600; }
.chip.untrusted, .chip.retracted { color: var(--bad); }
.chip.superseded { color: var(--warn); }
.chip.pinned { color: var(--good); }
.mark { color: var(--warn); font-size: 12.5px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
.actions { margin-top: 6px; display: flex; gap: 6px; }
.actions button, .more { font: inherit; font-size: 12.5px; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--line); background: var(--bg); color: var(--fg); cursor: pointer; }
.actions button:hover, .more:hover { border-color: var(--accent); }
.session { border-left: 3px solid var(--accent); }
.session ul, .plan ol { margin: 4px 0 0 18px; padding: 0; }
.chain { margin: 6px 0 0; font-size: 13px; }
.chain li { margin: 2px 0; }
.warnings li { margin: 4px 0; color: var(--warn); }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 12px; }
.chart h3 { font-size: 13.5px; margin: 0 0 6px; }
.bar-row { display: grid; grid-template-columns: 140px 1fr 48px; gap: 8px; align-items: center; font-size: 12.5px; margin: 3px 0; }
.bar-row .label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bar { height: 12px; background: var(--accent); border-radius: 3px; min-width: 2px; }
.weeks { display: flex; align-items: flex-end; gap: 2px; height: 120px; border-bottom: 1px solid var(--line); }
.weeks div { flex: 1; background: var(--accent); min-height: 1px; border-radius: 2px 2px 0 0; }
.axis { display: flex; justify-content: space-between; font-size: 11.5px; color: var(--muted); margin-top: 3px; }
.stats { display: flex; gap: 24px; flex-wrap: wrap; margin: 0 0 14px; }
.stat strong { display: block; font-size: 22px; }
.stat span { color: var(--muted); font-size: 12.5px; }
.status { position: fixed; bottom: 12px; right: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; display: none; }
.status.shown { display: block; }
`;

// src/view/page.ts
function embedJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
function scriptHash(script) {
  return `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;
}
function contentSecurityPolicy(script, served) {
  return [
    "default-src 'none'",
    `script-src '${scriptHash(script)}'`,
    "style-src 'unsafe-inline'",
    "img-src data:",
    ...served ? ["connect-src 'self'"] : [],
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
}
function renderExplorerPage(data, options) {
  if (/<\/script/i.test(options.script))
    throw new Error('the explorer script must not contain "</script"');
  const config = { serve: options.serve ? { token: options.serve.token } : null };
  const policy = contentSecurityPolicy(options.script, options.serve !== void 0);
  const title = `cortex: ${data.project} memory`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${EXPLORER_STYLE}</style>`,
    "</head>",
    "<body>",
    '<div id="app"><p class="loading">Loading the memory\u2026</p></div>',
    `<script id="cortex-data" type="application/json">${embedJson(data)}</script>`,
    `<script id="cortex-config" type="application/json">${embedJson(config)}</script>`,
    `<script>${options.script}</script>`,
    "</body>",
    "</html>",
    ""
  ].join("\n");
}

export {
  DEFAULT_EXPLORER_LIMIT,
  readExplorer,
  explorerPagePath,
  explorerLauncherPath,
  searchExplorer,
  readExplorerScript,
  writeExplorerPage,
  contentSecurityPolicy,
  renderExplorerPage
};
