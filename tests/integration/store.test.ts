import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { projectPaths } from '../../src/events/paths.js';
import {
  appendEvents,
  listEventFiles,
  readEventIdsSince,
  readEventLog,
} from '../../src/events/store.js';
import { deriveEventId } from '../../src/events/id.js';
import { findRepo, headReader } from '../../src/git/plumbing/repo.js';
import { testEvent } from '../helpers/events.js';
import { commitAll, git, tempRepo, writeFile } from '../helpers/repo.js';

const options = (writer = 'cli') => ({
  writer,
  now: new Date('2026-11-20T10:00:00Z'),
  entropy: () => crypto.getRandomValues(new Uint8Array(10)),
});

function setup() {
  const root = tempRepo();
  writeFile(root, '.gitignore', '.cortex/local/\n');
  return { root, paths: projectPaths(root), repo: findRepo(root) };
}

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('appendEvents', () => {
  it("appends to the writer's file until HEAD moves, then starts a new file", () => {
    const { root, paths, repo } = setup();
    const first = appendEvents(paths, headReader(repo), [testEvent({ key: 'one' })], options());
    const second = appendEvents(paths, headReader(repo), [testEvent({ key: 'two' })], options());
    expect(first.rotated).toBe(true);
    expect(second).toMatchObject({ file: first.file, rotated: false });
    expect(first.file).toMatch(/^\.cortex\/events\/2026-11\/[0-9A-Z]{26}\.ndjson$/);

    commitAll(root, 'memory');
    const committed = readFileSync(join(root, first.file!), 'utf8');
    const third = appendEvents(paths, headReader(repo), [testEvent({ key: 'three' })], options());
    expect(third.rotated).toBe(true);
    expect(third.file).not.toBe(first.file);
    // The committed file is untouched: the work tree differs from HEAD only by a new file.
    expect(readFileSync(join(root, first.file!), 'utf8')).toBe(committed);
    expect(git(root, 'status', '--porcelain')).toBe(`?? ${third.file}`);
    commitAll(root, 'more memory');
    expect(git(root, 'show', '--name-status', '--format=', 'HEAD')).toBe(`A\t${third.file}`);
    expect(
      readEventLog(paths)
        .events.map((event) => event.content)
        .sort(),
    ).toEqual(['fact one', 'fact three', 'fact two']);
  });

  it('gives each writer its own file', () => {
    const { paths, repo } = setup();
    const a = appendEvents(paths, headReader(repo), [testEvent()], options('session-a'));
    const b = appendEvents(paths, headReader(repo), [testEvent()], options('session-b'));
    expect(a.file).not.toBe(b.file);
  });

  it('writes nothing when an event is invalid', () => {
    const { paths, repo } = setup();
    const bad = { ...testEvent(), salience: 3 };
    expect(() => appendEvents(paths, headReader(repo), [testEvent(), bad], options())).toThrow(
      /salience/,
    );
    expect(listEventFiles(paths)).toEqual([]);
  });

  it('never glues a new event onto a torn last line, and leaves that line in place', () => {
    const { root, paths, repo } = setup();
    const { file } = appendEvents(
      paths,
      headReader(repo),
      [testEvent({ key: 'before' })],
      options(),
    );
    const torn = serializeEvent(testEvent({ key: 'torn' })).slice(0, 50);
    appendFileSync(join(root, file!), torn);
    appendEvents(paths, headReader(repo), [testEvent({ key: 'after' })], options());
    const lines = readFileSync(join(root, file!), 'utf8').split('\n');
    expect(lines[1]).toBe(torn);
    const log = readEventLog(paths);
    expect(log.events.map((event) => event.content).sort()).toEqual(['fact after', 'fact before']);
    expect(log.warnings).toEqual([
      { file, line: 2, message: expect.stringContaining('not valid JSON') },
    ]);
  });
});

describe('readEventLog', () => {
  it('reports a torn last line and a conflict block, reads every other event, and changes no file', () => {
    const { root, paths } = setup();
    const e = ['a', 'b', 'c', 'd', 'e'].map((key) =>
      serializeEvent(testEvent({ key, content: `fact ${key}` })),
    );
    writeFile(
      root,
      '.cortex/events/2026-11/conflicted.ndjson',
      [e[0], '<<<<<<< HEAD', e[1], '=======', e[2], '>>>>>>> theirs', ''].join('\n'),
    );
    writeFile(root, '.cortex/events/2026-10/torn.ndjson', `${e[3]}\n${e[4]}\n{"v":1,"id":"01`);
    const conflicted = join(paths.eventsDir, '2026-11', 'conflicted.ndjson');
    const tornFile = join(paths.eventsDir, '2026-10', 'torn.ndjson');
    const before = [sha(conflicted), sha(tornFile)];
    const log = readEventLog(paths);
    expect(log.events.map((event) => event.content).sort()).toEqual([
      'fact a',
      'fact b',
      'fact c',
      'fact d',
      'fact e',
    ]);
    expect(log.warnings.map((warning) => `${warning.file}:${warning.line}`)).toEqual([
      '.cortex/events/2026-10/torn.ndjson:3',
      '.cortex/events/2026-11/conflicted.ndjson:2',
      '.cortex/events/2026-11/conflicted.ndjson:4',
      '.cortex/events/2026-11/conflicted.ndjson:6',
    ]);
    expect([sha(conflicted), sha(tornFile)]).toEqual(before);
  });

  it('collapses the same event found in two files', () => {
    const { paths, repo } = setup();
    const event = testEvent({ key: 'shared' });
    appendEvents(paths, headReader(repo), [event], options('one'));
    appendEvents(paths, headReader(repo), [event], options('two'));
    const log = readEventLog(paths, { locations: true });
    expect(log.events).toHaveLength(1);
    expect(log.duplicates).toBe(1);
    expect(log.locations?.get(event.id)?.line).toBe(1);
  });
});

describe('concurrent writers', () => {
  it('keeps 4 processes appending 500 events each to the same file intact', async () => {
    const { root, paths } = setup();
    const worker = fileURLToPath(new URL('./workers/append-worker.ts', import.meta.url));
    const runs = ['w1', 'w2', 'w3', 'w4'].map(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', worker, root, 'shared-writer', name, '500'],
            { stdio: ['ignore', 'ignore', 'pipe'] },
          );
          let stderr = '';
          child.stderr.on('data', (chunk) => (stderr += chunk));
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`${name} exited ${code}: ${stderr}`)),
          );
        }),
    );
    await Promise.all(runs);
    const files = listEventFiles(paths);
    expect(files).toHaveLength(1);
    const lines = readFileSync(files[0]!, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(2000);
    const log = readEventLog(paths);
    expect(log.warnings).toEqual([]);
    expect(log.events).toHaveLength(2000);
    for (const name of ['w1', 'w2', 'w3', 'w4']) {
      expect(log.events.filter((event) => event.content.startsWith(`${name} event `))).toHaveLength(
        500,
      );
    }
  }, 120_000);
});

describe('readEventIdsSince', () => {
  it('reads the files started since then (a day of slack) and every file not named by an id, packs of past months included', () => {
    const { root, paths } = setup();
    const line = (key: string, ts: string) => serializeEvent(testEvent({ key, ts })) + '\n';
    const idAt = (iso: string) => deriveEventId(Date.parse(iso), iso);
    writeFile(
      root,
      `.cortex/events/2026-09/${idAt('2026-09-10T10:00:00Z')}.ndjson`,
      line('old', '2026-09-10T10:00:00.000Z'),
    );
    // A writer's file started in September kept taking events in November; packed, it stays in September's folder.
    writeFile(
      root,
      '.cortex/events/2026-09/pack-2026-09-0123456789abcdef.ndjson',
      line('appended-later', '2026-11-19T11:00:00.000Z'),
    );
    writeFile(
      root,
      `.cortex/events/2026-11/${idAt('2026-11-01T10:00:00Z')}.ndjson`,
      line('early-november', '2026-11-01T10:00:00.000Z'),
    );
    writeFile(
      root,
      `.cortex/events/2026-11/${idAt('2026-11-19T12:00:00Z')}.ndjson`,
      line('yesterday', '2026-11-19T12:00:00.000Z'),
    );
    writeFile(
      root,
      '.cortex/events/elsewhere/notes.ndjson',
      line('outside-a-month', '2026-08-01T10:00:00.000Z'),
    );
    const idOf = (key: string, ts: string) => testEvent({ key, ts }).id;
    expect(readEventIdsSince(paths, Date.parse('2026-11-20T10:00:00Z'))).toEqual(
      new Set([
        idOf('yesterday', '2026-11-19T12:00:00.000Z'),
        idOf('appended-later', '2026-11-19T11:00:00.000Z'),
        idOf('outside-a-month', '2026-08-01T10:00:00.000Z'),
      ]),
    );
  });

  it('leaves out a line a crash cut short: its event was never written', () => {
    const { root, paths } = setup();
    const whole = serializeEvent(testEvent({ key: 'whole', ts: '2026-11-20T09:00:00.000Z' }));
    const torn = serializeEvent(testEvent({ key: 'torn', ts: '2026-11-20T09:01:00.000Z' }));
    // The store writes a separator after a torn line before it appends again.
    writeFile(root, '.cortex/events/2026-11/notes.ndjson', `${whole}\n${torn.slice(0, 60)}\n`);
    expect(readEventIdsSince(paths, Date.parse('2026-11-20T10:00:00Z'))).toEqual(
      new Set([testEvent({ key: 'whole', ts: '2026-11-20T09:00:00.000Z' }).id]),
    );
  });
});
