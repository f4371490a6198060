import { describe, expect, it } from 'vitest';
import {
  activeMemories,
  foldCorrections,
  foldMemories,
  statusOf,
} from '../../../src/projections/corrections.js';
import { storyEvent } from '../../fixtures/projections/story.js';

let clock = 0;
/** Events one minute apart, in the order they are created. */
function at(): string {
  return new Date(Date.parse('2026-10-01T09:00:00.000Z') + 60_000 * clock++).toISOString();
}

const decision = (key: string, content: string, data = {}) =>
  storyEvent({ key, type: 'decision_made', ts: at(), session: 's', content, data });
const control = <
  T extends 'memory_retracted' | 'memory_superseded' | 'memory_pinned' | 'memory_edited',
>(
  type: T,
  key: string,
  refs: string[],
  content: string,
  data?: object,
) =>
  storyEvent({
    key,
    type,
    ts: at(),
    session: 's',
    layer: 'manual',
    content,
    refs,
    ...(data ? { data: data as never } : {}),
  });

describe('foldMemories', () => {
  it('keeps every memory that nothing corrects as it was recorded', () => {
    const events = [decision('a', 'Use SQLite'), decision('b', 'Use Vitest')];
    expect(
      activeMemories(events).map((memory) => [memory.content, memory.status, memory.pinned]),
    ).toEqual([
      ['Use SQLite', 'active', false],
      ['Use Vitest', 'active', false],
    ]);
  });

  it('forgets what a retraction names', () => {
    const wrong = decision('wrong', 'The export is UTF-16');
    const fold = foldMemories([
      wrong,
      control('memory_retracted', 'forget', [wrong.id], 'Forget the UTF-16 claim'),
    ]);
    expect(fold.byId.get(wrong.id)).toMatchObject({
      status: 'retracted',
      retractedBy: expect.any(String),
    });
    expect(
      activeMemories([wrong, control('memory_retracted', 'forget2', [wrong.id], 'again')]),
    ).toEqual([]);
  });

  it('replaces a superseded memory with the new text, keeping its type and its kind, and records what it replaced', () => {
    const yaml = storyEvent({
      key: 'yaml',
      type: 'knowledge_acquired',
      ts: at(),
      session: 's',
      content: 'Rules are YAML',
      data: { kind: 'architecture', files: ['rules.yaml'] },
    });
    const json = control('memory_superseded', 'json', [yaml.id], 'Rules are JSON', {
      reason: 'no parser dependency',
    });
    const fold = foldMemories([yaml, json]);
    expect(fold.byId.get(yaml.id)).toMatchObject({ status: 'superseded', supersededBy: json.id });
    const [replacement] = activeMemories([yaml, json]);
    expect(replacement).toMatchObject({
      id: json.id,
      type: 'knowledge_acquired',
      content: 'Rules are JSON',
      status: 'active',
    });
    expect(replacement!.data).toMatchObject({
      kind: 'architecture',
      files: ['rules.yaml'],
      reason: 'no parser dependency',
    });
    expect(replacement!.replaces.map((memory) => memory.id)).toEqual([yaml.id]);
  });

  it('pins, and unpins with pinned: false, the latest word winning', () => {
    const cents = decision('cents', 'Amounts are integer cents');
    const pin = control('memory_pinned', 'pin', [cents.id], 'Pinned', { pinned: true });
    expect(foldMemories([cents, pin]).byId.get(cents.id)!.pinned).toBe(true);
    const unpin = control('memory_pinned', 'unpin', [cents.id], 'Unpinned', { pinned: false });
    expect(foldMemories([cents, pin, unpin]).byId.get(cents.id)!.pinned).toBe(false);
  });

  it('rewords an edited memory and keeps the edit for provenance', () => {
    const gotcha = decision('sep', "Exports use ';'");
    const edit = control('memory_edited', 'edit', [gotcha.id], "Exports use ';' and ',' decimals");
    const memory = foldMemories([gotcha, edit]).byId.get(gotcha.id)!;
    expect(memory.content).toBe("Exports use ';' and ',' decimals");
    expect(memory.edits.map((event) => event.id)).toEqual([edit.id]);
    expect(memory.event.content).toBe("Exports use ';'");
  });

  it('undoes a correction when the correction itself is forgotten', () => {
    const old = decision('old', 'Use lunr');
    const supersede = control('memory_superseded', 'new', [old.id], 'Use MiniSearch');
    const pin = control('memory_pinned', 'pin', [old.id], 'Pinned', { pinned: true });
    const edit = control('memory_edited', 'edit', [old.id], 'Use lunr.js');
    const undo = control('memory_retracted', 'undo', [supersede.id, pin.id, edit.id], 'Undo those');
    const fold = foldMemories([old, supersede, pin, edit, undo]);
    expect(fold.byId.get(old.id)).toMatchObject({
      status: 'active',
      pinned: false,
      content: 'Use lunr',
    });
    expect(fold.byId.has(supersede.id)).toBe(false);
    expect([...fold.cancelled].sort()).toEqual([supersede.id, pin.id, edit.id].sort());
  });

  it('restores what a retraction forgot when that retraction is itself retracted', () => {
    const fact = decision('fact', 'Use SQLite');
    const forget = control('memory_retracted', 'forget', [fact.id], 'Forget it');
    const unforget = control('memory_retracted', 'unforget', [forget.id], 'No, keep it');
    expect(activeMemories([fact, forget, unforget]).map((memory) => memory.id)).toEqual([fact.id]);
    const again = control('memory_retracted', 'again', [unforget.id], 'Forget after all');
    expect(activeMemories([fact, forget, unforget, again])).toEqual([]);
  });

  it('applies a correction that sorts before what it corrects (clocks differ between machines)', () => {
    const fact = storyEvent({
      key: 'late',
      type: 'decision_made',
      ts: '2026-10-02T10:00:00.000Z',
      session: 's',
      content: 'Use Redis',
    });
    const forget = storyEvent({
      key: 'early',
      type: 'memory_retracted',
      ts: '2026-10-02T09:59:00.000Z',
      session: 's',
      layer: 'manual',
      content: 'Forget Redis',
      refs: [fact.id],
    });
    expect(activeMemories([forget, fact])).toEqual([]);
  });

  it('leaves a supersession waiting, showing nothing, while what it replaces is not in the log', () => {
    const orphan = control(
      'memory_superseded',
      'orphan',
      ['01KAB3Y5ZQ8C4X2N7M9P0R1S2T'],
      'Replacement of something on another branch',
    );
    expect(foldMemories([orphan]).memories).toEqual([]);
  });

  it('places a replacement where its supersession is in the log', () => {
    const a = decision('pa', 'A');
    const b = decision('pb', 'B');
    const replaceA = control('memory_superseded', 'pa2', [a.id], 'A2');
    expect(activeMemories([a, b, replaceA]).map((memory) => memory.content)).toEqual(['B', 'A2']);
  });
});

describe('foldCorrections', () => {
  const id = (name: string) => name.padEnd(26, '0');
  const memoriesHere = new Set([id('A'), id('B')]);
  const isMemory = (ref: string) => memoriesHere.has(ref);

  it('reads the rules off the control events alone: who forgot, replaced, reworded and pinned what', () => {
    const corrections = foldCorrections(
      [
        { id: id('E1'), type: 'memory_edited', refs: [id('A')] },
        { id: id('E2'), type: 'memory_edited', refs: [id('A')] },
        { id: id('S1'), type: 'memory_superseded', refs: [id('B'), id('GONE')] },
        { id: id('P1'), type: 'memory_pinned', refs: [id('S1')], pinned: true },
        { id: id('R1'), type: 'memory_retracted', refs: [id('E2')] },
        { id: id('R2'), type: 'memory_retracted', refs: [id('B')] },
      ],
      isMemory,
    );
    expect(corrections.edits.get(id('A'))).toEqual([id('E1')]);
    expect(corrections.cancelled).toEqual(new Set([id('E2')]));
    // Replacing names only what is in the log; the replacement is a memory, so it can be pinned.
    expect(corrections.replacements.get(id('S1'))).toEqual([id('B')]);
    expect(corrections.pinned).toEqual(new Set([id('S1')]));
    // Forgetting wins over replacing.
    expect(statusOf(id('B'), corrections)).toBe('retracted');
    expect(corrections.superseded.get(id('B'))).toBe(id('S1'));
  });

  it('undoes an undo: a retraction forgotten by a later one applies again only if that one is itself forgotten', () => {
    const controls = [
      { id: id('R1'), type: 'memory_retracted' as const, refs: [id('A')] },
      { id: id('R2'), type: 'memory_retracted' as const, refs: [id('R1')] },
    ];
    expect(statusOf(id('A'), foldCorrections(controls, isMemory))).toBe('active');
    const again = [
      ...controls,
      { id: id('R3'), type: 'memory_retracted' as const, refs: [id('R2')] },
    ];
    expect(statusOf(id('A'), foldCorrections(again, isMemory))).toBe('retracted');
  });
});
