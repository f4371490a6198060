/**
 * What the explorer page shows (`cortex view`), as plain data: the memories with their
 * status, corrections and provenance, the sessions they came from, the decision chains, the
 * plans and the warnings. Pure: the use case (memory/explore.ts) reads the log, git's
 * provenance and the files' freshness, and hands them in. Every field is data for the page
 * to show as text; nothing here is markup.
 */
import type { AnyEvent } from '../events/envelope.js';
import { shortId } from '../events/id.js';
import { EVENT_TYPES } from '../events/types.js';
import type { Memory, MemoryFold } from './corrections.js';
import { hasRecord, recordName, DECISIONS_DIR } from './decision-records.js';
import { currentPlans, isPlanDone, planTitle } from './plan.js';
import { stringList } from './text-shapes.js';
import type { ExplorerData, ExplorerMemory, ExplorerSession } from './explorer-types.js';

export type {
  ExplorerData,
  ExplorerMemory,
  ExplorerPlan,
  ExplorerSession,
} from './explorer-types.js';

export const EXPLORER_DATA_VERSION = 1;

/** How many memories the page holds by default: the newest; the rest are counted, not shown. */
export const DEFAULT_EXPLORER_LIMIT = 5000;

/** What the use case found out beside the fold. */
export interface ExplorerInputs {
  project: string;
  branch: string | null;
  now: Date;
  fold: MemoryFold;
  eventCount: number;
  /** How many memories to hold (the newest). */
  limit: number;
  committedBy: ReadonlyMap<string, string>;
  isTrusted: (event: AnyEvent) => boolean;
  /** Where a memory from another branch or worktree was found, by id. */
  elsewhere: ReadonlyMap<string, string>;
  /** Freshness notes, by memory id. */
  freshness: ReadonlyMap<string, string>;
  /** Marks to add, by memory id. */
  marks: ReadonlyMap<string, readonly string[]>;
  warnings: readonly string[];
}

const isKnowledge = (memory: Memory) => EVENT_TYPES[memory.type].category === 'knowledge';

function explorerMemory(
  memory: Memory,
  inputs: ExplorerInputs,
  replacedBy: ReadonlyMap<string, string>,
): ExplorerMemory {
  const { event } = memory;
  const reason = memory.data.reason;
  const alternatives = stringList(memory.data.alternatives);
  const committedBy = inputs.committedBy.get(memory.id) ?? inputs.committedBy.get(event.id);
  const elsewhere = inputs.elsewhere.get(memory.id);
  const freshness = inputs.freshness.get(memory.id);
  const replacement = replacedBy.get(memory.id);
  return {
    id: memory.id,
    short: shortId(memory.id),
    type: EVENT_TYPES[memory.type].alias,
    content: memory.content,
    ...(typeof reason === 'string' && reason.trim() ? { reason } : {}),
    ...(alternatives.length ? { alternatives } : {}),
    ts: event.ts,
    branch: event.branch,
    author: event.author,
    ...(committedBy !== undefined ? { committedBy } : {}),
    session: event.session,
    status: memory.status,
    pinned: memory.pinned,
    trusted: inputs.isTrusted(event),
    ...(elsewhere !== undefined ? { elsewhere } : {}),
    files: stringList(memory.data.files),
    tags: stringList(memory.data.tags),
    replaces: memory.replaces.map((replaced) => replaced.id),
    ...(replacement !== undefined ? { replacedBy: replacement } : {}),
    ...(memory.retractedBy !== undefined ? { forgottenBy: memory.retractedBy } : {}),
    edits: memory.edits.length,
    ...(hasRecord(memory) ? { record: `${DECISIONS_DIR}/${recordName(memory)}` } : {}),
    ...(freshness ? { freshness } : {}),
    marks: [...(inputs.marks.get(memory.id) ?? [])],
  };
}

function sessionsOf(
  memories: readonly ExplorerMemory[],
  fold: MemoryFold,
  isTrusted: (event: AnyEvent) => boolean,
): ExplorerSession[] {
  const sessions = new Map<string, ExplorerSession>();
  for (const memory of memories) {
    if (memory.session === null) continue;
    let session = sessions.get(memory.session);
    if (!session) {
      session = {
        id: memory.session,
        trusted: true,
        short: memory.session.slice(0, 8),
        branch: memory.branch,
        author: memory.committedBy ?? memory.author,
        start: memory.ts,
        end: memory.ts,
        openEnds: [],
        commits: [],
        docs: [],
        memories: [],
      };
      sessions.set(memory.session, session);
    }
    if (memory.ts < session.start) session.start = memory.ts;
    if (memory.ts > session.end) session.end = memory.ts;
    session.memories.push(memory.id);
    if (!memory.trusted) session.trusted = false;
  }
  // A session's outcome: the newest standing one it recorded (a later one replaces the earlier).
  for (const memory of fold.memories) {
    if (
      memory.type !== 'session_outcome' ||
      memory.status !== 'active' ||
      memory.event.session === null
    )
      continue;
    const session = sessions.get(memory.event.session);
    if (!session) continue;
    const data = memory.data;
    if (typeof data.goal === 'string') session.goal = data.goal;
    session.outcome = typeof data.outcome === 'string' ? data.outcome : memory.content;
    session.openEnds = stringList(data.openEnds);
    session.commits = Array.isArray(data.commits)
      ? data.commits.map((commit: { hash?: unknown; subject?: unknown }) =>
          `${String(commit.hash ?? '').slice(0, 10)} ${String(commit.subject ?? '')}`.trim(),
        )
      : [];
    session.docs = Array.isArray(data.docs)
      ? data.docs.map((doc: { path?: unknown; title?: unknown }) =>
          doc.title ? `${String(doc.path)} (${String(doc.title)})` : String(doc.path),
        )
      : [];
    if (memory.event.branch !== null) session.branch = memory.event.branch;
    session.trusted = isTrusted(memory.event);
  }
  // The memories came newest first: a session lists its own in the order it learned them.
  for (const session of sessions.values()) session.memories.reverse();
  return [...sessions.values()].sort((a, b) => (a.end < b.end ? 1 : a.end > b.end ? -1 : 0));
}

/** The explorer's data: the newest `limit` memories of every knowledge type, newest first. */
export function explorerData(inputs: ExplorerInputs): ExplorerData {
  const knowledge = inputs.fold.memories.filter(isKnowledge);
  const replacedBy = new Map<string, string>();
  for (const memory of knowledge)
    for (const replaced of memory.replaces) replacedBy.set(replaced.id, memory.id);
  const newestFirst = [...knowledge].sort((a, b) =>
    a.event.ts < b.event.ts ? 1 : a.event.ts > b.event.ts ? -1 : b.index - a.index,
  );
  const shown = newestFirst
    .slice(0, Math.max(0, inputs.limit))
    .map((memory) => explorerMemory(memory, inputs, replacedBy));
  const sessionCount = new Set(
    knowledge.map((memory) => memory.event.session).filter((session) => session !== null),
  ).size;
  const plans = currentPlans(inputs.fold).map((plan) => ({
    branch: plan.branch,
    title: planTitle(plan),
    steps: plan.steps.map((step) => ({ content: step.content, status: step.status })),
    here: plan.here,
    done: isPlanDone(plan),
  }));
  // Open plans first, as active-plan.md lists them (each group most recently active first).
  plans.sort((a, b) => Number(a.done) - Number(b.done));
  const standing = knowledge.filter((memory) => memory.status === 'active').length;
  const leftOut = knowledge.length - shown.length;
  const warnings = [...inputs.warnings];
  if (leftOut > 0)
    warnings.unshift(
      `The page holds the newest ${shown.length} of ${knowledge.length} memories; ${leftOut} older ones are left out ('cortex view --limit <n>' holds more, 'cortex log' lists them all).`,
    );
  return {
    version: EXPLORER_DATA_VERSION,
    project: inputs.project,
    branch: inputs.branch,
    generatedAt: inputs.now.toISOString(),
    counts: {
      events: inputs.eventCount,
      sessions: sessionCount,
      memories: knowledge.length,
      standing,
      corrected: knowledge.length - standing,
      shown: shown.length,
      leftOut,
    },
    types: Object.entries(EVENT_TYPES)
      .filter(([, definition]) => definition.category === 'knowledge')
      .map(([, definition]) => ({ name: definition.alias, summary: definition.summary })),
    memories: shown,
    sessions: sessionsOf(shown, inputs.fold, inputs.isTrusted),
    plans,
    warnings,
  };
}
