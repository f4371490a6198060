/**
 * `cortex forget`: retracts memories. The log stays append-only: a memory_retracted event
 * names what is forgotten, so the change is auditable, mergeable and undoable, and
 * `cortex log` still shows the forgotten events, marked, as git log shows a reverted commit.
 */
import { UsageError } from '../../errors.js';
import type { AnyEvent } from '../../events/envelope.js';
import { shortId } from '../../events/id.js';
import { findEventByPrefix } from '../../events/lookup.js';
import { correctionEvent, isCorrectable } from '../../events/manual.js';
import { readEventLog } from '../../events/store.js';
import { optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import { canAsk, confirm } from '../confirm.js';
import type { Context } from '../context.js';
import { appendFromCli, cliOrigin, openProject } from '../project.js';
import { reportReadWarnings } from '../warnings.js';

const LISTED = 20;

function describe(event: AnyEvent): string {
  return `  ${shortId(event.id)} ${event.type.padEnd(20)} ${event.content.split('\n', 1)[0]!.slice(0, 90)}`;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const session = optionString(input.options.session);
  const ids = input.positionals;
  if ((session !== undefined ? 1 : 0) + (ids.length > 0 ? 1 : 0) !== 1) {
    throw new UsageError('forget: give event ids, or --session <id>', 'usage: cortex forget <id>... | --session <id>');
  }
  const project = openProject(ctx);
  const log = readEventLog(project.paths);
  reportReadWarnings(ctx, log.warnings);

  const retracted = new Set(log.events.filter((event) => event.type === 'memory_retracted').flatMap((event) => event.refs));
  let targets: AnyEvent[];
  if (session !== undefined) {
    targets = log.events.filter((event) => event.session !== null && event.session.startsWith(session) && isCorrectable(event) && !retracted.has(event.id));
    if (targets.length === 0) {
      ctx.stdout.write(`nothing to forget: no memories from a session starting with '${session}'\n`);
      return 0;
    }
  } else {
    targets = [...new Map(ids.map((id) => findEventByPrefix(log.events, id)).map((event) => [event.id, event])).values()];
  }

  const many = session !== undefined;
  ctx.stdout.write(`Will forget ${targets.length} memor${targets.length === 1 ? 'y' : 'ies'}:\n`);
  ctx.stdout.write(targets.slice(0, LISTED).map(describe).join('\n') + '\n');
  if (targets.length > LISTED) ctx.stdout.write(`  … and ${targets.length - LISTED} more\n`);
  if (input.options.yes !== true) {
    if (canAsk(ctx)) {
      if (!(await confirm(ctx, 'Forget them?'))) {
        ctx.stdout.write('nothing forgotten\n');
        return 1;
      }
    } else if (many) {
      throw new UsageError('forget: refusing to forget a whole session without confirmation', 'add --yes to go ahead');
    }
  }
  const event = correctionEvent('memory_retracted', targets, cliOrigin(project, ctx, 'cortex forget'), { reason: optionString(input.options.reason) });
  appendFromCli(project, ctx, [event]);
  ctx.stdout.write(`[${shortId(event.id)}] forgot ${targets.length} memor${targets.length === 1 ? 'y' : 'ies'}; cortex log still lists ${targets.length === 1 ? 'it' : 'them'}, marked forgotten\n`);
  return 0;
}

export const command: CommandDefinition = {
  name: 'forget',
  summary: 'retract memories (recorded as an event; nothing is deleted)',
  usage: ['forget <id>... [--reason <why>]', 'forget --session <id> [--yes]'],
  description:
    'Forget memories: they leave the briefing, decisions.md, search and MCP results at once. The log stays\n' +
    'append-only: a memory_retracted event records what was forgotten, and cortex log still shows it,\n' +
    'marked. Shows what it will forget; asks on a terminal (--yes skips the question).',
  options: {
    session: { type: 'string', value: '<id>', description: 'forget everything recorded in this session (a prefix is enough)' },
    reason: { type: 'string', value: '<why>', description: 'why it is being forgotten' },
    yes: { type: 'boolean', short: 'y', description: 'do not ask' },
  },
  positionals: { min: 0, max: Infinity },
  examples: ['cortex forget 7F3K2M9Q', 'cortex forget --session 3f9a1b2c --yes'],
  run,
};
