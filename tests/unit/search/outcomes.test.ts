/**
 * The session outcomes a later one carries on are not handed over: the same session's
 * earlier outcome (its open ends since closed), and a continued session's predecessor (the
 * same goal restated); a session that moved on to other work keeps its earlier outcome.
 */
import { describe, expect, it } from 'vitest';
import { outcomeFrameText } from '../../../src/search/prompt-context.js';
import { SearchIndex } from '../../../src/search/engine.js';
import {
  outcomeGoal,
  withoutRevisedPlans,
  withoutStaleOutcomes,
} from '../../../src/search/outcomes.js';
import { testEvent } from '../../helpers/events.js';

const outcome = (key: string, session: string, ts: string, content: string) =>
  testEvent({ type: 'session_outcome', key, session, ts, content });

const review = outcome(
  'review-1',
  's1',
  '2026-01-08T10:00:00.000Z',
  'Goal: Review the go-git auto-commit branch for stray shadow branches and git add behaviour. Open: complete the investigation.',
);
const reviewDone = outcome(
  'review-2',
  's1',
  '2026-01-08T12:00:00.000Z',
  'Goal: Review the go-git auto-commit branch for shadow branches and git add behaviour. Outcome: dead code removed, nothing else to change.',
);
const warning = outcome(
  'warning',
  's2',
  '2026-01-12T09:00:00.000Z',
  'Goal: Understand the concurrent session warning that blocks prompts, then let both sessions capture checkpoints. Outcome: the warning blocks the first prompt only.',
);
const multi = outcome(
  'multi',
  's2',
  '2026-01-12T18:00:00.000Z',
  'Goal: Implement multi-session checkpoint storage: archive earlier sessions into numbered folders. Open: fix the failing integration test.',
);
const multiContinued = outcome(
  'multi-2',
  's3',
  '2026-01-13T09:00:00.000Z',
  'Goal: Implement multi-session checkpoint storage: archive earlier sessions into numbered folders. Outcome: all tests pass.',
);
const decision = testEvent({
  type: 'decision_made',
  key: 'd',
  session: 's2',
  ts: '2026-01-12T10:00:00.000Z',
  content: 'Archive earlier sessions into numbered folders',
});

function hitsOf(index: SearchIndex, query: string) {
  return index.search({
    query,
    mode: 'fts',
    limit: 20,
    queryVector: null,
    nowMs: Date.parse('2026-01-14T00:00:00Z'),
  });
}

describe('withoutStaleOutcomes', () => {
  it('reads the goal of an outcome', () => {
    expect(outcomeGoal(review.content)).toBe(
      'Review the go-git auto-commit branch for stray shadow branches and git add behaviour.',
    );
    expect(outcomeGoal('Outcome: done.')).toBeUndefined();
  });

  it('keeps the newest outcome of each piece of work, and what is not an outcome', () => {
    const index = new SearchIndex();
    index.add([review, reviewDone, warning, multi, multiContinued, decision]);
    const kept = withoutStaleOutcomes(
      index,
      hitsOf(index, 'session checkpoint shadow branches archive numbered warning review'),
    ).map((hit) => hit.record.id);
    expect(kept).toContain(reviewDone.id);
    expect(kept).not.toContain(review.id);
    expect(kept).toContain(multiContinued.id);
    expect(kept).not.toContain(multi.id);
    // The same session moved on to other work: what it settled first still stands.
    expect(kept).toContain(warning.id);
    expect(kept).toContain(decision.id);
  });

  it('judges by the whole index, not only the hits given', () => {
    const index = new SearchIndex();
    index.add([review, reviewDone]);
    const onlyEarlier = hitsOf(index, 'stray investigation').filter(
      (hit) => hit.record.id === review.id,
    );
    expect(onlyEarlier).toHaveLength(1);
    expect(withoutStaleOutcomes(index, onlyEarlier)).toEqual([]);
  });
});

describe('withoutRevisedPlans', () => {
  const plan = (key: string, session: string, ts: string, content: string) =>
    testEvent({ type: 'plan_created', key, session, ts, content });
  const draft = plan(
    'p1',
    's1',
    '2026-01-08T10:00:00.000Z',
    'Plan (3 steps): Add the Branch field to checkpoint metadata; store the branch; show it in the session list',
  );
  const revised = plan(
    'p2',
    's1',
    '2026-01-08T11:00:00.000Z',
    'Plan revised (4 steps): Add the Branch field to checkpoint metadata; store the branch; show it in the session list; test it',
  );
  const movedOn = plan(
    'p3',
    's1',
    '2026-01-08T12:00:00.000Z',
    'Plan (2 steps): Archive the old tests in tests/archive; rebuild the library',
  );
  const elsewhere = plan(
    'q',
    's2',
    '2026-01-09T10:00:00.000Z',
    'Plan (2 steps): Sort the session list by branch; document the order',
  );

  it("keeps the newest revision of a session's plan, the session's other plans, and every other hit", () => {
    const index = new SearchIndex();
    index.add([draft, revised, movedOn, elsewhere, decision]);
    const hits = hitsOf(
      index,
      'branch checkpoint metadata session list archive tests library numbered',
    );
    expect(hits.map((hit) => hit.record.id)).toContain(draft.id);
    const kept = withoutRevisedPlans(index, hits).map((hit) => hit.record.id);
    expect(kept).not.toContain(draft.id);
    expect(kept).toEqual(
      expect.arrayContaining([revised.id, movedOn.id, elsewhere.id, decision.id]),
    );
  });

  it('drops a draft whose revision is in the index but not among the hits', () => {
    const index = new SearchIndex();
    index.add([draft, revised]);
    const onlyDraft = hitsOf(index, 'branch').filter((hit) => hit.record.id === draft.id);
    expect(onlyDraft).toHaveLength(1);
    expect(withoutRevisedPlans(index, onlyDraft)).toEqual([]);
  });
});

describe('an outcome in the task frame', () => {
  it('cuts each part on its own, so a long goal never pushes out what the session did', () => {
    const goal = `I got this feedback for the changes in manual_commit_hooks.go:281 ${'"Truncating the string by byte index can break multi-byte UTF-8 characters." '.repeat(3)}`;
    const text = outcomeFrameText(
      `Goal: ${goal}. Outcome: Tests pass. Open: remove the wrappers. Done: Created \`stringutil\` with \`TruncateRunes\`; \`cli/utils.go\` re-exports it.`,
    );
    expect(text).toContain(
      'Done: Created `stringutil` with `TruncateRunes`; `cli/utils.go` re-exports it. Open: remove the wrappers.',
    );
    expect(text.length).toBeLessThan(360);
    expect(outcomeFrameText('an outcome of an older cortex')).toBe('an outcome of an older cortex');
  });
});
