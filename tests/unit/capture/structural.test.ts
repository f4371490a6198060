import { describe, expect, it } from 'vitest';
import { planSteps, planTitle } from '../../../src/capture/structural.js';

describe('planSteps', () => {
  it('reads the numbered steps of a plan and keeps identifiers whole', () => {
    const plan =
      '# Fix `render_message_enriched`\n\n## Context\n- The renderer drops **bold** text\n- __init__ runs twice\n\n## Steps\n1. Fix `render_message_enriched` in src/render.py\n2. Add a test for _private_helper\n   - with nested details\n3. Run the tests';
    expect(planSteps(plan).map((step) => step.content)).toEqual([
      'Fix render_message_enriched in src/render.py',
      'Add a test for _private_helper',
      'Run the tests',
    ]);
    expect(planTitle(plan)).toBe('Fix render_message_enriched');
  });

  it('takes bullets as steps only under a heading that names steps, never the prose bullets around them', () => {
    const plan =
      '## Context\n- The cache is global\n- It leaks between branches\n\n## Implementation\n- Key the cache by branch\n- Clear it on checkout\n\n## Risks\n- Slower first read';
    expect(planSteps(plan).map((step) => step.content)).toEqual([
      'Key the cache by branch',
      'Clear it on checkout',
    ]);
    expect(planSteps('## Context\n- one\n- two\n')).toEqual([]);
  });
});
