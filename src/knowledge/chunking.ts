/**
 * The project's documents as chunks (the context-management seed, section 4.1): a markdown
 * file parsed into its syntax tree (mdast), cut at its headings into sections, and each
 * section's blocks packed into chunks of about 300-500 tokens (never under 50 unless the
 * section is, with the last 50 tokens of a chunk repeated at the start of the next when a
 * section is cut). Each chunk knows its file, its heading path, its lines and its tokens.
 * Pure: text in, chunks out.
 */
import type { Heading, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { estimateTokens } from '../projections/tokens.js';

export interface Chunk {
  /** The file, as a repository path. */
  path: string;
  /** The titles of the headings the chunk sits under, outermost first. */
  headings: string[];
  /** First and last line of the chunk in the file, 1-based. */
  lines: [number, number];
  text: string;
  tokens: number;
}

export const CHUNK_TARGET = 400;
export const CHUNK_MAX = 500;
export const CHUNK_MIN = 50;
export const CHUNK_OVERLAP = 50;
/** A document larger than this is generated or data, not prose: it is left out. */
export const MAX_DOCUMENT_BYTES = 512 * 1024;

interface Block {
  text: string;
  start: number;
  end: number;
  tokens: number;
}

/** The source text of a node, by its position; its plain text when it has none. */
function sourceOf(node: RootContent, lines: readonly string[]): Block | undefined {
  const start = node.position?.start.line;
  const end = node.position?.end.line;
  const text =
    start !== undefined && end !== undefined
      ? lines.slice(start - 1, end).join('\n')
      : toString(node);
  if (text.trim() === '') return undefined;
  return { text, start: start ?? 0, end: end ?? 0, tokens: estimateTokens(text) };
}

/** A block longer than a chunk, cut into pieces at its line breaks (a long code block, a table). */
function splitBlock(block: Block): Block[] {
  if (block.tokens <= CHUNK_MAX) return [block];
  const pieces: Block[] = [];
  const lines = block.text.split('\n');
  let current: string[] = [];
  let first = block.start;
  lines.forEach((line, index) => {
    const next = [...current, line].join('\n');
    if (current.length && estimateTokens(next) > CHUNK_TARGET) {
      const text = current.join('\n');
      pieces.push({
        text,
        start: first,
        end: block.start + index - 1,
        tokens: estimateTokens(text),
      });
      current = [];
      first = block.start + index;
    }
    current.push(line);
  });
  if (current.length) {
    const text = current.join('\n');
    pieces.push({ text, start: first, end: block.end, tokens: estimateTokens(text) });
  }
  return pieces;
}

/** The last `tokens` worth of a text, at a word boundary: what the next chunk repeats. */
function tail(text: string, tokens: number): string {
  const words = text.split(/(\s+)/);
  let taken = '';
  for (let index = words.length - 1; index >= 0; index--) {
    const next = words[index]! + taken;
    if (estimateTokens(next) > tokens) break;
    taken = next;
  }
  return taken.trim();
}

/** Packs a section's blocks into chunks. */
function packSection(path: string, headings: string[], blocks: readonly Block[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Block[] = [];
  let overlap = '';
  const flush = (): void => {
    if (current.length === 0) return;
    const body = current.map((block) => block.text).join('\n\n');
    const text = overlap ? `${overlap}\n\n${body}` : body;
    chunks.push({
      path,
      headings,
      lines: [current[0]!.start, current[current.length - 1]!.end],
      text,
      tokens: estimateTokens(text),
    });
    overlap = tail(body, CHUNK_OVERLAP);
    current = [];
  };
  for (const block of blocks.flatMap(splitBlock)) {
    const used = current.reduce((sum, entry) => sum + entry.tokens, 0);
    if (current.length && used + block.tokens > CHUNK_MAX && used >= CHUNK_MIN) flush();
    current.push(block);
    if (current.reduce((sum, entry) => sum + entry.tokens, 0) >= CHUNK_TARGET) flush();
  }
  flush();
  // A last chunk too small to stand alone joins the one before it.
  if (chunks.length > 1 && chunks[chunks.length - 1]!.tokens < CHUNK_MIN) {
    const last = chunks.pop()!;
    const before = chunks[chunks.length - 1]!;
    const text = `${before.text}\n\n${last.text.slice(last.text.indexOf('\n\n') + 2)}`;
    chunks[chunks.length - 1] = {
      ...before,
      lines: [before.lines[0], last.lines[1]],
      text,
      tokens: estimateTokens(text),
    };
  }
  return chunks;
}

/** A document's chunks, in order. Front matter is left out; a heading starts a section. */
export function chunkMarkdown(path: string, markdown: string): Chunk[] {
  const text = markdown.replace(/^\uFEFF/, '');
  const tree: Root = fromMarkdown(text);
  const lines = text.split('\n');
  const chunks: Chunk[] = [];
  const trail: { depth: number; title: string }[] = [];
  let blocks: Block[] = [];
  const section = (): void => {
    chunks.push(
      ...packSection(
        path,
        trail.map((entry) => entry.title),
        blocks,
      ),
    );
    blocks = [];
  };
  let body = tree.children;
  // YAML front matter parses as a thematic break and a paragraph: skip the lines it holds.
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  if (frontMatter) {
    const end = frontMatter[0].split('\n').length - 1;
    body = body.filter((node) => (node.position?.start.line ?? Infinity) > end);
  }
  for (const node of body) {
    if (node.type === 'heading') {
      section();
      const heading = node as Heading;
      while (trail.length && trail[trail.length - 1]!.depth >= heading.depth) trail.pop();
      trail.push({ depth: heading.depth, title: toString(heading).trim().slice(0, 120) });
      continue;
    }
    const block = sourceOf(node, lines);
    if (block) blocks.push(block);
  }
  section();
  return chunks;
}
