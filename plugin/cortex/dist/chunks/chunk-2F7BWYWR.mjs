import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readMemoryView,
  trustedCorrections
} from "./chunk-TI6J6ENV.mjs";
import {
  findLoggedEvent
} from "./chunk-T6R2Y2EO.mjs";
import {
  originOf,
  prepareInput,
  writeEvents
} from "./chunk-V3JVLY6M.mjs";
import {
  correctionEvent
} from "./chunk-3ZYYLOM2.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import {
  readEventLog
} from "./chunk-2RMMSY37.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  editDraftFile
} from "./chunk-ZF3FJJCS.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/memory/correct.ts
async function supersede(project, caller, writing, targets, content) {
  const { value, redacted } = await prepareInput(project, writing, { text: content });
  const event = correctionEvent(
    "memory_superseded",
    targets,
    originOf(project, caller, writing.tool),
    { content: value.text }
  );
  return { event, redacted, ...await writeEvents(project, caller, writing, [event]) };
}
async function pin(project, caller, writing, targets, pinned) {
  const event = correctionEvent("memory_pinned", targets, originOf(project, caller, writing.tool), {
    pinned
  });
  return { event, ...await writeEvents(project, caller, writing, [event]) };
}
async function edit(project, caller, writing, memory, content) {
  const event = correctionEvent(
    "memory_edited",
    [memory.event],
    originOf(project, caller, writing.tool),
    { content }
  );
  return { event, ...await writeEvents(project, caller, writing, [event]) };
}
function editableMemory(memory, id, type) {
  if (!memory) {
    throw new CortexError("NOT_CORRECTABLE", `${id} is a ${type} event, not a memory`, {
      hint: "edit the memory it corrects instead"
    });
  }
  if (memory.status === "retracted") {
    throw new CortexError(
      "FORGOTTEN",
      `${shortId(memory.id)} was forgotten (by ${shortId(memory.retractedBy)})`,
      {
        hint: `'cortex forget ${shortId(memory.retractedBy)}' brings it back first`
      }
    );
  }
  if (memory.status === "superseded") {
    throw new CortexError(
      "SUPERSEDED",
      `${shortId(memory.id)} was superseded by ${shortId(memory.supersededBy)}`,
      {
        hint: `edit the replacement: cortex edit ${shortId(memory.supersededBy)}`
      }
    );
  }
  return memory;
}
function findEditableMemory(project, id) {
  const log = readEventLog(project.paths, { local: true });
  const target = findLoggedEvent(log, id);
  const fold = foldMemories(trustedCorrections(project, readMemoryView(project), log.events));
  return editableMemory(fold.byId.get(target.id), target.id, target.type);
}
function editDraftPath(project, memory) {
  return editDraftFile(project.paths, shortId(memory.id));
}

export {
  supersede,
  pin,
  edit,
  editableMemory,
  findEditableMemory,
  editDraftPath
};
