/**
 * Which events come from an author the briefing does not trust (`briefing.trustedAuthors`),
 * for the faces that find memories through the search index rather than the briefing's
 * digest: the prompt hook and `cortex search` (shell). The rule is the briefing's
 * (trust/provenance.ts): an event's author is git's author of the commit that added its
 * file, and an event not committed yet is judged by the author its line records.
 *
 * The index does not keep who wrote what, and the hook cannot afford to read the log, so
 * the question is turned around: git (through the cached list of who added each event
 * file) says which files an untrusted author added, normally none, and only those files
 * and the ones not committed yet are read. Every other event in the work tree was added
 * by a trusted author. This clone's per-tool activity in `.cortex/local/` is the user's
 * own capture and is not read.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cachedUserEmail } from '../capture/author-cache.js';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventText } from '../events/lines.js';
import { isFromTrustedAuthor, type AuthorTrust } from './provenance.js';
import { fileStamp, sameFileStamp, type FileStamp } from '../files.js';
import { isLocalEventFile, listEventFiles } from '../events/store.js';
import { readEventFileAddersChecked } from './authorship.js';
import type { ElsewhereOrigin } from '../git/branch-memory.js';
import { resolveAuthorTrust } from './trusted-authors.js';
import type { Project } from '../project.js';
import { eventAddersFile } from '../events/paths.js';

export interface EventTrust {
  trust: AuthorTrust;
  /** Whether the event with this id comes from a trusted author. */
  isTrusted(eventId: string): boolean;
  /** Who git says added an untrusted event (or the author it records, when not committed). */
  authorOf(eventId: string): string | undefined;
  /** How many events are from untrusted authors (0: nothing to leave out or label). */
  untrustedCount: number;
}

/** Git could not say who added the event files: trust cannot be decided, so nothing is taken on trust. */
export class TrustUnknownError extends Error {}

const TRUST_ALL = (trust: AuthorTrust): EventTrust => ({
  trust,
  isTrusted: () => true,
  authorOf: () => undefined,
  untrustedCount: 0,
});

/**
 * Decides trust for the events of the work tree's log and of `elsewhere` (the memories of
 * other local branches and worktrees that search added, with where each was found).
 * `eventFiles` (paths from the repository root) are the files the events were read from,
 * when the caller knows them (the search index does); otherwise the work tree's are listed.
 * Throws TrustUnknownError when git cannot say who added the event files or who the
 * default branch's authors are.
 */
export function readEventTrust(
  project: Project,
  elsewhere: ReadonlyMap<string, ElsewhereOrigin> = new Map(),
  eventFiles?: readonly string[],
): EventTrust {
  const trust = resolveAuthorTrust(
    project.repo,
    project.paths,
    project.config.briefing.trustedAuthors,
    cachedUserEmail(project),
  );
  if (trust.everyone) return TRUST_ALL(trust);
  if (trust.problem) throw new TrustUnknownError(trust.problem);
  const adders = readEventFileAddersChecked(project.repo, eventAddersFile(project.paths));
  if (adders === undefined)
    throw new TrustUnknownError('could not ask git who committed the event files');
  const paths =
    eventFiles?.filter((path) => !isLocalEventFile(path)) ??
    listEventFiles(project.paths).map((absolute) =>
      relative(project.paths.root, absolute).split(sep).join('/'),
    );
  const inputs: TrustInputs = {
    root: project.paths.root,
    trustKey: trustKeyOf(trust),
    adders,
    paths,
    elsewhere,
  };
  if (
    lastDecided &&
    sameInputs(lastDecided.inputs, inputs) &&
    lastDecided.read.every(({ path, stamp }) =>
      sameFileStamp(stamp, fileStamp(join(inputs.root, path))),
    )
  )
    return lastDecided.decided;

  const untrusted = new Map<string, string | undefined>();
  const read: { path: string; stamp: FileStamp | undefined }[] = [];
  const readFile = (path: string): AnyEvent[] => {
    const absolute = join(project.paths.root, path);
    read.push({ path, stamp: fileStamp(absolute) });
    try {
      return parseEventText(readFileSync(absolute, 'utf8'), path).entries.map(
        (entry) => entry.event,
      );
    } catch {
      return []; // Gone since it was listed.
    }
  };
  for (const path of paths) {
    const adder = adders.get(path);
    if (adder !== undefined) {
      // Everything in a file an untrusted author added is theirs, whatever its lines claim.
      if (!isFromTrustedAuthor({ author: null }, adder, trust))
        for (const event of readFile(path)) untrusted.set(event.id, adder);
      continue;
    }
    for (const event of readFile(path))
      if (!isFromTrustedAuthor(event, undefined, trust))
        untrusted.set(event.id, event.author ?? undefined);
  }
  for (const [id, origin] of elsewhere) {
    if (!isFromTrustedAuthor({ author: origin.author ?? null }, origin.committer, trust))
      untrusted.set(id, origin.committer ?? origin.author ?? undefined);
  }
  const decided: EventTrust =
    untrusted.size === 0
      ? TRUST_ALL(trust)
      : {
          trust,
          isTrusted: (id) => !untrusted.has(id),
          authorOf: (id) => untrusted.get(id),
          untrustedCount: untrusted.size,
        };
  lastDecided = { inputs, read, decided };
  return decided;
}

/** What a decision was made from, compared by identity where the caller keeps the object (the held search index's file list, the shared adders map). */
interface TrustInputs {
  root: string;
  trustKey: string;
  adders: ReadonlyMap<string, string>;
  paths: readonly string[];
  elsewhere: ReadonlyMap<string, ElsewhereOrigin>;
}

/**
 * The last decision, for a long-lived process: the MCP server decides trust on every search,
 * and a decision at 100,000 events costs about ten milliseconds. It is reused while the
 * trusted authors, the adders (same map: same commit and cache file), the files, the other
 * branches' memories and every file it had to read (added by an untrusted author, or not
 * committed yet) are as they were.
 */
let lastDecided:
  | {
      inputs: TrustInputs;
      read: readonly { path: string; stamp: FileStamp | undefined }[];
      decided: EventTrust;
    }
  | undefined;

function trustKeyOf(trust: AuthorTrust): string {
  return JSON.stringify([trust.everyone, [...trust.authors].sort(), trust.self]);
}

function sameInputs(a: TrustInputs, b: TrustInputs): boolean {
  if (
    a.root !== b.root ||
    a.trustKey !== b.trustKey ||
    a.adders !== b.adders ||
    a.elsewhere !== b.elsewhere ||
    a.paths.length !== b.paths.length
  )
    return false;
  for (let i = 0; i < a.paths.length; i++) if (a.paths[i] !== b.paths[i]) return false;
  return true;
}
