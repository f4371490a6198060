import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  formatAuthor
} from "./chunk-V6CUIOMQ.mjs";
import {
  readGitEmail
} from "./chunk-F5UUBEUZ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  authorCacheFile
} from "./chunk-ZF3FJJCS.mjs";

// src/capture/author-cache.ts
import { mkdirSync, readFileSync } from "node:fs";
function cacheFile(project) {
  return authorCacheFile(project.paths);
}
function readCachedEmail(project) {
  try {
    const value = JSON.parse(readFileSync(cacheFile(project), "utf8"));
    if (typeof value.email === "string" || value.email === null) return { email: value.email };
  } catch {
  }
  return void 0;
}
function writeCachedEmail(project, email) {
  try {
    mkdirSync(project.paths.localDir, { recursive: true });
    const file = cacheFile(project);
    writeFileAtomic(file, JSON.stringify({ email }) + "\n");
  } catch {
  }
}
function captureAuthor(project, options = {}) {
  if (project.config.author === "none") return null;
  let cached = options.refresh ? void 0 : readCachedEmail(project);
  if (!cached) {
    cached = { email: readGitEmail(project.repo.root) };
    writeCachedEmail(project, cached.email);
  }
  return cached.email === null ? null : formatAuthor(cached.email, project.config);
}
function cachedUserEmail(project) {
  let cached = readCachedEmail(project);
  if (!cached) {
    cached = { email: readGitEmail(project.repo.root) };
    writeCachedEmail(project, cached.email);
  }
  return cached.email;
}

export {
  captureAuthor,
  cachedUserEmail
};
