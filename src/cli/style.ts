/**
 * Terminal colour, used only where a person is looking: on a TTY, unless NO_COLOR is set
 * or --no-color was given (--color forces it, e.g. for `| less -R`).
 */
import type { Context } from './context.js';

export interface Style {
  enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  red(text: string): string;
  cyan(text: string): string;
  magenta(text: string): string;
  blue(text: string): string;
}

function paint(enabled: boolean, open: number, close: number): (text: string) => string {
  return enabled ? (text) => `\u001b[${open}m${text}\u001b[${close}m` : (text) => text;
}

export function createStyle(enabled: boolean): Style {
  return {
    enabled,
    bold: paint(enabled, 1, 22),
    dim: paint(enabled, 2, 22),
    yellow: paint(enabled, 33, 39),
    green: paint(enabled, 32, 39),
    red: paint(enabled, 31, 39),
    cyan: paint(enabled, 36, 39),
    magenta: paint(enabled, 35, 39),
    blue: paint(enabled, 34, 39),
  };
}

/** Decides whether to colour stdout: `flag` is the --color/--no-color option, if given. */
export function styleFor(ctx: Context, flag: boolean | undefined): Style {
  if (flag !== undefined) return createStyle(flag);
  if (ctx.env.NO_COLOR) return createStyle(false);
  if (ctx.env.FORCE_COLOR && ctx.env.FORCE_COLOR !== '0') return createStyle(true);
  return createStyle(ctx.stdout.isTTY === true && ctx.env.TERM !== 'dumb');
}
