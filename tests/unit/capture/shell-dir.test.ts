import { describe, expect, it } from 'vitest';
import {
  cdCause,
  cdTargets,
  missingCdTarget,
  shellDirAfter,
} from '../../../src/capture/shell-dir.js';

describe('shell-dir', () => {
  it('reads the cds that move the shell, not those in a subshell or a string', () => {
    expect(cdTargets('cd build && make -j4')).toEqual(['build']);
    expect(cdTargets('cd /home/dev/vsla; cd "build dir" && ls')).toEqual([
      '/home/dev/vsla',
      'build dir',
    ]);
    expect(cdTargets('(cd build && make) && ./run')).toEqual([]);
    expect(cdTargets('echo "cd build && make"')).toEqual([]);
    expect(cdTargets('git commit -m "fix" && npm test')).toEqual([]);
    expect(cdTargets('(echo; cd a; (true)) && make')).toEqual([]);
    expect(cdTargets('cd build | tee log')).toEqual([]);
    expect(cdTargets('cd "my dir"1 && ls')).toEqual(['my dir1']);
    expect(cdTargets('cd `git rev-parse --show-toplevel`/x')).toBeUndefined();
    expect(cdTargets('pushd build && make')).toBeUndefined();
    expect(cdTargets('cd && ls')).toBeUndefined();
  });

  it('follows the shell from where the session started, and gives up where a cd cannot be told', () => {
    expect(shellDirAfter(undefined, 'cd build && make')).toBe('build');
    expect(shellDirAfter('build', 'cd ../tests')).toBe('tests');
    expect(shellDirAfter('build', 'cd /home/dev/vsla/build')).toBe('/home/dev/vsla/build');
    expect(shellDirAfter('build', 'npm test')).toBe('build');
    expect(shellDirAfter('build', 'cd - && ls')).toBeUndefined();
    expect(shellDirAfter('build', 'cd $ROOT')).toBeUndefined();
    expect(shellDirAfter(undefined, 'cd C:\\work')).toBeUndefined();
  });

  it('after a command that failed, keeps only the cds it starts with', () => {
    expect(shellDirAfter(undefined, 'cd build && make', true)).toBe('build');
    expect(shellDirAfter('.', 'npm run build && cd dist', true)).toBeUndefined();
    expect(shellDirAfter('src', 'npm test', true)).toBe('src');
  });

  it('names the cause only where the shell was in that directory already', () => {
    expect(missingCdTarget('/bin/bash: line 1: cd: build: No such file or directory')).toBe(
      'build',
    );
    expect(missingCdTarget("sh: 1: cd: can't cd to build: No such file or directory")).toBe(
      'build',
    );
    expect(missingCdTarget('Error: ENOENT: no such file or directory')).toBeUndefined();
    expect(cdCause('build', 'build')).toMatch(
      /^the shell was already in `build`: a `cd` in one Bash call carries over to the next/,
    );
    expect(cdCause('/home/dev/vsla/build', 'build')).toContain('already in `build`');
    expect(cdCause('tests', 'build')).toBeUndefined();
    expect(cdCause(undefined, 'build')).toBeUndefined();
    expect(cdCause('build', '/abs/build')).toBeUndefined();
  });
});
