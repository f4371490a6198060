import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { BIN, cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { tempDir, tempRepo } from '../helpers/repo.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('the built cortex binary', () => {
  it('prints its version', () => {
    expect(cortexBin(tempDir(), ['--version'])).toMatchObject({
      code: 0,
      stdout: `cortex ${pkg.version}\n`,
    });
  });

  it('runs init, remember, log and status in a fresh repository', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const remembered = cortexBin(root, [
      'remember',
      '--type',
      'rejected',
      '--reason',
      'needs a daemon',
      'Rejected Redis for the cache',
    ]);
    expect(remembered.code).toBe(0);
    expect(remembered.stdout).toMatch(
      /^\[[0-9A-Z]{8} \(main\)\] approach_rejected: Rejected Redis for the cache\nupdated \.cortex\/decisions\.md, \.cortex\/decisions\/\d{4}-\d\d-\d\d-rejected-redis-for-the-cache-[0-9A-Z]{8}\.md: commit them with \.cortex\/events\/\n$/,
    );
    const log = cortexBin(root, ['log']);
    expect(log.stdout).toContain('approach_rejected (main)');
    expect(log.stdout).toContain('    Rejected Redis for the cache\n    Why: needs a daemon');
    expect(log.stdout).not.toContain('\u001b[');
    const status = JSON.parse(cortexBin(root, ['status', '--json']).stdout) as {
      events: number;
      byType: Record<string, number>;
    };
    expect(status).toMatchObject({ events: 1, byType: { approach_rejected: 1 } });
  });

  it('exits 2 on a usage error, 1 on an expected failure, and writes errors to stderr only', () => {
    const usage = cortexBin(tempDir(), ['log', '--frobnicate']);
    expect(usage).toMatchObject({ code: 2, stdout: '' });
    expect(usage.stderr).toContain("unknown option '--frobnicate'");
    const failure = cortexBin(tempRepo(), ['log']);
    expect(failure).toMatchObject({ code: 1, stdout: '' });
    expect(failure.stderr).toContain("run 'cortex init'");
  });

  it('reads events to import from stdin', () => {
    const root = tempRepo();
    cortexBin(root, ['init']);
    const input = [testEvent({ key: 'e2e-1' }), testEvent({ key: 'e2e-2' })]
      .map(serializeEvent)
      .join('\n');
    expect(cortexBin(root, ['import', '-'], { input }).stdout).toMatch(/^imported 2 events/);
    expect(cortexBin(root, ['log', '--oneline']).stdout.trim().split('\n')).toHaveLength(2);
  });

  it('stops quietly when its output pipe closes early (cortex log | head -1)', () => {
    const root = tempRepo();
    cortexBin(root, ['init']);
    const input = Array.from({ length: 3000 }, (_, i) =>
      serializeEvent(testEvent({ key: `pipe-${i}`, content: `event ${i} ${'x'.repeat(200)}` })),
    ).join('\n');
    cortexBin(root, ['import', '-'], { input });
    const result = spawnSync(
      'bash',
      ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" log | head -1`],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^[0-9A-Z]{8} knowledge_acquired \(main\)$/);
  });

  it('colours the log when forced, and honours NO_COLOR over a terminal', () => {
    const root = tempRepo();
    cortexBin(root, ['init']);
    cortexBin(root, ['remember', 'colourful']);
    expect(cortexBin(root, ['log', '--color']).stdout).toContain('\u001b[33m');
    expect(cortexBin(root, ['log'], { env: { FORCE_COLOR: '1' } }).stdout).toContain('\u001b[33m');
    expect(
      cortexBin(root, ['log'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout,
    ).not.toContain('\u001b[');
  });
});
