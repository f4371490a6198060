import { describe, expect, it } from 'vitest';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { explorerData, type ExplorerInputs } from '../../../src/projections/explorer-data.js';
import { testEvent } from '../../helpers/events.js';

function inputs(events: AnyEvent[], extra: Partial<ExplorerInputs> = {}): ExplorerInputs {
  return {
    project: 'demo',
    branch: 'main',
    now: new Date('2026-11-20T00:00:00Z'),
    fold: foldMemories(events),
    eventCount: events.length,
    limit: 100,
    committedBy: new Map(),
    isTrusted: () => true,
    elsewhere: new Map(),
    freshness: new Map(),
    marks: new Map(),
    warnings: [],
    ...extra,
  };
}

const decision = testEvent({
  type: 'decision_made',
  key: 'redis',
  content: 'Cache sessions in Redis',
  session: 's1',
  branch: 'main',
  ts: '2026-11-02T10:00:00.000Z',
  data: { reason: 'fast', alternatives: ['memcached'] },
});
const fix = testEvent({
  type: 'error_resolved',
  key: 'fix',
  content: 'The build failed: a stale lockfile. Fixed by npm ci',
  session: 's2',
  branch: 'dev',
  ts: '2026-11-03T10:00:00.000Z',
});
const outcome = testEvent({
  type: 'session_outcome',
  key: 'out',
  content: 'Builds are green again',
  session: 's2',
  branch: 'dev',
  ts: '2026-11-03T11:00:00.000Z',
  data: { goal: 'fix the build', outcome: 'Builds are green again', openEnds: ['pin node'] },
});
const replacement = testEvent({
  type: 'memory_superseded',
  key: 'sup',
  content: 'Cache sessions in Postgres',
  refs: [decision.id],
  session: null,
  branch: 'main',
  ts: '2026-11-04T10:00:00.000Z',
});

describe('what the explorer shows', () => {
  it('links each replaced decision to its replacement, both ways, and names its decision record', () => {
    const shown = explorerData(inputs([decision, fix, outcome, replacement]));
    const old = shown.memories.find((memory) => memory.id === decision.id)!;
    const current = shown.memories.find((memory) => memory.id === replacement.id)!;
    expect(old.status).toBe('superseded');
    expect(old.replacedBy).toBe(replacement.id);
    expect(current.replaces).toEqual([decision.id]);
    expect(current.type).toBe('decision');
    expect(old.reason).toBe('fast');
    expect(old.alternatives).toEqual(['memcached']);
    expect(current.record).toMatch(
      /^\.cortex\/decisions\/2026-11-04-cache-sessions-in-postgres-[0-9A-Z]{8}\.md$/,
    );
  });

  it('groups memories by session, with its outcome and what it left open, newest session first', () => {
    const shown = explorerData(inputs([decision, fix, outcome]));
    expect(shown.sessions.map((session) => session.id)).toEqual(['s2', 's1']);
    expect(shown.sessions[0]).toMatchObject({
      goal: 'fix the build',
      outcome: 'Builds are green again',
      openEnds: ['pin node'],
      branch: 'dev',
    });
    expect(shown.sessions[0]!.memories).toEqual(expect.arrayContaining([fix.id, outcome.id]));
    expect(shown.counts).toMatchObject({
      sessions: 2,
      memories: 3,
      standing: 3,
      corrected: 0,
      shown: 3,
      leftOut: 0,
    });
  });

  it('holds the newest memories up to the limit and says how many it left out, counting every memory', () => {
    const shown = explorerData(inputs([decision, fix, outcome, replacement], { limit: 2 }));
    // Counted over the whole view, not the memories the page holds.
    expect(shown.counts).toMatchObject({
      memories: 4,
      standing: 3,
      corrected: 1,
      shown: 2,
      leftOut: 2,
    });
    expect(shown.memories.map((memory) => memory.id)).toEqual([replacement.id, outcome.id]);
    expect(shown.warnings[0]).toContain('newest 2 of 4 memories');
  });

  it('marks a session untrusted by its outcome, and lists open plans before finished ones', () => {
    const plan = testEvent({
      type: 'plan_created',
      key: 'plan',
      content: 'Plan',
      session: 's3',
      branch: 'main',
      ts: '2026-11-05T10:00:00.000Z',
      data: { steps: [{ content: 'one', status: 'completed' }] },
    });
    const open = testEvent({
      type: 'plan_created',
      key: 'open',
      content: 'Plan',
      session: 's3',
      branch: 'dev',
      ts: '2026-11-04T10:00:00.000Z',
      data: { steps: [{ content: 'two', status: 'pending' }] },
    });
    const shown = explorerData(
      inputs([decision, fix, outcome, open, plan], {
        isTrusted: (event) => event.id !== outcome.id,
      }),
    );
    expect(shown.sessions.find((session) => session.id === 's2')!.trusted).toBe(false);
    expect(shown.sessions.find((session) => session.id === 's1')!.trusted).toBe(true);
    expect(shown.plans.map((each) => [each.branch, each.done])).toEqual([
      ['dev', false],
      ['main', true],
    ]);
  });

  it('holds no more than the limit', () => {
    const shown = explorerData(inputs([decision, fix, outcome], { limit: 2 }));
    expect(shown.memories.map((memory) => memory.id)).toEqual([outcome.id, fix.id]);
    expect(shown.counts.leftOut).toBe(1);
    expect(shown.warnings[0]).toContain('newest 2 of 3 memories');
  });

  it('carries provenance: who committed each, whether trusted, where found, marks and file freshness', () => {
    const shown = explorerData(
      inputs([decision, fix], {
        committedBy: new Map([[fix.id, 'eve@example.com']]),
        isTrusted: (event) => event.id !== fix.id,
        elsewhere: new Map([[fix.id, 'branch dev']]),
        freshness: new Map([[fix.id, '(package-lock.json changed since)']]),
        marks: new Map([[fix.id, ['forget by eve@example.com, not applied']]]),
      }),
    );
    const memory = shown.memories.find((each) => each.id === fix.id)!;
    expect(memory).toMatchObject({
      committedBy: 'eve@example.com',
      trusted: false,
      elsewhere: 'branch dev',
      freshness: '(package-lock.json changed since)',
      marks: ['forget by eve@example.com, not applied'],
    });
    expect(shown.memories.find((each) => each.id === decision.id)!.trusted).toBe(true);
  });
});
