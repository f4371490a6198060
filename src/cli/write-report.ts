/**
 * What a command that changes memory says when it is done: its own line, then the
 * committed projections it brought up to date (they go into the same commit as the
 * events); with --json, one object with the events written and those files instead.
 */
import type { AnyEvent } from '../events/envelope.js';
import type { ProjectionOutcome } from '../memory/append.js';
import type { OptionSpec, ParsedInput } from './command.js';
import type { Context } from './context.js';

/** The --json option of every command that changes memory. */
export const JSON_WRITE_OPTION: OptionSpec = {
  type: 'boolean',
  description: 'print what was written as one JSON object',
};

/** Whether the command was asked for JSON (its other output then goes to stderr). */
export function wantsJson(input: ParsedInput): boolean {
  return input.options.json === true;
}

export interface WriteReport extends ProjectionOutcome {
  /** What the command did, one word: remembered, forgot, superseded, pinned, unpinned, edited, imported. */
  action: string;
  events: readonly AnyEvent[];
  /** The command's own line(s) for people. */
  text: string;
  /** Extra fields for the JSON form. */
  extra?: Record<string, unknown>;
}

/** Decision records named one by one at most; past it they are counted (an import can update thousands). */
const RECORDS_NAMED = 3;

/** The files brought up to date, for people: every file, or the decision records counted when there are many. */
export function describeUpdated(paths: readonly string[]): string {
  const records = paths.filter((path) => path.startsWith('.cortex/decisions/'));
  if (records.length <= RECORDS_NAMED) return paths.join(', ');
  const others = paths.filter((path) => !path.startsWith('.cortex/decisions/'));
  return [
    ...others,
    `${records.length.toLocaleString('en-US')} decision records in .cortex/decisions/`,
  ].join(', ');
}

/** Prints the report as text or JSON; returns the exit code (0). */
export function printWriteReport(ctx: Context, input: ParsedInput, report: WriteReport): number {
  if (wantsJson(input)) {
    const body = {
      action: report.action,
      events: report.events,
      ...report.extra,
      projections: report.projections,
      ...(report.projectionError ? { projectionError: report.projectionError } : {}),
    };
    ctx.stdout.write(JSON.stringify(body) + '\n');
  } else {
    ctx.stdout.write(report.text.endsWith('\n') ? report.text : `${report.text}\n`);
    if (report.projections.length)
      ctx.stdout.write(
        `updated ${describeUpdated(report.projections)}: commit ${report.projections.length === 1 ? 'it' : 'them'} with .cortex/events/\n`,
      );
  }
  if (report.projectionError)
    ctx.stderr.write(
      `warning: ${report.projectionError}; run 'cortex project' to bring them up to date\n`,
    );
  return 0;
}
