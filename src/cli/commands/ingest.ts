/**
 * `cortex ingest <file-or-dir>...`: runs capture over past transcripts (backfill), e.g.
 * everything under `~/.claude/projects/<this project>/`. Folders are searched
 * recursively for `.jsonl` files. Idempotent: each transcript's cursor remembers how far it
 * was read, and events already in the log (same derived id) are never appended again.
 */
import { regenerateProjections } from '../../projections/projection-files.js';
import { describeUpdated } from '../write-report.js';
import { closeSync, openSync, readSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { captureAuthor } from '../../capture/author-cache.js';
import { captureTranscript } from '../../capture/transcript-capture.js';
import { CortexError } from '../../errors.js';
import { EVENT_TYPE_NAMES, type EventType } from '../../events/types.js';
import { scanEventLog } from '../../events/store.js';
import { condenseLocalFiles } from '../../capture/session-activity.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProject, type Project } from '../../memory/open.js';
import { isWithin, transcriptCwd } from '../../capture/transcript-project.js';
import { gitOutput } from '../../git/plumbing/repo.js';
import { UsageError } from '../../errors.js';
import { optionString } from '../command.js';
import { styleFor } from '../style.js';

/** Every `.jsonl` file under the given paths, in a stable order, each once. */
export function findTranscripts(cwd: string, inputs: readonly string[]): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
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
      throw new CortexError('NOT_FOUND', `no such file or folder: ${input}`, {
        hint: 'Claude Code keeps transcripts under ~/.claude/projects/<project>/',
      });
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

/** The first 256 KiB of a file: enough for the records that carry the session's cwd. */
function readHead(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(256 * 1024);
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
  } catch {
    return '';
  } finally {
    closeSync(fd);
  }
}

/** This repository's work trees (the main one and every linked one), as real paths. */
function projectRoots(project: Project): string[] {
  const listed = (gitOutput(project.repo.root, ['worktree', 'list', '--porcelain']) ?? '')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length));
  const roots = new Set([project.repo.root, ...listed]);
  for (const root of [...roots]) {
    try {
      roots.add(realpathSync(root));
    } catch {
      // A worktree that is gone: its sessions still name its path.
    }
  }
  return [...roots];
}

/** `--since` as a time: a date (2026-11-01), a full ISO time, or `<n>d` / `<n>h` ago. */
export function parseSince(text: string, now: Date): Date {
  const relative = /^(\d+)([dh])$/.exec(text);
  if (relative)
    return new Date(
      now.getTime() - Number(relative[1]) * (relative[2] === 'd' ? 86_400_000 : 3_600_000),
    );
  const time = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time.getTime())) {
    throw new UsageError(
      `ingest: --since expects a date (2026-11-01), a time, or 7d / 12h, got '${text}'`,
    );
  }
  return time;
}

interface Selection {
  files: string[];
  /** Transcripts of sessions that ran elsewhere, with their cwd. */
  otherProjects: { file: string; cwd: string | undefined }[];
  /** Transcripts last written before --since. */
  older: string[];
}

/** The transcripts to ingest: this project's (unless --all-projects), written since --since. */
function selectTranscripts(
  project: Project,
  files: readonly string[],
  options: { allProjects: boolean; since?: Date },
): Selection {
  const roots = options.allProjects ? [] : projectRoots(project);
  const selection: Selection = { files: [], otherProjects: [], older: [] };
  for (const file of files) {
    if (options.since && statSync(file).mtime < options.since) {
      selection.older.push(file);
      continue;
    }
    if (!options.allProjects) {
      const cwd = transcriptCwd(readHead(file));
      if (!cwd || !isWithin(cwd, roots)) {
        selection.otherProjects.push({ file, cwd });
        continue;
      }
    }
    selection.files.push(file);
  }
  return selection;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const since = optionString(input.options.since);
  const selection = selectTranscripts(project, findTranscripts(ctx.cwd, input.positionals), {
    allProjects: input.options['all-projects'] === true,
    since: since === undefined ? undefined : parseSince(since, ctx.now()),
  });
  const files = selection.files;
  const json = input.options.json === true;
  const skippedNote = [
    selection.otherProjects.length &&
      `${plural(selection.otherProjects.length, 'transcript')} of other projects left out (--all-projects takes them)`,
    selection.older.length &&
      `${plural(selection.older.length, 'transcript')} older than --since left out`,
  ].filter(Boolean) as string[];
  if (input.options['dry-run'] === true) {
    if (json) {
      ctx.stdout.write(
        JSON.stringify(
          { wouldIngest: files, otherProjects: selection.otherProjects, older: selection.older },
          null,
          2,
        ) + '\n',
      );
    } else {
      ctx.stdout.write(
        `Would ingest ${plural(files.length, 'transcript')} (nothing written):\n${files.map((file) => `  ${file}\n`).join('')}`,
      );
      for (const other of selection.otherProjects)
        ctx.stdout.write(
          `  left out: ${other.file} (ran in ${other.cwd ?? 'an unknown folder'})\n`,
        );
      for (const note of skippedNote) ctx.stdout.write(`${note}\n`);
    }
    return 0;
  }
  const style = styleFor(ctx, undefined);
  const showProgress = !json && ctx.stderr.isTTY === true && files.length > 1;

  const knownIds = new Set<string>();
  scanEventLog(project.paths, ({ event }) => knownIds.add(event.id), { local: true });
  const author = captureAuthor(project, { refresh: true });
  const byType = new Map<EventType, number>();
  const problems: string[] = [];
  let appended = 0;
  let unreadable = 0;
  let withEvents = 0;
  const localFiles = new Set<string>();

  for (const [index, file] of files.entries()) {
    if (showProgress) ctx.stderr.write(progressLine(index, files.length, appended));
    const result = await captureTranscript(project, {
      transcriptPath: file,
      now: ctx.now(),
      final: true,
      condense: false,
      knownIds,
      author,
      entropy: ctx.entropy,
    });
    for (const file of result.localFiles) localFiles.add(file);
    for (const event of result.appended) {
      knownIds.add(event.id);
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    }
    if (result.appended.length > 0) withEvents++;
    appended += result.appended.length;
    if (result.problems.some((problem) => problem.startsWith('cannot read transcript')))
      unreadable++;
    problems.push(...result.problems);
  }
  if (showProgress) ctx.stderr.write(`${progressLine(files.length, files.length, appended)}\n`);
  // Each session's activity is condensed once, after all its transcripts (a session's subagents have files of their own).
  for (const event of condenseLocalFiles(project, localFiles, {
    now: ctx.now(),
    entropy: ctx.entropy,
  })) {
    byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    appended++;
  }

  // The committed projections follow the new events, as after any command that changes memory.
  let projections: string[] = [];
  let projectionError: string | undefined;
  if (appended > 0) {
    try {
      const run = regenerateProjections(project, { cache: 'off' });
      projections = [...run.changed, ...run.removed];
    } catch (error) {
      projectionError = `the projections were not brought up to date (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const counts = EVENT_TYPE_NAMES.filter((type) => byType.has(type)).map(
    (type) => [type, byType.get(type)!] as const,
  );
  // Per-tool activity stays in this clone (.cortex/local/activity/); what is committed is its condensed form.
  const localActivity = counts
    .filter(([type]) => LOCAL_ACTIVITY.has(type))
    .reduce((sum, [, count]) => sum + count, 0);
  if (json) {
    ctx.stdout.write(
      JSON.stringify(
        {
          transcripts: files.length,
          appended,
          committed: appended - localActivity,
          localActivity,
          byType: Object.fromEntries(counts),
          projections,
          ...(projectionError ? { projectionError } : {}),
          problems,
          otherProjects: selection.otherProjects.length,
          older: selection.older.length,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    for (const problem of problems) ctx.stderr.write(`${style.yellow('warning:')} ${problem}\n`);
    ctx.stdout.write(
      `Ingested ${plural(files.length, 'transcript')}: ${plural(appended, 'new event')}${withEvents ? ` from ${withEvents}` : ''}\n`,
    );
    if (localActivity > 0) {
      ctx.stdout.write(
        `  ${(appended - localActivity).toLocaleString('en-US')} in the log (.cortex/events/, to commit), ${localActivity.toLocaleString('en-US')} per-tool activity kept in .cortex/local/ (condensed in the log)\n`,
      );
    }
    const width = Math.max(0, ...counts.map(([type]) => type.length));
    for (const [type, count] of counts)
      ctx.stdout.write(`  ${type.padEnd(width)}  ${String(count).padStart(6)}\n`);
    if (appended === 0 && files.length > 0)
      ctx.stdout.write('Nothing new: every transcript was already captured up to its end.\n');
    if (projections.length)
      ctx.stdout.write(
        `updated ${describeUpdated(projections)}: commit ${projections.length === 1 ? 'it' : 'them'} with .cortex/events/\n`,
      );
    if (projectionError)
      ctx.stderr.write(
        `warning: ${projectionError}; run 'cortex project' to bring them up to date\n`,
      );
    for (const note of skippedNote) ctx.stdout.write(`${note}\n`);
  }
  if (unreadable > 0) {
    throw new CortexError(
      'CANNOT_READ',
      `${plural(unreadable, 'transcript')} could not be read; the others were ingested`,
      { hint: 'check the warnings above' },
    );
  }
  return 0;
}

/** Per-tool activity types: kept in the clone's .cortex/local/activity/, never committed as they are. */
const LOCAL_ACTIVITY = new Set<EventType>(['file_modified', 'file_explored', 'command_run']);

/** `1 transcript`, `1,234 new events`. */
function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

export const command: CommandDefinition = {
  name: 'ingest',
  summary: 'capture past Claude Code transcripts into the memory',
  usage: [
    'ingest <transcript.jsonl | folder>... [--all-projects] [--since <when>] [--dry-run] [--json]',
  ],
  description:
    'Run capture over past Claude Code sessions: the same extraction and redaction the hooks use.\n' +
    'Folders are searched recursively for .jsonl files. Only sessions that ran in this repository,\n' +
    'one of its worktrees or a folder below them are taken (the cwd their records carry), so\n' +
    "another project's paths and commands never reach this one's memory. Running it again adds\n" +
    'nothing that is already captured.',
  options: {
    'all-projects': {
      type: 'boolean',
      description: 'take sessions that ran in any folder, not only this project',
    },
    since: {
      type: 'string',
      value: '<when>',
      description: 'only transcripts written since then: 2026-11-01, an ISO time, 7d or 12h',
    },
    'dry-run': {
      type: 'boolean',
      description: 'list what would be ingested and what is left out; write nothing',
    },
    json: { type: 'boolean', description: 'print the summary as JSON' },
  },
  positionals: { min: 1, max: Infinity },
  examples: [
    'cortex ingest ~/.claude/projects/',
    'cortex ingest --dry-run --since 30d ~/.claude/projects/',
    'cortex ingest session.jsonl',
  ],
  run,
};
