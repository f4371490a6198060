import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readHandover,
  writeHandover
} from "./chunk-BWKQ4EA3.mjs";
import {
  notesForError,
  notesForFile,
  notesForMissingFile,
  readActionNotes
} from "./chunk-TH2BYSIF.mjs";

// src/memory/point-of-action.ts
function recall(project, session, pick) {
  const index = readActionNotes(project.paths);
  if (!index) return [];
  const handover = readHandover(project.paths, session);
  const notes = pick(index, new Set(handover.handed));
  if (notes.length)
    writeHandover(project.paths, session, {
      ...handover,
      handed: [...handover.handed, ...notes.map((note) => note.id)]
    });
  return notes;
}
function recallBeforeEdit(project, session, path) {
  return recall(project, session, (index, given) => notesForFile(index, path, given));
}
function recallMissingFile(project, session, path) {
  return recall(project, session, (index, given) => notesForMissingFile(index, path, given));
}
function recallError(project, session, output) {
  return recall(
    project,
    session,
    (index, given) => index.errors.length ? notesForError(index, output, given) : []
  );
}

export {
  recallBeforeEdit,
  recallMissingFile,
  recallError
};
