import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  removeStaleTemporaryFiles
} from "./chunk-ZGA2UIYJ.mjs";
import {
  quarantineDir
} from "./chunk-CXFTBE6U.mjs";
import {
  findLoggedEvent
} from "./chunk-T6R2Y2EO.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import {
  listEventFiles,
  readEventLog
} from "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import {
  withFileLock
} from "./chunk-6M7KS7R3.mjs";
import {
  parseEventLine,
  serializeEventWhole
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  gitOutput
} from "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  redactRuleFile
} from "./chunk-ZF3FJJCS.mjs";
import {
  blankEvent,
  blankQuote,
  eventTexts,
  filterRepoRule,
  redactSecrets
} from "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/redact.ts
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
async function detectSecrets(project, texts, warn) {
  const { findSecretRanges } = await import("./rules-OXDQXCPY.mjs");
  const { needsLibraryScan } = await import("./redactor-PO2O4IAE.mjs");
  const { customPatternScanner } = await import("./custom-patterns-QSATNWZZ.mjs");
  const custom = customPatternScanner(project.paths, project.config.redaction.patterns);
  const found = /* @__PURE__ */ new Map();
  const scan = custom?.(texts);
  for (const problem of scan?.problems ?? []) warn(problem);
  for (const [index, text] of texts.entries()) {
    const ranges = [...findSecretRanges(text), ...scan?.ranges[index] ?? []];
    if (needsLibraryScan(text))
      ranges.push(
        ...await (await import("./secretlint-YW2S3HZG.mjs")).lintSecretRanges(text)
      );
    for (const range of ranges) {
      const secret = text.slice(range.start, range.end);
      if (secret.trim() !== "" && !/^\[REDACTED:[^\]]*\]$/.test(secret))
        found.set(secret, range.kind);
    }
  }
  return [...found].map(([text, kind]) => ({ text, kind }));
}
function rewriteLog(project, rewrite) {
  return withFileLock(project.paths.appendLock, () => {
    const changes = [];
    for (const absolute of listEventFiles(project.paths, { local: true })) {
      const file = absolute.slice(project.paths.root.length + 1).split("\\").join("/");
      const text = readFileSync(absolute, "utf8");
      const lines = text.split("\n");
      let changed = false;
      lines.forEach((line, index) => {
        if (line.trim() === "") return;
        let event;
        try {
          event = parseEventLine(line.endsWith("\r") ? line.slice(0, -1) : line);
        } catch {
          return;
        }
        const after = rewrite(event);
        if (!after) return;
        lines[index] = serializeEventWhole(after);
        changes.push({ file, line: index + 1, before: event, after });
        changed = true;
      });
      if (changed) {
        writeFileAtomic(absolute, lines.join("\n"));
      }
    }
    return changes;
  });
}
function commitsWith(project, file) {
  const output = gitOutput(project.repo.root, ["log", "--all", "--format=%h", "--", file]);
  return output ? output.split("\n").filter(Boolean) : [];
}
async function dropDerivedCopies(project) {
  (await import("./cache-4Q6YZAJZ.mjs")).clearSearchCaches(project.paths);
  const { digestCacheFile, regenerateProjections } = await import("./projection-files-C5LI7I3W.mjs");
  rmSync(digestCacheFile(project.paths), { force: true });
  regenerateProjections(project, { cache: "off" });
}
function quarantinedCopies(project, texts) {
  const dir = quarantineDir(project.paths);
  if (!existsSync(dir)) return [];
  const escaped = texts.filter((text) => text.length >= 8).flatMap((text) => [text, JSON.stringify(text).slice(1, -1)]);
  return readdirSync(dir, { recursive: true }).map((file) => join(dir, file)).filter((path) => {
    try {
      const text = readFileSync(path, "utf8");
      return escaped.some((secret) => text.includes(secret));
    } catch {
      return false;
    }
  }).map((path) => path.slice(project.paths.root.length + 1));
}
function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}
async function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  for (const removed of removeStaleTemporaryFiles(project.paths, ctx.now()))
    ctx.stderr.write(`removed ${removed.file}, left by an interrupted cortex
`);
  const all = input.options.all === true;
  const log = readEventLog(project.paths, { local: true });
  const target = findLoggedEvent(log, input.positionals[0]);
  let rewrite;
  let what;
  let sensitive;
  if (all) {
    const blanked = blankEvent(target);
    const kept = new Set(eventTexts(blanked));
    sensitive = eventTexts(target).filter((text) => !kept.has(text) && text.length >= 8);
    rewrite = (event) => event.id === target.id ? blankEvent(event) : blankQuote(event, blanked, target);
    what = "its text replaced by [REDACTED:manual]";
  } else {
    const secrets = await detectSecrets(
      project,
      eventTexts(target),
      (message) => ctx.stderr.write(`warning: ${message}
`)
    );
    if (secrets.length === 0) {
      throw new CortexError(
        "NO_SECRET_FOUND",
        `no secret that cortex recognises in ${shortId(target.id)} (${target.type})`,
        {
          hint: `to replace its whole text, run: cortex redact ${shortId(target.id)} --all`
        }
      );
    }
    rewrite = (event) => redactSecrets(event, secrets);
    sensitive = secrets.map((secret) => secret.text);
    const kinds = [...new Set(secrets.map((secret) => secret.kind))];
    what = `${plural(secrets.length, "secret")} replaced (${kinds.join(", ")})`;
  }
  const changes = rewriteLog(project, rewrite);
  await dropDerivedCopies(project);
  const files = [...new Set(changes.map((change) => change.file))];
  const others = [
    ...new Map(
      changes.filter((change) => change.after.id !== target.id).map((change) => [change.after.id, change.after])
    ).values()
  ];
  const out = [`Redacted ${shortId(target.id)} (${target.type}): ${what}.`];
  out.push(
    `Rewrote ${plural(changes.length, "line")} in ${plural(files.length, "file")}:`,
    ...files.map((file) => `  ${file}`)
  );
  if (others.length)
    out.push(
      `Also rewritten, as they held it too: ${others.map((event) => `${shortId(event.id)} (${event.type})`).join(", ")}.`
    );
  out.push(
    "Search caches and the digest cache were dropped and the projections regenerated from the redacted log."
  );
  const quarantined = quarantinedCopies(project, sensitive);
  if (quarantined.length)
    out.push(
      `Lines kept in quarantine hold it too; delete them by hand: ${quarantined.join(", ")}`
    );
  const committed = files.map((file) => ({ file, commits: commitsWith(project, file) })).filter((entry) => entry.commits.length > 0);
  out.push("", "Next:");
  out.push(
    "  1. Rotate the secret: revoke it where it was issued and use a new one. Treat it as leaked; rewriting"
  );
  out.push(
    "     files or history cannot take back a copy that was already pushed, cloned or backed up."
  );
  if (committed.length === 0) {
    out.push("  2. Nothing to purge: no commit holds these files yet. Commit .cortex/ as usual.");
    ctx.stdout.write(out.join("\n") + "\n");
    return 0;
  }
  const ruleFile = redactRuleFile(project.paths, shortId(target.id));
  mkdirSync(project.paths.localDir, { recursive: true });
  const rules = [
    ...new Map(
      changes.map((change) => [
        change.after.id,
        filterRepoRule(change.after.id, serializeEventWhole(change.after))
      ])
    ).values()
  ];
  writeFileSync(ruleFile, rules.join("\n") + "\n");
  const relativeRules = ruleFile.slice(project.paths.root.length + 1);
  out.push("  2. Commit the redaction:");
  out.push(`       git add .cortex && git commit -m "Redact a secret from the cortex memory"`);
  out.push(
    `  3. History still holds it: ${committed.map((entry) => `${entry.file} is in ${plural(entry.commits.length, "commit")} (${entry.commits.slice(0, 3).join(", ")}${entry.commits.length > 3 ? ", \u2026" : ""})`).join("; ")}.`
  );
  out.push(
    "     Purge it with git-filter-repo (pip install git-filter-repo), which rewrites every commit that has it:"
  );
  out.push(`       git filter-repo --force --replace-text ${relativeRules}`);
  out.push(
    `     ${relativeRules} (not committed; it holds no secret) replaces the event's line, in every version of`
  );
  out.push(
    "     every file, with the redacted one. The secret may also sit in older versions of other files (for"
  );
  out.push(
    "     example .cortex/decisions.md): add a line '<the secret>==>[REDACTED]' to that file first to scrub it everywhere."
  );
  out.push("     filter-repo drops the origin remote as a safeguard: git remote add origin <url>");
  out.push("  4. Publish the rewritten history and retire the old one:");
  out.push("       git push --force --all origin && git push --force --tags origin");
  out.push(
    "     Everyone re-clones (an old clone still has the secret and would push it back), and hosted copies such as"
  );
  out.push("     pull-request refs and forks need the host's help to purge.");
  ctx.stdout.write(out.join("\n") + "\n");
  return 0;
}
var command = {
  name: "redact",
  summary: "take a secret out of the event log (rewrites its line in place)",
  usage: ["redact <id> [--all]"],
  description: "Take a secret that slipped through out of an event: the one change cortex makes in place. By default\nthe secrets the redactor recognises now are replaced wherever they occur in the log; with --all the\nevent's whole text is replaced. The id, type and time stay, so references hold. Then prints how to\npurge the secret from git history (git filter-repo) and reminds you to rotate it.",
  options: {
    all: {
      type: "boolean",
      description: "replace the event's whole text (for a secret no rule recognises)"
    }
  },
  positionals: { min: 1, max: 1 },
  examples: ["cortex redact 7F3K2M9Q", "cortex redact 7F3K2M9Q --all"],
  run
};
export {
  command
};
