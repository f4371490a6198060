import { remark } from 'remark';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { foldMemories } from '../../../src/projections/corrections.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import {
  readRecord,
  reviewRecords,
  type ReviewInput,
} from '../../../src/projections/decision-review.js';
import { recordName, renderRecords, slugOf } from '../../../src/projections/decision-records.js';
import { storyEvents } from '../../fixtures/projections/story.js';
import { testEvent } from '../../helpers/events.js';

/** The outline of a markdown document as remark parses it: every heading, list, HTML block and rule, by depth. */
function outline(markdown: string): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly RootContent[], depth: number) => {
    for (const node of nodes) {
      if (node.type === 'heading') out.push(`h${node.depth}`);
      if (node.type === 'list') out.push(`list@${depth}:${node.children.length}`);
      if (node.type === 'html') out.push('html');
      if (node.type === 'thematicBreak') out.push('hr');
      if ('children' in node && node.type !== 'heading' && node.type !== 'paragraph')
        walk(node.children as RootContent[], depth + 1);
    }
  };
  walk((remark().parse(markdown) as Root).children, 0);
  return out;
}

function links(markdown: string): string[] {
  const out: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') out.push(node.url!);
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(remark().parse(markdown) as never);
  return out;
}

describe('renderRecords (the tally story)', () => {
  const rendered = renderProjectionsOf(storyEvents());

  it('writes one record per standing or replaced decision, named by date, slug and short id', () => {
    const names = [...rendered.records.keys()].sort();
    expect(names).toContain(
      '2026-09-01-use-sqlite-through-better-sqlite3-for-the-ledger-MQPQQ3YH.md',
    );
    expect(names.every((name) => /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+-[0-9A-Z]{8}\.md$/.test(name))).toBe(
      true,
    );
    // The unconfirmed capture (confidence below 0.5) gets none; the index still lists it in the archive.
    expect(names.some((name) => name.includes('read-the-whole-file'))).toBe(false);
  });

  it('writes the SQLite decision and the replaced YAML rule as the golden files', async () => {
    const sqlite = [...rendered.records.values()].find((record) => record.name.includes('sqlite'))!;
    await expect(sqlite.text).toMatchFileSnapshot(
      '../../fixtures/projections/story/decisions/sqlite.md',
    );
    const yaml = [...rendered.records.values()].find((record) => record.status === 'superseded')!;
    await expect(yaml.text).toMatchFileSnapshot(
      '../../fixtures/projections/story/decisions/superseded.md',
    );
  });

  it('links every index entry to a record that exists', () => {
    const targets = links(rendered.files['.cortex/decisions.md']).filter((url) =>
      url.startsWith('decisions/'),
    );
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets)
      expect(rendered.records.has(target.slice('decisions/'.length))).toBe(true);
  });

  it('contains no session numbers', () => {
    for (const text of [
      ...Object.values(rendered.files),
      ...[...rendered.records.values()].map((record) => record.text),
    ]) {
      expect(text).not.toMatch(/\bs\d+\b/);
    }
  });
});

describe('slugOf', () => {
  it('keeps a readable, bounded, ASCII slug', () => {
    expect(slugOf('Use MiniSearch for full-text search')).toBe(
      'use-minisearch-for-full-text-search',
    );
    expect(slugOf('Café: résumé über alles, and then a great many more words than fit')).toBe(
      'cafe-resume-uber-alles-and-then-a-great',
    );
    expect(slugOf('!!!')).toBe('decision');
  });
});

describe('hostile text in a memory', () => {
  const hostile = [
    'Use X\n## injected heading\n- [ ] injected step',
    '<!-- hides the rest --> [a link](https://evil.example) <script>alert(1)</script>',
    '---\ntitle: fake front matter\n---',
    '1. ordered\n> quote\n```\ncode fence',
    'tab\tbell\u0007 escape\u001b[31m red',
    '`unclosed code and * emphasis _ [ref]: https://x',
  ];
  const events = hostile.flatMap((content, index) => [
    testEvent({
      type: 'decision_made',
      key: `d${index}`,
      content,
      data: { reason: content, alternatives: [content] },
      branch: 'main',
    }),
    testEvent({ type: 'approach_rejected', key: `r${index}`, content, data: { reason: content } }),
    testEvent({
      type: 'plan_created',
      key: `p${index}`,
      content,
      data: { steps: [{ content, status: 'pending' }] },
      branch: `b${index}`,
    }),
  ]);
  const benign = hostile.map((_, index) => `plain text ${index}`);
  const benignEvents = benign.flatMap((content, index) => [
    testEvent({
      type: 'decision_made',
      key: `d${index}`,
      content,
      data: { reason: content, alternatives: [content] },
      branch: 'main',
    }),
    testEvent({ type: 'approach_rejected', key: `r${index}`, content, data: { reason: content } }),
    testEvent({
      type: 'plan_created',
      key: `p${index}`,
      content,
      data: { steps: [{ content, status: 'pending' }] },
      branch: `b${index}`,
    }),
  ]);
  const attacked = renderProjectionsOf(events);
  const plain = renderProjectionsOf(benignEvents);

  it('leaves the headings, lists and comments of every projection as plain text gives them', () => {
    for (const file of Object.keys(plain.files) as (keyof typeof plain.files)[]) {
      expect(outline(attacked.files[file]), file).toEqual(outline(plain.files[file]));
    }
  });

  it("leaves every record with the structure of a plain one, its front matter intact, and no link but cortex's", () => {
    const plainRecords = [...plain.records.values()];
    const attackedRecords = [...attacked.records.values()];
    expect(attackedRecords).toHaveLength(plainRecords.length);
    for (let i = 0; i < attackedRecords.length; i++) {
      const record = attackedRecords[i]!;
      const parsed = matter(record.text);
      expect(Object.keys(parsed.data)).toEqual(Object.keys(matter(plainRecords[i]!.text).data));
      expect(outline(parsed.content)).toEqual(outline(matter(plainRecords[i]!.text).content));
      expect(links(parsed.content)).toEqual([]);
    }
  });

  it('keeps the text itself readable: the title reads back as the memory said it', () => {
    const record = [...attacked.records.values()].find((entry) =>
      entry.memory.content.startsWith('<!--'),
    )!;
    const reading = readRecord(record.text);
    expect(reading.ok).toBe(true);
    if (reading.ok)
      expect(reading.fields.title).toBe(record.memory.content.replace(/\s+/g, ' ').trim());
    expect(toString(remark().parse(matter(record.text).content))).toContain(
      '[a link](https://evil.example)',
    );
  });
});

describe('reviewRecords', () => {
  const decision = testEvent({
    type: 'decision_made',
    key: 'dec',
    content: 'Use MiniSearch for search',
    data: { reason: 'pure JS' },
  });
  const other = testEvent({ type: 'decision_made', key: 'other', content: 'Hooks always exit 0' });
  const events = [decision, other];
  const input = (
    files: ReviewInput['files'],
    extra: Partial<ReviewInput> = {},
    log = events,
  ): ReviewInput => {
    const fold = foldMemories(log);
    return {
      files,
      records: renderRecords(fold),
      fold,
      deleted: new Set(),
      everRetracted: new Set(),
      ...extra,
    };
  };
  const records = renderRecords(foldMemories(events));
  const name = recordName(foldMemories(events).byId.get(decision.id)!);
  const text = records.get(name)!.text;

  it('finds nothing in files as cortex wrote them', () => {
    const result = reviewRecords(
      input([...records.values()].map((record) => ({ name: record.name, text: record.text }))),
    );
    expect(result.corrections).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('reads a new title and reason as an edit, and status deprecated as a forget', () => {
    const edited = text
      .replace('# Use MiniSearch for search', '# Use MiniSearch 7 for search')
      .replace('\npure JS\n', '\npure JS, small\n');
    const [edit] = reviewRecords(input([{ name, text: edited }])).corrections;
    expect(edit).toMatchObject({
      type: 'memory_edited',
      content: 'Use MiniSearch 7 for search',
      reason: 'pure JS, small',
    });
    const [forget] = reviewRecords(
      input([{ name, text: text.replace('status: accepted', 'status: deprecated') }]),
    ).corrections;
    expect(forget).toMatchObject({ type: 'memory_retracted', target: { id: decision.id } });
  });

  it("takes an older wording for a stale file, not a reviewer's change", () => {
    const reworded = testEvent({
      type: 'memory_edited',
      key: 'edit',
      content: 'Use MiniSearch 7 for search',
      refs: [decision.id],
    });
    const result = reviewRecords(input([{ name, text }], {}, [...events, reworded]));
    expect(result.corrections).toEqual([]);
    expect(result.leaveAlone.size).toBe(0);
  });

  it('reports broken front matter and an unknown status with file and line, and leaves them alone', () => {
    const broken = text.replace('status: accepted', 'status: [accepted');
    const unknown = text.replace('status: accepted', 'status: proposed');
    const result = reviewRecords(
      input([
        { name, text: broken },
        { name: 'x.md', text: unknown },
      ]),
    );
    expect(result.corrections).toEqual([]);
    // YAML says where it noticed the unclosed list: two lines on, still inside the front matter.
    expect(result.problems.map((problem) => [problem.file, problem.line])).toEqual([
      [name, 6],
      ['x.md', 4],
    ]);
    expect(result.problems[0]!.message).toMatch(/front matter is not valid YAML/);
    expect(result.problems[1]!.message).toMatch(/unknown status "proposed"/);
    expect([...result.leaveAlone].sort()).toEqual([name, 'x.md'].sort());
  });

  it('reads a deleted record as a forget, unless the memory was forgotten before', () => {
    const deleted = new Set([name]);
    expect(reviewRecords(input([], { deleted })).corrections).toMatchObject([
      { type: 'memory_retracted', target: { id: decision.id } },
    ]);
    expect(
      reviewRecords(input([], { deleted, everRetracted: new Set([decision.id]) })).corrections,
    ).toEqual([]);
  });
});
