import { describe, expect, it } from 'vitest';
import {
  pathMatcher,
  relativizeCommand,
  sameFileMeant,
  toStoredPath,
} from '../../../src/capture/file-paths.js';

describe('toStoredPath', () => {
  const context = { repoRoot: '/work/app', cwd: '/work/app/packages/web' };

  it('makes paths inside the repository relative to its root', () => {
    expect(toStoredPath('/work/app/src/index.ts', context)).toBe('src/index.ts');
    expect(toStoredPath('/work/app', context)).toBe('.');
    expect(toStoredPath('lib/x.ts', context)).toBe('packages/web/lib/x.ts');
    expect(toStoredPath('/work/app/src/../README.md', context)).toBe('README.md');
  });

  it('makes paths from a session in another clone relative to that session directory', () => {
    expect(
      toStoredPath('/Users/kim/project/test-file.txt', {
        repoRoot: '/tmp/repo',
        cwd: '/Users/kim/project',
      }),
    ).toBe('test-file.txt');
  });

  it('shortens home directories outside the project, and handles Windows paths', () => {
    expect(toStoredPath('/home/kim/.claude/plans/p.md', context)).toBe('~/.claude/plans/p.md');
    expect(toStoredPath('/Users/kim/notes.md', context)).toBe('~/notes.md');
    expect(
      toStoredPath('C:\\Users\\kim\\proj\\src\\a.ts', { repoRoot: 'C:\\Users\\kim\\proj' }),
    ).toBe('src/a.ts');
    expect(toStoredPath('/etc/hosts', context)).toBe('/etc/hosts');
  });
});

describe('relativizeCommand', () => {
  it('rewrites absolute paths into the repository and home folders', () => {
    expect(
      relativizeCommand('rm /work/app/src/old.py && cd /work/app && ls /home/kim/x', {
        repoRoot: '/work/app',
      }),
    ).toBe('rm src/old.py && cd . && ls ~/x');
  });
});

describe('pathMatcher', () => {
  it('matches gitignore-style patterns', () => {
    const excluded = pathMatcher(['.env*', 'secrets/', 'config/*.key', 'private/**/notes.md']);
    expect(
      [
        '.env',
        'app/.env.local',
        'secrets/a.txt',
        'config/prod.key',
        'private/a/b/notes.md',
        'private/notes.md',
      ].every(excluded),
    ).toBe(true);
    expect(
      ['src/env.ts', 'config/sub/prod.key', 'my-secrets/x', 'private/notes.txt'].some(excluded),
    ).toBe(false);
  });

  it('follows git: negation re-includes, character classes match, paths outside the repository are tested too', () => {
    const excluded = pathMatcher(['*.pem', '!public.pem', '[Ss]ecrets/', 'logs/**/*.txt']);
    expect(
      [
        'key.pem',
        'a/b/key.pem',
        'Secrets/x',
        'app/secrets/y',
        'logs/2026/a.txt',
        '/home/me/keys/key.pem',
        '~/Secrets/z',
      ].every(excluded),
    ).toBe(true);
    expect(
      ['public.pem', 'a/public.pem', 'SECRETS/x', '[Ss]ecrets/x', 'src/logs.txt', '.'].some(
        excluded,
      ),
    ).toBe(false);
  });
});

describe('sameFileMeant', () => {
  it('takes a name in another case or folder, or with another extension, for the file meant', () => {
    expect(sameFileMeant('status.md', 'STATUS.md')).toBe(true);
    expect(sameFileMeant('cli/commands/session.go', 'cli/session.go')).toBe(true);
    expect(sameFileMeant('.golangci.yml', '.golangci.yaml')).toBe(true);
    expect(sameFileMeant('src/a.ts', 'src/a.test.ts')).toBe(false);
    expect(sameFileMeant('src/ab.ts', 'src/ab.js')).toBe(false);
    expect(sameFileMeant('src/index.ts', 'lib/index.js')).toBe(false);
    expect(sameFileMeant('docs/setup.md', 'docs/install.md')).toBe(false);
    expect(sameFileMeant('cmd/cli/geminicli/gemini.go', 'cmd/cli/agent/geminicli/gemini.go')).toBe(
      true,
    );
    expect(sameFileMeant('packages/a/package.json', 'packages/b/package.json')).toBe(false);
    expect(sameFileMeant('a/index.ts', 'b/c/index.ts')).toBe(false);
    expect(sameFileMeant('src/index.ts', 'src/index.ts')).toBe(false);
  });
});
