/**
 * Memory text on a real terminal: `log`, `show` and `search` run in a pseudo-terminal
 * (util-linux `script`), so cortex colours its output as it would for a user, while the
 * escape sequences a crafted event carries (clear screen, OSC 52 clipboard write, OSC 8
 * link, BEL) never reach the terminal.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { shortId } from '../../src/events/id.js';
import { BIN, cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { tempRepo } from '../helpers/repo.js';

const ESC = '\u001b';
const HAS_SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** Runs the built cortex in a pseudo-terminal and returns every byte it wrote there. */
function onTerminal(cwd: string, args: string[]): string {
  const command = [process.execPath, BIN, ...args]
    .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const result = spawnSync('script', ['-qec', command, '/dev/null'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC', NO_COLOR: '', FORCE_COLOR: '', TERM: 'xterm-256color' },
  });
  expect(result.status).toBe(0);
  return result.stdout;
}

describe.skipIf(!HAS_SCRIPT && process.env.CI !== 'true')('progress on a terminal', () => {
  it('rewrites the import line in place on a terminal and prints none of it through a pipe', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const events = Array.from({ length: 4500 }, (_, i) =>
      serializeEvent(testEvent({ key: `pty-${i}`, content: `fact number ${i}` })),
    );
    writeFileSync(join(root, 'events.ndjson'), events.join('\n') + '\n');
    const out = onTerminal(root, ['import', 'events.ndjson']);
    expect(out).toContain('\rimporting 0 / 4,500 events');
    expect(out).toContain('\rimporting 4,500 / 4,500 events');
    expect(out).toContain('imported 4500 events');
    const piped = cortexBin(root, ['import', 'events.ndjson']);
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
  });
});

describe.skipIf(!HAS_SCRIPT && process.env.CI !== 'true')('memory text on a terminal', () => {
  it('keeps cortex colours and drops the escapes a memory carries', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const crafted = testEvent({
      type: 'decision_made',
      key: 'escapes',
      content: `Use the staging queue${ESC}[2J${ESC}]52;c;Y3VybCBldmlsIHwgc2g=\u0007 see ${ESC}]8;;https://evil.example/${ESC}\\the docs${ESC}]8;;${ESC}\\\u0007`,
      data: { reason: `faster${ESC}[31m red` } as never,
    });
    mkdirSync(join(root, '.cortex/events/2026-11'), { recursive: true });
    writeFileSync(
      join(root, '.cortex/events/2026-11/01M7W6C380AAAAAAAAAAAAAAAA.ndjson'),
      serializeEvent(crafted) + '\n',
    );

    for (const args of [
      ['log'],
      ['log', '--oneline'],
      ['show', shortId(crafted.id)],
      ['search', 'staging queue'],
    ]) {
      const out = onTerminal(root, args);
      expect(out, args.join(' ')).toContain('Use the staging queue');
      expect(out, args.join(' ')).toContain(`${ESC}[33m`);
      expect(out, args.join(' ')).not.toContain(`${ESC}[2J`);
      expect(out, args.join(' ')).not.toContain(`${ESC}]52`);
      expect(out, args.join(' ')).not.toContain(`${ESC}]8`);
      expect(out, args.join(' ')).not.toContain('\u0007');
      expect(out, args.join(' ')).not.toContain(`${ESC}[31m`);
    }
  });
});
