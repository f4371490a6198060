import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  formatCount,
  startProgress
} from "./chunk-WUV3KXWY.mjs";
import {
  reportReadWarnings
} from "./chunk-33PCGUAZ.mjs";
import "./chunk-34H7ZD5O.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
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
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-MATBYBHQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/project.ts
function reportRecordProblems(ctx, problems) {
  for (const problem of problems) {
    ctx.stderr.write(
      `cortex: ${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}; left as it is
`
    );
  }
}
function showProgress(progress) {
  let phase;
  return (step) => {
    const changed = step.phase !== phase;
    phase = step.phase;
    if (!changed && step.phase === "reading" && step.events % 1e3 !== 0) return;
    progress.update(
      step.phase === "reading" ? `reading the log: ${step.events.toLocaleString("en-US")} events` : `writing decision records: ${formatCount(step.records, step.total)}`,
      changed
    );
  };
}
function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const quiet = input.options.quiet === true;
  const progress = startProgress(ctx);
  if (input.options.check === true) {
    const show = showProgress(progress);
    const log = readLogDigest(project.paths, {
      cache: "off",
      needs: COMMITTED_NEEDS,
      progress: (events) => show({ phase: "reading", events })
    });
    progress.done();
    reportReadWarnings(ctx, log.warnings);
    const { stale, problems } = findStaleProjections(project, log);
    reportRecordProblems(ctx, problems);
    if (input.options.json === true) {
      ctx.stdout.write(`${JSON.stringify({ upToDate: stale.length === 0, stale }, null, 2)}
`);
      return stale.length === 0 ? 0 : 1;
    }
    if (stale.length === 0) {
      if (!quiet) ctx.stdout.write("projections are up to date\n");
      return 0;
    }
    const shown = stale.length > 20 ? [...stale.slice(0, 20), `and ${stale.length - 20} more`] : stale;
    ctx.stderr.write(
      `cortex: stale projection${stale.length === 1 ? "" : "s"}: ${shown.join(", ")}
`
    );
    ctx.stderr.write("hint: run 'cortex project' and commit the result\n");
    return 1;
  }
  const result = regenerateProjections(project, {
    cache: "off",
    now: ctx.now(),
    entropy: ctx.entropy,
    progress: showProgress(progress)
  });
  progress.done();
  reportReadWarnings(ctx, result.warnings);
  reportRecordProblems(ctx, result.problems);
  if (input.options.json === true) {
    const readBack = result.corrections.map(
      (correction) => `${DECISIONS_DIR}/${correction.summary}`
    );
    ctx.stdout.write(
      `${JSON.stringify({ written: result.changed, removed: result.removed, readBack, summary: result.summary }, null, 2)}
`
    );
    return 0;
  }
  for (const correction of result.corrections)
    ctx.stdout.write(`read back ${DECISIONS_DIR}/${correction.summary}
`);
  if (!quiet) {
    for (const file of result.changed) ctx.stdout.write(`wrote ${file}
`);
    for (const file of result.removed) ctx.stdout.write(`removed ${file}
`);
    const { full, line, archived } = result.summary.decisions;
    const plans = result.summary.plans;
    const summary = `decisions and rejections: ${full} in full, ${line} in one line, ${archived} archived; ${plans} plan${plans === 1 ? "" : "s"}`;
    ctx.stdout.write(
      result.changed.length ? `${summary}
` : `projections are up to date (${summary})
`
    );
  }
  return 0;
}
var command = {
  name: "project",
  summary: "write the decision records, decisions.md, decisions-archive.md and active-plan.md from the log",
  usage: ["project [--check] [--quiet] [--json]"],
  description: "Write the committed projections of the event log: one decision record per decision and rejected\napproach in .cortex/decisions/ (MADR layout), .cortex/decisions.md (their index),\n.cortex/decisions-archive.md and .cortex/active-plan.md. They are a function of the events alone:\nthe same events give the same bytes on any machine. Only files whose content changed are written.\nFirst, a decision record a reviewer changed (title, decision drivers, status deprecated, or deleted)\nis recorded in the log as a correction by the author of the commit that changed it, so the record\nwritten next keeps their wording; one cortex cannot read is reported with file and line and left alone.",
  options: {
    check: {
      type: "boolean",
      description: "write nothing; exit 1 naming the stale files (for CI and pre-commit)"
    },
    quiet: { type: "boolean", short: "q", description: "print nothing on success" },
    json: {
      type: "boolean",
      description: "one JSON object: with --check, whether they are up to date and the stale files; else what was written"
    }
  },
  positionals: { min: 0, max: 0 },
  examples: [
    "cortex project",
    "cortex project --check   # in CI: fails when a projection was not regenerated"
  ],
  run
};
export {
  command,
  reportRecordProblems
};
