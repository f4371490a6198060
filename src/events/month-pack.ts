/**
 * Packing a past month's event files into one (pure): the union of their events by id, in
 * log order, as the lines they were written as. The pack's name carries a hash of its
 * content, so two clones packing the same files write the same file, and two that packed
 * different sets of files write two packs that sit side by side without a conflict (their
 * shared events collapse on read, and the next pack folds them together).
 */
import { createHash } from 'node:crypto';
import { scanEventBytes, type LogWarning } from './lines.js';
import { sortKey } from './order.js';

export interface MonthFile {
  /** Relative to the repository root, with `/`. */
  path: string;
  bytes: Uint8Array;
}

export interface MonthPack {
  month: string;
  /** The pack's path, relative to the repository root. */
  path: string;
  text: string;
  /** The files it replaces (the pack's own path is never among them). */
  replaces: string[];
  events: number;
  /** Events found in more than one of the files. */
  duplicates: number;
}

/** Why a month cannot be packed as it is. */
export interface PackProblem {
  month: string;
  warnings: LogWarning[];
}

const PACK_NAME = /^pack-\d{4}-\d{2}-[0-9a-f]{12}\.ndjson$/;

/** Whether a file name is a pack's. */
export function isPackFile(path: string): boolean {
  return PACK_NAME.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The pack of `files` (the event files of `month` under `eventsDir`), or undefined when
 * there is nothing to pack (one file left), or a problem when a file holds lines that
 * cannot be read: those are repaired first (`cortex doctor --fix`), never dropped.
 */
export function planMonthPack(
  eventsDir: string,
  month: string,
  files: readonly MonthFile[],
): MonthPack | PackProblem | undefined {
  if (files.length < 2) return undefined;
  const lines = new Map<string, { key: string; line: string }>();
  const warnings: LogWarning[] = [];
  let total = 0;
  const decoder = new TextDecoder();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    warnings.push(
      ...scanEventBytes(file.bytes, file.path, ({ event, start, end }) => {
        total++;
        if (!lines.has(event.id))
          lines.set(event.id, {
            key: sortKey(event),
            line: decoder.decode(file.bytes.subarray(start, end)),
          });
      }),
    );
  }
  if (warnings.length > 0) return { month, warnings };
  const ordered = [...lines.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const text = ordered.map((entry) => entry.line).join('\n') + (ordered.length ? '\n' : '');
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 12);
  const path = `${eventsDir}/${month}/pack-${month}-${hash}.ndjson`;
  const replaces = files.map((file) => file.path).filter((file) => file !== path);
  if (replaces.length === 0) return undefined;
  return {
    month,
    path,
    text,
    replaces: replaces.sort(),
    events: ordered.length,
    duplicates: total - ordered.length,
  };
}
