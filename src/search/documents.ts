/**
 * What search knows of an event: a compact record (kept in the index cache, so a search
 * never re-reads the log), the text of each indexed field, and the text an embedder sees.
 */
import type { AnyEvent } from '../events/envelope.js';
import type { EventType } from '../events/types.js';
import type { CorrectionEvent } from '../projections/corrections.js';
import { INDEX_FIELDS, type IndexField } from '../config/search-settings.js';
import { withoutCode } from './terms.js';

/** The fields of an event's `data` that search keeps: filters and display need them. */
export interface RecordData {
  kind?: string;
  tags?: string[];
  files?: string[];
  reason?: string;
}

/**
 * One searchable memory. Shaped like an event (the same field names), so the log's
 * filters (`matchesQuery`) apply to it unchanged.
 */
export interface SearchRecord {
  /** The event this record was made from; unique. */
  eventId: string;
  /** The memory it stands for: the event itself, or the memory a `memory_edited` event rewords. */
  id: string;
  ts: string;
  /** The event's type; a correction (supersede, edit) takes the type of the memory it corrects. */
  type: EventType;
  session: string | null;
  branch: string | null;
  content: string;
  salience: number;
  data: RecordData;
  /**
   * Supporting text worth searching: reasons, alternatives, errors and fixes, plan steps.
   * Needed only to index the record, so it is not kept once the index is saved.
   */
  detail?: string;
}

/** A correction event as search keeps it: what the corrections fold reads, and its time for the log's order. */
export interface ControlRecord extends CorrectionEvent {
  ts: string;
  refs: string[];
}

/** What one event gives search: a record to find, a correction of others, or both (supersede, edit). */
export interface IndexedItem {
  record?: SearchRecord;
  control?: ControlRecord;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function strings(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return list.length ? list : undefined;
}

/**
 * The search item an event gives: a record, or a control (retract, pin) that only changes
 * how other records are shown. `typeOf` finds the type of an earlier memory, so a
 * replacement or rewording is found under the type of what it corrects.
 */
export function itemFromEvent(
  event: AnyEvent,
  typeOf: (id: string) => EventType | undefined,
): IndexedItem {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'memory_retracted' || event.type === 'memory_pinned') {
    return {
      control: {
        id: event.id,
        ts: event.ts,
        type: event.type,
        refs: event.refs,
        ...(event.type === 'memory_pinned' ? { pinned: data.pinned !== false } : {}),
      },
    };
  }
  const corrected =
    event.type === 'memory_edited' || event.type === 'memory_superseded'
      ? event.refs[0]
      : undefined;
  const detail: string[] = [];
  for (const key of ['reason', 'error', 'fix', 'step', 'plan', 'pattern']) {
    const value = text(data[key]);
    if (value !== undefined) detail.push(value);
  }
  for (const key of ['alternatives']) detail.push(...(strings(data[key]) ?? []));
  if (Array.isArray(data.steps)) {
    for (const step of data.steps as { content?: unknown }[])
      if (typeof step?.content === 'string') detail.push(step.content);
  }
  const command = text(data.command);
  if (command !== undefined && !event.content.includes(command)) detail.push(command);
  // A session's condensed activity: each distinct command with what it was run for.
  if (Array.isArray(data.commands)) {
    for (const entry of data.commands as { command?: unknown; description?: unknown }[]) {
      const ran = text(entry?.command);
      if (ran === undefined) continue;
      const purpose = text(entry.description);
      detail.push(purpose !== undefined ? `${ran} ${purpose}` : ran);
    }
  }

  const recordData: RecordData = {};
  const kind = text(data.kind);
  if (kind !== undefined) recordData.kind = kind;
  const tags = strings(data.tags);
  if (tags) recordData.tags = tags;
  const files = strings(data.files);
  if (files) recordData.files = files;
  const reason = text(data.reason);
  if (reason !== undefined) recordData.reason = reason;

  const record: SearchRecord = {
    eventId: event.id,
    id: event.type === 'memory_edited' && corrected !== undefined ? corrected : event.id,
    ts: event.ts,
    type: (corrected !== undefined ? typeOf(corrected) : undefined) ?? event.type,
    session: event.session,
    branch: event.branch,
    content: event.content,
    salience: event.salience,
    data: recordData,
    detail: detail.join('\n'),
  };
  if (corrected === undefined) return { record };
  return {
    record,
    control: {
      id: event.id,
      ts: event.ts,
      type: event.type as 'memory_superseded' | 'memory_edited',
      refs: event.refs,
    },
  };
}

/** The text of one indexed field of a record. */
export function fieldText(record: SearchRecord, field: IndexField): string {
  switch (field) {
    case 'content':
      return record.content;
    case 'detail':
      return record.detail ?? '';
    case 'tags':
      return [record.data.kind, ...(record.data.tags ?? [])].filter(Boolean).join(' ');
    case 'files':
      // Paths the content already names (`Edited src/app.ts`) would only count twice.
      return (record.data.files ?? []).filter((file) => !record.content.includes(file)).join(' ');
  }
}

/** The text of every indexed field, in INDEX_FIELDS order. */
export function fieldTexts(record: SearchRecord): string[] {
  return INDEX_FIELDS.map((field) => fieldText(record, field));
}

/**
 * What makes two records the same text to search: records with equal keys (the same
 * command run a hundred times, the same file read in every session) are indexed, embedded
 * and returned once. The type is part of it, as filters and boosts depend on it.
 */
export function textKey(record: SearchRecord): string {
  return [record.type, record.data.reason ?? '', ...fieldTexts(record)].join('\u0000');
}

/** A captured command: "Ran `<command>` (failed, exit code N): <what it was run for>" (see capture/extract.ts). */
const CAPTURED_COMMAND = /^Ran `[^`]*`(?: \([^)]*\))?: (.+)$/s;

/**
 * The text an embedder is given for a record: its prose without code. A command is code
 * through and through, so it gives none, except for the purpose a captured command was
 * run for ("Generate the HTML coverage report"), which is prose.
 */
export function embeddingText(record: SearchRecord): string {
  if (record.type === 'command_run')
    return withoutCode(CAPTURED_COMMAND.exec(record.content)?.[1] ?? '');
  const parts = [withoutCode(record.content)];
  if (record.data.reason) parts.push(withoutCode(record.data.reason));
  return parts.filter(Boolean).join('\n');
}
