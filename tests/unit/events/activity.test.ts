import { describe, expect, it } from 'vitest';
import {
  commandKey,
  condenseSessionActivity,
  emptyTally,
  isTestCommand,
  tallyActivity,
} from '../../../src/events/activity.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { testEvent } from '../../helpers/events.js';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

function command(minute: number, text: string, exitCode: number, description?: string): AnyEvent {
  return testEvent({
    type: 'command_run',
    ts: at(minute),
    key: `c${minute}`,
    content: `Ran \`${text}\`${exitCode ? ` (failed, exit code ${exitCode})` : ''}${description ? `: ${description}` : ''}`,
    data: { command: text, exitCode, ...(description ? { description } : {}) },
  });
}

function session(): AnyEvent[] {
  return [
    testEvent({
      type: 'file_explored',
      ts: at(1),
      key: 'r1',
      content: 'Read src/a.ts, src/b.ts',
      data: { files: ['src/a.ts', 'src/b.ts'] },
    }),
    testEvent({
      type: 'file_explored',
      ts: at(2),
      key: 'r2',
      content: 'Read src/a.ts',
      data: { files: ['src/a.ts'] },
    }),
    testEvent({
      type: 'file_modified',
      ts: at(3),
      key: 'e1',
      content: 'Created src/new.ts; edited src/a.ts',
      data: { files: ['src/new.ts', 'src/a.ts'], created: ['src/new.ts'] },
    }),
    command(4, 'npm test 2>&1 | tail -20', 1, 'Run the unit tests'),
    testEvent({
      type: 'file_modified',
      ts: at(5),
      key: 'e2',
      content: 'Edited src/a.ts',
      data: { files: ['src/a.ts'] },
    }),
    command(6, 'npm test', 0, 'Run the tests again'),
    command(7, 'git commit -m "Store sessions"', 0, 'Commit the store'),
  ];
}

describe('condenseSessionActivity', () => {
  it('folds a session into one event: files touched, reads counted, distinct commands with their purpose, the tests and how they ended', () => {
    const [event, ...rest] = condenseSessionActivity('session-1', session());
    expect(rest).toEqual([]);
    expect(event!.type).toBe('session_activity');
    expect(event!.ts).toBe(at(7));
    expect(event!.content).toBe(
      'Edited 1 file, created 1, looked at 2; ran 3 commands (2 distinct); tests: `npm test` passed (1 of 2 runs failed).',
    );
    expect(event!.data).toEqual({
      files: ['src/new.ts', 'src/a.ts'],
      created: ['src/new.ts'],
      reads: 2,
      commands: [
        {
          command: 'npm test',
          description: 'Run the tests again',
          runs: 2,
          failed: 1,
          test: 'passed',
        },
        { command: 'git commit -m "Store sessions"', description: 'Commit the store' },
      ],
    });
  });

  it('gives the same event for the same activity, and one per branch the session worked on', () => {
    expect(condenseSessionActivity('session-1', session())).toEqual(
      condenseSessionActivity('session-1', [...session()].reverse()),
    );
    const onTwo = [
      ...session(),
      testEvent({
        type: 'file_modified',
        ts: at(9),
        key: 'e3',
        branch: 'feature/x',
        content: 'Edited docs/x.md',
        data: { files: ['docs/x.md'] },
      }),
    ];
    const condensed = condenseSessionActivity('session-1', onTwo);
    expect(condensed.map((event) => [event.branch, event.data.files])).toEqual([
      ['main', ['src/new.ts', 'src/a.ts']],
      ['feature/x', ['docs/x.md']],
    ]);
    expect(new Set(condensed.map((event) => event.id)).size).toBe(2);
  });

  it('reads the purpose and the created files of events captured before they had fields of their own', () => {
    const old = [
      testEvent({
        type: 'command_run',
        ts: at(1),
        key: 'o1',
        content: 'Ran `go test ./...` (failed, exit code 1): Run the Go tests',
        data: { command: 'go test ./...' },
      }),
      testEvent({
        type: 'file_modified',
        ts: at(2),
        key: 'o2',
        content: 'Created a.go, b.go; edited c.go',
        data: { files: ['a.go', 'b.go', 'c.go'] },
      }),
    ];
    const [event] = condenseSessionActivity('s', old);
    expect(event!.data).toMatchObject({
      created: ['a.go', 'b.go'],
      commands: [
        { command: 'go test ./...', description: 'Run the Go tests', failed: 1, test: 'failed' },
      ],
    });
  });

  it('keeps tests, failures and described commands when a session ran too many to name', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      command(index + 10, `node scripts/step-${index}.js`, 0),
    );
    many.push(command(50, 'pytest -k store', 1), command(51, 'make build', 2, 'Build it'));
    const [event] = condenseSessionActivity('s', many);
    const kept = (event!.data as { commands: { command: string }[] }).commands.map(
      (entry) => entry.command,
    );
    expect(kept).toHaveLength(10);
    expect(kept).toContain('pytest -k store');
    expect(kept).toContain('make build');
    expect(event!.content).toBe('Ran 32 commands; tests: `pytest -k store` failed.');
  });

  it('gives nothing for a session that only looked at nothing', () => {
    expect(
      condenseSessionActivity('s', [testEvent({ type: 'decision_made', content: 'Use X' })]),
    ).toEqual([]);
  });
});

describe('tallyActivity', () => {
  it('counts a condensed event as the summary it holds, beside per-tool events', () => {
    const [condensed] = condenseSessionActivity('session-1', session());
    const tally = tallyActivity(emptyTally(), [condensed!, command(30, 'npm run lint', 0)]);
    expect([...tally.touched.keys()]).toEqual(['src/new.ts', 'src/a.ts']);
    expect(tally.reads).toBe(2);
    expect([...tally.commands.keys()]).toEqual([
      'npm test',
      'git commit -m "Store sessions"',
      'npm run lint',
    ]);
  });
});

describe('commandKey / isTestCommand', () => {
  it('treats output plumbing as the same command and knows common test runners', () => {
    expect(commandKey('mise run test 2>&1 | tail -100')).toBe('mise run test');
    expect(commandKey('go build ./... 2>&1 | head -n 50')).toBe('go build ./...');
    expect(commandKey('cat <<EOF\nx\nEOF')).toBe('cat <<EOF …');
    for (const test of [
      'npm test',
      'npm run test:ci',
      'npx vitest run x',
      'go test ./...',
      'cargo test',
      'pytest -k x',
      'make check',
      'mise run test',
    ])
      expect(isTestCommand(test), test).toBe(true);
    for (const other of ['npm run build', 'echo test', 'git commit -m "test"', 'ls tests'])
      expect(isTestCommand(other), other).toBe(false);
  });
});
