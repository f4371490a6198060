/**
 * Counting tokens without loading a tokenizer. A real BPE tokenizer (gpt-tokenizer's
 * cl100k_base) takes about 90 ms just to load its 1.2 MB rank table, a third of what the
 * session-start hook may spend in all, so the briefing is budgeted with this estimate.
 * It splits text the way cl100k's pre-tokenizer does and prices each piece by what such
 * pieces cost on average; tests hold it within 10% of the real count on briefings and
 * prose, erring high rather than low so a briefing stays inside its budget.
 */

/** cl100k_base's pre-tokenization pattern: contractions, words, 1-3 digits, punctuation runs, whitespace. */
const PIECE = /'(?:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/giu;
const LETTER = /\p{L}/u;
// eslint-disable-next-line no-control-regex -- "is every character ASCII" needs the whole range
const ASCII = /^[\x00-\x7f]*$/;
const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;

function wordCost(word: string): number {
  const length = word.length;
  if (!ASCII.test(word)) return length * 0.9;
  // camelCase and random ids split at every case change.
  if (LOWER.test(word) && UPPER.test(word.slice(1))) return 1 + (length - 1) / 4.2;
  if (!LOWER.test(word)) return length <= 3 ? 1 : length / 2.2;
  // Common words are one token; long or rare ones split into a few.
  if (length <= 4) return 1;
  if (length <= 8) return 1.15;
  return 1.35 + Math.max(0, length - 12) / 4;
}

function punctuationCost(piece: string): number {
  if (!ASCII.test(piece)) return piece.length * 1.2;
  if (piece.length <= 2) return 1;
  return piece.length === 3 ? 1.3 : piece.length / 2;
}

/** An estimate of the number of cl100k tokens in `text`. */
export function estimateTokens(text: string): number {
  let total = 0;
  for (const match of text.matchAll(PIECE)) {
    const piece = match[0];
    if (LETTER.test(piece[piece.length - 1]!)) {
      total += wordCost(LETTER.test(piece[0]!) ? piece : piece.slice(1));
    } else if (piece.trim() === '') {
      total += 1;
    } else if (/\p{N}/u.test(piece)) {
      total += 1;
    } else {
      total += punctuationCost(piece.trim());
    }
  }
  return Math.ceil(total);
}

/** Tokens of a line in a larger text: its own, plus the newline that ends it. */
export function lineTokens(line: string): number {
  return estimateTokens(line) + 1;
}
