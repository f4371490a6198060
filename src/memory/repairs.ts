/**
 * The repairs `cortex doctor --fix` makes (shell), one use case each: event files a merge
 * left with conflict markers recovered, unreadable lines of committed files moved to the
 * quarantine, local state a commit brought untracked, stale temporary files removed, a
 * briefing rewrite that died done, the committed projections regenerated. Each returns what
 * it did, one line per change, for the face to print.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isConflictMarker } from '../events/codec.js';
import { withFileLock } from '../events/lock.js';
import { briefingLockFile, briefingPendingFile } from '../events/paths.js';
import { readEventLog } from '../events/store.js';
import { removeStaleTemporaryFiles } from '../events/temporary-files.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import { quarantineLines } from '../git/events-driver.js';
import { recoverEventFile } from '../git/merge-events.js';
import { gitOutput } from '../git/plumbing/repo.js';
import { BRIEFING_FILE, writeBriefing } from '../projections/briefing-file.js';
import { regenerateProjections } from '../projections/projection-files.js';
import type { Project } from './open.js';

function readText(path: string): string {
  return readTextIfExists(path) ?? '';
}

/** Rewrites the event files (repository paths) that hold conflict markers, keeping every event; other bad lines go to quarantine. */
export function recoverConflictedFiles(
  project: Project,
  files: readonly string[],
  now: Date,
): string[] {
  const repairs: string[] = [];
  for (const file of files) {
    const absolute = join(project.repo.root, file);
    const text = readText(absolute);
    if (!text.split('\n').some((line) => isConflictMarker(line.replace(/\r$/, '')))) continue;
    const recovered = recoverEventFile(text);
    quarantineLines(project.paths, file, recovered.quarantined, now);
    writeFileSync(absolute, recovered.text);
    const count = recovered.text === '' ? 0 : recovered.text.split('\n').length - 1;
    repairs.push(
      `recovered ${count} events in ${file}${recovered.quarantined.length ? ` (${recovered.quarantined.length} unreadable lines kept in .cortex/quarantine/)` : ''}`,
    );
  }
  return repairs;
}

/**
 * Moves the unreadable lines of committed event files (a torn line of a crashed writer, a
 * hand edit) to the quarantine, so they do not stay in the repository. Only committed files:
 * the store never appends to one (its writers start a new file once HEAD moves), while an
 * uncommitted file's unfinished last line may be a writer at work.
 */
export function quarantineUnreadableLines(project: Project, now: Date): string[] {
  const log = readEventLog(project.paths);
  const byFile = new Map<string, Set<number>>();
  for (const warning of log.warnings) {
    if (warning.line <= 0 || warning.message.startsWith('git conflict marker')) continue;
    const lines = byFile.get(warning.file) ?? new Set<number>();
    lines.add(warning.line);
    byFile.set(warning.file, lines);
  }
  if (byFile.size === 0) return [];
  const tracked = new Set(
    (
      gitOutput(project.repo.root, [
        'ls-tree',
        '-r',
        '--name-only',
        'HEAD',
        '--',
        ...byFile.keys(),
      ]) ?? ''
    ).split('\n'),
  );
  const repairs: string[] = [];
  for (const [file, numbers] of byFile) {
    if (!tracked.has(file)) continue;
    const absolute = join(project.repo.root, file);
    const lines = readText(absolute).split('\n');
    const trailing = lines.at(-1) === '' ? lines.pop() : undefined;
    const bad = lines.filter((_, index) => numbers.has(index + 1));
    if (bad.length === 0) continue;
    const kept = lines.filter((_, index) => !numbers.has(index + 1));
    quarantineLines(project.paths, file, bad, now);
    writeFileAtomic(absolute, kept.length ? kept.join('\n') + '\n' : (trailing ?? ''));
    repairs.push(`moved ${bad.length} unreadable line(s) of ${file} to .cortex/quarantine/`);
  }
  return repairs;
}

/** Removes the temporary files a crashed writer left (events/temporary-files.ts). */
export function removeTemporaryFiles(project: Project, now: Date): string[] {
  return removeStaleTemporaryFiles(project.paths, now).map((removed) => `removed ${removed.file}`);
}

/** Does what a background rewrite of the briefing file that died did not, as that process would have. */
export function rewriteStuckBriefing(project: Project, now: Date): string[] {
  const marker = briefingPendingFile(project.paths);
  return withFileLock(
    briefingLockFile(project.paths),
    () => {
      if (!existsSync(marker)) return [];
      rmSync(marker, { force: true });
      const briefing = writeBriefing(project, { now });
      if (briefing.problem)
        return [
          `removed the stuck briefing marker, but the briefing could not be written: ${briefing.problem}`,
        ];
      return [
        briefing.written
          ? `rewrote ${BRIEFING_FILE} (its background rewrite had died)`
          : 'removed the marker of a briefing rewrite that had died (the briefing reaches Claude Code through the SessionStart hook)',
      ];
    },
    { timeoutMs: 30_000, staleMs: 60_000 },
  );
}

/**
 * Files under `.cortex/local/` that git tracks: untracked (staged for the next commit), and set
 * aside as `<name>.from-commit` so that what a commit brought is never read as the user's own.
 */
export function untrackLocalState(project: Project): string[] {
  const root = project.repo.root;
  const tracked = (
    spawnSync('git', ['ls-files', '-z', '--', '.cortex/local'], { cwd: root, encoding: 'utf8' })
      .stdout ?? ''
  )
    .split('\0')
    .filter(Boolean);
  const repairs: string[] = [];
  for (const file of tracked) {
    if (spawnSync('git', ['rm', '--cached', '-q', '--', file], { cwd: root }).status !== 0)
      continue;
    try {
      renameSync(join(root, file), join(root, `${file}.from-commit`));
      repairs.push(`untracked ${file} (set aside as ${file}.from-commit; commit the removal)`);
    } catch {
      repairs.push(`untracked ${file} (commit the removal)`);
    }
  }
  return repairs;
}

/** Regenerates the committed projections from the whole log (recovered events can change them), saying which files it wrote. */
export function regenerateAfterRepairs(project: Project): string[] {
  const run = regenerateProjections(project, { cache: 'off' });
  const written = [...run.changed, ...run.removed];
  if (written.length === 0) return [];
  return [
    `regenerated ${written.length > 10 ? `${written.slice(0, 10).join(', ')} and ${written.length - 10} more` : written.join(', ')}`,
  ];
}
