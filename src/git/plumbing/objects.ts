/**
 * Reading git's plumbing output: `ls-tree -r -z`, `diff --raw -z`, and the blobs of
 * `cat-file --batch`. Pure parsers; the commands run in git/history.ts.
 */

export interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  path: string;
}

/** Parses `git ls-tree -r -z` output. */
export function parseLsTree(output: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of output.split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [mode, type, object] = record.slice(0, tab).split(' ') as [string, string, string];
    entries.push({ mode, type, object, path: record.slice(tab + 1) });
  }
  return entries;
}

export interface RawChange {
  /** A (added), M (modified), D (deleted), T (type change)… */
  status: string;
  oldObject: string;
  newObject: string;
  path: string;
}

/** Parses `git diff --raw -z --no-renames` output. */
export function parseRawDiff(output: string): RawChange[] {
  const parts = output.split('\0');
  const changes: RawChange[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const meta = parts[i]!;
    if (!meta.startsWith(':')) continue;
    const [, , oldObject, newObject, status] = meta.slice(1).split(' ') as [
      string,
      string,
      string,
      string,
      string,
    ];
    changes.push({ status: status.charAt(0), oldObject, newObject, path: parts[i + 1]! });
  }
  return changes;
}

/**
 * Splits `git cat-file --batch` output into the contents of each object, in request order.
 * A missing object comes back as undefined.
 */
export function parseCatFileBatch(output: Buffer, count: number): (Buffer | undefined)[] {
  const blobs: (Buffer | undefined)[] = [];
  let offset = 0;
  while (blobs.length < count && offset < output.length) {
    const newline = output.indexOf(0x0a, offset);
    if (newline < 0) break;
    const header = output.toString('utf8', offset, newline);
    offset = newline + 1;
    if (header.endsWith(' missing')) {
      blobs.push(undefined);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    blobs.push(output.subarray(offset, offset + size));
    offset += size + 1;
  }
  return blobs;
}
