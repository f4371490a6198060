import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  resolveAuthorTrust
} from "./chunk-POOCLRZ2.mjs";
import {
  cachedUserEmail
} from "./chunk-O5HY6P6I.mjs";
import {
  readEventFileAddersChecked
} from "./chunk-YWFFYHTN.mjs";
import {
  isFromTrustedAuthor
} from "./chunk-P7IW2GEB.mjs";
import {
  isLocalEventFile,
  listEventFiles
} from "./chunk-2RMMSY37.mjs";
import {
  parseEventText
} from "./chunk-LTJYTCHL.mjs";
import {
  fileStamp,
  sameFileStamp
} from "./chunk-WNGDJEP4.mjs";
import {
  eventAddersFile
} from "./chunk-ZF3FJJCS.mjs";

// src/trust/trusted-events.ts
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
var TrustUnknownError = class extends Error {
};
var TRUST_ALL = (trust) => ({
  trust,
  isTrusted: () => true,
  authorOf: () => void 0,
  untrustedCount: 0
});
function readEventTrust(project, elsewhere = /* @__PURE__ */ new Map(), eventFiles) {
  const trust = resolveAuthorTrust(
    project.repo,
    project.paths,
    project.config.briefing.trustedAuthors,
    cachedUserEmail(project)
  );
  if (trust.everyone) return TRUST_ALL(trust);
  if (trust.problem) throw new TrustUnknownError(trust.problem);
  const adders = readEventFileAddersChecked(project.repo, eventAddersFile(project.paths));
  if (adders === void 0)
    throw new TrustUnknownError("could not ask git who committed the event files");
  const paths = eventFiles?.filter((path) => !isLocalEventFile(path)) ?? listEventFiles(project.paths).map(
    (absolute) => relative(project.paths.root, absolute).split(sep).join("/")
  );
  const inputs = {
    root: project.paths.root,
    trustKey: trustKeyOf(trust),
    adders,
    paths,
    elsewhere
  };
  if (lastDecided && sameInputs(lastDecided.inputs, inputs) && lastDecided.read.every(
    ({ path, stamp }) => sameFileStamp(stamp, fileStamp(join(inputs.root, path)))
  ))
    return lastDecided.decided;
  const untrusted = /* @__PURE__ */ new Map();
  const read = [];
  const readFile = (path) => {
    const absolute = join(project.paths.root, path);
    read.push({ path, stamp: fileStamp(absolute) });
    try {
      return parseEventText(readFileSync(absolute, "utf8"), path).entries.map(
        (entry) => entry.event
      );
    } catch {
      return [];
    }
  };
  for (const path of paths) {
    const adder = adders.get(path);
    if (adder !== void 0) {
      if (!isFromTrustedAuthor({ author: null }, adder, trust))
        for (const event of readFile(path)) untrusted.set(event.id, adder);
      continue;
    }
    for (const event of readFile(path))
      if (!isFromTrustedAuthor(event, void 0, trust))
        untrusted.set(event.id, event.author ?? void 0);
  }
  for (const [id, origin] of elsewhere) {
    if (!isFromTrustedAuthor({ author: origin.author ?? null }, origin.committer, trust))
      untrusted.set(id, origin.committer ?? origin.author ?? void 0);
  }
  const decided = untrusted.size === 0 ? TRUST_ALL(trust) : {
    trust,
    isTrusted: (id) => !untrusted.has(id),
    authorOf: (id) => untrusted.get(id),
    untrustedCount: untrusted.size
  };
  lastDecided = { inputs, read, decided };
  return decided;
}
var lastDecided;
function trustKeyOf(trust) {
  return JSON.stringify([trust.everyone, [...trust.authors].sort(), trust.self]);
}
function sameInputs(a, b) {
  if (a.root !== b.root || a.trustKey !== b.trustKey || a.adders !== b.adders || a.elsewhere !== b.elsewhere || a.paths.length !== b.paths.length)
    return false;
  for (let i = 0; i < a.paths.length; i++) if (a.paths[i] !== b.paths[i]) return false;
  return true;
}

export {
  readEventTrust
};
