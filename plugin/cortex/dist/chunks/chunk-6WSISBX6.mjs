import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  oneLine,
  stringList
} from "./chunk-WHIBXURK.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";

// src/knowledge/file-freshness.ts
import { lstatSync } from "node:fs";
import { isAbsolute, join } from "node:path";
function rememberedFilesOf(record) {
  return { id: record.id, ts: record.ts, files: stringList(record.data.files) };
}
var MAX_FILES = 10;
function checkRememberedFiles(root, memories, options = {}) {
  const result = /* @__PURE__ */ new Map();
  const named = memories.map((memory) => ({
    ...memory,
    files: memory.files.filter(
      (file) => file && !isAbsolute(file) && !file.startsWith("..") && !file.startsWith("~") && !file.includes("*")
    ).slice(0, MAX_FILES)
  })).filter((memory) => memory.files.length > 0);
  if (named.length === 0) return result;
  const paths = [...new Set(named.flatMap((memory) => memory.files))];
  const present = new Map(paths.map((path) => [path, statOf(root, path)]));
  const absent = paths.filter((path) => !present.get(path));
  const oldest = Math.min(...named.map((memory) => Date.parse(memory.ts)).filter(Number.isFinite));
  const asking = options.changes !== false;
  const history = Number.isFinite(oldest) && (asking || absent.length) ? commitHistory(root, asking ? paths : absent, oldest) : { changed: /* @__PURE__ */ new Map(), deleted: /* @__PURE__ */ new Map() };
  const status = asking || absent.length ? uncommitted(root, asking ? paths : absent) : /* @__PURE__ */ new Map();
  for (const memory of named) {
    const at = Date.parse(memory.ts);
    const gone = memory.files.filter(
      (file) => !present.get(file) && ((history.deleted.get(file) ?? 0) > at || status.get(file)?.includes("D") === true)
    );
    const changed = memory.files.filter((file) => {
      const stat = present.get(file);
      if (!asking || !stat || !Number.isFinite(at)) return false;
      if ((history.changed.get(file) ?? 0) > at) return true;
      return status.has(file) && stat.mtimeMs > at;
    });
    if (gone.length || changed.length) result.set(memory.id, { gone, changed });
  }
  return result;
}
function statOf(root, path) {
  try {
    const stat = lstatSync(join(root, path));
    return stat.isFile() || stat.isSymbolicLink() ? { mtimeMs: stat.mtimeMs } : void 0;
  } catch {
    return void 0;
  }
}
function commitHistory(root, paths, sinceMs) {
  const changed = /* @__PURE__ */ new Map();
  const deleted = /* @__PURE__ */ new Map();
  if (paths.length === 0) return { changed, deleted };
  const output = gitOutput(root, [
    "log",
    "--format=%x00%ct",
    "--name-status",
    "--no-renames",
    `--since=${Math.floor(sinceMs / 1e3)}`,
    "HEAD",
    "--",
    ...paths
  ]);
  if (!output) return { changed, deleted };
  for (const entry of output.split("\0").slice(1)) {
    const [time, ...lines] = entry.split("\n");
    const ms = Number(time) * 1e3;
    for (const line of lines) {
      const tab = line.indexOf("	");
      if (tab < 0) continue;
      const name = line.slice(tab + 1);
      if (!changed.has(name)) changed.set(name, ms);
      if (line[0] === "D" && !deleted.has(name)) deleted.set(name, ms);
    }
  }
  return { changed, deleted };
}
function uncommitted(root, paths) {
  const output = gitOutput(root, [
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=no",
    "--",
    ...paths
  ]);
  const dirty = /* @__PURE__ */ new Map();
  if (!output) return dirty;
  for (const entry of output.split("\0")) {
    const match = /^([ MTADRCU?!]{1,2}) (.+)$/.exec(entry);
    if (match) dirty.set(match[2], match[1].padStart(2));
  }
  return dirty;
}
function freshnessNote(freshness) {
  if (!freshness) return "";
  const name = (files) => `${files.slice(0, 2).map((file) => oneLine(file, 100)).join(", ")}${files.length > 2 ? ` and ${files.length - 2} more` : ""}`;
  const parts = [
    freshness.changed.length ? `${name(freshness.changed)} changed since` : "",
    freshness.gone.length ? `${name(freshness.gone)} gone` : ""
  ].filter(Boolean);
  return parts.length ? `(${parts.join("; ")})` : "";
}
function freshnessWeight(freshness) {
  if (!freshness) return 1;
  return freshness.gone.length ? 0.6 : 0.8;
}
function rankByFreshness(root, hits, memoryOf) {
  const memories = hits.map(memoryOf);
  const freshness = checkRememberedFiles(root, memories);
  if (freshness.size === 0) return { hits: [...hits], freshness };
  const weighted = hits.map((hit, index) => ({
    hit: { ...hit, score: hit.score * freshnessWeight(freshness.get(memories[index].id)) },
    index
  }));
  weighted.sort((a, b) => b.hit.score - a.hit.score || a.index - b.index);
  return { hits: weighted.map((entry) => entry.hit), freshness };
}

export {
  rememberedFilesOf,
  checkRememberedFiles,
  freshnessNote,
  rankByFreshness
};
