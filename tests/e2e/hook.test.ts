import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
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
    ['fields of the wrong type', JSON.stringify({ session_id: 42, cwd: ['x'] }), 'ignored payload fields of the wrong type: session_id, cwd'],
  ])('exits 0 silently on %s and logs why', (_name, input, reason) => {
    const root = initialised();
    const result = cortexBin(root, ['hook', 'stop'], { input });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(logOf(root)).toContain(`hook stop: ${reason}`);
    const heartbeat = JSON.parse(readFileSync(join(root, '.cortex/local/heartbeat/stop.json'), 'utf8'));
    expect(heartbeat).toMatchObject({ event: 'stop', ok: false, problems: expect.arrayContaining([expect.stringContaining(reason)]) });
  });

  it('logs an unknown event and still exits 0', () => {
    const root = initialised();
    expect(cortexBin(root, ['hook', 'post-tool-use'], { input: '{}' })).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(logOf(root)).toContain("unknown hook event 'post-tool-use'");
  });

  it('does nothing at all outside a repository that ran cortex init', () => {
    for (const dir of [tempDir(), tempRepo()]) {
      expect(cortexBin(dir, ['hook', 'stop'], { input: JSON.stringify({ cwd: dir }) })).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(existsSync(join(dir, '.cortex'))).toBe(false);
    }
  });

  it('finds the project from the payload cwd, not only the process cwd', () => {
    const root = initialised();
    const result = cortexBin(tempDir(), ['hook', 'stop'], { input: JSON.stringify({ cwd: root, session_id: 's1', stop_hook_active: 'yes' }) });
    expect(result.code).toBe(0);
    expect(logOf(root)).toContain('ignored payload fields of the wrong type: stop_hook_active');
  });

  it('prints usage for --help', () => {
    expect(cortexBin(tempDir(), ['hook', '--help']).stdout).toMatch(/^usage: cortex hook <event>/);
  });
});
