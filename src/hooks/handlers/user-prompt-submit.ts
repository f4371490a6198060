/**
 * UserPromptSubmit: anticipatory retrieval. The prompt is searched against the memory and
 * the few memories that clear the relevance bar are added to the assistant's context; most
 * prompts get nothing. Prompts with nothing to search for (slash commands, a word or two of
 * stop words) return before search is even loaded.
 */
import { termsOf } from '../../search/terms.js';
import type { HookHandler } from '../payload.js';

/** Prompts longer than this are searched by their beginning: the question is usually there. */
const MAX_PROMPT_CHARS = 2000;

export const handle: HookHandler = async ({ payload, project, now, env, log }) => {
  const prompt = payload.prompt?.trim().slice(0, MAX_PROMPT_CHARS);
  if (!prompt || !project.config.search.promptContext) return;
  if (prompt.startsWith('/') || termsOf(prompt).length === 0) return;
  const { promptContext } = await import('../../search/prompt-context.js');
  const additionalContext = await promptContext(project, { prompt, session: payload.session_id, env, now, log });
  return additionalContext ? { additionalContext } : undefined;
};
