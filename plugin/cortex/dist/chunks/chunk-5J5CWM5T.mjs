import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  outcomeText
} from "./chunk-MDIO4FAX.mjs";
import {
  relativizeCommand,
  resolveBareNames,
  sameFileMeant,
  toStoredPath
} from "./chunk-SVJO3XXX.mjs";
import {
  FILE_PATH_TAG,
  USER_PROMPT_TAG,
  filePathText
} from "./chunk-4MBKQW34.mjs";
import {
  condenseSessionActivity
} from "./chunk-ZAOSD2M5.mjs";
import {
  appendEvents,
  localEventFile,
  readEventIdsSince,
  readWriterFileIds
} from "./chunk-2RMMSY37.mjs";
import {
  parseEventText
} from "./chunk-LTJYTCHL.mjs";
import {
  MEMORY_KINDS
} from "./chunk-G37PHZM2.mjs";
import {
  headReader
} from "./chunk-F5UUBEUZ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  captureDir
} from "./chunk-ZF3FJJCS.mjs";
import {
  redactPlainText,
  removePrivateSpans
} from "./chunk-QXBY2LNL.mjs";
import {
  isPlainObject
} from "./chunk-FT5T7XM2.mjs";

// src/capture/fix-match.ts
var FILE_NAME = /\.[a-z]{1,5}$/;
function normalise(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}
function codeIdentifiers(text) {
  const found = /* @__PURE__ */ new Set();
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*(?:[./][A-Za-z_$][\w$]*)*(?:\(\))?/g)) {
    const name = match[0].replace(/\(\)$/, "");
    const distinctive = /[._/]/.test(name) || /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name) || match[0].endsWith("()");
    if (!distinctive || name.length < 4) continue;
    found.add(name.toLowerCase());
    const base = name.slice(name.lastIndexOf("/") + 1);
    const last = FILE_NAME.test(base) ? base : base.slice(base.lastIndexOf(".") + 1);
    if (last.length >= 4) found.add(last.toLowerCase());
  }
  return [...found];
}
function fixMarks(errorLine, cause) {
  const message = errorLine ? normalise(
    errorLine.replace(/^[\w./-]+\.[A-Za-z]{1,5}:\d+(?::\d+)?:\s*/, "").replace(/\s*\([\w-]+\)\s*$/, "").replace(/^(?:error|fatal|panic)\s*:\s*/i, "")
  ) : "";
  return {
    ...message.length >= 16 ? { message } : {},
    identifiers: codeIdentifiers(`${errorLine ?? ""} ${cause ?? ""}`)
  };
}
function restatesFix(marks, summaryText) {
  if (marks.message && ` ${normalise(summaryText)} `.includes(` ${marks.message} `)) return true;
  const named = new Set(codeIdentifiers(summaryText));
  const matched = marks.identifiers.filter((identifier) => named.has(identifier));
  const shared = matched.filter(
    (identifier) => !matched.some(
      (other) => other !== identifier && (other.endsWith(`.${identifier}`) || other.endsWith(`/${identifier}`))
    )
  );
  return shared.length >= 2 && shared.some((identifier) => !FILE_NAME.test(identifier));
}

// src/capture/prose.ts
var FENCE = /^\s{0,3}(```+|~~~+)/;
var LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
function proseParagraphs(markdown) {
  const paragraphs = [];
  let current = [];
  let fence;
  const flush = () => {
    if (current.length) paragraphs.push({ text: current.join(" ").replace(/\s+/g, " ").trim() });
    current = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(raw);
    if (fence !== void 0) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = void 0;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    const line = raw.trimEnd();
    if (line.trim() === "") {
      flush();
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith(">") || trimmed.startsWith("|") || trimmed.startsWith("#") || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flush();
      continue;
    }
    if (/^( {4,}|\t)/.test(line) && current.length === 0 && !LIST_ITEM.test(line)) continue;
    if (LIST_ITEM.test(line)) {
      flush();
      current.push(line.replace(LIST_ITEM, ""));
      continue;
    }
    current.push(trimmed);
  }
  flush();
  return paragraphs.filter((paragraph) => paragraph.text !== "");
}
var ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|Mr|Mrs|Dr|No)\.)$/i;
function splitSentences(paragraph) {
  const sentences = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i];
    if (char === "`") inCode = !inCode;
    if (inCode || char !== "." && char !== "!" && char !== "?") continue;
    const next = paragraph[i + 1];
    if (next !== void 0 && next !== " ") continue;
    if (char === "." && ABBREVIATIONS.test(paragraph.slice(Math.max(start, i - 7), i + 1)))
      continue;
    const candidate = paragraph.slice(start, i + 1);
    const rest = paragraph.slice(i + 1).trimStart();
    if (rest !== "" && !/^[A-Z0-9"'`*_([]/.test(rest)) continue;
    sentences.push(candidate.trim());
    start = i + 1;
  }
  const last = paragraph.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}
function stripEmphasis(text) {
  if (!/[*_~[]/.test(text)) return text;
  return text.replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/g, "$1").replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2").replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, "$1$2").replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g, "$1$2").replace(/~~(?=\S)([\s\S]*?\S)~~/g, "$1");
}
function truncate(text, max) {
  if (text.length <= max) return text;
  const cut2 = text.slice(0, max - 1);
  if (/\s/.test(text.charAt(max - 1))) return `${cut2.trimEnd()}\u2026`;
  const space = cut2.search(/\s\S*$/);
  return `${space > 0 ? cut2.slice(0, space).trimEnd() : ""}\u2026`;
}
function redactAndTruncate(text, max) {
  return truncate(redactPlainText(text), max);
}

// src/capture/fixed-problems.ts
var CURRENT_PROBLEM = /\b(?:is|are) (?:broken|wrong|incorrect|missing|incomplete|undefined|never (?:called|set|used|reached|shown|displayed|updated)|not (?:defined|set|found|called|initiali[sz]ed|displayed|shown|updated|handled))\b|\b(?:doesn['’]t|does not|don['’]t|do not|can['’]t|cannot|won['’]t) (?:match|work|compile|build|exist|find|handle|load|parse)\b|\b(?:fails|failing|breaks|crashes)\b|\b(?:a bug|the bug|the issue is|the problem is|mismatch|inconsisten(?:t|cy))\b/i;
var REPORTS_FIX = /^(?:fixed|solved|resolved)\b|\bFix(?:ed by)?:\s|\b(?:fixed|solved|resolved) (?:it|this|that|the|by)\b|\b(?:is|are|was|were) (?:now )?(?:fixed|resolved)\b|\bthe (?:issue|problem|bug|root cause) was\b/i;
function statesProblem(memory) {
  return memory.type === "knowledge_acquired" && CURRENT_PROBLEM.test(memory.content) && !REPORTS_FIX.test(memory.content);
}
function reportsFix(memory) {
  return memory.type === "error_resolved" || memory.type !== "approach_rejected" && REPORTS_FIX.test(memory.content);
}
function fixesProblem(problemNames, fixNames, sameSession) {
  const named = new Set(fixNames);
  const shared = problemNames.filter((name) => named.has(name)).length;
  return shared >= (sameSession ? 1 : 2);
}
function fixedReason(fix, sameSession) {
  const text = fix.replace(/\s+/g, " ").replace(/^(?:Goal:.*?)?\bOutcome:\s*/, "").trim();
  return `stale: fixed ${sameSession ? "later in the session" : "in a later session"}: ${truncate(text, 200)}`;
}
function problemsFixedBySession(memories, session) {
  const fixes = memories.filter((memory) => memory.session === session && reportsFix(memory)).map((fix) => ({ fix, names: codeIdentifiers(fix.content) }));
  if (fixes.length === 0) return [];
  const stale = [];
  for (const problem of memories) {
    if (problem.session === session || !statesProblem(problem)) continue;
    const names = codeIdentifiers(problem.content);
    const match = fixes.find(
      ({ fix, names: fixNames }) => fix.branch === problem.branch && problem.ts < fix.ts && fixesProblem(names, fixNames, false)
    );
    if (match)
      stale.push({
        target: problem.id,
        fix: match.fix,
        reason: fixedReason(match.fix.content, false)
      });
  }
  return stale;
}

// src/capture/session-activity.ts
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
var QUIET_SESSION_MS = 10 * 60 * 1e3;
function sizesFile(project) {
  return join(project.paths.localEventsDir, "condensed.json");
}
function readSizes(project) {
  try {
    const parsed = JSON.parse(readFileSync(sizesFile(project), "utf8"));
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
function sessionOf(events, file) {
  return events.find((event) => event.session)?.session ?? basename(file, ".ndjson");
}
function condenseFiles(project, files, options) {
  if (files.length === 0) return [];
  const sizes = readSizes(project);
  const appended = [];
  let changed = false;
  for (const absolute of files) {
    const name = basename(absolute);
    let bytes;
    try {
      bytes = readFileSync(absolute);
    } catch {
      continue;
    }
    const from = sizes[name] ?? 0;
    const end = bytes.lastIndexOf(10) + 1;
    if (end <= from) {
      if (from > bytes.length) {
        sizes[name] = end;
        changed = true;
      }
      continue;
    }
    const events = parseEventText(bytes.subarray(from, end).toString("utf8"), name).entries.map(
      (entry) => entry.event
    );
    const session = sessionOf(events, absolute);
    const condensed = condenseSessionActivity(session, events);
    if (condensed.length) {
      const since = Math.min(...condensed.map((event) => Date.parse(event.ts)));
      let present;
      appendEvents(project.paths, headReader(project.repo), condensed, {
        writer: session,
        now: options.now,
        entropy: options.entropy ?? (() => randomBytes(10)),
        // The writer's current file too, whenever it was started: a condensing that died after its
        // append and before saving the sizes left its events there (the read by file-name time can miss it).
        knownIds: () => present = /* @__PURE__ */ new Set([
          ...readEventIdsSince(project.paths, since),
          ...readWriterFileIds(project.paths, session)
        ])
      });
      appended.push(
        ...present ? condensed.filter((event) => !present.has(event.id)) : condensed
      );
    }
    sizes[name] = end;
    changed = true;
  }
  if (changed)
    writeFileAtomic(sizesFile(project), JSON.stringify(sizes, Object.keys(sizes).sort()) + "\n", {
      makeFolder: true
    });
  return appended;
}
function condenseLocalFiles(project, files, options) {
  return condenseFiles(
    project,
    [...new Set(files)].map((file) => join(project.paths.root, file)),
    options
  );
}
function condenseQuietSessions(project, current, options) {
  let names;
  try {
    names = readdirSync(project.paths.localEventsDir).filter((name) => name.endsWith(".ndjson"));
  } catch {
    return [];
  }
  const sizes = readSizes(project);
  const skip = current ? basename(localEventFile(project.paths, current)) : void 0;
  const due = [];
  for (const name of names.sort()) {
    if (name === skip) continue;
    const absolute = join(project.paths.localEventsDir, name);
    try {
      const stat = statSync(absolute);
      if (stat.size !== (sizes[name] ?? 0) && options.now.getTime() - stat.mtimeMs >= QUIET_SESSION_MS)
        due.push(absolute);
    } catch {
    }
  }
  return condenseFiles(project, due, options);
}

// src/capture/transcript.ts
var RESULT_HEAD_CHARS = 2e3;
var str = (value) => typeof value === "string" ? value : void 0;
var CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
function isPlainlyValid(value) {
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return value >= "1970" && month >= 1 && month <= 12 && day >= 1 && day <= 28 && value.slice(11, 13) < "24" && value.slice(14, 16) < "60" && value.slice(17, 19) < "60";
}
function normalizeTimestamp(value) {
  if (typeof value !== "string" || value.length < 10) return void 0;
  if (CANONICAL_TIME.test(value) && isPlainlyValid(value)) return value;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < 0) return void 0;
  return new Date(ms).toISOString();
}
function resultHead(content) {
  if (typeof content === "string") return content.slice(0, RESULT_HEAD_CHARS);
  if (Array.isArray(content)) {
    let text = "";
    for (const part of content) {
      if (isPlainObject(part) && part.type === "text" && typeof part.text === "string")
        text += (text ? "\n" : "") + part.text;
      if (text.length >= RESULT_HEAD_CHARS) break;
    }
    return text.slice(0, RESULT_HEAD_CHARS);
  }
  return "";
}
function readBlock(value) {
  if (typeof value === "string") return { type: "text", text: value };
  if (!isPlainObject(value)) return void 0;
  switch (value.type) {
    case "text":
      return typeof value.text === "string" ? { type: "text", text: value.text } : void 0;
    case "tool_use": {
      const id = str(value.id);
      const name = str(value.name);
      if (!id || !name) return void 0;
      return { type: "tool_use", id, name, input: isPlainObject(value.input) ? value.input : {} };
    }
    case "tool_result": {
      const toolUseId = str(value.tool_use_id);
      if (!toolUseId) return void 0;
      return {
        type: "tool_result",
        toolUseId,
        isError: value.is_error === true,
        head: resultHead(value.content)
      };
    }
    default:
      return void 0;
  }
}
function readBlocks(content) {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content)) return [];
  const blocks = [];
  for (const part of content) {
    const block = readBlock(part);
    if (block) blocks.push(block);
  }
  return blocks;
}
function readTranscriptRecord(value) {
  if (!isPlainObject(value) || typeof value.type !== "string") return void 0;
  const message = isPlainObject(value.message) ? value.message : void 0;
  const record = {
    type: value.type,
    isSidechain: value.isSidechain === true,
    isMeta: value.isMeta === true,
    isCompactSummary: value.isCompactSummary === true,
    blocks: []
  };
  const uuid = str(value.uuid);
  if (uuid) record.uuid = uuid;
  const timestamp = normalizeTimestamp(value.timestamp);
  if (timestamp) record.timestamp = timestamp;
  const sessionId = str(value.sessionId);
  if (sessionId) record.sessionId = sessionId;
  const agentId = str(value.agentId);
  if (agentId) record.agentId = agentId;
  const gitBranch = str(value.gitBranch);
  if (gitBranch !== void 0) record.gitBranch = gitBranch;
  const cwd = str(value.cwd);
  if (cwd) record.cwd = cwd;
  if (typeof value.parentUuid === "string" || value.parentUuid === null)
    record.parentUuid = value.parentUuid;
  if (record.type === "assistant" || record.type === "user") {
    if (message) {
      const messageId = str(message.id);
      if (messageId) record.messageId = messageId;
      record.blocks = readBlocks(message.content);
      if (record.type === "user" && typeof message.content === "string")
        record.prompt = message.content;
    }
    if (value.toolUseResult !== void 0) record.toolUseResult = value.toolUseResult;
  }
  return record;
}
var SKIPPED_TYPES = /* @__PURE__ */ new Set([
  "progress",
  "file-history-snapshot",
  "queue-operation",
  "system",
  "summary"
]);
var BLOCK_TYPES_WITH_MEMORY = ['"type":"text"', '"type":"tool_use"', '"type":"tool_result"'];
var TYPE_KEY = '"type":"';
var TYPE_KEY_BYTES = Buffer.from(TYPE_KEY);
var SKIPPED_TYPE_BYTES = [...SKIPPED_TYPES].map((type) => Buffer.from(`${type}"`));
function isSkippedRecord(bytes, start, end) {
  const at = bytes.indexOf(TYPE_KEY_BYTES, start);
  if (at < 0 || at >= end) return false;
  const valueAt = at + TYPE_KEY_BYTES.length;
  return SKIPPED_TYPE_BYTES.some((value) => {
    if (valueAt + value.length > end) return false;
    for (let i = 0; i < value.length; i++) if (bytes[valueAt + i] !== value[i]) return false;
    return true;
  });
}
function lineKind(line) {
  const typeAt = line.indexOf(TYPE_KEY);
  if (typeAt >= 0) {
    const valueAt = typeAt + TYPE_KEY.length;
    const value = line.slice(valueAt, line.indexOf('"', valueAt));
    if (SKIPPED_TYPES.has(value)) return "skip";
    if (value === "user") return "user";
    if (value === "thinking")
      return BLOCK_TYPES_WITH_MEMORY.some((marker) => line.includes(marker)) ? "other" : "skip";
    if (value === "message") {
      const content = line.indexOf('"content":[', valueAt);
      const thinkingOnly = content >= 0 && line.startsWith('{"type":"thinking"', content + 11) && !BLOCK_TYPES_WITH_MEMORY.some((marker) => line.includes(marker));
      return thinkingOnly ? "skip" : "other";
    }
  }
  return line.includes('"user"') || line.includes('"assistant"') ? "other" : "skip";
}
var MAX_GLUE_TRIES = 16;
function splitGluedLine(line, first) {
  let at = line.indexOf("}{", first);
  for (let tries = 0; at >= 0 && tries < MAX_GLUE_TRIES; tries++, at = line.indexOf("}{", at + 1)) {
    try {
      return { value: JSON.parse(line.slice(first, at + 1)), rest: line.slice(at + 1) };
    } catch {
    }
  }
  return void 0;
}
function readTranscriptLine(line, kind) {
  let first = 0;
  while (first < line.length && (line[first] === " " || line[first] === "	" || line[first] === "\r"))
    first++;
  if (first === line.length) return { kind: "skipped" };
  if (line[first] !== "{") return { kind: "unreadable", reason: "not a JSON object" };
  if ((kind ?? lineKind(line)) === "skip") return { kind: "skipped" };
  let value;
  let rest;
  try {
    value = JSON.parse(line);
  } catch {
    const glued = splitGluedLine(line, first);
    if (!glued) return { kind: "unreadable", reason: "not valid JSON" };
    ({ value, rest } = glued);
  }
  const record = readTranscriptRecord(value);
  if (!record) return { kind: "unreadable", reason: 'a JSON value without a "type"' };
  return rest === void 0 ? { kind: "record", record } : { kind: "record", record, rest };
}

// src/capture/extract.ts
import { posix as posix2 } from "node:path";
import { createHash } from "node:crypto";

// src/capture/causes.ts
var MAX_ERROR_LINE = 200;
var NOISE_LINE = /^(?:error: )?exit code \d+$|^\[[\w:-]+\] \$ |^\$ |^(?:ok|PASS|---\s*PASS|=== (?:RUN|PAUSE|CONT))\b|^\?\s+\S+\s+\[no test files\]|^(?:npm|pnpm|yarn) (?:ERR!|error) (?:code|path|errno|syscall|A complete log|Lifecycle|command failed|Exit status)|^(?:make|mise|ninja)(?:\[\d+\])?: \*\*\*|^FAIL\s*$|^FAIL\s+\S+\s+[\d.]+s$|^\s*at |^-+$|^=+$|^\s*\^+\s*$|^\s*\d+\s*[|│]|^\[[\w:-]+\] ERROR task failed$|^\d+ issues?:$|^\* [\w-]+: \d+$/i;
var DIAGNOSTIC = /^([\w./-]+\.[A-Za-z]{1,5}):\d+(?::\d+)?:\s*(?![:#])\S/;
function diagnosticFile(line) {
  return DIAGNOSTIC.exec(line)?.[1];
}
var ERROR_WORDS = [
  /\b(?:error|panic|fatal|exception|traceback)\b[:[]/i,
  // A compiler's or linter's diagnostic, `file.go:12:3: message` (not a package header `file.go:1: : # pkg`).
  DIAGNOSTIC,
  /\b(?:undefined|undeclared|not found|no such file|cannot|can't|could not|unable to|permission denied|segmentation fault|assertion|expected|mismatch|invalid|unknown|missing|refused|timed? out|is not|does not|doesn't)\b/i,
  /\b(?:error|failed|failure|fail)\b/i
];
function firstErrorLine(output) {
  const lines = output.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim()).filter((line) => line.length >= 4 && !NOISE_LINE.test(line));
  for (const pattern of ERROR_WORDS) {
    const line = lines.find((candidate) => pattern.test(candidate));
    if (line) return redactAndTruncate(line, MAX_ERROR_LINE);
  }
  return void 0;
}
var CAUSE_PATTERNS = [
  /^(?:so\s+|ah,?\s+|i see[,.]?\s+)?the\s+(?:root\s+|real\s+|actual\s+|underlying\s+)?(?:issue|problem|cause|error|failure|bug|culprit|reason)\b.{0,40}?\s+(?:is|was|seems to be|here is|comes from)\b/i,
  /\b(?:fail(?:s|ed|ing)?|error(?:s|ed)?|broke|breaks|crash(?:es|ed)?|panic(?:s|ked)?)\b.{0,80}\b(?:because|since|due to|as(?! expected| intended| planned| designed))\b/i,
  /\bbecause\b.{8,}/i,
  /^(?:we\s+|I\s+|it\s+|this\s+|the \w+\s+)?needs?\s+(?:to\s+)?\S/i,
  /\b(?:requires?|expects?|is missing|are missing|isn[’']t (?:defined|exported|imported|set)|is not (?:defined|exported|imported|set)|doesn[’']t (?:exist|support|accept|match)|does not (?:exist|support|accept|match)|was (?:removed|renamed|deleted)|no longer exists|wrong|mismatch|undefined|not initiali[sz]ed|nil pointer|out of date)\b/i,
  /\bturns out\b/i
];
var NEXT_STEP = /^(?:let me|let[’']s|now\s|next\s|first\s|then\s|i[’']ll\s|i will\s|i[’']m going to|we[’']ll\s|running|checking|looking|good[,.!]|great[,.!]|perfect[,.!]|all tests pass|tests pass)/i;
function isCauseStatement(sentence) {
  const text = sentence.trim();
  if (text.length < 15 || text.length > 400 || /\?\s*$/.test(text) || NEXT_STEP.test(text))
    return false;
  if (/^(?:if|when|whether|maybe|perhaps|possibly|might|could)\b/i.test(text)) return false;
  if (/^the\s+(?:\w+\s+)?(?:issue|problem|cause|error|failure|bug|culprit|reason)\s+(?:might|may|could)\b/i.test(
    text
  ))
    return false;
  if (/^(?:I|we)\s+need\s+to\s+(?:fix|check|look|see|find|investigate|understand|debug|verify|run|review|examine|figure|update|read|explore)\b/i.test(
    text
  ) && !/\b(?:because|since|as|so that)\b/i.test(text))
    return false;
  if (/\b(?:fail|fails|failed|failing)\s+as\s+(?:expected|intended)\b/i.test(text)) return false;
  return CAUSE_PATTERNS.some((pattern) => pattern.test(text));
}

// src/capture/commands.ts
var INSPECTION_PROGRAMS = /* @__PURE__ */ new Set([
  "ls",
  "ll",
  "la",
  "pwd",
  "cat",
  "bat",
  "head",
  "tail",
  "less",
  "more",
  "wc",
  "which",
  "whereis",
  "type",
  "file",
  "stat",
  "tree",
  "du",
  "df",
  "echo",
  "printf",
  "grep",
  "egrep",
  "rg",
  "ag",
  "ack",
  "find",
  "fd",
  "sort",
  "uniq",
  "cut",
  "tr",
  "column",
  "jq",
  "yq",
  "env",
  "printenv",
  "date",
  "whoami",
  "id",
  "uname",
  "hostname",
  "ps",
  "basename",
  "dirname",
  "realpath",
  "readlink",
  "true",
  "sleep",
  "diff",
  "cmp",
  "md5sum",
  "sha1sum",
  "sha256sum",
  "shasum",
  "xxd",
  "od",
  "hexdump",
  "nl"
]);
var GIT_INSPECTION = /* @__PURE__ */ new Set([
  "status",
  "log",
  "diff",
  "show",
  "blame",
  "ls-files",
  "ls-tree",
  "rev-parse",
  "describe",
  "shortlog",
  "reflog",
  "grep",
  "cat-file",
  "remote",
  "branch",
  "tag",
  "config"
]);
function segments(command) {
  return command.split(/&&|\|\||[;|\n]/).map((part) => part.trim()).filter(Boolean);
}
function words(segment) {
  const found = segment.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const list = found.map((word) => word.replace(/^["']|["']$/g, ""));
  while (list.length > 1 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(list[0])) list.shift();
  return list;
}
function programName(word) {
  return (word ?? "").split("/").pop().toLowerCase();
}
function isInspectionSegment(segment) {
  const list = words(segment);
  const program = programName(list[0]);
  if (program === "cd") return true;
  if (program === "git") {
    const sub = list.slice(1).find((word) => !word.startsWith("-"));
    if (sub === "branch" || sub === "tag" || sub === "remote" || sub === "config") {
      return list.slice(2).every((word) => word.startsWith("-")) || sub === "config" && list.includes("--get");
    }
    return sub !== void 0 && GIT_INSPECTION.has(sub);
  }
  if (program === "find")
    return !list.some((word) => /^-(delete|exec|execdir|ok|fprint)/.test(word));
  if (program === "sed" || program === "jq" || program === "yq")
    return !list.some((word) => /^-[a-z]*i/.test(word));
  if (program === "awk") return true;
  return INSPECTION_PROGRAMS.has(program);
}
function isInspectionCommand(command) {
  const withoutHarmless = command.replace(/\d?>&\d/g, "").replace(/\d?>+\s*\/dev\/null/g, "");
  if (/(^|[^<])>/.test(withoutHarmless.replace(/"[^"]*"|'[^']*'/g, ""))) return false;
  const parts = segments(command);
  return parts.length > 0 && parts.every(isInspectionSegment);
}
var RUNNERS = /* @__PURE__ */ new Set([
  "npm",
  "pnpm",
  "yarn",
  "bun",
  "npx",
  "bunx",
  "uv",
  "poetry",
  "pipenv",
  "hatch",
  "mise"
]);
function retryKey(command) {
  const main = segments(command).find((segment) => {
    const program2 = programName(words(segment)[0]);
    return program2 !== "cd" && program2 !== "export" && program2 !== "source" && program2 !== ".";
  });
  if (!main) return command.trim();
  const list = words(main);
  const program = programName(list[0]);
  const rest = list.slice(1);
  const key = [program];
  for (let i = 0; i < rest.length && key.length < (RUNNERS.has(program) ? 3 : 2); i++) {
    const word = rest[i];
    if (word === "-m" && rest[i + 1]) {
      key.push(rest[++i]);
      continue;
    }
    if (word.startsWith("-") || /[/.=<>&]/.test(word)) {
      if (key.length > 1) break;
      continue;
    }
    key.push(word);
  }
  return key.join(" ");
}
var HARMLESS_FLAGS = /^(?:-v+|--verbose|-q|--quiet|-s|--silent|--colou?r(?:=\S+)?|--no-colou?r|-count=1|--no-cache|-x)$/;
function mainWords(command) {
  const main = segments(command).find((segment) => {
    const program = programName(words(segment)[0]);
    return program !== "cd" && program !== "export" && program !== "source" && program !== ".";
  });
  return main ? words(main.replace(/\d?>&\d|\d?>+\s*\S+/g, " ")) : [];
}
function droppedArguments(failing, passing) {
  const kept = new Set(mainWords(passing));
  return mainWords(failing).slice(1).filter((word) => !kept.has(word) && !HARMLESS_FLAGS.test(word));
}
function commandChanged(failing, passing) {
  return mainWords(failing).join(" ") !== mainWords(passing).join(" ");
}

// src/capture/keyword.ts
var A = `[\u2019']`;
var INTENT = `(?:I${A}ll|I will|I${A}m going to|I am going to|we${A}ll|we will|we${A}re going to|we are going to|let${A}s|let us|let me|I${A}d rather|I${A}ve decided to|I have decided to)`;
var REASON = `(?:,?\\s+(?:because|since|given that|so that)\\s+(?<reason>.+))?`;
var ROUTINE_VERBS = new Set(
  "read reading reread re-read look looking check checking double-check verify verifying rerun re-run search searching grep grepping find finding open opening view viewing inspect inspecting examine examining explore exploring investigate investigating list listing see test testing start starting begin beginning take taking try trying retry retrying ask asking wait waiting continue continuing proceed proceeding fetch fetching call calling launch launching spawn spawning commit committing stage staging push pushing review reviewing print printing show showing display displaying summarize summarise summarizing summarising explain explaining answer answering respond responding mark marking confirm confirming analyze analyse analyzing analysing understand understanding get getting guess guessing help".split(" ")
);
var ROUTINE_RUN_OBJECTS = /* @__PURE__ */ new Set([
  "tests",
  "test",
  "suite",
  "build",
  "linter",
  "lint",
  "checks",
  "check",
  "again",
  "it",
  "them",
  "this",
  "that",
  "command",
  "script"
]);
var LEADING_WORDS = /* @__PURE__ */ new Set(["first", "now", "then", "also", "quickly", "just"]);
var ROUTINE_TOOLS = /* @__PURE__ */ new Set([
  "Read",
  "Edit",
  "Write",
  "Bash",
  "Glob",
  "Grep",
  "Task",
  "Agent",
  "TodoWrite",
  "WebFetch",
  "WebSearch",
  "NotebookEdit",
  "MultiEdit",
  "LS"
]);
var ROUTINE_COMMANDS = /* @__PURE__ */ new Set([
  "grep",
  "rg",
  "ripgrep",
  "find",
  "ls",
  "cat",
  "sed",
  "awk",
  "head",
  "tail",
  "less",
  "subagent",
  "sub-agent",
  "agent"
]);
var PRONOUN_SUBJECT = /^(?:this|that|it|these|those|which|they|doing (?:this|that|it))$/i;
var LEADING_INTENT = new RegExp(`^${INTENT}\\s+`, "i");
function isRoutine(text) {
  if (!text) return false;
  const words3 = text.replace(/^(?:I|we)\s+/i, "").replace(LEADING_INTENT, "").trim().split(/\s+/);
  let i = 0;
  const lower = (at2) => (words3[at2] ?? "").toLowerCase().replace(/[,.;:]+$/, "");
  for (; ; ) {
    if (LEADING_WORDS.has(lower(i))) i++;
    else if (lower(i) === "go" && lower(i + 1) === "ahead" && lower(i + 2) === "and") i += 3;
    else if ((lower(i) === "start" || lower(i) === "begin") && lower(i + 1) === "by") i += 2;
    else break;
  }
  const verb = lower(i);
  if (ROUTINE_VERBS.has(verb)) return true;
  if (verb === "run" || verb === "running") {
    const next = ["the", "it", "them"].includes(lower(i + 1)) && ROUTINE_RUN_OBJECTS.has(lower(i + 2)) ? lower(i + 2) : lower(i + 1);
    return ROUTINE_RUN_OBJECTS.has(next) || next === "test" && lower(i + 2) === "suite";
  }
  if (verb === "figure" && lower(i + 1) === "out" || verb === "do" && (lower(i + 1) === "that" || lower(i + 1) === "this"))
    return true;
  let at = verb === "use" || verb === "using" ? i + 1 : i;
  if (["the", "a", "an"].includes(lower(at))) at++;
  const tool = (words3[at] ?? "").replace(/[,.;:]+$/, "");
  return ROUTINE_TOOLS.has(tool) || ROUTINE_COMMANDS.has(tool.toLowerCase()) || lower(at + 1) === "tool" || lower(at) === "task" && lower(at + 1) === "agent";
}
var notRoutine = (groups) => !isRoutine(groups.what) && !isRoutine(groups.alt);
var INTENT_WORDS = [
  "i'll",
  "i will",
  "i'm going to",
  "i am going to",
  "we'll",
  "we will",
  "we're going to",
  "we are going to",
  "let's",
  "let us",
  "let me",
  "i'd rather",
  "i've decided",
  "i have decided"
];
var APPROACH_WORDS = [
  "approach",
  "pattern",
  "strategy",
  "design",
  "architecture",
  "enum",
  "algorithm",
  "data structure",
  "library",
  "crate",
  "package",
  "framework",
  "format",
  "schema",
  "representation",
  "abstraction",
  "technique"
];
var PATTERNS = [
  {
    kind: "decision",
    needs: [["decision", "decided"]],
    regex: /^(?:decision|decided|we decided|i decided)\s*:\s*(?<what>.+)$/i,
    confidence: 0.9
  },
  {
    kind: "rejection",
    needs: [["rejected", "not doing", "ruled out", "won't do"]],
    regex: /^(?:rejected|not doing|ruled out|won[’']t do)\s*:\s*(?<what>.+)$/i,
    confidence: 0.9
  },
  {
    kind: "learned",
    needs: [
      [
        "til",
        "today i learned",
        "lesson",
        "lessons",
        "learned",
        "note to self",
        "insight",
        "learning"
      ]
    ],
    regex: /^(?:TIL|today I learned|lessons? learned|learned|note to self|key (?:insight|learning)|insight)\s*:\s*(?<what>.+)$/i,
    confidence: 0.8
  },
  {
    kind: "gotcha",
    needs: [["gotcha", "caveat", "pitfall", "watch out", "beware"]],
    regex: /^(?:gotcha|caveat|pitfall|watch out|beware)\s*:\s*(?<what>.+)$/i,
    confidence: 0.8
  },
  {
    kind: "decision",
    needs: [
      [
        "chose",
        "choose",
        "picked",
        "pick",
        "opted for",
        "went with",
        "selected",
        "settled on",
        "prefer",
        "preferred"
      ],
      ["over", "instead of", "rather than"]
    ],
    regex: new RegExp(
      `(?:^|\\b(?:I|we)\\s+(?:have\\s+|${A}ve\\s+)?)(?:chose|choose|picked|opted for|went with|selected|settled on|prefer(?:red)?)\\s+(?<what>.+?)\\s+(?:over|instead of|rather than)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
      "i"
    ),
    confidence: 0.9,
    keep: notRoutine
  },
  {
    kind: "rejection",
    needs: [["decided"]],
    regex: new RegExp(
      `\\b(?:I|we)(?:${A}ve|\\s+have)?\\s+decided\\s+(?:not\\s+to\\s+|against\\s+)(?<what>.+?)${REASON}$`,
      "i"
    ),
    confidence: 0.8,
    keep: (groups) => !isRoutine(groups.what)
  },
  {
    kind: "decision",
    needs: [["rather than", "instead of"]],
    regex: new RegExp(
      `^(?:so\\s+|but\\s+)?(?:rather than|instead of)\\s+(?<alt>[^,]+?),\\s*(?:${INTENT}|I|we)\\s+(?<what>.+?)${REASON}$`,
      "i"
    ),
    confidence: 0.8,
    keep: notRoutine
  },
  {
    kind: "decision",
    needs: [INTENT_WORDS, ["instead of", "rather than"]],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>.+?)\\s+(?:instead of|rather than)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
      "i"
    ),
    confidence: 0.8,
    keep: notRoutine
  },
  {
    kind: "decision",
    needs: [
      [
        "used",
        "chose",
        "went with",
        "switched",
        "moved",
        "migrated",
        "picked",
        "opted for",
        "kept"
      ],
      ["instead of", "rather than", "over"]
    ],
    regex: new RegExp(
      `^(?:used|chose|went with|switched to|moved to|migrated to|picked|opted for|kept)\\s+(?<what>.+?)\\s+(?:instead of|rather than|over)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
      "i"
    ),
    confidence: 0.75,
    keep: notRoutine
  },
  {
    kind: "decision",
    needs: [["go with"]],
    regex: new RegExp(
      `\\b(?:let${A}s|I${A}ll|we${A}ll|I will|we will|I${A}m going to|we${A}re going to)\\s+go\\s+with\\s+(?<what>.+?)${REASON}$`,
      "i"
    ),
    confidence: (groups) => groups.reason ? 0.8 : 0.75,
    keep: (groups) => !/^(?:it|that|this|the flow)\b/i.test(groups.what ?? "")
  },
  {
    kind: "decision",
    needs: [["switch", "switching", "move", "moving", "migrate", "migrating"]],
    regex: new RegExp(
      `\\b(?:${INTENT}|I${A}m|we${A}re|I am|we are)\\s+(?:switch|switching|move|moving|migrate|migrating)\\s+(?:over\\s+)?to\\s+(?<what>.+?)${REASON}$`,
      "i"
    ),
    confidence: (groups) => groups.reason ? 0.8 : 0.6,
    keep: notRoutine
  },
  {
    kind: "decision",
    needs: [INTENT_WORDS, ["because", "since", "given that"]],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>(?:use|adopt|keep|store|represent|model|rely on|stick with|go for|pick)\\b.+?)\\s+(?:because|since|given that)\\s+(?<reason>.+)$`,
      "i"
    ),
    // "I'll store it in a variable since…" is a detail more often than a choice.
    confidence: (groups) => /^(?:keep|store|represent|model)\b/i.test(groups.what ?? "") ? 0.55 : 0.7,
    keep: notRoutine
  },
  {
    kind: "decision",
    needs: [INTENT_WORDS, APPROACH_WORDS],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>(?:use|adopt|take|go for|implement)\\s+(?:a|an|the)?\\s*[^.]*?\\b(?:approach|pattern|strategy|design|architecture|enum|algorithm|data structure|library|crate|package|framework|format|schema|representation|abstraction|technique)\\b(?<purpose>.*))$`,
      "i"
    ),
    confidence: (groups) => /^\s*(?:\S+\s+){0,6}?(?:to|for|so)\b/i.test(groups.purpose ?? "") ? 0.6 : 0.5,
    // "a different approach", "another approach": a change of tack with nothing to remember.
    keep: (groups) => notRoutine(groups) && !/\b(?:a\s+)?(?:different|another|other|new|simpler|more \w+|targeted|alternative)\s+(?:approach|strategy|technique)\b|\bor\s+(?:try|use|go|just|maybe)\b/i.test(
      groups.what ?? ""
    )
  },
  {
    kind: "decision",
    needs: [["decided"]],
    regex: /\b(?:I|we)(?:[’']ve|\s+have)?\s+decided\s+to\s+(?<what>.+)$/i,
    confidence: 0.6,
    keep: (groups) => !isRoutine(groups.what)
  },
  {
    kind: "decision",
    needs: [
      ["best", "better", "simplest", "cleanest", "safest", "right", "correct", "preferred"],
      ["approach", "option", "solution", "way", "choice", "design"]
    ],
    regex: /\bthe\s+(?:best|better|simplest|cleanest|safest|right|correct|preferred)\s+(?:approach|option|solution|way|choice|design)\s+(?:here\s+)?(?:is|would be|will be)\s+(?:to\s+)?(?<what>.+)$/i,
    confidence: 0.6,
    keep: (groups) => !isRoutine(groups.what)
  },
  {
    kind: "rejection",
    needs: [
      ["work"],
      [
        "won't",
        "will not",
        "wouldn't",
        "would not",
        "can't",
        "cannot",
        "doesn't",
        "does not",
        "isn't"
      ]
    ],
    regex: /^(?<what>.+?)\s+(?<verb>won[’']t|will not|wouldn[’']t|would not|can[’']t|cannot|doesn[’']t|does not|isn[’']t going to)\s+work\b(?<rest>.*)$/i,
    confidence: (groups) => {
      const reason = /(?:because|since|given that|as|:|—|–|-)\s+(.+)$/i.exec(
        groups.rest ?? ""
      )?.[1];
      const pronoun = PRONOUN_SUBJECT.test((groups.what ?? "").trim());
      const present = /does/i.test(groups.verb ?? "");
      if (!reason) return pronoun || present ? void 0 : 0.55;
      return pronoun ? 0.5 : 0.7;
    },
    keep: (groups) => !/^(?:I|we|you)\b/i.test(groups.what ?? "")
  },
  {
    kind: "rejection",
    needs: [
      ["use"],
      ["shouldn't", "should not", "can't", "cannot", "mustn't", "must not", "don't"]
    ],
    regex: /\b(?:we|I|you)\s+(?:shouldn[’']t|should not|can[’']t|cannot|mustn[’']t|must not|don[’']t want to)\s+(?<what>use\s+.+?)\s+(?:because|since|given that|as)\s+(?<reason>.+)$/i,
    confidence: 0.7
  },
  {
    kind: "rejection",
    needs: [["avoid"]],
    regex: new RegExp(
      `\\b${INTENT}\\s+(?<what>avoid\\s+.+?)\\s+(?:because|since|given that|as)\\s+(?<reason>.+)$`,
      "i"
    ),
    confidence: 0.6
  },
  {
    kind: "rejection",
    needs: [["not an option", "not viable", "not feasible", "not suitable", "not a good fit"]],
    regex: /^(?<what>.+?)\s+(?:is|are|was|were)\s+not\s+(?:an option|viable|feasible|suitable|a good fit)\b,?\s*(?:because|since|as|given that)?\s*(?<reason>.*)$/i,
    confidence: 0.65,
    keep: (groups) => !PRONOUN_SUBJECT.test((groups.what ?? "").trim()) || Boolean(groups.reason)
  },
  {
    kind: "fix",
    needs: [["fix", "solution", "workaround", "remedy"]],
    regex: /\bthe\s+(?:real\s+|actual\s+|simplest\s+|right\s+|proper\s+|correct\s+)?(?:fix|solution|workaround|remedy)\s+(?:here\s+)?(?:is|was|will be)\s+(?:to\s+)?(?<what>.+)$/i,
    confidence: 0.6
  },
  {
    kind: "fix",
    needs: [["by"], ["fixed", "resolved", "solved", "worked around"]],
    regex: /\b(?:fixed|resolved|solved|worked around)\s+(?:it|this|that|the\s+(?:issue|problem|bug|error|failure|crash|test))\s+by\s+(?<what>.+)$/i,
    confidence: 0.6
  },
  {
    kind: "cause",
    needs: [["cause", "problem", "issue", "error", "bug", "failure", "culprit"]],
    regex: /\bthe\s+(?:root\s+)?(?:cause|problem|issue|error|bug|failure|culprit)\s+(?:is|was|here is)\s+(?:that\s+|because\s+|caused by\s+)(?<what>.+)$/i,
    confidence: 0.5
  },
  {
    kind: "cause",
    needs: [["because"]],
    regex: /\b(?:fails|failed|failing|crashes|crashed|breaks|broke)\s+because\s+(?<what>.+)$/i,
    confidence: 0.5
  },
  {
    kind: "learned",
    needs: [["turns out"]],
    regex: /^(?:so\s+)?(?:it\s+)?turns out(?:\s+that)?,?\s+(?<what>.+)$/i,
    confidence: 0.5
  },
  // Terse statements of how things are, the way real sessions write lessons: "X requires Y",
  // "X doesn't support Y", "X must be Y". The subject must name something (not "it", "I", "we").
  {
    kind: "learned",
    needs: [["requires", "expects", "must", "depends", "only"]],
    regex: new RegExp(
      `^(?:[^;:]{0,80}?,\\s+(?:but|and|so|while|whereas|yet)\\s+|but\\s+|so\\s+|and\\s+)?(?<subject>[^,;:]{3,80}?)\\s+(?:requires|expects|must be|must have|must not|mustn${A}t|depends on|only (?:supports|works|runs|accepts|applies))\\b(?<what>.{3,})$`,
      "i"
    ),
    confidence: 0.6,
    keep: (groups) => namesSomething(groups.subject)
  },
  {
    kind: "learned",
    needs: [
      [
        "doesn't",
        "does not",
        "don't",
        "do not",
        "isn't",
        "is not",
        "aren't",
        "are not",
        "can't",
        "cannot",
        "won't",
        "never"
      ]
    ],
    regex: new RegExp(
      `^(?:[^;:]{0,80}?,\\s+(?:but|and|so|while|whereas|yet)\\s+|but\\s+|so\\s+|and\\s+|however,?\\s+|note:?\\s+)?(?<subject>[^,;:]{3,80}?)\\s+(?:doesn${A}t|does not|don${A}t|do not|isn${A}t|is not|aren${A}t|are not|can${A}t|cannot|won${A}t|never)\\s+(?:(?:get|gets|be|been|yet|actually|automatically|currently|always)\\s+)?(?<verb>support|accept|allow|handle|include|build|built|compile|create|call|run|use|return|match|parse|implement|implemented|persist|preserve|propagate|trigger|export|exported|work with|set|defined|cover|read|write)\\w*\\b(?<what>.*)$`,
      "i"
    ),
    confidence: 0.55,
    keep: (groups) => namesSomething(groups.subject)
  },
  {
    kind: "cause",
    needs: [["issue", "problem", "culprit", "bug"]],
    regex: /^(?:so\s+|ah,?\s+|i see[,.]?\s+)?the\s+(?:root\s+|real\s+|actual\s+|underlying\s+)?(?:issue|problem|culprit|bug)\s+(?:is|was)\s+(?<what>(?!to\b).{8,})$/i,
    confidence: 0.5
  },
  {
    kind: "decision",
    needs: [["since"], INTENT_WORDS],
    regex: new RegExp(`^since\\s+(?<reason>[^,]{8,}),\\s*${INTENT}\\s+(?<what>.+)$`, "i"),
    confidence: 0.6,
    keep: notRoutine
  }
];
var VAGUE_SUBJECT = /^(?:it|this|that|these|those|they|there|which|what|who|i|we|you|he|she|one|everything|nothing|something|anything|all|both|each|the (?:user|assistant)|this (?:one|time|approach|way))$/i;
function namesSomething(subject) {
  const text = (subject ?? "").split(/\s[-—–]\s/).pop().trim().replace(/^(?:but|so|and|also|now|note that|however)\s+/i, "");
  if (text === "" || VAGUE_SUBJECT.test(text) || /^(?:I|we|you)\b/i.test(text)) return false;
  if (/^(?:if|when|unless|once|let|let's|let me|now|then|maybe|perhaps)\b/i.test(text))
    return false;
  return text.split(/\s+/).length <= 10;
}
var PATTERNS_BY_WORD = /* @__PURE__ */ new Map();
PATTERNS.forEach((pattern, index) => {
  for (const needed of pattern.needs[0]) {
    const word = needed.split(" ")[0];
    const list = PATTERNS_BY_WORD.get(word) ?? [];
    if (!list.includes(index)) list.push(index);
    PATTERNS_BY_WORD.set(word, list);
  }
});
var withIndices = /* @__PURE__ */ new Map();
function indexedRegex(pattern) {
  let regex = withIndices.get(pattern);
  if (!regex)
    withIndices.set(pattern, regex = new RegExp(pattern.regex.source, `${pattern.regex.flags}d`));
  return regex;
}
var NOT_A_STATEMENT_START = new Set(
  "if when whenever unless once whether should would could can do does did shall please maybe perhaps alternatively optionally".split(
    " "
  )
);
var NOT_A_STATEMENT_PHRASES = [
  "will you",
  "want me",
  "let me know",
  "feel free",
  "one option",
  "another option"
];
var OFFER_OR_HYPOTHETICAL = [
  "if you",
  "would you",
  "do you want",
  "you could",
  "you might",
  "or should",
  "if needed",
  "if necessary",
  "we could",
  "i could",
  "might want"
];
function isNotAStatement(sentence, lower) {
  if (/\?\s*$/.test(sentence)) return true;
  const first = /^[a-z']+/.exec(lower)?.[0] ?? "";
  if (NOT_A_STATEMENT_START.has(first) || NOT_A_STATEMENT_PHRASES.some((phrase) => lower.startsWith(phrase)))
    return true;
  return OFFER_OR_HYPOTHETICAL.some((phrase) => containsWords(lower, phrase));
}
var isLetter = (char) => char !== void 0 && char >= "a" && char <= "z";
function containsWords(lower, phrase) {
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    if (!isLetter(lower[at - 1]) && !isLetter(lower[at + phrase.length])) return true;
  }
  return false;
}
function maskCode(text) {
  return text.replace(/`[^`]*`/g, (code) => "`" + "x".repeat(Math.max(code.length - 2, 0)) + "`");
}
function cleanFragment(text) {
  if (text === void 0) return void 0;
  const trimmed = text.trim().replace(/[\s.,;:!]+$/, "").trim();
  return trimmed === "" ? void 0 : trimmed;
}
function groupsOf(match, original) {
  const groups = {};
  const indices = match.indices?.groups ?? {};
  for (const [name, span] of Object.entries(indices))
    groups[name] = span ? original.slice(span[0], span[1]) : void 0;
  return groups;
}
function matchSentence(sentence) {
  if (sentence.length < 12 || sentence.length > 600) return void 0;
  const masked = sentence.includes("`") ? maskCode(sentence) : sentence;
  const lower = masked.toLowerCase().replaceAll("\u2019", "'");
  const words3 = lower.split(/[^a-z0-9']+/);
  let indexed;
  for (const word of words3) {
    const hits = PATTERNS_BY_WORD.get(word);
    if (hits) for (const index of hits) (indexed ??= /* @__PURE__ */ new Set()).add(index);
  }
  if (!indexed) return void 0;
  const wordSet = new Set(words3);
  const has = (needed) => {
    const space = needed.indexOf(" ");
    return space < 0 ? wordSet.has(needed) : wordSet.has(needed.slice(0, space)) && lower.includes(needed);
  };
  const candidates = [...indexed].sort((a, b) => a - b).map((index) => PATTERNS[index]).filter((pattern) => pattern.needs.every((group) => group.some(has)));
  if (candidates.length === 0) return void 0;
  if (isNotAStatement(sentence, lower)) return void 0;
  const bare = sentence.replace(/[\s.!]+$/, "");
  const maskedBare = masked.slice(0, bare.length);
  for (const pattern of candidates) {
    const match = indexedRegex(pattern).exec(maskedBare);
    if (!match) continue;
    const groups = groupsOf(match, bare);
    if (pattern.keep && !pattern.keep(groups)) continue;
    const confidence = typeof pattern.confidence === "number" ? pattern.confidence : pattern.confidence(groups);
    if (confidence === void 0) continue;
    const result = {
      kind: pattern.kind,
      confidence,
      sentence: truncate(sentence, 500)
    };
    const reason = cleanFragment(groups.reason);
    if (reason) result.reason = truncate(reason, 300);
    const alternative = cleanFragment(groups.alt);
    if (alternative) result.alternatives = [truncate(alternative, 200)];
    if (pattern.kind === "fix" || pattern.kind === "cause") {
      const detail = cleanFragment(groups.what);
      if (detail) result.detail = truncate(detail, 300);
    }
    return result;
  }
  return void 0;
}
function matchParagraphs(paragraphs) {
  const matches = [];
  const seen = /* @__PURE__ */ new Set();
  for (const paragraph of paragraphs) {
    for (const raw of splitSentences(paragraph.text)) {
      const sentence = stripEmphasis(raw).replace(/\s+/g, " ").trim();
      if (seen.has(sentence)) continue;
      seen.add(sentence);
      const match = matchSentence(sentence);
      if (match) matches.push(match);
    }
  }
  return matches;
}
function decisionDetails(text) {
  const details = {};
  const masked = maskCode(text);
  const because = /\s(?:because|since|given that|so that)\s+(.+)$/is.exec(masked) ?? /\s(?:—|–|--|-)\s+(.+)$/s.exec(masked);
  if (because) {
    const reason = cleanFragment(
      text.slice(because.index + because[0].length - because[1].length)
    );
    if (reason) details.reason = truncate(reason, 300);
  }
  const over = /\b(?:over|instead of|rather than)\s+(.+?)(?=\s+(?:because|since|given that|so that)\b|[,;]|\s(?:—|–|--|-)\s|\.\s|\.?$)/is.exec(
    masked
  );
  if (over) {
    const start = over.index + over[0].length - over[1].length;
    const alternative = cleanFragment(text.slice(start, start + over[1].length));
    if (alternative) details.alternatives = [truncate(alternative, 200)];
  }
  return details;
}
var FIRST_PERSON_OPENING = new RegExp(
  `^(?:(?:so|now|then|ok(?:ay)?),?\\s+)?${INTENT}\\s+(?=[a-z])`,
  "i"
);
function decisionAsFact(sentence) {
  const opening = FIRST_PERSON_OPENING.exec(sentence);
  if (!opening) return sentence;
  const rest = sentence.slice(opening[0].length);
  if (/\b(?:I|me|my|we|us|our)\b/i.test(rest.replace(/`[^`]*`/g, ""))) return sentence;
  return (rest.charAt(0).toUpperCase() + rest.slice(1)).replace(/\s*:\s*$/, ".");
}
function filesNamed(sentence) {
  const files = /* @__PURE__ */ new Set();
  for (const match of sentence.matchAll(/`([^`\s]+)`/g)) {
    const name = match[1].replace(/[:,]\d+(?:-\d+)?$/, "");
    if (/^[\w./-]+\.[A-Za-z][A-Za-z0-9]{0,5}$/.test(name) && !/^\d/.test(name) && !/\(\)$/.test(name))
      files.add(name);
  }
  return [...files].slice(0, 8);
}

// src/capture/instructions.ts
var MAX_SENTENCE = 300;
var FILLER = /^(?:(?:ok(?:ay)?|also|and|but|so|btw|yes|yeah|no|nope|great|thanks|cool|right|hmm|oh|well|please|pls|one more thing)\b[,.!:]?\s+)+/i;
var STANDING_START = /^(?:always|never|don[’']?t|do not|dont|stop|avoid|make sure (?:to|you|that)|remember to|from now on|going forward|prefer|keep(?!\s+(?:all\b|the\b|these\b|those\b|this\b|that\b|them\b|it\b|both\b|backwards?\b|in mind|that in mind|this in mind|going|on\b|up\b|it up|at it|trying|looking|working|reading|digging|calm|track|an eye|me posted|me updated|me informed))|no more|only ever)\b/i;
var STANDING_ANYWHERE = /\b(?:from now on|going forward|every time|each time|whenever you|(?:you|we) should (?:always|never)|(?:please|you must|we must|must) (?:always|never)|I (?:always )?(?:want|need|prefer|like) (?:you )?to (?:always|never)|I(?:'d| would)? prefer|we (?:always|never) |let[’']?s (?:always|never)|(?:always|never) (?:use|run|commit|push|ask|write|add|keep|call|put|create|check|test|update))\b/i;
var USE_NOT = /^(?:please\s+)?(?:use|prefer|go with|stick (?:to|with))\s+.{1,60}?\s+(?:not|instead of|rather than|over)\s+\S/i;
var IN_PASSING = /^(?:don[’']?t|do not|dont)\s+(?:worry|know|think|see|understand|get|mind|care|have|remember|bother|need|believe|want to (?:break|lose)|forget,)\b/i;
var NOT_AN_INSTRUCTION = /^(?:can|could|would|should|why|what|how|where|when|is|are|do|does|did|will|shall|which|who)\b/i;
var WORK_REQUEST = /^(?:(?:let[’']?s|lets)\s+(?!always\b|never\b|not\b|stop\b|avoid\b|keep\b|make sure\b|use\b|prefer\b)|(?:rename|add|fix|change|update|move|remove|delete|implement|create|refactor|replace|write)\s)/i;
var FROM_NOW_ON = /\b(?:from now on|going forward)\b/i;
function isStandingInstruction(sentence) {
  const text = sentence.trim();
  if (text.length < 8 || text.length > MAX_SENTENCE) return false;
  if (/\?\s*$/.test(text) || NOT_AN_INSTRUCTION.test(text) || IN_PASSING.test(text)) return false;
  if (WORK_REQUEST.test(text) && !FROM_NOW_ON.test(text)) return false;
  if (/^never\s+mind\b/i.test(text)) return false;
  return STANDING_START.test(text) || USE_NOT.test(text) || STANDING_ANYWHERE.test(text);
}
function standingInstructions(text) {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("/") || trimmed.startsWith("<")) return [];
  const found = [];
  const lines = trimmed.split(/\r?\n/).slice(0, 12);
  let fenced = false;
  for (const line of lines) {
    const plain = line.trim();
    if (plain.startsWith("```") || plain.startsWith("~~~")) fenced = !fenced;
    if (fenced) continue;
    if (plain === "" || plain.startsWith(">") || plain.startsWith("```") || plain.startsWith("|") || /^\s{4}/.test(line))
      continue;
    for (const raw of splitSentences(plain.replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, ""))) {
      const sentence = raw.replace(FILLER, "").trim();
      if (!isStandingInstruction(sentence)) continue;
      const stored = redactAndTruncate(
        sentence.charAt(0).toUpperCase() + sentence.slice(1),
        MAX_SENTENCE
      );
      if (!found.includes(stored)) found.push(stored);
    }
  }
  return found;
}
var ASKS_HOW_THINGS_ARE = /^(?:when|how|why|what|where|which|who|is|are|does|do|did|was|were|has|have|isn[’']t|aren[’']t|doesn[’']t|can you (?:explain|help me understand|tell me|check whether|check if|recheck|see)|could you (?:explain|tell me)|I (?:wonder|am wondering|'m wondering))\b/i;
function isQuestionAboutTheCode(text) {
  const trimmed = text.trim().replace(FILLER, "");
  if (trimmed.length < 12 || trimmed.length > 600 || trimmed.startsWith("/") || trimmed.startsWith("<"))
    return false;
  if (!/\?\s*$/.test(trimmed) && !/\bI (?:wonder|am wondering|'m wondering)\b/i.test(trimmed))
    return false;
  return ASKS_HOW_THINGS_ARE.test(trimmed) || /\b(?:I wonder|wondering)\b/i.test(trimmed);
}

// src/capture/judge-model.ts
var JUDGE_MODEL = {
  weights: [
    -1.592,
    // bias
    0.4546,
    // type:decision_made
    -0.0112,
    // type:approach_rejected
    -0.5563,
    // type:knowledge_acquired
    -0.3787,
    // type:error_resolved
    0.3357,
    // type:preference_noted
    0.6183,
    // origin:summary-errors
    0.5005,
    // origin:summary-problems
    0.1197,
    // origin:summary-concepts
    0,
    // origin:summary-files
    -0.2537,
    // origin:summary-user
    0,
    // origin:summary-other
    0,
    // origin:turn-report
    0,
    // origin:turn-reply
    0.5533,
    // origin:turn-choice
    -0.7463,
    // origin:turn-episode
    0.5829,
    // origin:episode
    -0.4599,
    // origin:prose
    -0.8345,
    // origin:paragraph
    -0.0287,
    // origin:report
    0.5894,
    // origin:prompt
    0.0964,
    // origin:prompt-statement
    -0.4638,
    // origin:rejection
    -0.4297,
    // origin:answer
    1.5595,
    // length
    0.7573,
    // sentences
    0.6511,
    // identifiers
    0.6696,
    // code-span
    -0.2673,
    // file-path
    0.4298,
    // cue:cause
    -0.8071,
    // cue:fix
    -0.67,
    // cue:choice
    0.0963,
    // cue:constraint
    0.0627,
    // cue:rejection
    0.5439,
    // cue:open
    -0.4156,
    // cue:narration
    -0.547,
    // cue:question
    -0.3483,
    // cue:activity
    -0.2003,
    // cue:hedge
    -0.8562,
    // cue:trivial
    0.7274,
    // cue:correction
    0.5872,
    // cue:reversal
    -0.788,
    // pronoun-start
    -1.1866,
    // fragment
    0.7098,
    // first-person
    0.1766,
    // says-user
    0.2402,
    // digits
    0.2794,
    // has-reason
    -0.6436,
    // has-cause
    0.119,
    // has-fix
    -0.221,
    // states-cause-and-fix
    0,
    // unresolved
    -0.0883,
    // outside-path
    0.3248,
    // long
    0.1346,
    // request
    -0.2208,
    // first-person-plan
    -0.1173,
    // no-clause
    -1.226,
    // lint
    -0.2163,
    // status-only
    0.2408,
    // opening:0
    1.0988,
    // opening:1
    -0.2166,
    // opening:2
    -0.4623,
    // opening:3
    0.3383,
    // opening:4
    -0.2046,
    // opening:5
    0.6237,
    // opening:6
    -0.4246,
    // opening:7
    -0.2906,
    // opening:8
    0.0654,
    // opening:9
    0.0178,
    // opening:10
    -0.3279,
    // opening:11
    -0.1899,
    // opening:12
    0.3881,
    // opening:13
    -0.5379,
    // opening:14
    -0.2745
    // opening:15
  ],
  threshold: 0.5
};

// src/capture/statements.ts
function statementsOf(markdown) {
  const statements = [];
  let lead;
  for (const raw of markdownUnits(markdown)) {
    const text = stripEmphasis(raw.text).replace(/\s+/g, " ").trim();
    if (text === "") continue;
    const sentences = splitSentences(text).map((sentence) => sentence.trim()).filter(Boolean);
    statements.push({ text, sentences, item: raw.item, ...raw.item && lead ? { lead } : {} });
    if (!raw.item) lead = /:\s*$/.test(text) ? text : void 0;
  }
  return statements;
}
function markdownUnits(markdown) {
  const items = /* @__PURE__ */ new Set();
  for (const line of markdown.split(/\r?\n/)) {
    const match = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (match) items.add(match[1].replace(/\s+/g, " ").trim().slice(0, 40));
  }
  return proseParagraphs(markdown).map((paragraph) => ({
    text: paragraph.text,
    item: items.has(paragraph.text.slice(0, 40))
  }));
}
var CUES = {
  /** States why something failed or works as it does. */
  cause: /\b(?:because|root cause|caused by|due to|the (?:real |actual |underlying )?(?:issue|problem|bug|culprit|cause|reason) (?:is|was|here)|turns? out|the reason\b|which (?:meant|means|caused)|that(?:'s| is) why|so (?:it|the|they|we) (?:never|always|didn't|doesn't|couldn't|can't))\b/i,
  /** States what was done to fix it. */
  fix: /\b(?:fixed (?:by|it|this|the)|the fix (?:is|was)|to fix (?:this|it)|resolved (?:by|it)|fixes (?:the|it|this)|now (?:correctly|properly)|(?:changed|replaced|switched|moved|renamed) .{1,80}? (?:to|with|into)\b)/i,
  /** States a choice and usually its alternative. */
  choice: /\b(?:instead of|rather than|in favou?r of|decided|chose|chosen|opted|went with|go with|settled on|prefer(?:red)?|is cleaner|is simpler|is better|the better|recommend(?:ed)?|so that|to avoid|we (?:keep|use|store|want)|should (?:be|use|stay|keep|not)|trade-?off)\b/i,
  /** States how things are, durably. */
  constraint: /\b(?:must(?:n't| not)?|never|always|only (?:works|runs|when|if|on|in|for)|cannot|can't|requires?|required|needs? to be|is not supported|unsupported|by design|intentional(?:ly)?|expects?|relies on|depends on|is (?:only )?(?:called|created|written|stored|read|run|set) (?:in|by|at|when|from|before|after))\b/i,
  /**
   * Rules something out. "No longer" only where it gives something up ("we no longer use
   * X"): "orphaned sessions whose branch no longer exists are cleaned up" says how things are.
   */
  rejection: /\b(?:won't work|wouldn't work|doesn't work|does not work|not (?:a good|the right) (?:idea|approach|fit)|ruled out|rejected|decided against|no longer (?:use|need|want|recommend|support|do)|reverted|revert(?:ing)? (?:the|this|that)|drop(?:ped)? the idea|not worth|overkill|too (?:complex|slow|risky))\b/i,
  /** Says something is left open. */
  open: /\b(?:not yet (?:fixed|done|implemented|resolved|working)|still (?:fail(?:s|ing)?|broken|open|needs?|missing|to do|unresolved)|remaining (?:work|issues?|tasks?|failures?)|left to do|(?:a |one )?todo\b|next steps?:|follow-?up (?:work|needed|task)|tomorrow|pick (?:this|it) up|unresolved|not (?:fixed|resolved|done) yet|(?:is|are) (?:still )?pending|(?:we|you) (?:still )?need to)\b/i,
  /** Narration of the next step, or talk about the conversation itself. */
  narration: /^(?:let me|let['’]s (?:check|look|see|run|try|start|verify|read|first)|now (?:I|let)|next,? I|I['’]ll|I will|I['’]m going to|I need to|I should|first,? (?:I|let)|perfect|great|excellent|good|done|ok(?:ay)?|sure|got it|you['’]re (?:absolutely )?right|ah|oh|hmm|looking at|checking|running|reading)\b/i,
  /** A question rather than a statement. */
  question: /\?\s*$/,
  /** Reports of work done rather than facts about the code. */
  activity: /^(?:(?:I(?:'ve| have)?|we(?:'ve| have)?)\s+)?(?:added|updated|created|implemented|removed|renamed|changed|wrote|refactored|moved|deleted|cleaned up|ran|verified|tested|built|committed|pushed|extracted|introduced)\b/i,
  /** Guessing rather than stating. */
  hedge: /\b(?:might|maybe|perhaps|possibly|probably|could be|may be|seems? to|I think|I suspect|likely)\b/i,
  /** A mistake fixed on the spot that teaches nothing. */
  trivial: /\b(?:typo|unused (?:import|variable)|missing (?:import|semicolon)|import (?:order|cycle)?\s*(?:fix|lint)|gofmt|go fmt|prettier|formatting|whitespace|lint(?:er|ing)? (?:error|warning|issue|nit)s?|golangci|compile error|syntax error|unused parameter|shadow(?:ed|s)? declaration)\b/i,
  /** The user correcting what the assistant said or did. */
  correction: /^(?:no\b|nope\b|not quite|that['’]s (?:not|wrong)|this is (?:not|wrong)|wrong\b|actually\b|but\b|hm+,? no|I don['’]t think|that doesn['’]t|it['’]s not|you (?:misunderstood|got it wrong)|instead\b|rather\b|wait\b|hold on)/i,
  /** The user taking a choice back. */
  reversal: /\b(?:thinking (?:about it )?again|on second thought|actually,? let['’]s|let['’]s not|revert (?:that|this|it)|undo (?:that|this|it)|go back to|change (?:it|that) back|remove (?:it|that|this) again|don['’]t do that|scratch that)\b/i
};
function cuesOf(text) {
  const found = /* @__PURE__ */ new Set();
  for (const name of Object.keys(CUES)) if (CUES[name].test(text)) found.add(name);
  return found;
}
function subjectOf(text) {
  for (const match of text.matchAll(/`([^`\n]{2,80})`/g)) {
    const span = match[1].trim();
    if (/^[\w$.\-/:@()[\]<>*]+$/.test(span) && /[A-Za-z]/.test(span))
      return span.replace(/\(\)$/, "");
  }
  return codeIdentifiers(text)[0];
}
var STOP_WORDS = new Set(
  "the a an and or but of to in on at by for with from into onto that this these those it its is are was were be been being has have had do does did not no so as if then than when while which who what where why how all any each both more most some such only own same can could should would will just also now there here their they them we our you your i my me he she his her".split(
    " "
  )
);
function contentWords(text) {
  const words3 = /* @__PURE__ */ new Set();
  for (const word of text.toLowerCase().split(/[^a-z0-9_.]+/)) {
    const clean2 = word.replace(/^\.+|\.+$/g, "");
    if (clean2.length >= 3 && !STOP_WORDS.has(clean2)) words3.add(clean2);
  }
  return words3;
}
function overlap(a, b) {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.min(a.size, b.size);
}
var CLAUSE = /\b(?:is|are|was|were|be|been|being|has|have|had|does|do|did|can|could|must|should|would|will|shall|may|might|isn['’]t|aren['’]t|wasn['’]t|doesn['’]t|don['’]t|didn['’]t|won['’]t|can['’]t|cannot)\b|\b[a-z]{3,}ed\b|\b(?:uses|returns|calls|stores|keeps|needs|reads|writes|runs|fails|works|breaks|means|makes|takes|gets|sets|holds|lives|shows|prints|loads|sends|checks|creates|adds|removes|handles|contains|requires|expects|owns|points|refers|depends|matches|skips|ignores|wraps|builds|lets|goes|comes)\b/i;
function hasClause(text) {
  return CLAUSE.test(text);
}

// src/capture/judge.ts
var ORIGINS = [
  "summary-errors",
  "summary-problems",
  "summary-concepts",
  "summary-files",
  "summary-user",
  "summary-other",
  "turn-report",
  "turn-reply",
  "turn-choice",
  "turn-episode",
  "episode",
  "prose",
  "paragraph",
  "report",
  "prompt",
  "prompt-statement",
  "rejection",
  "answer"
];
var OPENING_BUCKETS = 16;
var TYPES = [
  "decision_made",
  "approach_rejected",
  "knowledge_acquired",
  "error_resolved",
  "preference_noted"
];
var CUE_NAMES = Object.keys(CUES);
var FEATURE_NAMES = [
  "bias",
  ...TYPES.map((type) => `type:${type}`),
  ...ORIGINS.map((origin) => `origin:${origin}`),
  "length",
  "sentences",
  "identifiers",
  "code-span",
  "file-path",
  ...CUE_NAMES.map((name) => `cue:${name}`),
  "pronoun-start",
  "fragment",
  "first-person",
  "says-user",
  "digits",
  "has-reason",
  "has-cause",
  "has-fix",
  "states-cause-and-fix",
  "unresolved",
  "outside-path",
  "long",
  "request",
  "first-person-plan",
  "no-clause",
  "lint",
  "status-only",
  ...Array.from({ length: OPENING_BUCKETS }, (_, index) => `opening:${index}`)
];
var PRONOUN_START = /^(?:it|this|that|these|those|they|which|there)\b/i;
var REQUEST = /^(?:can|could|would|will) you\b|^(?:please|pls)\b|^(?:let['’]?s|lets) (?:check|look|see|try|run|do|fix|add|make|update|commit|create|review|continue|implement|write|remove|go)\b|^(?:i want you|i need you|do you|did you|have you|are you)\b/i;
var PLAN = /^(?:(?:now|next|first|then),? )?(?:I['’]ll|I will|I need to|I should|I['’]m going to|let me|we need to)\b/i;
function openingBucket(text) {
  const words3 = text.toLowerCase().replace(/[^a-z0-9' ]+/g, " ").trim().split(/\s+/).slice(0, 2).join(" ");
  let hash = 2166136261;
  for (let index = 0; index < words3.length; index++)
    hash = Math.imul(hash ^ words3.charCodeAt(index), 16777619);
  return (hash >>> 0) % OPENING_BUCKETS;
}
var LINT = /\b(?:lint(?:er|ing)?|golangci|eslint|clippy|flake8|ruff|pylint|mypy|staticcheck)\b|\((?:wrapcheck|nilerr|unparam|typecheck|errcheck|gosec|govet|ineffassign|revive|gocritic)\)/i;
var SUPPRESSED = /\bnolint\b|eslint-disable|\bnoqa\b|@ts-(?:ignore|expect-error)|#\[allow\(|@SuppressWarnings|type:\s*ignore|rubocop:disable/i;
var STATUS_ONLY = /^(?:all |the )?(?:tests?|build|lint(?:er)?|checks?|ci)\b[^.]{0,60}\b(?:pass(?:es|ed|ing)?|clean|green|succeed(?:s|ed)?|ok)\b\.?$/i;
var FRAGMENT_END = /(?:\b(?:because|and|or|but|so|with|to|the|a|an|of|for|that|which)|[:,;(-])\s*$/i;
function judgeFeatures(input) {
  const text = input.content;
  const data = input.data ?? {};
  const identifiers = codeIdentifiers(text).length;
  const words3 = text.split(/\s+/).filter(Boolean).length;
  const sentences = text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 3).length;
  const origin = ORIGINS.includes(input.origin) ? input.origin : "prose";
  const opening = openingBucket(text);
  return [
    1,
    ...TYPES.map((type) => input.type === type ? 1 : 0),
    ...ORIGINS.map((name) => origin === name ? 1 : 0),
    Math.min(Math.log(1 + text.length) / 6, 1.5),
    Math.min(sentences, 4) / 4,
    Math.min(identifiers, 4) / 4,
    /`[^`]+`/.test(text) ? 1 : 0,
    /\b[\w-]+\/[\w./-]+\.\w{1,5}\b|\b\w+\.(?:go|ts|js|py|rs|c|h|cu|md|json|yaml|yml|toml|sh)\b/.test(
      text
    ) ? 1 : 0,
    ...CUE_NAMES.map((name) => CUES[name].test(text) ? 1 : 0),
    PRONOUN_START.test(text.trim()) ? 1 : 0,
    FRAGMENT_END.test(text.trim()) || words3 < 5 ? 1 : 0,
    /\b(?:I|I'll|I've|I'm|we|we'll|let me)\b/.test(text) ? 1 : 0,
    /\bthe user\b/i.test(text) ? 1 : 0,
    Math.min((text.match(/\d/g) ?? []).length / Math.max(text.length, 1) * 10, 1),
    typeof data.reason === "string" ? 1 : 0,
    typeof data.cause === "string" || /\bCause:/.test(text) ? 1 : 0,
    typeof data.fix === "string" || /\bFix(?:ed by)?:?\s/.test(text) ? 1 : 0,
    (typeof data.cause === "string" || /\bCause:/.test(text)) && (typeof data.fix === "string" || /\bFix(?:ed by)?:?\s/.test(text)) ? 1 : 0,
    /\b(?:not yet (?:fixed|resolved)|status:\s*(?:pending|open|not)|unresolved|still (?:failing|broken))\b/i.test(
      text
    ) ? 1 : 0,
    /(?:^|\s)(?:\/(?:Users|home|tmp|var|opt|private)\/|~\/|[A-Z]:\\)/.test(text) ? 1 : 0,
    words3 > 60 ? 1 : 0,
    REQUEST.test(text.trim()) ? 1 : 0,
    PLAN.test(text.trim()) ? 1 : 0,
    hasClause(text) ? 0 : 1,
    input.type !== "preference_noted" && LINT.test(text) && !SUPPRESSED.test(text) ? 1 : 0,
    STATUS_ONLY.test(text.trim()) ? 1 : 0,
    ...Array.from({ length: OPENING_BUCKETS }, (_, index) => index === opening ? 1 : 0)
  ];
}
function judgeScore(input, model = JUDGE_MODEL) {
  const features = judgeFeatures(input);
  let sum = 0;
  for (let index = 0; index < features.length; index++)
    sum += (model.weights[index] ?? 0) * features[index];
  return 1 / (1 + Math.exp(-sum));
}
function judge(input, model = JUDGE_MODEL) {
  const score = judgeScore(input, model);
  return { keep: score >= model.threshold, score };
}

// src/capture/report-digest.ts
var FENCE2 = /^\s*(`{3,}|~{3,})/;
var LIST_ITEM2 = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
var LABEL = /^\*\*[^*]+\*\*:?(?:\s+\S.*)?$/;
var EMPTY = /^(?:done|perfect|great|excellent|good|sure|ok(?:ay)?|yes|fixed|all set|(?:(?:a |the )?(?:brief |quick )?summary(?: of (?:the )?(?:changes|what (?:was |I )?(?:changed|did|implemented)))?)|(?:key |the )?changes(?: made)?|what changed|before|after|give [^.]{1,60} (?:another )?try[^.]*|here(?:'s| is) (?:the|a|what)[^.]*|i(?:'ve| have) (?:made|completed) the (?:following )?changes[^.]*|(?:all |the )?(?:\d+ )?(?:tests?|build|lint(?:er|ing)?|checks?)(?:,? (?:and )?(?:tests?|build|lint(?:er|ing)?|checks?))* (?:all )?(?:pass(?:es|ed)?|(?:is |are )?(?:passing|clean|green|succeed(?:s|ed)?))(?:[^.!]{0,40})?)[.!:]?$/i;
var OFFER = /^(?:want me|would you like|shall i|should i|let me|do you want|if you(?:'d| would) like|i can)\b/i;
var NARRATION = /^(?:(?:ok(?:ay)?|perfect|great|good|excellent)[!.,]?\s+)?(?:now )?(?:i (?:now )?(?:have|see|understand|found)|i['’]ve (?:found|got)|let['’]s (?:look|see|check))\b[^.!]{0,60}[.!:]?$/i;
var PRAISE = /^(?:(?:great|excellent|good) (?:question|catch|point|observations?)|you(?:'re| are) (?:absolutely )?right)\b[^.!]*[.!]?$/i;
var MAX_REPORT = 2e4;
var MAX_LINE = 2e3;
function headingText(line) {
  let level = 0;
  while (level < line.length && line[level] === "#") level++;
  if (level === 0 || level > 6 || !/\s/.test(line[level] ?? "")) return void 0;
  let end = line.length;
  while (end > level && (line[end - 1] === "#" || /\s/.test(line[end - 1]))) end--;
  return line.slice(level, end).trim() || void 0;
}
function cut(text, max) {
  const short = truncate(text, max);
  if (short === text || (short.match(/`/g) ?? []).length % 2 === 0) return short;
  return `${short.replace(/…$/, "")}\`\u2026`;
}
function clean(text) {
  return stripEmphasis(text).replace(/\s+/g, " ").trim();
}
function firstSentence(text, max) {
  const sentences = splitSentences(clean(text)).map((sentence) => sentence.trim()).filter(
    (sentence) => sentence && !EMPTY.test(sentence) && !OFFER.test(sentence) && !PRAISE.test(sentence) && !NARRATION.test(sentence) && !/\?$/.test(sentence)
  );
  if (sentences.length === 0) return "";
  const two = sentences.length > 1 ? `${sentences[0]} ${sentences[1].replace(/:$/, ".")}` : sentences[0];
  return cut(two.length <= max ? two : sentences[0], max);
}
function digestParts(markdown, itemChars = 160) {
  const parts = [];
  let fence;
  let paragraph = [];
  let listIndent;
  const flush = () => {
    if (paragraph.length === 0) return;
    const text = paragraph.join(" ").slice(0, MAX_LINE * 2);
    paragraph = [];
    const sentence = firstSentence(text, itemChars);
    const depth = parts.length === 0 || LABEL.test(text) ? 0 : 1;
    if (sentence && !(depth === 1 && /:$/.test(sentence))) parts.push({ depth, text: sentence });
  };
  for (const whole of markdown.slice(0, MAX_REPORT).split(/\r?\n/)) {
    const raw = whole.length > MAX_LINE ? whole.slice(0, MAX_LINE) : whole;
    const fenceMatch = FENCE2.exec(raw);
    if (fence !== void 0) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && raw.trim() === fenceMatch[1])
        fence = void 0;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    const line = raw.trimEnd();
    const trimmed = line.trimStart();
    if (trimmed === "") {
      flush();
      continue;
    }
    if (trimmed.startsWith(">") || trimmed.startsWith("|") || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flush();
      continue;
    }
    const heading = headingText(trimmed);
    if (heading !== void 0) {
      flush();
      listIndent = void 0;
      const text = clean(heading).replace(/:$/, "");
      if (text && !EMPTY.test(text)) parts.push({ depth: 0, text: cut(text, itemChars) });
      continue;
    }
    const item = LIST_ITEM2.exec(line);
    if (item) {
      flush();
      const indent = item[1].replace(/\t/g, "    ").length;
      listIndent ??= indent;
      const sentence = firstSentence(item[2], itemChars);
      if (sentence) parts.push({ depth: indent > listIndent ? 2 : 1, text: sentence });
      continue;
    }
    if (/^\s{2,}\S/.test(line) && listIndent !== void 0 && paragraph.length === 0) continue;
    if (paragraph.length === 0) listIndent = void 0;
    paragraph.push(trimmed);
  }
  flush();
  return parts;
}
function digestReport(markdown, max, itemChars = 160) {
  return digestOf(digestParts(markdown, itemChars), max, itemChars);
}
function digestOf(parts, max, itemChars) {
  const needed = parts.map(
    (part, index) => part.depth < 2 || needsItems(
      parts.slice(0, index).reverse().find((parent) => parent.depth < 2)
    )
  );
  const trimmed = parts.map((part) => ({ ...part, text: part.text.replace(/[\s.:;,]+$/, "") }));
  const fewer = trimmed.filter((_, index) => needed[index]);
  const attempts = [trimmed, fewer, fewer.map((part) => ({ ...part, text: cut(part.text, 80) }))];
  const fitting = attempts.find((attempt) => joined(attempt, Infinity, itemChars).length <= max) ?? attempts[attempts.length - 1];
  return joined(fitting, max, itemChars);
}
function needsItems(parent) {
  return parent !== void 0 && /(?::|\b(?:and|or|by|to|with|that))$/i.test(parent.text.trim());
}
function joined(parts, max, itemChars) {
  let out = "";
  let open = false;
  let nested = 0;
  for (const [index, part] of parts.entries()) {
    const previous = parts[index - 1];
    let piece;
    if (part.depth === 2) {
      if (++nested > 2 || /^(?:before|after|was|now)\s*:/i.test(part.text)) continue;
      piece = open ? `, ${cut(part.text, Math.min(100, Math.round(itemChars / 2)))}` : ` (${cut(part.text, Math.min(100, Math.round(itemChars / 2)))}`;
      open = true;
    } else {
      nested = 0;
      const joint = out === "" ? "" : part.depth === 0 ? out.endsWith("\u2026") ? " " : ". " : previous?.depth === 0 ? ": " : "; ";
      piece = `${open ? ")" : ""}${joint}${part.text}`;
      open = false;
    }
    if (out.length + piece.length > max) {
      out = cut(`${out}${piece}`, max);
      open = false;
      break;
    }
    out += piece;
  }
  const whole = open ? `${out})` : out;
  return /[\w`)\]"']$/.test(whole) ? `${whole}.` : whole;
}
var WORK_CUE = /\b(?:summary of (?:the )?(?:changes|what (?:was|I|we) (?:implemented|changed|did|added|fixed))|changes made|here(?:'s| is) what (?:I|we) (?:implemented|changed|did|added|fixed)|I(?:'ve| have) (?:made|implemented|completed) the (?:following )?changes|the changes (?:are complete|add)|(?:what|files?) (?:was |were )?changed)\b/i;
var CHANGE_VERB = /^(?:`[^`]+`\s*[-:–—]\s*)?(?:added|adds|created|creates|updated|updates|fixed|fixes|moved|renamed|removed|deleted|changed|replaced|implemented|extracted|refactored|introduced|wired|registered|converted|merged|split|now\b)/i;
function worksDone(markdown, parts) {
  if (WORK_CUE.test(markdown.slice(0, 400))) return true;
  const items = parts.filter((part) => part.depth === 1);
  return items.length >= 2 && items.filter((part) => CHANGE_VERB.test(part.text)).length >= 2;
}
function workDigest(markdown, max, itemChars) {
  const parts = digestParts(markdown, itemChars);
  return worksDone(markdown, parts) ? digestOf(parts, max, itemChars) : void 0;
}

// src/capture/ledger.ts
function emptyLedger() {
  return { openEnds: [], docs: [], commits: [], branches: [] };
}
var MAX_ITEMS = 8;
var NOT_A_GOAL = /^(?:\/|<|\[|yes\b|no\b|ok(?:ay)?\b|continue\b|go on\b|thanks?\b|y\b|proceed\b)/i;
function push(list, item, same) {
  if (list.some((existing) => same(existing, item))) return;
  list.push(item);
  if (list.length > MAX_ITEMS) list.shift();
}
function noteRequest(ledger, prompt, branch) {
  if (branch && branch !== "HEAD" && !ledger.branches.includes(branch))
    push(ledger.branches, branch, (a, b) => a === b);
  const text = prompt.trim();
  if (ledger.goal || text.length < 12 || NOT_A_GOAL.test(text)) return;
  const first = text.split(/\r?\n/).filter((line) => line.trim()).slice(0, 3).join(" ");
  ledger.goal = truncate(first.replace(/\s+/g, " "), 200);
}
function noteReport(ledger, report) {
  if (ledger.handedOff) {
    delete ledger.handedOff;
    return;
  }
  const sentences = statementsOf(report.slice(0, 2e4)).flatMap((statement) => statement.sentences).map((sentence) => sentence.trim()).filter(
    (sentence) => sentence.length > 12 && !CUES.question.test(sentence) && !/:\s*$/.test(sentence) && !/^(?:want me|would you like|shall i|should i|let me know)\b/i.test(sentence)
  );
  const done = workDigest(report, DONE_CHARS, 120);
  if (done !== void 0) noteDone(ledger, done);
  if (sentences.length === 0) return;
  ledger.outcome = truncate(sentences.slice(0, 2).join(" "), 300);
  const open = sentences.filter(
    (sentence) => CUES.open.test(sentence) && !/\b(?:no (?:remaining|pending)|nothing (?:left|remaining|pending))\b/i.test(sentence)
  );
  ledger.openEnds = open.slice(0, 3).map((sentence) => truncate(sentence, 200));
}
var DONE_CHARS = 600;
var DONE_REPORTS = 2;
function words2(text) {
  return new Set(text.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []);
}
function noteDone(ledger, digest) {
  if (digest.length < 30) return;
  const done = ledger.done ??= [];
  const last = done[done.length - 1];
  if (last !== void 0) {
    const before = words2(last);
    const now = words2(digest);
    const shared = [...now].filter((word) => before.has(word)).length;
    if (shared / Math.max(1, Math.min(before.size, now.size)) >= 0.5) done.pop();
  }
  done.push(digest);
  if (done.length > DONE_REPORTS) done.shift();
}
function noteSummary(ledger, summary) {
  if (summary.request) ledger.summaryGoal = truncate(summary.request, 240);
  if (summary.current)
    ledger.outcome = truncate(
      `In progress when the conversation was compacted: ${summary.current}`,
      300
    );
  if (summary.pending.length)
    ledger.openEnds = summary.pending.slice(0, 3).map((item) => truncate(item, 200));
}
function noteHandoff(ledger, handoff) {
  if (handoff.goal) ledger.summaryGoal = truncate(handoff.goal, 240);
  if (handoff.outcome) ledger.outcome = truncate(handoff.outcome, 300);
  if (handoff.open.length || handoff.outcome)
    ledger.openEnds = handoff.open.slice(0, 5).map((item) => truncate(item, 200));
  ledger.handedOff = true;
}
function noteDoc(ledger, doc) {
  const index = ledger.docs.findIndex((existing) => existing.path === doc.path);
  if (index >= 0) {
    if (doc.title) ledger.docs[index] = doc;
    return;
  }
  push(ledger.docs, doc, (a, b) => a.path === b.path);
}
function noteCommit(ledger, commit) {
  push(ledger.commits, commit, (a, b) => a.hash === b.hash);
}
function commitsPrinted(output) {
  const commits = [];
  for (const match of output.matchAll(/^\[([^\s\]]+)(?: \([\w-]+\))? ([0-9a-f]{7,40})\] (.+)$/gm)) {
    commits.push({ branch: match[1], hash: match[2], subject: truncate(match[3].trim(), 160) });
  }
  return commits;
}
function markdownTitle(content) {
  const heading = /^#{1,3}\s+(.+?)\s*#*\s*$/m.exec(content.slice(0, 4e3));
  return heading ? truncate(heading[1].replace(/[*_`]/g, ""), 120) : void 0;
}
function outcomeOf(ledger) {
  const goal = ledger.summaryGoal ?? ledger.goal;
  if (!goal && !ledger.outcome && !ledger.done?.length && ledger.docs.length === 0 && ledger.commits.length === 0)
    return void 0;
  const content = outcomeText({
    ...goal ? { goal } : {},
    ...ledger.outcome ? { outcome: ledger.outcome } : {},
    ...ledger.done?.length ? { done: ledger.done.map((item) => item.replace(/[.\s]+$/, "")).join(" / ") } : {},
    open: ledger.openEnds,
    docs: ledger.docs.map((doc) => doc.path)
  });
  return {
    content: truncate(content, 1500),
    data: {
      // Empty lists are left out: readers take a missing list as empty.
      ...ledger.docs.length ? { docs: ledger.docs.map((doc) => ({ ...doc })) } : {},
      ...ledger.commits.length ? { commits: ledger.commits.map((commit) => ({ ...commit })) } : {},
      ...ledger.branches.length ? { branches: [...ledger.branches] } : {}
    }
  };
}

// src/capture/prose-candidates.ts
var MIN_PARAGRAPH = 60;
var MAX_PARAGRAPH = 700;
function withSubject(text) {
  const subject = subjectOf(text);
  return subject ? { subject: subject.slice(0, 80) } : {};
}
var CHANGED = /\bno longer\b/i;
function explainingParagraphs(markdown) {
  const found = [];
  for (const statement of statementsOf(markdown)) {
    const sentences = statement.sentences.filter(
      (sentence) => !CUES.question.test(sentence) && !/^(?:let me|now let me|let['’]s (?:check|look|see|run|verify))\b/i.test(sentence)
    );
    const text = sentences.join(" ").trim();
    if (text.length < MIN_PARAGRAPH || text.length > MAX_PARAGRAPH * 2) continue;
    const cues = cuesOf(text);
    if (!cues.has("cause") && !cues.has("choice") && !cues.has("constraint") && !cues.has("rejection") && !CHANGED.test(text))
      continue;
    const type = cues.has("rejection") ? "approach_rejected" : cues.has("choice") && !cues.has("cause") ? "decision_made" : "knowledge_acquired";
    found.push({ type, content: redactAndTruncate(text, MAX_PARAGRAPH), data: withSubject(text) });
  }
  return found;
}
var REQUEST2 = /^(?:(?:ok(?:ay)?|so|now|also|and|then|hmm|great|perfect|thanks)[,.!]?\s+)*(?:can|could|would|will) you\b|^(?:(?:ok(?:ay)?|so|now|also|and|then|hmm|great|perfect|thanks)[,.!]?\s+)*(?:can|could|should|shall) (?:we|i)\b|^(?:please|pls)\b|^(?:(?:ok(?:ay)?|so|now|also|then)[,.!]?\s+)*(?:let['’]?s|lets) (?:check|look|see|try|run|do|fix|add|make|update|commit|create|review|continue|implement|write|remove|go|start|test|debug|investigate)\b|^(?:go ahead|continue|proceed|try again|do it)\b|^(?:then|after that|afterwards|next|first)\b,?\s+(?:we|you|i|let['’]?s)\b/i;
var NOT_A_STATEMENT = /^(?:\/|<|\[|```)/;
var PASTED = /^(?:[•●▶✓✗✔✘]|\S+@\S+:[~/]|[$❯>]\s|\d{4}[-/]\d{2}[-/]\d{2}[ T]\d{2}:|(?:error|warning|fatal|panic|traceback)\b[:\s])/i;
var MUSING = /^(?:(?:hmm+|ok(?:ay)?|so|well|also)[,.!]?\s+)*(?:thinking about|i (?:just )?(?:checked|tried|noticed|saw|ran)\b|i(?:['’]m| am) (?:wondering|not sure|curious)|i was (?:less |more |not )?(?:worried|thinking|wondering)|i wonder|wondering|not sure|maybe|perhaps|(?:and|but|or) (?:this|that|it) (?:is|was)\b)/i;
var POINTS_AT_WHAT_FOLLOWS = /\b(?:into|is|got|see|get|getting) (?:this|these|the following)\s*[:.]?\s*$|:\s*$/i;
function promptStatements(prompt) {
  const text = prompt.trim();
  if (text.length < 40 || NOT_A_STATEMENT.test(text) || PASTED.test(text) || MUSING.test(text))
    return [];
  const head = text.split(/\r?\n/).filter((line) => line.trim() && !/^\s{4}|^\s*[|>]/.test(line)).slice(0, 6).join("\n");
  const found = [];
  for (const statement of statementsOf(head).slice(0, 3)) {
    const clean2 = statement.sentences.filter((sentence) => !CUES.question.test(sentence) && !REQUEST2.test(sentence.trim())).join(" ").trim();
    if (clean2.length < 40 || PASTED.test(clean2) || MUSING.test(clean2) || POINTS_AT_WHAT_FOLLOWS.test(clean2))
      continue;
    const cues = cuesOf(clean2);
    const choosing = cues.has("choice") || /\b(?:I['’]?d like|I want|we should|we need|let['’]s|make (?:it|this|sure)|keep (?:it|this|that)|change (?:this|it)|instead)\b/i.test(
      clean2
    );
    const type = cues.has("rejection") ? "approach_rejected" : choosing ? "decision_made" : "knowledge_acquired";
    found.push({
      type,
      content: redactAndTruncate(clean2, MAX_PARAGRAPH),
      data: withSubject(clean2)
    });
  }
  return found;
}

// src/capture/turns.ts
var MAX_CONTENT = 600;
var EMPTY_SENTENCE = /^(?:done|perfect|great|excellent|good|sure|ok(?:ay)?|yes|no|fixed|all set|here(?:'s| is) (?:the|a|what)[^.]*|(?:all |the )?(?:tests?|build|lint(?:er)?|checks?)(?:,? (?:and )?(?:tests?|build|lint(?:er)?|checks?))* (?:all )?(?:pass(?:es|ed)?|(?:is |are )?(?:passing|clean|green|succeed(?:s|ed)?))(?: now)?(?:[^.!]{0,40})?)[.!:]?$/i;
var PROBLEM = /\b(?:fail(?:s|ed|ing|ure)?|error|errors|broken|breaks?|bug|crash(?:es|ed)?|panic|doesn['’]t work|does not work|not working|wrong|issue|problem|regress(?:ion|ed)?|exception|hangs?|stuck)\b/i;
var AFFIRMATIVE = /^(?:y(?:es|ep|eah|up)?|sure|ok(?:ay)?|go(?: ahead)?|do it|please do|sounds good|lgtm|looks good|perfect|great|agreed|correct|right|let['’]s do (?:it|that|this)|make (?:it|that|the change)|proceed|ship it)\b/i;
var ORDINALS = ["first", "second", "third", "fourth", "fifth"];
function cleanSentence(sentence) {
  return sentence.replace(/\s+/g, " ").trim();
}
function firstSentence2(text, max = 200) {
  const statement = statementsOf(text)[0];
  return truncate(cleanSentence(statement?.sentences[0] ?? text), max);
}
function reportStatements(report) {
  return statementsOf(report).map((statement) => ({
    ...statement,
    sentences: statement.sentences.filter((sentence) => !EMPTY_SENTENCE.test(sentence.trim()))
  })).filter((statement) => statement.sentences.length > 0);
}
function readFixReport(turn, statements) {
  const report = turn.report;
  const sentences = statements.flatMap((statement) => statement.sentences.map(cleanSentence));
  const causes = sentences.filter(
    (sentence) => !/:\s*$/.test(sentence) && (isCauseStatement(sentence) || CUES.cause.test(sentence) && !CUES.question.test(sentence))
  );
  const fixes = sentences.filter(
    (sentence) => CUES.fix.test(sentence) && !causes.includes(sentence)
  );
  const request = turn.request?.text ?? "";
  const asked = request.trim();
  const problemFromRequest = PROBLEM.test(request) && !turn.question && !/^(?:why|what|how|when|where|can you explain)\b/i.test(asked) && !MUSING.test(asked) && !REQUEST2.test(asked) && !/^(?:(?:ok(?:ay)?|so|now|also|then)[,.!]?\s+)*let['’]?s\b/i.test(asked) ? firstSentence2(request, 200) : void 0;
  const problem = problemFromRequest ?? turn.failures?.[turn.failures.length - 1];
  if (!problem || causes.length === 0) return void 0;
  const cause = truncate(causes.slice(0, 2).join(" "), 320);
  const fix = fixes.length > 0 ? truncate(fixes.slice(0, 2).join(" "), 240) : void 0;
  const content = `${problem.replace(/[.\s]+$/, "")}. Cause: ${cause.replace(/[.\s]+$/, "")}.${fix ? ` Fix: ${fix.replace(/[.\s]+$/, "")}.` : ""}`;
  return {
    used: /* @__PURE__ */ new Set([...causes.slice(0, 2), ...fixes.slice(0, 2)]),
    candidate: {
      type: "error_resolved",
      content: redactAndTruncate(content, MAX_CONTENT),
      source: "turn-episode",
      ...report.record ? { record: report.record } : {},
      ts: report.ts,
      data: {
        error: redactAndTruncate(problem, 200),
        cause: redactAndTruncate(cause, 300),
        ...fix ? { fix: redactAndTruncate(fix, 300) } : {},
        ...subjectField(`${problem} ${cause}`)
      }
    }
  };
}
function subjectField(text) {
  const subject = subjectOf(text);
  return subject ? { subject: truncate(subject, 80) } : {};
}
function offeredOptions(report) {
  const blocks = [];
  let current;
  let previous = "";
  for (const line of report.split(/\r?\n/)) {
    const numbered = /^\s*(?:\d{1,2}[.)]|[a-cA-C][.)])\s+(.+)$/.exec(line);
    const named = /^\s*(?:[-*]\s+)?\*{0,2}option\s+([1-9A-Ca-c])\*{0,2}\s*[:.)-]\s*(.+)$/i.exec(
      line
    );
    const text = named ? named[2] : numbered ? numbered[1] : void 0;
    if (text) {
      if (!current) blocks.push(current = { intro: previous, options: [] });
      current.options.push(cleanSentence(text.replace(/\*\*/g, "")));
    } else if (line.trim() !== "" && !/^\s{2,}\S/.test(line)) {
      current = void 0;
      previous = line;
    }
  }
  const usable = blocks.filter((block) => block.options.length >= 2 && block.options.length <= 6);
  const introduced = usable.filter(
    (block) => /\b(?:options?|approach(?:es)?|alternatives?|could|either|choose|prefer|ways?)\b/i.test(
      block.intro
    ) || block.options.some((option) => /^option\b/i.test(option))
  );
  return (introduced[introduced.length - 1] ?? usable[usable.length - 1])?.options ?? [];
}
var NAMED_OPTION = /^(?:(?:let['’]s |i['’]d |we['’]ll )?(?:go with |do |take |use |pick )?(?:option|approach|number|#)?\s*)([1-9]|[a-c])\b/;
var RULES_OUT = /^[\s,:-]*(?:(?:is|would be|seems|sounds)\s+)?(?:doesn['’]t|does not|won['’]t|will not|wouldn['’]t|would not|can['’]t|cannot|isn['’]t|is not|not|never|is (?:wrong|bad|risky|fragile)|breaks?|fails?)\b/;
function chosenOption(reply, options, recommended) {
  const text = reply.trim().toLowerCase();
  const number = NAMED_OPTION.exec(text);
  if (number) {
    const value = number[1];
    const index = /\d/.test(value) ? Number(value) - 1 : value.charCodeAt(0) - 97;
    if (index < options.length) {
      if (!RULES_OUT.test(text.slice(number[0].length))) return index;
      return options.length === 2 ? 1 - index : -1;
    }
  }
  const ordinal = ORDINALS.findIndex(
    (word) => new RegExp(`\\b(?:the )?${word}\\b(?: one| option| approach)?`).test(text)
  );
  if (ordinal >= 0 && ordinal < options.length && text.length < 80) return ordinal;
  if (AFFIRMATIVE.test(text) && text.length < 80 && recommended >= 0) return recommended;
  return -1;
}
function recommendedOption(report, options) {
  for (const sentence of statementsOf(report).flatMap((statement) => statement.sentences)) {
    if (!/\b(?:recommend|cleaner|simpler|better|prefer|preferable|best|suggest|go with)\b/i.test(
      sentence
    ))
      continue;
    const number = /\boption\s+([1-9A-Ca-c])\b/i.exec(sentence) ?? /\b(?:approach|number)\s+([1-9])\b/i.exec(sentence);
    if (number) {
      const value = number[1].toLowerCase();
      const index = /\d/.test(value) ? Number(value) - 1 : value.charCodeAt(0) - 97;
      if (index < options.length) return { index, reason: cleanSentence(sentence) };
    }
    const ordinal = ORDINALS.findIndex(
      (word) => new RegExp(`\\bthe ${word}\\b`, "i").test(sentence)
    );
    if (ordinal >= 0 && ordinal < options.length)
      return { index: ordinal, reason: cleanSentence(sentence) };
  }
  return { index: -1 };
}
var EFFORT = /\(\s*~?\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?)\s*\)|^(?:\*\*)?quick (?:fix|win)\b/i;
function readChoice(turn) {
  const { report, reply } = turn;
  if (!report || !reply) return void 0;
  const options = offeredOptions(report.text);
  if (options.length === 0) return void 0;
  const recommendation = recommendedOption(report.text, options);
  const index = chosenOption(reply.text, options, recommendation.index);
  if (index < 0) return void 0;
  const chosen = options[index].replace(/[.:\s]+$/, "");
  if (EFFORT.test(chosen)) return void 0;
  const others = options.filter((_, at) => at !== index).map((option) => truncate(option.replace(/[.:\s]+$/, ""), 120));
  const named = NAMED_OPTION.exec(reply.text.trim().toLowerCase());
  const byRulingOut = named !== null && RULES_OUT.test(reply.text.trim().toLowerCase().slice(named[0].length));
  const reason = byRulingOut ? truncate(cleanSentence(reply.text), 300) : index === recommendation.index ? recommendation.reason : void 0;
  const content = `${chosen}${others.length ? ` (chosen over: ${others.join("; ")})` : ""}${reason ? `. ${reason}` : ""}`;
  return {
    type: "decision_made",
    content: redactAndTruncate(content, MAX_CONTENT),
    source: "turn-choice",
    ...reply.record ? { record: reply.record } : {},
    ts: reply.ts,
    data: {
      alternatives: others.map((other) => redactAndTruncate(other, 200)),
      ...reason ? { reason: redactAndTruncate(reason, 300) } : {},
      ...subjectField(chosen)
    }
  };
}
var CLOSING_OFFER = /(?:^|[\s.!:])(?:(?:do )?you want me to|want me to|should i|shall i|would you like me to)\s+([^?\n]{3,200})\?\s*$/i;
var OFFER_TO_LOOK = /^(?:(?:also |first |now |then )?(?:run|re-?run|check|verify|test|look|investigate|search|explore|dig|commit|push|open a (?:pr|pull request)|create a (?:pr|pull request)|continue|go on|go ahead|proceed|start))\b/i;
var AGREES = /^(?:y(?:es|ep|eah|up)|sure|ok(?:ay)?|go ahead|do it|please do|sounds good|lgtm|agreed|let['’]s do (?:it|that|this)|proceed)(?![\w'’])(?!\s*\?)/i;
var DEMURS = /\b(?:but|instead|don['’]t|do not|not|rather|except|wait)\b/i;
function readAgreedProposal(turn) {
  const { report, reply } = turn;
  if (!report || !reply) return void 0;
  const text = report.text.trim();
  const offer = CLOSING_OFFER.exec(text);
  const answer = reply.text.trim().replace(/\s+/g, " ");
  if (!offer || !AGREES.test(answer) || DEMURS.test(answer) || answer.length > 160)
    return void 0;
  const action = offer[1].trim();
  if (OFFER_TO_LOOK.test(action)) return void 0;
  const proposal = digestReport(text.slice(0, offer.index + 1), 440);
  if (proposal.length < 60) return void 0;
  const content = `${proposal.replace(/[\s.:]+$/, "")}. Offered to ${truncate(action, 160)}; the user agreed: "${truncate(answer, 120)}".`;
  return {
    type: "decision_made",
    content: redactAndTruncate(content, MAX_CONTENT),
    source: "turn-choice",
    ...reply.record ? { record: reply.record } : {},
    ts: reply.ts,
    data: { tags: ["agreed-proposal"], ...subjectField(proposal) }
  };
}
var PRAISE2 = /^(?:(?:yes|no|sure|right|ok(?:ay)?)[!.,]?|(?:great|excellent|good) (?:question|catch|point|observations?)[!.,]?|you(?:'re| are) (?:absolutely )?right[^.!]*[.!])$/i;
var WORK_REPORT = /^(?:here(?:'s| is) )?(?:a )?summary of (?:the )?(?:changes|what (?:was|I) (?:implemented|changed|did|added))|^here(?:'s| is) what I (?:implemented|changed|did|added)\b/i;
var HYPOTHETICAL = /^(?:(?:hmm+|ok(?:ay)?|so|and|but)[,.!]?\s+)*(?:what (?:would|will|could) happen if (?:we|i|you|he|she|they|someone|the user)\b|what if (?:we|i|you)\b|what (?:do|did) you mean\b)/i;
function readAnswer(question, report, statements) {
  if (MUSING.test(question.trim()) || HYPOTHETICAL.test(question.trim())) return void 0;
  const sentences = statements.flatMap((statement) => statement.sentences.map(cleanSentence)).filter(
    (sentence) => !CUES.question.test(sentence) && !PRAISE2.test(sentence) && !/^(?:want me|would you like|shall i|let me|i can|should i)\b/i.test(sentence)
  );
  if (sentences.length === 0 || CUES.activity.test(sentences[0]) || WORK_REPORT.test(sentences[0]))
    return void 0;
  const found = digestReport(report.text, 440) || truncate(sentences.slice(0, 2).join(" "), 360);
  if (found.length < 40) return void 0;
  const asked = truncate(question.trim().replace(/\s+/g, " "), 140);
  return {
    type: "knowledge_acquired",
    content: redactAndTruncate(`Asked "${asked}": ${found}`, MAX_CONTENT),
    source: "answer",
    ...report.record ? { record: report.record } : {},
    ts: report.ts,
    data: subjectField(found)
  };
}
function readTurn(turn) {
  const candidates = [];
  const report = turn.report;
  const choice = readChoice(turn);
  if (report && report.text.trim().length >= 30 && !/^API Error\b/.test(report.text.trim())) {
    const statements = reportStatements(report.text);
    const fix = readFixReport(turn, statements);
    if (fix) candidates.push(fix.candidate);
    const agreed = choice === void 0 ? readAgreedProposal(turn) : void 0;
    const answer = turn.question && turn.request && !agreed ? readAnswer(turn.request.text, report, statements) : void 0;
    if (answer) candidates.push(answer);
    if (agreed) candidates.push(agreed);
  }
  if (choice) candidates.push(choice);
  return candidates;
}

// src/capture/shell-dir.ts
import { posix } from "node:path";
var CD = /(?:^|&&|;|\n)\s*cd\s+(?:--\s+)?([^\s;&|()]+)(?=\s*(?:$|&&|;|\n))/g;
var QUOTED = /"(?:[^"\\]|\\.)*"|'[^']*'/g;
function cdTargets(command) {
  if (/`|\$\(|\bpushd\b|\bpopd\b/.test(command)) return void 0;
  const quoted = [];
  let outside = command.replace(
    QUOTED,
    (text) => `\uE000${quoted.push(text.slice(1, -1)) - 1}\uE001`
  );
  for (let depth = 0; depth < 20 && /\([^()]*\)/.test(outside); depth++)
    outside = outside.replace(/\([^()]*\)/g, "");
  if (/(?:^|&&|;|\n)\s*cd\s*(?:$|&&|;|\n)/.test(outside)) return void 0;
  const targets = [];
  for (const match of outside.matchAll(CD)) {
    const target = match[1].replace(
      /\uE000(\d+)\uE001/g,
      (_, index) => quoted[Number(index)] ?? ""
    );
    if (target) targets.push(target);
  }
  return targets;
}
function leadingCdCount(command) {
  const lead = /^(?:\s*cd\s+(?:--\s+)?[^\s;&|()]+\s*(?:&&|;|\n))+/.exec(
    command.replace(QUOTED, "Q")
  );
  return lead ? (lead[0].match(/\bcd\s/g) ?? []).length : 0;
}
function shellDirAfter(current, command, failed = false) {
  const targets = cdTargets(command);
  if (targets === void 0) return void 0;
  const ran = failed ? leadingCdCount(command) : targets.length;
  if (ran < targets.length) return void 0;
  let dir = current;
  for (const target of targets) {
    if (/^[~$-]|^[A-Za-z]:|\\/.test(target) || target.includes("$")) return void 0;
    if (target.startsWith("/")) dir = posix.normalize(target);
    else dir = posix.normalize(posix.join(dir ?? ".", target));
  }
  return dir;
}
function missingCdTarget(errorLine) {
  const match = /\bcd: (?:can't cd to )?([^:\n]+?): No such file or directory/i.exec(errorLine);
  return match?.[1]?.trim() || void 0;
}
function cdCause(shellDir, missing) {
  if (shellDir === void 0 || missing.startsWith("/")) return void 0;
  const wanted = posix.normalize(missing).replace(/\/+$/, "");
  if (wanted === "." || wanted.startsWith("..")) return void 0;
  if (shellDir !== wanted && !shellDir.endsWith(`/${wanted}`)) return void 0;
  return `the shell was already in \`${wanted}\`: a \`cd\` in one Bash call carries over to the next, so \`cd ${wanted}\` looked for ${wanted}/${wanted}; use absolute paths.`;
}

// src/capture/summary.ts
var SECTION_KINDS = [
  // English first; then the titles Claude Code writes in German, French and Spanish.
  [
    "userMessages",
    /\buser(?:'s)?\s+(?:messages?|feedback|input|requests?\s+verbatim)\b|\b(?:messages|notes|instructions) from the user\b|benutzernachrichten|nachrichten des benutzers|messages de l[’']utilisateur|mensajes del usuario/i
  ],
  [
    "pending",
    /\bpending\b|\bremaining\b|\boutstanding\b|\bopen (?:tasks|items|questions)\b|\btodo\b|ausstehend|offene aufgaben|en attente|restantes|pendientes/i
  ],
  [
    "current",
    /\bcurrent(?:ly)?\b.*\b(?:work|state|task|focus|status)\b|\bin progress\b|aktuelle arbeit|travail (?:en cours|actuel)|trabajo actual/i
  ],
  [
    "next",
    /\bnext steps?\b|nächste schritte|prochaines [ée]tapes|próximos pasos|siguientes pasos/i
  ],
  ["problems", /\bproblem|\bsolv|\btroubleshoot|résolution|resolución/i],
  [
    "errors",
    /\berrors?\b|\bfix(?:es|ed)?\b|\bbugs?\b|\bfailures?\b|\bfehler|korrektur|\berreurs?\b|\berrores?\b|correcci/i
  ],
  ["decisions", /\bdecisions?\b|\bdesign choices?\b|entscheidung|décisions?|decisiones?/i],
  [
    "concepts",
    /\bconcepts?\b|\blearn|\binsights?\b|\bfindings?\b|\blessons?\b|\bgotchas?\b|konzepte?|conceptos?|erkenntnisse/i
  ],
  ["files", /\bfiles?\b|\bcode sections?\b|dateien|fichiers|archivos/i],
  [
    "request",
    /\brequest|\bintent\b|\bgoals?\b|anfrage|absicht|\bdemande|intention|solicitud|petición/i
  ]
];
function sectionKind(title) {
  for (const [kind, pattern] of SECTION_KINDS) if (pattern.test(title)) return kind;
  return "other";
}
var NUMBERED_HEADING = /^\s?(?:#{1,4}\s*)?(?:\*\*)?\d{1,2}[.)]\s*(?:\*\*)?(?<title>[A-Za-zÀ-ÿ][^:*\n]{2,60}?)\s*(?:\*\*)?\s*:\s*(?:\*\*)?\s*(?<rest>.*)$/;
var MARKDOWN_HEADING = /^#{1,4}\s+(?:\d{1,2}[.)]\s*)?(?<title>[^\n]{3,60}?)\s*:?\s*$/;
var BOLD_HEADING = /^(?:\*\*)(?<title>[A-Za-zÀ-ÿ][^*:\n]{2,60}?)(?::\*\*|\*\*:?)\s*(?<rest>.*)$/;
function summaryBody(text) {
  const tag = /<summary>([\s\S]*?)(?:<\/summary>|$)/i.exec(text);
  if (tag) return tag[1];
  const marker = /^\s*(?:\*\*)?(?:Summary|Zusammenfassung|Résumé|Resumen)\s*:?(?:\*\*)?:?\s*$/im.exec(text);
  return marker ? text.slice(marker.index + marker[0].length) : text;
}
function parseSummarySections(text) {
  const sections = [];
  for (const line of summaryBody(text).split(/\r?\n/)) {
    const heading = NUMBERED_HEADING.exec(line) ?? BOLD_HEADING.exec(line) ?? MARKDOWN_HEADING.exec(line);
    const title = heading?.groups?.title?.trim();
    if (heading && title && (sectionKind(title) !== "other" || NUMBERED_HEADING.test(line))) {
      sections.push({
        title,
        kind: sectionKind(title),
        lines: heading.groups?.rest?.trim() ? [heading.groups.rest] : []
      });
    } else if (sections.length > 0) {
      sections[sections.length - 1].lines.push(line);
    }
  }
  return sections;
}
var BULLET = /^(\s*)(?:[-*+•]|\d{1,3}[.)])\s+(.*)$/;
function cleanText(text) {
  return stripEmphasis(text).replace(/\s+/g, " ").trim();
}
function sectionItems(lines) {
  const kept = [];
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced && line.trim() !== "") kept.push(line);
  }
  const bullets = kept.map((line) => BULLET.exec(line));
  const indents = bullets.flatMap((match) => match ? [match[1].length] : []);
  if (indents.length === 0) {
    const text = cleanText(kept.join(" "));
    return text ? [{ text, children: [] }] : [];
  }
  const top = Math.min(...indents);
  const items = [];
  kept.forEach((line, index) => {
    const match = bullets[index];
    if (match && match[1].length === top) items.push({ text: cleanText(match[2]), children: [] });
    else if (items.length > 0) {
      const item = items[items.length - 1];
      if (match) item.children.push(cleanText(match[2]));
      else if (item.children.length > 0)
        item.children[item.children.length - 1] += ` ${cleanText(line)}`;
      else item.text += ` ${cleanText(line)}`;
    }
  });
  return items.filter((item) => item.text !== "");
}
function labelled(children, pattern) {
  for (const child of children) {
    const match = pattern.exec(child);
    if (match) return match[1].trim();
  }
  return void 0;
}
var FIX_LABEL = /^(?:fix(?:ed)?|solution|resolution|resolved|workaround|remedy|lösung|behebung|korrektur|correction|correctif|solución|corrección)(?:\s+by)?\s*[:-]\s*(.+)$/i;
var CAUSE_LABEL = /^(?:(?:root\s+)?cause|reason|why|because|ursache|grund|raison|causa|motivo)\s*[:-]\s*(.+)$/i;
var FEEDBACK_LABEL = /^(?:user feedback|the user said|user said)\s*[:-]\s*(.+)$/i;
var NO_ERRORS = /^(?:none|keine|aucune?|ningun[oa]?|no (?:significant |major |notable )?(?:errors|issues|problems|bugs)\b|n\/a)/i;
function titled(text) {
  const match = /^([^:]{3,120}?):\s+(.+)$/.exec(text);
  return match ? { title: match[1].trim(), body: match[2].trim() } : { body: text };
}
function hasSubstance(item) {
  const text = [item.text, ...item.children].join(" ");
  return (text.match(/[\p{L}\p{N}_]{2,}/gu) ?? []).length >= 3 && (text.match(new RegExp("\\p{L}", "gu")) ?? []).length >= 20;
}
var UNRESOLVED = /\b(?:not (?:yet )?(?:fixed|resolved|addressed)|still (?:fail(?:s|ing)?|broken|open|pending|present)|unresolved|pending|in progress|to be (?:fixed|investigated)|investigating|status:\s*(?:open|pending|not))\b/i;
function readErrorItem(item) {
  if (NO_ERRORS.test(item.text) || !hasSubstance(item)) return void 0;
  const { title, body } = titled(item.text);
  let fix = labelled(item.children, FIX_LABEL);
  let cause = labelled(item.children, CAUSE_LABEL);
  const feedback = labelled(item.children, FEEDBACK_LABEL);
  const inline = /^(.*?)(?:[.;,]?\s*(?:—|–|->|→)\s*|[.;,]\s+|\s+-\s+|^)(?:(?:this was |it was |was )?fixed by|fix(?:ed)?:|resolved by|solved by|solution:|fixed with|addressed by)\s*(.+)$/i.exec(
    body
  );
  let error = body;
  if (!fix && inline) {
    fix = inline[2].trim();
    error = inline[1].trim() || title || body;
  }
  const unlabelled = item.children.filter(
    (child) => !FIX_LABEL.test(child) && !CAUSE_LABEL.test(child) && !FEEDBACK_LABEL.test(child)
  );
  if (!fix && unlabelled.length > 0 && title) fix = unlabelled.join("; ");
  if (!cause) cause = /\b(?:because|caused by|due to)\s+(.+)$/i.exec(error)?.[1]?.trim();
  if (!fix && UNRESOLVED.test([item.text, ...item.children].join(" "))) return "unresolved";
  if (fix && /^(?:status\s*:\s*)?(?:not (?:yet )?(?:fixed|resolved|addressed)|unresolved|pending|open\b|in progress|still\b|to be (?:fixed|done))/i.test(
    fix
  ))
    return "unresolved";
  const head = title ? error && error !== title && !fix?.startsWith(error) ? `${title}: ${error}` : title : error;
  const parts = [head.replace(/[.\s]+$/, "")];
  if (fix && !head.includes(fix)) parts.push(`Fix: ${fix.replace(/[.\s]+$/, "")}`);
  if (feedback) parts.push(`User feedback: ${feedback.replace(/[.\s]+$/, "")}`);
  return {
    type: "error_resolved",
    section: "errors",
    content: truncate(parts.join(". ") + ".", 800),
    data: {
      error: redactAndTruncate(title ?? error, 200),
      ...cause ? { cause: truncate(cause, 300) } : {},
      ...fix ? { fix: truncate(fix, 400) } : {},
      tags: ["compaction-summary"]
    },
    confidence: fix ? 0.85 : 0.7
  };
}
var DURABLE = /\b(?:because|root cause|caused by|due to|turns? out|discovered|found that|realized|requires?|required|must(?:n't| not)?|cannot|can't|doesn't|does not|don't|isn't|won't|only (?:works|runs|when|if)|not supported|unsupported|limitation|gotcha|instead of|rather than|by design|intentional|never|always)\b/i;
var DECIDED = /\b(?:decided|chose|chosen|opted|switched to|went with|settled on|instead of|rather than|in favou?r of|approach)\b/i;
function readFindingItem(item, kind) {
  const text = [item.text, ...item.children].join("; ");
  if (text.length < 25 || !hasSubstance(item)) return void 0;
  if (kind === "concepts" && !hasClause(text) && !/\b(?:without|instead of|rather than|not|no|never|only)\b/i.test(text))
    return void 0;
  const durable = DURABLE.test(text);
  const decided = DECIDED.test(text);
  if (kind === "decisions")
    return {
      type: "decision_made",
      section: kind,
      content: truncate(text, 600),
      data: { tags: ["compaction-summary"] },
      confidence: 0.8
    };
  const type = decided && !/\b(?:because|caused by|due to|root cause|turns? out|discovered|found that)\b/i.test(text) ? "decision_made" : "knowledge_acquired";
  return {
    type,
    section: kind,
    content: truncate(text, 600),
    data: { tags: ["compaction-summary"] },
    confidence: durable || decided ? 0.7 : 0.5
  };
}
function quotedMessage(text) {
  const quoted = /^["“](.+?)["”](?:\s*[(:—–-].*)?$/.exec(text.trim());
  return (quoted ? quoted[1] : text).trim();
}
var MAX_SUMMARY_MEMORIES = 100;
function readCompactSummary(text) {
  const reading = { memories: [], open: [] };
  const pending = [];
  let current;
  for (const section of parseSummarySections(text)) {
    const items = sectionItems(section.lines);
    switch (section.kind) {
      case "errors":
        for (const item of items) {
          const memory = readErrorItem(item);
          if (memory === "unresolved") reading.open.push(truncate(item.text, 300));
          else if (memory) reading.memories.push(memory);
        }
        break;
      case "request":
        reading.request ??= items.length ? truncate(
          items.slice(0, 2).map((item) => item.text).join(" "),
          400
        ) : void 0;
        break;
      case "problems":
      case "concepts":
      case "decisions":
        for (const item of items) {
          const memory = readFindingItem(item, section.kind);
          if (memory) reading.memories.push(memory);
        }
        break;
      case "userMessages":
        for (const item of items) {
          const message = quotedMessage(item.text);
          const instructions = standingInstructions(message);
          for (const sentence of instructions) {
            reading.memories.push({
              type: "preference_noted",
              section: "userMessages",
              content: sentence,
              data: { tags: ["user-instruction", "compaction-summary"] },
              confidence: 0.8
            });
          }
        }
        break;
      case "pending":
        for (const item of items)
          if (!NO_ERRORS.test(item.text))
            pending.push({ content: truncate(item.text, 300), status: "pending" });
        break;
      case "current":
        current ??= items[0] ? truncate(items.map((item) => item.text).join(" "), 300) : void 0;
        break;
      case "next":
        if (items[0]) reading.open.push(truncate(items[0].text, 300));
        break;
      default:
        break;
    }
  }
  reading.memories.splice(MAX_SUMMARY_MEMORIES);
  if (pending.length > 0) {
    const steps = pending.slice(0, 20);
    const text2 = `Pending when the conversation was compacted: ${steps.map((step) => step.content).join("; ")}`;
    reading.plan = { content: truncate(text2, 600), steps, ...current ? { current } : {} };
  }
  if (current) reading.current = current;
  reading.open.unshift(...pending.map((step) => step.content));
  return reading;
}
function hashWord(word) {
  let hash = 2166136261;
  for (let index = 0; index < word.length; index++)
    hash = Math.imul(hash ^ word.charCodeAt(index), 16777619);
  return (hash >>> 0).toString(36);
}
function memoryFingerprint(type, content) {
  const words3 = content.toLowerCase().replace(/[`*_"'“”]/g, "").split(/[^a-z0-9]+/).filter((word) => word.length > 2);
  return `${type}:${words3.slice(0, 12).map(hashWord).join(" ")}`;
}
function seenBefore(fingerprint, seen) {
  if (seen.includes(fingerprint)) return true;
  const [type, text = ""] = fingerprint.split(/:(.*)/s);
  const words3 = new Set(text.split(" "));
  if (words3.size < 4) return false;
  return seen.some((other) => {
    const [otherType, otherText = ""] = other.split(/:(.*)/s);
    if (otherType !== type) return false;
    const otherWords = new Set(otherText.split(" "));
    let shared = 0;
    for (const word of words3) if (otherWords.has(word)) shared++;
    return shared / Math.max(words3.size, otherWords.size) >= 0.7;
  });
}

// src/capture/structural.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
var READ_TOOLS = /* @__PURE__ */ new Set(["Read"]);
var SEARCH_TOOLS = /* @__PURE__ */ new Set(["Glob", "Grep"]);
var OTHER_TOOLS = /* @__PURE__ */ new Set(["Bash", "TodoWrite", "ExitPlanMode", "AskUserQuestion"]);
var MAX_COMMAND = 2e3;
var MAX_PLAN = 4e3;
function stringField(input, name) {
  const value = input[name];
  return typeof value === "string" && value.trim() !== "" ? value : void 0;
}
function readTodos(value) {
  if (!Array.isArray(value)) return void 0;
  const steps = [];
  for (const item of value) {
    if (!isPlainObject(item) || typeof item.content !== "string" || item.content.trim() === "")
      continue;
    const status = item.status === "completed" || item.status === "in_progress" ? item.status : "pending";
    steps.push({ content: truncate(item.content.trim().replace(/\s+/g, " "), 300), status });
  }
  return steps;
}
function summarizeToolUse(id, name, input, ts, record, paths) {
  if (!EDIT_TOOLS.has(name) && !READ_TOOLS.has(name) && !SEARCH_TOOLS.has(name) && !OTHER_TOOLS.has(name))
    return void 0;
  const call = { id, name, ts, ...record ? { record } : {} };
  if (EDIT_TOOLS.has(name) || READ_TOOLS.has(name)) {
    const path = stringField(input, "file_path") ?? stringField(input, "notebook_path") ?? stringField(input, "path");
    if (!path) return void 0;
    call.files = [toStoredPath(path, paths)];
    const change = describeEdit(name, input);
    if (change) call.change = change;
    const content = stringField(input, "content");
    if (name === "Write" && content && /\.(?:md|mdx|markdown)$/i.test(path)) {
      const title = markdownTitle(content);
      if (title) call.title = title;
    }
  } else if (SEARCH_TOOLS.has(name)) {
    const pattern = stringField(input, "pattern");
    if (!pattern) return void 0;
    call.pattern = truncate(pattern, 300);
    const path = stringField(input, "path");
    if (path) call.searchPath = toStoredPath(path, paths);
    const glob = stringField(input, "glob");
    if (glob) call.glob = truncate(glob, 200);
  } else if (name === "Bash") {
    const command = stringField(input, "command");
    if (!command) return void 0;
    call.command = truncate(relativizeCommand(command.trim(), paths), MAX_COMMAND);
    const description = stringField(input, "description");
    if (description) call.description = truncate(description.trim(), 200);
  } else if (name === "TodoWrite") {
    const todos = readTodos(input.todos);
    if (todos) call.todos = todos;
  } else if (name === "ExitPlanMode") {
    const plan = stringField(input, "plan");
    if (plan) call.plan = truncate(plan.trim(), MAX_PLAN);
  }
  return call;
}
var MAX_CHANGED_LINES = 2;
var MAX_CHANGED_LINE = 160;
function editedLines(pairs) {
  const lines = (text) => text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !/^[{}()[\];,]+$/.test(line));
  const added = [];
  const removed = [];
  for (const { old, next } of pairs) {
    const before = lines(old);
    const after = lines(next);
    added.push(...after.filter((line) => !before.includes(line)));
    removed.push(...before.filter((line) => !after.includes(line)));
  }
  return { added: [...new Set(added)], removed: [...new Set(removed)] };
}
function describeEdit(name, input) {
  const pairs = [];
  if (name === "Edit") {
    if (typeof input.old_string !== "string" || typeof input.new_string !== "string")
      return void 0;
    pairs.push({ old: input.old_string, next: input.new_string });
  } else if (name === "MultiEdit" && Array.isArray(input.edits)) {
    for (const edit of input.edits) {
      if (!isPlainObject(edit) || typeof edit.old_string !== "string" || typeof edit.new_string !== "string")
        return void 0;
      pairs.push({ old: edit.old_string, next: edit.new_string });
    }
  } else {
    return void 0;
  }
  const { added, removed } = editedLines(pairs);
  if (added.length + removed.length === 0 || added.length > MAX_CHANGED_LINES || removed.length > MAX_CHANGED_LINES)
    return void 0;
  const shown = added.length ? added : removed;
  if (shown.some((line) => line.length > MAX_CHANGED_LINE)) return void 0;
  const quoted = shown.map((line) => `\`${line.replace(/`/g, "'")}\``).join(" and ");
  return `${added.length === 0 ? "removed" : removed.length === 0 ? "added" : "changed it to"} ${quoted}`;
}
var REJECTION_PROLOGUE = /^The user doesn[’']t want to (?:proceed with this tool use|take this action)/;
var INTERRUPTED = /\[Request interrupted by user/;
function readOutcome(isError, head, toolUseResult) {
  const structured = typeof toolUseResult === "string" ? toolUseResult : "";
  if (isError && REJECTION_PROLOGUE.test(head.trimStart())) {
    const feedback = /(?:the user said|reason for the rejection)\s*:\s*([\s\S]+)$/i.exec(head)?.[1]?.trim();
    if (!feedback && INTERRUPTED.test(structured)) return { outcome: "interrupted" };
    return {
      outcome: "rejected",
      ...feedback ? { feedback: truncate(feedback.replace(/\s+/g, " "), 500) } : {}
    };
  }
  if (structured === "User rejected tool use") return { outcome: "rejected" };
  if (INTERRUPTED.test(head) || INTERRUPTED.test(structured)) return { outcome: "interrupted" };
  if (!isError && isPlainObject(toolUseResult) && toolUseResult.interrupted === true)
    return { outcome: "interrupted" };
  if (isError) {
    const exit = /^(?:Error: )?Exit code (\d+)/.exec(head.trimStart()) ?? /^(?:Error: )?Exit code (\d+)/.exec(structured);
    return { outcome: "error", ...exit ? { exitCode: Number(exit[1]) } : {} };
  }
  return { outcome: "ok" };
}
function quoteCommand(command, max = 200) {
  const oneLine = command.split("\n")[0].trim();
  const shown = truncate(oneLine, max) + (oneLine !== command.trim() && !oneLine.endsWith("\u2026") ? " \u2026" : "");
  return `\`${shown.replace(/`/g, "'")}\``;
}
function isRecordedCommand(call) {
  return call.command !== void 0 && !isInspectionCommand(call.command);
}
function describeCall(call) {
  switch (call.name) {
    case "Bash":
      return `running ${quoteCommand(call.command ?? "")}`;
    case "Write":
      return `writing ${call.files?.join(", ") ?? "a file"}`;
    case "Edit":
    case "MultiEdit":
    case "NotebookEdit":
      return `an edit to ${call.files?.join(", ") ?? "a file"}`;
    case "ExitPlanMode":
      return `the plan "${planTitle(call.plan ?? "")}"`;
    default:
      return `a ${call.name} call`;
  }
}
function plainText(text) {
  return stripEmphasis(text).replace(/`/g, "").replace(/\*\*/g, "").trim();
}
function planTitle(plan) {
  const first = plan.split("\n").map((line) => line.trim()).find((line) => line !== "") ?? "plan";
  return truncate(
    plainText(first.replace(/^#+\s*/, "").replace(/^(?:plan|implementation plan)\s*:\s*/i, "")),
    150
  ) || "plan";
}
var STEP_HEADING = /\b(?:steps?|implementation|tasks?|todo|plan|phases?|changes?|approach|order|checklist|work)\b/i;
function planSteps(plan) {
  const numbered = [];
  const checkboxes = [];
  const underStepHeading = [];
  let stepSection = false;
  for (const line of plan.split("\n")) {
    const heading = /^\s{0,3}(?:#{1,6}\s+|\*\*)(.+?)(?:\*\*)?:?\s*$/.exec(line);
    if (heading && !/^\s{0,3}(?:[-*+]|\d)/.test(line.replace(/^\s{0,3}\*\*/, ""))) {
      stepSection = STEP_HEADING.test(heading[1]);
      continue;
    }
    const item = /^(\d{1,3}[.)]|[-*+])\s+(\[[ xX]\]\s+)?(.+)$/.exec(line);
    if (!item) continue;
    const content = truncate(plainText(item[3]), 300);
    if (content === "") continue;
    if (item[2]) checkboxes.push(content);
    else if (/^\d/.test(item[1])) numbered.push(content);
    else if (stepSection) underStepHeading.push(content);
  }
  const chosen = numbered.length >= 2 ? numbered : checkboxes.length >= 2 ? checkboxes : underStepHeading.length >= 2 ? underStepHeading : [];
  return chosen.slice(0, 30).map((content) => ({ content, status: "pending" }));
}
function readAnswers(toolUseResult) {
  if (!isPlainObject(toolUseResult) || !isPlainObject(toolUseResult.answers)) return [];
  const pairs = [];
  for (const [question, answer] of Object.entries(toolUseResult.answers)) {
    const text = Array.isArray(answer) ? answer.filter((item) => typeof item === "string").join(", ") : typeof answer === "string" ? answer : "";
    if (text.trim() === "" || /^(?:yes|no|ok|okay|sure|continue|proceed|go ahead|skip|cancel|other)\.?$/i.test(text.trim()))
      continue;
    pairs.push({
      question: truncate(question.trim().replace(/\s+/g, " "), 300),
      answer: truncate(text.trim().replace(/\s+/g, " "), 300)
    });
  }
  return pairs;
}

// src/capture/tags.ts
var HEADER = /\[MEMORY:\s*([A-Za-z]+)\s*(\]|:|—|–|-(?=\s))/gi;
var FENCE3 = /^\s{0,3}(```|~~~)/;
var MAY_HOLD_TAG = /\[memory:/i;
function maskNonProse(text) {
  const lines = text.split("\n");
  let inFence = false;
  const masked = lines.map((line) => {
    if (FENCE3.test(line)) {
      inFence = !inFence;
      return " ".repeat(line.length);
    }
    if (inFence || /^\s*>/.test(line)) return " ".repeat(line.length);
    return line.replace(/`[^`\n]*`/g, (code) => " ".repeat(code.length));
  });
  return masked.join("\n");
}
function isMemoryKind(kind) {
  return Object.hasOwn(MEMORY_KINDS, kind);
}
var HANDOFF_KINDS = ["goal", "outcome", "open"];
function isHandoffKind(kind) {
  return HANDOFF_KINDS.includes(kind);
}
var PARAGRAPH_END = /\n[ \t]*(?:\n|(?:```|~~~))/g;
function paragraphEnd(masked, from) {
  PARAGRAPH_END.lastIndex = from;
  const found = PARAGRAPH_END.exec(masked);
  return found ? found.index : masked.length;
}
var LIST_ITEM3 = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.+)$/;
function readTags(text) {
  if (!MAY_HOLD_TAG.test(text)) return [];
  const masked = maskNonProse(text);
  const headers = [];
  HEADER.lastIndex = 0;
  for (let match = HEADER.exec(masked); match; match = HEADER.exec(masked)) {
    headers.push({
      kind: match[1].toLowerCase(),
      start: match.index,
      textStart: match.index + match[0].length,
      bracketed: match[2] !== "]"
    });
  }
  return headers.map((header, index) => {
    const nextTag = headers[index + 1]?.start ?? text.length;
    let raw = text.slice(
      header.textStart,
      Math.min(nextTag, paragraphEnd(masked, header.textStart))
    );
    if (header.bracketed) {
      const close = raw.lastIndexOf("]");
      if (close >= 0) raw = raw.slice(0, close);
    }
    return { kind: header.kind, raw };
  });
}
function findHandoffTags(text) {
  const tags = [];
  for (const { kind, raw } of readTags(text)) {
    if (!isHandoffKind(kind)) continue;
    const joined2 = stripEmphasis(
      raw.split("\n").map((line) => line.trim()).filter(Boolean).join(" ").replace(/\s+/g, " ").trim()
    );
    if (joined2 !== "") tags.push({ kind, text: truncate(joined2, 600) });
  }
  return tags;
}
function findMemoryTags(text) {
  const tags = [];
  for (const { kind, raw } of readTags(text)) {
    if (!isMemoryKind(kind)) continue;
    const lines = raw.split("\n").map((line) => line.trim()).filter(Boolean);
    const steps = kind === "plan" ? lines.map((line) => LIST_ITEM3.exec(line)?.[1]?.trim()).filter((step) => Boolean(step)) : [];
    const joined2 = stripEmphasis(lines.join(" ").replace(/\s+/g, " ").trim());
    if (joined2 === "") continue;
    tags.push({
      kind,
      text: truncate(joined2, 1e3),
      ...steps.length ? { steps: steps.map((step) => truncate(stripEmphasis(step), 300)) } : {}
    });
  }
  return tags;
}
function removeMemoryTags(text) {
  if (!MAY_HOLD_TAG.test(text)) return text;
  const masked = maskNonProse(text);
  const spans = [];
  HEADER.lastIndex = 0;
  const starts = [];
  for (let match = HEADER.exec(masked); match; match = HEADER.exec(masked))
    starts.push({ start: match.index, textStart: match.index + match[0].length });
  starts.forEach((tag, index) => {
    const end = Math.min(
      starts[index + 1]?.start ?? text.length,
      paragraphEnd(masked, tag.textStart)
    );
    spans.push([tag.start, end]);
  });
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start);
    at = end;
  }
  return out + text.slice(at);
}

// src/capture/extract.ts
function caseNote(missing, found) {
  const [a, b] = [posix2.basename(missing), posix2.basename(found)];
  if (a === b || a.toLowerCase() !== b.toLowerCase()) return "";
  const name = posix2.parse(b).name;
  return name === name.toUpperCase() ? " (its name in upper case)" : name === name.toLowerCase() ? " (its name in lower case)" : " (its name in another case)";
}
function initialState() {
  return { pending: [], todos: {}, failures: [], skippedAgents: [] };
}
var MAX_FAILURES = 10;
var MAX_MISSING_FILES = 5;
var MAX_CHANGES = 3;
var MAX_INTENT = 300;
var MAX_SUMMARY_SEEN = 400;
var MAX_FIX_MARKS = 60;
var MAX_RESOLVED = 100;
var MAX_REPORT2 = 4e3;
var MAX_KEPT = 300;
var MAX_DECISIONS = 40;
var MAX_PROBLEMS = 40;
var MAX_TOUCHED = 400;
var SAME_MEMORY = 0.75;
var COMPILER_SLIP = /\b(?:imported and not used|declared and not used|declared but (?:its value is )?never (?:read|used)|no new variables on left side|mismatched types|cannot use \S.{0,120} as \S|undefined: \w|has no field or method|missing return|cannot find name|TS\d{4}:|unused (?:import|variable))/i;
var JUDGED_TYPES = /* @__PURE__ */ new Set([
  "decision_made",
  "approach_rejected",
  "knowledge_acquired",
  "error_resolved",
  "preference_noted"
]);
function restates(sketch, type, words3) {
  const [keptType, ...keptWords] = sketch.split(" ");
  const earlier = new Set(keptWords);
  if (keptType === type) return overlap(earlier, words3) >= SAME_MEMORY;
  let shared = 0;
  for (const word of words3) if (earlier.has(word)) shared++;
  return shared / Math.max(earlier.size, words3.size, 1) >= 0.85;
}
function withoutPlumbing(command) {
  return command.replace(/\s*\|\s*(?:tail|head|grep|less|cat|tee)\b[^|]*$/g, "").replace(/\s*\d?>&\d\b/g, "").replace(/\s+/g, " ").trim();
}
var MAX_GLUED_RECORDS = 16;
var SUMMING_UP = /^(?:#+\s*)?(?:summary\b|[^\n]{0,80}\b(?:is|are) (?:now )?(?:complete|done|finished)\b|[^\n]{0,80}\bhere(?:['’]s| is) (?:a |the )?summary\b)/i;
var BEFORE_REASON = /\s(?:\(chosen over\b|Reason:|Why:)[\s\S]*$/;
function asks(fact) {
  if (fact.content.startsWith('Asked "')) return false;
  const text = fact.content.replace(/`[^`]*`/g, "``").replace(BEFORE_REASON, "");
  if (fact.type === "decision_made" || fact.type === "approach_rejected")
    return /\?(?:\s|$)/.test(text);
  if (fact.type === "knowledge_acquired") return /^[^.!?\n]{0,300}\?(?:\s|$)/.test(text);
  return false;
}
function heldKey(key) {
  return `held ${createHash("sha256").update(key).digest("hex")}`;
}
function messageKey(record, fallback) {
  return record.messageId ?? record.uuid ?? fallback;
}
var RESULT_NEEDS_NOTHING = /* @__PURE__ */ new Set(["Read", "Glob", "Grep", "Edit", "MultiEdit", "NotebookEdit"]);
var TOOL_USE_ID = '"tool_use_id":"';
var NARRATION2 = /^(?:you[’']re (?:absolutely |completely |totally )?right|good (?:point|catch|idea)|perfect|great|got it|understood|i see|ah|oh|ok(?:ay)?|sure|thanks)\b|\b(?:revise|reconsider|rethink|try (?:again|a different)|adjust (?:my|the) approach)\b/i;
function proposalOf(intent) {
  const sentences = splitSentences(intent.replace(/\s+/g, " ").trim());
  if (sentences.length !== 1 || sentences[0].length > 200 || NARRATION2.test(sentences[0]))
    return void 0;
  return sentences[0];
}
var Extractor = class {
  constructor(state, options) {
    this.options = options;
    this.state = structuredClone(state);
  }
  options;
  facts = [];
  /** Lines that are not transcript records. */
  unreadable = [];
  /** How many records were read. */
  records = 0;
  /** The first session id seen, for a transcript read without one given. */
  firstSession;
  state;
  /** Reads one line of a transcript (without its newline), found at byte `offset`. */
  readLine(text, offset) {
    let line = text;
    let at = offset;
    for (let glued = 0; ; glued++) {
      if (glued === MAX_GLUED_RECORDS) {
        this.unreadable.push({
          offset: at,
          reason: `more than ${MAX_GLUED_RECORDS} records glued on one line`
        });
        return;
      }
      const kind = lineKind(line);
      if (kind === "user" && this.resolveWithoutParsing(line)) return;
      const reading = readTranscriptLine(line, kind);
      if (reading.kind === "record") this.read(reading.record, `@${at}`);
      else if (reading.kind === "unreadable")
        this.unreadable.push({ offset: at, reason: reading.reason });
      if (reading.kind !== "record" || reading.rest === void 0) return;
      at += Buffer.byteLength(line) - Buffer.byteLength(reading.rest);
      line = reading.rest;
    }
  }
  /**
   * For a user line. Most of a long transcript's bytes are tool results, and most of those belong to calls
   * whose result only has to say "done" (a file read, an edit) or to calls capture does
   * not follow at all. Such a line is recognised from its raw text and not parsed. In raw
   * JSON, `"tool_use_id":"` cannot occur inside a string value (its quotes would be
   * escaped), so its first occurrence is the result's own.
   */
  resolveWithoutParsing(text) {
    const at = text.indexOf(TOOL_USE_ID);
    if (at < 0 || text.indexOf(TOOL_USE_ID, at + TOOL_USE_ID.length) >= 0) return false;
    const start = at + TOOL_USE_ID.length;
    const id = text.slice(start, text.indexOf('"', start));
    const message = this.state.pending.find(
      (pending) => pending.calls.some((call2) => call2.id === id)
    );
    if (!message) {
      return text.startsWith("{") && !text.includes("[Request interrupted");
    }
    const call = message.calls.find((candidate) => candidate.id === id);
    if (call.outcome || text.includes('"is_error":true') || text.includes("[Request interrupted") || text.includes("User rejected tool use"))
      return false;
    if (call.name === "Write") {
      if (text.includes('"type":"create"')) call.created = true;
    } else if (call.name === "Bash") {
      if (text.includes('"interrupted":true') || this.state.failures.some((failure) => failure.agent === message.agent))
        return false;
      if (call.command && /\bgit\b[^|;&\n]*\bcommit\b/.test(call.command)) return false;
    } else if (!RESULT_NEEDS_NOTHING.has(call.name)) {
      return false;
    }
    this.records++;
    call.outcome = "ok";
    this.readResolvedCall(message, call, void 0, call.ts);
    this.completeIfDone(message);
    return true;
  }
  /** Reads one transcript record; `lineKey` names it when it has neither uuid nor message id. */
  readRecord(record, lineKey) {
    this.read(record, lineKey);
  }
  /** The facts found so far and the state to carry on with; with `final`, the transcript is complete. */
  finish(final = false) {
    if (final) {
      this.closeTurn();
      this.emitOutcome();
      this.interruptAll();
      this.state.failures = [];
      delete this.state.intent;
    }
    return { facts: this.facts, state: this.state };
  }
  /** Remembers a path in the repository the session read or edited. */
  noteTouched(file) {
    if (!file.includes("/") || file.startsWith("/") || file.startsWith("~") || file.startsWith("..") || this.options.excluded(file))
      return;
    const touched = this.state.touched ??= [];
    if (!touched.includes(file) && touched.length < MAX_TOUCHED) touched.push(file);
  }
  /** The memory with the paths its bare file names stand for in this session added to `data.files`. */
  withResolvedFiles(fact) {
    if (!this.state.touched) return fact;
    const resolved = resolveBareNames(fact.content, this.state.touched);
    const known = Array.isArray(fact.data?.files) ? fact.data.files.filter((file) => typeof file === "string") : [];
    const added = resolved.filter((path) => !known.includes(path));
    return added.length ? { ...fact, data: { ...fact.data, files: [...known, ...added] } } : fact;
  }
  ledger() {
    return this.state.ledger ??= emptyLedger();
  }
  /**
   * Where every candidate memory goes: the judge keeps or drops it, a restatement of a
   * memory this session already kept is dropped, and a kept decision is remembered so the
   * user can take it back. Plans, activity and explicit tags pass as they are.
   */
  propose(fact, origin) {
    if (!JUDGED_TYPES.has(fact.type)) {
      this.facts.push(fact);
      return;
    }
    let kept = fact;
    if (origin !== "tag" && asks(fact)) return;
    if (!fact.agent) this.retractFixedProblems(fact);
    if (origin !== "tag") {
      if (this.options.judge !== false) {
        const verdict = judge({ type: fact.type, content: fact.content, origin, data: fact.data });
        if (!verdict.keep) return;
        kept = { ...fact, confidence: Math.round(verdict.score * 100) / 100 };
      } else {
        kept = { ...fact, origin };
      }
    }
    if (!kept.agent) kept = this.withResolvedFiles(kept);
    const words3 = contentWords(kept.content);
    const sketches = this.state.kept ??= [];
    if (this.options.judge !== false && sketches.some((sketch) => restates(sketch, kept.type, words3)))
      return;
    sketches.push(`${kept.type} ${[...words3].slice(0, 40).join(" ")}`);
    if (sketches.length > MAX_KEPT) sketches.shift();
    if (kept.type === "decision_made" && !kept.agent) {
      const decisions = this.state.decisions ??= [];
      decisions.push({
        key: kept.key,
        ts: kept.ts,
        ...kept.session ? { session: kept.session } : {},
        words: [...words3].slice(0, 40).join(" ")
      });
      if (decisions.length > MAX_DECISIONS) decisions.shift();
    }
    this.facts.push(kept);
    if (!kept.agent && statesProblem(kept)) {
      const problems = this.state.problems ??= [];
      problems.push({
        key: kept.key,
        ts: kept.ts,
        ...kept.session ? { session: kept.session } : {},
        identifiers: codeIdentifiers(kept.content).slice(0, 12)
      });
      if (problems.length > MAX_PROBLEMS) problems.shift();
    }
  }
  /**
   * Retracts the lessons kept earlier this session that state a problem `fact` reports
   * fixed, naming the same code (fixed-problems.ts): once fixed, "X doesn't match Y" is
   * stale, and what was wrong is the fix's to say. Only forward in time.
   */
  retractFixedProblems(fact) {
    const problems = this.state.problems;
    if (!problems?.length || !reportsFix(fact)) return;
    const names = codeIdentifiers(fact.content);
    for (const problem of [...problems]) {
      if (problem.key === fact.key || problem.ts > fact.ts || !fixesProblem(problem.identifiers, names, true))
        continue;
      problems.splice(problems.indexOf(problem), 1);
      const reason = fixedReason(fact.content, true);
      this.facts.push({
        ...fact,
        key: `${problem.key}\0fixed`,
        type: "memory_retracted",
        content: reason,
        corrects: {
          key: problem.key,
          ts: problem.ts,
          ...problem.session ? { session: problem.session } : {}
        },
        data: { reason, tags: ["capture", "fixed-later"] }
      });
    }
  }
  /** Proposes the candidates held from the assistant's last text: as its report's, or as work in progress. */
  releaseHeld(report) {
    const held = this.state.turn?.held;
    if (!held?.length) return;
    delete this.state.turn.held;
    for (const { fact, origin } of held)
      this.propose(fact, report && origin === "paragraph" ? "report" : origin);
  }
  /** Reads the turn under way as closed (see turns.ts), with the user's next message when there is one. */
  closeTurn(reply) {
    this.releaseHeld(true);
    const turn = this.state.turn;
    delete this.state.turn;
    if (!turn) return;
    const { report } = turn;
    const candidates = readTurn({
      ...turn.request ? { request: turn.request } : {},
      ...report ? { report } : {},
      ...reply ? { reply } : {},
      ...turn.failures ? { failures: turn.failures } : {},
      question: turn.question === true
    });
    for (const candidate of candidates) {
      const provenance = candidate.source === "turn-choice" ? reply : report;
      const fact = {
        ts: candidate.ts,
        ...provenance?.session ? { session: provenance.session } : {},
        ...provenance?.gitBranch !== void 0 ? { gitBranch: provenance.gitBranch } : {},
        ...candidate.record ? { record: candidate.record } : {},
        key: `${candidate.record ?? candidate.ts}\0${candidate.source}\0${candidate.content}`,
        type: candidate.type,
        layer: "keyword",
        content: candidate.content,
        confidence: 0.6,
        data: {
          ...candidate.data,
          tags: [...candidate.data.tags ?? [], candidate.source]
        }
      };
      this.propose(fact, candidate.source);
    }
    if (report) noteReport(this.ledger(), report.text);
  }
  /** The decision kept this session that a reversal is about: the one sharing most of its words. */
  reversedDecision(text) {
    const words3 = contentWords(text);
    let best;
    let score = 0.4;
    for (const decision of this.state.decisions ?? []) {
      const shared = overlap(new Set(decision.words.split(" ")), words3);
      if (shared > score) [best, score] = [decision, shared];
    }
    return best;
  }
  /** Writes the session's outcome as the ledger has it now, when it changed since the last one. */
  emitOutcome(base = {}) {
    if (this.options.agent || base.agent) return;
    const ledger = this.state.ledger;
    const reading = ledger ? outcomeOf(ledger) : void 0;
    const ts = base.ts ?? this.state.lastTimestamp;
    if (!ledger || !reading || !ts || ledger.emitted === reading.content) return;
    ledger.emitted = reading.content;
    this.state.outcomes = (this.state.outcomes ?? 0) + 1;
    const branch = ledger.branches[ledger.branches.length - 1];
    this.facts.push({
      ts,
      ...base.session ?? ledger.session ? { session: base.session ?? ledger.session } : {},
      ...base.gitBranch !== void 0 ? { gitBranch: base.gitBranch } : branch ? { gitBranch: branch } : {},
      ...base.record ? { record: base.record } : {},
      key: `outcome\0${this.state.outcomes}`,
      type: "session_outcome",
      layer: "structural",
      content: reading.content,
      data: reading.data
    });
  }
  agentOf(record) {
    return this.options.agent ?? (record.isSidechain ? record.agentId : void 0);
  }
  provenance(record) {
    const agent = this.agentOf(record);
    return {
      ...record.sessionId ? { session: record.sessionId } : {},
      ...agent ? { agent } : {},
      ...record.gitBranch !== void 0 ? { gitBranch: record.gitBranch } : {}
    };
  }
  paths(record) {
    return {
      repoRoot: this.options.paths.repoRoot,
      ...record.cwd ? { cwd: record.cwd } : this.options.paths.cwd ? { cwd: this.options.paths.cwd } : {}
    };
  }
  read(record, lineKey) {
    this.records++;
    this.firstSession ??= record.sessionId;
    const ts = record.timestamp ?? this.state.lastTimestamp;
    if (record.timestamp) this.state.lastTimestamp = record.timestamp;
    const agent = this.agentOf(record);
    if (record.isSidechain && record.type === "user" && record.parentUuid === null && record.prompt?.trim() === "Warmup" && agent) {
      if (!this.state.skippedAgents.includes(agent)) this.state.skippedAgents.push(agent);
      return;
    }
    if (agent && this.state.skippedAgents.includes(agent)) return;
    if (record.isMeta || ts === void 0) return;
    if (record.isCompactSummary) {
      const text = record.blocks.flatMap((block) => block.type === "text" ? [block.text] : []).join("\n");
      this.readSummary(text, {
        ts,
        ...this.provenance(record),
        ...record.uuid ? { record: record.uuid } : {}
      });
      return;
    }
    if (record.type === "assistant") this.readAssistant(record, ts, messageKey(record, lineKey));
    else if (record.type === "user") this.readUser(record);
  }
  /**
   * Reads a compaction summary (a transcript record, or PostCompact's `compact_summary`):
   * its memories once each, however often later summaries repeat them, and its plan.
   */
  readSummary(text, base) {
    const reading = readCompactSummary(redactPlainText(removePrivateSpans(text)));
    const seen = this.state.summarySeen ??= [];
    for (const memory of reading.memories) {
      if (memory.type === "preference_noted" && this.options.preferences === false) continue;
      const fingerprint = memoryFingerprint(memory.type, memory.content);
      if (seenBefore(fingerprint, seen)) continue;
      seen.push(fingerprint);
      if (memory.type === "error_resolved" && (this.state.fixMarks ?? []).some((marks) => restatesFix(marks, memory.content)))
        continue;
      const origin = memory.section === "userMessages" ? "summary-user" : ["errors", "problems", "concepts", "files"].includes(memory.section) ? `summary-${memory.section}` : "summary-other";
      this.propose(
        {
          ...base,
          key: `summary\0${fingerprint}`,
          type: memory.type,
          layer: "summary",
          content: memory.content,
          confidence: memory.confidence,
          data: memory.data
        },
        origin
      );
    }
    if (!base.agent) {
      const fingerprint = memoryFingerprint(
        "session",
        `${reading.request ?? ""} ${reading.current ?? ""} ${reading.open.join(" ")}`
      );
      if (!seen.includes(fingerprint)) {
        seen.push(fingerprint);
        noteSummary(this.ledger(), {
          ...reading.request ? { request: reading.request } : {},
          ...reading.current ? { current: reading.current } : {},
          pending: reading.open
        });
        this.emitOutcome(base);
      }
    }
    const todos = this.state.todos[base.agent ?? ""] ?? [];
    if (reading.plan && todos.length === 0) {
      const fingerprint = memoryFingerprint("plan_created", reading.plan.content);
      if (!seen.includes(fingerprint)) {
        seen.push(fingerprint);
        const { current } = reading.plan;
        this.facts.push({
          ...base,
          key: `summary\0${fingerprint}`,
          type: "plan_created",
          layer: "summary",
          content: reading.plan.content,
          data: {
            steps: reading.plan.steps,
            ...current ? { plan: `${reading.plan.content}

In progress: ${current}` } : {},
            tags: ["compaction-summary"]
          }
        });
      }
    }
    if (seen.length > MAX_SUMMARY_SEEN) seen.splice(0, seen.length - MAX_SUMMARY_SEEN);
  }
  /** A person's prompt, or what they said rejecting a call: its standing instructions become preferences. */
  readInstructions(text, base, tags) {
    if (this.options.preferences === false) return;
    const seen = this.state.summarySeen ??= [];
    for (const sentence of standingInstructions(removePrivateSpans(text))) {
      const fingerprint = memoryFingerprint("preference_noted", sentence);
      if (!seen.includes(fingerprint)) seen.push(fingerprint);
      if (seen.length > MAX_SUMMARY_SEEN) seen.shift();
      this.propose(
        {
          ...base,
          key: `${base.record ?? base.ts}\0preference\0${sentence}`,
          type: "preference_noted",
          layer: "structural",
          content: sentence,
          confidence: 0.8,
          data: { tags }
        },
        tags.includes("rejection") ? "rejection" : "prompt"
      );
    }
  }
  readAssistant(record, ts, key) {
    for (const block of record.blocks) {
      if (block.type === "text") this.readProse(record, ts, key, block.text);
      else if (block.type === "tool_use") {
        if (!this.agentOf(record)) {
          const summing = SUMMING_UP.test(this.state.turn?.report?.text.slice(0, 300) ?? "");
          if (this.state.turn?.report) delete this.state.turn.report;
          this.releaseHeld(summing);
        }
        const call = summarizeToolUse(
          block.id,
          block.name,
          block.input,
          ts,
          record.uuid,
          this.paths(record)
        );
        if (!call) continue;
        if (call.change && call.files?.some((file) => this.options.excluded(file)))
          delete call.change;
        if (!this.agentOf(record)) for (const file of call.files ?? []) this.noteTouched(file);
        if (this.state.intent?.message === key) call.intent = this.state.intent.text;
        let message = this.state.pending.find((pending) => pending.key === key);
        if (!message) {
          message = { key, calls: [], ...this.provenance(record) };
          this.state.pending.push(message);
        }
        if (!message.calls.some((existing) => existing.id === call.id)) message.calls.push(call);
      }
    }
  }
  readProse(record, ts, key, raw) {
    const text = redactPlainText(removePrivateSpans(raw));
    const base = {
      ts,
      ...this.provenance(record),
      ...record.uuid ? { record: record.uuid } : {}
    };
    if (!this.agentOf(record)) {
      const turn = this.state.turn ??= {};
      if (turn.report && turn.report.message !== key && SUMMING_UP.test(turn.report.text.slice(0, 300)))
        this.releaseHeld(true);
      const earlier = turn.report?.message === key ? `${turn.report.text}

` : "";
      const prose = removeMemoryTags(text).replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "");
      turn.report = {
        text: truncate(`${earlier}${prose}`, MAX_REPORT2),
        ts,
        message: key,
        ...this.provenance(record),
        ...record.uuid ? {
          record: turn.report?.message === key && turn.report.record ? turn.report.record : record.uuid
        } : {}
      };
    }
    findMemoryTags(text).forEach((tag, index) => {
      const mapping = MEMORY_KINDS[tag.kind];
      const data = {};
      if (mapping.kind) data.kind = mapping.kind;
      if (mapping.type === "decision_made" || mapping.type === "approach_rejected")
        Object.assign(data, decisionDetails(tag.text));
      if (mapping.type === "approach_rejected") delete data.alternatives;
      if (mapping.type === "plan_created") {
        data.plan = tag.text;
        if (tag.steps) data.steps = tag.steps.map((content) => ({ content, status: "pending" }));
      }
      this.propose(
        {
          ...base,
          key: `${key}\0tag\0${index}\0${tag.text}`,
          type: mapping.type,
          layer: "tag",
          content: tag.text,
          confidence: 1,
          data
        },
        "tag"
      );
    });
    const handoff = this.agentOf(record) ? [] : findHandoffTags(text);
    if (handoff.length) {
      const last2 = (kind) => handoff.filter((tag) => tag.kind === kind).pop()?.text;
      noteHandoff(this.ledger(), {
        ...last2("goal") ? { goal: last2("goal") } : {},
        ...last2("outcome") ? { outcome: last2("outcome") } : {},
        open: handoff.filter((tag) => tag.kind === "open").map((tag) => tag.text)
      });
      this.emitOutcome(base);
    }
    const paragraphs = proseParagraphs(removeMemoryTags(text));
    this.readDiagnosis(paragraphs, record.uuid, this.agentOf(record));
    const agent = this.agentOf(record);
    const candidates = explainingParagraphs(
      removeMemoryTags(text)
    ).map((candidate, index) => ({
      fact: {
        ...base,
        key: `${key}\0paragraph\0${index}\0${candidate.content}`,
        type: candidate.type,
        layer: "keyword",
        content: candidate.content,
        confidence: 0.5,
        data: { ...candidate.data, tags: ["paragraph"] }
      },
      origin: "paragraph"
    }));
    for (const match of matchParagraphs(paragraphs)) {
      const fact = this.readKeyword(match, base, key, agent);
      if (fact) candidates.push({ fact, origin: "prose" });
    }
    if (agent) for (const candidate of candidates) this.propose(candidate.fact, candidate.origin);
    else
      ((this.state.turn ??= {}).held ??= []).push(
        ...candidates.map(({ fact, origin }) => ({
          fact: { ...fact, key: heldKey(fact.key) },
          origin
        }))
      );
    const last = paragraphs[paragraphs.length - 1];
    if (last) this.state.intent = { message: key, text: truncate(last.text, MAX_INTENT) };
  }
  /** After a failure, the assistant's first sentences that state its cause (at most two) go with the failure. */
  readDiagnosis(paragraphs, record, agent) {
    const failure = [...this.state.failures].reverse().find((candidate) => candidate.agent === agent);
    if (!failure || failure.diagnosis) return;
    const causes = [];
    for (const paragraph of paragraphs) {
      for (const raw of splitSentences(paragraph.text)) {
        const sentence = stripEmphasis(raw).replace(/\s+/g, " ").trim();
        if (causes.length < 2 && isCauseStatement(sentence))
          causes.push(redactAndTruncate(sentence, 300));
      }
    }
    if (causes.length === 0) return;
    failure.diagnosis = causes.join(" ");
    if (record) failure.diagnosisRecord = record;
  }
  /** A keyword match: a cause or fix goes with the failure it explains; anything else is a candidate, returned. */
  readKeyword(match, base, key, agent) {
    const failure = [...this.state.failures].reverse().find((candidate) => candidate.agent === agent);
    if (match.kind === "cause" || match.kind === "fix" && failure) {
      if (failure && (!failure.diagnosis || match.kind === "fix" && !failure.hasFix) && !failure.diagnosis?.includes(match.sentence)) {
        failure.diagnosis = failure.diagnosis ? `${failure.diagnosis} ${match.sentence}` : match.sentence;
        if (match.kind === "fix") failure.hasFix = true;
      }
      return void 0;
    }
    const fact = {
      ...base,
      key: `${key}\0kw\0${match.sentence}`,
      layer: "keyword",
      content: match.sentence,
      confidence: match.confidence
    };
    const details = { ...match.reason ? { reason: match.reason } : {} };
    switch (match.kind) {
      case "decision": {
        const files = filesNamed(match.sentence);
        return {
          ...fact,
          content: decisionAsFact(match.sentence),
          type: "decision_made",
          data: {
            ...details,
            ...match.alternatives ? { alternatives: match.alternatives } : {},
            ...files.length ? { files } : {}
          }
        };
      }
      case "rejection":
        return { ...fact, type: "approach_rejected", data: details };
      case "fix":
        return {
          ...fact,
          type: "error_resolved",
          data: { ...match.detail ? { fix: match.detail } : {} }
        };
      case "learned": {
        const files = filesNamed(match.sentence);
        return { ...fact, type: "knowledge_acquired", data: files.length ? { files } : {} };
      }
      case "gotcha":
        return { ...fact, type: "knowledge_acquired", data: { kind: "gotcha" } };
    }
    return void 0;
  }
  readUser(record) {
    const results = record.blocks.filter((block) => block.type === "tool_result");
    if (results.length === 0 && record.timestamp) {
      const prompt = record.blocks.flatMap((block) => block.type === "text" ? [block.text] : []).join("\n");
      if (prompt && !/^\[Request interrupted by user/.test(prompt.trim())) {
        const base = {
          ts: record.timestamp,
          ...this.provenance(record),
          ...record.uuid ? { record: record.uuid } : {}
        };
        const clean2 = redactPlainText(removePrivateSpans(prompt));
        if (!this.agentOf(record) && !record.isSidechain) {
          const reply = {
            text: truncate(clean2, MAX_REPORT2),
            ts: record.timestamp,
            ...this.provenance(record),
            ...record.uuid ? { record: record.uuid } : {}
          };
          this.closeTurn(reply);
          this.state.turn = {
            request: reply,
            ...isQuestionAboutTheCode(clean2) ? { question: true } : {}
          };
          noteRequest(this.ledger(), clean2, record.gitBranch);
          this.ledger().session ??= record.sessionId;
        }
        this.readInstructions(clean2, base, ["user-instruction"]);
        if (!this.agentOf(record) && !record.isSidechain) {
          promptStatements(clean2).forEach((candidate, index) => {
            const fact = {
              ...base,
              key: `${base.record ?? base.ts}\0prompt\0${index}`,
              type: candidate.type,
              layer: "keyword",
              content: candidate.content,
              confidence: 0.5,
              data: { ...candidate.data, tags: [USER_PROMPT_TAG] }
            };
            const reversed = index === 0 && CUES.reversal.test(clean2) ? this.reversedDecision(candidate.content) : void 0;
            if (reversed)
              this.facts.push({
                ...fact,
                key: `${fact.key}\0supersedes`,
                type: "memory_superseded",
                corrects: reversed,
                data: { tags: ["capture", "user-reversal"] }
              });
            else this.propose(fact, "prompt-statement");
          });
        }
      }
    }
    for (const block of record.blocks) {
      if (block.type === "tool_result") {
        const structured = results.length === 1 ? record.toolUseResult : void 0;
        this.resolve(
          block.toolUseId,
          readOutcome(block.isError, block.head, structured),
          structured,
          record.timestamp,
          { head: block.head, record: record.uuid }
        );
      } else if (block.type === "text" && /^\[Request interrupted by user/.test(block.text.trim())) {
        this.interruptAll();
      }
    }
  }
  /** Marks every unresolved call as interrupted (the user pressed Esc, or the session ended). */
  interruptAll() {
    for (const message of [...this.state.pending]) {
      for (const call of message.calls) call.outcome ??= "interrupted";
      this.completeIfDone(message);
    }
  }
  resolve(id, result, structured, resultTs, output) {
    const message = this.state.pending.find(
      (pending) => pending.calls.some((call2) => call2.id === id)
    );
    const call = message?.calls.find((candidate) => candidate.id === id);
    if (!message || !call || call.outcome) return;
    call.outcome = result.outcome;
    if (result.outcome === "error" && call.name === "Bash" && output) {
      const line = firstErrorLine(output.head);
      if (line) call.errorLine = line;
    }
    if (result.outcome === "error" && (READ_TOOLS.has(call.name) || EDIT_TOOLS.has(call.name)) && output && /\bdoes not exist\b/i.test(output.head))
      call.errorLine = "does not exist";
    if (result.outcome === "rejected" && result.feedback && resultTs) {
      this.readInstructions(
        result.feedback,
        {
          ts: resultTs,
          ...message.session ? { session: message.session } : {},
          ...message.agent ? { agent: message.agent } : {},
          ...message.gitBranch !== void 0 ? { gitBranch: message.gitBranch } : {},
          ...output?.record ? { record: output.record } : {}
        },
        ["user-instruction", "rejection"]
      );
    }
    if (result.outcome === "ok" && call.name === "Bash" && output && !message.agent) {
      for (const commit of commitsPrinted(output.head)) noteCommit(this.ledger(), commit);
    }
    if (result.exitCode !== void 0) call.exitCode = result.exitCode;
    if (result.feedback) call.feedback = result.feedback;
    if (call.name === "Write" && typeof structured === "object" && structured !== null && structured.type === "create")
      call.created = true;
    this.readResolvedCall(message, call, structured, resultTs ?? call.ts);
    this.completeIfDone(message);
  }
  factBase(message, call) {
    return {
      ts: call.ts,
      tool: call.name,
      ...call.record ? { record: call.record } : {},
      ...message.session ? { session: message.session } : {},
      ...message.agent ? { agent: message.agent } : {},
      ...message.gitBranch !== void 0 ? { gitBranch: message.gitBranch } : {}
    };
  }
  /** Events that come from one call as soon as its result is known. */
  readResolvedCall(message, call, structured, resultTs) {
    const base = this.factBase(message, call);
    if (call.outcome === "rejected") {
      if (READ_TOOLS.has(call.name) || SEARCH_TOOLS.has(call.name) || call.name === "TodoWrite" || call.name === "AskUserQuestion")
        return;
      const files = (call.files ?? []).filter((file) => !this.options.excluded(file));
      if (call.files?.length && files.length === 0) return;
      if (call.name === "Bash" && !call.feedback) return;
      const proposal = call.intent ? proposalOf(call.intent) : void 0;
      const content = `The user rejected ${describeCall(call)}${proposal ? `: ${proposal}` : ""}${call.feedback ? ` Reason: ${call.feedback}` : ""}`;
      this.propose(
        {
          ...base,
          key: `${call.id}\0rejected`,
          type: "approach_rejected",
          layer: "structural",
          content: truncate(content.replace(/\s+/g, " "), 800),
          confidence: call.feedback ? 1 : 0.7,
          data: {
            ...call.feedback ? { reason: call.feedback } : {},
            ...files.length ? { files } : {},
            ...call.command ? { tags: ["command"] } : {}
          }
        },
        "rejection"
      );
      return;
    }
    if (call.outcome === "interrupted") return;
    switch (call.name) {
      case "Bash":
        this.readCommand(message, call, resultTs);
        return;
      case "TodoWrite":
        if (call.outcome === "ok") this.readTodoWrite(message, call, structured);
        return;
      case "ExitPlanMode":
        if (call.outcome === "ok" && call.plan) {
          const steps = planSteps(call.plan);
          this.facts.push({
            ...base,
            key: `${call.id}\0plan`,
            type: "plan_created",
            layer: "structural",
            content: `Plan approved: ${planTitle(call.plan)}`,
            // Steps even when there are none: the plan's bullets were prose, and a projection must not read them as steps.
            data: { plan: call.plan, steps }
          });
        }
        return;
      case "AskUserQuestion":
        if (call.outcome === "ok") {
          for (const { question, answer } of readAnswers(structured)) {
            this.propose(
              {
                ...base,
                key: `${call.id}\0answer\0${question}`,
                type: "decision_made",
                layer: "structural",
                content: `${question} The user chose: ${answer}`,
                data: { tags: ["user-answer"] }
              },
              "turn-choice"
            );
          }
        }
        return;
      case "Glob":
      case "Grep":
        if (call.outcome === "ok" && !(call.searchPath && this.options.excluded(call.searchPath))) {
          const where = call.searchPath && call.searchPath !== "." ? ` in ${call.searchPath}` : "";
          const filter = call.glob ? ` (${call.glob})` : "";
          this.facts.push({
            ...base,
            key: `${call.id}\0search`,
            type: "file_explored",
            layer: "structural",
            content: call.name === "Glob" ? `Looked for files matching \`${call.pattern}\`${where}` : `Searched for \`${call.pattern}\`${where}${filter}`,
            data: {
              pattern: call.pattern,
              ...call.searchPath ? { files: [call.searchPath] } : {}
            }
          });
        }
        return;
      default:
        if (READ_TOOLS.has(call.name) || EDIT_TOOLS.has(call.name))
          this.readFileCall(message, call, base);
        if (EDIT_TOOLS.has(call.name) && call.outcome === "ok" && !message.agent) {
          for (const file of call.files ?? []) {
            if (/\.(?:md|mdx|markdown)$/i.test(file) && !/^(?:\.cortex|\.claude|\.\.)\//.test(file) && !file.startsWith("/") && !this.options.excluded(file)) {
              noteDoc(this.ledger(), { path: file, ...call.title ? { title: call.title } : {} });
            }
          }
        }
        if (EDIT_TOOLS.has(call.name) && call.outcome === "ok") {
          for (const failure of this.state.failures) {
            if (failure.agent !== message.agent) continue;
            for (const file2 of call.files ?? [])
              if (!failure.files.includes(file2)) failure.files.push(file2);
            const file = call.files?.[0];
            if (!file || this.options.excluded(file)) continue;
            const changes = failure.changes ??= [];
            const known = changes.some(
              (change) => change.file === file && change.change === call.change
            );
            if (call.change && (known || changes.length < MAX_CHANGES)) {
              if (!known) changes.push({ file, change: call.change });
            } else {
              const larger = failure.largerIn ??= [];
              if (!larger.includes(file)) larger.push(file);
            }
          }
        }
    }
  }
  /**
   * A path that was not there, then the file meant (the same name in another case or folder,
   * or another extension): where the file is, so the next session does not guess wrong too.
   */
  readFileCall(message, call, base) {
    const file = call.files?.[0];
    if (!file || this.options.excluded(file)) return;
    const missing = this.state.missingFiles ??= [];
    const agent = message.agent ?? "";
    if (call.outcome === "error" && call.errorLine === "does not exist") {
      if (!missing.some((entry2) => entry2.file === file && entry2.agent === agent))
        missing.push({ file, agent });
      if (missing.length > MAX_MISSING_FILES) missing.shift();
      return;
    }
    if (call.outcome !== "ok" || call.name === "Write") return;
    const index = missing.findIndex(
      (entry2) => entry2.agent === agent && entry2.file !== file && sameFileMeant(entry2.file, file)
    );
    if (index < 0) return;
    const [entry] = missing.splice(index, 1);
    this.facts.push({
      ...base,
      key: `${call.id}\0path`,
      type: "knowledge_acquired",
      layer: "structural",
      content: filePathText(entry.file, file, caseNote(entry.file, file)),
      data: { kind: "gotcha", files: [file], tags: [FILE_PATH_TAG] }
    });
  }
  readCommand(message, call, resultTs) {
    const command = call.command;
    const recorded = isRecordedCommand(call);
    const base = this.factBase(message, call);
    const shellDirs = this.state.shellDirs ??= {};
    const shellKey = message.agent ?? "";
    const shellDir = shellDirs[shellKey];
    const missing = call.outcome === "error" && call.errorLine ? missingCdTarget(call.errorLine) : void 0;
    const cdFailure = missing === void 0 ? void 0 : cdCause(shellDir, missing);
    if (missing === void 0 && (call.outcome === "ok" || call.outcome === "error")) {
      const after = shellDirAfter(shellDir, command, call.outcome === "error");
      if (after === void 0) delete shellDirs[shellKey];
      else shellDirs[shellKey] = after;
    }
    if (recorded && (call.outcome === "ok" || call.outcome === "error")) {
      const exitCode = call.outcome === "ok" ? 0 : call.exitCode;
      this.facts.push({
        ...base,
        key: `${call.id}\0command`,
        type: "command_run",
        layer: "structural",
        content: `Ran ${quoteCommand(command)}${call.outcome === "error" ? ` (failed${exitCode !== void 0 ? `, exit code ${exitCode}` : ""})` : ""}${call.description ? `: ${call.description}` : ""}`,
        data: {
          command,
          ...exitCode !== void 0 ? { exitCode } : {},
          ...call.description ? { description: call.description } : {}
        }
      });
    }
    if (!recorded) return;
    const agent = message.agent;
    if (call.outcome === "ok" && !this.state.failures.some((failure2) => failure2.agent === agent))
      return;
    const key = retryKey(command);
    const index = this.state.failures.findIndex(
      (failure2) => failure2.key === key && failure2.agent === agent
    );
    if (call.outcome === "error") {
      if (!agent) {
        const turn = this.state.turn ??= {};
        const failures = turn.failures ??= [];
        failures.push(
          `${quoteCommand(command, 120)} failed${call.errorLine ? `: ${call.errorLine}` : ""}`
        );
        if (failures.length > 5) failures.shift();
      }
      if (index >= 0) {
        const failure2 = this.state.failures[index];
        failure2.command = command;
        if (call.exitCode !== void 0) failure2.exitCode = call.exitCode;
        else delete failure2.exitCode;
        if (call.errorLine) failure2.errorLine = call.errorLine;
        if (cdFailure && !failure2.diagnosis) failure2.diagnosis = cdFailure;
        failure2.attempts = (failure2.attempts ?? 1) + 1;
        delete failure2.changes;
        delete failure2.largerIn;
      } else {
        this.state.failures.push({
          key,
          command,
          files: [],
          ...call.exitCode !== void 0 ? { exitCode: call.exitCode } : {},
          ...call.errorLine ? { errorLine: call.errorLine } : {},
          ...agent ? { agent } : {},
          ...cdFailure ? { diagnosis: cdFailure } : {}
        });
        if (this.state.failures.length > MAX_FAILURES) this.state.failures.shift();
      }
      return;
    }
    if (call.outcome !== "ok" || index < 0) return;
    const pending = this.state.failures[index];
    if (droppedArguments(pending.command, command).length > 0) return;
    this.state.failures.splice(index, 1);
    const failure = pending;
    const changed = failure.command.trim() !== command.trim();
    const files = failure.files.filter((file) => !this.options.excluded(file));
    if (files.length === 0 && !changed && !failure.diagnosis) return;
    const runAnotherWay = commandChanged(failure.command, command) || withoutPlumbing(failure.command) !== withoutPlumbing(command);
    const signature = `${key}\0${(failure.errorLine ?? "").toLowerCase().replace(/[\d:]+/g, "#")}`;
    const resolved = this.state.resolvedFixes ??= [];
    if (resolved.includes(signature)) return;
    resolved.push(signature);
    if (resolved.length > MAX_RESOLVED) resolved.shift();
    if ((failure.attempts ?? 1) === 1 && !failure.diagnosis && failure.errorLine && COMPILER_SLIP.test(failure.errorLine))
      return;
    const marks = this.state.fixMarks ??= [];
    marks.push(fixMarks(failure.errorLine, failure.diagnosis));
    if (marks.length > MAX_FIX_MARKS) marks.shift();
    const said = saidChanges(failure, files.length);
    const fixParts = [
      files.length ? `changes to ${files.slice(0, 8).join(", ")}${files.length > 8 ? ` and ${files.length - 8} more` : ""}${said}` : "",
      runAnotherWay ? `running it as ${quoteCommand(command)}` : ""
    ].filter(Boolean);
    const fix = fixParts.join(", and ");
    const failed = `${quoteCommand(failure.command)} failed${failure.errorLine ? `: ${failure.errorLine.replace(/[.\s]+$/, "")}` : failure.exitCode !== void 0 ? ` (exit code ${failure.exitCode})` : ""}`;
    const cause = failure.diagnosis ? ` Cause: ${failure.diagnosis.replace(/\s+$/, "")}` : "";
    this.propose(
      {
        ...base,
        ts: resultTs,
        // Where the cause was stated is where the memory is; else the passing run.
        ...failure.diagnosisRecord ? { record: failure.diagnosisRecord } : {},
        key: `${call.id}\0resolved`,
        type: "error_resolved",
        layer: "structural",
        content: truncate(
          `${failed}.${cause}${/[.!]$/.test(cause) || cause === "" ? "" : "."} Fixed by ${fix || "running it again"}.`,
          800
        ),
        data: {
          // The command that failed; a pass run another way is in the fix ("running it as …").
          command: failure.command,
          ...failure.errorLine ? { error: failure.errorLine } : failure.exitCode !== void 0 ? { error: `exit code ${failure.exitCode}` } : {},
          ...failure.diagnosis ? { cause: failure.diagnosis } : {},
          ...fix ? { fix } : {},
          ...files.length ? { files } : {}
        }
      },
      "episode"
    );
  }
  readTodoWrite(message, call, structured) {
    const agentKey = message.agent ?? "";
    const structuredOld = typeof structured === "object" && structured !== null ? readTodos(structured.oldTodos) : void 0;
    const structuredNew = typeof structured === "object" && structured !== null ? readTodos(structured.newTodos) : void 0;
    const previous = structuredOld ?? this.state.todos[agentKey] ?? [];
    const next = call.todos ?? structuredNew;
    if (!next) return;
    this.state.todos[agentKey] = next;
    const base = this.factBase(message, call);
    const sameSteps = previous.length === next.length && previous.every((step, index) => step.content === next[index].content);
    if (!sameSteps && next.length > 0) {
      const revised = previous.length > 0;
      const list = next.map((step) => step.content).join("; ");
      this.facts.push({
        ...base,
        key: `${call.id}\0plan`,
        type: "plan_created",
        layer: "structural",
        content: truncate(
          `${revised ? "Plan revised" : "Plan"} (${next.length} step${next.length === 1 ? "" : "s"}): ${list}`,
          600
        ),
        data: { steps: next }
      });
    }
    const wasDone = new Set(
      previous.filter((step) => step.status === "completed").map((step) => step.content)
    );
    for (const step of next) {
      if (step.status !== "completed" || wasDone.has(step.content)) continue;
      this.facts.push({
        ...base,
        key: `${call.id}\0done\0${step.content}`,
        type: "plan_step_completed",
        layer: "structural",
        content: `Completed: ${step.content}`,
        data: { step: step.content }
      });
    }
  }
  /** Once every call of a message is resolved: one event for its reads, one for its edits. */
  completeIfDone(message) {
    if (message.calls.some((call) => !call.outcome)) return;
    this.state.pending = this.state.pending.filter((pending) => pending !== message);
    const done = (names) => message.calls.filter((call) => names.has(call.name) && call.outcome === "ok");
    const unique = (calls) => [...new Set(calls.flatMap((call) => call.files ?? []))].filter(
      (file) => !this.options.excluded(file)
    );
    const edits = done(EDIT_TOOLS);
    const edited = unique(edits);
    if (edited.length > 0) {
      const created = new Set(unique(edits.filter((call) => call.created)));
      const createdList = edited.filter((file) => created.has(file));
      const editedList = edited.filter((file) => !created.has(file));
      const parts = [
        createdList.length ? `Created ${createdList.join(", ")}` : "",
        editedList.length ? `${createdList.length ? "edited" : "Edited"} ${editedList.join(", ")}` : ""
      ].filter(Boolean);
      const tools = [...new Set(edits.map((call) => call.name))];
      const { tool: _first, ...base } = this.factBase(message, edits[0]);
      this.facts.push({
        ...base,
        // Named only when every edit used the same tool.
        ...tools.length === 1 ? { tool: tools[0] } : {},
        key: `${message.key}\0modified`,
        type: "file_modified",
        layer: "structural",
        content: truncate(parts.join("; "), 600),
        data: { files: edited, ...createdList.length ? { created: createdList } : {} }
      });
    }
    const reads = done(READ_TOOLS);
    const read = unique(reads);
    if (read.length > 0) {
      this.facts.push({
        ...this.factBase(message, reads[0]),
        key: `${message.key}\0read`,
        type: "file_explored",
        layer: "structural",
        content: truncate(`Read ${read.join(", ")}`, 600),
        data: { files: read }
      });
    }
  }
};
function saidChanges(failure, filesNamed2) {
  const changes = failure.changes ?? [];
  const larger = failure.largerIn ?? [];
  const errorFile = diagnosticFile(failure.errorLine ?? "");
  const pointedAt = (file) => errorFile !== void 0 && (file === errorFile || file.endsWith(`/${errorFile}`) || errorFile.endsWith(`/${file}`));
  const shown = larger.length === 0 ? changes : changes.filter((change) => pointedAt(change.file) && !larger.includes(change.file));
  if (shown.length === 0) return "";
  const words3 = shown.map(
    (change) => larger.length > 0 || filesNamed2 > 1 ? `in ${change.file}, ${change.change}` : change.change
  ).join("; ");
  return (failure.attempts ?? 1) > 1 ? `; after the last of ${failure.attempts} failures, ${words3}` : `: ${words3}`;
}

// src/capture/cursor.ts
import { appendFileSync, mkdirSync, readFileSync as readFileSync2, readSync, statSync as statSync2 } from "node:fs";
import { join as join2, resolve } from "node:path";
var FORMAT = 1;
var SAMPLE_BYTES = 1024;
var COMPACT_BYTES = 256 * 1024;
function fnv1a(parts) {
  let a = 2166136261;
  let b = 84696351;
  for (const bytes of parts) {
    for (let i = 0; i < bytes.length; i++) {
      a = Math.imul(a ^ bytes[i], 16777619);
      b = Math.imul(b ^ bytes[i], 16777619);
      b ^= b >>> 13;
    }
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
function cursorFile(paths, transcriptPath) {
  return join2(captureDir(paths), `${fnv1a([Buffer.from(resolve(transcriptPath))])}.ndjson`);
}
function emptyCursor(transcriptPath) {
  return {
    transcript: resolve(transcriptPath),
    offset: 0,
    fingerprint: "",
    revision: 0,
    captured: [],
    files: [],
    state: initialState()
  };
}
function isState(value) {
  return isPlainObject(value) && Array.isArray(value.pending) && isPlainObject(value.todos) && Array.isArray(value.failures) && Array.isArray(value.skippedAgents);
}
function readEntry(line, transcript) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (!isPlainObject(value) || value.v !== FORMAT || value.transcript !== transcript || typeof value.offset !== "number" || !Number.isInteger(value.offset) || value.offset < 0 || typeof value.fingerprint !== "string" || !Array.isArray(value.added) || !value.added.every((id) => typeof id === "string") || value.files !== void 0 && !(Array.isArray(value.files) && value.files.every((file) => typeof file === "string")) || !isState(value.state)) {
    return void 0;
  }
  return {
    offset: value.offset,
    fingerprint: value.fingerprint,
    added: value.added,
    files: value.files ?? [],
    state: value.state
  };
}
function readCursor(paths, transcriptPath) {
  const cursor = emptyCursor(transcriptPath);
  let text;
  try {
    text = readFileSync2(cursorFile(paths, transcriptPath), "utf8");
  } catch {
    return cursor;
  }
  cursor.revision = Buffer.byteLength(text);
  const captured = /* @__PURE__ */ new Set();
  const files = /* @__PURE__ */ new Set();
  const lines = text.split("\n");
  if (lines[lines.length - 1] !== "") cursor.torn = true;
  for (const line of lines) {
    const entry = line ? readEntry(line, cursor.transcript) : void 0;
    if (!entry) continue;
    for (const id of entry.added) captured.add(id);
    for (const file of entry.files) files.add(file);
    cursor.offset = entry.offset;
    cursor.fingerprint = entry.fingerprint;
    cursor.state = entry.state;
  }
  cursor.captured = [...captured];
  cursor.files = [...files];
  return cursor;
}
function readCursorAt(journal) {
  const first = readFileSync2(journal, "utf8").split("\n", 1)[0] ?? "";
  try {
    const value = JSON.parse(first);
    return isPlainObject(value) && typeof value.transcript === "string" ? { transcript: value.transcript } : void 0;
  } catch {
    return void 0;
  }
}
function cursorRevision(paths, transcriptPath) {
  try {
    return statSync2(cursorFile(paths, transcriptPath)).size;
  } catch {
    return 0;
  }
}
function writeCursor(paths, previous, next, options = {}) {
  const file = cursorFile(paths, next.transcript);
  const known = new Set(previous.captured);
  const knownFiles = new Set(previous.files);
  const line = (added, files) => JSON.stringify({
    v: FORMAT,
    transcript: next.transcript,
    offset: next.offset,
    fingerprint: next.fingerprint,
    added,
    files,
    state: next.state
  }) + "\n";
  if (previous.revision > COMPACT_BYTES || options.rewrite) {
    writeFileAtomic(file, line(next.captured, next.files), { makeFolder: true });
    return;
  }
  const text = line(
    next.captured.filter((id) => !known.has(id)),
    next.files.filter((name) => !knownFiles.has(name))
  );
  try {
    appendFileSync(file, text);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    mkdirSync(captureDir(paths), { recursive: true });
    appendFileSync(file, text);
  }
}
function fingerprintAt(fd, offset) {
  if (offset === 0) return "";
  const headLength = Math.min(SAMPLE_BYTES, offset);
  const tailLength = Math.min(SAMPLE_BYTES, offset);
  const head = Buffer.alloc(headLength);
  const tail = Buffer.alloc(tailLength);
  readSync(fd, head, 0, headLength, 0);
  readSync(fd, tail, 0, tailLength, offset - tailLength);
  return `${offset}:${fnv1a([head, tail])}`;
}

// src/capture/unfinished.ts
import { closeSync, mkdirSync as mkdirSync2, openSync, readdirSync as readdirSync2, rmSync, statSync as statSync3 } from "node:fs";
import { basename as basename2, join as join3 } from "node:path";
function openDir(paths) {
  return join3(captureDir(paths), "open");
}
function markUnfinished(paths, transcriptPath) {
  const marker = join3(openDir(paths), basename2(cursorFile(paths, transcriptPath)));
  try {
    statSync3(marker);
    return;
  } catch {
  }
  mkdirSync2(openDir(paths), { recursive: true });
  closeSync(openSync(marker, "a"));
}
function markFinished(paths, transcriptPath) {
  rmSync(join3(openDir(paths), basename2(cursorFile(paths, transcriptPath))), { force: true });
}
function quietUnfinished(paths, now, quietMs, except, limit) {
  let markers;
  try {
    markers = readdirSync2(openDir(paths));
  } catch {
    return [];
  }
  const found = [];
  for (const name of markers) {
    const journal = join3(captureDir(paths), name);
    try {
      const mtime = statSync3(journal).mtimeMs;
      if (now.getTime() - mtime < quietMs) continue;
      const transcript = readCursorAt(journal)?.transcript;
      if (transcript && transcript !== except) found.push({ transcript, mtime });
      else if (!transcript) rmSync(join3(openDir(paths), name), { force: true });
    } catch {
      rmSync(join3(openDir(paths), name), { force: true });
    }
  }
  return found.sort((a, b) => a.mtime - b.mtime).slice(0, limit).map((entry) => entry.transcript);
}

export {
  problemsFixedBySession,
  QUIET_SESSION_MS,
  condenseLocalFiles,
  condenseQuietSessions,
  isSkippedRecord,
  initialState,
  Extractor,
  cursorFile,
  emptyCursor,
  readCursor,
  cursorRevision,
  writeCursor,
  fingerprintAt,
  markUnfinished,
  markFinished,
  quietUnfinished
};
