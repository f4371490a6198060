/**
 * Projections and the briefing: the session-start hook at 10,000 events (it reads the log,
 * builds the briefing, writes .claude/rules/cortex-briefing.md and prints it), and
 * `cortex project` at 100,000 events (whole process, built binary). `project` always reads
 * every event file; its first run writes every decision record (a figure of its own), and
 * after it the files are current, so the timed runs measure reading, folding and
 * rendering, which every run pays.
 *
 * The session-start hook reads the log through the incremental digest cache in
 * .cortex/local/, which the hooks keep current; its budgeted figure is with the cache
 * current (as after a session ended). Beside it: with events appended since (only those are
 * parsed), and with no cache at all (a fresh clone, or after a rewrite).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../../src/events/codec.js';
import type { AnyEvent } from '../../src/events/envelope.js';
import { RealisticGenerator } from '../realistic.js';
import { BIN, waitWhileAny, type Harness } from '../harness.js';

const PAYLOAD = JSON.stringify({
  session_id: 'bench-session',
  hook_event_name: 'SessionStart',
  source: 'startup',
});

export function run(h: Harness): void {
  const small = h.repoWithLog('projections-10k', 10_000);
  h.time(
    'cortex hook session-start @ 10,000 events',
    { ...h.cortex(small, 'hook', 'session-start'), input: PAYLOAD },
    (node) => 5 * node,
  );
  const later = new RealisticGenerator({
    seed: 11,
    startMs: Date.parse('2026-06-01T00:00:00Z'),
  }).stream(1_000_000);
  const writerFile = join(small, '.cortex', 'events', '2026-06', 'bench-writer.ndjson');
  mkdirSync(join(small, '.cortex', 'events', '2026-06'), { recursive: true });
  h.time('cortex hook session-start @ 10,000 events, 20 appended since', {
    ...h.cortex(small, 'hook', 'session-start'),
    input: PAYLOAD,
    before: () => {
      const events = Array.from({ length: 20 }, () =>
        serializeEvent(later.next().value as AnyEvent),
      );
      appendFileSync(writerFile, events.join('\n') + '\n');
    },
  });
  const cache = join(small, '.cortex', 'local', 'digest-cache.json');
  h.time('cortex hook session-start @ 10,000 events, no digest cache', {
    ...h.cortex(small, 'hook', 'session-start'),
    input: PAYLOAD,
    before: () => rmSync(cache, { force: true }),
  });
  // Memory across branches (DESIGN.md section 6): 10,000 events on main and 20 local branches,
  // each with a commit of its own memories, read through git and cached by blob id.
  const branched = h.repoWithLog('projections-10k-branches', 10_000);
  const git = (...args: string[]) => spawnSync('git', args, { cwd: branched, encoding: 'utf8' });
  git('add', '-A');
  git('-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'log');
  const onBranches = new RealisticGenerator({
    seed: 13,
    startMs: Date.parse('2026-07-01T00:00:00Z'),
  }).stream(1_000_000);
  for (let branch = 0; branch < 20; branch++) {
    git('checkout', '-q', '-b', `feature/${branch}`, 'main');
    const events = Array.from({ length: 50 }, () =>
      serializeEvent(onBranches.next().value as AnyEvent),
    );
    mkdirSync(join(branched, '.cortex', 'events', '2026-07'), { recursive: true });
    writeFileSync(
      join(branched, '.cortex', 'events', '2026-07', `branch-${branch}.ndjson`),
      events.join('\n') + '\n',
    );
    git('add', '-A');
    git('-c', 'commit.gpgsign=false', 'commit', '-q', '-m', `branch ${branch}`);
  }
  git('checkout', '-q', 'main');
  h.time(
    'cortex hook session-start @ 10,000 events, 20 local branches',
    { ...h.cortex(branched, 'hook', 'session-start'), input: PAYLOAD },
    (baseline) => 5 * baseline,
  );
  h.time('cortex brief @ 10,000 events', h.cortex(small, 'brief'));
  h.time('cortex project @ 10,000 events', h.cortex(small, 'project'));
  // Which markdown serialiser the projections use: the one remark-stringify wraps, or the whole remark processor.
  for (const mode of ['mdast', 'remark']) {
    h.time(
      `markdown serialiser: ${mode === 'mdast' ? 'mdast-util-to-markdown' : 'remark (unified + remark-stringify)'}, load + 1,000 records`,
      {
        command: process.execPath,
        args: [join(import.meta.dirname, '..', 'markdown-serialiser.mjs'), mode],
        cwd: join(import.meta.dirname, '..', '..'),
      },
    );
  }
  // Why the briefing estimates tokens rather than counting them: loading a real tokenizer.
  h.time('node: import gpt-tokenizer cl100k_base', {
    command: process.execPath,
    args: ['--input-type=module', '-e', "await import('gpt-tokenizer/encoding/cl100k_base')"],
    cwd: join(import.meta.dirname, '..', '..'),
  });

  if (h.quick) return;
  const large = h.repoWithLog('projections-100k', 100_000);
  // The first run writes every decision record (6,492 files); the runs after it find them current. Its own figure,
  // so that the next one's peak RSS (which counts its warm-up run) is the regeneration every later run pays.
  h.time(
    'cortex project @ 100,000 events, first run (writes the decision records)',
    h.cortex(large, 'project'),
    undefined,
    0,
  );
  h.time('cortex project @ 100,000 events', h.cortex(large, 'project'), 2000, 5);
  h.time('cortex project --check @ 100,000 events', h.cortex(large, 'project', '--check'), 2000, 5);
  // The digest cache as the hooks keep it (written by the first session start after `project`, which never writes
  // it): the figure a session start pays; the first run without a cache (a fresh clone) beside it, alone.
  const largeCache = join(large, '.cortex', 'local', 'digest-cache.json');
  h.time(
    'cortex hook session-start @ 100,000 events, no digest cache (first run alone)',
    {
      ...h.cortex(large, 'hook', 'session-start'),
      input: PAYLOAD,
      before: () => rmSync(largeCache, { force: true }),
    },
    undefined,
    0,
  );
  h.time(
    'cortex hook session-start @ 100,000 events',
    {
      ...h.cortex(large, 'hook', 'session-start'),
      input: PAYLOAD,
      before: () => primeDigestCache(large),
    },
    undefined,
    5,
  );
  // What git's hooks run after it moved the events: the stale-projection check (post-merge), and
  // the briefing file's rewrite, handed to a detached process whose time and memory are not
  // counted here; it is waited for before each run, so that each starts from the same state.
  // Budgets proposed: post-merge does `project --check`'s work (2 s); post-checkout, 4x as `status`.
  const settled = { before: () => waitForBriefing(large) };
  h.time(
    'cortex git-hook post-merge @ 100,000 events (briefing rewritten apart)',
    { ...h.cortex(large, 'git-hook', 'post-merge'), ...settled },
    2000,
    5,
  );
  h.time(
    'cortex git-hook post-checkout @ 100,000 events (briefing rewritten apart)',
    { ...h.cortex(large, 'git-hook', 'post-checkout', 'HEAD', 'HEAD', '1'), ...settled },
    (baseline) => 4 * baseline,
    5,
  );
  waitForBriefing(large);

  // A million events (a team of 20 for two and a half years), measured only when named
  // (`--only '1,000,000'`): generating the log takes minutes and a gigabyte. The briefing reads
  // the newest 64 MiB of it (briefing.logMiB), so a session start costs about what it costs at
  // 100,000 events.
  const million = 'cortex hook session-start @ 1,000,000 events';
  if (h.named('1,000,000')) {
    const huge = h.repoWithLog('projections-1m', 1_000_000);
    const hugeCache = join(huge, '.cortex', 'local', 'digest-cache.json');
    h.time(
      `${million}, no digest cache (first run alone)`,
      {
        ...h.cortex(huge, 'hook', 'session-start'),
        input: PAYLOAD,
        before: () => rmSync(hugeCache, { force: true }),
      },
      undefined,
      0,
    );
    h.time(
      million,
      {
        ...h.cortex(huge, 'hook', 'session-start'),
        input: PAYLOAD,
        before: () => primeDigestCache(huge),
      },
      undefined,
      3,
    );
  }

  // The briefing's size on the 10,000-event log, counted by the real tokenizer.
  const result = spawnSync(process.execPath, [BIN, 'brief', '--stats'], {
    cwd: small,
    encoding: 'utf8',
  });
  const total = /^total\s+(\d+)/m.exec(result.stderr)?.[1];
  if (total)
    h.figure(
      'briefing tokens @ 10,000 events (cl100k)',
      `${total} tokens`,
      '<= 2000',
      Number(total) <= 2000 ? 'ok' : 'OVER',
    );
}

/** Runs a session start once where the digest cache is missing, so that a timed run (the warm-up too) finds it. */
function primeDigestCache(root: string): void {
  if (existsSync(join(root, '.cortex', 'local', 'digest-cache.json'))) return;
  spawnSync(process.execPath, [BIN, 'hook', 'session-start'], {
    cwd: root,
    input: PAYLOAD,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
}

/** Waits (at most a minute) for a briefing rewrite a git hook handed to a detached process. */
export function waitForBriefing(root: string): void {
  const local = join(root, '.cortex', 'local');
  waitWhileAny([join(local, 'briefing-pending'), join(local, 'briefing.lock')]);
}
