/**
 * `.cortex/decisions.md` and `.cortex/decisions-archive.md`: the decisions and rejected
 * approaches that still stand, tiered by age as in the paper (section 9.4): recent ones in
 * full with their reasoning, aging ones in one line, old ones that nothing refers to moved
 * to the archive. Age is counted in sessions since the decision was made or last referred
 * to, so the files are a function of the events alone.
 */
import type { Memory, MemoryFold } from './corrections.js';
import type { LogDigest } from './digest.js';
import { CONFIDENCE_FLOOR, clip, confidenceLevel, generatedNotice, oneLine, provenance, reasonOf, stringList } from './text-shapes.js';
import { shortId } from '../events/id.js';

export interface DecisionTiers {
  /** Decisions touched within this many sessions are given in full. */
  recentSessions: number;
  /** Decisions untouched for this many sessions, and never referred to, go to the archive. */
  archiveAfterSessions: number;
  /** At most this many full entries in decisions.md… */
  maxFull: number;
  /** …and this many one-line entries; the rest go to the archive, so 5,000 decisions still read. */
  maxOneLine: number;
}

export const DECISION_TIERS: DecisionTiers = { recentSessions: 20, archiveAfterSessions: 50, maxFull: 50, maxOneLine: 250 };

export type DecisionTier = 'full' | 'line' | 'archive';
export type ArchiveReason = 'old' | 'overflow' | 'unconfirmed';

export interface DecisionEntry {
  memory: Memory;
  /** The session the current wording comes from. */
  ordinal: number;
  /** The latest session that made, edited, pinned or referred to it. */
  lastTouched: number;
  /** Sessions since then. */
  age: number;
  /** How many events refer to it. */
  referenced: number;
  confidence: number;
  tier: DecisionTier;
  archiveReason?: ArchiveReason;
}

export const FULL_CONTENT_CHARS = 700;
export const LINE_CONTENT_CHARS = 160;

export function isDecision(memory: Memory): boolean {
  return memory.type === 'decision_made' || memory.type === 'approach_rejected';
}

/** A memory's confidence: a correction made by hand confirms it. */
export function confidenceOf(memory: Memory): number {
  let confidence = memory.event.confidence;
  for (const edit of memory.edits) confidence = Math.max(confidence, edit.confidence);
  return confidence;
}

/** Sorts decisions for the caps: pinned first, then most recently touched, then newest. */
function byPriority(a: DecisionEntry, b: DecisionEntry): number {
  if (a.memory.pinned !== b.memory.pinned) return a.memory.pinned ? -1 : 1;
  if (a.lastTouched !== b.lastTouched) return b.lastTouched - a.lastTouched;
  return b.memory.index - a.memory.index;
}

/** Places every standing decision and rejection in a tier, most important first. */
export function classifyDecisions(digest: LogDigest, fold: MemoryFold, tiers: DecisionTiers = DECISION_TIERS): DecisionEntry[] {
  const entries: DecisionEntry[] = [];
  for (const memory of fold.memories) {
    if (memory.status !== 'active' || !isDecision(memory)) continue;
    const ordinal = digest.ordinalOf(memory.event);
    const reference = digest.references.get(memory.id);
    const lastTouched = Math.max(ordinal, reference?.lastOrdinal ?? 0);
    entries.push({
      memory,
      ordinal,
      lastTouched,
      age: digest.sessionCount - lastTouched,
      referenced: reference?.count ?? 0,
      confidence: confidenceOf(memory),
      tier: 'full',
    });
  }
  entries.sort(byPriority);
  let full = 0;
  let lines = 0;
  for (const entry of entries) {
    const pinned = entry.memory.pinned;
    if (!pinned && entry.confidence < CONFIDENCE_FLOOR) {
      entry.tier = 'archive';
      entry.archiveReason = 'unconfirmed';
    } else if (!pinned && entry.age >= tiers.archiveAfterSessions && entry.referenced === 0) {
      entry.tier = 'archive';
      entry.archiveReason = 'old';
    } else if ((pinned || entry.age < tiers.recentSessions) && full < tiers.maxFull) {
      entry.tier = 'full';
      full++;
    } else if (lines < tiers.maxOneLine) {
      entry.tier = 'line';
      lines++;
    } else {
      entry.tier = 'archive';
      entry.archiveReason = 'overflow';
    }
  }
  return entries;
}

/** The `[s12, 2026-11-20, 4XK2M9QD, high]` tag of an entry. */
function tagOf(entry: DecisionEntry, withConfidence = true): string {
  const parts = [provenance(entry.memory.event, entry.ordinal)];
  if (withConfidence) parts.push(confidenceLevel(entry.confidence));
  if (entry.memory.pinned) parts.push('pinned');
  return `[${parts.join(', ')}]`;
}

function fullEntry(entry: DecisionEntry, digest: LogDigest): string {
  const { memory } = entry;
  const [first, ...rest] = clip(memory.content, FULL_CONTENT_CHARS).split('\n');
  const lines = [`- ${first} ${tagOf(entry)}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`))];
  const reason = reasonOf(memory.data, memory.content);
  if (reason) lines.push(`  Why: ${clip(reason, 400).replace(/\n/g, ' ')}.`);
  const alternatives = stringList(memory.data.alternatives);
  if (alternatives.length) lines.push(`  Alternatives considered: ${alternatives.map((item) => oneLine(item, 80)).join('; ')}.`);
  for (const replaced of memory.replaces) {
    lines.push(`  Replaces: ${oneLine(replaced.content, 120)} (s${digest.ordinalOf(replaced.event)}, ${shortId(replaced.id)}).`);
  }
  if (memory.edits.length) lines.push(`  Reworded in s${digest.ordinalOf(memory.edits[memory.edits.length - 1]!)}.`);
  const files = stringList(memory.data.files);
  if (files.length) lines.push(`  Files: ${files.slice(0, 6).join(', ')}${files.length > 6 ? ` and ${files.length - 6} more` : ''}.`);
  return lines.join('\n');
}

function lineEntry(entry: DecisionEntry, withConfidence = false): string {
  const reason = reasonOf(entry.memory.data, entry.memory.content);
  const text = reason ? `${oneLine(entry.memory.content, LINE_CONTENT_CHARS)} (why: ${oneLine(reason, 80)})` : oneLine(entry.memory.content, LINE_CONTENT_CHARS);
  return `- ${text} ${tagOf(entry, withConfidence)}`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The text of `.cortex/decisions.md`. */
export function renderDecisions(entries: readonly DecisionEntry[], digest: LogDigest, tiers: DecisionTiers = DECISION_TIERS): string {
  const shown = entries.filter((entry) => entry.tier !== 'archive');
  const archived = entries.length - shown.length;
  const out = [
    '# Decisions',
    '',
    generatedNotice(),
    '',
    'The decisions and rejected approaches that still stand, newest first.',
    'A tag such as `[s12, 2026-11-20, 4XK2M9QD, high]` gives the session (numbered in the order sessions began), the date, the event id (for `cortex show`) and how sure the capture was.',
    `Decisions made or referred to in the last ${tiers.recentSessions} sessions are given in full, older ones in one line.`,
    `Those untouched for ${tiers.archiveAfterSessions} sessions that nothing refers to are in [decisions-archive.md](decisions-archive.md).`,
    '',
  ];
  if (entries.length === 0) {
    out.push('Nothing recorded yet: decisions appear here as sessions make them (or with `cortex remember --type decision`).', '');
    return out.join('\n');
  }
  const decisions = shown.filter((entry) => entry.memory.type === 'decision_made').length;
  const counts = [decisions ? plural(decisions, 'decision') : '', shown.length - decisions ? plural(shown.length - decisions, 'rejected approach', 'rejected approaches') : '']
    .filter((part) => part !== '')
    .join(' and ');
  out.push(`${counts || 'None shown'}${archived ? `; ${archived} more in the archive.` : '.'}`, '');
  for (const [type, title, earlier] of [
    ['decision_made', 'Decisions', 'Earlier decisions'],
    ['approach_rejected', 'Rejected approaches', 'Earlier rejections'],
  ] as const) {
    const full = shown.filter((entry) => entry.memory.type === type && entry.tier === 'full');
    const lines = shown.filter((entry) => entry.memory.type === type && entry.tier === 'line');
    if (full.length + lines.length === 0) continue;
    out.push(`## ${title}`, '');
    if (full.length) out.push(...full.map((entry) => fullEntry(entry, digest)), '');
    if (lines.length) {
      if (full.length) out.push(`### ${earlier}`, '');
      out.push(...lines.map((entry) => lineEntry(entry)), '');
    }
  }
  return out.join('\n');
}

/** The text of `.cortex/decisions-archive.md`. */
export function renderDecisionsArchive(entries: readonly DecisionEntry[], tiers: DecisionTiers = DECISION_TIERS): string {
  const archived = entries.filter((entry) => entry.tier === 'archive');
  const out = [
    '# Decisions archive',
    '',
    generatedNotice(),
    '',
    'Decisions and rejected approaches kept out of decisions.md and the briefing:',
    `untouched for ${tiers.archiveAfterSessions} sessions with nothing referring to them, beyond the ${tiers.maxFull + tiers.maxOneLine} entries decisions.md holds, or captured with low confidence.`,
    'They are still in the log and searchable; one that is referred to again or pinned moves back.',
    '',
  ];
  if (archived.length === 0) {
    out.push('Nothing archived.', '');
    return out.join('\n');
  }
  const newestFirst = [...archived].sort((a, b) => b.memory.index - a.memory.index);
  const groups: [string, (entry: DecisionEntry) => boolean][] = [
    ['Decisions', (entry) => entry.archiveReason !== 'unconfirmed' && entry.memory.type === 'decision_made'],
    ['Rejected approaches', (entry) => entry.archiveReason !== 'unconfirmed' && entry.memory.type === 'approach_rejected'],
    ['Unconfirmed captures (low confidence)', (entry) => entry.archiveReason === 'unconfirmed'],
  ];
  for (const [title, belongs] of groups) {
    const group = newestFirst.filter(belongs);
    if (group.length === 0) continue;
    out.push(`## ${title}`, '');
    for (const entry of group) {
      const prefix = entry.archiveReason === 'unconfirmed' ? (entry.memory.type === 'decision_made' ? 'decision: ' : 'rejected: ') : '';
      out.push(lineEntry(entry, true).replace(/^- /, `- ${prefix}`));
    }
    out.push('');
  }
  return out.join('\n');
}
