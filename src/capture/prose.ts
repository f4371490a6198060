/**
 * The prose of an assistant's markdown: what it says in its own words, as sentences, with
 * fenced code, indented code, block quotes, tables and headings taken out. Keyword
 * extraction reads only this, so a decision pattern inside quoted tool output, a code
 * sample or a heading cannot fire.
 */
import { redactPlainText } from '../redaction/redactor.js';

export interface ProseParagraph {
  /** The paragraph's lines joined with single spaces (list items are their own paragraphs). */
  text: string;
}

const FENCE = /^\s{0,3}(```+|~~~+)/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;

/**
 * Splits markdown into prose paragraphs: code fences, block quotes, tables, headings,
 * indented code and horizontal rules are dropped; each list item is a paragraph of its own.
 */
export function proseParagraphs(markdown: string): ProseParagraph[] {
  const paragraphs: ProseParagraph[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const flush = (): void => {
    if (current.length) paragraphs.push({ text: current.join(' ').replace(/\s+/g, ' ').trim() });
    current = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(raw);
    if (fence !== undefined) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length)
        fence = undefined;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1]!;
      continue;
    }
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const trimmed = line.trimStart();
    if (
      trimmed.startsWith('>') ||
      trimmed.startsWith('|') ||
      trimmed.startsWith('#') ||
      /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)
    ) {
      flush();
      continue;
    }
    if (/^( {4,}|\t)/.test(line) && current.length === 0 && !LIST_ITEM.test(line)) continue;
    if (LIST_ITEM.test(line)) {
      flush();
      current.push(line.replace(LIST_ITEM, ''));
      continue;
    }
    current.push(trimmed);
  }
  flush();
  return paragraphs.filter((paragraph) => paragraph.text !== '');
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|Mr|Mrs|Dr|No)\.)$/i;

/** Splits a paragraph into sentences; periods inside inline code, paths and numbers do not split. */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i]!;
    if (char === '`') inCode = !inCode;
    if (inCode || (char !== '.' && char !== '!' && char !== '?')) continue;
    const next = paragraph[i + 1];
    if (next !== undefined && next !== ' ') continue;
    // An abbreviation is at most a few characters before the period.
    if (char === '.' && ABBREVIATIONS.test(paragraph.slice(Math.max(start, i - 7), i + 1)))
      continue;
    const candidate = paragraph.slice(start, i + 1);
    const rest = paragraph.slice(i + 1).trimStart();
    // A sentence ends before a capital, a quote, a digit, a markdown mark or the end.
    if (rest !== '' && !/^[A-Z0-9"'`*_([]/.test(rest)) continue;
    sentences.push(candidate.trim());
    start = i + 1;
  }
  const last = paragraph.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}

/** Removes markdown emphasis (`**bold**`, `*italic*`, `__x__`, `_x_`, `~~x~~`) and link syntax, keeping the words. */
export function stripEmphasis(text: string): string {
  if (!/[*_~[]/.test(text)) return text;
  return text
    .replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
}

/**
 * Shortens text to at most `max` characters at a word boundary, marking the cut with `…`.
 * A word is never cut: redaction runs on what capture keeps, and a secret cut mid-way (the
 * head of a JWT, a key's first half) no longer has the shape any rule recognises, so the
 * word the cut falls in is dropped whole, even when that leaves only `…`.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  if (/\s/.test(text.charAt(max - 1))) return `${cut.trimEnd()}…`;
  const space = cut.search(/\s\S*$/);
  return `${space > 0 ? cut.slice(0, space).trimEnd() : ''}…`;
}

/**
 * Redacts with cortex's own rules, then shortens: a long secret found whole becomes a short
 * marker, and the words after it survive the cut (the full redaction runs again later).
 */
export function redactAndTruncate(text: string, max: number): string {
  return truncate(redactPlainText(text), max);
}
