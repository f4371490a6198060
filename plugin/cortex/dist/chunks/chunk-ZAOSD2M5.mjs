import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  compareEvents,
  makeEvent
} from "./chunk-G37PHZM2.mjs";
import {
  deriveEventId
} from "./chunk-A5IE5JQV.mjs";

// src/events/activity.ts
var MAX_CONDENSED_FILES = 25;
var MAX_CONDENSED_COMMANDS = 10;
var MAX_COMMAND_CHARS = 120;
var MAX_DESCRIPTION_CHARS = 100;
var CAPTURED_COMMAND = /^Ran `[^`]*`(?: \(([^)]*)\))?(?:: (.+))?$/s;
function commandDescription(event) {
  const data = event.data;
  if (typeof data.description === "string" && data.description.trim() !== "")
    return data.description.trim();
  return CAPTURED_COMMAND.exec(event.content)?.[2]?.trim() || void 0;
}
function commandFailed(event) {
  const exitCode = event.data.exitCode;
  if (typeof exitCode === "number") return exitCode !== 0;
  return /^failed/.test(CAPTURED_COMMAND.exec(event.content)?.[1] ?? "");
}
function createdFiles(event) {
  const data = event.data;
  if (Array.isArray(data.created))
    return data.created.filter((file) => typeof file === "string");
  const listed = /^Created (.+?)(?:; edited .*)?$/s.exec(event.content)?.[1];
  if (!listed || !Array.isArray(data.files)) return [];
  const files = data.files.filter((file) => typeof file === "string");
  return files.filter((file) => listed.split(", ").includes(file));
}
var TEST_COMMAND = /(?:^|[\s;&|(/])(?:(?:npm|pnpm|yarn|bun|mise|just|task|rake|poe|hatch|uv|poetry)(?: run)? test(?::[\w:-]+)?|(?:npm|pnpm|yarn) t|npx (?:vitest|jest|mocha|playwright test|ava|tap)|vitest|jest|mocha|pytest|py\.test|tox|nox|go test|cargo (?:test|nextest)|rspec|phpunit|ctest|mix test|dotnet test|gradle(?:w)? test|\.\/gradlew test|mvn (?:-\S+ )*test|make (?:test|check)|deno test|bats|unittest)(?=$|[\s;&|)])/;
function isTestCommand(command) {
  return TEST_COMMAND.test(command);
}
function testPart(command) {
  return command.split(/&&|\|\||[;|]/).map((part) => part.trim()).find((part) => isTestCommand(part)) ?? command;
}
var OUTPUT_PLUMBING = /\s+\d?>&\d|(?:\s*\|\s*(?:head|tail)(?:\s+-n)?(?:\s+-?\d+)?)+\s*$/g;
function commandKey(command) {
  const first = command.split("\n")[0].replace(OUTPUT_PLUMBING, "").replace(OUTPUT_PLUMBING, "").trim() || command.split("\n")[0].trim();
  const shortened = first.length > MAX_COMMAND_CHARS ? `${first.slice(0, MAX_COMMAND_CHARS - 1)}\u2026` : first;
  return command.trim().includes("\n") && !shortened.endsWith("\u2026") ? `${shortened} \u2026` : shortened;
}
function shorten(text, max) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
function emptyTally() {
  return { touched: /* @__PURE__ */ new Map(), created: /* @__PURE__ */ new Set(), reads: 0, commands: /* @__PURE__ */ new Map(), unnamedRuns: 0 };
}
function tallyActivity(tally, events, readTargets = /* @__PURE__ */ new Set()) {
  for (const event of events) {
    const data = event.data;
    if (event.type === "file_modified") {
      for (const file of stringsOf(data.files))
        tally.touched.set(file, (tally.touched.get(file) ?? 0) + 1);
      for (const file of createdFiles(event)) tally.created.add(file);
    } else if (event.type === "file_explored") {
      const targets = typeof data.pattern === "string" ? [`?${data.pattern}\0${stringsOf(data.files).join(" ")}`] : stringsOf(data.files);
      for (const target of targets) {
        if (readTargets.has(target)) continue;
        readTargets.add(target);
        tally.reads++;
      }
    } else if (event.type === "command_run") {
      const key = commandKey(typeof data.command === "string" ? data.command : event.content);
      const known = tally.commands.get(key) ?? {
        command: key,
        runs: 0,
        failed: 0,
        order: tally.commands.size
      };
      const failed = commandFailed(event);
      known.runs = (known.runs ?? 0) + 1;
      if (failed) known.failed = (known.failed ?? 0) + 1;
      const description = commandDescription(event);
      if (description) known.description = shorten(description, MAX_DESCRIPTION_CHARS);
      if (isTestCommand(key)) known.test = failed ? "failed" : "passed";
      tally.commands.set(key, known);
    } else if (event.type === "session_activity") {
      for (const file of stringsOf(data.files))
        tally.touched.set(file, (tally.touched.get(file) ?? 0) + 1);
      for (const file of stringsOf(data.created)) tally.created.add(file);
      if (typeof data.reads === "number") tally.reads += data.reads;
      let named = 0;
      for (const command of Array.isArray(data.commands) ? data.commands : []) {
        if (typeof command?.command !== "string") continue;
        const known = tally.commands.get(command.command) ?? {
          command: command.command,
          runs: 0,
          failed: 0,
          order: tally.commands.size
        };
        known.runs = (known.runs ?? 0) + (command.runs ?? 1);
        known.failed = (known.failed ?? 0) + (command.failed ?? 0);
        if (command.description) known.description = command.description;
        if (command.test) known.test = command.test;
        tally.commands.set(command.command, known);
        named += command.runs ?? 1;
      }
      if (typeof data.runs === "number" && data.runs > named)
        tally.unnamedRuns += data.runs - named;
    }
  }
  return tally;
}
function stringsOf(value) {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string" && item !== "") : [];
}
function runCount(tally) {
  let runs = tally.unnamedRuns;
  for (const command of tally.commands.values()) runs += command.runs ?? 1;
  return runs;
}
function chooseCommands(tally) {
  const all = [...tally.commands.values()];
  const rank = (command) => (command.test ? 8 : 0) + ((command.failed ?? 0) > 0 ? 4 : 0) + (command.description ? 2 : 0);
  const chosen = all.sort((a, b) => rank(b) - rank(a) || (b.runs ?? 1) - (a.runs ?? 1) || a.order - b.order).slice(0, MAX_CONDENSED_COMMANDS).sort((a, b) => a.order - b.order);
  return chosen.map(({ order: _order, ...command }) => ({
    command: command.command,
    ...command.description ? { description: command.description } : {},
    ...(command.runs ?? 1) > 1 ? { runs: command.runs } : {},
    ...(command.failed ?? 0) > 0 ? { failed: command.failed } : {},
    ...command.test ? { test: command.test } : {}
  }));
}
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
function quote(command) {
  return `\`${command.replace(/`/g, "'")}\``;
}
function describeTally(tally) {
  const parts = [];
  const created = [...tally.touched.keys()].filter((file) => tally.created.has(file)).length;
  const edited = tally.touched.size - created;
  const files = [];
  if (edited) files.push(`edited ${plural(edited, "file")}`);
  if (created) files.push(`created ${edited ? created : plural(created, "file")}`);
  if (tally.reads)
    files.push(`looked at ${files.length ? tally.reads : plural(tally.reads, "file")}`);
  if (files.length) parts.push(files.join(", "));
  const runs = runCount(tally);
  if (runs)
    parts.push(
      `ran ${plural(runs, "command")}${tally.commands.size !== runs ? ` (${tally.commands.size} distinct)` : ""}`
    );
  const tests = [...tally.commands.values()].filter((command) => command.test);
  if (tests.length) {
    const shown = tests.slice(-2).map((command) => {
      const failures = command.failed ?? 0;
      const runs2 = command.runs ?? 1;
      const history = runs2 > 1 ? failures ? ` (${failures} of ${runs2} runs failed)` : ` (${runs2} runs)` : "";
      return `${quote(shorten(testPart(command.command), 50))} ${command.test}${history}`;
    });
    parts.push(
      `tests: ${shown.join(", ")}${tests.length > 2 ? ` and ${tests.length - 2} more` : ""}`
    );
  }
  if (parts.length === 0) return "";
  const text = parts.join("; ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}
function condenseSessionActivity(session, events) {
  const byBranch = /* @__PURE__ */ new Map();
  for (const event of [...events].sort(compareEvents)) {
    if (event.type !== "file_modified" && event.type !== "file_explored" && event.type !== "command_run")
      continue;
    const key = event.branch ?? "\0";
    const list = byBranch.get(key);
    if (list) list.push(event);
    else byBranch.set(key, [event]);
  }
  const condensed = [];
  for (const group of byBranch.values()) {
    const tally = tallyActivity(emptyTally(), group);
    const files = [...tally.touched].sort((a, b) => b[1] - a[1]).slice(0, MAX_CONDENSED_FILES).map(([file]) => file);
    const kept = [...tally.touched.keys()].filter((file) => files.includes(file));
    const content = describeTally(tally);
    if (content === "") continue;
    const last = group[group.length - 1];
    const created = kept.filter((file) => tally.created.has(file));
    const commands = chooseCommands(tally);
    condensed.push(
      makeEvent({
        id: deriveEventId(
          Date.parse(last.ts),
          `${session}\0activity\0${last.branch ?? ""}\0${last.id}`
        ),
        ts: last.ts,
        type: "session_activity",
        session,
        branch: last.branch,
        author: last.author,
        content,
        source: { layer: "structural" },
        data: {
          ...kept.length ? { files: kept } : {},
          ...created.length ? { created } : {},
          ...tally.reads ? { reads: tally.reads } : {},
          ...commands.length ? { commands } : {},
          // Every run, named or not: a session that ran 40 commands keeps 10 of them.
          ...runCount(tally) > commands.reduce((sum, entry) => sum + (entry.runs ?? 1), 0) ? { runs: runCount(tally) } : {}
        }
      })
    );
  }
  return condensed;
}

export {
  emptyTally,
  tallyActivity,
  runCount,
  condenseSessionActivity
};
