import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/paths.ts
import { join } from "node:path";
function projectPaths(root) {
  const cortexDir = join(root, ".cortex");
  const localDir = join(cortexDir, "local");
  return {
    root,
    cortexDir,
    eventsDir: join(cortexDir, "events"),
    configFile: join(cortexDir, "config.json"),
    localDir,
    localEventsDir: join(localDir, "activity"),
    writersDir: join(localDir, "writers"),
    appendLock: join(localDir, "append.lock"),
    logFile: join(localDir, "cortex.log")
  };
}
function local(paths, ...parts) {
  return join(paths.localDir, ...parts);
}
function projectionsPendingFile(paths) {
  return local(paths, "projections-pending");
}
function projectionsLockFile(paths) {
  return local(paths, "projections.lock");
}
function briefingPendingFile(paths) {
  return local(paths, "briefing-pending");
}
function briefingLockFile(paths) {
  return local(paths, "briefing.lock");
}
function localConfigFile(paths) {
  return local(paths, "config.json");
}
function approvedSettingsFile(paths) {
  return local(paths, "approved-settings.json");
}
function badPatternsFile(paths) {
  return local(paths, "bad-patterns.json");
}
function configProblemsFile(paths) {
  return local(paths, "config-problems.txt");
}
function heartbeatDir(paths) {
  return local(paths, "heartbeat");
}
function sessionHandoverFile(paths, session) {
  return local(paths, "sessions", writerFileName(session));
}
function captureDir(paths) {
  return local(paths, "capture");
}
function authorCacheFile(paths) {
  return local(paths, "author.json");
}
function autoMemoryFile(paths) {
  return local(paths, "auto-memory.json");
}
function digestCacheFile(paths) {
  return local(paths, "digest-cache.json");
}
function statusCacheFile(paths) {
  return local(paths, "status-cache.json");
}
function decisionRecordsFile(paths) {
  return local(paths, "decision-records.json");
}
function eventAddersFile(paths) {
  return local(paths, "event-adders.json");
}
function defaultBranchAuthorsFile(paths) {
  return local(paths, "default-branch-authors.json");
}
function branchMemoryFile(paths) {
  return local(paths, "branch-memory.json");
}
function accessFile(paths) {
  return local(paths, "access.json");
}
function accessLogFile(paths) {
  return local(paths, "access.log");
}
function actionNotesFile(paths) {
  return local(paths, "action-notes.json");
}
function searchCacheDir(paths) {
  return local(paths, "search");
}
function docStoreDir(paths) {
  return local(paths, "docs");
}
function editDraftFile(paths, shortId) {
  return local(paths, `EDIT_MEMORY-${shortId}.md`);
}
function redactRuleFile(paths, shortId) {
  return local(paths, `redact-${shortId}.txt`);
}
function explorerPageFile(paths) {
  return local(paths, "view.html");
}
function explorerLauncherFile(paths) {
  return local(paths, "view-open.html");
}
function monthFolder(now) {
  return now.toISOString().slice(0, 7);
}
var GITIGNORE_ENTRIES = [".cortex/local/", ".claude/rules/cortex-briefing.md"];
function writerFileName(writer) {
  const safe = writer.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return `${safe === "" ? "_" : safe}.json`;
}

export {
  projectPaths,
  projectionsPendingFile,
  projectionsLockFile,
  briefingPendingFile,
  briefingLockFile,
  localConfigFile,
  approvedSettingsFile,
  badPatternsFile,
  configProblemsFile,
  heartbeatDir,
  sessionHandoverFile,
  captureDir,
  authorCacheFile,
  autoMemoryFile,
  digestCacheFile,
  statusCacheFile,
  decisionRecordsFile,
  eventAddersFile,
  defaultBranchAuthorsFile,
  branchMemoryFile,
  accessFile,
  accessLogFile,
  actionNotesFile,
  searchCacheDir,
  docStoreDir,
  editDraftFile,
  redactRuleFile,
  explorerPageFile,
  explorerLauncherFile,
  monthFolder,
  GITIGNORE_ENTRIES,
  writerFileName
};
