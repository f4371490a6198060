/**
 * How a command is declared: its options, positional arguments, usage and help text, all
 * in one definition that the command-line parser (parser.ts, on yargs) reads.
 */
import { UsageError } from '../errors.js';
import type { Context } from './context.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** Placeholder shown in help, e.g. `<n>`. */
  value?: string;
  /** A boolean whose `--no-` form means something (e.g. `--no-color`): said in `--help`, offered by completion. */
  negatable?: boolean;
  description: string;
}

export interface ParsedInput {
  options: Record<string, string | boolean | string[] | boolean[] | undefined>;
  positionals: string[];
}

export interface CommandDefinition {
  name: string;
  summary: string;
  /** Usage lines, without the leading `cortex `. */
  usage: string[];
  description?: string;
  options: Record<string, OptionSpec>;
  /** How many positional arguments the command takes. */
  positionals: { min: number; max: number };
  examples?: string[];
  run(input: ParsedInput, ctx: Context): Promise<number> | number;
}

/**
 * The input of a command given nothing but positional arguments, within its count, when it
 * takes no options: how git and Claude Code call the commands they run. Anything else
 * (an option, `--help`, a wrong count) is for the full parser to read and explain.
 */
export function plainInput(
  command: CommandDefinition,
  args: readonly string[],
): ParsedInput | undefined {
  if (Object.keys(command.options).length > 0) return undefined;
  if (args.some((arg) => arg.startsWith('-'))) return undefined;
  if (args.length < command.positionals.min || args.length > command.positionals.max)
    return undefined;
  return { options: {}, positionals: [...args] };
}

/** Reads an option that may be given once or several times as a list. */
export function optionList(value: ParsedInput['options'][string]): string[] {
  if (value === undefined || typeof value === 'boolean') return [];
  if (Array.isArray(value)) return value.map(String);
  return [value];
}

/** Reads a single string option. */
export function optionString(value: ParsedInput['options'][string]): string | undefined {
  if (Array.isArray(value)) return value.length ? String(value[value.length - 1]) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Reads a positive integer option, or throws a UsageError naming it. */
export function optionCount(
  value: ParsedInput['options'][string],
  name: string,
): number | undefined {
  const text = optionString(value);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} expects a whole number, got '${text}'`);
  return Number(text);
}
