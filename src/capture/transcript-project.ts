/**
 * Which project a Claude Code transcript belongs to: the `cwd` its records carry. `cortex
 * ingest` takes only the sessions that ran in this repository, one of its worktrees, or a
 * folder below them, so another project's paths and commands never reach this one's
 * committed memory. Pure.
 */

/** The first `cwd` the transcript's records name, from the start of its text. */
export function transcriptCwd(head: string): string | undefined {
  for (const line of head.split('\n')) {
    // The last line of a cut-off head may be incomplete: a parse failure just moves on.
    if (!line.includes('"cwd"')) continue;
    try {
      const record = JSON.parse(line) as { cwd?: unknown };
      if (typeof record.cwd === 'string' && record.cwd !== '') return record.cwd;
    } catch {
      // Not a whole record.
    }
  }
  return undefined;
}

/** Whether `cwd` is one of `roots` or a folder below one (paths with `/`; a trailing slash is ignored). */
export function isWithin(cwd: string, roots: readonly string[]): boolean {
  const path = cwd.replace(/\/+$/, '');
  return roots.some((root) => {
    const base = root.replace(/\/+$/, '');
    return path === base || path.startsWith(`${base}/`);
  });
}
