import { describe, expect, it } from 'vitest';
import type { ElsewhereOrigin } from '../../../src/git/branch-memory.js';
import { updateElsewhere } from '../../../src/search/elsewhere.js';
import { testEvent } from '../../helpers/events.js';

const logged = testEvent({ key: 'in the log' });
const merged = testEvent({ key: 'merged since' });
const moved = testEvent({ key: 'committed since' });
const added = testEvent({ key: 'new branch' });
const deleted = testEvent({ key: 'deleted branch' });

const feature: ElsewhereOrigin = { branch: 'feature-x' };
const worktree: ElsewhereOrigin = { branch: 'spike', worktree: '/work/spike' };
const spike: ElsewhereOrigin = { branch: 'spike', committer: 'erin@example.com' };

describe('updateElsewhere', () => {
  it('adds what the index lacks, relabels what moved, keeps the log its own, and names what no branch holds', () => {
    // The index holds the log's memory and three from elsewhere; `merged` reached the log since (no longer elsewhere).
    const indexed = new Set([logged.id, merged.id, moved.id, deleted.id]);
    const elsewhere = new Map([
      [moved.id, worktree],
      [deleted.id, { branch: 'feature-y' }],
    ]);
    const other = {
      events: [logged, merged, moved, added],
      origins: new Map([
        [logged.id, feature],
        [merged.id, feature],
        [moved.id, spike],
        [added.id, { branch: 'feature-z' }],
      ]),
    };
    const update = updateElsewhere((id) => indexed.has(id), elsewhere, other);
    expect(update.fresh).toEqual([added]);
    expect(update.gone).toEqual([deleted.id]);
    // The log's memories stay the log's, even where another branch holds them too.
    expect(update.elsewhere.has(logged.id)).toBe(false);
    expect(update.elsewhere.has(merged.id)).toBe(false);
    expect(update.elsewhere.get(moved.id)).toEqual(spike);
    expect(update.elsewhere.get(added.id)).toEqual({ branch: 'feature-z' });
    // Until the index is reopened without it, a memory gone keeps its last label.
    expect(update.elsewhere.get(deleted.id)).toEqual({ branch: 'feature-y' });
  });

  it('takes every memory the index lacks when nothing was elsewhere before (an index just opened)', () => {
    const other = {
      events: [logged, added],
      origins: new Map([
        [logged.id, feature],
        [added.id, feature],
      ]),
    };
    const update = updateElsewhere((id) => id === logged.id, new Map(), other);
    expect(update).toEqual({ fresh: [added], elsewhere: new Map([[added.id, feature]]), gone: [] });
  });
});
