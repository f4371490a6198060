/**
 * How much of the log a session start reads. A hook's cost must not grow with the team's
 * history: at a million events a session start that folds everything takes about twenty
 * seconds and gigabytes, against Claude Code's hook timeout. So the briefing is built from the
 * newest event files that fit in a number of bytes (whole files, newest first, so that what
 * is left out is everything before one point in time), and says what it left out.
 */

export interface SizedFile {
  /** Relative to the repository root, `/` separators: `.cortex/events/2026-11/<id>.ndjson`. */
  path: string;
  bytes: number;
}

/** What a limited read left out. */
export interface UnreadPart {
  files: number;
  bytes: number;
  /** The bytes of every file, read or not. */
  totalBytes: number;
}

/**
 * A file's place in time: its month folder, then its name (ids that sort by time, or a
 * month's pack), the same for committed and local files.
 */
function ageKey(path: string): string {
  const parts = path.split('/');
  return parts.slice(-2).join('/');
}

/**
 * The paths left out when at most `maxBytes` are read, newest files first, stopping at the
 * first that does not fit. Empty when everything fits.
 */
export function filesBeyondLimit(files: readonly SizedFile[], maxBytes: number): Set<string> {
  const newestFirst = [...files].sort((a, b) => {
    const ka = ageKey(a.path);
    const kb = ageKey(b.path);
    return ka < kb ? 1 : ka > kb ? -1 : a.path < b.path ? 1 : a.path > b.path ? -1 : 0;
  });
  const beyond = new Set<string>();
  let used = 0;
  for (const file of newestFirst) {
    if (beyond.size === 0 && used + file.bytes <= maxBytes) used += file.bytes;
    else beyond.add(file.path);
  }
  return beyond;
}

function mib(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} MiB`;
}

/** The briefing's line about a limited read. */
export function describeUnread(unread: UnreadPart, limitMiB: number): string {
  const files = unread.files === 1 ? 'oldest event file' : `${unread.files.toLocaleString('en-US')} oldest event files`;
  return `This briefing read the newest ${limitMiB} MiB of the ${mib(unread.totalBytes)} log (briefing.logMiB): the ${files} (${mib(unread.bytes)}) ${unread.files === 1 ? 'is' : 'are'} left out; \`cortex search\` and \`cortex log\` read everything.`;
}
