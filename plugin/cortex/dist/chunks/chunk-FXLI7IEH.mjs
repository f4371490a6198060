import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  bulletList,
  confidenceOf,
  hasRecord,
  heading,
  html,
  isDecision,
  link,
  paragraph,
  phrasing,
  recordName,
  renderTree,
  titleOf
} from "./chunk-GYALZIJH.mjs";
import {
  CONFIDENCE_FLOOR,
  confidenceLevel,
  cutLine,
  eventDate,
  generatedNotice,
  reasonOf
} from "./chunk-WHIBXURK.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";

// src/projections/decisions.ts
var DECISION_TIERS = {
  recentSessions: 20,
  archiveAfterSessions: 50,
  maxFull: 50,
  maxOneLine: 250
};
var INDEX_TIERS = {
  ...DECISION_TIERS,
  archiveAfterSessions: Number.POSITIVE_INFINITY
};
var LINE_CONTENT_CHARS = 160;
function byPriority(a, b) {
  if (a.memory.pinned !== b.memory.pinned) return a.memory.pinned ? -1 : 1;
  if (a.lastTouched !== b.lastTouched) return b.lastTouched - a.lastTouched;
  return b.memory.index - a.memory.index;
}
function classifyDecisions(digest, fold, tiers = DECISION_TIERS) {
  const entries = [];
  for (const memory of fold.memories) {
    if (memory.status !== "active" || !isDecision(memory)) continue;
    const ordinal = digest.ordinalOf(memory.event);
    const reference = digest.references.get(memory.id);
    const lastTouched = Math.max(ordinal, reference?.lastOrdinal ?? 0);
    entries.push({
      memory,
      ordinal,
      lastTouched,
      age: digest.sessionCount - lastTouched,
      referenced: reference?.count ?? 0,
      confidence: confidenceOf(memory),
      tier: "full"
    });
  }
  entries.sort(byPriority);
  let full = 0;
  let lines = 0;
  for (const entry of entries) {
    const pinned = entry.memory.pinned;
    if (!pinned && entry.confidence < CONFIDENCE_FLOOR) {
      entry.tier = "archive";
      entry.archiveReason = "unconfirmed";
    } else if (!pinned && entry.age >= tiers.archiveAfterSessions && entry.referenced === 0) {
      entry.tier = "archive";
      entry.archiveReason = "old";
    } else if ((pinned || entry.age < tiers.recentSessions) && full < tiers.maxFull) {
      entry.tier = "full";
      full++;
    } else if (lines < tiers.maxOneLine) {
      entry.tier = "line";
      lines++;
    } else {
      entry.tier = "archive";
      entry.archiveReason = "overflow";
    }
  }
  return entries;
}
function tagOf(entry, withConfidence = true) {
  const event = entry.memory.event;
  const parts = [
    eventDate(event),
    ...event.branch ? [event.branch] : [],
    shortId(entry.memory.id)
  ];
  if (withConfidence) parts.push(confidenceLevel(entry.confidence));
  if (entry.memory.pinned) parts.push("pinned");
  return `(${parts.join(", ")})`;
}
function byTitle(entries) {
  const keyed = entries.map((entry) => ({
    entry,
    key: titleOf(entry.memory.content).toLowerCase()
  }));
  keyed.sort(
    (a, b) => a.key !== b.key ? a.key < b.key ? -1 : 1 : a.entry.memory.id < b.entry.memory.id ? -1 : a.entry.memory.id > b.entry.memory.id ? 1 : 0
  );
  return keyed.map(({ entry }) => entry);
}
var INDEX_REASON_CHARS = 160;
function indexItem(entry, options) {
  const title = cutLine(entry.memory.content, LINE_CONTENT_CHARS);
  const out = [];
  if (options.prefix) out.push({ type: "text", value: options.prefix });
  out.push(
    ...hasRecord(entry.memory) ? [link(`decisions/${recordName(entry.memory)}`, title)] : phrasing(title)
  );
  const reason = reasonOf(entry.memory.data, entry.memory.content);
  if (reason)
    out.push(
      { type: "text", value: ", because " },
      ...phrasing(cutLine(reason, options.reasonChars))
    );
  out.push({ type: "text", value: ` ${tagOf(entry, options.confidence)}` });
  return out;
}
function renderDecisions(entries, _digest, tiers = DECISION_TIERS) {
  const shown = entries.filter((entry) => entry.tier !== "archive");
  const out = [
    heading(1, "Decisions"),
    html(generatedNotice()),
    paragraph(
      "The decisions and rejected approaches that still stand, by title. Each links its decision record in ",
      { type: "inlineCode", value: "decisions/" },
      " (MADR layout), which a reviewer may edit: ",
      { type: "inlineCode", value: "cortex project" },
      " reads the edit back into the log. After each entry: its date, branch, short id (for ",
      { type: "inlineCode", value: "cortex show" },
      ") and how sure the capture was."
    ),
    paragraph(
      `Captures of low confidence, and the least recently touched entries beyond the ${tiers.maxFull + tiers.maxOneLine} this index holds, are in `,
      link("decisions-archive.md", "decisions-archive.md"),
      "."
    )
  ];
  if (entries.length === 0) {
    out.push(
      paragraph(
        "Nothing recorded yet: decisions appear here as sessions make them (or with ",
        { type: "inlineCode", value: "cortex remember --type decision" },
        ")."
      )
    );
    return renderTree(out);
  }
  for (const [type, title] of [
    ["decision_made", "Decisions"],
    ["approach_rejected", "Rejected approaches"]
  ]) {
    const group = byTitle(shown.filter((entry) => entry.memory.type === type));
    if (group.length === 0) continue;
    out.push(
      heading(2, title),
      bulletList(
        group.map(
          (entry) => indexItem(entry, { reasonChars: INDEX_REASON_CHARS, confidence: true })
        )
      )
    );
  }
  return renderTree(out);
}
function renderDecisionsArchive(entries, tiers = DECISION_TIERS) {
  const archived = entries.filter((entry) => entry.tier === "archive");
  const out = [
    heading(1, "Decisions archive"),
    html(generatedNotice()),
    paragraph(
      `Decisions and rejected approaches kept out of decisions.md and the briefing: ${Number.isFinite(tiers.archiveAfterSessions) ? `untouched for ${tiers.archiveAfterSessions} sessions with nothing referring to them, ` : ""}beyond the ${tiers.maxFull + tiers.maxOneLine} entries decisions.md holds (the least recently touched), or captured with low confidence. They are still in the log and searchable; one that is referred to again or pinned moves back.`
    )
  ];
  if (archived.length === 0) {
    out.push(paragraph("Nothing archived."));
    return renderTree(out);
  }
  const groups = [
    [
      "Decisions",
      (entry) => entry.archiveReason !== "unconfirmed" && entry.memory.type === "decision_made"
    ],
    [
      "Rejected approaches",
      (entry) => entry.archiveReason !== "unconfirmed" && entry.memory.type === "approach_rejected"
    ],
    ["Unconfirmed captures (low confidence)", (entry) => entry.archiveReason === "unconfirmed"]
  ];
  for (const [title, belongs] of groups) {
    const group = byTitle(archived.filter(belongs));
    if (group.length === 0) continue;
    const items = group.map((entry) => {
      const prefix = entry.archiveReason === "unconfirmed" ? entry.memory.type === "decision_made" ? "decision: " : "rejected: " : void 0;
      return indexItem(entry, {
        reasonChars: INDEX_REASON_CHARS,
        confidence: true,
        ...prefix ? { prefix } : {}
      });
    });
    out.push(heading(2, title), bulletList(items));
  }
  return renderTree(out);
}

export {
  INDEX_TIERS,
  classifyDecisions,
  renderDecisions,
  renderDecisionsArchive
};
