/**
 * Items in descending order of score, produced lazily: a search wants the best hundred of
 * what may be thousands of matches, and usually finds them in the first batch, so sorting
 * every match was wasted work. Each batch is cut at a score found by selection (linear
 * time) and only the batch is sorted; ties at the cut stay in the same batch.
 */

/** The `k`-th largest of `values` (1-based), found by quickselect on a copy. */
export function kthLargest(values: Float64Array, k: number): number {
  const a = values.slice();
  if (k < 1 || k > a.length) throw new RangeError(`no ${k}th largest of ${a.length} values`);
  let low = 0;
  let high = a.length - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = a[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i]! > pivot) i++;
      while (a[j]! < pivot) j--;
      if (i <= j) {
        const swap = a[i]!;
        a[i] = a[j]!;
        a[j] = swap;
        i++;
        j--;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return a[target]!;
}

/**
 * Yields `items` best first by `scores[item]`, about `batch` at a time; items of equal
 * score come out in ascending order of item (callers that care break ties themselves).
 */
export function* bestFirst(
  items: ArrayLike<number>,
  scores: ArrayLike<number>,
  batch: number,
): Generator<number> {
  let remaining = Int32Array.from(items);
  const byScore = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  while (remaining.length > 0) {
    if (remaining.length <= batch * 2) {
      yield* remaining.sort(byScore);
      return;
    }
    const values = new Float64Array(remaining.length);
    for (let i = 0; i < remaining.length; i++) values[i] = scores[remaining[i]!]!;
    const cut = kthLargest(values, batch);
    let heads = 0;
    for (let i = 0; i < values.length; i++) if (values[i]! >= cut) heads++;
    const head = new Int32Array(heads);
    const tail = new Int32Array(remaining.length - heads);
    for (let i = 0, h = 0, t = 0; i < remaining.length; i++) {
      if (values[i]! >= cut) head[h++] = remaining[i]!;
      else tail[t++] = remaining[i]!;
    }
    yield* head.sort(byScore);
    remaining = tail;
  }
}
