/**
 * The current plan on each branch, and `.cortex/active-plan.md`.
 *
 * A plan comes from a `plan_created` event: TodoWrite gives its steps with their status
 * (`data.steps`), plan mode gives a markdown plan (`data.plan`, whose list items become
 * steps), a `[MEMORY: plan]` tag gives only text (list lines in it become steps). The
 * newest plan on a branch is that branch's current plan; the `plan_step_completed`
 * events after it on the same branch (or naming it in `refs`) tick its steps off.
 */
import type { AnyEvent } from '../events/envelope.js';
import { compareEvents } from '../events/order.js';
import type { PlanStep } from '../events/types.js';
import type { Memory, MemoryFold } from './corrections.js';
import type { LogDigest } from './digest.js';
import { inlineMarkdown } from './markdown-tree.js';
import { clip, eventDate, generatedNotice, normaliseStep, oneLine } from './text-shapes.js';
import { shortId } from '../events/id.js';

export type StepStatus = PlanStep['status'];

export interface PlanStepState {
  content: string;
  status: StepStatus;
  /** The plan_step_completed event that ticked it off, when one did. */
  completedBy?: AnyEvent;
}

export interface BranchPlan {
  branch: string | null;
  plan: Memory;
  steps: PlanStepState[];
  /** Progress recorded after the plan that matches none of its steps. */
  otherProgress: Memory[];
  /** The plan's text, when its steps could not be read from it. */
  text?: string;
  /** The step where work stands (the first in progress, else the first not done), or -1. */
  here: number;
  /** The newest event of the plan or its progress. */
  lastActivity: AnyEvent;
}

const MAX_STEPS = 40;
const LIST_ITEM = /^ ?(?:\d{1,3}[.)]|[-*+])\s+(?:\[([ xX~-])\]\s+)?(.+?)\s*$/;

/** A label in front of a plan's text: `Plan:`, `## Plan -`, `The plan:`. */
const PLAN_LABEL = /^\s*(?:#+\s*)?(?:the\s+|my\s+)?plan\s*(?::|-|–|—)\s*/i;
/** Where a run-on numbered list (`1) parse 2) render`) starts a new item. */
const INLINE_ITEM = /\s+(?=\d{1,2}[.)]\s)/;

/** The lines of a plan's text, with a leading label removed and run-on numbered lists split. */
function planLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.replace(PLAN_LABEL, '');
    const items = (line.match(/(?:^|\s)\d{1,2}[.)]\s/g) ?? []).length;
    if (items >= 2) lines.push(...line.split(INLINE_ITEM).map((part) => part.trim()));
    else lines.push(line);
  }
  return lines;
}

/** Reads the top-level list items of a markdown plan as steps. */
export function stepsFromText(text: string): PlanStepState[] {
  const steps: PlanStepState[] = [];
  for (const line of planLines(text)) {
    const match = LIST_ITEM.exec(line);
    if (!match) continue;
    const content = match[2]!.replace(/^\*\*(.+)\*\*:?$/, '$1');
    if (normaliseStep(content) === '') continue;
    steps.push({ content, status: match[1] === 'x' || match[1] === 'X' ? 'completed' : 'pending' });
    if (steps.length === MAX_STEPS) break;
  }
  return steps;
}

function isStep(value: unknown): value is PlanStep {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PlanStep).content === 'string' &&
    typeof (value as PlanStep).status === 'string'
  );
}

function initialSteps(plan: Memory): { steps: PlanStepState[]; text?: string } {
  const data = plan.data;
  const text = typeof data.plan === 'string' && data.plan.trim() !== '' ? data.plan : plan.content;
  if (Array.isArray(data.steps)) {
    const steps = data.steps.filter(isStep).slice(0, MAX_STEPS);
    if (steps.length)
      return { steps: steps.map((step) => ({ content: step.content, status: step.status })) };
    // Capture read the plan and found no steps in it (its bullets were prose): the text is shown as it is.
    if (data.steps.length === 0 && typeof data.plan === 'string') return { steps: [], text };
  }
  const steps = stepsFromText(text);
  return steps.length >= 2 ? { steps } : { steps: [], text };
}

/**
 * Finds the step a completion names: the same words, or (for long enough text) one
 * containing the other. `normalised` holds each step's words, worked out once per plan.
 */
function findStep(
  steps: readonly PlanStepState[],
  normalised: readonly string[],
  done: string,
): number {
  const wanted = normaliseStep(done);
  if (wanted === '') return -1;
  const exact = steps.findIndex(
    (step, index) => step.status !== 'completed' && normalised[index] === wanted,
  );
  if (exact >= 0) return exact;
  if (wanted.length < 12) return -1;
  return steps.findIndex((step, index) => {
    if (step.status === 'completed') return false;
    const candidate = normalised[index]!;
    return candidate.length >= 12 && (candidate.includes(wanted) || wanted.includes(candidate));
  });
}

function whereWorkStands(steps: readonly PlanStepState[]): number {
  const inProgress = steps.findIndex((step) => step.status === 'in_progress');
  return inProgress >= 0 ? inProgress : steps.findIndex((step) => step.status !== 'completed');
}

function stepText(memory: Memory): string {
  const step = memory.data.step;
  return typeof step === 'string' && step.trim() !== ''
    ? step
    : memory.content.replace(/^(completed|done):\s*/i, '');
}

/**
 * The memories the current plans are made of: the newest standing plan of each branch, and
 * each standing step after the plan it belongs to (the one it names, else its branch's),
 * with that plan, in log order. Nothing else in the log changes active-plan.md.
 */
export function planMemories(fold: MemoryFold): {
  plans: Map<string | null, Memory>;
  steps: [step: Memory, plan: Memory][];
} {
  const plans = new Map<string | null, Memory>();
  for (const memory of fold.memories) {
    if (memory.status === 'active' && memory.type === 'plan_created')
      plans.set(memory.event.branch, memory);
  }
  const byPlanId = new Map([...plans.values()].map((plan) => [plan.id, plan]));
  const steps: [Memory, Memory][] = [];
  for (const memory of fold.memories) {
    if (memory.status !== 'active' || memory.type !== 'plan_step_completed') continue;
    const named = memory.event.refs
      .map((ref) => byPlanId.get(ref))
      .find((plan) => plan !== undefined);
    const plan = named ?? plans.get(memory.event.branch);
    if (!plan || memory.index <= plan.index) continue;
    steps.push([memory, plan]);
  }
  return { plans, steps };
}

/** The current plan of every branch that has one, the most recently active first. */
export function currentPlans(fold: MemoryFold): BranchPlan[] {
  const { plans: latest, steps: progress } = planMemories(fold);
  const plans = new Map<Memory, BranchPlan>();
  const normalised = new Map<BranchPlan, string[]>();
  for (const [branch, plan] of latest) {
    const { steps, text } = initialSteps(plan);
    const state: BranchPlan = {
      branch,
      plan,
      steps,
      otherProgress: [],
      ...(text !== undefined ? { text } : {}),
      here: -1,
      lastActivity: plan.event,
    };
    plans.set(plan, state);
    normalised.set(
      state,
      steps.map((step) => normaliseStep(step.content)),
    );
  }
  for (const [memory, plan] of progress) {
    const state = plans.get(plan)!;
    const index = findStep(state.steps, normalised.get(state)!, stepText(memory));
    if (index >= 0) {
      state.steps[index]!.status = 'completed';
      state.steps[index]!.completedBy = memory.event;
    } else {
      state.otherProgress.push(memory);
    }
    state.lastActivity = memory.event;
  }
  for (const state of plans.values()) state.here = whereWorkStands(state.steps);
  return [...plans.values()].sort((a, b) => compareEvents(b.lastActivity, a.lastActivity));
}

export function isPlanDone(plan: BranchPlan): boolean {
  return plan.steps.length > 0 && plan.steps.every((step) => step.status === 'completed');
}

export function doneCount(plan: BranchPlan): number {
  return plan.steps.filter((step) => step.status === 'completed').length;
}

const MARKS: Record<StepStatus, string> = { completed: '[x]', in_progress: '[~]', pending: '[ ]' };

/** One step as a line: `3. [~] Wire the CLI  <- you are here`. */
export function stepLine(plan: BranchPlan, index: number): string {
  const step = plan.steps[index]!;
  const here = index === plan.here ? '  <- you are here' : '';
  const status = step.status === 'in_progress' && index !== plan.here ? ' (in progress)' : '';
  return `${index + 1}. ${MARKS[step.status]} ${oneLine(step.content, 200)}${status}${here}`;
}

/** The plan's title: the first line of its text without a label, unless that is already a step. */
export function planTitle(plan: BranchPlan): string {
  const first = plan.plan.content.split('\n', 1)[0]!;
  const title = first.replace(PLAN_LABEL, '').trim();
  const isStepItself = title === '' || LIST_ITEM.test(title) || /^\d{1,2}[.)]\s/.test(title);
  if (isStepItself && plan.steps.length) return `${plan.steps.length}-step plan`;
  const text = oneLine(title === '' ? first : title, 160);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `1 step`, `4 steps`. */
export function stepCount(count: number): string {
  return `${count} step${count === 1 ? '' : 's'}`;
}

function branchName(branch: string | null): string {
  return branch ?? '(no branch)';
}

/** A step of active-plan.md: stepLine with the step's text escaped (see markdown-tree.ts). */
function committedStepLine(plan: BranchPlan, index: number): string {
  const step = plan.steps[index]!;
  const here = index === plan.here ? '  <- you are here' : '';
  const status = step.status === 'in_progress' && index !== plan.here ? ' (in progress)' : '';
  return `${index + 1}. ${MARKS[step.status]} ${inlineMarkdown(step.content, 200)}${status}${here}`;
}

function renderPlan(plan: BranchPlan, _digest: LogDigest): string[] {
  const out = [`## ${inlineMarkdown(branchName(plan.branch), 200)}`, ''];
  const since = `${eventDate(plan.plan.event)}, ${shortId(plan.plan.event.id)}`;
  out.push(`${inlineMarkdown(planTitle(plan), 200)} [${since}]`, '');
  if (plan.steps.length) {
    const done = doneCount(plan);
    out.push(...plan.steps.map((_, index) => committedStepLine(plan, index)), '');
    const last = plan.steps
      .filter((step) => step.completedBy)
      .map((step) => step.completedBy!)
      .sort(compareEvents)
      .pop();
    const lastNote = last ? ` Last step done on ${eventDate(last)}.` : '';
    out.push(
      isPlanDone(plan)
        ? `All ${stepCount(plan.steps.length)} done.${lastNote}`
        : `${done} of ${stepCount(plan.steps.length)} done.${lastNote}`,
      '',
    );
  } else if (
    plan.text !== undefined &&
    normaliseStep(plan.text) !== normaliseStep(plan.plan.content.split('\n', 1)[0]!)
  ) {
    out.push(
      ...clip(plan.text, 1200)
        .split('\n')
        .map((line) => (line.trim() === '' ? '>' : `> ${inlineMarkdown(line, 1200)}`)),
      '',
    );
  }
  if (plan.otherProgress.length) {
    out.push('Progress recorded since:', '');
    for (const memory of plan.otherProgress.slice(-10))
      out.push(`- ${inlineMarkdown(stepText(memory), 200)} [${eventDate(memory.event)}]`);
    if (plan.otherProgress.length > 10)
      out.push(`- … and ${plan.otherProgress.length - 10} earlier`);
    out.push('');
  }
  return out;
}

/** The text of `.cortex/active-plan.md`. */
export function renderActivePlan(plans: readonly BranchPlan[], digest: LogDigest): string {
  const out = [
    '# Active plan',
    '',
    generatedNotice(),
    '',
    'The current plan on each branch (its newest plan), the most recently active branch first.',
    'Steps are done `[x]`, in progress `[~]` or pending `[ ]`; "you are here" marks where work stands.',
    '',
  ];
  if (plans.length === 0) {
    out.push(
      'No plan recorded yet: plans appear here from TodoWrite lists, plan mode and `[MEMORY: plan]` tags.',
      '',
    );
    return out.join('\n');
  }
  const open = plans.filter((plan) => !isPlanDone(plan));
  const shown = open.slice(0, MAX_PLANS_SHOWN);
  for (const plan of shown) out.push(...renderPlan(plan, digest));
  const rest = [...open.slice(MAX_PLANS_SHOWN), ...plans.filter(isPlanDone)].sort((a, b) =>
    compareEvents(b.lastActivity, a.lastActivity),
  );
  if (rest.length) {
    out.push('## Finished or older plans', '');
    for (const plan of rest.slice(0, MAX_PLANS_LISTED)) {
      const progress = plan.steps.length
        ? `${doneCount(plan)} of ${stepCount(plan.steps.length)} done`
        : 'no steps';
      out.push(
        `- ${inlineMarkdown(branchName(plan.branch), 200)}: ${inlineMarkdown(planTitle(plan), 200)} (${progress}) [${eventDate(plan.lastActivity)}]`,
      );
    }
    if (rest.length > MAX_PLANS_LISTED) out.push(`- … and ${rest.length - MAX_PLANS_LISTED} more`);
    out.push('');
  }
  return out.join('\n');
}

/** Plans given in full in active-plan.md; older ones get a line each, up to MAX_PLANS_LISTED. */
const MAX_PLANS_SHOWN = 10;
const MAX_PLANS_LISTED = 20;
