import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPaths } from '../../src/events/paths.js';
import { readAccessStats } from '../../src/projections/access-file.js';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { shortId } from '../../src/events/id.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { tempRepo, writeFile } from '../helpers/repo.js';

const memories = [
  testEvent({
    type: 'decision_made',
    key: 'pg',
    content: 'Use PostgreSQL for the ledger rather than MongoDB',
    session: 'old-session',
    data: { reason: 'transfers need ACID transactions', tags: ['architecture'] },
  }),
  testEvent({
    type: 'approach_rejected',
    key: 'mongo',
    content: 'Rejected MongoDB for the ledger',
    session: 'old-session',
    data: { reason: 'multi-document transactions are awkward' },
  }),
  testEvent({
    type: 'error_resolved',
    key: 'webhook',
    content:
      'Stripe webhook signature verification failed until express.raw() was mounted before express.json()',
    session: 'old-session',
    branch: 'feature/stripe',
  }),
  testEvent({
    type: 'knowledge_acquired',
    key: 'gotcha',
    content: 'Stripe may deliver the same webhook event twice; handlers must be idempotent',
    session: 'old-session',
    data: { kind: 'gotcha' },
  }),
  testEvent({
    type: 'file_modified',
    key: 'edit',
    content: 'Edited src/routes/webhooks.ts',
    session: 'old-session',
    data: { files: ['src/routes/webhooks.ts'] },
  }),
  testEvent({
    type: 'decision_made',
    key: 'current',
    content: 'Stripe webhooks are processed through an outbox table',
    session: 'current-session',
  }),
];

function project(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  writeFile(root, 'memories.ndjson', memories.map(serializeEvent).join('\n') + '\n');
  expect(cortexBin(root, ['import', 'memories.ndjson']).code).toBe(0);
  return root;
}

/** The memories recorded as accessed, by id, with their counts. */
const accessed = (root: string): Record<string, number> =>
  Object.fromEntries(
    [...readAccessStats(projectPaths(root)).stats].map(([id, entry]) => [id, entry.count]),
  );

const json = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          query: string;
          results: { id: string; score: number; content: string; type: string }[];
        },
    );

describe('cortex search (built binary)', () => {
  it('prints ranked memories with id, score, date and type', () => {
    const root = project();
    const result = cortexBin(root, ['search', 'why not mongodb']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const first = result.stdout.split('\n').slice(0, 3);
    expect(first[0]).toMatch(/^[0-9A-Z]{8} \d\.\d{3} 2026-11-20 approach_rejected \(main\)$/);
    expect(first[1]).toBe('    Rejected MongoDB for the ledger');
    expect(first[2]).toBe('    Why: multi-document transactions are awkward');
  });

  it('answers --json with id, score and content, best first', () => {
    const root = project();
    const [answer] = json(
      cortexBin(root, ['search', 'stripe webhook signature', '--json', '--limit', '2']).stdout,
    );
    expect(answer!.query).toBe('stripe webhook signature');
    expect(answer!.results).toHaveLength(2);
    expect(answer!.results[0]).toMatchObject({
      id: memories[2]!.id,
      type: 'error_resolved',
      content: memories[2]!.content,
    });
    expect(answer!.results[0]!.score).toBeGreaterThan(answer!.results[1]!.score);
  });

  it('answers one JSON line per input line with --stdin', () => {
    const root = project();
    const result = cortexBin(root, ['search', '--stdin', '--limit', '1', '--mode', 'fts'], {
      input: 'mongodb\n\nidempotent handlers\nzzzz nothing\n',
    });
    expect(result.code).toBe(0);
    const answers = json(result.stdout);
    expect(answers.map((answer) => [answer.query, answer.results.map((hit) => hit.id)])).toEqual([
      ['mongodb', [memories[1]!.id]],
      ['', []],
      ['idempotent handlers', [memories[3]!.id]],
      ['zzzz nothing', []],
    ]);
  });

  it('filters by type, branch and kind, and explains a bad filter', () => {
    const root = project();
    const ids = (...args: string[]) =>
      json(
        cortexBin(root, ['search', 'stripe webhook ledger', '--json', ...args]).stdout,
      )[0]!.results.map((hit) => hit.id);
    expect(ids('--type', 'decision')).toEqual(
      expect.arrayContaining([memories[0]!.id, memories[5]!.id]),
    );
    expect(
      ids('--type', 'decision').every((id) => [memories[0]!.id, memories[5]!.id].includes(id)),
    ).toBe(true);
    expect(ids('--branch', 'feature/stripe')).toEqual([memories[2]!.id]);
    expect(ids('--kind', 'gotcha')).toEqual([memories[3]!.id]);
    const bad = cortexBin(root, ['search', 'x', '--type', 'nonsense']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown --type 'nonsense'");
  });

  it('leaves out a retracted memory unless --all is given', () => {
    const root = project();
    const forget = {
      v: 1,
      id: '01KB0000000000000000000009',
      ts: '2026-11-21T10:00:00.000Z',
      type: 'memory_retracted',
      content: 'Forget the MongoDB rejection',
      refs: [memories[1]!.id],
    };
    writeFile(root, 'forget.ndjson', JSON.stringify(forget) + '\n');
    expect(cortexBin(root, ['import', 'forget.ndjson']).code).toBe(0);
    const ids = (...args: string[]) =>
      json(cortexBin(root, ['search', 'mongodb', '--json', ...args]).stdout)[0]!.results.map(
        (hit) => hit.id,
      );
    expect(ids()).not.toContain(memories[1]!.id);
    expect(ids('--all')).toContain(memories[1]!.id);
  });

  it('records the memories it prints as accessed (they are reinforced in later briefings), not activity nor --stdin batches', () => {
    const root = project();
    const printed = json(
      cortexBin(root, ['search', 'ledger webhook src/routes/webhooks.ts', '--json']).stdout,
    )[0]!.results;
    expect(printed.map((hit) => hit.type)).toContain('file_modified');
    const memoriesPrinted = printed
      .filter((hit) => hit.type !== 'file_modified')
      .map((hit) => hit.id);
    expect(Object.keys(accessed(root)).sort()).toEqual(memoriesPrinted.sort());
    const before = accessed(root)[memories[0]!.id] ?? 0;
    cortexBin(root, ['search', 'ledger']);
    expect(accessed(root)[memories[0]!.id]).toBe(before + 1);
    cortexBin(root, ['search', '--stdin'], { input: 'ledger\nledger\n' });
    expect(accessed(root)[memories[0]!.id]).toBe(before + 1);
  });

  it('returns nothing rather than unrelated memories, and does not pad a list to its limit', () => {
    const root = project();
    expect(
      json(
        cortexBin(root, ['search', 'translate the marketing site into french', '--json']).stdout,
      )[0]!.results,
    ).toEqual([]);
    const results = json(
      cortexBin(root, ['search', 'express.raw signature verification', '--json', '-n', '5']).stdout,
    )[0]!.results;
    expect(results[0]!.content).toContain('express.raw()');
    expect(results.length).toBeLessThan(5);
    // Keyword search asked by name still lists every record with the words.
    expect(
      json(cortexBin(root, ['search', 'ledger', '--mode', 'fts', '--json']).stdout)[0]!.results
        .length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('rejects a query and --stdin together, and no query at all', () => {
    const root = project();
    expect(cortexBin(root, ['search', 'x', '--stdin']).code).toBe(2);
    expect(cortexBin(root, ['search']).stderr).toContain('missing query');
  });
});

describe('cortex hook user-prompt-submit (built binary)', () => {
  const prompt = (root: string, text: string, session = 'current-session') =>
    cortexBin(root, ['hook', 'user-prompt-submit'], {
      input: JSON.stringify({
        session_id: session,
        cwd: root,
        hook_event_name: 'UserPromptSubmit',
        prompt: text,
      }),
    });

  it('gives the first prompt the task frame, and a later prompt only what it was not given yet', () => {
    const root = project();
    const text =
      'The Stripe webhook signature check is failing again in staging, what did we learn last time?';
    const result = prompt(root, text);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const output = JSON.parse(result.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    expect(output.hookSpecificOutput.hookEventName).toBe('UserPromptSubmit');
    const context = output.hookSpecificOutput.additionalContext;
    expect(context).toContain('express.raw() was mounted before express.json()');
    // Not activity, and not what this very session said already.
    expect(context).not.toContain('Edited src/routes/webhooks.ts');
    expect(context).not.toContain('outbox table');
    const lines = context.split('\n').filter((line) => line.startsWith('- ['));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(10);
    // What it gave is recorded as accessed, and nothing else.
    const given = lines.map((line) => /, ([0-9A-Z]{8})\] /.exec(line)![1]);
    expect(Object.keys(accessed(root)).map(shortId).sort()).toEqual(given.sort());
    // The same prompt again in the same session: nothing is handed over twice.
    const again = prompt(root, text);
    expect(again.stdout).not.toContain('express.raw() was mounted before express.json()');
  });

  it('says nothing when nothing in memory is relevant', () => {
    const root = project();
    for (const text of ['write a haiku about autumn leaves', 'hi', '/clear']) {
      expect(prompt(root, text)).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    expect(accessed(root)).toEqual({});
    const heartbeat = JSON.parse(
      readFileSync(join(root, '.cortex/local/heartbeat/user-prompt-submit.json'), 'utf8'),
    );
    expect(heartbeat).toMatchObject({ event: 'user-prompt-submit', ok: true, problems: [] });
  });

  it('still exits 0 silently, and logs why, when the config is broken', () => {
    const root = project();
    writeFile(root, '.cortex/config.json', '{ "search": { "embedder": { "kind": "openai" } } }');
    const result = prompt(root, 'stripe webhook signature failing');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    // A committed hosted embedder is not approved on this machine: the prompt is answered with the built-in one.
    expect(result.stdout).toContain('express.raw()');
    expect(readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8')).toContain(
      'not approved on this machine',
    );
  });
});
