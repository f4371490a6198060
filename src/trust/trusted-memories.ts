/**
 * The briefing's view of the log limited to trusted authors (`briefing.trustedAuthors`).
 * A memory from anyone else is left out of the digest the briefing is built from, and so
 * is a correction (forget, supersede, pin, edit) they made: a stranger's `forget` must not
 * hide a trusted decision at session start. So is their activity: a session's condensed
 * activity carries command descriptions and file names its author wrote freely, which the
 * assistant reads as much as a memory. Nothing is deleted: the log, search and MCP still
 * show them. Pure.
 */
import type { AnyEvent } from '../events/envelope.js';
import type { LogDigest } from '../projections/digest.js';

export interface TrustedDigest {
  digest: LogDigest;
  /** Memory and correction events left out. */
  leftOut: number;
  /** Sessions whose activity was left out (activity that was kept is not counted). */
  activitySessionsLeftOut: number;
}

/** The digest without the memory and activity events `isTrusted` rejects, and how much it left out. */
export function keepTrustedMemories(
  digest: LogDigest,
  isTrusted: (event: AnyEvent) => boolean,
): TrustedDigest {
  const memoryEvents = digest.memoryEvents.filter(isTrusted);
  const leftOut = digest.memoryEvents.length - memoryEvents.length;
  const recentActivity = digest.recentActivity.filter(isTrusted);
  const activitySessionsLeftOut = new Set(
    digest.recentActivity
      .filter((event) => !isTrusted(event))
      .map((event) => event.session ?? event.ts.slice(0, 10)),
  ).size;
  if (leftOut === 0 && recentActivity.length === digest.recentActivity.length)
    return { digest, leftOut, activitySessionsLeftOut };
  const kept = new Set(memoryEvents.map((event) => event.id));
  const collisions =
    leftOut === 0
      ? digest.collisions
      : digest.collisions.filter(
          (collision) => kept.has(collision.id) && kept.has(collision.renamed.id),
        );
  return {
    digest: { ...digest, memoryEvents, recentActivity, collisions },
    leftOut,
    activitySessionsLeftOut,
  };
}
