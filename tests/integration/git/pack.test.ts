import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { commitAll, git, tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

const NOW = new Date('2026-11-20T12:00:00Z');

/** Events of one writer file in `month`, `count` of them. */
function writerEvents(month: string, writer: number, count: number): AnyEvent[] {
  return Array.from({ length: count }, (_, i) =>
    testEvent({
      key: `${month}/${writer}/${i}`,
      ts: `${month}-${String(10 + (i % 15)).padStart(2, '0')}T${String(8 + writer).padStart(2, '0')}:00:00.000Z`,
      content: `Fact ${i} of writer ${writer} in ${month}`,
    }),
  );
}

function writeWriterFile(
  root: string,
  month: string,
  writer: number,
  events: readonly AnyEvent[],
): void {
  writeFile(
    root,
    `.cortex/events/${month}/writer-${writer}.ndjson`,
    events.map(serializeEvent).join('\n') + '\n',
  );
}

/** A repository with three writers' files in each of two past months and one this month, committed. */
async function repoWithPastMonths(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'], { now: NOW })).code).toBe(0);
  for (const month of ['2026-09', '2026-10', '2026-11'])
    for (const writer of [1, 2, 3])
      writeWriterFile(root, month, writer, writerEvents(month, writer, 5));
  commitAll(root, 'memory');
  return root;
}

const eventFiles = (root: string) =>
  (readdirSync(join(root, '.cortex/events'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ndjson'))
    .sort();

async function exported(root: string): Promise<string> {
  const result = await cortex(root, ['export'], { now: NOW });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

async function pack(root: string, ...args: string[]): Promise<string> {
  const result = await cortex(root, ['pack', ...args], { now: NOW });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

describe('cortex pack', () => {
  it('replaces each past month by one file, in a commit that only adds and deletes, the log unchanged', async () => {
    const root = await repoWithPastMonths();
    const before = await exported(root);
    expect(await pack(root)).toMatch(/replaced 6 event files with 2 packs in commit [0-9a-f]{12}/);
    expect(eventFiles(root)).toEqual([
      expect.stringMatching(/^2026-09\/pack-2026-09-[0-9a-f]{12}\.ndjson$/),
      expect.stringMatching(/^2026-10\/pack-2026-10-[0-9a-f]{12}\.ndjson$/),
      '2026-11/writer-1.ndjson',
      '2026-11/writer-2.ndjson',
      '2026-11/writer-3.ndjson',
    ]);
    const statuses = git(root, 'show', '--name-status', '--format=', 'HEAD')
      .split('\n')
      .map((line) => line[0]);
    expect(new Set(statuses)).toEqual(new Set(['A', 'D']));
    expect(git(root, 'status', '--porcelain')).toBe('');
    expect(await exported(root)).toBe(before);
    // Idempotent: nothing left to pack, nothing committed.
    const head = git(root, 'rev-parse', 'HEAD');
    expect(await pack(root)).toMatch(/^nothing to pack/);
    expect(git(root, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('merges, rebases and cherry-picks without conflict with a branch that still holds the old files', async () => {
    const root = await repoWithPastMonths();
    git(root, 'checkout', '-q', '-b', 'feature');
    // The branch adds memories this month, and a file to a past month (a session that began then).
    writeWriterFile(root, '2026-11', 4, writerEvents('2026-11', 4, 3));
    writeWriterFile(root, '2026-10', 5, writerEvents('2026-10', 5, 2));
    commitAll(root, 'feature memory');
    git(root, 'checkout', '-q', 'main');
    await pack(root);
    const everything = new Set([...(await exported(root)).split('\n')].filter(Boolean));

    const merged = tempDir('cortex-merge-');
    git(merged, 'clone', '-q', root, '.');
    git(merged, 'config', 'user.email', 'dev@example.com');
    git(merged, 'merge', '-q', '--no-edit', 'origin/feature'); // throws on a conflict
    const mergedLog = (await exported(merged)).split('\n').filter(Boolean);
    expect(mergedLog).toHaveLength(everything.size + 5);
    // The month the branch added to is packed again at the next pack, and then left alone.
    expect(await pack(merged)).toMatch(/2026-10: 2 files -> /);
    expect((await exported(merged)).split('\n').filter(Boolean)).toEqual(mergedLog);
    expect(await pack(merged)).toMatch(/^nothing to pack/);

    const rebased = tempDir('cortex-rebase-');
    git(rebased, 'clone', '-q', root, '.');
    git(rebased, 'config', 'user.email', 'dev@example.com');
    git(rebased, 'checkout', '-q', '-b', 'feature', 'origin/feature');
    git(rebased, 'rebase', '-q', 'origin/main');
    expect((await exported(rebased)).split('\n').filter(Boolean)).toEqual(mergedLog);
    git(rebased, 'checkout', '-q', '-b', 'picked', 'origin/main');
    git(rebased, 'cherry-pick', 'origin/feature');
    expect((await exported(rebased)).split('\n').filter(Boolean)).toEqual(mergedLog);

    // And the other way: the branch takes in the pack.
    const other = tempDir('cortex-other-');
    git(other, 'clone', '-q', root, '.');
    git(other, 'config', 'user.email', 'dev@example.com');
    git(other, 'checkout', '-q', '-b', 'feature', 'origin/feature');
    git(other, 'merge', '-q', '--no-edit', 'origin/main');
    expect((await exported(other)).split('\n').filter(Boolean)).toEqual(mergedLog);
  });

  it('gives two clones that pack the same files the same pack, so their histories merge cleanly', async () => {
    const root = await repoWithPastMonths();
    const clones = [tempDir('cortex-a-'), tempDir('cortex-b-')];
    for (const clone of clones) {
      git(clone, 'clone', '-q', root, '.');
      git(clone, 'config', 'user.email', 'dev@example.com');
      await pack(clone);
    }
    const [a, b] = clones as [string, string];
    git(a, 'pull', '-q', '--no-rebase', '--no-edit', b, 'main');
    expect(eventFiles(a)).toEqual(eventFiles(b));
    expect(await exported(a)).toBe(await exported(root));
  });

  it('leaves files not committed, and months with unreadable lines, as they are', async () => {
    const root = await repoWithPastMonths();
    writeWriterFile(root, '2026-09', 7, writerEvents('2026-09', 7, 2)); // not committed
    writeFile(
      root,
      '.cortex/events/2026-10/writer-1.ndjson',
      readFileSync(join(root, '.cortex/events/2026-10/writer-1.ndjson'), 'utf8') + '<<<<<<< ours\n',
    );
    commitAll(root, 'a bad line');
    writeWriterFile(root, '2026-09', 8, writerEvents('2026-09', 8, 2));
    const result = await cortex(root, ['pack'], { now: NOW });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /2026-10 not packed: 1 unreadable line\(s\).*cortex doctor --fix/,
    );
    expect(eventFiles(root).filter((file) => file.startsWith('2026-10/'))).toHaveLength(3);
    expect(eventFiles(root).filter((file) => file.startsWith('2026-09/'))).toEqual([
      expect.stringMatching(/pack-2026-09-/),
      '2026-09/writer-8.ndjson',
    ]);
    expect(git(root, 'status', '--porcelain')).toBe('?? .cortex/events/2026-09/writer-8.ndjson');
  });

  it('says what it would do with --dry-run and changes nothing', async () => {
    const root = await repoWithPastMonths();
    expect(await pack(root, '--dry-run')).toMatch(/would replace 6 event files with 2 packs\n$/);
    expect(eventFiles(root)).toHaveLength(9);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });
});

describe('cortex pack --if-over', () => {
  it('packs only when the log has more event files than asked', async () => {
    const root = await repoWithPastMonths();
    expect(await pack(root, '--if-over', '9')).toBe(
      'nothing packed: 9 event files, not more than 9\n',
    );
    expect(eventFiles(root)).toHaveLength(9);
    expect(await pack(root, '--if-over', '8')).toMatch(/replaced 6 event files/);
  });
});
