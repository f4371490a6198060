/**
 * Running cortex commands: in-process through `runCli` with a captured context, and as
 * the built binary, exactly as a user's shell, git or Claude Code would.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/main.js';
import type { Context } from '../../src/cli/context.js';

export const BIN = fileURLToPath(new URL('../../dist/bin.js', import.meta.url));

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

class Capture {
  text = '';
  isTTY: boolean;
  constructor(isTTY = false) {
    this.isTTY = isTTY;
  }
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

export interface InProcessOptions {
  stdin?: string;
  env?: Record<string, string | undefined>;
  now?: Date;
  tty?: boolean;
  /** stdin is a terminal too: a person is there to answer questions (the answers are `stdin`). */
  ttyStdin?: boolean;
}

let counter = 0;

/** Runs `cortex <args>` in this process with its own cwd, clock, streams and entropy. */
export async function cortex(
  cwd: string,
  args: string[],
  options: InProcessOptions = {},
): Promise<RunResult> {
  const stdout = new Capture(options.tty);
  const stderr = new Capture(options.tty);
  const stdin = Object.assign(new PassThrough(), options.ttyStdin ? { isTTY: true } : {});
  stdin.end(options.stdin ?? '');
  const ctx: Context = {
    cwd,
    env: { TZ: 'UTC', ...options.env },
    stdin,
    stdout,
    stderr,
    now: () => options.now ?? new Date(),
    entropy: () => {
      const bytes = new Uint8Array(10);
      crypto.getRandomValues(bytes);
      bytes[0] = counter++ & 0xff;
      return bytes;
    },
    // Git and hooks installed by in-process runs call back the built binary.
    self: { execPath: process.execPath, script: BIN },
  };
  const code = await runCli(args, ctx);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** Runs the built `cortex` binary. */
export function cortexBin(
  cwd: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
): RunResult {
  if (!existsSync(BIN))
    throw new Error(`${BIN} is missing: run 'npm run build' first (npm test does)`);
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', TZ: 'UTC', ...options.env },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
