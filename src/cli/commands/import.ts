/**
 * `cortex import <file | ->`: appends events from NDJSON. All or nothing: every line is
 * checked first, and one bad line means nothing is written. Events already in the log
 * (same id) are skipped, so importing the same file twice adds nothing.
 *
 * A large import is streamed: the input is kept as bytes and read a line at a time, only
 * each event's sort key and place in the input are held, the log is scanned for ids alone,
 * and the events are appended in log order in batches, so importing 100,000 events needs
 * about the input's size in memory rather than every event as an object twice over.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CortexError } from '../../errors.js';
import type { AnyEvent } from '../../events/envelope.js';
import { parseEventLine } from '../../events/codec.js';
import { formatWarning, scanEventBytes } from '../../events/lines.js';
import { sortKey } from '../../events/order.js';
import { appendEvents, listEventFiles } from '../../events/store.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import { readAll, type Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { headReader } from '../../git/plumbing/repo.js';
import { projectAfterAppend } from '../../memory/append.js';
import { JSON_WRITE_OPTION, printWriteReport, wantsJson } from '../write-report.js';
import { affectsCommittedProjections } from '../../projections/affects.js';
import { formatCount, startProgress } from '../progress.js';

const PROBLEMS_LISTED = 10;
/** Events parsed and appended at a time. */
const APPEND_BATCH = 2000;

async function readInput(ctx: Context, source: string): Promise<{ bytes: Buffer; name: string }> {
  if (source === '-') return { bytes: Buffer.from(await readAll(ctx.stdin), 'utf8'), name: '<stdin>' };
  try {
    return { bytes: readFileSync(resolve(ctx.cwd, source)), name: source };
  } catch (error) {
    throw new CortexError('CANNOT_READ', `cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const { bytes, name } = await readInput(ctx, input.positionals[0]!);
  // Each distinct event's place in the input and its (ts, id) key; a repeated id keeps its first line.
  const incoming = new Map<string, { key: string; start: number; end: number }>();
  let repeated = 0;
  const warnings = scanEventBytes(bytes, name, ({ event, start, end }) => {
    if (incoming.has(event.id)) repeated++;
    else incoming.set(event.id, { key: sortKey(event), start, end });
  });
  if (warnings.length > 0) {
    const listed = warnings.slice(0, PROBLEMS_LISTED).map((warning) => `  ${formatWarning(warning)}`);
    if (warnings.length > PROBLEMS_LISTED) listed.push(`  … and ${warnings.length - PROBLEMS_LISTED} more`);
    throw new CortexError('BAD_IMPORT', `${warnings.length} bad line${warnings.length === 1 ? '' : 's'} in ${name}; nothing was imported:\n${listed.join('\n')}`, {
      hint: 'fix or remove those lines and import again',
    });
  }
  const ordered = [...incoming.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  incoming.clear();
  // Imported text is captured text: redacted (and stripped of control characters) before it is stored.
  const { redactValues } = await import('../../redaction/redactor.js');
  const { customPatternScanner } = await import('../../redaction/custom-patterns.js');
  const custom = customPatternScanner(project.paths, project.config.redaction.patterns);
  const problems = new Set<string>();
  // The log's ids, checked under the append lock before each batch: read whole the first time, then only what
  // any writer (another import running at once included) appended since, so each event is written once.
  const known = new Set<string>();
  const scanned = new Map<string, number>();
  const knownIds = () => {
    for (const absolute of listEventFiles(project.paths)) {
      const size = statSync(absolute).size;
      const done = (scanned.get(absolute) ?? 0) <= size ? (scanned.get(absolute) ?? 0) : 0;
      if (size === done) continue;
      const bytes = readFileSync(absolute);
      scanEventBytes(bytes.subarray(done), absolute, ({ event }) => known.add(event.id));
      scanned.set(absolute, bytes.length);
    }
    return known;
  };
  const json = wantsJson(input);
  const progress = startProgress(ctx, { enabled: !json });
  // What was appended: every event for --json; otherwise only those that change the committed projections.
  const fresh: AnyEvent[] = [];
  let appended = 0;
  for (let from = 0; from < ordered.length; from += APPEND_BATCH) {
    progress.update(`importing ${formatCount(from, ordered.length)} events`);
    const batch = ordered.slice(from, from + APPEND_BATCH).map((entry) => parseEventLine(bytes.toString('utf8', entry.start, entry.end)));
    const redaction = await redactValues(
      batch.map((event) => ({ content: event.content, data: event.data })),
      { custom, library: async (text) => (await import('../../redaction/secretlint.js')).lintSecretRanges(text) },
    );
    for (const problem of [redaction.outcome.libraryProblem, ...(redaction.outcome.patternProblems ?? [])]) if (problem) problems.add(problem);
    const cleaned = batch.map((event, index) => ({ ...event, ...redaction.values[index]! }) as AnyEvent);
    const logIds = knownIds();
    const candidates = cleaned.filter((event) => !logIds.has(event.id));
    // Ids are checked under the append lock, so imports running at once write each event once.
    const result = appendEvents(project.paths, headReader(project.repo), cleaned, { writer: 'cli', now: ctx.now(), entropy: ctx.entropy, knownIds });
    appended += result.appended;
    for (const event of candidates.slice(0, result.appended)) if (json || affectsCommittedProjections([event])) fresh.push(event);
  }
  progress.update(`importing ${formatCount(ordered.length, ordered.length)} events`, true);
  for (const problem of problems) ctx.stderr.write(`warning: ${problem}\n`);
  if (appended > 0) progress.update('updating the projections', true);
  const outcome = appended > 0 ? await projectAfterAppend(project, fresh) : { projections: [] };
  progress.done();
  const present = ordered.length - appended;
  const details = [present > 0 && `${present} already present`, repeated > 0 && `${repeated} repeated in the input`].filter(Boolean);
  return printWriteReport(ctx, input, {
    ...outcome,
    action: 'imported',
    events: fresh,
    extra: { skipped: present, repeated },
    text: `imported ${appended} event${appended === 1 ? '' : 's'}${details.length ? ` (${details.join(', ')})` : ''}`,
  });
}

export const command: CommandDefinition = {
  name: 'import',
  summary: 'append events from an NDJSON file',
  usage: ['import <file.ndjson>', 'import -   (read from stdin)'],
  description:
    'Append events from NDJSON (one event per line, the format cortex export writes). Every line\n' +
    'is validated first; if any is bad, nothing is imported. Events already present are skipped.',
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: 1 },
  examples: ['cortex export > memory.ndjson && cortex import memory.ndjson', 'other-tool --events | cortex import -'],
  run,
};
