import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  estimateTokens
} from "./chunk-J7PDIGNT.mjs";
import {
  queryTermList
} from "./chunk-2BBHJYEL.mjs";
import {
  fromMarkdown
} from "./chunk-5EO5VOS7.mjs";
import {
  toString
} from "./chunk-IKAZCRYU.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  docStoreDir
} from "./chunk-ZF3FJJCS.mjs";
import {
  redactPlainText
} from "./chunk-QXBY2LNL.mjs";

// src/knowledge/doc-store.ts
import { createHash } from "node:crypto";
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";

// src/knowledge/bm25.ts
var K1 = 1.2;
var B = 0.75;
var HEADING_WEIGHT = 2;
function buildBm25(chunks) {
  const index = {
    ids: [],
    lengths: [],
    postings: /* @__PURE__ */ Object.create(null)
  };
  chunks.forEach((chunk, position) => {
    const counts = /* @__PURE__ */ new Map();
    for (const term of queryTermList(chunk.text)) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const term of queryTermList(chunk.headings))
      counts.set(term, (counts.get(term) ?? 0) + HEADING_WEIGHT);
    index.ids.push(chunk.id);
    index.lengths.push([...counts.values()].reduce((sum, count) => sum + count, 0));
    for (const [term, count] of counts) (index.postings[term] ??= []).push(position, count);
  });
  return index;
}
function rankBm25(index, query) {
  const total = index.ids.length;
  if (total === 0) return [];
  const average = index.lengths.reduce((sum, length) => sum + length, 0) / total;
  const scores = /* @__PURE__ */ new Map();
  for (const term of new Set(queryTermList(query))) {
    const list = Object.hasOwn(index.postings, term) ? index.postings[term] : void 0;
    if (!list) continue;
    const frequency = list.length / 2;
    const idf = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
    for (let at = 0; at < list.length; at += 2) {
      const position = list[at];
      const count = list[at + 1];
      const norm = count + K1 * (1 - B + B * index.lengths[position] / average);
      scores.set(position, (scores.get(position) ?? 0) + idf * count * (K1 + 1) / norm);
    }
  }
  return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([position, score]) => ({ id: index.ids[position], score }));
}

// src/knowledge/chunking.ts
var CHUNK_TARGET = 400;
var CHUNK_MAX = 500;
var CHUNK_MIN = 50;
var CHUNK_OVERLAP = 50;
var MAX_DOCUMENT_BYTES = 512 * 1024;
function sourceOf(node, lines) {
  const start = node.position?.start.line;
  const end = node.position?.end.line;
  const text = start !== void 0 && end !== void 0 ? lines.slice(start - 1, end).join("\n") : toString(node);
  if (text.trim() === "") return void 0;
  return { text, start: start ?? 0, end: end ?? 0, tokens: estimateTokens(text) };
}
function splitBlock(block) {
  if (block.tokens <= CHUNK_MAX) return [block];
  const pieces = [];
  const lines = block.text.split("\n");
  let current = [];
  let first = block.start;
  lines.forEach((line, index) => {
    const next = [...current, line].join("\n");
    if (current.length && estimateTokens(next) > CHUNK_TARGET) {
      const text = current.join("\n");
      pieces.push({
        text,
        start: first,
        end: block.start + index - 1,
        tokens: estimateTokens(text)
      });
      current = [];
      first = block.start + index;
    }
    current.push(line);
  });
  if (current.length) {
    const text = current.join("\n");
    pieces.push({ text, start: first, end: block.end, tokens: estimateTokens(text) });
  }
  return pieces;
}
function tail(text, tokens) {
  const words = text.split(/(\s+)/);
  let taken = "";
  for (let index = words.length - 1; index >= 0; index--) {
    const next = words[index] + taken;
    if (estimateTokens(next) > tokens) break;
    taken = next;
  }
  return taken.trim();
}
function packSection(path, headings, blocks) {
  const chunks = [];
  let current = [];
  let overlap = "";
  const flush = () => {
    if (current.length === 0) return;
    const body = current.map((block) => block.text).join("\n\n");
    const text = overlap ? `${overlap}

${body}` : body;
    chunks.push({
      path,
      headings,
      lines: [current[0].start, current[current.length - 1].end],
      text,
      tokens: estimateTokens(text)
    });
    overlap = tail(body, CHUNK_OVERLAP);
    current = [];
  };
  for (const block of blocks.flatMap(splitBlock)) {
    const used = current.reduce((sum, entry) => sum + entry.tokens, 0);
    if (current.length && used + block.tokens > CHUNK_MAX && used >= CHUNK_MIN) flush();
    current.push(block);
    if (current.reduce((sum, entry) => sum + entry.tokens, 0) >= CHUNK_TARGET) flush();
  }
  flush();
  if (chunks.length > 1 && chunks[chunks.length - 1].tokens < CHUNK_MIN) {
    const last = chunks.pop();
    const before = chunks[chunks.length - 1];
    const text = `${before.text}

${last.text.slice(last.text.indexOf("\n\n") + 2)}`;
    chunks[chunks.length - 1] = {
      ...before,
      lines: [before.lines[0], last.lines[1]],
      text,
      tokens: estimateTokens(text)
    };
  }
  return chunks;
}
function chunkMarkdown(path, markdown) {
  const text = markdown.replace(/^\uFEFF/, "");
  const tree = fromMarkdown(text);
  const lines = text.split("\n");
  const chunks = [];
  const trail = [];
  let blocks = [];
  const section = () => {
    chunks.push(
      ...packSection(
        path,
        trail.map((entry) => entry.title),
        blocks
      )
    );
    blocks = [];
  };
  let body = tree.children;
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  if (frontMatter) {
    const end = frontMatter[0].split("\n").length - 1;
    body = body.filter((node) => (node.position?.start.line ?? Infinity) > end);
  }
  for (const node of body) {
    if (node.type === "heading") {
      section();
      const heading = node;
      while (trail.length && trail[trail.length - 1].depth >= heading.depth) trail.pop();
      trail.push({ depth: heading.depth, title: toString(heading).trim().slice(0, 120) });
      continue;
    }
    const block = sourceOf(node, lines);
    if (block) blocks.push(block);
  }
  section();
  return chunks;
}

// src/knowledge/code-outline.ts
var CODE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|py|go|rs|java|kt|rb|c|h|cc|cpp|hpp|cs|swift|php|scala)$/i;
var NOT_SOURCE = /(?:\.d\.[mc]?ts|\.min\.js|[-.]generated\.\w+|_pb2?\.py|\.pb\.go)$/i;
var MAX_NAMES = 40;
var MAX_COMMENT_CHARS = 1200;
function isCodeFile(path) {
  return CODE_FILE.test(path) && !NOT_SOURCE.test(path);
}
function leadingComment(text) {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let index = 0;
  while (index < lines.length && (lines[index].trim() === "" || /^#!|^['"]use strict['"];?$|^#.*coding[:=]/.test(lines[index].trim())))
    index++;
  const first = lines[index]?.trim() ?? "";
  const kept = [];
  if (first.startsWith("/*")) {
    for (; index < lines.length; index++) {
      const line = lines[index];
      kept.push(
        line.replace(/^\s*\/\*+!?/, "").replace(/\*+\/\s*$/, "").replace(/^\s*\*\s?/, "")
      );
      if (line.includes("*/")) break;
    }
  } else if (/^(?:\/\/|#(?!include|define|if|pragma|import)|--)/.test(first)) {
    for (; index < lines.length && /^\s*(?:\/\/|#(?!include|define|if|pragma|import)|--)/.test(lines[index]); index++)
      kept.push(lines[index].replace(/^\s*(?:\/\/[/!]?|#|--)\s?/, ""));
  } else if (/^[rRuU]?("""|''')/.test(first)) {
    const quote = /("""|''')/.exec(first)[1];
    const opened = first.slice(first.indexOf(quote) + 3);
    if (opened.includes(quote)) kept.push(opened.slice(0, opened.indexOf(quote)));
    else {
      kept.push(opened);
      for (index++; index < lines.length; index++) {
        const line = lines[index];
        if (line.includes(quote)) {
          kept.push(line.slice(0, line.indexOf(quote)));
          break;
        }
        kept.push(line);
      }
    }
  }
  const comment = kept.map((line) => line.trimEnd()).filter(
    (line) => !/^\s*(?:@license|SPDX-License-Identifier|Copyright\b|eslint-disable|@ts-|prettier-ignore|go:build|\+build)/i.test(
      line
    )
  ).join("\n").replace(/\n{3,}/g, "\n\n").trim();
  return comment ? comment.slice(0, MAX_COMMENT_CHARS) : void 0;
}
var EXPORTS = [
  {
    files: /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i,
    pattern: /^export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|class|const|let|var|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm
  },
  { files: /\.py$/i, pattern: /^(?:async\s+)?(?:def|class)\s+([A-Za-z][\w]*)/gm },
  { files: /\.go$/i, pattern: /^(?:func(?:\s+\([^)]*\))?|type|var|const)\s+([A-Z]\w*)/gm },
  {
    files: /\.rs$/i,
    pattern: /^pub(?:\([^)]*\))?\s+(?:async\s+)?(?:unsafe\s+)?(?:fn|struct|enum|trait|type|const|static|mod)\s+([A-Za-z_]\w*)/gm
  },
  {
    files: /\.(?:java|kt|cs|swift|scala|php)$/i,
    pattern: /^\s*(?:public|export|open)\s+(?:(?:static|final|abstract|sealed|data|async|override|partial)\s+)*(?:class|interface|enum|record|object|struct|fun|func|function|def|trait|[\w<>[\],.?]+\s+(?=\w+\s*\())\s*([A-Za-z_]\w*)/gm
  },
  { files: /\.rb$/i, pattern: /^(?:class|module|def)\s+(?:self\.)?([A-Za-z_][\w:]*[?!]?)/gm },
  { files: /\.(?:h|hpp)$/i, pattern: /^(?:[A-Za-z_][\w\s*]*?)\b([A-Za-z_]\w*)\s*\([^;{]*\)\s*;/gm }
];
function exportedNames(path, text) {
  const names = [];
  for (const { files, pattern } of EXPORTS) {
    if (!files.test(path)) continue;
    for (const match of text.matchAll(pattern)) {
      const name = match[match.length - 1];
      if (name && !names.includes(name)) names.push(name);
      if (names.length >= MAX_NAMES) return names;
    }
  }
  return names;
}
function codeOutline(path, text) {
  const comment = leadingComment(text);
  const names = exportedNames(path, text);
  if (!comment && names.length === 0) return void 0;
  const body = [comment ?? "", names.length ? `Exports: ${names.join(", ")}` : ""].filter(Boolean).join("\n\n");
  const lineCount = text.split("\n").length;
  return {
    path,
    headings: ["code"],
    lines: [1, Math.max(1, lineCount)],
    text: body,
    tokens: estimateTokens(body)
  };
}

// src/knowledge/doc-store.ts
var FORMAT = 1;
var DOCUMENT = /\.(?:md|mdx|markdown)$/i;
var NOT_DOCUMENTS = /^(?:\.cortex\/|\.claude\/|node_modules\/)/;
var MAX_DOCUMENTS = 1e4;
function storeDir(paths) {
  return docStoreDir(paths);
}
function readDocStore(paths) {
  try {
    const value = JSON.parse(readFileSync(join(storeDir(paths), "store.json"), "utf8"));
    if (value && value.v === FORMAT && typeof value.files === "object") return value;
  } catch {
  }
  return { v: FORMAT, files: {} };
}
function listDocuments(root, options = {}) {
  const output = gitOutput(root, [
    "ls-files",
    "-z",
    "--cached",
    "--others",
    "--exclude-standard",
    "--deduplicate"
  ]);
  if (output === void 0) return [];
  return output.split("\0").filter(
    (path) => path && (DOCUMENT.test(path) || options.code === true && isCodeFile(path)) && !NOT_DOCUMENTS.test(path)
  ).sort().slice(0, MAX_DOCUMENTS);
}
function readDocument(root, path) {
  let stat;
  try {
    stat = lstatSync(join(root, path));
  } catch {
    return void 0;
  }
  const base = { size: stat.size, mtimeMs: stat.mtimeMs };
  if (stat.isSymbolicLink()) return { ...base, skipped: "a symlink (not followed)" };
  if (!stat.isFile()) return void 0;
  if (stat.size > MAX_DOCUMENT_BYTES)
    return { ...base, skipped: `larger than ${MAX_DOCUMENT_BYTES / 1024} KiB` };
  const bytes = readFileSync(join(root, path));
  if (bytes.includes(0)) return { ...base, skipped: "binary content" };
  try {
    return { ...base, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ...base, skipped: "not UTF-8 text" };
  }
}
function sha256(text) {
  return createHash("sha256").update(text).digest("hex");
}
function chunkId(path, index) {
  return `${path}#${index}`;
}
function refreshDocStore(root, paths, options = {}) {
  const store = readDocStore(paths);
  const report = { files: 0, chunks: 0, changed: [], removed: [], skipped: [] };
  const present = new Set(listDocuments(root, options));
  for (const path of Object.keys(store.files)) {
    if (options.code === void 0 && !DOCUMENT.test(path)) continue;
    if (!present.has(path)) {
      delete store.files[path];
      report.removed.push(path);
    }
  }
  for (const path of present) {
    const known = store.files[path];
    let stat;
    try {
      stat = lstatSync(join(root, path));
    } catch {
      delete store.files[path];
      continue;
    }
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) continue;
    const read = readDocument(root, path);
    if (!read) continue;
    if ("skipped" in read) {
      store.files[path] = {
        size: read.size,
        mtimeMs: read.mtimeMs,
        sha256: "",
        chunks: [],
        skipped: read.skipped
      };
    } else {
      const hash = sha256(read.text);
      store.files[path] = known && known.sha256 === hash ? { ...known, size: read.size, mtimeMs: read.mtimeMs } : {
        size: read.size,
        mtimeMs: read.mtimeMs,
        sha256: hash,
        chunks: chunksOf(path, read.text)
      };
    }
    if (!known || known.sha256 !== store.files[path].sha256) report.changed.push(path);
  }
  for (const [path, file] of Object.entries(store.files)) {
    report.files++;
    report.chunks += file.chunks.length;
    if (file.skipped) report.skipped.push({ path, reason: file.skipped });
  }
  if (report.changed.length || report.removed.length || !existsIndex(paths))
    writeStore(paths, store);
  else
    writeFileAtomic(join(storeDir(paths), "store.json"), JSON.stringify(store), {
      makeFolder: true
    });
  return report;
}
function chunksOf(path, text) {
  if (DOCUMENT.test(path)) return chunkMarkdown(path, text);
  const outline = codeOutline(path, text);
  return outline ? [outline] : [];
}
function existsIndex(paths) {
  try {
    return lstatSync(join(storeDir(paths), "index.json")).isFile();
  } catch {
    return false;
  }
}
function writeStore(paths, store) {
  const chunks = Object.entries(store.files).flatMap(
    ([path, file]) => file.chunks.map((chunk, position) => ({
      id: chunkId(path, position),
      headings: chunk.headings.join(" "),
      text: chunk.text
    }))
  );
  writeFileAtomic(join(storeDir(paths), "store.json"), JSON.stringify(store), { makeFolder: true });
  writeFileAtomic(join(storeDir(paths), "index.json"), JSON.stringify(buildBm25(chunks)), {
    makeFolder: true
  });
}
function readIndex(paths) {
  try {
    const value = JSON.parse(
      readFileSync(join(storeDir(paths), "index.json"), "utf8")
    );
    return Array.isArray(value.ids) && Array.isArray(value.lengths) && typeof value.postings === "object" ? value : void 0;
  } catch {
    return void 0;
  }
}
function rankChunks(root, paths, query, options) {
  const index = readIndex(paths);
  if (!index) return { hits: [], stale: false };
  const results = rankBm25(index, query);
  const store = readDocStore(paths);
  const best = results[0]?.score ?? 0;
  const hits = [];
  let stale = false;
  for (const result of results) {
    if (result.score < best * (options.minShare ?? 0.3) || hits.length >= (options.limit ?? 5))
      break;
    const hash = result.id.lastIndexOf("#");
    const path = result.id.slice(0, hash);
    const file = store.files[path];
    const chunk = file?.chunks[Number(result.id.slice(hash + 1))];
    if (!file || !chunk) continue;
    let stat;
    try {
      stat = lstatSync(join(root, path));
    } catch {
      stale = true;
      continue;
    }
    if (stat.size !== file.size || stat.mtimeMs !== file.mtimeMs) {
      stale = true;
      continue;
    }
    hits.push({
      path,
      headings: chunk.headings,
      lines: chunk.lines,
      text: redactPlainText(chunk.text),
      score: result.score
    });
  }
  return { hits, stale };
}
function searchDocs(root, paths, query, options = {}) {
  const first = rankChunks(root, paths, query, options);
  if (!first.stale) return first.hits;
  refreshDocStore(root, paths);
  return rankChunks(root, paths, query, options).hits;
}
function changedDocuments(root, paths) {
  const store = readDocStore(paths);
  const present = listDocuments(root);
  const changed = [];
  for (const path of present) {
    const known = store.files[path];
    try {
      const stat = lstatSync(join(root, path));
      if (!known || known.size !== stat.size || known.mtimeMs !== stat.mtimeMs) changed.push(path);
    } catch {
    }
  }
  const now = new Set(present);
  return {
    changed,
    removed: Object.keys(store.files).filter((path) => DOCUMENT.test(path) && !now.has(path))
  };
}
function searchProjectDocs(project, query, options = {}) {
  const code = project.config.knowledge.code;
  if (code || !existsIndex(project.paths))
    refreshDocStore(project.repo.root, project.paths, { code });
  return searchDocs(project.repo.root, project.paths, query, options);
}

export {
  MAX_DOCUMENTS,
  readDocStore,
  listDocuments,
  refreshDocStore,
  searchDocs,
  changedDocuments,
  searchProjectDocs
};
