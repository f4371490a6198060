/**
 * UserPromptSubmit: the task frame at the session's first real prompt, then anticipatory
 * retrieval, neither handed twice in a session (memory/prompt.ts).
 */
import { answerPrompt } from '../../memory/prompt.js';
import type { HookHandler } from '../payload.js';

/** Prompts longer than this are searched by their beginning: the question is usually there. */
const MAX_PROMPT_CHARS = 2000;

export const handle: HookHandler = async ({ payload, project, now, env, log }) => {
  const prompt = payload.prompt?.trim().slice(0, MAX_PROMPT_CHARS);
  if (!prompt) return;
  const text = await answerPrompt(project, { prompt, session: payload.session_id, env, now, log });
  return text ? { additionalContext: text } : undefined;
};
