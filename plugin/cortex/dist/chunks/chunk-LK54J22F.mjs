import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  parseEventText
} from "./chunk-LTJYTCHL.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/git/history.ts
import { spawnSync } from "node:child_process";

// src/git/plumbing/objects.ts
function parseLsTree(output) {
  const entries = [];
  for (const record of output.split("\0")) {
    if (record === "") continue;
    const tab = record.indexOf("	");
    const [mode, type, object] = record.slice(0, tab).split(" ");
    entries.push({ mode, type, object, path: record.slice(tab + 1) });
  }
  return entries;
}
function parseRawDiff(output) {
  const parts = output.split("\0");
  const changes = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const meta = parts[i];
    if (!meta.startsWith(":")) continue;
    const [, , oldObject, newObject, status] = meta.slice(1).split(" ");
    changes.push({ status: status.charAt(0), oldObject, newObject, path: parts[i + 1] });
  }
  return changes;
}
function parseCatFileBatch(output, count) {
  const blobs = [];
  let offset = 0;
  while (blobs.length < count && offset < output.length) {
    const newline = output.indexOf(10, offset);
    if (newline < 0) break;
    const header = output.toString("utf8", offset, newline);
    offset = newline + 1;
    if (header.endsWith(" missing")) {
      blobs.push(void 0);
      continue;
    }
    const size = Number(header.split(" ")[2]);
    blobs.push(output.subarray(offset, offset + size));
    offset += size + 1;
  }
  return blobs;
}

// src/git/history.ts
var EVENTS_PATH = ".cortex/events";
function git(repo, args, input) {
  const result = spawnSync("git", args, { cwd: repo.root, input, maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new CortexError(
      "GIT_FAILED",
      `git ${args.join(" ")} failed: ${result.stderr.toString().trim().split("\n")[0] ?? ""}`
    );
  }
  return result.stdout;
}
function resolveCommit(repo, revision) {
  const result = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${revision}^{commit}`], {
    cwd: repo.root,
    encoding: "utf8"
  });
  if (result.status !== 0) {
    throw new CortexError("UNKNOWN_REVISION", `unknown revision '${revision}'`, {
      hint: "give a branch, tag or commit, e.g. 'origin/main..HEAD'"
    });
  }
  return result.stdout.trim();
}
function readBlobs(repo, objects) {
  if (objects.length === 0) return [];
  const output = git(repo, ["cat-file", "--batch"], objects.join("\n") + "\n");
  return parseCatFileBatch(output, objects.length).map((blob) => blob?.toString("utf8"));
}
function eventFilesAt(repo, commit) {
  const output = git(repo, ["ls-tree", "-r", "-z", commit, "--", `${EVENTS_PATH}/`]).toString(
    "utf8"
  );
  return parseLsTree(output).filter((entry) => entry.type === "blob" && entry.path.endsWith(".ndjson")).map((entry) => ({ path: entry.path, object: entry.object }));
}
function eventsOfBlobs(files, texts, label) {
  const events = [];
  const warnings = [];
  files.forEach((file, index) => {
    const parsed = parseEventText(texts[index] ?? "", `${label}:${file.path}`);
    for (const entry of parsed.entries) events.push(entry.event);
    warnings.push(...parsed.warnings);
  });
  return { events, warnings };
}
function eventsAt(repo, commit) {
  const files = eventFilesAt(repo, commit);
  return eventsOfBlobs(
    files,
    readBlobs(
      repo,
      files.map((file) => file.object)
    ),
    commit.slice(0, 12)
  );
}
function eventsAddedBetween(repo, from, to) {
  const output = git(repo, [
    "diff",
    "--raw",
    "-z",
    "--no-renames",
    "--no-abbrev",
    from,
    to,
    "--",
    `${EVENTS_PATH}/`
  ]).toString("utf8");
  const all = parseRawDiff(output).filter((change) => change.path.endsWith(".ndjson"));
  const changes = all.filter((change) => change.status === "A" || change.status === "M");
  const newTexts = readBlobs(
    repo,
    changes.map((change) => change.newObject)
  );
  const previous = all.filter((change) => change.status === "M" || change.status === "D");
  const oldTexts = readBlobs(
    repo,
    previous.map((change) => change.oldObject)
  );
  const before = new Set(
    eventsOfBlobs(
      previous.map((change) => ({ path: change.path, object: change.oldObject })),
      oldTexts,
      from.slice(0, 12)
    ).events.map((event) => event.id)
  );
  const after = eventsOfBlobs(
    changes.map((change) => ({ path: change.path, object: change.newObject })),
    newTexts,
    to.slice(0, 12)
  );
  return {
    events: after.events.filter((event) => !before.has(event.id)),
    warnings: after.warnings
  };
}

export {
  EVENTS_PATH,
  resolveCommit,
  readBlobs,
  eventsAt,
  eventsAddedBetween
};
