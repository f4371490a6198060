import { describe, expect, it } from 'vitest';
import {
  classifyAppendOnly,
  NOTHING_READ,
  type AppendMark,
  type FileNow,
} from '../../../src/events/append-only.js';

/** A file whose first bytes read `text`; the fingerprint is those bytes themselves, and every call is counted. */
function file(text: string) {
  const calls: number[] = [];
  const fingerprint = (length: number): string => (calls.push(length), text.slice(0, length));
  return {
    calls,
    fingerprint,
    classify: (mark: AppendMark, now: Partial<FileNow> = {}) =>
      classifyAppendOnly(mark, { size: text.length, ...now }, fingerprint),
  };
}

describe('classifyAppendOnly', () => {
  const read = { offset: 6, fingerprint: 'line1\n' };

  it('finds a file unchanged when its size and time are as recorded, without reading it', () => {
    const now = file('line1\nline2\n');
    expect(
      now.classify(
        { offset: 12, fingerprint: 'line1\nline2\n', mtimeMs: 5, ino: 3 },
        { mtimeMs: 5, ino: 3 },
      ),
    ).toBe('unchanged');
    expect(now.calls).toEqual([]);
  });

  it('finds a file unchanged when no time was recorded, its size is the same and its fingerprint agrees', () => {
    const now = file('line1\n');
    expect(now.classify(read)).toBe('unchanged');
    expect(now.calls).toEqual([6]);
  });

  it('finds a file grown when bytes follow the ones read, which are still there', () => {
    const now = file('line1\nline2\n');
    expect(now.classify(read)).toBe('grown');
    expect(now.classify({ ...read, mtimeMs: 5, ino: 3 }, { mtimeMs: 6, ino: 3 })).toBe('grown');
  });

  it('finds a file grown when only its time moved, so that a new mark is recorded', () => {
    expect(file('line1\n').classify({ ...read, mtimeMs: 5 }, { mtimeMs: 6 })).toBe('grown');
  });

  it('finds a file grown when an unfinished line read past was finished, the mark recording the size it had', () => {
    const now = file('line1\nline2\n');
    expect(now.classify({ ...read, size: 9, mtimeMs: 5 }, { mtimeMs: 5 })).toBe('grown');
    expect(now.classify({ ...read, size: 12, mtimeMs: 5 }, { mtimeMs: 5 })).toBe('unchanged');
  });

  it('finds any file grown, or an empty one unchanged, when nothing was read yet', () => {
    const now = file('line1\n');
    expect(now.classify(NOTHING_READ)).toBe('grown');
    expect(file('').classify(NOTHING_READ)).toBe('unchanged');
    expect(now.calls).toEqual([]);
  });

  it('finds a file rewritten when it is shorter than what was read, without reading it', () => {
    const now = file('line');
    expect(now.classify({ ...read, mtimeMs: 5 }, { mtimeMs: 6 })).toBe('rewritten');
    expect(now.calls).toEqual([]);
  });

  it('finds a file rewritten when the bytes read changed, whatever its size', () => {
    expect(file('LINE1\n').classify(read)).toBe('rewritten');
    expect(file('LINE1\nline2\n').classify({ ...read, mtimeMs: 5 }, { mtimeMs: 6 })).toBe(
      'rewritten',
    );
  });

  it('finds a file replaced when another inode stands at its path, even with the same bytes, size and time', () => {
    const now = file('line1\n');
    expect(now.classify({ ...read, mtimeMs: 5, ino: 3 }, { mtimeMs: 5, ino: 4 })).toBe('replaced');
    expect(now.calls).toEqual([]);
  });

  it('ignores the inode when the mark or the stat has none', () => {
    expect(file('line1\nline2\n').classify(read, { ino: 4 })).toBe('grown');
    expect(file('line1\nline2\n').classify({ ...read, ino: 3 })).toBe('grown');
  });
});
