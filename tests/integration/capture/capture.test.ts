import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { condenseLocalFiles } from '../../../src/capture/session-activity.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortex } from '../../helpers/cli.js';
import {
  DEMO_AGENT_TRANSCRIPT,
  DEMO_TRANSCRIPT,
  appendLines,
  capture,
  comparable,
  eventLines,
  events,
  initialisedRepo,
  openTestProject,
  transcriptLines,
} from '../../helpers/capture.js';
import { describeWithFixtures, transcript, transcriptFiles } from '../../helpers/fixtures.js';
import { tempDir } from '../../helpers/repo.js';

/** Stop after every line (the transcript growing as Claude Code writes it), then SessionEnd. */
async function captureLineByLine(
  root: string,
  source: string,
  target: string,
  options: { agentId?: string } = {},
): Promise<void> {
  writeFileSync(target, '');
  for (const line of transcriptLines(source)) {
    appendLines(target, [line]);
    const result = await capture(root, target, options);
    expect(result.problems).toEqual([]);
  }
  await capture(root, target, { ...options, final: true });
}

describe('captureTranscript', () => {
  it('reads only new bytes, leaves a half-written line for the next read, and captures it once complete', async () => {
    const root = await initialisedRepo();
    const file = join(tempDir(), 'session.jsonl');
    const lines = transcriptLines(DEMO_TRANSCRIPT);
    const cut = lines.findIndex((line) => line.includes('"Edit"'));
    const half = lines[cut + 1]!.slice(0, 40);
    writeFileSync(file, lines.slice(0, cut + 1).join('') + half);

    const first = await capture(root, file);
    expect(first.bytesRead).toBe(Buffer.byteLength(lines.slice(0, cut + 1).join('')));
    const before = events(root).length;
    expect(before).toBeGreaterThan(0);

    // The rest of the line arrives, and more: only that is read.
    appendLines(file, [lines[cut + 1]!.slice(40), ...lines.slice(cut + 2)]);
    const second = await capture(root, file);
    expect(second.bytesRead).toBe(Buffer.byteLength(lines.slice(cut + 1).join('')));
    expect(second.problems).toEqual([]);

    const third = await capture(root, file);
    expect(third).toMatchObject({ appended: [], bytesRead: 0 });
    expect(eventLines(root)).toHaveLength(events(root).length);
  });

  it('gives the same events when Stop runs after every line as when the whole transcript is ingested', async () => {
    const incremental = await initialisedRepo();
    const growing = join(tempDir(), 'session.jsonl');
    await captureLineByLine(incremental, DEMO_TRANSCRIPT, growing);

    const whole = await initialisedRepo();
    await capture(whole, DEMO_TRANSCRIPT, { final: true });
    expect(comparable(events(incremental))).toEqual(comparable(events(whole)));
    expect(events(whole).length).toBeGreaterThan(15);
    expect(eventLines(incremental)).toHaveLength(events(incremental).length);
  });

  it('reads a transcript that shrank or was rewritten again from the start, duplicating nothing', async () => {
    const root = await initialisedRepo();
    const file = join(tempDir(), 'session.jsonl');
    copyFileSync(DEMO_TRANSCRIPT, file);
    await capture(root, file);
    const captured = events(root).length;

    // A rewind truncates the file, then the session goes on: the same lines come back.
    const lines = transcriptLines(DEMO_TRANSCRIPT);
    truncateSync(file, Buffer.byteLength(lines.slice(0, 20).join('')));
    const shrunk = await capture(root, file);
    expect(shrunk.notes.join('\n')).toMatch(/shrank or was rewritten/);
    appendLines(file, lines.slice(20));
    await capture(root, file);

    // Same length, different bytes (compaction rewrote it).
    writeFileSync(file, readFileSync(DEMO_TRANSCRIPT, 'utf8').replace('weather', 'WEATHER'));
    const rewritten = await capture(root, file);
    expect(rewritten.notes.join('\n')).toMatch(/rewritten/);

    expect(events(root)).toHaveLength(captured);
    expect(eventLines(root)).toHaveLength(captured);
  });

  it('lets only one of two simultaneous captures of a transcript append', async () => {
    const root = await initialisedRepo();
    const [first, second] = await Promise.all([
      capture(root, DEMO_TRANSCRIPT),
      capture(root, DEMO_TRANSCRIPT),
    ]);
    expect([first.appended.length, second.appended.length].sort((a, b) => a - b)).toEqual([
      0,
      events(root).length,
    ]);
    expect([...first.notes, ...second.notes].join('\n')).toMatch(
      /captured by another hook at the same time/,
    );
    expect(eventLines(root)).toHaveLength(events(root).length);
    expect((await capture(root, DEMO_TRANSCRIPT)).appended).toEqual([]);
  });

  it('files a subagent transcript under the parent session, marked with the agent id', async () => {
    const root = await initialisedRepo();
    const result = await capture(root, DEMO_AGENT_TRANSCRIPT, {
      session: '4f1c2a9e-7b3d-4e8a-9c61-2d5f8e0b7a13',
      agentId: 'a7c31e9',
    });
    expect(result.appended.map((event) => [event.type, event.session, event.source.agent])).toEqual(
      [['file_explored', '4f1c2a9e-7b3d-4e8a-9c61-2d5f8e0b7a13', 'a7c31e9']],
    );
  });

  it('uses the branch recorded in the transcript, and HEAD where the transcript has none', async () => {
    const root = await initialisedRepo();
    const file = join(tempDir(), 's.jsonl');
    const lines = transcriptLines(DEMO_TRANSCRIPT).map((line) =>
      line.replace('"gitBranch":"feature/cache"', '"gitBranch":""'),
    );
    writeFileSync(file, lines.join(''));
    await capture(root, file, { final: true });
    expect(new Set(events(root).map((event) => event.branch))).toEqual(new Set(['main']));
    const other = await initialisedRepo();
    await capture(other, DEMO_TRANSCRIPT, { final: true });
    expect(new Set(events(other).map((event) => event.branch))).toEqual(new Set(['feature/cache']));
  });

  it('keeps cursors and nothing else of the transcript in .cortex/local', async () => {
    const root = await initialisedRepo();
    await capture(root, DEMO_TRANSCRIPT);
    const cursors = readdirSync(join(root, '.cortex', 'local', 'capture')).filter((name) =>
      name.endsWith('.ndjson'),
    );
    expect(cursors).toHaveLength(1);
    // Not finished yet (no SessionEnd): marked so that a later SessionStart finishes it.
    expect(readdirSync(join(root, '.cortex', 'local', 'capture', 'open'))).toEqual(cursors);
    const [line, ...rest] = readFileSync(
      join(root, '.cortex', 'local', 'capture', cursors[0]!),
      'utf8',
    )
      .split('\n')
      .filter(Boolean);
    expect(rest).toEqual([]);
    const cursor = JSON.parse(line!);
    expect(cursor).toMatchObject({
      v: 1,
      transcript: DEMO_TRANSCRIPT,
      offset: Buffer.byteLength(readFileSync(DEMO_TRANSCRIPT)),
    });
    expect(cursor.added.length).toBe(events(root).length);
    expect(JSON.stringify(cursor)).not.toContain('readCache(key, now = Date.now())');
  });

  it('appends nothing twice when a capture appended but died before saving its cursor, in a file started days before', async () => {
    const root = await initialisedRepo();
    const file = join(tempDir(), 's.jsonl');
    const lines = transcriptLines(DEMO_TRANSCRIPT);
    // The writer's file is named for a time long before the transcript's records (a session
    // left open for days, or a clock behind): what the log's ids are read back from by time misses it.
    const now = new Date('2025-01-01T10:00:00Z');
    writeFileSync(file, lines.slice(0, 30).join(''));
    await capture(root, file, { now });
    const journal = join(
      root,
      '.cortex',
      'local',
      'capture',
      readdirSync(join(root, '.cortex', 'local', 'capture')).find((name) =>
        name.endsWith('.ndjson'),
      )!,
    );
    const saved = readFileSync(journal, 'utf8');
    appendLines(file, lines.slice(30));
    await capture(root, file, { now });
    // The cursor save of that capture never happened.
    writeFileSync(journal, saved);
    await capture(root, file, { final: true, now });
    expect(eventLines(root)).toHaveLength(events(root).length);
  });

  it('condenses a session once when the condensing died after its append, in a file started days before', async () => {
    const root = await initialisedRepo();
    const now = new Date('2025-01-01T10:00:00Z');
    const captured = await capture(root, DEMO_TRANSCRIPT, { now });
    expect(captured.localFiles.length).toBeGreaterThan(0);
    const project = openTestProject(root);
    expect(condenseLocalFiles(project, captured.localFiles, { now }).length).toBeGreaterThan(0);
    const lines = eventLines(root).length;
    // What it had condensed was never saved.
    rmSync(join(root, '.cortex', 'local', 'activity', 'condensed.json'));
    expect(condenseLocalFiles(project, captured.localFiles, { now })).toEqual([]);
    expect(eventLines(root)).toHaveLength(lines);
  });

  it('keeps going from the line before when the last cursor save was torn', async () => {
    const root = await initialisedRepo();
    const file = join(tempDir(), 's.jsonl');
    const lines = transcriptLines(DEMO_TRANSCRIPT);
    writeFileSync(file, lines.slice(0, 30).join(''));
    await capture(root, file);
    const journal = join(
      root,
      '.cortex',
      'local',
      'capture',
      readdirSync(join(root, '.cortex', 'local', 'capture')).find((name) =>
        name.endsWith('.ndjson'),
      )!,
    );
    appendLines(file, lines.slice(30));
    await capture(root, file);
    const saved = readFileSync(journal, 'utf8');
    writeFileSync(journal, saved.slice(0, saved.length - 40));
    await capture(root, file, { final: true });
    expect(eventLines(root)).toHaveLength(events(root).length);
    const whole = await initialisedRepo();
    await capture(whole, DEMO_TRANSCRIPT, { final: true });
    expect(comparable(events(root))).toEqual(comparable(events(whole)));
  });
});

describe('cortex ingest', () => {
  it('ingests a folder recursively, summarises by type, and adds nothing the second time', async () => {
    const root = await initialisedRepo();
    const first = await cortex(root, ['ingest', '--all-projects', join(DEMO_TRANSCRIPT, '..')]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Ingested 2 transcripts: \d+ new events from 2\n/);
    expect(first.stdout).toMatch(/^ {2}error_resolved +1$/m);
    // What goes to the log apart from the per-tool activity that stays in the clone: the count status then gives.
    const total = Number(/: (\d+) new events/.exec(first.stdout)![1]);
    const [, inLog, local] =
      /^ {2}(\d+) in the log \(\.cortex\/events\/, to commit\), (\d+) per-tool activity kept in \.cortex\/local\//m.exec(
        first.stdout,
      )!;
    expect(Number(inLog) + Number(local)).toBe(total);
    expect(
      (JSON.parse((await cortex(root, ['status', '--json'])).stdout) as { events: number }).events,
    ).toBe(Number(inLog));
    const count = events(root).length;
    const second = await cortex(root, ['ingest', '--all-projects', join(DEMO_TRANSCRIPT, '..')]);
    expect(second.stdout).toBe(
      'Ingested 2 transcripts: 0 new events\nNothing new: every transcript was already captured up to its end.\n',
    );
    expect(events(root)).toHaveLength(count);
  });

  it('adds nothing for a transcript the hooks already captured under another path', async () => {
    const root = await initialisedRepo();
    await capture(root, DEMO_TRANSCRIPT, { final: true });
    const copy = join(tempDir(), 'copy.jsonl');
    copyFileSync(DEMO_TRANSCRIPT, copy);
    const result = await cortex(root, ['ingest', '--all-projects', copy, '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({ transcripts: 1, appended: 0 });
  });

  it('shows a progress bar on a terminal', async () => {
    const root = await initialisedRepo();
    const result = await cortex(root, ['ingest', '--all-projects', join(DEMO_TRANSCRIPT, '..')], {
      tty: true,
    });
    expect(result.stderr).toContain('\r[############............] 1/2 transcripts');
    expect(result.stderr).toMatch(/\r\[#{24}\] 2\/2 transcripts, \d+ new events\n$/);
  });

  it('refuses a path that does not exist, before ingesting anything', async () => {
    const root = await initialisedRepo();
    const result = await cortex(root, ['ingest', '--all-projects', DEMO_TRANSCRIPT, 'nope/']);
    expect(result).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no such file or folder: nope/'),
    });
    expect(events(root)).toEqual([]);
  });

  it('warns about lines that are not transcript records, and ingests the rest', async () => {
    const root = await initialisedRepo();
    const file = join(tempDir(), 'mixed.jsonl');
    writeFileSync(
      file,
      `not json at all\n${readFileSync(DEMO_TRANSCRIPT, 'utf8')}\u0000\u0001binary\n`,
    );
    const result = await cortex(root, ['ingest', '--all-projects', file]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^warning: 2 lines of .*mixed\.jsonl skipped: not transcript records \(first at byte 0: not a JSON object\)$/m,
    );
    expect(result.stderr).not.toContain('binary');
    expect(events(root).length).toBeGreaterThan(15);
  });
});

describeWithFixtures('capture of the real transcripts', () => {
  it('ingests every shared transcript without a crash, twice adding nothing', async () => {
    const root = await initialisedRepo();
    const first = await cortex(root, ['ingest', '--all-projects', transcript(''), '--json']);
    expect(first.code).toBe(0);
    const summary = JSON.parse(first.stdout);
    expect(summary.transcripts).toBe(transcriptFiles(transcript('')).length);
    expect(summary.appended).toBeGreaterThan(50);
    // The synthetic edge-case file holds deliberately invalid lines, and says so; records glued together on one
    // line in real transcripts are read, not reported.
    expect(summary.problems).toEqual([
      expect.stringMatching(/3 lines of .*edge_cases\.jsonl skipped: not transcript records/),
    ]);
    const second = JSON.parse(
      (await cortex(root, ['ingest', '--all-projects', transcript(''), '--json'])).stdout,
    );
    expect(second.appended).toBe(0);
  });

  it.each([
    'drmaciver-claude-reliability/python-to-rust-port.jsonl',
    'drmaciver-claude-reliability/coverage-test-fix.jsonl',
    'kfischer-claude-history/b3edadab-bca0-4054-9b41-f7ffa6941260.jsonl',
  ])('gives the same events for %s line by line as in one go', async (name) => {
    const incremental = await initialisedRepo();
    await captureLineByLine(incremental, transcript(name), join(tempDir(), 'growing.jsonl'));
    const whole = await initialisedRepo();
    await capture(whole, transcript(name), { final: true });
    expect(comparable(events(incremental))).toEqual(comparable(events(whole)));
  });
});

describe('cortex ingest: which sessions', () => {
  /** The demo session, as if it had run in `cwd`. */
  function sessionIn(dir: string, name: string, cwd: string): string {
    const file = join(dir, `${name}.jsonl`);
    writeFileSync(
      file,
      readFileSync(DEMO_TRANSCRIPT, 'utf8')
        .replaceAll('"cwd":"/home/dev/weather-cli"', `"cwd":${JSON.stringify(cwd)}`)
        .replaceAll('4f1c2a9e', name.slice(0, 8).padEnd(8, '0')),
    );
    return file;
  }

  it("takes only this project's sessions (its folders and worktrees), unless --all-projects", async () => {
    const root = await initialisedRepo();
    const projects = tempDir('claude-projects-');
    mkdirSync(join(projects, 'here'));
    mkdirSync(join(projects, 'other'));
    sessionIn(join(projects, 'here'), 'aaaaaaaa', join(root, 'src'));
    const other = sessionIn(join(projects, 'other'), 'bbbbbbbb', '/home/someone/secret-project');

    const dry = await cortex(root, ['ingest', '--dry-run', projects]);
    expect(dry.stdout).toContain('Would ingest 1 transcript (nothing written)');
    expect(dry.stdout).toContain(`left out: ${other} (ran in /home/someone/secret-project)`);
    expect(eventLines(root)).toEqual([]);

    const result = await cortex(root, ['ingest', projects]);
    expect(result.stdout).toMatch(/^Ingested 1 transcript: \d+ new events from 1\n/);
    expect(result.stdout).toContain(
      '1 transcript of other projects left out (--all-projects takes them)',
    );
    expect(JSON.stringify(events(root))).not.toContain('secret-project');

    const all = await cortex(root, ['ingest', '--all-projects', '--json', projects]);
    expect(JSON.parse(all.stdout)).toMatchObject({ transcripts: 2 });

    const later = await cortex(root, ['ingest', '--since', '2999-01-01', '--json', projects]);
    expect(JSON.parse(later.stdout)).toMatchObject({ transcripts: 0, older: 2 });
    expect((await cortex(root, ['ingest', '--since', 'last week', projects])).code).toBe(2);
  });
});
