/**
 * What a line of the log need not say twice. The log is committed, so its bytes are every
 * teammate's: where a plan's text and its data hold the same words, the line keeps one copy
 * and reading rebuilds the other.
 *
 * - A plan (`plan_created` from a todo list) whose content lists its steps in order, `Plan
 *   (3 steps): a; b; c`, keeps the steps' states only, as `data.stepStatus` (`ipc`: in
 *   progress, pending, completed); reading puts `data.steps` back.
 * - A plan or a ticked-off step read from the todo list leaves out its source's tool,
 *   `TodoWrite`, which is where such lines come from unless they say otherwise.
 *
 * Both stay lines of the same format, readable by any cortex: an older one reads such a
 * plan with its text and without its steps as data, and merges it like any other line. A
 * line is written this way only when reading it back gives the event it came from (checked
 * each time: `compactLine` returns undefined otherwise), so a step holding `; ` itself or a
 * content cut short is written whole. Pure.
 */

const STATUS_LETTER: Record<string, string> = { in_progress: 'i', pending: 'p', completed: 'c' };
const LETTER_STATUS: Record<string, string> = { i: 'in_progress', p: 'pending', c: 'completed' };
const PLAN_HEAD = /^Plan(?: revised)? \((\d+) steps?\): /;
const TODO_TOOL = 'TodoWrite';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plan or step line from the todo list: structural, and (a plan) with steps and no plan-mode text. */
function isTodoLine(value: Record<string, unknown>): boolean {
  if (!isRecord(value.source) || value.source.layer !== 'structural') return false;
  if (value.type === 'plan_step_completed') return true;
  return (
    value.type === 'plan_created' &&
    isRecord(value.data) &&
    value.data.plan === undefined &&
    (value.data.stepStatus !== undefined || value.data.steps !== undefined)
  );
}

/** Puts back what a line left out (in place, before the line is checked); any other line is left as it is. */
export function restoreLine(value: Record<string, unknown>): void {
  if (isTodoLine(value) && (value.source as Record<string, unknown>).tool === undefined)
    value.source = {
      layer: 'structural',
      tool: TODO_TOOL,
      ...(value.source as Record<string, unknown>),
    };
  const data = value.data;
  if (
    value.type !== 'plan_created' ||
    !isRecord(data) ||
    typeof data.stepStatus !== 'string' ||
    data.steps !== undefined ||
    typeof value.content !== 'string'
  )
    return;
  const head = PLAN_HEAD.exec(value.content);
  if (!head) return;
  const steps = value.content.slice(head[0].length).split('; ');
  const letters = [...data.stepStatus];
  if (
    steps.length !== Number(head[1]) ||
    letters.length !== steps.length ||
    letters.some((letter) => !LETTER_STATUS[letter])
  )
    return;
  const { stepStatus: _status, ...rest } = data;
  value.data = {
    steps: steps.map((content, index) => ({ content, status: LETTER_STATUS[letters[index]!] })),
    ...rest,
  };
}

/**
 * The line's object with what reading rebuilds left out, or undefined when nothing can be
 * (or when leaving it out would not read back the same). `line` is the object the codec
 * is about to write; it is not changed.
 */
export function compactLine(line: Record<string, unknown>): Record<string, unknown> | undefined {
  let short: Record<string, unknown> | undefined;
  const data = line.data;
  if (
    line.type === 'plan_created' &&
    isRecord(data) &&
    Array.isArray(data.steps) &&
    Object.keys(data)[0] === 'steps' &&
    data.stepStatus === undefined
  ) {
    const steps = data.steps as unknown[];
    const letters = steps.map((step) =>
      isRecord(step) && Object.keys(step).join() === 'content,status'
        ? STATUS_LETTER[String(step.status)]
        : undefined,
    );
    if (steps.length > 0 && letters.every(Boolean)) {
      const { steps: _steps, ...rest } = data;
      short = { ...line, data: { stepStatus: letters.join(''), ...rest } };
    }
  }
  if (isTodoLine(line) && isRecord(line.source) && line.source.tool === TODO_TOOL) {
    const { tool: _tool, ...source } = line.source;
    short = { ...(short ?? line), source };
  }
  if (!short) return undefined;
  const back = JSON.parse(JSON.stringify(short)) as Record<string, unknown>;
  restoreLine(back);
  return sameValue(back, line) ? short : undefined;
}

/** Same keys in the same order (data's order is what ids are computed on), same values; a key holding undefined is not written. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => b[key] !== undefined);
  return (
    keys.join('\u0000') === bKeys.join('\u0000') && keys.every((key) => sameValue(a[key], b[key]))
  );
}
