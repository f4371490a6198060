import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/outcome-text.ts
var PARTS = ["Goal", "Outcome", "Done", "Open", "Docs written"];
function sentence(text) {
  return text.replace(/[.\s]+$/, "");
}
function outcomeText(parts) {
  const said = [
    ["Goal", parts.goal],
    ["Outcome", parts.outcome],
    ["Done", parts.done],
    ["Open", parts.open.length ? parts.open.map(sentence).join("; ") : void 0],
    ["Docs written", parts.docs?.length ? parts.docs.join(", ") : void 0]
  ];
  return said.filter((entry) => entry[1] !== void 0 && sentence(entry[1]) !== "").map(([name, text]) => `${name}: ${sentence(text)}.`).join(" ");
}
function outcomeParts(content) {
  const found = {};
  const marks = [...content.matchAll(new RegExp(`(?:^|\\s)(${PARTS.join("|")}): `, "g"))].map((mark) => ({ order: PARTS.indexOf(mark[1]), start: mark.index, end: mark.index + mark[0].length }));
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
