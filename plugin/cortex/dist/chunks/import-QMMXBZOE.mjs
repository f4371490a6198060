import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  formatCount,
  startProgress
} from "./chunk-WUV3KXWY.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport,
  wantsJson
} from "./chunk-V2IGNPFB.mjs";
import {
  regenerateAfterAppend
} from "./chunk-V3JVLY6M.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  readAll
} from "./chunk-T5HGDIXC.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-L2HT7GMO.mjs";
import {
  scanEventFile
} from "./chunk-3A5GZ3FR.mjs";
import {
  readBytesAt
} from "./chunk-WVFFZ4JR.mjs";
import {
  affectsCommittedProjections
} from "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-CFXE6EOP.mjs";
import {
  appendEvents,
  listEventFiles
} from "./chunk-2RMMSY37.mjs";
import {
  formatWarning,
  scanEventBytes
} from "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  parseEventLine,
  sortKey
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import {
  headReader
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/import.ts
import { closeSync, fstatSync, openSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
var PROBLEMS_LISTED = 10;
var APPEND_BATCH = 250;
async function readStdin(ctx) {
  return Buffer.from(await readAll(ctx.stdin), "utf8");
}
function openInput(ctx, source) {
  try {
    return openSync(resolve(ctx.cwd, source), "r");
  } catch (error) {
    throw new CortexError(
      "CANNOT_READ",
      `cannot read ${source}: ${error.code ?? error.message}`
    );
  }
}
function logIdReader(paths) {
  const known = /* @__PURE__ */ new Set();
  const scanned = /* @__PURE__ */ new Map();
  return () => {
    for (const absolute of listEventFiles(paths)) {
      const size = statSync(absolute).size;
      const before = scanned.get(absolute) ?? 0;
      const done = before <= size ? before : 0;
      if (size === done) continue;
      const fd = openSync(absolute, "r");
      let bytes;
      try {
        bytes = readBytesAt(fd, done, size - done);
      } finally {
        closeSync(fd);
      }
      scanEventBytes(bytes, absolute, ({ event }) => known.add(event.id));
      scanned.set(absolute, done + bytes.length);
    }
    return known;
  };
}
async function importEvents(ctx, input, project) {
  const source = input.positionals[0];
  const name = source === "-" ? "<stdin>" : source;
  let inputFile = source === "-" ? void 0 : openInput(ctx, source);
  let bytes;
  if (inputFile === void 0) {
    bytes = await readStdin(ctx);
  } else if (!fstatSync(inputFile).isFile()) {
    try {
      bytes = readFileSync(inputFile);
    } catch (error) {
      throw new CortexError(
        "CANNOT_READ",
        `cannot read ${source}: ${error.code ?? error.message}`
      );
    } finally {
      closeSync(inputFile);
      inputFile = void 0;
    }
  }
  try {
    const incoming = /* @__PURE__ */ new Map();
    let repeated = 0;
    const visit = ({ event, start, end }) => {
      if (incoming.has(event.id)) repeated++;
      else incoming.set(event.id, { key: sortKey(event), start, end });
    };
    const warnings = bytes ? scanEventBytes(bytes, name, visit) : scanInputFile(inputFile, name, visit);
    if (warnings.length > 0) {
      const listed = warnings.slice(0, PROBLEMS_LISTED).map((warning) => `  ${formatWarning(warning)}`);
      if (warnings.length > PROBLEMS_LISTED)
        listed.push(`  \u2026 and ${warnings.length - PROBLEMS_LISTED} more`);
      throw new CortexError(
        "BAD_IMPORT",
        `${warnings.length} bad line${warnings.length === 1 ? "" : "s"} in ${name}; nothing was imported:
${listed.join("\n")}`,
        {
          hint: "fix or remove those lines and import again"
        }
      );
    }
    const ordered = [...incoming.values()].sort(
      (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0
    );
    incoming.clear();
    return await appendInOrder(ctx, input, project, {
      name,
      ordered,
      repeated,
      ...bytes ? { bytes } : { inputFile }
    });
  } finally {
    if (inputFile !== void 0) closeSync(inputFile);
  }
}
function scanInputFile(fd, name, visit) {
  try {
    return scanEventFile(fd, name, visit).warnings;
  } catch (error) {
    throw new CortexError(
      "CANNOT_READ",
      `cannot read ${name}: ${error.code ?? error.message}`
    );
  }
}
async function appendInOrder(ctx, input, project, checked) {
  const { name, ordered, repeated, bytes, inputFile } = checked;
  const changed = () => new CortexError("CANNOT_READ", `${name} changed while it was imported`, {
    hint: "import it again once nothing writes to it; the events already imported are skipped"
  });
  const eventAt = (entry) => {
    if (bytes) return parseEventLine(bytes.toString("utf8", entry.start, entry.end));
    const line = readBytesAt(inputFile, entry.start, entry.end - entry.start);
    if (line.length !== entry.end - entry.start) throw changed();
    let event;
    try {
      event = parseEventLine(line.toString("utf8"));
    } catch {
      throw changed();
    }
    if (sortKey(event) !== entry.key) throw changed();
    return event;
  };
  const { redactValues } = await import("./redactor-PO2O4IAE.mjs");
  const { customPatternScanner } = await import("./custom-patterns-QSATNWZZ.mjs");
  const custom = customPatternScanner(project.paths, project.config.redaction.patterns);
  const problems = /* @__PURE__ */ new Set();
  const knownIds = logIdReader(project.paths);
  const json = wantsJson(input);
  const progress = startProgress(ctx, { enabled: !json });
  const fresh = [];
  let affectsProjections = false;
  let appended = 0;
  for (let from = 0; from < ordered.length; from += APPEND_BATCH) {
    progress.update(`importing ${formatCount(from, ordered.length)} events`);
    const batch = ordered.slice(from, from + APPEND_BATCH).map(eventAt);
    const redaction = await redactValues(
      batch.map((event) => ({ content: event.content, data: event.data })),
      {
        custom,
        library: async (text) => (await import("./secretlint-YW2S3HZG.mjs")).lintSecretRanges(text)
      }
    );
    for (const problem of [
      redaction.outcome.libraryProblem,
      ...redaction.outcome.patternProblems ?? []
    ])
      if (problem) problems.add(problem);
    const cleaned = batch.map(
      (event, index) => ({ ...event, ...redaction.values[index] })
    );
    const logIds = knownIds();
    const candidates = cleaned.filter((event) => !logIds.has(event.id));
    const result = appendEvents(project.paths, headReader(project.repo), cleaned, {
      writer: "cli",
      now: ctx.now(),
      entropy: ctx.entropy,
      knownIds
    });
    appended += result.appended;
    const written = candidates.slice(0, result.appended);
    if (json) fresh.push(...written);
    affectsProjections ||= affectsCommittedProjections(written);
  }
  progress.update(`importing ${formatCount(ordered.length, ordered.length)} events`, true);
  progress.done();
  return {
    appended,
    present: ordered.length - appended,
    repeated,
    fresh,
    affectsProjections,
    problems
  };
}
async function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const { appended, present, repeated, fresh, affectsProjections, problems } = await importEvents(
    ctx,
    input,
    project
  );
  for (const problem of problems) ctx.stderr.write(`warning: ${problem}
`);
  const progress = startProgress(ctx, { enabled: !wantsJson(input) });
  if (affectsProjections) progress.update("updating the projections", true);
  const outcome = affectsProjections ? await regenerateAfterAppend(project, void 0, { wholeLog: true }) : { projections: [] };
  progress.done();
  const details = [
    present > 0 && `${present} already present`,
    repeated > 0 && `${repeated} repeated in the input`
  ].filter(Boolean);
  return printWriteReport(ctx, input, {
    ...outcome,
    action: "imported",
    events: fresh,
    extra: { skipped: present, repeated },
    text: `imported ${appended} event${appended === 1 ? "" : "s"}${details.length ? ` (${details.join(", ")})` : ""}`
  });
}
var command = {
  name: "import",
  summary: "append events from an NDJSON file",
  usage: ["import <file.ndjson>", "import -   (read from stdin)"],
  description: "Append events from NDJSON (one event per line, the format cortex export writes). Every line\nis validated first; if any is bad, nothing is imported. Events already present are skipped.",
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: 1 },
  examples: [
    "cortex export > memory.ndjson && cortex import memory.ndjson",
    "other-tool --events | cortex import -"
  ],
  run
};
export {
  command
};
