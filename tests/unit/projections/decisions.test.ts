import { describe, expect, it } from 'vitest';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { classifyDecisions, DECISION_TIERS } from '../../../src/projections/decisions.js';
import { digestEvents } from '../../../src/projections/digest.js';
import { storyEvent } from '../../fixtures/projections/story.js';

const DAY = 86_400_000;
const START = Date.parse('2026-01-05T09:00:00.000Z');

/** One event per session, `sessions` sessions a day apart, so session n began on day n. */
function sessions(count: number): AnyEvent[] {
  return Array.from({ length: count }, (_, i) =>
    storyEvent({
      key: `work-${i + 1}`,
      type: 'task_completed',
      ts: new Date(START + i * DAY).toISOString(),
      session: `session-${i + 1}`,
      content: `Finished the work of session ${i + 1}`,
    }),
  );
}

/** A decision made in session `n` (later that day). */
function decisionIn(n: number, content: string, reason: string): AnyEvent {
  return storyEvent({
    key: `decision-${n}-${content}`,
    type: 'decision_made',
    ts: new Date(START + (n - 1) * DAY + 3_600_000).toISOString(),
    session: `session-${n}`,
    content,
    data: { reason },
  });
}

/** An event in session `n` that refers to `target`. */
function referenceIn(n: number, target: AnyEvent): AnyEvent {
  return storyEvent({
    key: `ref-${n}-${target.id}`,
    type: 'knowledge_acquired',
    ts: new Date(START + (n - 1) * DAY + 7_200_000).toISOString(),
    session: `session-${n}`,
    content: `Relied on "${target.content}" again`,
    refs: [target.id],
  });
}

describe('classifyDecisions: the tiers by session age', () => {
  // 100 sessions: the newest is session 100, so a decision made in session n has age 100 - n.
  const N = 100;
  const recent = decisionIn(N - 19, 'Validate config with zod at startup', 'errors name the field');
  const aging = decisionIn(N - 20, 'Keep one writer file per session', 'appends never conflict');
  const lastLine = decisionIn(N - 49, 'Use esbuild for the bundle', 'fast and dependency-free');
  const old = decisionIn(N - 50, 'Name event files by ULID', 'sortable and unique');
  const oldButReferenced = decisionIn(
    N - 60,
    'Order events by (ts, id)',
    'clocks differ between machines',
  );
  const revived = decisionIn(N - 70, 'Store ids in Crockford base32', 'no ambiguous letters');
  const pinnedOld = decisionIn(
    N - 90,
    'Hooks always exit 0',
    'a failing hook must never break the session',
  );
  const events = [
    ...sessions(N),
    recent,
    aging,
    lastLine,
    old,
    oldButReferenced,
    referenceIn(N - 55, oldButReferenced),
    revived,
    referenceIn(N - 5, revived),
    pinnedOld,
    storyEvent({
      key: 'pin',
      type: 'memory_pinned',
      ts: new Date(START + (N - 95) * DAY).toISOString(),
      session: `session-${N - 94}`,
      layer: 'manual',
      content: 'Pinned',
      refs: [pinnedOld.id],
      data: { pinned: true },
    }),
  ];
  const digest = digestEvents(events);
  const tiers = new Map(
    classifyDecisions(digest, foldMemories(digest.memoryEvents)).map((entry) => [
      entry.memory.id,
      entry,
    ]),
  );

  it('gives decisions of the last 20 sessions in full and the 20th-oldest in one line', () => {
    expect(tiers.get(recent.id)).toMatchObject({ tier: 'full', age: 19 });
    expect(tiers.get(aging.id)).toMatchObject({ tier: 'line', age: 20 });
  });

  it('archives a decision untouched for 50 sessions that nothing refers to, and not one at 49', () => {
    expect(tiers.get(lastLine.id)).toMatchObject({ tier: 'line', age: 49 });
    expect(tiers.get(old.id)).toMatchObject({ tier: 'archive', archiveReason: 'old', age: 50 });
  });

  it('keeps an old decision that a later event refers to, counting its age from that reference', () => {
    expect(tiers.get(oldButReferenced.id)).toMatchObject({ tier: 'line', referenced: 1, age: 55 });
    expect(tiers.get(revived.id)).toMatchObject({ tier: 'full', age: 5, lastTouched: N - 5 });
  });

  it('keeps a pinned decision in full however old', () => {
    expect(tiers.get(pinnedOld.id)).toMatchObject({ tier: 'full' });
  });

  it('renders the tiers as the golden files', async () => {
    const rendered = renderProjectionsOf(events);
    await expect(rendered.files['.cortex/decisions.md']).toMatchFileSnapshot(
      '../../fixtures/projections/tiers/decisions.md',
    );
    await expect(rendered.files['.cortex/decisions-archive.md']).toMatchFileSnapshot(
      '../../fixtures/projections/tiers/decisions-archive.md',
    );
  });
});

describe('decisions.md at 5,000 decisions', () => {
  const events: AnyEvent[] = [];
  for (let i = 0; i < 5000; i++) {
    const session = Math.floor(i / 25) + 1;
    events.push(
      storyEvent({
        key: `many-${i}`,
        type: i % 5 === 4 ? 'approach_rejected' : 'decision_made',
        ts: new Date(START + i * 600_000).toISOString(),
        session: `bulk-${session}`,
        content: `Decision ${i}: route ${['search', 'capture', 'storage', 'merge'][i % 4]} requests through the ${['queue', 'cache', 'index', 'driver'][i % 3]} layer`,
        data: {
          reason: `measured ${i % 97} ms less per call in the benchmark of session ${session}`,
        },
      }),
    );
  }
  const rendered = renderProjectionsOf(events);
  const decisions = rendered.files['.cortex/decisions.md'];

  it('caps decisions.md at 50 full entries and 250 one-line entries, newest first, the rest archived', () => {
    expect(rendered.decisions).toEqual({
      full: DECISION_TIERS.maxFull,
      line: DECISION_TIERS.maxOneLine,
      archived: 4700,
    });
    expect(decisions).toContain('Decision 4999:');
    expect(decisions).not.toContain('Decision 4699:');
    expect(rendered.files['.cortex/decisions-archive.md']).toContain('Decision 4699:');
    expect(rendered.files['.cortex/decisions-archive.md']).toContain('Decision 0:');
  });

  it('stays a file a person can read', () => {
    expect(decisions.split('\n').length).toBeLessThan(500);
    expect(decisions.length).toBeLessThan(80_000);
    expect(Math.max(...decisions.split('\n').map((line) => line.length))).toBeLessThan(400);
  });
});
