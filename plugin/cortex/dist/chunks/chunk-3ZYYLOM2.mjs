import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENT_TYPES,
  MEMORY_KINDS,
  makeEvent
} from "./chunk-G37PHZM2.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/events/manual.ts
function firstLine(text, max = 100) {
  const line = text.split("\n", 1)[0].trim();
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}
function memoryEvents(request, origin) {
  const content = request.content.trim();
  if (content === "") throw new CortexError("EMPTY_MEMORY", "the memory is empty");
  const kind = MEMORY_KINDS[request.kind];
  const envelope = {
    ts: origin.ts,
    session: origin.session,
    branch: origin.branch,
    author: origin.author
  };
  const memory = makeEvent({
    ...envelope,
    id: origin.newId(),
    type: kind.type,
    content,
    source: { layer: "manual", tool: origin.tool },
    data: {
      ...kind.kind ? { kind: kind.kind } : {},
      ...request.tags?.length ? { tags: [...request.tags] } : {},
      ...request.files?.length ? { files: [...request.files] } : {},
      ...request.reason ? { reason: request.reason } : {}
    }
  });
  if (!request.pin) return [memory];
  return [memory, correctionEvent("memory_pinned", [memory], origin, { pinned: true })];
}
function isCorrectable(event) {
  return EVENT_TYPES[event.type].category !== "control" || event.type === "memory_superseded";
}
function correctionEvent(type, targets, origin, options = {}) {
  if (targets.length === 0)
    throw new CortexError("NOTHING_TO_CORRECT", "no memory to apply the correction to");
  for (const target of targets) {
    if (type !== "memory_retracted" && !isCorrectable(target)) {
      throw new CortexError(
        "NOT_CORRECTABLE",
        `${target.id} is a ${target.type} event, not a memory`,
        {
          hint: "corrections apply to memories (and to replacements made by supersede)"
        }
      );
    }
  }
  const about = targets.length === 1 ? firstLine(targets[0].content) : `${targets.length} memories`;
  let content;
  let data = {};
  switch (type) {
    case "memory_retracted":
      content = targets.every((target) => !isCorrectable(target)) ? `Undid: ${about}` : `Forgot: ${about}`;
      if (options.reason) data = { reason: options.reason };
      break;
    case "memory_pinned":
      content = `${options.pinned === false ? "Unpinned" : "Pinned"}: ${about}`;
      data = { pinned: options.pinned !== false };
      break;
    case "memory_superseded":
    case "memory_edited":
      content = (options.content ?? "").trim();
      if (content === "") throw new CortexError("EMPTY_MEMORY", "the new text is empty");
      break;
  }
  return makeEvent({
    id: origin.newId(),
    ts: origin.ts,
    type,
    content,
    session: origin.session,
    branch: origin.branch,
    author: origin.author,
    source: { layer: "manual", tool: origin.tool },
    refs: targets.map((target) => target.id),
    data
  });
}

export {
  memoryEvents,
  isCorrectable,
  correctionEvent
};
