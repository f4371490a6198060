import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RealisticGenerator } from '../../bench/realistic.js';
import { serializeEvent } from '../../src/events/codec.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { commitAll, git, tempDir, tempRepo } from '../helpers/repo.js';

const decision = testEvent({
  type: 'decision_made',
  key: 'sharding',
  content: 'Shard the ledger by merchant with Zanzibar-style tuples',
  ts: '2026-10-20T10:00:00.000Z',
  data: { reason: 'per-merchant reconciliation stays on one shard' },
});
const PROMPT = 'How do we shard the ledger, and why by merchant with zanzibar tuples?';

const payload = (cwd: string) =>
  JSON.stringify({
    session_id: 'new-session',
    cwd,
    hook_event_name: 'UserPromptSubmit',
    prompt: PROMPT,
  });

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return condition();
}

describe('the prompt hook on a fresh clone of a large log', () => {
  it('answers nothing at once, has the index built in the background, and answers from it at the next prompt', async () => {
    const origin = tempRepo();
    expect(cortexBin(origin, ['init']).code).toBe(0);
    // About 3 MiB of log: more than a hook may read on its own.
    const events = [
      ...new RealisticGenerator({ seed: 21, startMs: Date.parse('2026-09-01T08:00:00Z') }).stream(
        6000,
      ),
      decision,
    ];
    writeFileSync(join(origin, 'log.ndjson'), events.map(serializeEvent).join('\n') + '\n');
    expect(cortexBin(origin, ['import', 'log.ndjson']).code).toBe(0);
    commitAll(origin, 'memory');
    const clone = tempDir('cortex-clone-');
    git(clone, 'clone', '-q', origin, '.');
    expect(cortexBin(clone, ['init']).code).toBe(0);
    const cache = join(clone, '.cortex/local/search');
    expect(existsSync(join(cache, 'index.bin'))).toBe(false);

    const first = cortexBin(clone, ['hook', 'user-prompt-submit'], { input: payload(clone) });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('');
    expect(readFileSync(join(clone, '.cortex/local/cortex.log'), 'utf8')).toMatch(
      /prompt search skipped: no index yet; background refresh started/,
    );
    // A second prompt meanwhile starts no second refresh.
    const second = cortexBin(clone, ['hook', 'user-prompt-submit'], { input: payload(clone) });
    expect(second.code).toBe(0);

    expect(
      await until(
        () => existsSync(join(cache, 'index.bin')) && !existsSync(join(cache, 'refresh.lock')),
        60_000,
      ),
    ).toBe(true);
    const log = readFileSync(join(clone, '.cortex/local/cortex.log'), 'utf8');
    expect(log.match(/background refresh started/g)).toHaveLength(1);
    const later = cortexBin(clone, ['hook', 'user-prompt-submit'], { input: payload(clone) });
    expect(later.code).toBe(0);
    const context = (
      JSON.parse(later.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    expect(context).toContain('Shard the ledger by merchant with Zanzibar-style tuples');
  }, 120_000);

  it('still searches a small log at once, with no background process', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    writeFileSync(join(root, 'log.ndjson'), serializeEvent(decision) + '\n');
    expect(cortexBin(root, ['import', 'log.ndjson']).code).toBe(0);
    const result = cortexBin(root, ['hook', 'user-prompt-submit'], { input: payload(root) });
    expect(result.stdout).toContain('Zanzibar-style tuples');
    expect(existsSync(join(root, '.cortex/local/search/refresh.lock'))).toBe(false);
  });
});
