/**
 * Who each memory of the memory view comes from, as git recorded it (shell): the author of
 * the commit that added its file, on this branch (one cached `git log`, read forward as HEAD
 * moves) or on the other local branch it was found on; and whether that author is trusted
 * (`briefing.trustedAuthors`, by default everyone with a commit on the default branch).
 */
import { cachedUserEmail } from '../capture/author-cache.js';
import { isFromTrustedAuthor, type AuthorTrust } from './provenance.js';
import type { AnyEvent } from '../events/envelope.js';
import { EVENT_TYPES } from '../events/types.js';
import { readEventFileAddersChecked } from './authorship.js';
import { resolveAuthorTrust } from './trusted-authors.js';
import type { Project } from '../project.js';
import type { MemoryView } from '../projections/memory-view.js';
import { eventAddersFile } from '../events/paths.js';

export interface MemoryProvenance {
  /** Who committed each memory event (git's author e-mail), by id; absent where it is not committed. */
  committedBy: ReadonlyMap<string, string>;
  trust: AuthorTrust;
  /** Whether an event (of the view) comes from a trusted author. */
  isTrusted(event: Pick<AnyEvent, 'id' | 'author'>): boolean;
  /** What git could not tell (then nothing git cannot vouch for is trusted). */
  problem?: string;
}

/** The trust the settings ask for, resolved (the default branch's authors come from a cache kept for its tip). */
export function readAuthorTrust(project: Project): AuthorTrust {
  return resolveAuthorTrust(
    project.repo,
    project.paths,
    project.config.briefing.trustedAuthors,
    cachedUserEmail(project),
  );
}

/** Who added each event file (git's author e-mail), or undefined when git could not say. Asks git only when HEAD moved. */
export function readEventFileCommitters(project: Project): ReadonlyMap<string, string> | undefined {
  return readEventFileAddersChecked(project.repo, eventAddersFile(project.paths));
}

/**
 * Who committed a memory found in `files` (every file that holds its id), by who added
 * them: one id in files added by different people (a collision, or a forged copy) is shown
 * as from the least trusted of them, as which file holds which of the events is not kept.
 */
export function committerOfFiles(
  files: readonly string[],
  adders: ReadonlyMap<string, string>,
  trust: AuthorTrust,
): string | undefined {
  const committers = [
    ...new Set(
      files.map((file) => adders.get(file)).filter((email): email is string => email !== undefined),
    ),
  ];
  return (
    committers.find((email) => !isFromTrustedAuthor({ author: null }, email, trust)) ??
    committers[0]
  );
}

/**
 * How an event's author is judged, given who committed it (undefined: not committed). Where
 * git could not say who committed the event files (`gitAnswered` false), every committed
 * file would pass for one not committed yet, judged by the author its lines claim, which
 * anyone can forge (the user's own address included): nothing git cannot vouch for is
 * trusted then.
 */
export function trustJudge(
  trust: AuthorTrust,
  gitAnswered: boolean,
): (author: string | null, committer: string | undefined) => boolean {
  if (gitAnswered || trust.everyone)
    return (author, committer) => isFromTrustedAuthor({ author }, committer, trust);
  return (author, committer) =>
    committer !== undefined && isFromTrustedAuthor({ author }, committer, trust);
}

/** The provenance of the view's memory events. Asks git only when HEAD or the default branch moved. */
export function readMemoryProvenance(
  project: Project,
  view: Pick<MemoryView, 'memoryFiles' | 'sharedIdFiles' | 'elsewhere' | 'digest'>,
): MemoryProvenance {
  const committedBy = new Map<string, string>();
  const checked = readEventFileCommitters(project);
  const adders = checked ?? new Map<string, string>();
  if (adders.size) {
    for (const [id, file] of view.memoryFiles) {
      const committer = adders.get(file);
      if (committer !== undefined) committedBy.set(id, committer);
    }
  }
  for (const [id, origin] of view.elsewhere)
    if (origin.committer !== undefined) committedBy.set(id, origin.committer);
  const trust = readAuthorTrust(project);
  // One id in files added by different people (a collision, or a forged copy): which file holds
  // which of the two events is not kept, so both are shown as from the least trusted of them.
  const renamed = new Map<string, string[]>();
  for (const collision of view.digest.collisions)
    renamed.set(collision.id, [...(renamed.get(collision.id) ?? []), collision.renamed.id]);
  for (const [id, files] of view.sharedIdFiles) {
    const least = committerOfFiles(files, adders, trust);
    if (least === undefined) continue;
    for (const each of [id, ...(renamed.get(id) ?? [])]) committedBy.set(each, least);
  }
  const judge = trustJudge(trust, checked !== undefined);
  const isTrusted = (event: Pick<AnyEvent, 'id' | 'author'>) =>
    judge(event.author, committedBy.get(event.id));
  if (checked === undefined && !trust.everyone)
    return {
      committedBy,
      trust,
      isTrusted,
      problem: 'could not ask git who committed the event files',
    };
  return { committedBy, trust, isTrusted, ...(trust.problem ? { problem: trust.problem } : {}) };
}

/**
 * The events with the corrections (forget, supersede, pin, edit) of authors the briefing does
 * not trust left out: as in the briefing and search, a stranger's correction neither hides nor
 * rewrites a memory, nor makes the user's own correction of it look done already (`cortex
 * forget`, `cortex edit`, MCP `forget`). Where git cannot say who committed what, no correction
 * it cannot vouch for is trusted. `events` are the view's, or the work tree's log read whole.
 */
export function trustedCorrections(
  project: Project,
  view: Pick<MemoryView, 'memoryFiles' | 'sharedIdFiles' | 'elsewhere' | 'digest'>,
  events: readonly AnyEvent[],
): AnyEvent[] {
  const { isTrusted } = readMemoryProvenance(project, view);
  return events.filter(
    (event) => EVENT_TYPES[event.type].category !== 'control' || isTrusted(event),
  );
}
