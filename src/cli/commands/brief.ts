/**
 * `cortex brief`: prints the start-of-session briefing for the current branch, or with
 * `--task` a context frame for one task. `--stats` adds the tokens of each section,
 * counted with a real tokenizer (cl100k), on stderr.
 */
import { BRIEFING_BUDGET_RANGE, frameTask, readBriefing } from '../../memory/brief.js';
import { UsageError } from '../../errors.js';
import { reinforce } from '../../memory/search.js';
import { optionCount, optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { reportReadWarnings } from '../warnings.js';

/** A task frame's tokens unless --budget says otherwise (the first prompt's frame is about as large). */
const TASK_FRAME_BUDGET = 1500;

interface SectionStats {
  name: string;
  tokens: number;
  items: number;
}

/** Counts tokens with gpt-tokenizer's cl100k_base: loaded only for --stats (it takes ~90 ms). */
async function realTokenCounter(): Promise<(text: string) => number> {
  const { countTokens } = await import('gpt-tokenizer/encoding/cl100k_base');
  return (text) => countTokens(text);
}

async function writeStats(
  ctx: Context,
  text: string,
  sections: readonly SectionStats[],
  budget: number,
  estimated: number,
): Promise<void> {
  const count = await realTokenCounter();
  const total = count(text);
  const width = Math.max(...sections.map((section) => section.name.length), 'total'.length);
  const lines = [`${'section'.padEnd(width)}  tokens  items`];
  for (const section of sections)
    lines.push(
      `${section.name.padEnd(width)}  ${String(section.tokens).padStart(6)}  ${String(section.items).padStart(5)}`,
    );
  lines.push(`${'total'.padEnd(width)}  ${String(total).padStart(6)}`);
  lines.push(
    `budget ${budget} tokens; ${total} counted with cl100k_base (estimated ${estimated}); ${text.length} characters`,
  );
  ctx.stderr.write(lines.join('\n') + '\n');
}

function writeJson(ctx: Context, value: unknown): void {
  ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const budget = optionCount(input.options.budget, 'budget');
  if (
    budget !== undefined &&
    (budget < BRIEFING_BUDGET_RANGE[0] || budget > BRIEFING_BUDGET_RANGE[1])
  ) {
    throw new UsageError(
      `--budget must be between ${BRIEFING_BUDGET_RANGE[0]} and ${BRIEFING_BUDGET_RANGE[1]} tokens, got ${budget}`,
    );
  }
  const task = optionString(input.options.task);
  if (task !== undefined && task.trim() === '')
    throw new UsageError(
      '--task needs a description of the task',
      'e.g. cortex brief --task "add token refresh"',
    );
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const now = ctx.now();

  if (task === undefined) {
    // The briefing reads what a session start reads.
    const briefing = readBriefing(
      project,
      { now, ...(budget !== undefined ? { budget } : {}) },
      (warnings) => reportReadWarnings(ctx, warnings),
    );
    if (input.options.json === true) {
      writeJson(ctx, {
        kind: 'briefing',
        text: briefing.text,
        budget: briefing.budget,
        tokens: briefing.tokens,
        sections: briefing.sections,
      });
      return 0;
    }
    ctx.stdout.write(briefing.text);
    if (input.options.stats === true)
      await writeStats(ctx, briefing.text, briefing.sections, briefing.budget, briefing.tokens);
    return 0;
  }

  // A task's frame reads the whole log.
  const frame = frameTask(project, { task, now, budget: budget ?? TASK_FRAME_BUDGET }, (warnings) =>
    reportReadWarnings(ctx, warnings),
  );
  if (input.options.json === true)
    writeJson(ctx, {
      kind: 'task-frame',
      task,
      text: frame.text,
      budget: frame.budget,
      tokens: frame.tokens,
      sections: frame.sections,
      memories: frame.memoryIds,
    });
  else ctx.stdout.write(frame.text);
  // Retrieval for a task is an access: it reinforces what proved relevant.
  reinforce(project, frame.memoryIds, now, (message) =>
    ctx.stderr.write(`warning: could not record that these memories were used: ${message}\n`),
  );
  if (input.options.json === true) return 0;
  if (input.options.stats === true)
    await writeStats(ctx, frame.text, frame.sections, frame.budget, frame.tokens);
  return 0;
}

export const command: CommandDefinition = {
  name: 'brief',
  summary: 'print the session briefing, or a context frame for a task',
  usage: [
    'brief [--budget <tokens>] [--stats] [--json]',
    'brief --task "<text>" [--budget <tokens>] [--stats] [--json]',
  ],
  description:
    'Print the start-of-session briefing for the current branch: the same text the session-start\n' +
    'hook gives Claude Code and writes to .claude/rules/cortex-briefing.md. With --task, print a context\n' +
    'frame for that task instead: the task, the memories that bear on it, past learnings, where work\n' +
    'stands, and instructions last. Memories placed in a task frame count as accessed (reinforced).\n' +
    'Both leave out memories, corrections and activity from authors briefing.trustedAuthors does not\n' +
    'trust (by default, anyone with no commit on the default branch), and say how many.',
  options: {
    task: { type: 'string', value: '<text>', description: 'build a context frame for this task' },
    budget: {
      type: 'string',
      value: '<tokens>',
      description: `token budget (default: briefing.budget in .cortex/config.json, 600; a task frame ${TASK_FRAME_BUDGET})`,
    },
    stats: { type: 'boolean', description: 'also print tokens per section (cl100k) on stderr' },
    json: {
      type: 'boolean',
      description:
        "one JSON object: the text, its budget and estimated tokens, its sections (and a frame's memory ids)",
    },
  },
  positionals: { min: 0, max: 0 },
  examples: [
    'cortex brief',
    'cortex brief --stats',
    'cortex brief --task "add token refresh to the OAuth settings page"',
  ],
  run,
};
