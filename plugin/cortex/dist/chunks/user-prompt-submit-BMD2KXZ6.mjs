import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readHandover,
  writeHandover
} from "./chunk-BWKQ4EA3.mjs";
import {
  termsOf
} from "./chunk-GGRWZNHR.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/memory/prompt.ts
async function answerPrompt(project, request) {
  const { prompt, session } = request;
  if (!project.config.search.promptContext) return void 0;
  if (prompt.startsWith("/") || termsOf(prompt).length === 0) return void 0;
  const { promptContext } = await import("./prompt-context-TVIMOW5D.mjs");
  const handover = readHandover(project.paths, session);
  const context = await promptContext(project, {
    ...request,
    first: !handover.framed,
    handed: new Set(handover.handed)
  });
  if (!handover.framed || context.ids.length)
    writeHandover(project.paths, session, {
      framed: true,
      handed: [...handover.handed, ...context.ids]
    });
  return context.text;
}

// src/hooks/handlers/user-prompt-submit.ts
var MAX_PROMPT_CHARS = 2e3;
var handle = async ({ payload, project, now, env, log }) => {
  const prompt = payload.prompt?.trim().slice(0, MAX_PROMPT_CHARS);
  if (!prompt) return;
  const text = await answerPrompt(project, { prompt, session: payload.session_id, env, now, log });
  return text ? { additionalContext: text } : void 0;
};
export {
  handle
};
