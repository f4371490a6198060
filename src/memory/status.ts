/**
 * What the memory holds, for `cortex status` (the log as stored: files, bytes, types,
 * unreadable lines; log-status.ts) and for the MCP `status` tool (memories as the
 * corrections leave them: standing by type, forgotten, superseded, pinned, the branch's plan).
 */
import type { AnyEvent } from '../events/envelope.js';
import { EVENT_TYPES, EVENT_TYPE_NAMES } from '../events/types.js';
import { foldMemories } from '../projections/corrections.js';
import type { LogRead } from '../projections/log-reader.js';
import { currentPlans, type BranchPlan } from '../projections/plan.js';
import { currentBranch, type Project } from './open.js';

export { summariseLog, type StatusReport } from './log-status.js';

export interface StatusFacts {
  root: string;
  branch: string | null;
  events: number;
  sessions: number;
  lastEvent: AnyEvent | undefined;
  /** Standing memories by short type name. */
  standing: Record<string, number>;
  forgotten: number;
  superseded: number;
  pinned: number;
  plan: BranchPlan | undefined;
  unreadableLines: number;
}

/** The memories as the corrections leave them, from a read of the log's digest. */
export function memoryStatus(project: Project, log: LogRead): StatusFacts {
  const { digest } = log;
  const fold = foldMemories(digest.memoryEvents);
  const standing: Record<string, number> = {};
  let forgotten = 0;
  let superseded = 0;
  let pinned = 0;
  for (const memory of fold.memories) {
    if (memory.status === 'retracted') forgotten++;
    else if (memory.status === 'superseded') superseded++;
    else {
      const name = memory.data.kind === 'gotcha' ? 'gotcha' : EVENT_TYPES[memory.type].alias;
      standing[name] = (standing[name] ?? 0) + 1;
      if (memory.pinned) pinned++;
    }
  }
  const branch = currentBranch(project);
  const plan = currentPlans(fold).find((candidate) => candidate.branch === branch);
  // Types in their defined order, gotchas beside what else was learned: the same log, the same line.
  const order = EVENT_TYPE_NAMES.flatMap((type) =>
    type === 'knowledge_acquired' ? ['learned', 'gotcha'] : [EVENT_TYPES[type].alias],
  );
  const byType = Object.fromEntries(
    order.filter((name) => standing[name]).map((name) => [name, standing[name]!]),
  );
  return {
    root: project.repo.root,
    branch,
    events: digest.eventCount,
    sessions: digest.namedSessionCount,
    lastEvent: digest.lastEvent,
    standing: byType,
    forgotten,
    superseded,
    pinned,
    plan,
    unreadableLines: log.warnings.length,
  };
}
