/**
 * The briefing's view of the log limited to trusted authors (`briefing.trustedAuthors`).
 * A memory from anyone else is left out of the digest the briefing is built from, and so
 * is a correction (forget, supersede, pin, edit) they made: a stranger's `forget` must not
 * hide a trusted decision at session start. Nothing is deleted: the log, search and MCP
 * still show them. Pure.
 */
import type { AnyEvent } from '../events/envelope.js';
import type { LogDigest } from './digest.js';

/** The digest without the memory events `isTrusted` rejects, and how many it left out. */
export function keepTrustedMemories(digest: LogDigest, isTrusted: (event: AnyEvent) => boolean): { digest: LogDigest; leftOut: number } {
  const memoryEvents = digest.memoryEvents.filter(isTrusted);
  const leftOut = digest.memoryEvents.length - memoryEvents.length;
  if (leftOut === 0) return { digest, leftOut };
  const kept = new Set(memoryEvents.map((event) => event.id));
  return { digest: { ...digest, memoryEvents, collisions: digest.collisions.filter((collision) => kept.has(collision.id) && kept.has(collision.renamed.id)) }, leftOut };
}
