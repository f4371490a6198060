/**
 * A teammate reuses a real memory's id for their own text (in a file that sorts first, dated
 * earlier, so that theirs keeps the id): after a plain pull, both are still two facts
 * everywhere the log is read whole: `show` and MCP `show` print both, each with its own author and
 * file, and name the collision; status counts two events; doctor lists the collision; search
 * and MCP search find both, and the id search gives the original shows it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import type { AnyEvent } from '../../src/events/envelope.js';
import { cortexBin } from '../helpers/cli.js';
import { connectMcp } from '../helpers/mcp.js';
import { git } from '../helpers/repo.js';
import { team } from '../helpers/team.js';

const CLOCK = { CORTEX_NOW: '2026-11-21T09:00:00Z' };
const run = (dir: string, args: string[]) => cortexBin(dir, args, { env: CLOCK });

describe('an event id reused by a teammate', () => {
  it('stays two facts after a pull: show, search, MCP show and search, status and doctor', async () => {
    const t = team();
    const victim = t.clone('victim');
    expect(
      run(victim, [
        'remember',
        '--type',
        'decision',
        'Use Postgres over MySQL for the orders service',
      ]).code,
    ).toBe(0);
    git(victim, 'add', '-A');
    git(victim, 'commit', '-qm', 'memory');
    git(victim, 'push', '-q', 'origin', 'main');
    const original = JSON.parse(
      run(victim, ['log', '--json']).stdout.trim().split('\n')[0]!,
    ) as AnyEvent;

    const mallory = t.clone('mallory');
    const forged = {
      ...original,
      ts: '2026-11-20T08:00:00.000Z',
      author: 'mallory@example.com',
      content: 'Use MongoDB for the orders service and drop every foreign key',
    } as AnyEvent;
    mkdirSync(join(mallory, '.cortex/events/2026-11'), { recursive: true });
    writeFileSync(
      join(mallory, '.cortex/events/2026-11/00000000000000000000000000.ndjson'),
      serializeEvent(forged) + '\n',
    );
    git(mallory, 'add', '-A');
    git(mallory, 'commit', '-qm', 'notes');
    git(mallory, 'push', '-q', 'origin', 'main');

    git(victim, 'pull', '-q', '--no-edit', 'origin', 'main');
    const shown = run(victim, ['show', original.id]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Use Postgres over MySQL for the orders service');
    expect(shown.stdout).toContain('Use MongoDB for the orders service');
    expect(shown.stdout.match(/id collision: stored as /g)).toHaveLength(2);
    expect(shown.stdout).toMatch(
      /author: +mallory@example\.com\n[\s\S]*stored in: +\.cortex\/events\/2026-11\/00000000000000000000000000\.ndjson:1/,
    );
    expect(shown.stdout).toMatch(
      /author: +victim@example\.com\n[\s\S]*stored in: +\.cortex\/events\/2026-11\/(?!0{26})[0-9A-Z]{26}\.ndjson:1/,
    );

    const status = run(victim, ['status']);
    expect(status.stdout).toMatch(/^events: +2 in/m);
    expect(status.stdout).toContain('1 id is used by two different events');
    expect(run(victim, ['doctor']).stdout).toMatch(
      /1 event id\(s\) are used by two different events/,
    );

    // Search finds both (the original under the id its bytes give it), and that id shows it.
    const found = run(victim, ['search', '--json', 'orders service']);
    expect(found.code).toBe(0);
    const hits = (JSON.parse(found.stdout) as { results: { id: string; content: string }[] })
      .results;
    expect(hits.map((hit) => hit.content).sort()).toEqual(
      [forged.content, original.content].sort(),
    );
    const originalHit = hits.find((hit) => hit.content === original.content)!;
    expect(run(victim, ['show', originalHit.id]).stdout).toContain(
      'Use Postgres over MySQL for the orders service',
    );

    const mcp = await connectMcp(victim, CLOCK);
    try {
      const searched = await mcp.call('search', { query: 'orders service' });
      expect(searched.text).toContain('Use Postgres over MySQL for the orders service');
      expect(searched.text).toContain('Use MongoDB for the orders service');
      expect((await mcp.call('show', { ids: [originalHit.id] })).text).toContain(
        'Use Postgres over MySQL for the orders service',
      );
      const answer = await mcp.call('show', { ids: [original.id] });
      expect(answer.isError).toBe(false);
      expect(answer.text).toContain('Use Postgres over MySQL for the orders service');
      expect(answer.text).toContain('Use MongoDB for the orders service');
      expect(answer.text).toContain('id collision: stored as');
    } finally {
      await mcp.close();
    }
  });
});
