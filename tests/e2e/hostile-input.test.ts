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
    const payload = JSON.stringify({ session_id: 's1', transcript_path: `/nonexistent/${token}/t.jsonl`, cwd: root });
    expect(cortexBin(root, ['hook', 'stop'], { input: payload }).code).toBe(0);
    expect(logOf(root)).toMatch(/cannot read transcript .*\[REDACTED:/);
    expect(logOf(root)).not.toContain(token.slice(4, 20));
  });
});
