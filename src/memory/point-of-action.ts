/**
 * Recall at the point of action (projections/action-notes.ts): before an edit, what
 * concerns the file; after a failure, the remembered error it matches, or where a file a
 * read missed is. Each note at most once a session: what was handed is kept with the
 * session's handover (handover.ts). Reads one small index the briefing wrote, never the log.
 */
import { readActionNotes } from '../projections/action-notes-file.js';
import {
  notesForError,
  notesForFile,
  notesForMissingFile,
  type ActionNote,
} from '../projections/action-notes.js';
import { readHandover, writeHandover } from './handover.js';
import type { Project } from './open.js';

export type { ActionNote } from '../projections/action-notes.js';

/** The notes `pick` chooses from the index, those handed earlier in the session left out; marked as handed. */
function recall(
  project: Project,
  session: string | undefined,
  pick: (
    index: NonNullable<ReturnType<typeof readActionNotes>>,
    given: ReadonlySet<string>,
  ) => ActionNote[],
): ActionNote[] {
  const index = readActionNotes(project.paths);
  if (!index) return [];
  const handover = readHandover(project.paths, session);
  const notes = pick(index, new Set(handover.handed));
  if (notes.length)
    writeHandover(project.paths, session, {
      ...handover,
      handed: [...handover.handed, ...notes.map((note) => note.id)],
    });
  return notes;
}

/** What concerns a file (by repository path) about to be edited. */
export function recallBeforeEdit(
  project: Project,
  session: string | undefined,
  path: string,
): ActionNote[] {
  return recall(project, session, (index, given) => notesForFile(index, path, given));
}

/** Where the file is that a read of `path` (a repository path, or an absolute one outside) did not find. */
export function recallMissingFile(
  project: Project,
  session: string | undefined,
  path: string,
): ActionNote[] {
  return recall(project, session, (index, given) => notesForMissingFile(index, path, given));
}

/** The remembered error a failure's output matches, with its cause and fix. */
export function recallError(
  project: Project,
  session: string | undefined,
  output: string,
): ActionNote[] {
  return recall(project, session, (index, given) =>
    index.errors.length ? notesForError(index, output, given) : [],
  );
}
