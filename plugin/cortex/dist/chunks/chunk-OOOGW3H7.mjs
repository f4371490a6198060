import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENT_TYPES
} from "./chunk-G37PHZM2.mjs";

// src/projections/corrections.ts
var INHERITED_DATA = ["kind", "tags", "files"];
function isControl(event) {
  return EVENT_TYPES[event.type].category === "control";
}
function cancelledControls(controls) {
  const controlIds = new Set(controls.map((control) => control.id));
  const cancelled = /* @__PURE__ */ new Set();
  for (let i = controls.length - 1; i >= 0; i--) {
    const control = controls[i];
    if (control.type !== "memory_retracted" || cancelled.has(control.id)) continue;
    for (const ref of control.refs) if (controlIds.has(ref)) cancelled.add(ref);
  }
  return cancelled;
}
function foldCorrections(controls, isMemory) {
  const cancelled = cancelledControls(controls);
  const retracted = /* @__PURE__ */ new Map();
  const superseded = /* @__PURE__ */ new Map();
  const replacements = /* @__PURE__ */ new Map();
  const edits = /* @__PURE__ */ new Map();
  const pinned = /* @__PURE__ */ new Set();
  const exists = (id) => replacements.has(id) || isMemory(id);
  for (const control of controls) {
    if (cancelled.has(control.id)) continue;
    const targets = control.refs.filter(exists);
    switch (control.type) {
      case "memory_retracted":
        for (const target of targets) if (!retracted.has(target)) retracted.set(target, control.id);
        break;
      case "memory_superseded":
        if (targets.length === 0 || exists(control.id)) break;
        replacements.set(control.id, targets);
        for (const target of targets)
          if (!superseded.has(target)) superseded.set(target, control.id);
        break;
      case "memory_pinned":
        for (const target of targets) {
          if (control.pinned === false) pinned.delete(target);
          else pinned.add(target);
        }
        break;
      case "memory_edited":
        for (const target of targets) {
          const list = edits.get(target);
          if (list) list.push(control.id);
          else edits.set(target, [control.id]);
        }
        break;
    }
  }
  return { cancelled, retracted, superseded, replacements, edits, pinned };
}
function statusOf(id, corrections) {
  if (corrections.retracted.has(id)) return "retracted";
  return corrections.superseded.has(id) ? "superseded" : "active";
}
function correctionOf(event) {
  const control = {
    id: event.id,
    type: event.type,
    refs: event.refs
  };
  if (event.type === "memory_pinned")
    control.pinned = event.data.pinned !== false;
  return control;
}
function newMemory(event, index, type = event.type) {
  return {
    id: event.id,
    event,
    type,
    content: event.content,
    data: event.data,
    status: "active",
    pinned: false,
    edits: [],
    replaces: [],
    index
  };
}
function foldMemories(events) {
  const byId = /* @__PURE__ */ new Map();
  const memories = [];
  const controls = /* @__PURE__ */ new Map();
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (isControl(event)) {
      if (!controls.has(event.id)) controls.set(event.id, { event, index: i });
    } else if (!byId.has(event.id)) {
      const memory = newMemory(event, i);
      byId.set(event.id, memory);
      memories.push(memory);
    }
  }
  const corrections = foldCorrections(
    [...controls.values()].map(({ event }) => correctionOf(event)),
    (id) => byId.has(id)
  );
  for (const [id, replaced] of corrections.replacements) {
    const { event, index } = controls.get(id);
    const first = byId.get(replaced[0]);
    const replacement = newMemory(event, index, first.type);
    const data = { ...event.data };
    for (const field of INHERITED_DATA) {
      if (data[field] === void 0 && first.data[field] !== void 0)
        data[field] = first.data[field];
    }
    replacement.data = data;
    replacement.replaces = replaced.map((ref) => byId.get(ref));
    byId.set(id, replacement);
    memories.push(replacement);
  }
  for (const memory of memories) {
    memory.status = statusOf(memory.id, corrections);
    const retractedBy = corrections.retracted.get(memory.id);
    if (retractedBy !== void 0) memory.retractedBy = retractedBy;
    const supersededBy = corrections.superseded.get(memory.id);
    if (supersededBy !== void 0) memory.supersededBy = supersededBy;
    memory.pinned = corrections.pinned.has(memory.id);
    for (const edit of corrections.edits.get(memory.id) ?? []) {
      const event = controls.get(edit).event;
      memory.edits.push(event);
      memory.content = event.content;
      const reason = event.data.reason;
      if (typeof reason === "string") memory.data = { ...memory.data, reason };
    }
  }
  if (corrections.replacements.size > 0) memories.sort((a, b) => a.index - b.index);
  return { memories, byId, cancelled: corrections.cancelled };
}

export {
  foldCorrections,
  statusOf,
  correctionOf,
  foldMemories
};
