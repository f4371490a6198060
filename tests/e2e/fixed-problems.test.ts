/**
 * Capture corrects itself (the built binary, through the hooks): a lesson that states a
 * problem as current ("X doesn't match Y") is retracted by capture once a later session on
 * the branch fixes it, with the fix as the reason; `cortex log` shows the retraction as
 * capture's, and the next session is no longer handed the stale lesson. A lesson about
 * other code stands.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { commitAll, tempDir, tempRepo } from '../helpers/repo.js';
import { Session } from '../helpers/transcript-builder.js';

const PROBLEM =
  "The build fails because `src/tensor_unified.c` defines its own tensor struct, which doesn't match `tensor_t` in `src/tensor.h`: every access to ->data breaks.";
const OTHER =
  "The benchmark is slow because `bench/run_all.py` doesn't reuse `DeviceBuffer` between runs, so every run allocates again.";

/** `cortex log --json` prints one event per line. */
function logJson<T>(root: string, type: string): T[] {
  const result = cortexBin(root, ['log', '--type', type, '--json']);
  expect(result.code).toBe(0);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** What the first prompt of a new session is handed. */
function firstPrompt(
  root: string,
  session: string,
  prompt = 'why does the build of src/tensor_unified.c fail with tensor_t?',
): string {
  const result = cortexBin(root, ['hook', 'user-prompt-submit'], {
    input: JSON.stringify({
      session_id: session,
      cwd: root,
      hook_event_name: 'UserPromptSubmit',
      prompt,
    }),
  });
  expect(result.code).toBe(0);
  return result.stdout;
}

function endSession(root: string, id: string, session: Session): void {
  const transcript = join(tempDir(), `${id}.jsonl`);
  writeFileSync(transcript, session.lines.join('\n') + '\n');
  const base = { session_id: id, transcript_path: transcript, cwd: root };
  expect(
    cortexBin(root, ['hook', 'stop'], {
      input: JSON.stringify({ ...base, hook_event_name: 'Stop', stop_hook_active: false }),
    }).code,
  ).toBe(0);
  expect(
    cortexBin(root, ['hook', 'session-end'], {
      input: JSON.stringify({ ...base, hook_event_name: 'SessionEnd', reason: 'other' }),
    }).code,
  ).toBe(0);
}

describe('a problem a later session fixed', () => {
  it('is retracted by capture and no longer handed over; a problem with other code stands', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    commitAll(root, 'cortex init');

    endSession(
      root,
      'sess-problem',
      new Session(root, 'sess-problem')
        .prompt('why does the build fail?')
        .text('m1', PROBLEM)
        .prompt('and why is the benchmark slow?')
        .text('m2', OTHER)
        .prompt('ok, thanks'),
    );
    const before = logJson<{ id: string; content: string }>(root, 'knowledge_acquired');
    const problem = before.find((event) => event.content === PROBLEM);
    expect(problem).toBeDefined();
    expect(before.some((event) => event.content === OTHER)).toBe(true);
    expect(firstPrompt(root, 'before')).toContain('defines its own tensor struct');

    endSession(
      root,
      'sess-fix',
      new Session(root, 'sess-fix')
        .prompt('let us get the build green')
        .text('m1', 'Looking at the build first.')
        .prompt('go on')
        .text(
          'm2',
          'Fixed. The issue was that `src/tensor_unified.c` defined its own struct instead of using `tensor_t`; it now includes `src/tensor.h` and uses `tensor_t` directly. The build passes.',
        )
        .prompt('great'),
    );

    const retractions = logJson<{
      refs: string[];
      session: string;
      content: string;
      data: { tags?: string[] };
    }>(root, 'memory_retracted');
    expect(retractions).toHaveLength(1);
    expect(retractions[0]!.refs).toEqual([problem!.id]);
    expect(retractions[0]!.session).toBe('sess-fix');
    expect(retractions[0]!.data.tags).toEqual(['capture', 'fixed-later']);
    expect(retractions[0]!.content).toMatch(
      /^stale: fixed in a later session: Fixed\. The issue was that `src\/tensor_unified\.c`/,
    );

    // `cortex log` keeps the lesson, marked as capture's correction.
    const log = cortexBin(root, ['log', '--type', 'knowledge_acquired']);
    expect(log.stdout).toMatch(
      /knowledge_acquired \(main\) \[forgotten by capture \(\w{8}\): fixed later\]\n(?:.*\n){2}\s+The build fails because/,
    );
    expect(firstPrompt(root, 'next')).not.toContain('defines its own tensor struct');
    expect(
      firstPrompt(root, 'next-2', 'why is bench/run_all.py slow with DeviceBuffer?'),
    ).toContain('reuse `DeviceBuffer`');

    // Ending the fixing session again retracts nothing twice.
    endSession(
      root,
      'sess-fix',
      new Session(root, 'sess-fix').prompt('let us get the build green'),
    );
    expect(logJson(root, 'memory_retracted')).toHaveLength(1);
  });
});
