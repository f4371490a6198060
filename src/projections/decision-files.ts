/**
 * The decision records in the work tree (shell): reading them, asking git who changed or
 * deleted one, and recording a reviewer's change as a correction event authored by them.
 * `regenerateProjections` calls this before it writes the records, so a reviewer's wording
 * is in the log before the file is written again.
 */
import { clockFromEnv } from '../clock.js';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { newEventId } from '../events/id.js';
import { correctionEvent, type Origin } from '../events/manual.js';
import { redactedMarker } from '../events/rewrite.js';
import { appendEvents } from '../events/store.js';
import { extraRules, findSecretRanges } from '../redaction/rules.js';
import { overBroadReason } from '../redaction/custom-patterns.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import { gitOutput, headReader, readHead } from '../git/plumbing/repo.js';
import { formatAuthor, projectAuthor, type Project } from '../project.js';
import { DECISIONS_DIR, type DecisionRecord } from './decision-records.js';
import {
  editsEver,
  retractedIds,
  reviewRecords,
  type RecordFile,
  type ReviewResult,
} from './decision-review.js';
import type { MemoryFold } from './corrections.js';
import { decisionRecordsFile } from '../events/paths.js';

/**
 * What cortex last wrote to each record: the key it was rendered from (DecisionRecord.key)
 * and the file's size and modification time after writing. A file whose key still matches
 * and whose size and time are unchanged is current without being read or rendered, as git
 * trusts its index; anything else (an edit, a checkout, a merge) is read and compared.
 */
export interface RecordStamps {
  v: 2;
  /** Per record: a SHA-1 of its key (keys hold whole memories; their hashes keep this file small), size, time. */
  files: Record<string, [keyHash: string, size: number, mtimeMs: number]>;
}

function keyHash(key: string): string {
  return createHash('sha1').update(key).digest('base64url');
}

function stampsFile(project: Project): string {
  return decisionRecordsFile(project.paths);
}

export function readRecordStamps(project: Project): RecordStamps {
  try {
    const parsed = JSON.parse(readTextIfExists(stampsFile(project)) ?? '') as RecordStamps;
    if (parsed.v === 2 && typeof parsed.files === 'object' && parsed.files !== null) return parsed;
  } catch {
    // Missing or damaged: every record is read and compared, then stamped again.
  }
  return { v: 2, files: {} };
}

export function writeRecordStamps(project: Project, stamps: RecordStamps): void {
  try {
    writeFileAtomic(stampsFile(project), JSON.stringify(stamps), { makeFolder: true });
  } catch {
    // Only a speed-up: the next run compares the files again.
  }
}

/** Stamps a record just written or found current. */
export function stampRecord(project: Project, stamps: RecordStamps, record: DecisionRecord): void {
  try {
    const stat = statSync(join(project.repo.root, DECISIONS_DIR, record.name));
    stamps.files[record.name] = [keyHash(record.key), stat.size, stat.mtimeMs];
  } catch {
    delete stamps.files[record.name];
  }
}

export interface RecordFilesRead {
  /** Files that may differ from what the log gives, with their text. */
  files: RecordFile[];
  /** Files known to be current by their stamp (not read). */
  current: Set<string>;
  /** Every record file name present. */
  present: Set<string>;
}

/** The `.md` files in `.cortex/decisions/`: those whose stamp says they are current are not read. */
export function readRecordFiles(
  root: string,
  records?: ReadonlyMap<string, DecisionRecord>,
  stamps?: RecordStamps,
): RecordFilesRead {
  const result: RecordFilesRead = { files: [], current: new Set(), present: new Set() };
  let names: string[];
  try {
    names = readdirSync(join(root, DECISIONS_DIR)).filter((name) => name.endsWith('.md'));
  } catch {
    return result;
  }
  names.sort();
  for (const name of names) {
    const path = join(root, DECISIONS_DIR, name);
    const stamp = stamps?.files[name];
    const record = records?.get(name);
    if (stamp && record && stamp[0] === keyHash(record.key)) {
      try {
        const stat = statSync(path);
        if (stat.size === stamp[1] && stat.mtimeMs === stamp[2]) {
          result.present.add(name);
          result.current.add(name);
          continue;
        }
      } catch {
        continue;
      }
    }
    const text = readTextIfExists(path);
    if (text === undefined) continue;
    result.present.add(name);
    result.files.push({ name, text });
  }
  return result;
}

/**
 * Records missing from the work tree that were deleted on purpose: in the work tree (still
 * in the index) or by a commit. A record never written yet is neither. Spawns git only when
 * something is missing.
 */
function deletedRecords(root: string, missing: readonly string[]): Set<string> {
  const deleted = new Set<string>();
  if (missing.length === 0) return deleted;
  const wanted = new Set(missing);
  const inIndex = gitOutput(root, ['ls-files', '-z', '--', `${DECISIONS_DIR}/`]) ?? '';
  const inHistory =
    gitOutput(root, [
      'log',
      '--diff-filter=D',
      '--name-only',
      '--format=',
      '-z',
      '--',
      `${DECISIONS_DIR}/`,
    ]) ?? '';
  for (const path of [...inIndex.split('\0'), ...inHistory.split(/[\0\n]/)]) {
    const name = path.startsWith(`${DECISIONS_DIR}/`) ? path.slice(DECISIONS_DIR.length + 1) : '';
    if (wanted.has(name)) deleted.add(name);
  }
  return deleted;
}

/** Who made the change a file shows: the current user for an uncommitted one, else the author of the last commit that touched it. */
function changeAuthor(project: Project, name: string): string | null {
  const path = `${DECISIONS_DIR}/${name}`;
  const status = gitOutput(project.repo.root, ['status', '--porcelain', '--', path]);
  if (status) return projectAuthor(project);
  const email = gitOutput(project.repo.root, ['log', '-1', '--format=%ae', '--', path]);
  return email ? formatAuthor(email, project.config) : projectAuthor(project);
}

/**
 * A reviewer's text goes through cortex's own secret rules (and the project's patterns)
 * before it is written to the log, like any text that did not come from a transcript.
 * secretlint's library scan is asynchronous and this path is not; its rules run on the
 * next capture or `cortex redact`.
 */
function redactReviewText(project: Project, text: string): string {
  const patterns = project.config.redaction.patterns.filter(
    (pattern) => overBroadReason(pattern) === undefined,
  );
  const ranges = findSecretRanges(text, extraRules(patterns)).sort((a, b) => b.start - a.start);
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  // Rules may find the same secret twice: a range reaching into one already replaced is skipped.
  for (const range of ranges) {
    if (range.end > limit) continue;
    out = out.slice(0, range.start) + redactedMarker(range.kind) + out.slice(range.end);
    limit = range.start;
  }
  return out;
}

export interface ReviewOptions {
  now?: Date;
  entropy?: () => Uint8Array;
  /**
   * Which missing records git is asked about (two git commands): `all`, as the post-merge
   * and post-rewrite hooks do after git brought in others' commits; or `stamped` (the
   * default), those this clone wrote before, so that a capture adding a decision spawns no
   * git. A clone with no stamps yet (fresh) asks about all.
   */
  deletions?: 'all' | 'stamped';
}

export interface RecordedReview extends ReviewResult {
  /** The correction events appended (empty when reviewers changed nothing). */
  appended: AnyEvent[];
}

/** Reads the record files back against what the log gives and appends the reviewers' corrections. */
export function reviewRecordFiles(
  project: Project,
  fold: MemoryFold,
  records: ReadonlyMap<string, DecisionRecord>,
  memoryEvents: readonly AnyEvent[],
  options: ReviewOptions & { stamps?: RecordStamps } = {},
): RecordedReview & RecordFilesRead {
  const read = readRecordFiles(project.repo.root, records, options.stamps);
  const { files } = read;
  const stamped = options.stamps?.files ?? {};
  const askAll = options.deletions === 'all' || Object.keys(stamped).length === 0;
  const missing = [...records.keys()].filter(
    (name) => !read.present.has(name) && (askAll || stamped[name] !== undefined),
  );
  const review = reviewRecords({
    files,
    records,
    fold,
    deleted: deletedRecords(project.repo.root, missing),
    everRetracted: retractedIds(memoryEvents),
    everEdited: editsEver(memoryEvents),
  });
  if (review.corrections.length === 0) return { ...review, ...read, appended: [] };
  const now = options.now ?? clockFromEnv(process.env)();
  const entropy = options.entropy ?? (() => crypto.getRandomValues(new Uint8Array(10)));
  const branch = readHead(project.repo).branch;
  const events = review.corrections.map((correction) => {
    const origin: Origin = {
      ts: now.toISOString(),
      session: null,
      branch,
      author: changeAuthor(project, correction.file),
      tool: 'review',
      newId: () => newEventId(now.getTime(), entropy()),
    };
    const event = correctionEvent(correction.type, [correction.target], origin, {
      ...(correction.content !== undefined
        ? { content: redactReviewText(project, correction.content) }
        : {}),
      ...(correction.why !== undefined ? { reason: correction.why } : {}),
    });
    const data: Record<string, unknown> = {
      ...(event.data as Record<string, unknown>),
      file: `${DECISIONS_DIR}/${correction.file}`,
    };
    if (correction.reason !== undefined) data.reason = redactReviewText(project, correction.reason);
    return { ...event, data } as AnyEvent;
  });
  appendEvents(project.paths, headReader(project.repo), events, { writer: 'cli', now, entropy });
  return { ...review, ...read, appended: events };
}
