/**
 * Claude Code's auto memory (`~/.claude/projects/<project>/memory/MEMORY.md` and its topic
 * files): notes Claude wrote for this project, per user and per machine. When the user opts
 * in (`capture.autoMemory`), each note becomes a memory the team shares through git, and
 * stays in step with the files: a note added is recorded, a note removed or reworded is
 * retracted (its new wording recorded). Pure: file texts in, notes out; reading the folder
 * and writing events is auto-memory-sync.ts's.
 *
 * A note is a list item or a paragraph of a file, under the headings it sits below. Lines
 * that only point at a topic file (MEMORY.md's index) are not notes: the topic file is read
 * itself. Like Claude Code, only the first 200 lines (and 25 KB) of a file are read.
 */
import { createHash } from 'node:crypto';

export const AUTO_MEMORY_MAX_LINES = 200;
export const AUTO_MEMORY_MAX_BYTES = 25 * 1024;
/** Topic files read beside MEMORY.md, at most. */
export const AUTO_MEMORY_MAX_FILES = 50;
/** A note shorter than this says nothing on its own ("TODO", "see below"). */
const MIN_NOTE = 12;
const MAX_NOTE = 1000;

export interface AutoMemoryNote {
  /** A digest of the file and the note's words: the same note keeps its key across reads. */
  key: string;
  /** The file in the memory folder (`MEMORY.md`, `testing.md`). */
  file: string;
  headings: string[];
  text: string;
}

const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** A line that only links to another file of the folder (with a short gloss at most). */
const POINTER = /^\[[^\]]*\]\((?![a-z]+:)[^)]*\.md\)\s*(?:[-—–:]\s*.{0,80})?$/i;

function keyOf(file: string, text: string): string {
  return createHash('sha256')
    .update(`${file}\u0000${text.toLowerCase().replace(/\s+/g, ' ').trim()}`)
    .digest('hex')
    .slice(0, 24);
}

/** The first lines of a file as Claude Code loads them: 200 lines, 25 KB. */
export function loadedPart(text: string): string {
  const lines = text.slice(0, AUTO_MEMORY_MAX_BYTES).split(/\r?\n/).slice(0, AUTO_MEMORY_MAX_LINES);
  return lines.join('\n');
}

/** The notes of one auto memory file, in order, each once. */
export function autoMemoryNotes(file: string, text: string): AutoMemoryNote[] {
  const notes: AutoMemoryNote[] = [];
  const headings: string[] = [];
  let paragraph: string[] = [];
  let fenced = false;
  const flush = () => {
    const joined = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    paragraph = [];
    if (joined.length < MIN_NOTE || POINTER.test(joined)) return;
    const note = joined.slice(0, MAX_NOTE);
    const key = keyOf(file, note);
    if (!notes.some((existing) => existing.key === key))
      notes.push({ key, file, headings: [...headings], text: note });
  };
  for (const line of loadedPart(text.replace(/^\uFEFF/, '')).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      paragraph.push(line.trim());
      continue;
    }
    if (fenced) {
      paragraph.push(line.trim());
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      headings.splice(heading[1]!.length - 1);
      headings.push(heading[2]!.replace(/[*_`]/g, ''));
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      continue;
    }
    if (line.trim() === '') flush();
    else if (/^\s{2,}\S/.test(line) && paragraph.length) paragraph.push(line.trim());
    else paragraph.push(line.trim());
  }
  flush();
  return notes;
}
