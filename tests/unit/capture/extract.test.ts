import { describe, expect, it } from 'vitest';
import {
  Extractor,
  extractFacts,
  initialState,
  type CaptureState,
} from '../../../src/capture/extract.js';
import type { CapturedFact } from '../../../src/capture/facts.js';
import { pathMatcher } from '../../../src/capture/file-paths.js';
import { readTranscriptLine, type TranscriptRecord } from '../../../src/capture/transcript.js';
import { Session } from '../../helpers/transcript-builder.js';

/** The candidates capture proposes, before the judge (judge.ts, tested on its own) keeps or drops them. */
const options = { paths: { repoRoot: '/work/app' }, excluded: pathMatcher([]), judge: false };

function records(lines: string[]): { record: TranscriptRecord; lineKey: string }[] {
  return lines.flatMap((line, index) => {
    const reading = readTranscriptLine(line);
    return reading.kind === 'record' ? [{ record: reading.record, lineKey: `@${index}` }] : [];
  });
}

function extractAll(lines: string[], final = true): CapturedFact[] {
  return extractFacts(records(lines), initialState(), { ...options, final }).facts;
}

/** Feeds one line at a time, carrying the state through JSON as the cursor file does. */
function extractLineByLine(lines: string[]): CapturedFact[] {
  let state: CaptureState = initialState();
  const facts: CapturedFact[] = [];
  lines.forEach((line, index) => {
    const result = extractFacts(
      records([line]).map((entry) => ({ ...entry, lineKey: `@${index}` })),
      state,
      { ...options, final: index === lines.length - 1 },
    );
    facts.push(...result.facts);
    state = JSON.parse(JSON.stringify(result.state)) as CaptureState;
  });
  return facts;
}

const summary = (facts: CapturedFact[]) => facts.map((fact) => [fact.type, fact.content]);

const EDIT_RESULT = {
  filePath: '/work/app/src/a.ts',
  oldString: 'a',
  newString: 'b',
  structuredPatch: [],
};

describe('extractFacts', () => {
  it('pairs a tool call with a result that arrives in a later read', () => {
    const session = new Session().prompt('fix it').tool('m1', 't1', 'Edit', {
      file_path: '/work/app/src/a.ts',
      old_string: 'a',
      new_string: 'b',
    });
    const first = extractFacts(records(session.lines), initialState(), options);
    expect(first.facts).toEqual([]);
    expect(first.state.pending).toHaveLength(1);
    const more = new Session();
    more.result('t1', 'The file /work/app/src/a.ts has been updated.', EDIT_RESULT);
    const second = extractFacts(
      records(more.lines),
      JSON.parse(JSON.stringify(first.state)) as CaptureState,
      options,
    );
    expect(summary(second.facts)).toEqual([['file_modified', 'Edited src/a.ts']]);
    expect(second.facts[0]!.ts).toBe(first.state.pending[0]!.calls[0]!.ts);
    expect(second.state.pending).toEqual([]);
  });

  it('groups the lines of one message: its reads are one event, its edits another', () => {
    const session = new Session()
      .tool('m1', 'r1', 'Read', { file_path: '/work/app/a.ts' })
      .tool('m1', 'r2', 'Read', { file_path: '/work/app/b.ts' })
      .result('r1', '1→x', { type: 'text', file: { filePath: '/work/app/a.ts' } })
      .result('r2', '1→y', { type: 'text', file: { filePath: '/work/app/b.ts' } })
      .tool('m2', 'w1', 'Write', { file_path: '/work/app/c.ts', content: 'secret file content' })
      .tool('m2', 'e1', 'Edit', { file_path: '/work/app/a.ts', old_string: 'x', new_string: 'z' })
      .result('w1', 'File created successfully at: /work/app/c.ts', {
        type: 'create',
        filePath: '/work/app/c.ts',
      })
      .result('e1', 'updated', EDIT_RESULT);
    const facts = extractAll(session.lines);
    expect(summary(facts)).toEqual([
      ['file_explored', 'Read a.ts, b.ts'],
      ['file_modified', 'Created c.ts; edited a.ts'],
    ]);
    expect(JSON.stringify(facts)).not.toContain('secret file content');
  });

  it('records a rejected call as a rejected approach, with what the assistant meant and what the user said', () => {
    const session = new Session()
      .text('m1', 'Let me add Redis for the cache.')
      .tool('m1', 'b1', 'Bash', { command: 'npm install redis', description: 'Add Redis' })
      .result(
        'b1',
        "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\nNo servers, keep it offline.",
        'User rejected tool use',
        true,
      );
    const [fact] = extractAll(session.lines);
    expect(fact).toMatchObject({
      type: 'approach_rejected',
      layer: 'structural',
      confidence: 1,
      content:
        'The user rejected running `npm install redis`: Let me add Redis for the cache. Reason: No servers, keep it offline.',
      data: { reason: 'No servers, keep it offline.' },
    });
  });

  it("keeps only the user's words as the reason, not the assistant's narration before the call", () => {
    const session = new Session()
      .text(
        'm1',
        "You're absolutely right! The totals drift. Let me revise the rounding in the report.",
      )
      .tool('m1', 'e1', 'Edit', {
        file_path: '/work/app/src/report.ts',
        old_string: 'a',
        new_string: 'b',
      })
      .result(
        'e1',
        "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\nrounding hides the error, find where it comes from",
        'User rejected tool use',
        true,
      );
    const rejected = extractAll(session.lines).filter((fact) => fact.type === 'approach_rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.content).not.toMatch(/absolutely right|Let me revise|totals drift/);
    expect(rejected[0]!.content).toContain(
      'Reason: rounding hides the error, find where it comes from',
    );
    expect(rejected[0]!.data).toMatchObject({
      reason: 'rounding hides the error, find where it comes from',
    });
  });

  it('does not treat an interrupted call as rejected, nor record it', () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'npm run dev' })
      .result(
        'b1',
        "The user doesn't want to proceed with this tool use. The tool use was rejected.",
        'Error: [Request interrupted by user for tool use]',
        true,
      )
      .interrupt();
    expect(extractAll(session.lines)).toEqual([]);
  });

  it('turns TodoWrite calls into a plan and its completed steps', () => {
    const todos = (statuses: string[]) =>
      ['Write the parser', 'Add tests', 'Update docs'].map((content, i) => ({
        content,
        status: statuses[i],
        activeForm: content,
      }));
    const session = new Session()
      .tool('m1', 'td1', 'TodoWrite', { todos: todos(['in_progress', 'pending', 'pending']) })
      .result('td1', 'Todos have been modified successfully.', {
        oldTodos: [],
        newTodos: todos(['in_progress', 'pending', 'pending']),
      })
      .tool('m2', 'td2', 'TodoWrite', { todos: todos(['completed', 'completed', 'in_progress']) })
      .result('td2', 'Todos have been modified successfully.', {
        oldTodos: todos(['in_progress', 'pending', 'pending']),
        newTodos: todos(['completed', 'completed', 'in_progress']),
      })
      .tool('m3', 'td3', 'TodoWrite', {
        todos: todos(['completed', 'completed', 'in_progress']).slice(0, 2),
      })
      .result('td3', 'Todos have been modified successfully.', {});
    expect(summary(extractAll(session.lines))).toEqual([
      ['plan_created', 'Plan (3 steps): Write the parser; Add tests; Update docs'],
      ['plan_step_completed', 'Completed: Write the parser'],
      ['plan_step_completed', 'Completed: Add tests'],
      ['plan_created', 'Plan revised (2 steps): Write the parser; Add tests'],
    ]);
  });

  it('says why a cd failed where an earlier command had moved the shell into that directory already', () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'cd build && cmake .. && make' })
      .result('b1', 'built', { stdout: 'built', stderr: '', interrupted: false }, false)
      .tool('m2', 'b2', 'Bash', { command: 'cd build && ./tests/unit_tests' })
      .result(
        'b2',
        'Exit code 1\n/bin/bash: line 1: cd: build: No such file or directory',
        'Error: Exit code 1\n/bin/bash: line 1: cd: build: No such file or directory',
        true,
      )
      .tool('m3', 'b3', 'Bash', { command: './tests/unit_tests' })
      .result('b3', 'ok', { stdout: 'ok', stderr: '', interrupted: false }, false);
    const fix = extractAll(session.lines).find((fact) => fact.type === 'error_resolved');
    expect(fix?.content).toBe(
      '`cd build && ./tests/unit_tests` failed: /bin/bash: line 1: cd: build: No such file or directory. Cause: the shell was already in `build`: a `cd` in one Bash call carries over to the next, so `cd build` looked for build/build; use absolute paths. Fixed by running it as `./tests/unit_tests`.',
    );
  });

  it('says where a file is that was first looked for by a path that is not there', () => {
    const session = new Session()
      .tool('m1', 'r1', 'Read', { file_path: '/work/app/status.md' })
      .result(
        'r1',
        'File does not exist. Current working directory: /work/app',
        'Error: File does not exist. Current working directory: /work/app',
        true,
      )
      .tool('m2', 'r2', 'Read', { file_path: '/work/app/src/a.ts' })
      .result(
        'r2',
        'export const a = 1;',
        { type: 'text', file: { filePath: '/work/app/src/a.ts', content: 'export const a = 1;' } },
        false,
      )
      .tool('m3', 'r3', 'Read', { file_path: '/work/app/STATUS.md' })
      .result(
        'r3',
        '# Status',
        { type: 'text', file: { filePath: '/work/app/STATUS.md', content: '# Status' } },
        false,
      )
      .tool('m4', 'r4', 'Read', { file_path: '/work/app/STATUS.md' })
      .result(
        'r4',
        '# Status',
        { type: 'text', file: { filePath: '/work/app/STATUS.md', content: '# Status' } },
        false,
      );
    const found = extractAll(session.lines).filter((fact) => fact.type === 'knowledge_acquired');
    expect(found.map((fact) => [fact.content, fact.data])).toEqual([
      [
        '`status.md` does not exist: the file is `STATUS.md` (its name in upper case).',
        { kind: 'gotcha', files: ['STATUS.md'], tags: ['file-path'] },
      ],
    ]);
  });

  it('links a failed command to its successful retry, with the edits and the diagnosis in between', () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'npm test' })
      .result('b1', 'Exit code 1\nFAIL src/a.test.ts', 'Error: Exit code 1\nFAIL', true)
      .text(
        'm2',
        'The problem is that the date is formatted in local time. The fix is to format it in UTC.',
      )
      .tool('m2', 'e1', 'Edit', {
        file_path: '/work/app/src/a.ts',
        old_string: 'const stamp = date.toString();',
        new_string: 'const stamp = date.toISOString();',
      })
      .result('e1', 'updated', EDIT_RESULT)
      .tool('m3', 'b2', 'Bash', { command: 'npm test 2>&1 | tail -5' })
      .result('b2', 'ok', { stdout: 'ok', stderr: '', interrupted: false }, false);
    const facts = extractAll(session.lines);
    expect(summary(facts)).toEqual([
      ['command_run', 'Ran `npm test` (failed, exit code 1)'],
      // The explaining paragraph is a candidate of its own; the judge keeps one of it and the episode.
      [
        'knowledge_acquired',
        'The problem is that the date is formatted in local time. The fix is to format it in UTC.',
      ],
      ['file_modified', 'Edited src/a.ts'],
      ['command_run', 'Ran `npm test 2>&1 | tail -5`'],
      [
        'error_resolved',
        '`npm test` failed: FAIL src/a.test.ts. Cause: The problem is that the date is formatted in local time. The fix is to format it in UTC. Fixed by changes to src/a.ts: changed it to `const stamp = date.toISOString();`.',
      ],
    ]);
    expect(facts[4]!.data).toEqual({
      command: 'npm test',
      error: 'FAIL src/a.test.ts',
      cause:
        'The problem is that the date is formatted in local time. The fix is to format it in UTC.',
      fix: 'changes to src/a.ts: changed it to `const stamp = date.toISOString();`',
      files: ['src/a.ts'],
    });
  });

  it('does not call a retry with nothing changed a fix', () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'npm test' })
      .result('b1', 'Exit code 1', 'Error: Exit code 1', true)
      .tool('m2', 'b2', 'Bash', { command: 'npm test' })
      .result('b2', 'ok', { stdout: 'ok' }, false);
    expect(extractAll(session.lines).map((fact) => fact.type)).toEqual([
      'command_run',
      'command_run',
    ]);
  });

  it('leaves out files the project excludes', () => {
    const session = new Session()
      .tool('m1', 'r1', 'Read', { file_path: '/work/app/.env' })
      .result('r1', 'x', {})
      .tool('m2', 'r2', 'Read', { file_path: '/work/app/src/a.ts' })
      .result('r2', 'x', {});
    const facts = extractFacts(records(session.lines), initialState(), {
      ...options,
      excluded: pathMatcher(['.env*']),
      final: true,
    }).facts;
    expect(summary(facts)).toEqual([['file_explored', 'Read src/a.ts']]);
  });

  it("reads the assistant's decisions and tags, and what the user says as the user's own words", () => {
    const session = new Session()
      .prompt("I'll use MongoDB instead of Postgres because I like it.")
      .text(
        'm1',
        "Rather than a cron job, I'll run the cleanup on startup, since the CLI has no daemon.\n\n[MEMORY: preference] The user wants one commit per step.",
      );
    expect(
      extractAll(session.lines).map((fact) => [
        fact.type,
        fact.layer,
        (fact.data.tags as string[] | undefined)?.[0] ?? '-',
      ]),
    ).toEqual([
      ['decision_made', 'keyword', 'user-prompt'],
      ['preference_noted', 'tag', '-'],
      ['decision_made', 'keyword', 'paragraph'],
      ['decision_made', 'keyword', '-'],
      ['session_outcome', 'structural', '-'],
    ]);
  });

  it("makes the session's outcome of a /handoff reply, which the reply's own prose does not replace", () => {
    const session = new Session()
      .prompt('Make the exporter stream rows instead of building the file in memory')
      .text('m1', 'Done: the exporter streams now and the tests pass.')
      .prompt('/handoff')
      .text(
        'm2',
        'Here is the handoff.\n\n[MEMORY: goal] Stream the CSV export.\n\n[MEMORY: outcome] src/export.ts streams through Readable.from; memory stays flat at 1M rows.\n\n[MEMORY: open] The header is written twice when an export resumes.\n\n[MEMORY: decision] Use Readable.from because the rows already come from an async iterator.',
      );
    for (const facts of [extractAll(session.lines), extractLineByLine(session.lines)]) {
      const outcomes = facts.filter((fact) => fact.type === 'session_outcome');
      expect(outcomes[outcomes.length - 1]!.content).toBe(
        'Goal: Stream the CSV export. Outcome: src/export.ts streams through Readable.from; memory stays flat at 1M rows. Open: The header is written twice when an export resumes.',
      );
      expect(facts.filter((fact) => fact.layer === 'tag').map((fact) => fact.type)).toEqual([
        'decision_made',
      ]);
    }
  });

  it('gives the same facts read in one go or a line at a time', () => {
    const session = new Session()
      .prompt('go')
      .text('m1', "I'll use a queue instead of polling, since events arrive in bursts.")
      .tool('m1', 'b1', 'Bash', { command: 'npm test' })
      .result('b1', 'Exit code 2', 'Error: Exit code 2', true)
      .tool('m2', 'e1', 'Edit', {
        file_path: '/work/app/src/q.ts',
        old_string: 'a',
        new_string: 'b',
      })
      .tool('m2', 'r1', 'Read', { file_path: '/work/app/src/r.ts' })
      .result('e1', 'ok', EDIT_RESULT)
      .result('r1', 'ok', {})
      .tool('m3', 'b2', 'Bash', { command: 'npm test' })
      .result('b2', 'ok', {}, false)
      .tool('m4', 'r9', 'Read', { file_path: '/work/app/never-answered.ts' });
    expect(extractLineByLine(session.lines)).toEqual(extractAll(session.lines));
  });
});

describe('Extractor.readLine', () => {
  it('gives the same facts as parsing every line, for results it resolves without parsing', () => {
    const session = new Session()
      .tool('m1', 'w1', 'Write', { file_path: '/work/app/new.ts', content: 'x' })
      .result('w1', 'File created successfully at: /work/app/new.ts', {
        type: 'create',
        filePath: '/work/app/new.ts',
        content: 'x',
      })
      .tool('m2', 'w2', 'Write', { file_path: '/work/app/old.ts', content: 'y' })
      .result('w2', 'The file /work/app/old.ts has been updated.', {
        type: 'update',
        filePath: '/work/app/old.ts',
      })
      .tool('m3', 'b1', 'Bash', { command: 'npm run build' })
      .result('b1', 'done', { stdout: 'done', stderr: '', interrupted: false }, false)
      .tool('m4', 'b2', 'Bash', { command: 'npm run dev' })
      .result('b2', 'stopped', { stdout: '', stderr: '', interrupted: true }, false)
      .tool('m5', 'b3', 'Bash', { command: 'rm -rf dist' })
      .result('b3', 'rejected', 'User rejected tool use')
      .tool('m6', 't1', 'Task', { description: 'explore', prompt: 'look around' })
      .result('t1', 'A long report from the subagent', { status: 'completed', content: [] })
      .tool('m7', 'b4', 'Bash', { command: 'npm test' })
      .result('b4', 'Exit code 1', 'Error: Exit code 1', true)
      .tool('m8', 'e1', 'Edit', {
        file_path: '/work/app/src/a.ts',
        old_string: 'a',
        new_string: 'b',
      })
      .result('e1', 'ok', EDIT_RESULT)
      .tool('m9', 'b5', 'Bash', { command: 'npm test' })
      .result('b5', 'ok', { stdout: 'ok', interrupted: false }, false);
    const byLine = new Extractor(initialState(), options);
    session.lines.forEach((line, index) => byLine.readLine(line, index));
    const parsed = extractFacts(records(session.lines), initialState(), options);
    expect(byLine.finish().facts).toEqual(parsed.facts);
    expect(summary(parsed.facts)).toEqual([
      ['file_modified', 'Created new.ts'],
      ['file_modified', 'Edited old.ts'],
      ['command_run', 'Ran `npm run build`'],
      ['command_run', 'Ran `npm test` (failed, exit code 1)'],
      ['file_modified', 'Edited src/a.ts'],
      ['command_run', 'Ran `npm test`'],
      [
        'error_resolved',
        '`npm test` failed (exit code 1). Fixed by changes to src/a.ts: changed it to `b`.',
      ],
    ]);
  });

  it('reads a few records glued on one line and reports the rest of a line of thousands, without throwing', () => {
    const prompt = (index: number): string =>
      JSON.stringify({
        type: 'user',
        uuid: `u${index}`,
        timestamp: '2026-01-01T00:00:00.000Z',
        message: { role: 'user', content: `Always run the linter, rule ${index}` },
      });
    const extractor = new Extractor(initialState(), options);
    expect(() =>
      extractor.readLine(Array.from({ length: 20_000 }, (_, index) => prompt(index)).join(''), 0),
    ).not.toThrow();
    expect(extractor.records).toBe(16);
    expect(extractor.unreadable).toEqual([
      {
        offset: Array.from({ length: 16 }, (_, index) => prompt(index).length).reduce(
          (sum, length) => sum + length,
          0,
        ),
        reason: 'more than 16 records glued on one line',
      },
    ]);
  });
});

describe('what a real session teaches', () => {
  const SUMMARY =
    'Summary:\n4. Errors and fixes:\n   - **Timezone drift**: dates were written in local time\n     - Fix: format in UTC\n6. All user messages:\n   - "always run the linter before saying you are done"\n';

  it('reads a compaction summary once, however often later compactions repeat it', () => {
    const session = new Session()
      .prompt('fix the dates')
      .compactSummary(`This session is being continued from a previous conversation.\n${SUMMARY}`)
      .compactSummary(
        `This session is being continued from a previous conversation.\n${SUMMARY.replace('dates were written', 'the dates were written').replace('6. All', '   - **Lint failure**: fixed by wrapping the error\n6. All')}`,
      );
    const facts = extractAll(session.lines);
    expect(summary(facts.filter((fact) => fact.layer === 'summary'))).toEqual([
      ['error_resolved', 'Timezone drift: dates were written in local time. Fix: format in UTC.'],
      ['preference_noted', 'Always run the linter before saying you are done'],
      ['error_resolved', 'Lint failure. Fix: wrapping the error.'],
    ]);
    expect(facts.find((fact) => fact.layer === 'summary')!.record).toBe('u2');
    // Read a line at a time, the state carried through JSON, the same facts.
    expect(summary(extractLineByLine(session.lines))).toEqual(summary(facts));
  });

  it('keeps an instruction the user gave once, though the compaction summary quotes it back among their messages', () => {
    const session = new Session()
      .prompt('Always run the linter before saying you are done')
      .compactSummary(`This session is being continued from a previous conversation.\n${SUMMARY}`);
    const instructions = (facts: CapturedFact[]): string[] =>
      facts
        .filter((fact) => fact.type === 'preference_noted')
        .map((fact) => `${fact.layer}: ${fact.content}`);
    expect(instructions(extractAll(session.lines))).toEqual([
      'structural: Always run the linter before saying you are done',
    ]);
    expect(instructions(extractLineByLine(session.lines))).toEqual([
      'structural: Always run the linter before saying you are done',
    ]);
  });

  it("keeps the user's standing instructions, and what they said rejecting a call, unless turned off", () => {
    const session = new Session()
      .prompt('fix the login bug. From now on, never push to main directly.')
      .tool('m1', 'b1', 'Bash', { command: 'git push origin main' })
      .result(
        'b1',
        "The user doesn't want to proceed with this tool use. The tool use was rejected. To tell you how to proceed, the user said:\ndon't push, I review everything first",
        'User rejected tool use',
        true,
      );
    expect(
      summary(extractAll(session.lines).filter((fact) => fact.type === 'preference_noted')),
    ).toEqual([
      ['preference_noted', 'From now on, never push to main directly.'],
      ['preference_noted', "Don't push, I review everything first"],
    ]);
    const off = extractFacts(records(session.lines), initialState(), {
      ...options,
      preferences: false,
      final: true,
    }).facts;
    expect(off.filter((fact) => fact.type === 'preference_noted')).toEqual([]);
  });

  it('says what the edits after the latest failure did, when they were small; after a larger one, only those to the file the error names', () => {
    const lint = (session: Session, id: string, error: string) =>
      session
        .tool(`m${id}`, `b${id}`, 'Bash', { command: 'mise run lint' })
        .result(`b${id}`, `Exit code 1\n${error}`, 'Error: Exit code 1', true);
    const edit = (
      session: Session,
      id: string,
      file: string,
      old_string: string,
      new_string: string,
    ) =>
      session
        .tool(`e${id}`, `e${id}`, 'Edit', {
          file_path: `/work/app/${file}`,
          old_string,
          new_string,
        })
        .result(`e${id}`, 'updated', EDIT_RESULT);
    const pass = (session: Session, id: string) =>
      session
        .tool(`p${id}`, `p${id}`, 'Bash', { command: 'mise run lint' })
        .result(`p${id}`, 'ok', { stdout: '0 issues.', stderr: '', interrupted: false }, false);
    const fixOf = (session: Session) =>
      extractAll(session.lines).find((fact) => fact.type === 'error_resolved')?.content;

    // Two failures: the first error's edits are not the last error's fix.
    const twice = new Session();
    lint(twice, '1', 'clean.go:12:3: undefined: errors (typecheck)');
    edit(twice, '1', 'clean.go', 'x := 1', 'x := 2');
    lint(twice, '2', 'clean.go:221:3: error is not nil (line 219) but it returns nil (nilerr)');
    edit(
      twice,
      '2',
      'clean.go',
      'return nil, nil // none',
      'return nil, nil //nolint:nilerr // none is no error',
    );
    pass(twice, '3');
    expect(fixOf(twice)).toBe(
      '`mise run lint` failed: clean.go:221:3: error is not nil (line 219) but it returns nil (nilerr). Fixed by changes to clean.go; after the last of 2 failures, changed it to `return nil, nil //nolint:nilerr // none is no error`.',
    );

    // A larger edit elsewhere: the small one to the file the error points at is still the fix it names.
    const larger = new Session();
    lint(
      larger,
      '1',
      'strategy/auto_commit.go:1004:3: error is not nil (line 1002) but it returns nil (nilerr)',
    );
    edit(
      larger,
      '1',
      'strategy/auto_commit.go',
      'return []Item{}, nil // none',
      'return []Item{}, nil //nolint:nilerr // none is no error',
    );
    edit(larger, '2', 'strategy/clean.go', 'a\nb\nc\nd', 'e\nf\ng\nh');
    pass(larger, '3');
    expect(fixOf(larger)).toBe(
      '`mise run lint` failed: strategy/auto_commit.go:1004:3: error is not nil (line 1002) but it returns nil (nilerr). Fixed by changes to strategy/auto_commit.go, strategy/clean.go: in strategy/auto_commit.go, changed it to `return []Item{}, nil //nolint:nilerr // none is no error`.',
    );

    // A larger edit and an error that names no file: only where the changes were.
    const unnamed = new Session();
    lint(unnamed, '1', 'panic: runtime error: invalid memory address or nil pointer dereference');
    edit(unnamed, '1', 'store.go', 'a\nb\nc\nd', 'e\nf\ng\nh');
    edit(unnamed, '2', 'store.go', 'x := 1', 'x := 2');
    pass(unnamed, '3');
    expect(fixOf(unnamed)).toBe(
      '`mise run lint` failed: panic: runtime error: invalid memory address or nil pointer dereference. Fixed by changes to store.go.',
    );
  });

  it('never quotes an edit of a file capture excludes, in the memory or the cursor', () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'npm test' })
      .result(
        'b1',
        'Exit code 1\nError: connect ECONNREFUSED db.internal:5432',
        'Error: Exit code 1',
        true,
      )
      .tool('m2', 'e1', 'Edit', {
        file_path: '/work/app/.env',
        old_string: 'DB_HOST=localhost',
        new_string: 'DB_HOST=db.corp-internal.example',
      })
      .result('e1', 'updated', EDIT_RESULT)
      .tool('m3', 'e2', 'Edit', {
        file_path: '/work/app/src/db.ts',
        old_string: 'const port = 5433;',
        new_string: 'const port = 5432;',
      })
      .result('e2', 'updated', EDIT_RESULT)
      .tool('m4', 'b2', 'Bash', { command: 'npm test' })
      .result('b2', 'ok', { stdout: 'ok', stderr: '', interrupted: false }, false);
    const excluding = { ...options, excluded: pathMatcher(['.env*']) };
    const result = extractFacts(records(session.lines), initialState(), {
      ...excluding,
      final: true,
    });
    const fix = result.facts.find((fact) => fact.type === 'error_resolved');
    expect(fix?.content).toBe(
      '`npm test` failed: Error: connect ECONNREFUSED db.internal:5432. Fixed by changes to src/db.ts: changed it to `const port = 5432;`.',
    );
    // Nothing of the excluded file's edit anywhere, the cursor included.
    expect(JSON.stringify(result)).not.toContain('corp-internal');
  });

  it('resolves a bare file name in a memory to the one path of that name the session touched', () => {
    const read = (session: Session, id: string, path: string) =>
      session
        .tool(`r${id}`, `r${id}`, 'Read', { file_path: `/work/app/${path}` })
        .result(`r${id}`, 'package strategy', {});
    const decide = (session: Session) =>
      session.text(
        'd1',
        'The backward compatibility code in `registry.go` should stay, because existing repos may have "dual" in their settings.',
      );
    const filesOf = (session: Session) =>
      extractAll(session.lines).find(
        (fact) =>
          fact.type !== 'session_outcome' && fact.content.startsWith('The backward compatibility'),
      )?.data?.files;
    const one = new Session();
    read(one, '1', 'cmd/cli/strategy/registry.go');
    decide(one);
    expect(extractAll(one.lines).some((fact) => fact.type === 'file_explored')).toBe(true);
    expect(filesOf(one)).toEqual(['cmd/cli/strategy/registry.go']);
    // Two files of that name: the bare name says neither.
    const two = new Session();
    read(two, '1', 'cmd/cli/strategy/registry.go');
    read(two, '2', 'cmd/cli/agent/registry.go');
    decide(two);
    expect(filesOf(two)).toBeUndefined();
  });

  it('does not call a pass that dropped an argument of the failing run a fix', () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'go test -tags=integration ./...' })
      .result(
        'b1',
        'Exit code 1\n--- FAIL: TestEnable\n    enable_test.go:40: expected 2 hooks, got 1',
        'Error: Exit code 1',
        true,
      )
      .tool('m2', 'e1', 'Edit', {
        file_path: '/work/app/setup.go',
        old_string: 'a',
        new_string: 'b',
      })
      .result('e1', 'updated', EDIT_RESULT)
      .tool('m3', 'b2', 'Bash', { command: 'go test ./...' })
      .result('b2', 'ok', { stdout: 'ok', stderr: '', interrupted: false }, false);
    expect(extractAll(session.lines).filter((fact) => fact.type === 'error_resolved')).toEqual([]);
  });

  it('stores the error line and the stated cause, and one memory for the same fix made again', () => {
    const fail = (session: Session, id: string) =>
      session
        .tool(`m${id}`, `b${id}`, 'Bash', { command: 'mise run lint 2>&1' })
        .result(
          `b${id}`,
          'Exit code 1\n[lint] $ golangci-lint run ./...\nsetup.go:12:3: undefined: errors (typecheck)',
          'Error: Exit code 1',
          true,
        );
    const pass = (session: Session, id: string) =>
      session
        .tool(`e${id}`, `e${id}`, 'Edit', {
          file_path: '/work/app/setup.go',
          old_string: 'import (\n\t"fmt"\n)',
          new_string: 'import (\n\t"errors"\n\t"fmt"\n)',
        })
        .result(`e${id}`, 'updated', EDIT_RESULT)
        .tool(`p${id}`, `p${id}`, 'Bash', { command: 'mise run lint 2>&1' })
        .result(`p${id}`, 'ok', { stdout: '0 issues.', stderr: '', interrupted: false }, false);
    const session = new Session();
    fail(session, '1').text(
      't1',
      'The issue is that setup.go uses `errors.New` without importing `errors`. Let me add the import.',
    );
    pass(session, '1');
    fail(session, '2');
    pass(session, '2');
    const fixes = extractAll(session.lines).filter((fact) => fact.type === 'error_resolved');
    expect(summary(fixes)).toEqual([
      [
        'error_resolved',
        '`mise run lint 2>&1` failed: setup.go:12:3: undefined: errors (typecheck). Cause: The issue is that setup.go uses `errors.New` without importing `errors`. Fixed by changes to setup.go: added `"errors"`.',
      ],
    ]);
    // The memory points at the record that states the cause.
    expect(fixes[0]!.record).toBe('u2');
  });

  it('keeps no memory of a compiler slip put right at once, and keeps one that took two attempts', () => {
    const slip = (attempts: number) => {
      const session = new Session();
      for (let at = 1; at <= attempts; at++) {
        session
          .tool(`m${at}`, `b${at}`, 'Bash', { command: 'go build ./...' })
          .result(
            `b${at}`,
            'Exit code 1\nstrategy/hooks.go:7:2: "io" imported and not used',
            'Error: Exit code 1',
            true,
          )
          .tool(`n${at}`, `e${at}`, 'Edit', {
            file_path: '/work/app/strategy/hooks.go',
            old_string: `\t"io"${at}`,
            new_string: '',
          })
          .result(`e${at}`, 'updated', EDIT_RESULT);
      }
      session
        .tool('m9', 'b9', 'Bash', { command: 'go build ./...' })
        .result('b9', 'ok', { stdout: '', stderr: '', interrupted: false }, false);
      return extractAll(session.lines).filter((fact) => fact.type === 'error_resolved');
    };
    expect(slip(1)).toEqual([]);
    expect(slip(2)).toHaveLength(1);
  });

  it("stores a fix once when the compaction summary restates it, and keeps the summary's other fixes", () => {
    const session = new Session()
      .tool('m1', 'b1', 'Bash', { command: 'go build ./...' })
      .result(
        'b1',
        'Exit code 1\nstrategy/clean.go:159:18: not enough arguments in call to checkpoint.NewGitStore',
        'Error: Exit code 1',
        true,
      )
      .text('t1', 'The issue is that `checkpoint.NewGitStore` now requires the repository.')
      .tool('m2', 'e1', 'Edit', {
        file_path: '/work/app/strategy/clean.go',
        old_string: 'a',
        new_string: 'b',
      })
      .result('e1', 'updated', EDIT_RESULT)
      .tool('m3', 'b2', 'Bash', { command: 'go build ./...' })
      .result('b2', 'ok', { stdout: '', stderr: '', interrupted: false }, false)
      .compactSummary(
        'This session is being continued from a previous conversation.\nSummary:\n4. Errors and fixes:\n   - **Build failure in clean.go**: `NewGitStore` was called with a path\n     - Fix: pass the opened `git.Repository` to `checkpoint.NewGitStore`\n   - **Flaky clean_test.go**: the temp dir was shared between tests\n     - Fix: use `t.TempDir()` per test\n',
      );
    const fixes = extractAll(session.lines).filter((fact) => fact.type === 'error_resolved');
    expect(fixes.map((fact) => fact.layer)).toEqual(['structural', 'summary']);
    expect(fixes[0]!.content).toContain('not enough arguments in call to checkpoint.NewGitStore');
    expect(fixes[1]!.content).toContain('Flaky clean_test.go');
    expect(
      summary(extractLineByLine(session.lines).filter((fact) => fact.type === 'error_resolved')),
    ).toEqual(summary(fixes));
  });
});

describe("answers to the user's questions about the code", () => {
  it("keeps the turn's final answer to a question as a lesson, not the narration before it nor answers to requests", () => {
    const session = new Session()
      .prompt('when is EnsureMetadataGitignore run?')
      .text('m1', 'Let me find where it is called.')
      .tool('m1', 'g1', 'Grep', { pattern: 'EnsureMetadataGitignore' })
      .result('g1', 'common.go:365', { mode: 'content', filenames: [] })
      .text(
        'm2',
        "It's called from each strategy's `EnsureSetup()`, which runs during `entire enable` and in every Claude Code hook. Want me to change that?",
      )
      .prompt('can you add a test for it?')
      .text(
        'm3',
        'Added `TestEnsureGitignore` in common_test.go, covering a fresh repo and an existing file.',
      );
    const lessons = extractAll(session.lines).filter((fact) => fact.type === 'knowledge_acquired');
    expect(summary(lessons)).toEqual([
      [
        'knowledge_acquired',
        'Asked "when is EnsureMetadataGitignore run?": It\'s called from each strategy\'s `EnsureSetup()`, which runs during `entire enable` and in every Claude Code hook.',
      ],
    ]);
    expect(lessons[0]!.record).toBe('u4');
    expect(
      summary(extractLineByLine(session.lines)).filter(([type]) => type === 'knowledge_acquired'),
    ).toEqual(summary(lessons));
  });
});

describe('answers that are not answers', () => {
  it('leaves out an API error, a report of work done and the praise before an answer', () => {
    const session = new Session()
      .prompt('and when I do `entire resume` it goes through the same code path?')
      .text(
        'm1',
        'API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CX79AuB6n6Tr3rNXPt4Y7"}',
      )
      .prompt('do we have integration tests for these scenarios?')
      .text(
        'm2',
        'All tests pass. Added `TestResume_LocalLogNewerTimestamp` and `TestResume_Force` in resume_test.go, covering both cases.',
      )
      .prompt('do we have an integration test for two sessions?')
      .text(
        'm4',
        "All tests pass and no linting issues. Here's a summary of what was implemented: `TestTwoSessions` in integration_test/two_sessions_test.go.",
      )
      .prompt('are we saving the agent logs in entire/sessions already?')
      .text(
        'm3',
        'Excellent question! Yes! We already save agent logs to `entire/sessions` in the condensation step of every strategy.',
      );
    const answers = extractAll(session.lines).filter((fact) =>
      ((fact.data.tags as string[] | undefined) ?? []).includes('answer'),
    );
    expect(summary(answers)).toEqual([
      [
        'knowledge_acquired',
        'Asked "are we saving the agent logs in entire/sessions already?": We already save agent logs to `entire/sessions` in the condensation step of every strategy.',
      ],
    ]);
  });
});

describe('plans that tell the truth', () => {
  const SUMMARY =
    'Summary:\n7. Pending Tasks:\n   - Update the changelog\n   - Open the pull request\n8. Current Work:\n   Running the linter.\n';

  it("takes a summary's pending tasks as the plan only where the session keeps no todo list", () => {
    const plans = (session: Session) =>
      summary(extractAll(session.lines).filter((fact) => fact.type === 'plan_created'));
    expect(plans(new Session().prompt('go').compactSummary(SUMMARY))).toEqual([
      [
        'plan_created',
        'Pending when the conversation was compacted: Update the changelog; Open the pull request',
      ],
    ]);
    const withTodos = new Session()
      .tool('m1', 't1', 'TodoWrite', {
        todos: [
          { content: 'Fix render_message_enriched', status: 'in_progress', activeForm: 'Fixing' },
        ],
      })
      .result('t1', 'ok', {
        oldTodos: [],
        newTodos: [
          { content: 'Fix render_message_enriched', status: 'in_progress', activeForm: 'Fixing' },
        ],
      })
      .compactSummary(SUMMARY);
    expect(plans(withTodos)).toEqual([
      ['plan_created', 'Plan (1 step): Fix render_message_enriched'],
    ]);
  });
});
