import { describe, expect, it } from 'vitest';
import { chosenOption, offeredOptions, readTurn } from '../../../src/capture/turns.js';

const TS = '2026-01-05T10:00:00.000Z';

describe('offeredOptions', () => {
  it('takes the list introduced as options, not a list that only describes', () => {
    const report = [
      'So there are two different code paths:',
      '1. `strategy/common.go:EnsureMetadataBranch()` - used by auto-commit, prints the message',
      '2. `checkpoint/committed.go:ensureSessionsBranch()` - used by manual-commit, no message',
      '',
      'Options:',
      '1. **Have manual-commit also create the branch at enable time** - add `EnsureMetadataBranch` call to its `EnsureSetup()`',
      '2. **Add message to the checkpoint package** - print when `ensureSessionsBranch()` creates the branch',
      '',
      'Option 1 is cleaner - both strategies would show the same output at enable time. Want me to make that change?',
    ].join('\n');
    expect(offeredOptions(report)).toEqual([
      'Have manual-commit also create the branch at enable time - add `EnsureMetadataBranch` call to its `EnsureSetup()`',
      'Add message to the checkpoint package - print when `ensureSessionsBranch()` creates the branch',
    ]);
  });

  it('finds none in a report without a choice', () => {
    expect(
      offeredOptions('Done. The tests pass.\n\n- Added a cache\n- Updated the README'),
    ).toEqual([]);
  });
});

describe('chosenOption', () => {
  const options = ['Use a file cache', 'Use Redis', 'Keep no cache'];
  it('reads a number, a letter, an ordinal, or agreement with the recommendation', () => {
    expect(chosenOption('2', options, -1)).toBe(1);
    expect(chosenOption("let's go with option 3", options, -1)).toBe(2);
    expect(chosenOption('the first one please', options, -1)).toBe(0);
    expect(chosenOption('yes', options, 1)).toBe(1);
  });
  it('reads a reply ruling out the option it names as the other of two, and as none of more', () => {
    expect(
      chosenOption(
        "Option 1 doesn't work since the commit hash can change",
        options.slice(0, 2),
        0,
      ),
    ).toBe(1);
    expect(
      chosenOption('2 would not scale, the index is rebuilt per request', options.slice(0, 2), -1),
    ).toBe(0);
    expect(chosenOption("option 2 won't work here", options, -1)).toBe(-1);
    expect(chosenOption('option 2 works, go ahead', options, -1)).toBe(1);
  });
  it('reads no choice in agreement without a recommendation, or in a new request', () => {
    expect(chosenOption('yes', options, -1)).toBe(-1);
    expect(
      chosenOption(
        'can you explain the tradeoffs in more detail before we decide anything here?',
        options,
        0,
      ),
    ).toBe(-1);
  });
});

describe('readTurn', () => {
  it('reads a fix report as one episode: the problem brought, the cause stated, the fix', () => {
    const candidates = readTurn({
      request: { text: '"mise run test:ci" fails', ts: TS },
      report: {
        text: 'All tests pass now. The tests failed because `start_test.go` defined `runEntireCmd`, which `setup_claude_hooks_test.go` also used. Fixed by replacing `env.runEntireCmd` with `env.RunCLIWithError`.',
        ts: TS,
        record: 'r1',
      },
    });
    const episode = candidates.find((candidate) => candidate.type === 'error_resolved');
    expect(episode?.content).toBe(
      '"mise run test:ci" fails. Cause: The tests failed because `start_test.go` defined `runEntireCmd`, which `setup_claude_hooks_test.go` also used. Fix: Fixed by replacing `env.runEntireCmd` with `env.RunCLIWithError`.',
    );
    expect(episode?.record).toBe('r1');
  });

  it('makes no episode of a question that mentions errors, nor of a report without a cause', () => {
    expect(
      readTurn({
        request: { text: 'why are the errors changed to return ""?', ts: TS },
        report: {
          text: 'Because the helper must not fail the test when nothing is found.',
          ts: TS,
        },
      }).some((candidate) => candidate.type === 'error_resolved'),
    ).toBe(false);
    expect(
      readTurn({
        request: { text: 'the build fails', ts: TS },
        report: { text: 'Fixed it. The build passes now.', ts: TS },
      }),
    ).toEqual([]);
  });

  it('makes no episode of the user thinking aloud or asking for work, nor of a "cause" that only points at what follows', () => {
    const report = {
      text: 'The commit would fail because the second hook sees the first lock. Fixed by releasing the lock before condensing.',
      ts: TS,
    };
    expect(
      readTurn({
        request: { text: 'the second commit fails when two sessions condense at once', ts: TS },
        report,
      }).some((candidate) => candidate.type === 'error_resolved'),
    ).toBe(true);
    expect(
      readTurn({
        request: {
          text: 'I was less worried about this, but more if two git commits happen, then it would fail anyhow',
          ts: TS,
        },
        report,
      }).some((candidate) => candidate.type === 'error_resolved'),
    ).toBe(false);
    expect(
      readTurn({
        request: {
          text: "let's scrap the failing tests by putting them in an archive folder",
          ts: TS,
        },
        report,
      }).some((candidate) => candidate.type === 'error_resolved'),
    ).toBe(false);
    const pointing = { text: 'We need to decide:\n\n1. Archive them\n2. Delete them', ts: TS };
    expect(
      readTurn({
        request: { text: 'the old tests fail to compile', ts: TS },
        report: pointing,
      }).some((candidate) => candidate.type === 'error_resolved'),
    ).toBe(false);
  });

  it('reads a reply that picks an option as the decision, with the reason the report gave', () => {
    const [choice] = readTurn({
      report: {
        text: 'Options:\n1. Store the commit hash in the metadata\n2. Search for the Entire-Checkpoint trailer\n\nI recommend option 2: the trailer survives a rebase.',
        ts: TS,
      },
      reply: { text: 'yes', ts: TS, record: 'r2' },
    });
    expect(choice).toMatchObject({ type: 'decision_made', source: 'turn-choice', record: 'r2' });
    expect(choice!.content).toBe(
      'Search for the Entire-Checkpoint trailer (chosen over: Store the commit hash in the metadata). I recommend option 2: the trailer survives a rebase.',
    );
  });

  it('reads a reply ruling out the recommended option as the choice of the other, with the reply as its reason', () => {
    const [choice] = readTurn({
      report: {
        text: 'Two options:\n1. Store the commit hash in the metadata\n2. Search for the Entire-Checkpoint trailer\n\nOption 1 is cleaner.',
        ts: TS,
      },
      reply: {
        text: "Option 1 doesn't work since the commit hash can change, that's why we add the trailer.",
        ts: TS,
        record: 'r3',
      },
    });
    expect(choice).toMatchObject({ type: 'decision_made', source: 'turn-choice', record: 'r3' });
    expect(choice!.content).toBe(
      "Search for the Entire-Checkpoint trailer (chosen over: Store the commit hash in the metadata). Option 1 doesn't work since the commit hash can change, that's why we add the trailer.",
    );
  });

  it('answers a question about the code with what the report found', () => {
    const [answer] = readTurn({
      question: true,
      request: { text: 'when is the session state created?', ts: TS },
      report: {
        text: 'The session state is created by the UserPromptSubmit hook, which calls `InitializeSession` before anything else runs. Want me to add a test?',
        ts: TS,
      },
    });
    expect(answer?.content).toBe(
      'Asked "when is the session state created?": The session state is created by the UserPromptSubmit hook, which calls `InitializeSession` before anything else runs.',
    );
  });

  it('records no answer to the user weighing options aloud', () => {
    const report = {
      text: 'For showing merge status there are a few options: show the original branch name, or look the branch up in git each time it is listed.',
      ts: TS,
    };
    expect(
      readTurn({
        question: true,
        request: {
          text: 'thinking about the branch hint: if I worked on the branch locally, what would the list show?',
          ts: TS,
        },
        report,
      }),
    ).toEqual([]);
  });

  it('records no answer to a question about what would happen, or about what the assistant meant', () => {
    const report = {
      text: 'If the hooks kept running after the warning, both sessions would write to the same shadow branch and their checkpoints would interleave.',
      ts: TS,
    };
    for (const text of [
      'What would happen if we keep the hooks going after the warning?',
      'what if we just include both sessions?',
      'What do you mean the shadow branch is shared?',
    ]) {
      expect(readTurn({ question: true, request: { text, ts: TS }, report })).toEqual([]);
    }
    expect(
      readTurn({
        question: true,
        request: { text: 'what happens to the shadow branch after a commit?', ts: TS },
        report,
      }),
    ).toHaveLength(1);
    expect(
      readTurn({
        question: true,
        request: { text: 'what would happen if the shadow branch is missing?', ts: TS },
        report,
      }),
    ).toHaveLength(1);
  });

  it('takes no decision from an option priced in seconds or offered as a quick fix', () => {
    const report = {
      text: 'Options:\n1. Quick fix - Rename `contentSb73` to `sb` in `common.go:408` (30 seconds)\n2. Merge as-is - all P3 items are optional\n\nI recommend option 1.',
      ts: TS,
    };
    expect(
      readTurn({ report, reply: { text: '1', ts: TS } }).filter(
        (candidate) => candidate.type === 'decision_made',
      ),
    ).toEqual([]);
    const priced = {
      text: 'Options:\n1. Cache the parsed config in memory (~5 min)\n2. Parse it on every call\n\nI recommend option 1.',
      ts: TS,
    };
    expect(
      readTurn({ report: priced, reply: { text: 'yes', ts: TS } }).filter(
        (candidate) => candidate.type === 'decision_made',
      ),
    ).toEqual([]);
  });

  it('reads a proposal the user agreed to as a decision: the proposal with its reasons, and the reply', () => {
    const report = {
      text: 'I think `cleanup` is better here:\n\n1. **Conveys maintenance** - it implies housekeeping of leftover state\n2. **Differentiates from `git clean`** - users will not confuse the two\n\nWant me to rename it?',
      ts: TS,
    };
    const [agreed] = readTurn({
      request: { text: 'What do you think about renaming it to "cleanup"?', ts: TS },
      report,
      reply: { text: 'yes', ts: TS, record: 'r4' },
    });
    expect(agreed).toMatchObject({
      type: 'decision_made',
      source: 'turn-choice',
      record: 'r4',
      data: { tags: ['agreed-proposal'] },
    });
    expect(agreed!.content).toBe(
      'I think `cleanup` is better here: Conveys maintenance - it implies housekeeping of leftover state; Differentiates from `git clean` - users will not confuse the two. Offered to rename it; the user agreed: "yes".',
    );
  });

  it('takes no decision from an offer only to look further, nor from a reply that does not agree', () => {
    const proposal =
      'The retry loop re-reads the branch tip before each write, so two sessions condensing at once both land their checkpoints.';
    expect(
      readTurn({
        report: {
          text: `${proposal}\n\nWant me to run the integration tests to make sure?`,
          ts: TS,
        },
        reply: { text: 'yes', ts: TS },
      }),
    ).toEqual([]);
    expect(
      readTurn({
        report: { text: `${proposal}\n\nShall I proceed with the implementation then?`, ts: TS },
        reply: { text: 'yes', ts: TS },
      }),
    ).toEqual([]);
    expect(
      readTurn({
        report: { text: `${proposal}\n\nShould I add the retry to WriteCommitted?`, ts: TS },
        reply: { text: 'no, batch the writes instead', ts: TS },
      }),
    ).toEqual([]);
    expect(
      readTurn({
        report: { text: `${proposal}\n\nShould I add the retry to WriteCommitted?`, ts: TS },
        reply: { text: 'yes please', ts: TS },
      }),
    ).toHaveLength(1);
    for (const text of [
      'yes, but call it `retryWrite` instead',
      "ok but don't touch WriteCommitted",
      'sure? what would it break?',
      'correct me if I am wrong, is this needed?',
      'go with the old loop',
    ]) {
      expect(
        readTurn({
          report: { text: `${proposal}\n\nShould I add the retry to WriteCommitted?`, ts: TS },
          reply: { text, ts: TS },
        }),
        text,
      ).toEqual([]);
    }
  });

  it('says what was offered, which the proposal itself may not', () => {
    const [agreed] = readTurn({
      report: {
        text: 'The parser now handles nested quotes correctly, and the tokenizer it replaced has no callers left.\n\nWant me to also delete the old tokenizer module?',
        ts: TS,
      },
      reply: { text: 'yes', ts: TS },
    });
    expect(agreed?.content).toContain(
      'Offered to also delete the old tokenizer module; the user agreed: "yes".',
    );
  });
});
