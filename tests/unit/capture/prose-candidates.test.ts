import { describe, expect, it } from 'vitest';
import { explainingParagraphs } from '../../../src/capture/prose-candidates.js';

describe('explainingParagraphs', () => {
  it('reads "no longer" as how things changed, not as an approach ruled out', () => {
    const [state] = explainingParagraphs('When listing sessions, orphaned sessions whose shadow branch no longer exists are automatically cleaned up by `listAllSessionStates`.');
    expect(state?.type).toBe('knowledge_acquired');
    const [given] = explainingParagraphs('We no longer use the shadow strategy for new repositories because it left branches behind after every rebase.');
    expect(given?.type).toBe('approach_rejected');
    expect(explainingParagraphs("This approach won't work because the commit hash changes on every rebase of the branch.")[0]?.type).toBe('approach_rejected');
  });

  it('leaves a paragraph with no cause, choice, constraint, rejection or change', () => {
    expect(explainingParagraphs('I looked at the session list code and the tests around it in the strategy package.')).toEqual([]);
  });
});
