/**
 * Labelling results with their provenance, for the faces that list memories one per line
 * (the MCP server's search, decisions and recent): who recorded each
 * memory and who committed it, and a mark on the ones whose author the briefing does not
 * trust. Labels come from the memory view (viewLabeller), or, for search results, from what
 * the index read of each memory (searchLabeller), which gives the same labels without
 * reading the whole log's digest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventText } from '../events/lines.js';
import { orderEvents } from '../events/order.js';
import { EVENT_TYPES } from '../events/types.js';
import { readBranchMemory, type ElsewhereOrigin } from '../git/branch-memory.js';
import { readHead } from '../git/plumbing/repo.js';
import type { MemoryView } from '../projections/memory-view.js';
import type { SearchHit } from '../search/engine.js';
import type { RecordOrigin } from '../search/record-origins.js';
import {
  describeProvenance,
  describeUntrustedFlag,
  type AuthorTrust,
} from '../trust/provenance.js';
import {
  committerOfFiles,
  readAuthorTrust,
  readEventFileCommitters,
  readMemoryProvenance,
  trustJudge,
} from '../trust/provenance-view.js';
import type { Project } from './open.js';

/** What a label is put on: a result line naming a memory by id. */
export interface Labelled {
  id: string;
  /** Who it is from, as git recorded it (`by …`, `recorded as …, committed by …`). */
  from?: string | undefined;
  /** Marks after the line: an author the settings do not trust. */
  flags?: readonly string[] | undefined;
}

/** Puts provenance labels on a result line (one it knows nothing of is returned as it is). */
export type Labeller = <T extends Labelled>(item: T) => T;

/** What a one-line result is labelled with: who recorded the memory, who committed it, whether the briefing trusts it. */
interface Provenance {
  author: string | null;
  committer: string | undefined;
  trusted: boolean;
}

/**
 * Labels one-line results with their provenance (who recorded each memory, who committed it)
 * and marks the ones whose author the briefing does not trust. `provenanceOf` gives an id's
 * provenance (undefined: not known, left unlabelled).
 */
function provenanceLabeller(
  trust: AuthorTrust,
  provenanceOf: (id: string) => Provenance | undefined,
): Labeller {
  const untrusted = describeUntrustedFlag(trust);
  return <T extends Labelled>(item: T): T => {
    const provenance = provenanceOf(item.id);
    if (provenance === undefined) return item;
    const from = describeProvenance({ author: provenance.author }, provenance.committer);
    return {
      ...item,
      ...(from ? { from } : {}),
      ...(provenance.trusted ? {} : { flags: [...(item.flags ?? []), untrusted] }),
    };
  };
}

/** A labeller over the memory view's own events. */
export function viewLabeller(project: Project, log: MemoryView): Labeller {
  const provenance = readMemoryProvenance(project, log);
  const authors = new Map<string, string | null>();
  for (const event of log.digest.memoryEvents)
    if (!authors.has(event.id)) authors.set(event.id, event.author);
  for (const collision of log.digest.collisions)
    authors.set(collision.renamed.id, collision.renamed.author);
  return provenanceLabeller(provenance.trust, (id) => {
    if (!authors.has(id)) return undefined;
    const author = authors.get(id)!;
    return {
      author,
      committer: provenance.committedBy.get(id),
      trusted: provenance.isTrusted({ id, author }),
    };
  });
}

/**
 * The memory events with id `id` in each of `files` (repository paths), in that order and
 * in line order within a file: what decides which of a memory's differing copies keeps its
 * id (see events/collisions.ts). A file that cannot be read gives nothing.
 */
function readEventCopies(project: Project, files: readonly string[], id: string): AnyEvent[] {
  const copies: AnyEvent[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(project.paths.root, file), 'utf8');
    } catch {
      continue;
    }
    // Only the lines that name the id are parsed: the file may be a large one.
    const lines = text.split('\n').filter((line) => line.includes(id));
    for (const { event } of parseEventText(lines.join('\n'), file).entries) {
      if (event.id === id && EVENT_TYPES[event.type].category !== 'activity') copies.push(event);
    }
  }
  return copies;
}

/**
 * Who added each event file, kept between calls of a long-lived server for the commit HEAD
 * is at (what changes it: a commit, a checkout, a merge); read again when HEAD moves.
 */
let fileCommitters: { root: string; head: string; adders: ReadonlyMap<string, string> } | undefined;

/** Who added each event file, or undefined when git could not say (then nothing git cannot vouch for is trusted). */
function readFileCommitters(project: Project): ReadonlyMap<string, string> | undefined {
  const head = readHead(project.repo).commit;
  if (head !== null && fileCommitters?.root === project.repo.root && fileCommitters.head === head)
    return fileCommitters.adders;
  const adders = readEventFileCommitters(project);
  fileCommitters =
    adders !== undefined && head !== null ? { root: project.repo.root, head, adders } : undefined;
  return adders;
}

/**
 * Labels search results from what the index read of each memory (the file of every copy of
 * its event and the author its lines record), who added those files (git, cached for HEAD)
 * and where another branch's memory was found: the labels the memory view gives
 * (viewLabeller), without reading the whole log's digest. One id in several files is shown
 * as committed by the least trusted of their committers, and differing copies under one id
 * by the author of the one that keeps the id (events/collisions.ts), as in the view.
 */
export function searchLabeller(
  project: Project,
  hits: readonly SearchHit[],
  originsOf: (hit: SearchHit) => RecordOrigin[] | undefined,
  log: (message: string) => void,
): Labeller {
  // Trust is read afresh: the settings or the default branch may have changed since.
  const trust = readAuthorTrust(project);
  const adders = readFileCommitters(project);
  const judge = trustJudge(trust, adders !== undefined);
  let branchOrigins: ReadonlyMap<string, ElsewhereOrigin> | undefined;
  /** Where another branch or worktree holds a memory, as the memory view would find it now. */
  const elsewhereOrigin = (id: string): ElsewhereOrigin | undefined => {
    if (!branchOrigins) {
      try {
        const other = readBranchMemory(project.repo, project.paths);
        for (const problem of other.problems) log(problem);
        branchOrigins = other.origins;
      } catch (error) {
        log(`could not read other branches' memory: ${(error as Error).message}`);
        branchOrigins = new Map();
      }
    }
    return branchOrigins.get(id);
  };
  const provenance = new Map<
    string,
    { author: string | null; committer: string | undefined } | undefined
  >();
  for (const hit of hits) {
    const id = hit.record.id;
    if (provenance.has(id)) continue;
    const inLog = (originsOf(hit) ?? []).filter((origin) => origin.file !== undefined);
    if (inLog.length === 0) {
      // Not in this work tree's log: another branch's memory, labelled as that branch has it.
      const origin = elsewhereOrigin(id);
      provenance.set(id, origin && { author: origin.author ?? null, committer: origin.committer });
      continue;
    }
    // Only memories and corrections carry a label; activity found by search stays unlabelled.
    const memories = inLog.filter((origin) => origin.memory);
    if (memories.length === 0) {
      provenance.set(id, undefined);
      continue;
    }
    // In the order the log lists its files, as the view reads them.
    const files = [...new Set(memories.map((origin) => origin.file!))].sort();
    let author = memories[0]!.author;
    if (memories.some((origin) => origin.author !== author)) {
      // Differing copies: the one that keeps the id is decided by the events themselves.
      const kept = orderEvents(readEventCopies(project, files, id)).events.find(
        (event) => event.id === id,
      );
      if (kept) author = kept.author;
    }
    provenance.set(id, {
      author,
      committer: adders === undefined ? undefined : committerOfFiles(files, adders, trust),
    });
  }
  return provenanceLabeller(trust, (id) => {
    const found = provenance.get(id);
    return found && { ...found, trusted: judge(found.author, found.committer) };
  });
}
