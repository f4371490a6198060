import { describe, expect, it } from 'vitest';
import { findHandoffTags, findMemoryTags, removeMemoryTags } from '../../../src/capture/tags.js';

describe('findMemoryTags', () => {
  it('reads every kind, typed', () => {
    const text = [
      '[MEMORY: decision] Chose SQLite over PostgreSQL because zero-config is critical',
      '[MEMORY: rejected] Rejected JSON files — does not scale',
      '[MEMORY: learned] src/main.py dispatches handlers through a factory',
      '[MEMORY: gotcha] Tests must run with TZ=UTC',
      '[MEMORY: preference] The user wants conventional commits',
    ].join('\n');
    expect(findMemoryTags(text).map((tag) => [tag.kind, tag.text])).toEqual([
      ['decision', 'Chose SQLite over PostgreSQL because zero-config is critical'],
      ['rejected', 'Rejected JSON files — does not scale'],
      ['learned', 'src/main.py dispatches handlers through a factory'],
      ['gotcha', 'Tests must run with TZ=UTC'],
      ['preference', 'The user wants conventional commits'],
    ]);
  });

  it('keeps ] inside the text and joins a tag that spans lines', () => {
    const text =
      'Done.\n\n[MEMORY: learned] `argv[0]` is the node binary and argv[1] the script;\nthe arguments start at index 2.\n\nAnything else?';
    expect(findMemoryTags(text)).toEqual([
      {
        kind: 'learned',
        text: '`argv[0]` is the node binary and argv[1] the script; the arguments start at index 2.',
      },
    ]);
  });

  it('reads the bracketed form and is case-insensitive about the kind', () => {
    expect(
      findMemoryTags('Noted [MEMORY: Decision: use `arr[0]` as the key] and moved on.'),
    ).toEqual([{ kind: 'decision', text: 'use `arr[0]` as the key' }]);
    expect(findMemoryTags('[MEMORY: decision: use arr[0] as the key]')).toEqual([
      { kind: 'decision', text: 'use arr[0] as the key' },
    ]);
  });

  it('ignores tags in code blocks, inline code and quotes, and unknown kinds', () => {
    const text = [
      'Write tags like `[MEMORY: decision] text`.',
      '```',
      '[MEMORY: decision] example only',
      '```',
      '> [MEMORY: rejected] quoted',
      '[MEMORY: idea] not a kind',
    ].join('\n');
    expect(findMemoryTags(text)).toEqual([]);
  });

  it('reads a plan as steps', () => {
    const tags = findMemoryTags(
      '[MEMORY: plan] Migrate the store:\n1. Write the new format\n2. Read both formats\n3. Drop the old one',
    );
    expect(tags[0]).toMatchObject({
      kind: 'plan',
      steps: ['Write the new format', 'Read both formats', 'Drop the old one'],
    });
  });

  it('ends a tag at the next tag on the same line', () => {
    expect(
      findMemoryTags('[MEMORY: decision] Use tabs [MEMORY: preference] No emoji in commits').map(
        (tag) => tag.text,
      ),
    ).toEqual(['Use tabs', 'No emoji in commits']);
  });

  it('strips emphasis from what it stores', () => {
    expect(
      findMemoryTags('[MEMORY: gotcha] **Never** run `npm audit fix --force` here')[0]!.text,
    ).toBe('Never run `npm audit fix --force` here');
  });
});

describe('removeMemoryTags', () => {
  it('leaves the prose around the tags', () => {
    expect(removeMemoryTags('Before.\n\n[MEMORY: decision] Use X because Y\n\nAfter.')).toBe(
      'Before.\n\n\n\nAfter.',
    );
  });
});

describe('findHandoffTags', () => {
  it('reads the goal, the outcome and each open end, and leaves memory tags to findMemoryTags', () => {
    const text = [
      '[MEMORY: goal] Make the exporter stream rows instead of building the whole file.',
      '',
      '[MEMORY: outcome] `src/export.ts` streams through `Readable.from`; memory stays flat at 1M rows (checked with /usr/bin/time).',
      '',
      '[MEMORY: open] The CSV header is still written twice when the export resumes.',
      '',
      '[MEMORY: open] `docs/export.md` still describes the old buffered mode.',
      '',
      '[MEMORY: decision] Stream with Readable.from because the rows come from an async iterator already.',
    ].join('\n');
    expect(findHandoffTags(text)).toEqual([
      { kind: 'goal', text: 'Make the exporter stream rows instead of building the whole file.' },
      {
        kind: 'outcome',
        text: '`src/export.ts` streams through `Readable.from`; memory stays flat at 1M rows (checked with /usr/bin/time).',
      },
      { kind: 'open', text: 'The CSV header is still written twice when the export resumes.' },
      { kind: 'open', text: '`docs/export.md` still describes the old buffered mode.' },
    ]);
    expect(findMemoryTags(text).map((tag) => tag.kind)).toEqual(['decision']);
    expect(removeMemoryTags(text).trim()).toBe('');
  });
});
