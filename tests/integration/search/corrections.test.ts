import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { shortId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import { readEventLog } from '../../../src/events/store.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { tempRepo } from '../../helpers/repo.js';

const decision = (key: string, content: string, minute: number) =>
  testEvent({
    key,
    type: 'decision_made',
    content,
    ts: new Date(Date.parse('2026-11-20T09:00:00.000Z') + minute * 60_000).toISOString(),
  });

const memories = {
  ledger: decision('ledger', 'Use PostgreSQL for the ledger', 0),
  limits: decision('limits', 'Rate limits live in Redis', 1),
  deploys: decision('deploys', 'Deploys use blue-green releases', 2),
  exports: decision('exports', 'Exports use semicolons as separators', 3),
};
type Key = keyof typeof memories;

/** Words of every wording the memories have in this story, so one search finds whichever stands. */
const QUERY = 'ledger redis postgres advisory releases separators';

interface Expected {
  /** The memories that stand, with their current wording. */
  standing: Partial<Record<Key, string>>;
  /** A replacement standing for a memory, by the key it replaced. */
  replacements?: Partial<Record<Key, string>>;
  pinned?: Key;
}

/** What the three readers of the corrections show. */
async function views(root: string, now: Date) {
  const search = await cortex(root, ['search', QUERY, '--json', '--mode', 'fts', '--limit', '50'], {
    now,
  });
  expect(search.code, search.stderr).toBe(0);
  const hits = (
    JSON.parse(search.stdout) as { results: { id: string; content: string; score: number }[] }
  ).results;
  const log = await cortex(root, ['log', '--oneline', '--no-color'], { now });
  const marks = new Map(
    log.stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, 8), /\[([^\]]*)\]/.exec(line)?.[1] ?? ''] as const),
  );
  const frame = await cortex(root, ['brief', '--task', QUERY], { now });
  return { hits, marks, frame: frame.stdout };
}

async function expectAgreement(
  root: string,
  now: Date,
  expected: Expected,
): Promise<{ hits: { id: string; content: string; score: number }[] }> {
  const { hits, marks, frame } = await views(root, now);
  const standing = new Map<string, string>();
  for (const [key, wording] of Object.entries(expected.standing))
    standing.set(memories[key as Key].id, wording);
  // Search: exactly the standing memories, each under its id, in its current wording.
  const replacementIds = new Map(
    hits
      .filter((hit) => !Object.values(memories).some((memory) => memory.id === hit.id))
      .map((hit) => [hit.content, hit.id]),
  );
  const shown = new Map(hits.map((hit) => [hit.id, hit.content]));
  for (const wording of Object.values(expected.replacements ?? {}))
    standing.set(replacementIds.get(wording) ?? `replacement '${wording}' not found`, wording);
  expect(shown).toEqual(standing);
  // The task frame: the same wordings, none of those forgotten or replaced.
  for (const wording of standing.values()) expect(frame, wording).toContain(wording);
  for (const [key, memory] of Object.entries(memories) as [Key, AnyEvent][]) {
    if (expected.standing[key] === undefined || expected.standing[key] !== memory.content)
      expect(frame, key).not.toContain(`${memory.content} [`);
  }
  // The log: every memory that does not stand is marked forgotten or superseded; reworded and pinned ones say so.
  for (const [key, memory] of Object.entries(memories) as [Key, AnyEvent][]) {
    const mark = marks.get(shortId(memory.id)) ?? '';
    const wording = expected.standing[key];
    if (wording === undefined)
      expect(mark, key).toMatch(expected.replacements?.[key] ? /superseded by/ : /forgotten by/);
    else expect(mark, key).not.toMatch(/forgotten|superseded/);
    expect(mark.includes('reworded'), `${key} reworded`).toBe(
      wording !== undefined && wording !== memory.content,
    );
    expect(mark.includes('pinned'), `${key} pinned`).toBe(expected.pinned === key);
  }
  return { hits };
}

describe('corrections, as search, cortex log and the task frame read them', () => {
  it('agree through forget, undoing a forget, supersede, edit, pin, unpin, and undoing an edit and a supersession', async () => {
    const root = tempRepo();
    let minute = 0;
    const at = () => new Date(Date.parse('2026-11-21T09:00:00.000Z') + minute++ * 60_000);
    const run = async (...args: string[]) => {
      const result = await cortex(root, args, { now: at() });
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    };
    const lastControl = () =>
      readEventLog(projectPaths(root))
        .events.filter((event) => event.type.startsWith('memory_'))
        .at(-1)!;
    await run('init');
    await cortex(root, ['import', '-'], {
      stdin: Object.values(memories).map(serializeEvent).join('\n'),
    });
    const all = {
      ledger: memories.ledger.content,
      limits: memories.limits.content,
      deploys: memories.deploys.content,
      exports: memories.exports.content,
    };
    await expectAgreement(root, at(), { standing: all });

    await run('forget', shortId(memories.ledger.id));
    const forget = lastControl();
    const { ledger: _forgotten, ...withoutLedger } = all;
    await expectAgreement(root, at(), { standing: withoutLedger });

    // Forgetting the forget brings the memory back everywhere.
    await run('forget', shortId(forget.id));
    await expectAgreement(root, at(), { standing: all });

    await run('supersede', shortId(memories.limits.id), 'Rate limits use Postgres advisory locks');
    const supersession = lastControl();
    const { limits: _replaced, ...withoutLimits } = all;
    const replaced = {
      standing: withoutLimits,
      replacements: { limits: 'Rate limits use Postgres advisory locks' },
    };
    await expectAgreement(root, at(), replaced);

    const edit = testEvent({
      key: 'edit-exports',
      type: 'memory_edited',
      refs: [memories.exports.id],
      content: 'Exports use commas as separators',
      ts: at().toISOString(),
    });
    await cortex(root, ['import', '-'], { stdin: serializeEvent(edit) });
    const edited = {
      ...replaced,
      standing: { ...withoutLimits, exports: 'Exports use commas as separators' },
    };
    const before = await expectAgreement(root, at(), edited);

    await run('pin', shortId(memories.ledger.id));
    const pinned = await expectAgreement(root, at(), { ...edited, pinned: 'ledger' });
    const score = (hits: { id: string; score: number }[]) =>
      hits.find((hit) => hit.id === memories.ledger.id)!.score;
    expect(score(pinned.hits) - score(before.hits)).toBeCloseTo(0.05, 2);

    await run('unpin', shortId(memories.ledger.id));
    await expectAgreement(root, at(), edited);

    // Forgetting the edit restores the first wording; forgetting the supersession, the replaced memory.
    await run('forget', shortId(edit.id));
    await expectAgreement(root, at(), replaced);
    await run('forget', shortId(supersession.id));
    await expectAgreement(root, at(), { standing: all });
  });
});
