import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readTextIfExists,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  badPatternsFile
} from "./chunk-ZF3FJJCS.mjs";

// src/redaction/custom-patterns.ts
import vm from "node:vm";
function patternTimeLimitMs(chars) {
  return 200 + Math.ceil(chars / 2e4);
}
var MATCHER = `(function (source, texts) {
  const pattern = new RegExp(source, 'g');
  const out = [];
  for (const text of texts) {
    const found = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0] === '') { pattern.lastIndex++; continue; }
      found.push(match.index, match.index + match[0].length);
    }
    out.push(found);
  }
  return out;
})(source, texts)`;
var sandbox;
function matchWithTimeLimit(source, texts, timeoutMs) {
  sandbox ??= { context: vm.createContext({}), script: new vm.Script(MATCHER) };
  sandbox.context.source = source;
  sandbox.context.texts = texts;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout: timeoutMs });
  } finally {
    sandbox.context.texts = void 0;
  }
}
var PLAIN_TEXT = [
  "Use SQLite for the local cache because it needs no server and the CLI must work offline.",
  "The test failed with a timeout; the fix was to raise it to 30 seconds in vitest.config.ts.",
  "Rejected Redis: it needs a daemon. Plan: add the cache module, then document it in the README."
];
var MAX_PLAIN_SHARE = 0.2;
function overBroadReason(source) {
  let found;
  try {
    found = matchWithTimeLimit(source, PLAIN_TEXT, 200);
  } catch {
    return void 0;
  }
  const total = PLAIN_TEXT.reduce((sum, text) => sum + text.length, 0);
  let matched = 0;
  for (const list of found)
    for (let i = 0; i < list.length; i += 2) matched += list[i + 1] - list[i];
  const share = matched / total;
  return share > MAX_PLAIN_SHARE ? `it matches ${Math.round(share * 100)}% of ordinary text with no secret in it, so it would redact memories wholesale; a pattern must match the secret alone` : void 0;
}
function badPatternsFile2(paths) {
  return badPatternsFile(paths);
}
function readBadPatterns(paths) {
  try {
    const value = JSON.parse(readTextIfExists(badPatternsFile2(paths)) ?? "{}");
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
function customPatternScanner(paths, patterns) {
  if (patterns.length === 0) return void 0;
  return (texts) => {
    const ranges = texts.map(() => []);
    const problems = [];
    const bad = readBadPatterns(paths);
    let newlyBad = false;
    const chars = texts.reduce((sum, text) => sum + text.length, 0);
    for (const source of patterns) {
      if (bad[source] !== void 0) {
        problems.push(`redaction pattern ${JSON.stringify(source)} is not used: ${bad[source]}`);
        continue;
      }
      const broad = overBroadReason(source);
      if (broad !== void 0) {
        bad[source] = broad;
        newlyBad = true;
        problems.push(
          `redaction pattern ${JSON.stringify(source)} is not used: ${broad}; fix it in .cortex/config.json`
        );
        continue;
      }
      let found;
      try {
        found = matchWithTimeLimit(source, texts, patternTimeLimitMs(chars));
      } catch (error) {
        const timedOut = error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
        const reason = timedOut ? `it ran longer than ${patternTimeLimitMs(chars)} ms on ${chars} characters (catastrophic backtracking?)` : `it failed: ${error.message}`;
        bad[source] = reason;
        newlyBad = true;
        problems.push(
          `redaction pattern ${JSON.stringify(source)} is not used: ${reason}; fix it in .cortex/config.json`
        );
        continue;
      }
      found.forEach((list, index) => {
        for (let i = 0; i < list.length; i += 2)
          ranges[index].push({ start: list[i], end: list[i + 1], kind: "custom" });
      });
    }
    if (newlyBad) {
      try {
        writeFileAtomic(badPatternsFile2(paths), JSON.stringify(bad, null, 2) + "\n", {
          makeFolder: true
        });
      } catch {
      }
    }
    return { ranges, problems };
  };
}

export {
  patternTimeLimitMs,
  matchWithTimeLimit,
  overBroadReason,
  readBadPatterns,
  customPatternScanner
};
