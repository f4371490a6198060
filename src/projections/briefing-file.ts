/**
 * The briefing's shell: gathers what the pure briefing needs (the log, the clock, the
 * branch, local access statistics, reality facts from the work tree), builds it, and
 * writes `.claude/rules/cortex-briefing.md`. The session-start hook returns the same
 * text to Claude Code; `cortex brief` prints it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { describeWithheld } from '../trust/settings.js';
import { describeConfigProblems } from '../config/config.js';
import { isAbsolute, join, resolve } from 'node:path';
import { readHead } from '../git/plumbing/repo.js';
import type { Project } from '../project.js';
import { readAccessStats } from './access-file.js';
import {
  briefingBranchOf,
  buildBriefing,
  briefingFilesToCheck,
  foldDigest,
  type Briefing,
  type BriefingOptions,
} from './briefing.js';
import { buildActionNotes } from './action-notes.js';
import { writeActionNotes } from './action-notes-file.js';
import type { LogDigest } from './digest.js';
import { MANIFEST_FILES, type Manifest } from './manifests.js';
import { readMemoryView, type MemoryView } from './memory-view.js';
import { readMemoryProvenance } from '../trust/provenance-view.js';
import { keepTrustedMemories } from '../trust/trusted-memories.js';
import { describeUntrustedLeftOut } from '../trust/provenance.js';
import { filesOnBranches, readLocalBranches } from '../git/branch-memory.js';
import { stringList } from './text-shapes.js';
import { describeUnread } from './read-limit.js';
import {
  briefingChannel,
  hasInstructionsFile,
  type BriefingChannel,
} from '../setup/briefing-channel.js';
import type { RealityFacts } from './reality.js';
import { writeFileAtomic } from '../files.js';

/** Where Claude Code picks the briefing up at launch (gitignored by `cortex init`). */
export const BRIEFING_FILE = '.claude/rules/cortex-briefing.md';

/** Reads the manifests at the repository root. */
export function readManifests(root: string): Manifest[] {
  const manifests: Manifest[] = [];
  for (const { file, ecosystem, parse } of MANIFEST_FILES) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    manifests.push({ file, ecosystem, names: parse(text) });
  }
  return manifests;
}

function readBriefingFile(project: Project): string | undefined {
  try {
    return readFileSync(join(project.paths.root, BRIEFING_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/** Looks at the work tree for what memory claims: files, manifests, the branch, the briefing file. */
export function gatherRealityFacts(project: Project, digest: LogDigest): RealityFacts {
  const root = project.repo.root;
  const missingFiles = new Set(
    briefingFilesToCheck(digest).filter(
      (file) => !existsSync(isAbsolute(file) ? file : resolve(root, file)),
    ),
  );
  const previous = readBriefingFile(project);
  const briefingBranch = previous === undefined ? undefined : briefingBranchOf(previous);
  const branch = readHead(project.repo).branch;
  // A file missing here is not gone when the branch that recorded it still has it.
  let onlyOn: Map<string, string> | undefined;
  if (missingFiles.size) {
    const local = readLocalBranches(project.repo);
    const pairs = new Map<string, readonly [string, string]>();
    for (const event of [...digest.memoryEvents, ...digest.recentActivity]) {
      if (event.branch === null || event.branch === branch || !local.has(event.branch)) continue;
      for (const file of stringList(event.data.files))
        if (missingFiles.has(file)) pairs.set(`${event.branch}\0${file}`, [file, event.branch]);
    }
    onlyOn = filesOnBranches(project.repo, [...pairs.values()]);
  }
  return {
    branch,
    missingFiles,
    manifests: readManifests(root),
    ...(briefingBranch !== undefined ? { briefingBranch } : {}),
    ...(onlyOn?.size ? { onlyOn } : {}),
  };
}

export interface BriefingRequest {
  now: Date;
  /** A budget for this briefing only (otherwise the config's). */
  budget?: number;
  /** The memory view (the log and other branches' memories), when the caller has already read it (as readBriefingLog does). */
  log?: MemoryView;
  /** The documents that changed since the last session, when the caller refreshed the chunk store. */
  documents?: { changed: readonly string[]; removed: readonly string[] };
}

/**
 * The log as the briefing reads it: the newest event files within `briefing.logMiB`
 * (read-limit.ts), so that a session start costs the same however long the team has worked.
 */
export function readBriefingLog(project: Project, now: Date): MemoryView {
  return readMemoryView(project, {
    limit: { bytes: project.config.briefing.logMiB * 1024 * 1024, now },
  });
}

/** Builds the briefing for the project as it is now; writes only the point-of-action index beside it (local, derived). */
export function prepareBriefing(project: Project, request: BriefingRequest): Briefing {
  const log = request.log ?? readBriefingLog(project, request.now);
  // Memories from authors the settings do not trust stay out (not deleted: log, search and MCP show them).
  const provenance = readMemoryProvenance(project, log);
  const trusted = keepTrustedMemories(log.digest, provenance.isTrusted);
  const reality = gatherRealityFacts(project, trusted.digest);
  const config = project.config.briefing;
  const options: Partial<BriefingOptions> = {
    budget: request.budget ?? config.budget,
    shares: config.shares,
    decay: { decayPerHour: config.decayPerHour, reinforcement: 1.2 },
    // Said once: where Claude Code loads them from their own rules file, not here too.
    instructions: !hasInstructionsFile(project.repo.root),
  };
  try {
    // What the point-of-action hooks say comes from the same trusted memories (action-notes.ts).
    writeActionNotes(project.paths, buildActionNotes(foldDigest(trusted.digest)));
  } catch {
    // A local file that cannot be written costs only the notes; the briefing goes on.
  }
  return buildBriefing({
    digest: trusted.digest,
    now: request.now,
    branch: reality.branch,
    access: readAccessStats(project.paths).stats,
    reality,
    unreadableLines: log.warnings.length,
    committedBy: provenance.committedBy,
    notices: [
      ...(project.withheld?.length ? [describeWithheld(project.withheld)] : []),
      ...(project.refused ?? []),
      ...(project.configReading?.problems.length
        ? [describeConfigProblems(project.configReading.problems)]
        : []),
      ...(provenance.problem ? [`${provenance.problem}: memories left out until it can.`] : []),
      ...(log.unreadFiles ? [describeUnread(log.unreadFiles, config.logMiB)] : []),
      ...(trusted.leftOut || trusted.activitySessionsLeftOut
        ? [
            describeUntrustedLeftOut(
              trusted.leftOut,
              provenance.trust,
              trusted.activitySessionsLeftOut,
            ),
          ]
        : []),
    ],
    elsewhere: log.elsewhere,
    ...(request.documents ? { documents: request.documents } : {}),
    options,
  });
}

/**
 * Builds the briefing and writes it to `.claude/rules/cortex-briefing.md` (only when its
 * text changed). Returns the briefing, whose text the session-start hook hands to Claude
 * Code as additional context: a file that cannot be written (a read-only checkout, a
 * `.claude/rules` that is not a folder) is reported in `problem`, and the text still returned.
 */
export function writeBriefing(
  project: Project,
  request: BriefingRequest,
): Briefing & { file: string; written: boolean; channel: BriefingChannel; problem?: string } {
  const briefing = prepareBriefing(project, request);
  const file = join(project.paths.root, BRIEFING_FILE);
  const channel = briefingChannel(project.repo.root, process.env);
  if (channel === 'hook') {
    // The hook hands the briefing over; a rules-file copy would be loaded at launch as well, stale.
    try {
      rmSync(file, { force: true });
    } catch {
      // Not ours to fight over: doctor reports a second copy.
    }
    return { ...briefing, file, written: false, channel };
  }
  if (readBriefingFile(project) === briefing.text)
    return { ...briefing, file, written: false, channel };
  try {
    writeFileAtomic(file, briefing.text, { makeFolder: true, temporaryIn: project.paths.localDir });
    return { ...briefing, file, written: true, channel };
  } catch (error) {
    return {
      ...briefing,
      file,
      written: false,
      channel,
      problem: `could not write ${BRIEFING_FILE}: ${(error as Error).message}`,
    };
  }
}
