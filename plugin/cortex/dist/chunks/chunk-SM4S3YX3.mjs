import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/projections/near-duplicates.ts
var STOP_WORDS = new Set(
  "the and for that this with from into was were are has have had not but its it's you your our can will would should could then than when what which who how why all any use used using also just only there their them they been being does did done let now new one two out off via per ran failed exit code passed after changes".split(" ")
);
function contentWords(text) {
  const words = /* @__PURE__ */ new Set();
  const cleaned = text.toLowerCase().replace(/\d?>&\d|\(exit code \d+\)/g, " ");
  for (const word of cleaned.match(/[a-z0-9_](?:[a-z0-9_./:-]*[a-z0-9_])?/g) ?? []) {
    if ((word.length >= 3 || /^\d+$/.test(word)) && !STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}
var JACCARD = 0.6;
var CONTAINMENT = 0.9;
var MIN_WORDS = 6;
function numbersOf(words) {
  let numbers = "";
  for (const word of words)
    if (word.charCodeAt(0) <= 57 && /^\d+$/.test(word)) numbers += ` ${word}`;
  return numbers;
}
function shapeOf(text) {
  const words = contentWords(text);
  return { words, numbers: numbersOf(words) };
}
function similar(a, b) {
  if (a.numbers !== b.numbers || a.words.size === 0 || b.words.size === 0) return false;
  const [small, large] = a.words.size <= b.words.size ? [a.words, b.words] : [b.words, a.words];
  if (small.size < MIN_WORDS) {
    if (small.size !== large.size) return false;
    for (const word of small) if (!large.has(word)) return false;
    return true;
  }
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / (a.words.size + b.words.size - shared) >= JACCARD || shared / small.size >= CONTAINMENT;
}
function areNearDuplicates(a, b) {
  return similar({ words: a, numbers: numbersOf(a) }, { words: b, numbers: numbersOf(b) });
}
function groupNearDuplicates(items, textOf, limit = 150) {
  const groups = [];
  items.forEach((item, index) => {
    if (index >= limit) {
      groups.push({ item, members: [item], shape: { words: /* @__PURE__ */ new Set(), numbers: "" } });
      return;
    }
    const shape = shapeOf(textOf(item));
    const same = groups.find((group) => similar(group.shape, shape));
    if (same) same.members.push(item);
    else groups.push({ item, members: [item], shape });
  });
  return groups.map(({ item, members }) => ({ item, members }));
}

export {
  contentWords,
  areNearDuplicates,
  groupNearDuplicates
};
