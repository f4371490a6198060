/**
 * Hand-labelled memories of real sessions (eval/labels/<project>/<sessionId>.tsv, see
 * eval/labels/README.md) and the rule that says whether a captured event is one of them.
 * Shared by every evaluation that scores what capture keeps: the capture evaluation here,
 * and any later replay of sessions through the hooks.
 *
 * The rule: a label counts as found when a memory event's source record (the transcript
 * record uuid it was captured from) is the label's uuid or one of its `also` uuids (the
 * other records that state or constitute the same memory, the compaction summary among
 * them when it restates it).
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
}

export interface LabelledSession {
  project: string;
  session: string;
  /** The header comment: what the session was about. */
  about: string;
  labels: Label[];
}

export const LABELS_DIR = fileURLToPath(new URL('./labels/', import.meta.url));

/**
 * Which labelled sessions were tuned on and which were held out, by session id prefix.
 * Fixed before tuning; the held-out half is evaluated once, at the end, never tuned on.
 */
export const LABEL_SPLIT = {
  tune: ['0bb9a2d9', 'a0bd162f', '9667a07f', '847ff7d2', '4555072a', '569aed7b', '59455d2e', 'cacf6cfb', 'ccc58457', 'd88bceb6', 'f67ab274'],
  'held-out': ['0442a060', 'deeac353', '97007e37', '189d8afc', '9034225e', '0a725fb5', 'fe5e1c67'],
} as const;
export type LabelSet = keyof typeof LABEL_SPLIT;

export function labelSetOf(session: string): LabelSet | undefined {
  for (const set of Object.keys(LABEL_SPLIT) as LabelSet[]) if (LABEL_SPLIT[set].some((prefix) => session.startsWith(prefix))) return set;
  return undefined;
}

/** Parses one label file. Throws with file and line for anything malformed. */
export function parseLabels(text: string, project: string, session: string, file = `${project}/${session}.tsv`): LabelledSession {
  const labels: Label[] = [];
  let about = '';
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      about ||= line.replace(/^#\s*\S+\s*/, '').trim();
      return;
    }
    const fields = line.split('\t');
    if (fields[0] === 'uuid') return;
    const [uuid, also, category, ...summary] = fields;
    const where = `${file}:${index + 1}`;
    if (!uuid || !/^[0-9a-f-]{36}$/i.test(uuid.trim())) throw new Error(`${where}: expected a record uuid in the first column`);
    if (!(LABEL_CATEGORIES as readonly string[]).includes(category?.trim() ?? '')) throw new Error(`${where}: unknown category '${category ?? ''}'`);
    labels.push({
      project,
      session,
      uuid: uuid.trim(),
      also: (also ?? '').split(',').map((item) => item.trim()).filter(Boolean),
      category: category!.trim() as LabelCategory,
      summary: summary.join(' ').trim(),
    });
  });
  return { project, session, about, labels };
}

/** Every labelled session under `dir` (eval/labels by default), in a stable order. */
export function loadLabelledSessions(dir = LABELS_DIR): LabelledSession[] {
  if (!existsSync(dir)) return [];
  const sessions: LabelledSession[] = [];
  for (const project of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    for (const file of readdirSync(join(dir, project)).filter((name) => name.endsWith('.tsv')).sort()) {
      const session = file.replace(/\.tsv$/, '');
      sessions.push(parseLabels(readFileSync(join(dir, project, file), 'utf8'), project, session));
    }
  }
  return sessions;
}

/** Whether an event (by its source record) points at a label's record or one that restates it. */
export function eventMatchesLabel(event: Pick<AnyEvent, 'source'>, label: Pick<Label, 'uuid' | 'also'>): boolean {
  const record = event.source.record;
  return record !== undefined && (record === label.uuid || label.also.includes(record));
}

export interface SessionMatch {
  /** For each label (same order), whether a memory event matches it. */
  found: boolean[];
  /** For each memory event (same order), whether it matches any label. */
  matched: boolean[];
  /**
   * The largest one-to-one pairing of events and labels (an event counts for at most one
   * label): stricter than `found`, where one event pointing at a compaction summary can
   * find every label that summary restates.
   */
  paired: number;
}

/** Matches one session's memory events against its labels. */
export function matchSession(events: readonly Pick<AnyEvent, 'source'>[], labels: readonly Label[]): SessionMatch {
  const edges = labels.map((label) => events.flatMap((event, index) => (eventMatchesLabel(event, label) ? [index] : [])));
  const found = edges.map((list) => list.length > 0);
  const matched = events.map((event) => labels.some((label) => eventMatchesLabel(event, label)));
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
  return { found, matched, paired };
}
