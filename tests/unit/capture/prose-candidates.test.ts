import { describe, expect, it } from 'vitest';
import { explainingParagraphs, promptStatements } from '../../../src/capture/prose-candidates.js';

describe('explainingParagraphs', () => {
  it('reads "no longer" as how things changed, not as an approach ruled out', () => {
    const [state] = explainingParagraphs(
      'When listing sessions, orphaned sessions whose shadow branch no longer exists are automatically cleaned up by `listAllSessionStates`.',
    );
    expect(state?.type).toBe('knowledge_acquired');
    const [given] = explainingParagraphs(
      'We no longer use the shadow strategy for new repositories because it left branches behind after every rebase.',
    );
    expect(given?.type).toBe('approach_rejected');
    expect(
      explainingParagraphs(
        "This approach won't work because the commit hash changes on every rebase of the branch.",
      )[0]?.type,
    ).toBe('approach_rejected');
  });

  it('leaves a paragraph with no cause, choice, constraint, rejection or change', () => {
    expect(
      explainingParagraphs(
        'I looked at the session list code and the tests around it in the strategy package.',
      ),
    ).toEqual([]);
  });
});

describe('promptStatements', () => {
  it('reads "can we …" and "could we …" as asking for work, not as a decision', () => {
    expect(
      promptStatements(
        'Can we add "You can press the up arrow key to get the prompt you just typed again" to the warning',
      ),
    ).toEqual([]);
    expect(
      promptStatements('ok, could we show the branch of each session in the list as well'),
    ).toEqual([]);
  });

  it("keeps a user's choice stated in their words", () => {
    const [choice] = promptStatements(
      'We should store the branch name in the session metadata instead of looking it up from the commit each time',
    );
    expect(choice?.type).toBe('decision_made');
  });
});
