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
    const order = ['# Memory from earlier sessions', '**Check first:**', '## Preferences, lessons and fixes', '## Decisions and rejections', '## Active plan', '## Recent activity', '## Memory instructions'];
    const positions = order.map((heading) => briefing.text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(countTokens(briefing.text)).toBeLessThanOrEqual(2000);
  });

  it('briefs a feature branch with its own plan, and no warning that the last session was on another branch', async () => {
    const briefing = buildBriefing({ digest, now: STORY_NOW, branch: 'feature/categories', access: new Map(), reality: reality('feature/categories') });
    await expect(briefing.text).toMatchFileSnapshot('../../fixtures/projections/story/briefing-feature.md');
    expect(briefing.text).toContain('Plan on feature/categories: Categorise transactions with payee rules');
    expect(briefing.text).not.toContain('the last session (s7) worked on main');
    // Activity says where it happened instead: one line per session.
    expect(briefing.text).toMatch(/^- s7 \(2026-09-15, on main\): edited 2 files in src\/report/m);
  });

  it('labels what another branch has not merged yet, and lists its plan apart', () => {
    const mainOnly = storyEvents().filter((event) => event.branch === 'main' && event.type !== 'file_modified' && event.type !== 'command_run' && event.type !== 'file_explored');
    const elsewhere = new Map(mainOnly.map((event) => [event.id, { branch: 'main' }]));
    const text = buildBriefing({ digest, now: STORY_NOW, branch: 'feature/categories', access: new Map(), reality: reality('feature/categories'), elsewhere }).text;
    expect(text).toContain('Plan on feature/categories: Categorise transactions with payee rules');
    expect(text).toMatch(/Plans on other branches, not merged: `main`: Monthly report \(1\/4 done/);
    expect(text).toMatch(/Store amounts as integer cents.*\(on `main`, not merged\)/);
    // Without the label, the same plan merged in is over: it is not listed as current anywhere.
    const merged = buildBriefing({ digest, now: STORY_NOW, branch: 'feature/categories', access: new Map(), reality: reality('feature/categories') }).text;
    expect(merged).not.toContain('Monthly report');
  });
});
