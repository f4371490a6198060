/**
 * `cortex ingest <file-or-dir>...`: runs capture over past transcripts (backfill), e.g.
 * everything under `~/.claude/projects/<this project>/`. Folders are searched
 * recursively for `.jsonl` files. Idempotent: each transcript's cursor remembers how far it
 * was read, and events already in the log (same derived id) are never appended again.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { captureAuthor } from '../../capture/author-cache.js';
import { captureTranscript } from '../../capture/transcript-capture.js';
import { CortexError } from '../../errors.js';
import { EVENT_TYPE_NAMES, type EventType } from '../../events/types.js';
import { scanEventLog } from '../../events/store.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { styleFor } from '../style.js';

/** Every `.jsonl` file under the given paths, in a stable order, each once. */
export function findTranscripts(cwd: string, inputs: readonly string[]): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.jsonl')) found.add(full);
    }
  };
  for (const input of inputs) {
    const path = resolve(cwd, input);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      throw new CortexError('NOT_FOUND', `no such file or folder: ${input}`, { hint: "Claude Code keeps transcripts under ~/.claude/projects/<project>/" });
    }
    if (stat.isDirectory()) walk(path);
    else found.add(path);
  }
  return [...found];
}

/** `[#####.....] 12/40 transcripts, 1,234 events`, for a terminal. */
function progressLine(done: number, total: number, events: number): string {
  const width = 24;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} transcripts, ${events.toLocaleString('en-US')} new events`;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const files = findTranscripts(ctx.cwd, input.positionals);
  const json = input.options.json === true;
  const style = styleFor(ctx, undefined);
  const showProgress = !json && ctx.stderr.isTTY === true && files.length > 1;

  const knownIds = new Set<string>();
  scanEventLog(project.paths, ({ event }) => knownIds.add(event.id));
  const author = captureAuthor(project, { refresh: true });
  const byType = new Map<EventType, number>();
  const problems: string[] = [];
  let appended = 0;
  let unreadable = 0;
  let withEvents = 0;

  for (const [index, file] of files.entries()) {
    if (showProgress) ctx.stderr.write(progressLine(index, files.length, appended));
    const result = await captureTranscript(project, { transcriptPath: file, now: ctx.now(), final: true, knownIds, author, entropy: ctx.entropy });
    for (const event of result.appended) {
      knownIds.add(event.id);
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    }
    if (result.appended.length > 0) withEvents++;
    appended += result.appended.length;
    if (result.problems.some((problem) => problem.startsWith('cannot read transcript'))) unreadable++;
    problems.push(...result.problems);
  }
  if (showProgress) ctx.stderr.write(`${progressLine(files.length, files.length, appended)}\n`);

  const counts = EVENT_TYPE_NAMES.filter((type) => byType.has(type)).map((type) => [type, byType.get(type)!] as const);
  if (json) {
    ctx.stdout.write(JSON.stringify({ transcripts: files.length, appended, byType: Object.fromEntries(counts), problems }, null, 2) + '\n');
  } else {
    for (const problem of problems) ctx.stderr.write(`${style.yellow('warning:')} ${problem}\n`);
    ctx.stdout.write(`Ingested ${plural(files.length, 'transcript')}: ${plural(appended, 'new event')}${withEvents ? ` from ${withEvents}` : ''}\n`);
    const width = Math.max(0, ...counts.map(([type]) => type.length));
    for (const [type, count] of counts) ctx.stdout.write(`  ${type.padEnd(width)}  ${String(count).padStart(6)}\n`);
    if (appended === 0 && files.length > 0) ctx.stdout.write('Nothing new: every transcript was already captured up to its end.\n');
  }
  if (unreadable > 0) {
    throw new CortexError('CANNOT_READ', `${plural(unreadable, 'transcript')} could not be read; the others were ingested`, { hint: 'check the warnings above' });
  }
  return 0;
}

/** `1 transcript`, `1,234 new events`. */
function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

export const command: CommandDefinition = {
  name: 'ingest',
  summary: 'capture past Claude Code transcripts into the memory',
  usage: ['ingest <transcript.jsonl | folder>... [--json]'],
  description:
    'Run capture over past Claude Code sessions: the same extraction and redaction the hooks use.\n' +
    'Folders are searched recursively for .jsonl files. Running it again adds nothing that is\n' +
    'already captured.',
  options: {
    json: { type: 'boolean', description: 'print the summary as JSON' },
  },
  positionals: { min: 1, max: Infinity },
  examples: ['cortex ingest ~/.claude/projects/-home-me-my-project/', 'cortex ingest session.jsonl'],
  run,
};
