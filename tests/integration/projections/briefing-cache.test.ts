/**
 * The briefing read through the digest cache is the briefing read from the files alone,
 * byte for byte: on real sessions replayed, and on logs with what makes a cache go wrong
 * (corrections, a collision, other branches, a file a merge rewrote, one a checkout took
 * away and gave back, an unfinished last line, a damaged or older cache).
 */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateRealisticLog } from '../../../bench/realistic.js';
import { serializeEvent } from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { prepareBriefing } from '../../../src/projections/briefing-file.js';
import { digestCacheFile } from '../../../src/events/paths.js';
import { readMemoryView } from '../../../src/projections/memory-view.js';
import { capture, initialisedRepo, openTestProject } from '../../helpers/capture.js';
import { cortex } from '../../helpers/cli.js';
import { describeWithFixtures, transcript } from '../../helpers/fixtures.js';
import { commitAll, git, settleBackgroundWork, writeFile } from '../../helpers/repo.js';
import { STORY_NOW, storyEvent, storyEvents } from '../../fixtures/projections/story.js';

const lines = (events: readonly AnyEvent[]) =>
  events.map((event) => serializeEvent(event)).join('\n') + '\n';

/**
 * Briefs the project three ways at `now`: from the files alone (no cache), then through the
 * cache with `cortex brief`, then with the session-start hook's read; all three must agree.
 * Returns the briefing.
 */
async function expectSameBriefing(root: string, now: Date): Promise<string> {
  const project = openTestProject(root);
  const full = prepareBriefing(project, {
    now,
    log: readMemoryView(project, { cache: 'off' }),
  }).text;
  const printed = await cortex(root, ['brief'], { now });
  expect(printed.code).toBe(0);
  expect(printed.stdout).toBe(full);
  expect(prepareBriefing(project, { now }).text).toBe(full);
  return full;
}

describe('the briefing through the digest cache', () => {
  it('is the briefing of the files alone through appends, a collision, other branches, a rewrite, a checkout and a torn line', async () => {
    const root = await initialisedRepo();
    const story = storyEvents();
    const storyFile = '.cortex/events/2026-09/story.ndjson';
    writeFile(root, storyFile, lines(story.slice(0, 30)));
    await expectSameBriefing(root, STORY_NOW);
    // Appended to: below the bytes that make the cache be written again, then above.
    appendFileSync(join(root, storyFile), lines(story.slice(30, 32)));
    await expectSameBriefing(root, STORY_NOW);
    appendFileSync(join(root, storyFile), lines(story.slice(32)));
    const whole = await expectSameBriefing(root, STORY_NOW);
    // Corrections by hand (forget, supersede, reword, pin) are in the story: they must have been shown.
    expect(whole).toContain('## Pinned');

    // Another writer's file, with a different memory under an id the story uses (a collision).
    const decision = story.find((event) => event.type === 'decision_made')!;
    const collision = {
      ...decision,
      content: `${decision.content}, said otherwise`,
      session: 'other-session',
    } as AnyEvent;
    const lesson = storyEvent({
      key: 'other/lesson',
      type: 'knowledge_acquired',
      ts: '2026-09-15T10:00:00.000Z',
      session: 'other-session',
      content: 'The ledger file is locked while the import runs',
      data: { files: ['src/ledger/lock.ts'] },
    });
    writeFile(root, '.cortex/events/2026-09/other.ndjson', lines([collision, lesson]));
    await expectSameBriefing(root, STORY_NOW);

    // Memories on another local branch, committed there only.
    const held = (text: string) => Number(/The memory holds (\d+) decisions/.exec(text)?.[1]);
    const beforeBranch = held(await expectSameBriefing(root, STORY_NOW));
    commitAll(root, 'log');
    git(root, 'checkout', '-q', '-b', 'feature/rules');
    const onBranch = storyEvent({
      key: 'branch/decision',
      type: 'decision_made',
      ts: '2026-09-15T12:00:00.000Z',
      session: 'branch-session',
      branch: 'feature/rules',
      content: 'Match payees by regular expression, not by prefix',
    });
    writeFile(root, '.cortex/events/2026-09/branch.ndjson', lines([onBranch]));
    commitAll(root, 'branch memory');
    git(root, 'checkout', '-q', 'main');
    // The checkouts' detached briefing rewrites: the briefing names a rules file written for another branch until they land.
    settleBackgroundWork(root);
    const withBranch = await expectSameBriefing(root, STORY_NOW);
    // Counted in what the memory holds (decisions come with the task, not at start).
    expect(held(withBranch)).toBe(beforeBranch + 1);

    // Rewritten in place, as the events merge driver writes a union: other bytes before the read point.
    writeFileSync(join(root, storyFile), lines([...story.slice(5), ...story.slice(0, 5)]));
    await expectSameBriefing(root, STORY_NOW);

    // Taken away by a checkout, then given back.
    const other = readFileSync(join(root, '.cortex/events/2026-09/other.ndjson'));
    rmSync(join(root, '.cortex/events/2026-09/other.ndjson'));
    await expectSameBriefing(root, STORY_NOW);
    writeFileSync(join(root, '.cortex/events/2026-09/other.ndjson'), other);
    await expectSameBriefing(root, STORY_NOW);

    // An unfinished last line (a writer mid-append), then finished.
    const late = storyEvent({
      key: 'late/fix',
      type: 'error_resolved',
      ts: '2026-09-15T18:00:00.000Z',
      session: 'other-session',
      content: 'Import failed on an empty payee',
      data: { fix: 'Skip rows without a payee' },
    });
    const text = serializeEvent(late);
    appendFileSync(join(root, '.cortex/events/2026-09/other.ndjson'), text.slice(0, 50));
    const lessons = (briefing: string) => Number(/and (\d+) lessons and fixes/.exec(briefing)?.[1]);
    const torn = lessons(await expectSameBriefing(root, STORY_NOW));
    appendFileSync(join(root, '.cortex/events/2026-09/other.ndjson'), text.slice(50) + '\n');
    expect(lessons(await expectSameBriefing(root, STORY_NOW))).toBe(torn + 1);
  });

  it("is the briefing of the files alone on a generated log with this clone's local activity, however the cache was damaged", async () => {
    const root = await initialisedRepo();
    generateRealisticLog(root, 3_000, { seed: 7 });
    const now = new Date('2027-06-01T09:00:00.000Z');
    const first = await expectSameBriefing(root, now);
    const cache = digestCacheFile(openTestProject(root).paths);
    const bytes = readFileSync(cache);
    // A byte changed in the middle of a digest: rebuilt, not trusted.
    const damaged = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    damaged[middle] = damaged[middle]! ^ 0x01;
    writeFileSync(cache, damaged);
    expect(await expectSameBriefing(root, now)).toBe(first);
    // Cut short, as a crash would leave it; then a cache of the previous version.
    writeFileSync(cache, bytes.subarray(0, bytes.length - 100));
    expect(await expectSameBriefing(root, now)).toBe(first);
    writeFileSync(
      cache,
      `cortex-digest-cache 4 sha256:${'0'.repeat(64)}\n{"version":4,"files":[]}`,
    );
    expect(await expectSameBriefing(root, now)).toBe(first);
    expect(readFileSync(cache).subarray(0, 22).toString()).toBe('cortex-digest-cache 5\n');
  });
});

describeWithFixtures('the briefing through the digest cache, on real sessions', () => {
  it('is the briefing of the files alone after each real session is captured', async () => {
    const root = await initialisedRepo();
    const now = new Date('2026-11-21T09:00:00.000Z');
    for (const name of [
      'kfischer-claude-history/b3edadab-bca0-4054-9b41-f7ffa6941260.jsonl',
      'drmaciver-claude-reliability/python-to-rust-port.jsonl',
      'daaain-claude-code-log/todowrite_examples.jsonl',
      'claude-code-viewer/5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl',
    ]) {
      expect((await capture(root, transcript(name), { final: true })).problems).toEqual([]);
      await expectSameBriefing(root, now);
    }
  });
});
