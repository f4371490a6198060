/**
 * Near-duplicate memories: the same fix learned again in a later session, the same decision
 * restated. The log keeps every event; what is shown (briefing, search, MCP) keeps one of
 * each group, and says how many sessions it was seen in, which is also a reason to rank it
 * higher: a lesson met three times is worth more than one met once.
 *
 * Two texts are near-duplicates when their content words mostly coincide: Jaccard overlap
 * of at least 0.6, or nine tenths of the shorter one's words found in the longer.
 */

const STOP_WORDS = new Set(
  (
    'the and for that this with from into was were are has have had not but its it\'s you your our can will would should could then than when what which who how why all any use used using also just only there their them they been being does did done let now new one two out off via per ' +
    // The words of capture's templates ("`cmd` failed (exit code 1); it passed after changes to …") say nothing about which problem.
    'ran failed exit code passed after changes 2>&1'
  ).split(' '),
);

/** The content words of a text: lowercase, three characters or more (any number), stop words left out. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?/g) ?? []) {
    if ((word.length >= 3 || /^\d+$/.test(word)) && !STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

const JACCARD = 0.6;
const CONTAINMENT = 0.9;
/** Below this many words, only identical word sets count as the same. */
const MIN_WORDS = 6;

/** The numbers a text names: two texts naming different ones (issue 12 and 13, port 3000 and 8080) are different facts. */
function numbersOf(words: ReadonlySet<string>): string {
  return [...words].filter((word) => /^\d+$/.test(word)).sort().join(' ');
}

export function areNearDuplicates(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  if (numbersOf(a) !== numbersOf(b)) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  if (small.size < MIN_WORDS) return shared === small.size && small.size === large.size;
  return shared / (a.size + b.size - shared) >= JACCARD || shared / small.size >= CONTAINMENT;
}

export interface NearDuplicateGroup<T> {
  /** The first of the group in the order given (the best, when given best first). */
  item: T;
  /** Every item of the group, the representative first. */
  members: T[];
}

/**
 * Groups items, given best first, with the earlier item each nearly repeats. Items past
 * `limit` are not compared (each would be compared with every group): they come back as
 * groups of one, so a caller passes the items it could show and no more.
 */
export function groupNearDuplicates<T>(items: readonly T[], textOf: (item: T) => string, limit = 400): NearDuplicateGroup<T>[] {
  const groups: (NearDuplicateGroup<T> & { words: Set<string> })[] = [];
  items.forEach((item, index) => {
    if (index >= limit) {
      groups.push({ item, members: [item], words: new Set() });
      return;
    }
    const words = contentWords(textOf(item));
    const same = groups.find((group) => areNearDuplicates(group.words, words));
    if (same) same.members.push(item);
    else groups.push({ item, members: [item], words });
  });
  return groups.map(({ item, members }) => ({ item, members }));
}
