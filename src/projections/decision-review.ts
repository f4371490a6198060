/**
 * Reading back what a reviewer changed in a decision record (pure). A record that differs
 * from what cortex would write is compared, field by field, with what the log knows:
 *
 * - a title that is none of the memory's wordings (its first and every edit) is a reword:
 *   `memory_edited` with the new wording;
 * - Decision Drivers that are none of its reasons: `memory_edited` carrying the new reason;
 * - status `deprecated` on a record that stands: `memory_retracted` (the record goes, the
 *   log keeps the memory); `superseded` with a new title: `memory_superseded` by it;
 * - a record deleted in a commit: `memory_retracted`, unless the memory was forgotten
 *   before (then the deletion was cortex's own, undone since).
 *
 * Wording the log already had is not a change: the file is merely older than the log (new
 * events since it was written) and is rewritten. What cannot be read (broken front matter,
 * no title, an unknown status, a change cortex has no event for) is reported with file and
 * line and left alone: cortex never overwrites it.
 */
import matter from 'gray-matter';
import type { Heading, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { AnyEvent } from '../events/envelope.js';
import type { Memory, MemoryFold } from './corrections.js';
import { phrasingSource } from './markdown-tree.js';
import { defuseFraming } from './text-shapes.js';
import {
  driversOf,
  hasRecord,
  RECORD_STATUSES,
  titleOf,
  type DecisionRecord,
  type RecordStatus,
} from './decision-records.js';

/** A record file as found in the work tree. */
export interface RecordFile {
  name: string;
  text: string;
}

/** What a reviewer's change becomes in the log. */
export interface ReviewCorrection {
  /** The record's file name. */
  file: string;
  type: 'memory_edited' | 'memory_superseded' | 'memory_retracted';
  /** The event the correction applies to (the memory's, or the supersession that introduced it). */
  target: AnyEvent;
  /** For edits and supersessions: the wording. */
  content?: string;
  /** For edits: the reason, when it changed (empty: removed). */
  reason?: string;
  /** For retractions: why, as the event's reason. */
  why?: string;
  /** A sentence for the user. */
  summary: string;
}

export interface RecordProblem {
  file: string;
  /** 1-based line of the file the problem is on. */
  line: number;
  message: string;
}

/** The fields of a record a reviewer can change, as read from its text. */
export interface RecordFields {
  id: string;
  status: RecordStatus;
  title: string;
  drivers: string;
}

export type RecordReading =
  { ok: true; fields: RecordFields } | { ok: false; problem: Omit<RecordProblem, 'file'> };

function lineOf(text: string, pattern: RegExp): number {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => pattern.test(line));
  return index < 0 ? 1 : index + 1;
}

function sectionText(tree: Root, title: string): string {
  const nodes: RootContent[] = [];
  let inside = false;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      if (inside && node.depth <= 2) break;
      if (node.depth === 2 && toString(node).trim() === title) {
        inside = true;
        continue;
      }
    }
    if (inside) nodes.push(node);
  }
  return nodes
    .map((node) =>
      node.type === 'paragraph' || node.type === 'heading'
        ? phrasingSource(node.children)
        : toString(node),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads the reviewable fields of a record's text. */
export function readRecord(text: string): RecordReading {
  if (!/^---\r?\n/.test(text))
    return {
      ok: false,
      problem: { line: 1, message: 'no front matter (the file must start with a --- line)' },
    };
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    // gray-matter caches by input text; a copy of its result keeps the cache untouched.
    const result = matter(text, {});
    parsed = { data: { ...result.data }, content: result.content };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason =
      (error as { reason?: string }).reason ??
      (error instanceof Error ? error.message.split('\n')[0] : String(error));
    return {
      ok: false,
      problem: {
        line: typeof mark?.line === 'number' ? mark.line + 2 : 1,
        message: `front matter is not valid YAML: ${reason}`,
      },
    };
  }
  const { data } = parsed;
  if (typeof data.id !== 'string' || data.id === '')
    return {
      ok: false,
      problem: {
        line: lineOf(text, /^id\s*:/),
        message: 'front matter has no id: not a record cortex wrote',
      },
    };
  if (
    typeof data.status !== 'string' ||
    !(RECORD_STATUSES as readonly string[]).includes(data.status)
  ) {
    return {
      ok: false,
      problem: {
        line: lineOf(text, /^status\s*:/),
        message: `unknown status ${JSON.stringify(data.status ?? null)} (cortex reads ${RECORD_STATUSES.join(', ')})`,
      },
    };
  }
  const tree = fromMarkdown(parsed.content);
  const title = tree.children.find(
    (node): node is Heading => node.type === 'heading' && node.depth === 1,
  );
  const frontLines =
    text.length - parsed.content.length > 0
      ? text.slice(0, text.length - parsed.content.length).split('\n').length - 1
      : 0;
  if (!title)
    return {
      ok: false,
      problem: { line: frontLines + 1, message: "no title (a line starting with '# ')" },
    };
  const titleText = phrasingSource(title.children);
  if (titleText === '')
    return {
      ok: false,
      problem: {
        line: frontLines + (title.position?.start.line ?? 1),
        message: 'the title is empty',
      },
    };
  return {
    ok: true,
    fields: {
      id: data.id,
      status: data.status as RecordStatus,
      title: titleText,
      drivers: sectionText(tree, 'Decision Drivers'),
    },
  };
}

/** Every wording the log has given a memory, as a title shows it. */
function knownTitles(
  memory: Memory,
  expected: RecordFields | undefined,
  everEdited: readonly AnyEvent[],
): Set<string> {
  const titles = new Set([
    titleOf(memory.event.content),
    ...[...memory.edits, ...everEdited].map((edit) => titleOf(edit.content)),
  ]);
  if (expected) titles.add(expected.title);
  return titles;
}

function knownReasons(
  memory: Memory,
  expected: RecordFields | undefined,
  everEdited: readonly AnyEvent[],
): Set<string> {
  const reasons = new Set<string>([
    driversOf({ ...memory, data: memory.event.data as Record<string, unknown> }),
  ]);
  for (const edit of [...memory.edits, ...everEdited]) {
    const reason = (edit.data as { reason?: unknown }).reason;
    if (typeof reason === 'string') reasons.add(defuseFraming(reason).replace(/\s+/g, ' ').trim());
  }
  if (expected) reasons.add(expected.drivers);
  return reasons;
}

export interface ReviewInput {
  /** The record files in the work tree. */
  files: readonly RecordFile[];
  /** What cortex writes, by file name. */
  records: ReadonlyMap<string, DecisionRecord>;
  fold: MemoryFold;
  /** Records missing from the work tree that a commit (or the work tree) deleted. */
  deleted: ReadonlySet<string>;
  /** Memories some retraction ever named (a deletion of theirs is cortex's own). */
  everRetracted: ReadonlySet<string>;
  /** Every edit each memory was ever given, forgotten ones too (a record may still show one: cortex wrote it). */
  everEdited?: ReadonlyMap<string, readonly AnyEvent[]>;
}

export interface ReviewResult {
  corrections: ReviewCorrection[];
  problems: RecordProblem[];
  /** Files cortex must leave alone: unreadable, or holding a change it has no event for. */
  leaveAlone: Set<string>;
  /** Files of memories that no longer have a record (forgotten): cortex removes them. */
  remove: string[];
}

function reviewFile(file: RecordFile, input: ReviewInput, result: ReviewResult): void {
  // Nearly every file is as cortex wrote it: only one that differs is parsed.
  const record = input.records.get(file.name);
  if (record && (record.text === file.text || record.text === file.text.replace(/\r\n/g, '\n')))
    return;
  const reading = readRecord(file.text);
  if (!reading.ok) {
    result.problems.push({ file: file.name, ...reading.problem });
    result.leaveAlone.add(file.name);
    return;
  }
  const fields = reading.fields;
  const memory = input.fold.byId.get(fields.id);
  if (!memory) {
    result.problems.push({
      file: file.name,
      line: lineOf(file.text, /^id\s*:/),
      message: `id ${fields.id} is not in the log (written by hand, or its events are on another branch)`,
    });
    result.leaveAlone.add(file.name);
    return;
  }
  if (!record) {
    // A memory forgotten since (or renamed by a new cortex): its old file goes, unless a reviewer changed it.
    result.remove.push(file.name);
    return;
  }
  const expectedReading = readRecord(record.text);
  const expected = expectedReading.ok ? expectedReading.fields : undefined;
  const everEdited = input.everEdited?.get(memory.id) ?? [];
  const reworded = !knownTitles(memory, expected, everEdited).has(fields.title);
  const reasoned = !knownReasons(memory, expected, everEdited).has(fields.drivers);
  const standing = memory.status === 'active';
  const target = memory.event;
  const line = (pattern: RegExp) => lineOf(file.text, pattern);
  if (fields.status !== record.status && standing) {
    if (fields.status === 'deprecated') {
      result.corrections.push({
        file: file.name,
        type: 'memory_retracted',
        target,
        why: 'its record was set to deprecated',
        summary: `${file.name}: deprecated, so forgotten`,
      });
      return;
    }
    if (fields.status === 'superseded' && reworded) {
      result.corrections.push({
        file: file.name,
        type: 'memory_superseded',
        target,
        content: fields.title,
        summary: `${file.name}: superseded by "${fields.title}"`,
      });
      return;
    }
    const message =
      fields.status === 'superseded'
        ? "status superseded needs the replacing decision's wording as the title (or set deprecated to forget it)"
        : `cortex cannot turn ${record.status === 'rejected' ? 'a rejected approach into a decision' : 'a decision into a rejected approach'}: set status deprecated and record the other with cortex remember`;
    result.problems.push({ file: file.name, line: line(/^status\s*:/), message });
    result.leaveAlone.add(file.name);
    return;
  }
  if (fields.status === 'deprecated' && !standing) {
    result.corrections.push({
      file: file.name,
      type: 'memory_retracted',
      target,
      why: 'its record was set to deprecated',
      summary: `${file.name}: deprecated, so forgotten`,
    });
    return;
  }
  if (reworded || reasoned) {
    const correction: ReviewCorrection = {
      file: file.name,
      type: 'memory_edited',
      target,
      content: reworded ? fields.title : memory.content,
      summary: `${file.name}: ${[reworded ? 'reworded' : '', reasoned ? 'reason changed' : ''].filter(Boolean).join(', ')}`,
    };
    if (reasoned) correction.reason = fields.drivers;
    result.corrections.push(correction);
  }
}

/** Compares the record files with what cortex would write and says what the reviewers changed. */
export function reviewRecords(input: ReviewInput): ReviewResult {
  const result: ReviewResult = { corrections: [], problems: [], leaveAlone: new Set(), remove: [] };
  for (const file of input.files) reviewFile(file, input, result);
  const present = new Set(input.files.map((file) => file.name));
  for (const [name, record] of input.records) {
    if (present.has(name) || !input.deleted.has(name)) continue;
    const memory = record.memory;
    if (input.everRetracted.has(memory.id) || !hasRecord(memory)) continue;
    result.corrections.push({
      file: name,
      type: 'memory_retracted',
      target: memory.event,
      why: 'its record was deleted',
      summary: `${name}: deleted, so forgotten`,
    });
  }
  return result;
}

/** The ids every retraction in `events` names, cancelled or not. */
export function retractedIds(events: readonly AnyEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events)
    if (event.type === 'memory_retracted') for (const ref of event.refs) ids.add(ref);
  return ids;
}

/** Every `memory_edited` event in `events`, by the memory it rewords, forgotten or not. */
export function editsEver(events: readonly AnyEvent[]): Map<string, AnyEvent[]> {
  const edits = new Map<string, AnyEvent[]>();
  for (const event of events) {
    if (event.type !== 'memory_edited' || event.refs[0] === undefined) continue;
    const list = edits.get(event.refs[0]);
    if (list) list.push(event);
    else edits.set(event.refs[0], [event]);
  }
  return edits;
}
