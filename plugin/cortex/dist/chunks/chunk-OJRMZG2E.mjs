import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  reasonOf
} from "./chunk-WHIBXURK.mjs";
import {
  filesOf
} from "./chunk-2RMMSY37.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  printableName,
  stripControlCharacters
} from "./chunk-CP2KPV6Y.mjs";

// src/cli/render.ts
var dateFormats = /* @__PURE__ */ new Map();
function formatLocalTime(ts, timeZone) {
  const key = timeZone ?? "";
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: timeZone || void 0,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23"
    });
    dateFormats.set(key, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(ts)).map((part) => [part.type, part.value])
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
function indent(text, prefix) {
  return text.split("\n").map((line) => line === "" ? "" : prefix + line).join("\n");
}
function detailLines(event) {
  const data = event.data;
  const lines = [];
  const reason = reasonOf(data, event.content);
  if (reason) lines.push(`Why: ${reason}`);
  if (event.type === "command_run" && data.exitCode !== void 0)
    lines.push(`Exit code: ${String(data.exitCode)}`);
  if (event.type === "session_activity" && Array.isArray(data.commands)) {
    for (const entry of data.commands) {
      if (typeof entry?.command !== "string") continue;
      const runs = typeof entry.runs === "number" ? ` x${entry.runs}` : "";
      const failed = typeof entry.failed === "number" ? `, ${entry.failed} failed` : "";
      const test = typeof entry.test === "string" ? `, tests ${entry.test}` : "";
      const purpose = typeof entry.description === "string" ? `: ${entry.description}` : "";
      lines.push(`Ran: ${entry.command}${runs}${failed}${test}${purpose}`);
    }
  }
  const files = filesOf(event);
  if (files.length)
    lines.push(
      `Files: ${files.slice(0, 8).join(", ")}${files.length > 8 ? `, \u2026 (${files.length} in all)` : ""}`
    );
  if (event.refs.length) lines.push(`Refs: ${event.refs.map(shortId).join(", ")}`);
  return lines;
}
function markSuffix(event, options) {
  const marks = options.marks?.get(event.id);
  return marks?.length ? ` ${options.style.red(`[${marks.join(", ")}]`)}` : "";
}
function correctionMarks(events, fold, controls = []) {
  const marks = /* @__PURE__ */ new Map();
  const byId = new Map(controls.map((control) => [control.id, control]));
  const by = (id) => {
    const control = byId.get(id);
    const data = control?.data ?? {};
    if (!Array.isArray(data.tags) || !data.tags.includes("capture")) return shortId(id);
    return data.tags.includes("fixed-later") ? `capture (${shortId(id)}): fixed later` : data.tags.includes("user-reversal") ? `capture (${shortId(id)}): taken back by the user` : `capture (${shortId(id)})`;
  };
  for (const event of events) {
    const memory = fold.byId.get(event.id);
    const list = [];
    if (memory) {
      if (memory.status === "retracted") list.push(`forgotten by ${by(memory.retractedBy)}`);
      if (memory.status === "superseded" && memory.supersededBy)
        list.push(`superseded by ${by(memory.supersededBy)}`);
      if (memory.edits.length) list.push(`reworded by ${shortId(memory.edits.at(-1).id)}`);
      if (memory.pinned && memory.status === "active") list.push("pinned");
    } else if (fold.cancelled.has(event.id)) {
      list.push("undone");
    }
    if (list.length) marks.set(event.id, list);
  }
  return marks;
}
function safeValue(value) {
  if (typeof value === "string") return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(safeValue);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [stripControlCharacters(key), safeValue(inner)])
    );
  return value;
}
function safeForTerminal(event) {
  return safeValue(event);
}
function renderLogEntry(unsafe, options) {
  const event = safeForTerminal(unsafe);
  const { style } = options;
  const branch = event.branch === null ? "" : ` ${style.cyan(`(${event.branch})`)}`;
  const header = `${style.yellow(shortId(event.id))} ${style.bold(event.type)}${branch}${markSuffix(event, options)}`;
  const meta = [`Date:   ${formatLocalTime(event.ts, options.timeZone)}`];
  if (event.author) meta.push(`Author: ${event.author}`);
  const body = [event.content, ...detailLines(event).map((line) => style.dim(line))].join("\n");
  return `${header}
${meta.join("\n")}

${indent(body, "    ")}
`;
}
function renderOneline(unsafe, options) {
  const event = safeForTerminal(unsafe);
  const { style } = options;
  const date = formatLocalTime(event.ts, options.timeZone).slice(0, 10);
  const branch = event.branch === null ? "" : ` ${style.cyan(`(${event.branch})`)}`;
  const firstLine = event.content.split("\n", 1)[0];
  return `${style.yellow(shortId(event.id))} ${date} ${style.bold(event.type)}${branch}${markSuffix(event, options)} ${firstLine}`;
}
function renderEventDetail(unsafe, location, options) {
  const event = safeForTerminal(unsafe);
  const { style } = options;
  const source = event.source;
  const sourceParts = [
    source.layer,
    source.tool && `tool ${source.tool}`,
    source.agent && `agent ${source.agent}`,
    source.record && `record ${source.record}`
  ];
  const rows = [
    ["type", event.type],
    ["time", `${event.ts} (${formatLocalTime(event.ts, options.timeZone)} local)`],
    ["session", event.session ?? "-"],
    ["branch", event.branch ?? "-"],
    ["author", event.author ?? "-"],
    ["salience", `${event.salience}${event.immortal ? " (immortal)" : ""}`],
    ["confidence", String(event.confidence)],
    ["source", sourceParts.filter(Boolean).join(" \xB7 ")]
  ];
  if (event.refs.length) rows.push(["refs", event.refs.join(", ")]);
  if (location) rows.push(["stored in", `${printableName(location.file)}:${location.line}`]);
  const lines = [
    `${style.yellow(`event ${event.id}`)}`,
    ...rows.map(([key, value]) => `${`${key}:`.padEnd(12)}${value}`)
  ];
  lines.push("", indent(event.content, "    "));
  if (Object.keys(event.data).length)
    lines.push("", "data:", indent(JSON.stringify(event.data, null, 2), "  "));
  return lines.join("\n") + "\n";
}

export {
  formatLocalTime,
  correctionMarks,
  renderLogEntry,
  renderOneline,
  renderEventDetail
};
