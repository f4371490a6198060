/**
 * How often decisions.md conflicts when independent branches add decisions and git merges
 * them without cortex's drivers (GitHub's web merge, a clone that never ran `cortex init`):
 * 100 random pairs of branches, each adding 1-3 decisions to a history of 200, merged by
 * plain `git merge`. The records themselves (one file each) must never conflict.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { makeEvent, type AnyEvent } from '../../../src/events/envelope.js';
import { deriveEventId } from '../../../src/events/id.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { DECISIONS_DIR } from '../../../src/projections/decision-records.js';
import { git, tempRepo } from '../../helpers/repo.js';
import { random as generator } from '../../../bench/realistic.js';

const VERBS = [
  'Use',
  'Keep',
  'Store',
  'Cache',
  'Validate',
  'Render',
  'Split',
  'Sign',
  'Index',
  'Parse',
  'Retry',
  'Log',
  'Bundle',
  'Stream',
  'Queue',
];
const THINGS = [
  'sessions',
  'tokens',
  'reports',
  'events',
  'config',
  'payees',
  'amounts',
  'dates',
  'hooks',
  'migrations',
  'exports',
  'rules',
  'uploads',
  'metrics',
  'errors',
];
const HOWS = [
  'with zod',
  'in SQLite',
  'per branch',
  'as integer cents',
  'with esbuild',
  'through a queue',
  'in Redis',
  'by ULID',
  'with backoff',
  'in one file',
  'on the CDN',
  'with Temporal',
  'as NDJSON',
  'behind a flag',
  'at startup',
];
const WHYS = [
  'it keeps the CLI simple',
  'clocks differ between machines',
  'users edit it by hand',
  'tests run faster',
  'it avoids a server',
  'errors name the field',
  'it merges cleanly',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

interface Writer {
  events: AnyEvent[];
  file: string;
}

function decisions(
  random: () => number,
  count: number,
  start: number,
  session: string,
  branch: string,
  key: string,
): AnyEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const ts = new Date(start + index * 60_000).toISOString();
    const rejected = random() < 0.25;
    const content = `${rejected ? 'Rejected: ' : ''}${pick(random, VERBS)} ${pick(random, THINGS)} ${pick(random, HOWS)}`;
    return makeEvent({
      id: deriveEventId(Date.parse(ts), `${key}/${index}`),
      ts,
      type: rejected ? 'approach_rejected' : 'decision_made',
      session,
      branch,
      author: 'dev@example.com',
      content,
      source: { layer: 'tag' },
      data: { reason: pick(random, WHYS) },
    }) as AnyEvent;
  });
}

/** The committed files for a log: events (one file per writer), projections and records. */
function filesOf(writers: readonly Writer[]): Map<string, string> {
  const rendered = renderProjectionsOf(writers.flatMap((writer) => writer.events));
  const files = new Map<string, string>(Object.entries(rendered.files));
  for (const [name, record] of rendered.records) files.set(`${DECISIONS_DIR}/${name}`, record.text);
  for (const writer of writers)
    files.set(writer.file, writer.events.map(serializeEvent).join('\n') + '\n');
  return files;
}

/** A `git fast-import` commit on `branch` (from `parent`) holding the files that differ from `previous`. */
function importCommit(
  branch: string,
  parent: string | undefined,
  files: Map<string, string>,
  previous: Map<string, string>,
): string {
  const out = [
    `commit refs/heads/${branch}`,
    'committer Dev <dev@example.com> 1795000000 +0000',
    `data ${Buffer.byteLength(branch)}`,
    branch,
  ];
  if (parent) out.push(`from refs/heads/${parent}`);
  for (const [path, text] of files) {
    if (previous.get(path) === text) continue;
    out.push(`M 100644 inline ${path}`, `data ${Buffer.byteLength(text)}`, text);
  }
  return out.join('\n') + '\n';
}

describe('decisions.md under plain git merges', () => {
  it('conflicts in at most 5 of 100 random pairs of branches adding 1-3 decisions to 200', () => {
    const random = generator(12);
    const root = tempRepo();
    // A history of 200 decisions over 60 sessions, three months before the branches.
    const base: Writer[] = [];
    let remaining = 200;
    for (let session = 0; remaining > 0; session++) {
      const count = Math.min(remaining, session < 59 ? 1 + Math.floor(random() * 6) : remaining);
      const id = `history-${session}`;
      const start = Date.parse('2026-08-01T09:00:00Z') + session * 86_400_000;
      base.push({
        events: decisions(random, count, start, id, 'main', id),
        file: `.cortex/events/2026-08/${id}.ndjson`,
      });
      remaining -= count;
    }
    // Every branch is built in one fast-import stream: 201 commits without 400 checkouts.
    const baseFiles = filesOf(base);
    const stream = [importCommit('base', undefined, baseFiles, new Map())];
    for (let pair = 0; pair < 100; pair++) {
      for (const side of ['a', 'b']) {
        const id = `pair-${pair}-${side}`;
        const start =
          Date.parse('2026-11-20T09:00:00Z') + pair * 3_600_000 + (side === 'a' ? 0 : 600_000);
        const added: Writer = {
          events: decisions(random, 1 + Math.floor(random() * 3), start, id, `feature/${id}`, id),
          file: `.cortex/events/2026-11/${id}.ndjson`,
        };
        stream.push(importCommit(id, 'base', filesOf([...base, added]), baseFiles));
      }
    }
    const imported = spawnSync('git', ['fast-import', '--quiet'], {
      cwd: root,
      input: stream.join(''),
      encoding: 'utf8',
    });
    expect(imported.status, imported.stderr).toBe(0);

    // git merge-tree runs the merge `git merge` runs (ort, no drivers configured), without a work tree.
    const mergeTree = (a: string, b: string) =>
      spawnSync('git', ['merge-tree', '--write-tree', '--name-only', a, b], {
        cwd: root,
        encoding: 'utf8',
      });
    let conflicted = 0;
    const conflictedPaths = new Set<string>();
    for (let pair = 0; pair < 100; pair++) {
      const merged = mergeTree(`pair-${pair}-a`, `pair-${pair}-b`);
      expect(merged.status === 0 || merged.status === 1, merged.stderr).toBe(true);
      if (merged.status === 0) continue;
      conflicted++;
      const [tree, ...rest] = merged.stdout.split('\n');
      for (const path of rest.slice(0, rest.indexOf(''))) conflictedPaths.add(path);
      if (process.env.CORTEX_SHOW_CONFLICTS)
        console.info(
          git(root, 'cat-file', '-p', `${tree}:.cortex/decisions.md`)
            .split('\n')
            .filter(
              (line, i, all) =>
                /^[<=>]{7}/.test(line) ||
                all.slice(Math.max(0, i - 2), i + 3).some((near) => /^[<=>]{7}/.test(near)),
            )
            .join('\n'),
        );
    }
    // And for a few pairs, the real command in a work tree, which must agree.
    for (let pair = 0; pair < 5; pair++) {
      git(root, 'checkout', '-q', '-B', 'probe', `pair-${pair}-a`);
      const merge = spawnSync('git', ['merge', '--no-edit', '-q', `pair-${pair}-b`], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(merge.status === 0, `pair ${pair}`).toBe(
        mergeTree(`pair-${pair}-a`, `pair-${pair}-b`).status === 0,
      );
      if (merge.status !== 0) git(root, 'merge', '--abort');
    }
    console.info(`decisions.md: ${conflicted} of 100 plain merges conflicted`);
    expect([...conflictedPaths].filter((path) => path !== '.cortex/decisions.md')).toEqual([]);
    expect(conflicted).toBeLessThanOrEqual(5);
  }, 120_000);
});
