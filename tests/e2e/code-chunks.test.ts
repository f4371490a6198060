/**
 * Source files as knowledge, when `knowledge.code` is on (the built binary, a real
 * repository): "where is X handled?" finds the file by its leading comment and exported
 * names, in `cortex search` and `cortex status`'s counts; an edit is what is returned, a
 * deleted file is gone; the SessionStart hook never reads source files and keeps what the
 * store holds of them; off (the default), no source file is indexed.
 */
import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { commitAll, tempRepo, writeFile } from '../helpers/repo.js';

const QUESTION = 'where are failed card charges retried';

function codeRepo(code: boolean): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  if (code)
    writeFile(root, '.cortex/config.json', JSON.stringify({ knowledge: { code: true } }) + '\n');
  writeFile(root, 'README.md', '# Payments\n\nA payments service.\n');
  writeFile(
    root,
    'src/billing/retry.ts',
    '/**\n * Retries failed card charges with exponential backoff, at most five attempts.\n */\nexport async function retryCharge(id: string) {}\nexport const MAX_ATTEMPTS = 5;\n',
  );
  writeFile(
    root,
    'src/ledger.ts',
    '/** The ledger keeps amounts in integer cents. */\nexport function addCents(a: number, b: number) { return a + b; }\n',
  );
  commitAll(root, 'code');
  return root;
}

function docsFound(
  root: string,
  query: string,
): { path: string; section: string; content: string }[] {
  const result = cortexBin(root, ['search', query, '--kind', 'doc', '--json']);
  if (result.stdout.trim() === '') return [];
  return (
    (
      JSON.parse(result.stdout) as {
        documents?: { path: string; section: string; content: string }[];
      }
    ).documents ?? []
  );
}

describe('source files in the chunk store (built binary)', () => {
  it('finds the file that handles a thing by its comment and exports, follows edits and deletions', () => {
    const root = codeRepo(true);
    const [first] = docsFound(root, QUESTION);
    expect(first).toMatchObject({ path: 'src/billing/retry.ts', section: 'code' });
    expect(first!.content).toContain('Exports: retryCharge, MAX_ATTEMPTS');
    expect(JSON.parse(cortexBin(root, ['status', '--json']).stdout).documents.files).toBe(3);

    // The SessionStart hook reads documents, never source files, and keeps the store's outlines.
    writeFile(root, 'src/refunds.ts', '/** Issues refunds. */\nexport function refund() {}\n');
    writeFile(root, 'docs/retries.md', '# Retries\n\nSee src/billing/retry.ts.\n');
    const start = cortexBin(root, ['hook', 'session-start'], {
      input: JSON.stringify({
        session_id: 's1',
        cwd: root,
        hook_event_name: 'SessionStart',
        source: 'startup',
      }),
    });
    expect(start.code).toBe(0);
    const stored = Object.keys(
      (
        JSON.parse(readFileSync(`${root}/.cortex/local/docs/store.json`, 'utf8')) as {
          files: Record<string, unknown>;
        }
      ).files,
    ).sort();
    expect(stored).toEqual([
      'README.md',
      'docs/retries.md',
      'src/billing/retry.ts',
      'src/ledger.ts',
    ]);
    writeFile(
      root,
      'src/billing/retry.ts',
      '/**\n * Retries failed card charges on a fixed schedule read from the settings.\n */\nexport async function retryCharge(id: string) {}\n',
    );
    const edited = docsFound(root, QUESTION);
    expect(edited[0]!.content).toContain('fixed schedule');
    expect(edited[0]!.content).not.toContain('exponential');

    rmSync(`${root}/src/billing/retry.ts`);
    expect(docsFound(root, QUESTION).map((doc) => doc.path)).not.toContain('src/billing/retry.ts');
  });

  it('indexes no source file when it is off (the default)', () => {
    const root = codeRepo(false);
    expect(docsFound(root, QUESTION).map((doc) => doc.path)).not.toContain('src/billing/retry.ts');
    expect(JSON.parse(cortexBin(root, ['status', '--json']).stdout).documents.files).toBe(1);
  });
});
