/**
 * Activity condensed (pure): what a session touched and ran, folded from its per-tool
 * events (file_modified, file_explored, command_run) into one `session_activity` event,
 * and read back from either kind. The per-tool events stay in `.cortex/local/`; the
 * committed log holds the condensed one, which is what teammates need: the files touched,
 * how many were looked at, the distinct commands with the purpose Claude gave them, and
 * the tests run and how they ended.
 */
import type { AnyEvent } from './envelope.js';
import { deriveEventId } from './id.js';
import { makeEvent } from './envelope.js';
import { compareEvents } from './order.js';
import type { ActivityCommand } from './types.js';

/** The most files a condensed event names (the most edited first); the rest are counted. */
export const MAX_CONDENSED_FILES = 25;
/** The most distinct commands it keeps: tests, failures and described ones first. */
export const MAX_CONDENSED_COMMANDS = 10;
const MAX_COMMAND_CHARS = 120;
const MAX_DESCRIPTION_CHARS = 100;

/** A captured command's content: "Ran `<command>` (failed, exit code N): <what it was run for>" (capture/extract.ts). */
const CAPTURED_COMMAND = /^Ran `[^`]*`(?: \(([^)]*)\))?(?:: (.+))?$/s;

/** What a command_run was run for: its `description`, or (older events) the purpose its content states. */
export function commandDescription(event: AnyEvent): string | undefined {
  const data = event.data as { description?: unknown };
  if (typeof data.description === 'string' && data.description.trim() !== '')
    return data.description.trim();
  return CAPTURED_COMMAND.exec(event.content)?.[2]?.trim() || undefined;
}

/** Whether a command_run failed: a non-zero exit code, or "(failed" in its content. */
export function commandFailed(event: AnyEvent): boolean {
  const exitCode = (event.data as { exitCode?: unknown }).exitCode;
  if (typeof exitCode === 'number') return exitCode !== 0;
  return /^failed/.test(CAPTURED_COMMAND.exec(event.content)?.[1] ?? '');
}

/** The files a file_modified created: its `created`, or (older events) those its content lists after "Created". */
export function createdFiles(event: AnyEvent): string[] {
  const data = event.data as { created?: unknown; files?: unknown };
  if (Array.isArray(data.created))
    return data.created.filter((file): file is string => typeof file === 'string');
  const listed = /^Created (.+?)(?:; edited .*)?$/s.exec(event.content)?.[1];
  if (!listed || !Array.isArray(data.files)) return [];
  const files = data.files.filter((file): file is string => typeof file === 'string');
  return files.filter((file) => listed.split(', ').includes(file));
}

/** Test runners and the scripts that usually run them: a command that runs tests. */
const TEST_COMMAND =
  /(?:^|[\s;&|(/])(?:(?:npm|pnpm|yarn|bun|mise|just|task|rake|poe|hatch|uv|poetry)(?: run)? test(?::[\w:-]+)?|(?:npm|pnpm|yarn) t|npx (?:vitest|jest|mocha|playwright test|ava|tap)|vitest|jest|mocha|pytest|py\.test|tox|nox|go test|cargo (?:test|nextest)|rspec|phpunit|ctest|mix test|dotnet test|gradle(?:w)? test|\.\/gradlew test|mvn (?:-\S+ )*test|make (?:test|check)|deno test|bats|unittest)(?=$|[\s;&|)])/;

/** Whether a command runs tests (`npm test`, `go test ./...`, `pytest -k x`, `make check`…). */
export function isTestCommand(command: string): boolean {
  return TEST_COMMAND.test(command);
}

/** The part of a command line that runs the tests: `go test ./x` of `go build ./... && go test ./x`. */
export function testPart(command: string): string {
  return (
    command
      .split(/&&|\|\||[;|]/)
      .map((part) => part.trim())
      .find((part) => isTestCommand(part)) ?? command
  );
}

/** Output plumbing that does not change what a command does: `2>&1`, a trailing `| tail -50`. */
const OUTPUT_PLUMBING = /\s+\d?>&\d|(?:\s*\|\s*(?:head|tail)(?:\s+-n)?(?:\s+-?\d+)?)+\s*$/g;

/**
 * A command as a condensed event keeps it: its first line without output plumbing (so
 * `npm test 2>&1 | tail -20` and `npm test` are one command), shortened.
 */
export function commandKey(command: string): string {
  const first =
    command.split('\n')[0]!.replace(OUTPUT_PLUMBING, '').replace(OUTPUT_PLUMBING, '').trim() ||
    command.split('\n')[0]!.trim();
  const shortened =
    first.length > MAX_COMMAND_CHARS ? `${first.slice(0, MAX_COMMAND_CHARS - 1)}…` : first;
  return command.trim().includes('\n') && !shortened.endsWith('…') ? `${shortened} …` : shortened;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** What a session did, gathered from per-tool events, condensed ones, or both. */
export interface ActivityTally {
  /** Files edited or created, by how many events touched them (insertion order is first touch). */
  touched: Map<string, number>;
  created: Set<string>;
  /** Files read and searches made (distinct), or the count a condensed event carries. */
  reads: number;
  /** Distinct commands, in first-run order. */
  commands: Map<string, ActivityCommand & { order: number }>;
  /** Runs of commands a condensed event counted but could not name. */
  unnamedRuns: number;
}

export function emptyTally(): ActivityTally {
  return { touched: new Map(), created: new Set(), reads: 0, commands: new Map(), unnamedRuns: 0 };
}

/**
 * Adds events to a tally: per-tool events one by one, a condensed event as the summary it
 * holds. `readTargets` keeps what was read distinct across calls.
 */
export function tallyActivity(
  tally: ActivityTally,
  events: Iterable<AnyEvent>,
  readTargets = new Set<string>(),
): ActivityTally {
  for (const event of events) {
    const data = event.data as Record<string, unknown>;
    if (event.type === 'file_modified') {
      for (const file of stringsOf(data.files))
        tally.touched.set(file, (tally.touched.get(file) ?? 0) + 1);
      for (const file of createdFiles(event)) tally.created.add(file);
    } else if (event.type === 'file_explored') {
      const targets =
        typeof data.pattern === 'string'
          ? [`?${data.pattern}\u0000${stringsOf(data.files).join(' ')}`]
          : stringsOf(data.files);
      for (const target of targets) {
        if (readTargets.has(target)) continue;
        readTargets.add(target);
        tally.reads++;
      }
    } else if (event.type === 'command_run') {
      const key = commandKey(typeof data.command === 'string' ? data.command : event.content);
      const known = tally.commands.get(key) ?? {
        command: key,
        runs: 0,
        failed: 0,
        order: tally.commands.size,
      };
      const failed = commandFailed(event);
      known.runs = (known.runs ?? 0) + 1;
      if (failed) known.failed = (known.failed ?? 0) + 1;
      const description = commandDescription(event);
      if (description) known.description = shorten(description, MAX_DESCRIPTION_CHARS);
      if (isTestCommand(key)) known.test = failed ? 'failed' : 'passed';
      tally.commands.set(key, known);
    } else if (event.type === 'session_activity') {
      for (const file of stringsOf(data.files))
        tally.touched.set(file, (tally.touched.get(file) ?? 0) + 1);
      for (const file of stringsOf(data.created)) tally.created.add(file);
      if (typeof data.reads === 'number') tally.reads += data.reads;
      let named = 0;
      for (const command of Array.isArray(data.commands)
        ? (data.commands as ActivityCommand[])
        : []) {
        if (typeof command?.command !== 'string') continue;
        const known = tally.commands.get(command.command) ?? {
          command: command.command,
          runs: 0,
          failed: 0,
          order: tally.commands.size,
        };
        known.runs = (known.runs ?? 0) + (command.runs ?? 1);
        known.failed = (known.failed ?? 0) + (command.failed ?? 0);
        if (command.description) known.description = command.description;
        if (command.test) known.test = command.test;
        tally.commands.set(command.command, known);
        named += command.runs ?? 1;
      }
      if (typeof data.runs === 'number' && data.runs > named)
        tally.unnamedRuns += data.runs - named;
    }
  }
  return tally;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
}

/** How many times commands ran in all. */
export function runCount(tally: ActivityTally): number {
  let runs = tally.unnamedRuns;
  for (const command of tally.commands.values()) runs += command.runs ?? 1;
  return runs;
}

/** The commands worth keeping when there are too many: tests, then failures, then described ones, then the most run. */
function chooseCommands(tally: ActivityTally): ActivityCommand[] {
  const all = [...tally.commands.values()];
  const rank = (command: ActivityCommand): number =>
    (command.test ? 8 : 0) + ((command.failed ?? 0) > 0 ? 4 : 0) + (command.description ? 2 : 0);
  const chosen = all
    .sort((a, b) => rank(b) - rank(a) || (b.runs ?? 1) - (a.runs ?? 1) || a.order - b.order)
    .slice(0, MAX_CONDENSED_COMMANDS)
    .sort((a, b) => a.order - b.order);
  return chosen.map(({ order: _order, ...command }) => ({
    command: command.command,
    ...(command.description ? { description: command.description } : {}),
    ...((command.runs ?? 1) > 1 ? { runs: command.runs } : {}),
    ...((command.failed ?? 0) > 0 ? { failed: command.failed } : {}),
    ...(command.test ? { test: command.test } : {}),
  }));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function quote(command: string): string {
  return `\`${command.replace(/`/g, "'")}\``;
}

/**
 * The sentence a condensed event reads as: "Edited 5 files, created 1, looked at 14; ran 9
 * commands (4 distinct); tests: `npm test` passed (2 of 3 runs failed)." The files and
 * commands themselves are in its data (search reads them there).
 */
export function describeTally(tally: ActivityTally): string {
  const parts: string[] = [];
  const created = [...tally.touched.keys()].filter((file) => tally.created.has(file)).length;
  const edited = tally.touched.size - created;
  const files: string[] = [];
  if (edited) files.push(`edited ${plural(edited, 'file')}`);
  if (created) files.push(`created ${edited ? created : plural(created, 'file')}`);
  if (tally.reads)
    files.push(`looked at ${files.length ? tally.reads : plural(tally.reads, 'file')}`);
  if (files.length) parts.push(files.join(', '));
  const runs = runCount(tally);
  if (runs)
    parts.push(
      `ran ${plural(runs, 'command')}${tally.commands.size !== runs ? ` (${tally.commands.size} distinct)` : ''}`,
    );
  const tests = [...tally.commands.values()].filter((command) => command.test);
  if (tests.length) {
    const shown = tests.slice(-2).map((command) => {
      const failures = command.failed ?? 0;
      const runs = command.runs ?? 1;
      const history =
        runs > 1 ? (failures ? ` (${failures} of ${runs} runs failed)` : ` (${runs} runs)`) : '';
      return `${quote(shorten(testPart(command.command), 50))} ${command.test}${history}`;
    });
    parts.push(
      `tests: ${shown.join(', ')}${tests.length > 2 ? ` and ${tests.length - 2} more` : ''}`,
    );
  }
  if (parts.length === 0) return '';
  const text = parts.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/**
 * The condensed events of one session's per-tool activity: one per branch it worked on
 * (a session that switched branch says what it did on each). Each is dated at the last
 * event it covers, and its id derives from the session, the branch and that event, so
 * condensing the same activity again gives the same event. Pure: events in, events out.
 */
export function condenseSessionActivity(session: string, events: readonly AnyEvent[]): AnyEvent[] {
  const byBranch = new Map<string, AnyEvent[]>();
  for (const event of [...events].sort(compareEvents)) {
    if (
      event.type !== 'file_modified' &&
      event.type !== 'file_explored' &&
      event.type !== 'command_run'
    )
      continue;
    const key = event.branch ?? '\u0000';
    const list = byBranch.get(key);
    if (list) list.push(event);
    else byBranch.set(key, [event]);
  }
  const condensed: AnyEvent[] = [];
  for (const group of byBranch.values()) {
    const tally = tallyActivity(emptyTally(), group);
    const files = [...tally.touched]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_CONDENSED_FILES)
      .map(([file]) => file);
    // Named in the order they were first touched, the most edited kept when there are too many.
    const kept = [...tally.touched.keys()].filter((file) => files.includes(file));
    const content = describeTally(tally);
    if (content === '') continue;
    const last = group[group.length - 1]!;
    const created = kept.filter((file) => tally.created.has(file));
    const commands = chooseCommands(tally);
    condensed.push(
      makeEvent({
        id: deriveEventId(
          Date.parse(last.ts),
          `${session}\u0000activity\u0000${last.branch ?? ''}\u0000${last.id}`,
        ),
        ts: last.ts,
        type: 'session_activity',
        session,
        branch: last.branch,
        author: last.author,
        content,
        source: { layer: 'structural' },
        data: {
          ...(kept.length ? { files: kept } : {}),
          ...(created.length ? { created } : {}),
          ...(tally.reads ? { reads: tally.reads } : {}),
          ...(commands.length ? { commands } : {}),
          // Every run, named or not: a session that ran 40 commands keeps 10 of them.
          ...(runCount(tally) > commands.reduce((sum, entry) => sum + (entry.runs ?? 1), 0)
            ? { runs: runCount(tally) }
            : {}),
        },
      }) as AnyEvent,
    );
  }
  return condensed;
}
