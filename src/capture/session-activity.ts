/**
 * Condensing a session's activity into the committed log (shell). Capture appends the
 * per-tool activity of this clone's sessions to `.cortex/local/activity/<session>.ndjson`;
 * when a session ends (SessionEnd, the end of an ingest) or has gone quiet (the next
 * SessionStart finds it), what is new in that file is folded into `session_activity`
 * events (events/activity.ts) and appended to the session's committed file, so teammates
 * see what it touched and ran. `.cortex/local/activity/condensed.json` remembers, per file,
 * how many of its bytes are condensed: a session resumed later gets a second condensed
 * event for what came after, never the same one twice (their ids derive from what they cover).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { condenseSessionActivity } from '../events/activity.js';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventText } from '../events/lines.js';
import {
  appendEvents,
  localEventFile,
  readEventIdsSince,
  readWriterFileIds,
} from '../events/store.js';
import { headReader } from '../git/plumbing/repo.js';
import type { Project } from '../project.js';
import { writeFileAtomic } from '../files.js';

/** A session whose local activity has not grown for this long is condensed by the next SessionStart. */
export const QUIET_SESSION_MS = 10 * 60 * 1000;

type CondensedSizes = Record<string, number>;

function sizesFile(project: Project): string {
  return join(project.paths.localEventsDir, 'condensed.json');
}

function readSizes(project: Project): CondensedSizes {
  try {
    const parsed = JSON.parse(readFileSync(sizesFile(project), 'utf8')) as unknown;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as CondensedSizes)
      : {};
  } catch {
    return {};
  }
}

export interface CondenseOptions {
  now: Date;
  entropy?: () => Uint8Array;
}

/** The session a local activity file holds, from its first readable event. */
function sessionOf(events: readonly AnyEvent[], file: string): string {
  return events.find((event) => event.session)?.session ?? basename(file, '.ndjson');
}

/**
 * Condenses what is new in local activity files and appends the condensed events to the
 * committed log; returns the events appended. A file that shrank (rewritten by `cortex
 * redact`) counts as condensed: its bytes no longer line up with what was.
 */
function condenseFiles(
  project: Project,
  files: readonly string[],
  options: CondenseOptions,
): AnyEvent[] {
  if (files.length === 0) return [];
  const sizes = readSizes(project);
  const appended: AnyEvent[] = [];
  let changed = false;
  for (const absolute of files) {
    const name = basename(absolute);
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolute);
    } catch {
      continue;
    }
    const from = sizes[name] ?? 0;
    const end = bytes.lastIndexOf(0x0a) + 1;
    if (end <= from) {
      if (from > bytes.length) {
        sizes[name] = end;
        changed = true;
      }
      continue;
    }
    const events = parseEventText(bytes.subarray(from, end).toString('utf8'), name).entries.map(
      (entry) => entry.event,
    );
    const session = sessionOf(events, absolute);
    const condensed = condenseSessionActivity(session, events);
    if (condensed.length) {
      const since = Math.min(...condensed.map((event) => Date.parse(event.ts)));
      let present: Set<string> | undefined;
      appendEvents(project.paths, headReader(project.repo), condensed, {
        writer: session,
        now: options.now,
        entropy: options.entropy ?? (() => randomBytes(10)),
        // The writer's current file too, whenever it was started: a condensing that died after its
        // append and before saving the sizes left its events there (the read by file-name time can miss it).
        knownIds: () =>
          (present = new Set([
            ...readEventIdsSince(project.paths, since),
            ...readWriterFileIds(project.paths, session),
          ])),
      });
      appended.push(
        ...(present ? condensed.filter((event) => !present!.has(event.id)) : condensed),
      );
    }
    sizes[name] = end;
    changed = true;
  }
  if (changed)
    writeFileAtomic(sizesFile(project), JSON.stringify(sizes, Object.keys(sizes).sort()) + '\n', {
      makeFolder: true,
    });
  return appended;
}

/**
 * Condenses what local activity files (repository paths, as capture records them) hold
 * that is not condensed yet: at a session's end, or an ingest's.
 */
export function condenseLocalFiles(
  project: Project,
  files: Iterable<string>,
  options: CondenseOptions,
): AnyEvent[] {
  return condenseFiles(
    project,
    [...new Set(files)].map((file) => join(project.paths.root, file)),
    options,
  );
}

/**
 * Condenses the sessions other than `current` whose local activity grew since it was last
 * condensed and has been quiet for QUIET_SESSION_MS: sessions that ended without a
 * SessionEnd (a crash, a closed terminal). Costs one directory listing and a stat per
 * session file when there is nothing to do.
 */
export function condenseQuietSessions(
  project: Project,
  current: string | undefined,
  options: CondenseOptions,
): AnyEvent[] {
  let names: string[];
  try {
    names = readdirSync(project.paths.localEventsDir).filter((name) => name.endsWith('.ndjson'));
  } catch {
    return [];
  }
  const sizes = readSizes(project);
  const skip = current ? basename(localEventFile(project.paths, current)) : undefined;
  const due: string[] = [];
  for (const name of names.sort()) {
    if (name === skip) continue;
    const absolute = join(project.paths.localEventsDir, name);
    try {
      const stat = statSync(absolute);
      if (
        stat.size !== (sizes[name] ?? 0) &&
        options.now.getTime() - stat.mtimeMs >= QUIET_SESSION_MS
      )
        due.push(absolute);
    } catch {
      // Gone meanwhile.
    }
  }
  return condenseFiles(project, due, options);
}
