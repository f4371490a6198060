import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  runEventsDriverCommand
} from "./chunk-CXFTBE6U.mjs";
import {
  eventsAddedBetween,
  eventsAt
} from "./chunk-LK54J22F.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  renderProjectionsOf,
  renderedFile
} from "./chunk-QQVF6TCK.mjs";
import "./chunk-FXLI7IEH.mjs";
import "./chunk-U3G6NHFO.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-GYALZIJH.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  orderEvents
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  gitOutput,
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/git/driver.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// src/git/merge-sides.ts
function mergeHeadFromEnv(env, head) {
  const heads = Object.keys(env).filter((key) => /^GITHEAD_[0-9a-f]{40}([0-9a-f]{24})?$/.test(key)).map((key) => key.slice("GITHEAD_".length)).filter((commit) => commit !== head);
  return heads.length === 1 ? heads[0] : void 0;
}
function replayedCommitFromDone(done) {
  const lines = done.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
  const last = lines.at(-1);
  const match = last && /^(?:pick|p|reword|r|edit|e|fixup|f|squash|s)\s+(?:-[cC]\s+)?([0-9a-f]{4,64})\b/.exec(
    last.trim()
  );
  return match ? match[1] : void 0;
}
function commitChangingBlob(logOutput, from, to) {
  let commit;
  for (const line of logOutput.split("\n")) {
    if (line.startsWith("\0")) {
      commit = line.slice(1).trim();
      continue;
    }
    const match = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) [A-Z]/.exec(line);
    if (commit && match && match[1] === from && match[2] === to) return commit;
  }
  return void 0;
}

// src/git/driver.ts
function findMergeSides(repo, env, files) {
  const head = readHead(repo).commit;
  if (!head) return void 0;
  const merged = mergeHeadFromEnv(env, head);
  if (merged) {
    const base2 = gitOutput(repo.root, ["merge-base", head, merged]);
    if (base2) return { head, theirs: merged, base: base2, how: "merge" };
  }
  const donePath = join(repo.gitDir, "rebase-merge", "done");
  if (existsSync(donePath)) {
    const replayed = replayedCommitFromDone(readFileSync(donePath, "utf8"));
    const theirs = replayed && gitOutput(repo.root, ["rev-parse", "--verify", "--quiet", `${replayed}^{commit}`]);
    const base2 = theirs && gitOutput(repo.root, ["rev-parse", "--verify", "--quiet", `${theirs}^`]);
    if (theirs && base2) return { head, theirs, base: base2, how: "rebase" };
  }
  for (const name of ["CHERRY_PICK_HEAD", "REVERT_HEAD"]) {
    const ref = join(repo.gitDir, name);
    if (!existsSync(ref)) continue;
    const commit = readFileSync(ref, "utf8").trim();
    const parent = gitOutput(repo.root, ["rev-parse", "--verify", "--quiet", `${commit}^`]);
    if (!parent) continue;
    return name === "REVERT_HEAD" ? { head, theirs: parent, base: commit, how: "pick" } : { head, theirs: commit, base: parent, how: "pick" };
  }
  const from = gitOutput(repo.root, ["hash-object", "--", files.base]);
  const to = gitOutput(repo.root, ["hash-object", "--", files.theirs]);
  if (!from || !to) return void 0;
  const log = gitOutput(repo.root, [
    "log",
    "--all",
    "--reflog",
    "--raw",
    "--no-abbrev",
    "--no-renames",
    "--format=%x00%H",
    "--",
    files.path
  ]);
  const picked = log && commitChangingBlob(log, from, to);
  const base = picked && gitOutput(repo.root, ["rev-parse", "--verify", "--quiet", `${picked}^`]);
  return picked && base ? { head, theirs: picked, base, how: "pick" } : void 0;
}
function eventsOfMergeResult(repo, sides) {
  const added = eventsAddedBetween(repo, sides.base, sides.theirs).events;
  const removed = new Set(
    eventsAddedBetween(repo, sides.theirs, sides.base).events.map((event) => event.id)
  );
  const kept = eventsAt(repo, sides.head).events.filter((event) => !removed.has(event.id));
  return orderEvents([...kept, ...added]).events;
}
function runProjectionDriver(project, files, env, render) {
  const sides = findMergeSides(project.repo, env, files);
  if (!sides) return "kept-ours";
  const text = render(files.path, eventsOfMergeResult(project.repo, sides));
  if (text === void 0) return "kept-ours";
  writeFileSync(files.ours, text);
  return "regenerated";
}

// src/memory/merge.ts
var renderProjection = (path, events) => renderedFile(renderProjectionsOf(events), path);
function mergeProjectionFiles(project, files, env) {
  return runProjectionDriver(project, files, env, renderProjection);
}

// src/cli/commands/merge-driver.ts
function run(input, ctx) {
  const [kind, base, ours, theirs, path] = input.positionals;
  if (kind === "events")
    return runEventsDriverCommand(input.positionals.slice(1), {
      cwd: ctx.cwd,
      now: ctx.now(),
      stderr: ctx.stderr
    });
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const files = { base, ours, theirs, path: path ?? ours };
  if (kind === "projection") {
    const outcome = mergeProjectionFiles(project, files, ctx.env);
    if (outcome === "kept-ours") {
      ctx.stderr.write(
        `cortex: could not tell which commits are being merged; kept our ${files.path} (the post-merge hook regenerates it)
`
      );
    }
    return 0;
  }
  throw new UsageError(`merge-driver: unknown kind '${kind}'`, "use events or projection");
}
var command = {
  name: "merge-driver",
  summary: "merge driver git runs for cortex files (set up by cortex init)",
  usage: [
    "merge-driver events <base> <ours> <theirs> [<path>]",
    "merge-driver projection <base> <ours> <theirs> <path>"
  ],
  description: "Run by git, not by hand: git calls it (as configured by cortex init) when a cortex file changed on\nboth sides. Event files merge as the union of their events by id; projections are regenerated from\nthe events the merge results in. The result is written to <ours>. Never leaves a conflict.",
  options: {},
  positionals: { min: 4, max: 5 },
  run
};
export {
  command
};
