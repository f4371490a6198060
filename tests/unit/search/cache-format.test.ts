import { describe, expect, it } from 'vitest';
import {
  CACHE_FORMATS,
  decodeCacheFile,
  encodeCacheFile,
} from '../../../src/search/cache-format.js';
import { compareLog, completeLength, type FileState } from '../../../src/search/fingerprint.js';

describe('cache file format', () => {
  const file = encodeCacheFile('INDX', [Buffer.from('{"a":1}'), Buffer.from([1, 2, 3])]);

  it('reads back what it wrote, section by section', () => {
    const decoded = decodeCacheFile(file, 'INDX');
    expect(decoded.ok && decoded.sections.map((section) => [...section])).toEqual([
      [...Buffer.from('{"a":1}')],
      [1, 2, 3],
    ]);
  });

  it.each([
    ['a truncated file', () => file.subarray(0, file.length - 1), /truncated/],
    [
      'a flipped byte',
      () => Buffer.from(file).fill(0x41, file.length - 2, file.length - 1),
      /checksum/,
    ],
    ['another kind of cache', () => file, /VECS was expected/],
    ['garbage', () => Buffer.from('hello world, not a cache'), /not a cortex cache/],
    ['an empty file', () => Buffer.alloc(0), /not a cortex cache/],
  ])('refuses %s', (_name, bytes, problem) => {
    const decoded = decodeCacheFile(bytes(), problem.source.includes('VECS') ? 'VECS' : 'INDX');
    expect(decoded.ok).toBe(false);
    expect(!decoded.ok && decoded.problem).toMatch(problem);
  });

  it('refuses another format version', () => {
    const other = Buffer.from(file);
    other.writeUInt32LE(99, 4);
    expect(decodeCacheFile(other, 'INDX')).toEqual({
      ok: false,
      problem: `cache format 99, this cortex writes ${CACHE_FORMATS.INDX}`,
    });
  });
});

describe('compareLog', () => {
  const state = (path: string, size: number, extra: Partial<FileState> = {}): FileState => ({
    path,
    size,
    mtimeMs: 1,
    ino: 7,
    sha1: 'x',
    ...extra,
  });
  const stat = (path: string, size: number, mtimeMs = 1, ino = 7) => ({ path, size, mtimeMs, ino });
  /** The hash of what was read before, as found now: as it was ('x'). */
  const same = () => 'x';

  it('sees nothing to do when every file is as it was', () => {
    expect(compareLog([state('a', 10)], [stat('a', 10)], same)).toEqual({ kind: 'unchanged' });
  });

  it('lists grown files and new files (another writer, after a pull) for reading from where it stopped', () => {
    const change = compareLog([state('a', 10)], [stat('a', 25, 2), stat('b', 5)], same);
    expect(change).toEqual({
      kind: 'grown',
      files: [
        { stat: stat('a', 25, 2), known: state('a', 10) },
        { stat: stat('b', 5), known: undefined },
      ],
    });
  });

  it('checks a file touched without growing (its hash decides)', () => {
    expect(compareLog([state('a', 10)], [stat('a', 10, 5)], same)).toMatchObject({ kind: 'grown' });
  });

  it.each([
    ['a removed file', [stat('b', 3)], /a was removed/],
    ['a replaced file', [stat('a', 10, 1, 8)], /a was replaced/],
    ['a shrunk file', [stat('a', 4, 2)], /a shrank/],
  ])('rebuilds for %s', (_name, current, reason) => {
    const change = compareLog([state('a', 10)], current, same);
    expect(change.kind).toBe('rebuild');
    expect(change.kind === 'rebuild' && change.reason).toMatch(reason);
  });

  it('rebuilds for a file whose bytes read before changed, and hashes only files a stat cannot settle', () => {
    const asked: string[] = [];
    const change = compareLog(
      [state('a', 10), state('b', 10)],
      [stat('a', 10), stat('b', 12, 2)],
      (file) => (asked.push(file.path), 'y'),
    );
    expect(change).toEqual({ kind: 'rebuild', reason: 'b was rewritten' });
    expect(asked).toEqual(['b']);
  });
});

describe('completeLength', () => {
  it('stops after the last newline', () => {
    expect(completeLength(Buffer.from('a\nb\npartial'))).toBe(4);
    expect(completeLength(Buffer.from('a\n'))).toBe(2);
    expect(completeLength(Buffer.from('partial'), 0)).toBe(0);
  });
});
