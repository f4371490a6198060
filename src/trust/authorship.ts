/**
 * Who added each event file, as git recorded it: the author e-mail of the commit that
 * added the file. An event's own `author` field is whatever its line says (anyone can
 * write a line claiming to be anyone); the commit that brought it in is the provenance
 * git can vouch for, as far as the repository's commits are signed or reviewed.
 */
import type { AnyEvent } from '../events/envelope.js';
import { committedByOther } from './provenance.js';
import { readFileSync } from 'node:fs';
import { fileStamp, sameFileStamp, writeFileAtomic, type FileStamp } from '../files.js';
import { gitOutput, readHead, type Repo } from '../git/plumbing/repo.js';

/**
 * The author e-mail of the commit that added each event file under `.cortex/events/`, by
 * repository path: over HEAD's history, or over `range` (e.g. `new --not old`, or a
 * branch's commits that HEAD lacks).
 */
export function readEventFileAdders(
  repo: Repo,
  range: readonly string[] = [],
): Map<string, string> {
  return tryReadEventFileAdders(repo, range) ?? new Map();
}

/** readEventFileAdders, or undefined when git could not answer (not a repository any more, git missing). */
function tryReadEventFileAdders(
  repo: Repo,
  range: readonly string[] = [],
): Map<string, string> | undefined {
  const out = gitOutput(repo.root, [
    'log',
    '--diff-filter=A',
    '--no-renames',
    '--format=%x01%ae',
    '--name-only',
    ...range,
    '--',
    '.cortex/events',
  ]);
  if (out === undefined) return undefined;
  const adders = new Map<string, string>();
  for (const block of out.split('\u0001')) {
    const [email, ...files] = block.split('\n').map((line) => line.trim());
    if (!email) continue;
    // git log lists the newest commits first: the oldest adding commit is the one that counts.
    for (const file of files) if (file) adders.set(file, email);
  }
  return adders;
}

/**
 * readEventFileAdders, kept in `cacheFile` (under .cortex/local) for the commit HEAD points
 * at: a briefing asks on every session start, and one `git log` over the history is the
 * slow part. When HEAD moved forward (a commit, a pull), only the commits since are read;
 * another branch checked out, or a rewrite, reads the history again. A file not yet
 * committed has no adder.
 */
export function readEventFileAddersCached(
  repo: Repo,
  cacheFile: string,
): ReadonlyMap<string, string> {
  return readEventFileAddersChecked(repo, cacheFile) ?? new Map();
}

/**
 * readEventFileAddersCached, or undefined when git could not say who added the files: a
 * caller deciding trust must then not take every file for one not committed yet. A failed
 * read is never cached.
 */
export function readEventFileAddersChecked(
  repo: Repo,
  cacheFile: string,
): ReadonlyMap<string, string> | undefined {
  const head = readHead(repo).commit;
  if (head === null) return new Map();
  const held = lastRead?.cacheFile === cacheFile && lastRead.head === head ? lastRead : undefined;
  if (held && sameFileStamp(held.stat, fileStamp(cacheFile))) return held.adders;
  const adders = readAddersOf(repo, cacheFile, head);
  const stat = adders && fileStamp(cacheFile);
  lastRead = adders && stat ? { cacheFile, head, stat, adders } : undefined;
  return adders;
}

/**
 * The last map read, with the commit and the cache file's stat it was read at: a long-lived
 * process (the MCP server decides trust on every search) parses the file again only when
 * HEAD moved or the file was written since. The map is shared, so it is never changed once
 * returned.
 */
let lastRead:
  | { cacheFile: string; head: string; stat: FileStamp; adders: ReadonlyMap<string, string> }
  | undefined;

function readAddersOf(
  repo: Repo,
  cacheFile: string,
  head: string,
): Map<string, string> | undefined {
  let cached: { v?: unknown; head?: unknown; adders?: unknown } | undefined;
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as {
      v?: unknown;
      head?: unknown;
      adders?: unknown;
    };
  } catch {
    // Missing or damaged: asked of git again.
  }
  const known =
    cached?.v === 1 && typeof cached.head === 'string' && Array.isArray(cached.adders)
      ? { head: cached.head, adders: new Map(cached.adders as [string, string][]) }
      : undefined;
  if (known?.head === head) return known.adders;
  let adders: Map<string, string> | undefined;
  if (
    known &&
    gitOutput(repo.root, ['merge-base', '--is-ancestor', known.head, head]) !== undefined
  ) {
    const added = tryReadEventFileAdders(repo, [head, '--not', known.head]);
    if (added) {
      adders = known.adders;
      // Files added since; one known already keeps its older adder.
      for (const [file, email] of added) if (!adders.has(file)) adders.set(file, email);
    }
  }
  adders ??= tryReadEventFileAdders(repo);
  if (adders === undefined) return undefined;
  try {
    writeFileAtomic(cacheFile, JSON.stringify({ v: 1, head, adders: [...adders] }), {
      makeFolder: true,
    });
  } catch {
    // A cache that cannot be written costs the next briefing one git log.
  }
  return adders;
}

export interface AuthorMismatch {
  event: AnyEvent;
  file: string;
  /** Who committed the file that holds it. */
  committer: string;
}

/**
 * Events whose recorded author is an e-mail address other than the one of the commit that
 * added their file. Hashed or absent authors cannot be compared and are left out.
 */
export function findAuthorMismatches(
  visits: readonly { event: AnyEvent; file: string }[],
  adders: ReadonlyMap<string, string>,
): AuthorMismatch[] {
  const found: AuthorMismatch[] = [];
  for (const { event, file } of visits) {
    const committer = adders.get(file);
    if (committedByOther(event, committer)) found.push({ event, file, committer });
  }
  return found;
}
