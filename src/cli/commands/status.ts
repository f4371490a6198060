/**
 * `cortex status`: what the memory holds, how big it is, and what could not be read.
 */
import { formatWarning, stripControlCharacters } from '../../memory/words.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { currentBranch, openProject, type Project } from '../../memory/open.js';
import { formatLocalTime } from '../render.js';
import { summariseLog, type StatusReport } from '../../memory/log-status.js';
import { refreshDocuments } from '../../memory/search.js';

export { summariseLog, type StatusReport };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

const WARNINGS_LISTED = 20;

/** The project's documents as the section store holds them, brought up to date first (memory/search.ts). */
async function documentCounts(
  project: Project,
): Promise<Awaited<ReturnType<typeof refreshDocuments>> | { problem: string }> {
  try {
    return await refreshDocuments(project);
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  const report = summariseLog(project.paths, project.repo.root, currentBranch(project));
  const documents = await documentCounts(project);
  if (input.options.json === true) {
    ctx.stdout.write(JSON.stringify({ ...report, documents }, null, 2) + '\n');
    return 0;
  }
  const tz = ctx.env.TZ;
  const lines = [
    `cortex memory in ${report.root}${report.branch ? ` (on ${report.branch})` : ''}`,
    `events:   ${report.events.toLocaleString('en-US')} in ${report.files} file${report.files === 1 ? '' : 's'}, ${formatBytes(report.bytes)} on disk`,
  ];
  if (report.first && report.last) {
    lines.push(
      `span:     ${formatLocalTime(report.first, tz)} .. ${formatLocalTime(report.last, tz)}, ${report.sessions} session${report.sessions === 1 ? '' : 's'}`,
    );
  }
  if (report.events > 0) {
    lines.push('', 'by type:');
    const width = Math.max(...Object.keys(report.byType).map((type) => type.length));
    for (const [type, count] of Object.entries(report.byType))
      lines.push(`  ${type.padEnd(width)}  ${String(count).padStart(7)}`);
  }
  if ('problem' in documents) lines.push('', `documents: not read (${documents.problem})`);
  else {
    const indexed = documents.files - documents.skipped.length;
    const kind = project.config.knowledge.code ? 'markdown and source' : 'markdown';
    lines.push(
      '',
      `documents: ${indexed} ${kind} file${indexed === 1 ? '' : 's'} in ${documents.chunks} section${documents.chunks === 1 ? '' : 's'}, searched with the memories${documents.skipped.length ? `; ${documents.skipped.length} skipped:` : ''}`,
    );
    for (const skipped of documents.skipped.slice(0, WARNINGS_LISTED))
      lines.push(`  ${stripControlCharacters(skipped.path)}: ${skipped.reason}`);
  }
  if (report.duplicates > 0)
    lines.push(
      '',
      `${report.duplicates} duplicate line${report.duplicates === 1 ? '' : 's'} (same id) collapsed`,
    );
  if (report.collisions)
    lines.push(
      '',
      `${report.collisions} id${report.collisions === 1 ? ' is' : 's are'} used by two different events: both counted; \`cortex doctor\` lists them`,
    );
  if (report.warnings.length > 0) {
    lines.push(
      '',
      `${report.warnings.length} unreadable line${report.warnings.length === 1 ? '' : 's'} (skipped, left in place):`,
    );
    for (const warning of report.warnings.slice(0, WARNINGS_LISTED))
      lines.push(`  ${formatWarning(warning)}`);
    if (report.warnings.length > WARNINGS_LISTED)
      lines.push(
        `  … and ${report.warnings.length - WARNINGS_LISTED} more (cortex status --json lists all)`,
      );
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
  description:
    "Summarise the memory: events by type, files and size on disk, the time span, any\nlines that could not be read, and the project's documents searched beside it.",
  options: { json: { type: 'boolean', description: 'machine-readable output' } },
  positionals: { min: 0, max: 0 },
  run,
};
