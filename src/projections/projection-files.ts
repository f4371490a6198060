/**
 * Writing the committed projections (shell): reads the log, renders every projection, and
 * writes the files whose bytes changed. `cortex project` calls this, and so do the capture
 * hooks (stop, pre-compact, session-end) once they have appended events.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { LogWarning } from '../events/lines.js';
import { projectionsLockFile, projectionsPendingFile } from '../events/paths.js';
import { withFileLock } from '../events/lock.js';
import type { Project } from '../project.js';
import {
  COMMITTED_NEEDS,
  PROJECTION_FILES,
  renderProjections,
  type ProjectionFile,
  type RenderedProjections,
} from './committed.js';
import {
  readRecordFiles,
  readRecordStamps,
  reviewRecordFiles,
  stampRecord,
  writeRecordStamps,
  type ReviewOptions,
} from './decision-files.js';
import { DECISIONS_DIR } from './decision-records.js';
import { reviewRecords, type RecordProblem, type ReviewCorrection } from './decision-review.js';
import { readLogDigest, type LogRead, type ReadOptions } from './log-reader.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';

export { readLogDigest, type LogRead } from './log-reader.js';
export { digestCacheFile } from '../events/paths.js';
export { COMMITTED_NEEDS } from './committed.js';

/** A file on disk matches its projection when only line endings differ (git may convert them). */
function isCurrent(onDisk: string | undefined, rendered: string): boolean {
  return (
    onDisk !== undefined && (onDisk === rendered || onDisk.replace(/\r\n/g, '\n') === rendered)
  );
}

export interface ProjectionRun {
  /** Files written, relative to the repository root (decision records included). */
  changed: string[];
  unchanged: ProjectionFile[];
  /** Decision records removed (their memory was forgotten). */
  removed: string[];
  /** What was rendered, counted (for a summary line). */
  summary: Pick<RenderedProjections, 'decisions' | 'plans'>;
  /** Lines of the log that could not be read (they are left out of the projections). */
  warnings: LogWarning[];
  /** Reviewers' changes to decision records, recorded in the log before the records were written. */
  corrections: ReviewCorrection[];
  /** Decision records cortex could not read: reported and left as they are. */
  problems: RecordProblem[];
}

function recordPath(name: string): string {
  return `${DECISIONS_DIR}/${name}`;
}

/** What a long regeneration reports as it goes: events read, then decision records written out of all. */
export type ProjectionProgress = (
  step: { phase: 'reading'; events: number } | { phase: 'writing'; records: number; total: number },
) => void;

/**
 * Writes the committed projections whose content changed, each atomically, and says which.
 * Decision records are read back first: a reviewer's change becomes a correction event
 * (decision-files.ts), so the file written next keeps their wording; a record cortex cannot
 * read is left alone. Pass `log` when the caller has already read it; otherwise the log is
 * read through the incremental digest cache (only appended bytes are parsed), which is what
 * makes this cheap enough for the capture hooks (`cache: 'off'` reads every file, as
 * `cortex project` does). Reading, rendering and writing happen under a lock, so two
 * sessions regenerating at once cannot leave the older view on disk. The marker of a
 * regeneration a Stop handed to the background is removed before the log is read: whatever
 * was appended before it was written is in what this run renders.
 */
export function regenerateProjections(
  project: Project,
  options: {
    log?: LogRead;
    cache?: ReadOptions['cache'];
    progress?: ProjectionProgress;
  } & ReviewOptions = {},
): ProjectionRun {
  return withFileLock(
    projectionsLockFile(project.paths),
    () => {
      const pending = projectionsPendingFile(project.paths);
      const wasPending = existsSync(pending);
      rmSync(pending, { force: true });
      try {
        return regenerateLocked(project, options);
      } catch (error) {
        // Left for the next Stop (or command) to retry; the files may be half written.
        if (wasPending) writeFileAtomic(pending, '');
        throw error;
      }
    },
    { timeoutMs: 15_000, staleMs: 60_000 },
  );
}

/** regenerateProjections' work, under its lock. */
function regenerateLocked(
  project: Project,
  options: {
    log?: LogRead;
    cache?: ReadOptions['cache'];
    progress?: ProjectionProgress;
  } & ReviewOptions,
): ProjectionRun {
  const stamps = readRecordStamps(project);
  // Only the rendered text outlives this: the log and its fold (most of the memory at 100,000 events) are left
  // behind before the thousands of record files are written.
  const { rendered, review, corrections, warnings } = renderAndReview(project, options, stamps);
  const { files, records } = rendered;
  const changed: string[] = [];
  const unchanged: ProjectionFile[] = [];
  for (const file of PROJECTION_FILES) {
    const path = join(project.paths.root, file);
    const text = files[file];
    if (isCurrent(readTextIfExists(path), text)) {
      unchanged.push(file);
    } else {
      writeFileAtomic(path, text, { makeFolder: true, temporaryIn: project.paths.localDir });
      changed.push(file);
    }
  }
  const onDisk = new Map(review.files.map((file) => [file.name, file.text]));
  let madeFolder = false;
  let stamped = false;
  let written = 0;
  for (const [name, record] of records) {
    options.progress?.({ phase: 'writing', records: written++, total: records.size });
    if (review.leaveAlone.has(name) || (review.current.has(name) && !review.appended.length))
      continue;
    if (!isCurrent(onDisk.get(name), record.text)) {
      writeFileAtomic(join(project.paths.root, recordPath(name)), record.text, {
        makeFolder: !madeFolder,
        temporaryIn: project.paths.localDir,
      });
      madeFolder = true;
      changed.push(recordPath(name));
    }
    stampRecord(project, stamps, record);
    stamped = true;
  }
  const removed: string[] = [];
  for (const name of review.remove) {
    if (review.leaveAlone.has(name)) continue;
    rmSync(join(project.paths.root, recordPath(name)), { force: true });
    removed.push(recordPath(name));
  }
  for (const name of Object.keys(stamps.files)) {
    if (records.has(name)) continue;
    delete stamps.files[name];
    stamped = true;
  }
  if (stamped) writeRecordStamps(project, stamps);
  return {
    changed,
    unchanged,
    removed,
    summary: rendered.summary,
    warnings,
    corrections,
    problems: review.problems,
  };
}

/** Reads the log, renders the projections and reviews the record files against them: what writing needs, and no more. */
function renderAndReview(
  project: Project,
  options: {
    log?: LogRead;
    cache?: ReadOptions['cache'];
    progress?: ProjectionProgress;
  } & ReviewOptions,
  stamps: ReturnType<typeof readRecordStamps>,
): {
  rendered: {
    files: RenderedProjections['files'];
    records: RenderedProjections['records'];
    summary: ProjectionRun['summary'];
  };
  review: ReturnType<typeof reviewRecordFiles>;
  corrections: ReviewCorrection[];
  warnings: LogWarning[];
} {
  const cache = options.cache ?? 'use';
  const reading =
    options.progress && ((events: number) => options.progress!({ phase: 'reading', events }));
  let current =
    options.log ??
    readLogDigest(project.paths, { cache, progress: reading, needs: COMMITTED_NEEDS });
  let rendered = renderProjections(current.digest);
  let review = reviewRecordFiles(
    project,
    rendered.fold,
    rendered.records,
    current.digest.memoryEvents,
    { ...options, stamps },
  );
  const corrections = review.corrections;
  if (review.appended.length) {
    current = readLogDigest(project.paths, { cache, progress: reading, needs: COMMITTED_NEEDS });
    rendered = renderProjections(current.digest);
    // The corrections are in the log now, so their files are written again (a redacted secret leaves them too);
    // another file that still reads as changed is left alone rather than looped on.
    const corrected = new Set(corrections.map((correction) => correction.file));
    const again = reviewRecords({
      files: review.files,
      records: rendered.records,
      fold: rendered.fold,
      deleted: new Set(),
      everRetracted: new Set(),
    });
    for (const correction of again.corrections)
      if (!corrected.has(correction.file)) again.leaveAlone.add(correction.file);
    review = { ...review, ...again, problems: review.problems };
  }
  return {
    rendered: {
      files: rendered.files,
      records: rendered.records,
      summary: { decisions: rendered.decisions, plans: rendered.plans },
    },
    review,
    corrections,
    warnings: current.warnings,
  };
}

export interface StaleProjections {
  /** Files missing or differing from what the log gives (decision records included), and records to remove. */
  stale: string[];
  warnings: LogWarning[];
  /** Decision records cortex cannot read. */
  problems: RecordProblem[];
}

/** The committed projections that are missing or differ from what the log gives. Writes nothing, runs no git. */
export function findStaleProjections(
  project: Project,
  log: LogRead = readLogDigest(project.paths, { cache: 'off', needs: COMMITTED_NEEDS }),
): StaleProjections {
  const rendered = renderProjections(log.digest);
  const stale: string[] = PROJECTION_FILES.filter(
    (file) => !isCurrent(readTextIfExists(join(project.paths.root, file)), rendered.files[file]),
  );
  const { files, current } = readRecordFiles(
    project.repo.root,
    rendered.records,
    readRecordStamps(project),
  );
  const review = reviewRecords({
    files,
    records: rendered.records,
    fold: rendered.fold,
    deleted: new Set(),
    everRetracted: new Set(),
  });
  const onDisk = new Map(files.map((file) => [file.name, file.text]));
  for (const [name, record] of rendered.records) {
    if (current.has(name)) continue;
    // A missing record is stale without rendering its text (a merge that brings thousands would render them all twice).
    const disk = onDisk.get(name);
    if (disk === undefined || !isCurrent(disk, record.text)) stale.push(recordPath(name));
  }
  for (const name of review.remove) stale.push(recordPath(name));
  return { stale, warnings: log.warnings, problems: review.problems };
}
