/**
 * UserPromptSubmit: the task frame at the session's first real prompt, then anticipatory
 * retrieval (search/prompt-context.ts): only what clears the relevance bar and was not handed
 * over earlier in the session. Prompts with nothing to search for (slash commands, a word or
 * two of stop words) return before search is even loaded, and do not count as the first.
 */
import { termsOf } from '../../search/terms.js';
import type { HookHandler } from '../payload.js';
import { readHandover, writeHandover } from '../session-handover.js';

/** Prompts longer than this are searched by their beginning: the question is usually there. */
const MAX_PROMPT_CHARS = 2000;

export const handle: HookHandler = async ({ payload, project, now, env, log }) => {
  const prompt = payload.prompt?.trim().slice(0, MAX_PROMPT_CHARS);
  if (!prompt || !project.config.search.promptContext) return;
  if (prompt.startsWith('/') || termsOf(prompt).length === 0) return;
  const { promptContext } = await import('../../search/prompt-context.js');
  const handover = readHandover(project.paths, payload.session_id);
  const context = await promptContext(project, {
    prompt,
    session: payload.session_id,
    env,
    now,
    log,
    first: !handover.framed,
    handed: new Set(handover.handed),
  });
  if (!handover.framed || context.ids.length)
    writeHandover(project.paths, payload.session_id, {
      framed: true,
      handed: [...handover.handed, ...context.ids],
    });
  return context.text ? { additionalContext: context.text } : undefined;
};
