/**
 * Asking a yes/no question on a terminal. Commands that change a lot at once ask first when
 * a person is there, and want --yes when they are not.
 */
import { createInterface } from 'node:readline';
import type { Context } from './context.js';

/** Whether a person can be asked: stdin and stdout are terminals. */
export function canAsk(ctx: Context): boolean {
  return ctx.stdin.isTTY === true && ctx.stdout.isTTY === true;
}

/** Asks `question` and resolves true only for an answer starting with y. */
export async function confirm(ctx: Context, question: string): Promise<boolean> {
  ctx.stdout.write(`${question} [y/N] `);
  const lines = createInterface({ input: ctx.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return /^\s*y/i.test(line);
  }
  return false;
}
