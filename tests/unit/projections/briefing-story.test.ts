import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { buildBriefing } from '../../../src/projections/briefing.js';
import { digestEvents } from '../../../src/projections/digest.js';
import type { RealityFacts } from '../../../src/projections/reality.js';
import { STORY_NOW, storyEvents } from '../../fixtures/projections/story.js';

const reality = (branch: string): RealityFacts => ({
  branch,
  missingFiles: new Set(['src/store/legacy-json.ts']),
  manifests: [
    {
      file: 'package.json',
      ecosystem: 'npm',
      names: new Set(['better-sqlite3', 'pg', 'vitest', 'typescript']),
    },
  ],
});

describe('buildBriefing (the tally story)', () => {
  const digest = digestEvents(storyEvents());

  it('hands over the main branch as the golden file: warnings first, then where work stands, preferences and pins', async () => {
    const briefing = buildBriefing({
      digest,
      now: STORY_NOW,
      branch: 'main',
      access: new Map(),
      reality: reality('main'),
    });
    await expect(briefing.text).toMatchFileSnapshot(
      '../../fixtures/projections/story/briefing-main.md',
    );
    const order = [
      '# Handoff from earlier sessions',
      '**Check first:**',
      '## Standing preferences',
      '## Pinned',
      '*The memory holds',
      '## Memory instructions',
    ];
    const positions = order.map((heading) => briefing.text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(countTokens(briefing.text)).toBeLessThanOrEqual(600);
  });

  it('hands over a feature branch with its own plan and where it stands', async () => {
    const briefing = buildBriefing({
      digest,
      now: STORY_NOW,
      branch: 'feature/categories',
      access: new Map(),
      reality: reality('feature/categories'),
    });
    await expect(briefing.text).toMatchFileSnapshot(
      '../../fixtures/projections/story/briefing-feature.md',
    );
    expect(briefing.text).toContain(
      '- Plan on feature/categories: Categorise transactions with payee rules [s4]; 2 of 4 steps done; now: Add the `tally categorise` command\n',
    );
    expect(briefing.text).not.toContain('Monthly report');
  });

  it('labels a pinned memory of another branch as not merged', () => {
    const mainOnly = storyEvents().filter(
      (event) =>
        event.branch === 'main' &&
        event.type !== 'file_modified' &&
        event.type !== 'command_run' &&
        event.type !== 'file_explored',
    );
    const elsewhere = new Map(mainOnly.map((event) => [event.id, { branch: 'main' }]));
    const text = buildBriefing({
      digest,
      now: STORY_NOW,
      branch: 'feature/categories',
      access: new Map(),
      reality: reality('feature/categories'),
      elsewhere,
    }).text;
    expect(text).toMatch(/## Pinned\n- .*\(on `main`, not merged\)/);
  });
});
