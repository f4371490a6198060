/**
 * Hand-labelled memories of real sessions (eval/labels/<project>/<name>.tsv, see
 * eval/labels/README.md) and the rule that says whether a captured event states one of them.
 * Shared by every evaluation that scores what capture keeps.
 *
 * The rule: an event states a label when its text (its `content`, what a reader is shown)
 * holds every group of the label's `states` column, each group being alternatives matched
 * as lower-case substrings. An event credits at most one label: the score is the largest
 * one-to-one pairing of events and labels. Sharing a source record with a label counts for
 * nothing (one compaction summary event would otherwise find every label it mentions).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEvent } from '../src/events/envelope.js';
import type { EventType } from '../src/events/types.js';

export const LABEL_CATEGORIES = ['fix', 'decision', 'rejected', 'lesson', 'preference'] as const;
export type LabelCategory = (typeof LABEL_CATEGORIES)[number];

/** The memory event types, and the label category each one is. Plans and activity are not memories here. */
export const MEMORY_EVENT_CATEGORY: Partial<Record<EventType, LabelCategory>> = {
  error_resolved: 'fix',
  decision_made: 'decision',
  approach_rejected: 'rejected',
  knowledge_acquired: 'lesson',
  preference_noted: 'preference',
};

export function isMemoryEvent(event: Pick<AnyEvent, 'type'>): boolean {
  return MEMORY_EVENT_CATEGORY[event.type] !== undefined;
}

export interface Label {
  project: string;
  session: string;
  uuid: string;
  also: string[];
  category: LabelCategory;
  summary: string;
  /** What a text must hold to state this label: every group, each a list of alternatives (lower case). */
  states: string[][];
}

export interface LabelledSession {
  project: string;
  /** The session id (the header's first word). */
  session: string;
  /** The transcript's file name without `.jsonl` (the session id, or a fixture's own name). */
  transcript: string;
  /** The header comment: what the session was about. */
  about: string;
  labels: Label[];
}

export const LABELS_DIR = fileURLToPath(new URL('./labels/', import.meta.url));

/**
 * Which labelled sessions are tuned on and which are held back, by transcript name prefix.
 * Fixed before tuning: the held-back sessions are never read while tuning, and their figures
 * are the ones reported. Five projects, compacted and uncompacted sessions on both sides.
 */
export const LABEL_SPLIT = {
  tune: [
    '0bb9a2d9',
    'a0bd162f',
    '9667a07f',
    '847ff7d2',
    '4555072a',
    '569aed7b',
    '59455d2e',
    'cacf6cfb',
    'ccc58457',
    'd88bceb6',
    'f67ab274',
    '198393f2',
    'efea9d52',
    '880d23f9',
    '3a782158',
    '44df7d08',
    '21a2e002',
    '5f8cbb78',
    'd7d349f9',
  ],
  'held-out': [
    '0442a060',
    'deeac353',
    '97007e37',
    '189d8afc',
    '9034225e',
    '0a725fb5',
    'fe5e1c67',
    '86cc3044',
    '250f24a9',
    '20b81bf8',
    'de1ed521',
    '1ed0d37a',
    '4fec7ea0',
    '220c8e1c',
    '43b2bd6e',
    'c35cf82b',
    '069508a5',
    'dc7e9081',
    '6dc88126',
    '0ccf1a04',
    '4b2030ed',
    '5c0375b4',
    'python-to-rust-port',
    'coverage-test-fix',
  ],
} as const;
export type LabelSet = keyof typeof LABEL_SPLIT;

export function labelSetOf(transcript: string): LabelSet | undefined {
  for (const set of Object.keys(LABEL_SPLIT) as LabelSet[])
    if (LABEL_SPLIT[set].some((prefix) => transcript.startsWith(prefix))) return set;
  return undefined;
}

/** Reads a `states` column: groups split by `;`, alternatives by `|`, lower case. */
export function parseStates(text: string): string[][] {
  return text
    .split(';')
    .map((group) =>
      group
        .split('|')
        .map((alternative) => alternative.trim().toLowerCase())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);
}

/** Whether `text` holds every group of `states` (a group by any of its alternatives). */
export function statesMatch(text: string, states: readonly (readonly string[])[]): boolean {
  if (states.length === 0) return false;
  const haystack = text.toLowerCase().replace(/\s+/g, ' ');
  return states.every((group) => group.some((alternative) => haystack.includes(alternative)));
}

/** Parses one label file. Throws with file and line for anything malformed. */
export function parseLabels(
  text: string,
  project: string,
  transcript: string,
  file = `${project}/${transcript}.tsv`,
): LabelledSession {
  const labels: Label[] = [];
  let about = '';
  let session = transcript;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      if (!about) {
        const header = /^#\s*(\S+)\s*(.*)$/.exec(line);
        session = header?.[1] ?? transcript;
        about = header?.[2]?.trim() ?? '';
      }
      return;
    }
    const fields = line.split('\t');
    if (fields[0] === 'uuid') return;
    const [uuid, also, category, summary, states] = fields;
    const where = `${file}:${index + 1}`;
    if (!uuid || !/^[0-9a-f-]{36}$/i.test(uuid.trim()))
      throw new Error(`${where}: expected a record uuid in the first column`);
    if (!(LABEL_CATEGORIES as readonly string[]).includes(category?.trim() ?? ''))
      throw new Error(`${where}: unknown category '${category ?? ''}'`);
    const groups = parseStates(states ?? '');
    if (groups.length === 0) throw new Error(`${where}: the states column is empty`);
    labels.push({
      project,
      session,
      uuid: uuid.trim(),
      also: (also ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item && item !== '-'),
      category: category!.trim() as LabelCategory,
      summary: (summary ?? '').trim(),
      states: groups,
    });
  });
  return { project, session, transcript, about, labels };
}

/** Every labelled session under `dir` (eval/labels by default), in a stable order. */
export function loadLabelledSessions(dir = LABELS_DIR): LabelledSession[] {
  if (!existsSync(dir)) return [];
  const sessions: LabelledSession[] = [];
  for (const project of readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    for (const file of readdirSync(join(dir, project))
      .filter((name) => name.endsWith('.tsv'))
      .sort()) {
      sessions.push(
        parseLabels(
          readFileSync(join(dir, project, file), 'utf8'),
          project,
          file.replace(/\.tsv$/, ''),
        ),
      );
    }
  }
  return sessions;
}

/** Whether an event's text states a label. */
export function eventStatesLabel(
  event: Pick<AnyEvent, 'content'>,
  label: Pick<Label, 'states'>,
): boolean {
  return statesMatch(event.content, label.states);
}

export interface SessionMatch {
  /** For each label (same order), the event credited with it in the one-to-one pairing, or -1. */
  creditedTo: number[];
  /** For each memory event (same order), the label it is credited with, or -1. */
  credits: number[];
  /** Labels credited. */
  paired: number;
}

/** Pairs one session's memory events with its labels, each event crediting at most one label. */
export function matchSession(
  events: readonly Pick<AnyEvent, 'content'>[],
  labels: readonly Label[],
): SessionMatch {
  const edges = labels.map((label) =>
    events.flatMap((event, index) => (eventStatesLabel(event, label) ? [index] : [])),
  );
  // Augmenting paths (Kuhn's algorithm): sessions hold tens of labels and events.
  const owner = new Map<number, number>();
  const tryLabel = (label: number, seen: Set<number>): boolean => {
    for (const event of edges[label]!) {
      if (seen.has(event)) continue;
      seen.add(event);
      const current = owner.get(event);
      if (current === undefined || tryLabel(current, seen)) {
        owner.set(event, label);
        return true;
      }
    }
    return false;
  };
  let paired = 0;
  for (let label = 0; label < labels.length; label++) if (tryLabel(label, new Set())) paired++;
  const creditedTo = labels.map(() => -1);
  const credits = events.map(() => -1);
  for (const [event, label] of owner) {
    creditedTo[label] = event;
    credits[event] = label;
  }
  return { creditedTo, credits, paired };
}
