import { describe, expect, it } from 'vitest';
import { isInspectionCommand, retryKey } from '../../../src/capture/commands.js';

describe('isInspectionCommand', () => {
  it.each(['ls -la', 'git status', 'git log --oneline -3', 'cat src/a.ts | head -20', 'cd src && ls', 'find . -name "*.ts" | wc -l', 'git branch -a', 'grep -rn TODO src', 'sed -n 1,20p file'])(
    '%j only looks around',
    (command) => expect(isInspectionCommand(command)).toBe(true),
  );

  it.each(['npm test', 'git commit -m "x"', 'rm -rf build', 'echo hi > out.txt', 'find . -name "*.tmp" -delete', 'sed -i s/a/b/ file', 'git branch feature', 'cat a > b', 'ls && npm run build'])(
    '%j changes something',
    (command) => expect(isInspectionCommand(command)).toBe(false),
  );
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
