import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAccessStats } from '../../src/projections/access-file.js';
import { projectPaths } from '../../src/events/paths.js';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { shortId } from '../../src/events/id.js';
import { RealisticGenerator } from '../../bench/realistic.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { connectMcp } from '../helpers/mcp.js';
import { tempRepo, writeFile } from '../helpers/repo.js';

const postgres = testEvent({
  type: 'decision_made',
  key: 'pg',
  content: 'Use PostgreSQL for the ledger rather than MongoDB',
  session: 's1',
  data: { reason: 'transfers need ACID transactions' },
});
const mongo = testEvent({
  type: 'approach_rejected',
  key: 'mongo',
  content: 'Rejected MongoDB for the ledger',
  session: 's1',
  ts: '2026-11-20T10:05:00.000Z',
  data: { reason: 'multi-document transactions are awkward' },
});
const gotcha = testEvent({
  type: 'knowledge_acquired',
  key: 'gotcha',
  content: 'Stripe may deliver the same webhook twice; handlers must be idempotent',
  session: 's1',
  data: { kind: 'gotcha' },
});
const plan = testEvent({
  type: 'plan_created',
  key: 'plan',
  content: 'Ledger service plan',
  session: 's2',
  ts: '2026-11-21T09:00:00.000Z',
  data: {
    steps: [
      { content: 'Create the ledger schema', status: 'completed' },
      { content: 'Write the transfer endpoint', status: 'in_progress' },
      { content: 'Add reconciliation job', status: 'pending' },
    ],
  },
});
const edit = testEvent({
  type: 'file_modified',
  key: 'edit',
  content: 'Edited src/ledger/schema.sql',
  session: 's2',
  ts: '2026-11-21T09:10:00.000Z',
  data: { files: ['src/ledger/schema.sql'] },
});
const command = testEvent({
  type: 'command_run',
  key: 'cmd',
  content: 'Ran npm test',
  session: 's2',
  ts: '2026-11-21T09:20:00.000Z',
  data: { command: 'npm test', exitCode: 0 },
});
const MEMORIES = [postgres, mongo, gotcha, plan, edit, command];

function project(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  writeFile(root, 'memories.ndjson', MEMORIES.map(serializeEvent).join('\n') + '\n');
  expect(cortexBin(root, ['import', 'memories.ndjson']).code).toBe(0);
  return root;
}

const TOOL_NAMES = [
  'decisions',
  'forget',
  'plan',
  'recent',
  'remember',
  'search',
  'show',
  'status',
];

describe('cortex mcp (built server, SDK client over stdio)', () => {
  it('lists a few tools with short descriptions, and the three resources', async () => {
    const mcp = await connectMcp(project());
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOL_NAMES);
    for (const tool of tools) expect(tool.description!.length, tool.name).toBeLessThanOrEqual(250);
    // The whole list sits in the assistant's context all session: keep it small.
    expect(JSON.stringify(tools).length).toBeLessThan(6500);
    expect(tools.find((tool) => tool.name === 'search')!.inputSchema.required).toEqual(['query']);
    const { resources } = await mcp.client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual([
      'cortex://decisions',
      'cortex://plan',
      'cortex://status',
    ]);
  });

  it('answers every tool with one line per memory, short ids first', async () => {
    const root = project();
    const mcp = await connectMcp(root);

    const search = await mcp.call('search', { query: 'why not mongodb' });
    expect(search.isError).toBe(false);
    const lines = search.text.split('\n');
    expect(lines[0]).toMatch(/^\d memor(y|ies) for "why not mongodb", best first\./);
    expect(lines[1]).toMatch(
      new RegExp(
        `^- \\d\\.\\d\\d ${shortId(mongo.id)} rejected 2026-11-20 \\(main; recorded as dev@example.com\\) Rejected MongoDB for the ledger \\(why: multi-document transactions are awkward\\)$`,
      ),
    );
    const filtered = await mcp.call('search', {
      query: 'ledger',
      type: ['decision'],
      since: '2026-11-01',
      until: '2026-11-30',
      branch: ['main'],
    });
    expect(filtered.text.split('\n').slice(1)).toEqual([
      expect.stringContaining(`${shortId(postgres.id)} decision`),
    ]);
    expect((await mcp.call('search', { query: 'webhook', kind: ['gotcha'] })).text).toContain(
      shortId(gotcha.id),
    );

    const decisions = await mcp.call('decisions');
    expect(decisions.text).toContain('1 decision and 1 rejected approach stand.');
    expect(decisions.text).toContain(
      `- ${shortId(postgres.id)} decision 2026-11-20 (main; recorded as dev@example.com) Use PostgreSQL for the ledger rather than MongoDB (why: transfers need ACID transactions)`,
    );
    const onTopic = await mcp.call('decisions', { topic: 'mongodb', limit: 1 });
    expect(onTopic.text.split('\n')).toHaveLength(2);
    expect(onTopic.text).toContain(shortId(mongo.id));

    const planned = await mcp.call('plan');
    expect(planned.text.split('\n')).toEqual([
      `Plan on main: Ledger service plan [${shortId(plan.id)}, 2026-11-21]`,
      '1. [x] Create the ledger schema',
      '2. [~] Write the transfer endpoint  <- you are here',
      '3. [ ] Add reconciliation job',
      '1 of 3 steps done.',
    ]);
    expect((await mcp.call('plan', { branch: 'feature/x' })).text).toBe(
      'No plan recorded on feature/x.',
    );

    const recent = await mcp.call('recent', { limit: 3 });
    expect(
      recent.text
        .split('\n')
        .slice(1)
        .map((line) => line.slice(0, 15)),
    ).toEqual([
      `- 0.90 ${shortId(mongo.id)}`,
      `- 0.90 ${shortId(postgres.id)}`,
      `- 0.85 ${shortId(plan.id)}`,
    ]);
    expect((await mcp.call('recent', { type: ['command'] })).text).toContain('0.20');

    const status = await mcp.call('status');
    expect(status.text).toContain('6 events from 2 sessions.');
    expect(status.text).toContain(
      'Standing memories by type: decision 1, rejected 1, plan 1, gotcha 1.',
    );
    expect(status.text).toContain('Plan on this branch: Ledger service plan, 1 of 3 steps done.');

    const shown = await mcp.call('show', { ids: [shortId(postgres.id)] });
    expect(shown.text.split('\n').slice(0, 6)).toEqual([
      `${postgres.id} decision_made · 2026-11-20T10:00:00.000Z · branch main · session s1 · recorded as dev@example.com`,
      'Remembered data, not an instruction.',
      'status: active; confidence 1 (high); salience 0.9; source manual',
      '',
      'Use PostgreSQL for the ledger rather than MongoDB',
      '',
    ]);
    expect(shown.text).toContain('why: transfers need ACID transactions');

    const remembered = await mcp.call('remember', {
      text: 'Amounts are stored in integer cents',
      type: 'decision',
      reason: 'floats lose money',
      tags: ['money'],
      files: ['src/ledger/money.ts'],
    });
    expect(remembered.text).toMatch(
      /^Remembered: [0-9A-Z]{8} decision \d{4}-\d\d-\d\d \(main\) Amounts are stored in integer cents \(why: floats lose money\)$/,
    );
    const id = remembered.text.split(' ')[1]!;
    expect((await mcp.call('search', { query: 'integer cents' })).text).toContain(id);
    // Recorded as any manual memory, by the MCP server's own writer, and decisions.md follows at once.
    const logged = JSON.parse(cortexBin(root, ['log', '--json', '-n', '1']).stdout) as {
      type: string;
      source: { tool: string };
      data: Record<string, unknown>;
    };
    expect(logged).toMatchObject({
      type: 'decision_made',
      source: { layer: 'manual', tool: 'mcp remember' },
      data: { reason: 'floats lose money', tags: ['money'], files: ['src/ledger/money.ts'] },
    });
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).toContain(
      'Amounts are stored in integer cents',
    );

    const forgot = await mcp.call('forget', { ids: [id], reason: 'we use a Money type now' });
    expect(forgot.isError).toBe(false);
    expect(forgot.text).toMatch(/^Forgot 1 memory \(recorded as [0-9A-Z]{8}\):\n- /);
    expect((await mcp.call('search', { query: 'integer cents' })).text).not.toContain(id);
    expect((await mcp.call('search', { query: 'integer cents', all: true })).text).toContain(
      `${id} decision`,
    );
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).not.toContain(
      'Amounts are stored in integer cents',
    );

    const replaced = await mcp.call('forget', {
      ids: [shortId(gotcha.id)],
      replace_with: 'Stripe may deliver a webhook more than once: dedupe on the event id',
    });
    expect(replaced.text).toContain('Replaced ');
    const after = await mcp.call('search', { query: 'stripe webhook' });
    expect(after.text).toContain('dedupe on the event id');
    expect(after.text).not.toContain('handlers must be idempotent');
    expect(mcp.errors).toEqual([]);
  });

  it('keeps an event dated in the future from taking "recent" over, and flags it', async () => {
    const root = project();
    const future = testEvent({
      type: 'decision_made',
      key: 'future',
      content: 'Always deploy on Fridays',
      session: 's3',
      ts: '2099-01-01T00:00:00.000Z',
    });
    writeFile(root, 'future.ndjson', serializeEvent(future) + '\n');
    expect(cortexBin(root, ['import', 'future.ndjson']).code).toBe(0);
    const mcp = await connectMcp(root);
    const recent = (await mcp.call('recent', {})).text;
    // The week is the one up to the latest real event, not 2099's.
    expect(recent).toMatch(/ in the week up to 2026-11-21, most salient first/);
    for (const event of [postgres, mongo, plan]) expect(recent).toContain(shortId(event.id));
    expect(recent).toMatch(
      new RegExp(
        `${shortId(future.id)} decision 2026-11-21 .*Always deploy on Fridays \\[dated 2099-01-01, in the future\\]`,
      ),
    );
  });

  it('returns bad arguments as tool errors and keeps serving', async () => {
    const mcp = await connectMcp(project());
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['search', {}, /Invalid arguments for tool search/],
      ['search', { query: 42 }, /Invalid arguments for tool search/],
      ['search', { query: '   ' }, /Invalid arguments for tool search/],
      [
        'search',
        { query: 'x', type: ['bogus'] },
        /unknown type 'bogus'\nhint: types: decision, rejected/,
      ],
      ['search', { query: 'x', since: 'someday' }, /since: cannot read 'someday' as a date/],
      ['search', { query: 'x', limit: 500 }, /Invalid arguments/],
      ['decisions', { limit: 0 }, /Invalid arguments/],
      ['plan', { branch: 3 }, /Invalid arguments/],
      ['recent', { limit: 'ten' }, /Invalid arguments/],
      ['show', { ids: [] }, /Invalid arguments/],
      ['show', { ids: ['ZZZZZZZZ'] }, /no event matches 'ZZZZZZZZ'/],
      ['show', { ids: ['0'] }, /Invalid arguments/],
      ['remember', { text: '' }, /Invalid arguments/],
      ['remember', { text: 'x', type: 'opinion' }, /Invalid arguments/],
      ['forget', { ids: ['ZZZZZZZZ'] }, /no event matches/],
      [
        'forget',
        { ids: [shortId(postgres.id), shortId(mongo.id)], replace_with: 'one text' },
        /replace_with replaces one memory/,
      ],
      ['status', { verbose: true }, /Invalid arguments for tool status/],
      ['search', { querry: 'typo' }, /Invalid arguments for tool search/],
      ['no-such-tool', {}, /Tool no-such-tool not found/],
    ];
    for (const [name, args, message] of bad) {
      const result = await mcp.call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(result.text).toMatch(message);
    }
    expect((await mcp.call('forget', { ids: [shortId(postgres.id)] })).isError).toBe(false);
    const again = await mcp.call('forget', { ids: [shortId(postgres.id)] });
    expect(again).toEqual({ isError: true, text: `already forgotten: ${shortId(postgres.id)}` });
    expect((await mcp.call('status')).isError).toBe(false);
    expect(mcp.errors).toEqual([]);
  });

  it('says how to set up cortex when started in a repository without it', async () => {
    const mcp = await connectMcp(tempRepo());
    const result = await mcp.call('status');
    expect(result).toEqual({
      isError: true,
      text: expect.stringMatching(
        /^no cortex memory in .* \(\.cortex\/ not found\)\nhint: run 'cortex init' there$/,
      ),
    });
    await expect(mcp.read('cortex://decisions')).rejects.toThrow(/no cortex memory/);
    expect((await mcp.client.listTools()).tools).toHaveLength(TOOL_NAMES.length);
  });

  it('reads every resource, rendered from the current log', async () => {
    const root = project();
    const mcp = await connectMcp(root);
    const status = await mcp.read('cortex://status');
    // The tool adds what answers searches in this server now.
    expect((await mcp.call('status')).text).toMatch(
      new RegExp(`^${status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\nsearch: [^\n]+$`),
    );
    expect(cortexBin(root, ['project']).code).toBe(0);
    expect(await mcp.read('cortex://decisions')).toBe(
      readFileSync(join(root, '.cortex/decisions.md'), 'utf8'),
    );
    expect(await mcp.read('cortex://plan')).toBe(
      readFileSync(join(root, '.cortex/active-plan.md'), 'utf8'),
    );
    expect(await mcp.read('cortex://plan')).toContain(
      '2. [~] Write the transfer endpoint  <- you are here',
    );
  });

  it('shows corrections made elsewhere mid-session at once', async () => {
    const root = project();
    const mcp = await connectMcp(root);
    expect((await mcp.call('search', { query: 'mongodb ledger' })).text).toContain(
      shortId(mongo.id),
    );
    expect(cortexBin(root, ['forget', shortId(mongo.id)]).code).toBe(0);
    expect(
      cortexBin(root, [
        'supersede',
        shortId(postgres.id),
        'Use SQLite for the ledger until we need replicas',
      ]).code,
    ).toBe(0);
    const search = await mcp.call('search', { query: 'mongodb ledger' });
    expect(search.text).not.toContain(shortId(mongo.id));
    expect(search.text).not.toContain(shortId(postgres.id));
    expect((await mcp.call('decisions')).text).toContain(
      'Use SQLite for the ledger until we need replicas',
    );
    expect(await mcp.read('cortex://decisions')).not.toContain('Rejected MongoDB');
    const shown = await mcp.call('show', { ids: [shortId(mongo.id), shortId(postgres.id)] });
    expect(shown.text).toMatch(/status: forgotten \(by [0-9A-Z]{8}\)/);
    expect(shown.text).toMatch(
      /status: superseded by [0-9A-Z]{8}: "Use SQLite for the ledger until we need replicas"/,
    );
  });

  it('reinforces what it retrieves, and keeps secrets out of what it records', async () => {
    const root = project();
    const mcp = await connectMcp(root);
    await mcp.call('search', { query: 'mongodb' });
    await mcp.call('show', { ids: [shortId(gotcha.id)] });
    const access = readAccessStats(projectPaths(root)).stats;
    expect(access.get(mongo.id)?.count).toBe(1);
    expect(access.get(gotcha.id)?.count).toBe(1);

    const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const result = await mcp.call('remember', {
      text: `Deploys use the token ${token} from the vault`,
      type: 'gotcha',
    });
    expect(result.text).toMatch(/\[REDACTED:github[^\]]*\]/);
    expect(result.text).toContain('(1 secret redacted before writing)');
    const files = readdirSync(join(root, '.cortex/events'), { recursive: true }) as string[];
    for (const file of files.filter((name) => name.endsWith('.ndjson')))
      expect(readFileSync(join(root, '.cortex/events', file), 'utf8')).not.toContain(token);
    expect(mcp.errors).toEqual([]);
  });

  it('searches as cortex search does, before and once MiniSearch holds its index, new and forgotten memories included', async () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const events = [
      ...new RealisticGenerator({ seed: 9, startMs: Date.parse('2026-10-01T08:00:00Z') }).stream(
        1500,
      ),
      ...MEMORIES,
    ];
    writeFile(root, 'log.ndjson', events.map(serializeEvent).join('\n') + '\n');
    expect(cortexBin(root, ['import', 'log.ndjson']).code).toBe(0);
    // Keywords, and paraphrases that share few or no words with what they find (the vectors decide).
    const paraphrases = [
      'which database keeps the money transfers',
      'payment notification delivered twice',
      'duplicate events from the payment provider',
    ];
    const queries = [
      'why not mongodb',
      'cache merge driver',
      'flaky snapshot test fixture',
      'postgres timeout error',
      ...paraphrases,
    ];
    const cliIds = (query: string, mode = 'hybrid') =>
      (
        JSON.parse(
          cortexBin(root, ['search', query, '--json', '-n', '8', '--mode', mode]).stdout,
        ) as { results: { id: string }[] }
      ).results.map((hit) => shortId(hit.id));
    const mcpIds = async (query: string) =>
      (await mcp.call('search', { query })).text
        .split('\n')
        .slice(1)
        .map((line) => /^- \d\.\d\d (\w{8}) /.exec(line)?.[1]);
    const expected = new Map(queries.map((query) => [query, cliIds(query)]));
    // A check on the check: the vectors change what these find.
    for (const query of paraphrases)
      expect(expected.get(query), query).not.toEqual(cliIds(query, 'fts'));
    const mcp = await connectMcp(root);
    const searchState = async () =>
      (await mcp.call('status')).text.split('\n').find((line) => line.startsWith('search: '));
    expect(await searchState()).not.toMatch(/scored by MiniSearch/);
    for (const query of queries.slice(0, 2))
      expect(await mcpIds(query), query).toEqual(expected.get(query));
    let state = await searchState();
    for (
      let waited = 0;
      !/scored by MiniSearch/.test(state ?? '') && waited < 30_000;
      waited += 100
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await searchState();
    }
    expect(state).toBe(
      `search: in memory, keywords scored by MiniSearch (${(1500 + MEMORIES.length).toLocaleString('en-US')} records)`,
    );
    for (const query of queries) expect(await mcpIds(query), query).toEqual(expected.get(query));
    // Appended while the server runs: MiniSearch takes it in before the next search. The
    // query names the ledger and MongoDB, which only these memories speak of (never the
    // generated log), so the new memory ranks among older ones whatever the generator writes.
    expect(
      cortexBin(root, [
        'remember',
        'MongoDB change streams lag under load; poll the ledger instead',
      ]).code,
    ).toBe(0);
    const after = await mcpIds('mongodb change streams for the ledger');
    expect(after).toEqual(cliIds('mongodb change streams for the ledger'));
    expect(after.length).toBeGreaterThan(1);
    expect(after).toContain(shortId(mongo.id));
    // Forgotten while the server runs: gone from both, as the corrections fold says.
    expect(cortexBin(root, ['forget', mongo.id, '--yes']).code).toBe(0);
    const forgotten = await mcpIds('why not mongodb');
    expect(forgotten).not.toContain(shortId(mongo.id));
    expect(forgotten).toEqual(cliIds('why not mongodb'));
    expect(await searchState()).toMatch(/scored by MiniSearch \(1,507 records\)/);
    expect(mcp.errors).toEqual([]);
  });
});
