import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/query.ts
function searchableText(event) {
  const data = event.data;
  const parts = [event.content];
  for (const key of ["reason", "command", "error", "fix", "step", "plan", "pattern"]) {
    if (typeof data[key] === "string") parts.push(data[key]);
  }
  return parts.join("\n");
}
function filesOf(event) {
  const files = event.data.files;
  return Array.isArray(files) ? files : [];
}
function tagsOf(event) {
  const data = event.data;
  const tags = Array.isArray(data.tags) ? data.tags : [];
  return typeof data.kind === "string" ? [data.kind, ...tags] : tags;
}
function touchesPath(files, wanted) {
  const prefix = wanted.endsWith("/") ? wanted : `${wanted}/`;
  return files.some((file) => file === wanted || file.startsWith(prefix));
}
function matchesQuery(event, query) {
  if (query.types?.length && !query.types.includes(event.type)) return false;
  if (query.branches?.length && (event.branch === null || !query.branches.includes(event.branch)))
    return false;
  if (query.sessions?.length && (event.session === null || !query.sessions.some((s) => event.session.startsWith(s))))
    return false;
  if (query.authors?.length) {
    const author = (event.author ?? "").toLowerCase();
    if (!query.authors.some((wanted) => author.includes(wanted.toLowerCase()))) return false;
  }
  if (query.since !== void 0 || query.until !== void 0) {
    const ms = Date.parse(event.ts);
    if (query.since !== void 0 && ms < query.since) return false;
    if (query.until !== void 0 && ms > query.until) return false;
  }
  if (query.grep && !query.grep.test(searchableText(event))) return false;
  if (query.files?.length) {
    const files = filesOf(event);
    if (!query.files.some((wanted) => touchesPath(files, wanted))) return false;
  }
  if (query.tags?.length) {
    const tags = tagsOf(event);
    if (!query.tags.some((tag) => tags.includes(tag))) return false;
  }
  return true;
}

export {
  filesOf,
  matchesQuery
};
