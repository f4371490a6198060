/**
 * Selecting events: the filters `cortex log` offers (and search and MCP reuse). A query
 * with no criteria matches everything.
 */
import type { AnyEvent } from './envelope.js';
import type { EventType } from './types.js';

export interface EventQuery {
  types?: readonly EventType[];
  branches?: readonly string[];
  /** Session ids or prefixes of them. */
  sessions?: readonly string[];
  /** Matched as case-insensitive substrings of the author, like `git log --author`. */
  authors?: readonly string[];
  /** Inclusive bounds, in milliseconds since the epoch. */
  since?: number;
  until?: number;
  /** Tested against the content and the data's text fields. */
  grep?: RegExp;
  /** Repository-relative paths; a directory matches the files under it. */
  files?: readonly string[];
  /** Memory kinds or tags (`gotcha`, `architecture`…). */
  tags?: readonly string[];
}

/** The text fields of an event that `--grep` looks at. */
function searchableText(event: AnyEvent): string {
  const data = event.data as Record<string, unknown>;
  const parts = [event.content];
  for (const key of ['reason', 'command', 'error', 'fix', 'step', 'plan', 'pattern']) {
    if (typeof data[key] === 'string') parts.push(data[key]);
  }
  return parts.join('\n');
}

/** The files an event touches or mentions. */
export function filesOf(event: AnyEvent): readonly string[] {
  const files = (event.data as { files?: unknown }).files;
  return Array.isArray(files) ? (files as string[]) : [];
}

/** The kind and tags of an event. */
export function tagsOf(event: AnyEvent): string[] {
  const data = event.data as { kind?: unknown; tags?: unknown };
  const tags = Array.isArray(data.tags) ? (data.tags as string[]) : [];
  return typeof data.kind === 'string' ? [data.kind, ...tags] : tags;
}

function touchesPath(files: readonly string[], wanted: string): boolean {
  const prefix = wanted.endsWith('/') ? wanted : `${wanted}/`;
  return files.some((file) => file === wanted || file.startsWith(prefix));
}

export function matchesQuery(event: AnyEvent, query: EventQuery): boolean {
  if (query.types?.length && !query.types.includes(event.type)) return false;
  if (query.branches?.length && (event.branch === null || !query.branches.includes(event.branch)))
    return false;
  if (
    query.sessions?.length &&
    (event.session === null || !query.sessions.some((s) => event.session!.startsWith(s)))
  )
    return false;
  if (query.authors?.length) {
    const author = (event.author ?? '').toLowerCase();
    if (!query.authors.some((wanted) => author.includes(wanted.toLowerCase()))) return false;
  }
  if (query.since !== undefined || query.until !== undefined) {
    const ms = Date.parse(event.ts);
    if (query.since !== undefined && ms < query.since) return false;
    if (query.until !== undefined && ms > query.until) return false;
  }
  if (query.grep && !query.grep.test(searchableText(event))) return false;
  if (query.files?.length) {
    const files = filesOf(event);
    if (!query.files.some((wanted) => touchesPath(files, wanted))) return false;
  }
  if (query.tags?.length) {
    const tags = tagsOf(event);
    if (!query.tags.some((tag) => tags.includes(tag))) return false;
  }
  return true;
}
