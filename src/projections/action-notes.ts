/**
 * Recall at the point of action: before a file is edited, the decisions, rejected
 * approaches and gotchas that concern it; after a command fails, the remembered error it
 * matches, with its cause and fix (a fix is said then, when its error is back). Built when the briefing is (the memories are folded
 * then anyway) into a small index the PreToolUse and PostToolUseFailure hooks read whole,
 * so those hooks never fold the log. Pure: memories in, an index out; the index and a file
 * or an error in, notes out.
 */
import { filesInText } from '../capture/file-paths.js';
import { shortId } from '../events/id.js';
import type { Memory } from './corrections.js';
import { confidenceOf } from './decisions.js';
import { CONFIDENCE_FLOOR, eventDate, oneLine, stringList } from './text-shapes.js';
import { isUserWords, missingPathOf } from '../events/memory-forms.js';

export interface ActionNote {
  id: string;
  line: string;
}

export interface ActionNotes {
  v: 1;
  /** Notes by repository path of the file they concern. */
  files: Record<string, ActionNote[]>;
  /** Remembered errors: the distinctive words of the error, and the note. */
  errors: { terms: string[]; note: ActionNote }[];
  /** Where a file is, by the repository path that was looked for and was not there (absent in an index written before). */
  missing?: Record<string, ActionNote[]>;
}

const NOTE_TYPES = new Set([
  'decision_made',
  'approach_rejected',
  'error_resolved',
  'knowledge_acquired',
]);
const MAX_PER_FILE = 6;
const MAX_ERRORS = 400;
const LABEL: Record<string, string> = {
  decision_made: 'decision',
  approach_rejected: 'rejected',
  error_resolved: 'fix',
  knowledge_acquired: 'lesson',
};

/** Paths a memory names: its `data.files`, and file-like words in its text (`src/app.ts`, `setup.go`). */
export function filesNamedBy(memory: Pick<Memory, 'content' | 'data'>): string[] {
  const files = new Set(stringList(memory.data.files));
  const stored = [...files];
  for (const name of filesInText(memory.content)) {
    // A bare name capture resolved to the path the session meant is keyed by that path only.
    if (!name.includes('/') && stored.some((path) => path.endsWith(`/${name}`))) continue;
    files.add(name);
  }
  return [...files].slice(0, 12);
}

/** Paths said by their file name: in a note of two lines, the fix matters more than the folders. */
function withFileNames(text: string): string {
  // Cut first: a note says at most a few hundred characters, and the log may hold any text.
  return text.slice(0, 1000).replace(/(?:[\w.@-]+\/)+([\w.@-]+\.\w+)/g, '$1');
}

/**
 * What a note says of a memory. A fix says the error, its cause and the fix, each cut on
 * its own, so that a long error line or file list never cuts the fix off.
 */
function noteText(memory: Memory): string {
  const data = memory.data;
  const text = (key: string): string | undefined =>
    typeof data[key] === 'string' && (data[key] as string).trim() !== ''
      ? (data[key] as string)
      : undefined;
  const fix = text('fix');
  if (memory.type !== 'error_resolved' || !fix) return oneLine(memory.content, 240);
  const error = text('error');
  const command = text('command');
  const failed = command
    ? `\`${oneLine(command, 60)}\` failed${error ? `: ${oneLine(error, 110)}` : ''}`
    : error
      ? oneLine(error, 140)
      : '';
  const cause = text('cause');
  return (
    [
      failed,
      cause ? `Cause: ${oneLine(cause, 160)}` : '',
      `Fix: ${oneLine(withFileNames(fix), 260)}`,
    ]
      .filter(Boolean)
      .map((part) => part.replace(/[.\s]+$/, ''))
      .join('. ') + '.'
  );
}

function noteLine(memory: Memory): string {
  // What the user said in a prompt is said to be that, not what capture took it for (a request is no decision).
  const kind = isUserWords(memory.data)
    ? 'user said'
    : typeof memory.data.kind === 'string' && memory.data.kind === 'gotcha'
      ? 'gotcha'
      : (LABEL[memory.type] ?? memory.type);
  const branch = memory.event.branch ? `, ${oneLine(memory.event.branch, 40)}` : '';
  return `- ${kind} (${eventDate(memory.event)}${branch}, ${shortId(memory.id)}): ${noteText(memory)}`;
}

/** The words of an error that tell it apart: identifiers, quoted names, file names, words of five letters or more. */
export function errorTerms(text: string): string[] {
  const terms = new Set<string>();
  // A path counts by its file name: its folders are words every error in the project shares.
  const files = text
    .toLowerCase()
    .replace(/(?:[\w.@~-]+\/)+([\w.-]+)/g, '$1')
    .replace(/(\.\w+)(?::\d+)+/g, '$1');
  for (const word of files.split(/[^a-z0-9_.:-]+/)) {
    const clean = word.replace(/^[.:-]+|[.:-]+$/g, '');
    if (clean.length < 5 || /^\d+$/.test(clean) || COMMON.has(clean)) continue;
    terms.add(clean);
  }
  return [...terms];
}

/**
 * An error without the command it came from ("`go test ./pkg/...` failed: X" -> "X"): the
 * command's paths and flags are the project's everyday words, and two failures of the same
 * suite share them whatever went wrong.
 */
export function withoutCommand(error: string): string {
  return error.replace(/^`[^`]*`\s*(?:\([^)]*\)\s*)?failed\b[:.]?\s*/, '');
}

/** Words every error says, which tell no two errors apart. */
const COMMON = new Set([
  'error',
  'errors',
  'failed',
  'failure',
  'fails',
  'cannot',
  'could',
  'found',
  'unable',
  'exit',
  'code',
  'status',
  'because',
  'there',
  'which',
  'fixed',
  'cause',
  'while',
  'running',
  'after',
  'before',
  'their',
  'these',
  'those',
  'where',
  'when',
  'should',
  'would',
  'test',
  'tests',
]);

/** The index of what to say at the point of action, from the memories a briefing may show. */
export function buildActionNotes(memories: readonly Memory[]): ActionNotes {
  const files: Record<string, ActionNote[]> = {};
  const errors: ActionNotes['errors'] = [];
  // A path is a key: no prototype for `__proto__` to reach.
  const missingFiles = Object.create(null) as Record<string, ActionNote[]>;
  for (const memory of [...memories].reverse()) {
    if (
      memory.status !== 'active' ||
      !NOTE_TYPES.has(memory.type) ||
      confidenceOf(memory) < CONFIDENCE_FLOOR
    )
      continue;
    // Lessons only when they are traps: a fact about a file is for search, not an interruption.
    if (memory.type === 'knowledge_acquired' && memory.data.kind !== 'gotcha') continue;
    const note = { id: memory.id, line: noteLine(memory) };
    const missing = missingPathOf(memory);
    // Where a file is helps the read that missed it, not an edit of the file found.
    // A fix is said when its error comes back (notesForError), not before each edit of a file it
    // changed: the next edit of that file is rarely the same mistake again.
    const aboutFiles = missing === undefined && memory.type !== 'error_resolved';
    for (const file of aboutFiles ? filesNamedBy(memory) : []) {
      const list = (files[file] ??= []);
      if (list.length < MAX_PER_FILE) list.push(note);
    }
    if (memory.type === 'error_resolved' && errors.length < MAX_ERRORS) {
      const error =
        typeof memory.data.error === 'string'
          ? memory.data.error
          : memory.content.split(/(?<=[.!?])\s/)[0]!;
      const terms = errorTerms(withoutCommand(error));
      if (terms.length >= 2) errors.push({ terms, note });
    }
    // "`status.md` does not exist: the file is `STATUS.md`": said when a read of that path fails again.
    if (missing !== undefined) {
      const list = (missingFiles[missing] ??= []);
      if (list.length < MAX_PER_FILE) list.push(note);
    }
  }
  return { v: 1, files, errors, missing: missingFiles };
}

/** The notes for a file (by repository path, or a path ending in it), those already given left out. */
export function notesForFile(
  notes: ActionNotes,
  path: string,
  given: ReadonlySet<string>,
  max = 2,
): ActionNote[] {
  const found: ActionNote[] = [];
  const base = path.slice(path.lastIndexOf('/') + 1);
  for (const [file, list] of Object.entries(notes.files)) {
    // A memory may name the file by its path or, when that is unambiguous enough, by its name alone.
    const same =
      file === path ||
      path.endsWith(`/${file}`) ||
      (!file.includes('/') && file === base && base.length >= 8);
    if (!same) continue;
    for (const note of list)
      if (!given.has(note.id) && !found.some((other) => other.id === note.id)) found.push(note);
  }
  return found.slice(0, max);
}

/**
 * Where the file is that a failed read of `path` looked for, those already given left out.
 * `path` is a repository path, matched whole; or, outside the repository, an absolute path,
 * matched by its end.
 */
export function notesForMissingFile(
  notes: ActionNotes,
  path: string,
  given: ReadonlySet<string>,
  max = 1,
): ActionNote[] {
  const found: ActionNote[] = [];
  for (const [missing, list] of Object.entries(notes.missing ?? {})) {
    if (path !== missing && !(path.startsWith('/') && path.endsWith(`/${missing}`))) continue;
    for (const note of list)
      if (!given.has(note.id) && !found.some((other) => other.id === note.id)) found.push(note);
  }
  return found.slice(0, max);
}

/** The remembered errors a failure's output matches: two distinctive words in common at least. */
export function notesForError(
  notes: ActionNotes,
  output: string,
  given: ReadonlySet<string>,
  max = 1,
): ActionNote[] {
  const words = new Set(errorTerms(output.slice(0, 8000)));
  return notes.errors
    .map((entry) => ({
      entry,
      shared:
        entry.terms.filter((term) => words.has(term)).length / Math.min(entry.terms.length, 6),
    }))
    .filter(
      ({ entry, shared }) =>
        shared >= 0.5 &&
        entry.terms.filter((term) => words.has(term)).length >= 2 &&
        !given.has(entry.note.id),
    )
    .sort((a, b) => b.shared - a.shared)
    .slice(0, max)
    .map(({ entry }) => entry.note);
}
