/**
 * `cortex trust`: shows the committed settings that would send data off this machine or
 * name an environment variable, and with --approve records that the user accepts them as
 * they are now. Until then cortex leaves them unused (hooks never ask).
 */
import { approveSettings, readSettings } from '../../memory/committed-settings.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const settings =
    input.options.approve === true
      ? approveSettings(project, ctx.env, ctx.now())
      : readSettings(project, ctx.env);
  if (input.options.json === true) {
    ctx.stdout.write(
      JSON.stringify(
        {
          sensitive: settings.sensitive.map(({ path, summary }) => ({ path, summary })),
          withheld: settings.withheld,
          hash: settings.hash ?? null,
        },
        null,
        2,
      ) + '\n',
    );
    return 0;
  }
  if (settings.sensitive.length === 0) {
    ctx.stdout.write(
      'The committed .cortex/config.json sends nothing off this machine and trusts no one more: nothing to approve.\n',
    );
    return 0;
  }
  const state = settings.withheld.length
    ? 'not approved on this machine (not used)'
    : 'approved on this machine';
  ctx.stdout.write(
    `Committed settings that send data off this machine or widen whose memories the briefing trusts, ${state}:\n`,
  );
  for (const setting of settings.sensitive)
    ctx.stdout.write(`  ${setting.path}: ${setting.summary}\n`);
  if (settings.withheld.length) {
    ctx.stdout.write(
      "\nCheck who committed them (git log -p .cortex/config.json); run 'cortex trust --approve' to use them.\n",
    );
  } else if (input.options.approve === true) {
    ctx.stdout.write('\nApproved; a change to them will ask again.\n');
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'trust',
  summary: 'review and approve committed settings that send data off this machine',
  usage: ['trust [--approve] [--json]'],
  description:
    'A committed .cortex/config.json is written by whoever gets a commit merged. Settings in it that send\n' +
    'data anywhere or name an environment variable (a hosted embedder, its base URL, its key variable) are\n' +
    'left unused until you approve them here; the approval is recorded in .cortex/local/ as a hash of the\n' +
    'values, so any change asks again. Settings in your own .cortex/local/config.json or\n' +
    '~/.config/cortex/config.json need no approval.',
  options: {
    approve: { type: 'boolean', description: 'approve the committed settings as they are now' },
    json: { type: 'boolean', description: 'machine-readable output' },
  },
  positionals: { min: 0, max: 0 },
  run,
};
