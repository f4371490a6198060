/**
 * The command line a person types, through yargs: each command's one definition
 * (CommandDefinition) becomes its yargs options, so strict checking with suggestions,
 * `--help` and shell completion all come from it. Only the command being run (or
 * completed) has its module loaded; the others are known by name and summary.
 *
 * Loaded only here, and only for a person's command line: main.ts answers the commands git
 * and Claude Code run (hook, merge-driver, git-hook, mcp) without it.
 */
import yargs, { type Argv, type FallbackCompletionFunction } from 'yargs';
import { UsageError } from '../errors.js';
import type { CommandDefinition, OptionSpec, ParsedInput } from './command.js';

/** What a command line asks for: a command to run, or text to print (help, a completion script, completions). */
export type CommandLine = { kind: 'run'; input: ParsedInput } | { kind: 'print'; text: string };

export interface ParserSetup {
  /** Every command, by name, with its one-line summary for `cortex --help`. */
  commands: Readonly<Record<string, { summary: string }>>;
  /** The definition of the command named on the line, loaded by the caller; none for an unknown one. */
  command?: CommandDefinition;
}

const COMPLETION_SUMMARY =
  "print a shell completion script (bash, zsh or fish; $SHELL's unless named)";

/** The shells `cortex completion <shell>` has a script for. */
const COMPLETION_SHELLS = ['bash', 'zsh', 'fish'];

/** `cortex completion --help` (yargs' completion command has no help of its own: it would print the script). */
const COMPLETION_HELP = [
  'usage: cortex completion [bash|zsh|fish]',
  '',
  "Print the shell completion script for the commands and each command's options, for the shell named",
  "or else for $SHELL (zsh's and fish's with descriptions). The script asks the cortex on your PATH for",
  'completions, so it serves an install where `cortex` is a command (global, or on PATH).',
  '',
  'Examples:',
  '  eval "$(cortex completion bash)"    # in ~/.bashrc; in ~/.zshrc after compinit, with zsh',
  '  cortex completion fish > ~/.config/fish/completions/cortex.fish',
  '',
].join('\n');

const GENERAL_USAGE =
  'usage: cortex <command> [<options>]\n\nMemory for AI coding assistants, kept in your git repository.';

/** yargs' suggestion in cortex's words: it becomes the hint; its other messages are reworded in usageError. */
const STRINGS = { 'Did you mean %s?': "did you mean 'cortex %s'?" };

/**
 * Values stay the strings typed ('007' is an id prefix, not 7); option names stay as
 * defined (no camelCase copies); an option given twice keeps its last value unless it is
 * repeatable, and a repeatable one takes one value each time (`--tag a text` leaves `text`).
 */
const PARSER_CONFIGURATION = {
  'camel-case-expansion': false,
  'dot-notation': false,
  'parse-numbers': false,
  'parse-positional-numbers': false,
  'greedy-arrays': false,
  'strip-aliased': true,
} as const;

/** The usage lines and description at the top of `cortex <command> --help`. */
function commandUsage(command: CommandDefinition): string {
  const lines = command.usage.map(
    (usage, index) => `${index === 0 ? 'usage: ' : '   or: '}cortex ${usage}`,
  );
  return `${lines.join('\n')}\n\n${command.description ?? command.summary}`;
}

/** An option's line in `--help`: its value placeholder first, and how to negate it when that means something. */
function optionDescription(name: string, spec: OptionSpec): string {
  const negation =
    spec.negatable && !spec.description.includes(`--no-${name}`)
      ? `; --no-${name} turns it off`
      : '';
  return `${spec.value ? `${spec.value}  ` : ''}${spec.description}${negation}`;
}

/** Gives yargs one command's options, usage and examples, from its definition. */
function defineCommand(builder: Argv, command: CommandDefinition): Argv {
  let argv = builder.usage(commandUsage(command)).strictCommands(false);
  for (const [name, spec] of Object.entries(command.options)) {
    argv = argv.option(name, {
      type: spec.type,
      describe: optionDescription(name, spec),
      ...(spec.short ? { alias: spec.short } : {}),
      ...(spec.multiple ? { array: true } : {}),
      ...(spec.type === 'string' ? { requiresArg: true } : {}),
    });
  }
  for (const example of command.examples ?? []) argv = argv.example(example, '');
  return argv;
}

/**
 * Completion as yargs proposes it, and the `--no-` form of every negatable option (yargs
 * offers it only for options that default to true). A short option typed after `--` is
 * proposed by yargs as `--n`, which no one means: dropped.
 */
function completeNegations(
  command: CommandDefinition | undefined,
  completions: string[],
): string[] {
  const result: string[] = [];
  for (const completion of completions) {
    if (/^--[^-:](:|$)/.test(completion)) continue;
    result.push(completion);
    const name = /^--([^:]+)/.exec(completion)?.[1];
    if (name !== undefined && command?.options[name]?.negatable)
      result.push(`--no-${completion.slice(2)}`);
  }
  return result;
}

/** yargs' `usageConfiguration` (since 17.7), which @types/yargs does not declare yet. */
type WithUsageConfiguration = Argv & {
  usageConfiguration(config: { 'hide-types'?: boolean }): Argv;
};

function buildParser(setup: ParserSetup, failures: string[]): Argv {
  const { command } = setup;
  let parser = (yargs() as WithUsageConfiguration)
    .usageConfiguration({ 'hide-types': true })
    .scriptName('cortex')
    .locale('en')
    .updateStrings(STRINGS)
    .version(false)
    .help('help', 'show this help')
    .alias('help', 'h')
    .strictCommands()
    .strictOptions()
    .recommendCommands()
    .showHelpOnFail(false)
    .parserConfiguration(PARSER_CONFIGURATION)
    // The definitions' descriptions are wrapped by hand (yargs' wrapping also trims the indent of usage lines).
    .wrap(null)
    .usage(GENERAL_USAGE)
    .epilogue("See 'cortex <command> --help' for a command's options.")
    // Collected, not thrown: yargs reports an unknown command twice (the suggestion, then the command).
    .fail((message: string | null) => {
      failures.push(message ?? 'invalid command line');
    });
  for (const [name, { summary }] of Object.entries(setup.commands)) {
    parser = parser.command(
      name,
      summary,
      name === command?.name ? (builder: Argv) => defineCommand(builder, command) : {},
    );
  }
  // Four parameters: yargs hands over its own completion (completionFilter) to adjust.
  const complete: FallbackCompletionFunction = (_current, _argv, completionFilter, done) => {
    completionFilter((_error, completions) => done(completeNegations(command, completions ?? [])));
  };
  return parser.completion('completion', COMPLETION_SUMMARY, complete);
}

/** The edit distance between two words, a swap of neighbours counting as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i]![j] = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The option as the user typed it: `-x`, `--name` or `--no-name`. */
function typedFlag(key: string, args: readonly string[]): string {
  if (key.length === 1) return `-${key}`;
  return args.some((arg) => arg === `--no-${key}` || arg.startsWith(`--no-${key}=`))
    ? `--no-${key}`
    : `--${key}`;
}

/** The known option closest to a mistyped one: a typo or two away (one per three letters typed), or none. */
function suggestOption(typed: string, command: CommandDefinition): string | undefined {
  const bare = typed.replace(/^-+/, '');
  const known = Object.entries(command.options).flatMap(([name, spec]) => [
    name,
    ...(spec.negatable ? [`no-${name}`] : []),
  ]);
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(bare.length / 3)) + 1;
  for (const name of [...known, 'help']) {
    const distance = editDistance(bare, name);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best === undefined ? undefined : `--${best}`;
}

/** The usage error for what yargs refused, worded for cortex with the fix. */
function usageError(
  failures: readonly string[],
  argv: Record<string, unknown>,
  args: readonly string[],
  command: CommandDefinition | undefined,
): UsageError {
  const where = command ? `${command.name}: ` : '';
  const help = command ? `see 'cortex ${command.name} --help'` : "see 'cortex --help' for the list";
  const missing = /^Not enough arguments following: (.+)$/.exec(failures[0]!);
  if (missing)
    return new UsageError(`${where}option '${typedFlag(missing[1]!, args)}' needs a value`, help);
  const words = argv._ as (string | number)[];
  if (!command && words.length > 0) {
    const suggestion = failures.find((message) => message.startsWith('did you mean'));
    return new UsageError(`'${words[0]}' is not a cortex command`, suggestion ?? help);
  }
  const options = Object.entries(command?.options ?? {});
  const known = new Set([
    '_',
    '$0',
    'help',
    'h',
    ...options.flatMap(([name, spec]) => (spec.short ? [name, spec.short] : [name])),
  ]);
  const unknown = Object.keys(argv).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    const typed = typedFlag(unknown[0]!, args);
    const suggestion = command ? suggestOption(typed, command) : undefined;
    const more =
      unknown.length > 1
        ? ` (and ${unknown
            .slice(1)
            .map((key) => `'${typedFlag(key, args)}'`)
            .join(', ')})`
        : '';
    return new UsageError(
      `${where}unknown option '${typed}'${more}`,
      suggestion ? `did you mean '${suggestion}'?` : help,
    );
  }
  const [first] = failures;
  return new UsageError(`${where}${first!.charAt(0).toLowerCase()}${first!.slice(1)}`, help);
}

/** The parsed options under their defined names: a repeatable option as a list, any other as its last value. */
function commandInput(command: CommandDefinition, argv: Record<string, unknown>): ParsedInput {
  const options: ParsedInput['options'] = {};
  for (const [name, spec] of Object.entries(command.options)) {
    const value = argv[name];
    if (value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]) as (string | boolean)[];
    options[name] = spec.multiple ? (values.map(String) as string[]) : values[values.length - 1];
  }
  const positionals = (argv._ as (string | number)[]).slice(1).map(String);
  const { min, max } = command.positionals;
  if (positionals.length < min)
    throw new UsageError(`${command.name}: missing argument`, `usage: cortex ${command.usage[0]}`);
  if (positionals.length > max)
    throw new UsageError(
      `${command.name}: unexpected argument '${positionals[max]}'`,
      `usage: cortex ${command.usage[0]}`,
    );
  return { options, positionals };
}

/** Parses a command line: the input of the command to run, or the text asked for; a UsageError on any mistake. */
export async function parseCommandLine(
  args: readonly string[],
  setup: ParserSetup,
): Promise<CommandLine> {
  if (args[0] === 'completion' && (args.includes('--help') || args.includes('-h')))
    return { kind: 'print', text: COMPLETION_HELP };
  if (args[0] === 'completion' && args.length > 1) return completionFor(args.slice(1), setup);
  const failures: string[] = [];
  const parser = buildParser(setup, failures);
  // yargs calls back more than once for a completion request (its inner parse first): the last call has the output.
  let outcome:
    { error: Error | null | undefined; argv: Record<string, unknown>; output: string } | undefined;
  await parser.parse(
    [...args],
    {},
    (error: Error | null | undefined, argv: Record<string, unknown>, output: string) => {
      outcome = { error, argv, output };
    },
  );
  if (!outcome) throw new Error('the command-line parser gave no result');
  const { error, argv, output } = outcome;
  if (error) throw error;
  if (args.includes('--get-yargs-completions'))
    return { kind: 'print', text: output === '' ? '' : `${output}\n` };
  if (argv.help === true || output !== '')
    return { kind: 'print', text: output.endsWith('\n') ? output : `${output}\n` };
  if (failures.length > 0) throw usageError(failures, argv, args, setup.command);
  if (!setup.command) throw new UsageError('missing command', "see 'cortex --help' for the list");
  return { kind: 'run', input: commandInput(setup.command, argv) };
}

/**
 * `cortex completion <shell>`: yargs picks its script by $SHELL, so the shell named is put
 * there for this one parse (and put back).
 */
async function completionFor(rest: readonly string[], setup: ParserSetup): Promise<CommandLine> {
  const shell = rest[0]!;
  if (rest.length > 1 || !COMPLETION_SHELLS.includes(shell)) {
    throw new UsageError(
      `completion: no script for '${rest.join(' ')}'`,
      `usage: cortex completion [${COMPLETION_SHELLS.join('|')}]`,
    );
  }
  const before = { SHELL: process.env.SHELL, ZSH_NAME: process.env.ZSH_NAME };
  process.env.SHELL = `/bin/${shell}`;
  delete process.env.ZSH_NAME;
  try {
    return await parseCommandLine(['completion'], setup);
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The text of `cortex --help`. */
export async function generalHelp(setup: ParserSetup): Promise<string> {
  const line = await parseCommandLine(['--help'], { ...setup, command: undefined });
  return line.kind === 'print' ? line.text : '';
}
