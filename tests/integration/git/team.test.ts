import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { cortexBin } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { git, writeFile } from '../../helpers/repo.js';
import { shortId } from '../../../src/events/id.js';
import { connectMcp } from '../../helpers/mcp.js';
import {
  conflicts,
  eventCounts,
  expectProjectionsFresh,
  rememberAndCommit,
  team,
} from '../../helpers/team.js';

/** Every id appears exactly once, and exactly the expected ids are there. */
function expectEventsOnce(dir: string, expected: string[]): void {
  const counts = eventCounts(dir);
  expect([...counts.keys()].sort()).toEqual([...expected].sort());
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
}

function expectDoctorClean(dir: string): void {
  const result = cortexBin(dir, ['doctor', '--json']);
  const report = JSON.parse(result.stdout) as {
    ok: boolean;
    checks: { id: string; status: string }[];
  };
  expect(report.checks.filter((check) => check.status === 'fail')).toEqual([]);
  expect(result.code).toBe(0);
}

describe('memory shared through git', () => {
  it('merges diverging branches both ways without conflicts, every event once', () => {
    const t = team();
    const alice = t.clone('alice');
    const bob = t.clone('bob');
    const a1 = rememberAndCommit(alice, 'Use Postgres for the job queue');
    const a2 = rememberAndCommit(alice, 'Rejected Redis streams: no durable ack', 'rejected');
    git(alice, 'push', '-q', 'origin', 'main');
    git(bob, 'checkout', '-q', '-b', 'feature/search');
    const b1 = rememberAndCommit(bob, 'Use MiniSearch for full-text search');
    const b2 = rememberAndCommit(bob, 'Index files lazily on first query', 'learned');

    // Bob merges main into his branch, then main merges the branch back.
    git(bob, 'fetch', '-q', 'origin');
    git(bob, 'merge', '-q', '--no-edit', 'origin/main');
    expect(conflicts(bob)).toEqual([]);
    expectEventsOnce(bob, [a1, a2, b1, b2]);
    expectProjectionsFresh(bob);
    git(bob, 'push', '-q', 'origin', 'feature/search');

    const a3 = rememberAndCommit(alice, 'Keep migrations in SQL files', 'learned');
    git(alice, 'fetch', '-q', 'origin');
    git(alice, 'merge', '-q', '--no-edit', 'origin/feature/search');
    expect(conflicts(alice)).toEqual([]);
    expectEventsOnce(alice, [a1, a2, a3, b1, b2]);
    expectProjectionsFresh(alice);
    expect(readFileSync(join(alice, '.cortex/decisions.md'), 'utf8')).toContain(
      'Use MiniSearch for full-text search',
    );
    expectDoctorClean(alice);
    expectDoctorClean(bob);
  });

  it('keeps every event through pull --rebase', () => {
    const t = team();
    const alice = t.clone('alice');
    const bob = t.clone('bob');
    const a1 = rememberAndCommit(alice, 'Ship ESM only');
    git(alice, 'push', '-q', 'origin', 'main');
    const b1 = rememberAndCommit(bob, 'Node 20 is the floor');
    const b2 = rememberAndCommit(bob, 'Tests run with TZ=UTC', 'gotcha');
    git(bob, 'pull', '-q', '--rebase', 'origin', 'main');
    expect(conflicts(bob)).toEqual([]);
    expectEventsOnce(bob, [a1, b1, b2]);
    expectProjectionsFresh(bob);
    expect(git(bob, 'log', '--format=%s', '-3').split('\n')).toEqual([
      'memory: Tests run with TZ=UTC',
      'memory: Node 20 is the floor',
      'memory: Ship ESM only',
    ]);
    expectDoctorClean(bob);
  });

  it('rebases a 5-commit branch onto a moved main', () => {
    const t = team();
    const dev = t.clone('dev');
    git(dev, 'checkout', '-q', '-b', 'topic');
    const topic = [1, 2, 3, 4, 5].map((n) => rememberAndCommit(dev, `Topic decision ${n}`));
    git(dev, 'checkout', '-q', 'main');
    const main = [
      rememberAndCommit(dev, 'Main decision A'),
      rememberAndCommit(dev, 'Main decision B', 'rejected'),
    ];
    git(dev, 'checkout', '-q', 'topic');
    git(dev, 'rebase', '-q', 'main');
    expect(conflicts(dev)).toEqual([]);
    expect(git(dev, 'rev-list', '--count', 'main..topic')).toBe('5');
    expectEventsOnce(dev, [...topic, ...main]);
    expectProjectionsFresh(dev);
    expectDoctorClean(dev);
  });

  it('cherry-picks one commit (not the first) of a branch with exactly its events', () => {
    const t = team();
    const dev = t.clone('dev');
    git(dev, 'checkout', '-q', '-b', 'spike');
    const spike = [1, 2, 3].map((n) => rememberAndCommit(dev, `Spike finding ${n}`, 'learned'));
    const picked = git(dev, 'rev-parse', 'spike~1');
    git(dev, 'checkout', '-q', 'main');
    const m1 = rememberAndCommit(dev, 'Main keeps going');
    git(dev, 'cherry-pick', picked);
    expect(conflicts(dev)).toEqual([]);
    expectEventsOnce(dev, [m1, spike[1]!]);
    expectProjectionsFresh(dev);
    expectDoctorClean(dev);
  });
});

describe('the events merge driver', () => {
  it('merges an event file changed on both sides by union of events, quarantining garbage', () => {
    const t = team();
    const dev = t.clone('dev');
    const shared = '.cortex/events/2026-11/shared.ndjson';
    const [e1, e2, e3] = ['one', 'two', 'three'].map((key) =>
      serializeEvent(testEvent({ key, content: `fact ${key}` })),
    );
    writeFile(dev, shared, `${e1}\n`);
    git(dev, 'add', '-A');
    git(dev, 'commit', '-q', '-m', 'shared file');
    git(dev, 'checkout', '-q', '-b', 'side');
    appendFileSync(join(dev, shared), `${e2}\nthis line is not an event\n`);
    git(dev, 'commit', '-q', '-am', 'side appends');
    git(dev, 'checkout', '-q', 'main');
    appendFileSync(join(dev, shared), `${e3}\n`);
    git(dev, 'commit', '-q', '-am', 'main appends');
    git(dev, 'merge', '-q', '--no-edit', 'side');
    expect(conflicts(dev)).toEqual([]);
    const merged = readFileSync(join(dev, shared), 'utf8').trim().split('\n');
    expect(merged.map((line) => JSON.parse(line).content).sort()).toEqual([
      'fact one',
      'fact three',
      'fact two',
    ]);
    expect(readFileSync(join(dev, '.cortex/quarantine/shared.txt'), 'utf8')).toContain(
      'this line is not an event',
    );
  });

  it('lets cortex doctor --fix recover every event from a file merged without the driver', () => {
    const t = team();
    const plain = t.clone('plain', { init: false });
    const shared = '.cortex/events/2026-11/shared.ndjson';
    const events = ['base', 'left', 'right'].map((key) =>
      serializeEvent(testEvent({ key, content: `fact ${key}` })),
    );
    writeFile(plain, shared, `${events[0]}\n`);
    git(plain, 'add', '-A');
    git(plain, 'commit', '-q', '-m', 'shared');
    git(plain, 'checkout', '-q', '-b', 'left');
    appendFileSync(join(plain, shared), `${events[1]}\n`);
    git(plain, 'commit', '-q', '-am', 'left');
    git(plain, 'checkout', '-q', 'main');
    appendFileSync(join(plain, shared), `${events[2]}\n`);
    git(plain, 'commit', '-q', '-am', 'right');
    // No driver in this clone's config: git leaves conflict markers, and the user commits them.
    expect(() => git(plain, 'merge', '--no-edit', 'left')).toThrow();
    git(plain, 'commit', '-q', '-am', 'merge, markers and all');
    expect(readFileSync(join(plain, shared), 'utf8')).toContain('<<<<<<<');

    expect(cortexBin(plain, ['init']).code).toBe(0);
    const before = cortexBin(plain, ['doctor']);
    expect(before.code).toBe(1);
    expect(before.stdout).toContain('hold git conflict markers');
    const fixed = cortexBin(plain, ['doctor', '--fix']);
    expect(fixed.stdout).toContain(`fixed: recovered 3 events in ${shared}`);
    expect(fixed.code).toBe(0);
    const lines = readFileSync(join(plain, shared), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).content).sort()).toEqual([
      'fact base',
      'fact left',
      'fact right',
    ]);
  });
});

describe('the post-merge hook', () => {
  it('regenerates projections a merge left stale, and says to commit them', () => {
    const t = team();
    const dev = t.clone('dev');
    git(dev, 'checkout', '-q', '-b', 'stale');
    // A side that committed a decision without its projections (an older cortex, another tool,
    // a commit made with --no-verify: cortex's pre-commit hook would have added them).
    expect(
      cortexBin(dev, ['remember', '--type', 'decision', 'Decided on the stale side']).code,
    ).toBe(0);
    git(dev, 'checkout', '--', '.cortex/decisions.md');
    git(dev, 'clean', '-fq', '--', '.cortex/decisions/');
    git(dev, 'add', '-A');
    git(dev, 'commit', '-q', '--no-verify', '-m', 'event only');
    git(dev, 'checkout', '-q', 'main');
    rememberAndCommit(dev, 'Decided on main');
    const merge = spawnSync('git', ['merge', '--no-edit', 'stale'], { cwd: dev, encoding: 'utf8' });
    expect(merge.status).toBe(0);
    // The stale side's decision gets its record, and the index its entry.
    expect(merge.stdout + merge.stderr).toMatch(
      /cortex: regenerated \.cortex\/decisions\.md, \.cortex\/decisions\/\d{4}-\d\d-\d\d-decided-on-the-stale-side-[0-9A-Z]{8}\.md from the merged events; commit them/,
    );
    expect(readFileSync(join(dev, '.cortex/decisions.md'), 'utf8')).toContain(
      'Decided on the stale side',
    );
    expect(cortexBin(dev, ['project', '--check']).code).toBe(0);
    expect(git(dev, 'status', '--porcelain', '--', '.cortex')).toMatch(
      /^M \.cortex\/decisions\.md\n\?\? \.cortex\/decisions\/[^\n]*decided-on-the-stale-side[^\n]*\.md$/,
    );
  });
});

describe('the post-merge hook, on a merge that brings no memory', () => {
  it('reads nothing of the log: a code-only merge leaves .cortex/ as it was, and a squash merge is checked as ever', () => {
    const t = team();
    const dev = t.clone('dev');
    rememberAndCommit(dev, 'Decided before the code-only branch');
    // Projections left stale by hand on main: only a merge that brings memory is the hook's business.
    writeFile(dev, '.cortex/decisions.md', '# stale by hand\n');
    git(dev, 'commit', '-qam', 'stale projection');
    git(dev, 'checkout', '-q', '-b', 'code');
    writeFile(dev, 'src/app.ts', 'export const app = 1;\n');
    git(dev, 'add', '-A');
    git(dev, 'commit', '-q', '-m', 'code only');
    git(dev, 'checkout', '-q', 'main');
    writeFile(dev, 'README.md', 'main moved on\n');
    git(dev, 'add', '-A');
    git(dev, 'commit', '-q', '-m', 'main moved');
    const merge = spawnSync('git', ['merge', '--no-edit', 'code'], { cwd: dev, encoding: 'utf8' });
    expect(merge.status).toBe(0);
    expect(merge.stdout + merge.stderr).not.toContain('cortex: regenerated');
    expect(readFileSync(join(dev, '.cortex/decisions.md'), 'utf8')).toBe('# stale by hand\n');
    expect(
      JSON.parse(readFileSync(join(dev, '.cortex/local/heartbeat/git-post-merge.json'), 'utf8')).ok,
    ).toBe(true);

    // A squash merge is staged, not committed (ORIG_HEAD and HEAD agree): the projections are checked.
    git(dev, 'checkout', '-q', '-b', 'more-code', 'code');
    writeFile(dev, 'src/more.ts', 'export const more = 2;\n');
    git(dev, 'add', '-A');
    git(dev, 'commit', '-q', '-m', 'more code');
    git(dev, 'checkout', '-q', 'main');
    const squash = spawnSync('git', ['merge', '--squash', 'more-code'], {
      cwd: dev,
      encoding: 'utf8',
    });
    expect(squash.status).toBe(0);
    expect(squash.stdout + squash.stderr).toContain('cortex: regenerated .cortex/decisions.md');
    expect(readFileSync(join(dev, '.cortex/decisions.md'), 'utf8')).toContain(
      'Decided before the code-only branch',
    );
  });
});

describe('corrections shared through git', () => {
  /** Every place a memory shows, for one clone: search, the briefing, decisions.md and MCP. */
  async function expectCorrections(dir: string, gone: string[], present: string[]): Promise<void> {
    const search = cortexBin(dir, [
      'search',
      'queue cache tokens',
      '--json',
      '--limit',
      '20',
    ]).stdout;
    const briefing = cortexBin(dir, ['brief', '--task', 'queue cache tokens']).stdout;
    const decisions = readFileSync(join(dir, '.cortex/decisions.md'), 'utf8');
    const mcp = await connectMcp(dir);
    const mcpText =
      (await mcp.call('search', { query: 'queue cache tokens', limit: 20 })).text +
      (await mcp.call('decisions')).text;
    await mcp.close();
    for (const text of gone) {
      expect(search, text).not.toContain(text);
      // Named only where the briefing says who corrected whose memory, never as a memory.
      expect(
        briefing
          .split('\n')
          .filter((line) => !/ (forgot|replaced) a memory recorded by /.test(line))
          .join('\n'),
        text,
      ).not.toContain(text);
      expect(decisions, text).not.toContain(`[${text}](`);
      expect(mcpText, text).not.toContain(text);
    }
    for (const text of present) {
      expect(search, text).toContain(text);
      expect(briefing, text).toContain(text);
      expect(decisions, text).toContain(`[${text}](`);
      expect(mcpText, text).toContain(text);
    }
  }

  it('keeps a forget made on one clone and a supersede made on the other once both are merged', async () => {
    const t = team();
    const alice = t.clone('alice');
    const queue = rememberAndCommit(alice, 'Use Postgres for the job queue');
    const cache = rememberAndCommit(alice, 'Cache rendered pages in Redis');
    rememberAndCommit(alice, 'Rejected long-lived API tokens', 'rejected');
    git(alice, 'push', '-q', 'origin', 'main');
    const bob = t.clone('bob');

    // Alice forgets one decision; Bob, who has not seen that, replaces the other.
    expect(cortexBin(alice, ['forget', shortId(queue)]).code).toBe(0);
    expect(cortexBin(alice, ['project']).code).toBe(0);
    git(alice, 'add', '-A');
    git(alice, 'commit', '-q', '-m', 'forget the queue decision');
    git(alice, 'push', '-q', 'origin', 'main');
    expect(
      cortexBin(bob, ['supersede', shortId(cache), 'Cache rendered pages in the CDN, not Redis'])
        .code,
    ).toBe(0);
    expect(cortexBin(bob, ['project']).code).toBe(0);
    git(bob, 'add', '-A');
    git(bob, 'commit', '-q', '-m', 'supersede the cache decision');

    git(bob, 'pull', '-q', '--no-edit', 'origin', 'main');
    expect(conflicts(bob)).toEqual([]);
    expectProjectionsFresh(bob);
    const gone = ['Use Postgres for the job queue', 'Cache rendered pages in Redis'];
    const present = [
      'Cache rendered pages in the CDN, not Redis',
      'Rejected long-lived API tokens',
    ];
    await expectCorrections(bob, gone, present);
    git(bob, 'push', '-q', 'origin', 'main');

    git(alice, 'pull', '-q', '--no-edit', 'origin', 'main');
    expectProjectionsFresh(alice);
    await expectCorrections(alice, gone, present);
    // Both logs still hold every event, the corrected ones marked.
    const log = cortexBin(alice, ['log', '--oneline']).stdout;
    expect(log).toMatch(new RegExp(`${shortId(queue)} .*\\[forgotten by [0-9A-Z]{8}\\]`));
    expect(log).toMatch(new RegExp(`${shortId(cache)} .*\\[superseded by [0-9A-Z]{8}\\]`));
    expect(cortexBin(bob, ['log', '--oneline']).stdout.trim().split('\n').sort()).toEqual(
      log.trim().split('\n').sort(),
    );
  });
});
