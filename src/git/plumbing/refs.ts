/**
 * Reading git's ref files without spawning git: the hook path cannot afford a process
 * per call just to learn the branch and the commit HEAD points at.
 */

/** What `.git/HEAD` says: a symbolic ref (`refs/heads/main`) or a detached commit. */
export type HeadFile = { ref: string } | { commit: string };

export function parseHeadFile(content: string): HeadFile | undefined {
  const text = content.trim();
  if (text.startsWith('ref:')) return { ref: text.slice(4).trim() };
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(text)) return { commit: text };
  return undefined;
}

/** Finds `ref` in the contents of `packed-refs`. */
export function findPackedRef(packedRefs: string, ref: string): string | undefined {
  for (const line of packedRefs.split('\n')) {
    if (line.startsWith('#') || line.startsWith('^')) continue;
    const space = line.indexOf(' ');
    if (space > 0 && line.slice(space + 1).trim() === ref) return line.slice(0, space);
  }
  return undefined;
}

/** The branch name for a symbolic ref, or null when HEAD is not on a branch. */
export function branchOfRef(ref: string): string | null {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}
