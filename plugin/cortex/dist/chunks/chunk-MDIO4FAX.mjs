import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/outcome-text.ts
var PARTS = ["Goal", "Outcome", "Open", "Docs written", "Done"];
var MARKER = /(^|\s)(Goal|Outcome|Open|Docs written|Done): /g;
function sentence(text) {
  return text.trimEnd().replace(/[.]+$/, "").trimEnd();
}
function unmarked(text) {
  return text.replace(MARKER, "$1$2 - ");
}
function outcomeText(parts) {
  const said = [
    ["Goal", parts.goal],
    ["Outcome", parts.outcome],
    // One open end's own "; " would read as two.
    [
      "Open",
      parts.open.length ? parts.open.map((item) => sentence(item).replace(/; /g, ", ")).join("; ") : void 0
    ],
    ["Docs written", parts.docs?.length ? parts.docs.join(", ") : void 0],
    ["Done", parts.done]
  ];
  return said.filter(
    (entry) => entry[1] !== void 0 && sentence(entry[1]) !== ""
  ).map(([name, text]) => `${name}: ${sentence(unmarked(text))}.`).join(" ");
}
function outcomeParts(content) {
  const found = {};
  const marks = [...content.matchAll(MARKER)].map((mark) => ({
    order: PARTS.indexOf(mark[2]),
    start: mark.index,
    end: mark.index + mark[0].length
  }));
  let last = -1;
  const kept = marks.filter((mark) => mark.order > last ? (last = mark.order, true) : false);
  for (const [index, mark] of kept.entries()) {
    const text = content.slice(mark.end, kept[index + 1]?.start ?? content.length).trim().replace(/\.$/, "");
    if (text) found[PARTS[mark.order]] = text;
  }
  return {
    ...found.Goal ? { goal: found.Goal } : {},
    ...found.Outcome ? { outcome: found.Outcome } : {},
    ...found.Done ? { done: found.Done } : {},
    open: found.Open ? found.Open.split("; ").filter(Boolean) : [],
    ...found["Docs written"] ? { docs: found["Docs written"].split(", ").filter(Boolean) } : {}
  };
}

export {
  outcomeText,
  outcomeParts
};
