import { readFileSync } from 'node:fs';
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { RealisticGenerator } from '../../../bench/realistic.js';
import { buildBriefing } from '../../../src/projections/briefing.js';
import { digestEvents } from '../../../src/projections/digest.js';
import { NO_REALITY } from '../../../src/projections/reality.js';
import { estimateTokens, estimateTokensByPattern } from '../../../src/projections/tokens.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Briefings and prose of the kinds the estimate budgets. */
function samples(): [string, string][] {
  const events = [
    ...new RealisticGenerator({
      seed: 3,
      startMs: Date.parse('2026-03-01T00:00:00Z'),
      sessionsPerDay: 40,
    }).stream(3000),
  ];
  const synthetic = digestEvents(events);
  const wordSalad = buildBriefing({
    digest: synthetic,
    now: new Date(Date.parse(events[events.length - 1]!.ts) + 3_600_000),
    branch: 'main',
    access: new Map(),
    reality: NO_REALITY,
  }).text;
  return [
    ['story briefing (main)', read('../../fixtures/projections/story/briefing-main.md')],
    ['story briefing (feature)', read('../../fixtures/projections/story/briefing-feature.md')],
    ['story decisions.md', read('../../fixtures/projections/story/decisions.md')],
    ['story active-plan.md', read('../../fixtures/projections/story/active-plan.md')],
    ['briefing of 3,000 realistic benchmark events', wordSalad],
    ['README.md', read('../../../README.md')],
    [
      'non-ASCII prose',
      'Die Bankexporte verwenden „;“ als Trennzeichen – Beträge wie 1.234,56 € – und Datumsangaben TT.MM.JJJJ. Ünïcödé payees: Café Zürich, 東京ストア, Łódź.\n'.repeat(
        20,
      ),
    ],
  ];
}

describe('estimateTokens', () => {
  it.each(samples())('stays within 10%% of the cl100k count on %s', (_name, text) => {
    const real = countTokens(text);
    const estimate = estimateTokens(text);
    expect(Math.abs(estimate - real) / real).toBeLessThanOrEqual(0.1);
  });

  it('gives the same count on its ASCII fast path as by the pattern, line by line', () => {
    for (const [, text] of samples()) {
      for (const line of text.split('\n')) {
        if (/^[\t\n\r\x20-\x7e]*$/.test(line))
          expect([line, estimateTokens(line)]).toEqual([line, estimateTokensByPattern(line)]);
      }
    }
  });

  it('prices the pieces that matter in a briefing sensibly', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('the')).toBe(1);
    expect(estimateTokens('[s12, 2026-11-20]')).toBeGreaterThanOrEqual(
      countTokens('[s12, 2026-11-20]') - 2,
    );
  });
});
