/**
 * Claude Code's auto memory read as notes: list items and paragraphs under their headings,
 * MEMORY.md's pointers to topic files left out, each note once, with a key that follows its
 * words and file; past Claude Code's own limit (200 lines) nothing is read.
 */
import { describe, expect, it } from 'vitest';
import { autoMemoryNotes } from '../../../src/capture/auto-memory.js';

const MEMORY = [
  '# Project notes',
  '',
  '- Tests need `TZ=UTC`; the date helpers assume it.',
  '- [Testing](testing.md) — how to run the suites',
  '- Use pnpm, not npm: the lockfile is pnpm-lock.yaml.',
  '',
  '## Build',
  '',
  'The release build runs `make dist`, which needs',
  'Go 1.22 or newer on PATH.',
  '',
  '- TODO',
  '- Tests need `TZ=UTC`; the date helpers assume it.',
].join('\n');

describe('autoMemoryNotes', () => {
  it('reads list items and paragraphs under their headings, once each, without pointers to topic files', () => {
    const notes = autoMemoryNotes('MEMORY.md', MEMORY);
    expect(notes.map((note) => [note.headings.join(' > '), note.text])).toEqual([
      ['Project notes', 'Tests need `TZ=UTC`; the date helpers assume it.'],
      ['Project notes', 'Use pnpm, not npm: the lockfile is pnpm-lock.yaml.'],
      [
        'Project notes > Build',
        'The release build runs `make dist`, which needs Go 1.22 or newer on PATH.',
      ],
    ]);
    expect(new Set(notes.map((note) => note.key)).size).toBe(3);
  });

  it('keys a note by its file and words: the same note keeps its key, a reworded one gets a new one', () => {
    const [first] = autoMemoryNotes('MEMORY.md', '- Tests need TZ=UTC to pass.');
    expect(autoMemoryNotes('MEMORY.md', '* tests   need TZ=UTC to pass.')[0]!.key).toBe(first!.key);
    expect(
      autoMemoryNotes('MEMORY.md', '- Tests need TZ=UTC and LANG=C to pass.')[0]!.key,
    ).not.toBe(first!.key);
    expect(autoMemoryNotes('testing.md', '- Tests need TZ=UTC to pass.')[0]!.key).not.toBe(
      first!.key,
    );
  });

  it('reads only the first 200 lines, as Claude Code loads them', () => {
    const long = Array.from(
      { length: 300 },
      (_, index) => `- Note number ${index} about the build cache`,
    ).join('\n');
    const notes = autoMemoryNotes('MEMORY.md', long);
    expect(notes).toHaveLength(200);
    expect(notes[199]!.text).toBe('Note number 199 about the build cache');
  });
});
