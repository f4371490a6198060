/**
 * `cortex forget`: retracts memories. The log stays append-only: a memory_retracted event
 * names what is forgotten, so the change is auditable, mergeable and undoable, and
 * `cortex log` still shows the forgotten events, marked, as git log shows a reverted commit.
 */
import { isCorrectable, shortId } from '../../memory/words.js';
import { CortexError, UsageError } from '../../errors.js';
import type { AnyEvent } from '../../events/envelope.js';
import { forget, planForget } from '../../memory/forget.js';
import { searchMemories } from '../../memory/search.js';
import { digestEvents, findTargets, foldView } from '../../memory/targets.js';
import { readWholeLog } from '../../memory/log.js';
import { readMemoryView, type MemoryView } from '../../memory/targets.js';
import { optionCount, optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import { canAsk, confirm } from '../confirm.js';
import type { Context } from '../context.js';
import { openProject, type Project } from '../../memory/open.js';
import { reportReadWarnings } from '../warnings.js';
import { JSON_WRITE_OPTION, printWriteReport, wantsJson } from '../write-report.js';

const LISTED = 20;

function describe(event: AnyEvent): string {
  return `  ${shortId(event.id)} ${event.type.padEnd(20)} ${event.content.split('\n', 1)[0]!.slice(0, 90)}`;
}

/**
 * The memories a search finds for `query`, best first: those still standing only, as events
 * from the memory view, or, for older activity, from the whole log read once.
 */
async function searchTargets(
  project: Project,
  ctx: Context,
  query: string,
  limit: number,
  view: MemoryView,
): Promise<AnyEvent[]> {
  const { hits } = await searchMemories(
    project,
    { query, mode: 'hybrid', limit, now: ctx.now() },
    { env: ctx.env, report: (message) => ctx.stderr.write(`warning: ${message}\n`) },
  );
  let byId = new Map(digestEvents(view.digest).map((event) => [event.id, event]));
  if (hits.some((hit) => !byId.has(hit.record.id)))
    byId = new Map(readWholeLog(project, { local: true }).events.map((event) => [event.id, event]));
  return hits
    .map((hit) => byId.get(hit.record.id))
    .filter((event): event is AnyEvent => event !== undefined);
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const session = optionString(input.options.session);
  const query = optionString(input.options.query);
  const ids = input.positionals;
  if (
    (session !== undefined ? 1 : 0) + (query !== undefined ? 1 : 0) + (ids.length > 0 ? 1 : 0) !==
    1
  ) {
    throw new UsageError(
      'forget: give event ids, --session <id> or --query "<text>"',
      'usage: cortex forget <id>... | --session <id> | --query "<text>"',
    );
  }
  if (query !== undefined && query.trim() === '')
    throw new UsageError('forget: --query needs words to search for');
  const limit = optionCount(input.options.limit, 'limit') ?? 5;
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const view = readMemoryView(project);
  reportReadWarnings(ctx, view.warnings);

  // "Already forgotten" is the fold of trusted corrections, as the briefing, search and MCP see
  // it (memory/targets.ts). A search's results are those it left standing already, by the same rule.
  let targets: AnyEvent[];
  if (session !== undefined) {
    // A whole session: its older activity too, which the view does not hold.
    const { events } = readWholeLog(project, { local: true });
    const inSession = events.filter(
      (event) =>
        event.session !== null && event.session.startsWith(session) && isCorrectable(event),
    );
    targets = planForget(inSession, foldView(project, view, events).fold).fresh;
    if (targets.length === 0) {
      ctx.stdout.write(
        `nothing to forget: no memories from a session starting with '${session}'\n`,
      );
      return 0;
    }
  } else if (query !== undefined) {
    targets = await searchTargets(project, ctx, query, limit, view);
    if (targets.length === 0) {
      ctx.stdout.write(`nothing to forget: no memories match '${query}'\n`);
      return 0;
    }
  } else {
    const named = findTargets(project, ids, view);
    const { fresh, already } = planForget(named.events, named.fold);
    if (fresh.length === 0) {
      throw new CortexError(
        'ALREADY_FORGOTTEN',
        `already forgotten: ${already.map((event) => shortId(event.id)).join(', ')}`,
        {
          hint: 'forget the retraction to bring it back (cortex log shows it)',
        },
      );
    }
    if (already.length)
      ctx.stdout.write(
        `Already forgotten, left as they were: ${already.map((event) => shortId(event.id)).join(', ')}\n`,
      );
    targets = fresh;
  }

  // Whole sessions and search results are chosen by cortex, not by id: a person confirms them.
  const many = session !== undefined || query !== undefined;
  // With --json, stdout holds only the JSON answer: the list goes to stderr.
  const out = wantsJson(input) ? ctx.stderr : ctx.stdout;
  out.write(`Will forget ${targets.length} memor${targets.length === 1 ? 'y' : 'ies'}:\n`);
  out.write(targets.slice(0, LISTED).map(describe).join('\n') + '\n');
  if (targets.length > LISTED) out.write(`  … and ${targets.length - LISTED} more\n`);
  if (input.options.yes !== true) {
    if (canAsk(ctx)) {
      if (!(await confirm(ctx, 'Forget them?'))) {
        ctx.stdout.write('nothing forgotten\n');
        return 1;
      }
    } else if (many) {
      const what = session !== undefined ? 'a whole session' : 'search results';
      throw new UsageError(
        `forget: refusing to forget ${what} without confirmation`,
        'check the list above, then add --yes to go ahead',
      );
    }
  }
  const written = await forget(
    project,
    ctx,
    { face: 'cli', tool: 'cortex forget' },
    targets,
    optionString(input.options.reason),
  );
  const { event } = written;
  return printWriteReport(ctx, input, {
    ...written,
    action: 'forgot',
    events: [event],
    extra: { forgotten: targets.map((target) => target.id) },
    text: `[${shortId(event.id)}] forgot ${targets.length} memor${targets.length === 1 ? 'y' : 'ies'}; cortex log still lists ${targets.length === 1 ? 'it' : 'them'}, marked forgotten`,
  });
}

export const command: CommandDefinition = {
  name: 'forget',
  summary: 'retract memories (recorded as an event; nothing is deleted)',
  usage: [
    'forget <id>... [--reason <why>]',
    'forget --session <id> [--yes]',
    'forget --query "<text>" [-n <n>] [--yes]',
  ],
  description:
    'Forget memories: they leave the briefing, decisions.md, search and MCP results at once. The log stays\n' +
    'append-only: a memory_retracted event records what was forgotten, and cortex log still shows it,\n' +
    'marked. Shows what it will forget; asks on a terminal (--yes skips the question). A whole session, or\n' +
    'the memories a search finds (--query), needs --yes when there is no terminal to ask on.',
  options: {
    session: {
      type: 'string',
      value: '<id>',
      description: 'forget everything recorded in this session (a prefix is enough)',
    },
    query: {
      type: 'string',
      value: '<text>',
      description: 'forget the memories a search for this text finds (shown first)',
    },
    limit: {
      type: 'string',
      short: 'n',
      value: '<n>',
      description: 'with --query: at most n memories, best matches first (default 5)',
    },
    reason: { type: 'string', value: '<why>', description: 'why it is being forgotten' },
    yes: { type: 'boolean', short: 'y', description: 'do not ask' },
    json: JSON_WRITE_OPTION,
  },
  positionals: { min: 0, max: Infinity },
  examples: [
    'cortex forget 7F3K2M9Q',
    'cortex forget --session 3f9a1b2c --yes',
    'cortex forget --query "redis cache" -n 3',
  ],
  run,
};
