import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readLocalBranches
} from "./chunk-YWFFYHTN.mjs";
import {
  findPackedRef,
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import {
  readTextIfExists,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  defaultBranchAuthorsFile
} from "./chunk-ZF3FJJCS.mjs";

// src/trust/trusted-authors.ts
import { join } from "node:path";
var CACHE_VERSION = 1;
function readDefaultBranch(repo) {
  const local = readLocalBranches(repo);
  const packed = readTextIfExists(join(repo.commonDir, "packed-refs")) ?? "";
  const remoteTip = (name) => {
    const ref = `refs/remotes/origin/${name}`;
    return readTextIfExists(join(repo.commonDir, ref))?.trim() || findPackedRef(packed, ref);
  };
  const originHead = /^ref:\s*refs\/remotes\/origin\/(.+)$/.exec(
    readTextIfExists(join(repo.commonDir, "refs/remotes/origin/HEAD"))?.trim() ?? ""
  )?.[1];
  for (const branch of [...originHead ? [originHead] : [], "main", "master", "trunk"]) {
    const tip = local.get(branch) ?? remoteTip(branch);
    if (tip && /^[0-9a-f]{40,64}$/.test(tip)) return { branch, tip };
  }
  return void 0;
}
function loadCache(file) {
  try {
    const cache = JSON.parse(readTextIfExists(file) ?? "");
    if (cache.v === CACHE_VERSION && typeof cache.branch === "string" && typeof cache.tip === "string" && Array.isArray(cache.authors))
      return cache;
  } catch {
  }
  return void 0;
}
function authorsOf(repo, range) {
  const out = gitOutput(repo.root, ["log", "--format=%ae", ...range]);
  return out === void 0 ? void 0 : out.split("\n").map((line) => line.trim().toLowerCase()).filter(Boolean);
}
function readDefaultBranchAuthors(repo, paths) {
  const target = readDefaultBranch(repo);
  if (!target) return void 0;
  const file = defaultBranchAuthorsFile(paths);
  const cache = loadCache(file);
  if (cache?.branch === target.branch && cache.tip === target.tip)
    return { branch: target.branch, authors: new Set(cache.authors) };
  let authors;
  if (cache?.branch === target.branch && gitOutput(repo.root, ["merge-base", "--is-ancestor", cache.tip, target.tip]) !== void 0) {
    const added = authorsOf(repo, [target.tip, "--not", cache.tip]);
    if (added) authors = /* @__PURE__ */ new Set([...cache.authors, ...added]);
  }
  if (!authors) {
    const all = authorsOf(repo, [target.tip]);
    if (!all)
      return {
        branch: target.branch,
        authors: /* @__PURE__ */ new Set(),
        problem: `could not read the authors of \`${target.branch}\` from git`
      };
    authors = new Set(all);
  }
  try {
    writeFileAtomic(
      file,
      JSON.stringify({
        v: CACHE_VERSION,
        branch: target.branch,
        tip: target.tip,
        authors: [...authors].sort()
      }),
      { makeFolder: true }
    );
  } catch {
  }
  return { branch: target.branch, authors };
}
function resolveAuthorTrust(repo, paths, setting, self) {
  if (setting === "everyone")
    return { everyone: true, authors: /* @__PURE__ */ new Set(), self, source: { kind: "everyone" } };
  if (setting !== "default-branch")
    return {
      everyone: false,
      authors: new Set(setting.map((email) => email.toLowerCase())),
      self,
      source: { kind: "setting" }
    };
  const found = readDefaultBranchAuthors(repo, paths);
  if (!found) return { everyone: true, authors: /* @__PURE__ */ new Set(), self, source: { kind: "everyone" } };
  return {
    everyone: false,
    authors: found.authors,
    self,
    source: { kind: "branch", branch: found.branch },
    ...found.problem ? { problem: found.problem } : {}
  };
}

export {
  resolveAuthorTrust
};
