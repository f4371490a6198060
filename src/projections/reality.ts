/**
 * Reality checks (paper section 9.9): what memory says, compared with what is on disk now,
 * turned into warnings for the briefing. The shell gathers the facts (which of the files
 * memory names exist, the manifests, the branch); everything here is a pure comparison.
 */
import type { Memory } from './corrections.js';
import type { Manifest } from './manifests.js';
import { readChoice, type Technology } from './technologies.js';
import { oneLine, stringList } from './text-shapes.js';

export interface RealityFacts {
  /** The branch checked out now; null when detached or unknown. */
  branch: string | null;
  /** Of the files asked about, those that do not exist. */
  missingFiles: ReadonlySet<string>;
  /** The manifests found, with the dependency names each declares. */
  manifests: readonly Manifest[];
  /**
   * The branch the briefing file already on disk was written for, if there is one: Claude
   * Code loads that file at launch, before the session-start hook replaces it.
   */
  briefingBranch?: string;
  /** Of the missing files, those another local branch still has: file -> that branch. */
  onlyOn?: ReadonlyMap<string, string>;
}

/** Facts that check nothing: for callers with no work tree to look at. */
export const NO_REALITY: RealityFacts = { branch: null, missingFiles: new Set(), manifests: [] };

/** Files named by a memory or an activity event (repository-relative, as recorded). */
export function filesNamed(memory: Memory): string[] {
  // A path outside the repository shortened to `~/…` is not one the work tree can say anything about.
  return stringList(memory.data.files).filter(
    (file) => file !== '.' && !file.includes('*') && !file.startsWith('~'),
  );
}

/** The distinct files a set of memories names, capped: the files a reality check looks for. */
export function filesToCheck(memories: Iterable<Memory>, limit = 400): string[] {
  const files = new Set<string>();
  for (const memory of memories) {
    for (const file of filesNamed(memory)) {
      files.add(file);
      if (files.size >= limit) return [...files];
    }
  }
  return [...files];
}

/** The files a memory names that no longer exist. */
export function missingFilesOf(memory: Memory, facts: RealityFacts): string[] {
  return filesNamed(memory).filter((file) => facts.missingFiles.has(file));
}

export interface DependencyConflict {
  memory: Memory;
  technology: Technology;
  manifest: Manifest;
  /** What the manifest has instead (for a choice), or the package it still has (for a rejection). */
  found: string[];
  kind: 'chosen-missing' | 'rejected-present';
}

function packagesIn(technology: Technology, manifest: Manifest): string[] | undefined {
  const packages = technology.packages[manifest.ecosystem];
  if (packages === undefined || packages === null) return undefined;
  return packages.filter((name) => manifest.names.has(name));
}

/**
 * Decisions and rejections the manifests contradict: a chosen technology that no manifest
 * of its ecosystem declares while an alternative of the same category is declared, or a
 * rejected one that is still declared. A choice with no alternative present is not a
 * conflict (it may simply not be installed yet).
 */
export function dependencyConflicts(
  memories: Iterable<Memory>,
  manifests: readonly Manifest[],
  alternatives: readonly Technology[],
): DependencyConflict[] {
  const conflicts: DependencyConflict[] = [];
  if (manifests.length === 0) return conflicts;
  for (const memory of memories) {
    if (memory.type !== 'decision_made' && memory.type !== 'approach_rejected') continue;
    const choice = readChoice(memory.content);
    const chosen = memory.type === 'decision_made' ? choice.chosen : [];
    const rejected =
      memory.type === 'approach_rejected' ? [...choice.chosen, ...choice.rejected].slice(0, 1) : [];
    for (const technology of chosen) {
      for (const manifest of manifests) {
        const present = packagesIn(technology, manifest);
        if (present === undefined || present.length > 0) continue;
        const rivals = alternatives
          .filter((other) => other.category === technology.category && other !== technology)
          .flatMap((other) => packagesIn(other, manifest) ?? []);
        if (rivals.length)
          conflicts.push({ memory, technology, manifest, found: rivals, kind: 'chosen-missing' });
      }
    }
    for (const technology of rejected) {
      for (const manifest of manifests) {
        const present = packagesIn(technology, manifest);
        if (present?.length)
          conflicts.push({
            memory,
            technology,
            manifest,
            found: present,
            kind: 'rejected-present',
          });
      }
    }
  }
  return conflicts;
}

/** A conflict as a briefing warning. */
export function describeConflict(conflict: DependencyConflict, ordinal: number): string {
  const source = `("${oneLine(conflict.memory.content, 90)}", s${ordinal})`;
  const { technology, manifest, found } = conflict;
  if (conflict.kind === 'chosen-missing') {
    return `Memory says ${technology.name} was chosen ${source}, but ${manifest.file} has ${found.join(', ')} and no ${technology.name} package.`;
  }
  return `Memory says ${technology.name} was rejected ${source}, but ${manifest.file} still depends on ${found.join(', ')}.`;
}
