/**
 * Has an append-only file only grown since it was read? The event files, the search
 * caches' view of them and the transcripts Claude Code writes are all read incrementally:
 * a reader keeps a mark (how far it read, a fingerprint of those bytes, and what a stat
 * said then) and, next time, reads on from the mark only if the bytes before it are still
 * there. This is that decision, once. How strong the fingerprint is stays each reader's
 * choice: hashing megabytes on every read costs more than some callers may spend.
 */

/** What a reader remembers of a file it has read. */
export interface AppendMark {
  /** Bytes read: the next read starts here. */
  offset: number;
  /** Fingerprint of the bytes before `offset` ('' when `offset` is 0). */
  fingerprint: string;
  /** The file's size when read, when it held more than was read (an unfinished line); `offset` otherwise. */
  size?: number;
  /** Modification time when read: recorded, a stat that finds size and time as they were is believed without reading. */
  mtimeMs?: number;
  /** The file's identity (inode) when read: recorded, another one means the file was replaced. */
  ino?: number;
}

/** What a stat of the file says now. */
export interface FileNow {
  size: number;
  mtimeMs?: number;
  ino?: number;
}

/**
 * - `unchanged`: the file is as the mark describes it; nothing to read, nothing to record;
 * - `grown`: the bytes read are still there; read on from the mark (there may be nothing
 *   new: a touched file) and record a new mark;
 * - `rewritten`: shorter than what was read, or those bytes changed: read it again from the start;
 * - `replaced`: another file at the same path (another inode): read it again from the start.
 */
export type AppendChange = 'unchanged' | 'grown' | 'rewritten' | 'replaced';

/** The empty mark: nothing read yet. Any file is `grown` from it (`unchanged` if empty). */
export const NOTHING_READ: AppendMark = { offset: 0, fingerprint: '' };

/**
 * Classifies a file against the mark recorded when it was last read. `fingerprintNow`
 * gives the fingerprint of the file's first `length` bytes as they are now (made as the
 * mark's was); it is called at most once, and only when the stat cannot decide.
 */
export function classifyAppendOnly(
  mark: AppendMark,
  now: FileNow,
  fingerprintNow: (length: number) => string,
): AppendChange {
  if (mark.ino !== undefined && now.ino !== undefined && now.ino !== mark.ino) return 'replaced';
  const sameSize = now.size === (mark.size ?? mark.offset);
  // Appends change the size or the time: with both as they were, the file is as read.
  if (sameSize && mark.mtimeMs !== undefined && now.mtimeMs === mark.mtimeMs) return 'unchanged';
  if (now.size < mark.offset) return 'rewritten';
  if (mark.offset > 0 && fingerprintNow(mark.offset) !== mark.fingerprint) return 'rewritten';
  // A recorded time that moved asks for a new mark, even with no new bytes.
  return sameSize && mark.mtimeMs === undefined ? 'unchanged' : 'grown';
}
