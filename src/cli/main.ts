/**
 * The command-line entry: finds the command, parses its arguments, runs it, and turns
 * errors into messages and exit codes (0 ok, 1 expected failure, 2 usage). The only
 * module that ends the process.
 */
import { CortexError, UsageError } from '../errors.js';
import { formatCommandHelp, parseCommandArgs } from './command.js';
import { processContext, type Context } from './context.js';
import { COMMANDS, suggestCommand } from './registry.js';
import { VERSION } from '../version.js';


function generalHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  return [
    'usage: cortex <command> [<options>]',
    '',
    'Memory for AI coding assistants, kept in your git repository.',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, entry]) => `  ${name.padEnd(width)}  ${entry.summary}`),
    '',
    "See 'cortex <command> --help' for a command's options.",
    '',
  ].join('\n');
}

/** What the file system refused, in words, for the errors that are the machine's and not cortex's. */
function diskProblem(error: unknown): { message: string; hint: string } | undefined {
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  const where = path ? ` ${path}` : '';
  const what = syscall ? `${syscall}${where}` : `write${where}`;
  switch (code) {
    case 'EROFS':
      return { message: `cannot ${what}: the file system is read-only`, hint: 'run cortex where .cortex/ can be written, or remount the file system read-write' };
    case 'EACCES':
    case 'EPERM':
      return { message: `cannot ${what}: permission denied`, hint: 'check the owner and permissions of .cortex/ (ls -la .cortex)' };
    case 'ENOSPC':
    case 'EDQUOT':
      return { message: `cannot ${what}: no space left on the device`, hint: 'free some space; nothing already in the log was lost' };
    default:
      return undefined;
  }
}

function reportError(ctx: Context, error: unknown): number {
  if (error instanceof CortexError) {
    ctx.stderr.write(`cortex: ${error.message}\n`);
    if (error.hint) ctx.stderr.write(`hint: ${error.hint}\n`);
    return error.exitCode;
  }
  const disk = diskProblem(error);
  if (disk) {
    ctx.stderr.write(`cortex: ${disk.message}\nhint: ${disk.hint}\n`);
    return 1;
  }
  const detail = error instanceof Error ? (ctx.env.CORTEX_DEBUG ? error.stack : error.message) : String(error);
  ctx.stderr.write(`cortex: internal error: ${detail}\n`);
  ctx.stderr.write('hint: this is a bug in cortex; set CORTEX_DEBUG=1 for the stack trace and please report it\n');
  return 1;
}

/** `-20` means `-n 20`, as in git log. */
function expandCountShorthand(argv: string[]): string[] {
  return argv.map((arg) => (/^-\d+$/.test(arg) ? `--max-count=${arg.slice(1)}` : arg));
}

/** Runs one command line and returns its exit code. Never exits the process. */
export async function runCli(argv: string[], ctx: Context): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) {
      ctx.stderr.write(generalHelp());
      return 2;
    }
    if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
      ctx.stdout.write(generalHelp());
      return 0;
    }
    if (name === '--version' || name === '-V' || name === 'version') {
      ctx.stdout.write(`cortex ${VERSION}\n`);
      return 0;
    }
    if (name === 'help') return await runCli([rest[0]!, '--help'], ctx);
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!entry) {
      const suggestion = suggestCommand(name);
      throw new UsageError(
        `'${name}' is not a cortex command`,
        suggestion ? `did you mean 'cortex ${suggestion}'?` : "see 'cortex --help' for the list",
      );
    }
    const { command } = await entry.load();
    const input = parseCommandArgs(command, expandCountShorthand(rest));
    if (input.help) {
      ctx.stdout.write(formatCommandHelp(command));
      return 0;
    }
    return await command.run(input, ctx);
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
  if (process.stdout.writableNeedDrain) await new Promise((resolve) => process.stdout.once('drain', resolve));
  process.exit(code);
}
