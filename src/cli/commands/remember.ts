/**
 * `cortex remember "<text>"`: records a memory by hand, as a decision, a rejected
 * approach, something learned, a plan step, a preference or a gotcha.
 */
import { MEMORY_KINDS, MEMORY_KIND_NAMES, shortId } from '../../memory/words.js';
import { UsageError } from '../../errors.js';
import type { MemoryKind } from '../../memory/words.js';
import { optionList, optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import { readAll, type Context } from '../context.js';
import { openProject, toRepoPath } from '../../memory/open.js';
import { remember } from '../../memory/remember.js';
import { JSON_WRITE_OPTION, printWriteReport } from '../write-report.js';

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const kindName = optionString(input.options.type) ?? 'learned';
  if (!Object.hasOwn(MEMORY_KINDS, kindName)) {
    throw new UsageError(
      `remember: unknown --type '${kindName}'`,
      `use one of: ${MEMORY_KIND_NAMES.join(', ')}`,
    );
  }
  const text =
    input.positionals.length === 1 && input.positionals[0] === '-'
      ? await readAll(ctx.stdin)
      : input.positionals.join(' ');
  const content = text.trim();
  if (content === '')
    throw new UsageError('remember: the memory is empty', 'usage: cortex remember "<text>"');

  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const written = await remember(
    project,
    ctx,
    { face: 'cli', tool: 'cortex remember' },
    {
      content,
      kind: kindName as MemoryKind,
      tags: optionList(input.options.tag),
      reason: optionString(input.options.reason),
      files: optionList(input.options.file).map((file) => toRepoPath(project, ctx, file)),
      pin: input.options.pin === true,
    },
  );
  const memory = written.events[0]!;
  const branch = memory.branch ? ` (${memory.branch})` : '';
  return printWriteReport(ctx, input, {
    ...written,
    action: 'remembered',
    text: `[${shortId(memory.id)}${branch}] ${memory.type}${input.options.pin === true ? ', pinned' : ''}: ${content.split('\n', 1)[0]}`,
  });
}

export const command: CommandDefinition = {
  name: 'remember',
  summary: 'record a memory by hand',
  usage: [
    'remember [--type <kind>] [--tag <tag>]... [--pin] "<text>"',
    'remember [<options>] -   (read the text from stdin)',
  ],
  description:
    'Record a memory by hand. It is appended to the event log like captured memories, so it is\n' +
    'committed, merged and shared the same way.',
  options: {
    type: {
      type: 'string',
      short: 't',
      value: '<kind>',
      description: `what it is: ${MEMORY_KIND_NAMES.join(', ')} (default learned)`,
    },
    tag: {
      type: 'string',
      multiple: true,
      value: '<tag>',
      description: 'a tag such as architecture or testing (repeatable)',
    },
    reason: {
      type: 'string',
      value: '<why>',
      description: 'the reason behind a decision or rejection',
    },
    file: {
      type: 'string',
      multiple: true,
      value: '<path>',
      description: 'a file this memory is about (repeatable)',
    },
    pin: { type: 'boolean', description: 'keep it in every briefing, however old' },
    json: JSON_WRITE_OPTION,
  },
  positionals: { min: 1, max: Infinity },
  examples: [
    'cortex remember --type decision "Use MiniSearch for full-text search" --reason "pure JS, incremental adds"',
    'cortex remember --type gotcha "The test DB must be reset with npm run db:reset before e2e tests"',
  ],
  run,
};
