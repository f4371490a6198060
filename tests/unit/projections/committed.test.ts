import { describe, expect, it } from 'vitest';
import {
  affectsCommittedProjections,
  renderProjectionsOf,
} from '../../../src/projections/committed.js';
import { storyEvents } from '../../fixtures/projections/story.js';

describe('renderProjections (the tally story)', () => {
  const rendered = renderProjectionsOf(storyEvents());

  it('writes decisions.md as the golden file', async () => {
    await expect(rendered.files['.cortex/decisions.md']).toMatchFileSnapshot(
      '../../fixtures/projections/story/decisions.md',
    );
  });

  it('writes decisions-archive.md as the golden file', async () => {
    await expect(rendered.files['.cortex/decisions-archive.md']).toMatchFileSnapshot(
      '../../fixtures/projections/story/decisions-archive.md',
    );
  });

  it('writes active-plan.md as the golden file', async () => {
    await expect(rendered.files['.cortex/active-plan.md']).toMatchFileSnapshot(
      '../../fixtures/projections/story/active-plan.md',
    );
  });
});

describe('affectsCommittedProjections', () => {
  const events = storyEvents();
  const byType = (type: string) => events.filter((event) => event.type === type);

  it('is true for knowledge and control events, and for events that refer to others', () => {
    expect(affectsCommittedProjections(byType('decision_made').slice(0, 1))).toBe(true);
    expect(affectsCommittedProjections(byType('memory_retracted'))).toBe(true);
    expect(affectsCommittedProjections(byType('plan_step_completed').slice(0, 1))).toBe(true);
  });

  it('is false for a turn that only read, edited and ran things', () => {
    expect(
      affectsCommittedProjections([...byType('file_modified'), ...byType('command_run')]),
    ).toBe(false);
    expect(affectsCommittedProjections([])).toBe(false);
  });
});
