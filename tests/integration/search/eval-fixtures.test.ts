import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { captureFixtures, parseQuestions, selectEvents } from '../../../eval/fixtures.js';
import { testEvent } from '../../helpers/events.js';
import { describeWithFixtures } from '../../helpers/fixtures.js';

describeWithFixtures('the evaluation’s fixture-transcript set', () => {
  it('resolves every answer of every question to events captured from the real transcripts', async () => {
    const events = await captureFixtures();
    expect(events.length).toBeGreaterThan(50);
    const queries = parseQuestions(
      readFileSync(new URL('../../../eval/sets/fixtures/questions.txt', import.meta.url), 'utf8'),
      events,
    );
    expect(queries.filter((query) => query.answers.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(queries.filter((query) => query.answers.length === 0).length).toBeGreaterThanOrEqual(3);
    const ids = new Set(events.map((event) => event.id));
    for (const query of queries)
      for (const answer of query.answers)
        expect(
          answer.every((id) => ids.has(id)),
          query.query,
        ).toBe(true);
  });
});

it('selects events by type (or alias) and a piece of their content, and refuses a selector that matches nothing', () => {
  const run = testEvent({
    type: 'command_run',
    key: 'run',
    content: 'Ran `just lint`: Run clippy linter',
    data: { command: 'just lint' },
  });
  const edit = testEvent({
    type: 'file_modified',
    key: 'edit',
    content: 'Edited Justfile',
    data: { files: ['Justfile'] },
  });
  expect(selectEvents([run, edit], 'command~JUST LINT')).toEqual([run]);
  expect(selectEvents([run, edit], 'edit~justfile')).toEqual([edit]);
  expect(() => parseQuestions('? run the linter => command~cargo clippy', [run, edit])).toThrow(
    /questions.txt:1: 'command~cargo clippy' matches no captured event/,
  );
  expect(parseQuestions('# comment\n? a haiku => -', [run])).toEqual([
    { query: 'a haiku', answers: [] },
  ]);
});
