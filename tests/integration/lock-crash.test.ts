/**
 * Locks that survive crashes: real processes killed with SIGKILL while holding or taking
 * the append lock, then the hooks and commands that come after them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { tempDir, tempRepo } from '../helpers/repo.js';
import { Session } from '../helpers/transcript-builder.js';

const HOLDER = fileURLToPath(new URL('./workers/lock-holder.ts', import.meta.url));
const APPENDER = fileURLToPath(new URL('./workers/append-worker.ts', import.meta.url));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function initialised(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  return root;
}

/** Starts a process holding the lock at `path`; resolves once it holds it. */
function holdLock(path: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, path], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('held') && resolve(child),
    );
    child.on('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function timed<T>(fn: () => T): { value: T; ms: number } {
  const started = Date.now();
  const value = fn();
  return { value, ms: Date.now() - started };
}

const eventCount = (root: string): number =>
  cortexBin(root, ['export', '--local'])
    .stdout.split('\n')
    .filter((line) => line.trim() !== '').length;

function transcriptFor(root: string): { transcript: string; payload: string } {
  const transcript = join(tempDir(), 'sess-1.jsonl');
  const session = new Session(root).prompt('add the retry');
  for (let i = 0; i < 5; i++)
    session
      .tool(`m${i}`, `t${i}`, 'Edit', {
        file_path: join(root, `src/f${i}.ts`),
        old_string: 'a',
        new_string: 'b',
      })
      .result(`t${i}`, 'ok', {});
  session.text('m9', '[MEMORY: decision] Retries use exponential backoff capped at 30 seconds.');
  writeFileSync(transcript, session.contents());
  return {
    transcript,
    payload: JSON.stringify({
      session_id: 'sess-1',
      transcript_path: transcript,
      cwd: root,
      hook_event_name: 'Stop',
    }),
  };
}

describe('the append lock after crashes', () => {
  it('takes over an empty lock file older than a second at once, instead of failing for 30 s', () => {
    const root = initialised();
    const lock = join(root, '.cortex/local/append.lock');
    mkdirSync(join(root, '.cortex/local'), { recursive: true });
    writeFileSync(lock, '');
    const past = new Date(Date.now() - 2000);
    utimesSync(lock, past, past);
    const { value, ms } = timed(() =>
      cortexBin(root, [
        'remember',
        '--type',
        'decision',
        'Cache invalidation goes through the outbox',
      ]),
    );
    expect(value.stderr).toBe('');
    expect(value.code).toBe(0);
    expect(ms).toBeLessThan(4000);
    expect(existsSync(lock)).toBe(false);
  });

  it('a hook waits about a second for a live holder, captures nothing, and the next hook captures it all once the holder is killed', async () => {
    const root = initialised();
    const { payload } = transcriptFor(root);
    const holder = await holdLock(join(root, '.cortex/local/append.lock'));

    const blocked = timed(() => cortexBin(root, ['hook', 'stop'], { input: payload }));
    expect(blocked.value).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(blocked.ms).toBeLessThan(4000);
    expect(readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8')).toMatch(/lock/i);
    expect(eventCount(root)).toBe(0);

    await killed(holder);
    expect(cortexBin(root, ['hook', 'stop'], { input: payload }).code).toBe(0);
    const exported = cortexBin(root, ['export', '--local']).stdout;
    expect(exported).toContain('Retries use exponential backoff');
    expect(exported.match(/"file_modified"/g)?.length ?? 0).toBeGreaterThan(0);
    // A third run appends nothing twice.
    const count = eventCount(root);
    expect(cortexBin(root, ['hook', 'stop'], { input: payload }).code).toBe(0);
    expect(eventCount(root)).toBe(count);
  });

  it('never leaves a lock without its holder when appenders are killed at random, and writes go on afterwards', async () => {
    const root = initialised();
    const lock = join(root, '.cortex/local/append.lock');
    let kills = 0;
    for (let round = 0; round < 6; round++) {
      const workers = [0, 1, 2].map((i) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', APPENDER, root, `writer-${round}-${i}`, `w${round}${i}`, '100000'],
          { stdio: 'ignore' },
        );
        children.push(child);
        return child;
      });
      // Let them start and contend, then kill each at a different moment.
      await new Promise((resolve) => setTimeout(resolve, 700 + round * 37));
      for (const worker of workers) {
        await killed(worker);
        kills++;
        if (existsSync(lock)) {
          let text: string;
          try {
            text = readFileSync(lock, 'utf8');
          } catch {
            continue; // Released between the check and the read.
          }
          if (text !== '') expect(JSON.parse(text)).toMatchObject({ pid: expect.any(Number) });
          else expect.unreachable('a lock file without its holder');
        }
      }
    }
    expect(kills).toBe(18);
    const after = timed(() =>
      cortexBin(root, ['remember', '--type', 'decision', 'Writes go on after crashes']),
    );
    expect(after.value.code).toBe(0);
    expect(after.ms).toBeLessThan(4000);
    const leftovers = readdirSync(join(root, '.cortex/local')).filter((name) =>
      name.startsWith('append.lock'),
    );
    expect(leftovers.filter((name) => name === 'append.lock')).toEqual([]);
    const files = readdirSync(join(root, '.cortex/events'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.ndjson'));
    expect(
      files.some((name) =>
        readFileSync(join(root, '.cortex/events', name), 'utf8').includes(
          'Writes go on after crashes',
        ),
      ),
    ).toBe(true);
  });
});

describe('cortex import, four at once', () => {
  it('writes each event of the file once', async () => {
    const root = initialised();
    const file = join(tempDir(), 'events.ndjson');
    const { testEvent } = await import('../helpers/events.js');
    const { serializeEvent } = await import('../../src/events/codec.js');
    writeFileSync(
      file,
      Array.from({ length: 40 }, (_, i) =>
        serializeEvent(testEvent({ key: `imported-${i}`, content: `imported fact ${i}` })),
      ).join('\n') + '\n',
    );
    const { BIN } = await import('../helpers/cli.js');
    const runs = [0, 1, 2, 3].map(
      () =>
        new Promise<number>((resolve) => {
          const child = spawn(process.execPath, [BIN, 'import', file], {
            cwd: root,
            stdio: 'ignore',
          });
          children.push(child);
          child.on('exit', (code) => resolve(code ?? -1));
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
    // Raw lines of the files, not the log as read (reading collapses duplicates).
    const files = readdirSync(join(root, '.cortex/events'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.ndjson'));
    const lines = files
      .flatMap((name) => readFileSync(join(root, '.cortex/events', name), 'utf8').split('\n'))
      .filter((line) => line.includes('imported fact'));
    expect(lines).toHaveLength(40);
  });
});
