/**
 * Turning text into search terms: splitting words and identifiers, dropping stop words,
 * and a light stemmer. The same functions run when indexing and when querying, so a
 * query term meets the document term it was written as.
 */

/** Words too common to say anything about what a memory is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each few for from further get got had has have having he her here hers him his ' +
    'how i if in into is it its itself just let lets like me more most my no nor not now of off on once only or other our ours ' +
    'out over own same she should so some such than that the their theirs them then there these they this those through to too ' +
    'under until up us very was we were what when where which while who whom why will with would you your yours ' +
    'okay ok please thanks thank yes yeah sure also really actually maybe something anything thing things use used using'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;
/** Boundaries inside identifiers: `parseEventLine` -> parse Event Line, `HTTPServer` -> HTTP Server. */
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * The words of a text, lower-cased. An identifier written in camelCase or PascalCase gives
 * its whole lower-cased form and its parts (`MiniSearch` -> minisearch, mini, search);
 * snake_case, kebab-case and paths split on their separators.
 */
export function splitWords(text: string): string[] {
  // Plain ASCII, nearly every text: its runs of letters and digits found by scanning, as
  // the pattern would find them, at a fraction of the cost (a rebuild splits millions of words).
  const out: string[] = [];
  let start = -1;
  let upper = false;
  let lower = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (code >= 128) return splitWordsByPattern(text);
    if (code >= 97 && code <= 122) lower = true;
    else if (code >= 65 && code <= 90) upper = true;
    else if (!(code >= 48 && code <= 57)) {
      if (start >= 0) {
        const word = text.slice(start, i);
        if (!upper) out.push(word);
        else if (!lower) out.push(word.toLowerCase());
        else pushWord(out, word);
      }
      start = -1;
      upper = lower = false;
      continue;
    }
    if (start < 0) start = i;
  }
  return out;
}

/** splitWords by its definition, for any text (the scan in splitWords must agree with it). */
export function splitWordsByPattern(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) pushWord(out, match[0]);
  return out;
}

/** Adds a word lower-cased, then, for a mixed-case identifier, its parts. */
function pushWord(out: string[], word: string): void {
  const lower = word.toLowerCase();
  out.push(lower);
  if (lower !== word && word !== word.toUpperCase()) {
    const parts = word.split(CAMEL);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
}

const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer: folds plurals, -ing, -ed and a final -e, so `cache`, `caches`,
 * `cached` and `caching` meet, without the aggressive conflations of a full Porter stemmer
 * (`general`/`generate`, `university`/`universe`). Words of three letters or fewer, and
 * words with digits, are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ing') && w.length >= 6 && VOWEL.test(w.slice(0, -3)))
    w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5 && VOWEL.test(w.slice(0, -2)))
    w = undouble(w.slice(0, -2));

  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  return w;
}

/** `runn` -> run, `stopp` -> stop; `ll`, `ss` and `zz` stay, as in `install`, `pass`. */
function undouble(w: string): string {
  const last = w.charAt(w.length - 1);
  if (
    w.length >= 4 &&
    last === w.charAt(w.length - 2) &&
    !'lsz'.includes(last) &&
    !VOWEL.test(last)
  )
    return w.slice(0, -1);
  return w;
}

/** The index terms of a text: words, minus stop words, stemmed. */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of splitWords(text)) {
    const term = indexTerm(word);
    if (term !== null) out.push(term);
  }
  return out;
}

/** One word as an index term, or null for a stop word. */
export function indexTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  return stem(word);
}

const FENCED_CODE = /(^|\n)[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(\n[ \t]*\2[ \t]*(?=\n|$)|$)/g;
const INLINE_CODE = /`[^`\n]+`/g;
const INDENTED_CODE = /(^|\n)(?: {4}|\t)[^\n]*/g;

/**
 * Text with its code removed: fenced blocks, indented blocks and inline code spans. What
 * an embedder is given (a hosted embedder must never receive code), and what word vectors
 * can make sense of anyway.
 */
export function withoutCode(text: string): string {
  return text
    .replace(FENCED_CODE, '$1')
    .replace(INDENTED_CODE, '$1')
    .replace(INLINE_CODE, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
