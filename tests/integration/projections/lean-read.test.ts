/**
 * The committed projections read lean (readLogDigest with COMMITTED_NEEDS: knowledge they
 * do not show held as stubs, the stubs they do show read whole again) render the same bytes
 * as from the whole log: decisions.md, decisions-archive.md, active-plan.md and every
 * decision record, on the replay of every shared real session, on the story log, and on
 * generated logs full of the hard cases (corrections of every kind, of shown and of stubbed
 * memories, supersessions mixing both, forgotten plans that bring an older plan back,
 * copies and id collisions across files, references, odd line endings).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { makeEvent, type AnyEvent } from '../../../src/events/envelope.js';
import { deriveEventId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import type { EventType } from '../../../src/events/types.js';
import { COMMITTED_NEEDS, renderProjections } from '../../../src/projections/committed.js';
import { isStub } from '../../../src/projections/digest.js';
import { readLogDigest } from '../../../src/projections/log-reader.js';
import { capture, initialisedRepo } from '../../helpers/capture.js';
import { describeWithFixtures, transcriptFiles, TRANSCRIPTS } from '../../helpers/fixtures.js';
import { storyEvents } from '../../fixtures/projections/story.js';
import { random } from '../../../bench/realistic.js';

const made: string[] = [];
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

/** What the committed projections are, as bytes: the three files, every record (name and text), and the ids a record file may name. */
function rendered(root: string, lean: boolean) {
  const log = readLogDigest(projectPaths(root), {
    cache: 'off',
    ...(lean ? { needs: COMMITTED_NEEDS } : {}),
  });
  const projections = renderProjections(log.digest);
  return {
    files: projections.files,
    records: [...projections.records].map(([name, record]) => [name, record.key, record.text]),
    decisions: projections.decisions,
    plans: projections.plans,
    ids: [...projections.fold.byId.keys()].sort(),
    stubs: log.digest.memoryEvents.filter(isStub).length,
    events: log.digest.eventCount,
  };
}

/** Asserts both reads render the same; returns how many stubs the lean one held. */
function expectSame(root: string): number {
  const { stubs: wholeStubs, ...whole } = rendered(root, false);
  const { stubs, ...lean } = rendered(root, true);
  expect(wholeStubs).toBe(0);
  expect(lean).toEqual(whole);
  return stubs;
}

/** A directory with a `.cortex/events/` of these files (name -> raw text). */
function logOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cortex-lean-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    const path = join(root, '.cortex', 'events', '2026-11', name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  return root;
}

const lines = (events: readonly AnyEvent[]) =>
  events.map((event) => serializeEvent(event)).join('\n') + '\n';

const KNOWLEDGE: EventType[] = [
  'decision_made',
  'approach_rejected',
  'plan_created',
  'plan_step_completed',
  'knowledge_acquired',
  'error_resolved',
  'preference_noted',
  'task_completed',
];
const STEPS = [
  'Parse the CSV exports',
  'Store transactions in the ledger',
  'Write the monthly report',
  'Categorise by payee rules',
  'Add the import command',
];

/**
 * A log of `count` events over several files: every knowledge type, activity, and
 * corrections (forget, supersede with one to three targets, pin and unpin, edit, forget of
 * a correction) aimed at earlier, later, missing and stubbed events alike; references;
 * copies of events in a second file, and different events under one id.
 */
function generatedLog(seed: number, count: number): Record<string, string> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const ids: string[] = [];
  const files: AnyEvent[][] = [[], [], [], []];
  const start = Date.parse('2026-03-01T00:00:00.000Z');
  for (let i = 0; i < count; i++) {
    const ms = start + Math.floor(next() * 90 * 86_400_000);
    // Some times without milliseconds: they sort after parsing, not as strings.
    const ts =
      next() < 0.1
        ? new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')
        : new Date(ms).toISOString();
    const id = deriveEventId(ms, `lean/${seed}/${i}`);
    const roll = next();
    const session = next() < 0.15 ? null : `session-${Math.floor(next() * 12)}`;
    const branch = pick(['main', 'main', 'feature/report', null]);
    const target = () =>
      ids.length && next() < 0.9 ? pick(ids) : deriveEventId(ms, `missing/${i}`);
    const refs = next() < 0.15 ? [target()] : [];
    let init: Parameters<typeof makeEvent>[0];
    const base = { id, ts, session, branch, author: 'maria@example.com', refs };
    if (roll < 0.2) {
      const type = pick([
        'memory_retracted',
        'memory_superseded',
        'memory_pinned',
        'memory_edited',
      ] as const);
      const targets =
        type === 'memory_superseded'
          ? Array.from({ length: 1 + Math.floor(next() * 3) }, target)
          : [target()];
      const data =
        type === 'memory_pinned'
          ? { pinned: next() < 0.7 }
          : type === 'memory_edited' && next() < 0.5
            ? { reason: `because ${i}` }
            : {};
      init = {
        ...base,
        type,
        refs: targets,
        content:
          type === 'memory_superseded' || type === 'memory_edited'
            ? `Plan: ${pick(STEPS)} instead (${i})`
            : `${type} ${i}`,
        source: { layer: 'manual' },
        data,
      } as never;
    } else if (roll < 0.3) {
      init = {
        ...base,
        type: 'file_modified',
        content: `src/file-${i}.ts`,
        source: { layer: 'structural' },
        data: { files: [`src/file-${i}.ts`] },
      } as never;
    } else {
      const type = pick(KNOWLEDGE);
      const confidence = next() < 0.2 ? 0.3 : 1;
      const data =
        type === 'plan_created'
          ? next() < 0.5
            ? {
                steps: STEPS.slice(0, 2 + Math.floor(next() * 3)).map((content) => ({
                  content,
                  status: pick(['pending', 'in_progress', 'completed'] as const),
                })),
              }
            : { plan: STEPS.map((step) => `- ${step}`).join('\n') }
          : type === 'plan_step_completed'
            ? { step: pick(STEPS) }
            : type === 'decision_made' || type === 'approach_rejected'
              ? {
                  reason: `reason ${i}`,
                  ...(next() < 0.3 ? { tags: ['storage'], files: ['src/ledger.ts'] } : {}),
                }
              : {};
      const content =
        type === 'plan_step_completed'
          ? `Completed: ${pick(STEPS)}`
          : `${type.replace('_', ' ')} number ${i}: ${pick(STEPS)}`;
      init = { ...base, type, content, confidence, source: { layer: 'tag' }, data } as never;
    }
    const event = makeEvent(init) as AnyEvent;
    ids.push(id);
    const file = Math.floor(next() * 3);
    files[file]!.push(event);
    // A copy in another file (a merge), or another event under the same id (a collision).
    if (next() < 0.03) files[3]!.push(event);
    if (next() < 0.02)
      files[3]!.push({
        ...event,
        content: `${event.content} (other)`,
        type: pick(['knowledge_acquired', 'decision_made', 'error_resolved']),
        data: {},
      } as AnyEvent);
  }
  return {
    'a.ndjson': lines(files[0]!),
    // Blank lines and CRLF line ends: the places of stubs are counted in lines as the scan counts them.
    'b.ndjson': '\n' + files[1]!.map((event) => serializeEvent(event)).join('\r\n\n') + '\r\n',
    'c.ndjson': lines(files[2]!),
    'd.ndjson': files[3]!.length ? lines(files[3]!) : '',
  };
}

describe('the committed projections read lean render the same bytes', () => {
  it('on the story log', () => {
    expect(expectSame(logOf({ 'story.ndjson': lines(storyEvents()) }))).toBeGreaterThan(0);
  });

  it('on 40 generated logs full of corrections, copies and collisions', () => {
    let stubs = 0;
    for (let seed = 1; seed <= 40; seed++)
      stubs += expectSame(logOf(generatedLog(seed, 60 + seed * 10)));
    expect(stubs).toBeGreaterThan(1000);
  });

  it('when a stubbed memory is what a correction aims at', () => {
    const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    let n = 0;
    const event = (
      type: EventType,
      content: string,
      extra: Partial<AnyEvent> = {},
      minute = n,
    ): AnyEvent =>
      makeEvent({
        id: deriveEventId(Date.parse(at(minute)), `hard/${n++}`),
        ts: at(minute),
        type,
        session: 's1',
        branch: 'main',
        author: 'a@example.com',
        content: content || type,
        source: { layer: 'manual' },
        ...extra,
      } as never) as AnyEvent;
    const decision = event('decision_made', 'Use SQLite for the ledger', {
      data: { reason: 'one file' },
    } as never);
    const knowledge = event('knowledge_acquired', 'The bank exports CSV in Latin-1');
    const error = event('error_resolved', 'Fixed the BOM in the header');
    const fact = event('knowledge_acquired', 'Amounts use a decimal comma');
    const oldPlan = event('plan_created', 'Plan: the old plan', {
      data: {
        steps: [
          { content: 'Old step one', status: 'pending' },
          { content: 'Old step two', status: 'pending' },
        ],
      },
    } as never);
    const oldStep = event('plan_step_completed', 'Completed: Old step one', {
      data: { step: 'Old step one' },
    } as never);
    const newPlan = event('plan_created', 'Plan: the new plan', {
      data: {
        steps: [
          { content: 'New step', status: 'pending' },
          { content: 'Other step', status: 'pending' },
        ],
      },
    } as never);
    const namedStep = event('plan_step_completed', 'Completed: Old step two', {
      refs: [oldPlan.id],
      data: { step: 'Old step two' },
    } as never);
    const controls = [
      // The newest plan forgotten: the old plan and its steps are current again.
      event('memory_retracted', '', { refs: [newPlan.id] }),
      // A decision that replaces a stubbed memory: its record names it by title.
      event('memory_superseded', 'Use SQLite, with decimal commas', {
        refs: [decision.id, fact.id],
      }),
      // A replacement whose first target is stubbed: it is of that type (not shown).
      event('memory_superseded', 'Errors: strip the BOM first', { refs: [error.id, decision.id] }),
      event('memory_pinned', '', { refs: [knowledge.id], data: { pinned: true } } as never),
      event('memory_edited', 'The bank exports CSV in UTF-8', { refs: [knowledge.id] }),
      // A reference ages the decision.
      event('knowledge_acquired', 'The ledger file is in .tally/', { refs: [decision.id] }),
    ];
    const collision = { ...knowledge, content: 'Another fact under the same id' } as AnyEvent;
    const decisionUnderStubId = {
      ...error,
      type: 'decision_made',
      content: 'A decision under an error id',
      data: { reason: 'clash' },
    } as AnyEvent;
    const root = logOf({
      'one.ndjson': lines([
        decision,
        knowledge,
        error,
        fact,
        oldPlan,
        oldStep,
        newPlan,
        namedStep,
        ...controls,
      ]),
      'two.ndjson': lines([knowledge, collision, decisionUnderStubId, oldStep]),
    });
    expect(expectSame(root)).toBeGreaterThan(0);
    const lean = rendered(root, true);
    const plan = lean.files['.cortex/active-plan.md'];
    // The replacement's record names what it replaced, the stubbed fact by its words.
    expect(lean.records.map(([, , text]) => text).join('\n')).toContain(
      'Amounts use a decimal comma',
    );
    // The newest plan forgotten, the old one is current again, both its steps ticked off (one by name).
    expect(plan).toContain('- main: The old plan (2 of 2 steps done)');
  });
});

describe('a large event file, read a piece at a time', () => {
  it('gives the events, warnings and places a whole read gives', () => {
    const events: AnyEvent[] = [];
    const start = Date.parse('2026-04-01T00:00:00.000Z');
    for (let i = 0; i < 9000; i++) {
      const ms = start + i * 60_000;
      const type =
        i % 40 === 0
          ? 'decision_made'
          : (['knowledge_acquired', 'plan_created', 'error_resolved'] as const)[i % 3]!;
      const content = `Event ${i}: ${'ünïcødé 漢字 '.repeat(40)}${'x'.repeat(i % 1000)}`;
      events.push(
        makeEvent({
          id: deriveEventId(ms, `big/${i}`),
          ts: new Date(ms).toISOString(),
          type,
          session: `s${i % 50}`,
          branch: `b${i % 3}`,
          author: 'a@example.com',
          content,
          source: { layer: 'tag' },
          data: type === 'decision_made' ? { reason: `r${i}` } : {},
        } as never) as AnyEvent,
      );
    }
    const text =
      events
        .map(
          (event, i) =>
            serializeEvent(event) +
            (i % 7 === 0 ? '\r\n' : '\n') +
            (i === 4000 ? 'not json\n\n' : ''),
        )
        .join('') + '{"v":1,"id":"torn';
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * 4 * 1024 * 1024);
    const root = logOf({ 'import.ndjson': text });
    const paths = projectPaths(root);
    // The cache's read parses each file whole: the reference.
    const whole = readLogDigest(paths, { cache: 'refresh' });
    for (const lean of [
      readLogDigest(paths, { cache: 'off' }),
      readLogDigest(paths, { cache: 'off', needs: COMMITTED_NEEDS }),
    ]) {
      expect(lean.warnings).toEqual(whole.warnings);
      expect(lean.warnings.map((warning) => warning.line)).toEqual([4002, 9003]);
      expect(lean.files.map(({ path, bytes }) => [path, bytes])).toEqual(
        whole.files.map(({ path, bytes }) => [path, bytes]),
      );
      expect(lean.digest.eventCount).toBe(9000);
      const [a, b] = [renderProjections(lean.digest), renderProjections(whole.digest)];
      expect(a.files).toEqual(b.files);
      expect([...a.records].map(([name, record]) => [name, record.text])).toEqual(
        [...b.records].map(([name, record]) => [name, record.text]),
      );
    }
  });
});

describeWithFixtures('the committed projections of the replayed real sessions, read lean', () => {
  it('render the same bytes as from the whole log, for every shared fixture folder', async () => {
    let stubs = 0;
    const folders = readdirSync(TRANSCRIPTS, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.length).toBeGreaterThan(0);
    for (const { name: folder } of folders) {
      const root = await initialisedRepo();
      made.push(root);
      for (const name of transcriptFiles(join(TRANSCRIPTS, folder)))
        await capture(root, join(TRANSCRIPTS, folder, name), { final: true });
      stubs += expectSame(root);
    }
    expect(stubs).toBeGreaterThan(0);
  }, 300_000);
});
