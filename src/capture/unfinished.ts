/**
 * Transcripts captured but not finished: a session that ended without a SessionEnd (a
 * crash, a closed terminal) never had its last turn read or its outcome written. Each such
 * transcript has an empty marker under `.cortex/local/capture/open/` (named as its cursor),
 * made by the first capture that is not final and removed by the final one, so the next
 * SessionStart finds them with one directory listing and finishes those gone quiet.
 */
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { captureDir, type ProjectPaths } from '../events/paths.js';
import { cursorFile, readCursorAt } from './cursor.js';

function openDir(paths: ProjectPaths): string {
  return join(captureDir(paths), 'open');
}

/** Notes that a transcript's capture is not finished (cheap when the marker is there already). */
export function markUnfinished(paths: ProjectPaths, transcriptPath: string): void {
  const marker = join(openDir(paths), basename(cursorFile(paths, transcriptPath)));
  try {
    statSync(marker);
    return;
  } catch {
    // Not there yet.
  }
  mkdirSync(openDir(paths), { recursive: true });
  closeSync(openSync(marker, 'a'));
}

export function markFinished(paths: ProjectPaths, transcriptPath: string): void {
  rmSync(join(openDir(paths), basename(cursorFile(paths, transcriptPath))), { force: true });
}

/**
 * The transcripts whose capture is unfinished and whose cursor has not moved for `quietMs`,
 * other than `except`: sessions that are over. At most `limit`, oldest first.
 */
export function quietUnfinished(
  paths: ProjectPaths,
  now: Date,
  quietMs: number,
  except: string | undefined,
  limit: number,
): string[] {
  let markers: string[];
  try {
    markers = readdirSync(openDir(paths));
  } catch {
    return [];
  }
  const found: { transcript: string; mtime: number }[] = [];
  for (const name of markers) {
    const journal = join(captureDir(paths), name);
    try {
      const mtime = statSync(journal).mtimeMs;
      if (now.getTime() - mtime < quietMs) continue;
      const transcript = readCursorAt(journal)?.transcript;
      if (transcript && transcript !== except) found.push({ transcript, mtime });
      else if (!transcript) rmSync(join(openDir(paths), name), { force: true });
    } catch {
      // The cursor is gone (its local state was cleared): nothing left to finish.
      rmSync(join(openDir(paths), name), { force: true });
    }
  }
  return found
    .sort((a, b) => a.mtime - b.mtime)
    .slice(0, limit)
    .map((entry) => entry.transcript);
}
