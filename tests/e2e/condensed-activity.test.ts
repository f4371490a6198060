/**
 * Commit what teammates need, keep the rest local: a real session captured through the
 * built hooks leaves its per-tool activity in .cortex/local/ and one condensed
 * `session_activity` event in the committed log, which a clone's briefing and search read.
 */
import { copyFileSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { describeWithFixtures, transcript } from '../helpers/fixtures.js';
import { git, settleBackgroundWork, tempDir, tempRepo } from '../helpers/repo.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT } from '../helpers/capture.js';

const SESSION = 'c35cf82b-0486-4d17-94d7-7fa36376faff';
const ACTIVITY = new Set(['file_modified', 'file_explored', 'command_run']);

interface Line {
  type: string;
  session: string;
  content: string;
  data: Record<string, unknown>;
}

function linesUnder(root: string, dir: string): Line[] {
  const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.ndjson'),
  );
  return files.flatMap((file) =>
    readFileSync(join(root, dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line),
  );
}

function hook(root: string, event: string, payload: Record<string, unknown>): string {
  const result = cortexBin(root, ['hook', event], {
    input: JSON.stringify({ cwd: root, ...payload }),
  });
  expect(result.code).toBe(0);
  return result.stdout;
}

describeWithFixtures('condensed activity (a real session through the built hooks)', () => {
  it('commits one condensed event and no per-tool activity, keeps the detail local, and a clone still learns what the session did', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const path = join(tempDir(), `${SESSION}.jsonl`);
    copyFileSync(transcript(`entireio-cli/${SESSION}.jsonl`), path);
    const base = { session_id: SESSION, transcript_path: path };
    hook(root, 'session-start', { ...base, hook_event_name: 'SessionStart', source: 'startup' });
    hook(root, 'stop', { ...base, hook_event_name: 'Stop', stop_hook_active: false });
    // Before the session ends, its activity is local only.
    expect(
      linesUnder(root, '.cortex/events').filter((line) => line.type === 'session_activity'),
    ).toEqual([]);
    hook(root, 'session-end', { ...base, hook_event_name: 'SessionEnd', reason: 'exit' });

    const committed = linesUnder(root, '.cortex/events');
    expect(committed.filter((line) => ACTIVITY.has(line.type))).toEqual([]);
    const condensed = committed.filter((line) => line.type === 'session_activity');
    expect(condensed).toHaveLength(1);
    const commands = condensed[0]!.data.commands as {
      command: string;
      description?: string;
      test?: string;
    }[];
    expect(
      commands.find((entry) =>
        entry.command.startsWith(
          'go build ./... && go test ./cmd/entire/cli/strategy/... -count=1 -run Condense',
        ),
      ),
    ).toMatchObject({
      description: 'Build and run condensation-related tests',
      test: 'passed',
    });
    expect(condensed[0]!.data.files).toContain('cmd/entire/cli/checkpoint/committed.go');
    expect(committed.some((line) => line.type === 'error_resolved')).toBe(true);

    const detail = linesUnder(root, '.cortex/local/activity');
    expect(detail.filter((line) => line.type === 'command_run').length).toBeGreaterThan(40);
    expect(detail.every((line) => ACTIVITY.has(line.type))).toBe(true);
    expect(git(root, 'check-ignore', `.cortex/local/activity/${SESSION}.ndjson`).trim()).toBe(
      `.cortex/local/activity/${SESSION}.ndjson`,
    );
    const bytes = (dir: string) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.ndjson'))
        .reduce((sum, name) => sum + readFileSync(join(root, dir, name)).length, 0);
    // Memories and the session's outcome are committed; the per-tool detail, far larger, stays local.
    expect(bytes('.cortex/events')).toBeLessThan(bytes('.cortex/local/activity') / 2);

    // The user's own search finds a single command by its words, from the local detail.
    const search = JSON.parse(
      cortexBin(root, ['search', 'stash keep-index staged changes compile', '--json']).stdout,
    ) as { results: { type: string; content: string }[] };
    expect(search.results[0]).toMatchObject({ type: 'command_run' });
    expect(search.results[0]!.content).toContain('git stash push --keep-index');
    // Where the detail is at hand, it answers, not the condensed line that covers it.
    const local = JSON.parse(
      cortexBin(root, ['search', 'condensation-related tests', '--json']).stdout,
    ) as { results: { type: string }[] };
    expect(local.results.map((result) => result.type)).toContain('command_run');
    expect(local.results.map((result) => result.type)).not.toContain('session_activity');
    // `cortex log` marks the local detail as such.
    expect(cortexBin(root, ['log', '-n', '3', '--type', 'command']).stdout).toContain(
      'local, not committed',
    );

    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'Session');
    const clone = tempDir();
    git(clone, 'clone', '-q', root, 'copy');
    const copy = join(clone, 'copy');
    git(copy, 'config', 'user.email', 'teammate@example.com');
    expect(cortexBin(copy, ['init']).code).toBe(0);
    const briefing = JSON.parse(
      hook(copy, 'session-start', {
        session_id: 'another-session',
        transcript_path: join(clone, 'none.jsonl'),
        hook_event_name: 'SessionStart',
        source: 'startup',
      }),
    ) as {
      hookSpecificOutput: { additionalContext: string };
    };
    // What the session did reaches the clone as its outcome, not as a list of what it touched.
    expect(briefing.hookSpecificOutput.additionalContext).toMatch(
      /- s\d+, 2026-01-\d\d on `soph\/refactor-trailer-checkpoint-id`: \*\*Goal:\*\* Refactor `CheckpointID` fields .* \*\*Outcome:\*\* All tests pass\./,
    );
    // And its search finds the session by a command's purpose.
    const found = JSON.parse(
      cortexBin(copy, ['search', 'condensation-related tests', '--json']).stdout,
    ) as { results: { type: string }[] };
    expect(found.results.map((result) => result.type)).toContain('session_activity');
  });
});

it('condenses, at the next SessionStart, a session that ended without SessionEnd once it has been quiet', () => {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  const path = join(tempDir(), `${DEMO_SESSION}.jsonl`);
  writeFileSync(path, readFileSync(DEMO_TRANSCRIPT));
  hook(root, 'stop', {
    session_id: DEMO_SESSION,
    transcript_path: path,
    hook_event_name: 'Stop',
    stop_hook_active: false,
  });
  const condensed = () =>
    linesUnder(root, '.cortex/events').filter((line) => line.type === 'session_activity');
  const next = {
    session_id: 'next-session',
    transcript_path: join(tempDir(), 'next.jsonl'),
    hook_event_name: 'SessionStart',
    source: 'startup',
  };
  // Still active (written to a minute ago): left alone.
  hook(root, 'session-start', next);
  expect(condensed()).toEqual([]);
  const detail = join(root, `.cortex/local/activity/${DEMO_SESSION}.ndjson`);
  const quiet = new Date(Date.now() - 11 * 60_000);
  utimesSync(detail, quiet, quiet);
  hook(root, 'session-start', next);
  expect(condensed()).toHaveLength(1);
  expect(condensed()[0]!.session).toBe(DEMO_SESSION);
  // The committed projections follow, regenerated by a process of their own.
  settleBackgroundWork(root);
  expect(cortexBin(root, ['project', '--check']).code).toBe(0);
  // Condensed once: the next start finds nothing new.
  hook(root, 'session-start', next);
  expect(condensed()).toHaveLength(1);
});
