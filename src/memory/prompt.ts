/**
 * What a prompt is handed (search/prompt-context.ts): the task frame at the session's first
 * real prompt, then only what clears the relevance bar and was not handed over earlier in
 * the session. A prompt with nothing to search for (a slash command, a word or two of stop
 * words) is answered before search is even loaded, and does not count as the first.
 */
import { termsOf } from '../search/terms.js';
import { readHandover, writeHandover } from './handover.js';
import type { Project } from './open.js';

export interface PromptRequest {
  prompt: string;
  session: string | undefined;
  env: Record<string, string | undefined>;
  now: Date;
  log: (message: string) => void;
}

/** The context for a prompt, or undefined when nothing is worth handing over. */
export async function answerPrompt(
  project: Project,
  request: PromptRequest,
): Promise<string | undefined> {
  const { prompt, session } = request;
  if (!project.config.search.promptContext) return undefined;
  if (prompt.startsWith('/') || termsOf(prompt).length === 0) return undefined;
  const { promptContext } = await import('../search/prompt-context.js');
  const handover = readHandover(project.paths, session);
  const context = await promptContext(project, {
    ...request,
    first: !handover.framed,
    handed: new Set(handover.handed),
  });
  if (!handover.framed || context.ids.length)
    writeHandover(project.paths, session, {
      framed: true,
      handed: [...handover.handed, ...context.ids],
    });
  return context.text;
}
