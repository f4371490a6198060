/**
 * Who added each event file, as git recorded it: the author e-mail of the commit that
 * added the file. An event's own `author` field is whatever its line says (anyone can
 * write a line claiming to be anyone); the commit that brought it in is the provenance
 * git can vouch for, as far as the repository's commits are signed or reviewed.
 */
import type { AnyEvent } from '../events/envelope.js';
import { committedByOther } from '../events/provenance.js';
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../files.js';
import { gitOutput, readHead, type Repo } from './plumbing/repo.js';

/** The author e-mail of the commit that added each event file under `.cortex/events/`, by repository path. */
export function readEventFileAdders(repo: Repo): Map<string, string> {
  const out = gitOutput(repo.root, ['log', '--diff-filter=A', '--no-renames', '--format=%x01%ae', '--name-only', '--', '.cortex/events']);
  const adders = new Map<string, string>();
  if (!out) return adders;
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
 * slow part. A file not yet committed has no adder.
 */
export function readEventFileAddersCached(repo: Repo, cacheFile: string): Map<string, string> {
  const head = readHead(repo).commit;
  if (head === null) return new Map();
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { v?: unknown; head?: unknown; adders?: unknown };
    if (cached.v === 1 && cached.head === head && Array.isArray(cached.adders)) return new Map(cached.adders as [string, string][]);
  } catch {
    // Missing or damaged: asked of git again.
  }
  const adders = readEventFileAdders(repo);
  try {
    writeFileAtomic(cacheFile, JSON.stringify({ v: 1, head, adders: [...adders] }), { makeFolder: true });
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
export function findAuthorMismatches(visits: readonly { event: AnyEvent; file: string }[], adders: ReadonlyMap<string, string>): AuthorMismatch[] {
  const found: AuthorMismatch[] = [];
  for (const { event, file } of visits) {
    const committer = adders.get(file);
    if (committedByOther(event, committer)) found.push({ event, file, committer });
  }
  return found;
}
