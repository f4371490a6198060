import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { buildBriefing, type BriefingInput } from '../../../src/projections/briefing.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { digestEvents } from '../../../src/projections/digest.js';
import { NO_REALITY } from '../../../src/projections/reality.js';
import { storyEvent } from '../../fixtures/projections/story.js';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-20T09:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

function brief(events: AnyEvent[], extra: Partial<BriefingInput> = {}) {
  return buildBriefing({
    digest: digestEvents(events),
    now: NOW,
    branch: 'feature/import',
    access: new Map(),
    reality: NO_REALITY,
    ...extra,
  });
}

function outcome(
  key: string,
  session: string,
  branch: string,
  hours: number,
  data: Record<string, unknown>,
): AnyEvent {
  return storyEvent({
    key,
    type: 'session_outcome',
    ts: hoursAgo(hours),
    session,
    branch,
    content: `Goal: ${String(data.goal)}`,
    data: { openEnds: [], docs: [], commits: [], branches: [branch], ...data } as never,
  });
}

describe('buildBriefing: where work stands', () => {
  const events = [
    outcome('o1', 's1', 'main', 50, {
      goal: 'Set up the ledger schema',
      outcome: 'Schema and migrations in place.',
    }),
    outcome('o2', 's2', 'feature/import', 30, {
      goal: 'Import bank CSV exports',
      outcome: 'The parser reads the UTF-16 exports.',
      openEnds: ['The ING export still fails on its date column'],
    }),
    outcome('o3', 's3', 'feature/import', 5, {
      goal: 'Finish the importer',
      outcome: 'The ING export imports; totals match the bank statement.',
      openEnds: ['Duplicate detection is not written yet'],
      docs: [{ path: 'docs/import.md', title: 'How imports work' }],
      commits: [{ hash: 'abcdef1234567', subject: 'Parse DD.MM.YYYY dates' }],
    }),
    storyEvent({
      key: 'd3',
      type: 'decision_made',
      ts: hoursAgo(5.5),
      session: 's3',
      branch: 'feature/import',
      content: 'Dates are parsed with an explicit DD.MM.YYYY format, never by Date.parse',
    }),
  ];

  it("gives this branch's last session in full and the one before it briefly", () => {
    const text = brief(events).text;
    expect(text).toMatch(
      /^- s3, \d{4}-\d\d-\d\d on `feature\/import`: \*\*Goal:\*\* Finish the importer \*\*Outcome:\*\* The ING export imports; totals match the bank statement\. \*\*Open:\*\* Duplicate detection is not written yet \*\*Docs written:\*\* docs\/import\.md \("How imports work"\) \*\*Commits:\*\* abcdef1 Parse DD\.MM\.YYYY dates \*\*Decided:\*\* Dates are parsed/m,
    );
    expect(text).toContain('**Goal:** Import bank CSV exports');
    expect(text).not.toContain('Set up the ledger schema');
  });

  it('says what the user said in a prompt apart from what the session decided', () => {
    const said = storyEvent({
      key: 'd4',
      type: 'decision_made',
      ts: hoursAgo(5.2),
      session: 's3',
      branch: 'feature/import',
      content: "let's rename the amount column to amount_cents and keep reading the old name",
      data: { tags: ['user-prompt'] } as never,
    });
    const text = brief([...events, said]).text;
    expect(text).toMatch(
      /\*\*Decided:\*\* Dates are parsed with an explicit DD\.MM\.YYYY format, never by Date\.parse \*\*User said:\*\* let's rename the amount column to amount_cents/,
    );
  });

  it('gives the mainline and the newest other branch when this branch has no session yet', () => {
    const text = brief(events, { branch: 'feature/report' }).text;
    expect(text).toContain('**Goal:** Set up the ledger schema');
    expect(text).toContain('**Goal:** Finish the importer');
    expect(text.indexOf('Set up the ledger schema')).toBeLessThan(
      text.indexOf('Finish the importer'),
    );
  });

  it('reads an outcome that says its parts only in its text, as capture writes them', () => {
    const textOnly = storyEvent({
      key: 'o4',
      type: 'session_outcome',
      ts: hoursAgo(2),
      session: 's4',
      branch: 'feature/import',
      content:
        'Goal: Detect duplicate rows. Outcome: Duplicates are skipped. Open: The Rabobank export is not tried yet. Done: Added `rowKey()` to `import.ts`; a test for the ING export.',
      data: { branches: ['feature/import'] } as never,
    });
    const text = brief([...events, textOnly]).text;
    expect(text).toContain(
      '**Goal:** Detect duplicate rows **Outcome:** Duplicates are skipped **Done:** Added `rowKey()` to `import.ts`; a test for the ING export **Open:** The Rabobank export is not tried yet',
    );
  });

  it('takes a later outcome of the same session over the earlier one', () => {
    const later = outcome('o3b', 's3', 'feature/import', 4, {
      goal: 'Finish the importer',
      outcome: 'Duplicate detection written too; nothing open.',
    });
    const text = brief([...events, later]).text;
    expect(text).toContain('Duplicate detection written too');
    expect(text).not.toContain('totals match the bank statement');
  });

  it('says in one line which documents changed since the last session', () => {
    const text = brief(events, {
      documents: { changed: ['docs/import.md', 'README.md'], removed: ['docs/old.md'] },
    }).text;
    expect(text).toContain(
      "- The project's documents changed since the last session (changed: `docs/import.md`, `README.md`; gone: `docs/old.md`)",
    );
  });
});

describe('buildBriefing: preferences, pins and what it leaves to the first prompt', () => {
  it('gives standing preferences newest first, one said in several sessions once and first, pins whatever their age', () => {
    const preference = (key: string, session: string, hours: number, content: string) =>
      storyEvent({ key, type: 'preference_noted', ts: hoursAgo(hours), session, content });
    const pinned = storyEvent({
      key: 'old',
      type: 'knowledge_acquired',
      ts: hoursAgo(24 * 400),
      session: 'ancient',
      content: 'PINNED: the bank rounds half to even',
    });
    const events = [
      preference('p1', 's1', 40, 'Never push to main directly'),
      preference('p2', 's2', 30, 'Never push directly to main'),
      preference('p3', 's3', 20, 'Keep functions short'),
      pinned,
      storyEvent({
        key: 'pin',
        type: 'memory_pinned',
        ts: hoursAgo(1),
        session: 's3',
        layer: 'manual',
        content: 'Pinned',
        refs: [pinned.id],
        data: { pinned: true },
      }),
      storyEvent({
        key: 'd',
        type: 'decision_made',
        ts: hoursAgo(2),
        session: 's3',
        content: 'DECISION: use SQLite for the ledger',
      }),
    ];
    const text = brief(events).text;
    expect(text.match(/Never push (?:to main directly|directly to main)/g)).toHaveLength(1);
    expect(text).toMatch(/Never push directly to main.*\(said in 2 sessions\)/);
    expect(text.indexOf('Never push directly')).toBeLessThan(text.indexOf('Keep functions short'));
    expect(text).toMatch(/## Pinned\n- PINNED: the bank rounds half to even/);
    // Decisions come with the task, at the first prompt.
    expect(text).not.toContain('DECISION: use SQLite');
    expect(text).toMatch(
      /The memory holds 1 decision and rejected approach and 1 lesson and fix from 4 sessions/,
    );
  });

  it('keeps low-confidence captures out', () => {
    const guess = storyEvent({
      key: 'guess',
      type: 'preference_noted',
      ts: hoursAgo(1),
      session: 's',
      layer: 'keyword',
      confidence: 0.3,
      content: 'GUESS: the user likes tabs',
    });
    expect(brief([guess]).text).not.toContain('GUESS');
  });
});

describe('buildBriefing: size and shape', () => {
  it('stays within its budget, counted by the real tokenizer, dropping the least needed first', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      storyEvent({
        key: `p${i}`,
        type: 'preference_noted',
        ts: hoursAgo(100 - i),
        session: `s${i}`,
        content: `Preference ${i}: keep the ${['parser', 'ledger', 'report', 'rules'][i % 4]} module free of side effects in case ${i}`,
      }),
    );
    const outcomes = Array.from({ length: 5 }, (_, i) =>
      outcome(`o${i}`, `t${i}`, 'feature/import', 10 - i, {
        goal: `Goal number ${i} `.repeat(12),
        outcome: `Outcome number ${i} `.repeat(14),
        openEnds: [`Open end ${i} `.repeat(10)],
      }),
    );
    const result = brief([...many, ...outcomes], { options: { budget: 600, instructions: true } });
    expect(countTokens(result.text)).toBeLessThanOrEqual(600);
    expect(result.text).toContain('**Goal:** Goal number 4');
    expect((result.text.match(/^- Preference/gm) ?? []).length).toBeLessThanOrEqual(5);
  });

  it('briefs an empty log with the preamble and the memory instructions only', () => {
    const briefing = brief([]);
    expect(briefing.text).toContain('nothing has been recorded yet');
    expect(briefing.text).toContain('[MEMORY: decision]');
    expect(briefing.text).not.toContain('## Where work stands');
  });

  it('is the same text for the same arguments, whatever order the events come in', () => {
    const events = Array.from({ length: 50 }, (_, i) =>
      storyEvent({
        key: `o${i}`,
        type: i % 3 ? 'preference_noted' : 'session_outcome',
        ts: hoursAgo(100 - i),
        session: `s${i % 7}`,
        branch: 'feature/import',
        content: `Fact ${i}`,
        data: (i % 3 ? {} : { goal: `Goal ${i}` }) as never,
      }),
    );
    expect(brief([...events].reverse()).text).toBe(brief(events).text);
  });
});

describe('decisions.md', () => {
  it('stays readable with 500 decisions: the 300 most recently touched in it, the rest archived whatever their age', () => {
    const events = Array.from({ length: 500 }, (_, i) =>
      storyEvent({
        key: `d${i}`,
        type: 'decision_made',
        ts: hoursAgo(1000 - i * 2),
        session: `session-${Math.floor(i / 5) + 1}`,
        content: `D${i}: use approach ${i}`,
      }),
    );
    // The index does not age entries out (that would rewrite lines on every branch at once); it caps them.
    expect(renderProjectionsOf(events).decisions).toEqual({ full: 50, line: 250, archived: 200 });
  });
});
