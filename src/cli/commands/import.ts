/**
 * `cortex import <file | ->`: appends events from NDJSON. All or nothing: every line is
 * checked first, and one bad line means nothing is written. Events already in the log
 * (same id) are skipped, so importing the same file twice adds nothing.
 *
 * A large import is streamed: the input file is checked a piece at a time, only each event's sort
 * key and place in the input are held (a file's lines are read again from it, a batch at a
 * time; standard input is kept as bytes), the log is scanned for ids alone, then only for
 * what was appended since, and the events are appended in log order in small batches; the
 * projections are regenerated once everything the import held is let go.
 */
import { formatWarning } from '../../memory/words.js';
import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CortexError } from '../../errors.js';
import type { AnyEvent } from '../../events/envelope.js';
import { parseEventLine } from '../../events/codec.js';
import { readBytesAt } from '../../events/append-only-file.js';
import { scanEventBytes, type LocatedLine, type LogWarning } from '../../events/lines.js';
import { scanEventFile } from '../../events/scan-file.js';
import { sortKey } from '../../events/order.js';
import { appendEvents, listEventFiles } from '../../events/store.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import { readAll, type Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import type { Project } from '../../project.js';
import type { ProjectPaths } from '../../events/paths.js';
import { headReader } from '../../git/plumbing/repo.js';
import { regenerateAfterAppend } from '../../memory/append.js';
import { JSON_WRITE_OPTION, printWriteReport, wantsJson } from '../write-report.js';
import { affectsCommittedProjections } from '../../projections/affects.js';
import { formatCount, startProgress } from '../progress.js';

const PROBLEMS_LISTED = 10;
/**
 * Events parsed, redacted and appended at a time. Small enough that a batch's objects die
 * young: with 2,000 they outlived the redaction's awaits, were promoted, and the heap grew
 * by their garbage (100,000 events: 269 MiB peak before the projections, 193 MiB with 250,
 * and 3.9 s instead of 7.5 s).
 */
const APPEND_BATCH = 250;

/** Standard input's bytes (a pipe is read once, so it is held). */
async function readStdin(ctx: Context): Promise<Buffer> {
  return Buffer.from(await readAll(ctx.stdin), 'utf8');
}

/** Opens the input file, or says why it cannot be read. */
function openInput(ctx: Context, source: string): number {
  try {
    return openSync(resolve(ctx.cwd, source), 'r');
  } catch (error) {
    throw new CortexError(
      'CANNOT_READ',
      `cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** What an import appended, once the input and the log's ids it held are let go. */
interface Imported {
  appended: number;
  /** Events in the input that the log already had. */
  present: number;
  repeated: number;
  /** Every event appended, for --json only (an import of 100,000 events does not hold them otherwise). */
  fresh: AnyEvent[];
  /** Whether any appended event changes the committed projections. */
  affectsProjections: boolean;
  problems: Set<string>;
}

/**
 * The ids of the log's events, read whole the first time, then only what any writer (another
 * import running at once included) appended to a file since: the file's new bytes alone.
 */
function logIdReader(paths: ProjectPaths): () => Set<string> {
  const known = new Set<string>();
  const scanned = new Map<string, number>();
  return () => {
    for (const absolute of listEventFiles(paths)) {
      const size = statSync(absolute).size;
      const before = scanned.get(absolute) ?? 0;
      // A file shorter than what was read was rewritten (a pack): read it again from its start.
      const done = before <= size ? before : 0;
      if (size === done) continue;
      const fd = openSync(absolute, 'r');
      let bytes: Buffer;
      try {
        bytes = readBytesAt(fd, done, size - done);
      } finally {
        closeSync(fd);
      }
      scanEventBytes(bytes, absolute, ({ event }) => known.add(event.id));
      scanned.set(absolute, done + bytes.length);
    }
    return known;
  };
}

/** Checks the whole input, then appends what the log lacks in log order, in batches. */
async function importEvents(ctx: Context, input: ParsedInput, project: Project): Promise<Imported> {
  const source = input.positionals[0]!;
  const name = source === '-' ? '<stdin>' : source;
  // A file is scanned a piece at a time and its lines read again where they lie, a batch at a time: its bytes are
  // never held (100,000 events are about 70 MB). Standard input is held as bytes.
  let inputFile = source === '-' ? undefined : openInput(ctx, source);
  let bytes: Buffer | undefined;
  if (inputFile === undefined) {
    bytes = await readStdin(ctx);
  } else if (!fstatSync(inputFile).isFile()) {
    // A pipe or a device named as a file (`<(…)`, /dev/stdin) cannot be read twice: held, as standard input is.
    try {
      bytes = readFileSync(inputFile);
    } catch (error) {
      throw new CortexError(
        'CANNOT_READ',
        `cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    } finally {
      closeSync(inputFile);
      inputFile = undefined;
    }
  }
  try {
    // Each distinct event's place in the input and its (ts, id) key; a repeated id keeps its first line.
    const incoming = new Map<string, { key: string; start: number; end: number }>();
    let repeated = 0;
    const visit = ({ event, start, end }: LocatedLine): void => {
      if (incoming.has(event.id)) repeated++;
      else incoming.set(event.id, { key: sortKey(event), start, end });
    };
    const warnings = bytes
      ? scanEventBytes(bytes, name, visit)
      : scanInputFile(inputFile!, name, visit);
    if (warnings.length > 0) {
      const listed = warnings
        .slice(0, PROBLEMS_LISTED)
        .map((warning) => `  ${formatWarning(warning)}`);
      if (warnings.length > PROBLEMS_LISTED)
        listed.push(`  … and ${warnings.length - PROBLEMS_LISTED} more`);
      throw new CortexError(
        'BAD_IMPORT',
        `${warnings.length} bad line${warnings.length === 1 ? '' : 's'} in ${name}; nothing was imported:\n${listed.join('\n')}`,
        {
          hint: 'fix or remove those lines and import again',
        },
      );
    }
    const ordered = [...incoming.values()].sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
    );
    incoming.clear();
    return await appendInOrder(ctx, input, project, {
      name,
      ordered,
      repeated,
      ...(bytes ? { bytes } : { inputFile: inputFile! }),
    });
  } finally {
    if (inputFile !== undefined) closeSync(inputFile);
  }
}

/** The input file's events, scanned a piece at a time; a read that fails says so as an error, not a warning. */
function scanInputFile(
  fd: number,
  name: string,
  visit: (entry: LocatedLine) => void,
): LogWarning[] {
  try {
    return scanEventFile(fd, name, visit).warnings;
  } catch (error) {
    throw new CortexError(
      'CANNOT_READ',
      `cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** Appends the checked input's events the log lacks, in log order, a batch at a time. */
async function appendInOrder(
  ctx: Context,
  input: ParsedInput,
  project: Project,
  checked: {
    name: string;
    ordered: readonly { key: string; start: number; end: number }[];
    repeated: number;
    bytes?: Buffer;
    inputFile?: number;
  },
): Promise<Imported> {
  const { name, ordered, repeated, bytes, inputFile } = checked;
  const changed = () =>
    new CortexError('CANNOT_READ', `${name} changed while it was imported`, {
      hint: 'import it again once nothing writes to it; the events already imported are skipped',
    });
  const eventAt = (entry: { key: string; start: number; end: number }): AnyEvent => {
    if (bytes) return parseEventLine(bytes.toString('utf8', entry.start, entry.end));
    const line = readBytesAt(inputFile!, entry.start, entry.end - entry.start);
    if (line.length !== entry.end - entry.start) throw changed();
    let event: AnyEvent;
    try {
      event = parseEventLine(line.toString('utf8'));
    } catch {
      throw changed();
    }
    // The line checked first, or the file was rewritten under the import.
    if (sortKey(event) !== entry.key) throw changed();
    return event;
  };
  // Imported text is captured text: redacted (and stripped of control characters) before it is stored.
  const { redactValues } = await import('../../redaction/redactor.js');
  const { customPatternScanner } = await import('../../redaction/custom-patterns.js');
  const custom = customPatternScanner(project.paths, project.config.redaction.patterns);
  const problems = new Set<string>();
  // Checked under the append lock before each batch, so each event is written once.
  const knownIds = logIdReader(project.paths);
  const json = wantsJson(input);
  const progress = startProgress(ctx, { enabled: !json });
  const fresh: AnyEvent[] = [];
  let affectsProjections = false;
  let appended = 0;
  for (let from = 0; from < ordered.length; from += APPEND_BATCH) {
    progress.update(`importing ${formatCount(from, ordered.length)} events`);
    const batch = ordered.slice(from, from + APPEND_BATCH).map(eventAt);
    const redaction = await redactValues(
      batch.map((event) => ({ content: event.content, data: event.data })),
      {
        custom,
        library: async (text) =>
          (await import('../../redaction/secretlint.js')).lintSecretRanges(text),
      },
    );
    for (const problem of [
      redaction.outcome.libraryProblem,
      ...(redaction.outcome.patternProblems ?? []),
    ])
      if (problem) problems.add(problem);
    const cleaned = batch.map(
      (event, index) => ({ ...event, ...redaction.values[index]! }) as AnyEvent,
    );
    const logIds = knownIds();
    const candidates = cleaned.filter((event) => !logIds.has(event.id));
    const result = appendEvents(project.paths, headReader(project.repo), cleaned, {
      writer: 'cli',
      now: ctx.now(),
      entropy: ctx.entropy,
      knownIds,
    });
    appended += result.appended;
    const written = candidates.slice(0, result.appended);
    if (json) fresh.push(...written);
    affectsProjections ||= affectsCommittedProjections(written);
  }
  progress.update(`importing ${formatCount(ordered.length, ordered.length)} events`, true);
  progress.done();
  return {
    appended,
    present: ordered.length - appended,
    repeated,
    fresh,
    affectsProjections,
    problems,
  };
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  // The input's bytes and the log's ids are let go here, before the projections read the whole log.
  const { appended, present, repeated, fresh, affectsProjections, problems } = await importEvents(
    ctx,
    input,
    project,
  );
  for (const problem of problems) ctx.stderr.write(`warning: ${problem}\n`);
  const progress = startProgress(ctx, { enabled: !wantsJson(input) });
  if (affectsProjections) progress.update('updating the projections', true);
  const outcome = affectsProjections
    ? await regenerateAfterAppend(project, undefined, { wholeLog: true })
    : { projections: [] };
  progress.done();
  const details = [
    present > 0 && `${present} already present`,
    repeated > 0 && `${repeated} repeated in the input`,
  ].filter(Boolean);
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
  examples: [
    'cortex export > memory.ndjson && cortex import memory.ndjson',
    'other-tool --events | cortex import -',
  ],
  run,
};
