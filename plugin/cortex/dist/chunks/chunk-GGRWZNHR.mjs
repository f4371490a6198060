import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/search/terms.ts
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing done down during each few for from further get got had has have having he her here hers him his how i if in into is it its itself just let lets like me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up us very was we were what when where which while who whom why will with would you your yours okay ok please thanks thank yes yeah sure also really actually maybe something anything thing things use used using".split(" ")
);
var WORD = /[\p{L}\p{N}]+/gu;
var CAMEL = new RegExp("(?<=[\\p{Ll}\\p{N}])(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})", "u");
function splitWords(text) {
  const out = [];
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
function splitWordsByPattern(text) {
  const out = [];
  for (const match of text.matchAll(WORD)) pushWord(out, match[0]);
  return out;
}
function pushWord(out, word) {
  const lower = word.toLowerCase();
  out.push(lower);
  if (lower !== word && word !== word.toUpperCase()) {
    const parts = word.split(CAMEL);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
}
var VOWEL = /[aeiouy]/;
function stem(word) {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length >= 6 && VOWEL.test(w.slice(0, -3)))
    w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 5 && VOWEL.test(w.slice(0, -2)))
    w = undouble(w.slice(0, -2));
  if (w.endsWith("e") && w.length >= 5) w = w.slice(0, -1);
  return w;
}
function undouble(w) {
  const last = w.charAt(w.length - 1);
  if (w.length >= 4 && last === w.charAt(w.length - 2) && !"lsz".includes(last) && !VOWEL.test(last))
    return w.slice(0, -1);
  return w;
}
function termsOf(text) {
  const out = [];
  for (const word of splitWords(text)) {
    const term = indexTerm(word);
    if (term !== null) out.push(term);
  }
  return out;
}
function indexTerm(word) {
  if (STOP_WORDS.has(word)) return null;
  return stem(word);
}
var FENCED_CODE = /(^|\n)[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(\n[ \t]*\2[ \t]*(?=\n|$)|$)/g;
var INLINE_CODE = /`[^`\n]+`/g;
var INDENTED_CODE = /(^|\n)(?: {4}|\t)[^\n]*/g;
function withoutCode(text) {
  return text.replace(FENCED_CODE, "$1").replace(INDENTED_CODE, "$1").replace(INLINE_CODE, " ").replace(/[ \t]+/g, " ").trim();
}

export {
  STOP_WORDS,
  splitWords,
  termsOf,
  indexTerm,
  withoutCode
};
