/**
 * The local access statistics' shell (`.cortex/local/access.json` and its journal
 * `access.log`; the format and the fold are in access.ts): reading them, folding a long
 * journal into the snapshot, and recording a retrieval.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { accessFile, accessLogFile, type ProjectPaths } from '../events/paths.js';
import type { Project } from '../project.js';
import {
  applyAccessJournal,
  parseAccessStats,
  serializeAccessLine,
  serializeAccessStats,
  type AccessEntry,
} from './access.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';

export function accessStatsFile(paths: ProjectPaths): string {
  return accessFile(paths);
}

/** The journal of retrievals not yet folded into access.json. */
export function accessJournalFile(paths: ProjectPaths): string {
  return accessLogFile(paths);
}

/** A journal longer than this is folded into access.json by the next reader. */
const JOURNAL_FOLD_BYTES = 64 * 1024;

/**
 * Reads the local access statistics: the snapshot with the journal applied. Missing or
 * damaged files give none (and `problem`). A long journal is folded into the snapshot:
 * it is first moved aside, so that retrievals recorded meanwhile start a new journal
 * rather than being lost.
 */
export function readAccessStats(paths: ProjectPaths): {
  stats: Map<string, AccessEntry>;
  problem?: string;
} {
  const snapshot = readTextIfExists(accessStatsFile(paths));
  const parsed =
    snapshot === undefined ? { stats: new Map<string, AccessEntry>() } : parseAccessStats(snapshot);
  const journalPath = accessJournalFile(paths);
  const journal = readTextIfExists(journalPath);
  if (journal === undefined) return parsed;
  const stats = applyAccessJournal(parsed.stats, journal);
  if (journal.length > JOURNAL_FOLD_BYTES) {
    try {
      const aside = `${journalPath}.${process.pid}.folding`;
      renameSync(journalPath, aside);
      // Lines appended between the read above and the rename are in `aside` too.
      const folded = applyAccessJournal(parsed.stats, readFileSync(aside, 'utf8'));
      writeFileAtomic(accessStatsFile(paths), serializeAccessStats(folded), { makeFolder: true });
      rmSync(aside, { force: true });
      return { stats: folded, ...(parsed.problem ? { problem: parsed.problem } : {}) };
    } catch {
      // Another reader folded it first, or the folder is read-only: the stats read stand.
    }
  }
  return { stats, ...(parsed.problem ? { problem: parsed.problem } : {}) };
}

/**
 * Records that memories were retrieved (by `cortex brief --task`, search, MCP, the prompt
 * hook), which reinforces them: one appended line, whatever the number of memories.
 */
export function recordAccess(project: Project, ids: Iterable<string>, now: Date): void {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  mkdirSync(project.paths.localDir, { recursive: true });
  appendFileSync(accessJournalFile(project.paths), serializeAccessLine(unique, now));
}
