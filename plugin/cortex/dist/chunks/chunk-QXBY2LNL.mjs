import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  redactedMarker
} from "./chunk-EIENN3NR.mjs";
import {
  stripControlCharacters
} from "./chunk-CP2KPV6Y.mjs";
import {
  decodesToText,
  findSecretRanges
} from "./chunk-QWAKPPEY.mjs";

// src/redaction/private-spans.ts
var PRIVATE_SPAN = /<private>[\s\S]*?(<\/private>|$)/gi;
function removePrivateSpans(text) {
  return text.includes("<private") || text.includes("<PRIVATE") ? text.replace(PRIVATE_SPAN, "[private]") : text;
}

// src/redaction/redactor.ts
var LIBRARY_CANDIDATE = /\b(?:A3T[A-Z0-9]|AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{12,}|aws_?secret|-----BEGIN|private_key|\bnpm_[A-Za-z0-9]{20}|_authToken|\/\/[^\s/@:]+:[^\s/@]+@|\bxox[a-z]-|hooks\.slack\.com|\bSG\.[\w-]{10}|\bshp(?:at|ca|pa|ss)_|\bgh[pousr]_[A-Za-z0-9]{20}|\bgithub_pat_|\bsk-[A-Za-z0-9]|\blin_api_|\bops_[A-Za-z0-9]|\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-|GR1348941|\b(?:mongodb(?:\+srv)?|postgres(?:ql)?|mysql|mariadb|redis|amqps?|jdbc:[a-z]+):\/\//;
var CANDIDATE_HINTS = [
  "A3T",
  "AKIA",
  "ASIA",
  "AGPA",
  "AIDA",
  "AROA",
  "AIPA",
  "ANPA",
  "ANVA",
  "aws",
  "AWS",
  "Aws",
  "-----BEGIN",
  "private_key",
  "npm_",
  "_authToken",
  "@",
  "xox",
  "hooks.slack.com",
  "SG.",
  "shp",
  "gh",
  "github_pat_",
  "sk-",
  "lin_api_",
  "ops_",
  "gl",
  "GR1348941",
  "://"
];
function needsLibraryScan(text) {
  return CANDIDATE_HINTS.some((hint) => text.includes(hint)) && LIBRARY_CANDIDATE.test(text);
}
function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
function applyRanges(text, ranges) {
  let out = "";
  let at = 0;
  for (const range of mergeRanges(ranges)) {
    out += text.slice(at, range.start) + redactedMarker(range.kind);
    at = range.end;
  }
  return out + text.slice(at);
}
function candidateTokens(text) {
  const ranges = [];
  const pattern = new RegExp(LIBRARY_CANDIDATE.source, "g");
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    let end = match.index + match[0].length;
    while (start > 0 && !/\s/.test(text[start - 1])) start--;
    while (end < text.length && !/\s/.test(text[end])) end++;
    ranges.push({ start, end, kind: "unverified" });
    pattern.lastIndex = end;
  }
  return ranges;
}
var BASE64_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/_=-])/g;
function findEncodedSecrets(text, extra) {
  const ranges = [];
  if (text.length < 24) return ranges;
  BASE64_RUN.lastIndex = 0;
  for (let match = BASE64_RUN.exec(text); match; match = BASE64_RUN.exec(text)) {
    const blob = match[0];
    if (!decodesToText(blob)) continue;
    const inner = Buffer.from(blob.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString(
      "utf8"
    );
    if (findSecretRanges(inner, extra).length > 0)
      ranges.push({ start: match.index, end: match.index + blob.length, kind: "encoded-secret" });
  }
  return ranges;
}
function spreadable(value) {
  if (value.length < 6 || /^\[REDACTED:[^\]]*\]$/.test(value)) return false;
  if (/[^A-Za-z]/.test(value)) return true;
  return value.length >= 12 && /[a-z]/.test(value) && /[A-Z]/.test(value.slice(1));
}
function spreadSecrets(texts, ranges, groups) {
  const secrets = /* @__PURE__ */ new Map();
  const groupOf = (index) => groups?.[index] ?? 0;
  texts.forEach((text, index) => {
    for (const range of ranges[index]) {
      const value = text.slice(range.start, range.end);
      const pieces = /\s/.test(value) ? [value, ...value.split(/\s+/).filter((piece) => piece.length >= 8)] : [value];
      for (const piece of pieces.filter(spreadable)) {
        const group = secrets.get(groupOf(index)) ?? /* @__PURE__ */ new Map();
        group.set(piece, range.kind);
        secrets.set(groupOf(index), group);
      }
    }
  });
  if (secrets.size === 0) return;
  texts.forEach((text, index) => {
    for (const [secret, kind] of secrets.get(groupOf(index)) ?? []) {
      for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length)) {
        ranges[index].push({ start: at, end: at + secret.length, kind });
      }
    }
  });
}
function redactPlainText(text) {
  const ranges = [...findSecretRanges(text), ...findEncodedSecrets(text)].filter(
    (range) => !((range.kind === "high-entropy" || range.kind === "key-fragment") && text.slice(range.start, range.end).includes("/"))
  );
  return ranges.length === 0 ? text : applyRanges(text, ranges);
}
var SEPARATOR = "\n\n\n";
async function redactTexts(texts, options = {}) {
  const unique = [...new Set(texts)];
  if (unique.length < texts.length && !options.groups) {
    const outcome = await redactTexts(unique, options);
    const byText = new Map(unique.map((text, index) => [text, outcome.texts[index]]));
    return { ...outcome, texts: texts.map((text) => byText.get(text)) };
  }
  const cleaned = texts.map((text) => stripControlCharacters(removePrivateSpans(text)));
  const ranges = cleaned.map((text) => [
    ...findSecretRanges(text, options.extra),
    ...findEncodedSecrets(text, options.extra)
  ]);
  const custom = options.custom?.(cleaned);
  custom?.ranges.forEach((list, index) => ranges[index].push(...list));
  const candidates = cleaned.map((text, index) => ({ text, index })).filter(({ text }) => needsLibraryScan(text));
  let libraryProblem;
  if (candidates.length > 0) {
    let found;
    if (options.library) {
      try {
        found = await options.library(candidates.map(({ text }) => text).join(SEPARATOR));
      } catch (error) {
        libraryProblem = `secret scanner unavailable (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); redacted every candidate instead`;
      }
    } else {
      libraryProblem = "secret scanner not available here; redacted every candidate instead";
    }
    let offset = 0;
    for (const { text, index } of candidates) {
      const end = offset + text.length;
      if (found) {
        for (const range of found) {
          if (range.end <= offset || range.start >= end) continue;
          ranges[index].push({
            start: Math.max(range.start, offset) - offset,
            end: Math.min(range.end, end) - offset,
            kind: range.kind
          });
        }
      } else {
        ranges[index].push(...candidateTokens(text));
      }
      offset = end + SEPARATOR.length;
    }
  }
  spreadSecrets(cleaned, ranges, options.groups);
  let redacted = 0;
  const out = cleaned.map((text, index) => {
    const list = ranges[index];
    if (list.length === 0) return text;
    redacted += mergeRanges(list).length;
    return applyRanges(text, list);
  });
  return {
    texts: out,
    redacted,
    libraryScanned: candidates.length > 0,
    ...libraryProblem ? { libraryProblem } : {},
    ...custom?.problems.length ? { patternProblems: custom.problems } : {}
  };
}
function collectStrings(value, into) {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === "object")
    for (const key of Object.keys(value))
      collectStrings(value[key], into);
}
function replaceStrings(value, next) {
  if (typeof value === "string") return next();
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, next));
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value))
      out[key] = replaceStrings(value[key], next);
    return out;
  }
  return value;
}
async function redactValues(values, options = {}) {
  const strings = [];
  const groups = [];
  values.forEach((value, index2) => {
    const before = strings.length;
    collectStrings(value, strings);
    for (let i = before; i < strings.length; i++) groups.push(index2);
  });
  const outcome = await redactTexts(strings, { ...options, groups });
  let index = 0;
  const next = () => outcome.texts[index++];
  return { values: values.map((value) => replaceStrings(value, next)), outcome };
}

export {
  removePrivateSpans,
  needsLibraryScan,
  findEncodedSecrets,
  redactPlainText,
  redactTexts,
  redactValues
};
