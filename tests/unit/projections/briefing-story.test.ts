import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { buildBriefing } from '../../../src/projections/briefing.js';
import { digestEvents } from '../../../src/projections/digest.js';
import type { RealityFacts } from '../../../src/projections/reality.js';
import { STORY_NOW, storyEvents } from '../../fixtures/projections/story.js';

const reality = (branch: string): RealityFacts => ({
  branch,
  missingFiles: new Set(['src/store/legacy-json.ts']),
  manifests: [{ file: 'package.json', ecosystem: 'npm', names: new Set(['better-sqlite3', 'pg', 'vitest', 'typescript']) }],
});

describe('buildBriefing (the tally story)', () => {
  const digest = digestEvents(storyEvents());

  it('briefs the main branch as the golden file, in the paper\'s section order', async () => {
    const briefing = buildBriefing({ digest, now: STORY_NOW, branch: 'main', access: new Map(), reality: reality('main') });
    await expect(briefing.text).toMatchFileSnapshot('../../fixtures/projections/story/briefing-main.md');
    const order = ['# Memory from earlier sessions', '**Check first:**', '## Active plan', '## Key decisions and rejections', '## Recent work', '## Gotchas and preferences', '## Memory instructions'];
    const positions = order.map((heading) => briefing.text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(countTokens(briefing.text)).toBeLessThanOrEqual(2000);
  });

  it('briefs a feature branch with its own plan first and a warning that the last session was elsewhere', async () => {
    const briefing = buildBriefing({ digest, now: STORY_NOW, branch: 'feature/categories', access: new Map(), reality: reality('feature/categories') });
    await expect(briefing.text).toMatchFileSnapshot('../../fixtures/projections/story/briefing-feature.md');
    expect(briefing.text).toContain('Plan on feature/categories: Categorise transactions with payee rules');
    expect(briefing.text).toContain('You are on feature/categories, but the last session (s7) worked on main');
  });
});
