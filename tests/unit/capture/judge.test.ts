import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, judge, judgeFeatures } from '../../../src/capture/judge.js';
import { JUDGE_MODEL } from '../../../src/capture/judge-model.js';
import { promptStatements } from '../../../src/capture/prose-candidates.js';

describe('judge', () => {
  it('has one weight per feature', () => {
    expect(JUDGE_MODEL.weights).toHaveLength(FEATURE_NAMES.length);
    expect(judgeFeatures({ type: 'decision_made', content: 'x', origin: 'prose' })).toHaveLength(FEATURE_NAMES.length);
  });

  it('keeps a durable statement about the code and drops narration, requests and fragments', () => {
    const keep = (content: string, origin = 'paragraph', type: Parameters<typeof judge>[0]['type'] = 'knowledge_acquired') => judge({ type, content, origin }).keep;
    expect(keep('The bug occurred because `findBranchesForCheckpoint` was searching all commits on each branch, including commits reachable from main, so sessions whose checkpoints existed in the shared history appeared under every branch.')).toBe(true);
    expect(keep('Let me check the test file to see what is going on:')).toBe(false);
    expect(keep('The fix requires:')).toBe(false);
  });

  it('is never asked about a request or a question: those are no candidates', () => {
    expect(promptStatements('can you take a look at the failing test, and why does it break only on CI?')).toEqual([]);
    expect(promptStatements("let's check the logs first. Then we can decide what to do about the retries")).toEqual([]);
    expect(promptStatements('The session ID is created in the UserPromptSubmit hook, not in SessionStart: keep it that way.').map((candidate) => candidate.type)).toEqual(['decision_made']);
  });

  it('gives the same score for the same text', () => {
    const input = { type: 'decision_made' as const, content: 'Use the merge-base, not the tip of main, to find the commits a branch added', origin: 'paragraph' };
    expect(judge(input).score).toBe(judge(input).score);
  });
});
