/**
 * Every event type, defined once: its data fields (which give both the validator and the
 * TypeScript type), its default salience, whether it is immortal, and the short alias
 * users type on the command line. The envelope around `data` lives in envelope.ts.
 */
import {
  arrayOf,
  bool,
  int,
  nonEmptyStr,
  object,
  oneOf,
  optional,
  str,
  type Check,
  type Infer,
} from './check.js';

/** The steps of a plan, as TodoWrite and `[MEMORY: plan]` describe them. */
export const planStep = object({
  content: nonEmptyStr,
  status: oneOf('pending', 'in_progress', 'completed'),
});
export type PlanStep = Infer<typeof planStep>;

/**
 * One distinct command of a session, as `session_activity` keeps it: the command, what
 * Claude said it was for, how many times it ran and how many of those failed, and for a
 * test run how the last one ended.
 */
export const activityCommand = object({
  command: nonEmptyStr,
  description: optional(str),
  runs: optional(int),
  failed: optional(int),
  test: optional(oneOf('passed', 'failed')),
});
export type ActivityCommand = Infer<typeof activityCommand>;

/** Fields any event's `data` may carry. A memory "kind" (architecture, gotcha, …) is a tag. */
const common = {
  tags: optional(arrayOf(str)),
  kind: optional(str),
  files: optional(arrayOf(str)),
  /** What the memory is about (an identifier, a file, a command): capture merges restatements by it. */
  subject: optional(str),
};

/**
 * What an event is for. `knowledge` events are memories proper; `activity` events record
 * what was touched or run; `control` events correct earlier events and need `refs`.
 */
export type EventCategory = 'knowledge' | 'activity' | 'control';

interface TypeDefinition<D> {
  alias: string;
  category: EventCategory;
  salience: number;
  immortal: boolean;
  data: Check<D>;
  summary: string;
}

function define<D>(definition: TypeDefinition<D>): TypeDefinition<D> {
  return definition;
}

export const EVENT_TYPES = {
  decision_made: define({
    alias: 'decision',
    category: 'knowledge',
    salience: 0.9,
    immortal: true,
    summary: 'a choice that was made, with its reason',
    data: object({ ...common, reason: optional(str), alternatives: optional(arrayOf(str)) }),
  }),
  approach_rejected: define({
    alias: 'rejected',
    category: 'knowledge',
    salience: 0.9,
    immortal: true,
    summary: 'an approach that was tried or proposed and rejected, with why',
    data: object({ ...common, reason: optional(str) }),
  }),
  plan_created: define({
    alias: 'plan',
    category: 'knowledge',
    salience: 0.85,
    immortal: false,
    summary: 'a multi-step plan, or a new version of one',
    data: object({ ...common, steps: optional(arrayOf(planStep)), plan: optional(str) }),
  }),
  plan_step_completed: define({
    alias: 'step',
    category: 'knowledge',
    salience: 0.7,
    immortal: false,
    summary: 'progress on a plan',
    data: object({ ...common, step: nonEmptyStr }),
  }),
  knowledge_acquired: define({
    alias: 'learned',
    category: 'knowledge',
    salience: 0.7,
    immortal: false,
    summary: 'something learned about the code or the project',
    data: object({ ...common }),
  }),
  error_resolved: define({
    alias: 'fix',
    category: 'knowledge',
    salience: 0.75,
    immortal: false,
    summary: 'an error and what fixed it',
    data: object({
      ...common,
      error: optional(str),
      cause: optional(str),
      fix: optional(str),
      command: optional(str),
    }),
  }),
  preference_noted: define({
    alias: 'preference',
    category: 'knowledge',
    salience: 0.8,
    immortal: false,
    summary: "a user's preference or convention",
    data: object({ ...common }),
  }),
  task_completed: define({
    alias: 'task',
    category: 'knowledge',
    salience: 0.6,
    immortal: false,
    summary: 'a finished piece of work',
    data: object({ ...common }),
  }),
  session_outcome: define({
    alias: 'outcome',
    category: 'knowledge',
    salience: 0.8,
    immortal: false,
    summary:
      'what a session set out to do, where it got, what it did, what it left open, the docs it wrote and the commits it made; a later one of the same session replaces it',
    data: object({
      ...common,
      goal: optional(str),
      outcome: optional(str),
      openEnds: optional(arrayOf(str)),
      docs: optional(arrayOf(object({ path: nonEmptyStr, title: optional(str) }))),
      commits: optional(
        arrayOf(object({ hash: nonEmptyStr, subject: str, branch: optional(str) })),
      ),
      decisions: optional(arrayOf(str)),
      branches: optional(arrayOf(str)),
    }),
  }),
  file_modified: define({
    alias: 'edit',
    category: 'activity',
    salience: 0.4,
    immortal: false,
    summary: 'files that were written or edited',
    data: object({ ...common, files: arrayOf(str), created: optional(arrayOf(str)) }),
  }),
  file_explored: define({
    alias: 'read',
    category: 'activity',
    salience: 0.3,
    immortal: false,
    summary: 'files read or searched to understand the code',
    data: object({ ...common, pattern: optional(str) }),
  }),
  command_run: define({
    alias: 'command',
    category: 'activity',
    salience: 0.2,
    immortal: false,
    summary: 'a shell command (never its output)',
    data: object({ ...common, command: str, exitCode: optional(int), description: optional(str) }),
  }),
  session_activity: define({
    alias: 'activity',
    category: 'activity',
    salience: 0.4,
    immortal: false,
    summary:
      "a session's activity condensed: files touched, distinct commands and why they ran, tests and how they ended",
    data: object({
      ...common,
      created: optional(arrayOf(str)),
      reads: optional(int),
      commands: optional(arrayOf(activityCommand)),
      runs: optional(int),
    }),
  }),
  memory_retracted: define({
    alias: 'forget',
    category: 'control',
    salience: 0,
    immortal: true,
    summary: 'forgets the events in refs',
    data: object({ ...common, reason: optional(str) }),
  }),
  memory_superseded: define({
    alias: 'supersede',
    category: 'control',
    salience: 0.9,
    immortal: true,
    summary: 'replaces the event in refs with this content',
    data: object({ ...common }),
  }),
  memory_pinned: define({
    alias: 'pin',
    category: 'control',
    salience: 0,
    immortal: true,
    summary: 'pins (or, with pinned: false, unpins) the events in refs',
    data: object({ ...common, pinned: bool }),
  }),
  memory_edited: define({
    alias: 'edit-memory',
    category: 'control',
    salience: 0,
    immortal: true,
    summary: 'corrects the wording of the event in refs to this content',
    data: object({ ...common }),
  }),
} as const;

export type EventType = keyof typeof EVENT_TYPES;
export type EventDataOf<T extends EventType> = Infer<(typeof EVENT_TYPES)[T]['data']>;

export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as EventType[];

export function isEventType(name: string): name is EventType {
  return Object.hasOwn(EVENT_TYPES, name);
}

/** Resolves a full type name or its alias (`decision`, `rejected`, …); undefined if neither. */
export function resolveEventType(name: string): EventType | undefined {
  if (isEventType(name)) return name;
  return EVENT_TYPE_NAMES.find((type) => EVENT_TYPES[type].alias === name);
}

/**
 * The kinds `cortex remember --type` and `[MEMORY: …]` tags accept, and what they become.
 * `gotcha` is learned knowledge with a kind, so budgets and filters can tell it apart.
 */
export const MEMORY_KINDS = {
  decision: { type: 'decision_made', kind: undefined },
  rejected: { type: 'approach_rejected', kind: undefined },
  learned: { type: 'knowledge_acquired', kind: undefined },
  plan: { type: 'plan_created', kind: undefined },
  preference: { type: 'preference_noted', kind: undefined },
  gotcha: { type: 'knowledge_acquired', kind: 'gotcha' },
} as const satisfies Record<string, { type: EventType; kind: string | undefined }>;

export type MemoryKind = keyof typeof MEMORY_KINDS;
export const MEMORY_KIND_NAMES = Object.keys(MEMORY_KINDS) as MemoryKind[];
