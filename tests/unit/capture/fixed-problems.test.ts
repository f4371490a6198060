import { describe, expect, it } from 'vitest';
import { extractFacts, initialState } from '../../../src/capture/extract.js';
import { pathMatcher } from '../../../src/capture/file-paths.js';
import { codeIdentifiers } from '../../../src/capture/fix-match.js';
import {
  fixesProblem,
  problemsFixedBySession,
  reportsFix,
  statesProblem,
  type StandingMemory,
} from '../../../src/capture/fixed-problems.js';
import { readTranscriptLine, type TranscriptRecord } from '../../../src/capture/transcript.js';
import { Session } from '../../helpers/transcript-builder.js';

const PROBLEM =
  "The build fails because `vsla_unified.c` defines its own tensor struct, which doesn't match `vsla_tensor_t` in `vsla_tensor.h`: every access to ->data breaks.";
const FIX =
  'Fixed. The issue was that `vsla_unified.c` defined its own struct instead of using `vsla_tensor_t`; it now includes `vsla_tensor.h` and uses `vsla_tensor_t` directly. All tests pass.';

function extract(session: Session) {
  const records = session.lines.flatMap((line, index) => {
    const read = readTranscriptLine(line);
    return read.kind === 'record'
      ? [{ record: read.record as TranscriptRecord, lineKey: String(index) }]
      : [];
  });
  return extractFacts(records, initialState(), {
    paths: { repoRoot: '/work/app' },
    excluded: pathMatcher([]),
  }).facts;
}

describe('a problem the session fixes later', () => {
  it('is retracted by capture, with the fix as the reason', () => {
    const facts = extract(
      new Session()
        .prompt('why does the build fail?')
        .text('m1', PROBLEM)
        .prompt('ok, fix it')
        .text('m2', FIX)
        .prompt('thanks'),
    );
    const lesson = facts.find((fact) => fact.type === 'knowledge_acquired')!;
    expect(lesson.content).toBe(PROBLEM);
    const retraction = facts.find((fact) => fact.type === 'memory_retracted')!;
    expect(retraction.corrects).toEqual({
      key: lesson.key,
      ts: lesson.ts,
      session: lesson.session,
    });
    expect(retraction.data).toEqual({
      reason: retraction.content,
      tags: ['capture', 'fixed-later'],
    });
    expect(retraction.content).toMatch(
      /^stale: fixed later in the session: Fixed\. The issue was that `vsla_unified\.c`/,
    );
  });

  it('stands when the fix is about other code, or came first', () => {
    const other = FIX.replaceAll('vsla_unified.c', 'vsla_kron.c')
      .replaceAll('vsla_tensor_t', 'vsla_kron_t')
      .replaceAll('vsla_tensor.h', 'vsla_kron.h');
    const unrelated = extract(
      new Session()
        .prompt('why does the build fail?')
        .text('m1', PROBLEM)
        .prompt('ok, fix it')
        .text('m2', other)
        .prompt('thanks'),
    );
    expect(
      unrelated.some((fact) => fact.type === 'knowledge_acquired' && fact.content === PROBLEM),
    ).toBe(true);
    expect(unrelated.filter((fact) => fact.type === 'memory_retracted')).toEqual([]);
    const before = extract(
      new Session()
        .prompt('fix it')
        .text('m2', FIX)
        .prompt('why did the build fail?')
        .text('m1', PROBLEM)
        .prompt('thanks'),
    );
    expect(before.filter((fact) => fact.type === 'memory_retracted')).toEqual([]);
  });
});

describe('problemsFixedBySession', () => {
  const memory = (
    id: string,
    session: string,
    type: string,
    content: string,
    ts: string,
    branch = 'main',
  ): StandingMemory => ({ id, session, type, content, ts, branch });
  const problem = memory('P', 's1', 'knowledge_acquired', PROBLEM, '2026-03-01T10:00:00.000Z');
  const fix = memory(
    'F',
    's2',
    'error_resolved',
    '`make` failed: unknown type. Cause: `vsla_unified.c` redefined the struct. Fixed by using `vsla_tensor_t` from `vsla_tensor.h`.',
    '2026-03-02T10:00:00.000Z',
  );

  it("finds an earlier session's problem the session's fix names twice, on the same branch", () => {
    expect(problemsFixedBySession([problem, fix], 's2')).toEqual([
      {
        target: 'P',
        fix,
        reason: expect.stringMatching(/^stale: fixed in a later session: `make` failed/),
      },
    ]);
  });

  it('leaves it on another branch, before the problem, with one shared name, or when the session has no fix', () => {
    expect(problemsFixedBySession([problem, { ...fix, branch: 'feature' }], 's2')).toEqual([]);
    expect(
      problemsFixedBySession([{ ...problem, ts: '2026-03-03T10:00:00.000Z' }, fix], 's2'),
    ).toEqual([]);
    expect(
      problemsFixedBySession(
        [problem, { ...fix, content: 'Fixed by renaming `vsla_tensor_t` in the docs.' }],
        's2',
      ),
    ).toEqual([]);
    expect(problemsFixedBySession([problem, fix], 's3')).toEqual([]);
  });

  it('reads problems, fixes and the code they name', () => {
    expect(statesProblem({ type: 'knowledge_acquired', content: PROBLEM })).toBe(true);
    expect(
      statesProblem({
        type: 'knowledge_acquired',
        content: 'Sessions are stored in `.git/entire-sessions/`.',
      }),
    ).toBe(false);
    expect(statesProblem({ type: 'decision_made', content: PROBLEM })).toBe(false);
    // A report of the fix itself, and an explanation that only says what something does not need, are not problems.
    expect(
      statesProblem({
        type: 'knowledge_acquired',
        content:
          'I found and fixed the issue: `checkRemoteMetadata()` returned nil when the fetch failed.',
      }),
    ).toBe(false);
    expect(
      statesProblem({
        type: 'knowledge_acquired',
        content: "Auto-commit doesn't need a test because it never sets `InitialAttribution`.",
      }),
    ).toBe(false);
    expect(reportsFix({ type: 'knowledge_acquired', content: FIX })).toBe(true);
    expect(reportsFix({ type: 'error_resolved', content: 'anything' })).toBe(true);
    expect(reportsFix({ type: 'knowledge_acquired', content: PROBLEM })).toBe(false);
    expect(
      reportsFix({
        type: 'session_outcome',
        content: 'Outcome: The issue was that `a.c` redefined `tensor_t`; the build passes.',
      }),
    ).toBe(true);
    expect(codeIdentifiers(PROBLEM)).toEqual(
      expect.arrayContaining(['vsla_unified.c', 'vsla_tensor_t', 'vsla_tensor.h']),
    );
    expect(fixesProblem(['a.b', 'c_d'], ['c_d'], true)).toBe(true);
    expect(fixesProblem(['a.b', 'c_d'], ['c_d'], false)).toBe(false);
  });
});
