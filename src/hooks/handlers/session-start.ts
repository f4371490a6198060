/**
 * SessionStart: condenses the activity of earlier sessions that ended without a SessionEnd
 * (capture/session-activity.ts), regenerates the briefing, writes it to
 * `.claude/rules/cortex-briefing.md` for the next launch, and returns it as additional
 * context for this one (Claude Code has read the rules files before this hook runs, so
 * stdout is the channel that is current).
 */
import { condenseQuietSessions } from '../../capture/session-activity.js';
import { writeBriefing } from '../../projections/briefing-file.js';
import type { HookHandler } from '../payload.js';
import type { Project } from '../../project.js';
import { startProjectionRefresh } from '../background-projections.js';
import { lowerHeapGrowth } from '../../heap-growth.js';

/**
 * Rewrites the briefing file, as SessionStart writes it: what a git hook hands to a detached
 * `cortex hook refresh-briefing` (hooks/runner.ts) after a checkout, merge or rewrite.
 */
export function rewriteBriefingFile(project: Project, now: Date): void {
  const restore = lowerHeapGrowth();
  try {
    const briefing = writeBriefing(project, { now });
    if (briefing.problem) throw new Error(briefing.problem);
  } finally {
    restore();
  }
}

export const handle: HookHandler = async (input) => {
  // The briefing folds the whole log: see heap-growth.ts.
  const restore = lowerHeapGrowth();
  try {
    return await briefSession(input);
  } finally {
    restore();
  }
};

const briefSession: HookHandler = async ({ project, payload, now, log }) => {
  const problems: string[] = [];
  try {
    const condensed = condenseQuietSessions(project, payload.session_id, { now });
    if (condensed.length) {
      // A session committed only now ages the others by one: the committed projections follow, a moment later
      // in a process of their own (as after a Stop), so that the briefing is not kept waiting for them.
      if (startProjectionRefresh(project, now) === 'no cortex binary') {
        const { regenerateProjections } = await import('../../projections/projection-files.js');
        regenerateProjections(project);
      }
    }
  } catch (error) {
    problems.push(`could not condense the activity of earlier sessions: ${(error as Error).message}`);
  }
  const briefing = writeBriefing(project, { now });
  if (briefing.problem) log(briefing.problem);
  if (briefing.tokens > briefing.budget) log(`briefing over budget: ${briefing.tokens} of ${briefing.budget} tokens`);
  return { additionalContext: briefing.text, ...(problems.length ? { problems } : {}) };
};
