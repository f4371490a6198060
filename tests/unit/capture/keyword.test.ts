import { describe, expect, it } from 'vitest';
import {
  decisionDetails,
  findKeywordMatches,
  matchSentence,
} from '../../../src/capture/keyword.js';

describe('matchSentence', () => {
  it.each([
    [
      "I'll use SQLite instead of a JSON file, since we need concurrent readers.",
      'decision',
      0.8,
      { alternatives: ['a JSON file'], reason: 'we need concurrent readers' },
    ],
    ["Let's go with the streaming parser.", 'decision', 0.75, {}],
    [
      "Let's go with pnpm because the monorepo already uses workspaces.",
      'decision',
      0.8,
      { reason: 'the monorepo already uses workspaces' },
    ],
    [
      "I'm switching to `execFile` because `exec` goes through a shell and breaks on quotes.",
      'decision',
      0.8,
      { reason: '`exec` goes through a shell and breaks on quotes' },
    ],
    [
      "Rather than mocking the clock, I'll pass `now` into the function.",
      'decision',
      0.8,
      { alternatives: ['mocking the clock'] },
    ],
    [
      'Instead of a global cache, we will key the cache by branch.',
      'decision',
      0.8,
      { alternatives: ['a global cache'] },
    ],
    [
      "I'll use a ULID for event ids because they sort by time.",
      'decision',
      0.7,
      { reason: 'they sort by time' },
    ],
    ["I'll store the parsed config in a variable since we need it twice.", 'decision', 0.55, {}],
    ["This approach won't work because the API is asynchronous.", 'rejection', 0.7, {}],
    [
      "Instead of rewriting the whole module, let's just patch the one function.",
      'decision',
      0.8,
      { alternatives: ['rewriting the whole module'] },
    ],
    [
      'We chose MiniSearch over Lunr because it supports incremental adds.',
      'decision',
      0.9,
      { alternatives: ['Lunr'], reason: 'it supports incremental adds' },
    ],
    ['Decision: events are append-only; projections are rebuilt from them.', 'decision', 0.9, {}],
    [
      'Used `Result<T, E>` instead of raising exceptions for `factorial()`.',
      'decision',
      0.75,
      { alternatives: ['raising exceptions for `factorial()`'] },
    ],
    [
      "In Rust, I'll use a generic approach with an enum to represent either a single value or a nested list.",
      'decision',
      0.6,
      {},
    ],
    ['I decided to store timestamps as UTC strings.', 'decision', 0.6, {}],
    [
      'I decided not to use worker threads because the startup cost is higher than the work.',
      'rejection',
      0.8,
      { reason: 'the startup cost is higher than the work' },
    ],
    ["Mocking `fs` won't work because the store opens files with O_EXCL.", 'rejection', 0.7, {}],
    [
      "We shouldn't use `git stash` here because it would drop untracked files.",
      'rejection',
      0.7,
      { reason: 'it would drop untracked files' },
    ],
    ['Rejected: a daemon process, since hooks must finish on their own.', 'rejection', 0.9, {}],
    ['The fix is to close the file descriptor before renaming.', 'fix', 0.6, {}],
    ['TIL: git runs merge drivers from the repository root.', 'learned', 0.8, {}],
    ['Gotcha: `fs.rmSync` on Windows fails while a file is still open.', 'gotcha', 0.8, {}],
    // Terse statements, the way real sessions write them.
    [
      "Since the user wants speed, I'll use the cache.",
      'decision',
      0.6,
      { reason: 'the user wants speed' },
    ],
    ['We have gcc-13, but CUDA 12.0 requires gcc ≤ 12.', 'learned', 0.6, {}],
    ["The cuFFT benchmark isn't built by the main CMakeLists.txt.", 'learned', 0.55, {}],
    ["You're right to ask - auto-commit doesn't create shadow branches.", 'learned', 0.55, {}],
    ['The `todo` column must be unique per project.', 'learned', 0.6, {}],
  ] as const)('reads %j as a %s', (sentence, kind, confidence, details) => {
    const match = matchSentence(sentence);
    expect(match).toMatchObject({ kind, confidence, ...details });
  });

  it.each([
    'I decided to read the file first.',
    "I'll read the config file to see how it is loaded.",
    'Let me check the tests first.',
    'Let me use grep instead of find to locate the handler.',
    "Rather than editing each file by hand, I'll use sed.",
    'Since the tests are slow, let me check the logs first.',
    'Let me fix this by adding the missing import.',
    "I'll go ahead and implement the changes.",
    'Now I understand the issue: the function returns early.',
    "I'll use the Read tool instead of cat.",
    'Instead of guessing, let me look at the logs.',
    'Should I use Redis instead of a file cache?',
    "If the tests still fail, I'll use a mock instead of the real server.",
    'You could use a Map instead of an object here.',
    "I'll run the tests again.",
    'Now let me update the todo list and move on.',
    'Let me also clean up the Python config files since this is now a Rust project.',
    'The tests pass now.',
    "That won't work.",
    "It doesn't work.",
    'The build does not work on CI.',
    "I'll go with it.",
    'We have 100% line coverage (which is what matters for coverage requirements).',
    // Adversarial: narration, questions, conditionals, next steps and pronoun subjects are not lessons.
    "It doesn't support that.",
    'This requires a closer look.',
    "I don't see the file in the output.",
    'Does the parser require a trailing newline?',
    "If the cache doesn't exist, the loader builds it.",
    'Now I need to update the handler.',
    "We don't need the old helper anymore.",
    'Let me check whether the build requires Go 1.22.',
    'Let me use the system package approach or try with break-system-packages.',
  ])('ignores %j', (sentence) => {
    expect(matchSentence(sentence)).toBeUndefined();
  });
});

describe('findKeywordMatches', () => {
  it('reads prose only: code blocks, quotes, tables and headings never match', () => {
    const text = [
      '## Decision: not a heading either',
      '',
      "> I'll use Redis instead of files, because the user said so.",
      '',
      '```ts',
      "// I'll use Redis instead of a file cache since it is faster",
      '```',
      '',
      '| option | decision: pick it |',
      '| --- | --- |',
      '',
      "I'll keep the `--json` output stable instead of adding fields, since scripts parse it.",
    ].join('\n');
    const matches = findKeywordMatches(text);
    expect(matches.map((match) => match.sentence)).toEqual([
      "I'll keep the `--json` output stable instead of adding fields, since scripts parse it.",
    ]);
  });

  it('stores the sentence with its markdown emphasis removed', () => {
    const [match] = findKeywordMatches(
      "**Decision:** we'll use *incremental* reads instead of re-reading the __whole__ transcript, since Stop runs after every turn.",
    );
    expect(match?.sentence).toBe(
      "Decision: we'll use incremental reads instead of re-reading the whole transcript, since Stop runs after every turn.",
    );
  });

  it('finds each sentence of a paragraph on its own, and list items too', () => {
    const text =
      'The parser was slow. I decided not to use regex lookbehind because Safari lacks it. Done.\n\n- Used a `Map` instead of an object for the index\n- Added tests';
    expect(findKeywordMatches(text).map((match) => [match.kind, match.sentence])).toEqual([
      ['rejection', 'I decided not to use regex lookbehind because Safari lacks it.'],
      ['decision', 'Used a `Map` instead of an object for the index'],
    ]);
  });

  it('does not split sentences inside inline code or after e.g.', () => {
    const matches = findKeywordMatches(
      "I'll use `path.posix.join()` instead of string concatenation, e.g. for Windows paths, since it normalises separators.",
    );
    expect(matches).toHaveLength(1);
    expect(matches[0]!.alternatives).toEqual(['string concatenation']);
  });
});

describe('decisionDetails', () => {
  it('reads the alternative and the reason of a tagged decision', () => {
    expect(decisionDetails('Chose SQLite over PostgreSQL because zero-config is critical')).toEqual(
      { reason: 'zero-config is critical', alternatives: ['PostgreSQL'] },
    );
  });

  it('reads a reason after a dash', () => {
    expect(decisionDetails("Rejected JSON files — doesn't scale for semantic search")).toEqual({
      reason: "doesn't scale for semantic search",
    });
  });

  it('finds nothing in a bare statement', () => {
    expect(decisionDetails('Use tabs for indentation')).toEqual({});
  });
});
