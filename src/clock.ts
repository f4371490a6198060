/**
 * The clock a process runs on. Every command, hook and server takes its time from here
 * (through its I/O context), never from `new Date()` in place, so that what depends on
 * "now" (the week `recent` covers, decay, `--since 7d`, the month folder of a new event
 * file) can be pinned: `CORTEX_NOW=2026-11-20T09:00:00Z` starts the clock at that instant,
 * as `GIT_AUTHOR_DATE` pins git's. Tests and reproducible demos use it; a value that is not
 * a date is ignored, so a stray setting can never stop a hook.
 */

/** The clock for an environment: the machine's, or one started at `CORTEX_NOW` that runs on from there. */
export function clockFromEnv(
  env: Record<string, string | undefined>,
  machine: () => number = Date.now,
): () => Date {
  const pinned = env.CORTEX_NOW ? Date.parse(env.CORTEX_NOW) : Number.NaN;
  if (Number.isNaN(pinned)) return () => new Date(machine());
  // It runs on, so two events written by one process keep their order.
  const started = machine();
  return () => new Date(pinned + (machine() - started));
}
