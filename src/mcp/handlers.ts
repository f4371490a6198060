/**
 * What each MCP tool does (shell): opens the project afresh on every call, reads the log
 * through the incremental caches (so a correction made a moment ago, by the command line,
 * a hook or another session, shows at once), and answers with the text of format.ts.
 * Memories a read retrieves (search, decisions on a topic, show) count as accessed, which
 * reinforces them in later briefings.
 */
import { CortexError, UsageError } from '../errors.js';
import type { Writing } from '../memory/append.js';
import { supersede } from '../memory/correct.js';
import { forget, planForget } from '../memory/forget.js';
import { findTargets } from '../memory/targets.js';
import { currentBranch, openProject, type Project } from '../memory/open.js';
import { remember } from '../memory/remember.js';
import { searchLabeller, viewLabeller } from '../memory/labels.js';
import {
  isNarrowed,
  MEMORY_TYPE_ALIASES,
  parseDateBound,
  parseTypeNames,
  type EventQuery,
} from '../memory/query.js';
import {
  readDecisions,
  readMemory,
  readPlans,
  recentMemories,
  renderProjection,
  type MemoryView,
} from '../memory/read.js';
import {
  rankFresh,
  reinforce,
  searchDocuments,
  searchMemories,
  staleNote,
  untrustedCorrectionsOf,
  type FileFreshness,
  type SearchTrust,
} from '../memory/search.js';
import { showMemories } from '../memory/show-memories.js';
import { memoryStatus } from '../memory/status.js';
import { shortId, type EventType, type MemoryKind } from '../memory/words.js';
import type { ElsewhereOrigin } from '../git/branch-memory.js';
import type { SearchHit, SearchMode } from '../search/engine.js';
import type { HeldSearch } from '../search/held.js';
import type { RecordOrigin } from '../search/record-origins.js';
import type { ToolArgs } from './definitions.js';
import {
  formatDecisionList,
  formatDecisionsOnTopic,
  formatMemoryDetail,
  formatPlans,
  formatRecent,
  formatDocumentResults,
  formatSearchResults,
  formatStatus,
  memoryItem,
  summaryLine,
  type LineItem,
  type RecentLine,
  type SearchLine,
} from './format.js';

/** What the handlers need from the outside world. */
export interface McpEnvironment {
  cwd: string;
  env: Record<string, string | undefined>;
  now: () => Date;
  /** 10 random bytes, for new ids. */
  entropy: () => Uint8Array;
  /** Reports a problem worth knowing about that does not fail the call. */
  log: (message: string) => void;
  /** The search index the server holds in memory, once it is ready (searches read the flat cache until then). */
  heldSearch?: HeldSearch;
}

/** Opens the project around the server's directory; throws what to do when there is none. */
export function openMemory(environment: McpEnvironment): Project {
  return openProject(environment.cwd, 'mcp', environment.env);
}

/** The memory view every face sees: this branch's log and other local branches' memories. */
function readLog(project: Project, environment: McpEnvironment): MemoryView {
  return readMemory(project, environment.log);
}

/** Memories retrieved for the assistant are reinforced; failing to note it never fails the call. */
function reinforceFor(
  project: Project,
  environment: McpEnvironment,
  ids: readonly string[],
  now: Date,
): void {
  reinforce(project, ids, now, (message) => environment.log(`could not record access: ${message}`));
}

function badArgument(message: string, hint?: string): CortexError {
  return new CortexError('BAD_ARGUMENT', message, hint === undefined ? {} : { hint });
}

function parseTypes(names: readonly string[] | undefined): EventType[] {
  return parseTypeNames(names ?? [], (name) =>
    badArgument(`unknown type '${name}'`, `types: ${MEMORY_TYPE_ALIASES.join(', ')}`),
  );
}

function parseDate(
  text: string | undefined,
  now: Date,
  bound: 'since' | 'until',
): number | undefined {
  try {
    return parseDateBound(text, now, bound);
  } catch (error) {
    if (error instanceof UsageError)
      throw badArgument(error.message.replace(/^--/, ''), error.hint);
    throw error;
  }
}

interface FilterArgs {
  type?: string[] | undefined;
  branch?: string[] | undefined;
  kind?: string[] | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

/** The filters of `cortex search`, from tool arguments. */
function searchFilter(args: FilterArgs, now: Date): EventQuery {
  const since = parseDate(args.since, now, 'since');
  const until = parseDate(args.until, now, 'until');
  return {
    types: parseTypes(args.type),
    branches: args.branch ?? [],
    tags: args.kind ?? [],
    ...(since !== undefined ? { since } : {}),
    ...(until !== undefined ? { until } : {}),
  };
}

function searchLine(
  hit: SearchHit,
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>,
  label: (item: LineItem) => LineItem,
  trust: SearchTrust,
  fresh?: ReadonlyMap<string, FileFreshness>,
): SearchLine {
  const { record } = hit;
  const origin = elsewhere.get(record.id);
  // A memory of another branch says so where its branch is named.
  const branch = origin
    ? `${origin.branch ?? 'a detached HEAD'}, ${origin.worktree !== undefined ? 'not committed' : 'not merged'}`
    : record.branch;
  const item = label({
    id: record.id,
    type: record.type,
    ts: record.ts,
    branch,
    content: record.content,
    data: record.data as Record<string, unknown>,
  });
  // Corrections of it by untrusted authors: not applied, and said.
  const corrections = untrustedCorrectionsOf(hit, trust).map((correction) => correction.note);
  // Files it names that changed since it was recorded, or are gone (knowledge/file-freshness.ts).
  const stale = staleNote(fresh?.get(record.id)).replace(/^\(|\)$/g, '');
  const flags = [...corrections, ...(stale ? [stale] : [])];
  return {
    item: flags.length ? { ...item, flags: [...(item.flags ?? []), ...flags] } : item,
    score: hit.score,
    hidden: hit.hidden,
  };
}

async function runSearchQuery(
  project: Project,
  environment: McpEnvironment,
  request: {
    query: string;
    mode: SearchMode;
    limit: number;
    filter: EventQuery;
    includeHidden: boolean;
    now: Date;
  },
): Promise<{
  hits: SearchHit[];
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>;
  trust: SearchTrust;
  originsOf: (hit: SearchHit) => RecordOrigin[] | undefined;
  note?: string;
}> {
  const { hits, elsewhere, trust, note, unreadable, originsOf } = await searchMemories(
    project,
    request,
    {
      env: environment.env,
      report: environment.log,
      ...(environment.heldSearch ? { held: environment.heldSearch } : {}),
    },
  );
  if (unreadable)
    environment.log(`${unreadable} unreadable line(s) in the log skipped; run cortex doctor`);
  return { hits, elsewhere, trust, originsOf, ...(note ? { note } : {}) };
}

export async function searchTool(
  environment: McpEnvironment,
  args: ToolArgs<'search'>,
): Promise<string> {
  const project = openMemory(environment);
  const now = environment.now();
  const filter = searchFilter(args, now);
  const found = await runSearchQuery(project, environment, {
    query: args.query,
    mode: 'hybrid',
    limit: args.limit ?? 8,
    filter,
    includeHidden: args.all === true,
    now,
  });
  const { elsewhere, trust, note, originsOf } = found;
  const { hits, freshness } = rankFresh(project, found.hits);
  reinforceFor(
    project,
    environment,
    hits.filter((hit) => !hit.hidden).map((hit) => hit.record.id),
    now,
  );
  const label = searchLabeller(project, hits, originsOf, environment.log);
  const memories = formatSearchResults(
    args.query,
    hits.map((hit) => searchLine(hit, elsewhere, label, trust, freshness)),
    note,
  );
  const documents = isNarrowed(filter)
    ? []
    : await searchDocuments(project, args.query, 3, environment.log);
  return documents.length ? `${memories}\n\n${formatDocumentResults(documents)}` : memories;
}

export async function decisionsTool(
  environment: McpEnvironment,
  args: ToolArgs<'decisions'>,
): Promise<string> {
  const project = openMemory(environment);
  const now = environment.now();
  const limit = args.limit ?? 15;
  if (args.topic !== undefined) {
    const filter: EventQuery = { types: ['decision_made', 'approach_rejected'] };
    const { hits, elsewhere, trust, originsOf } = await runSearchQuery(project, environment, {
      query: args.topic,
      mode: 'hybrid',
      limit,
      filter,
      includeHidden: false,
      now,
    });
    reinforceFor(
      project,
      environment,
      hits.map((hit) => hit.record.id),
      now,
    );
    const label = searchLabeller(project, hits, originsOf, environment.log);
    return formatDecisionsOnTopic(
      args.topic,
      hits.map((hit) => searchLine(hit, elsewhere, label, trust)),
    );
  }
  const log = readLog(project, environment);
  return formatDecisionList(readDecisions(project, log), limit, viewLabeller(project, log));
}

export function planTool(environment: McpEnvironment, args: ToolArgs<'plan'>): string {
  const project = openMemory(environment);
  const plans = readPlans(project, readLog(project, environment));
  return formatPlans(plans, args.branch ?? currentBranch(project), args.branch !== undefined);
}

export function recentTool(environment: McpEnvironment, args: ToolArgs<'recent'>): string {
  const project = openMemory(environment);
  const now = environment.now();
  const log = readLog(project, environment);
  const label = viewLabeller(project, log);
  const since = parseDate(args.since, now, 'since');
  const { memories, window } = recentMemories(project, log, {
    query: { types: parseTypes(args.type), branches: args.branch ?? [] },
    ...(since !== undefined ? { since: { at: since, said: args.since! } } : {}),
    limit: args.limit ?? 10,
    now,
  });
  const lines: RecentLine[] = memories.map(({ memory, futureDate }) => {
    const item = label(memoryItem(memory));
    return {
      item: futureDate
        ? { ...item, flags: [...(item.flags ?? []), `dated ${futureDate}, in the future`] }
        : item,
      salience: memory.pinned ? 1 : memory.event.salience,
      pinned: memory.pinned,
      index: memory.index,
    };
  });
  return formatRecent(lines, window);
}

/** Facts for `status` and `cortex://status`. */
export function statusText(environment: McpEnvironment): string {
  const project = openMemory(environment);
  return formatStatus(memoryStatus(project, readLog(project, environment)));
}

/** The status, and in a running server what answers its searches now. */
export function statusTool(environment: McpEnvironment): string {
  const text = statusText(environment);
  return environment.heldSearch ? `${text}\nsearch: ${environment.heldSearch.describe()}` : text;
}

export function showTool(environment: McpEnvironment, args: ToolArgs<'show'>): string {
  const project = openMemory(environment);
  const shown = showMemories(project, args.ids, readLog(project, environment));
  reinforceFor(project, environment, shown.standing, environment.now());
  return shown.events
    .map(
      ({ event, committer, collisionNote }) =>
        (collisionNote ? `${collisionNote}\n` : '') +
        formatMemoryDetail(event, shown.fold, committer),
    )
    .join('\n\n---\n\n');
}

/** How the MCP server writes: the assistant's text redacted, the projections kept current. */
function mcpWriting(environment: McpEnvironment, tool: string): Writing {
  return { face: 'mcp', tool, fromAssistant: { log: environment.log } };
}

function redactionNote(count: number): string {
  return count ? ` (${count} secret${count === 1 ? '' : 's'} redacted before writing)` : '';
}

export async function rememberTool(
  environment: McpEnvironment,
  args: ToolArgs<'remember'>,
): Promise<string> {
  const project = openMemory(environment);
  const { events, redacted } = await remember(
    project,
    environment,
    mcpWriting(environment, 'mcp remember'),
    {
      content: args.text,
      kind: (args.type ?? 'learned') as MemoryKind,
      tags: args.tags,
      reason: args.reason,
      files: args.files,
      pin: args.pin === true,
    },
  );
  const memory = events[0]!;
  return `Remembered${args.pin ? ' and pinned' : ''}: ${summaryLine({ ...memory, data: memory.data as Record<string, unknown> })}${redactionNote(redacted)}`;
}

export async function forgetTool(
  environment: McpEnvironment,
  args: ToolArgs<'forget'>,
): Promise<string> {
  const project = openMemory(environment);
  const log = readLog(project, environment);
  const { events: targets, fold } = findTargets(project, args.ids, log);

  if (args.replace_with !== undefined) {
    if (targets.length !== 1)
      throw badArgument('replace_with replaces one memory: give exactly one id');
    const { event, redacted } = await supersede(
      project,
      environment,
      mcpWriting(environment, 'mcp forget (replace)'),
      targets,
      args.replace_with,
    );
    const before = fold.byId.get(targets[0]!.id);
    const old = before
      ? memoryItem(before)
      : { ...targets[0]!, data: targets[0]!.data as Record<string, unknown> };
    return [
      `Replaced ${summaryLine(old)}`,
      `with ${summaryLine({ ...event, type: old.type, data: {} })}${redactionNote(redacted)}`,
      `The old wording no longer shows in search, decisions or the briefing; forget ${shortId(event.id)} to undo.`,
    ].join('\n');
  }

  const { fresh, already } = planForget(targets, fold);
  if (fresh.length === 0)
    throw badArgument(`already forgotten: ${already.map((event) => shortId(event.id)).join(', ')}`);
  const { event } = await forget(
    project,
    environment,
    mcpWriting(environment, 'mcp forget'),
    fresh,
    args.reason,
  );
  const lines = [
    `Forgot ${fresh.length} memor${fresh.length === 1 ? 'y' : 'ies'} (recorded as ${shortId(event.id)}):`,
  ];
  for (const target of fresh) {
    const memory = fold.byId.get(target.id);
    lines.push(
      summaryLine(
        memory ? memoryItem(memory) : { ...target, data: target.data as Record<string, unknown> },
        '- ',
      ),
    );
  }
  if (already.length)
    lines.push(
      `Already forgotten, left as they were: ${already.map((target) => shortId(target.id)).join(', ')}`,
    );
  lines.push(
    `They no longer show in search, decisions or the briefing; forget ${shortId(event.id)} to undo.`,
  );
  return lines.join('\n');
}

/** The text of a resource, rendered from the current log. */
export function resourceText(
  environment: McpEnvironment,
  name: 'status' | 'decisions' | 'plan',
): string {
  if (name === 'status') return statusText(environment);
  const project = openMemory(environment);
  return renderProjection(readLog(project, environment), name);
}
