/**
 * How far V8 lets the heap grow before it collects again, for the processes that read the
 * whole log. After each full collection V8 lets the heap grow to about four times what
 * survived; these processes (import, project, a search index rebuild, the git hooks after a
 * merge, the session-start briefing, the MCP server) make far more short-lived objects than
 * they keep, so most of their resident memory was garbage waiting to be collected. Twice
 * what survived instead: `cortex import` of 100,000 events peaked at 339 MiB and took 16.3 s,
 * now 239 MiB and 14.5 s; the session-start hook at 100,000 events 341 MiB, now 295 MiB.
 */

/** The flag's default: V8's own heuristics. */
const DEFAULT_GROWTH = '--heap-growing-percent=0';
const LOWER_GROWTH = '--heap-growing-percent=100';

/**
 * Lowers the growth for what this process does next; the function returned restores V8's
 * default. A hook restores it before it exits: V8 rejects a code cache made under other
 * flags, and the hook runner writes its cache at exit.
 */
export function lowerHeapGrowth(): () => void {
  if (!setFlag(LOWER_GROWTH)) return () => undefined;
  return () => void setFlag(DEFAULT_GROWTH);
}

function setFlag(flag: string): boolean {
  try {
    process.getBuiltinModule('node:v8').setFlagsFromString(flag);
    return true;
  } catch {
    // A runtime without the flag (or without getBuiltinModule): V8's default growth.
    return false;
  }
}
