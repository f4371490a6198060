/**
 * Reading the memory for a face: this branch's log and the memories of other local branches
 * (projections/memory-view.ts), each problem the read met reported once, not thrown. The
 * decisions, plans and recent memories a face lists come from the same read, with the
 * corrections of trusted authors applied, as the briefing applies them.
 */
import type { AnyEvent } from '../events/envelope.js';
import { matchesQuery, type EventQuery } from '../events/query.js';
import { foldMemories, type Memory } from '../projections/corrections.js';
import { classifyDecisions, type DecisionEntry } from '../projections/decisions.js';
import { clampFutureEvents } from '../projections/future-dates.js';
import { readMemoryView, type MemoryView } from '../projections/memory-view.js';
import { renderProjections } from '../projections/committed.js';
import { currentPlans, type BranchPlan } from '../projections/plan.js';
import { trustedCorrections } from '../trust/provenance-view.js';
import type { Project } from './open.js';
import { digestEvents, foldView } from './targets.js';

export type { MemoryView } from '../projections/memory-view.js';
/** How a plan's progress is said (the MCP face's plan tool). */
export { doneCount, isPlanDone, planTitle, stepCount, stepLine } from '../projections/plan.js';
export type { BranchPlan } from '../projections/plan.js';

/** The memory view, its problems and unreadable lines said through `report`. */
export function readMemory(project: Project, report: (message: string) => void): MemoryView {
  const view = readMemoryView(project);
  for (const problem of view.problems) report(problem);
  if (view.warnings.length)
    report(`${view.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`);
  return view;
}

/** The decisions as `decisions.md` classifies them, trusted corrections applied. */
export function readDecisions(project: Project, view: MemoryView): DecisionEntry[] {
  const { digest } = view;
  return classifyDecisions(
    digest,
    foldMemories(trustedCorrections(project, view, digest.memoryEvents)),
  );
}

/** Each branch's current plan, trusted corrections applied. */
export function readPlans(project: Project, view: MemoryView): BranchPlan[] {
  return currentPlans(foldMemories(trustedCorrections(project, view, view.digest.memoryEvents)));
}

/** The committed projection a face shows whole: `decisions.md` or `active-plan.md`, as the log renders it now. */
export function renderProjection(view: MemoryView, name: 'decisions' | 'plan'): string {
  const rendered = renderProjections(view.digest);
  return name === 'decisions'
    ? rendered.files['.cortex/decisions.md']
    : rendered.files['.cortex/active-plan.md'];
}

/** How far back `recent` looks by default: the week before the latest event (not the clock, so an old project still answers). */
const RECENT_SPAN_MS = 7 * 86_400_000;
/** The newest memories `recent` ranks, at most. */
const RECENT_CANDIDATES = 200;

export interface RecentMemory {
  memory: Memory;
  /** The date it claims, when that is more than a day ahead of the clock. */
  futureDate?: string;
}

export interface RecentMemories {
  /** The most salient first (pinned ones count as most), the newer first among equals. */
  memories: RecentMemory[];
  /** The window looked at, in words: "since <date>", "in the week up to <date>" or "yet". */
  window: string;
}

/**
 * The most salient standing memories of a window: by default the week up to the latest
 * event. An event dated in the future never passes for the latest and takes the window over:
 * it is ordered as no newer than the latest real event, as in the briefing, and flagged.
 */
export function recentMemories(
  project: Project,
  view: MemoryView,
  request: { query: EventQuery; since?: { at: number; said: string }; limit: number; now: Date },
): RecentMemories {
  const { digest, futureDated } = clampFutureEvents(view.digest, request.now);
  const { fold } = foldView(project, view, digestEvents(digest));
  const latest = digest.lastEvent ? Date.parse(digest.lastEvent.ts) : request.now.getTime();
  const query: EventQuery = {
    ...request.query,
    since: request.since?.at ?? latest - RECENT_SPAN_MS,
  };
  const memories = fold.memories
    .filter(
      (memory) =>
        memory.status === 'active' &&
        matchesQuery({ ...memory.event, type: memory.type } as AnyEvent, query),
    )
    .slice(-RECENT_CANDIDATES)
    .map((memory) => ({ memory, salience: memory.pinned ? 1 : memory.event.salience }))
    .sort((a, b) => b.salience - a.salience || b.memory.index - a.memory.index)
    .slice(0, request.limit)
    .map(({ memory }) => {
      const claimed = futureDated.get(memory.id);
      return claimed ? { memory, futureDate: claimed.slice(0, 10) } : { memory };
    });
  const window = request.since
    ? `since ${request.since.said}`
    : digest.lastEvent
      ? `in the week up to ${digest.lastEvent.ts.slice(0, 10)}`
      : 'yet';
  return { memories, window };
}
