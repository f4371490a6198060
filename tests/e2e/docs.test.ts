/**
 * The project's own documents as knowledge (the built binary, a real repository with docs):
 * a question answered only in one section of one document finds that section first, in
 * search and in a task frame; an edit not yet committed is what is returned, never the old
 * text; a deleted document is gone; and nothing committed under `.cortex/` changes.
 */
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { commitAll, git, tempRepo, writeFile } from '../helpers/repo.js';
import { connectMcp } from '../helpers/mcp.js';
import { fake } from '../helpers/secrets.js';

/** A key of the shape OpenAI's have, made up (no real key is written in a test). */
const KEY = `sk-proj-${fake('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 40, 27)}`;

const QUESTION = 'how are webhook retries deduplicated';

function words(count: number, seed: string): string {
  return Array.from({ length: count }, (_, index) => `${seed}${index % 17}`).join(' ');
}

function docsRepo(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  writeFile(
    root,
    'README.md',
    `# Payments service\n\nIt takes payments.\n\n## Install\n\n${words(120, 'setup')}\n`,
  );
  writeFile(
    root,
    'docs/design.md',
    [
      '# Design',
      '',
      '## Ledger',
      '',
      `The ledger keeps amounts in integer cents. ${words(150, 'ledger')}`,
      '',
      '## Webhooks',
      '',
      'Provider webhooks are retried by the provider for three days. Retries are deduplicated by the event id the provider',
      'sends, stored in the `processed_events` table with a unique index; a duplicate insert means the event was handled.',
      '',
      '## Reports',
      '',
      `Monthly reports run at midnight UTC. ${words(150, 'report')}`,
    ].join('\n'),
  );
  writeFile(root, 'docs/secret.md', `# Staging\n\nThe staging API key is ${KEY}\n`);
  commitAll(root, 'docs');
  return root;
}

function committedUnderCortex(root: string): string {
  return git(root, 'ls-files', '-s', '.cortex');
}

describe('the chunk store of the project documents (built binary)', () => {
  it('answers a question from the one section that holds it, follows edits and deletions, and commits nothing', () => {
    const root = docsRepo();
    const committed = committedUnderCortex(root);

    const search = JSON.parse(
      cortexBin(root, ['search', QUESTION, '--kind', 'doc', '--json']).stdout,
    ) as {
      results: unknown[];
      documents: { path: string; section: string; lines: number[]; content: string }[];
    };
    expect(search.results).toEqual([]);
    expect(search.documents[0]).toMatchObject({
      path: 'docs/design.md',
      section: 'Design > Webhooks',
    });
    expect(search.documents[0]!.content).toContain('processed_events');
    const text = cortexBin(root, ['search', QUESTION, '--no-color']).stdout;
    expect(text).toMatch(/^doc \S+ docs\/design\.md § Design > Webhooks \(lines \d+-\d+\)$/m);

    const frame = cortexBin(root, [
      'brief',
      '--task',
      'change how webhook retries are deduplicated',
    ]).stdout;
    expect(frame).toMatch(
      /## Project documents\n\n- docs\/design\.md § Design > Webhooks \(lines \d+-\d+\): Provider webhooks are retried/,
    );

    // Edited in the work tree, not committed: the new text, never the old.
    const design = readFileSync(join(root, 'docs/design.md'), 'utf8').replace(
      '`processed_events` table with a unique index',
      '`webhook_receipts` table keyed by event id',
    );
    writeFileSync(join(root, 'docs/design.md'), design);
    const edited = JSON.parse(
      cortexBin(root, ['search', QUESTION, '--kind', 'doc', '--json']).stdout,
    ) as { documents: { content: string }[] };
    expect(edited.documents[0]!.content).toContain('webhook_receipts');
    expect(JSON.stringify(edited)).not.toContain('processed_events');

    // Deleted: gone.
    rmSync(join(root, 'docs/design.md'));
    const gone = cortexBin(root, ['search', QUESTION, '--kind', 'doc', '--json']).stdout;
    expect(gone).not.toContain('docs/design.md');

    expect(committedUnderCortex(root)).toBe(committed);
    expect(git(root, 'status', '--porcelain', '--', '.cortex').trim()).toBe('');
  });

  it('redacts what it returns, and reads no symlink, binary or non-UTF-8 file', () => {
    const root = docsRepo();
    writeFileSync(
      join(root, 'docs/binary.md'),
      Buffer.from([0x23, 0x20, 0x00, 0x01, 0x02, 0x77, 0x65, 0x62, 0x68, 0x6f, 0x6f, 0x6b]),
    );
    writeFileSync(
      join(root, 'docs/latin1.md'),
      Buffer.from('# Webhook retries\n\ncaf\xe9 deduplicated\n', 'latin1'),
    );
    symlinkSync('/etc/passwd', join(root, 'docs/outside.md'));
    const staging = cortexBin(root, [
      'search',
      'staging API key',
      '--kind',
      'doc',
      '--json',
    ]).stdout;
    expect(staging).toContain('docs/secret.md');
    expect(staging).not.toContain(KEY.slice(0, 16));
    const all = cortexBin(root, [
      'search',
      'webhook root passwd',
      '--kind',
      'doc',
      '--json',
    ]).stdout;
    expect(all).not.toContain('binary.md');
    expect(all).not.toContain('latin1.md');
    expect(all).not.toContain('outside.md');
    expect(all).not.toContain('root:x:0');

    // `cortex status` counts what is searched and names what was skipped, and why.
    const status = cortexBin(root, ['status']).stdout;
    expect(status).toMatch(
      /^documents: 3 markdown files in \d+ sections, searched with the memories; 3 skipped:$/m,
    );
    expect(status).toContain('  docs/binary.md: binary content');
    expect(status).toContain('  docs/latin1.md: not UTF-8 text');
    expect(status).toContain('  docs/outside.md: a symlink (not followed)');
    const json = JSON.parse(cortexBin(root, ['status', '--json']).stdout) as {
      documents: { files: number; chunks: number; skipped: { path: string; reason: string }[] };
    };
    expect(json.documents).toMatchObject({
      files: 6,
      skipped: expect.arrayContaining([
        { path: 'docs/outside.md', reason: 'a symlink (not followed)' },
      ]),
    });
  });

  it('answers the MCP search tool with the section too, marked as a document and redacted', async () => {
    const root = docsRepo();
    const mcp = await connectMcp(root);
    const found = await mcp.call('search', { query: QUESTION });
    expect(found.isError).toBe(false);
    expect(found.text).toMatch(/^No memories match/);
    expect(found.text).toMatch(
      /^- document docs\/design\.md § Design > Webhooks \(lines \d+-\d+\): Provider webhooks are retried/m,
    );
    const staging = await mcp.call('search', { query: 'staging API key' });
    expect(staging.text).toContain('- document docs/secret.md');
    expect(staging.text).not.toContain(KEY.slice(0, 16));
    // A search for some memories only (a type, a kind, a date) is not answered with documents.
    expect((await mcp.call('search', { query: QUESTION, type: ['decision'] })).text).not.toContain(
      'document',
    );
  });

  it('says at the next session start which documents changed since the last', () => {
    const root = docsRepo();
    const start = () =>
      JSON.parse(
        cortexBin(root, ['hook', 'session-start'], {
          input: JSON.stringify({ session_id: 's', source: 'startup' }),
        }).stdout,
      ).hookSpecificOutput.additionalContext as string;
    expect(start()).not.toContain('documents changed');
    writeFile(
      root,
      'docs/handoff.md',
      '# Handoff for tomorrow\n\nThe webhook table migration is half done.\n',
    );
    expect(start()).toContain(
      "The project's documents changed since the last session (changed: `docs/handoff.md`)",
    );
    expect(start()).not.toContain('documents changed');
  });
});
