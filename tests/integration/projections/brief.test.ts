import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { DEFAULT_CONFIG } from '../../../src/config/config.js';
import { projectPaths } from '../../../src/events/paths.js';
import { findRepo } from '../../../src/git/plumbing/repo.js';
import { readAccessStats, recordAccess } from '../../../src/projections/access-file.js';
import { BRIEFING_FILE, writeBriefing } from '../../../src/projections/briefing-file.js';
import type { Project } from '../../../src/project.js';
import { cortex } from '../../helpers/cli.js';
import { tempRepo, writeFile } from '../../helpers/repo.js';
import { STORY_NOW, storyEvents } from '../../fixtures/projections/story.js';

async function storyRepo(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  writeFile(
    root,
    '.cortex/events/2026-09/story.ndjson',
    storyEvents().map(serializeEvent).join('\n') + '\n',
  );
  return root;
}

const projectAt = (root: string): Project => ({
  repo: findRepo(root)!,
  paths: projectPaths(root),
  config: DEFAULT_CONFIG,
});

describe('cortex brief', () => {
  it('prints the same briefing the session-start hook writes', async () => {
    const root = await storyRepo();
    const printed = await cortex(root, ['brief'], { now: STORY_NOW });
    expect(printed.code).toBe(0);
    const written = writeBriefing(projectAt(root), { now: STORY_NOW });
    expect(written.text).toBe(printed.stdout);
    expect(readFileSync(join(root, BRIEFING_FILE), 'utf8')).toBe(printed.stdout);
    expect(printed.stdout).toContain('## Standing preferences');
  });

  it('shows tokens per section, counted by cl100k, on stderr', async () => {
    const root = await storyRepo();
    const result = await cortex(root, ['brief', '--stats', '--budget', '800'], { now: STORY_NOW });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^section\s+tokens\s+items$/m);
    expect(result.stderr).toMatch(/^Standing preferences\s+\d+\s+\d+$/m);
    const total = Number(/^total\s+(\d+)$/m.exec(result.stderr)![1]);
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThanOrEqual(800);
    expect(result.stderr).toContain('budget 800 tokens');
  });

  it('builds a context frame for a task and records the memories it used as accessed', async () => {
    const root = await storyRepo();
    const result = await cortex(
      root,
      ['brief', '--task', 'Change how category rules match payees'],
      { now: STORY_NOW },
    );
    expect(result.code).toBe(0);
    expect(result.stdout.indexOf('## Task')).toBeLessThan(
      result.stdout.indexOf('## Relevant knowledge'),
    );
    expect(result.stdout).toContain('Category rules live in tally.rules.json');
    const entries = [...readAccessStats(projectPaths(root)).stats.values()];
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.every((entry) => entry.count === 1 && entry.last === STORY_NOW.toISOString()),
    ).toBe(true);
    await cortex(root, ['brief', '--task', 'Change how category rules match payees'], {
      now: STORY_NOW,
    });
    expect(
      [...readAccessStats(projectPaths(root)).stats.values()].every((entry) => entry.count === 2),
    ).toBe(true);
  });

  it('refuses a budget out of range and an empty task, as usage errors', async () => {
    const root = await storyRepo();
    expect(await cortex(root, ['brief', '--budget', '50'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--budget must be between 200 and 8000'),
    });
    expect(await cortex(root, ['brief', '--task', '  '])).toMatchObject({ code: 2 });
    expect(await cortex(root, ['brief', '--budget', 'lots'])).toMatchObject({ code: 2 });
  });

  it('uses the budget from .cortex/config.json, and says which field is wrong when it is bad', async () => {
    const root = await storyRepo();
    writeFileSync(join(root, '.cortex/config.json'), '{"briefing":{"budget":400}}');
    const small = await cortex(root, ['brief', '--stats'], { now: STORY_NOW });
    expect(small.stderr).toContain('budget 400 tokens');
    writeFileSync(join(root, '.cortex/config.json'), '{"briefing":{"budget":"big"}}');
    expect(await cortex(root, ['brief'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('briefing.budget'),
    });
  });
});

describe('access stats on disk', () => {
  it('appends a line per retrieval and folds a long journal into the snapshot without losing counts', async () => {
    const root = tempRepo();
    const paths = projectPaths(root);
    const project = { repo: findRepo(root)!, paths, config: DEFAULT_CONFIG };
    const now = new Date('2026-11-20T10:00:00Z');
    for (let i = 0; i < 1500; i++) recordAccess(project, [`ID${i % 50}`], now);
    expect(existsSync(join(root, '.cortex/local/access.json'))).toBe(false);
    const first = readAccessStats(paths).stats;
    expect(first.size).toBe(50);
    expect([...first.values()].every((entry) => entry.count === 30)).toBe(true);
    // The journal passed the fold size: it is now in access.json, and the journal is gone.
    expect(existsSync(join(root, '.cortex/local/access.json'))).toBe(true);
    expect(existsSync(join(root, '.cortex/local/access.log'))).toBe(false);
    recordAccess(project, ['ID0'], now);
    expect(readAccessStats(paths).stats.get('ID0')?.count).toBe(31);
  });
});
