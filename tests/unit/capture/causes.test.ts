import { describe, expect, it } from 'vitest';
import { firstErrorLine, isCauseStatement } from '../../../src/capture/causes.js';

describe('firstErrorLine', () => {
  it('finds the line that says what went wrong, past the framing', () => {
    const go =
      'Exit code 1\n[lint] $ golangci-lint run ./...\ncmd/entire/cli/strategy/clean.go:297:12: undefined: errors (typecheck)\n1 issues.';
    expect(firstErrorLine(go)).toBe(
      'cmd/entire/cli/strategy/clean.go:297:12: undefined: errors (typecheck)',
    );
    const test =
      'Exit code 1\n=== RUN   TestX\n--- FAIL: TestX (0.01s)\n    x_test.go:12: expected 3, got 4\nFAIL';
    expect(firstErrorLine(test)).toBe('x_test.go:12: expected 3, got 4');
    expect(firstErrorLine('Exit code 1\n')).toBeUndefined();
  });

  it("prefers a compiler's or linter's diagnostic to the task runner's verdict", () => {
    const goconst =
      'Exit code 1\n[lint] $ golangci-lint run ./...\ncmd/entire/cli/strategy/attribution_test.go:45:9: string `line1` has 4 occurrences, make it a constant (goconst)\n1 issues:\n* goconst: 1\n[lint] ERROR task failed';
    expect(firstErrorLine(goconst)).toBe(
      'cmd/entire/cli/strategy/attribution_test.go:45:9: string `line1` has 4 occurrences, make it a constant (goconst)',
    );
    const typecheck =
      'Exit code 1\n[lint] $ golangci-lint run ./...\ncmd/entire/cli/strategy/auto_commit.go:1: : # entire.io/cli/cmd/entire/cli/strategy [entire.io/cli/cmd/entire/cli/strategy.test]\ncmd/entire/cli/strategy/clean.go:159:18: not enough arguments in call to checkpoint.NewGitStore\ncmd/entire/cli/strategy/clean.go:159:18: assignment mismatch: 2 variables but checkpoint.NewGitStore returns 1 value\n[lint] ERROR task failed';
    expect(firstErrorLine(typecheck)).toBe(
      'cmd/entire/cli/strategy/clean.go:159:18: not enough arguments in call to checkpoint.NewGitStore',
    );
    expect(firstErrorLine('Exit code 1\n[lint] ERROR task failed')).toBeUndefined();
  });

  it('keeps at most about 200 characters', () => {
    expect(firstErrorLine(`error: ${'x '.repeat(300)}`)!.length).toBeLessThanOrEqual(200);
  });

  it('redacts a long token before cutting the line, so no part of it is kept', () => {
    const payload = 'eyJ' + 'a1B2c3D4e5F6g7H8'.repeat(12);
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJlc2lnbmF0dXJl`;
    const line = firstErrorLine(
      `Exit code 1\nerror: request rejected: Authorization=${jwt} was refused by the server`,
    )!;
    expect(line).not.toContain('a1B2c3D4');
    expect(line).not.toContain('eyJ');
    expect(line).toContain('[REDACTED');
    expect(line).toContain('was refused by the server');
  });

  it('drops the word the cut falls in rather than keep part of it', () => {
    const secret = 'Zx9'.repeat(80);
    const line = firstErrorLine(`error: bad key ${secret} rejected`)!;
    expect(line).not.toContain('Zx9');
    expect(line).toBe('error: bad key…');
  });
});

describe('isCauseStatement', () => {
  it.each([
    'The issue is that `GetLatestCheckpointID()` calls `t.Fatalf` when there is no checkpoint.',
    'The test is failing because the branch is created at setup time.',
    'Need to add the `time` import to clean_test.go.',
    'NewGitStore requires a *git.Repository, not a path.',
    'I need to add the `regexp` import back since `nonAlphanumericRegex` is still being used.',
  ])('reads %j as a cause', (sentence) => {
    expect(isCauseStatement(sentence)).toBe(true);
  });

  it.each([
    'Let me check the test file.',
    'Good, the tests pass now.',
    'If the import is missing, the build fails.',
    'Is the import missing?',
    'I need to fix the failing integration tests.',
    'I need to check the current state of the test file and fix the missing import.',
    'We need to look at how the hooks are registered.',
    'The issue might be in how `checkpointInfoMap` is built.',
  ])('does not read %j as a cause', (sentence) => {
    expect(isCauseStatement(sentence)).toBe(false);
  });
});

describe('isCauseStatement, tests written to fail', () => {
  it('does not read a test failing as expected as a cause', () => {
    expect(isCauseStatement('Both tests fail as expected, demonstrating the P1 bugs exist.')).toBe(
      false,
    );
  });
});
