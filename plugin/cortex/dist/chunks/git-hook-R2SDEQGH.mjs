import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  startBriefingRefresh
} from "./chunk-JJZ45XEL.mjs";
import {
  BRIEFING_FILE,
  writeBriefing
} from "./chunk-EXQ2MYAF.mjs";
import "./chunk-TH2BYSIF.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-QDVCVRAD.mjs";
import "./chunk-EPARNYD2.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-SM4S3YX3.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import "./chunk-J7PDIGNT.mjs";
import {
  GIT_HOOKS
} from "./chunk-ZZS47C6A.mjs";
import {
  briefingChannel
} from "./chunk-2UZ66FDE.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-NR55AXLW.mjs";
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-4SFQQGVM.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-QQVF6TCK.mjs";
import "./chunk-FXLI7IEH.mjs";
import "./chunk-U3G6NHFO.mjs";
import {
  readLogDigest
} from "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import {
  DECISIONS_DIR
} from "./chunk-GYALZIJH.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-MATBYBHQ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  heartbeatDir,
  projectionsLockFile,
  projectionsPendingFile
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/git-hook.ts
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
var PROJECTION_PATHS = [
  ".cortex/decisions.md",
  ".cortex/decisions-archive.md",
  ".cortex/active-plan.md",
  DECISIONS_DIR
];
var stageProjections = ({ project }) => {
  const root = project.repo.root;
  if (!gitOutput(root, ["diff", "--cached", "--name-only", "--", ".cortex/events/"]))
    return void 0;
  if (gitOutput(root, ["add", "--", ".cortex/events/"]) === void 0)
    throw new Error("git add .cortex/events/ failed");
  const pending = existsSync(projectionsPendingFile(project.paths)) || existsSync(projectionsLockFile(project.paths));
  const run2 = pending ? regenerateProjections(project, { cache: "off", deletions: "all" }) : { changed: [], removed: [] };
  const present = PROJECTION_PATHS.filter(
    (path) => existsSync(join(root, path)) || gitOutput(root, ["ls-files", "--", path])
  );
  if (present.length && gitOutput(root, ["add", "-A", "--", ...present]) === void 0)
    throw new Error("git add of the projections failed");
  const written = [...run2.changed, ...run2.removed];
  if (written.length === 0) return void 0;
  const named = written.length > 5 ? `${written.slice(0, 5).join(", ")} and ${written.length - 5} more` : written.join(", ");
  return `added ${named} to this commit: the projections of its memory events`;
};
var refreshProjections = ({ project, hook, args, log }) => {
  if (hook === "pre-commit" || hook === "post-checkout" || mergedNothingOfCortex(project, hook, args))
    return void 0;
  const { stale } = findStaleProjections(project, log());
  if (stale.length === 0) return void 0;
  const run2 = regenerateProjections(project, { log: log(), deletions: "all" });
  const lines = run2.corrections.map(
    (correction) => `read back ${DECISIONS_DIR}/${correction.summary}`
  );
  lines.push(
    ...run2.problems.map(
      (problem) => `${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}; left as it is`
    )
  );
  const written = [...run2.changed, ...run2.removed];
  if (written.length) {
    const named = written.length > 5 ? `${written.slice(0, 5).join(", ")} and ${written.length - 5} more` : written.join(", ");
    lines.push(
      `regenerated ${named} from the merged events; commit ${written.length === 1 ? "it" : "them"}`
    );
  }
  return lines.length ? lines.join("\ncortex: ") : void 0;
};
function mergedNothingOfCortex(project, hook, args) {
  if (hook !== "post-merge" || args[0] === "1") return false;
  return gitOutput(project.repo.root, ["diff", "--name-only", "ORIG_HEAD", "HEAD", "--", ".cortex/"]) === "";
}
var refreshBriefing = ({ project, ctx, hook }) => {
  if (hook === "pre-commit") return void 0;
  if (briefingChannel(project.repo.root, ctx.env) === "hook") {
    rmSync(join(project.paths.root, BRIEFING_FILE), { force: true });
    return void 0;
  }
  if (startBriefingRefresh(project, ctx.now()) !== "no cortex binary") return void 0;
  const briefing = writeBriefing(project, { now: ctx.now() });
  if (briefing.problem) throw new Error(briefing.problem);
  return void 0;
};
var REFRESH_STEPS = [stageProjections, refreshProjections, refreshBriefing];
function recordRun(project, hook, started, problems) {
  const dir = heartbeatDir(project.paths);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `git-${hook}.json`);
  const body = {
    event: `git-${hook}`,
    at: started.toISOString(),
    ok: problems.length === 0,
    problems
  };
  writeFileAtomic(file, JSON.stringify(body, null, 2) + "\n");
}
function run(input, ctx) {
  const [hook] = input.positionals;
  if (!GIT_HOOKS.includes(hook)) return 0;
  let project;
  try {
    project = openProject(ctx.cwd, "cli", ctx.env);
  } catch {
    return 0;
  }
  const started = ctx.now();
  const problems = [];
  let read;
  const shared = {
    project,
    ctx,
    hook,
    args: input.positionals.slice(1).map(String),
    log: () => read ??= readLogDigest(project.paths, { cache: "off", needs: COMMITTED_NEEDS })
  };
  for (const step of REFRESH_STEPS) {
    try {
      const message = step(shared);
      if (message) ctx.stdout.write(`cortex: ${message}
`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  recordRun(project, hook, started, problems);
  return 0;
}
var command = {
  name: "git-hook",
  summary: "what cortex's git hooks run (pre-commit, post-merge, post-rewrite, post-checkout)",
  usage: [`git-hook <${GIT_HOOKS.join("|")}> [<args>...]`],
  description: "Run by the git hooks cortex init installs, not by hand: before a commit that carries memory events,\nwrites and stages the projections they imply; after git changes the events (merge, rebase, checkout),\nregenerates committed projections that are stale and refreshes local state. Always exits 0.",
  options: {},
  positionals: { min: 1, max: Infinity },
  run
};
export {
  command
};
