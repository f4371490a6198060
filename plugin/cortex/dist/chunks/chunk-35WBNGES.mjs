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
function projectionsPendingFile(paths) {
  return join(paths.localDir, "projections-pending");
}
function projectionsLockFile(paths) {
  return join(paths.localDir, "projections.lock");
}
function briefingPendingFile(paths) {
  return join(paths.localDir, "briefing-pending");
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
  monthFolder,
  GITIGNORE_ENTRIES,
  writerFileName
};
