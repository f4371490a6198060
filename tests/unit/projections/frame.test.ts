import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { digestEvents } from '../../../src/projections/digest.js';
import { buildContextFrame, termsOf } from '../../../src/projections/frame.js';
import { NO_REALITY } from '../../../src/projections/reality.js';
import { STORY_NOW, storyEvents } from '../../fixtures/projections/story.js';

const frame = (task: string, branch = 'main', budget = 2000) =>
  buildContextFrame({
    digest: digestEvents(storyEvents()),
    task,
    now: STORY_NOW,
    branch,
    access: new Map(),
    reality: NO_REALITY,
    budget,
  });

describe('termsOf', () => {
  it('keeps the words that carry meaning, split at camelCase and paths, lightly stemmed', () => {
    expect(termsOf('Add the CSV exporter to src/report/monthlyTable.ts')).toEqual([
      'csv',
      'exporter',
      'src',
      'report',
      'monthly',
      'table',
    ]);
    expect(termsOf('rules matching payees')).toEqual(['rule', 'match', 'payee']);
  });
});

describe('buildContextFrame', () => {
  it('places the task first, then knowledge, learnings, state, and instructions last', async () => {
    const result = frame('Add --csv output to the monthly report, with amounts in cents');
    await expect(result.text).toMatchFileSnapshot(
      '../../fixtures/projections/story/frame-csv-report.md',
    );
    const order = [
      '## Task',
      '## Relevant knowledge',
      '## Past learnings',
      '## Current state',
      '## Instructions',
    ].map((heading) => result.text.indexOf(heading));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("brings the memories that share the task's terms, and not the unrelated ones", () => {
    const text = frame('Change how category rules are matched against payees').text;
    expect(text).toContain('Category rules live in tally.rules.json');
    expect(text).not.toContain('tally.rules.yaml and are matched top to bottom [');
    expect(text).not.toContain('Vitest');
  });

  it('keeps pinned memories and preferences when nothing else bears on the task', () => {
    const text = frame('Translate the marketing site into French').text;
    const knowledge = text.slice(
      text.indexOf('## Relevant knowledge'),
      text.indexOf('## Past learnings'),
    );
    expect(knowledge.match(/^- /gm)).toHaveLength(1);
    expect(knowledge).toContain('Store amounts as integer cents');
    expect(text).toContain('Commit messages in the imperative mood');
  });

  it('stays within its budget', () => {
    const small = frame(
      'parse the bank CSV export, store transactions, report totals in cents',
      'main',
      400,
    );
    expect(countTokens(small.text)).toBeLessThanOrEqual(400);
    expect(small.memoryIds.length).toBeGreaterThan(0);
  });
});
