/**
 * The committed settings that would send data off this machine or name an environment
 * variable (`cortex trust`): read as they stand, or approved as they are now. Until the user
 * approves them, cortex leaves them unused (config/settings-files.ts).
 */
import { approveCommittedSettings, readProjectSettings } from '../config/settings-files.js';
import type { Project } from './open.js';

/** The settings, and which of them wait for approval. */
export function readSettings(
  project: Project,
  env: Record<string, string | undefined>,
): ReturnType<typeof readProjectSettings> {
  return readProjectSettings(project.paths, env);
}

/** Records that the user accepts the committed settings as they are now; returns them. */
export function approveSettings(
  project: Project,
  env: Record<string, string | undefined>,
  now: Date,
): ReturnType<typeof approveCommittedSettings> {
  return approveCommittedSettings(project.paths, env, now);
}
