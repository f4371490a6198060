import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  edit,
  editDraftPath,
  findEditableMemory
} from "./chunk-2F7BWYWR.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-T6R2Y2EO.mjs";
import {
  JSON_WRITE_OPTION,
  printWriteReport
} from "./chunk-V2IGNPFB.mjs";
import "./chunk-V3JVLY6M.mjs";
import "./chunk-ALQ2TZJF.mjs";
import "./chunk-34H7ZD5O.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  canAsk
} from "./chunk-7HU5GK5D.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-L2HT7GMO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
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
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/edit.ts
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
var SCISSORS = "# ------------------------ >8 ------------------------";
function editorText(memory) {
  const event = memory.event;
  const reason = typeof memory.data.reason === "string" ? memory.data.reason : void 0;
  return [
    memory.content.trimEnd(),
    "",
    SCISSORS,
    "# Reword the memory above; save and close the editor to record the new wording.",
    "# Everything from the >8 line down is ignored. An empty or unchanged text records nothing.",
    `# ${shortId(memory.id)} ${memory.type}, ${event.ts.slice(0, 10)}${event.branch ? ` (${event.branch})` : ""}`,
    ...reason ? [`# Why: ${reason.replace(/\n/g, " ")} (kept as it is)`] : [],
    ""
  ].join("\n");
}
function readEditedText(text) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const cut = lines.findIndex((line) => line.trimEnd() === SCISSORS);
  return (cut >= 0 ? lines.slice(0, cut) : lines).join("\n").trim();
}
function chooseEditor(ctx) {
  const chosen = ctx.env.VISUAL?.trim() || ctx.env.EDITOR?.trim();
  if (chosen) return chosen;
  if (canAsk(ctx)) return "vi";
  throw new CortexError(
    "NO_EDITOR",
    "cortex edit needs an editor, and there is no terminal to run vi in and no $VISUAL or $EDITOR set",
    {
      hint: 'set EDITOR (e.g. EDITOR=nano), or reword without an editor: cortex supersede <id> "<new text>"'
    }
  );
}
function runEditor(editor, file, ctx) {
  const result = process.platform === "win32" ? spawnSync(`${editor} "${file}"`, {
    shell: true,
    stdio: "inherit",
    cwd: ctx.cwd,
    env: ctx.env
  }) : spawnSync("/bin/sh", ["-c", `${editor} "$@"`, editor, file], {
    stdio: "inherit",
    cwd: ctx.cwd,
    env: ctx.env
  });
  if (result.error)
    throw new CortexError(
      "EDITOR_FAILED",
      `could not start the editor '${editor}': ${result.error.message}`
    );
  if (result.status === 127)
    throw new CortexError("EDITOR_FAILED", `editor '${editor}' not found`, {
      hint: "set EDITOR or VISUAL to an editor that is installed"
    });
  if (result.status !== 0) {
    throw new CortexError(
      "EDITOR_FAILED",
      `the editor '${editor}' exited with ${result.status ?? result.signal}; nothing was recorded`
    );
  }
}
async function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const memory = findEditableMemory(project, input.positionals[0]);
  const editor = chooseEditor(ctx);
  const file = editDraftPath(project, memory);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, editorText(memory));
  let edited;
  try {
    runEditor(editor, file, ctx);
    edited = readEditedText(readFileSync(file, "utf8"));
  } finally {
    rmSync(file, { force: true });
  }
  if (edited === "") {
    ctx.stderr.write("cortex: the text is empty; nothing was recorded\n");
    return 1;
  }
  if (edited === memory.content.trim()) {
    ctx.stdout.write(`${shortId(memory.id)} unchanged; nothing recorded
`);
    return 0;
  }
  const written = await edit(project, ctx, { face: "cli", tool: "cortex edit" }, memory, edited);
  const { event } = written;
  return printWriteReport(ctx, input, {
    ...written,
    action: "edited",
    events: [event],
    text: `[${shortId(event.id)}] reworded ${shortId(memory.id)} (${memory.type}): ${edited.split("\n", 1)[0]}`
  });
}
var command = {
  name: "edit",
  summary: "reword a memory in your editor",
  usage: ["edit <id>"],
  description: "Open $VISUAL or $EDITOR (vi on a terminal when neither is set) on a memory's current wording; when\nyou save a changed text it is recorded as a memory_edited event. The briefing, decisions.md and\nsearch show the new wording; cortex log keeps the old one, marked reworded. Forgetting the edit\nevent restores the old wording.",
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: 1 },
  examples: ["cortex edit 7F3K2M9Q", 'EDITOR="code --wait" cortex edit 7F3K2M9Q'],
  run
};
export {
  SCISSORS,
  command,
  editorText,
  readEditedText
};
