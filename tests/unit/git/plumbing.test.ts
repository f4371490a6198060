import { describe, expect, it } from 'vitest';
import {
  commitChangingBlob,
  mergeHeadFromEnv,
  replayedCommitFromDone,
} from '../../../src/git/merge-sides.js';
import { parseCatFileBatch, parseLsTree, parseRawDiff } from '../../../src/git/plumbing/objects.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);

describe('git output parsers', () => {
  it('reads ls-tree -r -z, paths with spaces included', () => {
    expect(parseLsTree(`100644 blob ${A}\t.cortex/events/2026-11/x y.ndjson\0`)).toEqual([
      { mode: '100644', type: 'blob', object: A, path: '.cortex/events/2026-11/x y.ndjson' },
    ]);
  });

  it('reads diff --raw -z', () => {
    const output = `:000000 100644 ${'0'.repeat(40)} ${A} A\0.cortex/events/a.ndjson\0:100644 100644 ${A} ${B} M\0.cortex/events/b.ndjson\0`;
    expect(parseRawDiff(output)).toEqual([
      { status: 'A', oldObject: '0'.repeat(40), newObject: A, path: '.cortex/events/a.ndjson' },
      { status: 'M', oldObject: A, newObject: B, path: '.cortex/events/b.ndjson' },
    ]);
  });

  it('splits cat-file --batch output, with missing objects and contents holding newlines', () => {
    const output = Buffer.from(`${A} blob 6\nab\ncd\n\n${B} missing\n${C} blob 0\n\n`);
    expect(parseCatFileBatch(output, 3).map((blob) => blob?.toString())).toEqual([
      'ab\ncd\n',
      undefined,
      '',
    ]);
  });
});

describe('finding the sides of a merge', () => {
  it('reads the other side of a merge from GITHEAD_ variables', () => {
    expect(mergeHeadFromEnv({ [`GITHEAD_${B}`]: 'feature', PATH: '/bin' }, A)).toBe(B);
    expect(mergeHeadFromEnv({ PATH: '/bin' }, A)).toBeUndefined();
    expect(mergeHeadFromEnv({ [`GITHEAD_${B}`]: 'x', [`GITHEAD_${C}`]: 'y' }, A)).toBeUndefined();
  });

  it('reads the commit being replayed from rebase-merge/done', () => {
    expect(replayedCommitFromDone('pick 1234567 first\n# comment\npick abcdef0 second\n')).toBe(
      'abcdef0',
    );
    expect(replayedCommitFromDone('fixup -C 89abcde fix\n')).toBe('89abcde');
    expect(replayedCommitFromDone('exec make\n')).toBeUndefined();
  });

  it('finds the commit whose change took a file from one blob to another', () => {
    const log = `\0${C}\n\n:100644 100644 ${B} ${A} M\tp.md\n\0${B}\n\n:100644 100644 ${A} ${B} M\tp.md\n`;
    expect(commitChangingBlob(log, A, B)).toBe(B);
    expect(commitChangingBlob(log, B, A)).toBe(C);
    expect(commitChangingBlob(log, C, A)).toBeUndefined();
  });
});
