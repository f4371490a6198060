/**
 * Provenance: an event's `author` is whatever its line says; git records who committed the
 * file that holds it. Where the two differ, both are shown. Pure.
 */
import type { AnyEvent } from '../events/envelope.js';
import { stripControlCharacters } from '../events/control-characters.js';
import { shortId } from '../events/id.js';
import type { CorrectionType } from '../events/manual.js';

/**
 * Whether git says someone other than the event's recorded author committed it. Authors
 * recorded as a hash or not at all cannot be compared and never differ.
 */
export function committedByOther(
  event: AnyEvent,
  committer: string | undefined,
): committer is string {
  return (
    committer !== undefined &&
    event.author !== null &&
    event.author.includes('@') &&
    event.author.toLowerCase() !== committer.toLowerCase()
  );
}

/**
 * Whose memories the briefing trusts: everyone, or a set of git authors (by default, everyone
 * with a commit on the default branch), always with the user of this clone.
 */
export interface AuthorTrust {
  everyone: boolean;
  /** Trusted e-mail addresses, lower case. */
  authors: ReadonlySet<string>;
  /** This clone's user (git user.email), always trusted. */
  self: string | null;
  /** Where the set comes from, for the briefing's line: the default branch's name, or the setting. */
  source: { kind: 'branch'; branch: string } | { kind: 'setting' } | { kind: 'everyone' };
  /** Set when git could not say who the trusted authors are (then only the user is). */
  problem?: string;
}

/** Trust in everyone: what cortex did before the setting, and what `"everyone"` asks for. */
export const TRUST_EVERYONE: AuthorTrust = {
  everyone: true,
  authors: new Set(),
  self: null,
  source: { kind: 'everyone' },
};

/**
 * Whether an event comes from a trusted author. The author is git's word where git has one
 * (the author of the commit that added the event's file); an event not committed yet is the
 * clone's own doing and is judged by the author its line records: this user, an author left
 * out or hashed by the project's `author` setting, or a trusted address.
 */
export function isFromTrustedAuthor(
  event: Pick<AnyEvent, 'author'>,
  committer: string | undefined,
  trust: AuthorTrust,
): boolean {
  if (trust.everyone) return true;
  const known = (email: string) =>
    trust.authors.has(email.toLowerCase()) ||
    (trust.self !== null && email.toLowerCase() === trust.self.toLowerCase());
  if (committer !== undefined) return known(committer);
  return event.author === null || !event.author.includes('@') || known(event.author);
}

/**
 * Provenance in a few words, for one-line results: `by <committer>` where git vouches for the
 * recorded author, `recorded as <author>, committed by <committer>` where it does not, and
 * `recorded as <author>` for an event not committed yet.
 */
export function describeProvenance(
  event: Pick<AnyEvent, 'author'>,
  committer: string | undefined,
): string | undefined {
  if (committer !== undefined) {
    if (committedByOther(event as AnyEvent, committer))
      return `recorded as ${event.author}, committed by ${committer}`;
    return `by ${committer}`;
  }
  return event.author ? `recorded as ${event.author}` : undefined;
}

/** Whose memories are left out, in a few words: "authors with no commit on `main`". */
export function describeUntrustedAuthors(trust: AuthorTrust, one = false): string {
  const authors = one ? 'an author' : 'authors';
  return trust.source.kind === 'branch'
    ? `${authors} with no commit on \`${trust.source.branch}\``
    : `${authors} not in \`briefing.trustedAuthors\``;
}

/**
 * The briefing's line about what it left out: `count` memories (and corrections), and the
 * activity of `activitySessions` sessions.
 */
export function describeUntrustedLeftOut(
  count: number,
  trust: AuthorTrust,
  activitySessions = 0,
): string {
  const parts = [
    ...(count ? [`${count} memor${count === 1 ? 'y' : 'ies'}`] : []),
    ...(activitySessions
      ? [`the activity of ${activitySessions} session${activitySessions === 1 ? '' : 's'}`]
      : []),
  ];
  const one = count + activitySessions === 1;
  return `${parts.join(' and ')} from ${describeUntrustedAuthors(trust)} left out; \`cortex log\` shows ${one ? 'it' : 'them'}.`;
}

/** The mark a search or MCP result carries when its author is not trusted for the briefing. */
export function describeUntrustedFlag(trust: AuthorTrust): string {
  return trust.source.kind === 'branch'
    ? `author has no commit on ${trust.source.branch}: not in the briefing`
    : 'author not in briefing.trustedAuthors: not in the briefing';
}

const UNAPPLIED_VERBS: Record<CorrectionType, string> = {
  memory_retracted: 'forgotten',
  memory_superseded: 'replaced',
  memory_pinned: 'pinned',
  memory_edited: 'reworded',
};

/**
 * The mark a search result carries for a correction of it that search did not apply, as the
 * briefing does not: `forgotten by eve@example.com (7F3K2M9Q), not applied: author has no
 * commit on main`. `trust` undefined: git could not say who committed it, so nothing is taken on trust.
 */
export function describeUnappliedCorrection(
  correction: { id: string; type: CorrectionType; pinned?: boolean },
  author: string | undefined,
  trust: AuthorTrust | undefined,
): string {
  const verb =
    correction.type === 'memory_pinned' && correction.pinned === false
      ? 'unpinned'
      : UNAPPLIED_VERBS[correction.type];
  const by = author !== undefined ? ` by ${stripControlCharacters(author)}` : '';
  const why =
    trust === undefined
      ? 'git cannot say who committed it'
      : trust.source.kind === 'branch'
        ? `author has no commit on ${trust.source.branch}`
        : 'author not in briefing.trustedAuthors';
  return `${verb}${by} (${shortId(correction.id)}), not applied: ${why}`;
}
