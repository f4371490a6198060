import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  resolveAuthorTrust
} from "./chunk-POOCLRZ2.mjs";
import {
  cachedUserEmail
} from "./chunk-O5HY6P6I.mjs";
import {
  readBranchMemory,
  readEventFileAddersChecked
} from "./chunk-YWFFYHTN.mjs";
import {
  isFromTrustedAuthor
} from "./chunk-P7IW2GEB.mjs";
import {
  readLogDigest
} from "./chunk-UOL3JUGC.mjs";
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";
import {
  eventAddersFile
} from "./chunk-ZF3FJJCS.mjs";

// src/projections/memory-view.ts
function readMemoryView(project, options = {}) {
  let other;
  try {
    other = readBranchMemory(project.repo, project.paths);
  } catch (error) {
    other = {
      events: [],
      origins: /* @__PURE__ */ new Map(),
      problems: [`could not read other branches' memory: ${error.message}`]
    };
  }
  const log = readLogDigest(project.paths, { local: true, ...options, extra: other.events });
  const elsewhere = /* @__PURE__ */ new Map();
  for (const [id, origin] of other.origins) if (log.extraAdded.has(id)) elsewhere.set(id, origin);
  return { ...log, elsewhere, problems: other.problems };
}

// src/trust/provenance-view.ts
function readAuthorTrust(project) {
  return resolveAuthorTrust(
    project.repo,
    project.paths,
    project.config.briefing.trustedAuthors,
    cachedUserEmail(project)
  );
}
function readEventFileCommitters(project) {
  return readEventFileAddersChecked(project.repo, eventAddersFile(project.paths));
}
function committerOfFiles(files, adders, trust) {
  const committers = [
    ...new Set(
      files.map((file) => adders.get(file)).filter((email) => email !== void 0)
    )
  ];
  return committers.find((email) => !isFromTrustedAuthor({ author: null }, email, trust)) ?? committers[0];
}
function trustJudge(trust, gitAnswered) {
  if (gitAnswered || trust.everyone)
    return (author, committer) => isFromTrustedAuthor({ author }, committer, trust);
  return (author, committer) => committer !== void 0 && isFromTrustedAuthor({ author }, committer, trust);
}
function readMemoryProvenance(project, view) {
  const committedBy = /* @__PURE__ */ new Map();
  const checked = readEventFileCommitters(project);
  const adders = checked ?? /* @__PURE__ */ new Map();
  if (adders.size) {
    for (const [id, file] of view.memoryFiles) {
      const committer = adders.get(file);
      if (committer !== void 0) committedBy.set(id, committer);
    }
  }
  for (const [id, origin] of view.elsewhere)
    if (origin.committer !== void 0) committedBy.set(id, origin.committer);
  const trust = readAuthorTrust(project);
  const renamed = /* @__PURE__ */ new Map();
  for (const collision of view.digest.collisions)
    renamed.set(collision.id, [...renamed.get(collision.id) ?? [], collision.renamed.id]);
  for (const [id, files] of view.sharedIdFiles) {
    const least = committerOfFiles(files, adders, trust);
    if (least === void 0) continue;
    for (const each of [id, ...renamed.get(id) ?? []]) committedBy.set(each, least);
  }
  const judge = trustJudge(trust, checked !== void 0);
  const isTrusted = (event) => judge(event.author, committedBy.get(event.id));
  if (checked === void 0 && !trust.everyone)
    return {
      committedBy,
      trust,
      isTrusted,
      problem: "could not ask git who committed the event files"
    };
  return { committedBy, trust, isTrusted, ...trust.problem ? { problem: trust.problem } : {} };
}
function trustedCorrections(project, view, events) {
  const { isTrusted } = readMemoryProvenance(project, view);
  return events.filter(
    (event) => EVENT_TYPES[event.type].category !== "control" || isTrusted(event)
  );
}

export {
  readMemoryView,
  readAuthorTrust,
  readEventFileCommitters,
  committerOfFiles,
  trustJudge,
  readMemoryProvenance,
  trustedCorrections
};
