/**
 * `.cortex/decisions/<date>-<slug>-<short id>.md`: one decision record per standing decision
 * and rejected approach, and per decision a later one replaced, in the layout of MADR 4.0
 * (Markdown Architectural Decision Records): YAML front matter, then title, context and
 * problem, decision drivers (the reason), considered options, decision outcome and
 * consequences. Reviewers read and edit these in pull requests; `decision-review.ts` reads
 * their edits back into the log.
 *
 * A record's name comes from the event that introduced it (its date, the slug of its first
 * wording, its short id), so rewording never renames a file and two branches never name
 * two records alike. Nothing in a record depends on session numbering or on other
 * decisions' positions, so a merge changes only the records of the decisions it touches.
 * Forgotten memories and captures below the confidence floor get no record.
 */
import matter from 'gray-matter';
import type { PhrasingContent, RootContent } from 'mdast';
import type { Memory, MemoryFold } from './corrections.js';
import { bulletList, heading, link, paragraph, phrasing, renderTree } from './markdown-tree.js';
import {
  CONFIDENCE_FLOOR,
  confidenceLevel,
  defuseFraming,
  eventDate,
  stringList,
} from './text-shapes.js';
import { shortId } from '../events/id.js';

/** The folder of the records, relative to the repository root. */
export const DECISIONS_DIR = '.cortex/decisions';

/** MADR statuses cortex writes; `deprecated` is what a reviewer sets to retire one (read back as a forget). */
export const RECORD_STATUSES = ['accepted', 'rejected', 'superseded', 'deprecated'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * A record the log gives. Its text is rendered on first use: `key` names everything the
 * text is made of, so a caller that knows the file on disk was written from the same key
 * (see decision-files.ts) need not render it at all.
 */
export interface DecisionRecord {
  memory: Memory;
  /** The file name inside DECISIONS_DIR. */
  name: string;
  status: RecordStatus;
  /** Everything the text depends on, as a string: same key, same text. */
  key: string;
  /** The file's text: front matter and body. */
  readonly text: string;
}

/** Bumped whenever the layout of a record changes, so cached keys no longer match. */
const RECORD_LAYOUT = 1;

const SLUG_WORDS = 8;
const SLUG_CHARS = 48;

/** Lower-case ASCII words of `text` joined by `-`, at most 48 characters; `decision` when none. */
export function slugOf(value: string): string {
  const words =
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  let slug = '';
  for (const word of words.slice(0, SLUG_WORDS)) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_CHARS) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_CHARS) ?? 'decision');
}

/** `2026-11-20-use-minisearch-for-full-text-search-4XK2M9QD.md`: stable for the life of the memory. */
export function recordName(memory: Memory): string {
  return `${eventDate(memory.event)}-${slugOf(memory.event.content)}-${shortId(memory.id)}.md`;
}

export function isDecision(memory: Memory): boolean {
  return memory.type === 'decision_made' || memory.type === 'approach_rejected';
}

/** A memory's confidence: a correction made by hand confirms it. */
export function confidenceOf(memory: Memory): number {
  let confidence = memory.event.confidence;
  for (const edit of memory.edits) confidence = Math.max(confidence, edit.confidence);
  return confidence;
}

/** Whether a memory has a record: a decision or rejection that stands or was replaced, captured with confidence. */
export function hasRecord(memory: Memory): boolean {
  return (
    isDecision(memory) && memory.status !== 'retracted' && confidenceOf(memory) >= CONFIDENCE_FLOOR
  );
}

/** The status a record shows for a memory. */
export function statusOf(memory: Memory): RecordStatus {
  if (memory.status === 'superseded') return 'superseded';
  if (memory.status === 'retracted') return 'deprecated';
  return memory.type === 'approach_rejected' ? 'rejected' : 'accepted';
}

/** A memory's wording as a record's title shows it: one line, whitespace collapsed. */
export function titleOf(content: string): string {
  return defuseFraming(content).replace(/\s+/g, ' ').trim();
}

/** A reason as the Decision Drivers section shows it. */
export function driversOf(memory: Memory): string {
  const reason = typeof memory.data.reason === 'string' ? memory.data.reason : '';
  return defuseFraming(reason).replace(/\s+/g, ' ').trim();
}

function frontMatterOf(
  memory: Memory,
  status: RecordStatus,
  successor: Memory | undefined,
): Record<string, unknown> {
  const event = memory.event;
  const data: Record<string, unknown> = {
    id: memory.id,
    type: memory.type === 'approach_rejected' ? 'rejected' : 'decision',
    status,
    date: eventDate(event),
    branch: event.branch,
    author: event.author,
    session: event.session,
    source: event.source.layer,
    confidence: confidenceOf(memory),
  };
  const supersedes = memory.replaces.map((replaced) => replaced.id);
  if (supersedes.length) data.supersedes = supersedes;
  if (memory.supersededBy !== undefined && successor) data['superseded-by'] = memory.supersededBy;
  const tags = stringList(memory.data.tags);
  if (tags.length) data.tags = tags;
  const files = stringList(memory.data.files);
  if (files.length) data.files = files;
  return data;
}

function bodyOf(memory: Memory, successor: Memory | undefined): RootContent[] {
  const event = memory.event;
  const title = titleOf(memory.content);
  const rejected = memory.type === 'approach_rejected';
  const how =
    event.source.layer === 'manual'
      ? 'recorded by hand'
      : event.session
        ? 'captured from an assistant session'
        : `${event.source.layer} layer`;
  const children: RootContent[] = [heading(1, title), heading(2, 'Context and Problem Statement')];
  const where = event.branch
    ? [', on branch ', { type: 'inlineCode' as const, value: event.branch }]
    : [];
  const what = `${rejected ? 'An approach rejected' : 'A decision made'} on ${eventDate(event)} (${how})`;
  children.push(
    paragraph(what, ...where, `, with ${confidenceLevel(confidenceOf(memory))} confidence.`),
  );
  const files = stringList(memory.data.files);
  if (files.length)
    children.push(
      paragraph(
        'Files: ',
        ...files.flatMap((file, index) => [
          ...(index ? [', '] : []),
          { type: 'inlineCode' as const, value: file },
        ]),
        '.',
      ),
    );
  const drivers = driversOf(memory);
  if (drivers) children.push(heading(2, 'Decision Drivers'), paragraph(...phrasing(drivers)));
  const alternatives = stringList(memory.data.alternatives);
  if (alternatives.length) {
    children.push(
      heading(2, 'Considered Options'),
      bulletList([phrasing(title), ...alternatives.map((option) => phrasing(option))]),
    );
  }
  children.push(heading(2, 'Decision Outcome'));
  children.push(
    paragraph(
      rejected ? 'Rejected: "' : 'Chosen option: "',
      ...phrasing(title),
      drivers ? '", because of the drivers above.' : '".',
    ),
  );
  const consequences: (string | PhrasingContent)[][] = [];
  for (const replaced of memory.replaces) {
    if (hasRecord(replaced) || replaced.status === 'superseded')
      consequences.push([
        'Supersedes ',
        link(recordName(replaced), titleOf(replaced.content)),
        '.',
      ]);
  }
  if (successor)
    consequences.push([
      'Superseded by ',
      link(recordName(successor), titleOf(successor.content)),
      '.',
    ]);
  if (memory.pinned) consequences.push(['Pinned: kept in every briefing.']);
  if (consequences.length) children.push(heading(3, 'Consequences'), bulletList(consequences));
  children.push(
    heading(2, 'More Information'),
    paragraph(
      'Written by cortex from its event log (',
      { type: 'inlineCode', value: '.cortex/events/' },
      '). To correct it, edit the title (the wording), the decision drivers (the reason) or the status (',
      { type: 'inlineCode', value: 'deprecated' },
      ' forgets it) in a commit: ',
      { type: 'inlineCode', value: 'cortex project' },
      " and the git hooks record the change in the log as a correction by the commit's author.",
    ),
  );
  return children;
}

/** The memory that replaced this one, when the fold has it. */
function successorOf(memory: Memory, fold: MemoryFold): Memory | undefined {
  return memory.supersededBy === undefined ? undefined : fold.byId.get(memory.supersededBy);
}

/** The file text of one record. Same memory, same bytes. */
export function renderRecordText(memory: Memory, successor: Memory | undefined): string {
  const body = renderTree(bodyOf(memory, successor));
  return matter.stringify(`\n${body}`, frontMatterOf(memory, statusOf(memory), successor));
}

/** What a record's text is made of (see DecisionRecord.key). */
function keyOf(memory: Memory, successor: Memory | undefined): string {
  const event = memory.event;
  return JSON.stringify([
    RECORD_LAYOUT,
    memory.id,
    memory.type,
    memory.status,
    memory.pinned,
    memory.content,
    confidenceOf(memory),
    event.ts,
    event.branch,
    event.author,
    event.session,
    event.source.layer,
    event.content,
    memory.data.reason,
    memory.data.alternatives,
    memory.data.tags,
    memory.data.files,
    memory.replaces.map((replaced) => [
      replaced.id,
      recordName(replaced),
      replaced.content,
      hasRecord(replaced),
      replaced.status,
    ]),
    successor ? [successor.id, recordName(successor), successor.content] : memory.supersededBy,
  ]);
}

/**
 * One record, its text rendered when first read. It holds its memory and the one that
 * replaced it, not the fold: the fold of the whole log can go before thousands of records
 * are rendered and written.
 */
export function recordOf(memory: Memory, fold: MemoryFold): DecisionRecord {
  let text: string | undefined;
  const successor = successorOf(memory, fold);
  return {
    memory,
    name: recordName(memory),
    status: statusOf(memory),
    key: keyOf(memory, successor),
    get text() {
      return (text ??= renderRecordText(memory, successor));
    },
  };
}

/** Every record the log gives, by file name (texts rendered on demand). */
export function renderRecords(fold: MemoryFold): Map<string, DecisionRecord> {
  const records = new Map<string, DecisionRecord>();
  for (const memory of fold.memories) {
    if (!hasRecord(memory)) continue;
    const record = recordOf(memory, fold);
    records.set(record.name, record);
  }
  return records;
}
