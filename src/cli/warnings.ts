/**
 * Telling the user, on stderr and briefly, that some lines of the log could not be read.
 * Reading commands still succeed: the rest of the log is fine, and nothing is removed.
 */
import { formatWarning } from '../memory/log-warnings.js';
import type { LogWarning } from '../memory/log-warnings.js';
import type { Context } from './context.js';

const SHOWN = 3;

export function reportReadWarnings(ctx: Context, warnings: readonly LogWarning[]): void {
  if (warnings.length === 0) return;
  for (const warning of warnings.slice(0, SHOWN))
    ctx.stderr.write(`warning: ${formatWarning(warning)}\n`);
  if (warnings.length > SHOWN) {
    ctx.stderr.write(
      `warning: … and ${warnings.length - SHOWN} more unreadable lines ('cortex status' lists them)\n`,
    );
  }
}
