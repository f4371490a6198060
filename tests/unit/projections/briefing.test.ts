import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import type { AnyEvent } from '../../../src/events/envelope.js';
import type { AccessEntry } from '../../../src/projections/access.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { buildBriefing, type BriefingInput } from '../../../src/projections/briefing.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { digestEvents } from '../../../src/projections/digest.js';
import { NO_REALITY } from '../../../src/projections/reality.js';
import { effectiveSalience } from '../../../src/projections/salience.js';
import { storyEvent } from '../../fixtures/projections/story.js';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-20T09:00:00.000Z');

function brief(events: AnyEvent[], extra: Partial<BriefingInput> = {}) {
  return buildBriefing({ digest: digestEvents(events), now: NOW, branch: 'main', access: new Map(), reality: NO_REALITY, ...extra });
}

const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

describe('buildBriefing with 500 immortal decisions', () => {
  // 500 decisions over 100 sessions, five a session, the newest last; three old ones are retrieved often.
  const subjects = ['the importer', 'the ledger', 'the report', 'the rules engine', 'the CLI'];
  const events = Array.from({ length: 500 }, (_, i) =>
    storyEvent({
      key: `d${i}`,
      type: i % 10 === 9 ? 'approach_rejected' : 'decision_made',
      ts: hoursAgo(1000 - i * 2),
      session: `session-${Math.floor(i / 5) + 1}`,
      content: `D${i}: ${i % 10 === 9 ? 'Rejected' : 'Use'} approach ${i} for ${subjects[i % 5]}`,
      data: { reason: `it kept case ${i} simple and measured well` },
    }),
  );
  const access = new Map<string, AccessEntry>([
    [events[3]!.id, { count: 12, last: hoursAgo(5) }],
    [events[17]!.id, { count: 9, last: hoursAgo(20) }],
    [events[42]!.id, { count: 15, last: hoursAgo(2) }],
  ]);
  const briefing = brief(events, { access });

  it('stays within the 2,000-token budget, counted by the real tokenizer, and under 10,000 characters', () => {
    expect(countTokens(briefing.text)).toBeLessThanOrEqual(2000);
    expect(briefing.text.length).toBeLessThan(10_000);
  });

  it('keeps the newest decisions and the most retrieved, and drops old unretrieved ones', () => {
    for (const i of [499, 498, 497, 496, 495, 3, 17, 42]) expect(briefing.text).toContain(`D${i}:`);
    for (const i of [4, 100, 250]) expect(briefing.text).not.toContain(`D${i}:`);
  });

  it('matches the golden file', async () => {
    await expect(briefing.text).toMatchFileSnapshot('../../fixtures/projections/many-decisions/briefing.md');
  });

  it('leaves decisions.md readable: the 300 most recently touched in it, the rest archived whatever their age', () => {
    // The index does not age entries out (that would rewrite lines on every branch at once); it caps them.
    expect(renderProjectionsOf(events).decisions).toEqual({ full: 50, line: 250, archived: 200 });
  });
});

describe('buildBriefing: budgets per kind', () => {
  const many = (kind: 'gotcha' | 'decision' | 'fix', count: number) =>
    Array.from({ length: count }, (_, i) => {
      const ts = hoursAgo(300 - i);
      if (kind === 'gotcha') return storyEvent({ key: `g${i}`, type: 'knowledge_acquired', ts, session: 's1', content: `Gotcha ${i}: the parser chokes on input shape ${i} unless it is normalised`, data: { kind: 'gotcha' } });
      if (kind === 'decision') return storyEvent({ key: `d${i}`, type: 'decision_made', ts, session: 's1', content: `Decision ${i}: keep stage ${i} of the parser streaming` });
      return storyEvent({ key: `f${i}`, type: 'error_resolved', ts, session: 's1', content: `Fix ${i}: ENOENT on cache dir ${i}, create it first` });
    });
  const count = (text: string, label: string) => (text.match(new RegExp(`${label} \\d+:`, 'g')) ?? []).length;
  const gotchas = many('gotcha', 300);

  it('shares the budget by kind, so that many gotchas do not crowd out decisions and fixes', () => {
    const text = brief([...gotchas, ...many('decision', 100), ...many('fix', 100)]).text;
    const shown = { gotchas: count(text, 'Gotcha'), decisions: count(text, 'Decision'), fixes: count(text, 'Fix') };
    // Weights: decisions 25, fixes 10, gotchas 10.
    expect(shown.decisions).toBeGreaterThan(shown.gotchas * 1.5);
    expect(shown.fixes).toBeGreaterThan(4);
    expect(shown.gotchas).toBeGreaterThan(4);
  });

  it('gives a kind the budget the others leave unused', () => {
    const alone = brief(gotchas).text;
    const shared = brief([...gotchas, ...many('decision', 5), ...many('fix', 5)]).text;
    expect(count(shared, 'Decision')).toBe(5);
    expect(count(shared, 'Fix')).toBe(5);
    expect(count(alone, 'Gotcha')).toBeGreaterThan(count(shared, 'Gotcha'));
    expect(countTokens(alone)).toBeLessThanOrEqual(2000);
    expect(countTokens(alone)).toBeGreaterThan(1700);
  });

  it('honours a smaller budget and a char limit', () => {
    const small = brief([...gotchas, ...many('decision', 50)], { options: { budget: 600 } });
    expect(countTokens(small.text)).toBeLessThanOrEqual(600);
    const dense = brief(gotchas, { options: { budget: 8000, maxChars: 9_800 } });
    expect(dense.text.length).toBeLessThanOrEqual(9_800);
  });
});

describe('buildBriefing: decay, reinforcement, branches', () => {
  const learned = (key: string, ts: string, content: string, branch = 'main', type: 'knowledge_acquired' | 'task_completed' = 'knowledge_acquired') =>
    storyEvent({ key, type, ts, session: `session-${key}`, branch, content });

  it('decays salience by 0.995 per hour since the last access (the paper\'s example)', () => {
    const event = learned('paper', hoursAgo(48), 'A fact');
    const memory = foldMemories([event]).memories[0]!;
    expect(effectiveSalience(memory, undefined, NOW)).toBeCloseTo(0.7 * 0.995 ** 48, 6);
    expect(effectiveSalience(memory, { count: 1, last: hoursAgo(0) }, NOW)).toBeCloseTo(0.84, 6);
    expect(effectiveSalience(memory, { count: 5, last: hoursAgo(0) }, NOW)).toBe(1);
  });

  it('prefers recent knowledge when the budget is tight, unless the old one was retrieved lately', () => {
    const filler = Array.from({ length: 40 }, (_, i) => learned(`filler${i}`, hoursAgo(50 + i), `Filler fact ${i} about the ledger format and its quirks`));
    const fresh = learned('fresh', hoursAgo(1), 'FRESH: the export adds a BOM');
    const stale = learned('stale', hoursAgo(24 * 20), 'STALE: the export once used tabs');
    const tight = { options: { budget: 400 } };
    expect(brief([...filler, fresh, stale], tight).text).toContain('FRESH');
    expect(brief([...filler, fresh, stale], tight).text).not.toContain('STALE');
    const access = new Map([[stale.id, { count: 4, last: hoursAgo(1) }]]);
    expect(brief([...filler, fresh, stale], { ...tight, access }).text).toContain('STALE');
  });

  it('boosts the current branch and pushes other feature branches\' progress down', () => {
    const mainTasks = Array.from({ length: 30 }, (_, i) => learned(`t${i}`, hoursAgo(20 + i), `Main task ${i}: finished part ${i} of the importer`, 'main', 'task_completed'));
    const mine = learned('mine', hoursAgo(60), 'MINE: finished the rules parser', 'feature/rules', 'task_completed');
    const theirs = learned('theirs', hoursAgo(2), 'THEIRS: finished part 7 of the chart colours and the legend layout', 'feature/charts', 'task_completed');
    const text = brief([...mainTasks, mine, theirs], { branch: 'feature/rules', options: { budget: 400 } }).text;
    expect(text).toContain('MINE');
    expect(text).toContain('Main task 0:');
    expect(text).not.toContain('THEIRS');
    expect(brief([...mainTasks, mine, theirs], { branch: 'feature/charts', options: { budget: 400 } }).text).toContain('THEIRS');
  });

  it('marks old unreinforced knowledge as possibly outdated, and not once it was retrieved lately', () => {
    const sessions = Array.from({ length: 12 }, (_, i) => learned(`s${i}`, hoursAgo(12 - i), `Work of session ${i}`, 'main', 'task_completed'));
    const old = storyEvent({ key: 'old', type: 'knowledge_acquired', ts: hoursAgo(13), session: 'session-old', content: 'OLD: amounts are stored as floats', data: { kind: 'gotcha' } });
    expect(brief([old, ...sessions]).text).toMatch(/OLD: amounts are stored as floats \[s1\] \(possibly outdated\)/);
    const access = new Map([[old.id, { count: 1, last: hoursAgo(3) }]]);
    expect(brief([old, ...sessions], { access }).text).toMatch(/OLD: amounts are stored as floats \[s1\]\n/);
  });

  it('keeps low-confidence captures out, and pinned memories in whatever their age', () => {
    const guess = storyEvent({ key: 'guess', type: 'decision_made', ts: hoursAgo(1), session: 's', layer: 'keyword', confidence: 0.3, content: 'GUESS: decided to read the file' });
    const pinned = storyEvent({ key: 'pinned', type: 'preference_noted', ts: hoursAgo(24 * 400), session: 'old', content: 'PINNED: never push to main directly' });
    const pin = storyEvent({ key: 'pin', type: 'memory_pinned', ts: hoursAgo(24 * 399), session: 'old', layer: 'manual', content: 'Pinned', refs: [pinned.id], data: { pinned: true } });
    const filler = Array.from({ length: 60 }, (_, i) => storyEvent({ key: `p${i}`, type: 'preference_noted', ts: hoursAgo(i + 1), session: 'new', content: `Preference ${i}: keep functions short and named for what they do` }));
    const text = brief([guess, pinned, pin, ...filler], { options: { budget: 500 } }).text;
    expect(text).not.toContain('GUESS');
    expect(text).toContain('PINNED');
  });
});

describe('buildBriefing: shape', () => {
  it('briefs an empty log with the preamble and the memory instructions only', () => {
    const briefing = brief([]);
    expect(briefing.text).toContain('nothing has been recorded yet');
    expect(briefing.text).toContain('[MEMORY: decision]');
    expect(briefing.text).not.toContain('## Active plan');
  });

  it('is the same text for the same arguments, whatever order the events come in', () => {
    const events = Array.from({ length: 50 }, (_, i) => storyEvent({ key: `o${i}`, type: i % 3 ? 'knowledge_acquired' : 'decision_made', ts: hoursAgo(100 - i), session: `s${i % 7}`, content: `Fact ${i}` }));
    expect(brief([...events].reverse()).text).toBe(brief(events).text);
  });
});

describe('buildBriefing: what earns the tokens', () => {
  const lesson = (key: string, session: string, content: string, hours: number) => storyEvent({ key, type: 'knowledge_acquired', ts: hoursAgo(hours), session, content, data: { kind: 'gotcha' } });

  it('shows a lesson learned in several sessions once, "seen in N sessions", ahead of one seen once', () => {
    const events = [
      lesson('a1', 's1', 'The ledger importer must strip the BOM before reading the first CSV field', 30),
      lesson('a2', 's2', 'The ledger importer must strip the BOM before reading the very first CSV field', 20),
      lesson('a3', 's3', 'The ledger importer must strip the BOM before reading the first CSV field again', 10),
      lesson('b', 's3', 'Payee rules are matched top to bottom, first match wins', 1),
    ];
    const text = brief(events).text;
    expect(text.match(/strip the BOM/g)).toHaveLength(1);
    expect(text).toMatch(/strip the BOM.*\(seen in 3 sessions\)/);
    expect(text.indexOf('strip the BOM')).toBeLessThan(text.indexOf('Payee rules'));
  });

  it('keeps recent activity to one line per session and at most 15% of the tokens', () => {
    const activity = Array.from({ length: 60 }, (_, i) =>
      storyEvent({ key: `e${i}`, type: i % 2 ? 'file_modified' : 'command_run', ts: hoursAgo(60 - i), session: `s${Math.floor(i / 10)}`, content: i % 2 ? `Edited src/part${i}/file.ts` : 'Ran `npm test`', data: i % 2 ? { files: [`src/part${i}/file.ts`] } : { command: 'npm test' } }),
    );
    const lessons = Array.from({ length: 12 }, (_, i) => lesson(`l${i}`, `s${i % 6}`, `Lesson ${i}: the ${['parser', 'ledger', 'report', 'rules', 'importer', 'cli'][i % 6]} needs care with case ${i}`, 70 - i));
    const result = brief([...activity, ...lessons]);
    const lines = result.text.split('\n').filter((line) => /^- s\d+ \(/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => /^- (s\d+)/.exec(line)![1])).size).toBe(lines.length);
    const activityTokens = lines.reduce((sum, line) => sum + countTokens(line), 0);
    expect(activityTokens).toBeLessThanOrEqual(0.15 * countTokens(result.text));
  });
});
