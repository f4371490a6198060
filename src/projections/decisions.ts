/**
 * The tiers of the standing decisions and rejected approaches (the paper, section 9.4):
 * recent ones in full, aging ones in one line, old ones that nothing refers to archived,
 * age counted in sessions so that the result is a function of the events alone. The
 * briefing and MCP read these tiers. The committed index, `.cortex/decisions.md`, and
 * `.cortex/decisions-archive.md` use them without ageing (INDEX_TIERS): one line per
 * entry, linking its decision record, by title.
 */
import type { Memory, MemoryFold } from './corrections.js';
import type { LogDigest } from './digest.js';
import type { PhrasingContent, RootContent } from 'mdast';
import { confidenceOf, hasRecord, isDecision, recordName, titleOf } from './decision-records.js';
import {
  bulletList,
  heading,
  html,
  link,
  paragraph,
  phrasing,
  renderTree,
} from './markdown-tree.js';
import {
  CONFIDENCE_FLOOR,
  confidenceLevel,
  cutLine,
  eventDate,
  generatedNotice,
  reasonOf,
} from './text-shapes.js';
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

export const DECISION_TIERS: DecisionTiers = {
  recentSessions: 20,
  archiveAfterSessions: 50,
  maxFull: 50,
  maxOneLine: 250,
};

/**
 * The tiers of the committed index: nothing leaves it for age. Ageing is counted in
 * sessions, so every new session would move old entries to the archive on every branch at
 * once, and those moves collide with any addition next to them when git merges without
 * cortex's driver (measured: 9 of 100 random pairs of branches conflicted with ageing, 2
 * without; tests/integration/git/index-merge.test.ts). The briefing still tiers by age.
 */
export const INDEX_TIERS: DecisionTiers = {
  ...DECISION_TIERS,
  archiveAfterSessions: Number.POSITIVE_INFINITY,
};

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

// Defined beside the records, which need them too; decisions.md's readers import them from here.
export { confidenceOf, isDecision };

/** Sorts decisions for the caps: pinned first, then most recently touched, then newest. */
function byPriority(a: DecisionEntry, b: DecisionEntry): number {
  if (a.memory.pinned !== b.memory.pinned) return a.memory.pinned ? -1 : 1;
  if (a.lastTouched !== b.lastTouched) return b.lastTouched - a.lastTouched;
  return b.memory.index - a.memory.index;
}

/** Places every standing decision and rejection in a tier, most important first. */
export function classifyDecisions(
  digest: LogDigest,
  fold: MemoryFold,
  tiers: DecisionTiers = DECISION_TIERS,
): DecisionEntry[] {
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

/** `(2026-11-20, main, 4XK2M9QD, high)`: date, branch, short id, confidence; no session numbers, which renumber when branches merge. */
function tagOf(entry: DecisionEntry, withConfidence = true): string {
  const event = entry.memory.event;
  const parts = [
    eventDate(event),
    ...(event.branch ? [event.branch] : []),
    shortId(entry.memory.id),
  ];
  if (withConfidence) parts.push(confidenceLevel(entry.confidence));
  if (entry.memory.pinned) parts.push('pinned');
  return `(${parts.join(', ')})`;
}

/** Index order: by wording, A to Z, so that independent additions land far apart (and a reader can scan). */
function byTitle(entries: readonly DecisionEntry[]): DecisionEntry[] {
  const keyed = entries.map((entry) => ({
    entry,
    key: titleOf(entry.memory.content).toLowerCase(),
  }));
  keyed.sort((a, b) =>
    a.key !== b.key
      ? a.key < b.key
        ? -1
        : 1
      : a.entry.memory.id < b.entry.memory.id
        ? -1
        : a.entry.memory.id > b.entry.memory.id
          ? 1
          : 0,
  );
  return keyed.map(({ entry }) => entry);
}

/**
 * How much of a reason an index line gives (the record has all of it). The same for every
 * entry, so an entry's line does not change as it ages: only its own events change it.
 */
const INDEX_REASON_CHARS = 160;

/**
 * One line of the index: the linked title and the reason. Each entry
 * is one line whose bytes depend on that decision alone, so two branches that add
 * decisions touch only their own lines.
 */
function indexItem(
  entry: DecisionEntry,
  options: { reasonChars: number; confidence: boolean; prefix?: string },
): PhrasingContent[] {
  const title = cutLine(entry.memory.content, LINE_CONTENT_CHARS);
  const out: PhrasingContent[] = [];
  if (options.prefix) out.push({ type: 'text', value: options.prefix });
  // Captures below the confidence floor have no record to link.
  out.push(
    ...(hasRecord(entry.memory)
      ? [link(`decisions/${recordName(entry.memory)}`, title)]
      : phrasing(title)),
  );
  const reason = reasonOf(entry.memory.data, entry.memory.content);
  if (reason)
    out.push(
      { type: 'text', value: ', because ' },
      ...phrasing(cutLine(reason, options.reasonChars)),
    );
  out.push({ type: 'text', value: ` ${tagOf(entry, options.confidence)}` });
  return out;
}

/** The text of `.cortex/decisions.md`: the index of the records in `.cortex/decisions/`. */
export function renderDecisions(
  entries: readonly DecisionEntry[],
  _digest: LogDigest,
  tiers: DecisionTiers = DECISION_TIERS,
): string {
  const shown = entries.filter((entry) => entry.tier !== 'archive');
  const out: RootContent[] = [
    heading(1, 'Decisions'),
    html(generatedNotice()),
    paragraph(
      'The decisions and rejected approaches that still stand, by title. Each links its decision record in ',
      { type: 'inlineCode', value: 'decisions/' },
      ' (MADR layout), which a reviewer may edit: ',
      { type: 'inlineCode', value: 'cortex project' },
      ' reads the edit back into the log. After each entry: its date, branch, short id (for ',
      { type: 'inlineCode', value: 'cortex show' },
      ') and how sure the capture was.',
    ),
    paragraph(
      `Captures of low confidence, and the least recently touched entries beyond the ${tiers.maxFull + tiers.maxOneLine} this index holds, are in `,
      link('decisions-archive.md', 'decisions-archive.md'),
      '.',
    ),
  ];
  if (entries.length === 0) {
    out.push(
      paragraph(
        'Nothing recorded yet: decisions appear here as sessions make them (or with ',
        { type: 'inlineCode', value: 'cortex remember --type decision' },
        ').',
      ),
    );
    return renderTree(out);
  }
  for (const [type, title] of [
    ['decision_made', 'Decisions'],
    ['approach_rejected', 'Rejected approaches'],
  ] as const) {
    const group = byTitle(shown.filter((entry) => entry.memory.type === type));
    if (group.length === 0) continue;
    out.push(
      heading(2, title),
      bulletList(
        group.map((entry) =>
          indexItem(entry, { reasonChars: INDEX_REASON_CHARS, confidence: true }),
        ),
      ),
    );
  }
  return renderTree(out);
}

/** The text of `.cortex/decisions-archive.md`. */
export function renderDecisionsArchive(
  entries: readonly DecisionEntry[],
  tiers: DecisionTiers = DECISION_TIERS,
): string {
  const archived = entries.filter((entry) => entry.tier === 'archive');
  const out: RootContent[] = [
    heading(1, 'Decisions archive'),
    html(generatedNotice()),
    paragraph(
      'Decisions and rejected approaches kept out of decisions.md and the briefing: ' +
        `${Number.isFinite(tiers.archiveAfterSessions) ? `untouched for ${tiers.archiveAfterSessions} sessions with nothing referring to them, ` : ''}beyond the ${tiers.maxFull + tiers.maxOneLine} entries decisions.md holds (the least recently touched), or captured with low confidence. ` +
        'They are still in the log and searchable; one that is referred to again or pinned moves back.',
    ),
  ];
  if (archived.length === 0) {
    out.push(paragraph('Nothing archived.'));
    return renderTree(out);
  }
  const groups: [string, (entry: DecisionEntry) => boolean][] = [
    [
      'Decisions',
      (entry) => entry.archiveReason !== 'unconfirmed' && entry.memory.type === 'decision_made',
    ],
    [
      'Rejected approaches',
      (entry) => entry.archiveReason !== 'unconfirmed' && entry.memory.type === 'approach_rejected',
    ],
    ['Unconfirmed captures (low confidence)', (entry) => entry.archiveReason === 'unconfirmed'],
  ];
  for (const [title, belongs] of groups) {
    const group = byTitle(archived.filter(belongs));
    if (group.length === 0) continue;
    const items = group.map((entry) => {
      const prefix =
        entry.archiveReason === 'unconfirmed'
          ? entry.memory.type === 'decision_made'
            ? 'decision: '
            : 'rejected: '
          : undefined;
      return indexItem(entry, {
        reasonChars: INDEX_REASON_CHARS,
        confidence: true,
        ...(prefix ? { prefix } : {}),
      });
    });
    out.push(heading(2, title), bulletList(items));
  }
  return renderTree(out);
}
