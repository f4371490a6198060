/**
 * Counting tokens without loading a tokenizer. A real BPE tokenizer (gpt-tokenizer's
 * cl100k_base) takes about 90 ms just to load its 1.2 MB rank table, a third of what the
 * session-start hook may spend in all, so the briefing is budgeted with this estimate.
 * It splits text the way cl100k's pre-tokenizer does and prices each piece by what such
 * pieces cost on average; tests hold it within 10% of the real count on briefings and
 * prose, erring high rather than low so a briefing stays inside its budget.
 */

/** cl100k_base's pre-tokenization pattern: contractions, words, 1-3 digits, punctuation runs, whitespace. */
const PIECE =
  /'(?:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/giu;
const LETTER = /\p{L}/u;
// eslint-disable-next-line no-control-regex -- "is every character ASCII" needs the whole range
const ASCII = /^[\x00-\x7f]*$/;
const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;

/**
 * A lower-case word by its length: the common ones are one token, long or rare ones split
 * into a few. Averages measured with cl100k on the briefings of the replayed real sessions
 * (`npm run eval -- replay --verbose`): 1.0 up to 3 letters, 1.17 at 4, 1.04-1.35 at 5-8,
 * 1.23-1.63 at 9-12; priced a little above, so a briefing errs over its count, not under.
 */
function lowerWordCost(length: number): number {
  if (length <= 3) return 1;
  if (length === 4) return 1.1;
  if (length <= 8) return 1.2;
  return 1.4 + Math.max(0, length - 12) / 4;
}

function wordCost(word: string): number {
  const length = word.length;
  if (!ASCII.test(word)) return length * 0.9;
  // camelCase and random ids split at every case change.
  if (LOWER.test(word) && UPPER.test(word.slice(1))) return 1 + (length - 1) / 4.2;
  if (!LOWER.test(word)) return length <= 3 ? 1 : length / 2.2;
  return lowerWordCost(length);
}

function punctuationCost(piece: string): number {
  if (!ASCII.test(piece)) return piece.length * 1.2;
  if (piece.length <= 2) return 1;
  return piece.length === 3 ? 1.3 : piece.length / 2;
}

/** The estimate for any text, piece by piece with cl100k's own pattern. */
export function estimateTokensByPattern(text: string): number {
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

const enum Char {
  Tab = 9,
  LineFeed = 10,
  CarriageReturn = 13,
  Space = 32,
  Quote = 39,
}

const enum Class {
  Letter = 1,
  Digit = 2,
  Space = 3,
  Other = 4,
}

/** Classes of the non-ASCII characters met so far (ASCII is decided by code). */
const nonAsciiClasses = new Map<number, Class>();

function classify(code: number): Class {
  let known = nonAsciiClasses.get(code);
  if (known === undefined) {
    const char = String.fromCharCode(code);
    known = /\p{L}/u.test(char)
      ? Class.Letter
      : /\p{N}/u.test(char)
        ? Class.Digit
        : /\s/.test(char)
          ? Class.Space
          : Class.Other;
    nonAsciiClasses.set(code, known);
  }
  return known;
}

function isAlpha(code: number): boolean {
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return classify(code) === Class.Letter;
}

function isDigit(code: number): boolean {
  if (code < 128) return code >= 48 && code <= 57;
  return classify(code) === Class.Digit;
}

function isSpace(code: number): boolean {
  if (code < 128) return code === Char.Space || (code >= Char.Tab && code <= Char.CarriageReturn);
  return classify(code) === Class.Space;
}

function isNewline(code: number): boolean {
  return code === Char.LineFeed || code === Char.CarriageReturn;
}

/** wordCost for the letters text[from, to), without making a string. */
function lettersCost(text: string, from: number, to: number): number {
  const length = to - from;
  let lower = false;
  let upperAfterFirst = false;
  for (let k = from; k < to; k++) {
    const code = text.charCodeAt(k);
    if (code >= 128) return length * 0.9;
    if (code >= 97) lower = true;
    else if (k > from) upperAfterFirst = true;
  }
  if (lower && upperAfterFirst) return 1 + (length - 1) / 4.2;
  if (!lower) return length <= 3 ? 1 : length / 2.2;
  return lowerWordCost(length);
}

/** The length of the contraction (`'s`, `'ll`, …) at `i`, or 0. */
function contractionAt(text: string, i: number): number {
  const next = text.charCodeAt(i + 1) | 0x20;
  if (next === 0x73 || next === 0x64 || next === 0x6d || next === 0x74) return 2; // s d m t
  const after = text.charCodeAt(i + 2) | 0x20;
  if (
    (next === 0x6c && after === 0x6c) ||
    (next === 0x76 && after === 0x65) ||
    (next === 0x72 && after === 0x65)
  )
    return 3; // ll ve re
  return 0;
}

/**
 * The same estimate by a hand-written scanner that follows the pattern's alternatives in
 * order (several times faster than matching it: the briefing prices hundreds of candidate
 * lines on the session-start hook's clock). On ASCII it counts exactly as the pattern does;
 * elsewhere it may differ by a character's worth, as it walks UTF-16 units, not code points.
 */
function scanEstimate(text: string): number {
  let total = 0;
  let i = 0;
  const n = text.length;
  const scanLetters = (from: number) => {
    let j = from;
    while (j < n && isAlpha(text.charCodeAt(j))) j++;
    return j;
  };
  const letters = (from: number, to: number) => lettersCost(text, from, to);
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === Char.Quote && i + 1 < n) {
      const length = contractionAt(text, i);
      if (length) {
        total += 1;
        i += length;
        continue;
      }
    }
    if (isAlpha(code)) {
      const end = scanLetters(i);
      total += letters(i, end);
      i = end;
      continue;
    }
    if (isDigit(code)) {
      let end = i;
      while (end < n && isDigit(text.charCodeAt(end))) end++;
      total += Math.ceil((end - i) / 3);
      i = end;
      continue;
    }
    // A single space or punctuation character joins the word after it.
    if (!isNewline(code) && i + 1 < n && isAlpha(text.charCodeAt(i + 1))) {
      const end = scanLetters(i + 1);
      total += letters(i + 1, end);
      i = end;
      continue;
    }
    const punctuationStart =
      code === Char.Space &&
      i + 1 < n &&
      !isSpace(text.charCodeAt(i + 1)) &&
      !isDigit(text.charCodeAt(i + 1))
        ? i + 1
        : i;
    if (!isSpace(text.charCodeAt(punctuationStart))) {
      let end = punctuationStart;
      while (end < n) {
        const next = text.charCodeAt(end);
        if (isSpace(next) || isAlpha(next) || isDigit(next)) break;
        end++;
      }
      total += punctuationCost(text.slice(punctuationStart, end));
      while (end < n && isNewline(text.charCodeAt(end))) end++;
      i = end;
      continue;
    }
    let end = i;
    let lastNewline = -1;
    while (end < n && isSpace(text.charCodeAt(end))) {
      if (isNewline(text.charCodeAt(end))) lastNewline = end;
      end++;
    }
    if (lastNewline >= 0) {
      total += 1;
      i = lastNewline + 1;
    } else if (end >= n) {
      total += 1;
      i = end;
    } else if (isDigit(text.charCodeAt(end))) {
      // Digits take no leading space: all but the last space, then the last alone.
      total += end - i >= 2 ? 2 : 1;
      i = end;
    } else {
      // The last space goes with the word or punctuation that follows.
      total += 1;
      i = end - 1;
    }
  }
  return Math.ceil(total);
}

/** An estimate of the number of cl100k tokens in `text`. */
export function estimateTokens(text: string): number {
  return scanEstimate(text);
}

/** Tokens of a line in a larger text: its own, plus the newline that ends it. */
export function lineTokens(line: string): number {
  return estimateTokens(line) + 1;
}
