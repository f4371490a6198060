import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { shortId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import { listEventFiles, readEventLog } from '../../../src/events/store.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { git, tempDir, tempRepo, writeFile } from '../../helpers/repo.js';

async function initialised(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  return root;
}

async function importEvents(root: string, events: ReturnType<typeof testEvent>[]): Promise<void> {
  const result = await cortex(root, ['import', '-'], {
    stdin: events.map(serializeEvent).join('\n') + '\n',
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

describe('cortex init', () => {
  it('creates .cortex/ and the gitignore entries, and changes nothing the second time', async () => {
    const root = tempRepo();
    writeFile(root, '.gitignore', 'node_modules/');
    const first = await cortex(root, ['init']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Initialized cortex memory');
    expect(existsSync(join(root, '.cortex/events'))).toBe(true);
    const gitignore = readFileSync(join(root, '.gitignore'), 'utf8');
    expect(gitignore).toBe(
      'node_modules/\n\n# cortex: local state and the per-user briefing\n.cortex/local/\n.claude/rules/cortex-briefing.md\n',
    );

    const second = await cortex(root, ['init']);
    expect(second).toMatchObject({ code: 0, stdout: expect.stringContaining('nothing to change') });
    expect(readFileSync(join(root, '.gitignore'), 'utf8')).toBe(gitignore);
    expect(git(root, 'check-ignore', '.cortex/local/x')).toBe('.cortex/local/x');
  });

  it('works from a subdirectory and sets up the repository root', async () => {
    const root = tempRepo();
    writeFile(root, 'src/deep/file.ts', '');
    expect((await cortex(join(root, 'src/deep'), ['init'])).code).toBe(0);
    expect(existsSync(join(root, '.cortex'))).toBe(true);
  });

  it('exits 1 outside a git work tree and says why', async () => {
    const result = await cortex(tempDir(), ['init']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not inside a git work tree/);
    expect(result.stderr).toMatch(/git init/);
  });
});

describe('cortex remember', () => {
  it('records a typed memory with tags, reason, branch and author', async () => {
    const root = await initialised();
    const result = await cortex(root, [
      'remember',
      '--type',
      'decision',
      '--tag',
      'search',
      '--reason',
      'incremental adds',
      'Use MiniSearch instead of lunr',
    ]);
    expect(result.code).toBe(0);
    const [event] = readEventLog(projectPaths(root)).events;
    expect(result.stdout).toBe(
      `[${shortId(event!.id)} (main)] decision_made: Use MiniSearch instead of lunr\nupdated .cortex/decisions.md, .cortex/decisions/${event!.ts.slice(0, 10)}-use-minisearch-instead-of-lunr-${shortId(event!.id)}.md: commit them with .cortex/events/\n`,
    );
    expect(event).toMatchObject({
      type: 'decision_made',
      content: 'Use MiniSearch instead of lunr',
      branch: 'main',
      author: 'dev@example.com',
      immortal: true,
      source: { layer: 'manual' },
      data: { tags: ['search'], reason: 'incremental adds' },
    });
  });

  it('turns a gotcha into learned knowledge of kind gotcha, and --pin into a pin event', async () => {
    const root = await initialised();
    await cortex(root, ['remember', '--type', 'gotcha', '--pin', 'Run migrations before tests']);
    const events = readEventLog(projectPaths(root)).events;
    const memory = events.find((event) => event.type === 'knowledge_acquired')!;
    expect(memory.data).toEqual({ kind: 'gotcha' });
    expect(events.find((event) => event.type === 'memory_pinned')).toMatchObject({
      refs: [memory.id],
      data: { pinned: true },
    });
  });

  it('stores --file paths relative to the repository root', async () => {
    const root = await initialised();
    writeFile(root, 'src/a.ts', '');
    await cortex(join(root, 'src'), ['remember', '--file', 'a.ts', 'a.ts is generated']);
    expect(readEventLog(projectPaths(root)).events[0]!.data).toEqual({ files: ['src/a.ts'] });
  });

  it('refuses an unknown type with the list of valid ones (exit 2), and an empty text', async () => {
    const root = await initialised();
    const wrong = await cortex(root, ['remember', '--type', 'idea', 'x']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('decision, rejected, learned, plan, preference, gotcha');
    expect((await cortex(root, ['remember', '  '])).code).toBe(2);
    expect(listEventFiles(projectPaths(root))).toEqual([]);
  });

  it('explains that init is needed in a repository without .cortex/', async () => {
    const result = await cortex(tempRepo(), ['remember', 'x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("run 'cortex init'");
  });
});

describe('cortex log', () => {
  const history = [
    testEvent({
      key: 'd1',
      type: 'decision_made',
      content: 'Use SQLite for the cache',
      ts: '2026-11-01T09:00:00Z',
      branch: 'main',
      author: 'alice@example.com',
      session: 's-one',
    }),
    testEvent({
      key: 'r1',
      type: 'approach_rejected',
      content: 'Rejected Redis: needs a server',
      ts: '2026-11-02T09:00:00Z',
      branch: 'feature/cache',
      author: 'bob@example.com',
      session: 's-two',
    }),
    testEvent({
      key: 'e1',
      type: 'file_modified',
      content: 'Edited src/cache/store.ts',
      ts: '2026-11-03T09:00:00Z',
      branch: 'feature/cache',
      data: { files: ['src/cache/store.ts'] },
      session: 's-two',
    }),
    testEvent({
      key: 'c1',
      type: 'command_run',
      content: 'npm test',
      ts: '2026-11-04T09:00:00Z',
      data: { command: 'npm test', exitCode: 0 },
      session: 's-three',
    }),
  ];

  async function withHistory(): Promise<string> {
    const root = await initialised();
    await importEvents(root, history);
    return root;
  }

  const contents = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => line.replace(/^\S+ \S+ \S+ (\([^)]*\) )?/, ''));

  it('shows the newest first, with short id, date, type, branch and content', async () => {
    const root = await withHistory();
    const { stdout, code } = await cortex(root, ['log']);
    expect(code).toBe(0);
    const entries = stdout.split('\n\n').filter((block) => /^[0-9A-Z]{8} /.test(block));
    expect(entries[0]).toBe(
      `${shortId(history[3]!.id)} command_run (main)\nDate:   2026-11-04 09:00\nAuthor: dev@example.com`,
    );
    expect(stdout.indexOf('npm test')).toBeLessThan(stdout.indexOf('Use SQLite'));
    expect(stdout).toContain('    Edited src/cache/store.ts\n    Files: src/cache/store.ts');
  });

  it('prints one line per event with --oneline, and the oldest first with --reverse', async () => {
    const root = await withHistory();
    const { stdout } = await cortex(root, ['log', '--oneline', '--reverse']);
    expect(stdout.split('\n')[0]).toBe(
      `${shortId(history[0]!.id)} 2026-11-01 decision_made (main) Use SQLite for the cache`,
    );
  });

  it("limits with -n and with git's -<n> shorthand", async () => {
    const root = await withHistory();
    expect(
      (await cortex(root, ['log', '--oneline', '-n', '2'])).stdout.trim().split('\n'),
    ).toHaveLength(2);
    expect((await cortex(root, ['log', '--oneline', '-1'])).stdout.trim().split('\n')).toHaveLength(
      1,
    );
    expect((await cortex(root, ['log', '-n', 'two'])).code).toBe(2);
  });

  it.each([
    [['--type', 'decision'], ['Use SQLite for the cache']],
    [
      ['--type', 'rejected,command'],
      ['npm test', 'Rejected Redis: needs a server'],
    ],
    [
      ['--branch', 'feature/cache'],
      ['Edited src/cache/store.ts', 'Rejected Redis: needs a server'],
    ],
    [
      ['--session', 's-t'],
      ['npm test', 'Edited src/cache/store.ts', 'Rejected Redis: needs a server'],
    ],
    [['--author', 'ALICE'], ['Use SQLite for the cache']],
    [
      ['--since', '2026-11-02', '--until', '2026-11-03'],
      ['Edited src/cache/store.ts', 'Rejected Redis: needs a server'],
    ],
    [
      ['--grep', 'redis|sqlite'],
      ['Rejected Redis: needs a server', 'Use SQLite for the cache'],
    ],
    [['--file', 'src/cache'], ['Edited src/cache/store.ts']],
    [['--type', 'decision', '--branch', 'feature/cache'], []],
  ])('filters with %j', async (args, expected) => {
    const root = await withHistory();
    const { stdout, code } = await cortex(root, ['log', '--oneline', ...args]);
    expect(code).toBe(0);
    expect(stdout === '' ? [] : contents(stdout)).toEqual(expected);
  });

  it('resolves --file relative to the working directory', async () => {
    const root = await withHistory();
    writeFile(root, 'src/cache/store.ts', '');
    const { stdout } = await cortex(join(root, 'src/cache'), [
      'log',
      '--oneline',
      '--file',
      'store.ts',
    ]);
    expect(contents(stdout)).toEqual(['Edited src/cache/store.ts']);
  });

  it('prints the stored envelope with --json', async () => {
    const root = await withHistory();
    const { stdout } = await cortex(root, ['log', '--json', '-n', '1']);
    expect(stdout).toBe(serializeEvent(history[3]!) + '\n');
  });

  it('colours only when asked or on a terminal without NO_COLOR', async () => {
    const root = await withHistory();
    const hasColour = (text: string) => text.includes('\u001b[');
    expect(hasColour((await cortex(root, ['log', '-1'])).stdout)).toBe(false);
    expect(hasColour((await cortex(root, ['log', '-1'], { tty: true })).stdout)).toBe(true);
    expect(
      hasColour((await cortex(root, ['log', '-1'], { tty: true, env: { NO_COLOR: '1' } })).stdout),
    ).toBe(false);
    expect(hasColour((await cortex(root, ['log', '-1', '--no-color'], { tty: true })).stdout)).toBe(
      false,
    );
    expect(hasColour((await cortex(root, ['log', '-1', '--color'])).stdout)).toBe(true);
  });

  it('rejects an unknown type and a bad date with exit 2', async () => {
    const root = await withHistory();
    expect((await cortex(root, ['log', '--type', 'nonsense'])).code).toBe(2);
    expect((await cortex(root, ['log', '--since', 'someday'])).code).toBe(2);
    expect((await cortex(root, ['log', '--grep', '('])).code).toBe(2);
  });

  it('warns about unreadable lines on stderr but still shows the rest', async () => {
    const root = await withHistory();
    writeFile(
      root,
      '.cortex/events/2026-11/broken.ndjson',
      `${serializeEvent(testEvent({ key: 'ok', content: 'still here' }))}\n{oops\n`,
    );
    const { stdout, stderr, code } = await cortex(root, ['log', '--oneline']);
    expect(code).toBe(0);
    expect(stdout).toContain('still here');
    expect(stderr).toMatch(/^warning: \.cortex\/events\/2026-11\/broken\.ndjson:2: not valid JSON/);
  });
});

describe('cortex show', () => {
  it('shows an event in full by short id, with where it is stored', async () => {
    const root = await initialised();
    const event = testEvent({
      key: 'show-me',
      type: 'decision_made',
      content: 'Ship ESM only',
      data: { reason: 'Node 20+' },
    });
    await importEvents(root, [event]);
    const { stdout, code } = await cortex(root, ['show', shortId(event.id).toLowerCase()]);
    expect(code).toBe(0);
    expect(stdout).toContain(`event ${event.id}`);
    expect(stdout).toContain('salience:   0.9 (immortal)');
    expect(stdout).toMatch(/stored in: {2}\.cortex\/events\/\d{4}-\d{2}\/[0-9A-Z]{26}\.ndjson:1/);
    expect(stdout).toContain('"reason": "Node 20+"');
    expect((await cortex(root, ['show', '--json', event.id])).stdout).toBe(
      serializeEvent(event) + '\n',
    );
  });

  it('refuses an unknown, a too short and an ambiguous prefix', async () => {
    const root = await initialised();
    const events = Array.from({ length: 40 }, (_, i) => testEvent({ key: `many-${i}` }));
    await importEvents(root, events);
    expect((await cortex(root, ['show', 'ZZZZZZZZ'])).stderr).toContain(
      "no event matches 'ZZZZZZZZ'",
    );
    expect((await cortex(root, ['show', 'AB'])).stderr).toContain('too short');
    const ambiguous = await cortex(root, ['show', events[0]!.id.slice(0, 10)]);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain('matches 40 events');
  });
});

describe('cortex status', () => {
  it('counts events by type and reports size, span and warnings', async () => {
    const root = await initialised();
    await importEvents(root, [
      testEvent({ key: 's1', type: 'decision_made', ts: '2026-11-01T09:00:00Z', session: 'a' }),
      testEvent({ key: 's2', type: 'decision_made', ts: '2026-11-05T09:00:00Z', session: 'b' }),
      testEvent({ key: 's3', ts: '2026-11-03T09:00:00Z', session: 'b' }),
    ]);
    writeFile(root, '.cortex/events/2026-11/bad.ndjson', '<<<<<<< HEAD\n');
    const { stdout } = await cortex(root, ['status', '--json']);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      events: 3,
      files: 2,
      first: '2026-11-01T09:00:00.000Z',
      last: '2026-11-05T09:00:00.000Z',
      byType: { decision_made: 2, knowledge_acquired: 1 },
      sessions: 2,
      warnings: [{ file: '.cortex/events/2026-11/bad.ndjson', line: 1 }],
    });
    expect(report.bytes).toBeGreaterThan(500);
    const text = (await cortex(root, ['status'])).stdout;
    expect(text).toContain('events:   3 in 2 files');
    expect(text).toMatch(/decision_made\s+2/);
    expect(text).toContain('1 unreadable line (skipped, left in place):');
  });

  it('counts what changed since it last counted, and copies of one id once', async () => {
    const root = await initialised();
    await importEvents(root, [testEvent({ key: 'c1', ts: '2026-11-01T09:00:00Z', session: 'a' })]);
    const count = async () =>
      JSON.parse((await cortex(root, ['status', '--json'])).stdout) as {
        events: number;
        duplicates: number;
        last: string;
        files: number;
        byType: Record<string, number>;
      };
    expect(await count()).toMatchObject({ events: 1, duplicates: 0, files: 1 });
    // Appended to the same file after the count was kept, then a copy of the file beside it.
    const [file] = listEventFiles(projectPaths(root));
    writeFileSync(
      file!,
      readFileSync(file!, 'utf8') +
        serializeEvent(testEvent({ key: 'c2', ts: '2026-11-07T09:00:00Z', session: 'a' })) +
        '\n',
    );
    expect(await count()).toMatchObject({
      events: 2,
      duplicates: 0,
      last: '2026-11-07T09:00:00.000Z',
    });
    writeFile(root, '.cortex/events/2026-11/copy.ndjson', readFileSync(file!, 'utf8'));
    expect(await count()).toMatchObject({ events: 2, duplicates: 2, files: 2 });
    writeFile(root, '.cortex/events/2026-11/copy.ndjson', '');
    expect(await count()).toMatchObject({ events: 2, duplicates: 0, files: 2 });
    // A kept count that was tampered with is not believed.
    const cache = join(root, '.cortex/local/status-cache.json');
    const kept = readFileSync(cache, 'utf8');
    expect(kept).toContain('"knowledge_acquired":2');
    writeFileSync(cache, kept.replace('"knowledge_acquired":2', '"knowledge_acquired":9'));
    expect(await count()).toMatchObject({ events: 2, byType: { knowledge_acquired: 2 } });
  });
});

describe('cortex import and export', () => {
  it('is idempotent by id and reports what it skipped', async () => {
    const root = await initialised();
    const events = [testEvent({ key: 'i1' }), testEvent({ key: 'i2' })];
    const input = events.map(serializeEvent).join('\n') + '\n';
    expect((await cortex(root, ['import', '-'], { stdin: input })).stdout).toMatch(
      /^imported 2 events\n/,
    );
    expect((await cortex(root, ['import', '-'], { stdin: input })).stdout).toBe(
      'imported 0 events (2 already present)\n',
    );
    expect(readEventLog(projectPaths(root)).events).toHaveLength(2);
  });

  it('imports nothing when one line is bad, and names its line number', async () => {
    const root = await initialised();
    const good = serializeEvent(testEvent({ key: 'g' }));
    const bad = good.replace('"type":"knowledge_acquired"', '"type":"guessed"');
    writeFile(
      root,
      'in.ndjson',
      `${good}\n${good.replace(/"id":"[^"]+"/, '"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV"')}\n${bad}\n`,
    );
    const result = await cortex(root, ['import', 'in.ndjson']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'in.ndjson:3: invalid event: type: unknown event type "guessed"',
    );
    expect(result.stderr).toContain('nothing was imported');
    expect(listEventFiles(projectPaths(root))).toEqual([]);
  });

  it('refuses a line from a newer cortex with "upgrade cortex"', async () => {
    const root = await initialised();
    const line = serializeEvent(testEvent()).replace('"v":1', '"v":7');
    const result = await cortex(root, ['import', '-'], { stdin: line });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('upgrade cortex');
  });

  it('imports a file of many batches out of order, and counts the decision records it updated', async () => {
    const root = await initialised();
    // 600 events (three of import's batches), newest first, CRLF line ends: read back from the file by place.
    const events = Array.from({ length: 600 }, (_, i) =>
      testEvent({
        key: `many-${i}`,
        type: i % 100 === 0 ? 'decision_made' : 'knowledge_acquired',
        content: i % 100 === 0 ? `Use store number ${i} for the cache` : `fact ${i}`,
        ts: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
      }),
    );
    writeFile(root, 'many.ndjson', [...events].reverse().map(serializeEvent).join('\r\n') + '\r\n');
    const result = await cortex(root, ['import', 'many.ndjson']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'imported 600 events\nupdated .cortex/decisions.md, 6 decision records in .cortex/decisions/: commit them with .cortex/events/\n',
    );
    expect((await cortex(root, ['export'])).stdout).toBe(
      events.map(serializeEvent).join('\n') + '\n',
    );
  });

  it('reads a file larger than one piece of its scan: every event imported, a bad line named by its number in the file', async () => {
    const root = await initialised();
    // About 9 MB, so the scan reads it in three pieces; long texts, so lines straddle the pieces' ends.
    const padding = 'x'.repeat(3_000);
    const events = Array.from({ length: 3_000 }, (_, i) =>
      testEvent({
        key: `big-${i}`,
        content: `fact ${i} ${padding}`,
        ts: new Date(Date.UTC(2026, 10, 1) + i * 1_000).toISOString(),
      }),
    );
    const lines = events.map(serializeEvent);
    expect(lines.join('\n').length).toBeGreaterThan(2 * 4 * 1024 * 1024);
    writeFile(
      root,
      'bad.ndjson',
      [...lines.slice(0, 2_700), '{"v":1,"id":"cut short', ...lines.slice(2_700)].join('\n') + '\n',
    );
    const refused = await cortex(root, ['import', 'bad.ndjson']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('bad.ndjson:2701: ');
    expect(listEventFiles(projectPaths(root))).toEqual([]);

    writeFile(root, 'big.ndjson', [...lines].reverse().join('\n') + '\n');
    const result = await cortex(root, ['import', 'big.ndjson']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('imported 3000 events\n');
    expect((await cortex(root, ['export'])).stdout).toBe(lines.join('\n') + '\n');
  });

  it('says which file it cannot read', async () => {
    const root = await initialised();
    const result = await cortex(root, ['import', 'missing.ndjson']);
    expect(result).toMatchObject({
      code: 1,
      stderr: 'cortex: cannot read missing.ndjson: ENOENT\n',
    });
  });

  it('exports every event in order, and another repository imports it to the same bytes', async () => {
    const root = await initialised();
    const events = [
      testEvent({ key: 'x3', ts: '2026-11-03T00:00:00Z' }),
      testEvent({ key: 'x1', ts: '2026-11-01T00:00:00Z' }),
      { ...testEvent({ key: 'x2', ts: '2026-11-02T00:00:00Z' }), x_extension: { kept: true } },
    ];
    await importEvents(root, events);
    const exported = (await cortex(root, ['export'])).stdout;
    expect(
      exported
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).content),
    ).toEqual(['fact x1', 'fact x2', 'fact x3']);
    expect(exported).toContain('"x_extension":{"kept":true}');

    const other = await initialised();
    writeFileSync(join(other, 'memory.ndjson'), exported);
    await cortex(other, ['import', 'memory.ndjson']);
    expect((await cortex(other, ['export'])).stdout).toBe(exported);
  });
});

describe('cortex (no command, unknown command, help)', () => {
  it('lists the commands with --help and exits 0', async () => {
    const { stdout, code } = await cortex(tempDir(), ['--help']);
    expect(code).toBe(0);
    for (const name of [
      'init',
      'remember',
      'log',
      'show',
      'status',
      'import',
      'export',
      'completion',
    ])
      expect(stdout).toMatch(new RegExp(`^  cortex ${name} +\\S`, 'm'));
  });

  it('suggests the closest command for a typo, exit 2', async () => {
    const result = await cortex(tempDir(), ['stauts']);
    expect(result).toMatchObject({
      code: 2,
      stderr: "cortex: 'stauts' is not a cortex command\nhint: did you mean 'cortex status'?\n",
    });
  });

  it('prints usage to stderr with exit 2 when given nothing', async () => {
    const result = await cortex(tempDir(), []);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: cortex <command>');
  });

  it.each(['init', 'remember', 'log', 'show', 'status', 'import', 'export'])(
    'has --help for %s',
    async (name) => {
      const { stdout, code } = await cortex(tempDir(), [name, '--help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^usage: cortex ${name}`));
      expect(stdout).toContain('-h, --help');
    },
  );
});
