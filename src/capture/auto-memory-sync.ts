/**
 * Keeping the shared log in step with Claude Code's auto memory for this project, when the
 * user opted in (`capture.autoMemory`, a setting obeyed from the committed config only once
 * approved on this machine: the notes are personal until the user says otherwise). Run at
 * SessionEnd: the memory folder sits beside the session's transcript
 * (`~/.claude/projects/<project>/memory/`), so nothing is guessed about where it is.
 *
 * A note new since the last sync is recorded as a lesson (`knowledge_acquired`, source
 * `auto-memory`, with its file and headings); a note gone from the files (removed or
 * reworded) has its memory retracted. What was recorded is kept in
 * `.cortex/local/auto-memory.json`; when that is lost it is rebuilt from the log, so no note
 * is recorded twice. Symbolic links, files that are not UTF-8 text and anything past
 * Claude Code's own limits (200 lines, 25 KB, 50 topic files) are skipped with a note.
 * Everything is redacted before it is written.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { makeEvent } from '../events/envelope.js';
import { deriveEventId } from '../events/id.js';
import { appendEvents, readEventLog } from '../events/store.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import { headReader, readHead } from '../git/plumbing/repo.js';
import type { Project } from '../project.js';
import { customPatternScanner } from '../redaction/custom-patterns.js';
import { redactValues } from '../redaction/redactor.js';
import { captureAuthor } from './author-cache.js';
import { AUTO_MEMORY_MAX_FILES, autoMemoryNotes, type AutoMemoryNote } from './auto-memory.js';
import { autoMemoryFile } from '../events/paths.js';

/** The session the notes are recorded under: they belong to no one conversation. */
export const AUTO_MEMORY_SESSION = 'claude-auto-memory';
const STATE_VERSION = 1;

export interface AutoMemorySync {
  recorded: number;
  retracted: number;
  notes: string[];
}

interface SyncState {
  v: number;
  /** The memory recorded for each note key. */
  notes: Record<string, string>;
}

function stateFile(project: Project): string {
  return autoMemoryFile(project.paths);
}

/** What was recorded so far: the local state, or (when it is lost) the log's own auto-memory events. */
function readState(project: Project): SyncState {
  const text = readTextIfExists(stateFile(project));
  if (text !== undefined) {
    try {
      const value = JSON.parse(text) as SyncState;
      if (value.v === STATE_VERSION && typeof value.notes === 'object' && value.notes !== null)
        return value;
    } catch {
      // Rebuilt below.
    }
  }
  const notes: Record<string, string> = {};
  const retracted = new Set<string>();
  for (const event of readEventLog(project.paths).events) {
    if (event.session !== AUTO_MEMORY_SESSION) continue;
    const key = (event.data as { autoMemoryKey?: unknown }).autoMemoryKey;
    if (event.type === 'knowledge_acquired' && typeof key === 'string') notes[key] = event.id;
    if (event.type === 'memory_retracted') for (const ref of event.refs) retracted.add(ref);
  }
  for (const [key, id] of Object.entries(notes)) if (retracted.has(id)) delete notes[key];
  return { v: STATE_VERSION, notes };
}

/** The memory folder beside a session's transcript, when it is a real folder. */
export function autoMemoryFolder(transcriptPath: string): string | undefined {
  const folder = join(dirname(transcriptPath), 'memory');
  try {
    return lstatSync(folder).isDirectory() ? folder : undefined;
  } catch {
    return undefined;
  }
}

/** The notes of the folder's files (MEMORY.md first), and what was skipped and why. */
export function readAutoMemory(folder: string): { notes: AutoMemoryNote[]; skipped: string[] } {
  const skipped: string[] = [];
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((name) => name.toLowerCase().endsWith('.md'))
      .sort((a, b) =>
        a === 'MEMORY.md' ? -1 : b === 'MEMORY.md' ? 1 : a < b ? -1 : a > b ? 1 : 0,
      );
  } catch (error) {
    return { notes: [], skipped: [`could not list ${folder}: ${(error as Error).message}`] };
  }
  if (names.length > AUTO_MEMORY_MAX_FILES + 1) {
    skipped.push(
      `${names.length - AUTO_MEMORY_MAX_FILES - 1} auto memory files past the first ${AUTO_MEMORY_MAX_FILES + 1}`,
    );
    names = names.slice(0, AUTO_MEMORY_MAX_FILES + 1);
  }
  const notes: AutoMemoryNote[] = [];
  for (const name of names) {
    const path = join(folder, name);
    try {
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) {
        skipped.push(`auto memory ${name}: a symbolic link (not followed)`);
        continue;
      }
      if (!stat.isFile()) continue;
      const bytes = readFileSync(path);
      if (bytes.includes(0)) {
        skipped.push(`auto memory ${name}: binary content`);
        continue;
      }
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
      notes.push(...autoMemoryNotes(name, text));
    } catch (error) {
      skipped.push(
        `auto memory ${name}: ${error instanceof TypeError ? 'not UTF-8 text' : (error as Error).message}`,
      );
    }
  }
  return { notes, skipped };
}

/** Records the notes new since the last sync and retracts those gone. */
export async function syncAutoMemory(
  project: Project,
  folder: string,
  now: Date,
): Promise<AutoMemorySync> {
  const { notes, skipped } = readAutoMemory(folder);
  const state = readState(project);
  const present = new Set(notes.map((note) => note.key));
  const fresh = notes.filter((note) => state.notes[note.key] === undefined);
  const gone = Object.entries(state.notes).filter(([key]) => !present.has(key));
  const result: AutoMemorySync = { recorded: 0, retracted: 0, notes: skipped };
  if (fresh.length === 0 && gone.length === 0) return result;

  const redaction = await redactValues(
    fresh.map((note) => ({ text: note.text, headings: note.headings })),
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      library: async (text) => (await import('../redaction/secretlint.js')).lintSecretRanges(text),
    },
  );
  result.notes.push(
    ...(redaction.outcome.patternProblems ?? []),
    ...(redaction.outcome.libraryProblem ? [redaction.outcome.libraryProblem] : []),
  );
  const ts = now.toISOString();
  const branch = readHead(project.repo).branch;
  const author = captureAuthor(project);
  const events: AnyEvent[] = [];
  fresh.forEach((note, index) => {
    const { text, headings } = redaction.values[index]!;
    const event = makeEvent({
      id: deriveEventId(now.getTime(), `${AUTO_MEMORY_SESSION}\u0000${note.key}`),
      ts,
      type: 'knowledge_acquired',
      session: AUTO_MEMORY_SESSION,
      branch,
      author,
      content: text,
      source: { layer: 'import', tool: 'claude-auto-memory' },
      confidence: 0.8,
      data: {
        autoMemoryKey: note.key,
        file: note.file,
        ...(headings.length ? { subject: headings[headings.length - 1]!.slice(0, 80) } : {}),
        tags: ['auto-memory'],
      },
    }) as AnyEvent;
    events.push(event);
    state.notes[note.key] = event.id;
  });
  for (const [key, id] of gone) {
    events.push(
      makeEvent({
        id: deriveEventId(now.getTime(), `${AUTO_MEMORY_SESSION}\u0000retract\u0000${key}`),
        ts,
        type: 'memory_retracted',
        refs: [id],
        session: AUTO_MEMORY_SESSION,
        branch,
        author,
        content: "Forgot: a note no longer in Claude Code's auto memory",
        source: { layer: 'import', tool: 'claude-auto-memory' },
        data: { reason: "removed or reworded in Claude Code's auto memory" },
      }) as AnyEvent,
    );
    delete state.notes[key];
  }
  appendEvents(project.paths, headReader(project.repo), events, {
    writer: AUTO_MEMORY_SESSION,
    now,
    entropy: () => randomBytes(10),
  });
  writeFileAtomic(stateFile(project), JSON.stringify(state) + '\n', { makeFolder: true });
  result.recorded = fresh.length;
  result.retracted = gone.length;
  return result;
}
