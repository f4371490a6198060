/**
 * How much of the log a session start reads. A hook's cost must not grow with the team's
 * history: at a million events a session start that folds everything takes about twenty
 * seconds and gigabytes, against Claude Code's hook timeout. So the briefing is built from
 * the newest committed event files that fit in a number of bytes (whole files, newest first
 * by month folder and name, so that what is left out is, by file, what came before one point
 * in time), and says what it left out. The files beyond are listed, never opened. Of this clone's local per-tool activity (one
 * file per session, never committed) only the newest sessions' files are read: the briefing
 * shows recent activity alone, and older sessions are condensed into committed events.
 */
import { isLocalEventFile } from '../events/store.js';

/** How many of the newest local activity files (one per session) the briefing reads. */
export const LOCAL_ACTIVITY_FILES_READ = 50;

/** What a limited read needs to know of a file: its size, and when it was last written (the age of a local activity file, which is named by session). */
export interface FileStats {
  bytes: number;
  mtimeMs: number;
}

/** The files a limited read takes, and how many committed files it leaves out. */
export interface LimitedRead {
  within: string[];
  /** Committed files left out (local activity files beyond the newest are not counted: they are no memory). */
  leftOut: number;
}

const MONTH_FOLDER = /^\d{4}-\d{2}$/;
const PACK_NAME = /^pack-/;

/**
 * A committed file's place in time: its month folder (never later than the current month: a
 * folder dated ahead by a wrong clock or a hand does not jump the queue), then its name: a
 * month's pack before the files added to that month since, then ids that sort by time. A
 * file outside a month folder is nobody's layout: it comes last.
 */
function ageKey(path: string, currentMonth: string): string {
  const parts = path.split('/');
  const name = parts[parts.length - 1] ?? '';
  const folder = parts[parts.length - 2] ?? '';
  if (!MONTH_FOLDER.test(folder)) return '';
  const month = folder > currentMonth ? currentMonth : folder;
  return `${month}/${PACK_NAME.test(name) ? '0' : '1'}${name}`;
}

/**
 * The files (relative to the repository root, `/` separators) a read of at most `maxBytes`
 * of committed files takes: newest first (ageKey, as of `now`), stopping at the first that
 * does not fit, with only those looked at (`stat` of a file gone since it was listed gives
 * undefined); and the newest LOCAL_ACTIVITY_FILES_READ local activity files.
 */
export function filesWithinLimit(
  paths: readonly string[],
  maxBytes: number,
  now: Date,
  stat: (path: string) => FileStats | undefined,
): LimitedRead {
  const currentMonth = now.toISOString().slice(0, 7);
  const committed = paths
    .filter((path) => !isLocalEventFile(path))
    .map((path) => ({ path, key: ageKey(path, currentMonth) }))
    .sort((a, b) =>
      a.key !== b.key ? (a.key < b.key ? 1 : -1) : a.path < b.path ? 1 : a.path > b.path ? -1 : 0,
    );
  const within: string[] = [];
  let used = 0;
  let index = 0;
  for (; index < committed.length; index++) {
    const stats = stat(committed[index]!.path);
    if (stats === undefined) continue;
    if (used + stats.bytes > maxBytes) break;
    used += stats.bytes;
    within.push(committed[index]!.path);
  }
  const local: { path: string; mtimeMs: number }[] = [];
  for (const path of paths) {
    if (!isLocalEventFile(path)) continue;
    const stats = stat(path);
    if (stats) local.push({ path, mtimeMs: stats.mtimeMs });
  }
  local.sort((a, b) =>
    a.mtimeMs !== b.mtimeMs
      ? b.mtimeMs - a.mtimeMs
      : a.path < b.path
        ? 1
        : a.path > b.path
          ? -1
          : 0,
  );
  within.push(...local.slice(0, LOCAL_ACTIVITY_FILES_READ).map((file) => file.path));
  return { within, leftOut: committed.length - index };
}

/** The briefing's line about a limited read. */
export function describeUnread(leftOut: number, limitMiB: number): string {
  const files =
    leftOut === 1
      ? 'oldest event file is'
      : `${leftOut.toLocaleString('en-US')} oldest event files are`;
  return `This briefing read the newest ${limitMiB} MiB of the log (briefing.logMiB): its ${files} left out; \`cortex search\` and \`cortex log\` read everything.`;
}
