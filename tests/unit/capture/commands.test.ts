import { describe, expect, it } from 'vitest';
import {
  commandChanged,
  droppedArguments,
  isInspectionCommand,
  retryKey,
} from '../../../src/capture/commands.js';

describe('isInspectionCommand', () => {
  it.each([
    'ls -la',
    'git status',
    'git log --oneline -3',
    'cat src/a.ts | head -20',
    'cd src && ls',
    'find . -name "*.ts" | wc -l',
    'git branch -a',
    'grep -rn TODO src',
    'sed -n 1,20p file',
  ])('%j only looks around', (command) => expect(isInspectionCommand(command)).toBe(true));

  it.each([
    'npm test',
    'git commit -m "x"',
    'rm -rf build',
    'echo hi > out.txt',
    'find . -name "*.tmp" -delete',
    'sed -i s/a/b/ file',
    'git branch feature',
    'cat a > b',
    'ls && npm run build',
  ])('%j changes something', (command) => expect(isInspectionCommand(command)).toBe(false));
});

describe('retryKey', () => {
  it.each([
    ['cargo test 2>&1 | tail -20', 'cargo test'],
    ['cargo test --lib', 'cargo test'],
    ['cd /tmp/x && npm test', 'npm test'],
    ['npm run build -- --watch', 'npm run build'],
    ['python -m pytest tests/test_x.py -v', 'python pytest'],
    ['FOO=1 BAR=2 make check', 'make check'],
    ['./gradlew build', 'gradlew build'],
    ['npx vitest run tests/a.test.ts', 'npx vitest run'],
  ])('%j is keyed %j', (command, key) => expect(retryKey(command)).toBe(key));
});

describe('droppedArguments and commandChanged', () => {
  it('names what a passing retry left out of the failing run', () => {
    expect(droppedArguments('go test -tags=integration ./cmd/...', 'go test ./cmd/...')).toEqual([
      '-tags=integration',
    ]);
    expect(droppedArguments('go test ./pkg/a -run TestX', 'go test ./pkg/a')).toEqual([
      '-run',
      'TestX',
    ]);
    expect(droppedArguments('mise run test 2>&1 | tail -50', 'cd /repo && mise run test')).toEqual(
      [],
    );
    expect(droppedArguments('npm test -- --verbose', 'npm test --')).toEqual([]);
  });

  it('sees a retry as the same command when only output plumbing or a cd changed', () => {
    expect(commandChanged('mise run test 2>&1 | tail -50', 'mise run test')).toBe(false);
    expect(commandChanged('go test ./...', 'go test -count=1 ./...')).toBe(true);
  });

  it('tells mise tasks apart', () => {
    expect(retryKey('mise run lint 2>&1')).not.toBe(retryKey('mise run test 2>&1'));
  });
});
