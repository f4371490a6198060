/**
 * Working out, from inside a merge driver, which commits are being combined. git does not
 * tell a driver: during `git merge` it names the other side in a GITHEAD_<id> variable;
 * during a rebase the commit being replayed is the last one in rebase-merge/done; for a
 * cherry-pick (and whenever else) the commit is the one whose change to this very file took
 * it from the base blob to theirs. These are the pure parts; git/driver.ts runs git.
 */

/** The other side of a merge, from git's GITHEAD_<commit> environment variables. */
export function mergeHeadFromEnv(
  env: Record<string, string | undefined>,
  head: string,
): string | undefined {
  const heads = Object.keys(env)
    .filter((key) => /^GITHEAD_[0-9a-f]{40}([0-9a-f]{24})?$/.test(key))
    .map((key) => key.slice('GITHEAD_'.length))
    .filter((commit) => commit !== head);
  return heads.length === 1 ? heads[0] : undefined;
}

/** The commit being replayed, from the contents of `.git/rebase-merge/done`. */
export function replayedCommitFromDone(done: string): string | undefined {
  const lines = done.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const last = lines.at(-1);
  const match =
    last &&
    /^(?:pick|p|reword|r|edit|e|fixup|f|squash|s)\s+(?:-[cC]\s+)?([0-9a-f]{4,64})\b/.exec(
      last.trim(),
    );
  return match ? match[1] : undefined;
}

/**
 * Finds, in `git log --raw --no-abbrev --format=%x00%H` output for one path, the commit
 * whose change took that path from blob `from` to blob `to`.
 */
export function commitChangingBlob(
  logOutput: string,
  from: string,
  to: string,
): string | undefined {
  let commit: string | undefined;
  for (const line of logOutput.split('\n')) {
    if (line.startsWith('\0')) {
      commit = line.slice(1).trim();
      continue;
    }
    const match = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) [A-Z]/.exec(line);
    if (commit && match && match[1] === from && match[2] === to) return commit;
  }
  return undefined;
}
