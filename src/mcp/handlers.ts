/**
 * What each MCP tool does (shell): opens the project afresh on every call, reads the log
 * through the incremental caches (so a correction made a moment ago, by the command line,
 * a hook or another session, shows at once), and answers with the text of format.ts.
 * Memories a read retrieves (search, decisions on a topic, show) count as accessed, which
 * reinforces them in later briefings.
 */
import { CortexError, UsageError } from '../errors.js';
import type { AnyEvent } from '../events/envelope.js';
import { newEventId, shortId } from '../events/id.js';
import { findEventByPrefix } from '../events/lookup.js';
import { correctionEvent, memoryEvents, type Origin } from '../events/manual.js';
import { matchesQuery, type EventQuery } from '../events/query.js';
import { orderEvents } from '../events/order.js';
import { appendEvents, readEventLog } from '../events/store.js';
import { EVENT_TYPES, EVENT_TYPE_NAMES, resolveEventType, type EventType, type MemoryKind } from '../events/types.js';
import { readHead } from '../git/plumbing/repo.js';
import { locate, projectAuthor, readProjectConfig, type Project } from '../project.js';
import { foldMemories, type MemoryFold } from '../projections/corrections.js';
import { recordAccess } from '../projections/briefing-file.js';
import { renderProjections } from '../projections/committed.js';
import { classifyDecisions } from '../projections/decisions.js';
import type { LogDigest } from '../projections/digest.js';
import { readLogDigest, type LogRead } from '../projections/log-reader.js';
import { currentPlans } from '../projections/plan.js';
import { affectsCommittedProjections } from '../projections/affects.js';
import { parseDateArg } from '../events/dates.js';
import type { SearchHit, SearchMode } from '../search/engine.js';
import type { ToolArgs } from './definitions.js';
import {
  formatDecisionList,
  formatDecisionsOnTopic,
  formatMemoryDetail,
  formatPlans,
  formatRecent,
  formatSearchResults,
  formatStatus,
  memoryItem,
  summaryLine,
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
}

/** Opens the project around the server's directory; throws what to do when there is none. */
export function openMemory(environment: McpEnvironment): Project {
  const located = locate(environment.cwd);
  if (located.kind === 'no-repo') {
    throw new CortexError('NOT_A_REPOSITORY', `not inside a git work tree (${environment.cwd})`, { hint: 'start the MCP server (cortex mcp) inside the project' });
  }
  if (located.kind === 'not-initialized') {
    throw new CortexError('NOT_INITIALIZED', `no cortex memory in ${located.repo.root} (.cortex/ not found)`, { hint: "run 'cortex init' there" });
  }
  return { repo: located.repo, paths: located.paths, config: readProjectConfig(located.paths) };
}

function readLog(project: Project, environment: McpEnvironment): LogRead {
  const log = readLogDigest(project.paths);
  if (log.warnings.length) environment.log(`${log.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`);
  return log;
}

/** Memories retrieved for the assistant are reinforced; failing to note it never fails the call. */
function reinforce(project: Project, environment: McpEnvironment, ids: readonly string[], now: Date): void {
  if (ids.length === 0) return;
  try {
    recordAccess(project, ids, now);
  } catch (error) {
    environment.log(`could not record access: ${(error as Error).message}`);
  }
}

function badArgument(message: string, hint?: string): CortexError {
  return new CortexError('BAD_ARGUMENT', message, hint === undefined ? {} : { hint });
}

/** The short names of the types a filter is useful for (corrections are not searched for). */
const MEMORY_TYPE_ALIASES = EVENT_TYPE_NAMES.filter((type) => EVENT_TYPES[type].category !== 'control').map((type) => EVENT_TYPES[type].alias);

function parseTypes(names: readonly string[] | undefined): EventType[] {
  return (names ?? []).map((name) => {
    const type = resolveEventType(name.trim());
    if (!type) throw badArgument(`unknown type '${name}'`, `types: ${MEMORY_TYPE_ALIASES.join(', ')}`);
    return type;
  });
}

function parseDate(text: string | undefined, now: Date, end: boolean, option: string): number | undefined {
  if (text === undefined) return undefined;
  try {
    return parseDateArg(text, now, end, option);
  } catch (error) {
    if (error instanceof UsageError) throw badArgument(error.message.replace(/^--/, ''), error.hint);
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
  const since = parseDate(args.since, now, false, 'since');
  const until = parseDate(args.until, now, true, 'until');
  return {
    types: parseTypes(args.type),
    branches: args.branch ?? [],
    tags: args.kind ?? [],
    ...(since !== undefined ? { since } : {}),
    ...(until !== undefined ? { until } : {}),
  };
}

function searchLine(hit: SearchHit): SearchLine {
  const { record } = hit;
  return { item: { id: record.id, type: record.type, ts: record.ts, branch: record.branch, content: record.content, data: record.data as Record<string, unknown> }, score: hit.score, hidden: hit.hidden };
}

async function runSearchQuery(
  project: Project,
  environment: McpEnvironment,
  request: { query: string; mode: SearchMode; limit: number; filter: EventQuery; includeHidden: boolean; now: Date },
): Promise<{ hits: SearchHit[]; note?: string }> {
  const { openSearch, runSearch } = await import('../search/service.js');
  const search = await openSearch(project, { env: environment.env, mode: request.mode, report: environment.log });
  if (search.warnings.length) environment.log(`${search.warnings.length} unreadable line(s) in the log skipped; run cortex doctor`);
  const hits = await runSearch(
    search,
    { query: request.query, mode: request.mode, limit: request.limit, filter: request.filter, includeHidden: request.includeHidden, nowMs: request.now.getTime() },
    project.config.search.settings,
  );
  const note = search.embedderProblem && request.mode === 'hybrid' ? `searched by keywords only: ${search.embedderProblem}` : undefined;
  return { hits, ...(note ? { note } : {}) };
}

export async function searchTool(environment: McpEnvironment, args: ToolArgs<'search'>): Promise<string> {
  const project = openMemory(environment);
  const now = environment.now();
  const filter = searchFilter(args, now);
  const { hits, note } = await runSearchQuery(project, environment, { query: args.query, mode: 'hybrid', limit: args.limit ?? 8, filter, includeHidden: args.all === true, now });
  reinforce(project, environment, hits.filter((hit) => !hit.hidden).map((hit) => hit.record.id), now);
  return formatSearchResults(args.query, hits.map(searchLine), note);
}

export async function decisionsTool(environment: McpEnvironment, args: ToolArgs<'decisions'>): Promise<string> {
  const project = openMemory(environment);
  const now = environment.now();
  const limit = args.limit ?? 15;
  if (args.topic !== undefined) {
    const filter: EventQuery = { types: ['decision_made', 'approach_rejected'] };
    const { hits } = await runSearchQuery(project, environment, { query: args.topic, mode: 'hybrid', limit, filter, includeHidden: false, now });
    reinforce(project, environment, hits.map((hit) => hit.record.id), now);
    return formatDecisionsOnTopic(args.topic, hits.map(searchLine));
  }
  const { digest } = readLog(project, environment);
  return formatDecisionList(classifyDecisions(digest, foldMemories(digest.memoryEvents)), limit);
}

function currentBranchOf(project: Project): string | null {
  return readHead(project.repo).branch;
}

export function planTool(environment: McpEnvironment, args: ToolArgs<'plan'>): string {
  const project = openMemory(environment);
  const { digest } = readLog(project, environment);
  const plans = currentPlans(foldMemories(digest.memoryEvents));
  return formatPlans(plans, args.branch ?? currentBranchOf(project), args.branch !== undefined);
}

/** Knowledge, control and the newest activity, in log order, folded together. */
function foldDigest(digest: LogDigest, extra: readonly AnyEvent[] = []): { events: AnyEvent[]; fold: MemoryFold } {
  const events = orderEvents([...digest.memoryEvents, ...digest.recentActivity, ...extra]).events;
  return { events, fold: foldMemories(events) };
}

/** How far back `recent` looks by default: the week before the latest event (not the clock, so an old project still answers). */
const RECENT_SPAN_MS = 7 * 86_400_000;
/** The newest events `recent` ranks, at most. */
const RECENT_CANDIDATES = 200;

export function recentTool(environment: McpEnvironment, args: ToolArgs<'recent'>): string {
  const project = openMemory(environment);
  const now = environment.now();
  const { digest } = readLog(project, environment);
  const { fold } = foldDigest(digest);
  const latest = digest.lastEvent ? Date.parse(digest.lastEvent.ts) : now.getTime();
  const since = parseDate(args.since, now, false, 'since') ?? latest - RECENT_SPAN_MS;
  const query: EventQuery = { types: parseTypes(args.type), branches: args.branch ?? [], since };
  const candidates = fold.memories
    .filter((memory) => memory.status === 'active' && matchesQuery({ ...memory.event, type: memory.type } as AnyEvent, query))
    .slice(-RECENT_CANDIDATES);
  const ranked: RecentLine[] = candidates
    .map((memory) => ({ item: memoryItem(memory), salience: memory.pinned ? 1 : memory.event.salience, pinned: memory.pinned, index: memory.index }))
    .sort((a, b) => b.salience - a.salience || b.index - a.index)
    .slice(0, args.limit ?? 10);
  const window = args.since !== undefined ? `since ${args.since}` : digest.lastEvent ? `in the week up to ${digest.lastEvent.ts.slice(0, 10)}` : 'yet';
  return formatRecent(ranked, window);
}

/** Facts for `status` and `cortex://status`. */
export function statusText(environment: McpEnvironment): string {
  const project = openMemory(environment);
  const log = readLog(project, environment);
  const { digest } = log;
  const fold = foldMemories(digest.memoryEvents);
  const standing: Record<string, number> = {};
  let forgotten = 0;
  let superseded = 0;
  let pinned = 0;
  for (const memory of fold.memories) {
    if (memory.status === 'retracted') forgotten++;
    else if (memory.status === 'superseded') superseded++;
    else {
      const name = memory.data.kind === 'gotcha' ? 'gotcha' : EVENT_TYPES[memory.type].alias;
      standing[name] = (standing[name] ?? 0) + 1;
      if (memory.pinned) pinned++;
    }
  }
  const branch = currentBranchOf(project);
  const plan = currentPlans(fold).find((candidate) => candidate.branch === branch);
  // Types in their defined order, gotchas beside what else was learned: the same log, the same line.
  const order = EVENT_TYPE_NAMES.flatMap((type) => (type === 'knowledge_acquired' ? ['learned', 'gotcha'] : [EVENT_TYPES[type].alias]));
  const byType = Object.fromEntries(order.filter((name) => standing[name]).map((name) => [name, standing[name]!]));
  return formatStatus({
    root: project.repo.root,
    branch,
    events: digest.eventCount,
    sessions: digest.sessionCount,
    lastEvent: digest.lastEvent,
    standing: byType,
    forgotten,
    superseded,
    pinned,
    plan,
    unreadableLines: log.warnings.length,
  });
}

export function statusTool(environment: McpEnvironment): string {
  return statusText(environment);
}

/** Finds the events `prefixes` name: in what the digest holds, else in the whole log. */
function findEvents(project: Project, digest: LogDigest, prefixes: readonly string[]): { events: AnyEvent[]; fold: MemoryFold } {
  let { events, fold } = foldDigest(digest);
  const found: AnyEvent[] = [];
  for (const prefix of prefixes) {
    try {
      found.push(findEventByPrefix(events, prefix));
    } catch (error) {
      if (!(error instanceof CortexError) || error.code !== 'UNKNOWN_ID') throw error;
      // Older activity is not in the digest: read the whole log once.
      const all = readEventLog(project.paths).events;
      events = all;
      fold = foldMemories(all);
      found.push(findEventByPrefix(events, prefix));
    }
  }
  return { events: [...new Map(found.map((event) => [event.id, event])).values()], fold };
}

export function showTool(environment: McpEnvironment, args: ToolArgs<'show'>): string {
  const project = openMemory(environment);
  const { digest } = readLog(project, environment);
  const { events, fold } = findEvents(project, digest, args.ids);
  reinforce(project, environment, events.filter((event) => fold.byId.get(event.id)?.status === 'active').map((event) => event.id), environment.now());
  return events.map((event) => formatMemoryDetail(event, fold)).join('\n\n---\n\n');
}

function mcpOrigin(project: Project, environment: McpEnvironment, tool: string): Origin {
  const now = environment.now();
  return {
    ts: now.toISOString(),
    session: null,
    branch: currentBranchOf(project),
    author: projectAuthor(project),
    tool,
    newId: () => newEventId(now.getTime(), environment.entropy()),
  };
}

/** Text the assistant sends is redacted as captured text is: nothing secret reaches the log. */
async function redactArguments<T>(project: Project, value: T): Promise<{ value: T; redacted: number }> {
  const { redactValues } = await import('../redaction/redactor.js');
  const { extraRules } = await import('../redaction/rules.js');
  const { values, outcome } = await redactValues([value], {
    extra: extraRules(project.config.redaction.patterns),
    library: async (text) => (await import('../redaction/secretlint.js')).lintSecretRanges(text),
  });
  return { value: values[0]!, redacted: outcome.redacted };
}

/** Appends as the MCP server's writer and brings the committed projections up to date. */
async function append(project: Project, environment: McpEnvironment, events: readonly AnyEvent[]): Promise<void> {
  const now = environment.now();
  appendEvents(project.paths, project.repo, events, { writer: 'mcp', now, entropy: environment.entropy });
  if (!affectsCommittedProjections(events)) return;
  try {
    const { regenerateProjections } = await import('../projections/projection-files.js');
    regenerateProjections(project);
  } catch (error) {
    environment.log(`could not regenerate the projections: ${(error as Error).message}`);
  }
}

function redactionNote(count: number): string {
  return count ? ` (${count} secret${count === 1 ? '' : 's'} redacted before writing)` : '';
}

export async function rememberTool(environment: McpEnvironment, args: ToolArgs<'remember'>): Promise<string> {
  const project = openMemory(environment);
  const { value, redacted } = await redactArguments(project, { text: args.text, reason: args.reason, tags: args.tags, files: args.files });
  const events = memoryEvents(
    { content: value.text, kind: (args.type ?? 'learned') as MemoryKind, tags: value.tags, reason: value.reason, files: value.files, pin: args.pin === true },
    mcpOrigin(project, environment, 'mcp remember'),
  );
  await append(project, environment, events);
  const memory = events[0]!;
  return `Remembered${args.pin ? ' and pinned' : ''}: ${summaryLine({ ...memory, data: memory.data as Record<string, unknown> })}${redactionNote(redacted)}`;
}

export async function forgetTool(environment: McpEnvironment, args: ToolArgs<'forget'>): Promise<string> {
  const project = openMemory(environment);
  const { digest } = readLog(project, environment);
  const { events: targets, fold } = findEvents(project, digest, args.ids);
  const origin = mcpOrigin(project, environment, args.replace_with !== undefined ? 'mcp forget (replace)' : 'mcp forget');

  if (args.replace_with !== undefined) {
    if (targets.length !== 1) throw badArgument('replace_with replaces one memory: give exactly one id');
    const { value, redacted } = await redactArguments(project, { text: args.replace_with });
    const event = correctionEvent('memory_superseded', targets, origin, { content: value.text });
    await append(project, environment, [event]);
    const before = fold.byId.get(targets[0]!.id);
    const old = before ? memoryItem(before) : { ...targets[0]!, data: targets[0]!.data as Record<string, unknown> };
    return [
      `Replaced ${summaryLine(old)}`,
      `with ${summaryLine({ ...event, type: old.type, data: {} })}${redactionNote(redacted)}`,
      `The old wording no longer shows in search, decisions or the briefing; forget ${shortId(event.id)} to undo.`,
    ].join('\n');
  }

  const already = targets.filter((event) => fold.byId.get(event.id)?.status === 'retracted');
  const fresh = targets.filter((event) => !already.includes(event));
  if (fresh.length === 0) throw badArgument(`already forgotten: ${already.map((event) => shortId(event.id)).join(', ')}`);
  const event = correctionEvent('memory_retracted', fresh, origin, args.reason ? { reason: args.reason } : {});
  await append(project, environment, [event]);
  const lines = [`Forgot ${fresh.length} memor${fresh.length === 1 ? 'y' : 'ies'} (recorded as ${shortId(event.id)}):`];
  for (const target of fresh) {
    const memory = fold.byId.get(target.id);
    lines.push(summaryLine(memory ? memoryItem(memory) : { ...target, data: target.data as Record<string, unknown> }, '- '));
  }
  if (already.length) lines.push(`Already forgotten, left as they were: ${already.map((target) => shortId(target.id)).join(', ')}`);
  lines.push(`They no longer show in search, decisions or the briefing; forget ${shortId(event.id)} to undo.`);
  return lines.join('\n');
}

/** The text of a resource, rendered from the current log. */
export function resourceText(environment: McpEnvironment, name: 'status' | 'decisions' | 'plan'): string {
  if (name === 'status') return statusText(environment);
  const project = openMemory(environment);
  const { digest } = readLog(project, environment);
  const rendered = renderProjections(digest);
  return name === 'decisions' ? rendered.files['.cortex/decisions.md'] : rendered.files['.cortex/active-plan.md'];
}
