/**
 * The cortex commands a message suggests, spelt the way this install runs them (see
 * typedCortex): `npx --no-install cortex doctor --fix` in a project whose cortex is a
 * dependency and not on PATH, where a bare `cortex …` would be "command not found".
 */
import { spellCommands, typedCortex } from '../memory/terminal.js';
import type { Context } from './context.js';
import { COMMAND_NAMES } from './command-names.js';

const NAMES = [...COMMAND_NAMES, 'completion'];

/** `text` with its suggested commands spelt for this install. */
export function spelt(ctx: Pick<Context, 'self' | 'env'>, text: string): string {
  return spellCommands(text, typedCortex(ctx.self, ctx.env), NAMES);
}
