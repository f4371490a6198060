/**
 * What git runs when a cortex file changed on both sides of a merge, rebase or cherry-pick
 * (the drivers `cortex init` configures): the events driver (git/events-driver.ts) and the
 * projections' driver, which renders a committed projection afresh from the merged events
 * (git/driver.ts).
 */
import { runProjectionDriver, type ProjectionRenderer } from '../git/driver.js';
import { renderedFile, renderProjectionsOf } from '../projections/committed.js';
import type { Project } from './open.js';

export { runEventsDriverCommand } from '../git/events-driver.js';

/** Renders one committed projection from the events the operation results in. */
const renderProjection: ProjectionRenderer = (path, events) =>
  renderedFile(renderProjectionsOf(events), path);

/** Merges the projection files git names (base, ours, theirs, the path) by rendering them from the merged log. */
export function mergeProjectionFiles(
  project: Project,
  files: Parameters<typeof runProjectionDriver>[1],
  env: Record<string, string | undefined>,
): ReturnType<typeof runProjectionDriver> {
  return runProjectionDriver(project, files, env, renderProjection);
}
