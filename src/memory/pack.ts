/**
 * `cortex pack`: the months before the current one merged into one file a month
 * (git/pack.ts), so that a long-lived log stays a few hundred files.
 */
import { monthFolder } from '../events/paths.js';
import { packEventLog } from '../git/pack.js';
import type { Project } from './open.js';

export { describeProblems as describePackProblems } from '../git/pack.js';

/** How to pack: only say what would be done; commit the packs; only when more files than this. */
export type PackOptions = Omit<Parameters<typeof packEventLog>[1], 'before'>;

/** Packs every month before `now`'s. */
export function packMonthsBefore(
  project: Project,
  now: Date,
  options: PackOptions,
): ReturnType<typeof packEventLog> {
  return packEventLog(project.repo, { ...options, before: monthFolder(now) });
}
