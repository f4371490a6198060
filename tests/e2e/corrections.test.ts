import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { shortId } from '../../src/events/id.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { connectMcp } from '../helpers/mcp.js';
import { tempRepo, writeFile } from '../helpers/repo.js';

const forgotten = testEvent({
  type: 'decision_made',
  key: 'redis',
  content: 'Cache sessions in Redis',
  session: 's1',
  data: { reason: 'fast lookups' },
});
const superseded = testEvent({
  type: 'decision_made',
  key: 'jwt',
  content: 'Sign session tokens with HS256',
  session: 's1',
  data: { reason: 'one service' },
});
const kept = testEvent({
  type: 'approach_rejected',
  key: 'cookies',
  content: 'Rejected third-party cookies for sessions',
  session: 's1',
  data: { reason: 'browsers block them' },
});
const REPLACEMENT = 'Sign session tokens with EdDSA keys kept in the vault';

describe('a forgotten or superseded memory', () => {
  it('leaves search, the briefing, decisions.md and MCP results, while cortex log still shows it, marked', async () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    writeFile(
      root,
      'seed.ndjson',
      [forgotten, superseded, kept].map(serializeEvent).join('\n') + '\n',
    );
    expect(cortexBin(root, ['import', 'seed.ndjson']).code).toBe(0);
    expect(cortexBin(root, ['project']).code).toBe(0);
    const decisionsBefore = readFileSync(join(root, '.cortex/decisions.md'), 'utf8');
    expect(decisionsBefore).toContain('Cache sessions in Redis');
    // Decisions reach a session with its task: the frame a first prompt or `brief --task` gets.
    const TASK = ['brief', '--task', 'session tokens, the cache, cookies'];
    expect(cortexBin(root, TASK).stdout).toContain('Sign session tokens with HS256');

    expect(
      cortexBin(root, [
        'forget',
        shortId(forgotten.id),
        '--reason',
        'sessions live in Postgres now',
      ]).code,
    ).toBe(0);
    expect(cortexBin(root, ['supersede', shortId(superseded.id), REPLACEMENT]).code).toBe(0);

    const search = cortexBin(root, [
      'search',
      'session tokens redis cache cookies',
      '--json',
      '--limit',
      '10',
    ]);
    const found = (JSON.parse(search.stdout) as { results: { id: string; content: string }[] })
      .results;
    expect(found.map((hit) => hit.id)).not.toContain(forgotten.id);
    expect(found.map((hit) => hit.id)).not.toContain(superseded.id);
    expect(found.map((hit) => hit.content)).toEqual(
      expect.arrayContaining([REPLACEMENT, kept.content]),
    );

    const briefing = cortexBin(root, TASK).stdout;
    expect(briefing).not.toContain('Cache sessions in Redis');
    expect(briefing).not.toContain('HS256');
    expect(briefing).toContain(REPLACEMENT);

    expect(cortexBin(root, ['project']).code).toBe(0);
    const decisions = readFileSync(join(root, '.cortex/decisions.md'), 'utf8');
    expect(decisions).not.toContain('Cache sessions in Redis');
    expect(decisions).not.toContain('Sign session tokens with HS256');
    expect(decisions).toContain(`[${REPLACEMENT}](`);
    expect(decisions).toContain('Rejected third-party cookies for sessions');

    const mcp = await connectMcp(root);
    for (const text of [
      (await mcp.call('search', { query: 'session tokens redis cache' })).text,
      (await mcp.call('decisions')).text,
      (await mcp.call('recent')).text,
    ]) {
      expect(text).not.toContain('Cache sessions in Redis');
      expect(text).not.toContain('HS256');
      expect(text).toContain(REPLACEMENT);
    }
    // The resource is decisions.md as the log now gives it (which says what the replacement replaced).
    expect(await mcp.read('cortex://decisions')).toBe(decisions);

    const log = cortexBin(root, ['log', '--oneline']).stdout.trim().split('\n');
    expect(log).toHaveLength(5);
    expect(log.find((line) => line.startsWith(shortId(forgotten.id)))).toMatch(
      /\[forgotten by [0-9A-Z]{8}\] Cache sessions in Redis$/,
    );
    expect(log.find((line) => line.startsWith(shortId(superseded.id)))).toMatch(
      /\[superseded by [0-9A-Z]{8}\] Sign session tokens with HS256$/,
    );
    expect(log.find((line) => line.startsWith(shortId(kept.id)))).not.toContain('[');
  });
});
