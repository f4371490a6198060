import { describe, expect, it } from 'vitest';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { storyEvents } from '../../fixtures/projections/story.js';

describe('renderProjections (the tally story)', () => {
  const rendered = renderProjectionsOf(storyEvents());

  it('writes decisions.md as the golden file', async () => {
    await expect(rendered.files['.cortex/decisions.md']).toMatchFileSnapshot('../../fixtures/projections/story/decisions.md');
  });

  it('writes decisions-archive.md as the golden file', async () => {
    await expect(rendered.files['.cortex/decisions-archive.md']).toMatchFileSnapshot('../../fixtures/projections/story/decisions-archive.md');
  });

  it('writes active-plan.md as the golden file', async () => {
    await expect(rendered.files['.cortex/active-plan.md']).toMatchFileSnapshot('../../fixtures/projections/story/active-plan.md');
  });
});
