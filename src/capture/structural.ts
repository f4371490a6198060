/**
 * Layer 1: what tool calls and their results say, with certainty. A call is remembered
 * in a reduced form (paths, the command, the todo list; never file contents) until its
 * result arrives, possibly in a later Stop; the result decides what the call means:
 * done, failed, rejected by the user, or interrupted.
 */
import { isPlainObject } from '../events/check.js';
import type { PlanStep } from '../events/types.js';
import { isInspectionCommand } from './commands.js';
import { relativizeCommand, toStoredPath, type PathContext } from './file-paths.js';
import { stripEmphasis, truncate } from './prose.js';
import { markdownTitle } from './ledger.js';

/** The tools capture reads, by what they do. */
export const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);
export const READ_TOOLS = new Set(['Read']);
export const SEARCH_TOOLS = new Set(['Glob', 'Grep']);
const OTHER_TOOLS = new Set(['Bash', 'TodoWrite', 'ExitPlanMode', 'AskUserQuestion']);

export type Outcome = 'ok' | 'error' | 'rejected' | 'interrupted';

/** A tool call, reduced to what its events need, waiting for (or holding) its result. */
export interface ToolCall {
  id: string;
  name: string;
  ts: string;
  record?: string;
  files?: string[];
  /** Write of a file that did not exist (known once the result says so). */
  created?: boolean;
  command?: string;
  description?: string;
  pattern?: string;
  searchPath?: string;
  glob?: string;
  todos?: PlanStep[];
  plan?: string;
  /** What the assistant said it was doing, just before the call (for a rejected call). */
  intent?: string;
  outcome?: Outcome;
  exitCode?: number;
  /** What the user said when rejecting the call. */
  feedback?: string;
  /** A failed command's first meaningful error line. */
  errorLine?: string;
  /** A markdown document's title, for a Write of one. */
  title?: string;
  /** What a small edit did, in words ("added `x`"); absent for a larger edit or a whole file written. */
  change?: string;
}

const MAX_COMMAND = 2000;
const MAX_PLAN = 4000;

function stringField(input: Record<string, unknown>, name: string): string | undefined {
  const value = input[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A todo list as plan steps; malformed items are skipped. */
export function readTodos(value: unknown): PlanStep[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const steps: PlanStep[] = [];
  for (const item of value) {
    if (!isPlainObject(item) || typeof item.content !== 'string' || item.content.trim() === '')
      continue;
    const status =
      item.status === 'completed' || item.status === 'in_progress' ? item.status : 'pending';
    steps.push({ content: truncate(item.content.trim().replace(/\s+/g, ' '), 300), status });
  }
  return steps;
}

/** Reduces a tool_use to a ToolCall, or undefined for tools capture does not read. */
export function summarizeToolUse(
  id: string,
  name: string,
  input: Record<string, unknown>,
  ts: string,
  record: string | undefined,
  paths: PathContext,
): ToolCall | undefined {
  if (
    !EDIT_TOOLS.has(name) &&
    !READ_TOOLS.has(name) &&
    !SEARCH_TOOLS.has(name) &&
    !OTHER_TOOLS.has(name)
  )
    return undefined;
  const call: ToolCall = { id, name, ts, ...(record ? { record } : {}) };
  if (EDIT_TOOLS.has(name) || READ_TOOLS.has(name)) {
    const path =
      stringField(input, 'file_path') ??
      stringField(input, 'notebook_path') ??
      stringField(input, 'path');
    if (!path) return undefined;
    call.files = [toStoredPath(path, paths)];
    const change = describeEdit(name, input);
    if (change) call.change = change;
    const content = stringField(input, 'content');
    if (name === 'Write' && content && /\.(?:md|mdx|markdown)$/i.test(path)) {
      const title = markdownTitle(content);
      if (title) call.title = title;
    }
  } else if (SEARCH_TOOLS.has(name)) {
    const pattern = stringField(input, 'pattern');
    if (!pattern) return undefined;
    call.pattern = truncate(pattern, 300);
    const path = stringField(input, 'path');
    if (path) call.searchPath = toStoredPath(path, paths);
    const glob = stringField(input, 'glob');
    if (glob) call.glob = truncate(glob, 200);
  } else if (name === 'Bash') {
    const command = stringField(input, 'command');
    if (!command) return undefined;
    call.command = truncate(relativizeCommand(command.trim(), paths), MAX_COMMAND);
    const description = stringField(input, 'description');
    if (description) call.description = truncate(description.trim(), 200);
  } else if (name === 'TodoWrite') {
    const todos = readTodos(input.todos);
    if (todos) call.todos = todos;
  } else if (name === 'ExitPlanMode') {
    const plan = stringField(input, 'plan');
    if (plan) call.plan = truncate(plan.trim(), MAX_PLAN);
  }
  return call;
}

const MAX_CHANGED_LINES = 2;
const MAX_CHANGED_LINE = 160;

/** The lines an edit's `old_string` -> `new_string` pairs add and remove, compared trimmed. */
function editedLines(pairs: readonly { old: string; next: string }[]): {
  added: string[];
  removed: string[];
} {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !/^[{}()[\];,]+$/.test(line));
  const added: string[] = [];
  const removed: string[] = [];
  for (const { old, next } of pairs) {
    const before = lines(old);
    const after = lines(next);
    added.push(...after.filter((line) => !before.includes(line)));
    removed.push(...before.filter((line) => !after.includes(line)));
  }
  return { added: [...new Set(added)], removed: [...new Set(removed)] };
}

/**
 * A small edit in words, for an error's fix: "added `x`", "changed to `x`", "removed `x`"
 * (at most two lines each way, each short). Undefined for a larger edit, a whole file
 * written, or anything unreadable: then only the file is named.
 */
export function describeEdit(name: string, input: Record<string, unknown>): string | undefined {
  const pairs: { old: string; next: string }[] = [];
  if (name === 'Edit') {
    if (typeof input.old_string !== 'string' || typeof input.new_string !== 'string')
      return undefined;
    pairs.push({ old: input.old_string, next: input.new_string });
  } else if (name === 'MultiEdit' && Array.isArray(input.edits)) {
    for (const edit of input.edits) {
      if (
        !isPlainObject(edit) ||
        typeof edit.old_string !== 'string' ||
        typeof edit.new_string !== 'string'
      )
        return undefined;
      pairs.push({ old: edit.old_string, next: edit.new_string });
    }
  } else {
    return undefined;
  }
  const { added, removed } = editedLines(pairs);
  if (
    added.length + removed.length === 0 ||
    added.length > MAX_CHANGED_LINES ||
    removed.length > MAX_CHANGED_LINES
  )
    return undefined;
  const shown = added.length ? added : removed;
  if (shown.some((line) => line.length > MAX_CHANGED_LINE)) return undefined;
  const quoted = shown.map((line) => `\`${line.replace(/`/g, "'")}\``).join(' and ');
  return `${added.length === 0 ? 'removed' : removed.length === 0 ? 'added' : 'changed it to'} ${quoted}`;
}

const REJECTION_PROLOGUE =
  /^The user doesn[’']t want to (?:proceed with this tool use|take this action)/;
const INTERRUPTED = /\[Request interrupted by user/;

/** Decides what a tool result means, from the tool_result block and the record's `toolUseResult`. */
export function readOutcome(
  isError: boolean,
  head: string,
  toolUseResult: unknown,
): { outcome: Outcome; exitCode?: number; feedback?: string } {
  const structured = typeof toolUseResult === 'string' ? toolUseResult : '';
  if (isError && REJECTION_PROLOGUE.test(head.trimStart())) {
    const feedback = /(?:the user said|reason for the rejection)\s*:\s*([\s\S]+)$/i
      .exec(head)?.[1]
      ?.trim();
    // Claude Code writes the same prologue for a call interrupted with Esc; only its
    // structured result tells the two apart.
    if (!feedback && INTERRUPTED.test(structured)) return { outcome: 'interrupted' };
    return {
      outcome: 'rejected',
      ...(feedback ? { feedback: truncate(feedback.replace(/\s+/g, ' '), 500) } : {}),
    };
  }
  if (structured === 'User rejected tool use') return { outcome: 'rejected' };
  if (INTERRUPTED.test(head) || INTERRUPTED.test(structured)) return { outcome: 'interrupted' };
  if (!isError && isPlainObject(toolUseResult) && toolUseResult.interrupted === true)
    return { outcome: 'interrupted' };
  if (isError) {
    const exit =
      /^(?:Error: )?Exit code (\d+)/.exec(head.trimStart()) ??
      /^(?:Error: )?Exit code (\d+)/.exec(structured);
    return { outcome: 'error', ...(exit ? { exitCode: Number(exit[1]) } : {}) };
  }
  return { outcome: 'ok' };
}

/** "`npm test`" for content: the command on one line, shortened. */
export function quoteCommand(command: string, max = 200): string {
  const oneLine = command.split('\n')[0]!.trim();
  const shown =
    truncate(oneLine, max) + (oneLine !== command.trim() && !oneLine.endsWith('…') ? ' …' : '');
  return `\`${shown.replace(/`/g, "'")}\``;
}

/** Whether a Bash call is worth a command_run event (anything that is not just looking around). */
export function isRecordedCommand(call: ToolCall): boolean {
  return call.command !== undefined && !isInspectionCommand(call.command);
}

/** What a rejected call was about, in words. */
export function describeCall(call: ToolCall): string {
  switch (call.name) {
    case 'Bash':
      return `running ${quoteCommand(call.command ?? '')}`;
    case 'Write':
      return `writing ${call.files?.join(', ') ?? 'a file'}`;
    case 'Edit':
    case 'MultiEdit':
    case 'NotebookEdit':
      return `an edit to ${call.files?.join(', ') ?? 'a file'}`;
    case 'ExitPlanMode':
      return `the plan "${planTitle(call.plan ?? '')}"`;
    default:
      return `a ${call.name} call`;
  }
}

/** Markdown marks taken off, identifiers kept whole: `render_message_enriched` keeps its underscores. */
function plainText(text: string): string {
  return stripEmphasis(text).replace(/`/g, '').replace(/\*\*/g, '').trim();
}

/** A plan's title: its first heading or first line, without markdown marks. */
export function planTitle(plan: string): string {
  const first =
    plan
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? 'plan';
  return (
    truncate(
      plainText(first.replace(/^#+\s*/, '').replace(/^(?:plan|implementation plan)\s*:\s*/i, '')),
      150,
    ) || 'plan'
  );
}

/** Headings over the part of a plan that lists what will be done. */
const STEP_HEADING =
  /\b(?:steps?|implementation|tasks?|todo|plan|phases?|changes?|approach|order|checklist|work)\b/i;

/**
 * The steps of a markdown plan, as pending steps (at most 30): its top-level numbered items
 * or checkboxes; failing those, the top-level bullets under a heading that names steps
 * ("Implementation", "Steps", "Changes"). Bullets that explain (context, notes, risks) are
 * prose, not steps, and nested items are details of their step.
 */
export function planSteps(plan: string): PlanStep[] {
  const numbered: string[] = [];
  const checkboxes: string[] = [];
  const underStepHeading: string[] = [];
  let stepSection = false;
  for (const line of plan.split('\n')) {
    const heading = /^\s{0,3}(?:#{1,6}\s+|\*\*)(.+?)(?:\*\*)?:?\s*$/.exec(line);
    if (heading && !/^\s{0,3}(?:[-*+]|\d)/.test(line.replace(/^\s{0,3}\*\*/, ''))) {
      stepSection = STEP_HEADING.test(heading[1]!);
      continue;
    }
    const item = /^(\d{1,3}[.)]|[-*+])\s+(\[[ xX]\]\s+)?(.+)$/.exec(line);
    if (!item) continue;
    const content = truncate(plainText(item[3]!), 300);
    if (content === '') continue;
    if (item[2]) checkboxes.push(content);
    else if (/^\d/.test(item[1]!)) numbered.push(content);
    else if (stepSection) underStepHeading.push(content);
  }
  const chosen =
    numbered.length >= 2
      ? numbered
      : checkboxes.length >= 2
        ? checkboxes
        : underStepHeading.length >= 2
          ? underStepHeading
          : [];
  return chosen.slice(0, 30).map((content) => ({ content, status: 'pending' as const }));
}

/** A user's answers to AskUserQuestion, as "question -> answer" pairs; trivial answers left out. */
export function readAnswers(toolUseResult: unknown): { question: string; answer: string }[] {
  if (!isPlainObject(toolUseResult) || !isPlainObject(toolUseResult.answers)) return [];
  const pairs: { question: string; answer: string }[] = [];
  for (const [question, answer] of Object.entries(toolUseResult.answers)) {
    const text = Array.isArray(answer)
      ? answer.filter((item) => typeof item === 'string').join(', ')
      : typeof answer === 'string'
        ? answer
        : '';
    if (
      text.trim() === '' ||
      /^(?:yes|no|ok|okay|sure|continue|proceed|go ahead|skip|cancel|other)\.?$/i.test(text.trim())
    )
      continue;
    pairs.push({
      question: truncate(question.trim().replace(/\s+/g, ' '), 300),
      answer: truncate(text.trim().replace(/\s+/g, ' '), 300),
    });
  }
  return pairs;
}
