import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cortexBin } from '../helpers/cli.js';
import { DEMO_SESSION, DEMO_TRANSCRIPT, events } from '../helpers/capture.js';
import { tempDir, tempRepo } from '../helpers/repo.js';

function initialised(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  return root;
}

const logOf = (root: string) => readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8');

describe('cortex hook (runner)', () => {
  it.each([
    ['garbage', 'not json {{{', 'payload is not JSON'],
    ['an empty payload', '', 'empty payload on stdin'],
    ['a JSON array', '[1,2,3]', 'payload is not a JSON object'],
    [
      'fields of the wrong type',
      JSON.stringify({ session_id: 42, cwd: ['x'] }),
      'ignored payload fields of the wrong type: session_id, cwd',
    ],
  ])('exits 0 silently on %s and logs why', (_name, input, reason) => {
    const root = initialised();
    const result = cortexBin(root, ['hook', 'stop'], { input });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(logOf(root)).toContain(`hook stop: ${reason}`);
    const heartbeat = JSON.parse(
      readFileSync(join(root, '.cortex/local/heartbeat/stop.json'), 'utf8'),
    );
    expect(heartbeat).toMatchObject({
      event: 'stop',
      ok: false,
      problems: expect.arrayContaining([expect.stringContaining(reason)]),
    });
  });

  it('compiles the hook runner from a V8 code cache beside it, and over a cache file that is garbage', () => {
    const cacheDir = join(dirname(BIN), '.cache');
    const root = initialised();
    expect(cortexBin(root, ['hook', 'stop'], { input: '{}' }).code).toBe(0);
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
    if (Number(process.versions.node.split('.')[0]) >= 22) return; // Node keeps its own cache there (module.enableCompileCache)
    const version = (
      JSON.parse(readFileSync(join(dirname(BIN), '..', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const cached = readdirSync(cacheDir).filter(
      (name) => name.startsWith(`hook-${version}-${process.version}-`) && name.endsWith('.v8'),
    );
    expect(cached).toHaveLength(1);
    const garbage = Buffer.from('not a code cache '.repeat(64));
    writeFileSync(join(cacheDir, cached[0]!), garbage);
    // V8 rejects it: the hook compiles the source, captures as ever, and writes the cache again.
    const transcript = join(tempDir(), `${DEMO_SESSION}.jsonl`);
    writeFileSync(transcript, readFileSync(DEMO_TRANSCRIPT));
    const payload = {
      session_id: DEMO_SESSION,
      transcript_path: transcript,
      cwd: root,
      hook_event_name: 'SessionEnd',
      reason: 'other',
    };
    expect(cortexBin(root, ['hook', 'session-end'], { input: JSON.stringify(payload) })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(events(root).length).toBeGreaterThan(10);
    expect(readFileSync(join(cacheDir, cached[0]!)).equals(garbage)).toBe(false);
  });

  it('compiles the session-start handler from a code cache too, and briefs the same from it', () => {
    const cacheDir = join(dirname(BIN), '.cache');
    const root = initialised();
    expect(
      cortexBin(root, ['remember', '--type', 'decision', '--pin', 'Use SQLite for the ledger'])
        .code,
    ).toBe(0);
    const input = JSON.stringify({
      session_id: 'cache-check',
      cwd: root,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    const first = cortexBin(root, ['hook', 'session-start'], { input });
    expect(first.stdout).toContain('Use SQLite for the ledger');
    if (Number(process.versions.node.split('.')[0]) >= 22) return; // Node keeps its own cache (module.enableCompileCache)
    const cached = readdirSync(cacheDir).filter(
      (name) => name.startsWith('hooks-session-start-') && name.endsWith('.v8'),
    );
    expect(cached).toHaveLength(1);
    // From the cache, and over a cache that is garbage (V8 rejects it and the source is compiled again).
    const again = cortexBin(root, ['hook', 'session-start'], { input });
    expect(again.stdout).toContain('Use SQLite for the ledger');
    const garbage = Buffer.from('not a code cache '.repeat(64));
    writeFileSync(join(cacheDir, cached[0]!), garbage);
    const overGarbage = cortexBin(root, ['hook', 'session-start'], { input });
    expect(overGarbage.code).toBe(0);
    expect(overGarbage.stdout).toContain('Use SQLite for the ledger');
    expect(readFileSync(join(cacheDir, cached[0]!)).equals(garbage)).toBe(false);
  });

  it('logs an unknown event and still exits 0', () => {
    const root = initialised();
    expect(cortexBin(root, ['hook', 'post-tool-use'], { input: '{}' })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(logOf(root)).toContain("unknown hook event 'post-tool-use'");
  });

  it('does nothing at all outside a repository that ran cortex init', () => {
    for (const dir of [tempDir(), tempRepo()]) {
      expect(cortexBin(dir, ['hook', 'stop'], { input: JSON.stringify({ cwd: dir }) })).toEqual({
        code: 0,
        stdout: '',
        stderr: '',
      });
      expect(existsSync(join(dir, '.cortex'))).toBe(false);
    }
  });

  it('finds the project from the payload cwd, not only the process cwd', () => {
    const root = initialised();
    const result = cortexBin(tempDir(), ['hook', 'stop'], {
      input: JSON.stringify({ cwd: root, session_id: 's1', stop_hook_active: 'yes' }),
    });
    expect(result.code).toBe(0);
    expect(logOf(root)).toContain('ignored payload fields of the wrong type: stop_hook_active');
  });

  it('prints usage for --help', () => {
    expect(cortexBin(tempDir(), ['hook', '--help']).stdout).toMatch(/^usage: cortex hook <event>/);
  });
});
