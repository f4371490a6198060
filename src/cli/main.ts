/**
 * The command-line entry: finds the command, parses its arguments, runs it, and turns
 * errors into messages and exit codes (0 ok, 1 expected failure, 2 usage). The only
 * module that ends the process.
 *
 * The parser (yargs, in parser.ts) is imported only for a command line a person types: the
 * commands git and Claude Code run with positional arguments only (the MCP server, the
 * projection merge driver, the git hooks) start without it.
 */
import { CortexError, UsageError } from '../errors.js';
import { plainInput } from './command.js';
import { processContext, type Context } from './context.js';
import { COMMANDS } from './registry.js';
import { spelt } from './spelling.js';
import { VERSION } from '../version.js';

/** What the file system refused, in words, for the errors that are the machine's and not cortex's. */
function diskProblem(error: unknown): { message: string; hint: string } | undefined {
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  const where = path ? ` ${path}` : '';
  const what = syscall ? `${syscall}${where}` : `write${where}`;
  switch (code) {
    case 'EROFS':
      return {
        message: `cannot ${what}: the file system is read-only`,
        hint: 'run cortex where .cortex/ can be written, or remount the file system read-write',
      };
    case 'EACCES':
    case 'EPERM':
      return {
        message: `cannot ${what}: permission denied`,
        hint: 'check the owner and permissions of .cortex/ (ls -la .cortex)',
      };
    case 'ENOSPC':
    case 'EDQUOT':
      return {
        message: `cannot ${what}: no space left on the device`,
        hint: 'free some space; nothing already in the log was lost',
      };
    default:
      return undefined;
  }
}

function reportError(ctx: Context, error: unknown): number {
  if (error instanceof CortexError) {
    ctx.stderr.write(`cortex: ${spelt(ctx, error.message)}\n`);
    if (error.hint) ctx.stderr.write(`hint: ${spelt(ctx, error.hint)}\n`);
    return error.exitCode;
  }
  const disk = diskProblem(error);
  if (disk) {
    ctx.stderr.write(`cortex: ${disk.message}\nhint: ${disk.hint}\n`);
    return 1;
  }
  const detail =
    error instanceof Error ? (ctx.env.CORTEX_DEBUG ? error.stack : error.message) : String(error);
  ctx.stderr.write(`cortex: internal error: ${detail}\n`);
  ctx.stderr.write(
    'hint: this is a bug in cortex; set CORTEX_DEBUG=1 for the stack trace and please report it\n',
  );
  return 1;
}

/** `-20` means `-n 20`, as in git log. */
function expandCountShorthand(argv: string[]): string[] {
  return argv.map((arg) => (/^-\d+$/.test(arg) ? `--max-count=${arg.slice(1)}` : arg));
}

/** The command a command line names: its first word, or for completion the first word after the program's name. */
function commandName(argv: readonly string[]): string | undefined {
  const completionAt = argv.indexOf('--get-yargs-completions');
  const words = completionAt >= 0 ? argv.slice(completionAt + 2) : argv;
  return words.find((word) => !word.startsWith('-'));
}

/** Runs one command line and returns its exit code. Never exits the process. */
export async function runCli(argv: string[], ctx: Context): Promise<number> {
  try {
    const [first, ...rest] = argv;
    if (first === '--version' || first === '-V' || first === 'version') {
      ctx.stdout.write(`cortex ${VERSION}\n`);
      return 0;
    }
    // `cortex help <command>` is `cortex <command> --help`.
    const line = first === 'help' ? (rest.length > 0 ? [rest[0]!, '--help'] : ['--help']) : argv;
    const name = commandName(line);
    const entry = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    const at = name === undefined ? -1 : line.indexOf(name);
    if (
      entry &&
      at > 0 &&
      !line.includes('--get-yargs-completions') &&
      line.slice(0, at).some((arg) => arg !== '--help' && arg !== '-h')
    ) {
      // As in git, a command's options follow its name (yargs would find them unknown before it).
      throw new UsageError(
        `options go after the command: '${line[0]}' comes before '${name}'`,
        `did you mean 'cortex ${[name, ...line.slice(0, at), ...line.slice(at + 1)].join(' ')}'?`,
      );
    }
    const command = entry ? (await entry.load()).command : undefined;
    if (command && entry?.machine && at === 0) {
      const input = plainInput(command, line.slice(1));
      if (input) return await command.run(input, ctx);
    }
    const { parseCommandLine, generalHelp } = await import('./parser.js');
    const setup = { commands: COMMANDS, command };
    if (line.length === 0) {
      ctx.stderr.write(await generalHelp(setup));
      return 2;
    }
    const parsed = await parseCommandLine(expandCountShorthand(line), setup);
    if (parsed.kind === 'print') {
      ctx.stdout.write(parsed.text);
      return 0;
    }
    return await command!.run(parsed.input, ctx);
  } catch (error) {
    return reportError(ctx, error);
  }
}

/** Runs the process's command line and exits with its code once output is flushed. */
export async function main(argv: string[]): Promise<void> {
  // `cortex log | head` closes the pipe early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const code = await runCli(argv, processContext());
  if (process.stdout.writableNeedDrain)
    await new Promise((resolve) => process.stdout.once('drain', resolve));
  process.exit(code);
}
