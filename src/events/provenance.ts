/**
 * Provenance: an event's `author` is whatever its line says; git records who committed the
 * file that holds it. Where the two differ, both are shown. Pure.
 */
import type { AnyEvent } from './envelope.js';

/**
 * Whether git says someone other than the event's recorded author committed it. Authors
 * recorded as a hash or not at all cannot be compared and never differ.
 */
export function committedByOther(event: AnyEvent, committer: string | undefined): committer is string {
  return committer !== undefined && event.author !== null && event.author.includes('@') && event.author.toLowerCase() !== committer.toLowerCase();
}
