import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  originOf,
  prepareInput,
  writeEvents
} from "./chunk-V3JVLY6M.mjs";
import {
  memoryEvents
} from "./chunk-3ZYYLOM2.mjs";

// src/memory/remember.ts
async function remember(project, caller, writing, request) {
  const { value, redacted } = await prepareInput(project, writing, {
    text: request.content,
    reason: request.reason,
    tags: request.tags,
    files: request.files
  });
  const wanted = {
    ...request,
    content: value.text,
    tags: value.tags,
    reason: value.reason,
    files: value.files
  };
  const events = memoryEvents(wanted, originOf(project, caller, writing.tool));
  const outcome = await writeEvents(project, caller, writing, events);
  return { events, redacted, ...outcome };
}

export {
  remember
};
