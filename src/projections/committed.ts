/**
 * The committed projections, all together: the bytes of each file as a function of the
 * events alone. `cortex project`, its `--check`, and the projection merge driver all
 * call this, so what one writes the others agree with.
 */
import type { AnyEvent } from '../events/envelope.js';
import { foldMemories } from './corrections.js';
import { classifyDecisions, renderDecisions, renderDecisionsArchive } from './decisions.js';
import { digestEvents, type LogDigest } from './digest.js';
import { currentPlans, renderActivePlan } from './plan.js';

/** The committed projection files, relative to the repository root. */
export const PROJECTION_FILES = ['.cortex/decisions.md', '.cortex/decisions-archive.md', '.cortex/active-plan.md'] as const;
export type ProjectionFile = (typeof PROJECTION_FILES)[number];

export interface RenderedProjections {
  files: Record<ProjectionFile, string>;
  /** Counts for a summary line. */
  decisions: { full: number; line: number; archived: number };
  plans: number;
}

/** Renders every committed projection from a digest of the log. */
export function renderProjections(digest: LogDigest): RenderedProjections {
  const fold = foldMemories(digest.memoryEvents);
  const entries = classifyDecisions(digest, fold);
  const plans = currentPlans(fold);
  return {
    files: {
      '.cortex/decisions.md': renderDecisions(entries, digest),
      '.cortex/decisions-archive.md': renderDecisionsArchive(entries),
      '.cortex/active-plan.md': renderActivePlan(plans, digest),
    },
    decisions: {
      full: entries.filter((entry) => entry.tier === 'full').length,
      line: entries.filter((entry) => entry.tier === 'line').length,
      archived: entries.filter((entry) => entry.tier === 'archive').length,
    },
    plans: plans.length,
  };
}

/** Renders every committed projection from events in any order. */
export function renderProjectionsOf(events: Iterable<AnyEvent>): RenderedProjections {
  return renderProjections(digestEvents(events));
}

export { affectsCommittedProjections } from './affects.js';
