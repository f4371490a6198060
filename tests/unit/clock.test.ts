/**
 * Time enters cortex through the I/O context. Whatever depends on "now" (the briefing's
 * decay and ages, `--since 7d`, the future-dated clamp, the month folder of a new file)
 * must give the same answers a year later for a log a year younger: nothing may read the
 * machine's clock behind the context's back, and no answer may hang on a calendar date.
 */
import { describe, expect, it } from 'vitest';
import { clockFromEnv } from '../../src/clock.js';
import { parseDateArg } from '../../src/events/dates.js';
import { monthFolder } from '../../src/events/paths.js';
import type { AnyEvent } from '../../src/events/envelope.js';
import { buildBriefing } from '../../src/projections/briefing.js';
import { digestEvents } from '../../src/projections/digest.js';
import { clampFutureEvents } from '../../src/projections/future-dates.js';
import { foldMemories } from '../../src/projections/corrections.js';
import { effectiveSalience } from '../../src/projections/salience.js';
import { STORY_NOW, storyEvents } from '../fixtures/projections/story.js';

const YEAR_MS = 366 * 86_400_000;
const LATER = new Date(STORY_NOW.getTime() + YEAR_MS);

/** The story's events, every one a year (and a day) later. */
function shifted(events: readonly AnyEvent[]): AnyEvent[] {
  return events.map((event) => ({
    ...event,
    ts: new Date(Date.parse(event.ts) + YEAR_MS).toISOString(),
  }));
}

/** A text with each calendar date replaced by its distance in days from `now`. */
function relativeDates(text: string, now: Date): string {
  return text.replace(
    /\b(\d{4}-\d{2}-\d{2})\b/g,
    (date) => `D${Math.round((Date.parse(date) - now.getTime()) / 86_400_000)}`,
  );
}

describe('clockFromEnv', () => {
  it('runs on the machine clock unless CORTEX_NOW pins its start', () => {
    let machine = 1_000;
    expect(clockFromEnv({}, () => machine)().getTime()).toBe(1_000);
    const pinned = clockFromEnv({ CORTEX_NOW: '2026-11-21T09:00:00Z' }, () => machine);
    expect(pinned().toISOString()).toBe('2026-11-21T09:00:00.000Z');
    machine += 250;
    expect(pinned().toISOString()).toBe('2026-11-21T09:00:00.250Z');
  });

  it('ignores a value that is not a date rather than stop a hook', () => {
    expect(clockFromEnv({ CORTEX_NOW: 'tomorrow-ish' }, () => 42)().getTime()).toBe(42);
  });
});

describe('answers that depend on the clock', () => {
  it('brief a log the same way at two clocks a year apart', () => {
    const input = (events: AnyEvent[], now: Date) => ({
      digest: digestEvents(events),
      now,
      branch: 'main',
      access: new Map(),
      reality: { branch: 'main', missingFiles: new Set<string>(), manifests: [] },
    });
    const before = buildBriefing(input(storyEvents(), STORY_NOW));
    const after = buildBriefing(input(shifted(storyEvents()), LATER));
    expect(before.memoryIds.length).toBeGreaterThan(1);
    expect(after.memoryIds).toEqual(before.memoryIds);
    expect(relativeDates(after.text, LATER)).toBe(relativeDates(before.text, STORY_NOW));
  });

  it('decay a memory by its age, not by the date', () => {
    const memoriesAt = (events: AnyEvent[]) => foldMemories(events).memories;
    const now = memoriesAt(storyEvents());
    const later = memoriesAt(shifted(storyEvents()));
    expect(later.map((memory) => effectiveSalience(memory, undefined, LATER))).toEqual(
      now.map((memory) => effectiveSalience(memory, undefined, STORY_NOW)),
    );
  });

  it('read relative dates from the clock given', () => {
    for (const text of ['7 days ago', '3.weeks.ago', '12 hours ago', 'yesterday', 'now']) {
      expect(LATER.getTime() - parseDateArg(text, LATER, false, 'since'), text).toBe(
        STORY_NOW.getTime() - parseDateArg(text, STORY_NOW, false, 'since'),
      );
    }
  });

  it('flag the same events as dated in the future', () => {
    const events = storyEvents();
    const ahead = {
      ...events[3]!,
      ts: new Date(STORY_NOW.getTime() + 30 * 86_400_000).toISOString(),
    };
    const flagged = (list: AnyEvent[], now: Date) => [
      ...clampFutureEvents(digestEvents(list), now).futureDated.keys(),
    ];
    expect(flagged(shifted([...events.slice(0, 3), ahead]), LATER)).toEqual(
      flagged([...events.slice(0, 3), ahead], STORY_NOW),
    );
    expect(flagged([...events.slice(0, 3), ahead], STORY_NOW)).toEqual([ahead.id]);
  });

  it('start new event files in the month of the clock given', () => {
    expect(monthFolder(STORY_NOW)).toBe('2026-09');
    expect(monthFolder(LATER)).toBe('2027-09');
  });
});
