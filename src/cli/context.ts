/**
 * Everything a command may touch in the outside world, passed in rather than read from
 * globals, so commands run in-process in tests with their own cwd, clock and streams.
 */
import { escapeInvisible } from '../memory/terminal.js';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SelfInvocation } from '../setup/invocation.js';
import { clockFromEnv } from '../clock.js';

export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Context {
  cwd: string;
  env: Record<string, string | undefined>;
  stdin: Readable & { isTTY?: boolean };
  stdout: Output;
  stderr: Output;
  now: () => Date;
  /** 10 random bytes, for new ids. */
  entropy: () => Uint8Array;
  /** How this cortex was started, so git and Claude Code can be told how to call it back. */
  self: SelfInvocation;
}

/**
 * A stream every command's text reaches a terminal (or a pipe) through: no character that
 * controls a terminal or hides text passes as it is (see escapeInvisible), whichever field of
 * whichever event, file name or message it came from; JSON stays the same value.
 */
function terminalSafe(stream: NodeJS.WriteStream): Output {
  return {
    write: (chunk: string) =>
      stream.write(typeof chunk === 'string' ? escapeInvisible(chunk) : chunk),
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
  };
}

/** The context of the running process. */
export function processContext(): Context {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdin: process.stdin,
    stdout: terminalSafe(process.stdout),
    stderr: terminalSafe(process.stderr),
    now: clockFromEnv(process.env),
    entropy: () => randomBytes(10),
    self: { execPath: process.execPath, script: process.argv[1] },
  };
}

/** Reads a whole stream as UTF-8 text. */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
