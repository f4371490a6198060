/**
 * Where the point-of-action index lives (`.cortex/local/action-notes.json`, local and
 * derived), written with the briefing and read by the PreToolUse and PostToolUseFailure
 * hooks. A missing or damaged file reads as no notes.
 */
import { readFileSync } from 'node:fs';
import { actionNotesFile, type ProjectPaths } from '../events/paths.js';
import { writeFileAtomic } from '../files.js';
import type { ActionNotes } from './action-notes.js';

function notesFile(paths: ProjectPaths): string {
  return actionNotesFile(paths);
}

export function readActionNotes(paths: ProjectPaths): ActionNotes | undefined {
  try {
    const value = JSON.parse(readFileSync(notesFile(paths), 'utf8')) as ActionNotes;
    return value && value.v === 1 && typeof value.files === 'object' && Array.isArray(value.errors)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeActionNotes(paths: ProjectPaths, notes: ActionNotes): void {
  const text = JSON.stringify(notes);
  try {
    if (readFileSync(notesFile(paths), 'utf8') === text) return;
  } catch {
    // Not written yet.
  }
  writeFileAtomic(notesFile(paths), text, { makeFolder: true });
}
