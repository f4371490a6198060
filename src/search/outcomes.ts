/**
 * Which session outcomes in a set of search hits no longer say where that work stands. A
 * session's outcome is written again at each compaction and at its end, so an earlier one
 * holds open ends the session later closed; and a session continued in a new one (Claude
 * Code's "continued from a previous conversation") restates the same goal, so the later
 * session's outcome replaces the earlier's. Only the newest outcome of a piece of work is
 * handed over: the others would be shown as open when they are not.
 */
import { areNearDuplicates, contentWords } from '../projections/near-duplicates.js';
import type { SearchHit, SearchIndex } from './engine.js';
import type { SearchRecord } from './documents.js';

/** The goal an outcome's text states (`Goal: … .` up to its outcome or open ends). */
export function outcomeGoal(content: string): string | undefined {
  const match = /^Goal: ([\s\S]*?)(?:\s(?:Outcome|Done|Open|Docs written): |$)/.exec(content);
  const goal = match?.[1]?.trim();
  return goal ? goal : undefined;
}

interface OutcomeShape {
  record: SearchRecord;
  words: ReadonlySet<string> | undefined;
}

/** Within one session, goals sharing this share of the shorter one's words are the same work reworded by a later summary. */
const SAME_SESSION_SHARE = 0.5;

/**
 * Whether `later` carries on the work of `earlier`: the same goal restated, or in the same
 * session a goal mostly the same (a session that moved on to other work, on another branch
 * often, keeps its earlier outcome: the later one no longer says what that work settled).
 */
function carriesOn(earlier: OutcomeShape, later: OutcomeShape): boolean {
  if (earlier.words === undefined || later.words === undefined) return false;
  if (areNearDuplicates(earlier.words, later.words)) return true;
  if (earlier.record.session === undefined || earlier.record.session !== later.record.session)
    return false;
  return shareOfSmaller(earlier.words, later.words) >= SAME_SESSION_SHARE;
}

function shapeOf(record: SearchRecord): OutcomeShape {
  const goal = outcomeGoal(record.content);
  return { record, words: goal === undefined ? undefined : contentWords(goal) };
}

/**
 * The hits without the session outcomes a later outcome in the index carries on (by
 * timestamp; `isCurrent` says which records are still shown, retracted ones are not).
 * Reads every outcome in the index once, and only when a hit is an outcome.
 */
export function withoutStaleOutcomes(index: SearchIndex, hits: readonly SearchHit[]): SearchHit[] {
  if (!hits.some((hit) => hit.record.type === 'session_outcome')) return [...hits];
  const outcomes: OutcomeShape[] = [];
  const corrections = index.currentCorrections();
  for (let position = 0; position < index.records.length; position++) {
    if (
      index.records.typeAt(position) !== 'session_outcome' ||
      !index.isCurrent(position, corrections)
    )
      continue;
    outcomes.push(shapeOf(index.records.peek(position)));
  }
  return hits.filter((hit) => {
    if (hit.record.type !== 'session_outcome') return true;
    const shape = shapeOf(hit.record);
    return !outcomes.some(
      (other) =>
        other.record.eventId !== hit.record.eventId &&
        other.record.ts > hit.record.ts &&
        carriesOn(shape, other),
    );
  });
}

/**
 * The hits without plans a later plan of the same session revised: a plan is written again
 * at each revision and compaction, and the earlier ones, sharing most of its steps' words,
 * are drafts of the newest (a long session that moved on to other work keeps each piece's
 * plan). A finished plan repeated three times says nothing three times.
 */
export function withoutRevisedPlans(index: SearchIndex, hits: readonly SearchHit[]): SearchHit[] {
  if (!hits.some((hit) => hit.record.type === 'plan_created')) return [...hits];
  const plans: { record: SearchRecord; words: ReadonlySet<string> }[] = [];
  const corrections = index.currentCorrections();
  for (let position = 0; position < index.records.length; position++) {
    if (
      index.records.typeAt(position) !== 'plan_created' ||
      !index.isCurrent(position, corrections)
    )
      continue;
    const record = index.records.peek(position);
    if (record.session) plans.push({ record, words: contentWords(record.content) });
  }
  return hits.filter((hit) => {
    if (hit.record.type !== 'plan_created' || !hit.record.session) return true;
    const words = contentWords(hit.record.content);
    return !plans.some(
      ({ record, words: later }) =>
        record.eventId !== hit.record.eventId &&
        record.session === hit.record.session &&
        record.ts > hit.record.ts &&
        shareOfSmaller(words, later) >= SAME_SESSION_SHARE,
    );
  });
}

/** The share of the smaller set's words the larger holds. */
function shareOfSmaller(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return small.size ? shared / small.size : 0;
}
