/**
 * `cortex brief`: the briefing a session start hands over (projections/briefing-file.ts), or
 * the context frame for a task (projections/frame.ts) as the first prompt's would be built:
 * the whole log read, memories, corrections and activity from untrusted authors left out,
 * the project's documents on the task beside them.
 */
import { searchProjectDocs } from '../knowledge/doc-store.js';
import type { LogWarning } from '../events/lines.js';
import { readAccessStats } from '../projections/access-file.js';
import {
  gatherRealityFacts,
  prepareBriefing,
  readBriefingLog,
} from '../projections/briefing-file.js';
import { buildContextFrame, type ContextFrame } from '../projections/frame.js';
import { readMemoryView } from '../projections/memory-view.js';
import { readMemoryProvenance } from '../trust/provenance-view.js';
import { describeUntrustedLeftOut } from '../trust/provenance.js';
import { keepTrustedMemories } from '../trust/trusted-memories.js';
import type { Project } from './open.js';

/** The budgets a briefing may be given, in tokens. */
export { BRIEFING_BUDGET_RANGE } from '../config/config.js';

/** The briefing as a session start would get it now; the unreadable lines its read skipped are reported first. */
export function readBriefing(
  project: Project,
  request: { now: Date; budget?: number },
  reportWarnings: (warnings: readonly LogWarning[]) => void,
): ReturnType<typeof prepareBriefing> {
  const log = readBriefingLog(project, request.now);
  reportWarnings(log.warnings);
  const briefing = prepareBriefing(project, {
    now: request.now,
    log,
    ...(request.budget !== undefined ? { budget: request.budget } : {}),
  });
  return briefing;
}

/** The context frame for a task; the unreadable lines its read skipped are reported first. */
export function frameTask(
  project: Project,
  request: { task: string; now: Date; budget: number },
  reportWarnings: (warnings: readonly LogWarning[]) => void,
): ContextFrame {
  const { task, now, budget } = request;
  const log = readMemoryView(project);
  reportWarnings(log.warnings);
  // As in the handoff: memories, corrections and activity from untrusted authors stay out.
  const provenance = readMemoryProvenance(project, log);
  const trusted = keepTrustedMemories(log.digest, provenance.isTrusted);
  const reality = gatherRealityFacts(project, trusted.digest);
  const config = project.config.briefing;
  const notices = [
    ...(provenance.problem ? [`${provenance.problem}: memories left out until it can.`] : []),
    ...(trusted.leftOut || trusted.activitySessionsLeftOut
      ? [
          describeUntrustedLeftOut(
            trusted.leftOut,
            provenance.trust,
            trusted.activitySessionsLeftOut,
          ),
        ]
      : []),
  ];
  const frame = buildContextFrame({
    digest: trusted.digest,
    notices,
    task,
    now,
    branch: reality.branch,
    access: readAccessStats(project.paths).stats,
    reality,
    budget,
    decay: { decayPerHour: config.decayPerHour, reinforcement: 1.2 },
    elsewhere: log.elsewhere,
    documents: searchProjectDocs(project, task, { limit: 2, minShare: 0.5 }),
  });
  return frame;
}
