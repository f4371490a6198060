/**
 * The committed projections, all together: the bytes of each file as a function of the
 * events alone. `cortex project`, its `--check`, and the projection merge driver all
 * call this, so what one writes the others agree with.
 */
import type { AnyEvent } from '../events/envelope.js';
import { foldMemories, type MemoryFold } from './corrections.js';
import { DECISIONS_DIR, renderRecords, type DecisionRecord } from './decision-records.js';
import { classifyDecisions, INDEX_TIERS, renderDecisions, renderDecisionsArchive } from './decisions.js';
import { digestEvents, type LogDigest } from './digest.js';
import { currentPlans, renderActivePlan } from './plan.js';

/** The committed projection files, relative to the repository root. */
export const PROJECTION_FILES = ['.cortex/decisions.md', '.cortex/decisions-archive.md', '.cortex/active-plan.md'] as const;
export type ProjectionFile = (typeof PROJECTION_FILES)[number];

export interface RenderedProjections {
  files: Record<ProjectionFile, string>;
  /** The corrections fold the projections were rendered from. */
  fold: MemoryFold;
  /** The decision records in `.cortex/decisions/`, by file name. */
  records: Map<string, DecisionRecord>;
  /** Counts for a summary line. */
  decisions: { full: number; line: number; archived: number };
  plans: number;
}

/** Renders every committed projection from a digest of the log. */
export function renderProjections(digest: LogDigest): RenderedProjections {
  const fold = foldMemories(digest.memoryEvents);
  const entries = classifyDecisions(digest, fold, INDEX_TIERS);
  const plans = currentPlans(fold);
  return {
    files: {
      '.cortex/decisions.md': renderDecisions(entries, digest, INDEX_TIERS),
      '.cortex/decisions-archive.md': renderDecisionsArchive(entries, INDEX_TIERS),
      '.cortex/active-plan.md': renderActivePlan(plans, digest),
    },
    fold,
    records: renderRecords(fold),
    decisions: {
      full: entries.filter((entry) => entry.tier === 'full').length,
      line: entries.filter((entry) => entry.tier === 'line').length,
      archived: entries.filter((entry) => entry.tier === 'archive').length,
    },
    plans: plans.length,
  };
}

/** The text of the committed projection at `path` (a file above or a decision record); undefined if there is none. */
export function renderedFile(rendered: RenderedProjections, path: string): string | undefined {
  if ((PROJECTION_FILES as readonly string[]).includes(path)) return rendered.files[path as ProjectionFile];
  if (path.startsWith(`${DECISIONS_DIR}/`)) return rendered.records.get(path.slice(DECISIONS_DIR.length + 1))?.text;
  return undefined;
}

/** Renders every committed projection from events in any order. */
export function renderProjectionsOf(events: Iterable<AnyEvent>): RenderedProjections {
  return renderProjections(digestEvents(events));
}

export { affectsCommittedProjections } from './affects.js';
