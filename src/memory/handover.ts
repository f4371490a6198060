/**
 * What this session has been handed already, so that nothing is handed twice: whether its
 * first prompt got the task frame, the memories given at its prompts, the notes given at the
 * point of action. One small file per session under `.cortex/local/sessions/`; a missing or
 * damaged one reads as "nothing handed yet" (the worst case is a repeat, never an error).
 */
import { readFileSync } from 'node:fs';
import { type ProjectPaths, sessionHandoverFile } from '../events/paths.js';
import { writeFileAtomic } from '../files.js';

export interface Handover {
  /** The first real prompt got its frame. */
  framed: boolean;
  /** Memory ids handed over at prompts and at the point of action. */
  handed: string[];
}

/** More ids than a session is ever handed: the oldest are forgotten past it. */
const MAX_HANDED = 500;

function handoverFile(paths: ProjectPaths, session: string): string {
  return sessionHandoverFile(paths, session);
}

export function readHandover(paths: ProjectPaths, session: string | undefined): Handover {
  if (!session) return { framed: false, handed: [] };
  try {
    const value = JSON.parse(
      readFileSync(handoverFile(paths, session), 'utf8'),
    ) as Partial<Handover>;
    return {
      framed: value.framed === true,
      handed: Array.isArray(value.handed)
        ? value.handed.filter((id): id is string => typeof id === 'string')
        : [],
    };
  } catch {
    return { framed: false, handed: [] };
  }
}

export function writeHandover(
  paths: ProjectPaths,
  session: string | undefined,
  handover: Handover,
): void {
  if (!session) return;
  const handed = [...new Set(handover.handed)].slice(-MAX_HANDED);
  writeFileAtomic(
    handoverFile(paths, session),
    JSON.stringify({ framed: handover.framed, handed }) + '\n',
    { makeFolder: true },
  );
}
