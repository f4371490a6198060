/**
 * A report or an answer of the assistant, read whole and said short. What a turn settled is
 * rarely one sentence: "`entire session list` reads two sources: ## Primary: the
 * `entire/sessions` branch … - Manual-commit: `.git/entire-sessions/<id>.json` …", or
 * "Here's a summary of the changes: **Created** `stringutil/` … **Updated** `utils.go` to
 * re-export …". The digest keeps its structure's first words: the opening statement, each
 * heading or bold label, the first sentence of each paragraph and list item (nested items
 * folded into their parent), and leaves out code, tables, quotes, offers and empty openers.
 * Pure; the same text gives the same digest.
 */
import { splitSentences, stripEmphasis, truncate } from './prose.js';

const FENCE = /^\s*(`{3,}|~{3,})/;
const LIST_ITEM = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
/** A paragraph that is only a bold label: "**Changes made:**", "**Created new package:** `x/`". */
const LABEL = /^\*\*[^*]+\*\*:?(?:\s+\S.*)?$/;
/** Sentences that say nothing a later session needs: openers, verdicts on checks, offers. */
const EMPTY =
  /^(?:done|perfect|great|excellent|good|sure|ok(?:ay)?|yes|fixed|all set|(?:(?:a |the )?(?:brief |quick )?summary(?: of (?:the )?(?:changes|what (?:was |I )?(?:changed|did|implemented)))?)|(?:key |the )?changes(?: made)?|what changed|before|after|give [^.]{1,60} (?:another )?try[^.]*|here(?:'s| is) (?:the|a|what)[^.]*|i(?:'ve| have) (?:made|completed) the (?:following )?changes[^.]*|(?:all |the )?(?:\d+ )?(?:tests?|build|lint(?:er|ing)?|checks?)(?:,? (?:and )?(?:tests?|build|lint(?:er|ing)?|checks?))* (?:all )?(?:pass(?:es|ed)?|(?:is |are )?(?:passing|clean|green|succeed(?:s|ed)?))(?:[^.!]{0,40})?)[.!:]?$/i;
const OFFER =
  /^(?:want me|would you like|shall i|should i|let me|do you want|if you(?:'d| would) like|i can)\b/i;
/** The assistant narrating its own progress: "Now I have the full picture.", "I found it!" */
const NARRATION =
  /^(?:(?:ok(?:ay)?|perfect|great|good|excellent)[!.,]?\s+)?(?:now )?(?:i (?:now )?(?:have|see|understand|found)|i['’]ve (?:found|got)|let['’]s (?:look|see|check))\b[^.!]{0,60}[.!:]?$/i;
const PRAISE =
  /^(?:(?:great|excellent|good) (?:question|catch|point|observations?)|you(?:'re| are) (?:absolutely )?right)\b[^.!]*[.!]?$/i;

const MAX_REPORT = 20_000;
const MAX_LINE = 2_000;

/** An ATX heading's text (`## Primary source ##` -> `Primary source`), without a regex that backtracks. */
function headingText(line: string): string | undefined {
  let level = 0;
  while (level < line.length && line[level] === '#') level++;
  if (level === 0 || level > 6 || !/\s/.test(line[level] ?? '')) return undefined;
  let end = line.length;
  while (end > level && (line[end - 1] === '#' || /\s/.test(line[end - 1]!))) end--;
  return line.slice(level, end).trim() || undefined;
}

/** Cut to `max`, and a code span the cut left open closed again. */
function cut(text: string, max: number): string {
  const short = truncate(text, max);
  if (short === text || (short.match(/`/g) ?? []).length % 2 === 0) return short;
  return `${short.replace(/…$/, '')}\`…`;
}

export interface DigestPart {
  /** 0 for an opening statement, heading or label; 1 for a list item or paragraph; 2 for a nested item. */
  depth: number;
  text: string;
}

function clean(text: string): string {
  return stripEmphasis(text).replace(/\s+/g, ' ').trim();
}

/** The first sentence of a paragraph or item worth keeping (two when they are short), cut to `max`; '' when it says nothing. */
function firstSentence(text: string, max: number): string {
  const sentences = splitSentences(clean(text))
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        sentence &&
        !EMPTY.test(sentence) &&
        !OFFER.test(sentence) &&
        !PRAISE.test(sentence) &&
        !NARRATION.test(sentence) &&
        !/\?$/.test(sentence),
    );
  if (sentences.length === 0) return '';
  const two =
    sentences.length > 1 ? `${sentences[0]} ${sentences[1]!.replace(/:$/, '.')}` : sentences[0]!;
  return cut(two.length <= max ? two : sentences[0]!, max);
}

/** The parts of a markdown report in order: what it opens with, its headings and labels, its items. */
export function digestParts(markdown: string, itemChars = 160): DigestPart[] {
  const parts: DigestPart[] = [];
  let fence: string | undefined;
  let paragraph: string[] = [];
  let listIndent: number | undefined;
  const flush = (): void => {
    if (paragraph.length === 0) return;
    const text = paragraph.join(' ').slice(0, MAX_LINE * 2);
    paragraph = [];
    const sentence = firstSentence(text, itemChars);
    const depth = parts.length === 0 || LABEL.test(text) ? 0 : 1;
    // "… will now look like:" introduces a code block or list; alone it says nothing.
    if (sentence && !(depth === 1 && /:$/.test(sentence))) parts.push({ depth, text: sentence });
  };
  // A report is read by its head: what a digest keeps is there, and a line or a report of
  // any length costs the hook no more than this.
  for (const whole of markdown.slice(0, MAX_REPORT).split(/\r?\n/)) {
    const raw = whole.length > MAX_LINE ? whole.slice(0, MAX_LINE) : whole;
    const fenceMatch = FENCE.exec(raw);
    if (fence !== undefined) {
      // A closing fence has no info string ("```js" inside a block opens nothing and closes nothing).
      if (
        fenceMatch &&
        fenceMatch[1]![0] === fence[0] &&
        fenceMatch[1]!.length >= fence.length &&
        raw.trim() === fenceMatch[1]
      )
        fence = undefined;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1]!;
      continue;
    }
    const line = raw.trimEnd();
    const trimmed = line.trimStart();
    if (trimmed === '') {
      flush();
      continue;
    }
    if (
      trimmed.startsWith('>') ||
      trimmed.startsWith('|') ||
      /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)
    ) {
      flush();
      continue;
    }
    const heading = headingText(trimmed);
    if (heading !== undefined) {
      flush();
      listIndent = undefined;
      const text = clean(heading).replace(/:$/, '');
      if (text && !EMPTY.test(text)) parts.push({ depth: 0, text: cut(text, itemChars) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const indent = item[1]!.replace(/\t/g, '    ').length;
      listIndent ??= indent;
      const sentence = firstSentence(item[2]!, itemChars);
      if (sentence) parts.push({ depth: indent > listIndent ? 2 : 1, text: sentence });
      continue;
    }
    // Indented text under an item continues it; it adds nothing the item's first sentence did not say.
    if (/^\s{2,}\S/.test(line) && listIndent !== undefined && paragraph.length === 0) continue;
    if (paragraph.length === 0) listIndent = undefined;
    paragraph.push(trimmed);
  }
  flush();
  return parts;
}

/**
 * The digest as one line of at most `max` characters: parts in order, a heading or label
 * followed by its items ("Created new package `x/`: `a.go` - …; `b.go` - …"), nested items
 * in parentheses.
 */
export function digestReport(markdown: string, max: number, itemChars = 160): string {
  return digestOf(digestParts(markdown, itemChars), max, itemChars);
}

function digestOf(parts: readonly DigestPart[], max: number, itemChars: number): string {
  // An item that ends in ":" or "and" says what it did in its nested items.
  const needed = parts.map(
    (part, index) =>
      part.depth < 2 ||
      needsItems(
        parts
          .slice(0, index)
          .reverse()
          .find((parent) => parent.depth < 2),
      ),
  );
  const trimmed = parts.map((part) => ({ ...part, text: part.text.replace(/[\s.:;,]+$/, '') }));
  // Too long for the room: nested items go first, then each item says less; the last resort cuts the end.
  const fewer = trimmed.filter((_, index) => needed[index]);
  const attempts = [trimmed, fewer, fewer.map((part) => ({ ...part, text: cut(part.text, 80) }))];
  const fitting =
    attempts.find((attempt) => joined(attempt, Infinity, itemChars).length <= max) ??
    attempts[attempts.length - 1]!;
  return joined(fitting, max, itemChars);
}

function needsItems(parent: DigestPart | undefined): boolean {
  return parent !== undefined && /(?::|\b(?:and|or|by|to|with|that))$/i.test(parent.text.trim());
}

function joined(parts: readonly DigestPart[], max: number, itemChars: number): string {
  let out = '';
  let open = false;
  let nested = 0;
  for (const [index, part] of parts.entries()) {
    const previous = parts[index - 1];
    let piece: string;
    if (part.depth === 2) {
      // Two nested items say what the parent did; more are detail.
      if (++nested > 2 || /^(?:before|after|was|now)\s*:/i.test(part.text)) continue;
      piece = open
        ? `, ${cut(part.text, Math.min(100, Math.round(itemChars / 2)))}`
        : ` (${cut(part.text, Math.min(100, Math.round(itemChars / 2)))}`;
      open = true;
    } else {
      nested = 0;
      const joint =
        out === ''
          ? ''
          : part.depth === 0
            ? out.endsWith('…')
              ? ' '
              : '. '
            : previous?.depth === 0
              ? ': '
              : '; ';
      piece = `${open ? ')' : ''}${joint}${part.text}`;
      open = false;
    }
    if (out.length + piece.length > max) {
      out = cut(`${out}${piece}`, max);
      open = false;
      break;
    }
    out += piece;
  }
  const whole = open ? `${out})` : out;
  return /[\w`)\]"']$/.test(whole) ? `${whole}.` : whole;
}

/** A report of work done: it says so ("Here's a summary of the changes"), or lists changes made. */
const WORK_CUE =
  /\b(?:summary of (?:the )?(?:changes|what (?:was|I|we) (?:implemented|changed|did|added|fixed))|changes made|here(?:'s| is) what (?:I|we) (?:implemented|changed|did|added|fixed)|I(?:'ve| have) (?:made|implemented|completed) the (?:following )?changes|the changes (?:are complete|add)|(?:what|files?) (?:was |were )?changed)\b/i;
const CHANGE_VERB =
  /^(?:`[^`]+`\s*[-:–—]\s*)?(?:added|adds|created|creates|updated|updates|fixed|fixes|moved|renamed|removed|deleted|changed|replaced|implemented|extracted|refactored|introduced|wired|registered|converted|merged|split|now\b)/i;

function worksDone(markdown: string, parts: readonly DigestPart[]): boolean {
  if (WORK_CUE.test(markdown.slice(0, 400))) return true;
  const items = parts.filter((part) => part.depth === 1);
  return items.length >= 2 && items.filter((part) => CHANGE_VERB.test(part.text)).length >= 2;
}

export function isWorkReport(markdown: string): boolean {
  return worksDone(markdown, digestParts(markdown));
}

/** A report of work done as its digest; undefined for any other report. The report is read once. */
export function workDigest(markdown: string, max: number, itemChars: number): string | undefined {
  const parts = digestParts(markdown, itemChars);
  return worksDone(markdown, parts) ? digestOf(parts, max, itemChars) : undefined;
}
