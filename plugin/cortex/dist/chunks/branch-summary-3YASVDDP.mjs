import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  emptyTally,
  runCount,
  tallyActivity
} from "./chunk-ZAOSD2M5.mjs";
import {
  DECISIONS_DIR,
  hasRecord,
  recordName
} from "./chunk-GYALZIJH.mjs";
import {
  oneLine,
  reasonOf
} from "./chunk-WHIBXURK.mjs";
import "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/projections/branch-summary.ts
var oneLine2 = (text) => oneLine(text, Infinity);
var SECTIONS = [
  ["decision_made", "Decisions"],
  ["approach_rejected", "Rejected approaches"],
  ["error_resolved", "Errors resolved"],
  ["knowledge_acquired", "Learned"],
  ["preference_noted", "Preferences"],
  ["task_completed", "Done"]
];
function bullet(event, record) {
  const data = event.data;
  const stated = reasonOf(event.data, event.content);
  const reason = stated ? ` (${oneLine2(stated)})` : "";
  const kind = typeof data.kind === "string" ? `**${data.kind}:** ` : "";
  const text = record ? `[${oneLine2(event.content).replace(/[[\]\\]/g, "\\$&")}](${record})` : oneLine2(event.content);
  return `- ${kind}${text}${reason} \`${shortId(event.id)}\``;
}
function recordLinkBase(remote, ref) {
  const match = remote?.trim().match(
    /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/]+@)([^/:]+)(?::\d+)?[/:](.+?)(?:\.git)?\/?$/
  );
  if (!match || !ref) return `${DECISIONS_DIR}/`;
  const [, host, path] = match;
  const blob = host.includes("gitlab") ? "-/blob" : "blob";
  return `https://${host}/${path}/${blob}/${encodeURI(ref)}/${DECISIONS_DIR}/`;
}
var CORRECTION_VERBS = {
  memory_retracted: "forgets",
  memory_superseded: "replaces",
  memory_pinned: "pins",
  memory_edited: "rewords"
};
function correctionLines(events, known) {
  const lines = [];
  for (const event of events) {
    let verb = CORRECTION_VERBS[event.type];
    if (!verb) continue;
    if (event.type === "memory_pinned" && event.data.pinned === false)
      verb = "unpins";
    const by = event.author ?? "an unknown author";
    for (const ref of event.refs.length ? event.refs : ["?"]) {
      const target = known.get(ref);
      const what = target ? `"${oneLine2(target.content)}" \`${shortId(target.id)}\`` : `\`${ref === "?" ? "nothing named" : shortId(ref)}\` (not in this log)`;
      const owner = target?.author ?? null;
      const foreign = target !== void 0 && owner !== event.author ? ` **by ${by}, not its author (${owner ?? "unknown"})**` : ` by ${by}`;
      const replacement = event.type === "memory_superseded" || event.type === "memory_edited" ? ` with "${oneLine2(event.content)}"` : "";
      lines.push(`- ${verb} ${what}${replacement}${foreign} \`${shortId(event.id)}\``);
    }
  }
  return lines;
}
function renderBranchSummary(events, fold, range, known = /* @__PURE__ */ new Map(), linkBase = `${DECISIONS_DIR}/`) {
  const visible = [];
  const records = /* @__PURE__ */ new Map();
  for (const event of events) {
    const memory = fold.byId.get(event.id);
    if (!memory || memory.status !== "active") continue;
    visible.push({
      ...event,
      type: memory.type,
      content: memory.content,
      data: memory.data
    });
    if (hasRecord(memory)) records.set(event.id, `${linkBase}${recordName(memory)}`);
  }
  const lines = [`## What this branch learned (${range})`, ""];
  for (const [type, title] of SECTIONS) {
    const matching = visible.filter((event) => event.type === type);
    if (matching.length === 0) continue;
    lines.push(
      `### ${title}`,
      "",
      ...matching.map((event) => bullet(event, records.get(event.id))),
      ""
    );
  }
  const plans = visible.filter(
    (event) => event.type === "plan_created" || event.type === "plan_step_completed"
  );
  if (plans.length) {
    lines.push("### Plan progress", "");
    for (const event of plans) {
      if (event.type === "plan_step_completed")
        lines.push(`- [x] ${oneLine2(event.data.step)} \`${shortId(event.id)}\``);
      else lines.push(`- ${oneLine2(event.content)} \`${shortId(event.id)}\``);
    }
    lines.push("");
  }
  const corrections = correctionLines(
    events,
    new Map([...known, ...events.map((event) => [event.id, event])])
  );
  if (corrections.length) lines.push("### Corrections to memory", "", ...corrections, "");
  const tally = tallyActivity(emptyTally(), visible);
  const files = tally.touched;
  const commands = runCount(tally);
  const sessions = new Set(
    visible.map((event) => event.session).filter((session) => session !== null)
  );
  if (lines.length === 2)
    lines.push("_No decisions, rejections or lessons recorded in this range._", "");
  const shown = visible.length + corrections.length;
  const activity = [
    `${shown} event${shown === 1 ? "" : "s"}`,
    sessions.size ? `${sessions.size} session${sessions.size === 1 ? "" : "s"}` : void 0,
    files.size ? `${files.size} file${files.size === 1 ? "" : "s"} edited` : void 0,
    commands ? `${commands} command${commands === 1 ? "" : "s"} run` : void 0
  ].filter(Boolean);
  lines.push(
    `<sub>${activity.join(" \xB7 ")} \xB7 from cortex memory (\`cortex log ${range} --format markdown\`)</sub>`,
    ""
  );
  return lines.join("\n");
}
export {
  recordLinkBase,
  renderBranchSummary
};
