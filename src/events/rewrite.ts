/**
 * The one sanctioned in-place change to the log: taking a secret out of an event that was
 * already written (`cortex redact`). Everything that identifies the event stays (id, type,
 * time, session, branch, author, refs), so whatever refers to it still does; only text
 * changes. Pure: the command reads and writes the files.
 */
import { isPlainObject } from './check.js';
import type { AnyEvent } from './envelope.js';

/** A secret found in an event's text, and the kind of secret it is. */
export interface FoundSecret {
  text: string;
  kind: string;
}

/** What replaces redacted text, at capture and by `cortex redact`: `[REDACTED:<kind>]`. */
export function redactedMarker(kind: string): string {
  return `[REDACTED:${kind}]`;
}

/** Data fields holding labels rather than prose: `--all` keeps them (plan step status must stay valid). */
const LABEL_FIELDS = new Set(['kind', 'tags', 'files', 'status']);

/** Every string of the event's content and data: where secrets are looked for. */
export function eventTexts(event: AnyEvent): string[] {
  const texts = [event.content];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isPlainObject(value)) Object.values(value).forEach(walk);
  };
  walk(event.data);
  return texts;
}

function mapStrings(
  value: unknown,
  map: (text: string, key: string | undefined) => string,
  key?: string,
): unknown {
  if (typeof value === 'string') return map(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, key));
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapStrings(item, map, name)]),
    );
  return value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The event with every occurrence of each secret replaced by its marker, in the content
 * and in every string of `data`; undefined when none occurs. Longer secrets are replaced
 * first, so one that contains another goes whole.
 */
export function redactSecrets(
  event: AnyEvent,
  secrets: readonly FoundSecret[],
): AnyEvent | undefined {
  const ordered = [...secrets]
    .filter((secret) => secret.text !== '')
    .sort((a, b) => b.text.length - a.text.length);
  if (ordered.length === 0) return undefined;
  const pattern = new RegExp(ordered.map((secret) => escapeRegExp(secret.text)).join('|'), 'g');
  const kinds = new Map(ordered.map((secret) => [secret.text, secret.kind]));
  let changed = false;
  const replace = (text: string): string =>
    text.replace(pattern, (match) => {
      changed = true;
      return redactedMarker(kinds.get(match) ?? 'secret');
    });
  const content = replace(event.content);
  const data = mapStrings(event.data, replace);
  return changed ? ({ ...event, content, data } as AnyEvent) : undefined;
}

/**
 * The event with its text gone (`cortex redact --all`): the content, and every prose field
 * of `data` (reason, alternatives, command, error, fix, plan and step texts…), become the
 * marker. Paths, kind and tags stay: they are labels, and the projections need them.
 */
export function blankEvent(event: AnyEvent): AnyEvent {
  const marker = redactedMarker('manual');
  const data = mapStrings(event.data, (text, key) =>
    key !== undefined && LABEL_FIELDS.has(key) ? text : marker,
  );
  return { ...event, content: marker, data } as AnyEvent;
}

/**
 * A correction that quotes the blanked event in its summary (`Forgot: <first line>`,
 * `Pinned: …`) with that quote blanked too; undefined when it does not quote it.
 */
export function blankQuote(
  event: AnyEvent,
  blanked: AnyEvent,
  original: AnyEvent,
): AnyEvent | undefined {
  if (!event.refs.includes(blanked.id)) return undefined;
  const quoted = original.content.split('\n', 1)[0]!.trim().slice(0, 60);
  const match = /^(Forgot|Undid|Pinned|Unpinned): (.*)$/s.exec(event.content);
  if (
    !match ||
    quoted === '' ||
    !match[2]!.startsWith(quoted.slice(0, Math.min(quoted.length, 40)))
  )
    return undefined;
  return { ...event, content: `${match[1]}: ${redactedMarker('manual')}` } as AnyEvent;
}

/**
 * A `git filter-repo --replace-text` rule that replaces the line of event `id`, in every
 * version of every file, with `line`. It matches the line by its start (`{"v":1,"id":"…",`,
 * as cortex writes it), so the rule file holds no secret. Python's re.sub reads backslashes
 * in the replacement, so they are doubled.
 */
export function filterRepoRule(id: string, line: string): string {
  return `regex:(?m)^\\{"v":1,"id":"${id}",.*$==>${line.replace(/\\/g, '\\\\')}`;
}
