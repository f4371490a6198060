import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readHandover,
  writeHandover
} from "./chunk-O4FURSXP.mjs";
import {
  termsOf
} from "./chunk-GGRWZNHR.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/handlers/user-prompt-submit.ts
var MAX_PROMPT_CHARS = 2e3;
var handle = async ({ payload, project, now, env, log }) => {
  const prompt = payload.prompt?.trim().slice(0, MAX_PROMPT_CHARS);
  if (!prompt || !project.config.search.promptContext) return;
  if (prompt.startsWith("/") || termsOf(prompt).length === 0) return;
  const { promptContext } = await import("./prompt-context-VZSMLAYG.mjs");
  const handover = readHandover(project.paths, payload.session_id);
  const context = await promptContext(project, {
    prompt,
    session: payload.session_id,
    env,
    now,
    log,
    first: !handover.framed,
    handed: new Set(handover.handed)
  });
  if (!handover.framed || context.ids.length)
    writeHandover(project.paths, payload.session_id, {
      framed: true,
      handed: [...handover.handed, ...context.ids]
    });
  return context.text ? { additionalContext: context.text } : void 0;
};
export {
  handle
};
