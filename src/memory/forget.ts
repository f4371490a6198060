/**
 * Forgetting: a memory_retracted event naming what is forgotten. Whether something is
 * already forgotten is the corrections fold's answer (a retracted memory, or a correction
 * a retraction already undid), never a look at raw refs: a forgotten retraction brings its
 * memory back, and both faces must see that alike.
 */
import type { AnyEvent } from '../events/envelope.js';
import { correctionEvent } from '../events/manual.js';
import type { MemoryFold } from '../projections/corrections.js';
import { originOf, writeEvents, type ProjectionOutcome, type Writing } from './append.js';
import type { Caller, Project } from './open.js';

/** Whether the fold counts an event as forgotten. */
export function isForgotten(id: string, fold: MemoryFold): boolean {
  return fold.byId.get(id)?.status === 'retracted' || fold.cancelled.has(id);
}

export interface ForgetPlan {
  /** Targets to forget now. */
  fresh: AnyEvent[];
  /** Targets already forgotten, left as they are. */
  already: AnyEvent[];
}

/** Splits targets into those to forget and those already forgotten. */
export function planForget(targets: readonly AnyEvent[], fold: MemoryFold): ForgetPlan {
  const fresh: AnyEvent[] = [];
  const already: AnyEvent[] = [];
  for (const target of targets) (isForgotten(target.id, fold) ? already : fresh).push(target);
  return { fresh, already };
}

/** Forgets `fresh` (non-empty; see planForget); returns the retraction. */
export async function forget(
  project: Project,
  caller: Caller,
  writing: Writing,
  fresh: readonly AnyEvent[],
  reason: string | undefined,
): Promise<{ event: AnyEvent } & ProjectionOutcome> {
  const event = correctionEvent(
    'memory_retracted',
    fresh,
    originOf(project, caller, writing.tool),
    reason ? { reason } : {},
  );
  return { event, ...(await writeEvents(project, caller, writing, [event])) };
}
