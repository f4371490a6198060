/**
 * The explorer's use case (`cortex view`): the memory view as the briefing sees it (this
 * branch's log, this clone's activity, other local branches' memories), folded with the
 * corrections of trusted authors, each memory with who git says committed it, whether that
 * author is trusted, and whether the files it names changed since; the corrections of
 * untrusted authors are shown as marks, not applied, as everywhere else.
 */
import { basename } from 'node:path';
import { escapeInvisible } from '../events/control-characters.js';
import { collisionMarks } from '../events/collisions.js';
import { EVENT_TYPES } from '../events/types.js';
import { correctionOf, foldMemories } from '../projections/corrections.js';
import {
  checkRememberedFiles,
  freshnessNote,
  rankByFreshness,
  rememberedFilesOf,
} from '../knowledge/file-freshness.js';
import {
  DEFAULT_EXPLORER_LIMIT,
  explorerData,
  type ExplorerData,
} from '../projections/explorer-data.js';
import { readMemoryView } from '../projections/memory-view.js';
import {
  committedByOther,
  describeUnappliedCorrection,
  describeUntrustedAuthors,
} from '../trust/provenance.js';
import { readMemoryProvenance } from '../trust/provenance-view.js';
import { searchMemories } from './search.js';
import { digestEvents } from './targets.js';
import { currentBranch, type Project } from './open.js';
import { explorerLauncherFile, explorerPageFile } from '../events/paths.js';
import { CortexError } from '../errors.js';
import { writeFileAtomic } from '../files.js';
import { readAsset } from '../setup/assets.js';

export type {
  ExplorerData,
  ExplorerMemory,
  ExplorerSession,
} from '../projections/explorer-data.js';
export { DEFAULT_EXPLORER_LIMIT } from '../projections/explorer-data.js';

/** `1 memory`, `3 memories`. */
function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

const isControl = (type: keyof typeof EVENT_TYPES) => EVENT_TYPES[type].category === 'control';

/** Every string of `value`, with the characters that hide or control text written as escapes. */
function visible<T>(value: T): T {
  if (typeof value === 'string') return escapeInvisible(value) as T;
  if (Array.isArray(value)) return value.map(visible) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, visible(field)]),
    ) as T;
  return value;
}

/**
 * Reads what the explorer shows: the newest `limit` memories and everything about them,
 * each character that hides or controls text written as its escape (the explorer's channel).
 */
export function readExplorer(
  project: Project,
  now: Date,
  options: { limit?: number } = {},
): ExplorerData {
  const view = readMemoryView(project);
  const provenance = readMemoryProvenance(project, view);
  const events = digestEvents(view.digest);
  // The corrections of trusted authors applied, as trustedCorrections does (with the provenance read once).
  const fold = foldMemories(
    events.filter((event) => !isControl(event.type) || provenance.isTrusted(event)),
  );

  // Corrections by authors the briefing does not trust: shown on what they name, not applied.
  const marks = new Map<string, string[]>();
  const mark = (id: string, text: string) => marks.set(id, [...(marks.get(id) ?? []), text]);
  let unapplied = 0;
  for (const event of events) {
    if (!isControl(event.type) || provenance.isTrusted(event)) continue;
    unapplied++;
    // Worded as search and MCP word it; git's view of the trust, or none where git cannot say.
    const note = describeUnappliedCorrection(
      correctionOf(event),
      provenance.committedBy.get(event.id) ?? event.author ?? undefined,
      provenance.problem ? undefined : provenance.trust,
    );
    for (const ref of event.refs) mark(ref, note);
  }
  for (const memory of fold.memories) {
    const committer = provenance.committedBy.get(memory.id);
    if (committedByOther(memory.event, committer))
      mark(memory.id, `claims ${memory.event.author}, committed by ${committer}`);
  }
  for (const [id, text] of view.digest.collisions.flatMap(collisionMarks)) mark(id, text);

  const standing = fold.memories.filter(
    (memory) => memory.status === 'active' && EVENT_TYPES[memory.type].category === 'knowledge',
  );
  const freshness = new Map<string, string>();
  for (const [id, found] of checkRememberedFiles(
    project.repo.root,
    standing.map((memory) => rememberedFilesOf(memory.event)),
  ))
    freshness.set(id, freshnessNote(found));

  const elsewhere = new Map<string, string>();
  for (const [id, origin] of view.elsewhere)
    elsewhere.set(
      id,
      origin.worktree ? `worktree ${origin.worktree}` : `branch ${origin.branch ?? '(detached)'}`,
    );

  const untrusted = standing.filter((memory) => !provenance.isTrusted(memory.event)).length;
  const collisions = view.digest.collisions.length;
  const warnings = [
    ...(untrusted
      ? [
          `${count(untrusted, 'standing memory comes', 'standing memories come')} from ${describeUntrustedAuthors(provenance.trust)}, whom the briefing does not trust: marked "untrusted"; 'cortex trust' says more.`,
        ]
      : []),
    ...(unapplied
      ? [
          `${count(unapplied, 'correction', 'corrections')} by untrusted authors: shown on the memories named, not applied.`,
        ]
      : []),
    ...(collisions
      ? [
          `${count(collisions, 'event id is', 'event ids are')} used by two different events ('cortex doctor' explains).`,
        ]
      : []),
    ...(freshness.size
      ? [
          `${count(freshness.size, 'standing memory names', 'standing memories name')} files that changed or went since recorded.`,
        ]
      : []),
    ...(view.warnings.length
      ? [
          `${count(view.warnings.length, 'log line', 'log lines')} could not be read ('cortex doctor' says which).`,
        ]
      : []),
    ...(provenance.problem ? [`Provenance: ${provenance.problem}.`] : []),
    ...view.problems,
  ];
  return visible(
    explorerData({
      project: basename(project.repo.root),
      branch: currentBranch(project),
      now,
      fold,
      eventCount: view.digest.eventCount,
      limit: options.limit ?? DEFAULT_EXPLORER_LIMIT,
      committedBy: provenance.committedBy,
      isTrusted: (event) => provenance.isTrusted(event),
      elsewhere,
      freshness,
      marks,
      warnings,
    }),
  );
}

/** Where `cortex view` writes the page unless told: `.cortex/local/view.html` (never committed). */
export function explorerPagePath(project: Project): string {
  return explorerPageFile(project.paths);
}

/** Where `cortex view --serve --open` writes the page that leads the browser to the served one. */
export function explorerLauncherPath(project: Project): string {
  return explorerLauncherFile(project.paths);
}

/**
 * A query as `cortex search` ranks it (keywords and meaning, the corrections of trusted
 * authors applied, memories about changed files lower): the ids of the memories found, best
 * first, and a note when the search fell back to keywords.
 */
export async function searchExplorer(
  project: Project,
  query: string,
  now: Date,
  options: { env: Record<string, string | undefined>; report: (message: string) => void },
): Promise<{ ids: string[]; note?: string }> {
  const found = await searchMemories(project, { query, mode: 'hybrid', limit: 200, now }, options);
  const memories = found.hits.filter(
    (hit) => EVENT_TYPES[hit.record.type].category === 'knowledge',
  );
  const ranked = rankByFreshness(project.repo.root, memories, (hit) =>
    rememberedFilesOf(hit.record),
  ).hits;
  return {
    ids: [...new Set(ranked.map((hit) => hit.record.id))],
    ...(found.note ? { note: found.note } : {}),
  };
}

/** The explorer page's script, built for the browser with the rest of cortex (dist/view-client.js). */
export function readExplorerScript(): string {
  try {
    return readAsset('dist/view-client.js');
  } catch {
    throw new CortexError(
      'VIEW_SCRIPT_MISSING',
      "the explorer's script (dist/view-client.js) is missing from this installation",
      { hint: "reinstall cortex, or run 'npm run build' in a checkout" },
    );
  }
}

/** Writes the page: replaced, never written through, so a link planted at the path (a committed one, say) is not followed. */
export function writeExplorerPage(path: string, page: string): void {
  writeFileAtomic(path, page, { makeFolder: true });
}
