/**
 * Layer 3: `[MEMORY: <kind>] text` tags, which the assistant writes on purpose when
 * `.claude/rules/cortex-memory-instructions.md` asks it to. The text runs to the end of
 * its paragraph (so a tag may span lines) or to the next tag; `]` inside the text is
 * fine. The bracketed form `[MEMORY: decision: text]` is read too. Tags inside code
 * (fenced or inline) and block quotes are examples, not reports, and are ignored.
 */
import { MEMORY_KINDS, type MemoryKind } from '../events/types.js';
import { stripEmphasis, truncate } from './prose.js';

export interface MemoryTag {
  kind: MemoryKind;
  text: string;
  /** Steps, for a plan written as a list. */
  steps?: string[];
}

const HEADER = /\[MEMORY:\s*([A-Za-z]+)\s*(\]|:|—|–|-(?=\s))/gi;
const FENCE = /^\s{0,3}(```|~~~)/;
const MAY_HOLD_TAG = /\[memory:/i;

/** Blanks out code (fenced and inline) and block quotes, keeping every offset. */
function maskNonProse(text: string): string {
  const lines = text.split('\n');
  let inFence = false;
  const masked = lines.map((line) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return ' '.repeat(line.length);
    }
    if (inFence || /^\s*>/.test(line)) return ' '.repeat(line.length);
    return line.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  });
  return masked.join('\n');
}

function isMemoryKind(kind: string): kind is MemoryKind {
  return Object.hasOwn(MEMORY_KINDS, kind);
}

/**
 * The kinds of a session's handoff (the `/handoff` command asks for them): what the session
 * was for, where it ended, and each thing left open. They make the session's outcome, not
 * memories of their own.
 */
export const HANDOFF_KINDS = ['goal', 'outcome', 'open'] as const;
export type HandoffKind = (typeof HANDOFF_KINDS)[number];

export interface HandoffTag {
  kind: HandoffKind;
  text: string;
}

function isHandoffKind(kind: string): kind is HandoffKind {
  return (HANDOFF_KINDS as readonly string[]).includes(kind);
}

/** Where a tag's text ends: a blank line, a code fence, or the end of the text. */
const PARAGRAPH_END = /\n[ \t]*(?:\n|(?:```|~~~))/g;

function paragraphEnd(masked: string, from: number): number {
  PARAGRAPH_END.lastIndex = from;
  const found = PARAGRAPH_END.exec(masked);
  return found ? found.index : masked.length;
}

const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.+)$/;

/** Every tag of an assistant text block, whatever its kind, with its raw text. */
function readTags(text: string): { kind: string; raw: string }[] {
  if (!MAY_HOLD_TAG.test(text)) return [];
  const masked = maskNonProse(text);
  const headers: { kind: string; start: number; textStart: number; bracketed: boolean }[] = [];
  HEADER.lastIndex = 0;
  for (let match = HEADER.exec(masked); match; match = HEADER.exec(masked)) {
    headers.push({
      kind: match[1]!.toLowerCase(),
      start: match.index,
      textStart: match.index + match[0].length,
      bracketed: match[2] !== ']',
    });
  }
  return headers.map((header, index) => {
    const nextTag = headers[index + 1]?.start ?? text.length;
    let raw = text.slice(
      header.textStart,
      Math.min(nextTag, paragraphEnd(masked, header.textStart)),
    );
    if (header.bracketed) {
      // `[MEMORY: kind: text]` ends at the paragraph's last `]`; earlier ones belong to the text.
      const close = raw.lastIndexOf(']');
      if (close >= 0) raw = raw.slice(0, close);
    }
    return { kind: header.kind, raw };
  });
}

/** The handoff tags of an assistant text block (`[MEMORY: outcome] …`, `[MEMORY: open] …`), in order. */
export function findHandoffTags(text: string): HandoffTag[] {
  const tags: HandoffTag[] = [];
  for (const { kind, raw } of readTags(text)) {
    if (!isHandoffKind(kind)) continue;
    const joined = stripEmphasis(
      raw
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (joined !== '') tags.push({ kind, text: truncate(joined, 600) });
  }
  return tags;
}

/** Finds every memory tag in an assistant text block. */
export function findMemoryTags(text: string): MemoryTag[] {
  const tags: MemoryTag[] = [];
  for (const { kind, raw } of readTags(text)) {
    if (!isMemoryKind(kind)) continue;
    const lines = raw
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const steps =
      kind === 'plan'
        ? lines
            .map((line) => LIST_ITEM.exec(line)?.[1]?.trim())
            .filter((step): step is string => Boolean(step))
        : [];
    const joined = stripEmphasis(lines.join(' ').replace(/\s+/g, ' ').trim());
    if (joined === '') continue;
    tags.push({
      kind,
      text: truncate(joined, 1000),
      ...(steps.length ? { steps: steps.map((step) => truncate(stripEmphasis(step), 300)) } : {}),
    });
  }
  return tags;
}

/** The text with every tag (header and text) removed, so keyword extraction does not read it twice. */
export function removeMemoryTags(text: string): string {
  if (!MAY_HOLD_TAG.test(text)) return text;
  const masked = maskNonProse(text);
  const spans: [number, number][] = [];
  HEADER.lastIndex = 0;
  const starts: { start: number; textStart: number }[] = [];
  for (let match = HEADER.exec(masked); match; match = HEADER.exec(masked))
    starts.push({ start: match.index, textStart: match.index + match[0].length });
  starts.forEach((tag, index) => {
    const end = Math.min(
      starts[index + 1]?.start ?? text.length,
      paragraphEnd(masked, tag.textStart),
    );
    spans.push([tag.start, end]);
  });
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start);
    at = end;
  }
  return out + text.slice(at);
}
