import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  isPlainObject
} from "./chunk-FT5T7XM2.mjs";

// src/events/rewrite.ts
function redactedMarker(kind) {
  return `[REDACTED:${kind}]`;
}
var LABEL_FIELDS = /* @__PURE__ */ new Set(["kind", "tags", "files", "status"]);
function eventTexts(event) {
  const texts = [event.content];
  const walk = (value) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isPlainObject(value)) Object.values(value).forEach(walk);
  };
  walk(event.data);
  return texts;
}
function mapStrings(value, map, key) {
  if (typeof value === "string") return map(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, key));
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapStrings(item, map, name)])
    );
  return value;
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function redactSecrets(event, secrets) {
  const ordered = [...secrets].filter((secret) => secret.text !== "").sort((a, b) => b.text.length - a.text.length);
  if (ordered.length === 0) return void 0;
  const pattern = new RegExp(ordered.map((secret) => escapeRegExp(secret.text)).join("|"), "g");
  const kinds = new Map(ordered.map((secret) => [secret.text, secret.kind]));
  let changed = false;
  const replace = (text) => text.replace(pattern, (match) => {
    changed = true;
    return redactedMarker(kinds.get(match) ?? "secret");
  });
  const content = replace(event.content);
  const data = mapStrings(event.data, replace);
  return changed ? { ...event, content, data } : void 0;
}
function blankEvent(event) {
  const marker = redactedMarker("manual");
  const data = mapStrings(
    event.data,
    (text, key) => key !== void 0 && LABEL_FIELDS.has(key) ? text : marker
  );
  return { ...event, content: marker, data };
}
function blankQuote(event, blanked, original) {
  if (!event.refs.includes(blanked.id)) return void 0;
  const quoted = original.content.split("\n", 1)[0].trim().slice(0, 60);
  const match = /^(Forgot|Undid|Pinned|Unpinned): (.*)$/s.exec(event.content);
  if (!match || quoted === "" || !match[2].startsWith(quoted.slice(0, Math.min(quoted.length, 40))))
    return void 0;
  return { ...event, content: `${match[1]}: ${redactedMarker("manual")}` };
}
function filterRepoRule(id, line) {
  return `regex:(?m)^\\{"v":1,"id":"${id}",.*$==>${line.replace(/\\/g, "\\\\")}`;
}

export {
  redactedMarker,
  eventTexts,
  redactSecrets,
  blankEvent,
  blankQuote,
  filterRepoRule
};
