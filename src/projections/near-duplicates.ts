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
    "the and for that this with from into was were are has have had not but its it's you your our can will would should could then than when what which who how why all any use used using also just only there their them they been being does did done let now new one two out off via per " +
    // The words of capture's templates ("`cmd` failed (exit code 1); it passed after changes to …") say nothing about which problem.
    'ran failed exit code passed after changes'
  ).split(' '),
);

/** The content words of a text (a path is one): lowercase, three characters or more (any number), stop words left out. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  // A path or `test:ci` is one word: two fixes in the same folder are not the same fix. Shell
  // redirections and exit codes are noise, not numbers that name anything.
  const cleaned = text.toLowerCase().replace(/\d?>&\d|\(exit code \d+\)/g, ' ');
  for (const word of cleaned.match(/[a-z0-9_](?:[a-z0-9_./:-]*[a-z0-9_])?/g) ?? []) {
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
  let numbers = '';
  for (const word of words)
    if (word.charCodeAt(0) <= 57 && /^\d+$/.test(word)) numbers += ` ${word}`;
  return numbers;
}

/** A text's words and numbers, worked out once for all the comparisons it takes part in. */
interface Shape {
  words: ReadonlySet<string>;
  numbers: string;
}

function shapeOf(text: string): Shape {
  const words = contentWords(text);
  return { words, numbers: numbersOf(words) };
}

function similar(a: Shape, b: Shape): boolean {
  if (a.numbers !== b.numbers || a.words.size === 0 || b.words.size === 0) return false;
  const [small, large] = a.words.size <= b.words.size ? [a.words, b.words] : [b.words, a.words];
  if (small.size < MIN_WORDS) {
    if (small.size !== large.size) return false;
    for (const word of small) if (!large.has(word)) return false;
    return true;
  }
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return (
    shared / (a.words.size + b.words.size - shared) >= JACCARD || shared / small.size >= CONTAINMENT
  );
}

export function areNearDuplicates(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return similar({ words: a, numbers: numbersOf(a) }, { words: b, numbers: numbersOf(b) });
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
export function groupNearDuplicates<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  limit = 150,
): NearDuplicateGroup<T>[] {
  const groups: (NearDuplicateGroup<T> & { shape: Shape })[] = [];
  items.forEach((item, index) => {
    if (index >= limit) {
      groups.push({ item, members: [item], shape: { words: new Set(), numbers: '' } });
      return;
    }
    const shape = shapeOf(textOf(item));
    const same = groups.find((group) => similar(group.shape, shape));
    if (same) same.members.push(item);
    else groups.push({ item, members: [item], shape });
  });
  return groups.map(({ item, members }) => ({ item, members }));
}
