import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENTS_PATH,
  readBlobs
} from "./chunk-LK54J22F.mjs";
import {
  committedByOther
} from "./chunk-P7IW2GEB.mjs";
import {
  parseEventText
} from "./chunk-LTJYTCHL.mjs";
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";
import {
  branchOfRef,
  gitOutput,
  parseHeadFile,
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import {
  fileStamp,
  readTextIfExists,
  sameFileStamp,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  branchMemoryFile
} from "./chunk-ZF3FJJCS.mjs";

// src/trust/authorship.ts
import { readFileSync } from "node:fs";
function readEventFileAdders(repo, range = []) {
  return tryReadEventFileAdders(repo, range) ?? /* @__PURE__ */ new Map();
}
function tryReadEventFileAdders(repo, range = []) {
  const out = gitOutput(repo.root, [
    "log",
    "--diff-filter=A",
    "--no-renames",
    "--format=%x01%ae",
    "--name-only",
    ...range,
    "--",
    ".cortex/events"
  ]);
  if (out === void 0) return void 0;
  const adders = /* @__PURE__ */ new Map();
  for (const block of out.split("")) {
    const [email, ...files] = block.split("\n").map((line) => line.trim());
    if (!email) continue;
    for (const file of files) if (file) adders.set(file, email);
  }
  return adders;
}
function readEventFileAddersCached(repo, cacheFile) {
  return readEventFileAddersChecked(repo, cacheFile) ?? /* @__PURE__ */ new Map();
}
function readEventFileAddersChecked(repo, cacheFile) {
  const head = readHead(repo).commit;
  if (head === null) return /* @__PURE__ */ new Map();
  const held = lastRead?.cacheFile === cacheFile && lastRead.head === head ? lastRead : void 0;
  if (held && sameFileStamp(held.stat, fileStamp(cacheFile))) return held.adders;
  const adders = readAddersOf(repo, cacheFile, head);
  const stat = adders && fileStamp(cacheFile);
  lastRead = adders && stat ? { cacheFile, head, stat, adders } : void 0;
  return adders;
}
var lastRead;
function readAddersOf(repo, cacheFile, head) {
  let cached;
  try {
    cached = JSON.parse(readFileSync(cacheFile, "utf8"));
  } catch {
  }
  const known = cached?.v === 1 && typeof cached.head === "string" && Array.isArray(cached.adders) ? { head: cached.head, adders: new Map(cached.adders) } : void 0;
  if (known?.head === head) return known.adders;
  let adders;
  if (known && gitOutput(repo.root, ["merge-base", "--is-ancestor", known.head, head]) !== void 0) {
    const added = tryReadEventFileAdders(repo, [head, "--not", known.head]);
    if (added) {
      adders = known.adders;
      for (const [file, email] of added) if (!adders.has(file)) adders.set(file, email);
    }
  }
  adders ??= tryReadEventFileAdders(repo);
  if (adders === void 0) return void 0;
  try {
    writeFileAtomic(cacheFile, JSON.stringify({ v: 1, head, adders: [...adders] }), {
      makeFolder: true
    });
  } catch {
  }
  return adders;
}
function findAuthorMismatches(visits, adders) {
  const found = [];
  for (const { event, file } of visits) {
    const committer = adders.get(file);
    if (committedByOther(event, committer)) found.push({ event, file, committer });
  }
  return found;
}

// src/git/branch-memory.ts
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync as readFileSync2, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
var CACHE_VERSION = 3;
function encodeBranchCache(cache) {
  const entries = [];
  const indices = /* @__PURE__ */ new Map();
  const refs = {};
  for (const [name, ref] of Object.entries(cache.refs)) {
    const files = ref.files.map((entry) => {
      const key = entry.join("\0");
      let index = indices.get(key);
      if (index === void 0) {
        index = entries.push(entry) - 1;
        indices.set(key, index);
      }
      return index;
    });
    refs[name] = { ...ref, files };
  }
  return JSON.stringify({
    version: CACHE_VERSION,
    entries,
    refs,
    blobs: cache.blobs,
    worktreeFiles: cache.worktreeFiles
  });
}
function branchMemoryCacheFile(paths) {
  return branchMemoryFile(paths);
}
function loadCache(paths) {
  try {
    const stored = JSON.parse(
      readFileSync2(branchMemoryCacheFile(paths), "utf8")
    );
    if (stored?.version === CACHE_VERSION && Array.isArray(stored.entries) && stored.refs && stored.blobs && stored.worktreeFiles) {
      const refs = {};
      for (const [name, ref] of Object.entries(stored.refs)) {
        const files = ref.files.map((index) => stored.entries[index]);
        if (!files.every(Array.isArray)) throw new Error("damaged");
        refs[name] = { ...ref, files };
      }
      return {
        version: CACHE_VERSION,
        refs,
        blobs: stored.blobs,
        worktreeFiles: stored.worktreeFiles
      };
    }
  } catch {
  }
  return { version: CACHE_VERSION, refs: {}, blobs: {}, worktreeFiles: {} };
}
function isShared(event) {
  return EVENT_TYPES[event.type].category !== "activity";
}
function memoryEventsOf(text, label) {
  return parseEventText(text, label).entries.map((entry) => entry.event).filter(isShared);
}
function readLocalBranches(repo) {
  const branches = /* @__PURE__ */ new Map();
  for (const line of (readTextIfExists(join(repo.commonDir, "packed-refs")) ?? "").split("\n")) {
    const match = /^([0-9a-f]{40,64}) refs\/heads\/(.+)$/.exec(line.trim());
    if (match) branches.set(match[2], match[1]);
  }
  const walk = (dir, prefix) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), name);
      else {
        const commit = readTextIfExists(join(dir, entry.name))?.trim();
        if (commit && /^[0-9a-f]{40,64}$/.test(commit)) branches.set(name, commit);
      }
    }
  };
  walk(join(repo.commonDir, "refs", "heads"), "");
  return branches;
}
function readOtherWorktrees(repo) {
  const found = [];
  if (repo.commonDir !== repo.gitDir && existsSync(join(repo.commonDir, "HEAD")) && !repo.commonDir.endsWith(`${sep}.bare`)) {
    const root = dirname(repo.commonDir);
    if (existsSync(join(root, ".git"))) found.push({ root, gitDir: repo.commonDir });
  }
  let linked = [];
  try {
    linked = readdirSync(join(repo.commonDir, "worktrees"));
  } catch {
  }
  for (const name of linked) {
    const gitDir = join(repo.commonDir, "worktrees", name);
    const pointer = readTextIfExists(join(gitDir, "gitdir"))?.trim();
    if (!pointer) continue;
    found.push({ root: dirname(resolve(gitDir, pointer)), gitDir });
  }
  const here = resolve(repo.root);
  return found.filter((worktree) => resolve(worktree.root) !== here && existsSync(worktree.root)).map((worktree) => {
    const head = parseHeadFile(readTextIfExists(join(worktree.gitDir, "HEAD")) ?? "");
    return { root: worktree.root, branch: head && "ref" in head ? branchOfRef(head.ref) : null };
  });
}
function readBranchTips(repo) {
  const head = readHead(repo);
  const branches = [...readLocalBranches(repo)].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([branch, commit]) => `${branch} ${commit}`);
  const worktrees = readOtherWorktrees(repo).map((worktree) => `${worktree.root} ${worktree.branch ?? ""}`).sort();
  return {
    key: [`HEAD ${head.branch ?? ""} ${head.commit ?? ""}`, ...branches, "", ...worktrees].join(
      "\n"
    ),
    worktrees: worktrees.length
  };
}
function parseLongTree(output) {
  const files = [];
  for (const record of output.split("\0")) {
    const tab = record.indexOf("	");
    if (tab < 0) continue;
    const [, type, object, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (type === "blob" && object && path.endsWith(".ndjson"))
      files.push([path, object, Number(size)]);
  }
  return files;
}
function listEventFilesAt(repo, commit) {
  const result = spawnSync("git", ["ls-tree", "-r", "-l", "-z", commit, "--", `${EVENTS_PATH}/`], {
    cwd: repo.root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024
  });
  return result.status === 0 ? parseLongTree(result.stdout) : void 0;
}
function eventFilesOfWorktree(root) {
  const base = join(root, EVENTS_PATH);
  const files = [];
  let months;
  try {
    months = readdirSync(base);
  } catch {
    return files;
  }
  for (const month of months) {
    let names;
    try {
      names = readdirSync(join(base, month));
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith(".ndjson")) files.push(join(base, month, name));
  }
  return files.sort();
}
function readBranchMemory(repo, paths) {
  const cache = loadCache(paths);
  let changed = false;
  const problems = [];
  const head = readHead(repo);
  const branches = readLocalBranches(repo);
  if (head.branch !== null) branches.delete(head.branch);
  const refs = {};
  for (const [branch, commit] of [...branches].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const known = cache.refs[branch];
    if (known?.commit === commit) {
      refs[branch] = known;
      continue;
    }
    const files = listEventFilesAt(repo, commit);
    if (!files) {
      problems.push(`could not list the event files of branch ${branch}`);
      continue;
    }
    const adders = Object.fromEntries(
      readEventFileAdders(repo, head.commit ? [commit, "--not", head.commit] : [commit])
    );
    refs[branch] = { commit, files, adders };
    changed = true;
  }
  const here = /* @__PURE__ */ new Set();
  if (head.commit) {
    const key = "\0HEAD";
    const known = cache.refs[key];
    const entry = known?.commit === head.commit ? known : { commit: head.commit, files: listEventFilesAt(repo, head.commit) ?? [] };
    if (entry !== known) changed = true;
    refs[key] = entry;
    for (const [, object] of entry.files) here.add(object);
  }
  if (Object.keys(refs).length !== Object.keys(cache.refs).length) changed = true;
  const wanted = /* @__PURE__ */ new Set();
  for (const [branch, entry] of Object.entries(refs)) {
    if (branch === "\0HEAD") continue;
    for (const [, object] of entry.files) if (!here.has(object)) wanted.add(object);
  }
  const missing = [...wanted].filter((object) => cache.blobs[object] === void 0);
  if (missing.length) {
    try {
      const texts = readBlobs(repo, missing);
      missing.forEach(
        (object, index) => cache.blobs[object] = memoryEventsOf(texts[index] ?? "", object.slice(0, 12))
      );
      changed = true;
    } catch (error) {
      problems.push(error.message);
    }
  }
  const events = [];
  const origins = /* @__PURE__ */ new Map();
  const take = (list, origin) => {
    for (const event of list) {
      if (origins.has(event.id)) continue;
      origins.set(event.id, { ...origin, author: event.author });
      events.push(event);
    }
  };
  for (const [branch, entry] of Object.entries(refs)) {
    if (branch === "\0HEAD") continue;
    for (const [path, object] of entry.files) {
      const committer = entry.adders?.[path];
      if (!here.has(object))
        take(cache.blobs[object] ?? [], {
          branch,
          ...committer !== void 0 ? { committer } : {}
        });
    }
  }
  const worktreeFiles = {};
  for (const worktree of readOtherWorktrees(repo)) {
    const committed = /* @__PURE__ */ new Map();
    if (worktree.branch !== null && refs[worktree.branch])
      for (const [path, , size] of refs[worktree.branch].files) committed.set(path, size);
    for (const file of eventFilesOfWorktree(worktree.root)) {
      let stat;
      try {
        stat = statSync(file);
      } catch {
        continue;
      }
      const path = relative(worktree.root, file).split(sep).join("/");
      if (committed.get(path) === stat.size) continue;
      const known = cache.worktreeFiles[file];
      let entry;
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) entry = known;
      else {
        const text = readTextIfExists(file) ?? "";
        entry = { size: stat.size, mtimeMs: stat.mtimeMs, events: memoryEventsOf(text, file) };
        changed = true;
      }
      worktreeFiles[file] = entry;
      take(entry.events, { branch: worktree.branch, worktree: worktree.root });
    }
  }
  if (Object.keys(worktreeFiles).length !== Object.keys(cache.worktreeFiles).length) changed = true;
  if (changed) {
    const blobs = {};
    for (const object of wanted) if (cache.blobs[object]) blobs[object] = cache.blobs[object];
    try {
      writeFileAtomic(
        branchMemoryCacheFile(paths),
        encodeBranchCache({ version: CACHE_VERSION, refs, blobs, worktreeFiles }),
        { makeFolder: true }
      );
    } catch {
    }
  }
  return { events, origins, problems };
}
function filesOnBranches(repo, pairs) {
  const found = /* @__PURE__ */ new Map();
  const wanted = pairs.filter(
    ([file]) => !file.startsWith("/") && !file.startsWith("~") && !file.includes("\n")
  );
  if (wanted.length === 0) return found;
  const names = wanted.map(([file, branch]) => `refs/heads/${branch}:${file}`);
  const result = spawnSync("git", ["cat-file", "--batch-check"], {
    cwd: repo.root,
    input: names.join("\n") + "\n",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024
  });
  if (result.status !== 0) return found;
  result.stdout.split("\n").forEach((line, index) => {
    if (index >= wanted.length || !/^[0-9a-f]+ blob /.test(line)) return;
    const [file, branch] = wanted[index];
    if (!found.has(file)) found.set(file, branch);
  });
  return found;
}

export {
  readEventFileAdders,
  readEventFileAddersCached,
  readEventFileAddersChecked,
  findAuthorMismatches,
  readLocalBranches,
  readBranchTips,
  readBranchMemory,
  filesOnBranches
};
