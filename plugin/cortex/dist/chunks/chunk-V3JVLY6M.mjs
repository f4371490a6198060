import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  currentAuthor,
  currentBranch
} from "./chunk-2NMTIS5C.mjs";
import {
  affectsCommittedProjections
} from "./chunk-FK7PIZ5P.mjs";
import {
  appendEvents
} from "./chunk-2RMMSY37.mjs";
import {
  newEventId
} from "./chunk-A5IE5JQV.mjs";
import {
  headReader
} from "./chunk-F5UUBEUZ.mjs";

// src/memory/append.ts
function originOf(project, caller, tool) {
  const now = caller.now();
  return {
    ts: now.toISOString(),
    session: null,
    branch: currentBranch(project),
    author: currentAuthor(project),
    tool,
    newId: () => newEventId(now.getTime(), caller.entropy())
  };
}
function appendAs(project, caller, face, events) {
  return appendEvents(project.paths, headReader(project.repo), events, {
    writer: face,
    now: caller.now(),
    entropy: caller.entropy
  });
}
async function appendAndProject(project, caller, face, events, log) {
  appendAs(project, caller, face, events);
  return projectAfterAppend(project, events, log);
}
async function projectAfterAppend(project, events, log) {
  return affectsCommittedProjections(events) ? regenerateAfterAppend(project, log) : { projections: [] };
}
async function regenerateAfterAppend(project, log, options = {}) {
  try {
    const { regenerateProjections } = await import("./projection-files-C5LI7I3W.mjs");
    return {
      projections: regenerateProjections(project, options.wholeLog ? { cache: "off" } : {}).changed
    };
  } catch (error) {
    const message = `could not regenerate the projections: ${error.message}`;
    log?.(message);
    return { projections: [], projectionError: message };
  }
}
async function redactInput(project, value) {
  const { redactValues } = await import("./redactor-PO2O4IAE.mjs");
  const { customPatternScanner } = await import("./custom-patterns-QSATNWZZ.mjs");
  const { values, outcome } = await redactValues([value], {
    custom: customPatternScanner(project.paths, project.config.redaction.patterns),
    library: async (text) => (await import("./secretlint-YW2S3HZG.mjs")).lintSecretRanges(text)
  });
  return { value: values[0], redacted: outcome.redacted };
}
async function prepareInput(project, writing, value) {
  return writing.fromAssistant ? redactInput(project, value) : { value, redacted: 0 };
}
async function writeEvents(project, caller, writing, events) {
  return appendAndProject(project, caller, writing.face, events, writing.fromAssistant?.log);
}

export {
  originOf,
  regenerateAfterAppend,
  prepareInput,
  writeEvents
};
