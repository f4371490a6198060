/**
 * Search: a warm `cortex search` and prompt hook at 10,000 events, a full rebuild of the
 * index and built-in vectors at 100,000, `--stdin` throughput, and peak memory. Both the
 * search and the hook record the memories they return as accessed (.cortex/local/access.json),
 * whose cost grows with that file: one figure measures the hook with 5,000 entries in it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { time } from '../measure.js';
import { waitWhileAny, type Harness } from '../harness.js';

const QUERIES = [
  'cache merge driver',
  'why did we reject the retry queue',
  'postgres timeout error',
  'token budget for the briefing',
  'flaky snapshot test fixture',
];

export function run(h: Harness): void {
  const root = h.repoWithLog('search-10k', 10_000);
  const cacheDir = join(root, '.cortex', 'local', 'search');
  h.time(
    'cortex search, 10,000 events, warm cache',
    h.cortex(root, 'search', QUERIES[0]!),
    (node) => 4 * node,
  );
  h.time(
    'cortex search --json, 10,000 events, warm cache',
    h.cortex(root, 'search', QUERIES[1]!, '--json'),
    (node) => 4 * node,
  );
  const payload = JSON.stringify({
    session_id: 'bench',
    cwd: root,
    hook_event_name: 'UserPromptSubmit',
    prompt:
      'The merge driver keeps failing on the cache index after a rebase, what did we decide about it?',
  });
  // The session's first prompt gets the task frame (memories and documents); later ones only what is new.
  const sessions = join(root, '.cortex', 'local', 'sessions');
  h.time(
    'search: cortex hook user-prompt-submit, first prompt (task frame), 10,000 events, warm',
    {
      ...h.cortex(root, 'hook', 'user-prompt-submit'),
      input: payload,
      before: () => rmSync(sessions, { recursive: true, force: true }),
    },
    (node) => 4 * node,
  );
  h.time(
    'search: cortex hook user-prompt-submit, 10,000 events, warm',
    { ...h.cortex(root, 'hook', 'user-prompt-submit'), input: payload },
    (node) => 4 * node,
  );
  h.time(
    'cortex search, 10,000 events, full rebuild',
    {
      ...h.cortex(root, 'search', QUERIES[0]!),
      before: () => rmSync(cacheDir, { recursive: true, force: true }),
    },
    undefined,
    h.quick ? 1 : 3,
  );
  const accessFile = join(root, '.cortex', 'local', 'access.json');
  const manyAccesses = () => writeFileSync(accessFile, accessStats(5000));
  h.time(
    'search: prompt hook, 10,000 events, 5,000 memories in access.json',
    { ...h.cortex(root, 'hook', 'user-prompt-submit'), input: payload, before: manyAccesses },
    (node) => 4 * node,
  );
  rmSync(accessFile, { force: true });

  if (h.wants('search --stdin')) {
    const count = 500;
    const input =
      Array.from({ length: count }, (_, i) => QUERIES[i % QUERIES.length]!).join('\n') + '\n';
    const timing = time({ ...h.cortex(root, 'search', '--stdin', '--limit', '5'), input }, 3);
    const single = time(
      { ...h.cortex(root, 'search', '--stdin', '--limit', '5'), input: `${QUERIES[0]}\n` },
      3,
    );
    const perQuery = (timing.medianMs - single.medianMs) / (count - 1);
    h.figure(
      'cortex search --stdin, 10,000 events: queries per second',
      `${(1000 / perQuery).toFixed(0)} q/s`,
    );
  }

  if (h.quick) return;
  const big = h.repoWithLog('search-100k', 100_000);
  const bigCache = join(big, '.cortex', 'local', 'search');
  const rebuild = {
    ...h.cortex(big, 'search', QUERIES[0]!),
    before: () => rmSync(bigCache, { recursive: true, force: true }),
  };
  h.time('search: full rebuild (index + built-in vectors), 100,000 events', rebuild, 10_000, 2);
  h.time(
    'cortex search, 100,000 events, warm cache',
    h.cortex(big, 'search', QUERIES[0]!),
    undefined,
    3,
  );
  // A fresh clone has no .cortex/local/ at all: the hook must answer within its budget from what
  // is there and leave the rebuild to a background process or the next command.
  const bigPayload = JSON.stringify({
    session_id: 'bench',
    cwd: big,
    hook_event_name: 'UserPromptSubmit',
    prompt:
      'The merge driver keeps failing on the cache index after a rebase, what did we decide about it?',
  });
  h.time(
    'search: first user-prompt-submit after a fresh clone, 100,000 events',
    {
      ...h.cortex(big, 'hook', 'user-prompt-submit'),
      input: bigPayload,
      before: () => {
        // The previous run's background refresh finishes first: it would compete with the hook for the CPU.
        waitForRefresh(big);
        rmSync(join(big, '.cortex', 'local'), { recursive: true, force: true });
      },
    },
    (node) => 3 * node,
    3,
  );
}

/** Waits (up to a minute) until no background `cortex search --prepare` holds the refresh lock. */
export function waitForRefresh(root: string): void {
  waitWhileAny([join(root, '.cortex', 'local', 'search', 'refresh.lock')]);
}

/** An access statistics file with `count` entries, as years of use might leave it. */
function accessStats(count: number): string {
  const entries: Record<string, { count: number; last: string }> = {};
  for (let i = 0; i < count; i++)
    entries[`01KD${String(i).padStart(22, '0')}`] = {
      count: 1 + (i % 7),
      last: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000).toISOString(),
    };
  return JSON.stringify({ version: 1, entries }, null, 1) + '\n';
}
