/**
 * A status line for long work ("importing 40,000 / 100,000 events"), written to stderr and
 * rewritten in place. Only on a terminal: piped or redirected output, and `--json`, get
 * nothing, so scripts and logs never see carriage returns.
 */
import type { Context } from './context.js';

export interface Progress {
  /** Shows `text` in place of the line before (at most every `intervalMs`, unless `force`). */
  update(text: string, force?: boolean): void;
  /** Clears the line, so what the command prints next starts on a clean one. */
  done(): void;
}

const SILENT: Progress = { update: () => {}, done: () => {} };

/** A progress line on `ctx.stderr` when it is a terminal and `enabled` is not false; else one that prints nothing. */
export function startProgress(
  ctx: Context,
  options: { enabled?: boolean; intervalMs?: number } = {},
): Progress {
  if (ctx.stderr.isTTY !== true || options.enabled === false) return SILENT;
  const interval = options.intervalMs ?? 100;
  let last = -Infinity;
  let width = 0;
  return {
    update(text, force = false) {
      const now = ctx.now().getTime();
      if (!force && now - last < interval) return;
      last = now;
      // Padded over the previous text: a shorter line must not leave the end of a longer one.
      ctx.stderr.write(`\r${text.padEnd(width)}`);
      width = text.length;
    },
    done() {
      if (width > 0) ctx.stderr.write(`\r${' '.repeat(width)}\r`);
      width = 0;
    },
  };
}

/** `40,000 / 100,000`. */
export function formatCount(done: number, total: number): string {
  return `${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
}
