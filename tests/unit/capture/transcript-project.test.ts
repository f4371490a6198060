import { describe, expect, it } from 'vitest';
import { isWithin, transcriptCwd } from '../../../src/capture/transcript-project.js';

describe('transcriptCwd', () => {
  it('reads the first cwd a record names, past records without one and a cut-off last line', () => {
    const head =
      '{"type":"queue-operation"}\n{"type":"user","cwd":"/work/app/src"}\n{"type":"user","cwd":"/el';
    expect(transcriptCwd(head)).toBe('/work/app/src');
    expect(transcriptCwd('{"type":"user","cwd":"/el')).toBeUndefined();
  });
});

describe('isWithin', () => {
  it('is true for a root and folders below it, not for a sibling sharing its prefix', () => {
    expect(isWithin('/work/app', ['/work/app/'])).toBe(true);
    expect(isWithin('/work/app/src/', ['/work/app'])).toBe(true);
    expect(isWithin('/work/app-old', ['/work/app'])).toBe(false);
    expect(isWithin('/work', ['/work/app'])).toBe(false);
  });
});
