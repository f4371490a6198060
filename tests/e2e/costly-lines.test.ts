/**
 * What one committed line can cost: data nested 20,000 deep and a line of several megabytes
 * are each refused as an unreadable line (named by file and line, moved aside by
 * `doctor --fix`), and every command goes on with the rest of the log instead of failing
 * with a stack overflow or holding the line in its caches.
 */
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS } from '../../src/events/codec.js';
import { cortexBin } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

function line(id: string, content: string, data: string): string {
  return `{"v":1,"id":"${id}","ts":"2026-11-20T11:00:00.000Z","type":"knowledge_acquired","session":null,"branch":"main","author":"dev@example.com","content":"${content}","salience":0.7,"source":{"layer":"manual","tool":"cortex remember"},"data":${data}}\n`;
}

function project(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  expect(cortexBin(root, ['remember', 'The build needs Node 20']).code).toBe(0);
  return root;
}

describe('a costly line in the log', () => {
  it('data nested 20,000 deep: refused by name, the rest of the log served, moved aside by doctor --fix', () => {
    const root = project();
    const depth = 20_000;
    const file = '.cortex/events/2026-11/01M8H0DJHWDEEPDEEPDEEPDEEP.ndjson';
    writeFileSync(join(root, file), line('01M8H0DJHWDEEPDEEPDEEPDEEP', 'deeply nested', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
    for (const args of [['log'], ['log', '--json'], ['export'], ['status'], ['brief'], ['search', 'build']]) {
      const result = cortexBin(root, args);
      expect(result.code, `cortex ${args.join(' ')}: ${result.stderr}`).toBe(0);
      expect(result.stderr + result.stdout).not.toContain('Maximum call stack');
      expect(result.stderr + result.stdout).toContain(`${file}:1: invalid event: data: nested more than 32 levels deep`);
    }
    expect(cortexBin(root, ['log']).stdout).toContain('The build needs Node 20');
    expect(cortexBin(root, ['doctor']).stdout).toContain(`${file}:1`);
  });

  it('a line of several megabytes: refused unread, never cached, and the session-start hook answers', () => {
    const root = project();
    const file = '.cortex/events/2026-11/01M8H0DJHWHUGEHUGEHUGEHUGE.ndjson';
    writeFileSync(join(root, file), line('01M8H0DJHWHUGEHUGEHUGEHUGE', 'word '.repeat(Math.ceil((MAX_LINE_CHARS * 3) / 5)), '{}'));
    const start = cortexBin(root, ['hook', 'session-start'], { input: JSON.stringify({ session_id: 's', transcript_path: join(root, 'none.jsonl'), cwd: root, hook_event_name: 'SessionStart', source: 'startup' }) });
    expect(start.code).toBe(0);
    const context = (JSON.parse(start.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).not.toContain('word word word');
    expect(statSync(join(root, '.cortex/local/digest-cache.json')).size).toBeLessThan(100_000);
    const log = cortexBin(root, ['log']);
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('The build needs Node 20');
    expect(log.stderr).toMatch(/invalid event: a line of [\d,]+ characters, more than the 1,000,000 an event may take/);
  });
});
