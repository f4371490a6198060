/**
 * `cortex import <file | ->`: appends events from NDJSON. All or nothing: every line is
 * checked first, and one bad line means nothing is written. Events already in the log
 * (same id) are skipped, so importing the same file twice adds nothing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CortexError } from '../../errors.js';
import type { AnyEvent } from '../../events/envelope.js';
import { formatWarning, parseEventText } from '../../events/lines.js';
import { orderEvents } from '../../events/order.js';
import { appendEvents, readEventLog } from '../../events/store.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import { readAll, type Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { headReader } from '../../git/plumbing/repo.js';

const PROBLEMS_LISTED = 10;

async function readInput(ctx: Context, source: string): Promise<{ text: string; name: string }> {
  if (source === '-') return { text: await readAll(ctx.stdin), name: '<stdin>' };
  try {
    return { text: readFileSync(resolve(ctx.cwd, source), 'utf8'), name: source };
  } catch (error) {
    throw new CortexError('CANNOT_READ', `cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const { text, name } = await readInput(ctx, input.positionals[0]!);
  const parsed = parseEventText(text, name);
  if (parsed.warnings.length > 0) {
    const listed = parsed.warnings.slice(0, PROBLEMS_LISTED).map((warning) => `  ${formatWarning(warning)}`);
    if (parsed.warnings.length > PROBLEMS_LISTED) listed.push(`  … and ${parsed.warnings.length - PROBLEMS_LISTED} more`);
    throw new CortexError('BAD_IMPORT', `${parsed.warnings.length} bad line${parsed.warnings.length === 1 ? '' : 's'} in ${name}; nothing was imported:\n${listed.join('\n')}`, {
      hint: 'fix or remove those lines and import again',
    });
  }
  const incoming = orderEvents(parsed.entries.map((entry) => entry.event));
  // Imported text is captured text: redacted (and stripped of control characters) before it is stored.
  const { redactValues } = await import('../../redaction/redactor.js');
  const { customPatternScanner } = await import('../../redaction/custom-patterns.js');
  const redaction = await redactValues(
    incoming.events.map((event) => ({ content: event.content, data: event.data })),
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      library: async (text) => (await import('../../redaction/secretlint.js')).lintSecretRanges(text),
    },
  );
  for (const problem of [redaction.outcome.libraryProblem, ...(redaction.outcome.patternProblems ?? [])]) if (problem) ctx.stderr.write(`warning: ${problem}\n`);
  const cleaned = incoming.events.map((event, index) => ({ ...event, ...redaction.values[index]! }) as AnyEvent);
  // Ids are checked under the append lock, so imports running at once write each event once.
  const result = appendEvents(project.paths, headReader(project.repo), cleaned, {
    writer: 'cli',
    now: ctx.now(),
    entropy: ctx.entropy,
    knownIds: () => new Set(readEventLog(project.paths).events.map((event) => event.id)),
  });
  const fresh = { length: result.appended };
  const skipped = incoming.events.length - fresh.length;
  const details = [skipped > 0 && `${skipped} already present`, incoming.duplicates > 0 && `${incoming.duplicates} repeated in the input`].filter(Boolean);
  ctx.stdout.write(
    `imported ${fresh.length} event${fresh.length === 1 ? '' : 's'}${details.length ? ` (${details.join(', ')})` : ''}${result.file ? ` into ${result.file}` : ''}\n`,
  );
  return 0;
}

export const command: CommandDefinition = {
  name: 'import',
  summary: 'append events from an NDJSON file',
  usage: ['import <file.ndjson>', 'import -   (read from stdin)'],
  description:
    'Append events from NDJSON (one event per line, the format cortex export writes). Every line\n' +
    'is validated first; if any is bad, nothing is imported. Events already present are skipped.',
  options: {},
  positionals: { min: 1, max: 1 },
  examples: ['cortex export > memory.ndjson && cortex import memory.ndjson', 'other-tool --events | cortex import -'],
  run,
};
