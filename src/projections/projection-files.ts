/**
 * Writing the committed projections (shell): reads the log, renders every projection, and
 * writes the files whose bytes changed. `cortex project` calls this, and so do the capture
 * hooks (stop, pre-compact, session-end) once they have appended events.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProjectPaths } from '../events/paths.js';
import { scanEventLog, type EventFileInfo } from '../events/store.js';
import type { LogWarning } from '../events/lines.js';
import type { Project } from '../project.js';
import { PROJECTION_FILES, renderProjections, type ProjectionFile, type RenderedProjections } from './committed.js';
import { LogDigestBuilder, type LogDigest } from './digest.js';

export interface LogRead {
  digest: LogDigest;
  warnings: LogWarning[];
  files: EventFileInfo[];
}

/** Streams the log into a digest: only what the projections need is kept in memory. */
export function readLogDigest(paths: ProjectPaths): LogRead {
  const builder = new LogDigestBuilder();
  const scan = scanEventLog(paths, ({ event }) => builder.add(event));
  return { digest: builder.finish(), warnings: scan.warnings, files: scan.files };
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

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
 * Pass `log` when the caller has already read it.
 */
export function regenerateProjections(project: Project, log: LogRead = readLogDigest(project.paths)): ProjectionRun {
  const rendered = renderProjections(log.digest);
  const changed: ProjectionFile[] = [];
  const unchanged: ProjectionFile[] = [];
  for (const file of PROJECTION_FILES) {
    const path = join(project.paths.root, file);
    const text = rendered.files[file];
    if (isCurrent(readText(path), text)) {
      unchanged.push(file);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
    changed.push(file);
  }
  return { changed, unchanged, rendered, warnings: log.warnings };
}

/** The committed projections that are missing or differ from what the log gives. Writes nothing. */
export function findStaleProjections(project: Project, log: LogRead = readLogDigest(project.paths)): { stale: ProjectionFile[]; warnings: LogWarning[] } {
  const rendered = renderProjections(log.digest);
  const stale = PROJECTION_FILES.filter((file) => !isCurrent(readText(join(project.paths.root, file)), rendered.files[file]));
  return { stale, warnings: log.warnings };
}
