/**
 * What a line of the log need not say twice. The log is committed, so its bytes are every
 * teammate's: where an event's text and its data hold the same words, the line keeps one
 * copy and reading rebuilds the other.
 *
 * - A plan (`plan_created` from a todo list) whose content lists its steps in order, `Plan
 *   (3 steps): a; b; c`, keeps the steps' states only, as `data.stepStatus` (`ipc`: in
 *   progress, pending, completed); reading puts `data.steps` back.
 * - A session outcome (`session_outcome`) whose content is what its data composes
 *   (`outcomeText`) leaves the content out; reading composes it again.
 * - A fixed error (`error_resolved`) whose content is what its data composes in the words
 *   capture writes (`errorText`: a failing command's episode, or a turn's problem, cause
 *   and fix) leaves the content out; reading composes it again.
 * - A plan or a ticked-off step read from the todo list leaves out its source's tool,
 *   `TodoWrite`, which is where such lines come from unless they say otherwise.
 *
 * A line is written short only when reading it back gives the event it came from (checked
 * each time: `compactLine` returns undefined otherwise), so a text that a step's own `; `
 * or a cut at the content's length would make ambiguous is written whole. A short line is
 * marked `"v":2`: an older cortex, which would read it as an event without its text or
 * steps, reports that it needs upgrading and leaves the line alone. Pure.
 */

/** The `v` of a short line; reading restores it to the event's version, 1. */
export const SHORT_LINE_VERSION = 2;

/** A session outcome's text from its data: the goal, the outcome, what is open and the documents written. */
export function outcomeText(data: { goal?: string | undefined; outcome?: string | undefined; openEnds?: readonly string[] | undefined; docs?: readonly { path: string }[] | undefined }): string {
  const trim = (text: string) => text.replace(/[.\s]+$/, '');
  return [
    data.goal ? `Goal: ${trim(data.goal)}.` : '',
    data.outcome ? `Outcome: ${trim(data.outcome)}.` : '',
    data.openEnds?.length ? `Open: ${data.openEnds.map(trim).join('; ')}.` : '',
    data.docs?.length ? `Docs written: ${data.docs.map((doc) => doc.path).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A fixed error's text from its data, in the words capture writes: for a command that
 * failed and then passed (`data.command`), "`cmd` failed: <error>. Cause: <cause>. Fixed by
 * <fix>."; for a problem a turn explained, "<problem>. Cause: <cause>. Fix: <fix>.".
 * Undefined when the data holds too little to say it.
 */
export function errorText(data: { command?: string | undefined; error?: string | undefined; cause?: string | undefined; fix?: string | undefined }): string | undefined {
  const trim = (text: string) => text.replace(/[.\s]+$/, '');
  if (data.command !== undefined) {
    const error = data.error === undefined ? '' : /^exit code \d+$/.test(data.error) ? ` (${data.error})` : `: ${trim(data.error)}`;
    const cause = data.cause === undefined ? '' : ` Cause: ${data.cause.replace(/\s+$/, '')}${/[.!]$/.test(data.cause.replace(/\s+$/, '')) ? '' : '.'}`;
    return `\`${data.command}\` failed${error}.${cause} Fixed by ${data.fix ?? 'running it again'}.`;
  }
  if (data.error === undefined || data.cause === undefined) return undefined;
  return `${trim(data.error)}. Cause: ${trim(data.cause)}.${data.fix !== undefined ? ` Fix: ${trim(data.fix)}.` : ''}`;
}

const STATUS_LETTER: Record<string, string> = { in_progress: 'i', pending: 'p', completed: 'c' };
const LETTER_STATUS: Record<string, string> = { i: 'in_progress', p: 'pending', c: 'completed' };
const PLAN_HEAD = /^Plan(?: revised)? \((\d+) steps?\): /;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TODO_TOOL = 'TodoWrite';

/** A plan or step line from the todo list: structural, and its content in the shape capture writes for the todo list. */
function isTodoLine(value: Record<string, unknown>): boolean {
  if (!isRecord(value.source) || value.source.layer !== 'structural') return false;
  if (value.type === 'plan_step_completed') return true;
  return value.type === 'plan_created' && isRecord(value.data) && value.data.plan === undefined && (value.data.stepStatus !== undefined || value.data.steps !== undefined);
}

/** Puts back what a short line left out (in place, before the line is checked); a line that is not short is left as it is. */
export function restoreLine(value: Record<string, unknown>): void {
  if (value.v !== SHORT_LINE_VERSION) return;
  value.v = 1;
  if (isTodoLine(value) && (value.source as Record<string, unknown>).tool === undefined) value.source = { layer: 'structural', tool: TODO_TOOL, ...(value.source as Record<string, unknown>) };
  const data = value.data;
  if (value.type === 'plan_created' && isRecord(data) && typeof data.stepStatus === 'string' && data.steps === undefined && typeof value.content === 'string') {
    const head = PLAN_HEAD.exec(value.content);
    if (!head) return;
    const steps = value.content.slice(head[0].length).split('; ');
    const letters = [...data.stepStatus];
    if (steps.length !== Number(head[1]) || letters.length !== steps.length || letters.some((letter) => !LETTER_STATUS[letter])) return;
    const { stepStatus: _status, ...rest } = data;
    value.data = { steps: steps.map((content, index) => ({ content, status: LETTER_STATUS[letters[index]!] })), ...rest };
  } else if (value.type === 'error_resolved' && value.content === undefined && isRecord(data)) {
    const text = errorText({
      ...(typeof data.command === 'string' ? { command: data.command } : {}),
      ...(typeof data.error === 'string' ? { error: data.error } : {}),
      ...(typeof data.cause === 'string' ? { cause: data.cause } : {}),
      ...(typeof data.fix === 'string' ? { fix: data.fix } : {}),
    });
    if (text) value.content = text;
  } else if (value.type === 'session_outcome' && value.content === undefined && isRecord(data)) {
    const text = outcomeText({
      ...(typeof data.goal === 'string' ? { goal: data.goal } : {}),
      ...(typeof data.outcome === 'string' ? { outcome: data.outcome } : {}),
      ...(Array.isArray(data.openEnds) && data.openEnds.every((item) => typeof item === 'string') ? { openEnds: data.openEnds as string[] } : {}),
      ...(Array.isArray(data.docs) && data.docs.every((doc) => isRecord(doc) && typeof doc.path === 'string') ? { docs: data.docs as { path: string }[] } : {}),
    });
    if (text !== '') value.content = text;
  }
}

/**
 * The line's object with what reading rebuilds left out, or undefined when nothing can be
 * (or when leaving it out would not read back the same). `line` is the object the codec
 * is about to write; it is not changed.
 */
export function compactLine(line: Record<string, unknown>): Record<string, unknown> | undefined {
  let short: Record<string, unknown> | undefined;
  const data = line.data;
  if (line.type === 'plan_created' && isRecord(data) && Array.isArray(data.steps) && Object.keys(data)[0] === 'steps' && data.stepStatus === undefined) {
    const steps = data.steps as unknown[];
    const letters = steps.map((step) => (isRecord(step) && Object.keys(step).join() === 'content,status' ? STATUS_LETTER[String(step.status)] : undefined));
    if (steps.length > 0 && letters.every(Boolean)) {
      const { steps: _steps, ...rest } = data;
      short = { ...line, data: { stepStatus: letters.join(''), ...rest } };
    }
  } else if ((line.type === 'session_outcome' || line.type === 'error_resolved') && isRecord(data) && typeof line.content === 'string') {
    const { content: _content, ...rest } = line;
    short = rest;
  }
  if (isTodoLine(line) && isRecord(line.source) && line.source.tool === TODO_TOOL) {
    const { tool: _tool, ...source } = line.source;
    short = { ...(short ?? line), source };
  }
  if (!short) return undefined;
  short = { ...short, v: SHORT_LINE_VERSION };
  const back = JSON.parse(JSON.stringify(short)) as Record<string, unknown>;
  restoreLine(back);
  // Reading gives the fields back where validation puts them; compare what matters: the same values.
  return sameValue(back, line) ? short : undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (!isRecord(a) || !isRecord(b)) return false;
  // Same keys in the same order (data's order is what ids are computed on), content aside: the envelope's order is
  // fixed. A key holding undefined is not written.
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => b[key] !== undefined);
  const order = (list: string[]) => list.filter((key) => key !== 'content').join('\u0000');
  return keys.length === bKeys.length && order(keys) === order(bKeys) && keys.every((key) => sameValue(a[key], b[key]));
}
