/**
 * Hostile and broken input to the hooks, through the built binary: what reaches the log,
 * and what the hook refuses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';
import { ALNUM, fake } from '../helpers/secrets.js';

function initialised(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  return root;
}

const logOf = (root: string) => readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8');

describe('cortex.log', () => {
  it('never holds a token from a transcript path', () => {
    const root = initialised();
    const token = `ghp_${fake(ALNUM, 36, 5100)}`;
    const payload = JSON.stringify({
      session_id: 's1',
      transcript_path: `/nonexistent/${token}/t.jsonl`,
      cwd: root,
    });
    expect(cortexBin(root, ['hook', 'stop'], { input: payload }).code).toBe(0);
    expect(logOf(root)).toMatch(/cannot read transcript .*\[REDACTED:/);
    expect(logOf(root)).not.toContain(token.slice(4, 20));
  });
});

describe('cortex mcp', () => {
  it('answers lines that are not JSON-RPC messages with JSON-RPC errors, and still serves', async () => {
    const root = initialised();
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('../helpers/cli.js');
    const child = spawn(process.execPath, [BIN, 'mcp'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const lines = () =>
      out
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(
          (line) => JSON.parse(line) as { id: unknown; error?: { code: number }; result?: unknown },
        );
    const waitFor = async (count: number) => {
      for (let i = 0; i < 200 && lines().length < count; i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      return lines();
    };
    child.stdin.write('this is not json\n');
    child.stdin.write('{"id": 7, "hello": "world"}\n');
    child.stdin.write('[1, 2, 3]\n');
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 8,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 't', version: '1' },
        },
      }) + '\n',
    );
    const answers = await waitFor(4);
    child.stdin.end();
    await new Promise((resolve) => child.on('exit', resolve));
    expect(answers.slice(0, 3)).toEqual([
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32700 }) },
      { jsonrpc: '2.0', id: 7, error: expect.objectContaining({ code: -32600 }) },
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32600 }) },
    ]);
    expect(answers[3]).toMatchObject({
      id: 8,
      result: expect.objectContaining({ serverInfo: expect.objectContaining({ name: 'cortex' }) }),
    });
  });
});

describe('cortex mcp, malformed and oversized requests', () => {
  it('answers an object id, array params and a 16 MiB request with JSON-RPC errors, and keeps serving', async () => {
    const root = initialised();
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('../helpers/cli.js');
    const child = spawn(process.execPath, [BIN, 'mcp'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    const lines = () =>
      out
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(
          (line) =>
            JSON.parse(line) as {
              id: unknown;
              error?: { code: number; message: string };
              result?: unknown;
            },
        );
    const waitFor = async (count: number) => {
      for (let i = 0; i < 400 && lines().length < count; i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      return lines();
    };
    const send = (message: unknown) => child.stdin.write(JSON.stringify(message) + '\n');
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      },
    });
    await waitFor(1);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: { x: 1 }, method: 'tools/list' });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: ['search', { query: 'x' }] });
    // A valid request of 16 MiB, written in pieces as a pipe delivers it.
    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 4,
      method: 'tools/call',
      params: { name: 'search', arguments: { query: 'q'.repeat(16 * 1024 * 1024) } },
    });
    for (let at = 0; at < huge.length; at += 1 << 20)
      child.stdin.write(huge.slice(at, at + (1 << 20)));
    child.stdin.write('\n');
    send({ jsonrpc: '2.0', id: 5, method: 'tools/list' });
    const answers = await waitFor(5);
    child.stdin.end();
    await new Promise((resolve) => child.on('exit', resolve));
    expect(answers[1]).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: expect.stringContaining('"id" must be a string or a number'),
      },
    });
    expect(answers[2]).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32600, message: expect.stringContaining('"params" must be an object') },
    });
    expect(answers[3]).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: { code: -32600, message: expect.stringContaining('at most 1048576 bytes') },
    });
    expect(answers[4]).toMatchObject({ id: 5, result: { tools: expect.any(Array) } });
    expect(err).toBe('');
  }, 60_000);
});

describe('cortex hook, bounded input', () => {
  it('stops reading an endless stdin past its cap, exits 0 and logs why', async () => {
    const root = initialised();
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('../helpers/cli.js');
    // `cat /dev/zero | cortex hook stop`, with a limit on the process in case it never stops.
    const child = spawn('sh', ['-c', `cat /dev/zero | "${process.execPath}" "${BIN}" hook stop`], {
      cwd: root,
      stdio: 'ignore',
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });
    const code = await new Promise((resolve) =>
      child.on('exit', (exit, signal) => resolve(signal ?? exit)),
    );
    expect(code).toBe(0);
    expect(logOf(root)).toMatch(/payload larger than \d+ bytes; ignored/);
  });

  it('refuses a FIFO as the transcript instead of blocking on it', async () => {
    const root = initialised();
    const { execFileSync, spawn } = await import('node:child_process');
    const fifo = join(root, '.cortex/local/transcript.fifo');
    execFileSync('mkfifo', [fifo]);
    const { BIN } = await import('../helpers/cli.js');
    const child = spawn(process.execPath, [BIN, 'hook', 'stop'], {
      cwd: root,
      stdio: ['pipe', 'ignore', 'ignore'],
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });
    child.stdin.end(JSON.stringify({ session_id: 's1', transcript_path: fifo, cwd: root }));
    const code = await new Promise((resolve) =>
      child.on('exit', (exit, signal) => resolve(signal ?? exit)),
    );
    expect(code).toBe(0);
    expect(logOf(root)).toContain('not a regular file (a FIFO); refused');
  });
});

describe('temporary files of an interrupted cortex', () => {
  it('are reported by doctor, removed by --fix, and by the next redact', async () => {
    const root = initialised();
    const { mkdirSync, writeFileSync, existsSync } = await import('node:fs');
    expect(cortexBin(root, ['remember', 'Builds run on the self-hosted runners']).code).toBe(0);
    const id = cortexBin(root, ['log', '--json'])
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string })[0]!.id;
    mkdirSync(join(root, '.cortex/events/2026-11'), { recursive: true });
    // A pid that is not running: what a SIGKILLed `cortex redact` leaves beside the file it was rewriting.
    const leftover = join(
      root,
      '.cortex/events/2026-11/01M7W6C380AAAAAAAAAAAAAAAA.ndjson.4194300.tmp',
    );
    writeFileSync(leftover, 'x'.repeat(2 * 1024 * 1024));
    const doctor = cortexBin(root, ['doctor']).stdout;
    expect(doctor).toContain('1 temporary file(s) left by an interrupted cortex (2.0 MB)');
    expect(doctor).toContain(
      '.cortex/events/2026-11/01M7W6C380AAAAAAAAAAAAAAAA.ndjson.4194300.tmp',
    );
    const redact = cortexBin(root, ['redact', id]);
    expect(redact.stderr).toContain(
      'removed .cortex/events/2026-11/01M7W6C380AAAAAAAAAAAAAAAA.ndjson.4194300.tmp',
    );
    expect(existsSync(leftover)).toBe(false);

    writeFileSync(leftover, 'x');
    expect(cortexBin(root, ['doctor', '--fix']).stdout).toContain(
      'fixed: removed .cortex/events/2026-11/01M7W6C380AAAAAAAAAAAAAAAA.ndjson.4194300.tmp',
    );
    expect(existsSync(leftover)).toBe(false);
  });
});

describe('torn lines in committed event files', () => {
  it('are moved to the quarantine by doctor --fix, leaving the other events and a file still being written alone', async () => {
    const root = initialised();
    const { appendFileSync, readdirSync } = await import('node:fs');
    const { git } = await import('../helpers/repo.js');
    expect(cortexBin(root, ['remember', 'Builds run on the self-hosted runners']).code).toBe(0);
    const events = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.ndjson'),
      );
    const [committed] = events(join(root, '.cortex/events'));
    const committedFile = join(root, '.cortex/events', committed!);
    // What a writer killed mid-line leaves, with a later event after it.
    appendFileSync(committedFile, '{"v":1,"id":"01M7W6C38');
    expect(cortexBin(root, ['remember', 'Releases are tagged from main only']).code).toBe(0);
    appendFileSync(committedFile, '\n');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'memory');
    expect(cortexBin(root, ['doctor']).stdout).toContain('1 unreadable line(s)');

    const fixed = cortexBin(root, ['doctor', '--fix']).stdout;
    expect(fixed).toContain(
      `fixed: moved 1 unreadable line(s) of .cortex/events/${committed!.split('\\').join('/')} to .cortex/quarantine/`,
    );
    expect(readFileSync(committedFile, 'utf8')).not.toContain('01M7W6C38"');
    expect(readFileSync(committedFile, 'utf8')).not.toMatch(/"id":"01M7W6C38[^"]/);
    const quarantined = readdirSync(join(root, '.cortex/quarantine'))
      .map((name) => readFileSync(join(root, '.cortex/quarantine', name), 'utf8'))
      .join('');
    expect(quarantined).toContain('{"v":1,"id":"01M7W6C38');
    expect(cortexBin(root, ['doctor']).stdout).not.toContain('unreadable line(s) in the event log');
    const log = cortexBin(root, ['log', '--oneline', '--no-color']).stdout;
    expect(log).toContain('Builds run on the self-hosted runners');
    expect(log).toContain('Releases are tagged from main only');
  });
});
