/**
 * `cortex status`: what the memory holds, how big it is, and what could not be read.
 */
import type { AnyEvent } from '../../events/envelope.js';
import { compareEvents } from '../../events/order.js';
import type { ProjectPaths } from '../../events/paths.js';
import { scanEventLog } from '../../events/store.js';
import { formatWarning } from '../../events/lines.js';
import { EVENT_TYPE_NAMES } from '../../events/types.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { currentBranch, openProject } from '../../memory/open.js';
import { formatLocalTime } from '../render.js';

export interface StatusReport {
  root: string;
  branch: string | null;
  events: number;
  files: number;
  bytes: number;
  first: string | null;
  last: string | null;
  byType: Record<string, number>;
  sessions: number;
  duplicates: number;
  warnings: { file: string; line: number; message: string }[];
}

/** Streams the log and counts; no event is kept, so this stays light on a large log. */
export function summariseLog(paths: ProjectPaths, root: string, branch: string | null): StatusReport {
  const byType: Record<string, number> = {};
  const sessions = new Set<string>();
  const ids = new Set<string>();
  let duplicates = 0;
  let first: AnyEvent | undefined;
  let last: AnyEvent | undefined;
  const scan = scanEventLog(paths, ({ event }) => {
    if (ids.has(event.id)) {
      duplicates++;
      return;
    }
    ids.add(event.id);
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.session) sessions.add(event.session);
    if (!first || compareEvents(event, first) < 0) first = event;
    if (!last || compareEvents(event, last) > 0) last = event;
  });
  return {
    root,
    branch,
    events: ids.size,
    files: scan.files.length,
    bytes: scan.files.reduce((sum, file) => sum + file.bytes, 0),
    first: first ? new Date(first.ts).toISOString() : null,
    last: last ? new Date(last.ts).toISOString() : null,
    byType: Object.fromEntries(EVENT_TYPE_NAMES.filter((type) => byType[type]).map((type) => [type, byType[type]!])),
    sessions: sessions.size,
    duplicates,
    warnings: scan.warnings,
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

const WARNINGS_LISTED = 20;

function run(input: ParsedInput, ctx: Context): number {
  const project = openProject(ctx);
  const report = summariseLog(project.paths, project.repo.root, currentBranch(project));
  if (input.options.json === true) {
    ctx.stdout.write(JSON.stringify(report, null, 2) + '\n');
    return 0;
  }
  const tz = ctx.env.TZ;
  const lines = [
    `cortex memory in ${report.root}${report.branch ? ` (on ${report.branch})` : ''}`,
    `events:   ${report.events.toLocaleString('en-US')} in ${report.files} file${report.files === 1 ? '' : 's'}, ${formatBytes(report.bytes)} on disk`,
  ];
  if (report.first && report.last) {
    lines.push(`span:     ${formatLocalTime(report.first, tz)} .. ${formatLocalTime(report.last, tz)}, ${report.sessions} session${report.sessions === 1 ? '' : 's'}`);
  }
  if (report.events > 0) {
    lines.push('', 'by type:');
    const width = Math.max(...Object.keys(report.byType).map((type) => type.length));
    for (const [type, count] of Object.entries(report.byType)) lines.push(`  ${type.padEnd(width)}  ${String(count).padStart(7)}`);
  }
  if (report.duplicates > 0) lines.push('', `${report.duplicates} duplicate line${report.duplicates === 1 ? '' : 's'} (same id) collapsed`);
  if (report.warnings.length > 0) {
    lines.push('', `${report.warnings.length} unreadable line${report.warnings.length === 1 ? '' : 's'} (skipped, left in place):`);
    for (const warning of report.warnings.slice(0, WARNINGS_LISTED)) lines.push(`  ${formatWarning(warning)}`);
    if (report.warnings.length > WARNINGS_LISTED) lines.push(`  … and ${report.warnings.length - WARNINGS_LISTED} more (cortex status --json lists all)`);
  } else {
    lines.push('', 'no warnings');
  }
  ctx.stdout.write(lines.join('\n') + '\n');
  return 0;
}

export const command: CommandDefinition = {
  name: 'status',
  summary: 'summarise the memory: events, files, warnings',
  usage: ['status [--json]'],
  description: 'Summarise the memory: events by type, files and size on disk, the time span, and any\nlines that could not be read.',
  options: { json: { type: 'boolean', description: 'machine-readable output' } },
  positionals: { min: 0, max: 0 },
  run,
};
