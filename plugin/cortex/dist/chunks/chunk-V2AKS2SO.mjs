import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readEventTrust
} from "./chunk-HMTOL37H.mjs";
import {
  freshnessNote,
  rankByFreshness,
  rememberedFilesOf
} from "./chunk-6WSISBX6.mjs";
import {
  recordAccess
} from "./chunk-EPARNYD2.mjs";
import {
  describeUnappliedCorrection
} from "./chunk-P7IW2GEB.mjs";
import {
  oneLine
} from "./chunk-WHIBXURK.mjs";
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";

// src/memory/search.ts
function readSearchTrust(project, search) {
  try {
    const events = readEventTrust(
      project,
      search.elsewhere,
      search.files.map((file) => file.path)
    );
    return { events, ...events.untrustedCount ? { acceptControl: events.isTrusted } : {} };
  } catch (error) {
    return { problem: error.message, acceptControl: () => false };
  }
}
function untrustedCorrectionsOf(hit, trust) {
  return (hit.unapplied ?? []).map((control) => {
    const author = trust.events?.authorOf(control.id);
    return {
      id: control.id,
      type: EVENT_TYPES[control.type].alias,
      ...author !== void 0 ? { author } : {},
      // The author may come from a line not committed yet, written freely: no delimiter of it reaches the assistant.
      note: describeUnappliedCorrection(
        control,
        author === void 0 ? void 0 : oneLine(author, 120),
        trust.events?.trust
      )
    };
  });
}
var searchService;
async function searchMemories(project, request, options) {
  const { openSearch, runSearch } = await (searchService ??= import("./service-ADMTUG5G.mjs"));
  const held = request.mode === "hybrid" ? await options.held?.current() : void 0;
  const search = held ?? await openSearch(project, { env: options.env, mode: request.mode, report: options.report });
  const trust = readSearchTrust(project, search);
  if (trust.problem) options.report(`corrections not applied to search results: ${trust.problem}`);
  const hits = await runSearch(
    search,
    {
      query: request.query,
      mode: request.mode,
      limit: request.limit,
      ...request.filter ? { filter: request.filter } : {},
      ...request.includeHidden !== void 0 ? { includeHidden: request.includeHidden } : {},
      ...trust.acceptControl ? { acceptControl: trust.acceptControl } : {},
      nowMs: request.now.getTime()
    },
    project.config.search.settings
  );
  const note = search.embedderProblem && request.mode === "hybrid" ? `searched by keywords only: ${search.embedderProblem}` : void 0;
  return {
    hits,
    elsewhere: search.elsewhere,
    trust,
    ...note ? { note } : {},
    unreadable: held ? 0 : search.warnings.length,
    originsOf: (hit) => search.index.originsOf(hit)
  };
}
function reinforce(project, ids, now, report) {
  if (ids.length === 0) return;
  try {
    recordAccess(project, ids, now);
  } catch (error) {
    report(error.message);
  }
}
function rankFresh(project, hits) {
  return rankByFreshness(project.repo.root, hits, (hit) => rememberedFilesOf(hit.record));
}
function staleNote(freshness) {
  return freshnessNote(freshness);
}
async function searchDocuments(project, query, limit, report) {
  try {
    const { searchProjectDocs } = await import("./doc-store-DQM7K34O.mjs");
    return searchProjectDocs(project, query, { limit });
  } catch (error) {
    if (!report) throw error;
    report(`documents left out of a search: ${error.message}`);
    return [];
  }
}
async function holdSearch(project, env, report) {
  const { HeldSearch } = await import("./held-GC3TCI6M.mjs");
  return new HeldSearch(project, env, report);
}
async function refreshDocuments(project) {
  const { refreshDocStore } = await import("./doc-store-DQM7K34O.mjs");
  const { files, chunks, skipped } = refreshDocStore(project.repo.root, project.paths, {
    code: project.config.knowledge.code
  });
  return { files, chunks, skipped };
}
async function openSearchIndex(project, opening) {
  const { openSearch, runSearch } = await import("./service-ADMTUG5G.mjs");
  if (opening.rebuild) (await import("./cache-4Q6YZAJZ.mjs")).clearSearchCaches(project.paths);
  const search = await openSearch(project, {
    env: opening.env,
    mode: opening.mode,
    report: opening.report,
    ...opening.progress ? { progress: opening.progress } : {}
  });
  return { search, run: (request) => runSearch(search, request, project.config.search.settings) };
}
async function prepareSearch(project, env, report, reportWarnings) {
  const { openSearch } = await import("./service-ADMTUG5G.mjs");
  const { releaseRefreshLock } = await import("./background-V33KI2F4.mjs");
  try {
    const search = await openSearch(project, { env, mode: "hybrid", report });
    reportWarnings(search.warnings);
    (await import("./doc-store-DQM7K34O.mjs")).refreshDocStore(project.repo.root, project.paths, {
      code: project.config.knowledge.code
    });
  } finally {
    releaseRefreshLock(project.paths);
  }
}

export {
  readSearchTrust,
  untrustedCorrectionsOf,
  searchMemories,
  reinforce,
  rankFresh,
  staleNote,
  searchDocuments,
  holdSearch,
  refreshDocuments,
  openSearchIndex,
  prepareSearch
};
