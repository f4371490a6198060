/**
 * `cortex hook`: listed here for `cortex --help`. The executable answers `cortex hook …`
 * on its fast path (src/bin.ts) before this module could load; running through here (as
 * tests do, in-process) behaves the same.
 */
import { runHook } from '../../hooks/runner.js';
import { HOOK_EVENTS } from '../../hooks/payload.js';
import type { CommandDefinition } from '../command.js';

export const command: CommandDefinition = {
  name: 'hook',
  summary: 'entry point for Claude Code hooks (payload on stdin; always exits 0)',
  usage: [`hook <${HOOK_EVENTS.join('|')}>`],
  description:
    'Entry point for Claude Code hooks: reads the JSON payload on stdin. Always exits 0; problems\ngo to .cortex/local/cortex.log and are reported by cortex doctor.',
  options: {},
  positionals: { min: 0, max: 1 },
  run: async (input, ctx) => {
    await runHook(input.positionals, {
      stdin: ctx.stdin,
      stdout: ctx.stdout,
      cwd: ctx.cwd,
      env: ctx.env,
      now: ctx.now,
    });
    return 0;
  },
};
