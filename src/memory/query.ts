/**
 * The words of a filter, as a person or an assistant gives them (a type's name or short name,
 * a date or "3 days ago"), made into the query the log is filtered by (events/query.ts). Each
 * face says an unknown name in its own words (`onUnknown`); a date it cannot read is a
 * UsageError naming the option.
 */
import { UsageError } from '../errors.js';
import { parseDateArg } from '../events/dates.js';
import type { EventQuery } from '../events/query.js';
import {
  EVENT_TYPES,
  EVENT_TYPE_NAMES,
  resolveEventType,
  type EventType,
} from '../events/types.js';

export type { EventQuery } from '../events/query.js';

/** The short names of the types a filter is useful for (corrections are not looked for). */
export const MEMORY_TYPE_ALIASES: readonly string[] = EVENT_TYPE_NAMES.filter(
  (type) => EVENT_TYPES[type].category !== 'control',
).map((type) => EVENT_TYPES[type].alias);

/** Event types by name or short name; `onUnknown` says what a name that is neither is. */
export function parseTypeNames(
  names: readonly string[],
  onUnknown: (name: string) => Error,
): EventType[] {
  return names.map((name) => {
    const type = resolveEventType(name.trim());
    if (!type) throw onUnknown(name);
    return type;
  });
}

/**
 * A command's `--type` values (each may list several, comma-separated) as event types; an
 * unknown name is a UsageError naming the command and every type.
 */
export function parseTypeOption(values: readonly string[], command: string): EventType[] {
  return parseTypeNames(
    values.flatMap((value) => value.split(',')),
    (name) =>
      new UsageError(
        `${command}: unknown --type '${name}'`,
        `types: ${EVENT_TYPE_NAMES.join(', ')} (or their short names)`,
      ),
  );
}

/** A date bound of `option` (the start of a day for `since`, its end for `until`), or undefined when not given. */
export function parseDateBound(
  text: string | undefined,
  now: Date,
  bound: 'since' | 'until',
  option: string = bound,
): number | undefined {
  return text === undefined ? undefined : parseDateArg(text, now, bound === 'until', option);
}

/** Whether a query asks for some memories only (a type, branch, kind or date). */
export function isNarrowed(query: EventQuery): boolean {
  return (
    (query.types ?? []).length > 0 ||
    (query.branches ?? []).length > 0 ||
    (query.tags ?? []).length > 0 ||
    query.since !== undefined ||
    query.until !== undefined
  );
}
