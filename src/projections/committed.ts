/**
 * The committed projections, all together: the bytes of each file as a function of the
 * events alone. `cortex project`, its `--check`, and the projection merge driver all
 * call this, so what one writes the others agree with.
 */
import type { AnyEvent } from '../events/envelope.js';
import { EVENT_TYPES, type EventType } from '../events/types.js';
import { foldMemories, type MemoryFold } from './corrections.js';
import { DECISIONS_DIR, renderRecords, type DecisionRecord } from './decision-records.js';
import {
  classifyDecisions,
  INDEX_TIERS,
  renderDecisions,
  renderDecisionsArchive,
} from './decisions.js';
import { digestEvents, isStub, type DigestNeeds, type LogDigest } from './digest.js';
import { currentPlans, planMemories, renderActivePlan } from './plan.js';

/** The committed projection files, relative to the repository root. */
export const PROJECTION_FILES = [
  '.cortex/decisions.md',
  '.cortex/decisions-archive.md',
  '.cortex/active-plan.md',
] as const;
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

/**
 * The knowledge the committed projections may show in full wherever it stands in the log:
 * decisions and rejected approaches (the index, the archive and the records). A reader of
 * the log for them holds every other knowledge event as a stub (see digest.ts) and reads
 * whole again only the ones `stubsRendered` names. Corrections, activity and everything the
 * digest counts are never stubbed.
 */
export const COMMITTED_WHOLE_TYPES: ReadonlySet<EventType> = new Set([
  'decision_made',
  'approach_rejected',
]);

/**
 * The stubs in a digest whose whole events the committed projections render, by id: the
 * current plan of each branch and the steps ticked off after it (active-plan.md), and
 * everything a supersession names (a decision record lists what its decision replaced, by
 * title). Which ones those are is decided from the stubs alone (their type, branch, refs and
 * place in the log, and the corrections, which are whole), so the same as from whole events.
 * Nothing else of a stub reaches a projection: the other knowledge types are not shown, and
 * a record file's id is only looked up (decision-review.ts).
 */
export function stubsRendered(digest: LogDigest): Set<string> {
  const ids = new Set<string>();
  const stubs = new Set<string>();
  for (const event of digest.memoryEvents) if (isStub(event)) stubs.add(event.id);
  if (stubs.size === 0) return ids;
  for (const event of digest.memoryEvents) {
    if (event.type !== 'memory_superseded') continue;
    for (const ref of event.refs) if (stubs.has(ref)) ids.add(ref);
  }
  // The plans' fold needs the plans, their steps, the corrections and what the corrections name: a memory no
  // correction names changes nothing in it, and leaving it out keeps the order of the rest.
  const named = new Set<string>();
  for (const event of digest.memoryEvents)
    if (EVENT_TYPES[event.type].category === 'control')
      for (const ref of event.refs) named.add(ref);
  const relevant = digest.memoryEvents.filter(
    (event) =>
      event.type === 'plan_created' ||
      event.type === 'plan_step_completed' ||
      EVENT_TYPES[event.type].category === 'control' ||
      named.has(event.id),
  );
  const { plans, steps } = planMemories(foldMemories(relevant));
  for (const plan of plans.values()) if (stubs.has(plan.id)) ids.add(plan.id);
  for (const [step] of steps) if (stubs.has(step.id)) ids.add(step.id);
  return ids;
}

/** What the committed projections need of the log: read with it, a large log is held as a fraction of itself. */
export const COMMITTED_NEEDS: DigestNeeds = {
  whole: COMMITTED_WHOLE_TYPES,
  stubsShown: stubsRendered,
};

/** The text of the committed projection at `path` (a file above or a decision record); undefined if there is none. */
export function renderedFile(rendered: RenderedProjections, path: string): string | undefined {
  if ((PROJECTION_FILES as readonly string[]).includes(path))
    return rendered.files[path as ProjectionFile];
  if (path.startsWith(`${DECISIONS_DIR}/`))
    return rendered.records.get(path.slice(DECISIONS_DIR.length + 1))?.text;
  return undefined;
}

/** Renders every committed projection from events in any order. */
export function renderProjectionsOf(events: Iterable<AnyEvent>): RenderedProjections {
  return renderProjections(digestEvents(events));
}

export { affectsCommittedProjections } from './affects.js';
