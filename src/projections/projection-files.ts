/**
 * Writing the committed projections (shell): reads the log, renders every projection, and
 * writes the files whose bytes changed. `cortex project` calls this, and so do the capture
 * hooks (stop, pre-compact, session-end) once they have appended events.
 */
import { join } from 'node:path';
import type { LogWarning } from '../events/lines.js';
import { withFileLock } from '../events/lock.js';
import type { Project } from '../project.js';
import { PROJECTION_FILES, renderProjections, type ProjectionFile, type RenderedProjections } from './committed.js';
import { readLogDigest, type LogRead, type ReadOptions } from './log-reader.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';

export { digestCacheFile, readLogDigest, type LogRead } from './log-reader.js';


/** A file on disk matches its projection when only line endings differ (git may convert them). */
function isCurrent(onDisk: string | undefined, rendered: string): boolean {
  return onDisk !== undefined && (onDisk === rendered || onDisk.replace(/\r\n/g, '\n') === rendered);
}

export interface ProjectionRun {
  changed: ProjectionFile[];
  unchanged: ProjectionFile[];
  rendered: RenderedProjections;
  /** Lines of the log that could not be read (they are left out of the projections). */
  warnings: LogWarning[];
}

/**
 * Writes the committed projections whose content changed, each atomically, and says which.
 * Pass `log` when the caller has already read it; otherwise the log is read through the
 * incremental digest cache (only appended bytes are parsed), which is what makes this cheap
 * enough for the capture hooks (`cache: 'off'` reads every file, as `cortex project` does). Reading, rendering and writing happen under a lock, so two
 * sessions regenerating at once cannot leave the older view on disk.
 */
export function regenerateProjections(project: Project, options: { log?: LogRead; cache?: ReadOptions['cache'] } = {}): ProjectionRun {
  return withFileLock(
    join(project.paths.localDir, 'projections.lock'),
    () => {
      const current = options.log ?? readLogDigest(project.paths, { cache: options.cache ?? 'use' });
      const rendered = renderProjections(current.digest);
      const changed: ProjectionFile[] = [];
      const unchanged: ProjectionFile[] = [];
      for (const file of PROJECTION_FILES) {
        const path = join(project.paths.root, file);
        const text = rendered.files[file];
        if (isCurrent(readTextIfExists(path), text)) {
          unchanged.push(file);
        } else {
          writeFileAtomic(path, text, { makeFolder: true });
          changed.push(file);
        }
      }
      return { changed, unchanged, rendered, warnings: current.warnings };
    },
    { timeoutMs: 15_000, staleMs: 60_000 },
  );
}

/** The committed projections that are missing or differ from what the log gives. Writes nothing. */
export function findStaleProjections(project: Project, log: LogRead = readLogDigest(project.paths, { cache: 'off' })): { stale: ProjectionFile[]; warnings: LogWarning[] } {
  const rendered = renderProjections(log.digest);
  const stale = PROJECTION_FILES.filter((file) => !isCurrent(readTextIfExists(join(project.paths.root, file)), rendered.files[file]));
  return { stale, warnings: log.warnings };
}
