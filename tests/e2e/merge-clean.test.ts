/**
 * Merges leave a clean tree: three branches each record memories through Claude Code's Stop
 * hook (whose projections a background refresh writes later) and are committed at once, as
 * people do; merged into main one after the other, each merge leaves `git status` clean and
 * the next merge does not abort. The pre-commit hook `cortex init` installs is what makes the
 * commits complete: the projections of their events go into them.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { tempDir, tempRepo } from '../helpers/repo.js';
import { Session } from '../helpers/transcript-builder.js';

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: '2026-11-20T10:00:00Z',
      GIT_COMMITTER_DATE: '2026-11-20T10:00:00Z',
    },
  });
  expect(result.status, `git ${args.join(' ')}\n${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

/** A session on the current branch whose Stop hook records two decisions and a lesson. */
function recordSession(root: string, name: string): void {
  const transcript = join(tempDir(), `${name}.jsonl`);
  const session = new Session(root, `session-${name}`)
    .prompt(`Work on ${name}.`)
    .text(
      'm1',
      `[MEMORY: decision] ${name}: keep the ${name} settings in one JSON file, because it needs no server`,
    )
    .text(
      'm2',
      `[MEMORY: rejected] ${name}: a database for the ${name} settings, because it needs a daemon`,
    )
    .text('m3', `[MEMORY: learned] ${name}: the ${name} parser rejects trailing commas`);
  writeFileSync(transcript, session.contents());
  const stop = cortexBin(root, ['hook', 'stop'], {
    input: JSON.stringify({
      session_id: `session-${name}`,
      transcript_path: transcript,
      cwd: root,
      hook_event_name: 'Stop',
    }),
  });
  expect(stop.code).toBe(0);
}

describe('merging branches that recorded memories through the hooks', () => {
  it('leaves git status clean after each of three merges in a row', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'Set up cortex');
    const main = git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    // A memory recorded by hand (its projections written at once), with only its event staged: the commit takes them too.
    expect(
      cortexBin(root, ['remember', '--type', 'decision', 'Keep the release notes in CHANGELOG.md'])
        .code,
    ).toBe(0);
    git(root, 'add', '--', '.cortex/events');
    git(root, 'commit', '-q', '-m', 'a decision');
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD')).toMatch(
      /\.cortex\/decisions\/[^\n]*keep-the-release-notes[^\n]*\.md/,
    );
    expect(git(root, 'status', '--porcelain')).toBe('');
    for (const name of ['alpha', 'beta', 'gamma']) {
      git(root, 'checkout', '-q', '-b', name, main);
      recordSession(root, name);
      git(root, 'add', '-A');
      git(root, 'commit', '-q', '-m', `${name}: work`);
      // The commit carries the decision records of its events, not only the events.
      const committed = git(root, 'show', '--name-only', '--format=', 'HEAD');
      expect(committed).toMatch(/\.cortex\/decisions\/.*\.md/);
      expect(committed).toContain('.cortex/decisions.md');
      expect(cortexBin(root, ['project', '--check']).code).toBe(0);
    }
    git(root, 'checkout', '-q', main);
    for (const name of ['alpha', 'beta', 'gamma']) {
      git(root, 'merge', '-q', '--no-ff', '--no-edit', name);
      expect(git(root, 'status', '--porcelain'), `after merging ${name}`).toBe('');
    }
    const decisions = git(root, 'show', 'HEAD:.cortex/decisions.md');
    for (const name of ['alpha', 'beta', 'gamma'])
      expect(decisions).toContain(`${name}: keep the ${name} settings in one JSON file`);
    expect(cortexBin(root, ['project', '--check']).code).toBe(0);
  }, 120_000);
});
