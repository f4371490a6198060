/**
 * SessionStart: regenerates the briefing, writes it to `.claude/rules/cortex-briefing.md`
 * for the next launch, and returns it as additional context for this one (Claude Code has
 * read the rules files before this hook runs, so stdout is the channel that is current).
 */
import { writeBriefing } from '../../projections/briefing-file.js';
import type { HookHandler } from '../payload.js';

export const handle: HookHandler = ({ project, now, log }) => {
  const briefing = writeBriefing(project, { now });
  if (briefing.problem) log(briefing.problem);
  if (briefing.tokens > briefing.budget) log(`briefing over budget: ${briefing.tokens} of ${briefing.budget} tokens`);
  return { additionalContext: briefing.text };
};
