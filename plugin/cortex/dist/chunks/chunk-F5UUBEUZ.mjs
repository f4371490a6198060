import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readTextIfExists
} from "./chunk-WNGDJEP4.mjs";

// src/git/plumbing/repo.ts
import { statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// src/git/plumbing/refs.ts
function parseHeadFile(content) {
  const text = content.trim();
  if (text.startsWith("ref:")) return { ref: text.slice(4).trim() };
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(text)) return { commit: text };
  return void 0;
}
function findPackedRef(packedRefs, ref) {
  for (const line of packedRefs.split("\n")) {
    if (line.startsWith("#") || line.startsWith("^")) continue;
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1).trim() === ref) return line.slice(0, space);
  }
  return void 0;
}
function branchOfRef(ref) {
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null;
}

// src/git/plumbing/repo.ts
function findRepo(start) {
  let dir = resolve(start);
  for (; ; ) {
    const dotGit = join(dir, ".git");
    let stat;
    try {
      stat = statSync(dotGit);
    } catch {
      stat = void 0;
    }
    if (stat?.isDirectory()) return { root: dir, gitDir: dotGit, commonDir: dotGit };
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readTextIfExists(dotGit) ?? "");
      if (pointer) {
        const gitDir = resolve(dir, pointer[1].trim());
        const common = readTextIfExists(join(gitDir, "commondir"));
        return { root: dir, gitDir, commonDir: common ? resolve(gitDir, common.trim()) : gitDir };
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function readHead(repo) {
  const head = parseHeadFile(readTextIfExists(join(repo.gitDir, "HEAD")) ?? "");
  if (!head) return { branch: null, commit: null };
  if ("commit" in head) return { branch: null, commit: head.commit };
  const loose = readTextIfExists(join(repo.commonDir, head.ref)) ?? readTextIfExists(join(repo.gitDir, head.ref));
  const commit = loose?.trim() || findPackedRef(readTextIfExists(join(repo.commonDir, "packed-refs")) ?? "", head.ref) || null;
  return { branch: branchOfRef(head.ref), commit };
}
function headReader(repo) {
  return () => repo ? readHead(repo).commit : null;
}
function gitOutput(cwd, args) {
  const { spawnSync } = process.getBuiltinModule("node:child_process");
  const result = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"]
  });
  if (result.status !== 0) return void 0;
  return result.stdout.trim();
}
function readGitEmail(cwd) {
  return gitOutput(cwd, ["config", "user.email"]) || null;
}

export {
  parseHeadFile,
  findPackedRef,
  branchOfRef,
  findRepo,
  readHead,
  headReader,
  gitOutput,
  readGitEmail
};
