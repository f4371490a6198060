import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  startBriefingRefresh
} from "./chunk-HHHEXDOQ.mjs";
import {
  BRIEFING_FILE,
  writeBriefing
} from "./chunk-XCBW6MGC.mjs";
import "./chunk-NJNAR73M.mjs";
import "./chunk-ED2C4V5E.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-NVQXH4JX.mjs";
import "./chunk-D3GCWNUO.mjs";
import "./chunk-SG2RIYB5.mjs";
import "./chunk-4CYVFGHE.mjs";
import "./chunk-3XLC2MI4.mjs";
import "./chunk-I24NNLAG.mjs";
import "./chunk-NSVDLLJ3.mjs";
import {
  GIT_HOOKS
} from "./chunk-OQ72XHGP.mjs";
import {
  briefingChannel
} from "./chunk-W32OGVYT.mjs";
import "./chunk-WYLVJVBZ.mjs";
import {
  openProject
} from "./chunk-MM56YWBD.mjs";
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-XPJEBJGT.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-6J36ESBT.mjs";
import "./chunk-2P3IQSZA.mjs";
import "./chunk-UV7GVKCB.mjs";
import {
  DECISIONS_DIR
} from "./chunk-V4N6D5R3.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  readLogDigest
} from "./chunk-IOBCVQTP.mjs";
import "./chunk-PVHWKRZ3.mjs";
import "./chunk-MWIXHKJ3.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-4PBGLK2M.mjs";
import "./chunk-7GEKVXNJ.mjs";
import "./chunk-RQ2KFPAH.mjs";
import "./chunk-RKXZDU5V.mjs";
import {
  gitOutput
} from "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-BHYFFJIA.mjs";
import "./chunk-DOMUEWP4.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-ZLFDJX3O.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-7WXD5RC6.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-OKT6S6UO.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-OSNKVYXY.mjs";
import {
  writeFileAtomic
} from "./chunk-4QIZLTEZ.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/git-hook.ts
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
var refreshProjections = ({ project, hook, args, log }) => {
  if (hook === "post-checkout" || mergedNothingOfCortex(project, hook, args)) return void 0;
  const { stale } = findStaleProjections(project, log());
  if (stale.length === 0) return void 0;
  const run2 = regenerateProjections(project, { log: log(), deletions: "all" });
  const lines = run2.corrections.map((correction) => `read back ${DECISIONS_DIR}/${correction.summary}`);
  lines.push(...run2.problems.map((problem) => `${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}; left as it is`));
  const written = [...run2.changed, ...run2.removed];
  if (written.length) {
    const named = written.length > 5 ? `${written.slice(0, 5).join(", ")} and ${written.length - 5} more` : written.join(", ");
    lines.push(`regenerated ${named} from the merged events; commit ${written.length === 1 ? "it" : "them"}`);
  }
  return lines.length ? lines.join("\ncortex: ") : void 0;
};
function mergedNothingOfCortex(project, hook, args) {
  if (hook !== "post-merge" || args[0] === "1") return false;
  return gitOutput(project.repo.root, ["diff", "--name-only", "ORIG_HEAD", "HEAD", "--", ".cortex/"]) === "";
}
var refreshBriefing = ({ project, ctx }) => {
  if (briefingChannel(project.repo.root, ctx.env) === "hook") {
    rmSync(join(project.paths.root, BRIEFING_FILE), { force: true });
    return void 0;
  }
  if (startBriefingRefresh(project, ctx.now()) !== "no cortex binary") return void 0;
  const briefing = writeBriefing(project, { now: ctx.now() });
  if (briefing.problem) throw new Error(briefing.problem);
  return void 0;
};
var REFRESH_STEPS = [refreshProjections, refreshBriefing];
function recordRun(project, hook, started, problems) {
  const dir = join(project.paths.localDir, "heartbeat");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `git-${hook}.json`);
  const body = { event: `git-${hook}`, at: started.toISOString(), ok: problems.length === 0, problems };
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
  const shared = { project, ctx, hook, args: input.positionals.slice(1).map(String), log: () => read ??= readLogDigest(project.paths, { cache: "off", needs: COMMITTED_NEEDS }) };
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
  summary: "what cortex's git hooks run (post-merge, post-rewrite, post-checkout)",
  usage: [`git-hook <${GIT_HOOKS.join("|")}> [<args>...]`],
  description: "Run by the git hooks cortex init installs, not by hand: after git changes the events (merge, rebase,\ncheckout), regenerates committed projections that are stale and refreshes local state. Always exits 0.",
  options: {},
  positionals: { min: 1, max: Infinity },
  run
};
export {
  command
};
