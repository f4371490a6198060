/**
 * How a command is declared, parsed and explained. Parsing uses node's own
 * `util.parseArgs`: no argument-parsing library to load on every run.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../errors.js';
import type { Context } from './context.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** Placeholder shown in help, e.g. `<n>`. */
  value?: string;
  /** Shown as `--[no-]name`: a boolean whose negation means something (e.g. `--no-color`). */
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

const HELP_OPTION: OptionSpec = { type: 'boolean', short: 'h', description: 'show this help' };

/** Parses `argv` for `command`; throws UsageError with the fix on any mistake. */
export function parseCommandArgs(command: CommandDefinition, argv: string[]): ParsedInput & { help: boolean } {
  const options = { ...command.options, help: HELP_OPTION };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(
        Object.entries(options).map(([name, spec]) => [
          name,
          { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.multiple ? { multiple: true } : {}) },
        ]),
      ),
      allowPositionals: true,
      allowNegative: true,
      strict: true,
    });
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    throw new UsageError(`${command.name}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, `see 'cortex ${command.name} --help'`);
  }
  const help = parsed.values.help === true;
  if (!help) {
    const count = parsed.positionals.length;
    const { min, max } = command.positionals;
    if (count < min) throw new UsageError(`${command.name}: missing argument`, `usage: cortex ${command.usage[0]}`);
    if (count > max) {
      throw new UsageError(`${command.name}: unexpected argument '${parsed.positionals[max]}'`, `usage: cortex ${command.usage[0]}`);
    }
  }
  return { options: parsed.values as ParsedInput['options'], positionals: parsed.positionals, help };
}

/** The text of `cortex <command> --help`. */
export function formatCommandHelp(command: CommandDefinition): string {
  const lines = command.usage.map((usage, index) => `${index === 0 ? 'usage: ' : '   or: '}cortex ${usage}`);
  lines.push('', command.description ?? command.summary);
  const entries = Object.entries({ ...command.options, help: HELP_OPTION }).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : '    '}--${spec.negatable ? '[no-]' : ''}${name}${spec.value ? ` ${spec.value}` : ''}`;
    return [flag, spec.description] as const;
  });
  const width = Math.max(...entries.map(([flag]) => flag.length));
  lines.push('', 'Options:');
  for (const [flag, description] of entries) lines.push(`  ${flag.padEnd(width)}  ${description}`);
  if (command.examples?.length) lines.push('', 'Examples:', ...command.examples.map((example) => `  ${example}`));
  return lines.join('\n') + '\n';
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
export function optionCount(value: ParsedInput['options'][string], name: string): number | undefined {
  const text = optionString(value);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} expects a whole number, got '${text}'`);
  return Number(text);
}
