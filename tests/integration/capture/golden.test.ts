/**
 * The events captured from two real sessions, pinned. Each golden file was read line by
 * line: every event is a fact the session shows, and none is noise. Refresh deliberately
 * (vitest -u) and read the diff.
 */
import { expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { capture, events, initialisedRepo } from '../../helpers/capture.js';
import { describeWithFixtures, transcript } from '../../helpers/fixtures.js';

async function ingested(...names: string[]): Promise<string> {
  const root = await initialisedRepo();
  for (const name of names) {
    const result = await capture(root, transcript(name), { final: true });
    expect(result.problems).toEqual([]);
  }
  return (
    events(root)
      .map((event) => serializeEvent(event))
      .join('\n') + '\n'
  );
}

describeWithFixtures('golden events', () => {
  it('kfischer session b3edadab with its Task agent', async () => {
    const text = await ingested(
      'kfischer-claude-history/b3edadab-bca0-4054-9b41-f7ffa6941260.jsonl',
      'kfischer-claude-history/agent-a434715.jsonl',
    );
    await expect(text).toMatchFileSnapshot('../../fixtures/golden/kfischer-b3edadab.ndjson');
  });

  it('drmaciver python-to-rust-port', async () => {
    const text = await ingested('drmaciver-claude-reliability/python-to-rust-port.jsonl');
    await expect(text).toMatchFileSnapshot('../../fixtures/golden/python-to-rust-port.ndjson');
  });
});
